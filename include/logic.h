/* logic.h - human-style deductions on a partial pair: candidates, singles,
 * propagation, and the simplest reason a value is forced at a cell.
 * Pure computation on value arrays (grid.h); no solver, no terminal. */
#ifndef LOGIC_H
#define LOGIC_H

#include <stdint.h>

#include "grid.h"

/* Why a value must stand at a cell, simplest first. */
typedef enum {
    REASON_NAKED,      /* the only value left for the cell */
    REASON_HIDDEN_ROW, /* the only place for the value in its row */
    REASON_HIDDEN_COL, /* ... in its column */
    REASON_HIDDEN_BOX, /* ... in its box */
    REASON_PAIR,       /* forced once the other grid's value here is excluded */
    REASON_SEARCH      /* none of the above: it follows by search */
} logic_reason;

/* For every empty cell, the values no filled peer holds; filled cells get 0.
 * with_twin: also exclude the value of the twin cell in the other grid. */
void logic_candidates(const geom *g, const uint8_t *vals, grid_mask *cand, int with_twin);

/* Fills naked and hidden singles (pair rule included) until none is left, or
 * until stop_cell (if >= 0) is filled. Returns the number of cells filled, or
 * -1 when a contradiction shows (a cell or a unit with no place for a value). */
int logic_propagate(const geom *g, uint8_t *vals, int stop_cell);

/* The same, from candidates the caller made (logic_candidates, perhaps with
 * values struck out); cand is kept up to date for the cells left empty. */
int logic_propagate_cand(const geom *g, uint8_t *vals, grid_mask *cand, int stop_cell);

/* Among the empty cells of vals for which solution has a value, finds one
 * with the simplest reason (the first such cell in cell order). Returns 0 when
 * there is no empty cell to fill. */
int logic_best_hint(const geom *g, const uint8_t *vals, const uint8_t *solution, int *cell,
                    logic_reason *reason);

/* A sentence for a reason, e.g. "only value left for this cell". */
const char *logic_reason_text(logic_reason reason);

#endif
