/* store.c - the puzzle store: a few ready puzzles of each kind in the cache
 * folder, kept through keep.h (see store.h). */
#define _POSIX_C_SOURCE 200809L
#include "store.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "code.h"
#include "gen.h"
#include "grid.h"
#include "keep.h"
#include "save.h"
#include "util.h"

#define HEADER "sudokupair-tui puzzle store"

const char *store_dir(char buf[KEEP_PATHLEN], char err[IO_ERRLEN])
{
    return keep_xdg_dir("XDG_CACHE_HOME", ".cache", "there is no cache folder", "cache folder",
                        buf, err);
}

const char *store_path(const puzzle_kind *key, char buf[KEEP_PATHLEN], char err[IO_ERRLEN])
{
    char name[64];
    if (store_dir(buf, err))
        return err;
    kind_key_name(key, name, sizeof name);
    size_t used = strlen(buf);
    snprintf(buf + used, KEEP_PATHLEN - used, "/%s.store", name);
    return NULL;
}

/* ---- what a file holds ---- */

typedef struct entry {
    uint64_t seed;
    uint8_t *puzzle, *solution;
} entry;

/* A store file read, and the change to make to it. */
typedef struct stock {
    const puzzle_kind *key;
    geom *g;
    int stale;        /* another format or generator: nothing of it is kept */
    double seconds;   /* the running mean; 0: not known */
    entry e[STORE_MAX];
    int n;
    /* the change: store_take's ask and answer, store_put's puzzle */
    const uint64_t *want_seed;
    int taken;
    entry got, put;
    double put_seconds;
} stock;

static void stock_reset(void *ctx)
{
    stock *s = ctx;
    for (int i = 0; i < s->n; i++) {
        free(s->e[i].puzzle);
        free(s->e[i].solution);
    }
    s->n = 0;
    s->stale = 0;
    s->seconds = 0;
}

/* A number at l[*at] (io_number, below 2^64, written as the writer writes
 * it: no leading zero), and *at past it. 1 when there was one (*at as it
 * was when not). */
static int read_number(const char *l, size_t n, size_t *at, uint64_t *out)
{
    size_t i = *at;
    if (io_number(l, n, &i, 10, UINT64_MAX, out) != 0 || (l[*at] == '0' && i - *at > 1))
        return 0;
    *at = i;
    return 1;
}

/* The line "WORD REST": 1 when it starts with word and one space, *at at REST. */
static int keyword(const io_lines *ls, const char *word, size_t *at)
{
    size_t w = strlen(word);
    if (ls->line_len <= w || memcmp(ls->line, word, w) != 0 || ls->line[w] != ' ')
        return 0;
    *at = w + 1;
    return 1;
}

/* "seconds S": digits (at most 999999999), then a point and 1 to 3 digits
 * or nothing. */
static int read_seconds(const io_lines *ls, size_t at, double *out)
{
    const char *l = ls->line;
    size_t n = ls->line_len;
    uint64_t whole, part = 0;
    double unit = 1;
    if (io_number(l, n, &at, 10, 999999999, &whole) != 0)
        return 0;
    if (at < n && l[at] == '.') {
        size_t point = ++at;
        if (io_number(l, n, &at, 10, 999, &part) != 0 || at - point > 3)
            return 0;
        for (size_t d = point; d < at; d++)
            unit *= 10;
    }
    *out = (double)whole + (double)part / unit;
    return at == n;
}

/* One code of the kind at l[*at], up to a space or the end: *vals (free it). */
static const char *read_code(const stock *s, const char *name, const io_lines *ls, size_t *at,
                             uint8_t **vals, char *err)
{
    const char *l = ls->line;
    size_t n = ls->line_len, end = *at;
    while (end < n && l[end] != ' ')
        end++;
    if (end == *at || end - *at > 4096)
        return io_fail_at(err, name, ls->number, (int)*at + 1, "expected a puzzle code");
    char code[4100], why[CODE_ERRLEN];
    memcpy(code, l + *at, end - *at);
    code[end - *at] = '\0';
    code_shape sh;
    if (code_decode_shape(code, &sh, vals, why))
        return io_fail_at(err, name, ls->number, (int)*at + 1, "%s", why);
    puzzle_kind coded = kind_shape(sh.box_rows, sh.box_cols, sh.ngrids, sh.diagonals);
    if (!kind_same_shape(&coded, s->key)) {
        char kind[64];
        free(*vals);
        return io_fail_at(err, name, ls->number, (int)*at + 1, "expected a code of a %s",
                          kind_name(s->key, LEVEL_NONE, kind, sizeof kind));
    }
    *at = end;
    return NULL;
}

