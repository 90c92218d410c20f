/* test_gen.c - generated maximal puzzles are unique and maximal, their givens
 * spread (no row, column and box empty in both grids at one place; by
 * default even: every unit holds half the mean of its kind or more),
 * finished by the ladder, symmetric when asked (then orbit-maximal), and
 * seeds reproduce. The levels are tested with the ladder (test_ladder.c). */
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "ladder.h"
#include "logic.h"
#include "sat.h"
#include "solve.h"

/* A maximal puzzle of that seed and strategy: unique, strictly maximal
 * (every given needed, asked of picosat), no empty cross. good: also what
 * the default promises when a try is good (these seeds are): the ladder
 * finishes it (asked again here, not taken from the stats), and from 16x16
 * on no row, column or box of either grid is empty. */
static void generate_and_check(int k, int ngrids, uint64_t seed, gen_strategy strategy, int good)
{
    geom *g = geom_new(k, ngrids);
    uint8_t *puzzle = malloc((size_t)g->ncells), *sol = malloc((size_t)g->ncells);
    gen_stats st;
    assert_int_equal(gen_puzzle(g, &(gen_params){ seed, strategy, LEVEL_MAXIMAL, 0, KIND_SYM_DEFAULT }, NULL, NULL, puzzle, sol, &st), 0);
    assert_int_equal(st.givens, grid_count_filled(g, puzzle));
    assert_true(agrees(g, puzzle, sol));
    check_unique_and_maximal(g, puzzle, sol);
    assert_false(gen_empty_cross(g, puzzle));
    if (good) {
        uint8_t *work = malloc((size_t)g->ncells);
        grid_mask *cand = malloc(sizeof *cand * (size_t)g->ncells);
        memcpy(work, puzzle, (size_t)g->ncells);
        ladder_candidates(g, work, cand);
        assert_int_equal(ladder_solve(g, work, cand, LEVEL_FIENDISH, NULL), 1);
        assert_memory_equal(work, sol, (size_t)g->ncells);
        assert_true(st.level <= LEVEL_FIENDISH);
        if (k >= 4)
            assert_int_equal(gen_empty_units(g, puzzle), 0);
        free(cand);
        free(work);
    }
    free(puzzle);
    free(sol);
    geom_free(g);
}

static void test_unique_maximal_pairs(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 5; seed++) {
        generate_and_check(2, 2, seed, GEN_FAST, 1);
        generate_and_check(3, 2, seed, GEN_FAST, 1);
    }
    generate_and_check(3, 2, 99, GEN_NAIVE, 0);
    generate_and_check(4, 2, 1, GEN_FAST, 1);
    generate_and_check(4, 2, 2, GEN_BOXES, 1);
    generate_and_check(4, 2, 2, GEN_NAIVE, 0);
    generate_and_check(4, 2, 3, GEN_ROWS, 0);
    generate_and_check(3, 2, 4, GEN_SPREAD, 0);
}

/* The even bound, counted here: every row, column and box of every grid
 * holds at least half the mean of its kind (up to 9x9 a third), and none is
 * empty. */
static void check_even(const geom *g, const uint8_t *puzzle, const char *what)
{
    int givens = grid_count_filled(g, puzzle), share = g->k >= 4 ? 2 : 3;
    double mean = (double)givens / (g->ngrids * g->n); /* the same for every kind */
    for (int u = 0; u < g->nunits; u++) {
        int count = 0;
        for (int j = 0; j < g->n; j++)
            count += puzzle[g->units[(size_t)u * g->n + j]] != 0;
        if (count == 0 || count * share < mean)
            fail_msg("%s: unit %d holds %d givens, the mean is %.2f", what, u, count, mean);
    }
}

/* Where symmetry s takes cell, written out again here (not gen.c's). */
static int sym_image(const geom *g, kind_symmetry s, int cell)
{
    int gr = geom_grid_of(g, cell), r = geom_row(g, cell), c = geom_col(g, cell), last = g->n - 1;
    if (s == KIND_SYM_ROTATE2)
        return geom_cell(g, gr, last - r, last - c);
    if (s == KIND_SYM_ROTATE4)
        return geom_cell(g, gr, c, last - r);
    if (s == KIND_SYM_MIRROR)
        return geom_cell(g, gr, r, last - c);
    return cell;
}

