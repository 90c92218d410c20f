/* ladder.c - the technique ladder: one step function, ladder_next, over the
 * table of techniques (TECHS) and their finders. The finders make data
 * (ladder_step) and no words: a step's sentence is ladder_text.c's, solving
 * and grading by steps ladder_walk.c's.
 *
 * Every technique looks at the same state: the values and the candidate masks
 * of a pair (the pair rule is in the candidates, and the twin counts as a peer
 * wherever a technique asks which cells "see" each other). Each finder returns
 * the first deduction it meets, so the same position always gives the same
 * step. */
#include "ladder.h"

#include <stdlib.h>
#include <string.h>

#include "logic.h"
#include "util.h"

/* Longest pair chain, in cells: "short" chains a person can follow. */
#define CHAIN_MAX 6

typedef struct view {
    const geom *g;
    const uint8_t *vals;
    const grid_mask *cand;
} view;

static const int *unit_cells(const geom *g, int u) { return g->units + (size_t)u * g->n; }

/* 1 when a and b are different cells that cannot hold the same value: the
 * same row, column or box of one grid, or twins. */
static int sees(const geom *g, int a, int b)
{
    if (a == b)
        return 0;
    if (geom_twin(g, a) == b)
        return 1;
    for (int i = 0; i < 3; i++)
        if (g->cell_units[a * 3 + i] == g->cell_units[b * 3 + i])
            return 1;
    for (int d = 0; g->diagonals && d < 2; d++)
        if (g->cell_diags[a * 2 + d] >= 0 && g->cell_diags[a * 2 + d] == g->cell_diags[b * 2 + d])
            return 1;
    return 0;
}

static void step_init(ladder_step *s, ladder_tech t)
{
    s->tech = t;
    s->cell = -1;
    s->value = 0;
    s->nelim = 0;
    s->unit = -1;
    s->pair = 0;
    s->nbasis = 0;
    s->values = 0;
}

static void add_elim(ladder_step *s, int cell, grid_mask m)
{
    for (int i = 0; i < s->nelim; i++) {
        if (s->elim_cell[i] == cell) {
            s->elim_mask[i] |= m;
            return;
        }
    }
    if (s->nelim < LADDER_MAX_ELIMS) {
        s->elim_cell[s->nelim] = cell;
        s->elim_mask[s->nelim++] = m;
    }
}

/* Adds cell to the step's basis, holding value (0: none named). */
static void add_basis(ladder_step *s, int cell, int value)
{
    for (int i = 0; i < s->nbasis; i++)
        if (s->basis[i] == cell)
            return;
    if (s->nbasis < LADDER_MAX_BASIS) {
        s->basis_value[s->nbasis] = value;
        s->basis[s->nbasis++] = cell;
    }
}

/* 1 when a filled cell of cell's own grid that sees it holds v. */
static int grid_peer_holds(const view *w, int cell, int v)
{
    int np;
    const int *p = geom_peers(w->g, cell, &np);
    np -= w->g->ngrids == 2; /* the twin is last */
    for (int i = 0; i < np; i++)
        if (w->vals[p[i]] == v)
            return 1;
    return 0;
}

/* When only the twin's value keeps v out of the empty cell, notes the twin
 * in the step's basis and marks the step as resting on the pair rule. */
static void note_pair(const view *w, ladder_step *s, int cell, int v)
{
    int t = geom_twin(w->g, cell);
    if (t >= 0 && w->vals[t] == v && !grid_peer_holds(w, cell, v)) {
        s->pair = 1;
        add_basis(s, t, v);
    }
}

/* The values held by the filled cells of unit u. */
static grid_mask placed_in(const view *w, int u)
{
    const int *cells = unit_cells(w->g, u);
    grid_mask m = 0;
    for (int j = 0; j < w->g->n; j++)
        if (w->vals[cells[j]])
            m |= grid_bit(w->vals[cells[j]]);
    return m;
}

