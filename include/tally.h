/* tally.h - a kept file of counts by name: the last number given to each
 * kind of save (save.h's "save-ids"), the puzzles of each kind the starter
 * bank handed out (bank.h's "bank-taken"). Kept the one way the program
 * keeps a file (keep.h): read strictly, changed under its lock, written
 * whole and atomically, moved aside when it cannot be read. No terminal.
 *
 * The file:
 *   HEADER          (the caller's: "sudokupair-tui save ids")
 *   format 1
 *   NAME N          (a name without spaces, a count up to TALLY_COUNT_MAX;
 *   ...              any order, each name once) */
#ifndef TALLY_H
#define TALLY_H

#include <stddef.h>

#include "io.h"

#define TALLY_NAMES 64                  /* names a file may hold */
#define TALLY_NAMELEN 48                /* a name's longest, and its NUL */
#define TALLY_COUNT_MAX 4000000000UL

/* Raises name's count in the file at path (its first line header): to
 * least when least is more than the count, else when least is 0 by one.
 * Returns the count then, or 0 when it cannot be kept (note says why; a
 * file moved aside is said in note too, the count then starting again). */
unsigned long tally_raise(const char *path, const char *header, const char *name,
                          unsigned long least, char note[IO_ERRLEN]);

/* Name's count in the file at path (its first line header), read only: no
 * lock, no write (a kept file is replaced whole, so a read sees one); 0 when
 * the name or the file is not there or cannot be read. */
unsigned long tally_get(const char *path, const char *header, const char *name);

/* The strict reader, for the fuzzer and the tests: parses text as a file
 * of header. NULL, or "NAME:LINE:COLUMN: what was expected"; *names gets
 * how many names it holds. */
const char *tally_parse_text(const char *header, const char *name, const char *text, size_t len,
                             int *names, char err[IO_ERRLEN]);

#endif
