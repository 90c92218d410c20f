/* kind.h - a puzzle's kind: the shape of its boxes, one grid or a pair, the
 * diagonals, its level and its symmetry, in one struct that the command
 * line, the settings, the game's life, the store, the saves and the screens
 * all speak; one validity check, and one table of names per field (the
 * levels' are level.h's). No terminal, no disk: part of the base.
 *
 * A kind may also be a pattern, as the command line and the filters of
 * --list-saves and --stats give one: a size or grids of 0 is "not given"
 * (kind_complete gives the defaults, a filter takes any). */
#ifndef KIND_H
#define KIND_H

#include <stddef.h>

#include "grid.h"
#include "level.h"

/* Which cells are given together: a cell is a given exactly when its images
 * in its own grid are (its orbit: the cell and its images). */
typedef enum kind_symmetry {
    KIND_SYM_DEFAULT, /* the level's own (kind_symmetry_of): a half turn for the
                         levels, as published puzzles have; none for maximal,
                         so that no single given can go (with a symmetry no
                         orbit can go, but a single given of one may) */
    KIND_SYM_NONE,
    KIND_SYM_ROTATE2, /* a half turn about the centre */
    KIND_SYM_ROTATE4, /* a quarter turn (so also a half turn) */
    KIND_SYM_MIRROR,  /* left and right mirrored */
    KIND_SYM_COUNT
} kind_symmetry;

/* (Named puzzle_kind, not kind: "kind" is a word many functions keep a
 * buffer of text under.) */
typedef struct puzzle_kind {
    int box_rows, box_cols; /* a box's rows and columns: n = box_rows * box_cols
                               symbols a row; 0: not given (a pattern) */
    int ngrids;             /* 1 or 2 (a pair); 0: not given (a pattern) */
    int diagonals;          /* 1: both main diagonals of each grid are units (X) */
    level_id level;         /* a level a player can ask for, or LEVEL_UNKNOWN
                               (a loaded puzzle: no level asked) */
    kind_symmetry symmetry; /* KIND_SYM_DEFAULT: the level's own */
} puzzle_kind;

/* The kind of square boxes of size k (box_rows = box_cols = k; 0: not
 * given), ngrids grids, level and symmetry; no diagonals. KIND_SQUARE is
 * the same as an initializer (of a static kind). */
#define KIND_SQUARE(k, ngrids, level, symmetry) { (k), (k), (ngrids), 0, (level), (symmetry) }
puzzle_kind kind_square(int k, int ngrids, level_id level, kind_symmetry symmetry);

/* The kind of boxes box_rows x box_cols, ngrids grids and diagonals, of no
 * level (LEVEL_UNKNOWN) and the default symmetry: a puzzle's as a file or a
 * code gives it (code.h's code_shape). */
puzzle_kind kind_shape(int box_rows, int box_cols, int ngrids, int diagonals);

/* The box size k of a square kind (its box_rows), for the code that still
 * speaks k; 0 when the size is not given or the boxes are not square (as
 * geom.k). */
int kind_k(const puzzle_kind *kd);

/* The symbols of a row: box_rows * box_cols (9 for a 9x9). */
int kind_n(const puzzle_kind *kd);

/* The box side of the smallest square size that holds kd's symbols (3 for
 * 6x6 and 9x9, 4 for 12x12; GRID_KMIN at the least), for the figures kept
 * by square size (rough times). */
int kind_k_about(const puzzle_kind *kd);

/* The most symbols a row of a game has: the game plays grids up to 25x25
 * (the commands up to GRID_NMAX, 36x36). */
#define KIND_NMAX_PLAY (GRID_KMAX_PLAY * GRID_KMAX_PLAY)

/* 1 when kd is a kind a puzzle can be made of: boxes of box_rows x box_cols,
 * each GRID_KMIN..GRID_KMAX (with play, the game's: n = box_rows * box_cols
 * at most KIND_NMAX_PLAY), 1 or 2 grids, diagonals 0 or 1 (with any shape:
 * every grid is square), a level a player can ask for (level_can_ask) and a
 * symmetry of the enum that fits the shape (KIND_SYM_ROTATE4 square boxes
 * only: a quarter turn takes boxes of R x C onto C x R). */
int kind_valid(const puzzle_kind *kd, int play);

/* asked with what it does not give (a size or grids of 0) the default's:
 * 3x3 boxes (a 9x9), a pair. */
puzzle_kind kind_complete(puzzle_kind asked);

/* The geometry of kd's shape and grids (grid.h), for a valid kind; NULL
 * otherwise. geom_free it. */
geom *kind_geom(const puzzle_kind *kd);

/* 1 when a and b are one kind: the same shape, grids, diagonals, level, and
 * symmetry as kind_symmetry_of resolves it (the store's and the bank's file
 * of a kind is one for both). */
int kind_same(const puzzle_kind *a, const puzzle_kind *b);

/* The kind of a geometry: its shape, grids and diagonals, with level and
 * symmetry. */
puzzle_kind kind_of_geom(const geom *g, level_id level, kind_symmetry symmetry);

