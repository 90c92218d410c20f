/* history.h - the history of games: every game's end (finished by hand,
 * finished with help, the computer's solution, given up for a new game) is
 * one line of the save folder's file `history`, oldest first:
 *
 *   DATE TIME SHAPE NGRIDS LEVEL SECONDS HINTS CHECKS END SEED CODE
 *   2026-11-24 21:07:43 3 2 1 432 2 0 hand 9000000020261124322 sp3-AgLU...
 *
 * DATE and TIME the local time of the end (YYYY-MM-DD HH:MM:SS), SHAPE the
 * boxes as kind_shape_key writes them (kind.h: the box size 2..5 of square
 * boxes, as every line had it before shapes came; "2x3" for boxes of 2
 * rows and 3 columns; a "d" after it with the diagonals: "3d"), a shape the
 * game plays, NGRIDS 1 or 2, LEVEL the category's level as best-times numbers
 * it (level_code: 0..3 easy..fiendish, 4 beyond fiendish, -1 maximal, -2
 * unknown), SECONDS, HINTS and CHECKS whole numbers (digits only, at most
 * HISTORY_MAX_NUMBER), END one of hand, help, computer, gave-up, SEED the
 * puzzle's seed (digits) or '-' (a loaded puzzle), CODE the puzzle's code
 * (code.h) of a puzzle of that shape, diagonals and grids. Single spaces; blank lines are skipped,
 * and so are blanks at the end of a line.
 *
 * Kept through keep.h, as best-times: each end is appended under the file's
 * lock (read, the line added, written whole and atomically), so two windows
 * ending games at once lose no line; a file that cannot be read is moved
 * aside, never overwritten or cut, and every line of it that reads by
 * itself (history_salvage) is kept in the new file. When the file would pass
 * HISTORY_BUDGET bytes its oldest lines are kept apart, in a new file of the
 * folder: history.1, then history.2, ... (the oldest games in history.1),
 * each written once and never changed; only the file history is read for the
 * record. Only the life module decides what is recorded. No terminal. */
#ifndef HISTORY_H
#define HISTORY_H

#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "daily.h"
#include "io.h"
#include "keep.h"
#include "kind.h"
#include "save.h"

#define HISTORY_MAX_NUMBER 99999999L
#define HISTORY_BUDGET (IO_MAX_FILE / 2)
/* A line longer than this (the longest code, 25x25 pair, and the fields) is refused. */
#define HISTORY_MAX_LINE 2048
/* A line dated later than the moment it is read by more than this many
 * seconds (a clock or time zone change) is from the future: refused. */
#define HISTORY_SLACK (26L * 3600)

typedef enum { HIST_HAND, HIST_HELP, HIST_COMPUTER, HIST_GAVE_UP, HIST_NENDS } history_end;

typedef struct history_entry {
    daily_date date;         /* local date of the end */
    int hour, min, sec;
    puzzle_kind kind;        /* its shape, diagonals and grids (its level and
                                symmetry unused: the category's level is level) */
    int level;               /* level_code of the category */
    long seconds;            /* played */
    long hints, checks;
    history_end end;
    int has_seed;
    uint64_t seed;
    char *code;              /* the puzzle's code (owned) */
} history_entry;

typedef struct history_list {
    history_entry *e;
    int n;
} history_list;

/* The word END is written as: "hand", "help", "computer", "gave-up". */
const char *history_end_name(history_end end);

/* The history file of the save folder, into buf. NULL or a message. */
const char *history_path(char buf[KEEP_PATHLEN], char err[IO_ERRLEN]);

/* Reads a history text strictly (the format above) into *out (history_free
 * it). now: the moment of reading (time(NULL)), for lines from the future.
 * NULL, or "NAME:LINE:COLUMN: what was expected" for a malformed line, a line
 * longer than HISTORY_MAX_LINE, a date after now + HISTORY_SLACK, or a NUL
 * byte; *out is then empty. */
const char *history_parse(const char *name, const char *text, size_t len, time_t now,
                          history_list *out, char err[IO_ERRLEN]);

/* What can be kept of a history text history_parse refused: every line
 * that reads by itself (as history_parse reads it), the others skipped, into
 * *out (history_free it). Returns how many lines were kept. */
int history_salvage(const char *text, size_t len, time_t now, history_list *out);

/* Frees the entries' codes and the array; the list is empty after. */
void history_free(history_list *list);

/* Writes one entry as its line (with the newline); 0, or -1 when the stream failed. */
int history_write_line(FILE *out, const history_entry *e);

/* Reads the history file at path into *out (empty when there is none).
 * KEEP_OK or KEEP_MISSING; another status with err (the file is left as it
 * is: the next append moves it aside). */
keep_status history_read(const char *path, history_list *out, char err[IO_ERRLEN]);

/* Appends e (its code copied) to the file at path under its lock. 0; or -1
 * with note saying why (the file as it was). A file that could not be read
 * is salvaged and moved aside and note says so (0 is still returned), as it
 * says where the oldest games went when the file passed its budget. after
 * (may be NULL) gets the history as written, e last (history_free it; empty
 * on -1). */
int history_append(const char *path, const history_entry *e, history_list *after,
                   char note[IO_ERRLEN]);

/* Reads the file at path under its lock, when the lock is free (never
 * waits), and when it cannot be read salvages it as history_append does
 * (note says so and where). 0, or -1 with note (the file as it was). */
int history_set_aside(const char *path, char note[IO_ERRLEN]);

/* An entry dated now (local time). */
void history_stamp(history_entry *e, time_t now);

#endif
