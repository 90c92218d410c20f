/* history.c - the history of games (see history.h). */
#define _POSIX_C_SOURCE 200809L
#include "history.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "code.h"
#include "grid.h"
#include "util.h"

static const char *const END_NAMES[HIST_NENDS] = { "hand", "help", "computer", "gave-up" };

const char *history_end_name(history_end end)
{
    return end >= 0 && end < HIST_NENDS ? END_NAMES[end] : "?";
}

const char *history_path(char buf[KEEP_PATHLEN], char err[IO_ERRLEN])
{
    return keep_path("history", buf, err);
}

/* A line being read: s[0..n), at i. */
typedef struct cursor {
    const char *s;
    size_t n, i;
} cursor;

/* Digits (io_number, at most max; exactly `width` of them unless width is
 * 0; a '-' before them when neg), then the separator sep ('\0': the end of
 * the line). 0 with *v, or -1. */
static int digits(cursor *c, int width, int neg, uint64_t max, char sep, uint64_t *v, int *minus)
{
    int m = neg && c->i < c->n && c->s[c->i] == '-';
    size_t start = c->i += (size_t)m;
    if (io_number(c->s, c->n, &c->i, 10, max, v) != 0 ||
        (width && c->i - start != (size_t)width))
        return -1;
    if (sep ? c->i >= c->n || c->s[c->i] != sep : c->i != c->n)
        return -1;
    if (sep)
        c->i++;
    if (minus)
        *minus = m;
    return 0;
}

/* Reads one line into e; NULL, or what was expected (*col the column). */
static const char *parse_line(cursor *c, time_t now, history_entry *e, int *col)
{
    uint64_t v[6];
    static const int WIDTH[6] = { 4, 2, 2, 2, 2, 2 };
    static const char SEP[6] = { '-', '-', ' ', ':', ':', ' ' };
    for (int f = 0; f < 6; f++) {
        *col = (int)c->i + 1;
        if (digits(c, WIDTH[f], 0, 9999, SEP[f], &v[f], NULL))
            return "a date and time YYYY-MM-DD HH:MM:SS and a space";
    }
    e->date = (daily_date){ (int)v[0], (int)v[1], (int)v[2] };
    *col = 1;
    if (!daily_date_ok(e->date) || v[3] > 23 || v[4] > 59 || v[5] > 60)
        return "a real date and time";
    e->hour = (int)v[3], e->min = (int)v[4], e->sec = (int)v[5];
    struct tm tm = { 0 };
    tm.tm_year = e->date.y - 1900, tm.tm_mon = e->date.m - 1, tm.tm_mday = e->date.d;
    tm.tm_hour = e->hour, tm.tm_min = e->min, tm.tm_sec = e->sec, tm.tm_isdst = -1;
    time_t when = mktime(&tm);
    if (when != (time_t)-1 && when > now + HISTORY_SLACK)
        return "a date that has come (this one is in the future)";
    static const char *const WHAT[5] = {
        "a box size from 2 to 5, or boxes RxC up to 25x25 (then d: diagonals)",
        "1 or 2 grids", "a level from -2 to 4", "whole seconds (digits, at most 99999999)",
        "a count of hints (digits, at most 99999999)"
    };
    const long min[6] = { 0, 1, -2, 0, 0, 0 },
               max[6] = { 0, 2, 4, HISTORY_MAX_NUMBER, HISTORY_MAX_NUMBER,
                          HISTORY_MAX_NUMBER };
    long f[6];
    *col = (int)c->i + 1;
    e->kind = kind_square(0, 0, LEVEL_UNKNOWN, KIND_SYM_DEFAULT);
    if (kind_shape_read(c->s, c->n, &c->i, 1, &e->kind) || c->i >= c->n || c->s[c->i] != ' ')
        return WHAT[0];
    c->i++;
    for (int j = 1; j < 6; j++) {
        *col = (int)c->i + 1;
        uint64_t x;
        int minus;
        if (digits(c, 0, j == 2, (uint64_t)max[j] + 9, ' ', &x, &minus) ||
            (minus ? -(long)x : (long)x) < min[j] || (long)x > max[j])
            return j < 5 ? WHAT[j] : "a count of checks (digits, at most 99999999)";
        f[j] = minus ? -(long)x : (long)x;
    }
    e->kind.ngrids = (int)f[1], e->level = (int)f[2];
    e->seconds = f[3], e->hints = f[4], e->checks = f[5];
    *col = (int)c->i + 1;
    int end = 0;
    for (; end < HIST_NENDS; end++) {
        size_t l = strlen(END_NAMES[end]);
        if (c->n - c->i > l && memcmp(c->s + c->i, END_NAMES[end], l) == 0 &&
            c->s[c->i + l] == ' ')
            break;
    }
    if (end == HIST_NENDS)
        return "how it ended: hand, help, computer or gave-up, and a space";
    e->end = (history_end)end;
    c->i += strlen(END_NAMES[end]) + 1;
    *col = (int)c->i + 1;
    e->has_seed = !(c->i < c->n && c->s[c->i] == '-');
    if (!e->has_seed && (c->i + 1 >= c->n || c->s[c->i + 1] != ' '))
        return "the seed (digits) or '-', and a space";
    if (!e->has_seed)
        c->i += 2;
    else if (digits(c, 0, 0, UINT64_MAX, ' ', &e->seed, NULL))
        return "the seed (digits, at most 2^64-1) or '-', and a space";
    *col = (int)c->i + 1;
    size_t at = c->i;
    while (c->i < c->n && ((c->s[c->i] >= 'A' && c->s[c->i] <= 'Z') ||
                           (c->s[c->i] >= 'a' && c->s[c->i] <= 'z') ||
                           (c->s[c->i] >= '0' && c->s[c->i] <= '9') || c->s[c->i] == '-' ||
                           c->s[c->i] == '_'))
        c->i++;
    if (c->i == at || c->i != c->n) {
        *col = (int)c->i + 1;
        return "the puzzle's code (its characters only) at the end of the line";
    }
    char why[CODE_ERRLEN];
    code_shape sh;
    uint8_t *vals = NULL;
    char *code = xmalloc(c->n - at + 1);
    memcpy(code, c->s + at, c->n - at);
    code[c->n - at] = '\0';
    const char *no = code_decode_shape(code, &sh, &vals, why);
    free(vals);
    puzzle_kind coded = kind_shape(sh.box_rows, sh.box_cols, sh.ngrids, sh.diagonals);
    if (no || !kind_same_shape(&coded, &e->kind)) {
        free(code);
        return no ? "the puzzle's code (this one does not decode)"
                  : "the code of a puzzle of the line's size";
    }
    e->code = code;
    return NULL;
}

