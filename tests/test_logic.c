/* test_logic.c - candidates and singles propagation. */
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
    grid_mask cand[162];
    logic_candidates(g, work, cand, 1);
    int filled = logic_singles(g, work, cand, -1, NULL);
    assert_true(filled > 0);
    assert_int_equal(grid_count_filled(g, work), grid_count_filled(g, puzzle) + filled);
    assert_true(agrees(g, work, sol));
    /* a wrong value shows up as a contradiction */
    memcpy(work, sol, (size_t)g->ncells);
    work[0] = 0;
    work[1] = 0;
    work[2] = sol[1];
    logic_candidates(g, work, cand, 1);
    assert_int_equal(logic_singles(g, work, cand, -1, NULL), -1);
    free(work);
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
        cmocka_unit_test(test_candidates),
    };
    return cmocka_run_group_tests_name("logic", tests, NULL, NULL);
}
