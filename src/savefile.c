/* savefile.c - the save file's text (savefile.h): a strict reader driven by
 * the table of its lines (LINES: key, the version it came with, its range,
 * where it goes). The writer is savefile_write.c's. */
#define _POSIX_C_SOURCE 200809L
#include "savefile.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "kind.h"
#include "level.h"
#include "util.h"

#define MAX_MOVES 10000000
#define MAX_COUNT 999999999 /* hints, reveals, checks, a move number */
#define MAX_LINES 24        /* room for every line of LINES */
#define STR_(x) #x
#define STR(x) STR_(x)

/* ---- reading: a line cursor (io's) with exact fields ---- */

typedef struct reader {
    char name[IO_PATHSHOW + 4];
    io_lines ls;
    int at_end; /* the text ended where a line was expected */
    char *err;
    geom *g;                  /* the game's size, once k and grids are read */
    int line_of[MAX_LINES];   /* the line each of LINES was read at; 0: not read */
    uint64_t moves;           /* the moves 'history' announced */
} reader;

/* The message "NAME:LINE:COL: what" into rd->err. */
__attribute__((format(printf, 4, 0))) static const char *vbad(reader *rd, int line, int col,
                                                                const char *fmt, va_list ap)
{
    char msg[IO_ERRLEN - IO_PATHSHOW - 32];
    vsnprintf(msg, sizeof msg, fmt, ap);
    snprintf(rd->err, IO_ERRLEN, "%s:%d:%d: %s", rd->name, line, col, msg);
    return rd->err;
}

/* Reports a fault of the line just read (or of the one that should have
 * come) at col. */
