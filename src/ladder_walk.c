/* ladder_walk.c - walking the ladder: solving by its steps (ladder_solve,
 * ladder_level), a person's whole path with guesses where it is stuck
 * (ladder_walk, ladder_grade), and what the walk took (ladder_report). */
#include "ladder.h"

#include <stdlib.h>
#include <string.h>

#include "logic.h"
#include "util.h"

static void note_tech(ladder_report *rep, ladder_tech t, int count)
{
    if (!count)
        return;
    rep->steps[t] += count;
    if (rep->hardest < 0 || ladder_tech_level(t) > ladder_tech_level(rep->hardest) ||
        (ladder_tech_level(t) == ladder_tech_level(rep->hardest) && (int)t > rep->hardest))
        rep->hardest = t;
}

/* ladder_solve without clearing rep: singles in bulk (the same deductions
 * ladder_next would find one by one), the higher rungs one step at a time. */
static int solve_into(const geom *g, uint8_t *vals, grid_mask *cand, level_id max,
                      ladder_report *rep)
{
    ladder_step *step = xmalloc(sizeof *step);
    int res;
    for (;;) {
        int counts[2] = { 0, 0 };
        if (logic_singles(g, vals, cand, -1, counts) < 0) {
            res = -1;
            break;
        }
        note_tech(rep, TECH_NAKED_SINGLE, counts[0]);
        note_tech(rep, TECH_HIDDEN_SINGLE, counts[1]);
        if (grid_count_filled(g, vals) == g->ncells) {
            res = 1;
            break;
        }
        /* singles are exhausted and showed no contradiction */
        int r = max > LEVEL_EASY
                    ? ladder_next_from(g, vals, cand, max, TECH_POINTING, 0, step)
                    : 0;
        if (r <= 0) {
            res = r;
            break;
        }
        ladder_apply(g, vals, cand, step);
        note_tech(rep, step->tech, 1);
        /* a trial: go on with the cells after it in the same sweep, each
         * contradiction a step of its own (sound whatever came before it),
         * rather than try the cells before it again at once */
        for (int from = step->elim_cell[0] + 1;
             step->tech == TECH_TRIAL &&
             ladder_next_from(g, vals, cand, max, TECH_TRIAL, from, step);
             from = step->elim_cell[0] + 1) {
            ladder_apply(g, vals, cand, step);
            note_tech(rep, TECH_TRIAL, 1);
        }
    }
    free(step);
    if (res == 1)
        rep->solved = 1;
    if (res < 0)
        rep->contradiction = 1;
    return res;
}

static void report_level(ladder_report *rep)
{
    rep->level = rep->guesses || !rep->solved ? LEVEL_BEYOND
                 : rep->hardest < 0           ? LEVEL_EASY
                                              : ladder_tech_level(rep->hardest);
}

int ladder_solve(const geom *g, uint8_t *vals, grid_mask *cand, level_id max,
                 ladder_report *rep)
{
    ladder_report local;
    if (!rep)
        rep = &local;
    memset(rep, 0, sizeof *rep);
    rep->hardest = -1;
    int res = solve_into(g, vals, cand, max, rep);
    report_level(rep);
    return res;
}

/* The first empty cell with the fewest candidates, or -1 when every cell
 * is filled: where a person guesses. */
static int guess_cell(const geom *g, const uint8_t *vals, const grid_mask *cand)
{
    int best = -1;
    for (int cell = 0; cell < g->ncells; cell++)
        if (!vals[cell] && (best < 0 || grid_mask_count(cand[cell]) <
                                            grid_mask_count(cand[best])))
            best = cell;
    return best;
}

void ladder_walk(const geom *g, const uint8_t *puzzle, const uint8_t *solution,
                 void (*tell)(void *ctx, const uint8_t *vals, const ladder_move *m), void *ctx,
                 ladder_report *rep)
{
    memset(rep, 0, sizeof *rep);
    rep->hardest = -1;
    uint8_t *vals = xmalloc((size_t)g->ncells);
    grid_mask *cand = xmalloc(sizeof *cand * (size_t)g->ncells);
    ladder_step *step = xmalloc(sizeof *step);
    memcpy(vals, puzzle, (size_t)g->ncells);
    ladder_candidates(g, vals, cand);
    for (;;) {
        ladder_move m = { NULL, -1, 0, 0 };
        int r = ladder_next(g, vals, cand, LEVEL_FIENDISH, step);
        if (r > 0) {
            m.step = step;
            if (tell)
                tell(ctx, vals, &m);
            ladder_apply(g, vals, cand, step);
            note_tech(rep, step->tech, 1);
            continue;
        }
        if (r < 0) { /* the solution given holds: a sound ladder cannot get here */
            if (tell)
                tell(ctx, vals, &m);
            rep->contradiction = 1;
            break;
        }
        m.guess_cell = guess_cell(g, vals, cand);
        if (m.guess_cell < 0) {
            rep->solved = 1;
            break;
        }
        m.guess_value = solution[m.guess_cell];
        m.guess_left = grid_mask_count(cand[m.guess_cell]);
        if (tell)
            tell(ctx, vals, &m);
        logic_place(g, vals, cand, m.guess_cell, m.guess_value);
        rep->guesses++;
    }
    report_level(rep);
    free(step);
    free(cand);
    free(vals);
}

level_id ladder_level(const geom *g, const uint8_t *puzzle)
{
    ladder_report rep;
    uint8_t *vals = xmalloc((size_t)g->ncells);
    grid_mask *cand = xmalloc(sizeof *cand * (size_t)g->ncells);
    memcpy(vals, puzzle, (size_t)g->ncells);
    ladder_candidates(g, vals, cand);
    ladder_solve(g, vals, cand, LEVEL_FIENDISH, &rep);
    free(cand);
    free(vals);
    return rep.level;
}

void ladder_grade(const geom *g, const uint8_t *puzzle, const uint8_t *solution,
                  ladder_report *rep)
{
    ladder_walk(g, puzzle, solution, NULL, NULL, rep);
}
