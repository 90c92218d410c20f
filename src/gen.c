/* gen.c - generating unique, maximal puzzles with picosat as the judge.
 *
 * Both strategies start from a random complete pair S and make one pass over
 * the cells, emptying each given whose removal keeps S the only solution; a
 * given found necessary stays necessary (emptying more cells only adds
 * solutions), so one pass gives a maximal puzzle.
 *
 * fast: the pass goes row by row (both grids, position by position). Then the
 * emptied cells form a compact region and every question stays far from the
 * half-filled grids where such search problems are hardest: measured at k=5,
 * a random order meets SAT calls of many seconds each, this order none. Each
 * question "is there a solution without S's value here?" is first put to
 * propagation (a contradiction answers it), else to picosat on the cells that
 * propagation left open, searching from S. A random symmetry of the pair at
 * the end (it keeps uniqueness and maximality) spreads the emptier rows.
 *
 * naive: a random order, one incremental solver with the whole formula, one
 * call per cell with all other givens as assumptions. The baseline. */
#include "gen.h"

#include <stdlib.h>
#include <string.h>

#include "logic.h"
#include "sat.h"
#include "util.h"

typedef struct progress_state {
    gen_progress fn;
    void *ctx;
    int done, total;
} progress_state;

static int interrupted(void *ctx)
{
    progress_state *p = ctx;
    return p->fn(p->ctx, p->done, p->total);
}

/* A random complete pair: a random first row of A and random preferred values
 * make picosat wander to a different solution for every seed. */
static int random_solution(const geom *g, rng *r, progress_state *ps, uint8_t *solution)
{
    uint8_t *pref = xmalloc((size_t)g->ncells);
    grid_mask *cand = xmalloc(sizeof *cand * (size_t)g->ncells);
    for (int cell = 0; cell < g->ncells; cell++)
        pref[cell] = (uint8_t)(1 + rng_below(r, (uint32_t)g->n));
    int perm[GRID_NMAX];
    for (int v = 0; v < g->n; v++)
        perm[v] = v + 1;
    rng_shuffle(r, perm, g->n);
    memset(solution, 0, (size_t)g->ncells);
    for (int c = 0; c < g->n; c++)
        solution[geom_cell(g, 0, 0, c)] = (uint8_t)perm[c];
    logic_candidates(g, solution, cand, 1);
    int res = sat_solve_open(g, solution, cand, pref, ps->fn ? interrupted : NULL, ps, solution);
    free(cand);
    free(pref);
    return res;
}

/* A random band-preserving permutation of the n rows (or columns). */
static void permute_lines(int k, rng *r, int *map)
{
    int bands[GRID_KMAX], inner[GRID_KMAX];
    for (int i = 0; i < k; i++)
        bands[i] = i;
    rng_shuffle(r, bands, k);
    for (int b = 0; b < k; b++) {
        for (int i = 0; i < k; i++)
            inner[i] = i;
        rng_shuffle(r, inner, k);
        for (int j = 0; j < k; j++)
            map[b * k + j] = bands[b] * k + inner[j];
    }
}

/* Applies one random symmetry of the pair to both arrays: rows and columns
 * within bands and stacks, bands and stacks, a transposition, one relabelling
 * of the symbols for both grids, and which grid is A. */
static void random_symmetry(const geom *g, rng *r, uint8_t *puzzle, uint8_t *solution)
{
    int n = g->n, rows[GRID_NMAX], cols[GRID_NMAX], sym[GRID_NMAX + 1];
    permute_lines(g->k, r, rows);
    permute_lines(g->k, r, cols);
    sym[0] = 0;
    for (int v = 1; v <= n; v++)
        sym[v] = v;
    rng_shuffle(r, sym + 1, n);
    int transpose = (int)rng_below(r, 2);
    int swap = g->ngrids == 2 && rng_below(r, 2);
    uint8_t *tmp = xmalloc((size_t)g->ncells);
    uint8_t *arrays[2] = { puzzle, solution };
    for (int a = 0; a < 2; a++) {
        for (int cell = 0; cell < g->ncells; cell++) {
            int nr = rows[geom_row(g, cell)], nc = cols[geom_col(g, cell)];
            int ng = swap ? 1 - geom_grid_of(g, cell) : geom_grid_of(g, cell);
            tmp[transpose ? geom_cell(g, ng, nc, nr) : geom_cell(g, ng, nr, nc)] =
                (uint8_t)sym[arrays[a][cell]];
        }
        memcpy(arrays[a], tmp, (size_t)g->ncells);
    }
    free(tmp);
}

