/* sat.h - the only door to picosat: one incremental solver for the rules of a
 * pair (or one grid), asked questions under assumptions.
 *
 * Value arrays follow grid.h; a non-zero value is assumed for the one call it is
 * passed to, so one solver answers many questions about many partial grids. */
#ifndef SAT_H
#define SAT_H

#include <stdint.h>

#include "grid.h"

typedef struct sat sat;

/* How many solutions, counted up to two. */
typedef enum { SAT_NONE, SAT_UNIQUE, SAT_MULTIPLE, SAT_UNKNOWN } sat_answer;

/* A solver loaded with the rules of g (g must outlive it). */
sat *sat_new(const geom *g);
/* sat_free(NULL) does nothing. */
void sat_free(sat *s);

/* stop(ctx) is polled during long searches; when it returns non-zero the
 * search gives up and the call reports -1 / SAT_UNKNOWN. NULL removes it. */
void sat_set_interrupt(sat *s, int (*stop)(void *ctx), void *ctx);

/* Makes the search try the values of pref first (a cell at 0: no preference),
 * so it finds solutions near pref sooner. */
void sat_prefer(sat *s, const uint8_t *pref);

/* Looks for a solution that agrees with vals and, when avoid_cell >= 0, does
 * not put avoid_v at avoid_cell. Returns 1 and fills model (if not NULL) with
 * the solution, 0 when there is none, -1 when interrupted. */
int sat_solve(sat *s, const uint8_t *vals, int avoid_cell, int avoid_v, uint8_t *model);

/* Counts the solutions that agree with vals, up to two; fills sol (if not
 * NULL) with the first one found when there is one. */
sat_answer sat_count(sat *s, const uint8_t *vals, uint8_t *sol);

/* 1 when every solution that agrees with vals puts v at cell (also when there
 * is no solution at all), 0 when some solution does not, -1 when interrupted. */
int sat_forced(sat *s, const uint8_t *vals, int cell, int v);

/* Solves the open part of a partial pair on a fresh, small solver: the empty
 * cells of vals with the candidates in cand (see cnf_open_vars), preferring
 * pref[cell] where it is a candidate (pref may be NULL). stop (may be NULL) is
 * polled as in sat_set_interrupt. Returns 1 and fills model (if not NULL)
 * with vals completed, 0 when there is no solution, -1 when interrupted. */
int sat_solve_open(const geom *g, const uint8_t *vals, const grid_mask *cand,
                   const uint8_t *pref, int (*stop)(void *ctx), void *ctx, uint8_t *model);

/* Like sat_solve with no cell to avoid, and when there is no solution marks
 * in core (g->ncells entries, set to 0 or 1) the givens of vals that picosat
 * used to refute them (its failed assumptions): a set of givens that cannot
 * all hold together, not always the smallest. Returns 1, 0 or -1 like
 * sat_solve; core is only written when it returns 0. */
int sat_solve_core(sat *s, const uint8_t *vals, uint8_t *core);

/* Counts, up to two, the solutions of the open part of a partial pair, on a
 * fresh solver as in sat_solve_open (cand as there). Fills sol (if not NULL)
 * with vals completed by the first solution found. */
sat_answer sat_count_open(const geom *g, const uint8_t *vals, const grid_mask *cand,
                          uint8_t *sol);

/* Calls to picosat_sat so far. */
long sat_calls(const sat *s);

#endif
