/* gen.c - generating unique puzzles: at a ladder level, or maximal.
 *
 * Every puzzle starts from a random complete pair S and one pass over its
 * cells in a random order (so the givens spread evenly), emptying each given
 * whose removal keeps what is asked for:
 *
 * level L (Tatham's way): the ladder up to L still finishes the puzzle. A
 * puzzle the ladder finishes has one solution, so no solver is needed. For
 * k >= 3 the last given of a row, column or box stays. Then the puzzle must
 * need L (the rungs below cannot finish it), else another S and order.
 *
 * maximal: first the same pass with the whole ladder, which empties most
 * cells cheaply and proves uniqueness by itself; then a second pass over the
 * givens left asks "is there a solution without S's value here?": the ladder
 * on that question answers most (a contradiction: no), picosat on the cells
 * the ladder left open the rest. A given found needed stays needed (emptying
 * more cells only adds solutions), so one pass gives a strictly maximal
 * puzzle. Among a few such puzzles the first the ladder finishes is kept:
 * a try is given up at the first given the second pass empties, since the
 * ladder could not do without it; the last try is finished whatever it is.
 *
 * At k = 5 that second pass takes minutes (its questions sit in half-filled
 * grids, where such search problems are hardest), so maximal there uses the
 * rows pass: A row by row from the top and B from the bottom, singles first
 * and picosat on the open cells; the emptied cells stay compact and every
 * question easy. Emptied rows of A and B never meet, so no row, column and
 * box is empty in both grids at one place; a random symmetry of the pair
 * then scatters them.
 *
 * naive: a random order, one incremental solver with the whole formula, one
 * call per cell with all other givens as assumptions. The baseline. */
#include "gen.h"

#include <stdlib.h>
#include <string.h>

#include "ladder.h"
#include "logic.h"
#include "sat.h"
#include "util.h"

typedef struct progress_state {
    gen_progress fn;
    void *ctx;
    int done, total;
} progress_state;

static int interrupted(void *ctx)
{
    progress_state *p = ctx;
    return p->fn(p->ctx, p->done, p->total);
}

/* A random complete pair: a random first row of A and random preferred values
 * make picosat wander to a different solution for every seed. */
static int random_solution(const geom *g, rng *r, progress_state *ps, uint8_t *solution)
{
    uint8_t *pref = xmalloc((size_t)g->ncells);
    grid_mask *cand = xmalloc(sizeof *cand * (size_t)g->ncells);
    for (int cell = 0; cell < g->ncells; cell++)
        pref[cell] = (uint8_t)(1 + rng_below(r, (uint32_t)g->n));
    int perm[GRID_NMAX];
    for (int v = 0; v < g->n; v++)
        perm[v] = v + 1;
    rng_shuffle(r, perm, g->n);
    memset(solution, 0, (size_t)g->ncells);
    for (int c = 0; c < g->n; c++)
        solution[geom_cell(g, 0, 0, c)] = (uint8_t)perm[c];
    logic_candidates(g, solution, cand, 1);
    int res = sat_solve_open(g, solution, cand, pref, ps->fn ? interrupted : NULL, ps, solution);
    free(cand);
    free(pref);
    return res;
}

/* The working state of one generation. */
typedef struct gen_ctx {
    const geom *g;
    rng r;
    progress_state ps;
    long calls;
    int *order;
    uint8_t *work;
    grid_mask *cand;
    int *unit_givens; /* givens in each unit */
} gen_ctx;

/* 1 when the ladder up to max finishes puzzle. */
static int ladder_finishes(gen_ctx *c, const uint8_t *puzzle, level_id max)
{
    memcpy(c->work, puzzle, (size_t)c->g->ncells);
    ladder_candidates(c->g, c->work, c->cand);
    return ladder_solve(c->g, c->work, c->cand, max, NULL) == 1;
}

/* 1 when the progress callback asks to stop. */
static int cancelled(gen_ctx *c, int done)
{
    c->ps.done = done;
    return c->ps.fn && interrupted(&c->ps);
}

/* Empties, in c->order, every given whose removal the ladder up to max still
 * finishes; keep_units keeps the last given of each unit. -1 if cancelled. */
