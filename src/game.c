/* game.c - one game in progress: moves, undo/redo, notes, hint/check/solve. */
#define _POSIX_C_SOURCE 200809L
#include "game.h"

#include <stdlib.h>
#include <string.h>

#include "ladder.h"
#include "logic.h"
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
    solve_ctx *solver; /* for entries that follow another solution */
    move *history;   /* done moves, then undone ones from `done` on */
    int done, nhistory, cap;
    move building;   /* the move being recorded */
    int building_cap;
    int moved_cell;  /* the cell the last undo or redo was about, or -1 */
    uint8_t *base_vals; /* the state before the history's first move, when */
    grid_mask *base_notes; /* older moves were dropped (else NULL) */
    int base_by_computer;
    game_record rec;
};

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
    gm->moved_cell = -1;
    gm->rec.mark = -1;
    if (solution) {
        memcpy(gm->solution, solution, nc);
        gm->unique = 1;
    } else {
        solve_answer a = solve_count(g, givens, gm->solution);
        if (a == SOLVE_NONE || a == SOLVE_UNKNOWN) {
            snprintf(err, IO_ERRLEN, "this puzzle has no solution");
            gm->g = NULL; /* the caller keeps g */
            game_free(gm);
            return NULL;
        }
        gm->unique = a == SOLVE_UNIQUE;
    }
    gm->level = LEVEL_SEVERAL;
    gm->rec.level_asked = LEVEL_UNKNOWN;
    if (gm->unique) /* as the generator names it */
        gm->level = ladder_level(g, givens);
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
    solve_ctx_free(gm->solver);
    free(gm->givens);
    free(gm->vals);
    free(gm->solution);
    free(gm->marked);
    free(gm->notes);
    free(gm->struck);
    free(gm->base_vals);
    free(gm->base_notes);
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
    if (gm->rec.mark > gm->done)
        gm->rec.mark = -1; /* the moves it stood after are gone */
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

/* Commits the move being built as one of kind (cell and value for MK_PLACE
 * and MK_NOTE). An edit (new_by_computer -1) that changes an entry or a note
 * ends the computer's solution: the grids are the player's again. */
static move_result commit(game *gm, move_kind kind, int cell, int value, int new_by_computer)
{
    move *m = &gm->building;
    if (new_by_computer < 0)
        new_by_computer = m->count ? 0 : gm->by_computer;
    if (m->count == 0 && new_by_computer == gm->by_computer)
        return MOVE_NOTHING;
    m->kind = kind;
    m->cell = cell;
    m->value = value;
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
    int np;
    const int *p = geom_peers(g, cell, &np);
    for (int i = 0; i < np; i++)
        if (gm->notes[p[i]] & bit)
            set(gm, p[i], gm->vals[p[i]], gm->notes[p[i]] & ~bit);
}

/* 1 when v may stand at the empty cell: no peer and not the twin holds it. */
static int fits(const game *gm, int cell, int v)
{
    const geom *g = gm->g;
    int np;
    const int *p = geom_peers(g, cell, &np);
    for (int i = 0; i < np; i++)
        if (gm->vals[p[i]] == v)
            return 0;
    int twin = geom_twin(g, cell);
    return twin < 0 || gm->vals[twin] != v;
}

/* The entry w at cell goes (cleared or changed): w comes back into the
 * notes of the empty peers (and the twin) that keep notes and where w may
 * stand again (no peer or twin holds it): the cells its placement struck it
 * from. Decided by the state alone, never by the history, so a save that
 * replays the move (or has dropped its oldest moves) does the same. */
static void give_back(game *gm, int cell, int w)
{
    const geom *g = gm->g;
    grid_mask bit = grid_bit(w);
    int np;
    const int *p = geom_peers(g, cell, &np);
    for (int i = 0; i < np; i++) {
        int q = p[i];
        if (!gm->vals[q] && gm->notes[q] && !(gm->notes[q] & bit) && fits(gm, q, w))
            set(gm, q, 0, gm->notes[q] | bit);
    }
}