/* fast: is there a solution of puzzle without cell that does not put v
 * there? 1 yes (the given is needed), 0 no, -1 interrupted. */
static int needed_fast(const geom *g, uint8_t *puzzle, int cell, const uint8_t *solution,
                       uint8_t *work, grid_mask *cand, progress_state *ps, long *calls)
{
    int v = puzzle[cell];
    memcpy(work, puzzle, (size_t)g->ncells);
    work[cell] = 0;
    logic_candidates(g, work, cand, 1);
    cand[cell] &= ~((grid_mask)1 << (v - 1));
    if (logic_propagate_cand(g, work, cand, -1) < 0)
        return 0;
    ++*calls;
    return sat_solve_open(g, work, cand, solution, ps->fn ? interrupted : NULL, ps, NULL);
}

int gen_puzzle(const geom *g, const gen_params *params, gen_progress progress, void *ctx,
               uint8_t *puzzle, uint8_t *solution, gen_stats *stats)
{
    double start = util_now();
    uint64_t seed = params->seed;
    gen_strategy strategy = params->strategy;
    memset(puzzle, 0, (size_t)g->ncells);
    rng r;
    rng_seed(&r, seed);
    progress_state ps = { progress, ctx, 0, g->ncells };
    int result = -1;
    long calls = 1;
    int *order = xmalloc(sizeof *order * (size_t)g->ncells);
    uint8_t *work = xmalloc((size_t)g->ncells);
    grid_mask *cand = xmalloc(sizeof *cand * (size_t)g->ncells);
    sat *s = NULL;
    if (random_solution(g, &r, &ps, solution) != 1)
        goto done;
    memcpy(puzzle, solution, (size_t)g->ncells);
    if (strategy == GEN_FAST) {
        int i = 0; /* row by row, position by position, A then B */
        for (int row = 0; row < g->n; row++)
            for (int c = 0; c < g->n; c++)
                for (int gr = 0; gr < g->ngrids; gr++)
                    order[i++] = geom_cell(g, gr, row, c);
    } else {
        for (int cell = 0; cell < g->ncells; cell++)
            order[cell] = cell;
        rng_shuffle(&r, order, g->ncells);
        s = sat_new(g);
        if (progress)
            sat_set_interrupt(s, interrupted, &ps);
    }

    for (int i = 0; i < g->ncells; i++) {
        int cell = order[i], v = puzzle[cell];
        ps.done = i;
        if (progress && progress(ctx, i, g->ncells))
            goto done;
        int needed;
        if (strategy == GEN_FAST) {
            needed = needed_fast(g, puzzle, cell, solution, work, cand, &ps, &calls);
        } else {
            puzzle[cell] = 0;
            needed = sat_solve(s, puzzle, cell, v, NULL);
            puzzle[cell] = (uint8_t)v;
        }
        if (needed < 0)
            goto done;
        if (!needed)
            puzzle[cell] = 0;
    }
    if (strategy == GEN_FAST)
        random_symmetry(g, &r, puzzle, solution);
    if (progress)
        progress(ctx, g->ncells, g->ncells);
    result = 0;
done:
    if (s)
        calls += sat_calls(s);
    if (stats) {
        stats->sat_calls = calls;
        stats->givens = grid_count_filled(g, puzzle);
        stats->seconds = util_now() - start;
    }
    sat_free(s);
    free(cand);
    free(work);
    free(order);
    return result;
}

int gen_strategy_from_name(const char *name)
{
    if (strcmp(name, "fast") == 0)
        return GEN_FAST;
    if (strcmp(name, "naive") == 0)
        return GEN_NAIVE;
    return -1;
}
