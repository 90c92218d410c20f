/* best.c - best times per category (see best.h). */
#define _POSIX_C_SOURCE 200809L
#include "best.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "code.h"
#include "grid.h"
#include "util.h"

const char *best_path(char buf[SAVE_PATHLEN], char err[IO_ERRLEN])
{
    return save_path("best-times", buf, err);
}

__attribute__((format(printf, 5, 6))) static const char *bad(char *err, const char *name,
                                                             int line, int col,
                                                             const char *fmt, ...)
{
    char msg[IO_ERRLEN - IO_PATHSHOW - 32], shown[IO_PATHSHOW + 4];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(err, IO_ERRLEN, "%s:%d:%d: %s", io_show_path(name, shown), line, col, msg);
    return err;
}

/* Digits at s[*i] (an optional '-' when neg): 0 with the value within
 * [min, max], -1 otherwise. */
static int field(const char *s, size_t len, size_t *i, int neg, long min, long max, long *v)
{
    int minus = neg && *i < len && s[*i] == '-';
    if (minus)
        (*i)++;
    size_t start = *i;
    long x = 0;
    while (*i < len && s[*i] >= '0' && s[*i] <= '9') {
        if (x > max)
            return -1;
        x = x * 10 + (s[*i] - '0');
        (*i)++;
    }
    if (*i == start || *i - start > 9)
        return -1;
    x = minus ? -x : x;
    if (x < min || x > max)
        return -1;
    *v = x;
    return 0;
}

const char *best_parse(const char *name, const char *text, size_t len, best_entry **entries,
                       int *count, char err[IO_ERRLEN])
{
    *entries = NULL;
    *count = 0;
    if (memchr(text, '\0', len)) {
        const char *z = memchr(text, '\0', len);
        int line = 1, col = 1;
        for (const char *p = text; p < z; p++)
            if (*p == '\n')
                line++, col = 1;
            else
                col++;
        return bad(err, name, line, col, "a NUL byte: not a best-times file");
    }
    io_lines ls;
    io_lines_init(&ls, text, len);
    int cap = 0;
    best_entry *list = NULL;
    static const char *const what[4] = {
        "a box size from 2 to 5", "1 or 2 grids", "a level from -2 to 4",
        "whole seconds (digits, at most 99999999)"
    };
    while (io_lines_next(&ls)) {
        const char *s = ls.line;
        size_t n = ls.line_len, i = 0;
        if (n == 0)
            continue;
        const long min[4] = { GRID_KMIN, 1, -2, 0 },
                   max[4] = { GRID_KMAX_PLAY, 2, 4, BEST_MAX_SECONDS };
        long f[4];
        for (int j = 0; j < 4; j++) {
            size_t at = i;
            if (field(s, n, &i, j == 2, min[j], max[j], &f[j]) != 0 ||
                (j < 3 && (i >= n || s[i] != ' ')) || (j == 3 && i != n && s[i] != ' ')) {
                best_free(list, *count);
                *count = 0;
                return bad(err, name, ls.number, (int)at + 1, "expected %s%s", what[j],
                           j < 3 ? " and a space"
                                 : ", then a space and a puzzle code or the end of the line");
            }
            i++;
        }
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
                int ck, cg;
                uint8_t *vals = NULL;
                code = xmalloc(n - at + 1);
                memcpy(code, s + at, n - at);
                code[n - at] = '\0';
                if (!code_decode(code, &ck, &cg, &vals, why) && (ck != f[0] || cg != f[1]))
                    snprintf(why, sizeof why, "the code of a %dx%d %s, not of this record's size",
                             ck * ck, ck * ck, cg == 2 ? "pair" : "grid");
                free(vals);
            }
            if (why[0]) {
                free(code);
                best_free(list, *count);
                *count = 0;
                return bad(err, name, ls.number, (int)(i == n ? at : i) + 1,
                           "expected the puzzle's code (%s)", why);
            }
        }
        if (*count == cap) {
            cap = cap ? 2 * cap : 16;
            list = xrealloc(list, sizeof *list * (size_t)cap);
        }
        list[(*count)++] = (best_entry){ (int)f[0], (int)f[1], (int)f[2], f[3], code };
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

