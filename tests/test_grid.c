/* test_grid.c - geometry tables, symbols and conflicts. */
#include "testlib.h"

#include <stdlib.h>
#include <string.h>

static void test_units_hold_each_cell_three_times(void **state)
{
    (void)state;
    for (int k = GRID_KMIN; k <= GRID_KMAX; k++) {
        for (int ng = 1; ng <= 2; ng++) {
            geom *g = geom_new(k, ng);
            assert_non_null(g);
            int *seen = calloc((size_t)g->ncells, sizeof *seen);
            for (int i = 0; i < g->nunits * g->n; i++)
                seen[g->units[i]]++;
            for (int cell = 0; cell < g->ncells; cell++) {
                assert_int_equal(seen[cell], 3);
                for (int u = 0; u < 3; u++) {
                    const int *unit = g->units + g->cell_units[cell * 3 + u] * g->n;
                    int found = 0;
                    for (int j = 0; j < g->n; j++)
                        found += unit[j] == cell;
                    assert_int_equal(found, 1);
                }
            }
            free(seen);
            geom_free(g);
        }
    }
}

static void test_peers(void **state)
{
    (void)state;
    geom *g = geom_new(3, 2);
    assert_int_equal(g->npeers, 21);
    int cell = geom_cell(g, 0, 4, 4); /* the centre of A */
    const int *p = g->peers + cell * g->npeers;
    assert_int_equal(p[g->npeers - 1], geom_cell(g, 1, 4, 4));
    for (int i = 0; i < g->npeers - 1; i++) {
        int r = geom_row(g, p[i]), c = geom_col(g, p[i]);
        assert_int_equal(geom_grid_of(g, p[i]), 0);
        assert_true(r == 4 || c == 4 || (r / 3 == 1 && c / 3 == 1));
        assert_int_not_equal(p[i], cell);
    }
    assert_int_equal(geom_twin(g, geom_twin(g, 7)), 7);
    geom_free(g);
    assert_null(geom_new(1, 2));
    assert_null(geom_new(GRID_KMAX + 1, 2));
    geom_free(NULL);
}

static void test_symbols(void **state)
{
    (void)state;
    assert_int_equal(grid_symbol(0), '.');
    assert_int_equal(grid_symbol(9), '9');
    assert_int_equal(grid_symbol(10), 'A');
    assert_int_equal(grid_symbol(25), 'P');
    for (int v = 1; v <= 25; v++)
        assert_int_equal(grid_symbol_value(grid_symbol(v), 25), v);
    assert_int_equal(grid_symbol_value('g', 16), 16);
    assert_int_equal(grid_symbol_value('h', 16), 0);
    assert_int_equal(grid_symbol_value('5', 4), 0);
    assert_int_equal(grid_symbol_value('0', 9), 0);
}

static void test_conflicts(void **state)
{
    (void)state;
    geom *g = geom_new(2, 2);
    uint8_t vals[32] = { 0 }, bad[32];
    assert_int_equal(grid_conflicts(g, vals, bad), 0);
    vals[geom_cell(g, 0, 0, 0)] = 1;
    vals[geom_cell(g, 0, 1, 1)] = 1; /* same box */
    assert_int_equal(grid_conflicts(g, vals, bad), 2);
    vals[geom_cell(g, 0, 1, 1)] = 2;
    vals[geom_cell(g, 1, 1, 1)] = 2; /* the twin */
    assert_int_equal(grid_conflicts(g, vals, bad), 2);
    assert_true(bad[geom_cell(g, 1, 1, 1)]);
    assert_false(bad[geom_cell(g, 0, 0, 0)]);
    geom_free(g);
}

int run_grid_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_units_hold_each_cell_three_times),
        cmocka_unit_test(test_peers),
        cmocka_unit_test(test_symbols),
        cmocka_unit_test(test_conflicts),
    };
    return cmocka_run_group_tests_name("grid", tests, NULL, NULL);
}