static int pass_ladder(gen_ctx *c, uint8_t *puzzle, level_id max, int keep_units)
{
    const geom *g = c->g;
    for (int u = 0; u < g->nunits; u++) {
        c->unit_givens[u] = 0;
        for (int j = 0; j < g->n; j++)
            c->unit_givens[u] += puzzle[g->units[(size_t)u * g->n + j]] != 0;
    }
    for (int i = 0; i < g->ncells; i++) {
        int cell = c->order[i], v = puzzle[cell];
        if (cancelled(c, i / 2))
            return -1;
        if (!v)
            continue;
        const int *units = g->cell_units + cell * 3;
        if (keep_units && (c->unit_givens[units[0]] == 1 || c->unit_givens[units[1]] == 1 ||
                           c->unit_givens[units[2]] == 1))
            continue;
        puzzle[cell] = 0;
        if (ladder_finishes(c, puzzle, max)) {
            for (int u = 0; u < 3; u++)
                c->unit_givens[units[u]]--;
        } else {
            puzzle[cell] = (uint8_t)v;
        }
    }
    return 0;
}

/* Is there a solution of puzzle (with cell already emptied) that does not
 * put v at cell? The ladder up to max answers first (a contradiction: no),
 * picosat on the cells it left open the rest. 1 yes (the given is needed),
 * 0 no, -1 interrupted. */
static int has_other(gen_ctx *c, const uint8_t *puzzle, int cell, int v, const uint8_t *solution,
                     level_id max)
{
    const geom *g = c->g;
    memcpy(c->work, puzzle, (size_t)g->ncells);
    ladder_candidates(g, c->work, c->cand);
    c->cand[cell] &= ~grid_bit(v);
    int r = ladder_solve(g, c->work, c->cand, max, NULL);
    if (r != 0)
        return r > 0; /* solved another way, or a contradiction */
    c->calls++;
    return sat_solve_open(g, c->work, c->cand, solution, c->ps.fn ? interrupted : NULL, &c->ps,
                          NULL);
}

/* The SAT pass of maximal: empties, in c->order, every given that no other
 * solution needs. Returns 0, or -1 if cancelled; with give_up, 1 as soon as
 * a given goes (the ladder, which could not do without that given before,
 * cannot finish the puzzle then: not worth finishing when another try is
 * left). */
static int pass_sat(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, level_id max,
                    int give_up)
{
    const geom *g = c->g;
    for (int i = 0; i < g->ncells; i++) {
        int cell = c->order[i], v = puzzle[cell];
        if (cancelled(c, (g->ncells + i) / 2))
            return -1;
        if (!v)
            continue;
        puzzle[cell] = 0;
        int needed = has_other(c, puzzle, cell, v, solution, max);
        if (needed < 0)
            return -1;
        if (needed)
            puzzle[cell] = (uint8_t)v;
        else if (give_up)
            return 1;
    }
    return 0;
}

/* A new random solution and order for the next attempt. 0, or -1 if
 * cancelled or no solution could be made. */
static int new_attempt(gen_ctx *c, uint8_t *puzzle, uint8_t *solution)
{
    if (random_solution(c->g, &c->r, &c->ps, solution) != 1)
        return -1;
    memcpy(puzzle, solution, (size_t)c->g->ncells);
    for (int cell = 0; cell < c->g->ncells; cell++)
        c->order[cell] = cell;
    rng_shuffle(&c->r, c->order, c->g->ncells);
    return 0;
}

/* A random band-preserving permutation of the n rows (or columns). */
static void permute_lines(int k, rng *r, int *map)
{
    int bands[GRID_KMAX], inner[GRID_KMAX];
    for (int i = 0; i < k; i++)
        bands[i] = i;
    rng_shuffle(r, bands, k);
    for (int b = 0; b < k; b++) {
        for (int i = 0; i < k; i++)
            inner[i] = i;
        rng_shuffle(r, inner, k);
        for (int j = 0; j < k; j++)
            map[b * k + j] = bands[b] * k + inner[j];
    }
}

/* Applies one random symmetry of the pair to both arrays: rows and columns
 * within bands and stacks, bands and stacks, a transposition, one relabelling
 * of the symbols for both grids, and which grid is A. */
