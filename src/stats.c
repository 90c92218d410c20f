/* stats.c - a player's record from the history of games (see stats.h). */
#define _POSIX_C_SOURCE 200809L
#include "stats.h"

#include <stdlib.h>
#include <string.h>

#include "level.h"
#include "util.h"

static int lets_through(const stats_filter *f, const history_entry *e)
{
    puzzle_kind only = { f->box_rows, f->box_cols ? f->box_cols : f->box_rows, f->ngrids,
                         f->diagonals, LEVEL_UNKNOWN, KIND_SYM_DEFAULT };
    return kind_fits(&e->kind, &only) && (f->level == STATS_ANY_LEVEL || f->level == e->level);
}

/* The order of the sizes: by the symbols of a row, square boxes first, then
 * by box rows, the diagonals last. */
static int shape_rank(const puzzle_kind *kd)
{
    int n = kd->box_rows * kd->box_cols, square = kd->box_rows == kd->box_cols;
    return ((n * 2 + !square) * 8 + kd->box_rows) * 2 + kd->diagonals;
}

/* The levels' order in the table: easy .. fiendish, beyond, maximal, unknown. */
static int level_rank(int level) { return level >= 0 ? level : 10 - level; }

static int cmp_rows(const void *pa, const void *pb)
{
    const stats_row *a = pa, *b = pb;
    if (shape_rank(&a->kind) != shape_rank(&b->kind))
        return shape_rank(&a->kind) - shape_rank(&b->kind);
    if (a->kind.ngrids != b->kind.ngrids)
        return b->kind.ngrids - a->kind.ngrids;
    return level_rank(a->level) - level_rank(b->level);
}

static int cmp_long(const void *pa, const void *pb)
{
    long a = *(const long *)pa, b = *(const long *)pb;
    return (a > b) - (a < b);
}

long stats_median(const history_list *h, const puzzle_kind *kd, int level, int last)
{
    long t[STATS_LAST];
    int n = 0;
    if (last > STATS_LAST)
        last = STATS_LAST;
    for (int i = h->n - 1; i >= 0 && n < last; i--) {
        const history_entry *e = &h->e[i];
        if (e->end == HIST_HAND && kind_same_shape(&e->kind, kd) && e->level == level)
            t[n++] = e->seconds;
    }
    if (n == 0)
        return -1;
    qsort(t, (size_t)n, sizeof *t, cmp_long);
    return n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
}

int stats_rows(const history_list *h, const stats_filter *f, stats_row **rows)
{
    stats_row *r = NULL;
    int n = 0;
    for (int i = 0; i < h->n; i++) {
        const history_entry *e = &h->e[i];
        if (!lets_through(f, e))
            continue;
        int at = 0;
        while (at < n && !(kind_same_shape(&r[at].kind, &e->kind) && r[at].level == e->level))
            at++;
        if (at == n) {
            r = xrealloc(r, sizeof *r * (size_t)(n + 1));
            r[n++] = (stats_row){ e->kind, e->level, 0, 0, 0, 0, 0, -1, NULL, -1 };
        }
        stats_row *row = &r[at];
        row->games++;
        switch (e->end) {
        case HIST_HAND:
            row->hand++;
            if (row->best < 0 || e->seconds < row->best)
                row->best = e->seconds, row->best_code = e->code;
            break;
        case HIST_HELP: row->help++; break;
        case HIST_COMPUTER: row->computer++; break;
        default: row->gave_up++; break;
        }
    }
    for (int i = 0; i < n; i++)
        r[i].median = stats_median(h, &r[i].kind, r[i].level, STATS_LAST);
    if (n > 1)
        qsort(r, (size_t)n, sizeof *r, cmp_rows);
    *rows = r;
    return n;
}

/* The longest run of consecutive days in days[0..n) (sorted, repeats
 * allowed), and the run that ends today or yesterday. */