move_result game_place(game *gm, int cell, int v)
{
    if (gm->givens[cell])
        return MOVE_GIVEN;
    int w = gm->vals[cell];
    if (w == v)
        return MOVE_NOTHING;
    if (w) {
        set(gm, cell, 0, 0);
        give_back(gm, cell, w);
    }
    if (v)
        place(gm, cell, v);
    return commit(gm, MK_PLACE, cell, v, -1);
}

move_result game_toggle_note(game *gm, int cell, int v)
{
    if (gm->givens[cell])
        return MOVE_GIVEN;
    if (gm->vals[cell])
        return MOVE_NOTHING;
    set(gm, cell, 0, gm->notes[cell] ^ ((grid_mask)1 << (v - 1)));
    return commit(gm, MK_NOTE, cell, v, -1);
}

move_result game_restart(game *gm)
{
    for (int cell = 0; cell < gm->g->ncells; cell++)
        set(gm, cell, gm->givens[cell], 0);
    return commit(gm, MK_RESTART, -1, 0, 0);
}

/* The cell a move is about: its one changed entry, or its one changed cell;
 * -1 when it changes many (restart, candidates, solve, a hint's eliminations). */
static int move_cell(const move *m)
{
    int cell = -1, entries = 0;
    for (int i = 0; i < m->count; i++)
        if (m->changes[i].old_v != m->changes[i].new_v && m->changes[i].cell != cell) {
            cell = entries++ ? cell : m->changes[i].cell;
            if (entries > 1)
                break;
        }
    if (entries == 1 && m->old_by_computer == m->new_by_computer)
        return cell;
    return entries == 0 && m->count == 1 ? m->changes[0].cell : -1;
}

int game_moved_cell(const game *gm) { return gm->moved_cell; }

