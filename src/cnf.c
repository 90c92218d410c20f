/* cnf.c - the CNF encoding of a Sudoku pair, and its DIMACS form. */
#include "cnf.h"

static long exactly_one(const int *lits, int len, cnf_emit emit, void *ctx)
{
    emit(ctx, lits, len);
    long count = 1;
    for (int i = 0; i < len; i++) {
        for (int j = i + 1; j < len; j++) {
            int pair[2] = { -lits[i], -lits[j] };
            emit(ctx, pair, 2);
            count++;
        }
    }
    return count;
}

long cnf_rules(const geom *g, cnf_emit emit, void *ctx)
{
    int n = g->n, lits[GRID_NMAX];
    long count = 0;
    for (int cell = 0; cell < g->ncells; cell++) {
        for (int v = 1; v <= n; v++)
            lits[v - 1] = cnf_var(g, cell, v);
        count += exactly_one(lits, n, emit, ctx);
    }
    for (int u = 0; u < g->nunits; u++) {
        const int *unit = g->units + (size_t)u * n;
        for (int v = 1; v <= n; v++) {
            for (int j = 0; j < n; j++)
                lits[j] = cnf_var(g, unit[j], v);
            count += exactly_one(lits, n, emit, ctx);
        }
    }
    if (g->ngrids == 2) {
        for (int cell = 0; cell < n * n; cell++) {
            for (int v = 1; v <= n; v++) {
                int pair[2] = { -cnf_var(g, cell, v), -cnf_var(g, geom_twin(g, cell), v) };
                emit(ctx, pair, 2);
                count++;
            }
        }
    }
    return count;
}

int cnf_open_vars(const geom *g, const uint8_t *vals, const grid_mask *cand, int *varmap)
{
    int n = g->n, count = 0;
    for (int cell = 0; cell < g->ncells; cell++)
        for (int v = 1; v <= n; v++)
            varmap[cell * n + v - 1] = !vals[cell] && (cand[cell] >> (v - 1) & 1) ? ++count : 0;
    return count;
}

long cnf_open_rules(const geom *g, const uint8_t *vals, const int *varmap, cnf_emit emit,
                    void *ctx)
{
    int n = g->n, lits[GRID_NMAX];
    long count = 0;
    for (int cell = 0; cell < g->ncells; cell++) {
        if (vals[cell])
            continue;
        int m = 0;
        for (int v = 1; v <= n; v++)
            if (varmap[cell * n + v - 1])
                lits[m++] = varmap[cell * n + v - 1];
        count += exactly_one(lits, m, emit, ctx);
    }
    for (int u = 0; u < g->nunits; u++) {
        const int *unit = g->units + (size_t)u * n;
        grid_mask placed = 0;
        for (int j = 0; j < n; j++)
            if (vals[unit[j]])
                placed |= (grid_mask)1 << (vals[unit[j]] - 1);
        for (int v = 1; v <= n; v++) {
            if (placed >> (v - 1) & 1)
                continue;
            int m = 0, cells[GRID_NMAX];
            for (int j = 0; j < n; j++)
                if (varmap[unit[j] * n + v - 1]) {
                    cells[m] = unit[j];
                    lits[m++] = varmap[unit[j] * n + v - 1];
                }
            int kind = geom_unit_kind(g, u);
            if (kind < GEOM_BOX) {
                count += exactly_one(lits, m, emit, ctx);
                continue;
            }
            /* a box: two of its cells in one row or column already have
             * their clause from that line; a diagonal: two in one box too */
            emit(ctx, lits, m);
            count++;
            for (int i = 0; i < m; i++)
                for (int j = i + 1; j < m; j++)
                    if (geom_row(g, cells[i]) != geom_row(g, cells[j]) &&
                        geom_col(g, cells[i]) != geom_col(g, cells[j]) &&
                        (kind == GEOM_BOX ||
                         g->cell_units[cells[i] * 3 + 2] != g->cell_units[cells[j] * 3 + 2])) {
                        int pair[2] = { -lits[i], -lits[j] };
                        emit(ctx, pair, 2);
                        count++;
                    }
        }
    }
    for (int cell = 0; g->ngrids == 2 && cell < n * n; cell++) {
        int twin = geom_twin(g, cell);
        for (int v = 1; v <= n; v++) {
            int a = varmap[cell * n + v - 1], b = varmap[twin * n + v - 1];
            if (a && b) {
                int pair[2] = { -a, -b };
                emit(ctx, pair, 2);
                count++;
            }
        }
    }
    return count;
}