/* The lines of text into *out: strictly (the first bad line is the
 * message, *out then empty), or, with salvage, every line that reads by
 * itself, the others skipped (NULL then). */
static const char *parse_lines(const char *name, const char *text, size_t len, time_t now,
                               int salvage, history_list *out, char err[IO_ERRLEN])
{
    out->e = NULL;
    out->n = 0;
    if (!salvage && io_check_nul(err, name, text, len, "a history file"))
        return err;
    io_lines ls;
    io_lines_init(&ls, text, len);
    int cap = 0;
    while (io_lines_next(&ls)) {
        /* blanks after the code (an editor's) are no part of the line */
        while (ls.line_len > 0 && (ls.line[ls.line_len - 1] == ' ' ||
                                   ls.line[ls.line_len - 1] == '\t'))
            ls.line_len--;
        if (ls.line_len == 0)
            continue;
        if (salvage && memchr(ls.line, '\0', ls.line_len))
            continue;
        if (ls.line_len > HISTORY_MAX_LINE) {
            if (salvage)
                continue;
            history_free(out);
            return io_fail_at(err, name, ls.number, HISTORY_MAX_LINE + 1,
                       "expected a line of at most %d characters", HISTORY_MAX_LINE);
        }
        cursor c = { ls.line, ls.line_len, 0 };
        history_entry e;
        memset(&e, 0, sizeof e);
        int col = 1;
        const char *what = parse_line(&c, now, &e, &col);
        if (what && salvage)
            continue;
        if (what) {
            history_free(out);
            return io_fail_at(err, name, ls.number, col, "expected %s", what);
        }
        if (out->n == cap) {
            cap = cap ? 2 * cap : 64;
            out->e = xrealloc(out->e, sizeof *out->e * (size_t)cap);
        }
        out->e[out->n++] = e;
    }
    return NULL;
}

const char *history_parse(const char *name, const char *text, size_t len, time_t now,
                          history_list *out, char err[IO_ERRLEN])
{
    return parse_lines(name, text, len, now, 0, out, err);
}

int history_salvage(const char *text, size_t len, time_t now, history_list *out)
{
    char err[IO_ERRLEN];
    parse_lines("", text, len, now, 1, out, err);
    return out->n;
}

void history_free(history_list *list)
{
    for (int i = 0; list->e && i < list->n; i++)
        free(list->e[i].code);
    free(list->e);
    list->e = NULL;
    list->n = 0;
}

