/* fill_times.c - how long a puzzle takes here (fill.h): recent runs kept
 * per kind, their median, and the load now. */
#define _DEFAULT_SOURCE /* getloadavg */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fill.h"
#include "keep.h"
#include "util.h"

#define HEADER "sudokupair-tui run times"
#define KINDS_MAX 128 /* kinds the file may name (the game plays 50 kinds a symmetry) */
#define SECONDS_MAX 1000000.0

double fill_slowdown_of(double load, int runnable, int cores)
{
    double others = load;
    if (runnable > 0 && runnable - 1 < others)
        others = runnable - 1;
    if (!(others > 0) || cores < 1) /* NaN too */
        return 1;
    double slow = 1 + others / cores;
    return slow < FILL_SLOW_MAX ? slow : FILL_SLOW_MAX;
}

double fill_slowdown(void)
{
    double load = 0;
    int runnable = 0;
    FILE *f = fopen("/proc/loadavg", "r");
    if (f) {
        if (fscanf(f, "%lf %*f %*f %d/", &load, &runnable) != 2)
            load = 0, runnable = 0;
        fclose(f);
    }
    if (runnable <= 0 && getloadavg(&load, 1) != 1)
        return 1;
    return fill_slowdown_of(load, runnable, gen_threads());
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double fill_expect_of(const double *runs, int n, double slowdown)
{
    if (n <= 0)
        return 0;
    double sorted[FILL_RUNS];
    if (n > FILL_RUNS)
        runs += n - FILL_RUNS, n = FILL_RUNS;
    memcpy(sorted, runs, sizeof *runs * (size_t)n);
    qsort(sorted, (size_t)n, sizeof *sorted, by_value);
    return sorted[(n - 1) / 2] * (slowdown > 1 ? slowdown : 1);
}

/* ---- the file ---- */

typedef struct times {
    char names[KINDS_MAX][64];
    double runs[KINDS_MAX][FILL_RUNS];
    int nruns[KINDS_MAX];
    int n;
    const char *kind; /* the change: this run added to this kind */
    double run;
} times;

/* "S": digits, then a point and 1 to 3 digits or nothing, at most
 * SECONDS_MAX; *at past it. 1, or 0 with *at at the bad character. */
static int read_seconds(const char *l, size_t n, size_t *at, double *out)
{
    uint64_t whole, part = 0;
    if (io_number(l, n, at, 10, (uint64_t)SECONDS_MAX, &whole))
        return 0;
    double scale = 1;
    if (*at < n && l[*at] == '.') {
        size_t from = ++*at;
        if (io_number(l, n, at, 10, 999, &part) || *at - from > 3)
            return 0;
        for (size_t i = from; i < *at; i++)
            scale *= 10;
    }
    *out = (double)whole + (double)part / scale;
    return 1;
}

/* One line "NAME S S ..." into t. NULL or err. */
static const char *read_line(times *t, const char *name, const io_lines *ls, char *err)
{
    const char *l = ls->line, *sp = memchr(l, ' ', ls->line_len);
    size_t n = ls->line_len, nl = sp ? (size_t)(sp - l) : n, at = nl;
    if (nl == 0 || nl >= sizeof t->names[0])
        return io_fail_at(err, name, ls->number, 1, "expected a kind's name");
    if (t->n >= KINDS_MAX)
        return io_fail_at(err, name, ls->number, 1, "expected at most %d kinds", KINDS_MAX);
    int k = t->n, count = 0;
    while (at < n) {
        if (count >= FILL_RUNS)
            return io_fail_at(err, name, ls->number, (int)at + 1, "expected at most %d runs",
                              FILL_RUNS);
        if (l[at] != ' ')
            return io_fail_at(err, name, ls->number, (int)at + 1, "expected one space");
        size_t from = ++at;
        if (!read_seconds(l, n, &at, &t->runs[k][count]))
            return io_fail_at(err, name, ls->number, (int)from + 1,
                              "expected seconds such as 1.25");
        count++;
    }
    if (count == 0)
        return io_fail_at(err, name, ls->number, (int)at + 1, "expected seconds after the kind");
    memcpy(t->names[k], l, nl);
    t->names[k][nl] = '\0';
    t->nruns[k] = count;
    t->n++;
    return NULL;
}

static const char *parse_times(const char *name, const char *text, size_t len, void *ctx,
                               char err[IO_ERRLEN])
{
    times *t = ctx;
    if (io_check_nul(err, name, text, len, "the run times"))
        return err;
    io_lines ls;
    io_lines_init(&ls, text, len);
    char format[16];
    snprintf(format, sizeof format, "format %d", FILL_TIMES_FORMAT);
    const char *const head[] = { HEADER, format };
    for (int i = 0; i < 2; i++) {
        if (!io_lines_next(&ls))
            return io_fail_at(err, name, ls.number + 1, 1, "expected '%s'", head[i]);
        if (ls.line_len != strlen(head[i]) || memcmp(ls.line, head[i], ls.line_len) != 0)
            return io_fail_at(err, name, ls.number, 1, "expected '%s'", head[i]);
    }
    while (io_lines_next(&ls))
        if (read_line(t, name, &ls, err))
            return err;
    return NULL;
}

static void reset_times(void *ctx) { ((times *)ctx)->n = 0; }

/* The index of kind in t, or -1. */
static int find(const times *t, const char *kind)
{
    for (int i = 0; i < t->n; i++)
        if (strcmp(t->names[i], kind) == 0)
            return i;
    return -1;
}

static int add_run(void *ctx, char err[IO_ERRLEN])
{
    times *t = ctx;
    int i = find(t, t->kind);
    if (i < 0) {
        if (t->n >= KINDS_MAX)
            return snprintf(err, IO_ERRLEN, "too many kinds"), -1;
        i = t->n++;
        snprintf(t->names[i], sizeof t->names[i], "%s", t->kind);
        t->nruns[i] = 0;
    }
    if (t->nruns[i] == FILL_RUNS) /* the oldest goes */
        memmove(t->runs[i], t->runs[i] + 1, sizeof t->runs[i][0] * (FILL_RUNS - 1));
    else
        t->nruns[i]++;
    t->runs[i][t->nruns[i] - 1] = t->run;
    return 1;
}

static int write_times(FILE *out, void *ctx)
{
    const times *t = ctx;
    fprintf(out, HEADER "\nformat %d\n", FILL_TIMES_FORMAT);
    for (int i = 0; i < t->n; i++) {
        fputs(t->names[i], out);
        for (int r = 0; r < t->nruns[i]; r++)
            fprintf(out, " %.3f", t->runs[i][r]);
        fputc('\n', out);
    }
    return 0;
}

static const keep_ops TIMES_OPS = { parse_times, reset_times, add_run, write_times, NULL };

/* The file's path into buf; NULL when there is no cache folder. */
static const char *times_path(char buf[KEEP_PATHLEN])
{
    char err[IO_ERRLEN];
    if (store_dir(buf, err) || strlen(buf) + 7 > KEEP_PATHLEN)
        return NULL;
    strcat(buf, "/times");
    return buf;
}

const char *fill_times_parse_text(const char *name, const char *text, size_t len, int *kinds,
                                  char err[IO_ERRLEN])
{
    times *t = xcalloc(1, sizeof *t);
    const char *bad = parse_times(name, text, len, t, err);
    *kinds = bad ? 0 : t->n;
    free(t);
    return bad;
}

/* Rough seconds of a puzzle on two quiet cores, for a kind never made here:
 * by size (kind_k_about), a level or maximal, a pair or one grid. */
static double rough(const puzzle_kind *key)
{
    /* [a pair][k - GRID_KMIN][maximal] */
    static const double ROUGH[2][GRID_KMAX - GRID_KMIN + 1][2] = {
        { { 0.01, 0.01 }, { 0.02, 0.02 }, { 0.05, 0.2 }, { 0.5, 1 }, { 10, 20 } },
        { { 0.01, 0.01 }, { 0.05, 0.05 }, { 0.2, 5 }, { 3, 5 }, { 60, 120 } },
    };
    int k = kind_k_about(key);
    return ROUGH[key->ngrids != 1][k - GRID_KMIN][key->level == LEVEL_MAXIMAL];
}

double fill_expect(const puzzle_kind *key, int *measured)
{
    char path[KEEP_PATHLEN], kind[64], err[IO_ERRLEN];
    double slow = fill_slowdown(), seconds = 0;
    kind_key_name(key, kind, sizeof kind);
    times *t = xcalloc(1, sizeof *t);
    int i = -1;
    if (times_path(path) && keep_read(path, &TIMES_OPS, t, err) == KEEP_OK &&
        (i = find(t, kind)) >= 0)
        seconds = fill_expect_of(t->runs[i], t->nruns[i], slow);
    free(t);
    if (measured)
        *measured = seconds > 0;
    return seconds > 0 ? seconds : rough(key) * slow;
}

void fill_note_time(gen_strategy strategy, const puzzle_kind *key, double seconds)
{
    char path[KEEP_PATHLEN], kind[64], note[IO_ERRLEN];
    if (strategy != GEN_FAST || !(seconds > 0) || !times_path(path))
        return;
    kind_key_name(key, kind, sizeof kind);
    times *t = xcalloc(1, sizeof *t);
    t->kind = kind;
    t->run = seconds / fill_slowdown();
    if (t->run > SECONDS_MAX)
        t->run = SECONDS_MAX;
    if (t->run < 0.001)
        t->run = 0.001;
    keep_update(path, &TIMES_OPS, t, note);
    free(t);
}
