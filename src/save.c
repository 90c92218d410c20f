/* save.c - saved games: the save file format, the save folder, ids, claims. */
#define _XOPEN_SOURCE 700
#include "save.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

#define SAVE_PATHLEN 4096
#define SAVE_MAX_MOVES 10000000

/* ---- reading: a line cursor (io's) with exact fields ---- */

typedef struct reader {
    char name[IO_PATHSHOW + 4];
    io_lines ls;
    int at_end; /* the text ended where a line was expected */
    char *err;
} reader;

__attribute__((format(printf, 3, 4))) static const char *bad(reader *rd, int col,
                                                             const char *fmt, ...)
{
    char msg[IO_ERRLEN - IO_PATHSHOW - 32];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    int line = rd->ls.number + (rd->at_end || rd->ls.number == 0);
    snprintf(rd->err, IO_ERRLEN, "%s:%d:%d: %s", rd->name, line, col, msg);
    return rd->err;
}

static int next(reader *rd)
{
    if (!io_lines_next(&rd->ls)) {
        rd->at_end = 1;
        return 0;
    }
    return 1;
}

/* Describes text for a message: printable, cut short. */
static void describe(const char *s, size_t len, char *out, size_t cap)
{
    size_t j = 0;
    for (size_t i = 0; i < len && j + 4 < cap; i++)
        out[j++] = (s[i] >= 32 && s[i] < 127) ? s[i] : '?';
    if (j + 4 >= cap && j < len)
        memcpy(out + j, "...", 3), j += 3;
    out[j] = '\0';
}

static int digit_value(char ch, int base)
{
    if (ch >= '0' && ch <= '9')
        return ch - '0';
    if (base == 16 && ch >= 'a' && ch <= 'f')
        return ch - 'a' + 10;
    if (base == 16 && ch >= 'A' && ch <= 'F')
        return ch - 'A' + 10;
    return -1;
}

/* Reads digits (base 10 or 16) of line at *i: 0 and the value, -1 when there
 * is no digit, -2 when the number is above max. *i moves past the digits. */
static int number(const char *s, size_t len, size_t *i, int base, uint64_t max, uint64_t *v)
{
    size_t start = *i;
    uint64_t x = 0;
    int over = 0;
    while (*i < len && digit_value(s[*i], base) >= 0) {
        uint64_t d = (uint64_t)digit_value(s[*i], base);
        if (over || d > max || x > (max - d) / (uint64_t)base)
            over = 1;
        else
            x = x * (uint64_t)base + d;
        (*i)++;
    }
    if (*i == start)
        return -1;
    *v = x;
    return over ? -2 : 0;
}

/* A line "KEY NUMBER": the number, at most max. what says what it is. */
static const char *keyed(reader *rd, const char *key, uint64_t max, uint64_t *v,
                         const char *what)
{
    size_t klen = strlen(key);
    if (!next(rd))
        return bad(rd, 1, "expected '%s' and %s, found the end of the file", key, what);
    const char *s = rd->ls.line;
    size_t len = rd->ls.line_len;
    if (len < klen + 1 || memcmp(s, key, klen) != 0 || s[klen] != ' ')
        return bad(rd, 1, "expected '%s' and %s", key, what);
    size_t i = klen + 1;
    int r = number(s, len, &i, 10, max, v);
    if (r != 0 || i != len) {
        char found[40];
        describe(s + klen + 1, len - klen - 1, found, sizeof found);
        return bad(rd, (int)(klen + 2), "expected %s after '%s', found '%s'", what, key,
                   found);
    }
    return NULL;
}

static const char *word(reader *rd, const char *w)
{
    if (!next(rd))
        return bad(rd, 1, "expected '%s', found the end of the file", w);
    if (rd->ls.line_len != strlen(w) || memcmp(rd->ls.line, w, rd->ls.line_len) != 0)
        return bad(rd, 1, "expected '%s'", w);
    return NULL;
}

/* Reads ngrids*n rows of n numbers (base 10 values 0..n, or base 16 notes
 * within the grid's symbols). With givens, each value must agree with them. */
