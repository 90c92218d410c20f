/* game.c - one game in progress: moves, undo/redo, notes, hint/check/solve. */
#define _POSIX_C_SOURCE 200809L
#include "game.h"

#include <stdlib.h>
#include <string.h>

#include "ladder.h"
#include "logic.h"
#include "sat.h"
#include "solve.h"
#include "util.h"

typedef game_change change;
typedef game_move move;

struct game {
    geom *g;
    uint8_t *givens, *vals, *solution, *marked;
    grid_mask *notes;
    grid_mask *struck; /* candidates hints have eliminated from the entries as
                          they stand; forgotten when any entry goes or changes,
                          and on undo and redo, so a hint never rests on a
                          deduction the board no longer shows */
    int unique, has_seed, by_computer, level;
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
    gm->struck = xcalloc(nc, sizeof *gm->struck);
    gm->has_seed = has_seed;
    gm->seed = seed;
    if (solution) {
        memcpy(gm->solution, solution, nc);
        gm->unique = 1;
    } else {
        sat_answer a = solve_count(g, givens, gm->solution);
        if (a == SAT_NONE || a == SAT_UNKNOWN) {
            snprintf(err, IO_ERRLEN, "this puzzle has no solution");
            gm->g = NULL; /* the caller keeps g */
            game_free(gm);
            return NULL;
        }
        gm->unique = a == SAT_UNIQUE;
    }
    gm->level = LEVEL_SEVERAL;
    if (gm->unique) {
        ladder_report rep;
        ladder_grade(g, givens, gm->solution, &rep);
        gm->level = rep.level;
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
    free(gm->struck);
    geom_free(gm->g);
    free(gm);
}

game_state game_view(const game *gm)
{
    game_state st = { gm->g, gm->givens, gm->vals, gm->notes, gm->marked, gm->unique,
                      gm->has_seed, gm->seed, gm->by_computer, gm->elapsed, gm->level };
    return st;
}

static void forget_struck(game *gm)
{
    memset(gm->struck, 0, sizeof *gm->struck * (size_t)gm->g->ncells);
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
    if (ch.old_v && ch.old_v != v)
        forget_struck(gm);
}

/* Pushes a copy of m on the history, dropping what was undone. */
static void push(game *gm, const move *m)
{
    for (int i = gm->done; i < gm->nhistory; i++)
        free(gm->history[i].changes);
    gm->nhistory = gm->done;
    if (gm->nhistory == gm->cap) {
        gm->cap = gm->cap ? 2 * gm->cap : 64;
        gm->history = xrealloc(gm->history, sizeof *gm->history * (size_t)gm->cap);
    }
    move copy = *m;
    copy.changes = xmalloc(sizeof *m->changes * (size_t)(m->count ? m->count : 1));
    memcpy(copy.changes, m->changes, sizeof *m->changes * (size_t)m->count);
    gm->history[gm->nhistory++] = copy;
    gm->done = gm->nhistory;
    gm->by_computer = m->new_by_computer;
}

static move_result commit(game *gm, int new_by_computer)
{
    move *m = &gm->building;
    if (m->count == 0 && new_by_computer == gm->by_computer)
        return MOVE_NOTHING;
    m->old_by_computer = gm->by_computer;
    m->new_by_computer = new_by_computer;
    push(gm, m);
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
    forget_struck(gm);
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

/* Strikes the step's eliminations from the notes; a move when any changed. */
static void strike_notes(game *gm, const ladder_step *step)
{
    for (int i = 0; i < step->nelim; i++) {
        int cell = step->elim_cell[i];
        gm->struck[cell] |= step->elim_mask[i];
        if (gm->notes[cell] & step->elim_mask[i])
            set(gm, cell, gm->vals[cell], gm->notes[cell] & ~step->elim_mask[i]);
    }
    commit(gm, gm->by_computer);
}

game_hint game_do_hint(game *gm)
{
    const geom *g = gm->g;
    game_hint h = { .kind = HINT_NONE, .cell = -1 };
    char where[32];
    follow_entries(gm);
    int wrong = first_wrong(gm);
    if (wrong >= 0) {
        h.kind = HINT_WRONG;
        h.cell = wrong;
        h.value = gm->vals[wrong];
        gm->marked[wrong] = 1;
        grid_cell_name(g, wrong, where, sizeof where);
        snprintf(h.text, sizeof h.text, "The %c at %s is wrong (marked ?).", grid_symbol(h.value),
                 where);
        return h;
    }
    if (grid_count_filled(g, gm->vals) == g->ncells) {
        snprintf(h.text, sizeof h.text, "Nothing left to hint: every cell is filled.");
        return h;
    }
    grid_mask *cand = xmalloc(sizeof *cand * (size_t)g->ncells);
    ladder_candidates(g, gm->vals, cand);
    for (int cell = 0; cell < g->ncells; cell++) /* what earlier hints struck */
        cand[cell] &= ~gm->struck[cell];
    int r = ladder_next(g, gm->vals, cand, LEVEL_FIENDISH, &h.step);
    if (r == 1 && h.step.cell >= 0 && h.step.value == gm->solution[h.step.cell]) {
        h.kind = HINT_PLACED;
        h.cell = h.step.cell;
        h.value = h.step.value;
        ladder_step_text(g, &h.step, h.text, sizeof h.text);
        place(gm, h.cell, h.value);
        commit(gm, gm->by_computer);
    } else if (r == 1 && h.step.cell < 0) {
        h.kind = HINT_ELIMINATED;
        ladder_step_text(g, &h.step, h.text, sizeof h.text);
        strike_notes(gm, &h.step);
    } else {
        /* no rung applies: the cell with the fewest candidates, by search */
        int best = -1;
        for (int cell = 0; cell < g->ncells; cell++)
            if (!gm->vals[cell] && (best < 0 || grid_mask_count(cand[cell]) <
                                                    grid_mask_count(cand[best])))
                best = cell;
        h.kind = HINT_SEARCH;
        h.cell = best;
        h.value = gm->solution[best];
        grid_cell_name(g, best, where, sizeof where);
        if (!gm->unique && sat_forced(solver(gm), gm->vals, best, h.value) != 1)
            snprintf(h.text, sizeof h.text,
                     "%c at %s: one of several solutions (this puzzle has more than one).",
                     grid_symbol(h.value), where);
        else
            snprintf(h.text, sizeof h.text,
                     "%c at %s follows by search: no technique of the ladder applies now.",
                     grid_symbol(h.value), where);
        place(gm, best, h.value);
        commit(gm, gm->by_computer);
    }
    free(cand);
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

const game_move *game_history(const game *gm, int *count, int *done)
{
    *count = gm->nhistory;
    *done = gm->done;
    return gm->history;
}

/* Checks that change ch can be applied to gm's current state going forward. */
static const char *check_change(const game *gm, const change *ch, char *err)
{
    const geom *g = gm->g;
    if (ch->cell < 0 || ch->cell >= g->ncells) {
        snprintf(err, IO_ERRLEN, "a change to cell %d, outside the grids", ch->cell);
        return err;
    }
    if (gm->givens[ch->cell]) {
        snprintf(err, IO_ERRLEN, "a change to a given (grid %c, row %d, column %d)",
                 'A' + geom_grid_of(g, ch->cell), geom_row(g, ch->cell) + 1,
                 geom_col(g, ch->cell) + 1);
        return err;
    }
    if (ch->old_v > g->n || ch->new_v > g->n || (ch->old_notes & ~grid_all(g)) ||
        (ch->new_notes & ~grid_all(g))) {
        snprintf(err, IO_ERRLEN, "a value or note beyond the %d symbols", g->n);
        return err;
    }
    if (gm->vals[ch->cell] != ch->old_v || gm->notes[ch->cell] != ch->old_notes) {
        snprintf(err, IO_ERRLEN,
                 "a change that does not start from the entries the moves before it left");
        return err;
    }
    return NULL;
}

const char *game_restore(game *gm, const uint8_t *vals, const grid_mask *notes, int by_computer,
                         double elapsed, const game_move *moves, int nmoves, int done,
                         int *bad_move, char err[IO_ERRLEN])
{
    size_t nc = (size_t)gm->g->ncells;
    *bad_move = -1;
    if (!moves) {
        memcpy(gm->vals, vals, nc);
        for (size_t cell = 0; cell < nc; cell++)
            gm->notes[cell] = vals[cell] ? 0 : notes[cell] & grid_all(gm->g);
        gm->by_computer = by_computer;
        gm->elapsed = elapsed;
        return NULL;
    }
    if (done < 0 || done > nmoves) {
        snprintf(err, IO_ERRLEN, "%d moves done of %d", done, nmoves);
        return err;
    }
    /* replay every move from the givens, checking each against the state */
    const char *msg = NULL;
    for (int i = 0; i < nmoves && !msg; i++) {
        const move *m = &moves[i];
        if (m->count < 0 || m->old_by_computer != gm->by_computer ||
            m->new_by_computer < 0 || m->new_by_computer > 1) {
            snprintf(err, IO_ERRLEN, "a move that does not follow the one before it");
            msg = err;
        }
        for (int c = 0; c < m->count && !msg; c++) {
            const change *ch = &m->changes[c];
            msg = check_change(gm, ch, err);
            if (!msg) {
                gm->vals[ch->cell] = ch->new_v;
                gm->notes[ch->cell] = ch->new_notes;
            }
        }
        if (msg)
            *bad_move = i;
        else
            push(gm, m);
    }
    while (!msg && gm->done > done)
        game_undo(gm);
    if (!msg && (memcmp(gm->vals, vals, nc) != 0 ||
                 memcmp(gm->notes, notes, nc * sizeof *notes) != 0 ||
                 gm->by_computer != by_computer)) {
        snprintf(err, IO_ERRLEN, "the undo history does not lead to the saved entries");
        msg = err;
    }
    if (msg) {
        /* back to the givens, with no history */
        for (int i = 0; i < gm->nhistory; i++)
            free(gm->history[i].changes);
        gm->nhistory = gm->done = 0;
        gm->building.count = 0;
        memcpy(gm->vals, gm->givens, nc);
        memset(gm->notes, 0, nc * sizeof *gm->notes);
        memset(gm->marked, 0, nc);
        gm->by_computer = 0;
        return msg;
    }
    memset(gm->marked, 0, nc);
    gm->elapsed = elapsed;
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
