/* save.c - saved games: the save file format, the save folder, ids, claims. */
#define _GNU_SOURCE /* F_OFD_SETLK, F_OFD_GETLK */
#include "save.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "level.h"
#include "util.h"

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

/* A line "bookmark none" or "bookmark N" (version 4): *mark gets -1 or N,
 * *line the line's number (N is checked against the history's length when
 * the history has been read). */
static const char *bookmark(reader *rd, int *mark, int *line)
{
    io_lines at = rd->ls;
    if (next(rd) && rd->ls.line_len == 13 && memcmp(rd->ls.line, "bookmark none", 13) == 0) {
        *mark = -1;
        *line = rd->ls.number;
        return NULL;
    }
    rd->ls = at; /* keyed reads that line again */
    rd->at_end = 0;
    uint64_t v = 0;
    const char *msg = keyed(rd, "bookmark", SAVE_MAX_MOVES, &v,
                            "'none' or the moves done at the bookmark");
    *mark = (int)v;
    *line = rd->ls.number;
    return msg;
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

/* The changes of a version 2 move ("move OLD NEW ...") or a version 3 'd'
 * move, from column i: "OLD NEW" and changes " cell:old:new:oldnotes:newnotes". */
static const char *changes_line(reader *rd, const geom *g, size_t i, game_move *m)
{
    const char *s = rd->ls.line;
    size_t len = rd->ls.line_len;
    memset(m, 0, sizeof *m);
    m->kind = MK_CHANGES;
    m->cell = -1;
    uint64_t v;
    if (number(s, len, &i, 10, 1, &v) != 0 || i >= len || s[i] != ' ')
        return bad(rd, (int)i + 1, "expected the computer flags before and after: 0 or 1 "
                                   "and a space");
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

/* A version 3 move: "p CELL V", "n CELL V", "r", "c", "c 1", "s CELL:V ...",
 * "x CELL:NOTES ...", or "d OLD NEW CHANGES" (a version 2 move kept). */
static const char *step_line(reader *rd, const geom *g, game_move *m)
{
    const char *s = rd->ls.line;
    size_t len = rd->ls.line_len, i = 2;
    memset(m, 0, sizeof *m);
    m->cell = -1;
    static const char kinds[] = "expected a move: p (place), n (note), r (restart), c "
                                "(candidates), s (solve), x (strike) or d (changes)";
    if (len == 0 || (len > 1 && s[1] != ' '))
        return bad(rd, 1, "%s", kinds);
    uint64_t v, w;
    switch (s[0]) {
    case 'p':
    case 'n':
        m->kind = s[0] == 'p' ? MK_PLACE : MK_NOTE;
        if (len < 3 || number(s, len, &i, 10, (uint64_t)g->ncells - 1, &v) != 0 || i >= len ||
            s[i] != ' ')
            return bad(rd, 3, "expected a cell from 0 to %d and a space", g->ncells - 1);
        size_t vat = ++i;
        if (number(s, len, &i, 10, (uint64_t)g->n, &w) != 0 || i != len ||
            (m->kind == MK_NOTE && w == 0))
            return bad(rd, (int)vat + 1, "expected a value from %d to %d and the end of the line",
                       m->kind == MK_NOTE, g->n);
        m->cell = (int)v;
        m->value = (int)w;
        return NULL;
    case 'r':
    case 'c':
        m->kind = s[0] == 'r' ? MK_RESTART : MK_CANDIDATES;
        /* "c": every note refilled (CAND_ALL, as old saves); "c 1": the
         * player's notes kept (CAND_KEEP) */
        if (s[0] == 'c' && len == 3 && s[2] == '1')
            m->value = CAND_KEEP;
        else if (len != 1)
            return bad(rd, 2, "expected the end of the line after '%c'%s", s[0],
                       s[0] == 'c' ? " or ' 1'" : "");
        return NULL;
    case 's':
    case 'x': {
        m->kind = s[0] == 's' ? MK_SOLVE : MK_STRIKE;
        int cap = 0, notes = s[0] == 'x';
        uint64_t max = notes ? grid_all(g) : (uint64_t)g->n;
        i = 1;
        if (len < 2)
            return bad(rd, 2, "expected the cells of the move");
        while (i < len) {
            size_t at = ++i; /* the space */
            if (number(s, len, &i, 10, (uint64_t)g->ncells - 1, &v) != 0 || i >= len ||
                s[i] != ':' || (++i, number(s, len, &i, notes ? 16 : 10, max, &w)) != 0 ||
                (i < len && s[i] != ' ') || (!notes && w == 0))
                return bad(rd, (int)at + 1,
                           notes ? "expected cell:notes, with a cell below %d and notes up "
                                   "to %llx"
                                 : "expected cell:value, with a cell below %d and a value "
                                   "from 1 to %llu",
                           g->ncells, (unsigned long long)max);
            if (m->count == cap) {
                cap = cap ? 2 * cap : 8;
                m->changes = xrealloc(m->changes, sizeof *m->changes * (size_t)cap);
            }
            game_change ch = { (int)v, 0, 0, 0, 0 };
            if (notes)
                ch.new_notes = (grid_mask)w;
            else
                ch.new_v = (uint8_t)w;
            m->changes[m->count++] = ch;
        }
        return NULL;
    }
    case 'd': return changes_line(rd, g, 2, m);
    }
    return bad(rd, 1, "%s", kinds);
}

/* A line "KEY NAME" with the name of a level (level.h) that ok() takes. */
static const char *keyed_level(reader *rd, const char *key, int (*ok)(level_id), int *level)
{
    size_t klen = strlen(key);
    char words[200];
    int used = 0;
    for (int l = 0; l < LEVEL_COUNT; l++)
        if (ok((level_id)l) && used < (int)sizeof words)
            used += snprintf(words + used, sizeof words - (size_t)used, "%s'%s'",
                             used ? ", " : "", level_name((level_id)l));
    if (!next(rd))
        return bad(rd, 1, "expected '%s' and one of %s, found the end of the file", key, words);
    const char *s = rd->ls.line;
    size_t len = rd->ls.line_len;
    if (len > klen && memcmp(s, key, klen) == 0 && s[klen] == ' ')
        for (int l = 0; l < LEVEL_COUNT; l++) {
            const char *name = level_name((level_id)l);
            if (ok((level_id)l) && len - klen - 1 == strlen(name) &&
                memcmp(s + klen + 1, name, len - klen - 1) == 0) {
                *level = l;
                return NULL;
            }
        }
    return bad(rd, 1, "expected '%s' and one of %s", key, words);
}

/* The levels a game can be asked for, and graded at (game_state.level). */
static int asked_level(level_id l) { return level_can_ask(l) || l == LEVEL_UNKNOWN; }
static int graded_level(level_id l)
{
    return l < LEVEL_NRUNGS || l == LEVEL_BEYOND || l == LEVEL_SEVERAL;
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
    d->graded = -1;
    d->rec.level_asked = LEVEL_UNKNOWN;
    d->rec.mark = -1;
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
    int computer_line = rd.ls.number, mark_line = 0;

    geom *g = geom_new(d->k, d->ngrids);
    size_t nc = (size_t)g->ncells;
    if (d->version >= 3) {
        /* the record */
        char below[40];
        snprintf(below, sizeof below, "a cell from 0 to %d", g->ncells - 1);
        int asked = LEVEL_UNKNOWN;
        if (!msg && !(msg = keyed_level(&rd, "level", asked_level, &asked)))
            d->rec.level_asked = (level_id)asked;
        if (!msg)
            msg = keyed_level(&rd, "graded", graded_level, &d->graded);
        if (!msg && !(msg = keyed(&rd, "hints", 999999999, &v, "a count")))
            d->rec.hints = (int)v;
        if (!msg && !(msg = keyed(&rd, "reveals", 999999999, &v, "a count")))
            d->rec.reveals = (int)v;
        if (!msg && !(msg = keyed(&rd, "checks", 999999999, &v, "a count")))
            d->rec.checks = (int)v;
        if (!msg && !(msg = keyed(&rd, "solved-at", 999999999, &v, "a move number, or 0")))
            d->rec.computer_move = (int)v;
        if (!msg && !(msg = keyed(&rd, "cursor", nc - 1, &v, below)))
            d->rec.cursor = (int)v;
        if (!msg && d->version >= 4)
            msg = bookmark(&rd, &d->rec.mark, &mark_line);
    }
    d->givens = xcalloc(nc, 1);
    d->vals = xcalloc(nc, 1);
    d->notes = xcalloc(nc, sizeof *d->notes);
    if (!msg)
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
        msg = bad(&rd, 10, "'computer 1' says the entries are the computer's solution, but "
                           "they do not solve the grids");
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
        /* version 3: where the history starts, when its oldest moves were dropped */
        io_lines at = rd.ls;
        if (!msg && d->version >= 3 && next(&rd) && rd.ls.line_len >= 4 &&
            memcmp(rd.ls.line, "base", 4) == 0) {
            i = 5;
            if (rd.ls.line_len != 6 || rd.ls.line[4] != ' ' ||
                number(rd.ls.line, rd.ls.line_len, &i, 10, 1, &v) != 0)
                msg = bad(&rd, 1, "expected 'base' and the computer flag of the state the "
                                  "history starts from (0 or 1)");
            d->base_by_computer = (int)v;
            d->base_vals = xcalloc(nc, 1);
            d->base_notes = xcalloc(nc, sizeof *d->base_notes);
            if (!msg)
                msg = rows(&rd, g, 0, d->base_vals, d->givens);
            if (!msg)
                msg = rows(&rd, g, 1, d->base_notes, NULL);
        } else if (!msg) {
            rd.ls = at; /* no base: that line is the first move */
            rd.at_end = 0;
        }
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
            if (d->version >= 3)
                msg = step_line(&rd, g, mv);
            else if (rd.ls.line_len < 9 || memcmp(rd.ls.line, "move ", 5) != 0)
                msg = bad(&rd, 1, "expected 'move' and the computer flags before and after"),
                memset(mv, 0, sizeof *mv);
            else
                msg = changes_line(&rd, g, 5, mv);
            d->nmoves++; /* kept for freeing even when refused */
        }
        d->done = (int)done;
        if (!msg && d->rec.mark > d->nmoves) {
            rd.ls.number = mark_line;
            rd.at_end = 0;
            msg = bad(&rd, 10, "the bookmark is after move %d, but the history has %d moves",
                      d->rec.mark, d->nmoves);
        }
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
    free(d->base_vals);
    free(d->base_notes);
    for (int i = 0; d->moves && i < d->nmoves; i++)
        free(d->moves[i].changes);
    free(d->moves);
    free(d->move_lines);
    d->givens = d->vals = d->base_vals = NULL;
    d->notes = d->base_notes = NULL;
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
    game_saved sv = { d.vals, d.notes, d.by_computer, d.elapsed, d.moves, d.nmoves, d.done,
                      d.base_vals, d.base_notes, d.base_by_computer,
                      d.version >= 3 ? &d.rec : NULL, d.graded };
    if (game_restore(gm, &sv, &bad_move, why)) {
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

/* The notes of a row of cells, as hexadecimal numbers. */
static void write_notes(FILE *out, const geom *g, const grid_mask *notes)
{
    for (int row = 0; row < g->ngrids * g->n; row++)
        for (int c = 0; c < g->n; c++)
            fprintf(out, "%llx%c", (unsigned long long)notes[row * g->n + c],
                    c + 1 < g->n ? ',' : '\n');
}

/* One move of the history, as step_line reads it. */
static void write_move(FILE *out, const game_move *m)
{
    switch (m->kind) {
    case MK_PLACE: fprintf(out, "p %d %d", m->cell, m->value); break;
    case MK_NOTE: fprintf(out, "n %d %d", m->cell, m->value); break;
    case MK_RESTART: fputc('r', out); break;
    case MK_CANDIDATES: fputs(m->value == CAND_KEEP ? "c 1" : "c", out); break;
    case MK_SOLVE:
    case MK_STRIKE:
        fputc(m->kind == MK_SOLVE ? 's' : 'x', out);
        for (int c = 0; c < m->count; c++)
            if (m->kind == MK_SOLVE)
                fprintf(out, " %d:%d", m->changes[c].cell, m->changes[c].new_v);
            else
                fprintf(out, " %d:%llx", m->changes[c].cell,
                        (unsigned long long)m->changes[c].new_notes);
        break;
    case MK_CHANGES:
        fprintf(out, "d %d %d", m->old_by_computer, m->new_by_computer);
        for (int c = 0; c < m->count; c++) {
            const game_change *ch = &m->changes[c];
            fprintf(out, " %d:%d:%d:%llx:%llx", ch->cell, ch->old_v, ch->new_v,
                    (unsigned long long)ch->old_notes, (unsigned long long)ch->new_notes);
        }
        break;
    }
    fputc('\n', out);
}

/* Everything before the history's moves; *fixed gets the bytes of the
 * values and notes rows (what a 'base' adds). */
static void write_head(const game *gm, FILE *out)
{
    game_state st = game_view(gm);
    const geom *g = st.g;
    game_record rec = game_get_record(gm);
    fprintf(out, "sudokupair-tui save %d\n", SAVE_VERSION);
    fprintf(out, "k %d\ngrids %d\n", g->k, g->ngrids);
    if (st.has_seed)
        fprintf(out, "seed %llu\n", (unsigned long long)st.seed);
    /* tenths of a second, written without printf's %f: the game runs under
     * the user's locale, whose decimal point may be a comma */
    double e = st.elapsed < 0 ? 0 : st.elapsed > 999999999 ? 999999999 : st.elapsed;
    long long tenths = (long long)(e * 10 + 0.5);
    fprintf(out, "elapsed %lld.%lld\ncomputer %d\n", tenths / 10, tenths % 10, st.by_computer);
    fprintf(out, "level %s\ngraded %s\n",
            level_name(asked_level(rec.level_asked) ? rec.level_asked : LEVEL_UNKNOWN),
            level_name(st.level));
    fprintf(out, "hints %d\nreveals %d\nchecks %d\nsolved-at %d\ncursor %d\n", rec.hints,
            rec.reveals, rec.checks, rec.computer_move, rec.cursor);
    if (rec.mark >= 0)
        fprintf(out, "bookmark %d\n", rec.mark);
    else
        fputs("bookmark none\n", out);
    fputs("givens\n", out);
    io_write_csv(out, g, st.givens);
    fputs("values\n", out);
    io_write_csv(out, g, st.vals);
    fputs("notes\n", out);
    write_notes(out, g, st.notes);
}

int save_format(const game *gm, FILE *out)
{
    const geom *g = game_view(gm).g;
    write_head(gm, out);
    int count, done, base_computer;
    const game_move *moves = game_history(gm, &count, &done);
    fprintf(out, "history %d %d\n", count, done);
    const grid_mask *base_notes;
    const uint8_t *base = game_history_base(gm, &base_notes, &base_computer);
    if (base) {
        fprintf(out, "base %d\n", base_computer);
        io_write_csv(out, g, base);
        write_notes(out, g, base_notes);
    }
    for (int i = 0; i < count; i++)
        write_move(out, &moves[i]);
    fputs("end\n", out);
    return ferror(out) ? -1 : 0;
}

int save_fit(game *gm)
{
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    if (!f)
        return 0;
    write_head(gm, f);
    long head = ftell(f);
    int count, done;
    const game_move *moves = game_history(gm, &count, &done);
    long *at = xmalloc(sizeof *at * (size_t)(count + 1));
    for (int i = 0; i < count; i++) {
        at[i] = ftell(f);
        write_move(f, &moves[i]);
    }
    at[count] = ftell(f);
    fclose(f);
    free(text);
    /* the rows a 'base' adds are as long as the values and notes: less than the head */
    long budget = SAVE_BUDGET - 2 * head - 64, oldest = 0, newest = 0;
    long total = at[count] - at[0];
    while (total > budget && oldest < done)
        total -= at[oldest + 1] - at[oldest], oldest++;
    while (total > budget && newest < count - done)
        total -= at[count - newest] - at[count - newest - 1], newest++;
    free(at);
    if (oldest || newest)
        game_drop_history(gm, (int)oldest, (int)newest);
    return (int)(oldest + newest);
}

/* ---- the folder, ids and claims ---- */

/* Room every file name of the folder needs after it: an id, ".save.bad-",
 * a date and a number. */
#define NAME_ROOM (SAVE_IDLEN + 40)

const char *save_dir(char buf[SAVE_PATHLEN], char err[IO_ERRLEN])
{
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
    int n;
    if (xdg && *xdg == '/')
        n = snprintf(buf, SAVE_PATHLEN, "%s/sudokupair-tui", xdg);
    else if (home && *home)
        n = snprintf(buf, SAVE_PATHLEN, "%s/.local/share/sudokupair-tui", home);
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
    if (n < 0 || n + NAME_ROOM >= SAVE_PATHLEN) {
        snprintf(err, IO_ERRLEN,
                 "the save folder's path is too long (%d characters, at most %d); set "
                 "XDG_DATA_HOME to a shorter one",
                 n, SAVE_PATHLEN - 1 - NAME_ROOM);
        return err;
    }
    return NULL;
}

const char *save_path(const char *name, char buf[SAVE_PATHLEN], char err[IO_ERRLEN])
{
    char dir[SAVE_PATHLEN];
    if (save_dir(dir, err))
        return err;
    size_t dlen = strlen(dir), nlen = strlen(name);
    if (dlen + 1 + nlen >= SAVE_PATHLEN) { /* save_dir left room: never */
        snprintf(err, IO_ERRLEN, "the save folder's path is too long; set XDG_DATA_HOME to a "
                                 "shorter one");
        return err;
    }
    memcpy(buf, dir, dlen);
    buf[dlen] = '/';
    memcpy(buf + dlen + 1, name, nlen + 1);
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

/* The path of a file in the save folder: prefix, id, suffix. NULL or a message. */
static const char *path_of(const char *id, const char *prefix, const char *suffix, char *buf,
                           char *err)
{
    char name[NAME_ROOM + 16];
    snprintf(name, sizeof name, "%s%s%s", prefix, id, suffix);
    return save_path(name, buf, err);
}

/* Files of the save folder are read only when they are regular files, never
 * through a symbolic link, never waiting (io_open_read). */
#define OWN_FILE (IO_READ_NOFOLLOW | IO_READ_REGULAR)

const char *save_read_file(const char *path, char **text, size_t *len, save_status *why,
                           char err[IO_ERRLEN])
{
    errno = 0;
    *why = SAVE_OK;
    if (!io_read_file_flags(path, OWN_FILE, text, len, err))
        return NULL;
    *why = errno == ENOENT                                        ? SAVE_MISSING
           : errno == EINVAL || errno == ELOOP || errno == EISDIR ? SAVE_NOT_FILE
                                                                  : SAVE_BAD;
    return err;
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
    if (claim_fd >= 0 && claim_pid == getpid())
        close(claim_fd); /* the lock goes with it */
    claim_fd = -1;
    claim_id[0] = '\0';
}

void save_release(void) { release(); }

/* Opens the lock file at path: made if it is not there (never through a
 * link) and open for writing when create (a write lock needs it), else open
 * for reading. Never waits (O_NONBLOCK: a FIFO opens at once). The
 * descriptor; -1 when it cannot be opened (then no claim can be made or seen
 * here, which is no reason to refuse a game); -2 when it is not a regular
 * file (err says so, as io_open_read says it). */
static int open_lock(const char *path, int create, char *err)
{
    int fd = open(path, (create ? O_RDWR | O_CREAT : O_RDONLY) | O_NOFOLLOW | O_NONBLOCK |
                            O_NOCTTY | O_CLOEXEC, 0600);
    struct stat st;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
        return fd;
    int saved = fd >= 0 ? EINVAL : errno;
    if (fd >= 0)
        close(fd);
    if (saved != EINVAL && saved != ELOOP && saved != EISDIR && saved != ENXIO)
        return -1;
    /* what it is, in io's words */
    int again = io_open_read(path, OWN_FILE, NULL, err);
    if (again >= 0) { /* a regular file by now */
        close(again);
        return -1;
    }
    return -2;
}

/* The lock of a claim: an open-file-description lock (F_OFD_SETLK) on the
 * whole lock file, held while its descriptor is open. in_use only asks about
 * it (F_OFD_GETLK) and never takes it, so looking never makes a claim fail:
 * of two windows started at once exactly one gets the game. */
static struct flock whole_file(void)
{
    struct flock fl;
    memset(&fl, 0, sizeof fl);
    fl.l_type = F_WRLCK;
    fl.l_whence = SEEK_SET;
    return fl;
}

/* Claims id for this program (and lets go of any other claim). 0 (claimed,
 * or no lock can be made here: then there is no claim, which is no reason to
 * refuse the game), -1 when another running program holds it, -2 when the
 * lock file is not a regular file (err says so). */
static int claim(const char *id, char *err)
{
    if (mine(id))
        return 0;
    char path[SAVE_PATHLEN], why[IO_ERRLEN];
    if (path_of(id, ".", ".lock", path, why))
        return 0;
    int fd = open_lock(path, 1, why);
    if (fd == -2) {
        snprintf(err, IO_ERRLEN, "%s", why);
        return -2;
    }
    if (fd < 0)
        return 0;
    struct flock fl = whole_file();
    if (fcntl(fd, F_OFD_SETLK, &fl) != 0) {
        int busy = errno == EAGAIN || errno == EACCES;
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
    int fd = open_lock(path, 0, err);
    if (fd < 0)
        return 0;
    struct flock fl = whole_file();
    int busy = fcntl(fd, F_OFD_GETLK, &fl) == 0 && fl.l_type != F_UNLCK;
    close(fd);
    return busy;
}

/* 1 when id's lock file is there but is not a regular file (a symbolic
 * link, dangling or not, a FIFO, a folder): no claim can be made on it, so a
 * new game does not take id. */
static int lock_unusable(const char *id)
{
    char path[SAVE_PATHLEN], err[IO_ERRLEN];
    struct stat st;
    return !path_of(id, ".", ".lock", path, err) && lstat(path, &st) == 0 &&
           !S_ISREG(st.st_mode);
}

const char *save_make_dirs(const char *path, char err[IO_ERRLEN])
{
    char dir[SAVE_PATHLEN], shown[IO_PATHSHOW + 4];
    snprintf(dir, sizeof dir, "%s", path);
    for (char *p = dir + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
            snprintf(err, IO_ERRLEN, "%s: cannot make the folder: %s", io_show_path(dir, shown),
                     strerror(errno));
            return err;
        }
        *p = '/';
    }
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
        if (path_of(id, "", ".save", path, err) || save_make_dirs(path, err))
            return err;
        if (io_write_atomic(path, write_game, (void *)gm, err))
            return err;
        claim(id, err);
        return NULL;
    }
    /* a new id: the first kK-N that no save has; io_write_new never replaces */
    for (int n = 1; n < 100000; n++) {
        char fresh[SAVE_IDLEN];
        snprintf(fresh, sizeof fresh, "k%d%s-%d", g->k, g->ngrids == 1 ? "-single" : "", n);
        if (path_of(fresh, "", ".save", path, err) || save_make_dirs(path, err))
            return err;
        if (in_use(fresh) || lock_unusable(fresh))
            continue; /* a game that was finished elsewhere, still running; or a
                         lock that no claim can take */
        int exists;
        if (!io_write_new(path, write_game, (void *)gm, &exists, err)) {
            snprintf(id, SAVE_IDLEN, "%s", fresh);
            claim(id, err);
            return NULL;
        }
        if (!exists)
            return err;
    }
    snprintf(err, IO_ERRLEN, "too many saved games; remove some (see --list-saves)");
    return err;
}

save_status save_load(const char *id, game **out, char err[IO_ERRLEN])
{
    *out = NULL;
    if (!save_id_ok(id)) {
        snprintf(err, IO_ERRLEN, "'%.60s' is not a save id; --list-saves shows them", id);
        return SAVE_MISSING;
    }
    char path[SAVE_PATHLEN], *text;
    size_t len;
    if (path_of(id, "", ".save", path, err))
        return SAVE_MISSING;
    struct stat st;
    if (lstat(path, &st) != 0) {
        snprintf(err, IO_ERRLEN, "there is no saved game %s; --list-saves shows them", id);
        return SAVE_MISSING;
    }
    /* the claim first: of two windows started at once, one gets it */
    int had = mine(id), c = claim(id, err);
    if (c == -1) {
        snprintf(err, IO_ERRLEN, "the saved game %s is open in another window", id);
        return SAVE_BUSY;
    }
    if (c == -2)
        return SAVE_NOT_FILE;
    save_status status = SAVE_OK;
    if (save_read_file(path, &text, &len, &status, err)) {
        if (status == SAVE_MISSING)
            snprintf(err, IO_ERRLEN, "there is no saved game %s; --list-saves shows them", id);
    } else {
        save_read(path, text, len, out, err);
        free(text);
        if (!*out)
            status = SAVE_BAD;
    }
    if (status != SAVE_OK && !had && mine(id))
        release();
    return status;
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
    if (save_dir(dir, err))
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
        if (path_of(s->id, "", ".save", path, err))
            continue;
        struct stat st;
        if (lstat(path, &st) != 0)
            continue;
        s->saved = st.st_mtime;
        s->in_use = in_use(s->id);
        char *text;
        size_t tlen;
        save_status why;
        save_data sd;
        if (!save_read_file(path, &text, &tlen, &why, s->problem)) {
            if (!save_parse(path, text, tlen, &sd, s->problem)) {
                s->ok = 1;
                s->k = sd.k;
                s->ngrids = sd.ngrids;
                s->has_seed = sd.has_seed;
                s->seed = sd.seed;
                s->by_computer = sd.by_computer;
                s->elapsed = sd.elapsed;
                s->level_asked = sd.rec.level_asked;
                geom *g = geom_new(sd.k, sd.ngrids);
                s->open_cells = g->ncells - grid_count_filled(g, sd.vals);
                geom_free(g);
                save_data_free(&sd);
            }
            free(text);
        } else if (why == SAVE_MISSING) {
            continue;
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

int save_print_list(FILE *out, int k, int ngrids)
{
    char err[IO_ERRLEN], dir[SAVE_PATHLEN];
    int count;
    save_info *list = save_list(&count, err);
    if (!list) {
        fprintf(stderr, "sudokupair-tui: %s\n", err);
        return 2;
    }
    save_dir(dir, err);
    /* --k and --single keep the saves of that size (and those that cannot
     * be read, whose size is not known) */
    char which[48] = "";
    if (k)
        snprintf(which, sizeof which, "k=%d ", k);
    if (ngrids == 1)
        strcat(which, "single-grid ");
    int shown = 0;
    for (int i = 0; i < count; i++)
        if (!list[i].ok || ((!k || list[i].k == k) && (!ngrids || list[i].ngrids == ngrids)))
            list[shown++] = list[i];
    count = shown;
    if (count == 0)
        fprintf(out, "No saved %sgames in %s.\n", which, dir);
    else
        fprintf(out, "Saved %sgames in %s, the most recent first:\n", which, dir);
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
        const char *level = level_can_ask(s->level_asked) ? level_name(s->level_asked) : "";
        fprintf(out, "  %-18s %s  %dx%d %s%s%s  %ld:%02ld played  %d open cells%s%s\n", s->id,
                when, n, n, s->ngrids == 2 ? "pair" : "grid", level[0] ? ", " : "", level,
                secs / 60, secs % 60, s->open_cells,
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

int save_resume(int k, int ngrids, int level, game **out, char id[SAVE_IDLEN],
                char note[IO_ERRLEN])
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
        if (s->ok && (s->k != k || s->ngrids != ngrids ||
                      (level != SAVE_ANY_LEVEL && (int)s->level_asked != level)))
            continue;
        if (!s->ok && !named_for(s->id, k, ngrids))
            continue;
        err[0] = '\0';
        save_status st = s->in_use ? SAVE_BUSY : s->ok ? save_load(s->id, out, err) : SAVE_BAD;
        const char *why = s->ok ? err : s->problem;
        const char *slash = strrchr(why, '/');
        if (st == SAVE_OK) {
            snprintf(id, SAVE_IDLEN, "%s", s->id);
        } else if (st == SAVE_NOT_FILE || (!s->ok && strstr(why, "not a regular file"))) {
            /* not ours to move: say so, leave it */
            if (!moved++)
                snprintf(note, IO_ERRLEN, "Could not resume %s: %.300s.", s->id,
                         slash ? slash + 1 : why);
        } else if (st == SAVE_BAD) {
            char dest[SAVE_IDLEN + 64], aside[IO_ERRLEN];
            /* only the first one is described: the list shows the rest */
            if (save_move_aside(s->id, dest, sizeof dest, aside)) {
                if (!moved++)
                    snprintf(note, IO_ERRLEN, "Could not resume %s: %.250s. Could not move it "
                             "aside either: %.150s.", s->id, slash ? slash + 1 : why, aside);
            } else if (!moved++) {
                snprintf(note, IO_ERRLEN, "Could not resume %s: %.300s. Moved it aside to %s.",
                         s->id, slash ? slash + 1 : why, dest);
            }
        } else if (st == SAVE_BUSY && !moved++) {
            snprintf(note, IO_ERRLEN, "Your game %s is open in another window.", s->id);
        } /* SAVE_MISSING: gone meanwhile */
    }
    free(list);
    return *out != NULL;
}

const char *save_move_path_aside(const char *path, char *dest, size_t len, char err[IO_ERRLEN])
{
    char to[SAVE_PATHLEN];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    char stamp[32];
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    const char *slash = strrchr(path, '/');
    for (int i = 0; i < 100; i++) {
        int n = i == 0 ? snprintf(to, sizeof to, "%s.bad-%s", path, stamp)
                       : snprintf(to, sizeof to, "%s.bad-%s-%d", path, stamp, i);
        if (n < 0 || n >= (int)sizeof to) {
            snprintf(err, IO_ERRLEN, "the save folder's path is too long; set XDG_DATA_HOME "
                                     "to a shorter one");
            return err;
        }
        /* link never replaces a file; then the old name goes */
        int moved = link(path, to) == 0;
        if (moved)
            unlink(path);
        else if (errno == EPERM || errno == EOPNOTSUPP || errno == EMLINK)
            /* no hard links here: rename, after looking that the name is free */
            moved = access(to, F_OK) != 0 && rename(path, to) == 0;
        if (moved) {
            snprintf(dest, len, "%s", slash ? to + (slash - path) + 1 : to);
            return NULL;
        }
        if (errno != EEXIST) {
            snprintf(err, IO_ERRLEN, "%s", strerror(errno));
            return err;
        }
    }
    snprintf(err, IO_ERRLEN, "every name for it is taken");
    return err;
}

const char *save_move_aside(const char *id, char *dest, size_t len, char err[IO_ERRLEN])
{
    if (!save_id_ok(id)) {
        snprintf(err, IO_ERRLEN, "'%.60s' is not a save id", id);
        return err;
    }
    char path[SAVE_PATHLEN];
    if (path_of(id, "", ".save", path, err))
        return err;
    return save_move_path_aside(path, dest, len, err);
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