/* The line of an entry (with its newline) into buf, as snprintf: its length. */
static int format_line(char *buf, size_t len, const history_entry *e)
{
    char seed[24] = "-", shape[16];
    if (e->has_seed)
        snprintf(seed, sizeof seed, "%llu", (unsigned long long)e->seed);
    kind_shape_key(&e->kind, shape, sizeof shape);
    return snprintf(buf, len, "%04d-%02d-%02d %02d:%02d:%02d %s %d %d %ld %ld %ld %s %s %s\n",
                    e->date.y, e->date.m, e->date.d, e->hour, e->min, e->sec, shape,
                    e->kind.ngrids,
                    e->level, e->seconds, e->hints, e->checks, history_end_name(e->end), seed,
                    e->code);
}

int history_write_line(FILE *out, const history_entry *e)
{
    char line[HISTORY_MAX_LINE + 2];
    int n = format_line(line, sizeof line, e);
    if (n > 0 && (size_t)n < sizeof line)
        fputs(line, out);
    return ferror(out) || n <= 0 || (size_t)n >= sizeof line ? -1 : 0;
}

void history_stamp(history_entry *e, time_t now)
{
    struct tm tm;
    localtime_r(&now, &tm);
    e->date = (daily_date){ tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday };
    e->hour = tm.tm_hour, e->min = tm.tm_min, e->sec = tm.tm_sec;
}

/* What the history holds while it is read and changed (keep.h). */
typedef struct appending {
    history_list list;
    const history_entry *add;
    const char *path;        /* the history's, for its archives */
    char said[IO_ERRLEN];    /* what became of the oldest games, or "" */
} appending;

static const char *parse_kept(const char *name, const char *text, size_t len, void *ctx,
                              char err[IO_ERRLEN])
{
    return history_parse(name, text, len, time(NULL), &((appending *)ctx)->list, err);
}

static void reset_kept(void *ctx) { history_free(&((appending *)ctx)->list); }

static int salvage_kept(const char *name, const char *text, size_t len, void *ctx)
{
    (void)name;
    return history_salvage(text, len, time(NULL), &((appending *)ctx)->list);
}

/* The bytes of an entry's line. */
static size_t line_bytes(const history_entry *e) { return (size_t)format_line(NULL, 0, e); }

static size_t list_bytes(const history_list *l, int from, int to)
{
    size_t total = 0;
    for (int i = from; i < to; i++)
        total += line_bytes(&l->e[i]);
    return total;
}

/* Drops the first n entries of l. */
static void drop_first(history_list *l, int n)
{
    for (int i = 0; i < n; i++)
        free(l->e[i].code);
    memmove(l->e, l->e + n, sizeof *l->e * (size_t)(l->n - n));
    l->n -= n;
}

/* ---- the oldest games, kept apart: history.1, history.2, ... ---- */

#define HISTORY_ARCHIVES 10000 /* history.1 to history.9999 */

static void archive_path(const char *path, int n, char buf[KEEP_PATHLEN])
{
    snprintf(buf, KEEP_PATHLEN, "%.*s.%d", KEEP_PATHLEN - 8, path, n);
}

/* The number of the newest archive of the history at path (0: none). */
static int newest_archive(const char *path)
{
    char name[KEEP_PATHLEN];
    struct stat st;
    int n = 0;
    for (; n + 1 < HISTORY_ARCHIVES; n++) {
        archive_path(path, n + 1, name);
        if (lstat(name, &st) != 0)
            break;
    }
    return n;
}

static int same_entry(const history_entry *a, const history_entry *b)
{
    return a->date.y == b->date.y && a->date.m == b->date.m && a->date.d == b->date.d &&
           a->hour == b->hour && a->min == b->min && a->sec == b->sec &&
           kind_same_shape(&a->kind, &b->kind) && a->level == b->level && a->seconds == b->seconds &&
           a->hints == b->hints && a->checks == b->checks && a->end == b->end &&
           a->has_seed == b->has_seed && a->seed == b->seed && strcmp(a->code, b->code) == 0;
}

/* The oldest entries of l that the newest archive holds already (its last
 * line is one of them: a run that wrote the archive ended before it wrote
 * the history anew) go from l. */
static void drop_archived(const char *path, history_list *l)
{
    char name[KEEP_PATHLEN], err[IO_ERRLEN], *text;
    size_t len;
    keep_status why;
    int n = newest_archive(path);
    if (n == 0)
        return;
    archive_path(path, n, name);
    if (keep_read_file(name, 0, &text, &len, &why, err))
        return;
    history_list arch;
    history_salvage(text, len, time(NULL), &arch);
    free(text);
    for (int i = l->n - 1; arch.n > 0 && i >= 0; i--)
        if (same_entry(&l->e[i], &arch.e[arch.n - 1])) {
            drop_first(l, i + 1);
            break;
        }
    history_free(&arch);
}

/* Writes entries [0, n) of a->list as the new archive number. NULL or a
 * message. */
static int write_entries(FILE *out, void *ctx);
static const char *write_archive(appending *a, int n, int number, char err[IO_ERRLEN])
{
    char name[KEEP_PATHLEN];
    int exists;
    history_list part = { a->list.e, n };
    archive_path(a->path, number, name);
    return keep_write_new(name, write_entries, &part, &exists, err);
}

