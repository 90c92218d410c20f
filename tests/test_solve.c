/* test_solve.c - the solve module: solve, count up to two, why no solution. */
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io.h"
#include "logic.h"
#include "solve.h"

static uint8_t *load_pair(const char *name, geom **g)
{
    char path[256];
    snprintf(path, sizeof path, DATA "/pairs/%s", name);
    int k;
    uint8_t *vals = read_csv(path, 2, &k);
    *g = geom_new(k, 2);
    return vals;
}

static void test_count_files(void **state)
{
    (void)state;
    static const struct { const char *file; solve_answer a; } cases[] = {
        { "udit-test1.csv", SOLVE_UNIQUE },         { "jaya-k4.csv", SOLVE_UNIQUE },
        { "jaya-k5.csv", SOLVE_UNIQUE },            { "tejas-test1_9x9.csv", SOLVE_MULTIPLE },
        { "tejas-test1_16x16.csv", SOLVE_MULTIPLE }, { "udit-test3.csv", SOLVE_NONE },
        { "udit-test6.csv", SOLVE_NONE },           { "jaya-k3-nosolution.csv", SOLVE_NONE },
        { "made-k2-deep-nosolution.csv", SOLVE_NONE },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        geom *g;
        uint8_t *p = load_pair(cases[i].file, &g);
        uint8_t *sol = malloc((size_t)g->ncells), *sol2 = malloc((size_t)g->ncells);
        solve_answer a = solve_count(g, p, sol);
        if (a != cases[i].a)
            fail_msg("%s: count %d, expected %d", cases[i].file, a, cases[i].a);
        if (a != SOLVE_NONE) {
            assert_true(grid_is_solution(g, sol));
            assert_true(agrees(g, p, sol));
        }
        assert_int_equal(solve_puzzle(g, p, sol2), a != SOLVE_NONE);
        if (a == SOLVE_UNIQUE)
            assert_memory_equal(sol, sol2, (size_t)g->ncells);
        free(sol), free(sol2), free(p);
        geom_free(g);
    }
}

/* The search for small puzzles and picosat, which takes over when the search
 * runs out of nodes, give the same answers (the puzzles have one solution). */
static void test_search_and_picosat_agree(void **state)
{
    (void)state;
    char *text = read_text(DATA "/singles/top95.txt");
    uint8_t *puzzles;
    int count;
    char err[IO_ERRLEN];
    assert_null(io_parse_oneline("top95", text, strlen(text), &puzzles, &count, err));
    geom *g = geom_new(3, 1);
    uint8_t a[81], b[81];
    for (int i = 0; i < count; i++) {
        const uint8_t *p = puzzles + i * 81;
        solve_set_search_limit(-1);
        assert_int_equal(solve_puzzle(g, p, a), 1);
        solve_set_search_limit(0);
        assert_int_equal(solve_puzzle(g, p, b), 1);
        assert_memory_equal(a, b, 81);
        assert_true(grid_is_solution(g, a));
        assert_true(agrees(g, p, a));
    }
    /* no solution either way: the first puzzle with one more given, a value
     * its solution does not hold there that clashes with no given */
    uint8_t wrong[81];
    memcpy(wrong, puzzles, 81);
    solve_set_search_limit(-1);
    assert_int_equal(solve_puzzle(g, wrong, a), 1);
    int added = 0;
    for (int cell = 0; cell < 81 && !added; cell++) {
        if (wrong[cell])
            continue;
        grid_mask cand = grid_all(g) & ~grid_bit(a[cell]);
        int np;
        const int *peers = geom_peers(g, cell, &np);
        for (int j = 0; j < np; j++)
            if (wrong[peers[j]])
                cand &= ~grid_bit(wrong[peers[j]]);
        if (cand) {
            wrong[cell] = (uint8_t)grid_mask_lowest(cand);
            added = 1;
        }
    }
    assert_true(added);
    assert_int_equal(grid_conflicts(g, wrong, NULL), 0);
    assert_int_equal(solve_puzzle(g, wrong, b), 0);
    solve_set_search_limit(0);
    assert_int_equal(solve_puzzle(g, wrong, b), 0);
    solve_set_search_limit(-1);
    geom_free(g);
    free(puzzles);
    free(text);
}

