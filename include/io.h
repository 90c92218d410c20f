/* io.h - the formats of puzzles: the pair CSV layout, one-line 9x9
 * puzzles, and the pieces every strict reader of a kept file shares (lines,
 * numbers, messages). No disk: a file is read and written through keep.h,
 * the one door to it; these read and write texts and streams.
 *
 * Readers are forgiving where they can be (CRLF or CR line ends, a UTF-8 BOM,
 * blank lines, spaces around numbers, a trailing comma, no final newline) and
 * exact where they must be. They return NULL when all is well, or a message
 * "NAME:LINE:COLUMN: what was expected" written into err. */
#ifndef IO_H
#define IO_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "grid.h"

#define IO_ERRLEN 512
#define IO_MAX_FILE (4L << 20) /* larger files are refused */
#define IO_PATHSHOW 160         /* a path is shown whole up to this length (io_show_path) */

/* The kind of file a st_mode (a mode_t) says, for messages: "a regular file", "a
 * directory", "a FIFO (a named pipe)", "a character device", "a socket"... */
const char *io_kind(unsigned mode);

/* Parses the CSV layout: ngrids*n lines of n comma-separated integers 0..n,
 * grid A first. k = 0 infers k from the rows; a first line holding only k is
 * accepted too. On success *k_out is set and *vals (free it) holds the cells. */
const char *io_parse_csv(const char *name, const char *text, size_t len, int k, int ngrids,
                         int *k_out, uint8_t **vals, char err[IO_ERRLEN]);

/* Flags of the readers. IO_SKIP_TEXT: skip lines that are obviously text (a
 * title, a '#' comment, a citation: a line that starts with '#' or holds a
 * letter); without it such a line is reported as text. */
#define IO_SKIP_TEXT 1

/* io_parse_csv with flags. Besides rows, the whole puzzle may stand on one
 * line: ngrids*n*n comma-separated values (a pair: 32, 162, 512, 1250 or
 * 2592; k follows from the count). A single grid of 16 values on one line is
 * read so only when it is the file's only data line (else it is a k=4 row). */
const char *io_parse_csv_flags(const char *name, const char *text, size_t len, int k,
                               int ngrids, int flags, int *k_out, uint8_t **vals,
                               char err[IO_ERRLEN]);

/* The one reading of a puzzle, for every command that takes a FILE and the
 * game's --load: when ngrids is 1 and the first line of data is a one-line
 * 9x9 puzzle (io_is_oneline), one-line puzzles (io_parse_oneline_flags; k
 * must be 0 or 3), else the CSV layout (io_parse_csv_flags); a one-line
 * puzzle where a pair is asked for is refused, saying to add --single. flags:
 * IO_SKIP_TEXT. count NULL asks for exactly one puzzle (a file of several
 * one-line puzzles is refused, saying so); else *count gets how many *vals
 * holds (81 values each; the CSV layout: 1). *oneline (may be NULL) says
 * which layout was read, also on failure, for a message that says why.
 * *k_out is set on success. */
const char *io_parse_puzzle(const char *name, const char *text, size_t len, int k, int ngrids,
                            int flags, int *k_out, uint8_t **vals, int *count, int *oneline,
                            char err[IO_ERRLEN]);

/* io_parse_puzzle for boxes of any shape: *box_rows x *box_cols asked (0
 * x 0: what the file says or its size infers), set on success to the boxes
 * read. The CSV layout may begin with a shape line "RxC" (box rows and
 * columns, as io_write_csv writes it for boxes that are not square), "RxCd"
 * when the diagonals are units too, or a line holding only k (k x k); else
 * n values a row infer the shape with box rows <= box columns when only one
 * fits (geom_shapes_of: 6 values are 2x3, 8 are 2x4, 9 are 3x3), and a file
 * of 12 (2x6 or 3x4) or of a tall shape (3x2) must say it or be read with
 * its boxes asked. A line meant as a shape line that is not one ("7x7",
 * "2x33") is an error naming it. Square boxes read exactly as
 * io_parse_puzzle reads them, messages included. *diagonals (when not
 * NULL) is set to 1 when the shape line says "d", else 0: the caller adds
 * what was asked. */
