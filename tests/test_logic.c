/* test_logic.c - candidates and singles propagation. */
#include "testlib.h"

#include <stdio.h>
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

/* 1 when no single is left: every empty cell has two candidates or more,
 * and every value missing from a unit has two places or more in it. */
static int no_single_left(const geom *g, const uint8_t *vals, const grid_mask *cand)
{
    for (int c = 0; c < g->ncells; c++)
        if (!vals[c] && grid_mask_count(cand[c]) < 2)
            return 0;
    for (int u = 0; u < g->nunits; u++) {
        const int *unit = g->units + (size_t)u * g->n;
        for (int v = 1; v <= g->n; v++) {
            int placed = 0, places = 0;
            for (int j = 0; j < g->n; j++) {
                placed |= vals[unit[j]] == v;
                places += !vals[unit[j]] && (cand[unit[j]] & grid_bit(v));
            }
            if (!placed && places < 2)
                return 0;
        }
    }
    return 1;
}

/* The singles from a solution with cells emptied at random, at every size
 * up to 36x36 (the most cells and units a propagation queues): the solution
 * back where they reach and no single left, the counts adding up to the
 * cells filled, the candidates left holding the solution's value; with
 * stop_cell, the run stopped right after that cell (the same run cut short:
 * each stop cell at its own place in it); the solution's value assumed after
 * them brings no contradiction. */
static void test_singles_every_size(void **state)
{
    (void)state;
    static const char *const SOLS[] = { "jaya-k3", "jaya-k4", "jaya-k5", "made-k6" };
    rng r;
    rng_seed(&r, 1);
    for (size_t f = 0; f < sizeof SOLS / sizeof *SOLS; f++) {
        char path[128];
        int k;
        snprintf(path, sizeof path, DATA "/pairs/%s.sol.csv", SOLS[f]);
        uint8_t *sol = read_csv(path, 2, &k);
        geom *g = geom_new(k, 2);
        size_t nc = (size_t)g->ncells;
        uint8_t *start = xmalloc(nc), *work = xmalloc(nc);
        grid_mask *cand = xmalloc(nc * sizeof *cand), *cand0 = xmalloc(nc * sizeof *cand);
        for (int round = 0; round < 6; round++) {
            int keep = 15 + 12 * round; /* percent of the cells kept */
            for (size_t c = 0; c < nc; c++)
                start[c] = (int)rng_below(&r, 100) < keep ? sol[c] : 0;
            logic_candidates(g, start, cand0, 1);
            memcpy(work, start, nc);
            memcpy(cand, cand0, nc * sizeof *cand);
            int counts[2] = { 0, 0 };
            int filled = logic_singles(g, work, cand, -1, counts);
            assert_true(filled >= 0);
            assert_int_equal(counts[0] + counts[1], filled);
            assert_int_equal(grid_count_filled(g, work), grid_count_filled(g, start) + filled);
            assert_true(agrees(g, work, sol));
            assert_true(no_single_left(g, work, cand));
            for (size_t c = 0; c < nc; c++)
                assert_true(work[c] || (cand[c] & grid_bit(sol[c])));
            uint8_t *full = xmalloc(nc), *at = xcalloc((size_t)filled + 1, 1);
            memcpy(full, work, nc);
            /* the solution's value assumed where the singles stopped: no
             * contradiction, and only the solution follows */
            for (size_t c = 0; c < nc; c++)
                if (!work[c]) {
                    assert_int_equal(logic_assume(g, work, cand, (int)c, sol[c]), 0);
                    assert_true(agrees(g, work, sol));
                    break;
                }
            /* up to 40 of the cells the run filled, each as stop_cell */
            for (int stop = 0; stop < (int)nc; stop++) {
                if (start[stop] || !full[stop] || (int)rng_below(&r, (unsigned)filled) >= 40)
                    continue;
                memcpy(work, start, nc);
                memcpy(cand, cand0, nc * sizeof *cand);
                int upto = logic_singles(g, work, cand, stop, NULL);
                assert_true(upto > 0 && upto <= filled && !at[upto]);
                at[upto] = 1;
                assert_int_equal(work[stop], sol[stop]);
                assert_int_equal(grid_count_filled(g, work), grid_count_filled(g, start) + upto);
                assert_true(agrees(g, work, sol));
            }
            free(full), free(at);
        }
        free(start), free(work), free(cand), free(cand0), free(sol);
        geom_free(g);
    }
}

/* Each kind of contradiction, on an empty 36x36 pair (every candidate
 * open): a cell with none left, a value with no place in a row, a cell
 * the only place in its row for two values. */
static void test_singles_contradictions(void **state)
{
    (void)state;
    geom *g = geom_new(GRID_KMAX, 2);
    size_t nc = (size_t)g->ncells;
    uint8_t *vals = xcalloc(nc, 1);
    grid_mask *cand = xmalloc(nc * sizeof *cand);
    int n = g->n, row = n + 5; /* grid B's row 6 */
    logic_candidates(g, vals, cand, 1);
    assert_int_equal(logic_singles(g, vals, cand, -1, NULL), 0); /* nothing to fill */
    for (int kind = 0; kind < 3; kind++) {
        logic_candidates(g, vals, cand, 1);
        for (int c = 0; c < n; c++) {
            int cell = row * n + c;
            if (kind == 0 && c == 7)
                cand[cell] = 0;
            if (kind == 1)
                cand[cell] &= ~grid_bit(n);
            if (kind == 2 && c != 3)
                cand[cell] &= ~(grid_bit(1) | grid_bit(2));
        }
        assert_int_equal(logic_singles(g, vals, cand, -1, NULL), -1);
    }
    free(vals), free(cand);
    geom_free(g);
}

int run_logic_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_propagation_agrees_with_solution),
        cmocka_unit_test(test_candidates),
        cmocka_unit_test(test_singles_agree_with_plain_singles),
        cmocka_unit_test(test_singles_every_size),
        cmocka_unit_test(test_singles_contradictions),
    };
    return cmocka_run_group_tests_name("logic", tests, NULL, NULL);
}