/* solve_count's answer is the same whether the search for small puzzles
 * counts (the default) or picosat does (limit 0): on top95's puzzles (one
 * solution), the same with their first given gone (one or several), and
 * with a wrong given added (none); a solution it gives is one. */
static void test_count_search_and_picosat_agree(void **state)
{
    (void)state;
    char *text = read_text(DATA "/singles/top95.txt");
    uint8_t *puzzles;
    int count, seen[3] = { 0 };
    char err[IO_ERRLEN];
    assert_null(io_parse_oneline("top95", text, strlen(text), &puzzles, &count, err));
    geom *g = geom_new(3, 1);
    uint8_t a[81], b[81], p[81];
    for (int i = 0; i < count * 3; i++) {
        memcpy(p, puzzles + (i / 3) * 81, 81);
        int cell = 0;
        while (!p[cell])
            cell++;
        if (i % 3 == 1) /* the first given gone */
            p[cell] = 0;
        else if (i % 3 == 2) { /* an empty cell given a value its solution does not hold */
            solve_set_search_limit(-1);
            assert_int_equal(solve_puzzle(g, p, a), 1);
            for (cell = 0; p[cell]; cell++)
                ;
            grid_mask cand = grid_all(g) & ~grid_bit(a[cell]);
            int np;
            const int *peers = geom_peers(g, cell, &np);
            for (int j = 0; j < np; j++)
                if (p[peers[j]])
                    cand &= ~grid_bit(p[peers[j]]);
            if (!cand)
                continue;
            p[cell] = (uint8_t)grid_mask_lowest(cand);
        }
        solve_set_search_limit(-1);
        solve_answer by_search = solve_count(g, p, a);
        solve_set_search_limit(0);
        solve_answer by_sat = solve_count(g, p, b);
        assert_int_equal(by_search, by_sat);
        seen[by_search == SOLVE_NONE ? 0 : by_search == SOLVE_UNIQUE ? 1 : 2]++;
        if (by_search == SOLVE_UNIQUE)
            assert_memory_equal(a, b, 81);
        if (by_search != SOLVE_NONE) {
            assert_true(grid_is_solution(g, a));
            assert_true(agrees(g, p, a));
        }
    }
    solve_set_search_limit(-1);
    assert_true(seen[0] > 0 && seen[1] > 0 && seen[2] > 0); /* every answer was asked */
    geom_free(g);
    free(puzzles);
    free(text);
}

/* solve_search_near on the generator's question "is a given needed?" for
 * every given of a 16x16 peer puzzle: where it answers, picosat
 * (solve_given_needed) answers the same; a solution it finds agrees with
 * every other given and not with the one removed; the same seed gives the
 * same answer; and it does answer some (else the test would test nothing). */
static void test_search_near_agrees_with_picosat(void **state)
{
    (void)state;
    geom *g;
    uint8_t *p = load_pair("jaya-k4.csv", &g);
    size_t nc = (size_t)g->ncells;
    uint8_t *sol = malloc(nc), *work = malloc(nc), *again = malloc(nc);
    grid_mask *cand = malloc(nc * sizeof *cand), *cand2 = malloc(nc * sizeof *cand);
    assert_int_equal(solve_puzzle(g, p, sol), 1);
    int answered = 0, asked = 0;
    for (int cell = 0; cell < g->ncells; cell++) {
        if (!p[cell])
            continue;
        int v = p[cell];
        p[cell] = 0;
        memcpy(work, p, nc);
        logic_candidates(g, work, cand, 1);
        cand[cell] &= ~grid_bit(v);
        int res = logic_singles(g, work, cand, -1, NULL) < 0 ? 0 : -2;
        if (res == -2) {
            memcpy(again, work, nc);
            memcpy(cand2, cand, nc * sizeof *cand);
            res = solve_search_near(g, work, cand, sol, (uint64_t)cell, 10, 64);
            assert_int_equal(solve_search_near(g, again, cand2, sol, (uint64_t)cell, 10, 64), res);
            assert_memory_equal(work, again, nc);
            asked++;
            answered += res >= 0;
        }
        if (res == 1) {
            assert_true(grid_is_solution(g, work));
            assert_int_not_equal(work[cell], v);
            assert_true(agrees(g, p, work));
        }
        p[cell] = (uint8_t)v;
        if (res >= 0)
            assert_int_equal(solve_given_needed(g, p, cell), res);
    }
    assert_true(asked > 0 && answered > 0);
    free(cand2), free(cand), free(again), free(work), free(sol), free(p);
    geom_free(g);
}

