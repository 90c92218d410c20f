/* explain.h - a puzzle's whole solving path in words: every step of the
 * ladder from the givens to the solution, as the game's hints say them, and
 * the grade that path adds up to. Pure: ladder and grid, no solver, no
 * terminal. */
#ifndef EXPLAIN_H
#define EXPLAIN_H

#include <stdint.h>
#include <stdio.h>

#include "grid.h"
#include "ladder.h"

/* Writes the path from puzzle to solution (its unique solution, which the
 * caller found), ladder_walk's: the ladder's steps numbered from 1, one
 * sentence each in the words of ladder_step_text; where no technique
 * applies, a line that says so and the guess a person takes from the
 * solution. With grids set, the
 * grids (explain_write_grids) follow each run of placements. Then a blank
 * line and the grade of this path (explain_write_grade), the one --grade
 * prints. rep (may be NULL) gets that grade. Returns 0, or -1 when writing failed. */
int explain_write(FILE *out, const geom *g, const uint8_t *puzzle, const uint8_t *solution,
                  int grids, ladder_report *rep);

/* The grids as text, one line a row (a pair: A's row, then B's), a symbol a
 * cell ('.' for empty), a space between boxes. */
void explain_write_grids(FILE *out, const geom *g, const uint8_t *vals);

/* The grade as --grade prints it: "level: ...", "hardest: ...",
 * "guesses: N", "givens: N of M", then "steps: TECHNIQUE: N" for each
 * technique used. */
void explain_write_grade(FILE *out, const geom *g, const uint8_t *puzzle,
                         const ladder_report *rep);

#endif
