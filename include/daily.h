/* daily.h - the daily puzzle's rule and the calendar it needs: dates read
 * and written as YYYY-MM-DD, day numbers to count days in a row, and the
 * seed of a day's puzzle. Pure functions but daily_today (the local date);
 * no files, no terminal.
 *
 * The rule (also in the man page, DAILY PUZZLE): the puzzle of a day is the
 * one --generate makes with the default strategy from the seed
 *     9000000000000000000 + S * 10^11 + YYYYMMDD * 1000 + K * 100 + G * 10 + L
 * where YYYYMMDD is the date, K the box size of square boxes without
 * diagonals (S then 0), G the grids (1 or 2) and L the level (1 easy, 2
 * medium, 3 hard, 4 fiendish, 5 maximal); for other boxes or the diagonals
 * K is 0 and S = R * 100 + C * 10 + D (boxes of R rows and C columns, D 1
 * with the diagonals). 2026-11-24, 9x9 pair, medium: seed
 * 9000000020261124322; 6x6 (boxes 2x3) pair, medium: 9000023020261124022.
 * So every player gets the same puzzle that day, and a game whose seed has
 * this form is a daily. */
#ifndef DAILY_H
#define DAILY_H

#include <stdint.h>

#include "kind.h"
#include "level.h"

#define DAILY_BASE 9000000000000000000ULL
/* The daily puzzle of a day, one for everyone: --daily plays it and the
 * menu's Daily starts it, a 9x9 pair at medium (--daily's --k, --single and
 * --difficulty ask for another of the same day). */
#define DAILY_K 3
#define DAILY_NGRIDS 2
#define DAILY_LEVEL LEVEL_MEDIUM
#define DAILY_YEAR_MIN 1970 /* the first year a date may name */
#define DAILY_YEAR_MAX 9999

typedef struct daily_date {
    int y, m, d;
} daily_date;

/* 1 when y-m-d is a real day of the Gregorian calendar within
 * DAILY_YEAR_MIN..DAILY_YEAR_MAX. */
int daily_date_ok(daily_date d);

/* Reads exactly "YYYY-MM-DD" (digits, two dashes, a real date). 1 and *out
 * set, or 0. */
int daily_parse_date(const char *s, daily_date *out);

/* "YYYY-MM-DD" into buf (at least 11 bytes). */
void daily_format_date(daily_date d, char *buf, unsigned long len);

/* The days from 1970-01-01 to d (negative before), and back. */
long daily_day_number(daily_date d);
daily_date daily_from_day_number(long days);

/* Today's date on the local clock. */
daily_date daily_today(void);

/* The number that stands for kd's shape in the functions below: the box
 * size k of square boxes without diagonals (so a square kind passes its k,
 * as before shapes came), else R * 100 + C * 10 + D (the rule's S). */
int daily_shape(const puzzle_kind *kd);

/* The seed of d's puzzle of a shape (daily_shape; a box size k), ngrids
 * grids and level (a level a player can ask for: easy..fiendish or
 * maximal); 0 when the level is none of those, the shape none or the date
 * not daily_date_ok. */
uint64_t daily_seed(daily_date d, int shape, int ngrids, level_id level);

/* 1 when seed is the seed of a daily puzzle of a shape (daily_shape; a box
 * size k) and ngrids grids (daily_seed of a real date and an askable
 * level): *d (may be NULL) gets its date, *level (may be NULL) its level.
 * Else 0. */
int daily_of_seed(uint64_t seed, int shape, int ngrids, daily_date *d, level_id *level);

/* The words that mark a game as the day's puzzle wherever it is listed
 * (the menu's Continue, Saved games, --list-saves, the title): "daily
 * 2026-11-24" when seed (has_seed) is a daily's of kd's shape, diagonals
 * and grids (daily_of_seed of daily_shape), else "". Into buf (at least 17
 * bytes); returns buf. */
const char *daily_mark(int has_seed, uint64_t seed, const puzzle_kind *kd, char *buf,
                       unsigned long len);

/* How a sentence names the puzzle of seed: "the daily 2026-11-24" when it
 * is a daily's (daily_mark), else "seed 42" (a daily's seed is a number of
 * the program's, not one a person gave). Into buf; returns buf. */
const char *daily_seed_words(uint64_t seed, const puzzle_kind *kd, char *buf, unsigned long len);

#endif
