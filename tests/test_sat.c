/* test_sat.c - the encoding and the solver wrapper against brute force. */
#include "testlib.h"

#include <stdlib.h>
#include <string.h>

#include "cnf.h"
#include "logic.h"
#include "sat.h"
#include "util.h"

/* All 288 valid 4x4 grids, by backtracking. */
static uint8_t all4[300][16];
static int nall4;

static void fill4(const geom *g, uint8_t *v, int cell)
{
    if (cell == 16) {
        memcpy(all4[nall4++], v, 16);
        return;
    }
    for (int x = 1; x <= 4; x++) {
        v[cell] = (uint8_t)x;
        uint8_t bad[16];
        grid_conflicts(g, v, bad);
        if (!bad[cell])
            fill4(g, v, cell + 1);
        v[cell] = 0;
    }
}

static int setup(void **state)
{
    (void)state;
    geom *g = geom_new(2, 1);
    uint8_t v[16] = { 0 };
    nall4 = 0;
    fill4(g, v, 0);
    geom_free(g);
    return nall4 == 288 ? 0 : -1;
}

/* Solutions of a k=2 pair puzzle, counted by brute force up to two. */
static int brute_count(const uint8_t *puzzle)
{
    int count = 0;
    for (int a = 0; a < nall4 && count < 2; a++) {
        int ok = 1;
        for (int i = 0; i < 16 && ok; i++)
            ok = !puzzle[i] || puzzle[i] == all4[a][i];
        for (int b = 0; ok && b < nall4 && count < 2; b++) {
            int okb = 1;
            for (int i = 0; i < 16 && okb; i++)
                okb = all4[a][i] != all4[b][i] && (!puzzle[16 + i] || puzzle[16 + i] == all4[b][i]);
            count += okb;
        }
    }
    return count;
}

static void test_models_are_valid(void **state)
{
    (void)state;
    rng r;
    rng_seed(&r, 42);
    for (int k = 2; k <= 4; k++) {
        for (int ng = 1; ng <= 2; ng++) {
            geom *g = geom_new(k, ng);
            sat *s = sat_new(g);
            uint8_t *start = calloc((size_t)g->ncells, 1), *model = malloc((size_t)g->ncells);
            uint8_t *pref = malloc((size_t)g->ncells), *part = malloc((size_t)g->ncells);
            grid_mask *cand = malloc(sizeof *cand * (size_t)g->ncells);
            int perm[GRID_NMAX];
            for (int round = 0; round < 3; round++) {
                /* the whole formula, from a random first row of A */
                for (int v = 0; v < g->n; v++)
                    perm[v] = v + 1;
                rng_shuffle(&r, perm, g->n);
                for (int c = 0; c < g->n; c++)
                    start[c] = (uint8_t)perm[c];
                assert_int_equal(sat_solve(s, start, -1, 0, model), 1);
                assert_true(grid_is_solution(g, model));
                assert_true(agrees(g, start, model));
                /* the open-cell formula, from nothing and from half a solution */
                for (int c = 0; c < g->ncells; c++) {
                    pref[c] = (uint8_t)(1 + rng_below(&r, (uint32_t)g->n));
                    part[c] = rng_below(&r, 2) ? model[c] : 0;
                }
                memset(start, 0, (size_t)g->ncells);
                logic_candidates(g, start, cand, 1);
                assert_int_equal(sat_solve_open(g, start, cand, pref, NULL, NULL, model), 1);
                assert_true(grid_is_solution(g, model));
                logic_candidates(g, part, cand, 1);
                assert_int_equal(sat_solve_open(g, part, cand, NULL, NULL, NULL, model), 1);
                assert_true(grid_is_solution(g, model));
                assert_true(agrees(g, part, model));
            }
            free(start), free(model), free(pref), free(part), free(cand);
            sat_free(s);
            geom_free(g);
        }
    }
}

static void test_count_matches_brute_force(void **state)
{
    (void)state;
    geom *g = geom_new(2, 2);
    sat *s = sat_new(g);
    rng r;
    rng_seed(&r, 7);
    int seen[3] = { 0 };
    for (int round = 0; round < 300; round++) {
        uint8_t puzzle[32] = { 0 }, sol[32];
        int givens = 2 + (int)rng_below(&r, 10);
        for (int i = 0; i < givens; i++)
            puzzle[rng_below(&r, 32)] = (uint8_t)(1 + rng_below(&r, 4));
        int expect = brute_count(puzzle);
        sat_answer a = sat_count(s, puzzle, sol);
        assert_int_equal(a == SAT_NONE ? 0 : a == SAT_UNIQUE ? 1 : 2, expect);
        if (expect) {
            assert_true(grid_is_solution(g, sol));
            assert_true(agrees(g, puzzle, sol));
        }
        seen[expect]++;
    }
    /* the random puzzles cover all three answers */
    assert_true(seen[0] > 0 && seen[1] > 0 && seen[2] > 0);
    sat_free(s);
    geom_free(g);
}

static void test_forced(void **state)
{
    (void)state;
    geom *g = geom_new(2, 2);
    sat *s = sat_new(g);
    uint8_t sol[32];
    /* with a full grid A given, every cell of A is forced */
    uint8_t puzzle[32] = { 1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1 };
    assert_int_equal(sat_forced(s, puzzle, 5, 4), 1);
    assert_int_equal(sat_forced(s, puzzle, 16, 1), 0); /* B is not settled */
    assert_int_equal(sat_count(s, puzzle, sol), SAT_MULTIPLE);
    puzzle[16] = 1; /* B[0][0] = A[0][0] breaks the pair rule */
    assert_int_equal(sat_count(s, puzzle, sol), SAT_NONE);
    assert_int_equal(sat_forced(s, puzzle, 17, 3), 1); /* no solution forces everything */
    assert_true(sat_calls(s) > 0);
    sat_free(s);
    sat_free(NULL);
    geom_free(g);
}

static int stop_at_once(void *ctx)
{
    ++*(int *)ctx;
    return 1;
}

static void test_interrupt(void **state)
{
    (void)state;
    geom *g = geom_new(5, 2);
    sat *s = sat_new(g);
    int polled = 0;
    sat_set_interrupt(s, stop_at_once, &polled);
    int res = sat_solve(s, NULL, -1, 0, NULL);
    /* an interrupted search answers -1, unless it needed no search at all */
    assert_true(res == -1 || res == 1);
    if (res == -1)
        assert_true(polled > 0);
    sat_free(s);
    geom_free(g);
}

int run_sat_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_models_are_valid),
        cmocka_unit_test(test_count_matches_brute_force),
        cmocka_unit_test(test_forced),
        cmocka_unit_test(test_interrupt),
    };
    return cmocka_run_group_tests_name("sat", tests, setup, NULL);
}