static const char *rows(reader *rd, const geom *g, int notes, void *out, const uint8_t *givens)
{
    uint64_t max = notes ? (uint64_t)grid_all(g) : (uint64_t)g->n;
    int nrows = g->ngrids * g->n;
    for (int row = 0; row < nrows; row++) {
        if (!next(rd))
            return bad(rd, 1, "expected %d rows, found the end of the file", nrows);
        const char *s = rd->ls.line;
        size_t len = rd->ls.line_len, i = 0;
        for (int c = 0; c < g->n; c++) {
            size_t at = i;
            uint64_t v = 0;
            if (number(s, len, &i, notes ? 16 : 10, max, &v) != 0 ||
                (i < len && s[i] != ',')) {
                size_t stop = at;
                while (stop < len && s[stop] != ',')
                    stop++;
                char found[40];
                describe(s + at, stop - at, found, sizeof found);
                return bad(rd, (int)at + 1,
                           notes ? "expected notes as a hexadecimal number up to %llx, found "
                                   "'%s'"
                                 : "expected a number from 0 to %llu, found '%s'",
                           (unsigned long long)max, found);
            }
            int cell = row * g->n + c;
            if (notes) {
                ((grid_mask *)out)[cell] = (grid_mask)v;
            } else {
                ((uint8_t *)out)[cell] = (uint8_t)v;
                if (givens && givens[cell] && givens[cell] != v)
                    return bad(rd, (int)at + 1,
                               "the value %llu differs from its given %d (grid %c, row %d, "
                               "column %d)",
                               (unsigned long long)v, givens[cell], 'A' + geom_grid_of(g, cell),
                               geom_row(g, cell) + 1, geom_col(g, cell) + 1);
            }
            if (c + 1 < g->n) {
                if (i >= len)
                    return bad(rd, (int)i + 1, "expected ',' and %d values in a row", g->n);
                i++; /* the comma */
            }
        }
        if (i != len)
            return bad(rd, (int)i + 1, "expected the end of the row after %d values", g->n);
    }
    return NULL;
}

/* One move line: "move OLD NEW" and changes " cell:old:new:oldnotes:newnotes". */
static const char *move_line(reader *rd, const geom *g, game_move *m)
{
    const char *s = rd->ls.line;
    size_t len = rd->ls.line_len, i = 5;
    memset(m, 0, sizeof *m);
    if (len < 9 || memcmp(s, "move ", 5) != 0)
        return bad(rd, 1, "expected 'move' and the computer flags before and after");
    uint64_t v;
    if (number(s, len, &i, 10, 1, &v) != 0 || i >= len || s[i] != ' ')
        return bad(rd, 6, "expected 0 or 1 and a space");
    m->old_by_computer = (int)v;
    i++;
    size_t at = i;
    if (number(s, len, &i, 10, 1, &v) != 0 || (i < len && s[i] != ' '))
        return bad(rd, (int)at + 1, "expected 0 or 1");
    m->new_by_computer = (int)v;
    int cap = 0;
    while (i < len) {
        i++; /* the space */
        game_change ch;
        uint64_t f[5];
        const uint64_t max[5] = { (uint64_t)g->ncells - 1, (uint64_t)g->n, (uint64_t)g->n,
                                  grid_all(g), grid_all(g) };
        for (int j = 0; j < 5; j++) {
            at = i;
            if (number(s, len, &i, j >= 3 ? 16 : 10, max[j], &f[j]) != 0 ||
                (j < 4 && (i >= len || s[i] != ':')) || (j == 4 && i < len && s[i] != ' '))
                return bad(rd, (int)at + 1,
                           "expected a change: cell:old:new:oldnotes:newnotes, with a cell "
                           "below %d, values up to %d and notes up to %llx",
                           g->ncells, g->n, (unsigned long long)grid_all(g));
            if (j < 4)
                i++;
        }
        ch.cell = (int)f[0];
        ch.old_v = (uint8_t)f[1];
        ch.new_v = (uint8_t)f[2];
        ch.old_notes = (grid_mask)f[3];
        ch.new_notes = (grid_mask)f[4];
        if (m->count == cap) {
            cap = cap ? 2 * cap : 8;
            m->changes = xrealloc(m->changes, sizeof *m->changes * (size_t)cap);
        }
        m->changes[m->count++] = ch;
    }
    return NULL;
}

