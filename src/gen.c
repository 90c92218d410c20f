/* gen.c - generating unique puzzles: at a ladder level, or maximal.
 *
 * Every puzzle starts from a random complete pair S and one pass over its
 * cells in a random order (so the givens spread evenly; for maximal, box by
 * box, see boxes below), emptying each given whose removal keeps what is
 * asked for:
 *
 * level L (Tatham's way): the ladder up to L still finishes the puzzle. A
 * puzzle the ladder finishes has one solution, so no solver is needed. For
 * k >= 3 the last given of a row, column or box stays. Then the puzzle must
 * need L (the rungs below cannot finish it), else another S and order.
 *
 * maximal: first the same pass with singles, which empties most cells
 * cheaply and proves uniqueness by itself; then a second pass over the
 * givens left asks "is there a solution without S's value here?": singles on
 * that question answer some (a contradiction: no), picosat on the cells they
 * left open the rest, preferring S's values. A given found needed stays
 * needed (emptying more cells only adds solutions). A given no solution needs
 * goes when the whole ladder still finishes the puzzle without it; else it
 * stays for now and is asked again at the end, when more cells are empty and
 * another solution often needs it after all. The puzzle is strictly maximal
 * either way; it is good when the ladder finishes it (every given asked again
 * was needed by then).
 *
 * Tries: each try (a new S and order) has its own rng, seeded from the seed
 * and the try's index. The tries run on as many threads as there are cores,
 * each with its own picosat instances, taken in try order; the puzzle is the
 * first good try in try order (later tries stop once an earlier one is good,
 * earlier ones always run to their end), so a seed gives the same puzzle
 * whatever the number of threads. When no try is good: for maximal the first
 * well spread one (see well_spread), for a level the closest below it.
 *
 * boxes (the default for maximal): the same two passes, but box by box, the
 * boxes of both grids in a random order and the cells of each in a random
 * order, and the ladder's pass keeps the last given of every row, column and
 * box. Two things follow, both measured: the questions of the second pass
 * stay near the box at hand (the boxes after it are still full), so they
 * are cheap even at 25x25, where the random order's questions sit in
 * half-filled grids and take seconds each (a try: about 5 s against 4
 * minutes); and the ladder's pass leaves few givens that no solution needs
 * (at 25x25 about 1 in 20, against 1 in 3 for the random order), so the
 * puzzle it leaves is nearly maximal and the ladder still finishes it. The
 * first box has every other cell given when its turn comes, so its last
 * given is often not needed; the second pass keeps it to the end (it never
 * empties a row, column or box before then), and when it is still not
 * needed there it goes, and the try is not good from 16x16 on, where no unit
 * may be empty. At 25x25 a try fails more often by givens of the last boxes
 * that no solution needs but the ladder does.
 *
 * rows: A row by row from the top and B from the bottom, singles first and
 * picosat on the open cells; the emptied cells stay compact and every
 * question easy. Emptied rows of A and B never meet, so no row, column and
 * box is empty in both grids at one place; a random symmetry of the pair
 * then scatters them. Some rows are always empty, and no person finishes
 * its puzzles without guessing.
 *
 * naive: a random order, one incremental solver with the whole formula, one
 * call per cell with all other givens as assumptions. The baseline. */
#define _POSIX_C_SOURCE 200809L
#include "gen.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ladder.h"
#include "logic.h"
#include "sat.h"
#include "solve.h"
#include "util.h"

/* The state every thread of one generation shares. */
typedef struct gen_run {
    const geom *g;
    const gen_params *params;
    gen_strategy strategy;
    int ntries;
    atomic_int next;     /* the next try to start */
    atomic_int winner;   /* the lowest good try so far, or ntries */
    atomic_int stop;     /* cancelled */
    struct gen_try *tries;
    pthread_mutex_t lock; /* with ended: a thread has no try left to make */
    pthread_cond_t ended;
    int running;         /* threads still making tries (under lock) */
} gen_run;

