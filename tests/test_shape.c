/* test_shape.c - boxes of any shape and the diagonals as units: the
 * geometry's tables, solving and counting (against brute force on small
 * kinds), generated puzzles of every level, codes, files, the DIMACS form
 * and the ladder's words about a diagonal. Square kinds without diagonals
 * are the other groups' (and the golden outputs'). */
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "code.h"
#include "gen.h"
#include "io.h"
#include "ladder.h"
#include "logic.h"
#include "solve.h"
#include "util.h"

/* The kinds these tests walk through: box rows, box columns, diagonals. */
static const struct kind {
    int rows, cols, diagonals;
} KINDS[] = {
    { 2, 3, 0 }, { 2, 4, 0 }, { 2, 5, 0 }, { 3, 4, 0 }, { 3, 5, 0 }, { 4, 5, 0 },
    { 3, 2, 0 }, { 2, 6, 0 }, { 3, 3, 1 }, { 2, 3, 1 }, { 2, 2, 1 }, { 4, 4, 1 },
};
#define NKINDS (sizeof KINDS / sizeof *KINDS)

int keeps_every_unit(const geom *g, const uint8_t *vals)
{
    int n = g->n;
    for (int gr = 0; gr < g->ngrids; gr++) {
        for (int i = 0; i < n; i++) {
            grid_mask row = 0, col = 0, box = 0, d0 = 0, d1 = 0;
            int r0 = i / (n / g->box_cols) * g->box_rows, c0 = i % (n / g->box_cols) * g->box_cols;
            for (int j = 0; j < n; j++) {
                row |= grid_bit(vals[geom_cell(g, gr, i, j)]);
                col |= grid_bit(vals[geom_cell(g, gr, j, i)]);
                box |= grid_bit(vals[geom_cell(g, gr, r0 + j / g->box_cols, c0 + j % g->box_cols)]);
                d0 |= grid_bit(vals[geom_cell(g, gr, j, j)]);
                d1 |= grid_bit(vals[geom_cell(g, gr, j, n - 1 - j)]);
            }
            if (row != grid_all(g) || col != grid_all(g) || box != grid_all(g))
                return 0;
            if (g->diagonals && (d0 != grid_all(g) || d1 != grid_all(g)))
                return 0;
        }
    }
    for (int cell = 0; g->ngrids == 2 && cell < n * n; cell++)
        if (vals[cell] == vals[geom_twin(g, cell)])
            return 0;
    return 1;
}

/* Every unit is n distinct cells of one grid; each cell lies in exactly
 * its row, column, box and the diagonals through it; its peers are the
 * cells it shares a unit with (and its twin), each once; a crossing's mask
 * is the cells the two units share. */