/* "puzzle SEED CODE SOLUTION" into the next entry. */
static const char *read_puzzle(stock *s, const char *name, const io_lines *ls, size_t at,
                               char *err)
{
    const char *l = ls->line;
    size_t n = ls->line_len;
    entry e = { 0, NULL, NULL };
    if (s->n >= STORE_MAX)
        return io_fail_at(err, name, ls->number, 1,
                          "expected at most %d puzzles", STORE_MAX);
    if (!read_number(l, n, &at, &e.seed) || at >= n || l[at] != ' ')
        return io_fail_at(err, name, ls->number, (int)at + 1,
                          "expected a seed (digits) and one space");
    at++;
    if (read_code(s, name, ls, &at, &e.puzzle, err))
        return err;
    if (at >= n || l[at] != ' ') {
        free(e.puzzle);
        return io_fail_at(err, name, ls->number, (int)at + 1,
                          "expected one space and the solution's code");
    }
    size_t sol_at = ++at;
    if (read_code(s, name, ls, &at, &e.solution, err)) {
        free(e.puzzle);
        return err;
    }
    const char *why = at < n ? "expected the end of the line"
                      : !grid_is_solution(s->g, e.solution) ? "expected a solution (a full "
                                                              "grid that keeps the rules)"
                      : !grid_count_filled(s->g, e.puzzle) ? "expected a puzzle with givens"
                                                           : NULL;
    for (int c = 0; !why && c < s->g->ncells; c++)
        if (e.puzzle[c] && e.puzzle[c] != e.solution[c])
            why = "expected the solution of the puzzle (it differs at a given)";
    if (why) {
        free(e.puzzle);
        free(e.solution);
        return io_fail_at(err, name, ls->number, (int)(at < n ? at : sol_at) + 1, "%s", why);
    }
    s->e[s->n++] = e;
    return NULL;
}

/* The header lines; 1 when the file is of another format (the rest is not
 * read), 0 to go on (stale set when it is of another generator: it is read
 * as strictly, then its puzzles are dropped), -1 with err. */
static int read_header(stock *s, const char *name, io_lines *ls, char *err)
{
    static const char *const WORDS[] = { NULL, "format", "generator", "kind", "seconds" };
    char kind[64];
    kind_key_name(s->key, kind, sizeof kind);
    for (int i = 0; i < 5; i++) {
        size_t at = 0;
        uint64_t v = 0;
        if (!io_lines_next(ls))
            return io_fail_at(err, name, ls->number + 1, 1,
                              "expected %s%s", i ? "the line " : "",
                       i ? WORDS[i] : "'" HEADER "'"), -1;
        const char *l = ls->line;
        size_t n = ls->line_len;
        if (i == 0 && (n != strlen(HEADER) || memcmp(l, HEADER, n) != 0))
            return io_fail_at(err, name, ls->number, 1, "expected '" HEADER "'"), -1;
        if (i > 0 && !keyword(ls, WORDS[i], &at))
            return io_fail_at(err, name, ls->number, 1,
                              "expected '%s' and one space", WORDS[i]), -1;
        if ((i == 1 || i == 2) && (!read_number(l, n, &at, &v) || at != n))
            return io_fail_at(err, name, ls->number, (int)at + 1, "expected a number"), -1;
        if (i == 1 && v != STORE_FORMAT) {
            s->stale = 1;
            return 1;
        }
        if (i == 2 && v != GEN_VERSION)
            s->stale = 1;
        if (i == 3 && (n - at != strlen(kind) || memcmp(l + at, kind, n - at) != 0))
            return io_fail_at(err, name, ls->number, (int)at + 1,
                              "expected the kind %s (the file's name)",
                       kind), -1;
        if (i == 4 && !read_seconds(ls, at, &s->seconds))
            return io_fail_at(err, name, ls->number, (int)at + 1,
                              "expected seconds such as 1.25"), -1;
    }
    return 0;
}

