/* solve.h - the questions the command line and the game ask about a puzzle:
 * solve it, count its solutions up to two, and say why it has none.
 *
 * One rule everywhere: givens that clash directly (the same value twice in a
 * row, column or box, or in both grids at one position) mean no solution;
 * otherwise propagation (singles) runs first and picosat settles the cells it
 * leaves open, on a formula of those cells only (sat_solve_open). Value arrays
 * follow grid.h. */
#ifndef SOLVE_H
#define SOLVE_H

#include <stdint.h>
#include <stdio.h>

#include "grid.h"

/* Writes the rules of g (cnf.h's encoding) plus one unit clause per given
 * of vals (NULL: none) in DIMACS format, for any SAT solver, with comment
 * lines that explain the variable numbering (for one grid, with no grid
 * index). Returns 0, or -1 when writing failed so far; the caller flushes
 * out. */
int solve_write_dimacs(FILE *out, const geom *g, const uint8_t *vals);

/* How many solutions, counted up to two. */
typedef enum { SOLVE_NONE, SOLVE_UNIQUE, SOLVE_MULTIPLE, SOLVE_UNKNOWN } solve_answer;

/* Solves puzzle (g->ncells values) into answer (may be the same array).
 * Returns 1 when solved, 0 when there is no solution. */
int solve_puzzle(const geom *g, const uint8_t *puzzle, uint8_t *answer);

/* For tests and make bench: how many search nodes solve_puzzle may spend on
 * a small puzzle (n <= 9) before it hands the puzzle to picosat; 0 sends
 * every puzzle to picosat at once, and makes solve_search_near answer -1
 * (so the generator asks picosat only); a negative number restores the
 * default (2000). Call it before solving starts: the setting is shared by
 * all threads. */
void solve_set_search_limit(long nodes);

/* Looks for a solution of an open part near pref, cheaply, before anyone
 * pays for picosat: work and cand as logic_singles leaves them (propagated,
 * no contradiction; cand may have values struck). Runs short searches of at
 * most nodes steps each, up to runs of them: each branches on a cell with
 * the fewest candidates (ties at random) and tries pref's value there first,
 * the others in a random order, all drawn from seed (the same seed, the same
 * answer). Returns 1 with work completed, 0 when a run searched everything
 * and found no solution (a proof), -1 when every run hit its limit (no
 * answer: ask picosat). Measured on the generator's questions: 16x16 most
 * are answered in well under a millisecond, where picosat takes 3 ms. */
int solve_search_near(const geom *g, uint8_t *work, grid_mask *cand, const uint8_t *pref,
                      uint64_t seed, int runs, long nodes);

/* Counts the solutions of puzzle up to two (SOLVE_NONE, SOLVE_UNIQUE or
 * SOLVE_MULTIPLE); fills sol (if not NULL) with the first one found. Small
 * puzzles (n <= 9) are counted by solve_puzzle's bounded search first (it
 * goes on past the first solution to a second), picosat past its limit. */
solve_answer solve_count(const geom *g, const uint8_t *puzzle, uint8_t *sol);

/* A solver kept for the questions one game asks again and again about its
 * entries (the rules loaded once; each question a call under assumptions).
 * g must outlive it; solve_ctx_free(NULL) does nothing. */
typedef struct solve_ctx solve_ctx;
solve_ctx *solve_ctx_new(const geom *g);
void solve_ctx_free(solve_ctx *sc);

/* A solution that agrees with every non-zero cell of vals, into sol: 1, or 0
 * when there is none (the solver made at the first question). */
int solve_follow(solve_ctx *sc, const uint8_t *vals, uint8_t *sol);

/* 1 when every solution that agrees with vals puts v at cell (also when there
 * is none), 0 when some solution does not. */
int solve_forced(solve_ctx *sc, const uint8_t *vals, int cell, int v);

/* 1 when the given at cell is needed: without it some solution puts another
 * value there (so a unique puzzle whose every given is needed is maximal);
 * 0 when it is not. */
int solve_given_needed(const geom *g, const uint8_t *puzzle, int cell);

/* Why a puzzle has no solution. */
typedef struct solve_why {
    int clash;    /* 1: cells[0] and cells[1] are givens that clash directly */
    int ncells;   /* the givens named in cells */
    int *cells;   /* clash: the two clashing givens; else a set of givens that
                     cannot all hold together, each of them needed (without any
                     one of them the rest have a solution), in cell order */
} solve_why;

/* Fills why (free it with solve_why_free) for a puzzle with no solution:
 * the first two clashing givens, else a set of givens from picosat's failed
 * assumptions (sat_solve_core), shrunk one given at a time until every one is
 * needed. Returns 1 when why is filled, 0 when the puzzle has a solution. */
int solve_why_none(const geom *g, const uint8_t *puzzle, solve_why *why);
/* Frees what solve_why_none allocated; the struct itself is the caller's. */
void solve_why_free(solve_why *why);

/* Writes why as lines for a person, e.g. "A r3c4 and B r3c4 both hold 5", or
 * "these 4 givens cannot all hold together: A r1c1=9, ...". Rows and columns
 * are 1-based. Returns 0, or -1 when writing failed. */
int solve_why_print(FILE *out, const geom *g, const uint8_t *puzzle, const solve_why *why);

/* The one way the program says why a puzzle has no solution: prefix (such as
 * "sudokupair-tui: FILE: "), then solve_why_print's lines. Returns 1 when it
 * said so, 0 when the puzzle has a solution (nothing written). */
int solve_explain_none(FILE *out, const char *prefix, const geom *g, const uint8_t *puzzle);

#endif
