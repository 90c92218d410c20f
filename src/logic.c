/* logic.c - candidates and singles propagation on a partial pair. */
#include "logic.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

void logic_candidates(const geom *g, const uint8_t *vals, grid_mask *cand, int with_twin)
{
    int drop = g->ngrids == 2 && !with_twin; /* the twin is a cell's last peer */
    for (int cell = 0; cell < g->ncells; cell++) {
        if (vals[cell]) {
            cand[cell] = 0;
            continue;
        }
        grid_mask taken = 0; /* bit v for value v, bit 0 for an empty peer */
        int np;
        const int *p = geom_peers(g, cell, &np);
        for (int i = 0; i < np - drop; i++)
            taken |= (grid_mask)1 << vals[p[i]];
        cand[cell] = grid_all(g) & ~(taken >> 1);
    }
}

void logic_place(const geom *g, uint8_t *vals, grid_mask *cand, int cell, int v)
{
    vals[cell] = (uint8_t)v;
    cand[cell] = 0;
    grid_mask off = ~grid_bit(v);
    int np;
    const int *p = geom_peers(g, cell, &np);
    for (int i = 0; i < np; i++)
        cand[p[i]] &= off;
}

/* The state of one propagation: cells to fill (found naked) and units to
 * look at for hidden singles. */
typedef struct queue {
    int cells[2 * GRID_NMAX * GRID_NMAX + 1], ncells; /* + 1: pushes write first */
    int units[GEOM_UNITS_MAX + 1], nunits;
    uint8_t dirty[GEOM_UNITS_MAX];
} queue;

/* The pushes below write, then count the entry only when it is wanted: no
 * branch for the processor to guess wrong (measured: these branches, taken
 * at random, cost a fifth of a generation's time). */
static void mark_unit(queue *q, int u)
{
    q->units[q->nunits] = u;
    q->nunits += !q->dirty[u];
    q->dirty[u] = 1;
}

static void mark_units(const geom *g, queue *q, int cell)
{
    for (int i = 0; i < 3; i++)
        mark_unit(q, g->cell_units[cell * 3 + i]);
    for (int d = 0; g->diagonals && d < 2; d++)
        if (g->cell_diags[cell * 2 + d] >= 0)
            mark_unit(q, g->cell_diags[cell * 2 + d]);
}

/* Places v at cell and strikes it from its peers, queueing the peers that
 * became naked singles and the units whose places changed; -1 when a peer is
 * left with no candidate. */
static int fill(const geom *g, uint8_t *vals, grid_mask *cand, queue *q, int cell, int v)
{
    vals[cell] = (uint8_t)v;
    cand[cell] = 0;
    mark_units(g, q, cell);
    grid_mask bit = grid_bit(v);
    int np, hit[GEOM_PEERS_MAX], nhit = 0;
    const int *p = geom_peers(g, cell, &np);
    for (int i = 0; i < np; i++) { /* the peers with v first, without a branch */
        hit[nhit] = p[i];
        nhit += (cand[p[i]] & bit) != 0;
    }
    for (int i = 0; i < nhit; i++) {
        int c = hit[i];
        cand[c] &= ~bit;
        if (!cand[c])
            return -1;
        q->cells[q->ncells] = c;
        q->ncells += !(cand[c] & (cand[c] - 1));
        mark_units(g, q, c);
    }
    return 0;
}

/* Works through the queue: fills naked singles and the hidden singles of
 * the queued units until nothing is left (or stop_cell is filled). Returns
 * the cells filled, or -1 on a contradiction. */
static int run_queue(const geom *g, uint8_t *vals, grid_mask *cand, queue *q, int stop_cell,
                     int counts[2])
{
    int n = g->n, filled = 0, res = -1;
    while (q->ncells || q->nunits) {
        if (q->ncells) {
            int cell = q->cells[--q->ncells];
            if (vals[cell])
                continue;
            if (fill(g, vals, cand, q, cell, grid_mask_lowest(cand[cell])) < 0)
                goto out;
            filled++;
            if (counts)
                counts[0]++;
            if (cell == stop_cell)
                break;
            continue;
        }
        int u = q->units[--q->nunits];
        q->dirty[u] = 0;
        const int *unit = g->units + (size_t)u * n;
        grid_mask once = 0, twice = 0, placed = 0;
        for (int j = 0; j < n; j++) {
            grid_mask m = cand[unit[j]];
            twice |= once & m;
            once |= m;
            placed |= (grid_mask)1 << vals[unit[j]]; /* bit 0: empty */
        }
        placed >>= 1;
        if ((once | placed) != grid_all(g))
            goto out;
        grid_mask hidden = once & ~twice & ~placed;
        for (int j = 0; hidden && j < n; j++) {
            grid_mask m = cand[unit[j]] & hidden;
            if (!m)
                continue;
            if (m & (m - 1))
                goto out; /* one cell is the only place for two values */
            hidden &= ~m;
            int naked = !(cand[unit[j]] & (cand[unit[j]] - 1));
            if (fill(g, vals, cand, q, unit[j], grid_mask_lowest(m)) < 0)
                goto out;
            filled++;
            if (counts)
                counts[naked ? 0 : 1]++;
            if (unit[j] == stop_cell)
                goto done;
        }
    }
done:
    res = filled;
out:
    return res;
}

int logic_singles(const geom *g, uint8_t *vals, grid_mask *cand, int stop_cell, int counts[2])
{
    queue qs, *q = &qs;
    q->ncells = q->nunits = 0;
    memset(q->dirty, 0, sizeof q->dirty);
    int res = -1;
    for (int cell = 0; cell < g->ncells; cell++) {
        if (vals[cell])
            continue;
        if (!cand[cell])
            goto out;
        if (!(cand[cell] & (cand[cell] - 1)))
            q->cells[q->ncells++] = cell;
    }
    for (int u = 0; u < g->nunits; u++) {
        q->dirty[u] = 1;
        q->units[q->nunits++] = u;
    }
    res = run_queue(g, vals, cand, q, stop_cell, counts);
out:
    return res;
}

int logic_assume(const geom *g, uint8_t *vals, grid_mask *cand, int cell, int v)
{
    queue qs, *q = &qs;
    q->ncells = q->nunits = 0;
    memset(q->dirty, 0, sizeof q->dirty);
    int res = fill(g, vals, cand, q, cell, v);
    if (res == 0)
        res = run_queue(g, vals, cand, q, -1, NULL);
    return res < 0 ? -1 : 0;
}
