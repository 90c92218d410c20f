/* gen_rules.c - the generator's rules on where givens stand: symmetry (a
 * cell is a given exactly when its images are; a quarter turn only on square
 * boxes) and evenness (every row, column and box keeps its share of the
 * givens; a diagonal is held to none, see gen_even). The sizes the rules
 * change at are counted in symbols (n), whatever the boxes' shape. */
#include "gen_int.h"

#include <stdlib.h>

kind_symmetry gen_symmetry_fit(const geom *g, kind_symmetry s)
{
    return s == KIND_SYM_ROTATE4 && g->box_rows != g->box_cols ? KIND_SYM_ROTATE2 : s;
}

/* Where s takes cell (in its own grid). */
static int sym_image(const geom *g, kind_symmetry s, int cell)
{
    int gr = geom_grid_of(g, cell), r = geom_row(g, cell), c = geom_col(g, cell), last = g->n - 1;
    switch (s) {
    case KIND_SYM_ROTATE2:
        return geom_cell(g, gr, last - r, last - c);
    case KIND_SYM_ROTATE4:
        return geom_cell(g, gr, c, last - r);
    case KIND_SYM_MIRROR:
        return geom_cell(g, gr, r, last - c);
    default:
        return cell;
    }
}

int gen_orbit(const geom *g, kind_symmetry s, int cell, int cells[4])
{
    int count = 0, x = cell;
    do {
        cells[count++] = x;
        x = sym_image(g, s, x);
    } while (x != cell && count < 4);
    return count;
}

int gen_is_symmetric(const geom *g, const uint8_t *puzzle, kind_symmetry s)
{
    for (int cell = 0; cell < g->ncells; cell++)
        if (!puzzle[cell] != !puzzle[sym_image(g, s, cell)])
            return 0;
    return 1;
}

void gen_orbits_make(const geom *g, kind_symmetry s, gen_orbits *orb)
{
    size_t nc = (size_t)g->ncells;
    orb->cells = xmalloc(sizeof *orb->cells * 4 * nc);
    orb->size = xmalloc(nc);
    orb->of = xmalloc(sizeof *orb->of * nc);
    for (int cell = 0; cell < g->ncells; cell++)
        orb->of[cell] = -1;
    orb->n = 0;
    for (int cell = 0; cell < g->ncells; cell++) {
        if (orb->of[cell] >= 0)
            continue;
        int o = orb->n++;
        orb->size[o] = (uint8_t)gen_orbit(g, s, cell, orb->cells + o * 4);
        for (int i = 0; i < orb->size[o]; i++)
            orb->of[orb->cells[o * 4 + i]] = o;
    }
}

void gen_orbits_free(gen_orbits *orb)
{
    free(orb->cells);
    free(orb->size);
    free(orb->of);
}

/* The share of the mean of its kind every unit keeps: 1 / this. */
static int even_share(const geom *g)
{
    return g->n <= 9 ? 3 : 2;
}

/* Evenness and emptiness are about the rows, columns and boxes, the units
 * every cell is in: a diagonal's share is left to chance. */
static int spread_unit(const geom *g, int u) { return geom_unit_kind(g, u) != GEOM_DIAG; }

/* Taken from the givens there are now, which only fall, so a unit that
 * kept this many whenever it lost a given keeps at least that share of the
 * final mean. */
int gen_unit_floor(const geom *g, gen_floor floor, int givens)
{
    if (g->n < 9)
        return 0;
    if (floor != FLOOR_EVEN) /* only the last */
        return 1;
    int per = even_share(g) * g->ngrids * g->n; /* a share of the mean: G / per */
    int least = (givens + per - 1) / per;
    return least < 1 ? 1 : least;
}

/* 1 when unit u of puzzle holds no given. */
static int unit_empty(const geom *g, const uint8_t *puzzle, int u)
{
    for (int j = 0; j < g->n; j++)
        if (puzzle[g->units[(size_t)u * g->n + j]])
            return 0;
    return 1;
}

int gen_empty_cross(const geom *g, const uint8_t *puzzle)
{
    int nn = g->n * g->n;
    for (int cell = 0; cell < nn; cell++) {
        int all = 1;
        for (int gr = 0; gr < g->ngrids && all; gr++)
            for (int u = 0; u < 3 && all; u++)
                all = unit_empty(g, puzzle, g->cell_units[(cell + gr * nn) * 3 + u]);
        if (all)
            return 1;
    }
    return 0;
}

int gen_even(const geom *g, const uint8_t *puzzle)
{
    int givens = grid_count_filled(g, puzzle), per = even_share(g) * g->ngrids * g->n;
    for (int u = 0; u < g->nunits; u++) {
        if (!spread_unit(g, u))
            continue;
        int count = 0;
        for (int j = 0; j < g->n; j++)
            count += puzzle[g->units[(size_t)u * g->n + j]] != 0;
        if (count == 0 || (long)count * per < givens)
            return 0;
    }
    return 1;
}

int gen_empty_units(const geom *g, const uint8_t *puzzle)
{
    int count = 0;
    for (int u = 0; u < g->nunits; u++)
        count += spread_unit(g, u) && unit_empty(g, puzzle, u);
    return count;
}

/* From 16x16 on no row, column or box of either grid empty; below,
 * where maximal puzzles often have one, no empty cross; with the even
 * floor (from 9x9 on), even (gen_even). */
int gen_well_spread(const geom *g, gen_floor floor, const uint8_t *puzzle)
{
    if (floor == FLOOR_EVEN && g->n >= 9)
        return gen_even(g, puzzle);
    return g->n >= 16 ? gen_empty_units(g, puzzle) == 0 : !gen_empty_cross(g, puzzle);
}