/* puzzle has symmetry s, is unique, and is orbit-maximal: emptying any one
 * orbit (a given and its images, in one grid) allows a second solution
 * (solve.h's count). */
static void check_symmetric_orbit_maximal(const geom *g, uint8_t *puzzle, kind_symmetry s)
{
    for (int cell = 0; cell < g->ncells; cell++)
        assert_int_equal(!puzzle[cell], !puzzle[sym_image(g, s, cell)]);
    assert_true(gen_is_symmetric(g, puzzle, s));
    assert_int_equal(solve_count(g, puzzle, NULL), SOLVE_UNIQUE);
    uint8_t *saved = malloc((size_t)g->ncells);
    memcpy(saved, puzzle, (size_t)g->ncells);
    for (int cell = 0; cell < g->ncells; cell++) {
        int first = 1; /* each orbit once: from its lowest cell */
        for (int x = sym_image(g, s, cell); x != cell; x = sym_image(g, s, x))
            first &= x > cell;
        if (!puzzle[cell] || !first)
            continue;
        int x = cell;
        do {
            puzzle[x] = 0;
            x = sym_image(g, s, x);
        } while (x != cell);
        if (solve_count(g, puzzle, NULL) != SOLVE_MULTIPLE)
            fail_msg("%s: the orbit of cell %d can go", kind_symmetry_name(s), cell);
        memcpy(puzzle, saved, (size_t)g->ncells);
    }
    free(saved);
}


/* Even givens by default: 16x16 maximal (strictly maximal too) and a level,
 * 9x9 maximal and every level. */