/* -1 when the position is already contradictory, else 0. */
static int contradiction(const view *w)
{
    const geom *g = w->g;
    for (int cell = 0; cell < g->ncells; cell++)
        if (!w->vals[cell] && !w->cand[cell])
            return -1;
    for (int u = 0; u < g->nunits; u++) {
        const int *cells = unit_cells(g, u);
        grid_mask m = 0;
        for (int j = 0; j < g->n; j++)
            m |= w->vals[cells[j]] ? grid_bit(w->vals[cells[j]]) : w->cand[cells[j]];
        if (m != grid_all(g))
            return -1;
    }
    return 0;
}

/* ---- easy ---- */

static int find_naked_single(const view *w, ladder_step *s, int unused)
{
    (void)unused;
    for (int cell = 0; cell < w->g->ncells; cell++) {
        grid_mask m = w->cand[cell];
        if (w->vals[cell] || !m || (m & (m - 1)))
            continue;
        step_init(s, TECH_NAKED_SINGLE);
        s->cell = cell;
        s->value = grid_mask_lowest(m);
        s->values = m;
        /* it rests on a filled peer for each other value (in its own grid
         * first); the pair rule counts when only the twin rules its value out */
        int t = geom_twin(w->g, cell);
        if (t >= 0 && w->vals[t])
            note_pair(w, s, cell, w->vals[t]);
        int np;
        const int *p = geom_peers(w->g, cell, &np);
        grid_mask seen = m | (t >= 0 && w->vals[t] ? grid_bit(w->vals[t]) : 0);
        for (int i = 0; i < np; i++) {
            int pv = w->vals[p[i]];
            if (pv && !(seen & grid_bit(pv))) {
                seen |= grid_bit(pv);
                add_basis(s, p[i], pv);
            }
        }
        return 1;
    }
    return 0;
}

static int find_hidden_single(const view *w, ladder_step *s, int unused)
{
    (void)unused;
    const geom *g = w->g;
    int n = g->n;
    /* boxes first, then rows, then columns, then diagonals: the order a
     * person scans in */
    static const int kinds[4] = { GEOM_BOX, GEOM_ROW, GEOM_COL, GEOM_DIAG };
    for (int ki = 0; ki < (g->diagonals ? 4 : 3); ki++) {
        for (int u = 0; u < g->nunits; u++) {
            if (geom_unit_kind(g, u) != kinds[ki])
                continue;
            const int *cells = unit_cells(g, u);
            grid_mask once = 0, twice = 0;
            for (int j = 0; j < n; j++) {
                twice |= once & w->cand[cells[j]];
                once |= w->cand[cells[j]];
            }
            grid_mask hidden = once & ~twice;
            for (int j = 0; hidden && j < n; j++) {
                grid_mask m = w->cand[cells[j]] & hidden;
                if (!m || !(w->cand[cells[j]] & (w->cand[cells[j]] - 1)))
                    continue; /* a naked single is found as such */
                int v = grid_mask_lowest(m);
                step_init(s, TECH_HIDDEN_SINGLE);
                s->cell = cells[j];
                s->value = v;
                s->unit = u;
                s->values = grid_bit(v);
                /* the twins across the pair first (the text names them),
                 * then a given or entry that keeps v out of each other cell */
                for (int i = 0; i < n; i++)
                    if (i != j && !w->vals[cells[i]])
                        note_pair(w, s, cells[i], v);
                for (int i = 0; i < n; i++) {
                    int np;
                    const int *p = geom_peers(g, cells[i], &np);
                    for (int q = 0; i != j && !w->vals[cells[i]] && q < np; q++)
                        if (w->vals[p[q]] == v) {
                            add_basis(s, p[q], v);
                            break;
                        }
                }
                return 1;
            }
        }
    }
    return 0;
}

/* ---- medium ---- */

/* Combinations of size indices below m, in increasing order: first_combo,
 * then next_combo until it returns 0. */
