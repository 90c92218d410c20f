/* grid.c - geometry tables of a Sudoku pair and checks on its values. */
#include "grid.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* The units of grid gr into g->units, and each cell's row, column, box and
 * diagonals into cell_units and cell_diags. */
static void make_units(geom *g, int gr)
{
    int n = g->n, R = g->box_rows, C = g->box_cols, stacks = n / C;
    int *units = g->units;
    for (int i = 0; i < n; i++) {
        int r0 = i / stacks * R, c0 = i % stacks * C; /* box i's first cell */
        for (int j = 0; j < n; j++) {
            units[geom_unit(g, gr, GEOM_ROW, i) * n + j] = geom_cell(g, gr, i, j);
            units[geom_unit(g, gr, GEOM_COL, i) * n + j] = geom_cell(g, gr, j, i);
            units[geom_unit(g, gr, GEOM_BOX, i) * n + j] =
                geom_cell(g, gr, r0 + j / C, c0 + j % C);
        }
    }
    for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) {
            int cell = geom_cell(g, gr, r, c);
            g->cell_units[cell * 3 + 0] = geom_unit(g, gr, GEOM_ROW, r);
            g->cell_units[cell * 3 + 1] = geom_unit(g, gr, GEOM_COL, c);
            g->cell_units[cell * 3 + 2] = geom_unit(g, gr, GEOM_BOX, r / R * stacks + c / C);
            g->cell_diags[cell * 2] = g->cell_diags[cell * 2 + 1] = -1;
        }
    }
    for (int d = 0; g->diagonals && d < 2; d++) {
        int u = geom_unit(g, gr, GEOM_DIAG, d);
        for (int j = 0; j < n; j++) {
            int cell = geom_cell(g, gr, j, d ? n - 1 - j : j);
            units[u * n + j] = cell;
            g->cell_diags[cell * 2 + d] = u;
        }
    }
}

int geom_cell_units(const geom *g, int cell, int out[GEOM_CELL_UNITS])
{
    int count = 3;
    out[0] = g->cell_units[cell * 3];
    out[1] = g->cell_units[cell * 3 + 1];
    out[2] = g->cell_units[cell * 3 + 2];
    for (int d = 0; d < 2; d++)
        if (g->cell_diags[cell * 2 + d] >= 0)
            out[count++] = g->cell_diags[cell * 2 + d];
    return count;
}

/* Every cell's peers, unit by unit in geom_cell_units order, then the twin. */
static void make_peers(geom *g)
{
    int n = g->n, cap = g->ncells * (GEOM_CELL_UNITS * (n - 1) + 1);
    int *peers = xmalloc(sizeof *peers * (size_t)cap), used = 0;
    uint8_t *seen = xcalloc((size_t)g->ncells, 1);
    g->peer_start = xmalloc(sizeof *g->peer_start * (size_t)(g->ncells + 1));
    g->maxpeers = 0;
    for (int cell = 0; cell < g->ncells; cell++) {
        int us[GEOM_CELL_UNITS], nu = geom_cell_units(g, cell, us), from = used;
        g->peer_start[cell] = used;
        seen[cell] = 1;
        for (int u = 0; u < nu; u++) {
            const int *unit = g->units + (size_t)us[u] * n;
            for (int j = 0; j < n; j++) {
                if (!seen[unit[j]]) {
                    seen[unit[j]] = 1;
                    peers[used++] = unit[j];
                }
            }
        }
        if (g->ngrids == 2)
            peers[used++] = geom_twin(g, cell);
        seen[cell] = 0;
        for (int i = from; i < used; i++)
            seen[peers[i]] = 0;
        if (used - from > g->maxpeers)
            g->maxpeers = used - from;
    }
    g->peer_start[g->ncells] = used;
    g->peers = xrealloc(peers, sizeof *peers * (size_t)used);
    free(seen);
}

/* Every unit's crossings: the units sharing two or more of its cells (a
 * box's rows and columns, a line's boxes, a diagonal's boxes). */
static void make_crossings(geom *g)
{
    int n = g->n, cap = g->nunits * n, used = 0;
    uint64_t *shared = xcalloc((size_t)g->nunits, sizeof *shared);
    g->cross_start = xmalloc(sizeof *g->cross_start * (size_t)(g->nunits + 1));
    g->cross_unit = xmalloc(sizeof *g->cross_unit * (size_t)cap);
    g->cross_mask = xmalloc(sizeof *g->cross_mask * (size_t)cap);
    for (int u = 0; u < g->nunits; u++) {
        int gr = geom_unit_grid(g, u), first = gr * g->gunits;
        g->cross_start[u] = used;
        for (int j = 0; j < n; j++) {
            int us[GEOM_CELL_UNITS], nu = geom_cell_units(g, g->units[u * n + j], us);
            for (int i = 0; i < nu; i++)
                if (us[i] != u)
                    shared[us[i]] |= (uint64_t)1 << j;
        }
        for (int x = first; x < first + g->gunits; x++) {
            if (grid_mask_count(shared[x]) >= 2) {
                g->cross_unit[used] = x;
                g->cross_mask[used++] = shared[x];
            }
            shared[x] = 0;
        }
    }
    g->cross_start[g->nunits] = used;
    free(shared);
}

