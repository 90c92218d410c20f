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
#define IO_FIFO_WAIT 30         /* seconds a FIFO written to may wait for a reader */
#define IO_FIFO_WAIT_TEXT "30 s"

/* Flags of io_open_read and io_read_file_flags. */
#define IO_READ_NOFOLLOW 1 /* a symbolic link at path is refused (O_NOFOLLOW): for the
                              program's own files (saves, locks, best times) */
#define IO_READ_REGULAR 2  /* only a regular file; without it a FIFO, a pipe or a
                              character device is read too, as a user may name one
                              (<(command), /dev/stdin) */

/* Opens path to read and never waits to open it: O_NONBLOCK (a FIFO with no
 * writer opens at once, and then reads as empty instead of hanging), O_NOCTTY,
 * O_CLOEXEC, O_NOFOLLOW with IO_READ_NOFOLLOW. The file's type is checked with
 * fstat on the open descriptor (no race with a file swapped in between): a
 * directory, a socket and a block device are always refused, a FIFO, pipe or
 * character device with IO_READ_REGULAR. Returns the descriptor (blocking
 * again, close it) and fills *st (when not NULL); or -1 with a sentence in err
 * ("PATH: cannot open: No such file or directory", "PATH: is a directory, not
 * a file", "PATH: is a FIFO (a named pipe), not a regular file; it is not
 * read", "PATH: is a symbolic link; it is not followed") and errno set:
 * ENOENT when nothing is there, EISDIR, EINVAL for a refused type, ELOOP for
 * a link, or what open said. */
struct stat;
int io_open_read(const char *path, int flags, struct stat *st, char err[IO_ERRLEN]);

/* Reads a whole file (io_open_read with flags) into a NUL-terminated buffer
 * (free it); a file over IO_MAX_FILE is refused ("PATH: too large ..."). */
const char *io_read_file_flags(const char *path, int flags, char **text, size_t *len,
                               char err[IO_ERRLEN]);

/* io_read_file_flags with no flags: for files a user names. */
const char *io_read_file(const char *path, char **text, size_t *len, char err[IO_ERRLEN]);

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

/* Reads the text of a puzzle argument, the one entry that takes a puzzle
 * FILE or a puzzle code everywhere: a file is read (io_read_file); an arg
 * that names no file and looks like a code (code_looks_like) is decoded, and
 * *text (free it) holds its puzzle as CSV rows. A bad code gives code.h's
 * message ("not a puzzle code: ..."), a code of a single grid when ngrids is
 * 2 (or of a pair when 1) says so; ngrids 0 takes either. */
const char *io_read_puzzle(const char *arg, int ngrids, char **text, size_t *len,
                           char err[IO_ERRLEN]);

/* The one reading of a puzzle, for every command that takes a FILE and the
 * game's --load: when ngrids is 1 and the first line of data is a one-line
 * 9x9 puzzle (io_is_oneline), one-line puzzles (io_parse_oneline_flags; k
 * must be 0 or 3), else the CSV layout (io_parse_csv_flags). flags:
 * IO_SKIP_TEXT. count NULL asks for exactly one puzzle (a file of several
 * one-line puzzles is refused, saying so); else *count gets how many *vals
 * holds (81 values each; the CSV layout: 1). *oneline (may be NULL) says
 * which layout was read, also on failure, for a message that says why.
 * *k_out is set on success. */
const char *io_parse_puzzle(const char *name, const char *text, size_t len, int k, int ngrids,
                            int flags, int *k_out, uint8_t **vals, int *count, int *oneline,
                            char err[IO_ERRLEN]);

/* io_read_puzzle (a FILE or a code), then io_parse_puzzle of one puzzle with
 * arg as the name. */
const char *io_load_puzzle(const char *arg, int k, int ngrids, int flags, int *k_out,
                           uint8_t **vals, int *oneline, char err[IO_ERRLEN]);

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

/* Writes a file through write(out, ctx); write returns 0 on success. What
 * is at path decides (stat, links followed), never its name:
 * - a regular file, or nothing yet: a temporary file made with mkstemp in the
 *   folder of the name the links lead to (nothing planted there can redirect
 *   it), flushed to disk, then renamed over that name: the file is either old
 *   or new, never half written, and keeps its mode; a symbolic link is written
 *   through, dangling or not (its target made or replaced, the link kept);
 * - a character device, a terminal or a FIFO (/dev/stdout, /dev/null): written
 *   in place, never replaced; a FIFO is written once a reader opens it, and
 *   is an error when none has in IO_FIFO_WAIT seconds (never a hang);
 * - a directory, a socket, a block device, a loop of links, a regular file
 *   that is this program's standard output or error (a second descriptor
 *   would write over it: write to the stream instead, see io_same_file), or
 *   a link whose text names no file (as in /proc/self/fd): an error.
 * Returns NULL or a message that names path and says why. */
const char *io_write_atomic(const char *path, int (*write)(FILE *out, void *ctx), void *ctx,
                            char err[IO_ERRLEN]);

/* 1 when path (links followed) is the file open on descriptor fd. */
int io_same_file(const char *path, int fd);

/* Like io_write_atomic, but only makes a new file: when anything is at path
 * (a dangling link too) nothing is written, *exists is set to 1 and a message
 * returned. */
const char *io_write_new(const char *path, int (*write)(FILE *out, void *ctx), void *ctx,
                         int *exists, char err[IO_ERRLEN]);

/* Several files written all or nothing (the pages of a sheet, a puzzle's
 * solution beside its output): each is written whole to a temporary file
 * beside its name, and only when every one of them was written are they
 * renamed, one after another, over their names. Until io_batch_commit
 * nothing at the names changes; io_batch_free removes every temporary file
 * not renamed, so after a failure nothing new is left and the files that
 * were there (an earlier set of pages) are untouched.
 *   io_batch *b = io_batch_new();
 *   for each file: if (io_batch_write(b, ...)) -> report, io_batch_free(b)
 *   if (io_batch_commit(b, err)) -> report;  io_batch_free(b); */
typedef struct io_batch io_batch;
io_batch *io_batch_new(void);

/* Writes path as io_write_atomic does (the same checks, the same message
 * on failure), but leaves the new content under a temporary name in the
 * batch. What is not a regular file (a terminal, a FIFO, /dev/null) cannot
 * wait: it is written in place at once, as io_write_atomic writes it. */
const char *io_batch_write(io_batch *b, const char *path, int (*write)(FILE *out, void *ctx),
                           void *ctx, char err[IO_ERRLEN]);

/* Renames every file of the batch over its name, in the order written, and
 * syncs their folders. NULL when all are renamed. A rename beside its own
 * name rarely fails (the folder made read-only in between, a full folder
 * table): then the message names the file and how many were renamed before
 * it (those are new; the rest are removed by io_batch_free). */
const char *io_batch_commit(io_batch *b, char err[IO_ERRLEN]);

/* Removes the temporary files not renamed and frees b (NULL: nothing). */
void io_batch_free(io_batch *b);

/* The message of a reader about a place in a file: "NAME:LINE:COLUMN: what"
 * (NAME as io_show_path shows it, COLUMN 1-based), into err. Returns err. */
__attribute__((format(printf, 5, 6))) const char *io_fail_at(char err[IO_ERRLEN],
                                                             const char *name, int line,
                                                             int col, const char *fmt, ...);

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
