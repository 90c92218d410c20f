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
    assert_int_equal(g->maxpeers, 21);
    int cell = geom_cell(g, 0, 4, 4), np; /* the centre of A */
    const int *p = geom_peers(g, cell, &np);
    assert_int_equal(np, 21);
    assert_int_equal(p[np - 1], geom_cell(g, 1, 4, 4));
    for (int i = 0; i < np - 1; i++) {
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

/* A box is named by the rows and columns the board numbers, at every size;
 * a symbol in a sentence is quoted at every size. */
static void test_box_and_symbol_names(void **state)
{
    (void)state;
    static const struct {
        int k, grid, r, c;
        const char *name;
    } boxes[] = {
        { 2, 0, 0, 0, "box r1-2 c1-2" },       { 2, 1, 1, 3, "box r1-2 c3-4" },
        { 2, 0, 3, 3, "box r3-4 c3-4" },       { 3, 0, 4, 1, "box r4-6 c1-3" },
        { 3, 1, 8, 8, "box r7-9 c7-9" },       { 4, 0, 12, 9, "box r13-16 c9-12" },
        { 4, 1, 0, 15, "box r1-4 c13-16" },    { 5, 0, 24, 24, "box r21-25 c21-25" },
        { 5, 1, 7, 12, "box r6-10 c11-15" },
    };
    char buf[32];
    for (size_t i = 0; i < sizeof boxes / sizeof *boxes; i++) {
        geom *g = geom_new(boxes[i].k, 2);
        int cell = geom_cell(g, boxes[i].grid, boxes[i].r, boxes[i].c);
        grid_box_name(g, cell, buf, sizeof buf);
        assert_string_equal(buf, boxes[i].name);
        /* every cell of that box names it alike */
        const int *box = g->units + (size_t)g->cell_units[cell * 3 + 2] * g->n;
        char other[32];
        for (int j = 0; j < g->n; j++) {
            grid_box_name(g, box[j], other, sizeof other);
            assert_string_equal(other, buf);
        }
        geom_free(g);
    }
    for (int k = 2; k <= 5; k++) {
        geom *g = geom_new(k, 2);
        grid_symbol_text(g, 1, buf, sizeof buf);
        assert_string_equal(buf, "'1'");
        grid_symbol_text(g, g->n, buf, sizeof buf);
        char want[4] = { '\'', grid_symbol(g->n), '\'', '\0' };
        assert_string_equal(buf, want);
        geom_free(g);
    }
    geom *g = geom_new(3, 1);
    grid_box_name(g, 80, buf, 8); /* cut short, still terminated */
    assert_string_equal(buf, "box r7-");
    geom_free(g);
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
        cmocka_unit_test(test_box_and_symbol_names),
        cmocka_unit_test(test_conflicts),
    };
    return cmocka_run_group_tests_name("grid", tests, NULL, NULL);
}
