/* best.h - best times per category: the shape (boxes and diagonals), pair
 * or single, and the level asked for (for a loaded puzzle the level it was graded at,
 * LEVEL_UNKNOWN when none: life_category_level). Kept in the save folder's
 * file best-times (keep_path), one line a record: "SHAPE NGRIDS LEVEL
 * SECONDS" and, since the puzzle codes came, " CODE": the code (code.h) of
 * the puzzle the best was set on (SHAPE as kind_shape_key writes it: the box
 * size K of square boxes, as every line had it before shapes came, "2x3",
 * "3d" with the diagonals; LEVEL a level's file number, level_code in level.h:
 * 0..3 easy..fiendish, 4 beyond fiendish, -1 maximal, -2 unknown; SECONDS
 * whole seconds).
 * Kept through keep.h: read, changed and written whole under its lock, so two
 * games finishing at once both keep their record; a file that cannot be read
 * is moved aside, never overwritten. Only the life module (life.c) decides
 * what is recorded. */
#ifndef BEST_H
#define BEST_H

#include <stddef.h>

#include "io.h"
#include "level.h"
#include "keep.h"
#include "kind.h"

#define BEST_MAX_SECONDS 99999999L /* more than three years: a time above is refused */

typedef struct best_entry {
    puzzle_kind kind; /* its shape, diagonals and grids (its level and symmetry
                         unused: the category's level is level) */
    int level;       /* the file's number (level_code) */
    long seconds;
    char *code;      /* the puzzle's code, or NULL (a record from before codes) */
} best_entry;

/* The best-times file of the save folder, written into buf. NULL, or a
 * message (keep_path's). */
const char *best_path(char buf[KEEP_PATHLEN], char err[IO_ERRLEN]);

/* Reads a best-times text strictly: every line "SHAPE NGRIDS LEVEL SECONDS"
 * with single spaces, SHAPE one the game plays (K from GRID_KMIN to
 * GRID_KMAX_PLAY, or kind_shape_read's), NGRIDS 1 or 2, LEVEL the
 * number of a level from -2 to 4, SECONDS digits only up to BEST_MAX_SECONDS (no sign, no inf or nan,
 * no NUL byte), then maybe one space and the code of a puzzle of that
 * shape and grids (code_decode_shape reads it; nothing else on the line); blank lines are skipped.
 * *entries (best_free it) gets *count records. Returns NULL or
 * "NAME:LINE:COLUMN: what was expected". */
const char *best_parse(const char *name, const char *text, size_t len, best_entry **entries,
                       int *count, char err[IO_ERRLEN]);

/* Frees what best_parse gave. */
void best_free(best_entry *entries, int count);

/* The best time in seconds of the category (kd's shape, diagonals and grids,
 * and level) in the file at path, or -1 when
 * there is none (or the file is missing or cannot be read). */
double best_get(const char *path, const puzzle_kind *kd, level_id level);

/* Records a finish by hand of the puzzle whose code is code (NULL: none),
 * under the file's lock (keep_update): when it beats the best of its
 * category (or is the first), the file is rewritten atomically (its folder
 * made if need be) and 1 is returned; 0 when the old best stands. *previous
 * (may be NULL) gets the old best or -1. A file that cannot be read (too
 * large, unreadable, not a regular file, a bad line) is moved aside to
 * best-times.bad-DATE first and note says so (else note is empty).
 * past[0..npast) (may be NULL, 0) are the best times kept elsewhere (the
 * history's finishes by hand before this one, life.c): when nothing was read
 * (no file, or one moved aside) the records start from them, the finish is
 * weighed against them and the file is written even when the old best
 * stands; note then says "..., the best times rebuilt from the history"
 * after a file moved aside (", a new best-times begins" without past).
 * Returns -1 with the reason in note when the file cannot be written or
 * moved aside. */
int best_record(const char *path, const puzzle_kind *kd, level_id level, double seconds,
                const char *code, const best_entry *past, int npast, double *previous,
                char note[IO_ERRLEN]);

#endif