static void first_combo(int *pick, int size)
{
    for (int i = 0; i < size; i++)
        pick[i] = i;
}

static int next_combo(int *pick, int size, int m)
{
    int i = size - 1;
    while (i >= 0 && pick[i] == m - size + i)
        i--;
    if (i < 0)
        return 0;
    pick[i]++;
    for (int j = i + 1; j < size; j++)
        pick[j] = pick[j - 1] + 1;
    return 1;
}

/* Locked sets: steps through the choices of size of the m masks (pick[],
 * increasing) whose union holds exactly size bits, into *uni. Start with
 * *started = 0; returns 0 when there are no more. Naked subsets (cells'
 * candidates), hidden subsets (values' places) and fish (lines' places) are
 * all this one search on different masks. */
static int next_locked_set(const uint64_t *masks, int m, int size, int *pick, int *started,
                           uint64_t *uni)
{
    if (m < size)
        return 0;
    for (;;) {
        if (!*started) {
            first_combo(pick, size);
            *started = 1;
        } else if (!next_combo(pick, size, m)) {
            return 0;
        }
        uint64_t u = 0;
        for (int i = 0; i < size; i++)
            u |= masks[pick[i]];
        if (grid_mask_count(u) == size) {
            *uni = u;
            return 1;
        }
    }
}

/* 1 when cell is among the step's basis. */
static int rests_on(const ladder_step *s, int cell)
{
    for (int i = 0; i < s->nbasis; i++)
        if (s->basis[i] == cell)
            return 1;
    return 0;
}

/* Where each value may go in unit u: bit j of pos[v] for the unit's j-th
 * cell. */
static void unit_positions(const view *w, int u, uint64_t *pos)
{
    const int *cells = unit_cells(w->g, u);
    memset(pos, 0, sizeof *pos * (size_t)(w->g->n + 1));
    for (int j = 0; j < w->g->n; j++)
        for (grid_mask m = w->cand[cells[j]]; m; m &= m - 1)
            pos[grid_mask_lowest(m)] |= (uint64_t)1 << j;
}

/* Pointing (box → line) and claiming (line → box): the places for v in unit
 * u all lie in one unit x of the other kind (a crossing of u, grid.h); v
 * leaves the rest of x. A line is a row, a column or (with diagonals) a
 * diagonal; a box's places may lie in a row and a diagonal at once, and the
 * first of those that strikes something is the step. */
static int find_locked(const view *w, ladder_step *s, int pointing)
{
    const geom *g = w->g;
    int n = g->n;
    uint64_t pos[GRID_NMAX + 1];
    for (int u = 0; u < g->nunits; u++) {
        int kind = geom_unit_kind(g, u);
        if (pointing != (kind == GEOM_BOX))
            continue;
        unit_positions(w, u, pos);
        for (int v = 1; v <= n; v++) {
            uint64_t p = pos[v];
            if (!p || !(p & (p - 1)))
                continue;
            for (int c = g->cross_start[u]; c < g->cross_start[u + 1]; c++) {
                int x = g->cross_unit[c];
                if ((p & ~g->cross_mask[c]) || pointing == (geom_unit_kind(g, x) == GEOM_BOX))
                    continue;
                step_init(s, pointing ? TECH_POINTING : TECH_CLAIMING);
                const int *xc = unit_cells(g, x);
                for (int j = 0; j < n; j++)
                    if (!geom_in_unit(g, xc[j], u) && (w->cand[xc[j]] & grid_bit(v)))
                        add_elim(s, xc[j], grid_bit(v));
                if (!s->nelim)
                    continue;
                s->unit = u;
                s->values = grid_bit(v);
                for (uint64_t left = p; left; left &= left - 1)
                    add_basis(s, unit_cells(g, u)[grid_mask_lowest(left) - 1], 0);
                return 1;
            }
        }
    }
    return 0;
}