const char *save_parse(const char *name, const char *text, size_t len, save_data *d,
                       char err[IO_ERRLEN])
{
    reader rd;
    memset(&rd, 0, sizeof rd);
    io_show_path(name, rd.name);
    rd.err = err;
    io_lines_init(&rd.ls, text, len);
    memset(d, 0, sizeof *d);
    static const char magic[] = "sudokupair-tui save ";
    const size_t mlen = sizeof magic - 1;
    if (!next(&rd))
        return bad(&rd, 1, "an empty file, not a sudokupair-tui save file");
    const char *s = rd.ls.line;
    size_t slen = rd.ls.line_len, i = mlen;
    if (slen < mlen || memcmp(s, magic, mlen) != 0)
        return bad(&rd, 1, "not a sudokupair-tui save file");
    uint64_t v;
    int r = number(s, slen, &i, 10, 1000000, &v);
    if (r == -1 || i != slen) {
        char found[40];
        describe(s + mlen, slen - mlen, found, sizeof found);
        return bad(&rd, (int)mlen + 1, "expected a save version number, found '%s'", found);
    }
    if (r == -2 || v < 1 || v > SAVE_VERSION) {
        char found[40];
        describe(s + mlen, slen - mlen, found, sizeof found);
        return bad(&rd, (int)mlen + 1,
                   "save version %s, but this program reads versions 1 to %d (a newer "
                   "program wrote it?)",
                   found, SAVE_VERSION);
    }
    d->version = (int)v;
    /* a save is a game: the sizes the game plays */
    char sizes[40];
    snprintf(sizes, sizeof sizes, "a box size from %d to %d", GRID_KMIN, GRID_KMAX_PLAY);
    const char *msg = keyed(&rd, "k", GRID_KMAX_PLAY, &v, sizes);
    if (!msg && v < GRID_KMIN)
        msg = bad(&rd, 3, "expected %s after 'k'", sizes);
    if (msg)
        return msg;
    d->k = (int)v;
    msg = keyed(&rd, "grids", 2, &v, "1 or 2");
    if (!msg && v < 1)
        msg = bad(&rd, 7, "expected 1 or 2 after 'grids'");
    if (msg)
        return msg;
    d->ngrids = (int)v;
    /* an optional seed, then the clock */
    if (!next(&rd))
        return bad(&rd, 1, "expected 'seed' or 'elapsed', found the end of the file");
    if (rd.ls.line_len >= 5 && memcmp(rd.ls.line, "seed ", 5) == 0) {
        i = 5;
        r = number(rd.ls.line, rd.ls.line_len, &i, 10, UINT64_MAX, &v);
        if (r != 0 || i != rd.ls.line_len)
            return bad(&rd, 6, "expected a seed from 0 to 2^64-1 after 'seed'");
        d->has_seed = 1;
        d->seed = v;
        if (!next(&rd))
            return bad(&rd, 1, "expected 'elapsed', found the end of the file");
    }
    s = rd.ls.line;
    slen = rd.ls.line_len;
    i = 8;
    uint64_t secs = 0, frac = 0;
    size_t fdigits = 0;
    int ok = slen > 8 && memcmp(s, "elapsed ", 8) == 0;
    if (ok)
        ok = number(s, slen, &i, 10, 999999999, &secs) == 0;
    if (ok && i < slen && s[i] == '.') {
        size_t at = ++i;
        ok = number(s, slen, &i, 10, UINT64_MAX, &frac) != -1;
        fdigits = i - at;
        if (fdigits > 9) /* more than enough */
            ok = 0;
    }
    if (!ok || i != slen)
        return bad(&rd, 1, "expected 'elapsed' and seconds (digits, maybe a '.' and more)");
    double scale = 1;
    for (size_t j = 0; j < fdigits; j++)
        scale *= 10;
    d->elapsed = (double)secs + (double)frac / scale;
    msg = keyed(&rd, "computer", 1, &v, "0 or 1");
    if (msg)
        return msg;
    d->by_computer = (int)v;
    int computer_line = rd.ls.number;

    geom *g = geom_new(d->k, d->ngrids);
    size_t nc = (size_t)g->ncells;
    d->givens = xcalloc(nc, 1);
    d->vals = xcalloc(nc, 1);
    d->notes = xcalloc(nc, sizeof *d->notes);
    msg = word(&rd, "givens");
    if (!msg)
        msg = rows(&rd, g, 0, d->givens, NULL);
    if (!msg)
        msg = word(&rd, "values");
    if (!msg)
        msg = rows(&rd, g, 0, d->vals, d->givens);
    if (!msg)
        msg = word(&rd, "notes");
    if (!msg)
        msg = rows(&rd, g, 1, d->notes, NULL);
    if (!msg && d->by_computer && !grid_is_solution(g, d->vals)) {
        rd.ls.number = computer_line;
        rd.at_end = 0;
        msg = bad(&rd, 10, "'computer 1' says the computer solved it, but the values do "
                           "not solve the grids");
    }
    if (!msg && d->version >= 2) {
        uint64_t n = 0, done = 0;
        if (!next(&rd)) {
            msg = bad(&rd, 1, "expected 'history', found the end of the file");
        } else {
            s = rd.ls.line;
            slen = rd.ls.line_len;
            i = 8;
            ok = slen > 8 && memcmp(s, "history ", 8) == 0 &&
                 number(s, slen, &i, 10, SAVE_MAX_MOVES, &n) == 0 && i < slen && s[i] == ' ';
            if (ok) {
                i++;
                ok = number(s, slen, &i, 10, n, &done) == 0 && i == slen;
            }
            if (!ok)
                msg = bad(&rd, 1, "expected 'history', the number of moves and how many "
                                  "of them are done");
        }
        d->history_line = rd.ls.number;
        d->moves = xcalloc(1, sizeof *d->moves);
        int cap = 0;
        for (uint64_t m = 0; !msg && m < n; m++) {
            if (!next(&rd)) {
                msg = bad(&rd, 1, "expected %llu moves, found the end of the file",
                          (unsigned long long)n);
                break;
            }
            if (d->nmoves == cap) {
                cap = cap ? 2 * cap : 16;
                d->moves = xrealloc(d->moves, sizeof *d->moves * (size_t)cap);
                d->move_lines = xrealloc(d->move_lines, sizeof *d->move_lines * (size_t)cap);
            }
            game_move *mv = &d->moves[d->nmoves];
            d->move_lines[d->nmoves] = rd.ls.number;
            msg = move_line(&rd, g, mv);
            d->nmoves++; /* kept for freeing even when refused */
        }
        d->done = (int)done;
    }
    if (!msg)
        msg = word(&rd, "end");
    while (!msg && next(&rd)) {
        for (size_t j = 0; j < rd.ls.line_len && !msg; j++)
            if (rd.ls.line[j] != ' ' && rd.ls.line[j] != '\t')
                msg = bad(&rd, (int)j + 1, "expected nothing after 'end'");
    }
    geom_free(g);
    if (msg)
        save_data_free(d);
    return msg;
}

