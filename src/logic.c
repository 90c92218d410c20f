/* logic.c - candidates, singles and propagation on a partial pair. */
#include "logic.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"


void logic_candidates(const geom *g, const uint8_t *vals, grid_mask *cand, int with_twin)
{
    int npeers = g->npeers - (g->ngrids == 2 && !with_twin);
    for (int cell = 0; cell < g->ncells; cell++) {
        if (vals[cell]) {
            cand[cell] = 0;
            continue;
        }
        grid_mask m = grid_all(g);
        const int *p = g->peers + (size_t)cell * g->npeers;
        for (int i = 0; i < npeers; i++)
            if (vals[p[i]])
                m &= ~((grid_mask)1 << (vals[p[i]] - 1));
        cand[cell] = m;
    }
}

/* Places v at cell and strikes it from the peers' candidates. */
static void place(const geom *g, uint8_t *vals, grid_mask *cand, int cell, int v)
{
    vals[cell] = (uint8_t)v;
    cand[cell] = 0;
    const int *p = g->peers + (size_t)cell * g->npeers;
    for (int i = 0; i < g->npeers; i++)
        cand[p[i]] &= ~((grid_mask)1 << (v - 1));
}

int logic_propagate(const geom *g, uint8_t *vals, int stop_cell)
{
    grid_mask cand[2 * GRID_NMAX * GRID_NMAX];
    logic_candidates(g, vals, cand, 1);
    return logic_propagate_cand(g, vals, cand, stop_cell);
}

int logic_propagate_cand(const geom *g, uint8_t *vals, grid_mask *cand, int stop_cell)
{
    int n = g->n, filled = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int cell = 0; cell < g->ncells; cell++) {
            if (vals[cell])
                continue;
            if (!cand[cell])
                return -1;
            if (grid_mask_count(cand[cell]) == 1) {
                place(g, vals, cand, cell, grid_mask_lowest(cand[cell]));
                filled++;
                changed = 1;
                if (cell == stop_cell)
                    return filled;
            }
        }
        for (int u = 0; u < g->nunits; u++) {
            const int *unit = g->units + (size_t)u * n;
            grid_mask once = 0, twice = 0, placed = 0;
            for (int j = 0; j < n; j++) {
                grid_mask m = cand[unit[j]];
                twice |= once & m;
                once |= m;
                if (vals[unit[j]])
                    placed |= (grid_mask)1 << (vals[unit[j]] - 1);
            }
            if ((once | placed) != grid_all(g))
                return -1;
            grid_mask hidden = once & ~twice & ~placed;
            for (int j = 0; hidden && j < n; j++) {
                grid_mask m = cand[unit[j]] & hidden;
                if (!m)
                    continue;
                if (grid_mask_count(m) > 1)
                    return -1; /* one cell is the only place for two values */
                hidden &= ~m;
                place(g, vals, cand, unit[j], grid_mask_lowest(m));
                filled++;
                changed = 1;
                if (unit[j] == stop_cell)
                    return filled;
            }
        }
    }
    return filled;
}

/* 1 when cell is the only place for v in the given unit under cand. */
static int only_place(const geom *g, const grid_mask *cand, int unit, int cell, int v)
{
    const int *u = g->units + (size_t)unit * g->n;
    for (int j = 0; j < g->n; j++)
        if (u[j] != cell && (cand[u[j]] >> (v - 1) & 1))
            return 0;
    return 1;
}

/* The reason for v at cell from candidates without (cand0) and with (cand1)
 * the pair rule; cand1 == NULL for a single grid. */
static logic_reason reason_from(const geom *g, const grid_mask *cand0, const grid_mask *cand1,
                                int cell, int v)
{
    grid_mask bit = (grid_mask)1 << (v - 1);
    if (cand0[cell] == bit)
        return REASON_NAKED;
    for (int u = 0; u < 3; u++)
        if (only_place(g, cand0, g->cell_units[cell * 3 + u], cell, v))
            return (logic_reason)(REASON_HIDDEN_ROW + u);
    if (cand1) {
        if (cand1[cell] == bit)
            return REASON_PAIR;
        for (int u = 0; u < 3; u++)
            if (only_place(g, cand1, g->cell_units[cell * 3 + u], cell, v))
                return REASON_PAIR;
    }
    return REASON_SEARCH;
}

int logic_best_hint(const geom *g, const uint8_t *vals, const uint8_t *solution, int *cell,
                    logic_reason *reason)
{
    grid_mask *cand0 = xmalloc(sizeof *cand0 * (size_t)g->ncells);
    grid_mask *cand1 = g->ngrids == 2 ? xmalloc(sizeof *cand1 * (size_t)g->ncells) : NULL;
    logic_candidates(g, vals, cand0, 0);
    if (cand1)
        logic_candidates(g, vals, cand1, 1);
    *cell = -1;
    *reason = REASON_SEARCH;
    for (int c = 0; c < g->ncells && (*cell < 0 || *reason != REASON_NAKED); c++) {
        if (vals[c] || !solution[c])
            continue;
        logic_reason r = reason_from(g, cand0, cand1, c, solution[c]);
        if (*cell < 0 || r < *reason) {
            *cell = c;
            *reason = r;
        }
    }
    free(cand0);
    free(cand1);
    return *cell >= 0;
}

const char *logic_reason_text(logic_reason reason)
{
    switch (reason) {
    case REASON_NAKED: return "the only value left for this cell";
    case REASON_HIDDEN_ROW: return "the only place for it in its row";
    case REASON_HIDDEN_COL: return "the only place for it in its column";
    case REASON_HIDDEN_BOX: return "the only place for it in its box";
    case REASON_PAIR: return "pair rule: forced once the other grid's value here is excluded";
    case REASON_SEARCH: break;
    }
    return "follows by search";
}