const char *io_parse_puzzle_shape(const char *name, const char *text, size_t len,
                                  int *box_rows, int *box_cols, int *diagonals, int ngrids,
                                  int flags, uint8_t **vals, int *count, int *oneline,
                                  char err[IO_ERRLEN]);

/* 1 when the first line of data (not blank, not text: see IO_SKIP_TEXT)
 * is a one-line puzzle or meant as one: ten or more characters of 0-9 and
 * '.' alone (then io_parse_oneline says when it is not 81 of them). */
int io_is_oneline(const char *text, size_t len);

/* Parses one-line 9x9 puzzles: one a line, 81 characters of 1-9, with '.' or
 * '0' for empty; blank lines are skipped. *vals (free it) holds *count * 81. */
const char *io_parse_oneline(const char *name, const char *text, size_t len,
                             uint8_t **vals, int *count, char err[IO_ERRLEN]);

/* io_parse_oneline with flags (IO_SKIP_TEXT). */
const char *io_parse_oneline_flags(const char *name, const char *text, size_t len, int flags,
                                   uint8_t **vals, int *count, char err[IO_ERRLEN]);

/* Writes all the cells on one line, comma-separated, grid A's first (the
 * one-line layout that io_parse_csv reads back). */
void io_write_line(FILE *out, const geom *g, const uint8_t *vals);

/* Writes the cells as CSV rows, grid A's rows first; boxes that are not
 * square, or the diagonals, are said first on a line of their own ("2x3",
 * "3x3d"), so that the file reads back as the same kind. */
void io_write_csv(FILE *out, const geom *g, const uint8_t *vals);

/* io_write_csv's rows alone, never a shape line (a save says its shape
 * itself). */
void io_write_rows(FILE *out, const geom *g, const uint8_t *vals);

/* The message of a reader about a place in a file: "NAME:LINE:COLUMN: what"
 * (NAME as io_show_path shows it, COLUMN 1-based), into err. Returns err. */
__attribute__((format(printf, 5, 6))) const char *io_fail_at(char err[IO_ERRLEN],
                                                             const char *name, int line,
                                                             int col, const char *fmt, ...);

/* The message about a file as a whole: "PATH: why" (PATH as io_show_path
 * shows it), into err. Returns err. */
__attribute__((format(printf, 3, 4))) const char *io_fail_path(char err[IO_ERRLEN],
                                                               const char *path,
                                                               const char *fmt, ...);

/* The one reader of a whole number in a line of a kept file (best times, the
 * history, the puzzle store, saves): the digits at s[*i] (s holds len
 * characters) and nothing else: no sign, no space, no point, no "0x" (base
 * 10: 0-9; base 16, for notes: 0-9, a-f, A-F; leading zeros are digits like
 * any other), and a value of at most max. Returns 0 with *v the value and *i
 * just past the digits (what follows, a separator or the end of the line, is
 * the caller's to check). Else *v is untouched and *i is the bad character's
 * index, so that (int)*i + 1 is its column for io_fail_at: -1 when s[*i] is
 * no digit (an empty field: *i == len, the column after the line; a sign, a
 * letter, a space), -2 when the number passes max (*i at the digit that
 * takes it past). */
int io_number(const char *s, size_t len, size_t *i, int base, uint64_t max, uint64_t *v);

/* A file's text must hold no NUL byte: NULL, or io_fail_at's message
 * "NAME:LINE:COLUMN: a NUL byte: not WHAT" naming the first one (lines end
 * in \n as the readers count them). */
const char *io_check_nul(char err[IO_ERRLEN], const char *name, const char *text, size_t len,
                         const char *what);

/* A path as messages show it: whole when short, else "..." and its end, so a
 * message keeps room for the reason. Returns buf. */
const char *io_show_path(const char *path, char buf[IO_PATHSHOW + 4]);

/* A cursor over the lines of a text, as the readers above walk them: a UTF-8
 * BOM is skipped, lines end in \n, \r\n or \r, numbers are 1-based. */
typedef struct io_lines {
    const char *p, *end;
    const char *line;   /* start of the current line (no line end) */
    size_t line_len;
    int number;
} io_lines;
void io_lines_init(io_lines *ls, const char *text, size_t len);
/* Moves to the next line; 0 at the end of the text. */
int io_lines_next(io_lines *ls);

#endif