void save_data_free(save_data *d)
{
    free(d->givens);
    free(d->vals);
    free(d->notes);
    for (int i = 0; d->moves && i < d->nmoves; i++)
        free(d->moves[i].changes);
    free(d->moves);
    free(d->move_lines);
    d->givens = d->vals = NULL;
    d->notes = NULL;
    d->moves = NULL;
    d->move_lines = NULL;
    d->nmoves = d->done = 0;
}

const char *save_read(const char *name, const char *text, size_t len, game **out,
                      char err[IO_ERRLEN])
{
    save_data d;
    *out = NULL;
    if (save_parse(name, text, len, &d, err))
        return err;
    char shown[IO_PATHSHOW + 4], why[IO_ERRLEN];
    io_show_path(name, shown);
    geom *g = geom_new(d.k, d.ngrids);
    game *gm = game_new(g, d.givens, NULL, d.has_seed, d.seed, why);
    if (!gm) {
        geom_free(g);
        save_data_free(&d);
        snprintf(err, IO_ERRLEN, "%s: the saved puzzle: %.200s", shown, why);
        return err;
    }
    int bad_move;
    if (game_restore(gm, d.vals, d.notes, d.by_computer, d.elapsed, d.moves, d.nmoves, d.done,
                     &bad_move, why)) {
        int line = bad_move >= 0 ? d.move_lines[bad_move] : d.history_line;
        snprintf(err, IO_ERRLEN, "%s:%d:1: the undo history: %.200s", shown, line, why);
        game_free(gm);
        save_data_free(&d);
        return err;
    }
    save_data_free(&d);
    *out = gm;
    return NULL;
}

