/* game.c - one game in progress: moves, undo/redo, notes, hint/check/solve, saves. */
#define _POSIX_C_SOURCE 200809L
#include "game.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "logic.h"
#include "sat.h"
#include "util.h"

/* One cell's change within a move. */
typedef struct change {
    int cell;
    uint8_t old_v, new_v;
    grid_mask old_notes, new_notes;
} change;

/* A move: the changes it made, undone and redone as one. */
typedef struct move {
    change *changes;
    int count;
    int old_by_computer, new_by_computer;
} move;

struct game {
    geom *g;
    uint8_t *givens, *vals, *solution, *marked;
    grid_mask *notes;
    int unique, has_seed, by_computer;
    uint64_t seed;
    double elapsed;
    sat *solver;     /* made when first needed */
    move *history;   /* done moves, then undone ones from `done` on */
    int done, nhistory, cap;
    move building;   /* the move being recorded */
    int building_cap;
};

static sat *solver(game *gm)
{
    if (!gm->solver)
        gm->solver = sat_new(gm->g);
    return gm->solver;
}

game *game_new(geom *g, const uint8_t *givens, const uint8_t *solution, int has_seed,
               uint64_t seed, char err[IO_ERRLEN])
{
    game *gm = xcalloc(1, sizeof *gm);
    size_t nc = (size_t)g->ncells;
    gm->g = g;
    gm->givens = xmalloc(nc);
    memcpy(gm->givens, givens, nc);
    gm->vals = xmalloc(nc);
    memcpy(gm->vals, givens, nc);
    gm->solution = xmalloc(nc);
    gm->marked = xcalloc(nc, 1);
    gm->notes = xcalloc(nc, sizeof *gm->notes);
    gm->has_seed = has_seed;
    gm->seed = seed;
    if (solution) {
        memcpy(gm->solution, solution, nc);
        gm->unique = 1;
    } else {
        sat_answer a = grid_conflicts(g, givens, NULL) ? SAT_NONE
                                                       : sat_count(solver(gm), givens, gm->solution);
        if (a == SAT_NONE || a == SAT_UNKNOWN) {
            snprintf(err, IO_ERRLEN, "this puzzle has no solution");
            gm->g = NULL; /* the caller keeps g */
            game_free(gm);
            return NULL;
        }
        gm->unique = a == SAT_UNIQUE;
    }
    return gm;
}

void game_free(game *gm)
{
    if (!gm)
        return;
    for (int i = 0; i < gm->nhistory; i++)
        free(gm->history[i].changes);
    free(gm->history);
    free(gm->building.changes);
    sat_free(gm->solver);
    free(gm->givens);
    free(gm->vals);
    free(gm->solution);
    free(gm->marked);
    free(gm->notes);
    geom_free(gm->g);
    free(gm);
}

game_state game_view(const game *gm)
{
    game_state st = { gm->g, gm->givens, gm->vals, gm->notes, gm->marked, gm->unique,
                      gm->has_seed, gm->seed, gm->by_computer, gm->elapsed };
    return st;
}

/* Recording a move: set() changes a cell and notes it in the move being built;
 * commit() pushes the move on the history, dropping what was undone. */
static void set(game *gm, int cell, int v, grid_mask notes)
{
    if (gm->vals[cell] == v && gm->notes[cell] == notes)
        return;
    move *m = &gm->building;
    if (m->count == gm->building_cap) {
        gm->building_cap = gm->building_cap ? 2 * gm->building_cap : 16;
        m->changes = xrealloc(m->changes, sizeof *m->changes * (size_t)gm->building_cap);
    }
    change ch = { cell, gm->vals[cell], (uint8_t)v, gm->notes[cell], notes };
    m->changes[m->count++] = ch;
    gm->vals[cell] = (uint8_t)v;
    gm->notes[cell] = notes;
    if (ch.old_v != v)
        gm->marked[cell] = 0;
}