/* One try: a complete pair and one pass over its cells in its own random
 * order. Its rng is seeded from the seed and the try's index, so a try makes
 * the same puzzle on whichever thread runs it. */
typedef struct gen_try {
    atomic_int state;    /* 0 not started, 1 running, 2 finished, 3 stopped */
    atomic_int done;     /* cells decided, for progress */
    int good;            /* what was asked, finished by the ladder (maximal) */
    level_id level;      /* the level the ladder needs */
    long calls;
    uint8_t *puzzle, *solution;
} gen_try;

/* The working state of one try on one thread. */
typedef struct gen_ctx {
    const geom *g;
    gen_run *run;
    int index;
    rng r;
    long calls;
    int *order;
    uint8_t *work;
    grid_mask *cand;
    int *deferred;    /* maximal: givens kept for the ladder, asked again at the end */
} gen_ctx;

/* 1 when the try should stop: cancelled, or an earlier try is good. */
static int stopping(void *ctx)
{
    gen_ctx *c = ctx;
    return atomic_load(&c->run->stop) || atomic_load(&c->run->winner) < c->index;
}

/* Notes progress; 1 when the try should stop. */
static int cancelled(gen_ctx *c, int done)
{
    atomic_store(&c->run->tries[c->index].done, done);
    return stopping(c);
}

/* A random complete pair: a random first row of A and random preferred values
 * make picosat wander to a different solution for every seed. */
static int random_solution(gen_ctx *c, uint8_t *solution)
{
    const geom *g = c->g;
    uint8_t *pref = xmalloc((size_t)g->ncells);
    grid_mask *cand = xmalloc(sizeof *cand * (size_t)g->ncells);
    for (int cell = 0; cell < g->ncells; cell++)
        pref[cell] = (uint8_t)(1 + rng_below(&c->r, (uint32_t)g->n));
    int perm[GRID_NMAX];
    for (int v = 0; v < g->n; v++)
        perm[v] = v + 1;
    rng_shuffle(&c->r, perm, g->n);
    memset(solution, 0, (size_t)g->ncells);
    for (int col = 0; col < g->n; col++)
        solution[geom_cell(g, 0, 0, col)] = (uint8_t)perm[col];
    logic_candidates(g, solution, cand, 1);
    int res = sat_solve_open(g, solution, cand, pref, stopping, c, solution);
    free(cand);
    free(pref);
    return res;
}

/* 1 when the ladder up to max finishes puzzle. */
static int ladder_finishes(gen_ctx *c, const uint8_t *puzzle, level_id max)
{
    memcpy(c->work, puzzle, (size_t)c->g->ncells);
    ladder_candidates(c->g, c->work, c->cand);
    return ladder_solve(c->g, c->work, c->cand, max, NULL) == 1;
}

/* 1 when unit u of puzzle holds no given. */
static int unit_empty(const geom *g, const uint8_t *puzzle, int u)
{
    for (int j = 0; j < g->n; j++)
        if (puzzle[g->units[(size_t)u * g->n + j]])
            return 0;
    return 1;
}

/* 1 when a row, column or box of the (emptied) cell holds no given. */
static int empties_unit(const geom *g, const uint8_t *puzzle, int cell)
{
    for (int u = 0; u < 3; u++)
        if (unit_empty(g, puzzle, g->cell_units[cell * 3 + u]))
            return 1;
    return 0;
}

/* Empties, in c->order, every given whose removal the ladder up to max still
 * finishes; keep_units keeps the last given of each unit. -1 if stopped. */
static int pass_ladder(gen_ctx *c, uint8_t *puzzle, level_id max, int keep_units)
{
    for (int i = 0; i < c->g->ncells; i++) {
        int cell = c->order[i], v = puzzle[cell];
        if (cancelled(c, i / 2))
            return -1;
        if (!v)
            continue;
        puzzle[cell] = 0;
        if ((keep_units && empties_unit(c->g, puzzle, cell)) || !ladder_finishes(c, puzzle, max))
            puzzle[cell] = (uint8_t)v;
    }
    return 0;
}

