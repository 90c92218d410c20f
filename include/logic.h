/* logic.h - candidates and singles propagation on a partial pair: the fast
 * core that the technique ladder (ladder.h), the solver front (the command
 * line) and the generator all build on.
 * Pure computation on value arrays (grid.h); no solver, no terminal. */
#ifndef LOGIC_H
#define LOGIC_H

#include <stdint.h>

#include "grid.h"

/* For every empty cell, the values no filled peer holds; filled cells get 0.
 * with_twin: also exclude the value of the twin cell in the other grid. */
void logic_candidates(const geom *g, const uint8_t *vals, grid_mask *cand, int with_twin);

/* Places v at cell: fills it, clears its candidates and strikes v from the
 * candidates of its peers and its twin. */
void logic_place(const geom *g, uint8_t *vals, grid_mask *cand, int cell, int v);

/* Fills naked and hidden singles (pair rule included) from candidates the
 * caller made (logic_candidates, perhaps with values struck out) until none is
 * left, or until stop_cell (if >= 0) is filled; cand is kept up to date for
 * the cells left empty. counts (may be NULL) gets the naked singles added to
 * counts[0] and the hidden ones to counts[1]. Returns the number of cells
 * filled, or -1 when a contradiction shows (a cell or a unit with no place
 * for a value, or a cell that is the only place for two values). */
int logic_singles(const geom *g, uint8_t *vals, grid_mask *cand, int stop_cell, int counts[2]);

/* Places v at cell of a position without contradictions and follows the
 * singles that change brings about (cheaper than logic_place and
 * logic_singles: only what the placement touches is looked at). Returns -1
 * when a contradiction shows, else 0. */
int logic_assume(const geom *g, uint8_t *vals, grid_mask *cand, int cell, int v);

#endif