/* The givens of why cannot all hold together, and each of them is needed. */
static void check_minimal(const geom *g, const uint8_t *puzzle, const solve_why *why)
{
    uint8_t *only = calloc((size_t)g->ncells, 1);
    for (int i = 0; i < why->ncells; i++) {
        assert_true(puzzle[why->cells[i]] != 0);
        only[why->cells[i]] = puzzle[why->cells[i]];
    }
    assert_int_equal(solve_count(g, only, NULL), SOLVE_NONE);
    for (int i = 0; i < why->ncells; i++) {
        int cell = why->cells[i];
        only[cell] = 0;
        if (solve_count(g, only, NULL) == SOLVE_NONE)
            fail_msg("given at cell %d is not needed", cell);
        only[cell] = puzzle[cell];
    }
    free(only);
}

static void test_why_clash(void **state)
{
    (void)state;
    geom *g;
    uint8_t *p = load_pair("jaya-k3-nosolution.csv", &g);
    solve_why why;
    assert_int_equal(solve_why_none(g, p, &why), 1);
    assert_int_equal(why.clash, 1);
    assert_int_equal(why.ncells, 2);
    assert_int_equal(why.cells[0], geom_cell(g, 0, 7, 8));
    assert_int_equal(why.cells[1], geom_cell(g, 1, 7, 8));
    char name[32];
    grid_cell_name(g, why.cells[1], name, sizeof name);
    assert_string_equal(name, "B r8c9");
    solve_why_free(&why);
    free(p);
    geom_free(g);
    /* a clash within one grid names the unit */
    p = load_pair("jaya-k4-nosolution.csv", &g);
    assert_int_equal(solve_why_none(g, p, &why), 1);
    assert_int_equal(why.clash, 1);
    assert_int_equal(p[why.cells[0]], p[why.cells[1]]);
    assert_int_equal(geom_grid_of(g, why.cells[0]), geom_grid_of(g, why.cells[1]));
    solve_why_free(&why);
    free(p);
    geom_free(g);
}

static void test_why_deep(void **state)
{
    (void)state;
    /* hand-made: six givens, no two clash, no solution, none of them spare */
    geom *g;
    uint8_t *p = load_pair("made-k2-deep-nosolution.csv", &g);
    assert_int_equal(grid_conflicts(g, p, NULL), 0);
    solve_why why;
    assert_int_equal(solve_why_none(g, p, &why), 1);
    assert_int_equal(why.clash, 0);
    assert_int_equal(why.ncells, 6);
    check_minimal(g, p, &why);
    solve_why_free(&why);
    free(p);
    geom_free(g);
    /* a peer's file with no solution although no two givens clash: the set is
     * smaller than all the givens and every one in it is needed */
    p = load_pair("udit-test3.csv", &g);
    assert_int_equal(grid_conflicts(g, p, NULL), 0);
    assert_int_equal(solve_why_none(g, p, &why), 1);
    assert_int_equal(why.clash, 0);
    assert_true(why.ncells > 0 && why.ncells < grid_count_filled(g, p));
    check_minimal(g, p, &why);
    solve_why_free(&why);
    /* a puzzle with a solution has nothing to explain */
    free(p);
    geom_free(g);
    p = load_pair("udit-test1.csv", &g);
    assert_int_equal(solve_why_none(g, p, &why), 0);
    solve_why_free(&why);
    free(p);
    geom_free(g);
}