static move_result commit(game *gm, int new_by_computer)
{
    move *m = &gm->building;
    if (m->count == 0 && new_by_computer == gm->by_computer)
        return MOVE_NOTHING;
    for (int i = gm->done; i < gm->nhistory; i++)
        free(gm->history[i].changes);
    gm->nhistory = gm->done;
    if (gm->nhistory == gm->cap) {
        gm->cap = gm->cap ? 2 * gm->cap : 64;
        gm->history = xrealloc(gm->history, sizeof *gm->history * (size_t)gm->cap);
    }
    move done = { xmalloc(sizeof *m->changes * (size_t)(m->count ? m->count : 1)), m->count,
                  gm->by_computer, new_by_computer };
    memcpy(done.changes, m->changes, sizeof *m->changes * (size_t)m->count);
    gm->history[gm->nhistory++] = done;
    gm->done = gm->nhistory;
    gm->by_computer = new_by_computer;
    m->count = 0;
    return MOVE_DONE;
}

/* Puts v at cell and strikes v from the notes of its peers, without commit. */
static void place(game *gm, int cell, int v)
{
    set(gm, cell, v, 0);
    if (!v)
        return;
    const geom *g = gm->g;
    grid_mask bit = (grid_mask)1 << (v - 1);
    const int *p = g->peers + (size_t)cell * g->npeers;
    for (int i = 0; i < g->npeers; i++)
        if (gm->notes[p[i]] & bit)
            set(gm, p[i], gm->vals[p[i]], gm->notes[p[i]] & ~bit);
}

move_result game_place(game *gm, int cell, int v)
{
    if (gm->givens[cell])
        return MOVE_GIVEN;
    place(gm, cell, v);
    return commit(gm, gm->by_computer);
}

move_result game_toggle_note(game *gm, int cell, int v)
{
    if (gm->givens[cell])
        return MOVE_GIVEN;
    if (gm->vals[cell])
        return MOVE_NOTHING;
    set(gm, cell, 0, gm->notes[cell] ^ ((grid_mask)1 << (v - 1)));
    return commit(gm, gm->by_computer);
}

move_result game_restart(game *gm)
{
    for (int cell = 0; cell < gm->g->ncells; cell++)
        set(gm, cell, gm->givens[cell], 0);
    return commit(gm, 0);
}

static void apply(game *gm, const move *m, int forward)
{
    for (int i = 0; i < m->count; i++) {
        const change *ch = &m->changes[forward ? i : m->count - 1 - i];
        gm->vals[ch->cell] = forward ? ch->new_v : ch->old_v;
        gm->notes[ch->cell] = forward ? ch->new_notes : ch->old_notes;
        gm->marked[ch->cell] = 0;
    }
    gm->by_computer = forward ? m->new_by_computer : m->old_by_computer;
}

int game_undo(game *gm)
{
    if (gm->done == 0)
        return 0;
    apply(gm, &gm->history[--gm->done], 0);
    return 1;
}

int game_redo(game *gm)
{
    if (gm->done == gm->nhistory)
        return 0;
    apply(gm, &gm->history[gm->done++], 1);
    return 1;
}

/* The first entry that disagrees with the solution followed, or -1. */
static int first_wrong(game *gm)
{
    for (int cell = 0; cell < gm->g->ncells; cell++)
        if (gm->vals[cell] && !gm->givens[cell] && gm->vals[cell] != gm->solution[cell])
            return cell;
    return -1;
}

/* For a puzzle with several solutions, the entries may follow another one:
 * take the solution that agrees with them, if there is one. */
static void follow_entries(game *gm)
{
    if (gm->unique || first_wrong(gm) < 0)
        return;
    uint8_t *sol = xmalloc((size_t)gm->g->ncells);
    if (sat_solve(solver(gm), gm->vals, -1, 0, sol) == 1)
        memcpy(gm->solution, sol, (size_t)gm->g->ncells);
    free(sol);
}

