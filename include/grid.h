/* grid.h - geometry of a Sudoku pair (or of one grid) and checks on its values.
 *
 * Index conventions, used everywhere in the program:
 *   k      box size, GRID_KMIN..GRID_KMAX; n = k*k symbols per row.
 *   g      grid number, 0-based: 0 = A, 1 = B (a single grid has only 0).
 *   r, c   row and column, 0-based.
 *   v      a value, 1..n; 0 means an empty cell.
 *   cell   (g*n + r)*n + c: all of grid A's cells, then all of B's.
 * A value array (uint8_t *) holds one value per cell, ncells entries.
 * A candidate mask (grid_mask) has bit v-1 set when value v is possible. */
#ifndef GRID_H
#define GRID_H

#include <stddef.h>
#include <stdint.h>

#define GRID_KMIN 2
#define GRID_KMAX 6   /* 36x36: the command line solves, counts and generates it */
#define GRID_NMAX (GRID_KMAX * GRID_KMAX)
#define GRID_KMAX_PLAY 5 /* the game (the terminal) plays k = 2..5 */

typedef uint64_t grid_mask;

/* How many values a mask holds, and the lowest one (the mask must not be 0). */
/* (A bit count written out: without -mpopcnt __builtin_popcountll becomes a
 * library call, and the ladder counts masks in its innermost loops.) */
static inline int grid_mask_count(grid_mask m)
{
    m = m - ((m >> 1) & 0x5555555555555555ULL);
    m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
    m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((m * 0x0101010101010101ULL) >> 56);
}
static inline int grid_mask_lowest(grid_mask m) { return __builtin_ctzll(m) + 1; }
/* The mask of the single value v (1..n). */
static inline grid_mask grid_bit(int v) { return (grid_mask)1 << (v - 1); }

typedef struct geom {
    int k, n;         /* box size and symbols */
    int ngrids;       /* 2 for a pair, 1 for a single grid */
    int ncells;       /* ngrids * n * n */
    int nunits;       /* ngrids * 3 * n: rows, then columns, then boxes, per grid */
    int npeers;       /* peers of a cell: row, column and box, plus the twin */
    int *units;       /* nunits * n cell indices */
    int *cell_units;  /* ncells * 3: the row, column and box unit of a cell */
    int *peers;       /* ncells * npeers; the twin (other grid), if any, is last */
} geom;

/* Builds the tables for box size k (GRID_KMIN..GRID_KMAX) and 1 or 2 grids.
 * Returns NULL for a k or ngrids out of range. */
geom *geom_new(int k, int ngrids);
void geom_free(geom *g);

static inline int geom_cell(const geom *g, int grid, int r, int c)
{
    return (grid * g->n + r) * g->n + c;
}
static inline int geom_grid_of(const geom *g, int cell) { return cell / (g->n * g->n); }
static inline int geom_row(const geom *g, int cell) { return cell / g->n % g->n; }
static inline int geom_col(const geom *g, int cell) { return cell % g->n; }
/* The cell at the same position in the other grid, or -1 for a single grid. */
static inline int geom_twin(const geom *g, int cell)
{
    if (g->ngrids < 2)
        return -1;
    int nn = g->n * g->n;
    return cell < nn ? cell + nn : cell - nn;
}
static inline grid_mask grid_all(const geom *g) { return (grid_mask)((1ULL << g->n) - 1); }

/* The symbol shown for value v: '1'..'9', then 'A'..'Z' (up to v = 35, so
 * the game, which plays up to n = 25, has one key for every symbol); '.' for 0. */
char grid_symbol(int v);
/* Symbol v as a sentence names it, at every size the same: in single
 * quotes ("'5'", "'B'"), so a symbol never reads like a grid (B), a number
 * of cells or a row. The one way a sentence names a symbol. Written into
 * buf (always terminated). */
void grid_symbol_text(const geom *g, int v, char *buf, size_t len);
/* The value of a typed symbol for n symbols (letters in either case), or 0. */
int grid_symbol_value(int ch, int n);

/* A cell's name for a person, rows and columns from 1: "A r3c4" in a pair,
 * "r3c4" for a single grid. Written into buf (always terminated). */
void grid_cell_name(const geom *g, int cell, char *buf, size_t len);

/* The name of the box holding cell, by the rows and columns the board
 * numbers (from 1): "box r4-6 c1-3" at 9x9, "box r13-16 c9-12" at 16x16,
 * "box r1-2 c3-4" at 4x4; a sentence adds the grid as it does to a row
 * ("box r4-6 c1-3 of A"). The one way a box is named. Written into buf
 * (always terminated). */
void grid_box_name(const geom *g, int cell, char *buf, size_t len);

/* Marks in conflict[cell] (may be NULL) every filled cell whose value repeats in
 * its row, column or box, or equals its twin's. Returns how many cells clash. */
int grid_conflicts(const geom *g, const uint8_t *vals, uint8_t *conflict);

/* 1 when every cell is filled and no cell clashes: a solved puzzle. */
int grid_is_solution(const geom *g, const uint8_t *vals);

/* Number of non-empty cells. */
int grid_count_filled(const geom *g, const uint8_t *vals);

#endif