/* Naked subsets: size cells of a unit whose candidates together are size
 * values; those values leave the unit's other cells. */
static int find_naked_subset(const view *w, ladder_step *s, int size)
{
    const geom *g = w->g;
    int n = g->n;
    for (int u = 0; u < g->nunits; u++) {
        const int *cells = unit_cells(g, u);
        int idx[GRID_NMAX], m = 0, open = 0;
        uint64_t masks[GRID_NMAX];
        for (int j = 0; j < n; j++) {
            if (w->vals[cells[j]])
                continue;
            open++;
            int c = grid_mask_count(w->cand[cells[j]]);
            if (c >= 2 && c <= size) {
                idx[m] = j;
                masks[m++] = w->cand[cells[j]];
            }
        }
        if (open <= size)
            continue;
        int pick[3], started = 0;
        uint64_t uni;
        while (next_locked_set(masks, m, size, pick, &started, &uni)) {
            step_init(s, size == 2 ? TECH_NAKED_PAIR : TECH_NAKED_TRIPLE);
            for (int i = 0; i < size; i++)
                add_basis(s, cells[idx[pick[i]]], 0);
            for (int j = 0; j < n; j++)
                if (!rests_on(s, cells[j]) && (w->cand[cells[j]] & uni))
                    add_elim(s, cells[j], w->cand[cells[j]] & uni);
            if (s->nelim) {
                s->unit = u;
                s->values = uni;
                return 1;
            }
        }
    }
    return 0;
}

/* Hidden subsets: size values of a unit whose places together are size
 * cells; every other value leaves those cells. */
static int find_hidden_subset(const view *w, ladder_step *s, int size)
{
    const geom *g = w->g;
    int n = g->n;
    for (int u = 0; u < g->nunits; u++) {
        const int *cells = unit_cells(g, u);
        grid_mask open = grid_all(g) & ~placed_in(w, u);
        if (grid_mask_count(open) <= size)
            continue;
        int vs[GRID_NMAX], m = 0;
        uint64_t pos[GRID_NMAX + 1], all[GRID_NMAX + 1];
        unit_positions(w, u, all);
        for (int v = 1; v <= n; v++) {
            int c = grid_mask_count(all[v]);
            if ((open & grid_bit(v)) && c >= 2 && c <= size) {
                vs[m] = v;
                pos[m++] = all[v];
            }
        }
        int pick[3], started = 0;
        uint64_t where;
        while (next_locked_set(pos, m, size, pick, &started, &where)) {
            grid_mask set = 0;
            for (int i = 0; i < size; i++)
                set |= grid_bit(vs[pick[i]]);
            step_init(s, size == 2 ? TECH_HIDDEN_PAIR : TECH_HIDDEN_TRIPLE);
            for (int j = 0; j < n; j++) {
                if (!(where >> j & 1))
                    continue;
                add_basis(s, cells[j], 0);
                if (w->cand[cells[j]] & ~set)
                    add_elim(s, cells[j], w->cand[cells[j]] & ~set);
            }
            if (s->nelim) {
                s->unit = u;
                s->values = set;
                return 1;
            }
        }
    }
    return 0;
}

/* ---- hard ---- */

/* X-wing (size 2) and swordfish (size 3): in size lines of one grid, the
 * places for v lie in size cross lines; v leaves the rest of those. */
