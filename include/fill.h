/* fill.h - filling the puzzle store (store.h) on a background thread while a
 * game is played, so that the next new game starts at once; and what the
 * generation screen says while a player waits for a puzzle. No terminal.
 *
 * Puzzles are made for the store with the default generator only (a game
 * started with another --strategy neither takes from the store nor fills
 * it), one at a time, on every core (gen_params.threads 0, as a game's own
 * puzzle) at the lowest priority (job_start_idle), each put in store when it
 * is done. */
#ifndef FILL_H
#define FILL_H

#include <stddef.h>
#include <stdint.h>

#include "batch.h"
#include "gen.h"
#include "grid.h"
#include "job.h"
#include "store.h"

#define FILL_LOOK 5.0 /* seconds between looks at a full store (another window
                         may have taken from it) */

/* A kind whose puzzles fall short of its level this many times in a row
 * (a 4x4 pair has no hard puzzle) is no longer made in this run; at most
 * FILL_GIVEN_UP_MAX kinds are remembered so. */
#define FILL_SHORTS 3
#define FILL_GIVEN_UP_MAX 16

typedef struct fill fill;

/* A filler for a game generated with strategy (nothing is made for another
 * strategy than GEN_FAST). */
fill *fill_new(gen_strategy strategy);
/* Stops its job, if any, and frees it. NULL does nothing. */
void fill_free(fill *f);

/* 1 when puzzles of key are made and taken: the default strategy, a level a
 * player asks for, a size the game plays, and not a kind given up in this
 * run (FILL_SHORTS). */
int fill_serves(const fill *f, const store_key *key);

/* Called often while a game is played: a finished job's puzzle goes into the
 * store (and its time is noted). When no job runs, one starts for the first
 * kind that is short: playing, up to STORE_FEW, then each other size of
 * playing's grids and level up to 16x16, one each. A store that is full is looked at
 * again every FILL_LOOK seconds. Once the store cannot be written, nothing
 * more is made in this run. */
void fill_poll(fill *f, const store_key *playing);

/* Stops the running job, if any (the generation screen needs the cores);
 * fill_poll starts another later. */
void fill_stop(fill *f);

/* 1 when the running job makes a puzzle of key. */
int fill_making(const fill *f, const store_key *key);

/* Hands the running job over when it makes a puzzle of key: returns it (the
 * caller finishes it and frees *g), with its geometry, its seed and when it
 * started (util_now); NULL when no job of key runs. */
job *fill_adopt(fill *f, const store_key *key, geom **g, uint64_t *seed, double *started);

/* The generation screen's bar: the share of the wait done, from the seconds
 * since the start and the seconds expected: in [0, 1), never going back as
 * elapsed grows, 0.9 at the time expected and creeping on after it. */
double fill_bar(double elapsed, double expect);

/* What the generation screen says under the bar, in a player's words, from
 * the seconds since the start and the seconds expected, measured (1: the
 * mean of the ones made here) or not (0: a rough figure, store_expect):
 * "It usually takes about 20 s here.", "12 s so far; it usually takes about
 * 20 s here.", "2 min 10 s so far: longer than usual (about 20 s); some
 * puzzles take a few goes."; not measured: "12 s so far; it should take
 * about 20 s.", "... longer than expected (about 20 s); ...". */
void fill_wait_text(double elapsed, double expect, int measured, char *buf, size_t len);

/* The bar as text, "[######----]": width (>= 1) characters between the
 * brackets, the first share (clamped to [0, 1]) of them '#'. The bar of the
 * generation screen and of the command line's wait. */
void fill_bar_text(double share, int width, char *buf, size_t len);

/* One line for a terminal of cols columns (0: not known, taken as 80): the
 * bar of share, a space and words; it fits in cols - 1 columns (a terminal
 * never wraps it, so a carriage return redraws it), the words cut after
 * their last whole clause that fits ("...; ", ": "), else after a whole
 * word; the bar alone when not a word fits. words are plain ASCII. */
void fill_line(double share, const char *words, int cols, char *buf, size_t len);

/* The command line's wait for one puzzle: fill_line of fill_bar(elapsed,
 * expect) and fill_wait_text's words. */
void fill_wait_line(double elapsed, double expect, int measured, int cols, char *buf,
                    size_t len);

/* The bar of the command line's wait for a batch of count puzzles: the
 * share of it done, done of them whole (made), and each of the n being made
 * by the lesser of its cells decided and fill_bar(its seconds, expect), the
 * seconds one puzzle usually takes as the batch makes it: the cells run far
 * ahead of the time (most are decided in a tenth of it), the time knows
 * nothing of the puzzle. In [0, 0.999] until all are done, then 1; never
 * going back as the batch goes on (batch_tick) with the same expect. */
double fill_batch_bar(int done, int count, const batch_making *making, int n, double expect);

/* What the command line's wait for a batch of count puzzles says: "2 of 5
 * puzzles made", and "; 12 s so far" (the seconds since the start) from the
 * first second on. */
void fill_batch_text(int made, int count, double elapsed, char *buf, size_t len);

/* Notes how long a puzzle of key took on every core (gen_stats.seconds) in
 * the store's running mean, which store_expect gives the next wait: when it
 * was made by strategy GEN_FAST (the mean is the default generator's); the
 * store's own failures are no one's business. */
void fill_note_time(gen_strategy strategy, const store_key *key, double seconds);

#endif