static void test_even(void **state)
{
    (void)state;
    static const struct { int k; level_id level; uint64_t seed; } cases[] = {
        { 4, LEVEL_MAXIMAL, 1 }, { 4, LEVEL_HARD, 2 }, { 3, LEVEL_MAXIMAL, 1 },
        { 3, LEVEL_MAXIMAL, 2 }, { 3, LEVEL_MAXIMAL, 3 }, { 3, LEVEL_EASY, 4 },
        { 3, LEVEL_MEDIUM, 5 }, { 3, LEVEL_HARD, 6 }, { 3, LEVEL_FIENDISH, 7 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        geom *g = geom_new(cases[i].k, 2);
        uint8_t *p = malloc((size_t)g->ncells), *s = malloc((size_t)g->ncells);
        gen_params params = { cases[i].seed, GEN_FAST, cases[i].level, 0, KIND_SYM_DEFAULT };
        assert_int_equal(gen_puzzle(g, &params, NULL, NULL, p, s, NULL), 0);
        char what[64];
        snprintf(what, sizeof what, "k=%d %s seed %d", cases[i].k, level_name(cases[i].level),
                 (int)cases[i].seed);
        check_even(g, p, what);
        assert_true(gen_even(g, p));
        if (cases[i].level == LEVEL_MAXIMAL)
            check_unique_and_maximal(g, p, s);
        free(p), free(s);
        geom_free(g);
    }
}

/* Every symmetry at 9x9, maximal and at a level, and two at 16x16: the
 * givens have it, maximal puzzles are orbit-maximal and even, a level's
 * puzzle is at its rung exactly. The default: none for maximal, a half
 * turn for a level, and a seed gives the same puzzle asked either way. */
static void test_symmetry(void **state)
{
    (void)state;
    static const struct { int k; level_id level; kind_symmetry sym; uint64_t seed; } cases[] = {
        { 3, LEVEL_MAXIMAL, KIND_SYM_ROTATE2, 1 }, { 3, LEVEL_MAXIMAL, KIND_SYM_ROTATE4, 2 },
        { 3, LEVEL_MAXIMAL, KIND_SYM_MIRROR, 3 }, { 3, LEVEL_HARD, KIND_SYM_ROTATE4, 4 },
        { 3, LEVEL_FIENDISH, KIND_SYM_MIRROR, 5 }, { 3, LEVEL_MEDIUM, KIND_SYM_DEFAULT, 6 },
        { 4, LEVEL_MAXIMAL, KIND_SYM_ROTATE2, 1 }, { 4, LEVEL_MEDIUM, KIND_SYM_MIRROR, 2 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        geom *g = geom_new(cases[i].k, 2);
        size_t nc = (size_t)g->ncells;
        uint8_t *p = malloc(nc), *s = malloc(nc);
        gen_stats st;
        gen_params params = { cases[i].seed, GEN_FAST, cases[i].level, 0, cases[i].sym };
        assert_int_equal(gen_puzzle(g, &params, NULL, NULL, p, s, &st), 0);
        assert_true(agrees(g, p, s));
        kind_symmetry sym = kind_symmetry_of(cases[i].level, cases[i].sym);
        if (cases[i].level == LEVEL_MAXIMAL) {
            check_symmetric_orbit_maximal(g, p, sym);
            check_even(g, p, kind_symmetry_name(sym));
        } else {
            for (int cell = 0; cell < g->ncells; cell++)
                assert_int_equal(!p[cell], !p[sym_image(g, sym, cell)]);
            assert_int_equal(solve_count(g, p, NULL), SOLVE_UNIQUE);
            assert_int_equal(st.level, cases[i].level);
            assert_int_equal(ladder_level(g, p), cases[i].level);
        }
        free(p), free(s);
        geom_free(g);
    }
    assert_int_equal(kind_symmetry_of(LEVEL_MAXIMAL, KIND_SYM_DEFAULT), KIND_SYM_NONE);
    assert_int_equal(kind_symmetry_of(LEVEL_EASY, KIND_SYM_DEFAULT), KIND_SYM_ROTATE2);
    assert_int_equal(kind_symmetry_of(LEVEL_HARD, KIND_SYM_MIRROR), KIND_SYM_MIRROR);
    /* the default is part of the seed's meaning: asked by name, the same puzzle */
    geom *g = geom_new(3, 2);
    uint8_t p1[162], s1[162], p2[162], s2[162];
    static const level_id levels[] = { LEVEL_MAXIMAL, LEVEL_HARD };
    for (int i = 0; i < 2; i++) {
        gen_params by_default = { 11, GEN_FAST, levels[i], 0, KIND_SYM_DEFAULT };
        gen_params by_name = { 11, GEN_FAST, levels[i], 0, kind_symmetry_of(levels[i], 0) };
        gen_puzzle(g, &by_default, NULL, NULL, p1, s1, NULL);
        gen_puzzle(g, &by_name, NULL, NULL, p2, s2, NULL);
        assert_memory_equal(p1, p2, 162);
        assert_memory_equal(s1, s2, 162);
    }
    geom_free(g);
    assert_int_equal(kind_symmetry_from_name("rotate4"), KIND_SYM_ROTATE4);
    assert_int_equal(kind_symmetry_from_name("spiral"), -1);
    assert_string_equal(kind_symmetry_name(KIND_SYM_MIRROR), "mirror");
}

/* A try of the boxes order that is not good is repaired around what spoiled
 * it (seed 3's first try, twice; seed 5's, six times): still strictly
 * maximal and finished by the ladder, and the same on one thread as on
 * several. */
static void test_boxes_repair(void **state)
{
    (void)state;
    generate_and_check(4, 2, 3, GEN_BOXES, 1);
    generate_and_check(4, 2, 5, GEN_BOXES, 1);
    geom *g = geom_new(4, 2);
    size_t nc = (size_t)g->ncells;
    uint8_t *p1 = malloc(nc), *s1 = malloc(nc), *p2 = malloc(nc), *s2 = malloc(nc);
    gen_stats st1, st2;
    assert_int_equal(gen_puzzle(g, &(gen_params){ 3, GEN_BOXES, LEVEL_MAXIMAL, 1, KIND_SYM_DEFAULT },
                                NULL, NULL, p1, s1, &st1), 0);
    assert_int_equal(gen_puzzle(g, &(gen_params){ 3, GEN_BOXES, LEVEL_MAXIMAL, 3, KIND_SYM_DEFAULT },
                                NULL, NULL, p2, s2, &st2), 0);
    assert_memory_equal(p1, p2, nc);
    assert_memory_equal(s1, s2, nc);
    assert_int_equal(st1.attempts, 1); /* the first try, repaired */
    assert_int_equal(st2.attempts, 1);
    free(p1), free(s1), free(p2), free(s2);
    geom_free(g);
}

/* 25x25 by the default (boxes): strictly maximal, finished by the ladder,
 * no empty row, column or box (seed 11's first try is good: seconds). */
static void test_unique_maximal_k5(void **state)
{
    (void)state;
    generate_and_check(5, 2, 11, GEN_FAST, 1);
}

static void test_unique_maximal_singles(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        generate_and_check(2, 1, seed, GEN_FAST, 1);
        generate_and_check(3, 1, seed, GEN_FAST, 1);
    }
}

/* The empty cross the row-by-row generator used to leave. */
static void test_empty_cross(void **state)
{
    (void)state;
    geom *g = geom_new(2, 2);
    uint8_t p[32];
    memset(p, 1, sizeof p);
    assert_false(gen_empty_cross(g, p));
    assert_int_equal(gen_empty_units(g, p), 0);
    /* empty row 1, column 1 and box 1 in A only: not a cross of the pair */
    for (int i = 0; i < 4; i++)
        p[geom_cell(g, 0, 0, i)] = p[geom_cell(g, 0, i, 0)] = 0;
    p[geom_cell(g, 0, 1, 1)] = 0;
    assert_false(gen_empty_cross(g, p));
    assert_int_equal(gen_empty_units(g, p), 3);
    for (int i = 0; i < 4; i++)
        p[geom_cell(g, 1, 0, i)] = p[geom_cell(g, 1, i, 0)] = 0;
    p[geom_cell(g, 1, 1, 1)] = 0;
    assert_true(gen_empty_cross(g, p));
    assert_int_equal(gen_empty_units(g, p), 6);
    geom_free(g);
}

static void test_seeds_reproduce(void **state)
{
    (void)state;
    geom *g = geom_new(3, 2);
    uint8_t p1[162], s1[162], p2[162], s2[162], p3[162], s3[162];
    gen_puzzle(g, &(gen_params){ 123, GEN_FAST, LEVEL_MAXIMAL, 0, KIND_SYM_DEFAULT }, NULL, NULL, p1, s1, NULL);
    gen_puzzle(g, &(gen_params){ 123, GEN_FAST, LEVEL_MAXIMAL, 0, KIND_SYM_DEFAULT }, NULL, NULL, p2, s2, NULL);
    gen_puzzle(g, &(gen_params){ 124, GEN_FAST, LEVEL_MAXIMAL, 0, KIND_SYM_DEFAULT }, NULL, NULL, p3, s3, NULL);
    assert_memory_equal(p1, p2, 162);
    assert_memory_equal(s1, s2, 162);
    assert_memory_not_equal(s1, s3, 162);
    geom_free(g);
}

/* The same seed gives the same puzzle byte for byte on one thread and on
 * every core (the first good try in try order is kept), maximal and at a
 * level, with and without symmetry, and more threads than cores change
 * nothing either (16x16 maximal seed 5: a try repaired, its witnesses
 * kept through the repair). */
static void test_threads_reproduce(void **state)
{
    (void)state;
    static const struct { int k; level_id level; uint64_t seed; kind_symmetry sym; } cases[] = {
        { 3, LEVEL_MAXIMAL, 7, KIND_SYM_DEFAULT }, { 3, LEVEL_HARD, 8, KIND_SYM_DEFAULT },
        { 4, LEVEL_MAXIMAL, 2, KIND_SYM_DEFAULT }, { 3, LEVEL_MAXIMAL, 9, KIND_SYM_ROTATE4 },
        { 3, LEVEL_FIENDISH, 10, KIND_SYM_NONE }, { 4, LEVEL_MAXIMAL, 3, KIND_SYM_MIRROR },
        { 4, LEVEL_MAXIMAL, 5, KIND_SYM_DEFAULT }, /* even: repaired */
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        geom *g = geom_new(cases[i].k, 2);
        size_t nc = (size_t)g->ncells;
        uint8_t *p[3], *s[3];
        gen_stats st[3];
        int threads[3] = { 1, 0, 5 };
        for (int t = 0; t < 3; t++) {
            p[t] = malloc(nc), s[t] = malloc(nc);
            assert_int_equal(gen_puzzle(g, &(gen_params){ cases[i].seed, GEN_FAST, cases[i].level,
                                                          threads[t], cases[i].sym },
                                        NULL, NULL, p[t], s[t], &st[t]),
                             0);
        }
        for (int t = 1; t < 3; t++) {
            assert_memory_equal(p[0], p[t], nc);
            assert_memory_equal(s[0], s[t], nc);
            assert_int_equal(st[0].attempts, st[t].attempts);
            assert_int_equal(st[0].level, st[t].level);
        }
        for (int t = 0; t < 3; t++)
            free(p[t]), free(s[t]);
        geom_free(g);
    }
}

static int cancel_at_once(void *ctx, int done, int total, int attempt, int attempts)
{
    (void)done;
    (void)total;
    (void)attempt;
    (void)attempts;
    ++*(int *)ctx;
    return 1;
}

/* A cancel at the first report stops the generation, however fast it is
 * (the first report comes before any try starts). */
static void test_cancel(void **state)
{
    (void)state;
    geom *g = geom_new(3, 2);
    uint8_t p[162], s[162];
    int calls = 0;
    assert_int_equal(gen_puzzle(g, &(gen_params){ 5, GEN_FAST, LEVEL_MAXIMAL, 0, KIND_SYM_DEFAULT }, cancel_at_once, &calls, p, s, NULL), -1);
    assert_true(calls >= 1);
    geom_free(g);
}

typedef struct last_report {
    int calls, done, total, attempt, attempts, went_back, done_back;
} last_report;

static int record_report(void *ctx, int done, int total, int attempt, int attempts)
{
    last_report *r = ctx;
    if (r->calls++ && attempt < r->attempt && done < total)
        r->went_back = 1;
    if (r->calls > 1 && attempt == r->attempt && done < r->done)
        r->done_back = 1;
    r->done = done, r->total = total, r->attempt = attempt, r->attempts = attempts;
    return 0;
}

/* The reports name the try they are about and never go back to an earlier
 * one while running (between two tries the last report stands), nor to
 * fewer cells within one try (seed 3's tries are repaired: their SAT pass
 * is made again); the last report names the try kept. */
static void test_progress_names_the_try(void **state)
{
    (void)state;
    geom *g = geom_new(4, 2);
    uint8_t *p = malloc((size_t)g->ncells), *s = malloc((size_t)g->ncells);
    for (uint64_t seed = 1; seed <= 3; seed += 2) {
        last_report r = { 0 };
        gen_stats st;
        assert_int_equal(gen_puzzle(g, &(gen_params){ seed, GEN_FAST, LEVEL_MAXIMAL, seed == 1 ? 0 : 1,
                                                      KIND_SYM_DEFAULT },
                                    record_report, &r, p, s, &st),
                         0);
        assert_true(r.calls >= 2);
        assert_int_equal(r.done, g->ncells);
        assert_int_equal(r.total, g->ncells);
        assert_int_equal(r.attempt, st.attempts);
        assert_true(r.attempts >= st.attempts);
        assert_false(r.went_back);
        assert_false(r.done_back);
    }
    free(p), free(s);
    geom_free(g);
}

/* Singles, then solve_search_near, on "is there a solution of puzzle
 * without the given at cell?" as the generator asks it (gen_ask.c's
 * quick_other): 1 with work a solution, 0 none, -1 not settled. */
static int quick_other(const geom *g, const uint8_t *puzzle, int cell, const uint8_t *sol,
                       int runs, long nodes, uint8_t *work, grid_mask *cand)
{
    memcpy(work, puzzle, (size_t)g->ncells);
    work[cell] = 0;
    ladder_candidates(g, work, cand);
    cand[cell] &= ~grid_bit(puzzle[cell]);
    if (logic_singles(g, work, cand, -1, NULL) < 0)
        return 0;
    if (grid_count_filled(g, work) == g->ncells)
        return 1;
    return solve_search_near(g, work, cand, sol, (uint64_t)cell * 7 + 1, runs, nodes);
}

/* The level pass at 9x9 keeps a given without asking the ladder when a short
 * search finds another solution without it: on every given of 9x9 puzzles of
 * each level and maximal (and of sparser ones: each given with its row's
 * next given also emptied), what the search says agrees with
 * picosat (solve_given_needed), a solution it finds is one, and where it
 * found one the ladder cannot finish the puzzle without the given. With tiny
 * budgets the search must often say "not settled" (-1), which claims
 * nothing; both kinds of answer occur. */
static void test_level_pass_search(void **state)
{
    (void)state;
    geom *g = geom_new(3, 2);
    size_t nc = (size_t)g->ncells;
    uint8_t p[162], s[162], work[162], lw[162];
    grid_mask cand[162], lc[162];
    int found = 0, none = 0, unsettled = 0;
    for (int level = LEVEL_EASY; level <= LEVEL_MAXIMAL; level++) {
        if (level > LEVEL_FIENDISH && level != LEVEL_MAXIMAL)
            continue;
        for (uint64_t seed = 1; seed <= 3; seed++) {
            gen_params params = { seed, GEN_FAST, (level_id)level, 1, KIND_SYM_NONE };
            assert_int_equal(gen_puzzle(g, &params, NULL, NULL, p, s, NULL), 0);
            for (int extra = 0; extra < 2; extra++)
                for (int cell = 0; cell < g->ncells; cell++) {
                    if (!p[cell])
                        continue;
                    uint8_t q[162];
                    memcpy(q, p, nc);
                    if (extra) /* a sparser puzzle: the next given of the row emptied too */
                        for (int c2 = cell + 1; c2 < g->ncells && geom_row(g, c2) == geom_row(g, cell); c2++)
                            if (q[c2]) {
                                q[c2] = 0;
                                break;
                            }
                    int tiny = (cell + extra) % 3 == 0;
                    int res = quick_other(g, q, cell, s, tiny ? 1 : 10, tiny ? 2 : 72, work, cand);
                    int needed = solve_given_needed(g, q, cell);
                    if (res < 0) {
                        unsettled++;
                        continue;
                    }
                    assert_int_equal(res, needed);
                    if (res == 0) {
                        none++;
                        continue;
                    }
                    found++;
                    memcpy(lw, q, nc);
                    lw[cell] = 0;
                    assert_true(grid_is_solution(g, work));
                    assert_int_not_equal(work[cell], q[cell]);
                    assert_true(agrees(g, lw, work));
                    ladder_candidates(g, lw, lc);
                    assert_int_not_equal(ladder_solve(g, lw, lc, LEVEL_FIENDISH, NULL), 1);
                }
        }
    }
    assert_true(found > 0);
    assert_true(none > 0);
    assert_true(unsettled > 0);
    geom_free(g);
}

int run_gen_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_unique_maximal_pairs),
        cmocka_unit_test(test_unique_maximal_k5),
        cmocka_unit_test(test_boxes_repair),
        cmocka_unit_test(test_even),
        cmocka_unit_test(test_symmetry),
        cmocka_unit_test(test_unique_maximal_singles),
        cmocka_unit_test(test_empty_cross),
        cmocka_unit_test(test_seeds_reproduce),
        cmocka_unit_test(test_threads_reproduce),
        cmocka_unit_test(test_cancel),
        cmocka_unit_test(test_progress_names_the_try),
        cmocka_unit_test(test_level_pass_search),
    };
    return cmocka_run_group_tests_name("gen", tests, NULL, NULL);
}