static int find_fish(const view *w, ladder_step *s, int size)
{
    const geom *g = w->g;
    int n = g->n;
    for (int gr = 0; gr < g->ngrids; gr++) {
        for (int dir = 0; dir < 2; dir++) { /* 0: rows as base lines, 1: columns */
            int base = geom_unit(g, gr, dir, 0), cover = geom_unit(g, gr, 1 - dir, 0);
            uint64_t line_pos[GRID_NMAX][GRID_NMAX + 1];
            for (int i = 0; i < n; i++)
                unit_positions(w, base + i, line_pos[i]);
            for (int v = 1; v <= n; v++) {
                grid_mask bit = grid_bit(v);
                int lines[GRID_NMAX], m = 0;
                uint64_t pos[GRID_NMAX];
                for (int i = 0; i < n; i++) {
                    uint64_t p = line_pos[i][v];
                    int c = grid_mask_count(p);
                    if (c >= 2 && c <= size) {
                        lines[m] = i;
                        pos[m++] = p;
                    }
                }
                int pick[3], started = 0;
                uint64_t where;
                while (next_locked_set(pos, m, size, pick, &started, &where)) {
                    uint64_t in_base = 0;
                    for (int i = 0; i < size; i++)
                        in_base |= (uint64_t)1 << lines[pick[i]];
                    step_init(s, size == 2 ? TECH_XWING : TECH_SWORDFISH);
                    for (int j = 0; j < n; j++) {
                        if (!(where >> j & 1))
                            continue;
                        const int *cells = unit_cells(g, cover + j);
                        for (int i = 0; i < n; i++) {
                            if (!(w->cand[cells[i]] & bit))
                                continue;
                            if (in_base >> i & 1)
                                add_basis(s, cells[i], 0);
                            else
                                add_elim(s, cells[i], bit);
                        }
                    }
                    if (s->nelim) {
                        s->unit = base + lines[pick[0]];
                        s->values = bit;
                        return 1;
                    }
                }
            }
        }
    }
    return 0;
}

/* The other value of a two-candidate cell. */
static int other_value(grid_mask m, int v) { return grid_mask_lowest(m & ~grid_bit(v)); }

/* Pair chains: two-candidate cells c0, c1, ..., cm, each seeing the next
 * (a peer in one grid, or the twin across the pair), c0 = {a, x1}, each next
 * cell holding the value its predecessor is forced off, the last one {.., a}.
 * If c0 is not a then cm is a, so a leaves every cell that sees both ends.
 * Searched breadth first, so the shortest chain is found; at most CHAIN_MAX
 * cells. */
static int find_pair_chain(const view *w, ladder_step *s, int unused)
{
    (void)unused;
    const geom *g = w->g;
    int nc = g->ncells, result = 0;
    int *bival = xmalloc(sizeof *bival * (size_t)nc), nb = 0;
    for (int cell = 0; cell < nc; cell++)
        if (!w->vals[cell] && grid_mask_count(w->cand[cell]) == 2)
            bival[nb++] = cell;
    /* nodes: (cell, value) "cell holds value"; id = cell * 2 + (value is the
     * higher of its two); parent links for the chain */
    int *parent = xmalloc(sizeof *parent * (size_t)nc * 2);
    int *depth = xmalloc(sizeof *depth * (size_t)nc * 2);
    int *queue = xmalloc(sizeof *queue * (size_t)nc * 2);
    for (int bi = 0; bi < nb && !result; bi++) {
        int start = bival[bi];
        for (int side = 0; side < 2 && !result; side++) {
            grid_mask sm = w->cand[start];
            int a = side ? grid_mask_lowest(sm & (sm - 1)) : grid_mask_lowest(sm);
            int x = other_value(sm, a);
            for (int i = 0; i < nb; i++) {
                depth[bival[i] * 2] = depth[bival[i] * 2 + 1] = 0;
            }
#define NODE(c, v) ((c) * 2 + (grid_mask_lowest(w->cand[c]) != (v)))
/* the value of node: the higher of its cell's two for an odd one */
#define NODE_VALUE(node)                                                                   \
    grid_mask_lowest(w->cand[(node) / 2] & ((node) % 2 ? w->cand[(node) / 2] - 1 : ~(grid_mask)0))
            int head = 0, tail = 0, first = NODE(start, x);
            depth[first] = 1;
            parent[first] = -1;
            queue[tail++] = first;
            while (head < tail && !result) {
                int node = queue[head++], c = node / 2, val = NODE_VALUE(node);
                if (val == a && c != start && depth[node] >= 3) {
                    /* either start or c holds a */
                    step_init(s, TECH_PAIR_CHAIN);
                    for (int cell = 0; cell < nc; cell++)
                        if (cell != start && cell != c && (w->cand[cell] & grid_bit(a)) &&
                            sees(g, cell, start) && sees(g, cell, c))
                            add_elim(s, cell, grid_bit(a));
                    if (s->nelim) {
                        /* the chain's cells, each with the value it holds
                         * when start does not hold a */
                        int path[CHAIN_MAX], held[CHAIN_MAX], len = 0;
                        for (int p = node; p >= 0 && len < CHAIN_MAX; p = parent[p]) {
                            held[len] = NODE_VALUE(p);
                            path[len++] = p / 2;
                        }
                        for (int i = len - 1; i >= 0; i--)
                            add_basis(s, path[i], held[i]);
                        for (int i = 0; i + 1 < len; i++)
                            if (geom_twin(g, path[i]) == path[i + 1])
                                s->pair = 1;
                        s->values = grid_bit(a);
                        result = 1;
                        break;
                    }
                }
                if (depth[node] >= CHAIN_MAX)
                    continue;
                /* c holds val: every two-candidate cell that sees c and has
                 * val holds its other value */
                int np;
                const int *p = geom_peers(g, c, &np);
                for (int i = 0; i < np; i++) {
                    int q = p[i];
                    grid_mask qm = w->cand[q];
                    if (w->vals[q] || !(qm & grid_bit(val)) || grid_mask_count(qm) != 2)
                        continue;
                    int next = NODE(q, other_value(qm, val));
                    if (depth[next] || q == start)
                        continue;
                    depth[next] = depth[node] + 1;
                    parent[next] = node;
                    queue[tail++] = next;
                }
            }
#undef NODE
#undef NODE_VALUE
        }
    }
    free(queue);
    free(depth);
    free(parent);
    free(bival);
    return result;
}