static void apply(game *gm, const move *m, int forward)
{
    forget_struck(gm);
    gm->moved_cell = move_cell(m);
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

void game_set_mark(game *gm) { gm->rec.mark = gm->done; }

int game_mark(const game *gm) { return gm->rec.mark; }

int game_to_mark(game *gm, int *moves)
{
    *moves = 0;
    if (gm->rec.mark < 0 || gm->rec.mark > gm->nhistory)
        return 0;
    while (gm->done > gm->rec.mark && game_undo(gm))
        (*moves)++;
    while (gm->done < gm->rec.mark && game_redo(gm))
        (*moves)--;
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
    if (!gm->solver)
        gm->solver = solve_ctx_new(gm->g);
    if (solve_follow(gm->solver, gm->vals, sol))
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
    commit(gm, MK_STRIKE, -1, 0, -1);
}

/* The next hint on the board as it stands, told (text) but not done: the
 * first wrong entry, else the ladder's next step, else a cell by search. */
static game_hint find_hint(game *gm)
{
    const geom *g = gm->g;
    game_hint h = { .kind = HINT_NONE, .cell = -1 };
    char where[32], sym[16];
    follow_entries(gm);
    int wrong = first_wrong(gm);
    if (wrong >= 0) {
        h.kind = HINT_WRONG;
        h.cell = wrong;
        h.value = gm->vals[wrong];
        grid_cell_name(g, wrong, where, sizeof where);
        grid_symbol_text(g, h.value, sym, sizeof sym);
        snprintf(h.text, sizeof h.text, "The %s at %s is wrong (marked ?).", sym, where);
        snprintf(h.where, sizeof h.where, "%s", h.text);
        return h;
    }
    if (grid_count_filled(g, gm->vals) == g->ncells) {
        snprintf(h.text, sizeof h.text, "Nothing left to hint: every cell is filled.");
        snprintf(h.where, sizeof h.where, "%s", h.text);
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
        ladder_step_where(g, &h.step, h.where, sizeof h.where);
    } else if (r == 1 && h.step.cell < 0) {
        h.kind = HINT_ELIMINATED;
        ladder_step_text(g, &h.step, h.text, sizeof h.text);
        ladder_step_where(g, &h.step, h.where, sizeof h.where);
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
        grid_symbol_text(g, h.value, sym, sizeof sym);
        if (!gm->unique && !gm->solver)
            gm->solver = solve_ctx_new(g);
        if (!gm->unique && !solve_forced(gm->solver, gm->vals, best, h.value))
            snprintf(h.text, sizeof h.text,
                     "%s at %s: one of several solutions (this puzzle has more than one).", sym,
                     where);
        else
            snprintf(h.text, sizeof h.text,
                     "%s at %s follows by search: no technique of the ladder applies now.", sym,
                     where);
        snprintf(h.where, sizeof h.where,
                 "No technique of the ladder applies now: search finds the highlighted cell");
    }
    free(cand);
    return h;
}

game_hint game_peek_hint(game *gm) { return find_hint(gm); }

game_hint game_do_hint(game *gm)
{
    game_hint h = find_hint(gm);
    switch (h.kind) {
    case HINT_WRONG: gm->marked[h.cell] = 1; break;
    case HINT_PLACED:
    case HINT_SEARCH:
        place(gm, h.cell, h.value);
        commit(gm, MK_PLACE, h.cell, h.value, -1);
        gm->rec.reveals++;
        break;
    case HINT_ELIMINATED: strike_notes(gm, &h.step); break;
    case HINT_NONE: break;
    }
    if (h.kind != HINT_NONE)
        gm->rec.hints++;
    return h;
}

int game_check(game *gm)
{
    follow_entries(gm);
    gm->rec.checks++;
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
    move_result r = commit(gm, MK_SOLVE, -1, 0, 1);
    if (r == MOVE_DONE && !gm->rec.computer_move)
        gm->rec.computer_move = gm->done;
    return r;
}

int game_is_complete(const game *gm) { return grid_is_solution(gm->g, gm->vals); }

void game_add_time(game *gm, double seconds) { gm->elapsed += seconds; }

const game_move *game_history(const game *gm, int *count, int *done)
{
    *count = gm->nhistory;
    *done = gm->done;
    return gm->history;
}

const uint8_t *game_history_base(const game *gm, const grid_mask **notes, int *by_computer)
{
    *notes = gm->base_notes;
    *by_computer = gm->base_vals ? gm->base_by_computer : 0;
    return gm->base_vals;
}

void game_drop_history(game *gm, int oldest, int newest)
{
    size_t nc = (size_t)gm->g->ncells;
    if (oldest > gm->done)
        oldest = gm->done;
    if (newest > gm->nhistory - gm->done)
        newest = gm->nhistory - gm->done;
    if (oldest > 0) {
        if (!gm->base_vals) {
            gm->base_vals = xmalloc(nc);
            memcpy(gm->base_vals, gm->givens, nc);
            gm->base_notes = xcalloc(nc, sizeof *gm->base_notes);
            gm->base_by_computer = 0;
        }
        for (int i = 0; i < oldest; i++) {
            const move *m = &gm->history[i];
            for (int c = 0; c < m->count; c++) {
                gm->base_vals[m->changes[c].cell] = m->changes[c].new_v;
                gm->base_notes[m->changes[c].cell] = m->changes[c].new_notes;
            }
            gm->base_by_computer = m->new_by_computer;
            free(m->changes);
        }
        memmove(gm->history, gm->history + oldest,
                sizeof *gm->history * (size_t)(gm->nhistory - oldest));
        gm->nhistory -= oldest;
        gm->done -= oldest;
        gm->rec.mark = gm->rec.mark < oldest ? -1 : gm->rec.mark - oldest;
    }
    for (int i = 0; i < newest; i++)
        free(gm->history[--gm->nhistory].changes);
    if (gm->rec.mark > gm->nhistory)
        gm->rec.mark = -1; /* it stood after moves now dropped */
}

game_record game_get_record(const game *gm) { return gm->rec; }

void game_set_level_asked(game *gm, level_id level)
{
    gm->rec.level_asked = level_named(level, gm->level);
}

void game_note_cursor(game *gm, int cell)
{
    if (cell >= 0 && cell < gm->g->ncells)
        gm->rec.cursor = cell;
}

int game_helped(const game *gm) { return gm->rec.reveals > 0 || gm->rec.computer_move > 0; }

/* The message for a change to cell that may not be made; NULL when it may. */
static const char *check_cell(const game *gm, int cell, char *err)
{
    const geom *g = gm->g;
    if (cell < 0 || cell >= g->ncells) {
        snprintf(err, IO_ERRLEN, "a change to cell %d, outside the grids", cell);
        return err;
    }
    if (gm->givens[cell]) {
        snprintf(err, IO_ERRLEN, "a change to a given (grid %c, row %d, column %d)",
                 'A' + geom_grid_of(g, cell), geom_row(g, cell) + 1, geom_col(g, cell) + 1);
        return err;
    }
    return NULL;
}

/* Checks that change ch can be applied to gm's current state going forward. */
static const char *check_change(const game *gm, const change *ch, char *err)
{
    const geom *g = gm->g;
    if (check_cell(gm, ch->cell, err))
        return err;
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

/* Does move m again on gm's state as the game did it; NULL or a message. */
static const char *replay(game *gm, const move *m, char *err)
{
    const geom *g = gm->g;
    int before = gm->nhistory;
    switch (m->kind) {
    case MK_PLACE:
    case MK_NOTE:
        if (check_cell(gm, m->cell, err))
            return err;
        if (m->value < (m->kind == MK_NOTE) || m->value > g->n) {
            snprintf(err, IO_ERRLEN, "a value beyond the %d symbols", g->n);
            return err;
        }
        if (m->kind == MK_PLACE) {
            game_place(gm, m->cell, m->value);
        } else if (gm->vals[m->cell]) {
            snprintf(err, IO_ERRLEN, "a note in a filled cell");
            return err;
        } else {
            game_toggle_note(gm, m->cell, m->value);
        }
        break;
    case MK_RESTART: game_restart(gm); break;
    case MK_CANDIDATES:
        if (m->value != CAND_ALL && m->value != CAND_KEEP) {
            snprintf(err, IO_ERRLEN, "a candidates move of an unknown kind");
            return err;
        }
        game_fill_candidates(gm, m->value);
        break;
    case MK_SOLVE:
    case MK_STRIKE:
        for (int c = 0; c < m->count; c++) {
            const change *ch = &m->changes[c];
            if (check_cell(gm, ch->cell, err))
                return err;
            if (m->kind == MK_SOLVE ? ch->new_v < 1 || ch->new_v > g->n
                                    : (ch->new_notes & ~grid_all(g)) != 0 ||
                                          gm->vals[ch->cell]) {
                snprintf(err, IO_ERRLEN, "a value or note beyond the %d symbols, or notes in "
                                         "a filled cell", g->n);
                return err;
            }
        }
        for (int c = 0; c < m->count; c++) {
            const change *ch = &m->changes[c];
            if (m->kind == MK_SOLVE)
                set(gm, ch->cell, ch->new_v, 0);
            else
                set(gm, ch->cell, gm->vals[ch->cell], ch->new_notes);
        }
        commit(gm, m->kind, -1, 0, m->kind == MK_SOLVE ? 1 : -1);
        if (m->kind == MK_SOLVE && !grid_is_solution(g, gm->vals)) {
            snprintf(err, IO_ERRLEN, "a solve that leaves the grids unsolved");
            return err;
        }
        break;
    case MK_CHANGES:
        if (m->count < 0 || m->old_by_computer != gm->by_computer || m->new_by_computer < 0 ||
            m->new_by_computer > 1) {
            snprintf(err, IO_ERRLEN, "a move that does not follow the one before it");
            return err;
        }
        for (int c = 0; c < m->count; c++) {
            if (check_change(gm, &m->changes[c], err))
                return err;
            set(gm, m->changes[c].cell, m->changes[c].new_v, m->changes[c].new_notes);
        }
        commit(gm, MK_CHANGES, -1, 0, m->new_by_computer);
        break;
    default:
        snprintf(err, IO_ERRLEN, "a move of an unknown kind");
        return err;
    }
    if (gm->nhistory == before) {
        snprintf(err, IO_ERRLEN, "a move that changes nothing");
        return err;
    }
    return NULL;
}

/* gm back to the givens, with no history and a fresh record. */
static void reset(game *gm)
{
    size_t nc = (size_t)gm->g->ncells;
    for (int i = 0; i < gm->nhistory; i++)
        free(gm->history[i].changes);
    gm->nhistory = gm->done = 0;
    gm->building.count = 0;
    memcpy(gm->vals, gm->givens, nc);
    memset(gm->notes, 0, nc * sizeof *gm->notes);
    memset(gm->marked, 0, nc);
    forget_struck(gm);
    free(gm->base_vals);
    free(gm->base_notes);
    gm->base_vals = NULL;
    gm->base_notes = NULL;
    gm->by_computer = 0;
    int asked = gm->rec.level_asked;
    memset(&gm->rec, 0, sizeof gm->rec);
    gm->rec.level_asked = asked;
    gm->rec.mark = -1;
}

const char *game_restore(game *gm, const game_saved *s, int *bad_move, char err[IO_ERRLEN])
{
    const geom *g = gm->g;
    size_t nc = (size_t)g->ncells;
    *bad_move = -1;
    if (!s->moves) {
        memcpy(gm->vals, s->vals, nc);
        for (size_t cell = 0; cell < nc; cell++)
            gm->notes[cell] = s->vals[cell] ? 0 : s->notes[cell] & grid_all(g);
        gm->by_computer = s->by_computer;
    } else {
        if (s->done < 0 || s->done > s->nmoves) {
            snprintf(err, IO_ERRLEN, "%d moves done of %d", s->done, s->nmoves);
            return err;
        }
        const char *msg = NULL;
        if (s->base_vals) {
            for (size_t cell = 0; cell < nc && !msg; cell++)
                if ((gm->givens[cell] && (s->base_vals[cell] != gm->givens[cell] ||
                                          s->base_notes[cell])) ||
                    s->base_vals[cell] > g->n || (s->base_notes[cell] & ~grid_all(g))) {
                    snprintf(err, IO_ERRLEN, "the state the history starts from changes a "
                                             "given or holds a value beyond the symbols");
                    msg = err;
                }
            if (!msg) {
                gm->base_vals = xmalloc(nc);
                memcpy(gm->base_vals, s->base_vals, nc);
                gm->base_notes = xmalloc(nc * sizeof *gm->base_notes);
                memcpy(gm->base_notes, s->base_notes, nc * sizeof *gm->base_notes);
                gm->base_by_computer = s->base_by_computer ? 1 : 0;
                memcpy(gm->vals, s->base_vals, nc);
                memcpy(gm->notes, s->base_notes, nc * sizeof *gm->notes);
                gm->by_computer = gm->base_by_computer;
            }
        }
        /* replay every move from the base, checking each against the state */
        for (int i = 0; i < s->nmoves && !msg; i++)
            if ((msg = replay(gm, &s->moves[i], err)))
                *bad_move = i;
        while (!msg && gm->done > s->done)
            game_undo(gm);
        if (!msg && (memcmp(gm->vals, s->vals, nc) != 0 ||
                     memcmp(gm->notes, s->notes, nc * sizeof *s->notes) != 0 ||
                     gm->by_computer != s->by_computer)) {
            snprintf(err, IO_ERRLEN, "the undo history does not lead to the saved entries");
            msg = err;
        }
        if (msg) {
            reset(gm);
            return msg;
        }
    }
    memset(gm->marked, 0, nc);
    forget_struck(gm);
    gm->elapsed = s->elapsed;
    if (s->rec) {
        gm->rec = *s->rec;
        if (gm->rec.mark > gm->nhistory || gm->rec.mark < -1)
            gm->rec.mark = -1; /* a mark beyond the history: savefile_parse refuses it */
    }
    if (s->graded >= 0)
        gm->level = (level_id)s->graded;
    gm->rec.level_asked = level_named(gm->rec.level_asked, gm->level);
    return NULL;
}

/* ---- auto-candidates (the tui's notes) ---- */

move_result game_fill_candidates(game *gm, cand_mode mode)
{
    const geom *g = gm->g;
    grid_mask *cand = xmalloc(sizeof *cand * (size_t)g->ncells);
    logic_candidates(g, gm->vals, cand, 1);
    for (int cell = 0; cell < g->ncells; cell++)
        if (!gm->vals[cell])
            set(gm, cell, 0,
                mode == CAND_KEEP && gm->notes[cell] ? gm->notes[cell] & cand[cell] : cand[cell]);
    free(cand);
    return commit(gm, MK_CANDIDATES, -1, mode, -1);
}