int save_format(const game *gm, FILE *out)
{
    game_state st = game_view(gm);
    const geom *g = st.g;
    fprintf(out, "sudokupair-tui save %d\n", SAVE_VERSION);
    fprintf(out, "k %d\ngrids %d\n", g->k, g->ngrids);
    if (st.has_seed)
        fprintf(out, "seed %llu\n", (unsigned long long)st.seed);
    /* tenths of a second, written without printf's %f: the game runs under
     * the user's locale, whose decimal point may be a comma */
    double e = st.elapsed < 0 ? 0 : st.elapsed > 999999999 ? 999999999 : st.elapsed;
    long long tenths = (long long)(e * 10 + 0.5);
    fprintf(out, "elapsed %lld.%lld\ncomputer %d\n", tenths / 10, tenths % 10, st.by_computer);
    fputs("givens\n", out);
    io_write_csv(out, g, st.givens);
    fputs("values\n", out);
    io_write_csv(out, g, st.vals);
    fputs("notes\n", out);
    for (int row = 0; row < g->ngrids * g->n; row++)
        for (int c = 0; c < g->n; c++)
            fprintf(out, "%llx%c", (unsigned long long)st.notes[row * g->n + c],
                    c + 1 < g->n ? ',' : '\n');
    int count, done;
    const game_move *moves = game_history(gm, &count, &done);
    fprintf(out, "history %d %d\n", count, done);
    for (int i = 0; i < count; i++) {
        fprintf(out, "move %d %d", moves[i].old_by_computer, moves[i].new_by_computer);
        for (int c = 0; c < moves[i].count; c++) {
            const game_change *ch = &moves[i].changes[c];
            fprintf(out, " %d:%d:%d:%llx:%llx", ch->cell, ch->old_v, ch->new_v,
                    (unsigned long long)ch->old_notes, (unsigned long long)ch->new_notes);
        }
        fputc('\n', out);
    }
    fputs("end\n", out);
    return ferror(out) ? -1 : 0;
}

/* ---- the folder, ids and claims ---- */

const char *save_dir(char *buf, size_t len, char err[IO_ERRLEN])
{
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
    int n;
    if (xdg && *xdg == '/')
        n = snprintf(buf, len, "%s/sudokupair-tui", xdg);
    else if (home && *home)
        n = snprintf(buf, len, "%s/.local/share/sudokupair-tui", home);
    else if (xdg && *xdg) {
        char shown[IO_PATHSHOW + 4];
        snprintf(err, IO_ERRLEN, "there is nowhere to keep saves: XDG_DATA_HOME ('%s') is "
                                 "a relative path, which the XDG spec says to ignore, and "
                                 "HOME is not set", io_show_path(xdg, shown));
        return err;
    } else {
        snprintf(err, IO_ERRLEN, "there is nowhere to keep saves: neither XDG_DATA_HOME nor "
                                 "HOME is set");
        return err;
    }
    if (n < 0 || (size_t)n >= len) {
        snprintf(err, IO_ERRLEN,
                 "the save folder's path is too long (%d characters, at most %zu); set "
                 "XDG_DATA_HOME to a shorter one",
                 n, len - 1);
        return err;
    }
    return NULL;
}

int save_id_ok(const char *id)
{
    size_t len = strlen(id);
    if (len == 0 || len >= SAVE_IDLEN || id[0] == '-')
        return 0;
    for (size_t i = 0; i < len; i++)
        if (!((id[i] >= 'a' && id[i] <= 'z') || (id[i] >= 'A' && id[i] <= 'Z') ||
              (id[i] >= '0' && id[i] <= '9') || id[i] == '-' || id[i] == '_'))
            return 0;
    return 1;
}

/* The path of a file in the save folder: dir/id + suffix. NULL or a message. */
static const char *path_of(const char *id, const char *prefix, const char *suffix, char *buf,
                           char *err)
{
    char dir[SAVE_PATHLEN];
    if (save_dir(dir, sizeof dir, err))
        return err;
    int n = snprintf(buf, SAVE_PATHLEN, "%s/%s%s%s", dir, prefix, id, suffix);
    if (n < 0 || n >= SAVE_PATHLEN) {
        snprintf(err, IO_ERRLEN, "the save file's path is too long (%d characters, at most %d)",
                 n, SAVE_PATHLEN - 1);
        return err;
    }
    return NULL;
}