geom *geom_new_shape(int box_rows, int box_cols, int ngrids, int diagonals)
{
    if (box_rows < GRID_KMIN || box_rows > GRID_KMAX || box_cols < GRID_KMIN ||
        box_cols > GRID_KMAX || box_rows * box_cols > GRID_NMAX || ngrids < 1 || ngrids > 2)
        return NULL;
    geom *g = xcalloc(1, sizeof *g);
    int n = box_rows * box_cols;
    g->k = box_rows == box_cols ? box_rows : 0;
    g->box_rows = box_rows;
    g->box_cols = box_cols;
    g->diagonals = diagonals != 0;
    g->n = n;
    g->ngrids = ngrids;
    g->ncells = ngrids * n * n;
    g->gunits = 3 * n + (g->diagonals ? 2 : 0);
    g->nunits = ngrids * g->gunits;
    g->units = xmalloc(sizeof *g->units * (size_t)g->nunits * (size_t)n);
    g->cell_units = xmalloc(sizeof *g->cell_units * (size_t)g->ncells * 3);
    g->cell_diags = xmalloc(sizeof *g->cell_diags * (size_t)g->ncells * 2);
    for (int gr = 0; gr < ngrids; gr++)
        make_units(g, gr);
    make_peers(g);
    make_crossings(g);
    return g;
}

geom *geom_new(int k, int ngrids) { return geom_new_shape(k, k, ngrids, 0); }

void geom_free(geom *g)
{
    if (!g)
        return;
    free(g->units);
    free(g->cell_units);
    free(g->cell_diags);
    free(g->peer_start);
    free(g->peers);
    free(g->cross_start);
    free(g->cross_unit);
    free(g->cross_mask);
    free(g);
}

int geom_shapes_of(int n, int *box_rows, int *box_cols)
{
    int count = 0;
    for (int r = GRID_KMAX; r >= GRID_KMIN; r--) {
        if (n % r || n / r < r || n / r > GRID_KMAX)
            continue;
        if (!count++) {
            *box_rows = r;
            *box_cols = n / r;
        }
    }
    return count;
}

void geom_shape_text(const geom *g, char *buf, size_t len)
{
    const char *x = g->diagonals ? "X " : "";
    if (g->box_rows == g->box_cols)
        snprintf(buf, len, "%s%dx%d", x, g->n, g->n);
    else
        snprintf(buf, len, "%s%dx%d (boxes %dx%d)", x, g->n, g->n, g->box_rows, g->box_cols);
}

char grid_symbol(int v)
{
    if (v <= 0)
        return '.';
    return v <= 9 ? (char)('0' + v) : (char)('A' + v - 10);
}

void grid_symbol_text(const geom *g, int v, char *buf, size_t len)
{
    (void)g; /* one rule at every size */
    snprintf(buf, len, "'%c'", grid_symbol(v));
}

int grid_symbol_value(int ch, int n)
{
    int v = 0;
    if (ch >= '1' && ch <= '9')
        v = ch - '0';
    else if (ch >= 'A' && ch <= 'Z')
        v = ch - 'A' + 10;
    else if (ch >= 'a' && ch <= 'z')
        v = ch - 'a' + 10;
    return v >= 1 && v <= n ? v : 0;
}

void grid_cell_name(const geom *g, int cell, char *buf, size_t len)
{
    if (g->ngrids == 2)
        snprintf(buf, len, "%c r%dc%d", 'A' + geom_grid_of(g, cell), geom_row(g, cell) + 1,
                 geom_col(g, cell) + 1);
    else
        snprintf(buf, len, "r%dc%d", geom_row(g, cell) + 1, geom_col(g, cell) + 1);
}

void grid_box_name(const geom *g, int cell, char *buf, size_t len)
{
    int R = g->box_rows, C = g->box_cols;
    int r0 = geom_row(g, cell) / R * R, c0 = geom_col(g, cell) / C * C;
    snprintf(buf, len, "box r%d-%d c%d-%d", r0 + 1, r0 + R, c0 + 1, c0 + C);
}

int grid_conflicts(const geom *g, const uint8_t *vals, uint8_t *conflict)
{
    int count = 0;
    for (int cell = 0; cell < g->ncells; cell++) {
        int bad = 0;
        if (vals[cell]) {
            int np;
            const int *p = geom_peers(g, cell, &np);
            for (int i = 0; i < np && !bad; i++)
                bad = vals[p[i]] == vals[cell];
        }
        if (conflict)
            conflict[cell] = (uint8_t)bad;
        count += bad;
    }
    return count;
}

int grid_count_filled(const geom *g, const uint8_t *vals)
{
    int count = 0;
    for (int cell = 0; cell < g->ncells; cell++)
        count += vals[cell] != 0;
    return count;
}

int grid_is_solution(const geom *g, const uint8_t *vals)
{
    return grid_count_filled(g, vals) == g->ncells && grid_conflicts(g, vals, NULL) == 0;
}
