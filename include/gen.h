/* gen.h - generating puzzles that have exactly one solution and are maximal:
 * emptying any further given would allow a second solution. */
#ifndef GEN_H
#define GEN_H

#include <stdint.h>

#include "grid.h"

typedef enum {
    GEN_FAST,  /* row by row; propagation first, then picosat on the open cells */
    GEN_NAIVE  /* random order, one solver call per cell, all givens assumed */
} gen_strategy;

/* What to generate. */
#define GEN_MAXIMAL (-1) /* level: unique and maximal in the strict sense */
typedef struct gen_params {
    uint64_t seed;          /* the same params give the same puzzle */
    gen_strategy strategy;  /* for GEN_MAXIMAL */
    int level;              /* GEN_MAXIMAL, or a ladder_level LADDER_EASY..LADDER_FIENDISH */
} gen_params;

typedef struct gen_stats {
    long sat_calls;     /* calls to the SAT solver */
    int givens;         /* givens left in the puzzle */
    double seconds;     /* wall time */
} gen_stats;

/* Reports progress: done cells decided out of total. Returning non-zero
 * cancels the generation. Also called (with the same counts) while a long
 * solver call runs, so a cancel is noticed soon. */
typedef int (*gen_progress)(void *ctx, int done, int total);

/* Makes a random complete pair from seed, then empties the cells one by one,
 * each only when it is proved that the solution stays unique (see gen.c).
 * puzzle and solution get g->ncells values. The same params give the same
 * puzzle. stats and progress may be NULL. Returns 0, or -1 if cancelled. */
int gen_puzzle(const geom *g, const gen_params *params, gen_progress progress, void *ctx,
               uint8_t *puzzle, uint8_t *solution, gen_stats *stats);

/* The strategy named "fast" or "naive"; -1 for another name. */
int gen_strategy_from_name(const char *name);

#endif