/* A 36x36 pair (k=6) made with --k 6 --generate --seed 1: one solution, the
 * shipped one. Every given was checked needed offline, with the whole formula
 * (see tests/data/README.md; about 3 minutes); here a spread of 40 of them. */
static void test_k6(void **state)
{
    (void)state;
    geom *g;
    uint8_t *p = load_pair("made-k6.csv", &g);
    assert_int_equal(g->k, 6);
    int k;
    uint8_t *expect = read_csv(DATA "/pairs/made-k6.sol.csv", 2, &k);
    uint8_t *sol = malloc((size_t)g->ncells);
    assert_int_equal(solve_count(g, p, sol), SOLVE_UNIQUE);
    assert_memory_equal(sol, expect, (size_t)g->ncells);
    assert_true(grid_is_solution(g, sol));
    assert_int_equal(solve_puzzle(g, p, sol), 1);
    assert_memory_equal(sol, expect, (size_t)g->ncells);
    int givens = grid_count_filled(g, p), seen = 0, checked = 0;
    for (int cell = 0; cell < g->ncells; cell++) {
        if (p[cell] && seen++ % (givens / 40) == 0) {
            if (!solve_given_needed(g, p, cell))
                fail_msg("given at cell %d is not needed", cell);
            checked++;
        }
    }
    assert_true(checked >= 40);
    /* a given more makes a clash that is named */
    int cell = 0;
    while (p[cell])
        cell++;
    p[cell] = p[geom_twin(g, cell)] ? p[geom_twin(g, cell)] : expect[geom_twin(g, cell)];
    p[geom_twin(g, cell)] = p[cell];
    solve_why why;
    assert_int_equal(solve_why_none(g, p, &why), 1);
    assert_int_equal(why.clash, 1);
    solve_why_free(&why);
    free(sol), free(expect), free(p);
    geom_free(g);
}

/* The game's cached questions: a solution that follows the entries, and
 * whether a value is forced, on a puzzle with several solutions. */
static void test_follow_and_forced(void **state)
{
    (void)state;
    geom *g;
    uint8_t *p = load_pair("tejas-test1_9x9.csv", &g);
    uint8_t *a = malloc((size_t)g->ncells), *b = malloc((size_t)g->ncells);
    assert_int_equal(solve_count(g, p, a), SOLVE_MULTIPLE);
    solve_ctx *sc = solve_ctx_new(g);
    /* a second solution: some open cell holds another value */
    int differs = -1;
    for (int cell = 0; cell < g->ncells && differs < 0; cell++) {
        if (!p[cell] && !solve_forced(sc, p, cell, a[cell]))
            differs = cell;
    }
    assert_true(differs >= 0);
    /* entries that follow the first solution everywhere but that cell lead
     * to a solution that agrees with them */
    memcpy(b, a, (size_t)g->ncells);
    b[differs] = 0;
    assert_int_equal(solve_follow(sc, b, b), 1);
    assert_true(grid_is_solution(g, b));
    for (int cell = 0; cell < g->ncells; cell++)
        if (cell != differs)
            assert_int_equal(b[cell], a[cell]);
    /* the full first solution: every value forced, no other value */
    assert_int_equal(solve_forced(sc, a, differs, a[differs]), 1);
    assert_int_equal(solve_follow(sc, a, b), 1);
    assert_memory_equal(a, b, (size_t)g->ncells);
    solve_ctx_free(sc);
    solve_ctx_free(NULL);
    free(a), free(b), free(p);
    geom_free(g);
}

int run_solve_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_count_files),
        cmocka_unit_test(test_search_and_picosat_agree),
        cmocka_unit_test(test_count_search_and_picosat_agree),
        cmocka_unit_test(test_search_near_agrees_with_picosat),
        cmocka_unit_test(test_why_clash),
        cmocka_unit_test(test_why_deep),
        cmocka_unit_test(test_k6),
        cmocka_unit_test(test_follow_and_forced),
    };
    return cmocka_run_group_tests_name("solve", tests, NULL, NULL);
}