static const char *parse_stock(const char *name, const char *text, size_t len, void *ctx,
                               char err[IO_ERRLEN])
{
    stock *s = ctx;
    if (io_check_nul(err, name, text, len, "a puzzle store"))
        return err;
    io_lines ls;
    io_lines_init(&ls, text, len);
    int head = read_header(s, name, &ls, err);
    if (head)
        return head < 0 ? err : NULL;
    while (io_lines_next(&ls)) {
        size_t at;
        if (!keyword(&ls, "puzzle", &at))
            return io_fail_at(err, name, ls.number, 1,
                              "expected 'puzzle SEED CODE SOLUTION'");
        if (read_puzzle(s, name, &ls, at, err))
            return err;
    }
    if (s->stale) { /* another generator's: a seed would now make another puzzle */
        stock_reset(s);
        s->stale = 1;
    }
    return NULL;
}

static int write_stock(FILE *out, void *ctx)
{
    stock *s = ctx;
    char kind[64];
    kind_key_name(s->key, kind, sizeof kind);
    fprintf(out, HEADER "\nformat %d\ngenerator %d\nkind %s\nseconds %.3f\n", STORE_FORMAT,
            GEN_VERSION, kind, s->seconds);
    for (int i = 0; i < s->n; i++) {
        char *p = code_encode(s->g, s->e[i].puzzle), *sol = code_encode(s->g, s->e[i].solution);
        fprintf(out, "puzzle %llu %s %s\n", (unsigned long long)s->e[i].seed, p, sol);
        free(p);
        free(sol);
    }
    return ferror(out) ? -1 : 0;
}

/* A stale file's puzzles and time go: it is written anew. */
static int drop_stale(stock *s)
{
    if (!s->stale)
        return 0;
    stock_reset(s);
    return 1;
}

static int change_take(void *ctx, char err[IO_ERRLEN])
{
    (void)err;
    stock *s = ctx;
    if (s->stale)
        return drop_stale(s);
    int i = 0;
    while (i < s->n && s->want_seed && s->e[i].seed != *s->want_seed)
        i++;
    if (i == s->n)
        return 0;
    s->got = s->e[i];
    s->taken = 1;
    memmove(&s->e[i], &s->e[i + 1], sizeof *s->e * (size_t)(s->n - i - 1));
    s->n--;
    return 1;
}

static int change_put(void *ctx, char err[IO_ERRLEN])
{
    (void)err;
    stock *s = ctx;
    int changed = drop_stale(s);
    if (s->put_seconds > 0) {
        s->put_seconds = s->put_seconds < 0.001 ? 0.001 : s->put_seconds; /* 0 is "not known" */
        /* a running mean that follows a machine or a generator that changed */
        s->seconds = s->seconds > 0 ? 0.7 * s->seconds + 0.3 * s->put_seconds : s->put_seconds;
        changed = 1;
    }
    if (!s->put.puzzle || s->n >= STORE_FEW)
        return changed;
    for (int i = 0; i < s->n; i++)
        if (s->e[i].seed == s->put.seed)
            return changed;
    size_t nc = (size_t)s->g->ncells;
    entry e = { s->put.seed, xmalloc(nc), xmalloc(nc) };
    memcpy(e.puzzle, s->put.puzzle, nc);
    memcpy(e.solution, s->put.solution, nc);
    s->e[s->n++] = e;
    s->taken = 1; /* kept */
    return 1;
}

static const keep_ops TAKE = { parse_stock, stock_reset, change_take, write_stock, NULL };
static const keep_ops PUT = { parse_stock, stock_reset, change_put, write_stock, NULL };

static stock *stock_new(const puzzle_kind *key)
{
    stock *s = xcalloc(1, sizeof *s);
    s->key = key;
    s->g = kind_geom(key);
    return s;
}

static void stock_free(stock *s)
{
    stock_reset(s);
    free(s->got.puzzle);
    free(s->got.solution);
    geom_free(s->g);
    free(s);
}

int store_take(const puzzle_kind *key, const uint64_t *seed, uint8_t *puzzle, uint8_t *solution,
               uint64_t *seed_out)
{
    char path[KEEP_PATHLEN], note[IO_ERRLEN];
    if (!kind_valid(key, 0) || store_path(key, path, note))
        return 0;
    stock *s = stock_new(key);
    s->want_seed = seed;
    int taken = keep_update(path, &TAKE, s, note) == 1 && s->taken;
    if (taken) {
        memcpy(puzzle, s->got.puzzle, (size_t)s->g->ncells);
        memcpy(solution, s->got.solution, (size_t)s->g->ncells);
        *seed_out = s->got.seed;
    }
    stock_free(s);
    return taken;
}