/* The short searches has_other makes before picosat: runs of so many nodes
 * a symbol (measured: at 16x16 they answer about 9 questions in 10 at a
 * tenth of picosat's cost, and runs of fewer nodes answer far fewer; at
 * 25x25 no other setting tried was faster). */
enum { WITNESS_RUNS = 10, WITNESS_NODES_PER_SYMBOL = 8 };

/* Is there a solution of puzzle (with cell already emptied) that does not
 * put v at cell? Singles answer first (a contradiction: no), then short
 * searches near the solution (solve_search_near, seeded by the try and the
 * cell, so the answer does not depend on the thread), picosat on the cells
 * they left open the rest, preferring the solution's values. 1 yes (the
 * given is needed), 0 no, -1 stopped. */
static int has_other(gen_ctx *c, const uint8_t *puzzle, int cell, int v, const uint8_t *solution)
{
    const geom *g = c->g;
    memcpy(c->work, puzzle, (size_t)g->ncells);
    ladder_candidates(g, c->work, c->cand);
    c->cand[cell] &= ~grid_bit(v);
    if (logic_singles(g, c->work, c->cand, -1, NULL) < 0)
        return 0;
    if (grid_count_filled(g, c->work) == g->ncells)
        return 1;
    uint64_t seed = c->run->params->seed ^ (uint64_t)(c->index + 1) * 0x9E3779B97F4A7C15u ^
                    (uint64_t)(cell + 1) * 0xBF58476D1CE4E5B9u;
    int found = solve_search_near(g, c->work, c->cand, solution, seed, WITNESS_RUNS,
                                  (long)WITNESS_NODES_PER_SYMBOL * g->n);
    if (found >= 0)
        return found;
    /* the whole ladder first: where it finishes or contradicts, that is the
     * answer; else picosat gets the fewer open cells and candidates it left
     * (measured at 25x25: 2.3 times faster) */
    int settled = ladder_solve(g, c->work, c->cand, LEVEL_FIENDISH, NULL);
    if (settled != 0)
        return settled > 0;
    c->calls++;
    return sat_solve_open(g, c->work, c->cand, solution, stopping, c, NULL);
}

/* The SAT pass of maximal, in c->order: a given that some other solution
 * needs stays; one that none needs goes when the ladder still finishes the
 * puzzle without it (and, with keep_units, when no row, column or box is left
 * empty without it), else it stays for now and is asked again at the end,
 * when more cells are empty and another solution may need it after all
 * (measured at 16x16, boxes: 7 tries in 10 good instead of 5). Sets *good
 * when every given is needed in the end (the ladder finishes the puzzle);
 * otherwise the ones no solution needs go then, so the puzzle is strictly
 * maximal either way. Without for_ladder every given no
 * solution needs goes at once. 0, or -1 if stopped. */
static int pass_sat(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, int for_ladder,
                    int keep_units, int *good)
{
    const geom *g = c->g;
    int ndeferred = 0;
    *good = 1;
    for (int i = 0; i < g->ncells; i++) {
        int cell = c->order[i], v = puzzle[cell];
        if (cancelled(c, (g->ncells + i) / 2))
            return -1;
        if (!v)
            continue;
        puzzle[cell] = 0;
        int needed = has_other(c, puzzle, cell, v, solution);
        if (needed < 0)
            return -1;
        if (needed)
            puzzle[cell] = (uint8_t)v;
        else if (for_ladder && ((keep_units && empties_unit(g, puzzle, cell)) ||
                                !ladder_finishes(c, puzzle, LEVEL_FIENDISH))) {
            puzzle[cell] = (uint8_t)v;
            c->deferred[ndeferred++] = cell;
        }
    }
    for (int i = 0; i < ndeferred; i++) {
        int cell = c->deferred[i], v = puzzle[cell];
        puzzle[cell] = 0;
        int needed = has_other(c, puzzle, cell, v, solution);
        if (needed < 0)
            return -1;
        if (needed)
            puzzle[cell] = (uint8_t)v;
        else
            *good = 0;
    }
    return 0;
}

