/* io.h - reading and writing puzzles: the pair CSV layout, one-line 9x9
 * puzzles, whole files, and atomic writes.
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

/* Reads a whole file into a NUL-terminated buffer (free it). */
const char *io_read_file(const char *path, char **text, size_t *len, char err[IO_ERRLEN]);

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

/* Reads the text of a puzzle argument, the one entry that takes a puzzle
 * FILE or a puzzle code everywhere: a file is read (io_read_file); an arg
 * that names no file and looks like a code (code_looks_like) is decoded, and
 * *text (free it) holds its puzzle as CSV rows. A bad code gives code.h's
 * message ("not a puzzle code: ..."), a code of a single grid when ngrids is
 * 2 (or of a pair when 1) says so; ngrids 0 takes either. */
const char *io_read_puzzle(const char *arg, int ngrids, char **text, size_t *len,
                           char err[IO_ERRLEN]);

/* io_read_puzzle, then io_parse_csv with the path as the name. */
const char *io_load_csv(const char *path, int k, int ngrids, int *k_out, uint8_t **vals,
                        char err[IO_ERRLEN]);

/* 1 when the first line of data (not blank, not text: see IO_SKIP_TEXT)
 * looks like an 81-character puzzle. */
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

/* Writes the cells as CSV rows, grid A's rows first. */
void io_write_csv(FILE *out, const geom *g, const uint8_t *vals);

/* Writes a file through write(out, ctx); write returns 0 on success. A path
 * that is a regular file, or not there yet, is written as a temporary file
 * made with mkstemp in the path's folder (nothing planted there can redirect
 * it), flushed to disk, then renamed over path: path is either old or new,
 * never half written; a symbolic link is followed, so the link stays. A path
 * that is something else (a device, a FIFO, /dev/stdout) is written in place
 * and never replaced. Returns NULL or a message that names path and says why. */
const char *io_write_atomic(const char *path, int (*write)(FILE *out, void *ctx), void *ctx,
                            char err[IO_ERRLEN]);

/* Like io_write_atomic, but only makes a new file: when path exists already
 * nothing is written, *exists is set to 1 and a message returned. */
const char *io_write_new(const char *path, int (*write)(FILE *out, void *ctx), void *ctx,
                         int *exists, char err[IO_ERRLEN]);

/* A path as messages show it: whole when short, else "..." and its end, so a
 * message keeps room for the reason. Returns buf. */
#define IO_PATHSHOW 160
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
