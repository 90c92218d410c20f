/* test_logic.c - candidates and singles propagation. */
#include "testlib.h"

#include <stdlib.h>
#include <string.h>

#include "logic.h"
#include "util.h"

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

/* A complete pair (or single) of box size k: the pattern grid, B its values
 * plus one (so A and B differ everywhere), rows and columns shuffled within
 * their bands and stacks. */
static void pattern_solution(const geom *g, rng *r, uint8_t *sol)
{
    int n = g->n, k = g->k, rows[GRID_NMAX], cols[GRID_NMAX];
    for (int i = 0; i < n; i++)
        rows[i] = cols[i] = i;
    for (int b = 0; b < k; b++) {
        rng_shuffle(r, rows + b * k, k);
        rng_shuffle(r, cols + b * k, k);
    }
    for (int gr = 0; gr < g->ngrids; gr++)
        for (int row = 0; row < n; row++)
            for (int col = 0; col < n; col++) {
                int rr = rows[row], cc = cols[col];
                int v = (k * (rr % k) + rr / k + cc) % n;
                sol[geom_cell(g, gr, row, col)] = (uint8_t)((v + gr) % n + 1);
            }
}

/* Singles the plain way: candidates from scratch, then one naked or hidden
 * single at a time until none is left. Returns the cells filled. */
static int plain_singles(const geom *g, uint8_t *vals, grid_mask *cand)
{
    int filled = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        logic_candidates(g, vals, cand, 1);
        for (int cell = 0; cell < g->ncells && !changed; cell++)
            if (!vals[cell] && grid_mask_count(cand[cell]) == 1)
                vals[cell] = (uint8_t)grid_mask_lowest(cand[cell]), changed = 1;
        for (int u = 0; u < g->nunits && !changed; u++)
            for (int v = 1; v <= g->n && !changed; v++) {
                int places = 0, at = -1;
                for (int j = 0; j < g->n; j++) {
                    int cell = g->units[(size_t)u * g->n + j];
                    if (cand[cell] & grid_bit(v))
                        places++, at = cell;
                }
                if (places == 1)
                    vals[at] = (uint8_t)v, changed = 1;
            }
        filled += changed;
    }
    return filled;
}

/* The queue's propagation (logic_singles, logic_assume) fills exactly what
 * plain singles fill, at every size up to a 36x36 pair, where every unit
 * may be queued at once. */
static void test_singles_agree_with_plain_singles(void **state)
{
    (void)state;
    rng r;
    rng_seed(&r, 2026);
    for (int k = 2; k <= GRID_KMAX; k++)
        for (int ngrids = 1; ngrids <= 2; ngrids++) {
            geom *g = geom_new(k, ngrids);
            size_t nc = (size_t)g->ncells;
            uint8_t *sol = malloc(nc), *a = malloc(nc), *b = malloc(nc);
            grid_mask *ca = malloc(sizeof *ca * nc), *cb = malloc(sizeof *cb * nc);
            for (int round = 0; round < (k <= 4 ? 20 : 4); round++) {
                pattern_solution(g, &r, sol);
                int keep = 15 + (int)rng_below(&r, 50); /* percent of the cells given */
                for (size_t cell = 0; cell < nc; cell++)
                    a[cell] = rng_below(&r, 100) < (uint32_t)keep ? sol[cell] : 0;
                memcpy(b, a, nc);
                logic_candidates(g, a, ca, 1);
                int filled = logic_singles(g, a, ca, -1, NULL);
                assert_int_equal(filled, plain_singles(g, b, cb));
                assert_memory_equal(a, b, nc);
                assert_true(agrees(g, a, sol));
                /* one more value of the solution, assumed */
                size_t cell = 0;
                while (cell < nc && a[cell])
                    cell++;
                if (cell == nc)
                    continue;
                assert_int_equal(logic_assume(g, a, ca, (int)cell, sol[cell]), 0);
                b[cell] = sol[cell];
                plain_singles(g, b, cb);
                assert_memory_equal(a, b, nc);
            }
            free(sol), free(a), free(b), free(ca), free(cb);
            geom_free(g);
        }
}

int run_logic_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_propagation_agrees_with_solution),
        cmocka_unit_test(test_candidates),
        cmocka_unit_test(test_singles_agree_with_plain_singles),
    };
    return cmocka_run_group_tests_name("logic", tests, NULL, NULL);
}
