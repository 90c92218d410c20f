/* ladder.h - the technique ladder: human deductions on a partial pair (or a
 * single grid), one step at a time, simplest rung first.
 *
 * One step function, ladder_next, is the whole ladder; propagation, hints,
 * grading and the generator's "can a person at this level finish it?" are all
 * built on it. Every step is sound: it only places values or strikes
 * candidates that hold in every solution, so a puzzle the ladder finishes has
 * exactly one solution.
 *
 * Candidates always include the pair rule: a value at A[r][c] is not a
 * candidate of B[r][c] and vice versa (logic_candidates with with_twin = 1).
 * Pure computation on value arrays and candidate masks (grid.h): no solver,
 * no terminal. */
#ifndef LADDER_H
#define LADDER_H

#include <stddef.h>
#include <stdint.h>

#include "grid.h"
#include "level.h"

/* The rungs are the levels LEVEL_EASY..LEVEL_FIENDISH of level.h, easiest
 * first; a level allows its own techniques and those below. A puzzle no rung
 * finishes is LEVEL_BEYOND. */

/* The techniques, in the order the ladder tries them. */
typedef enum {
    TECH_NAKED_SINGLE,  /* easy: the only value left for a cell */
    TECH_HIDDEN_SINGLE, /* easy: the only place left for a value in a unit */
    TECH_POINTING,      /* medium: a box's places for v lie in one line (a row,
                           a column or a diagonal) */
    TECH_CLAIMING,      /* medium: a line's places for v lie in one box */
    TECH_NAKED_PAIR,    /* medium: two cells of a unit with the same two values */
    TECH_HIDDEN_PAIR,   /* medium: two values with the same two places in a unit */
    TECH_NAKED_TRIPLE,  /* medium */
    TECH_HIDDEN_TRIPLE, /* medium */
    TECH_XWING,         /* hard: a value's places in two lines share two cross lines */
    TECH_SWORDFISH,     /* hard: the same with three */
    TECH_PAIR_CHAIN,    /* hard: a short chain of two-candidate cells whose links
                           may cross the pair */
    TECH_TRIAL,         /* fiendish: one candidate of a two-candidate cell leads
                           by singles and the pair rule to a contradiction */
    TECH_COUNT
} ladder_tech;

/* Caps on one step's lists; a step that would strike more records as many
 * eliminations as fit (it is still a sound step). */
#define LADDER_MAX_ELIMS (4 * GRID_NMAX)
#define LADDER_MAX_BASIS (4 * GRID_NMAX)

/* One deduction: a placement or a set of eliminations, the technique, and
 * the cells it rests on. */
typedef struct ladder_step {
    ladder_tech tech;
    int cell, value;      /* a placement (cell >= 0, value 1..n), else cell = -1 */
    int nelim;            /* eliminations: elim_mask[i] struck from elim_cell[i] */
    int elim_cell[LADDER_MAX_ELIMS];
    grid_mask elim_mask[LADDER_MAX_ELIMS];
    int unit;             /* the unit it works in (grid.h numbering: geom_unit_kind
                             and the like name it), or -1 */
    int pair;             /* 1 when the pair rule (a twin's value) is part of it */
    int nbasis;           /* the cells it rests on: the subset's or the fish's
                             cells, the chain's cells, the twin, the trial cell */
    int basis[LADDER_MAX_BASIS];
    int basis_value[LADDER_MAX_BASIS]; /* the value each basis cell holds (a
                             single's twin and filled peers), or in a chain
                             holds when its first cell does not hold the
                             chain's value; 0 for an empty cell's candidates */
    grid_mask values;     /* the values the technique is about (the digit of a
                             fish, the values of a subset, the trial's value) */
} ladder_step;

/* The level a technique belongs to. */
level_id ladder_tech_level(ladder_tech t);

/* Finds the first step at or below max on the partial pair vals with the
 * candidates cand (which may have had values struck by earlier steps; cand
 * must exclude every value a filled peer or the twin holds, and be 0 at
 * every filled cell, as ladder_candidates and ladder_apply keep it). Tries the
 * techniques in ladder_tech order and returns the first that applies.
 * Returns 1 with *step filled, 0 when no technique up to max applies (or
 * every cell is filled), -1 when cand shows a contradiction (an empty cell
 * with no candidate, or a unit with no place for a value it lacks).
 * Changes neither vals nor cand. */
int ladder_next(const geom *g, const uint8_t *vals, const grid_mask *cand, level_id max,
                ladder_step *step);

/* ladder_next for the walks built on the ladder (ladder_solve takes the
 * singles in bulk and asks for the rest; a run of trials goes on after the
 * last one's cell): the first step of the techniques first..max in ladder
 * order, a trial trying the two-candidate cells from cell from on (0: all).
 * No check for a contradiction or a full grid: the caller has made them.
 * Returns 1 with *step filled, else 0. Changes neither vals nor cand. */
