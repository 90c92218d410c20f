/* grid.c - geometry tables of a Sudoku pair and checks on its values. */
#include "grid.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

geom *geom_new(int k, int ngrids)
{
    if (k < GRID_KMIN || k > GRID_KMAX || ngrids < 1 || ngrids > 2)
        return NULL;
    geom *g = xcalloc(1, sizeof *g);
    int n = k * k;
    g->k = k;
    g->n = n;
    g->ngrids = ngrids;
    g->ncells = ngrids * n * n;
    g->nunits = ngrids * 3 * n;
    g->npeers = 3 * n - 2 * k - 1 + (ngrids == 2);
    g->units = xmalloc(sizeof *g->units * (size_t)g->nunits * (size_t)n);
    g->cell_units = xmalloc(sizeof *g->cell_units * (size_t)g->ncells * 3);
    g->peers = xmalloc(sizeof *g->peers * (size_t)g->ncells * (size_t)g->npeers);

    for (int gr = 0; gr < ngrids; gr++) {
        int base = gr * 3 * n;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int br = (i / k) * k + j / k, bc = (i % k) * k + j % k;
                g->units[(base + i) * n + j] = geom_cell(g, gr, i, j);         /* row i */
                g->units[(base + n + i) * n + j] = geom_cell(g, gr, j, i);     /* column i */
                g->units[(base + 2 * n + i) * n + j] = geom_cell(g, gr, br, bc); /* box i */
            }
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int cell = geom_cell(g, gr, r, c);
                g->cell_units[cell * 3 + 0] = base + r;
                g->cell_units[cell * 3 + 1] = base + n + c;
                g->cell_units[cell * 3 + 2] = base + 2 * n + (r / k) * k + c / k;
            }
        }
    }

    uint8_t *seen = xcalloc((size_t)g->ncells, 1);
    for (int cell = 0; cell < g->ncells; cell++) {
        int *out = g->peers + (size_t)cell * g->npeers, count = 0;
        memset(seen, 0, (size_t)g->ncells);
        seen[cell] = 1;
        for (int u = 0; u < 3; u++) {
            const int *unit = g->units + (size_t)g->cell_units[cell * 3 + u] * n;
            for (int j = 0; j < n; j++) {
                if (!seen[unit[j]]) {
                    seen[unit[j]] = 1;
                    out[count++] = unit[j];
                }
            }
        }
        if (ngrids == 2)
            out[count++] = geom_twin(g, cell);
    }
    free(seen);
    return g;
}

void geom_free(geom *g)
{
    if (!g)
        return;
    free(g->units);
    free(g->cell_units);
    free(g->peers);
    free(g);
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
    int r0 = geom_row(g, cell) / g->k * g->k, c0 = geom_col(g, cell) / g->k * g->k;
    snprintf(buf, len, "box r%d-%d c%d-%d", r0 + 1, r0 + g->k, c0 + 1, c0 + g->k);
}

int grid_conflicts(const geom *g, const uint8_t *vals, uint8_t *conflict)
{
    int count = 0;
    for (int cell = 0; cell < g->ncells; cell++) {
        int bad = 0;
        if (vals[cell]) {
            const int *p = g->peers + (size_t)cell * g->npeers;
            for (int i = 0; i < g->npeers && !bad; i++)
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
