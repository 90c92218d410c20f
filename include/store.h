/* store.h - the puzzle store: a few ready puzzles of each kind (size, pair or
 * single, level), kept in the cache folder ($XDG_CACHE_HOME/sudokupair-tui,
 * by default ~/.cache/sudokupair-tui) so that a new game starts at once. No
 * terminal.
 *
 * A kind has one file, NAME.store (NAME from kind_key_name), kept the one
 * way the program keeps a file (keep.h): read strictly, changed under its
 * lock, written whole and atomically, moved aside when it cannot be read.
 * Each puzzle is kept with its seed and its solution, and is taken once: of
 * two programs taking at the same time, each gets another puzzle. A file
 * written by another version of the generator (GEN_VERSION, gen.h) or of
 * the file's format holds puzzles that a seed no longer makes: they are
 * dropped. The store is a cache: a folder that cannot be written, a file
 * that cannot be read, anything that goes wrong is nothing in store, never
 * an error for the game.
 *
 * The file:
 *   sudokupair-tui puzzle store
 *   format 1
 *   generator GEN_VERSION
 *   kind NAME                  (kind_key_name of the file's kind)
 *   seconds S                  (about how long one took here: 0 = not known)
 *   puzzle SEED CODE SOLUTION  (code.h's codes of the puzzle and of its
 *   ...                         solution; the oldest first) */
#ifndef STORE_H
#define STORE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "io.h"
#include "keep.h"
#include "kind.h"

#define STORE_FEW 3     /* puzzles store_put keeps of one kind */
#define STORE_MAX 100   /* puzzles a file may hold (a later version may keep more) */
#define STORE_FORMAT 1  /* the file's format */

/* The kinds (kind.h) that kind_same holds one share a file, named by
 * kind_key_name; only a kind kind_valid takes has one (another has none in
 * store and can put none there). */

/* The store's folder into buf: $XDG_CACHE_HOME/sudokupair-tui (when it is an
 * absolute path), else $HOME/.cache/sudokupair-tui: keep_xdg_dir (keep.h),
 * its messages saying "there is no cache folder" and "the cache folder". */
const char *store_dir(char buf[KEEP_PATHLEN], char err[IO_ERRLEN]);

/* The path of the kind's file into buf. NULL or a message (as store_dir). */
const char *store_path(const puzzle_kind *key, char buf[KEEP_PATHLEN], char err[IO_ERRLEN]);

/* Takes a puzzle of the kind out of the store: with seed NULL the oldest,
 * else only the one of *seed. puzzle and solution get the kind's
 * k^4 * ngrids values, *seed_out its seed. Returns 1 when one was taken (it
 * is gone from the file: no other program gets it), 0 when there was none
 * or the store cannot be read or written. A file of another generator
 * version is emptied; a file that cannot be read is moved aside. */
int store_take(const puzzle_kind *key, const uint64_t *seed, uint8_t *puzzle, uint8_t *solution,
               uint64_t *seed_out);

/* Puts a puzzle of seed (puzzle, solution: as store_take gives them) into the
 * store when it holds fewer than STORE_FEW of the kind and none of that seed;
 * with puzzle NULL only the time is noted. seconds (> 0) is how long the
 * generator took for one of the kind on every core, kept as a running mean
 * for store_expect. Returns 1 when the puzzle was kept, 0 when it was not
 * needed (full, that seed there) or only the time was noted, -1 when the
 * store cannot be written (there is no use making more). */
int store_put(const puzzle_kind *key, uint64_t seed, const uint8_t *puzzle,
              const uint8_t *solution, double seconds);

/* The puzzles of the kind in store (0 when its file cannot be read, or is of
 * another generator version). Takes no lock. */
int store_count(const puzzle_kind *key);

/* About how many seconds one puzzle of the kind takes on every core here:
 * the running mean the store keeps, else a rough figure by size; *measured
 * (when not NULL) gets 1 for the mean, 0 for the rough figure. */
double store_expect(const puzzle_kind *key, int *measured);

/* Writes where the store is and what it holds, for --list-saves: a blank
 * line, "Ready puzzles (a new game takes one and starts at once) in DIR:",
 * then " 3 9x9 pair, maximal; 1 4x4 pair, maximal" (level_kind_name): the
 * kinds of only's size and grids (a pattern: 0 for any), as
 * saves_print_list filters the saves. 0, or -1 when out failed. */
int store_print_where(FILE *out, const puzzle_kind *only);

/* The strict reader, for the fuzzer: parses a store file's text as the file
 * of key. NULL, or "NAME:LINE:COLUMN: what was expected". *count gets the
 * puzzles read (0 for a file of another version). */
const char *store_parse_text(const puzzle_kind *key, const char *name, const char *text,
                             size_t len, int *count, char err[IO_ERRLEN]);

#endif
