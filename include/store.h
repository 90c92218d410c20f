/* store.h - the puzzle store: a few ready puzzles of each kind (size, pair or
 * single, level), kept in the cache folder ($XDG_CACHE_HOME/sudokupair-tui,
 * by default ~/.cache/sudokupair-tui) so that a new game starts at once. No
 * terminal.
 *
 * A kind has one file, NAME.store (NAME from store_key_name), kept the one
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
 *   kind NAME                  (store_key_name of the file's kind)
 *   seconds S                  (about how long one took here: 0 = not known)
 *   puzzle SEED CODE SOLUTION  (code.h's codes of the puzzle and of its
 *   ...                         solution; the oldest first) */
#ifndef STORE_H
#define STORE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "gen.h"
#include "io.h"
#include "keep.h"
#include "level.h"

#define STORE_FEW 3     /* puzzles store_put keeps of one kind */
#define STORE_MAX 100   /* puzzles a file may hold (a later version may keep more) */
#define STORE_FORMAT 1  /* the file's format */

/* A kind of puzzle: one file of the store. A new field (the symmetry) goes
 * here and into store_key_name, nowhere else. */
typedef struct store_key {
    int k, ngrids;      /* box size 2..6; 1 or 2 grids */
    level_id level;     /* a rung LEVEL_EASY..LEVEL_FIENDISH, or LEVEL_MAXIMAL */
    kind_symmetry symmetry; /* as kind_symmetry_of resolves it (KIND_SYM_DEFAULT: the
                              level's own) */
} store_key;

/* The kind of a puzzle of k, ngrids, level and the symmetry asked (its
 * default resolved by kind_symmetry_of). */
store_key store_key_of(int k, int ngrids, level_id level, kind_symmetry symmetry);

/* The kind's name, the file's name without ".store": "k3-pair-maximal",
 * "k4-single-hard-rotate2" (the symmetry named unless none). */
void store_key_name(const store_key *key, char *buf, size_t len);

/* 1 when a and b are one kind (their symmetries as kind_symmetry_of resolves
 * them): the same file. */
int store_key_same(const store_key *a, const store_key *b);

/* The store's folder into buf: $XDG_CACHE_HOME/sudokupair-tui (when it is an
 * absolute path), else $HOME/.cache/sudokupair-tui: keep_xdg_dir (keep.h),
 * its messages saying "there is no cache folder" and "the cache folder". */
const char *store_dir(char buf[KEEP_PATHLEN], char err[IO_ERRLEN]);

/* The path of the kind's file into buf. NULL or a message (as store_dir). */
const char *store_path(const store_key *key, char buf[KEEP_PATHLEN], char err[IO_ERRLEN]);

/* Takes a puzzle of the kind out of the store: with seed NULL the oldest,
 * else only the one of *seed. puzzle and solution get the kind's
 * k^4 * ngrids values, *seed_out its seed. Returns 1 when one was taken (it
 * is gone from the file: no other program gets it), 0 when there was none
 * or the store cannot be read or written. A file of another generator
 * version is emptied; a file that cannot be read is moved aside. */
int store_take(const store_key *key, const uint64_t *seed, uint8_t *puzzle, uint8_t *solution,
               uint64_t *seed_out);

/* Puts a puzzle of seed (puzzle, solution: as store_take gives them) into the
 * store when it holds fewer than STORE_FEW of the kind and none of that seed;
 * with puzzle NULL only the time is noted. seconds (> 0) is how long the
 * generator took for one of the kind on every core, kept as a running mean
 * for store_expect. Returns 1 when the puzzle was kept, 0 when it was not
 * needed (full, that seed there) or only the time was noted, -1 when the
 * store cannot be written (there is no use making more). */
int store_put(const store_key *key, uint64_t seed, const uint8_t *puzzle,
              const uint8_t *solution, double seconds);

/* The puzzles of the kind in store (0 when its file cannot be read, or is of
 * another generator version). Takes no lock. */
int store_count(const store_key *key);

/* About how many seconds one puzzle of the kind takes on every core here:
 * the running mean the store keeps, else a rough figure by size; *measured
 * (when not NULL) gets 1 for the mean, 0 for the rough figure. */
double store_expect(const store_key *key, int *measured);

/* Writes where the store is and what it holds, for --list-saves: a blank
 * line, "Ready puzzles (a new game takes one and starts at once) in DIR:",
 * then " 3 9x9 pair, maximal; 1 4x4 pair, maximal" (level_kind_name): the
 * kinds of box size k (0: any) with ngrids grids (0: any), as
 * saves_print_list filters the saves. 0, or -1 when out failed. */
int store_print_where(FILE *out, int k, int ngrids);

/* The strict reader, for the fuzzer: parses a store file's text as the file
 * of key. NULL, or "NAME:LINE:COLUMN: what was expected". *count gets the
 * puzzles read (0 for a file of another version). */
const char *store_parse_text(const store_key *key, const char *name, const char *text,
                             size_t len, int *count, char err[IO_ERRLEN]);

#endif
