/* test_logic.c - candidates, propagation and the reasons given by hints. */
#include "testlib.h"

#include <stdlib.h>
#include <string.h>

#include "logic.h"

static void test_propagation_agrees_with_solution(void **state)
{
    (void)state;
    int k;
    uint8_t *puzzle = read_csv(DATA "/pairs/jaya-k3.csv", 2, &k);
    uint8_t *sol = read_csv(DATA "/pairs/jaya-k3.sol.csv", 2, &k);
    geom *g = geom_new(k, 2);
    uint8_t *work = malloc((size_t)g->ncells);
    memcpy(work, puzzle, (size_t)g->ncells);
    int filled = logic_propagate(g, work, -1);
    assert_true(filled > 0);
    assert_int_equal(grid_count_filled(g, work), grid_count_filled(g, puzzle) + filled);
    assert_true(agrees(g, work, sol));
    /* a wrong value shows up as a contradiction */
    memcpy(work, sol, (size_t)g->ncells);
    work[0] = 0;
    work[1] = 0;
    work[2] = sol[1];
    assert_int_equal(logic_propagate(g, work, -1), -1);
    free(work);
    free(puzzle);
    free(sol);
    geom_free(g);
}

/* The reason logic gives for v at cell, as a hint would find it. */
static logic_reason reason_for(const geom *g, const uint8_t *vals, int cell, int v)
{
    uint8_t *only = calloc((size_t)g->ncells, 1);
    only[cell] = (uint8_t)v; /* a solution that names just this cell */
    int found;
    logic_reason reason;
    assert_true(logic_best_hint(g, vals, only, &found, &reason));
    assert_int_equal(found, cell);
    free(only);
    return reason;
}

static void test_reasons(void **state)
{
    (void)state;
    geom *g = geom_new(2, 2);
    uint8_t v[32] = { 0 };
    /* row 0 of A holds 1 2 3: the last cell can only be 4 */
    v[0] = 1, v[1] = 2, v[2] = 3;
    assert_int_equal(reason_for(g, v, 3, 4), REASON_NAKED);

    /* box-only: in A's top-left box of a 9x9, 1 fits only at (0,0); row 0 and
     * column 0 still have other places for it */
    geom *g3 = geom_new(3, 2);
    uint8_t w[162] = { 0 };
    const int fill[][3] = { { 0, 2, 9 }, { 1, 0, 2 }, { 1, 1, 3 }, { 1, 2, 4 },
                            { 2, 0, 5 }, { 2, 1, 6 }, { 2, 2, 7 }, { 4, 1, 1 } };
    for (size_t i = 0; i < sizeof fill / sizeof *fill; i++)
        w[geom_cell(g3, 0, fill[i][0], fill[i][1])] = (uint8_t)fill[i][2];
    assert_int_equal(reason_for(g3, w, 0, 1), REASON_HIDDEN_BOX);
    /* a 1 in the bottom-left box too closes the rest of column 0: the column is named */
    w[geom_cell(g3, 0, 7, 2)] = 1;
    assert_int_equal(reason_for(g3, w, 0, 1), REASON_HIDDEN_COL);
    geom_free(g3);

    /* A(0,0) has 3 and 4 left from its own grid; B holds 3 there: only 4 */
    memset(v, 0, sizeof v);
    v[geom_cell(g, 0, 0, 1)] = 1;
    v[geom_cell(g, 0, 1, 0)] = 2;
    v[geom_cell(g, 1, 0, 0)] = 3;
    assert_int_equal(reason_for(g, v, geom_cell(g, 0, 0, 0), 4), REASON_PAIR);

    memset(v, 0, sizeof v);
    assert_int_equal(reason_for(g, v, 0, 1), REASON_SEARCH);
    assert_string_equal(logic_reason_text(REASON_NAKED), "the only value left for this cell");
    assert_string_equal(logic_reason_text(REASON_SEARCH), "follows by search");
    geom_free(g);
}

static void test_hint_prefers_simplest(void **state)
{
    (void)state;
    int k;
    uint8_t *puzzle = read_csv(DATA "/pairs/soham-k3.csv", 2, &k);
    uint8_t *sol = read_pretty(DATA "/pairs/soham-k3.out.txt", 162);
    geom *g = geom_new(k, 2);
    for (int step = 0; step < 20; step++) {
        int cell;
        logic_reason best;
        assert_true(logic_best_hint(g, puzzle, sol, &cell, &best));
        assert_int_equal(puzzle[cell], 0);
        for (int c = 0; c < g->ncells; c++)
            if (!puzzle[c])
                assert_true(best <= reason_for(g, puzzle, c, sol[c]));
        puzzle[cell] = sol[cell]; /* take the hint and ask again */
    }
    free(puzzle);
    free(sol);
    geom_free(g);
}

static void test_candidates(void **state)
{
    (void)state;
    geom *g = geom_new(2, 2);
    uint8_t v[32] = { 0 };
    grid_mask cand[32];
    v[1] = 2;
    v[16] = 1; /* the twin of cell 0 */
    logic_candidates(g, v, cand, 0);
    assert_int_equal(cand[0], 0xF & ~2u);
    logic_candidates(g, v, cand, 1);
    assert_int_equal(cand[0], 0xF & ~3u);
    assert_int_equal(cand[1], 0);
    geom_free(g);
}

int run_logic_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_propagation_agrees_with_solution),
        cmocka_unit_test(test_reasons),
        cmocka_unit_test(test_hint_prefers_simplest),
        cmocka_unit_test(test_candidates),
    };
    return cmocka_run_group_tests_name("logic", tests, NULL, NULL);
}