static void check_tables(const geom *g)
{
    int n = g->n;
    int *in = calloc((size_t)g->ncells, sizeof *in);
    for (int u = 0; u < g->nunits; u++) {
        uint8_t *seen = calloc((size_t)g->ncells, 1);
        for (int j = 0; j < n; j++) {
            int cell = g->units[u * n + j];
            assert_false(seen[cell]);
            seen[cell] = 1;
            in[cell]++;
            assert_int_equal(geom_grid_of(g, cell), geom_unit_grid(g, u));
            assert_true(geom_in_unit(g, cell, u));
        }
        int kind = geom_unit_kind(g, u), first = g->units[u * n];
        for (int j = 0; j < n; j++) {
            int cell = g->units[u * n + j], r = geom_row(g, cell), c = geom_col(g, cell);
            if (kind == GEOM_ROW)
                assert_int_equal(r, geom_row(g, first));
            else if (kind == GEOM_COL)
                assert_int_equal(c, geom_col(g, first));
            else if (kind == GEOM_BOX)
                assert_true(r / g->box_rows == geom_row(g, first) / g->box_rows &&
                            c / g->box_cols == geom_col(g, first) / g->box_cols);
            else
                assert_int_equal(geom_unit_index(g, u) ? r + c : r - c,
                                 geom_unit_index(g, u) ? n - 1 : 0);
        }
        for (int x = g->cross_start[u]; x < g->cross_start[u + 1]; x++) {
            uint64_t want = 0;
            for (int j = 0; j < n; j++)
                if (geom_in_unit(g, g->units[u * n + j], g->cross_unit[x]))
                    want |= (uint64_t)1 << j;
            assert_true(want == g->cross_mask[x] && grid_mask_count(want) >= 2);
        }
        free(seen);
    }
    for (int cell = 0; cell < g->ncells; cell++) {
        int r = geom_row(g, cell), c = geom_col(g, cell);
        int on = g->diagonals ? (r == c) + (r + c == n - 1) : 0;
        int us[GEOM_CELL_UNITS];
        assert_int_equal(geom_cell_units(g, cell, us), 3 + on);
        assert_int_equal(in[cell], 3 + on);
        int np, count = 0;
        const int *p = geom_peers(g, cell, &np);
        assert_true(np <= g->maxpeers);
        for (int other = 0; other < g->ncells; other++) {
            int shares = other == geom_twin(g, cell);
            for (int i = 0; i < 3 + on && other != cell; i++)
                shares |= geom_in_unit(g, other, us[i]);
            int listed = 0;
            for (int i = 0; i < np; i++)
                listed += p[i] == other;
            assert_int_equal(listed, shares);
            count += shares;
        }
        assert_int_equal(count, np);
        if (g->ngrids == 2)
            assert_int_equal(p[np - 1], geom_twin(g, cell));
    }
    free(in);
}

static void test_tables(void **state)
{
    (void)state;
    for (size_t i = 0; i < NKINDS; i++)
        for (int ng = 1; ng <= 2; ng++) {
            geom *g = geom_new_shape(KINDS[i].rows, KINDS[i].cols, ng, KINDS[i].diagonals);
            assert_non_null(g);
            assert_int_equal(g->n, KINDS[i].rows * KINDS[i].cols);
            assert_int_equal(g->k, KINDS[i].rows == KINDS[i].cols ? KINDS[i].rows : 0);
            check_tables(g);
            geom_free(g);
        }
    assert_null(geom_new_shape(1, 3, 2, 0));
    assert_null(geom_new_shape(2, 7, 2, 0));
    assert_null(geom_new_shape(2, 3, 3, 0));
}

/* The shapes a size infers, and how a shape is named. */
static void test_shape_names(void **state)
{
    (void)state;
    static const struct {
        int n, count, rows, cols;
    } sizes[] = { { 4, 1, 2, 2 }, { 6, 1, 2, 3 },  { 8, 1, 2, 4 },  { 9, 1, 3, 3 },
                  { 10, 1, 2, 5 }, { 12, 2, 3, 4 }, { 15, 1, 3, 5 }, { 16, 1, 4, 4 },
                  { 20, 1, 4, 5 }, { 30, 1, 5, 6 }, { 36, 1, 6, 6 } };
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
        int r = 0, c = 0;
        assert_int_equal(geom_shapes_of(sizes[i].n, &r, &c), sizes[i].count);
        assert_int_equal(r, sizes[i].rows);
        assert_int_equal(c, sizes[i].cols);
    }
    int r, c;
    assert_int_equal(geom_shapes_of(7, &r, &c), 0);
    assert_int_equal(geom_shapes_of(14, &r, &c), 0);
    char buf[48];
    geom *g = geom_new_shape(2, 3, 2, 0);
    geom_shape_text(g, buf, sizeof buf);
    assert_string_equal(buf, "6x6 (boxes 2x3)");
    grid_box_name(g, geom_cell(g, 1, 3, 2), buf, sizeof buf);
    assert_string_equal(buf, "box r3-4 c1-3");
    geom_free(g);
    g = geom_new_shape(3, 3, 1, 1);
    geom_shape_text(g, buf, sizeof buf);
    assert_string_equal(buf, "X 9x9");
    geom_free(g);
    g = geom_new_shape(3, 4, 1, 0);
    grid_box_name(g, geom_cell(g, 0, 11, 11), buf, sizeof buf);
    assert_string_equal(buf, "box r10-12 c9-12");
    geom_free(g);
}