int ladder_next_from(const geom *g, const uint8_t *vals, const grid_mask *cand, level_id max,
                     ladder_tech first, int from, ladder_step *step);

/* Applies a step: a placement fills the cell and strikes the value from the
 * candidates of its peers and twin; eliminations are struck from cand. */
void ladder_apply(const geom *g, uint8_t *vals, grid_mask *cand, const ladder_step *step);

/* What solving by the ladder took. */
typedef struct ladder_report {
    int solved;            /* every cell filled */
    int contradiction;     /* the givens cannot all hold */
    level_id level;        /* the hardest rung used; LEVEL_BEYOND when guesses
                              were needed (ladder_grade) or it got stuck */
    int hardest;           /* the hardest technique used, or -1 when none */
    int steps[TECH_COUNT]; /* steps of each technique */
    int guesses;           /* ladder_grade: cells a person would have to guess */
} ladder_report;

/* Applies ladder_next up to max until every cell is filled, no step applies,
 * or a contradiction shows. vals and cand are updated (cand made by the
 * caller, see ladder_candidates). rep may be NULL. Returns 1 when solved,
 * 0 when stuck, -1 on a contradiction. */
int ladder_solve(const geom *g, uint8_t *vals, grid_mask *cand, level_id max,
                 ladder_report *rep);

/* The candidates of every empty cell, pair rule included; filled cells get 0. */
void ladder_candidates(const geom *g, const uint8_t *vals, grid_mask *cand);

/* One move of a person's path (ladder_walk), told before it is made: a
 * step of the ladder (step), or, where no step applies, a guess (step NULL,
 * guess_cell >= 0: the solution's value guess_value placed at the first
 * empty cell with the fewest candidates, of which it had guess_left), or a
 * contradiction (step NULL, guess_cell -1: the givens cannot all hold; the
 * walk ends). */
typedef struct ladder_move {
    const ladder_step *step;
    int guess_cell, guess_value, guess_left;
} ladder_move;

/* A person's path through a puzzle whose (unique) solution is known: from
 * the givens, always the simplest step of the whole ladder (ladder_next),
 * one at a time; where none applies, a guess of the solution's value at an
 * empty cell with the fewest candidates, and on. tell (may be NULL) hears
 * each move with vals as they are before it; rep gets the steps of each
 * technique, rep->guesses, and rep->level: the hardest rung used,
 * LEVEL_BEYOND when any guess was needed. The one path of --explain and
 * --grade, so their counts agree. */
void ladder_walk(const geom *g, const uint8_t *puzzle, const uint8_t *solution,
                 void (*tell)(void *ctx, const uint8_t *vals, const ladder_move *m), void *ctx,
                 ladder_report *rep);

/* The level of a puzzle, as the generator and the game name it: the lowest
 * rung whose ladder finishes it, LEVEL_BEYOND when the whole ladder cannot.
 * One ladder_solve with every rung tells: it takes a harder rung only where
 * every easier one is stuck (so it is ladder_walk's level, faster). */
level_id ladder_level(const geom *g, const uint8_t *puzzle);

/* ladder_walk with no one told: the grade of a puzzle. */
void ladder_grade(const geom *g, const uint8_t *puzzle, const uint8_t *solution,
                  ladder_report *rep);

/* A technique's short name, e.g. "hidden single". */
const char *ladder_tech_name(ladder_tech t);
/* One sentence a player understands, for help screens and the man page. */
const char *ladder_tech_explain(ladder_tech t);

/* The step in words for a player (ladder_text.c, from the step's data
 * alone), naming grids and cells as "A r3c4" (rows and columns from 1), a
 * box by its rows and columns (grid_box_name) and a symbol in quotes
 * (grid_symbol_text), e.g. "Hidden single: '5' can only go at A r3c4 in its
 * row" or "Pointing: in box r1-3 c4-6 of B, '7' can only go in row 1, so '7'
 * leaves B r1c7, B r1c8". A step resting on the pair rule names the twin the
 * rule acts through first: "Hidden single: A r3c7 holds '8', so its twin
 * B r3c7 cannot; '8' can only go at B r3c8 in its box"; a chain names each
 * link across the pair ("(if A r3c9 holds '6', its twin B r3c9 cannot)").
 * The sentence names at most four cells of a list ("A r1c4, A r1c5, A r1c6
 * and 3 more"), for a status line. Written into buf (always terminated). */
void ladder_step_text(const geom *g, const ladder_step *step, char *buf, size_t len);
/* The same sentence naming every cell it acts on (--explain). */
void ladder_step_text_all(const geom *g, const ladder_step *step, char *buf, size_t len);
/* Where a step works, without its answer, for a hint's first stage: the
 * technique and its unit ("Hidden single in box r4-6 c4-6 of A"), the cell of a naked
 * single, else "... on the highlighted cells". */
void ladder_step_where(const geom *g, const ladder_step *step, char *buf, size_t len);

#endif
