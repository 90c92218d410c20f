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

/* A puzzle being made, as its generator reports it (gen_progress): the
 * share of its cells decided (done / total, the most its tries reached: a
 * try dropped takes nothing back), and the seconds since it was started. */
typedef struct batch_making {
    double cells, seconds;
} batch_making;

/* How far the batch is, on the thread that called batch_generate: made
 * puzzles handed to take so far, ready more made and waiting their turn,
 * and the n puzzles being made (making[0..n-1]). Told before the first
 * puzzle, after each take, and while the next puzzle is awaited at least
 * every BATCH_TICK seconds (more often when a wake-up or, with no thread to
 * be had, the generator's own report comes sooner). */
typedef void (*batch_tick)(void *ctx, int made, int ready, const batch_making *making, int n);

#define BATCH_TICK 0.1

/* Makes count puzzles for g with params (params->seed the first seed; its
 * threads: the cores to use, 0 for all; at most one puzzle a core is made at
 * once, and with fewer puzzles than cores each gets the cores left) and hands
 * each to take in seed order; at most a few per thread wait to be taken.
 * tick (may be NULL) is told how far it is. Returns 0, or the non-zero value
 * take stopped it with. */
int batch_generate(const geom *g, const gen_params *params, int count, batch_take take,
                   batch_tick tick, void *ctx);

#endif