/* Brute force: the solutions of puzzle (up to cap), by trying every value
 * of the first empty cell that fits its peers. */
static long brute_count(const geom *g, uint8_t *vals, long cap)
{
    int cell = 0;
    while (cell < g->ncells && vals[cell])
        cell++;
    if (cell == g->ncells)
        return 1;
    long found = 0;
    int np;
    const int *p = geom_peers(g, cell, &np);
    for (int v = 1; v <= g->n && found < cap; v++) {
        int fits = 1;
        for (int i = 0; i < np && fits; i++)
            fits = vals[p[i]] != v;
        if (!fits)
            continue;
        vals[cell] = (uint8_t)v;
        found += brute_count(g, vals, cap - found);
        vals[cell] = 0;
    }
    return found;
}

/* A solution of g by the solver from an empty grid, checked unit by unit;
 * then puzzles with some of its cells emptied: solve_count agrees with
 * brute force (one, two, or more solutions). */
static void check_counts(int rows, int cols, int ngrids, int diagonals, int empty)
{
    geom *g = geom_new_shape(rows, cols, ngrids, diagonals);
    uint8_t *sol = calloc((size_t)g->ncells, 1), *puzzle = malloc((size_t)g->ncells);
    uint8_t *got = calloc((size_t)g->ncells, 1);
    assert_int_equal(solve_puzzle(g, got, sol), 1);
    assert_true(keeps_every_unit(g, sol));
    assert_true(grid_is_solution(g, sol));
    rng r;
    rng_seed(&r, (uint64_t)(rows * 100 + cols * 10 + ngrids + diagonals * 1000));
    int seen[3] = { 0, 0, 0 };
    for (int t = 0; t < 30; t++) {
        memcpy(puzzle, sol, (size_t)g->ncells);
        for (int e = 0; e < empty / 2 + t; e++)
            puzzle[rng_below(&r, (uint32_t)g->ncells)] = 0;
        long brute = brute_count(g, puzzle, 2);
        solve_answer a = solve_count(g, puzzle, got);
        assert_int_equal(a == SOLVE_NONE ? 0 : a == SOLVE_UNIQUE ? 1 : 2, brute);
        if (a == SOLVE_UNIQUE)
            assert_memory_equal(got, sol, (size_t)g->ncells);
        seen[brute]++;
    }
    if (!(seen[1] > 0 && seen[2] > 0))
        fail_msg("%dx%d ng %d d %d: %d %d %d", rows, cols, ngrids, diagonals, seen[0], seen[1], seen[2]);
    free(got);
    free(puzzle);
    free(sol);
    geom_free(g);
}

static void test_count_against_brute_force(void **state)
{
    (void)state;
    check_counts(2, 3, 1, 0, 18);
    check_counts(2, 3, 2, 0, 34);
    check_counts(3, 2, 1, 0, 18);
    check_counts(2, 2, 1, 1, 9);
    check_counts(2, 2, 2, 1, 40); /* an X 4x4 pair is unique from few givens */
    check_counts(2, 3, 1, 1, 18);
    check_counts(2, 3, 2, 1, 80);
}

/* Solutions of the bigger kinds keep every unit too. */
static void test_solutions_keep_units(void **state)
{
    (void)state;
    for (size_t i = 0; i < NKINDS; i++) {
        geom *g = geom_new_shape(KINDS[i].rows, KINDS[i].cols, 2, KINDS[i].diagonals);
        uint8_t *empty = calloc((size_t)g->ncells, 1), *sol = malloc((size_t)g->ncells);
        assert_int_equal(solve_puzzle(g, empty, sol), 1);
        assert_true(keeps_every_unit(g, sol));
        free(empty);
        free(sol);
        geom_free(g);
    }
}

int run_shape_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tables),
        cmocka_unit_test(test_shape_names),
        cmocka_unit_test(test_count_against_brute_force),
        cmocka_unit_test(test_solutions_keep_units),
    };
    return cmocka_run_group_tests_name("shape", tests, NULL, NULL);
}
