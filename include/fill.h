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
#include "io.h"
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
int fill_serves(const fill *f, const puzzle_kind *key);

/* Called often while a game is played or the new-game menu shows (playing:
 * the kind chosen there): a finished job's puzzle goes into the store (its
 * time noted with fill_note_time when the machine was quiet: fill_slowdown
 * below FILL_QUIET). When playing is another kind than at the last call and
 * is short, a job of a third kind stops for it. When no job runs, one starts
 * for the first kind that is short: playing, up to STORE_FEW, then each other
 * size of playing's grids and level up to 16x16, one each. A store that is
 * full is looked at again every FILL_LOOK seconds. Once the store cannot be
 * written, nothing more is made in this run. */
#define FILL_QUIET 1.25
void fill_poll(fill *f, const puzzle_kind *playing);

/* Stops the running job, if any (the generation screen needs the cores);
 * fill_poll starts another later. */
void fill_stop(fill *f);

/* 1 when the running job makes a puzzle of key. */
int fill_making(const fill *f, const puzzle_kind *key);

/* Hands the running job over when it makes a puzzle of key: returns it (the
 * caller finishes it and frees *g), with its geometry, its seed and when it
 * started (util_now); NULL when no job of key runs. */
job *fill_adopt(fill *f, const puzzle_kind *key, geom **g, uint64_t *seed, double *started);

/* The share of a wait done by the time alone, from the seconds since the
 * start and the seconds expected: in [0, 1), never going back as elapsed
 * grows, 0.9 at the time expected and creeping on after it. */
double fill_bar(double elapsed, double expect);

/* A wait this many times longer than expected has no share to show: the
 * estimate was wrong, and the bar says only that the work goes on. */
#define FILL_OVERRUN 2.0

/* The bar of a wait for one puzzle (the generation screen, the command
 * line's --generate): the share done, from the seconds since the start, the
 * seconds expected (fill_expect) and the work the generator has reported
 * (cells: the share of the cells its tries decided, the most reached, as
 * job_cells gives it; < 0 when not known): fill_bar's share, never ahead of
 * the work (most cells are decided early: the time holds the bar back);
 * -1 past FILL_OVERRUN times the time expected (fill_busy_text draws it).
 * Never going back while it is a share. */
double fill_wait_bar(double elapsed, double expect, double cells);

/* The bar of a wait whose share is not known (fill_wait_bar -1), as text
 * "[----###-------]": width (>= 1) characters between the brackets, a block
 * of about a fifth of them going to and fro with the seconds elapsed, so the
 * player sees the work go on without a share it does not have. */
void fill_busy_text(double elapsed, int width, char *buf, size_t len);

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

/* The command line's wait for one puzzle: fill_line of fill_wait_bar(elapsed,
 * expect, cells) (fill_busy_text's bar past the overrun) and fill_wait_text's
 * words. */
void fill_wait_line(double elapsed, double expect, int measured, double cells, int cols,
                    char *buf, size_t len);

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

/* ---- how long a puzzle takes here (fill_times.c) ----
 * The wait a player is told is the median of this machine's recent runs of
 * the kind, each kept as the seconds it would have taken on the machine
 * quiet, times how much slower the machine is now (fill_slowdown). The runs
 * are kept in the cache folder's file "times" (store_dir; kept the one way
 * the program keeps a file, keep.h), a cache: one that cannot be read or
 * written only leaves the rough figures:
 *   sudokupair-tui run times
 *   format 1
 *   NAME S S S ...   (kind_key_name; the kind's last FILL_RUNS runs in
 *                     seconds, the oldest first, each with at most three
 *                     decimals) */
#define FILL_RUNS 9
#define FILL_TIMES_FORMAT 1
#define FILL_SLOW_MAX 10.0 /* fill_slowdown's largest answer */

/* How much slower than on the machine quiet a puzzle made on every core
 * goes now: 1 + the other work waiting for the cores over the cores, from 1
 * to FILL_SLOW_MAX. The other work: the processes runnable now but the one
 * asking (runnable, > 0; 0 when not known), and no more than the last
 * minute's load average (load; a job of this program just stopped lingers
 * in it). */
double fill_slowdown_of(double load, int runnable, int cores);
/* fill_slowdown_of this machine's figures (/proc/loadavg, else getloadavg;
 * the cores gen_threads counts); 1 when none can be read. */
double fill_slowdown(void);

/* The seconds a wait is told from n recent runs (quiet seconds, any order):
 * their median, the lower of the two middle ones for an even n, so that one
 * slow run never sets it; times slowdown. 0 when n is 0. */
double fill_expect_of(const double *runs, int n, double slowdown);

/* About how many seconds a puzzle of key takes now on every core:
 * fill_expect_of the kind's runs kept here and fill_slowdown(), *measured
 * (when not NULL) 1; with none, a rough figure of the kind on two quiet
 * cores times the slowdown, *measured 0. */
double fill_expect(const puzzle_kind *key, int *measured);

/* Notes a run of key that took seconds on every core, made by strategy (only
 * the default generator's, GEN_FAST, are kept: the figures are its own): kept
 * as seconds / fill_slowdown() among the kind's last FILL_RUNS. A cache that
 * cannot be written is no one's business. */
void fill_note_time(gen_strategy strategy, const puzzle_kind *key, double seconds);

/* The strict reader of the file "times", for the fuzzer and the tests: NULL,
 * or "NAME:LINE:COLUMN: what was expected"; *kinds gets how many kinds it
 * names. */
const char *fill_times_parse_text(const char *name, const char *text, size_t len, int *kinds,
                                  char err[IO_ERRLEN]);

#endif
