/* stats.h - a player's record, from the history of games (history.h):
 * per category (box size, pair or single, level) the games, how they ended,
 * the best time and its puzzle, the median of the last ten finishes by hand;
 * days in a row with a finish by hand, and with the day's daily puzzle
 * finished by hand on its day. No terminal: --stats prints it (stats_print),
 * the Statistics screen draws stats_rows. */
#ifndef STATS_H
#define STATS_H

#include <stdio.h>

#include "daily.h"
#include "history.h"

#define STATS_LAST 10 /* the median and the finish's place: of this many finishes by hand */

/* Which entries count: box_rows 0 (any shape), or boxes of box_rows x
 * box_cols (box_cols 0: square boxes, box_rows x box_rows); ngrids 0 (any),
 * 1 or 2; diagonals 1 only the kinds with diagonals (0: with or without);
 * level a level_code or STATS_ANY_LEVEL. STATS_ALL lets every entry
 * through. */
#define STATS_ANY_LEVEL (-100)
typedef struct stats_filter {
    int box_rows, ngrids, level;
    int box_cols, diagonals;
} stats_filter;
#define STATS_ALL { 0, 0, STATS_ANY_LEVEL, 0, 0 }

/* One category's figures. */
typedef struct stats_row {
    puzzle_kind kind;              /* its shape, diagonals and grids (its level
                                      and symmetry unused) */
    int level;                     /* level_code */
    int games, hand, help, computer, gave_up;
    long best;                     /* seconds, -1 when no finish by hand */
    const char *best_code;         /* its puzzle's code (points into the history) */
    long median;                   /* of the last STATS_LAST finishes by hand; -1 */
} stats_row;

/* Days in a row, the current run ending today or yesterday. */
typedef struct stats_streaks {
    int current, longest;             /* days with a finish by hand */
    int daily_current, daily_longest; /* days whose daily was finished by hand that day */
} stats_streaks;

/* The categories of the entries f lets through, sorted by size (the
 * symbols of a row; square boxes first, then by box rows; without the
 * diagonals first), grids (pair first) and level (easy .. fiendish, beyond, maximal, unknown): *rows (free
 * it) and the count. */
int stats_rows(const history_list *h, const stats_filter *f, stats_row **rows);

/* The streaks of the entries f lets through, as of today. */
stats_streaks stats_streaks_of(const history_list *h, const stats_filter *f, daily_date today);

/* The streaks in two sentences, as --stats and the Statistics screen say
 * them (each within 80 columns, "1 day" for one): "Days in a row with a
 * finish by hand: 3 now, 5 at the longest." and "Daily puzzle by hand on
 * its day: 1 day in a row now, 4 at the longest." */
void stats_format_streaks(const stats_streaks *s, char first[160], char second[160]);

/* The finish of the puzzle of seed on day that counts most: the fastest by
 * hand, else the last with help (a hint placed a value); NULL when it was not
 * finished that day (the computer's solution and a give-up are no finish).
 * It points into h. */
const history_entry *stats_finish_on(const history_list *h, uint64_t seed, daily_date day);

/* The median in seconds of the last `last` finishes by hand of a category
 * (kd's shape, diagonals and grids, and level; the mean of the two middle ones, rounded down, for an even count); -1
 * when there is none. */
long stats_median(const history_list *h, const puzzle_kind *kd, int level, int last);

/* The place of the newest entry (a finish by hand) among the last `last`
 * finishes by hand of its category, itself included: 1 the fastest (ties
 * share the better place); *of gets how many were compared. 0 when the
 * newest entry is no finish by hand. */
int stats_place(const history_list *h, int last, int *of);

/* Writes the table for --stats (every line within 80 columns but the
 * puzzle codes, each on a line of its own under the table): a row a
 * category, then the streaks. 0, or -1 when the stream failed. */
int stats_print(FILE *out, const history_list *h, const stats_filter *f, daily_date today);

/* One row of the table as stats_print writes it (no newline), and its head
 * (row NULL), within 80 columns. */
void stats_format_row(const stats_row *row, char *buf, size_t len);

/* The history file of the save folder read for --stats and the Statistics
 * screen, which never needs a write: *out is what reads (a bad file: every
 * line that reads by itself). A file that cannot be read whole is salvaged
 * and set aside when that can be done at once (its lock free, the disk
 * writable: history_set_aside), and note says so; else note names the bad
 * line, says how many lines are shown and why the file is left as it is. 0,
 * or -1 with note when nothing could be read (the save folder unknown, no
 * permission, an I/O error; *out empty). */
int stats_load(history_list *out, char note[IO_ERRLEN]);

/* --stats: the history read (stats_load; what it said on err), the table
 * printed to out for the entries f lets through. The exit status: 0, or 2
 * when nothing could be read (no table) or a bad line stays in the file (the
 * table of what reads). */
int stats_report(FILE *out, FILE *err, const stats_filter *f);

#endif