game_hint game_do_hint(game *gm)
{
    game_hint h = { HINT_NONE, -1, 0, NULL };
    follow_entries(gm);
    int wrong = first_wrong(gm);
    if (wrong >= 0) {
        h.kind = HINT_WRONG;
        h.cell = wrong;
        h.value = gm->vals[wrong];
        gm->marked[wrong] = 1;
        return h;
    }
    logic_reason reason;
    if (!logic_best_hint(gm->g, gm->vals, gm->solution, &h.cell, &reason))
        return h;
    h.value = gm->solution[h.cell];
    if (reason == REASON_SEARCH && !gm->unique &&
        sat_forced(solver(gm), gm->vals, h.cell, h.value) != 1) {
        h.reason = "one of several solutions (this puzzle has more than one)";
    } else {
        h.reason = logic_reason_text(reason);
    }
    h.kind = HINT_PLACED;
    place(gm, h.cell, h.value);
    commit(gm, gm->by_computer);
    return h;
}

int game_check(game *gm)
{
    follow_entries(gm);
    int wrong = 0;
    for (int cell = 0; cell < gm->g->ncells; cell++) {
        gm->marked[cell] = gm->vals[cell] && !gm->givens[cell] &&
                           gm->vals[cell] != gm->solution[cell];
        wrong += gm->marked[cell];
    }
    return wrong;
}

move_result game_solve(game *gm)
{
    follow_entries(gm);
    for (int cell = 0; cell < gm->g->ncells; cell++)
        set(gm, cell, gm->solution[cell], 0);
    return commit(gm, 1);
}

int game_is_complete(const game *gm) { return grid_is_solution(gm->g, gm->vals); }

void game_add_time(game *gm, double seconds) { gm->elapsed += seconds; }

const char *game_save_path(int k, int ngrids, char *buf, size_t len)
{
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
    if (xdg && *xdg == '/')
        snprintf(buf, len, "%s/sudokupair-tui/k%d%s.save", xdg, k, ngrids == 1 ? "-single" : "");
    else if (home && *home)
        snprintf(buf, len, "%s/.local/share/sudokupair-tui/k%d%s.save", home, k,
                 ngrids == 1 ? "-single" : "");
    else
        return NULL;
    return buf;
}

int game_write(const game *gm, FILE *out)
{
    const geom *g = gm->g;
    fprintf(out, "sudokupair-tui save %d\n", GAME_SAVE_VERSION);
    fprintf(out, "k %d\ngrids %d\n", g->k, g->ngrids);
    if (gm->has_seed)
        fprintf(out, "seed %llu\n", (unsigned long long)gm->seed);
    fprintf(out, "elapsed %.1f\ncomputer %d\n", gm->elapsed, gm->by_computer);
    fputs("givens\n", out);
    io_write_csv(out, g, gm->givens);
    fputs("values\n", out);
    io_write_csv(out, g, gm->vals);
    fputs("notes\n", out);
    for (int row = 0; row < g->ngrids * g->n; row++)
        for (int c = 0; c < g->n; c++)
            fprintf(out, "%llx%c", (unsigned long long)gm->notes[row * g->n + c], c + 1 < g->n ? ',' : '\n');
    fputs("end\n", out);
    return ferror(out) ? -1 : 0;
}

static int write_game(FILE *out, void *ctx) { return game_write(ctx, out); }

const char *game_save(const game *gm, const char *path, char err[IO_ERRLEN])
{
    /* make the folders of path */
    char *dir = xstrdup(path);
    for (char *p = dir + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(dir, 0755) != 0 && errno != EEXIST) {
            snprintf(err, IO_ERRLEN, "%s: cannot make the folder: %s", dir, strerror(errno));
            free(dir);
            return err;
        }
        *p = '/';
    }
    free(dir);
    return io_write_atomic(path, write_game, (void *)gm, err);
}

