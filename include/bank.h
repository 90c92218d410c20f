/* bank.h - the starter bank: a few puzzles of each kind shipped with the
 * program (assets/bank/ in the source tree, DATADIR/bank once installed), so
 * that the very first game of a kind starts at once, before the puzzle store
 * (store.h) holds one. Read-only data; no terminal. A bank that is missing
 * or cannot be read is never an error for the game: it has nothing to give,
 * and the puzzle is generated.
 *
 * A kind (kind.h: size, pair or single, level, the level's own symmetry)
 * has one file NAME.bank, NAME from kind_key_name ("k3-pair-easy-rotate2"):
 *   sudokupair-tui starter bank
 *   kind NAME
 *   CODE SOLUTION (code.h's codes of a puzzle of the kind and of its
 *   ...            solution, one space apart; one puzzle a line)
 * Lines that start with '#' (how the file was made) may stand anywhere after
 * the first two. make bank writes the files (assets/bank/README.md says how);
 * make test checks that every puzzle is unique, of its level and even.
 *
 * Handing out (bank_take): a kind's puzzles in turn, the next after the one
 * handed out last, counted in the cache folder's file "bank-taken"
 * (store_dir; a tally.h file of header "sudokupair-tui bank taken": NAME N,
 * N puzzles of the kind handed out so far), each with its symbols
 * relabelled at random, so that a puzzle met again
 * looks new: the same givens' places, the same level, one solution, as even. */
#ifndef BANK_H
#define BANK_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "io.h"
#include "keep.h"
#include "store.h"

#define BANK_MAX 32       /* puzzles a bank file may hold */

/* The bank's folder, into buf: the build tree's assets/bank when the
 * program runs from its build tree (beside the running binary, or two
 * folders above it: build/sanitize/), else DATADIR/bank (the installed
 * one). NULL when neither is there. */
const char *bank_dir(char buf[KEEP_PATHLEN]);

/* Parses a bank file's text as the file of key, strictly: *puzzles gets
 * *count puzzles of key's size one after the other, each its k^4 * ngrids
 * values and then as many of its solution (free it; NULL when there are
 * none). NULL, or "NAME:LINE:COLUMN: what was expected" (a header that is
 * not the bank's, another kind, a code that does not read or is of another
 * size, a solution that is not one or does not keep the givens, more than
 * BANK_MAX puzzles, a NUL byte). */
const char *bank_parse_text(const puzzle_kind *key, const char *name, const char *text,
                            size_t len, uint8_t **puzzles, int *count, char err[IO_ERRLEN]);

/* Reads the bank file of key in dir (bank_parse_text). NULL with *puzzles
 * and *count (0 and NULL when dir has no file of key), or a message saying
 * why it cannot be read. */
const char *bank_read(const char *dir, const puzzle_kind *key, uint8_t **puzzles, int *count,
                      char err[IO_ERRLEN]);

/* 1 when dir holds a puzzle of key. */
int bank_has(const char *dir, const puzzle_kind *key);

/* Hands out a puzzle of key from dir's bank: the next in turn (the count
 * kept in "bank-taken"; where that file cannot be kept, one at random),
 * its symbols relabelled at random, into puzzle (k^4 * ngrids values) and
 * its solution, relabelled alike, into solution (as many).
 * Returns 1, or 0 when the bank has none of key; note says what went wrong
 * on the way ("" when nothing did: a bank file that cannot be read, the
 * count that could not be kept). */
int bank_take(const char *dir, const puzzle_kind *key, uint8_t *puzzle, uint8_t *solution,
              char note[IO_ERRLEN]);

/* The symbols of puzzle (g's cells, 0 for empty) renamed by a random
 * permutation of 1..n drawn from seed, the same in both grids: a puzzle of
 * the same givens' places, level and number of solutions (its solution
 * renamed with the same seed is its solution). */
void bank_relabel(const geom *g, uint8_t *puzzle, uint64_t seed);

/* For --list-saves: a blank line, then where the bank is and how many
 * puzzles of how many kinds it holds ("Starter puzzles (a first game of a
 * kind starts from one) in DIR: 120 of 30 kinds."), or that there is none
 * and what cannot be read. 0, or -1 when out failed. */
int bank_print_where(FILE *out);

#endif
