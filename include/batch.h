/* batch.h - many puzzles at once: the puzzles of seeds S, S+1, ... made on
 * every core (one puzzle a core, each on one thread, or fewer puzzles than
 * cores each on the cores left: gen_puzzle makes the same puzzle whatever
 * the number of threads) and handed back in seed
 * order, so a batch is exactly the puzzles one generation a seed gives. */
#ifndef BATCH_H
#define BATCH_H

#include <stdint.h>

#include "gen.h"
#include "grid.h"

/* Takes puzzle i of the batch (seed = first seed + i), in order i = 0, 1,
 * ...; called on the thread that called batch_generate. Returning non-zero
 * stops the batch (the puzzles still being made are dropped). */
typedef int (*batch_take)(void *ctx, int i, uint64_t seed, const uint8_t *puzzle,
                          const uint8_t *solution, const gen_stats *stats);

/* Makes count puzzles for g with params (params->seed the first seed; its
 * threads: the cores to use, 0 for all; at most one puzzle a core is made at
 * once, and with fewer puzzles than cores each gets the cores left) and hands
 * each to take in seed order; at most a few per thread wait to be taken.
 * Returns 0, or the non-zero value take stopped it with. */
int batch_generate(const geom *g, const gen_params *params, int count, batch_take take,
                   void *ctx);

#endif