/* The save parser: a line cursor over the text with exact messages. */
typedef struct reader {
    const char *name, *p, *end;
    int line;
    char *err;
} reader;

__attribute__((format(printf, 2, 3))) static const char *bad(reader *rd, const char *fmt, ...)
{
    char msg[IO_ERRLEN - 64];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(rd->err, IO_ERRLEN, "%s:%d: %s", rd->name, rd->line, msg);
    return rd->err;
}

/* The next line without its end, copied into buf; 0 at the end of the text. */
static int next_line(reader *rd, char *buf, size_t cap)
{
    if (rd->p >= rd->end)
        return 0;
    const char *start = rd->p;
    while (rd->p < rd->end && *rd->p != '\n')
        rd->p++;
    size_t len = (size_t)(rd->p - start);
    if (rd->p < rd->end)
        rd->p++;
    if (len && start[len - 1] == '\r')
        len--;
    if (len >= cap)
        len = cap - 1;
    memcpy(buf, start, len);
    buf[len] = '\0';
    rd->line++;
    return 1;
}

static const char *expect_word(reader *rd, char *buf, size_t cap, const char *word)
{
    if (!next_line(rd, buf, cap))
        return bad(rd, "expected '%s', found the end of the file", word);
    if (strcmp(buf, word) != 0)
        return bad(rd, "expected '%s'", word);
    return NULL;
}

/* Reads ngrids*n rows of n numbers in base `base`, each at most max. */
static const char *read_rows(reader *rd, const geom *g, int base, unsigned long max,
                             void *out, int is_mask)
{
    char line[1024];
    for (int row = 0; row < g->ngrids * g->n; row++) {
        if (!next_line(rd, line, sizeof line))
            return bad(rd, "expected %d rows, found the end of the file", g->ngrids * g->n);
        char *p = line;
        for (int c = 0; c < g->n; c++) {
            char *end;
            errno = 0;
            unsigned long v = strtoul(p, &end, base);
            if (end == p || errno || v > max || *p == '-' || *p == ' ')
                return bad(rd, "column %d: expected a number up to %lu", (int)(p - line) + 1, max);
            if (is_mask)
                ((grid_mask *)out)[row * g->n + c] = (grid_mask)v;
            else
                ((uint8_t *)out)[row * g->n + c] = (uint8_t)v;
            p = end;
            if (c + 1 < g->n && *p++ != ',')
                return bad(rd, "column %d: expected ',' and %d values in a row",
                           (int)(p - line), g->n);
        }
        if (*p)
            return bad(rd, "column %d: expected the end of the row", (int)(p - line) + 1);
    }
    return NULL;
}

