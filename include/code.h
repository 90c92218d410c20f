/* code.h - puzzle codes: a short printable text for any puzzle (a pair or a
 * single grid, of any shape, with or without diagonals) to note down, share
 * and type back in.
 *
 * The format is fixed: a code made today is read by every later version.
 *   "sp" SHAPE ["d"] ["s"] "-" PAYLOAD CHECK
 *   SHAPE    square boxes K x K as one digit K, 2..6 (the only header before
 *            shapes came, so those codes read as they always did); other
 *            boxes as R "x" C (box rows and columns, each one digit 2..6, R
 *            != C): "sp2x3-" for a 6x6 pair
 *   "d"      both main diagonals of each grid are units (X-Sudoku)
 *   "s"      a single grid (none: a pair)
 *   PAYLOAD  base64url (A-Z a-z 0-9 - _, 6 bits a character, first bit highest)
 *            of a bit string: one bit per cell in cell order (grid.h), 1 for a
 *            given; then the givens' values v-1 in cell order, in chunks of
 *            m values (m the most with n^m <= 2^64; the last chunk shorter),
 *            each chunk the number sum of (v-1)*n^i (the chunk's first value
 *            highest) in as many bits as n^size - 1 needs; zero bits to the end
 *            of the last character.
 *   CHECK    two base64url characters: h / 64 and h % 64, where h is the
 *            code before them read as base-64 digits (each character's
 *            base64url value), modulo 4093. Any one character changed, and any
 *            two neighbours swapped, changes h: such a code is refused.
 * A 9x9 pair's code is at most 120 characters, a 16x16 pair's at most 433.
 * Every puzzle has exactly one code, and decoding a code gives the puzzle
 * back; a code decodes only when it is exactly what encoding that puzzle
 * gives. The givens are not checked against the rules: a code of a puzzle
 * with no solution decodes, as such a file reads. */
#ifndef CODE_H
#define CODE_H

#include <stdint.h>

#include "grid.h"

#define CODE_ERRLEN 256

/* The code of the puzzle vals (g->ncells values, 0 for empty): a new string
 * (free it). */
char *code_encode(const geom *g, const uint8_t *vals);

/* The most characters code_encode makes for g's kind, without the NUL. */
int code_max_len(const geom *g);

/* What a code's header says: geom_new_shape's arguments. */
typedef struct code_shape {
    int box_rows, box_cols, diagonals, ngrids;
} code_shape;

/* Reads a code (spaces and line ends around it are ignored). Returns NULL
 * with *sh and *vals (free it) set, or a message "not a puzzle code: ..."
 * that names the position (1-based, in text) of the first bad character,
 * or says that the check characters do not match. */
const char *code_decode_shape(const char *text, code_shape *sh, uint8_t **vals,
                              char err[CODE_ERRLEN]);

/* code_decode_shape for the readers that know square boxes only (k x k, no
 * diagonals): *k and *ngrids set; a code of another kind is refused, saying
 * so. */
const char *code_decode(const char *text, int *k, int *ngrids, uint8_t **vals,
                        char err[CODE_ERRLEN]);

/* 1 when arg is meant as a code rather than a file name: it begins with
 * "sp" and a digit, and holds no '.' or '/' (a file name of that shape is
 * the caller's to try first). */
int code_looks_like(const char *arg);

#endif
