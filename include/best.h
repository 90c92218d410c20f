/* best.h - best times per puzzle size, grids and level, kept in a small text
 * file in the save folder (save_dir: $XDG_DATA_HOME/sudokupair-tui/best-times),
 * one line a record: "K NGRIDS LEVEL SECONDS" (LEVEL a level's file number,
 * level_code in level.h: 0..3 easy..fiendish, 4 beyond fiendish, -1 maximal,
 * -2 unknown). Written atomically. */
#ifndef BEST_H
#define BEST_H

#include <stddef.h>

#include "io.h"
#include "level.h"

/* The best-times file, written into buf; NULL (with err) when there is no
 * save folder (neither XDG_DATA_HOME nor HOME). */
const char *best_path(char *buf, size_t len, char err[IO_ERRLEN]);

/* The best time in seconds for (k, ngrids, level) in the file at path, or -1
 * when there is none (or the file is missing or unreadable; bad lines are
 * skipped). */
double best_get(const char *path, int k, int ngrids, level_id level);

/* Records a finished game's time: when it beats the best (or is the first),
 * the file is rewritten atomically (its folder made if need be) and 1 is
 * returned; 0 when the old best stands. *previous (may be NULL) gets the old
 * best or -1. Returns -1 with a message in err when the file cannot be
 * written. */
int best_record(const char *path, int k, int ngrids, level_id level, double seconds,
                double *previous, char err[IO_ERRLEN]);

#endif