/* The records of path: 0 (a missing file holds none), or -1 with err. */
static int read_records(const char *path, best_entry **list, int *n, char *err)
{
    char *text;
    size_t len;
    save_status why;
    *list = NULL;
    *n = 0;
    if (save_read_file(path, &text, &len, &why, err))
        return why == SAVE_MISSING ? 0 : -1;
    const char *msg = best_parse(path, text, len, list, n, err);
    free(text);
    return msg ? -1 : 0;
}

double best_get(const char *path, int k, int ngrids, level_id id)
{
    int level = level_code(id);
    best_entry *list;
    int n;
    char err[IO_ERRLEN];
    double best = -1;
    if (read_records(path, &list, &n, err))
        return -1;
    for (int i = 0; i < n; i++)
        if (list[i].k == k && list[i].ngrids == ngrids && list[i].level == level &&
            (best < 0 || list[i].seconds < best))
            best = (double)list[i].seconds;
    best_free(list, n);
    return best;
}

typedef struct records {
    best_entry *list;
    int n;
} records;

static int write_records(FILE *out, void *ctx)
{
    const records *rs = ctx;
    for (int i = 0; i < rs->n; i++)
        fprintf(out, "%d %d %d %ld%s%s\n", rs->list[i].k, rs->list[i].ngrids,
                rs->list[i].level, rs->list[i].seconds, rs->list[i].code ? " " : "",
                rs->list[i].code ? rs->list[i].code : "");
    return ferror(out) ? -1 : 0;
}

int best_record(const char *path, int k, int ngrids, level_id id, double seconds,
                const char *code, double *previous, char note[IO_ERRLEN])
{
    int level = level_code(id);
    best_entry *list;
    int n, at = -1;
    char why[IO_ERRLEN];
    note[0] = '\0';
    if (read_records(path, &list, &n, why)) {
        char dest[SAVE_IDLEN + 64], err[IO_ERRLEN];
        if (save_move_path_aside(path, dest, sizeof dest, err)) {
            snprintf(note, IO_ERRLEN, "%.300s; it could not be moved aside either (%.100s), so "
                                      "it is left as it is", why, err);
            return -1;
        }
        snprintf(note, IO_ERRLEN, "%.300s; moved it aside to %s, a new best-times begins", why,
                 dest);
    }
    if (seconds < 0 || seconds != seconds)
        seconds = 0;
    long secs = seconds > BEST_MAX_SECONDS ? BEST_MAX_SECONDS : (long)seconds;
    long old = -1;
    for (int i = 0; i < n; i++)
        if (list[i].k == k && list[i].ngrids == ngrids && list[i].level == level) {
            if (old < 0 || list[i].seconds < old)
                old = list[i].seconds;
            at = i;
        }
    if (previous)
        *previous = (double)old;
    if (old >= 0 && secs >= old) {
        best_free(list, n);
        return 0;
    }
    if (at < 0) {
        list = xrealloc(list, sizeof *list * (size_t)(n + 1));
        at = n++;
        list[at].code = NULL;
    }
    free(list[at].code); /* the old best's puzzle */
    list[at] = (best_entry){ k, ngrids, level, secs, code ? xstrdup(code) : NULL };
    records rs = { list, n };
    char err[IO_ERRLEN];
    const char *msg = save_make_dirs(path, err);
    if (!msg)
        msg = io_write_atomic(path, write_records, &rs, err);
    best_free(list, n);
    if (msg) {
        size_t used = strlen(note);
        snprintf(note + used, IO_ERRLEN - used, "%s%.300s", used ? "; " : "", msg);
        return -1;
    }
    return 1;
}
