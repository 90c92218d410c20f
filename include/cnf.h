/* cnf.h - the CNF encoding of a Sudoku pair (or one grid), independent of any solver.
 *
 * Variable cnf_var(g, cell, v) is true when cell holds value v (see grid.h for
 * cell numbering); variables run 1..cnf_nvars(g). The rules: every cell holds
 * at least one and at most one value, every unit of the geometry (rows,
 * columns, the boxes of its shape, the diagonals when it has them) holds
 * every value at least once and at most once (pairwise), and for a pair no
 * position holds the same value in A and B. */
#ifndef CNF_H
#define CNF_H

#include <stdint.h>

#include "grid.h"

static inline int cnf_var(const geom *g, int cell, int v) { return cell * g->n + v; }
static inline int cnf_nvars(const geom *g) { return g->ncells * g->n; }

/* Called once per clause with its literals (DIMACS signs, no trailing 0). */
typedef void (*cnf_emit)(void *ctx, const int *lits, int len);

/* Emits every rule clause in a fixed order; returns how many were emitted. */
long cnf_rules(const geom *g, cnf_emit emit, void *ctx);

/* The rules restricted to the empty cells of vals, each with the values its
 * mask in cand allows (cand must exclude every value a filled peer holds).
 * Numbers the variables 1.. in varmap[cell * n + v - 1] (0: no variable) and
 * returns how many there are. Any model, with vals, is a solution. */
int cnf_open_vars(const geom *g, const uint8_t *vals, const grid_mask *cand, int *varmap);
long cnf_open_rules(const geom *g, const uint8_t *vals, const int *varmap, cnf_emit emit,
                    void *ctx);

#endif