const char *game_parse_save(const char *name, const char *text, size_t len,
                            game_save_data *d, char err[IO_ERRLEN])
{
    reader rd = { name, text, text + len, 0, err };
    char line[256];
    int version;
    unsigned long long seed = 0;
    memset(d, 0, sizeof *d);
    if (!next_line(&rd, line, sizeof line) ||
        sscanf(line, "sudokupair-tui save %d", &version) != 1)
        return bad(&rd, "not a sudokupair-tui save file");
    if (version > GAME_SAVE_VERSION || version < 1)
        return bad(&rd, "save version %d, but this program reads version %d", version,
                   GAME_SAVE_VERSION);
    if (!next_line(&rd, line, sizeof line) || sscanf(line, "k %d", &d->k) != 1 ||
        d->k < GRID_KMIN || d->k > GRID_KMAX)
        return bad(&rd, "expected 'k' and a box size from 2 to 5");
    if (!next_line(&rd, line, sizeof line) || sscanf(line, "grids %d", &d->ngrids) != 1 ||
        d->ngrids < 1 || d->ngrids > 2)
        return bad(&rd, "expected 'grids 1' or 'grids 2'");
    if (!next_line(&rd, line, sizeof line))
        return bad(&rd, "expected 'seed' or 'elapsed', found the end of the file");
    d->has_seed = sscanf(line, "seed %llu", &seed) == 1;
    d->seed = seed;
    if (d->has_seed && !next_line(&rd, line, sizeof line))
        return bad(&rd, "expected 'elapsed', found the end of the file");
    if (sscanf(line, "elapsed %lf", &d->elapsed) != 1 || !(d->elapsed >= 0 && d->elapsed < 1e9))
        return bad(&rd, "expected 'elapsed' and a number of seconds");
    if (!next_line(&rd, line, sizeof line) || sscanf(line, "computer %d", &d->by_computer) != 1 ||
        d->by_computer < 0 || d->by_computer > 1)
        return bad(&rd, "expected 'computer 0' or 'computer 1'");

    geom *g = geom_new(d->k, d->ngrids);
    size_t nc = (size_t)g->ncells;
    d->givens = xmalloc(nc);
    d->vals = xmalloc(nc);
    d->notes = xmalloc(nc * sizeof *d->notes);
    const char *msg = expect_word(&rd, line, sizeof line, "givens");
    if (!msg)
        msg = read_rows(&rd, g, 10, (unsigned long)g->n, d->givens, 0);
    if (!msg)
        msg = expect_word(&rd, line, sizeof line, "values");
    if (!msg)
        msg = read_rows(&rd, g, 10, (unsigned long)g->n, d->vals, 0);
    if (!msg)
        msg = expect_word(&rd, line, sizeof line, "notes");
    if (!msg)
        msg = read_rows(&rd, g, 16, (unsigned long)grid_all(g), d->notes, 1);
    if (!msg)
        msg = expect_word(&rd, line, sizeof line, "end");
    for (int cell = 0; !msg && cell < g->ncells; cell++)
        if (d->givens[cell] && d->vals[cell] != d->givens[cell])
            msg = bad(&rd, "a value differs from its given (grid %c, row %d, column %d)",
                      'A' + geom_grid_of(g, cell), geom_row(g, cell) + 1, geom_col(g, cell) + 1);
    geom_free(g);
    if (msg)
        game_save_data_free(d);
    return msg;
}

void game_save_data_free(game_save_data *d)
{
    free(d->givens);
    free(d->vals);
    free(d->notes);
    d->givens = d->vals = NULL;
    d->notes = NULL;
}

const char *game_parse(const char *name, const char *text, size_t len, game **out,
                       char err[IO_ERRLEN])
{
    game_save_data d;
    *out = NULL;
    if (game_parse_save(name, text, len, &d, err))
        return err;
    geom *g = geom_new(d.k, d.ngrids);
    char why[IO_ERRLEN];
    game *gm = game_new(g, d.givens, NULL, d.has_seed, d.seed, why);
    if (!gm) {
        geom_free(g);
        game_save_data_free(&d);
        snprintf(err, IO_ERRLEN, "%.300s: the saved puzzle: %.150s", name, why);
        return err;
    }
    memcpy(gm->vals, d.vals, (size_t)g->ncells);
    for (int cell = 0; cell < g->ncells; cell++)
        gm->notes[cell] = d.vals[cell] ? 0 : d.notes[cell];
    gm->elapsed = d.elapsed;
    gm->by_computer = d.by_computer;
    game_save_data_free(&d);
    *out = gm;
    return NULL;
}

/* ---- auto-candidates (the tui's notes) ---- */

move_result game_fill_candidates(game *gm)
{
    const geom *g = gm->g;
    grid_mask *cand = xmalloc(sizeof *cand * (size_t)g->ncells);
    logic_candidates(g, gm->vals, cand, 1);
    for (int cell = 0; cell < g->ncells; cell++)
        if (!gm->vals[cell])
            set(gm, cell, 0, cand[cell]);
    free(cand);
    return commit(gm, gm->by_computer);
}
