/* gen.h - generating puzzles that have exactly one solution: at a level of
 * the technique ladder (ladder.h), a person at that level can finish them;
 * maximal ones cannot lose any given without a second solution. */
#ifndef GEN_H
#define GEN_H

#include <stdint.h>

#include "grid.h"
#include "kind.h"
#include "level.h"

/* The generator's version: bumped whenever the puzzle a given gen_params
 * makes changes, so that puzzles kept by seed (the puzzle store, store.h)
 * are dropped rather than shown under a seed that now makes another. */
#define GEN_VERSION 4

typedef enum {
    GEN_FAST,   /* the default: even up to 16x16, boxes past it, rows at 36x36 */
    GEN_NAIVE,  /* random order, one solver call per cell, all givens assumed */
    GEN_SPREAD, /* random order; the ladder first, picosat only for what it cannot settle */
    GEN_ROWS,   /* maximal only: A row by row, B from the bottom; fast, but leaves
                   some rows, columns or boxes of a grid empty */
    GEN_BOXES,  /* maximal only: like spread, but box by box (boxes in a random
                   order, cells in a random order in each), keeping the last
                   given of every row, column and box in the ladder's pass:
                   its questions stay near the box at hand, so they are cheap,
                   and the ladder's pass leaves few givens no solution needs;
                   but the boxes emptied first are left nearly empty; a
                   try that is not good is repaired around what spoiled it */
    GEN_EVEN    /* maximal only: like boxes, but the given tried next is always
                   one of the fullest row, column and box (their givens
                   counted together), so the givens stay even: every unit
                   keeps at least about half the mean of its kind */
} gen_strategy;

/* What to generate. */
typedef struct gen_params {
    uint64_t seed;          /* the same params give the same puzzle */
    gen_strategy strategy;  /* for LEVEL_MAXIMAL (levels always spread) */
    level_id level;         /* LEVEL_MAXIMAL (unique and maximal in the strict
                               sense), or a rung LEVEL_EASY..LEVEL_FIENDISH */
    int threads;            /* tries made at once (boxes: one try at a time,
                               this many of its questions at once); 0: one per
                               core (gen_threads). The puzzle is the same
                               whatever the number. */
    kind_symmetry symmetry;  /* KIND_SYM_DEFAULT (0): the level's own. At
                               maximal with a symmetry the puzzle is orbit-
                               maximal: emptying any one orbit (in one grid)
                               allows a second solution. */
} gen_params;

typedef struct gen_stats {
    long sat_calls;     /* calls to the SAT solver */
    int givens;         /* givens left in the puzzle */
    double seconds;     /* wall time */
    level_id level;     /* the ladder level the puzzle needs: a rung, or
                           LEVEL_BEYOND when the ladder cannot finish it */
    int attempts;       /* tries made up to this one: its index in try order + 1
                           (the same for any number of threads) */
} gen_stats;

/* Reports progress: cells decided out of total in the first try still
 * running (each pass's cells weighed by the share of the try's time it
 * takes, so done moves with the time; within a try it never goes back),
 * which is try attempt (from 1; 0 before any has started) of at most
 * attempts (a try that is not good, see gen_puzzle, is dropped and another
 * made, so a player may see the count start again). Returning non-zero
 * cancels the generation. Called on the thread that called gen_puzzle: once before any
 * try starts (done = 0), then every 25 ms or so while the tries run on their
 * own threads, so a cancel is noticed soon. */
typedef int (*gen_progress)(void *ctx, int done, int total, int attempt, int attempts);

/* Makes a random complete pair from seed, then empties its cells (orbit by
 * orbit with a symmetry, see kind_symmetry_of) in an order (GEN_FAST: even
 * up to 16x16, boxes at 25x25, rows at 36x36), each only when it is proved
 * that the solution stays unique (see gen.c). At a level L
 * (LEVEL_EASY..LEVEL_FIENDISH): the puzzle is finished by L's rungs, needs
 * a technique of L (except easy; tried again with a new
 * order and solution up to a bound, stats->level says what was reached),
 * for k >= 3 the givens are even (gen_even), and every other orbit is
 * needed by L's rungs (one may stay only because its row, column or box
 * would fall below the even share without it). LEVEL_MAXIMAL: unique and
 * maximal in the strict sense (orbit-maximal with a symmetry); among a few
 * such puzzles, the first the ladder finishes that is also well spread
 * (stats->level says whether one was found); well spread: with the even
 * order gen_even, else no row, column or box empty in either grid from
 * 16x16 on, and up to 9x9 never a row, column and box empty in both grids
 * at one place. When no try is good, the first well spread one. The tries run on params->threads
 * threads (one picosat each), and the puzzle is the first good one in try
 * order, so the same params give the same puzzle whatever the number of
 * threads. puzzle and
 * solution get g->ncells values. stats and progress may be NULL. Returns 0,
 * or -1 if cancelled. */
int gen_puzzle(const geom *g, const gen_params *params, gen_progress progress, void *ctx,
               uint8_t *puzzle, uint8_t *solution, gen_stats *stats);

/* The cores online: how many threads gen_puzzle uses when params->threads
 * is 0. */
int gen_threads(void);

/* 1 when some position has its row, its column and its box empty in every
 * grid: the "empty cross" a player sees at once. */
int gen_empty_cross(const geom *g, const uint8_t *puzzle);

/* 1 when the givens are even: every row, column and box of every grid holds
 * at least half the mean of its kind from 10x10 on (a third up to 9x9), and
 * none is empty; diagonals are not held to a share. */
int gen_even(const geom *g, const uint8_t *puzzle);

/* How many rows, columns and boxes (of all grids) hold no given (a
 * diagonal is not counted). */
int gen_empty_units(const geom *g, const uint8_t *puzzle);

/* s where the shape of g fits it, else a half turn: a quarter turn takes
 * boxes of R x C onto C x R, so it fits square boxes only (mirror and a
 * half turn fit every shape). gen_puzzle generates with this. */
kind_symmetry gen_symmetry_fit(const geom *g, kind_symmetry s);

/* The orbit of cell under s: cell and its images in its grid, at most 4,
 * into cells (cells[0] = cell). Returns how many. */
int gen_orbit(const geom *g, kind_symmetry s, int cell, int cells[4]);

/* 1 when puzzle's givens have symmetry s in every grid: a cell is a given
 * exactly when its images are. */
int gen_is_symmetric(const geom *g, const uint8_t *puzzle, kind_symmetry s);

/* The strategy named "fast", "naive", "spread", "rows", "boxes" or "even";
 * -1 for another name. */
int gen_strategy_from_name(const char *name);

#endif