static void runs(long *days, int n, long today, int *current, int *longest)
{
    *current = *longest = 0;
    qsort(days, (size_t)n, sizeof *days, cmp_long);
    int run = 0;
    for (int i = 0; i < n; i++) {
        if (i > 0 && days[i] == days[i - 1])
            continue;
        run = i > 0 && run > 0 && days[i] == days[i - 1] + 1 ? run + 1 : 1;
        if (run > *longest)
            *longest = run;
        if (days[i] == today || days[i] == today - 1)
            *current = run; /* today's run, or yesterday's while today has none yet */
    }
}

stats_streaks stats_streaks_of(const history_list *h, const stats_filter *f, daily_date today)
{
    stats_streaks s = { 0, 0, 0, 0 };
    long *all = xmalloc(sizeof *all * (size_t)(h->n + 1)),
         *daily = xmalloc(sizeof *daily * (size_t)(h->n + 1));
    int na = 0, nd = 0;
    for (int i = 0; i < h->n; i++) {
        const history_entry *e = &h->e[i];
        if (e->end != HIST_HAND || !lets_through(f, e))
            continue;
        long day = daily_day_number(e->date);
        all[na++] = day;
        daily_date d;
        if (e->has_seed &&
            daily_of_seed(e->seed, daily_shape(&e->kind), e->kind.ngrids, &d, NULL) &&
            daily_day_number(d) == day)
            daily[nd++] = day;
    }
    long t = daily_day_number(today);
    runs(all, na, t, &s.current, &s.longest);
    runs(daily, nd, t, &s.daily_current, &s.daily_longest);
    free(all);
    free(daily);
    return s;
}

void stats_format_streaks(const stats_streaks *s, char first[160], char second[160])
{
    snprintf(first, 160, "Days in a row with a finish by hand: %d now, %d at the longest.",
             s->current, s->longest);
    snprintf(second, 160, "Daily puzzle by hand on its day: %d day%s in a row now, %d "
                          "at the longest.",
             s->daily_current, s->daily_current == 1 ? "" : "s", s->daily_longest);
}

const history_entry *stats_finish_on(const history_list *h, uint64_t seed, daily_date day)
{
    const history_entry *best = NULL;
    long d = daily_day_number(day);
    for (int i = 0; i < h->n; i++) {
        const history_entry *e = &h->e[i];
        if (!e->has_seed || e->seed != seed || daily_day_number(e->date) != d ||
            (e->end != HIST_HAND && e->end != HIST_HELP))
            continue;
        /* over one with help: any later finish; over one by hand: a faster by hand */
        if (!best || best->end == HIST_HELP || (e->end == HIST_HAND && e->seconds < best->seconds))
            best = e;
    }
    return best;
}

int stats_place(const history_list *h, int last, int *of)
{
    *of = 0;
    if (h->n == 0 || h->e[h->n - 1].end != HIST_HAND)
        return 0;
    const history_entry *me = &h->e[h->n - 1];
    int place = 1;
    for (int i = h->n - 1; i >= 0 && *of < last; i--) {
        const history_entry *e = &h->e[i];
        if (e->end != HIST_HAND || !kind_same_shape(&e->kind, &me->kind) ||
            e->level != me->level)
            continue;
        ++*of;
        place += e->seconds < me->seconds;
    }
    return place;
}

/* "mm:ss" or "h:mm:ss"; "-" for none. */
static void clock_text(long s, char *buf, size_t len)
{
    if (s < 0)
        snprintf(buf, len, "-");
    else
        util_format_clock((double)s, buf, len);
}