/* This program's claim: the id of the game it plays and the locked file. */
static int claim_fd = -1;
static char claim_id[SAVE_IDLEN];
static pid_t claim_pid; /* a child made by fork does not hold its parent's claim */

static int mine(const char *id)
{
    return claim_fd >= 0 && claim_pid == getpid() && strcmp(claim_id, id) == 0;
}

static void release(void)
{
    if (claim_fd >= 0)
        close(claim_fd); /* the lock goes with it */
    claim_fd = -1;
    claim_id[0] = '\0';
}

/* Claims id for this program (and lets go of any other claim). 0, or -1 when
 * another running program holds it. A lock that cannot be made is no
 * reason to refuse the game: then there is no claim. */
static int claim(const char *id)
{
    if (mine(id))
        return 0;
    char path[SAVE_PATHLEN], err[IO_ERRLEN];
    if (path_of(id, ".", ".lock", path, err))
        return 0;
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0)
        return 0;
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        int busy = errno == EWOULDBLOCK;
        close(fd);
        return busy ? -1 : 0;
    }
    release();
    claim_fd = fd;
    claim_pid = getpid();
    snprintf(claim_id, sizeof claim_id, "%s", id);
    return 0;
}

/* 1 when another running program claims id. */
static int in_use(const char *id)
{
    if (mine(id))
        return 0;
    char path[SAVE_PATHLEN], err[IO_ERRLEN];
    if (path_of(id, ".", ".lock", path, err))
        return 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return 0;
    int busy = flock(fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK;
    close(fd); /* lets go of the lock if it was taken here */
    return busy;
}

/* Makes the folders of path (the last part is the file). */
static const char *make_folders(const char *path, char *err)
{
    char *dir = xstrdup(path);
    char shown[IO_PATHSHOW + 4];
    for (char *p = dir + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
            snprintf(err, IO_ERRLEN, "%s: cannot make the folder: %s", io_show_path(dir, shown),
                     strerror(errno));
            free(dir);
            return err;
        }
        *p = '/';
    }
    free(dir);
    return NULL;
}

static int write_game(FILE *out, void *ctx) { return save_format(ctx, out); }

const char *save_store(const game *gm, char id[SAVE_IDLEN], char err[IO_ERRLEN])
{
    char path[SAVE_PATHLEN];
    const geom *g = game_view(gm).g;
    if (id[0]) {
        if (!save_id_ok(id)) {
            snprintf(err, IO_ERRLEN, "'%.60s' is not a save id", id);
            return err;
        }
        if (path_of(id, "", ".save", path, err) || make_folders(path, err))
            return err;
        if (io_write_atomic(path, write_game, (void *)gm, err))
            return err;
        claim(id);
        return NULL;
    }
    /* a new id: the first kK-N that no save has; io_write_new never replaces */
    for (int n = 1; n < 100000; n++) {
        char fresh[SAVE_IDLEN];
        snprintf(fresh, sizeof fresh, "k%d%s-%d", g->k, g->ngrids == 1 ? "-single" : "", n);
        if (path_of(fresh, "", ".save", path, err) || make_folders(path, err))
            return err;
        if (in_use(fresh))
            continue; /* a game that was finished elsewhere, still running */
        int exists;
        if (!io_write_new(path, write_game, (void *)gm, &exists, err)) {
            snprintf(id, SAVE_IDLEN, "%s", fresh);
            claim(id);
            return NULL;
        }
        if (!exists)
            return err;
    }
    snprintf(err, IO_ERRLEN, "too many saved games; remove some (see --list-saves)");
    return err;
}

const char *save_load(const char *id, game **out, char err[IO_ERRLEN])
{
    *out = NULL;
    if (!save_id_ok(id)) {
        snprintf(err, IO_ERRLEN, "'%.60s' is not a save id; --list-saves shows them", id);
        return err;
    }
    char path[SAVE_PATHLEN], *text;
    size_t len;
    if (path_of(id, "", ".save", path, err))
        return err;
    if (access(path, F_OK) != 0) {
        snprintf(err, IO_ERRLEN, "there is no saved game %s; --list-saves shows them", id);
        return err;
    }
    if (in_use(id)) {
        snprintf(err, IO_ERRLEN, "the saved game %s is open in another window", id);
        return err;
    }
    if (io_read_file(path, &text, &len, err))
        return err;
    save_read(path, text, len, out, err);
    free(text);
    if (!*out)
        return err;
    claim(id);
    return NULL;
}