/* ---- fiendish ---- */

/* One-step trials: for a two-candidate cell, assume one candidate and follow
 * singles and the pair rule; a contradiction removes it. The first from cell
 * `from` on. */
static int find_trial(const view *w, ladder_step *s, int from)
{
    const geom *g = w->g;
    uint8_t *tv = xmalloc((size_t)g->ncells);
    grid_mask *tc = xmalloc(sizeof *tc * (size_t)g->ncells);
    int found = 0;
    for (int cell = from; cell < g->ncells && !found; cell++) {
        grid_mask m = w->cand[cell];
        if (w->vals[cell] || grid_mask_count(m) != 2)
            continue;
        for (grid_mask left = m; left && !found; left &= left - 1) {
            int v = grid_mask_lowest(left);
            memcpy(tv, w->vals, (size_t)g->ncells);
            memcpy(tc, w->cand, sizeof *tc * (size_t)g->ncells);
            if (logic_assume(g, tv, tc, cell, v) < 0) {
                step_init(s, TECH_TRIAL);
                add_elim(s, cell, grid_bit(v));
                add_basis(s, cell, 0);
                s->values = grid_bit(v);
                found = 1;
            }
        }
    }
    free(tc);
    free(tv);
    return found;
}

/* The one technique table, in ladder_tech order: level, name, a sentence for
 * a player, and the finder with its argument (a subset's or fish's size,
 * pointing or claiming, the first cell a trial tries). */