/* The shape as files write it, the syntax of a puzzle code's header
 * (code.h): the box side K of square boxes ("3"), else R "x" C ("2x3");
 * then "d" with the diagonals ("3d", "2x3d"). A square kind without
 * diagonals is its k alone, as files wrote it before shapes came. Into buf
 * (always terminated). */
void kind_shape_key(const puzzle_kind *kd, char *buf, size_t len);

/* Reads a shape kind_shape_key writes at s[*i] (s holds len characters):
 * 0 with kd's box_rows, box_cols and diagonals set (each side GRID_KMIN..
 * GRID_KMAX; with play, n at most KIND_NMAX_PLAY) and *i past it, or -1
 * with *i at the first character that does not fit (what follows is the
 * caller's to check). A square shape may be written "3x3" too. */
int kind_shape_read(const char *s, size_t len, size_t *i, int play, puzzle_kind *kd);

/* 1 when a and b have one shape, grids and diagonals (their levels and
 * symmetries are not looked at). */
int kind_same_shape(const puzzle_kind *a, const puzzle_kind *b);

/* 1 when kd is of the size, grids and diagonals of the pattern only (as
 * --list-saves filters by --k, --box, --single and --diagonals): a size or
 * grids of 0 take any; diagonals 0 takes kinds with them or without. Levels
 * and symmetries are not looked at. */
int kind_fits(const puzzle_kind *kd, const puzzle_kind *only);

/* The kind's name in the names of files (the store's, the bank's, the
 * times of the waits): "k3-pair-maximal", "k4-single-hard-rotate2",
 * "k2x3-pair-easy-rotate2", "k3d-single-maximal" ("k" and kind_shape_key;
 * the symmetry, as kind_symmetry_of resolves it, named unless none). Into
 * buf (always terminated). */
void kind_key_name(const puzzle_kind *kd, char *buf, size_t len);

/* ---- the names a person reads ---- */

/* The size as a person reads it: "9x9", "6x6", "X 9x9"; the boxes said
 * when they are not the shape a grid of that size has by default (the one
 * closest to square, box rows <= box columns: geom_shapes_of):
 * "12x12 (boxes 2x6)", "6x6 (boxes 3x2)". Into buf (always terminated). */
void kind_size_text(const puzzle_kind *kd, char *buf, size_t len);

/* kind_size_text in a table's column: the boxes bare, "12x12 2x6",
 * "X 12x12 2x6" (11 characters at the most). */
void kind_size_short(const puzzle_kind *kd, char *buf, size_t len);

/* The words of a kind of game, the one way every message, list and table
 * names one: "9x9 pair, easy", "16x16 single, maximal", "X 9x9 pair,
 * unknown", "12x12 (boxes 2x6) pair" (kind_size_text, the grids, then
 * level_name of level after a comma), or without the level for LEVEL_NONE.
 * kd's own level is not read. Into buf (cut short to len); returns buf. */
const char *kind_name(const puzzle_kind *kd, level_id level, char *buf, size_t len);

/* kind_name of square boxes of side k and ngrids grids, for the callers
 * that still speak k: "9x9 pair, easy". */
const char *level_kind_name(int k, int ngrids, level_id level, char *buf, size_t len);

/* ---- one table of names per field ---- */

/* The sizes the menu offers, in order: 4x4, 6x6 (boxes 2x3), 8x8 (2x4),
 * 9x9, 12x12 (3x4), 16x16, 25x25, and 36x36 for the commands. */

/* The size's name ("9x9", "16x16", "6x6"), or NULL for a shape the table
 * does not hold (a pattern's, or boxes the menu does not offer: 3x2). */
const char *kind_size_name(const puzzle_kind *kd);

/* Sets kd's shape to the i-th size of the table (from 0, in the order
 * above): 1, or 0 past the last. */
int kind_size_at(int i, puzzle_kind *kd);

/* Sets kd's shape from a size's name ("9x9"); 0, or -1 for a name the
 * table does not hold. */
int kind_size_from_name(const char *name, puzzle_kind *kd);

/* Moves kd's shape dir (+1 or -1) steps along the sizes in order (4x4,
 * 6x6, 8x8, 9x9, ...), around at the ends, among those kind_valid takes
 * (with play: those the game plays). */
void kind_size_step(puzzle_kind *kd, int dir, int play);

/* The grids' name: "pair" (2) or "single" (1, and any other number). */
const char *kind_grids_name(int ngrids);

/* The grids of a name, "pair" 2 or "single" 1; -1 for another name. */
int kind_grids_from_name(const char *name);

/* The symmetry's name: "default", "none", "rotate2", "rotate4" or "mirror"
 * ("default" for a value outside the enum). */
const char *kind_symmetry_name(kind_symmetry s);

/* The symmetry of a name kind_symmetry_name gives; -1 for another name. */
int kind_symmetry_from_name(const char *name);

/* The symmetry a kind's puzzle has, from its level and the symmetry asked:
 * asked itself, or for KIND_SYM_DEFAULT the level's own (a half turn for
 * LEVEL_EASY..LEVEL_FIENDISH, none for maximal). A seed's puzzle depends on
 * the level, the symmetry this returns and the seed only. */
kind_symmetry kind_symmetry_of(level_id level, kind_symmetry asked);

#endif