static int newest_first(const void *a, const void *b)
{
    const save_info *x = a, *y = b;
    if (x->saved != y->saved)
        return x->saved > y->saved ? -1 : 1;
    return strcmp(y->id, x->id); /* k2-10 after k2-9: the later id first */
}

save_info *save_list(int *count, char err[IO_ERRLEN])
{
    char dir[SAVE_PATHLEN], shown[IO_PATHSHOW + 4];
    *count = 0;
    if (save_dir(dir, sizeof dir, err))
        return NULL;
    DIR *d = opendir(dir);
    if (!d) {
        if (errno == ENOENT)
            return xcalloc(1, sizeof(save_info));
        snprintf(err, IO_ERRLEN, "%s: cannot read the save folder: %s", io_show_path(dir, shown),
                 strerror(errno));
        return NULL;
    }
    int cap = 8;
    save_info *list = xcalloc((size_t)cap, sizeof *list);
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.' || len <= 5 || strcmp(e->d_name + len - 5, ".save") != 0 ||
            len - 5 >= SAVE_IDLEN)
            continue;
        save_info *s = &list[*count];
        memset(s, 0, sizeof *s);
        memcpy(s->id, e->d_name, len - 5);
        s->id[len - 5] = '\0';
        if (!save_id_ok(s->id))
            continue;
        char path[SAVE_PATHLEN];
        if (snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= (int)sizeof path)
            continue;
        struct stat st;
        if (lstat(path, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        s->saved = st.st_mtime;
        s->in_use = in_use(s->id);
        char *text;
        size_t tlen;
        save_data sd;
        if (!io_read_file(path, &text, &tlen, s->problem)) {
            if (!save_parse(path, text, tlen, &sd, s->problem)) {
                s->ok = 1;
                s->k = sd.k;
                s->ngrids = sd.ngrids;
                s->has_seed = sd.has_seed;
                s->seed = sd.seed;
                s->by_computer = sd.by_computer;
                s->elapsed = sd.elapsed;
                geom *g = geom_new(sd.k, sd.ngrids);
                s->open_cells = g->ncells - grid_count_filled(g, sd.vals);
                geom_free(g);
                save_data_free(&sd);
            }
            free(text);
        }
        if (++*count == cap) {
            cap *= 2;
            list = xrealloc(list, sizeof *list * (size_t)cap);
        }
    }
    closedir(d);
    qsort(list, (size_t)*count, sizeof *list, newest_first);
    return list;
}

int save_print_list(FILE *out)
{
    char err[IO_ERRLEN], dir[SAVE_PATHLEN];
    int count;
    save_info *list = save_list(&count, err);
    if (!list) {
        fprintf(stderr, "sudokupair-tui: %s\n", err);
        return 2;
    }
    save_dir(dir, sizeof dir, err);
    if (count == 0)
        fprintf(out, "No saved games in %s.\n", dir);
    else
        fprintf(out, "Saved games in %s, the most recent first:\n", dir);
    for (int i = 0; i < count; i++) {
        const save_info *s = &list[i];
        char when[32];
        struct tm tm;
        localtime_r(&s->saved, &tm);
        strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
        if (!s->ok) {
            const char *base = strrchr(s->problem, '/'); /* the message without the folder */
            fprintf(out, "  %-18s %s  cannot be read: %s\n", s->id, when,
                    base ? base + 1 : s->problem);
            continue;
        }
        int n = s->k * s->k;
        long secs = (long)s->elapsed;
        fprintf(out, "  %-18s %s  %dx%d %s  %ld:%02ld played  %d open cells%s%s\n", s->id, when,
                n, n, s->ngrids == 2 ? "pair" : "grid", secs / 60, secs % 60, s->open_cells,
                s->by_computer ? "  (solved by the computer)" : "",
                s->in_use ? "  (open in another window)" : "");
    }
    if (count)
        fprintf(out, "Resume one with --resume ID.\n");
    free(list);
    return 0;
}

