/* grid.h - geometry of a Sudoku pair (or of one grid): its units as data,
 * and checks on its values.
 *
 * Index conventions, used everywhere in the program:
 *   shape  boxes of box_rows x box_cols cells (each 2..GRID_KMAX); n =
 *          box_rows * box_cols symbols, rows and columns; with diagonals both
 *          main diagonals of each grid are units too (X-Sudoku).
 *   k      the box side of a square shape (box_rows == box_cols), 0 for any
 *          other: the square size that the game, saves, the store and
 *          history still key on. The engine never reads it: it reads the
 *          units, box_rows and box_cols.
 *   g      grid number, 0-based: 0 = A, 1 = B (a single grid has only 0).
 *   r, c   row and column, 0-based.
 *   v      a value, 1..n; 0 means an empty cell.
 *   cell   (g*n + r)*n + c: all of grid A's cells, then all of B's.
 *   unit   per grid gunits units: n rows, n columns, n boxes (row by row of
 *          boxes), then with diagonals the main (r = c) and the anti-diagonal
 *          (r + c = n - 1); grid A's units first. geom_unit names one.
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

/* The kinds of unit, as geom_unit_kind tells them. */
enum { GEOM_ROW, GEOM_COL, GEOM_BOX, GEOM_DIAG };
#define GEOM_CELL_UNITS 5 /* the most units a cell is in: row, column, box, two diagonals */
#define GEOM_UNITS_MAX (2 * (3 * GRID_NMAX + 2))
#define GEOM_PEERS_MAX (5 * GRID_NMAX) /* more than any cell's peers */

typedef struct geom {
    int k;            /* the box side of a square shape, else 0 (see above) */
    int box_rows, box_cols; /* a box's rows and columns */
    int diagonals;    /* 1 when both main diagonals of each grid are units */
    int n;            /* symbols, and a grid's rows and columns */
    int ngrids;       /* 2 for a pair, 1 for a single grid */
    int ncells;       /* ngrids * n * n */
    int gunits;       /* units of one grid: 3 * n, + 2 with diagonals */
    int nunits;       /* ngrids * gunits */
    int maxpeers;     /* the most peers any cell has (geom_peers gives a cell's) */
    int *units;       /* nunits * n cell indices, a diagonal's from row 0 down */
    int *cell_units;  /* ncells * 3: the row, column and box unit of a cell */
    int *cell_diags;  /* ncells * 2: the main- and anti-diagonal unit through a
                         cell, -1 where none (all -1 without diagonals) */
    int *peer_start;  /* ncells + 1: a cell's peers are peers[peer_start[cell]
                         .. peer_start[cell + 1]) */
    int *peers;       /* every cell that shares a unit with the cell (row,
                         column, box, then diagonals), then its twin, if any */
    int *cross_start; /* nunits + 1: unit u's crossings are cross_unit[i] and
                         cross_mask[i] for i in cross_start[u] .. [u + 1]) */
    int *cross_unit;  /* a unit sharing two or more cells with u, in unit order */
    uint64_t *cross_mask; /* the shared cells, bit j for u's j-th cell */
} geom;

/* Builds the tables for boxes of box_rows x box_cols (each GRID_KMIN..
 * GRID_KMAX), 1 or 2 grids, and with diagonals both main diagonals of each
 * grid as units. Returns NULL for a size out of range. */
geom *geom_new_shape(int box_rows, int box_cols, int ngrids, int diagonals);
/* Square boxes of side k, no diagonals: geom_new_shape(k, k, ngrids, 0). */
geom *geom_new(int k, int ngrids);
void geom_free(geom *g);

/* How many shapes with box_rows <= box_cols hold n symbols: 0, 1, or 2 for
 * n = 12 only (2x6 and 3x4). When one does, *box_rows and *box_cols get the
 * one closest to square (3x4 for 12). A size read from a file (n columns)
 * has its shape inferred only when this is 1; a tall shape (3x2) or 12x12
 * must be given. */
int geom_shapes_of(int n, int *box_rows, int *box_cols);

/* The shape as a person reads it, for messages and sheets: "9x9", "6x6
 * (boxes 2x3)", with diagonals "X 9x9" and "X 6x6 (boxes 2x3)". Written
 * into buf (always terminated). */
void geom_shape_text(const geom *g, char *buf, size_t len);

/* Unit numbering (see above): the unit of a kind (GEOM_ROW..GEOM_DIAG) in a
 * grid, the i-th of its kind (a diagonal: 0 main, 1 anti); and back. */
static inline int geom_unit(const geom *g, int grid, int kind, int i)
{
    return grid * g->gunits + kind * g->n + i;
}
static inline int geom_unit_kind(const geom *g, int u) { return u % g->gunits / g->n; }
static inline int geom_unit_grid(const geom *g, int u) { return u / g->gunits; }
static inline int geom_unit_index(const geom *g, int u) { return u % g->gunits % g->n; }

/* A cell's peers (its twin last in a pair) and how many (*count). */
static inline const int *geom_peers(const geom *g, int cell, int *count)
{
    *count = g->peer_start[cell + 1] - g->peer_start[cell];
    return g->peers + g->peer_start[cell];
}

/* The units cell is in, into out (row, column, box, then its diagonals):
 * returns how many, 3 to 5. */
int geom_cell_units(const geom *g, int cell, int out[GEOM_CELL_UNITS]);

/* 1 when cell lies in unit u. */
static inline int geom_in_unit(const geom *g, int cell, int u)
{
    int kind = geom_unit_kind(g, u);
    if (kind < GEOM_DIAG)
        return g->cell_units[cell * 3 + kind] == u;
    return g->cell_diags[cell * 2] == u || g->cell_diags[cell * 2 + 1] == u;
}

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
 * "box r1-2 c3-4" at 4x4, "box r3-4 c1-3" at 6x6 (boxes 2x3); a sentence adds the grid as it does to a row
 * ("box r4-6 c1-3 of A"). The one way a box is named. Written into buf
 * (always terminated). */
void grid_box_name(const geom *g, int cell, char *buf, size_t len);

/* Marks in conflict[cell] (may be NULL) every filled cell whose value repeats in
 * one of its units (row, column, box, diagonal), or equals its twin's. Returns how many cells clash. */
int grid_conflicts(const geom *g, const uint8_t *vals, uint8_t *conflict);

/* 1 when every cell is filled and no cell clashes: a solved puzzle. */
int grid_is_solution(const geom *g, const uint8_t *vals);

/* Number of non-empty cells. */
int grid_count_filled(const geom *g, const uint8_t *vals);

#endif
