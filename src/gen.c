/* gen.c - generating unique, maximal puzzles with picosat as the judge. */
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

/* A random complete pair: a random first row of A and random phases make
 * picosat wander to a different solution for every seed. */
static int random_solution(const geom *g, sat *s, rng *r, uint8_t *solution)
{
    uint8_t *pref = xmalloc((size_t)g->ncells);
    for (int cell = 0; cell < g->ncells; cell++)
        pref[cell] = (uint8_t)(1 + rng_below(r, (uint32_t)g->n));
    int perm[GRID_NMAX];
    for (int v = 0; v < g->n; v++)
        perm[v] = v + 1;
    rng_shuffle(r, perm, g->n);
    memset(solution, 0, (size_t)g->ncells);
    for (int c = 0; c < g->n; c++)
        solution[geom_cell(g, 0, 0, c)] = (uint8_t)perm[c];
    sat_prefer(s, pref);
    free(pref);
    return sat_solve(s, solution, -1, 0, solution);
}

/* 1 when propagation from puzzle without cell deduces the cell's value. */
static int logic_settles(const geom *g, const uint8_t *puzzle, uint8_t *work, int cell)
{
    memcpy(work, puzzle, (size_t)g->ncells);
    work[cell] = 0;
    return logic_propagate(g, work, cell) > 0 && work[cell] == puzzle[cell];
}

int gen_puzzle(const geom *g, uint64_t seed, gen_strategy strategy,
               gen_progress progress, void *ctx,
               uint8_t *puzzle, uint8_t *solution, gen_stats *stats)
{
    double start = util_now();
    memset(puzzle, 0, (size_t)g->ncells);
    rng r;
    rng_seed(&r, seed);
    sat *s = sat_new(g);
    progress_state ps = { progress, ctx, 0, g->ncells };
    if (progress)
        sat_set_interrupt(s, interrupted, &ps);
    sat_set_seed(s, (unsigned)rng_next(&r));

    int result = -1, by_logic = 0;
    int *order = xmalloc(sizeof *order * (size_t)g->ncells);
    uint8_t *work = xmalloc((size_t)g->ncells);
    if (random_solution(g, s, &r, solution) != 1)
        goto done;
    memcpy(puzzle, solution, (size_t)g->ncells);
    for (int cell = 0; cell < g->ncells; cell++)
        order[cell] = cell;
    rng_shuffle(&r, order, g->ncells);
    if (strategy == GEN_FAST)
        sat_prefer(s, solution);

    for (int i = 0; i < g->ncells; i++) {
        int cell = order[i], v = puzzle[cell];
        ps.done = i;
        if (progress && progress(ctx, i, g->ncells))
            goto done;
        int removable;
        if (strategy == GEN_FAST && logic_settles(g, puzzle, work, cell)) {
            removable = 1;
            by_logic++;
        } else {
            puzzle[cell] = 0;
            int res = sat_solve(s, puzzle, cell, v, NULL);
            if (res < 0)
                goto done;
            removable = res == 0;
            puzzle[cell] = (uint8_t)v;
        }
        if (removable)
            puzzle[cell] = 0;
        else if (strategy == GEN_FAST)
            sat_fix(s, cell, v); /* needed now, so needed for every later puzzle */
    }
    if (progress)
        progress(ctx, g->ncells, g->ncells);
    result = 0;
done:
    if (stats) {
        stats->sat_calls = sat_calls(s);
        stats->by_logic = by_logic;
        stats->givens = grid_count_filled(g, puzzle);
        stats->seconds = util_now() - start;
        stats->sat_bytes = sat_bytes(s);
    }
    free(work);
    free(order);
    sat_free(s);
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