__attribute__((format(printf, 3, 4))) static const char *bad(reader *rd, int col,
                                                             const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vbad(rd, rd->ls.number + (rd->at_end || rd->ls.number == 0), col, fmt, ap);
    va_end(ap);
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

/* A line "KEY NUMBER": the number, from min to max. what says what it is. */
static const char *keyed(reader *rd, const char *key, uint64_t min, uint64_t max, uint64_t *v,
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
    int r = io_number(s, len, &i, 10, max, v);
    if (r != 0 || i != len || *v < min) {
        char found[40];
        describe(s + klen + 1, len - klen - 1, found, sizeof found);
        return bad(rd, (int)(klen + 2), "expected %s after '%s', found '%s'", what, key,
                   found);
    }
    return NULL;
}

/* A line "bookmark none" or "bookmark N" (version 4): *mark gets -1 or N
 * (N is checked against the history's length when the history has been
 * read). */
static const char *bookmark(reader *rd, int *mark)
{
    io_lines at = rd->ls;
    if (next(rd) && rd->ls.line_len == 13 && memcmp(rd->ls.line, "bookmark none", 13) == 0) {
        *mark = -1;
        return NULL;
    }
    rd->ls = at; /* keyed reads that line again */
    rd->at_end = 0;
    uint64_t v = 0;
    const char *msg = keyed(rd, "bookmark", 0, MAX_MOVES, &v,
                            "'none' or the moves done at the bookmark");
    *mark = (int)v;
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
            if (io_number(s, len, &i, notes ? 16 : 10, max, &v) != 0 ||
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
    if (io_number(s, len, &i, 10, 1, &v) != 0 || i >= len || s[i] != ' ')
        return bad(rd, (int)i + 1, "expected the computer flags before and after: 0 or 1 "
                                   "and a space");
    m->old_by_computer = (int)v;
    i++;
    size_t at = i;
    if (io_number(s, len, &i, 10, 1, &v) != 0 || (i < len && s[i] != ' '))
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
            if (io_number(s, len, &i, j >= 3 ? 16 : 10, max[j], &f[j]) != 0 ||
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
        if (len < 3 || io_number(s, len, &i, 10, (uint64_t)g->ncells - 1, &v) != 0 || i >= len ||
            s[i] != ' ')
            return bad(rd, 3, "expected a cell from 0 to %d and a space", g->ncells - 1);
        size_t vat = ++i;
        if (io_number(s, len, &i, 10, (uint64_t)g->n, &w) != 0 || i != len ||
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
            if (io_number(s, len, &i, 10, (uint64_t)g->ncells - 1, &v) != 0 || i >= len ||
                s[i] != ':' || (++i, io_number(s, len, &i, notes ? 16 : 10, max, &w)) != 0 ||
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

/* Reports a fault of line (not the one just read) at col. */
__attribute__((format(printf, 4, 5))) static const char *bad_at(reader *rd, int line, int col,
                                                                const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vbad(rd, line, col, fmt, ap);
    va_end(ap);
    return rd->err;
}

/* ---- the lines of a save, in their order ---- */

/* How a line is read. */
typedef enum {
    BY_NUMBER, /* "KEY N", N from min to max */
    BY_CELL,   /* "KEY N", N a cell of the game */
    BY_LEVEL,  /* "KEY NAME", a level that ok() takes */
    BY_OWN     /* by read(): a line of its own shape, or several */
} line_kind;

/* The type of the field a line's value goes to. */
typedef enum { INTO_INT, INTO_U64, INTO_LEVEL } into_type;

typedef struct line_spec line_spec;
struct line_spec {
    const char *key;   /* the word that starts the line */
    int since;         /* the first version that has it */
    int optional;      /* may be left out: it is there when its key starts the line */
    line_kind kind;
    uint64_t min, max; /* BY_NUMBER's range */
    const char *what;  /* BY_NUMBER: what N is, for messages */
    size_t at;         /* where it goes: offsetof(savefile_data, ...) */
    into_type into;
    int (*ok)(level_id); /* BY_LEVEL: the levels it takes */
    const char *(*read)(reader *rd, savefile_data *d); /* BY_OWN */
};

static const char *read_shape(reader *rd, savefile_data *d);
static const char *read_elapsed(reader *rd, savefile_data *d);
static const char *read_bookmark(reader *rd, savefile_data *d);
static const char *read_givens(reader *rd, savefile_data *d);
static const char *read_values(reader *rd, savefile_data *d);
static const char *read_notes(reader *rd, savefile_data *d);
static const char *read_history(reader *rd, savefile_data *d);
static const char *read_base(reader *rd, savefile_data *d);
static const char *read_moves(reader *rd, savefile_data *d);
static const char *read_end(reader *rd, savefile_data *d);

/* The table's rows, by how a line is read: its key, the version it came
 * with, then its range and what the number is, or the levels it takes, and
 * the field of savefile_data it goes to (and that field's type). */
#define NUMBER(key, since, optional, min, max, what, field, type)                       \
    { key, since, optional, BY_NUMBER, min, max, what, offsetof(savefile_data, field), type, \
      NULL, NULL }
#define CELL(key, since, field)                                                           \
    { key, since, 0, BY_CELL, 0, 0, NULL, offsetof(savefile_data, field), INTO_INT, NULL, NULL }
#define LEVEL(key, since, ok, field, type)                                                \
    { key, since, 0, BY_LEVEL, 0, 0, NULL, offsetof(savefile_data, field), type, ok, NULL }
#define OWN(key, since, optional, read) \
    { key, since, optional, BY_OWN, 0, 0, NULL, 0, INTO_INT, NULL, read }

/* The lines after the first ("sudokupair-tui save VERSION"), in their order.
 * A save is a game: the sizes the game plays. The shape is "k K" (square
 * boxes) before version 5, "box RxC" from it. */
static const line_spec LINES[] = {
    OWN("k", 1, 0, read_shape),
    NUMBER("grids", 1, 0, 1, 2, "1 or 2", ngrids, INTO_INT),
    NUMBER("diagonals", 5, 0, 0, 1, "0 or 1", diagonals, INTO_INT), /* the geometry after it */
    NUMBER("seed", 1, 1, 0, UINT64_MAX, "a seed from 0 to 2^64-1", seed, INTO_U64),
    OWN("elapsed", 1, 0, read_elapsed),
    NUMBER("computer", 1, 0, 0, 1, "0 or 1", by_computer, INTO_INT),
    /* version 3: the record */
    LEVEL("level", 3, asked_level, rec.level_asked, INTO_LEVEL),
    LEVEL("graded", 3, graded_level, graded, INTO_INT),
    NUMBER("hints", 3, 0, 0, MAX_COUNT, "a count", rec.hints, INTO_INT),
    NUMBER("reveals", 3, 0, 0, MAX_COUNT, "a count", rec.reveals, INTO_INT),
    NUMBER("checks", 3, 0, 0, MAX_COUNT, "a count", rec.checks, INTO_INT),
    NUMBER("solved-at", 3, 0, 0, MAX_COUNT, "a move number, or 0", rec.computer_move, INTO_INT),
    CELL("cursor", 3, rec.cursor),
    OWN("bookmark", 4, 0, read_bookmark), /* "bookmark none" or "bookmark N" */
    /* the grids: a line of one word, then rows of numbers */
    OWN("givens", 1, 0, read_givens),
    OWN("values", 1, 0, read_values),
    OWN("notes", 1, 0, read_notes),
    /* version 2: the undo history; version 3: where it starts, when its
     * oldest moves were dropped */
    OWN("history", 2, 0, read_history),
    OWN("base", 3, 1, read_base),
    OWN("(moves)", 2, 0, read_moves), /* a line a move, no key */
    OWN("end", 1, 0, read_end),
};
#define NLINES ((int)(sizeof LINES / sizeof LINES[0]))
_Static_assert(sizeof LINES / sizeof LINES[0] <= MAX_LINES, "MAX_LINES holds LINES");

/* The line where LINES' key was read; 0 when it was not. */
static int line_of(const reader *rd, const char *key)
{
    for (int i = 0; i < NLINES; i++)
        if (strcmp(LINES[i].key, key) == 0)
            return rd->line_of[i];
    return 0;
}

/* 1 when the next line starts with key (whatever follows: its reader says
 * what is wrong with it); the line is left to be read. */
static int starts_with(reader *rd, const char *key)
{
    io_lines at = rd->ls;
    size_t klen = strlen(key);
    int yes = next(rd) && rd->ls.line_len >= klen && memcmp(rd->ls.line, key, klen) == 0;
    rd->ls = at;
    rd->at_end = 0;
    return yes;
}

/* The first line: "sudokupair-tui save VERSION". */
static const char *read_version(reader *rd, savefile_data *d)
{
    static const char magic[] = "sudokupair-tui save ";
    const size_t mlen = sizeof magic - 1;
    if (!next(rd))
        return bad(rd, 1, "an empty file, not a sudokupair-tui save file");
    const char *s = rd->ls.line;
    size_t slen = rd->ls.line_len, i = mlen;
    if (slen < mlen || memcmp(s, magic, mlen) != 0)
        return bad(rd, 1, "not a sudokupair-tui save file");
    uint64_t v;
    int r = io_number(s, slen, &i, 10, 1000000, &v);
    while (r == -2 && i < slen && s[i] >= '0' && s[i] <= '9')
        i++; /* the whole number, for the message */
    char found[40];
    describe(s + mlen, slen - mlen, found, sizeof found);
    if (r == -1 || i != slen)
        return bad(rd, (int)mlen + 1, "expected a save version number, found '%s'", found);
    if (r == -2 || v < 1 || v > SAVEFILE_VERSION)
        return bad(rd, (int)mlen + 1,
                   "save version %s, but this program reads versions 1 to %d (a newer "
                   "program wrote it?)",
                   found, SAVEFILE_VERSION);
    d->version = (int)v;
    return NULL;
}

/* The shape: "k K" (K from GRID_KMIN to GRID_KMAX_PLAY, square boxes)
 * before version 5; "box RxC" from version 5 (R and C each GRID_KMIN..
 * GRID_KMAX, R * C at most KIND_NMAX_PLAY: a grid the game plays). */
static const char *read_shape(reader *rd, savefile_data *d)
{
    uint64_t k = 0;
    if (d->version < 5) {
        const char *msg = keyed(rd, "k", GRID_KMIN, GRID_KMAX_PLAY, &k,
                                "a box size from " STR(GRID_KMIN) " to " STR(GRID_KMAX_PLAY));
        d->box_rows = d->box_cols = (int)k;
        return msg;
    }
    static const char what[] = "expected 'box' and the boxes' rows and columns RxC (each from "
                               STR(GRID_KMIN) " to " STR(GRID_KMAX) ", a grid of at most "
                               "25x25), such as 'box 2x3'";
    if (!next(rd))
        return bad(rd, 1, "%s, found the end of the file", what);
    const char *s = rd->ls.line;
    size_t len = rd->ls.line_len, i = 4;
    puzzle_kind kd = kind_square(0, 0, LEVEL_UNKNOWN, KIND_SYM_DEFAULT);
    if (len != 7 || memcmp(s, "box ", 4) != 0 || s[5] != 'x' ||
        kind_shape_read(s, len, &i, 1, &kd) != 0 || i != len)
        return bad(rd, len >= 4 && memcmp(s, "box ", 4) == 0 ? 5 : 1, "%s", what);
    d->box_rows = kd.box_rows, d->box_cols = kd.box_cols;
    return NULL;
}

/* "elapsed SECONDS": digits, maybe a '.' and at most 9 more. */
static const char *read_elapsed(reader *rd, savefile_data *d)
{
    static const char what[] = "seconds (digits, maybe a '.' and more)";
    if (!next(rd))
        return bad(rd, 1, "expected 'elapsed' and %s, found the end of the file", what);
    const char *s = rd->ls.line;
    size_t slen = rd->ls.line_len, i = 8, fdigits = 0;
    uint64_t secs = 0, frac = 0;
    int ok = slen > 8 && memcmp(s, "elapsed ", 8) == 0 &&
             io_number(s, slen, &i, 10, 999999999, &secs) == 0;
    if (ok && i < slen && s[i] == '.') {
        size_t at = ++i;
        ok = io_number(s, slen, &i, 10, 999999999, &frac) == 0;
        fdigits = i - at;
        if (fdigits > 9) /* more than enough */
            ok = 0;
    }
    if (!ok || i != slen)
        return bad(rd, 1, "expected 'elapsed' and %s", what);
    double scale = 1;
    for (size_t j = 0; j < fdigits; j++)
        scale *= 10;
    d->elapsed = (double)secs + (double)frac / scale;
    return NULL;
}

static const char *read_bookmark(reader *rd, savefile_data *d)
{
    return bookmark(rd, &d->rec.mark);
}

/* A line of one word, then the rows of the grids into out. */
static const char *word_rows(reader *rd, const char *w, int notes, void *out,
                             const uint8_t *givens)
{
    const char *msg = word(rd, w);
    return msg ? msg : rows(rd, rd->g, notes, out, givens);
}

static const char *read_givens(reader *rd, savefile_data *d)
{
    d->givens = xcalloc((size_t)rd->g->ncells, 1);
    return word_rows(rd, "givens", 0, d->givens, NULL);
}

static const char *read_values(reader *rd, savefile_data *d)
{
    d->vals = xcalloc((size_t)rd->g->ncells, 1);
    return word_rows(rd, "values", 0, d->vals, d->givens);
}

/* The notes; then 'computer 1' is held to its word: the values solve the grids. */
static const char *read_notes(reader *rd, savefile_data *d)
{
    d->notes = xcalloc((size_t)rd->g->ncells, sizeof *d->notes);
    const char *msg = word_rows(rd, "notes", 1, d->notes, NULL);
    if (!msg && d->by_computer && !grid_is_solution(rd->g, d->vals))
        msg = bad_at(rd, line_of(rd, "computer"), 10,
                     "'computer 1' says the entries are the computer's solution, but they do "
                     "not solve the grids");
    return msg;
}

/* "history MOVES DONE". */
static const char *read_history(reader *rd, savefile_data *d)
{
    uint64_t n = 0, done = 0;
    d->moves = xcalloc(1, sizeof *d->moves);
    if (!next(rd))
        return bad(rd, 1, "expected 'history', found the end of the file");
    d->history_line = rd->ls.number;
    const char *s = rd->ls.line;
    size_t slen = rd->ls.line_len, i = 8;
    int ok = slen > 8 && memcmp(s, "history ", 8) == 0 &&
             io_number(s, slen, &i, 10, MAX_MOVES, &n) == 0 && i < slen && s[i] == ' ';
    if (ok) {
        i++;
        ok = io_number(s, slen, &i, 10, n, &done) == 0 && i == slen;
    }
    if (!ok)
        return bad(rd, 1, "expected 'history', the number of moves and how many of them are "
                          "done");
    rd->moves = n;
    d->done = (int)done;
    return NULL;
}

/* "base COMPUTER", then the values and notes the history starts from. */
static const char *read_base(reader *rd, savefile_data *d)
{
    next(rd); /* there: starts_with looked */
    size_t i = 5;
    uint64_t v = 0;
    const char *msg = NULL;
    if (rd->ls.line_len != 6 || rd->ls.line[4] != ' ' ||
        io_number(rd->ls.line, rd->ls.line_len, &i, 10, 1, &v) != 0)
        msg = bad(rd, 1, "expected 'base' and the computer flag of the state the history "
                         "starts from (0 or 1)");
    d->base_by_computer = (int)v;
    d->base_vals = xcalloc((size_t)rd->g->ncells, 1);
    d->base_notes = xcalloc((size_t)rd->g->ncells, sizeof *d->base_notes);
    if (!msg)
        msg = rows(rd, rd->g, 0, d->base_vals, d->givens);
    if (!msg)
        msg = rows(rd, rd->g, 1, d->base_notes, NULL);
    return msg;
}

/* The moves 'history' announced, a line each (version 2: "move ..."); then
 * the bookmark is held to the history's length. */
static const char *read_moves(reader *rd, savefile_data *d)
{
    const char *msg = NULL;
    int cap = 0;
    for (uint64_t m = 0; !msg && m < rd->moves; m++) {
        if (!next(rd))
            return bad(rd, 1, "expected %llu moves, found the end of the file",
                       (unsigned long long)rd->moves);
        if (d->nmoves == cap) {
            cap = cap ? 2 * cap : 16;
            d->moves = xrealloc(d->moves, sizeof *d->moves * (size_t)cap);
            d->move_lines = xrealloc(d->move_lines, sizeof *d->move_lines * (size_t)cap);
        }
        game_move *mv = &d->moves[d->nmoves];
        d->move_lines[d->nmoves] = rd->ls.number;
        if (d->version >= 3)
            msg = step_line(rd, rd->g, mv);
        else if (rd->ls.line_len < 9 || memcmp(rd->ls.line, "move ", 5) != 0)
            msg = bad(rd, 1, "expected 'move' and the computer flags before and after"),
            memset(mv, 0, sizeof *mv);
        else
            msg = changes_line(rd, rd->g, 5, mv);
        d->nmoves++; /* kept for freeing even when refused */
    }
    if (!msg && d->rec.mark > d->nmoves)
        msg = bad_at(rd, line_of(rd, "bookmark"), 10,
                     "the bookmark is after move %d, but the history has %d moves",
                     d->rec.mark, d->nmoves);
    return msg;
}

/* "end", and nothing after it but blank lines. */
static const char *read_end(reader *rd, savefile_data *d)
{
    (void)d;
    const char *msg = word(rd, "end");
    while (!msg && next(rd))
        for (size_t j = 0; j < rd->ls.line_len && !msg; j++)
            if (rd->ls.line[j] != ' ' && rd->ls.line[j] != '\t')
                msg = bad(rd, (int)j + 1, "expected nothing after 'end'");
    return msg;
}

/* Reads the line L into d. */
static const char *read_line(reader *rd, const line_spec *L, savefile_data *d)
{
    uint64_t v = 0;
    const char *msg = NULL;
    char what[40];
    int level = 0;
    switch (L->kind) {
    case BY_NUMBER: msg = keyed(rd, L->key, L->min, L->max, &v, L->what); break;
    case BY_CELL:
        snprintf(what, sizeof what, "a cell from 0 to %d", rd->g->ncells - 1);
        msg = keyed(rd, L->key, 0, (uint64_t)rd->g->ncells - 1, &v, what);
        break;
    case BY_LEVEL:
        msg = keyed_level(rd, L->key, L->ok, &level);
        v = (uint64_t)level;
        break;
    case BY_OWN: return L->read(rd, d);
    }
    if (msg)
        return msg;
    char *field = (char *)d + L->at;
    switch (L->into) {
    case INTO_INT: *(int *)(void *)field = (int)v; break;
    case INTO_U64: *(uint64_t *)(void *)field = v; break;
    case INTO_LEVEL: *(level_id *)(void *)field = (level_id)v; break;
    }
    return NULL;
}

const char *savefile_parse(const char *name, const char *text, size_t len, savefile_data *d,
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
    const char *msg = read_version(&rd, d);
    for (int i = 0; !msg && i < NLINES; i++) {
        const line_spec *L = &LINES[i];
        if (L->since > d->version || (L->optional && !starts_with(&rd, L->key)))
            continue;
        if (!rd.g && d->ngrids && strcmp(L->key, "diagonals") != 0) /* the shape, grids and
                                                                        diagonals read */
            rd.g = geom_new_shape(d->box_rows, d->box_cols, d->ngrids, d->diagonals);
        msg = read_line(&rd, L, d);
        rd.line_of[i] = rd.ls.number;
    }
    d->has_seed = line_of(&rd, "seed") != 0;
    if (!msg && d->graded >= 0) /* the level the game is named under, as game_restore */
        d->rec.level_asked = level_named(d->rec.level_asked, (level_id)d->graded);
    geom_free(rd.g);
    if (msg)
        savefile_data_free(d);
    return msg;
}


void savefile_data_free(savefile_data *d)
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

const char *savefile_read(const char *name, const char *text, size_t len, game **out,
                          char err[IO_ERRLEN])
{
    savefile_data d;
    *out = NULL;
    if (savefile_parse(name, text, len, &d, err))
        return err;
    char shown[IO_PATHSHOW + 4], why[IO_ERRLEN];
    io_show_path(name, shown);
    geom *g = geom_new_shape(d.box_rows, d.box_cols, d.ngrids, d.diagonals);
    game *gm = game_new(g, d.givens, NULL, d.has_seed, d.seed, why);
    if (!gm) {
        geom_free(g);
        savefile_data_free(&d);
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
        savefile_data_free(&d);
        return err;
    }
    savefile_data_free(&d);
    *out = gm;
    return NULL;
}