static void random_symmetry(const geom *g, rng *r, uint8_t *puzzle, uint8_t *solution)
{
    int n = g->n, rows[GRID_NMAX], cols[GRID_NMAX], sym[GRID_NMAX + 1];
    permute_lines(g->k, r, rows);
    permute_lines(g->k, r, cols);
    sym[0] = 0;
    for (int v = 1; v <= n; v++)
        sym[v] = v;
    rng_shuffle(r, sym + 1, n);
    int transpose = (int)rng_below(r, 2);
    int swap = g->ngrids == 2 && rng_below(r, 2);
    uint8_t *tmp = xmalloc((size_t)g->ncells);
    uint8_t *arrays[2] = { puzzle, solution };
    for (int a = 0; a < 2; a++) {
        for (int cell = 0; cell < g->ncells; cell++) {
            int nr = rows[geom_row(g, cell)], nc = cols[geom_col(g, cell)];
            int ng = swap ? 1 - geom_grid_of(g, cell) : geom_grid_of(g, cell);
            tmp[transpose ? geom_cell(g, ng, nc, nr) : geom_cell(g, ng, nr, nc)] =
                (uint8_t)sym[arrays[a][cell]];
        }
        memcpy(arrays[a], tmp, (size_t)g->ncells);
    }
    free(tmp);
}

/* The order of the rows pass: A row by row from the top, B from the bottom
 * (so no row is emptied in both grids), position by position. */
static void rows_order(const geom *g, int *order)
{
    int i = 0, n = g->n;
    for (int r = 0; r < n; r++)
        for (int col = 0; col < n; col++)
            for (int gr = 0; gr < g->ngrids; gr++)
                order[i++] = gr == 0 ? geom_cell(g, 0, r, col) : geom_cell(g, 1, n - 1 - r, n - 1 - col);
}

/* How many puzzles to make at most before settling for the best one. */
static int max_attempts(const geom *g, level_id level)
{
    if (level == LEVEL_MAXIMAL)
        return g->k <= 3 ? 12 : g->k == 4 ? 4 : 1;
    return g->k <= 3 ? 60 : g->k == 4 ? 20 : 6;
}

/* The level the ladder needs for puzzle: LEVEL_EASY..LEVEL_FIENDISH, or
 * LEVEL_BEYOND when it cannot finish it. One solve with the whole ladder
 * tells: it uses a harder rung only where every easier one is stuck, so the
 * hardest rung it used is the lowest level that finishes the puzzle. */
static level_id needed_level(gen_ctx *c, const uint8_t *puzzle)
{
    ladder_report rep;
    memcpy(c->work, puzzle, (size_t)c->g->ncells);
    ladder_candidates(c->g, c->work, c->cand);
    ladder_solve(c->g, c->work, c->cand, LEVEL_FIENDISH, &rep);
    return rep.level;
}

static int naive_pass(gen_ctx *c, uint8_t *puzzle)
{
    const geom *g = c->g;
    sat *s = sat_new(g);
    if (c->ps.fn)
        sat_set_interrupt(s, interrupted, &c->ps);
    int res = 0;
    for (int i = 0; i < g->ncells && res == 0; i++) {
        int cell = c->order[i], v = puzzle[cell];
        if (cancelled(c, i)) {
            res = -1;
            break;
        }
        puzzle[cell] = 0;
        int needed = sat_solve(s, puzzle, cell, v, NULL);
        if (needed < 0)
            res = -1;
        else if (needed)
            puzzle[cell] = (uint8_t)v;
    }
    c->calls += sat_calls(s);
    sat_free(s);
    return res;
}