int store_put(const puzzle_kind *key, uint64_t seed, const uint8_t *puzzle,
              const uint8_t *solution, double seconds)
{
    char path[KEEP_PATHLEN], note[IO_ERRLEN];
    if (!kind_valid(key, 0) || store_path(key, path, note))
        return -1;
    stock *s = stock_new(key);
    s->put = (entry){ seed, (uint8_t *)puzzle, (uint8_t *)solution };
    s->put_seconds = seconds;
    int rc = keep_update(path, &PUT, s, note);
    int kept = s->taken;
    s->put = (entry){ 0, NULL, NULL };
    stock_free(s);
    return rc < 0 ? -1 : kept;
}

/* Reads the kind's file without a lock into a new stock (NULL when there
 * is none to read). */
static stock *peek(const puzzle_kind *key)
{
    char path[KEEP_PATHLEN], err[IO_ERRLEN];
    if (!kind_valid(key, 0) || store_path(key, path, err))
        return NULL;
    stock *s = stock_new(key);
    if (keep_read(path, &TAKE, s, err) != KEEP_OK) {
        stock_free(s);
        return NULL;
    }
    return s;
}

int store_count(const puzzle_kind *key)
{
    stock *s = peek(key);
    int n = s ? s->n : 0;
    if (s)
        stock_free(s);
    return n;
}

double store_expect(const puzzle_kind *key, int *measured)
{
    /* rough figures of two cores, for a machine that has made none yet */
    static const double GUESS[] = { 0, 0, 0.05, 0.1, 3, 15, 120 };
    stock *s = peek(key);
    double seconds = s ? s->seconds : 0;
    if (s)
        stock_free(s);
    if (measured)
        *measured = seconds > 0;
    return seconds > 0 ? seconds : GUESS[kind_k_about(key)];
}

/* Writes " N KIND" for each level of kd's shape, diagonals and grids that
 * has puzzles in store (*any counts what was written). */
static void print_levels(FILE *out, puzzle_kind kd, int *any)
{
    static const level_id LEVELS[] = { LEVEL_EASY, LEVEL_MEDIUM, LEVEL_HARD, LEVEL_FIENDISH,
                                        LEVEL_MAXIMAL };
    for (size_t l = 0; l < sizeof LEVELS / sizeof *LEVELS; l++) {
        kd.level = LEVELS[l];
        int n = store_count(&kd);
        char kind[64];
        if (n)
            fprintf(out, "%s %d %s", (*any)++ ? ";" : "", n,
                    kind_name(&kd, LEVELS[l], kind, sizeof kind));
    }
}

int store_print_where(FILE *out, const puzzle_kind *only)
{
    char dir[KEEP_PATHLEN], err[IO_ERRLEN];
    /* a cache folder that cannot be made holds none, and never will */
    if (store_dir(dir, err) || keep_dir_can_be(dir, err))
        return fprintf(out, "\nNo ready puzzles: %s.\n", err) < 0 ? -1 : 0;
    fprintf(out, "\nReady puzzles (a new game takes one and starts at once) in %s:\n ", dir);
    int any = 0;
    puzzle_kind kd = kind_square(0, 0, LEVEL_MAXIMAL, KIND_SYM_DEFAULT);
    for (int i = 0; kind_size_at(i, &kd); i++)
        for (kd.diagonals = 0; kd.diagonals <= 1; kd.diagonals++)
            for (kd.ngrids = 2; kd.ngrids >= 1; kd.ngrids--)
                if (kind_valid(&kd, 1) && kind_fits(&kd, only))
                    print_levels(out, kd, &any);
    fprintf(out, "%s\n", any ? "" : " none yet (they are made while a game is played)");
    return ferror(out) ? -1 : 0;
}

const char *store_parse_text(const puzzle_kind *key, const char *name, const char *text,
                             size_t len, int *count, char err[IO_ERRLEN])
{
    stock *s = stock_new(key);
    const char *msg = parse_stock(name, text, len, s, err);
    *count = msg ? 0 : s->n;
    stock_free(s);
    return msg;
}