/* A new random solution and order for a try. 0, or -1 if stopped or no
 * solution could be made. */
static int new_attempt(gen_ctx *c, uint8_t *puzzle, uint8_t *solution)
{
    if (random_solution(c, solution) != 1)
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

/* The order of the boxes pass: the boxes of every grid in a random order,
 * the cells of each box in a random order. */
static void boxes_order(const geom *g, rng *r, int *order)
{
    int n = g->n, nboxes = g->ngrids * n, boxes[2 * GRID_NMAX], i = 0;
    for (int b = 0; b < nboxes; b++)
        boxes[b] = b;
    rng_shuffle(r, boxes, nboxes);
    for (int b = 0; b < nboxes; b++) {
        int unit = boxes[b] / n * 3 * n + 2 * n + boxes[b] % n; /* grid.h's numbering */
        for (int j = 0; j < n; j++)
            order[i + j] = g->units[(size_t)unit * n + j];
        rng_shuffle(r, order + i, n);
        i += n;
    }
}

/* How many tries at most before settling for the best one. */
static int max_attempts(const geom *g, level_id level, gen_strategy strategy)
{
    if (level == LEVEL_MAXIMAL && strategy == GEN_BOXES) /* measured: about 7 tries in */
        return g->k <= 4 ? 12 : 16;                    /* 10 good at 16x16, 1 in 7 at 25x25 */
    if (level == LEVEL_MAXIMAL && strategy != GEN_SPREAD)
        return 4; /* one pass each; another only for an empty cross */
    if (level == LEVEL_MAXIMAL)
        return g->k <= 3 ? 12 : g->k == 4 ? 4 : 2;
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

/* What a maximal puzzle must be besides finished by the ladder: from 16x16
 * on no row, column or box of either grid empty; up to 9x9, where maximal
 * puzzles often have one, no empty cross. */
static int well_spread(const geom *g, const uint8_t *puzzle)
{
    return g->k >= 4 ? gen_empty_units(g, puzzle) == 0 : !gen_empty_cross(g, puzzle);
}

static int naive_pass(gen_ctx *c, uint8_t *puzzle)
{
    const geom *g = c->g;
    sat *s = sat_new(g);
    sat_set_interrupt(s, stopping, c);
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

/* Makes try c->index into t. 0, or -1 if stopped. */
static int run_try(gen_ctx *c, gen_try *t)
{
    const geom *g = c->g;
    gen_run *run = c->run;
    level_id level = run->params->level;
    uint8_t *puzzle = t->puzzle, *solution = t->solution;
    if (new_attempt(c, puzzle, solution) < 0)
        return -1;
    if (run->strategy == GEN_BOXES)
        boxes_order(g, &c->r, c->order);
    if (run->strategy == GEN_NAIVE || run->strategy == GEN_ROWS) { /* one maximal pass */
        if (run->strategy == GEN_ROWS)
            rows_order(g, c->order);
        int good = 1;
        if ((run->strategy == GEN_NAIVE ? naive_pass(c, puzzle)
                                        : pass_sat(c, puzzle, solution, 0, 0, &good)) < 0)
            return -1;
        if (run->strategy == GEN_ROWS)
            random_symmetry(g, &c->r, puzzle, solution);
        /* (the rows pass cannot leave an empty cross; naive might; rows
         * always leaves some rows empty, so no more is asked of either) */
        t->good = !gen_empty_cross(g, puzzle);
        t->level = needed_level(c, puzzle);
        return 0;
    }
    /* singles first: they empty most cells at a fraction of the cost */
    int keep = (level != LEVEL_MAXIMAL || run->strategy == GEN_BOXES) && g->k >= 3;
    level_id want = level == LEVEL_MAXIMAL ? LEVEL_FIENDISH : level;
    if (pass_ladder(c, puzzle, LEVEL_EASY, keep) < 0)
        return -1;
    int good = 1;
    if (level == LEVEL_MAXIMAL ? pass_sat(c, puzzle, solution, 1, keep, &good) < 0
                               : want > LEVEL_EASY && pass_ladder(c, puzzle, want, keep) < 0)
        return -1;
    t->level = needed_level(c, puzzle);
    t->good = level == LEVEL_MAXIMAL ? good && t->level <= LEVEL_FIENDISH && well_spread(g, puzzle)
                                     : t->level == level;
    return 0;
}

/* A thread: takes the next try until none is left or an earlier one is good. */
static void *worker(void *arg)
{
    gen_run *run = arg;
    const geom *g = run->g;
    size_t nc = (size_t)g->ncells;
    gen_ctx c = { .g = g, .run = run };
    c.order = xmalloc(sizeof *c.order * nc);
    c.work = xmalloc(nc);
    c.cand = xmalloc(sizeof *c.cand * nc);
    c.deferred = xmalloc(sizeof *c.deferred * nc);
    for (;;) {
        int i = atomic_fetch_add(&run->next, 1);
        if (i >= run->ntries || i > atomic_load(&run->winner) || atomic_load(&run->stop))
            break;
        gen_try *t = &run->tries[i];
        atomic_store(&t->state, 1);
        c.index = i;
        c.calls = 0;
        rng_seed(&c.r, run->params->seed + (uint64_t)i * 0x9E3779B97F4A7C15u);
        int res = run_try(&c, t);
        t->calls = c.calls;
        if (res == 0 && t->good) {
            int w = atomic_load(&run->winner);
            while (i < w && !atomic_compare_exchange_weak(&run->winner, &w, i))
                ;
        }
        atomic_store(&t->state, res == 0 ? 2 : 3);
    }
    free(c.deferred);
    free(c.cand);
    free(c.work);
    free(c.order);
    pthread_mutex_lock(&run->lock);
    run->running--;
    pthread_cond_signal(&run->ended);
    pthread_mutex_unlock(&run->lock);
    return NULL;
}

int gen_threads(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 64 ? 64 : (int)n;
}

/* The try to keep once every try has ended: the first good one; else, for
 * maximal, the first well spread one, for a level the closest below it (the
 * first of those); -1 when none finished. */
static int chosen_try(const gen_run *run)
{
    int pick = -1;
    for (int i = 0; i < run->ntries; i++) {
        const gen_try *t = &run->tries[i];
        if (atomic_load(&t->state) != 2)
            continue;
        if (t->good)
            return i;
        int acceptable = run->params->level != LEVEL_MAXIMAL || well_spread(run->g, t->puzzle);
        if (acceptable && (pick < 0 || (run->params->level != LEVEL_MAXIMAL &&
                                        t->level > run->tries[pick].level &&
                                        t->level < run->params->level)))
            pick = i;
    }
    if (pick < 0) /* whatever finished */
        for (int i = run->ntries - 1; i >= 0; i--)
            if (atomic_load(&run->tries[i].state) == 2)
                pick = i;
    return pick;
}

int gen_puzzle(const geom *g, const gen_params *params, gen_progress progress, void *ctx,
               uint8_t *puzzle, uint8_t *solution, gen_stats *stats)
{
    double start = util_now();
    size_t nc = (size_t)g->ncells;
    gen_run run = { .g = g, .params = params, .strategy = params->strategy };
    if (params->level != LEVEL_MAXIMAL)
        run.strategy = GEN_SPREAD;
    else if (run.strategy == GEN_FAST)
        run.strategy = GEN_BOXES;
    run.ntries = max_attempts(g, params->level, run.strategy);
    atomic_init(&run.next, 0);
    atomic_init(&run.winner, run.ntries);
    atomic_init(&run.stop, 0);
    run.tries = xcalloc((size_t)run.ntries, sizeof *run.tries);
    for (int i = 0; i < run.ntries; i++) {
        run.tries[i].puzzle = xmalloc(nc);
        run.tries[i].solution = xmalloc(nc);
    }
    int nthreads = params->threads > 0 ? params->threads : gen_threads();
    if (nthreads > run.ntries)
        nthreads = run.ntries;
    /* naive and rows make one pass that is nearly always kept: a second try
     * at once would only take a core from it */
    if (run.strategy == GEN_NAIVE || run.strategy == GEN_ROWS)
        nthreads = 1;
    pthread_t *threads = xmalloc(sizeof *threads * (size_t)nthreads);
    pthread_mutex_init(&run.lock, NULL);
    pthread_cond_init(&run.ended, NULL);
    run.running = nthreads;
    /* one report before any try starts: a cancel there is always seen */
    if (progress && progress(ctx, 0, g->ncells, 0, run.ntries))
        atomic_store(&run.stop, 1);
    int started = 0;
    for (; started < nthreads; started++)
        if (pthread_create(&threads[started], NULL, worker, &run) != 0)
            break;
    pthread_mutex_lock(&run.lock);
    run.running -= nthreads - started;
    pthread_mutex_unlock(&run.lock);
    if (started == 0) {
        run.running = 1;
        worker(&run); /* no thread to be had: here and now */
    }
    /* this thread reports progress (of the first try running) and notices a
     * cancel until every thread is done */
    int done = 0, attempt = 0; /* kept while no try runs, between two */
    pthread_mutex_lock(&run.lock);
    while (run.running > 0) {
        if (progress && !atomic_load(&run.stop)) {
            for (int i = 0; i < run.ntries; i++)
                if (atomic_load(&run.tries[i].state) == 1) {
                    done = atomic_load(&run.tries[i].done);
                    attempt = i + 1;
                    break;
                }
            pthread_mutex_unlock(&run.lock);
            if (progress(ctx, done, g->ncells, attempt, run.ntries))
                atomic_store(&run.stop, 1);
            pthread_mutex_lock(&run.lock);
        }
        if (run.running == 0)
            break;
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += 25 * 1000 * 1000;
        if (until.tv_nsec >= 1000000000) {
            until.tv_sec++;
            until.tv_nsec -= 1000000000;
        }
        pthread_cond_timedwait(&run.ended, &run.lock, &until);
    }
    pthread_mutex_unlock(&run.lock);
    for (int i = 0; i < started; i++)
        pthread_join(threads[i], NULL);
    free(threads);
    pthread_cond_destroy(&run.ended);
    pthread_mutex_destroy(&run.lock);

    int result = -1, pick = atomic_load(&run.stop) ? -1 : chosen_try(&run);
    long calls = 0;
    for (int i = 0; i < run.ntries; i++)
        calls += run.tries[i].calls;
    if (pick >= 0) {
        memcpy(puzzle, run.tries[pick].puzzle, nc);
        memcpy(solution, run.tries[pick].solution, nc);
        if (progress)
            progress(ctx, g->ncells, g->ncells, pick + 1, run.ntries);
        result = 0;
    }
    if (stats) {
        stats->sat_calls = calls;
        stats->givens = pick >= 0 ? grid_count_filled(g, puzzle) : 0;
        stats->seconds = util_now() - start;
        stats->level = pick >= 0 ? run.tries[pick].level : LEVEL_BEYOND;
        stats->attempts = pick + 1;
    }
    for (int i = 0; i < run.ntries; i++) {
        free(run.tries[i].puzzle);
        free(run.tries[i].solution);
    }
    free(run.tries);
    return result;
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
    if (strcmp(name, "boxes") == 0)
        return GEN_BOXES;
    return -1;
}