int gen_puzzle(const geom *g, const gen_params *params, gen_progress progress, void *ctx,
               uint8_t *puzzle, uint8_t *solution, gen_stats *stats)
{
    double start = util_now();
    size_t nc = (size_t)g->ncells;
    gen_ctx c = { .g = g, .ps = { progress, ctx, 0, g->ncells } };
    rng_seed(&c.r, params->seed);
    c.order = xmalloc(sizeof *c.order * nc);
    c.work = xmalloc(nc);
    c.cand = xmalloc(sizeof *c.cand * nc);
    c.unit_givens = xmalloc(sizeof *c.unit_givens * (size_t)g->nunits);
    uint8_t *best = xmalloc(nc), *best_sol = xmalloc(nc);
    int have_best = 0, attempts = 0, result = -1;
    level_id best_level = LEVEL_BEYOND;
    level_id level = params->level;
    gen_strategy strategy = params->strategy;
    if (level != LEVEL_MAXIMAL)
        strategy = GEN_SPREAD;
    else if (strategy == GEN_FAST)
        strategy = g->k >= 5 ? GEN_ROWS : GEN_SPREAD;
    int want = level == LEVEL_MAXIMAL ? LEVEL_FIENDISH : level;

    for (int tries = max_attempts(g, level); attempts < tries;) {
        attempts++;
        if (new_attempt(&c, puzzle, solution) < 0)
            goto done;
        if (strategy != GEN_SPREAD) { /* naive and rows: one maximal pass */
            if (strategy == GEN_ROWS)
                rows_order(g, c.order);
            if ((strategy == GEN_NAIVE ? naive_pass(&c, puzzle)
                                       : pass_sat(&c, puzzle, solution, LEVEL_EASY, 0)) < 0)
                goto done;
            if (strategy == GEN_ROWS)
                random_symmetry(g, &c.r, puzzle, solution);
            /* (the rows pass cannot leave an empty cross; naive might) */
            if (gen_empty_cross(g, puzzle) && tries < max_attempts(g, level) + 3) {
                tries++;
                continue;
            }
            have_best = 0;
            best_level = needed_level(&c, puzzle);
            break;
        }
        /* singles first: they empty most cells at a fraction of the cost */
        int keep = level != LEVEL_MAXIMAL && g->k >= 3;
        if ((want > LEVEL_EASY && pass_ladder(&c, puzzle, LEVEL_EASY, keep) < 0) ||
            pass_ladder(&c, puzzle, (level_id)want, keep) < 0)
            goto done;
        if (level == LEVEL_MAXIMAL) {
            int r = pass_sat(&c, puzzle, solution, LEVEL_HARD, attempts < tries);
            if (r < 0)
                goto done;
            if (r > 0)
                continue;
        }
        level_id got = needed_level(&c, puzzle);
        int good = level == LEVEL_MAXIMAL ? got <= LEVEL_FIENDISH && !gen_empty_cross(g, puzzle)
                                        : got == level;
        int acceptable = level != LEVEL_MAXIMAL || !gen_empty_cross(g, puzzle);
        if (good) {
            have_best = 0;
            best_level = got;
            break;
        }
        /* keep the closest so far: for a level the hardest below it, for
         * maximal the first without an empty cross */
        if (acceptable && (!have_best || (level != LEVEL_MAXIMAL && got > best_level))) {
            memcpy(best, puzzle, nc);
            memcpy(best_sol, solution, nc);
            best_level = got;
            have_best = 1;
        }
        /* the last maximal try showed an empty cross: a few more */
        if (level == LEVEL_MAXIMAL && attempts == tries && !have_best &&
            tries < max_attempts(g, level) + 3)
            tries++;
    }
    if (have_best) {
        memcpy(puzzle, best, nc);
        memcpy(solution, best_sol, nc);
    }
    if (progress)
        progress(ctx, g->ncells, g->ncells);
    result = 0;
done:
    if (stats) {
        stats->sat_calls = c.calls;
        stats->givens = grid_count_filled(g, puzzle);
        stats->seconds = util_now() - start;
        stats->level = best_level;
        stats->attempts = attempts;
    }
    free(best_sol);
    free(best);
    free(c.unit_givens);
    free(c.cand);
    free(c.work);
    free(c.order);
    return result;
}

/* 1 when unit u of puzzle holds no given. */
static int unit_empty(const geom *g, const uint8_t *puzzle, int u)
{
    for (int j = 0; j < g->n; j++)
        if (puzzle[g->units[(size_t)u * g->n + j]])
            return 0;
    return 1;
}

int gen_empty_cross(const geom *g, const uint8_t *puzzle)
{
    int nn = g->n * g->n;
    for (int cell = 0; cell < nn; cell++) {
        int all = 1;
        for (int gr = 0; gr < g->ngrids && all; gr++)
            for (int u = 0; u < 3 && all; u++)
                all = unit_empty(g, puzzle, g->cell_units[(cell + gr * nn) * 3 + u]);
        if (all)
            return 1;
    }
    return 0;
}

int gen_empty_units(const geom *g, const uint8_t *puzzle)
{
    int count = 0;
    for (int u = 0; u < g->nunits; u++)
        count += unit_empty(g, puzzle, u);
    return count;
}

int gen_strategy_from_name(const char *name)
{
    if (strcmp(name, "fast") == 0)
        return GEN_FAST;
    if (strcmp(name, "naive") == 0)
        return GEN_NAIVE;
    if (strcmp(name, "spread") == 0)
        return GEN_SPREAD;
    if (strcmp(name, "rows") == 0)
        return GEN_ROWS;
    return -1;
}