static const struct technique {
    level_id level;
    const char *name;
    const char *explain;
    int (*find)(const view *w, ladder_step *s, int arg);
    int arg;
} TECHS[TECH_COUNT] = {
    [TECH_NAKED_SINGLE] = { LEVEL_EASY, "naked single",
        "a cell where every value but one is ruled out by its row, column, box and twin",
        find_naked_single, 0 },
    [TECH_HIDDEN_SINGLE] = { LEVEL_EASY, "hidden single",
        "a value that fits in only one cell of a row, column or box", find_hidden_single, 0 },
    [TECH_POINTING] = { LEVEL_MEDIUM, "pointing",
        "in a box, a value's places all lie in one row or column: it leaves the rest of that line",
        find_locked, 1 },
    [TECH_CLAIMING] = { LEVEL_MEDIUM, "claiming",
        "in a row or column, a value's places all lie in one box: it leaves the rest of that box",
        find_locked, 0 },
    [TECH_NAKED_PAIR] = { LEVEL_MEDIUM, "naked pair",
        "two cells of a unit that can hold only the same two values: those leave the unit's "
        "other cells", find_naked_subset, 2 },
    [TECH_HIDDEN_PAIR] = { LEVEL_MEDIUM, "hidden pair",
        "two values that fit only in the same two cells of a unit: other values leave those cells",
        find_hidden_subset, 2 },
    [TECH_NAKED_TRIPLE] = { LEVEL_MEDIUM, "naked triple",
        "three cells of a unit holding only three values between them: those leave the other cells",
        find_naked_subset, 3 },
    [TECH_HIDDEN_TRIPLE] = { LEVEL_MEDIUM, "hidden triple",
        "three values that fit only in the same three cells of a unit: other values leave them",
        find_hidden_subset, 3 },
    [TECH_XWING] = { LEVEL_HARD, "X-wing",
        "a value fits in two rows only at the same two columns (or the other way round): it "
        "leaves the rest of those columns", find_fish, 2 },
    [TECH_SWORDFISH] = { LEVEL_HARD, "swordfish", "the same with three rows and three columns",
        find_fish, 3 },
    [TECH_PAIR_CHAIN] = { LEVEL_HARD, "pair chain",
        "a chain of two-value cells, each seeing the next (in its grid, or its twin across the "
        "pair): one end holds the value, so it leaves the cells that see both ends",
        find_pair_chain, 0 },
    [TECH_TRIAL] = { LEVEL_FIENDISH, "trial",
        "assume one of a two-value cell's values; if singles and the pair rule then break the "
        "puzzle, the other value is right", find_trial, 0 },
};

level_id ladder_tech_level(ladder_tech t) { return TECHS[t].level; }

/* The first step of a technique first..max in ladder order, or 0; a trial
 * from cell from on. */
static int next_step(const view *vw, level_id max, int first, int from, ladder_step *step)
{
    const view w = *vw;
    for (int t = first; t < TECH_COUNT; t++) {
        if (TECHS[t].level > max)
            break;
        int found = TECHS[t].find(&w, step, t == TECH_TRIAL ? from : TECHS[t].arg);
        if (found)
            return 1;
    }
    return 0;
}

int ladder_next(const geom *g, const uint8_t *vals, const grid_mask *cand, level_id max,
                ladder_step *step)
{
    view w = { g, vals, cand };
    if (contradiction(&w))
        return -1;
    if (grid_count_filled(g, vals) == g->ncells)
        return 0;
    return next_step(&w, max, 0, 0, step);
}

int ladder_next_from(const geom *g, const uint8_t *vals, const grid_mask *cand, level_id max,
                     ladder_tech first, int from, ladder_step *step)
{
    view w = { g, vals, cand };
    return next_step(&w, max, first, from, step);
}

void ladder_apply(const geom *g, uint8_t *vals, grid_mask *cand, const ladder_step *step)
{
    if (step->cell >= 0)
        logic_place(g, vals, cand, step->cell, step->value);
    for (int i = 0; i < step->nelim; i++)
        cand[step->elim_cell[i]] &= ~step->elim_mask[i];
}

void ladder_candidates(const geom *g, const uint8_t *vals, grid_mask *cand)
{
    logic_candidates(g, vals, cand, 1);
}

const char *ladder_tech_name(ladder_tech t) { return TECHS[t].name; }
const char *ladder_tech_explain(ladder_tech t) { return TECHS[t].explain; }