/* 1 when a file's id says it holds a k x k game of ngrids: kK, kK-N, kK-single, kK-single-N. */
static int named_for(const char *id, int k, int ngrids)
{
    char base[24];
    snprintf(base, sizeof base, "k%d%s", k, ngrids == 1 ? "-single" : "");
    size_t len = strlen(base);
    if (strncmp(id, base, len) != 0)
        return 0;
    if (id[len] == '\0')
        return 1;
    if (id[len] != '-')
        return 0;
    for (const char *p = id + len + 1; *p; p++)
        if (*p < '0' || *p > '9')
            return 0;
    return id[len + 1] != '\0';
}

int save_resume(int k, int ngrids, game **out, char id[SAVE_IDLEN], char note[IO_ERRLEN])
{
    char err[IO_ERRLEN];
    int count;
    note[0] = '\0';
    *out = NULL;
    save_info *list = save_list(&count, err);
    if (!list) {
        snprintf(note, IO_ERRLEN, "Could not look for saved games: %.400s", err);
        return 0;
    }
    int moved = 0;
    for (int i = 0; i < count && !*out; i++) {
        save_info *s = &list[i];
        if (s->in_use)
            continue;
        if (s->ok && (s->k != k || s->ngrids != ngrids))
            continue;
        if (!s->ok && !named_for(s->id, k, ngrids))
            continue;
        const char *why = s->ok ? save_load(s->id, out, err) : s->problem;
        if (!why)
            snprintf(id, SAVE_IDLEN, "%s", s->id);
        else if (!s->ok || !strstr(why, "open in another window")) {
            char dest[SAVE_IDLEN + 64], aside[IO_ERRLEN];
            /* only the first one is described: the list shows the rest */
            const char *slash = strrchr(why, '/');
            if (save_move_aside(s->id, dest, sizeof dest, aside)) {
                if (!moved++)
                    snprintf(note, IO_ERRLEN, "Could not resume %s: %.250s. Could not move it "
                             "aside either: %.150s.", s->id, slash ? slash + 1 : why, aside);
            } else if (!moved++) {
                snprintf(note, IO_ERRLEN, "Could not resume %s: %.300s. Moved it aside to %s.",
                         s->id, slash ? slash + 1 : why, dest);
            }
        }
    }
    free(list);
    return *out != NULL;
}

const char *save_move_aside(const char *id, char *dest, size_t len, char err[IO_ERRLEN])
{
    char path[SAVE_PATHLEN], to[SAVE_PATHLEN];
    if (!save_id_ok(id)) {
        snprintf(err, IO_ERRLEN, "'%.60s' is not a save id", id);
        return err;
    }
    if (path_of(id, "", ".save", path, err))
        return err;
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    char stamp[32];
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    for (int i = 0; i < 100; i++) {
        char suffix[64];
        if (i == 0)
            snprintf(suffix, sizeof suffix, ".save.bad-%s", stamp);
        else
            snprintf(suffix, sizeof suffix, ".save.bad-%s-%d", stamp, i);
        if (path_of(id, "", suffix, to, err))
            return err;
        /* link never replaces a file; then the old name goes */
        if (link(path, to) == 0) {
            unlink(path);
            snprintf(dest, len, "%s%s", id, suffix);
            return NULL;
        }
        if (errno == EPERM || errno == EOPNOTSUPP || errno == EMLINK) {
            /* no hard links here: rename, after looking that the name is free */
            if (access(to, F_OK) != 0 && rename(path, to) == 0) {
                snprintf(dest, len, "%s%s", id, suffix);
                return NULL;
            }
        }
        if (errno != EEXIST) {
            snprintf(err, IO_ERRLEN, "%s", strerror(errno));
            return err;
        }
    }
    snprintf(err, IO_ERRLEN, "every name for it is taken");
    return err;
}

int save_forget(const char *id)
{
    if (!id[0] || !save_id_ok(id))
        return 0;
    char path[SAVE_PATHLEN], err[IO_ERRLEN];
    int rc = 0;
    if (!path_of(id, "", ".save", path, err) && unlink(path) != 0 && errno != ENOENT)
        rc = -1;
    if (mine(id)) {
        if (!path_of(id, ".", ".lock", path, err))
            unlink(path);
        release();
    }
    return rc;
}