/* A history past HISTORY_BUDGET keeps its oldest games in new archives,
 * each within HISTORY_BUDGET, until what stays is within half of it;
 * a->said says where they went, or why they stay. 1 when entries went from
 * the list (the history is to be written anew), else 0. */
static int keep_oldest_apart(appending *a)
{
    history_list *l = &a->list;
    if (!a->path || list_bytes(l, 0, l->n) <= (size_t)HISTORY_BUDGET)
        return 0;
    int had = l->n;
    drop_archived(a->path, l);
    int first = 0, last = 0, moved = 0;
    while (l->n > 1 && list_bytes(l, 0, l->n) > (size_t)HISTORY_BUDGET / 2) {
        int n = 0;
        size_t part = 0, over = list_bytes(l, 0, l->n) - (size_t)HISTORY_BUDGET / 2;
        while (n < l->n - 1 && part < over && part + line_bytes(&l->e[n]) <=
                                                  (size_t)HISTORY_BUDGET)
            part += line_bytes(&l->e[n++]);
        n = n ? n : 1;
        int number = newest_archive(a->path) + 1;
        char err[IO_ERRLEN];
        if (number >= HISTORY_ARCHIVES || write_archive(a, n, number, err)) {
            snprintf(a->said, sizeof a->said, "the oldest games could not be kept apart in "
                     "history.%d (%.300s), so they stay in the history", number,
                     number >= HISTORY_ARCHIVES ? "too many archives" : err);
            return l->n != had;
        }
        drop_first(l, n);
        first = first ? first : number;
        last = number;
        moved += n;
    }
    if (moved && first == last)
        snprintf(a->said, sizeof a->said, "the oldest %d games are kept apart in history.%d",
                 moved, first);
    else if (moved)
        snprintf(a->said, sizeof a->said, "the oldest %d games are kept apart in history.%d "
                 "to history.%d", moved, first, last);
    return l->n != had;
}

/* Adds the line; the oldest go to an archive when the file would pass its
 * budget. */
static int change_kept(void *ctx, char err[IO_ERRLEN])
{
    (void)err;
    appending *a = ctx;
    history_list *l = &a->list;
    if (!a->add) /* only read (what could not be read is salvaged); a file salvaged
                    may be too large */
        return keep_oldest_apart(a);
    l->e = xrealloc(l->e, sizeof *l->e * (size_t)(l->n + 1));
    l->e[l->n] = *a->add;
    l->e[l->n++].code = xstrdup(a->add->code);
    keep_oldest_apart(a);
    return 1;
}

static int write_entries(FILE *out, void *ctx)
{
    const history_list *l = ctx;
    for (int i = 0; i < l->n; i++)
        if (history_write_line(out, &l->e[i]))
            return -1;
    return 0;
}

static int write_kept(FILE *out, void *ctx) { return write_entries(out, &((appending *)ctx)->list); }

static const keep_ops history_ops = { parse_kept, reset_kept, change_kept, write_kept,
                                      salvage_kept };

keep_status history_read(const char *path, history_list *out, char err[IO_ERRLEN])
{
    appending a = { { NULL, 0 }, NULL, NULL, "" };
    keep_status st = keep_read(path, &history_ops, &a, err);
    *out = a.list;
    return st;
}

/* What note says after a change of the history (rc keep_update's): a new
 * history when nothing of a bad one was kept, and where the oldest went. */
static void told(int rc, const char *said, char note[IO_ERRLEN])
{
    if (rc >= 0 && strstr(note, "moved it aside") && !strstr(note, "and kept the"))
        snprintf(note + strlen(note), IO_ERRLEN - strlen(note), ", a new history begins");
    if (rc >= 0 && said[0])
        snprintf(note + strlen(note), IO_ERRLEN - strlen(note), "%s%s", note[0] ? "; " : "",
                 said);
}

int history_append(const char *path, const history_entry *e, history_list *after,
                   char note[IO_ERRLEN])
{
    appending a = { { NULL, 0 }, e, path, "" };
    int rc = keep_update(path, &history_ops, &a, note);
    if (after && rc > 0)
        *after = a.list;
    else
        history_free(&a.list);
    if (after && rc <= 0)
        after->e = NULL, after->n = 0;
    told(rc, a.said, note);
    return rc < 0 ? -1 : 0;
}

int history_set_aside(const char *path, char note[IO_ERRLEN])
{
    appending a = { { NULL, 0 }, NULL, path, "" };
    int rc = keep_update_now(path, &history_ops, &a, note);
    history_free(&a.list);
    told(rc, a.said, note);
    return rc < 0 ? -1 : 0;
}
