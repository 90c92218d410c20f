/* best.c - best times per category (see best.h). */
#define _POSIX_C_SOURCE 200809L
#include "best.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "code.h"
#include "keep.h"
#include "grid.h"
#include "util.h"

const char *best_path(char buf[KEEP_PATHLEN], char err[IO_ERRLEN])
{
    return keep_path("best-times", buf, err);
}

/* Digits at s[*i] (io_number; a '-' before them when neg): 0 with the value
 * within [min, max], -1 otherwise. */
static int field(const char *s, size_t len, size_t *i, int neg, long min, long max, long *v)
{
    int minus = neg && *i < len && s[*i] == '-';
    *i += (size_t)minus;
    uint64_t x;
    if (io_number(s, len, i, 10, (uint64_t)(minus ? -min : max), &x) != 0)
        return -1;
    long y = minus ? -(long)x : (long)x;
    if (y < min || y > max)
        return -1;
    *v = y;
    return 0;
}

const char *best_parse(const char *name, const char *text, size_t len, best_entry **entries,
                       int *count, char err[IO_ERRLEN])
{
    *entries = NULL;
    *count = 0;
    if (io_check_nul(err, name, text, len, "a best-times file"))
        return err;
    io_lines ls;
    io_lines_init(&ls, text, len);
    int cap = 0;
    best_entry *list = NULL;
    static const char *const what[4] = {
        "a box size from 2 to 5, or boxes RxC up to 25x25 (then d: diagonals)",
        "1 or 2 grids", "a level from -2 to 4", "whole seconds (digits, at most 99999999)"
    };
    while (io_lines_next(&ls)) {
        const char *s = ls.line;
        size_t n = ls.line_len, i = 0;
        if (n == 0)
            continue;
        const long min[4] = { 0, 1, -2, 0 }, max[4] = { 0, 2, 4, BEST_MAX_SECONDS };
        long f[4];
        puzzle_kind kd = kind_square(0, 0, LEVEL_UNKNOWN, KIND_SYM_DEFAULT);
        for (int j = 0; j < 4; j++) {
            size_t at = i;
            int bad = j ? field(s, n, &i, j == 2, min[j], max[j], &f[j]) != 0
                        : kind_shape_read(s, n, &i, 1, &kd) != 0;
            if (bad || (j < 3 && (i >= n || s[i] != ' ')) || (j == 3 && i != n && s[i] != ' ')) {
                best_free(list, *count);
                *count = 0;
                return io_fail_at(err, name, ls.number, (int)at + 1, "expected %s%s", what[j],
                           j < 3 ? " and a space"
                                 : ", then a space and a puzzle code or the end of the line");
            }
            i++;
        }
        kd.ngrids = (int)f[1];
        char *code = NULL;
        if (i <= n) { /* a space: the puzzle's code, its characters only, of this size */
            size_t at = i;
            while (i < n && ((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' && s[i] <= 'z') ||
                             (s[i] >= '0' && s[i] <= '9') || s[i] == '-' || s[i] == '_'))
                i++;
            char why[CODE_ERRLEN] = "";
            if (i == at || i != n) {
                snprintf(why, sizeof why, "a character no puzzle code has");
            } else {
                code_shape sh;
                uint8_t *vals = NULL;
                code = xmalloc(n - at + 1);
                memcpy(code, s + at, n - at);
                code[n - at] = '\0';
                char kind[64];
                puzzle_kind coded = kd;
                if (!code_decode_shape(code, &sh, &vals, why)) {
                    coded = kind_shape(sh.box_rows, sh.box_cols, sh.ngrids, sh.diagonals);
                    if (!kind_same_shape(&coded, &kd))
                        snprintf(why, sizeof why, "the code of a %s, not of this record's size",
                                 kind_name(&coded, LEVEL_NONE, kind, sizeof kind));
                }
                free(vals);
            }
            if (why[0]) {
                free(code);
                best_free(list, *count);
                *count = 0;
                return io_fail_at(err, name, ls.number, (int)(i == n ? at : i) + 1,
                           "expected the puzzle's code (%s)", why);
            }
        }
        if (*count == cap) {
            cap = cap ? 2 * cap : 16;
            list = xrealloc(list, sizeof *list * (size_t)cap);
        }
        list[(*count)++] = (best_entry){ kd, (int)f[2], f[3], code };
    }
    *entries = list;
    return NULL;
}

void best_free(best_entry *entries, int count)
{
    for (int i = 0; entries && i < count; i++)
        free(entries[i].code);
    free(entries);
}

/* What best-times holds while it is read and changed (keep.h). */
typedef struct records {
    best_entry *list;
    int n;
    int read; /* a file was there and read */
    /* the change: a finish of this category and time */
    puzzle_kind kind;
    int level;
    long secs;
    const char *code;
    const best_entry *past; /* what to start from when nothing was read */
    int npast;
    long old;     /* the old best, -1 when none */
    int new_best; /* the finish is the category's best */
    int rebuilt;  /* the records were started from past */
} records;

static const char *parse_records(const char *name, const char *text, size_t len, void *ctx,
                                 char err[IO_ERRLEN])
{
    records *rs = ctx;
    const char *msg = best_parse(name, text, len, &rs->list, &rs->n, err);
    rs->read = !msg;
    return msg;
}

static void reset_records(void *ctx)
{
    records *rs = ctx;
    best_free(rs->list, rs->n);
    rs->list = NULL;
    rs->n = 0;
    rs->read = 0;
}

/* Nothing read (no file, or one moved aside): the records start from past. */
static void rebuild(records *rs)
{
    if (rs->read || rs->npast <= 0)
        return;
    rs->list = xrealloc(rs->list, sizeof *rs->list * (size_t)(rs->n + rs->npast));
    for (int i = 0; i < rs->npast; i++) {
        rs->list[rs->n] = rs->past[i];
        rs->list[rs->n++].code = rs->past[i].code ? xstrdup(rs->past[i].code) : NULL;
    }
    rs->rebuilt = 1;
}

/* Puts the finish in (after rebuild): the file is written when it is a new
 * best or the records were rebuilt. */
static int change_records(void *ctx, char err[IO_ERRLEN])
{
    (void)err;
    records *rs = ctx;
    int at = -1;
    rebuild(rs);
    rs->old = -1;
    for (int i = 0; i < rs->n; i++)
        if (kind_same_shape(&rs->list[i].kind, &rs->kind) && rs->list[i].level == rs->level) {
            if (rs->old < 0 || rs->list[i].seconds < rs->old)
                rs->old = rs->list[i].seconds;
            at = i;
        }
    rs->new_best = rs->old < 0 || rs->secs < rs->old;
    if (!rs->new_best)
        return rs->rebuilt;
    if (at < 0) {
        rs->list = xrealloc(rs->list, sizeof *rs->list * (size_t)(rs->n + 1));
        at = rs->n++;
        rs->list[at].code = NULL;
    }
    free(rs->list[at].code); /* the old best's puzzle */
    rs->list[at] = (best_entry){ rs->kind, rs->level, rs->secs,
                                 rs->code ? xstrdup(rs->code) : NULL };
    return 1;
}

static int write_records(FILE *out, void *ctx)
{
    const records *rs = ctx;
    for (int i = 0; i < rs->n; i++) {
        char shape[16];
        kind_shape_key(&rs->list[i].kind, shape, sizeof shape);
        fprintf(out, "%s %d %d %ld%s%s\n", shape, rs->list[i].kind.ngrids, rs->list[i].level,
                rs->list[i].seconds, rs->list[i].code ? " " : "",
                rs->list[i].code ? rs->list[i].code : "");
    }
    return ferror(out) ? -1 : 0;
}

static const keep_ops best_ops = { parse_records, reset_records, change_records,
                                   write_records, NULL };

double best_get(const char *path, const puzzle_kind *kd, level_id id)
{
    int level = level_code(id);
    records rs = { 0 };
    char err[IO_ERRLEN];
    double best = -1;
    if (keep_read(path, &best_ops, &rs, err) != KEEP_OK)
        return -1;
    for (int i = 0; i < rs.n; i++)
        if (kind_same_shape(&rs.list[i].kind, kd) && rs.list[i].level == level &&
            (best < 0 || rs.list[i].seconds < best))
            best = (double)rs.list[i].seconds;
    best_free(rs.list, rs.n);
    return best;
}

int best_record(const char *path, const puzzle_kind *kd, level_id id, double seconds,
                const char *code, const best_entry *past, int npast, double *previous,
                char note[IO_ERRLEN])
{
    if (seconds < 0 || seconds != seconds)
        seconds = 0;
    records rs = { 0 };
    rs.kind = *kd, rs.level = level_code(id);
    rs.secs = seconds > BEST_MAX_SECONDS ? BEST_MAX_SECONDS : (long)seconds;
    rs.code = code, rs.past = past, rs.npast = npast, rs.old = -1;
    int rc = keep_update(path, &best_ops, &rs, note);
    best_free(rs.list, rs.n);
    if (previous)
        *previous = (double)rs.old;
    if (rc >= 0 && strstr(note, "moved it aside"))
        snprintf(note + strlen(note), IO_ERRLEN - strlen(note), "%s",
                 rs.rebuilt ? ", the best times rebuilt from the history"
                            : ", a new best-times begins");
    return rc < 0 ? -1 : rs.new_best;
}