void stats_format_row(const stats_row *row, char *buf, size_t len)
{
    if (!row) {
        snprintf(buf, len, "%-13s %-6s %-8s %5s %4s %4s %6s %7s %8s %8s", "Size", "Grids",
                 "Level", "Games", "Hand", "Help", "Solver", "Gave up", "Best", "Median10");
        return;
    }
    char size[32], best[32], median[32];
    kind_size_short(&row->kind, size, sizeof size);
    clock_text(row->best, best, sizeof best);
    clock_text(row->median, median, sizeof median);
    snprintf(buf, len, "%-13s %-6s %-8.8s %5d %4d %4d %6d %7d %8s %8s", size,
             kind_grids_name(row->kind.ngrids), level_name(level_from_code(row->level)),
             row->games, row->hand, row->help, row->computer, row->gave_up, best, median);
}

int stats_print(FILE *out, const history_list *h, const stats_filter *f, daily_date today)
{
    stats_row *rows;
    int n = stats_rows(h, f, &rows);
    char line[160];
    if (n == 0) {
        fprintf(out, "No games in the history%s yet: a game counts when it ends\n"
                     "(finished, solved by the computer, or given up for a new one).\n",
                f->box_rows || f->ngrids || f->diagonals || f->level != STATS_ANY_LEVEL
                    ? " of that kind" : "");
    } else {
        stats_format_row(NULL, line, sizeof line);
        fprintf(out, "%s\n", line);
        for (int i = 0; i < n; i++) {
            stats_format_row(&rows[i], line, sizeof line);
            fprintf(out, "%s\n", line);
        }
    }
    stats_streaks s = stats_streaks_of(h, f, today);
    char first[160], second[160];
    stats_format_streaks(&s, first, second);
    fprintf(out, "\n%s\n%s\n", first, second);
    int named = 0;
    for (int i = 0; i < n; i++) {
        if (!rows[i].best_code)
            continue;
        if (!named++)
            fprintf(out, "\nThe puzzles of the best times (--load CODE plays one again):\n");
        char cat[96], best[32];
        kind_name(&rows[i].kind, level_from_code(rows[i].level), cat, sizeof cat);
        clock_text(rows[i].best, best, sizeof best);
        fprintf(out, "%s, %s:\n%s\n", cat, best, rows[i].best_code);
    }
    free(rows);
    return ferror(out) ? -1 : 0;
}

/* stats_load; *left 1 when the history could not be read whole and is left
 * as it is (what reads is in *out all the same). */
static int load(history_list *out, char note[IO_ERRLEN], int *left)
{
    char path[KEEP_PATHLEN], err[IO_ERRLEN], tidy[IO_ERRLEN];
    note[0] = '\0';
    *left = 0;
    out->e = NULL;
    out->n = 0;
    if (history_path(path, note))
        return -1;
    keep_status st = history_read(path, out, err);
    if (st == KEEP_OK || st == KEEP_MISSING)
        return 0;
    if (st == KEEP_UNREADABLE) {
        snprintf(note, IO_ERRLEN, "%s", err);
        return -1;
    }
    /* set aside, as an append would, when that can be done now; never needed */
    if (history_set_aside(path, tidy) == 0) {
        snprintf(note, IO_ERRLEN, "%s", tidy);
        return 0;
    }
    *left = 1;
    size_t bad = strlen(err);
    const char *why = strncmp(tidy, err, bad) == 0 && tidy[bad] == ';' ? tidy + bad + 2 : tidy;
    if (strncmp(why, "left as it is: ", 15) == 0)
        why += 15;
    snprintf(note, IO_ERRLEN, "%.250s; shown: the %d line%s that could be read; the file is "
                              "left as it is (%.180s)",
             err, out->n, out->n == 1 ? "" : "s", why);
    return 0;
}

int stats_load(history_list *out, char note[IO_ERRLEN])
{
    int left;
    return load(out, note, &left);
}

int stats_report(FILE *out, FILE *err, const stats_filter *f)
{
    history_list h;
    char note[IO_ERRLEN];
    int left, rc = load(&h, note, &left);
    if (note[0])
        fprintf(err, "sudokupair-tui: %s\n", note);
    if (rc < 0)
        return 2;
    stats_print(out, &h, f, daily_today());
    history_free(&h);
    return left ? 2 : 0;
}
