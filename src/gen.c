/* gen.c - generating unique puzzles: at a ladder level, or maximal.
 *
 * Every puzzle starts from a random complete pair S and passes over its
 * givens in the even order (see even below; other orders for the other
 * strategies), emptying each given whose removal keeps what is asked for.
 * With a symmetry the passes go orbit by orbit instead of cell by cell: an
 * orbit (a cell and its images in its grid) is emptied or kept whole, and
 * "needed" means some solution differs at one of its cells. A unit never
 * falls below its floor (unit_floor: half the mean of its kind from 16x16
 * on, a third at 9x9, at least one given):
 *
 * level L (Tatham's way): the ladder up to L still finishes the puzzle. A
 * puzzle the ladder finishes has one solution, so no solver is needed. For
 * k >= 3 a given the floor keeps is tried again at the end of the pass (the
 * floor falls with the givens). Then the puzzle must need L (the rungs below
 * cannot finish it), else another S and order.
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
 * even (the default up to 16x16, and the levels' order at every size): the given tried
 * next is always one whose row, column and box hold the most givens
 * (counted together; ties in a random order), so the units empty together
 * and the floor rarely has to keep a given. Measured at 16x16 maximal,
 * seeds 1-10 on a busy 2-core machine: every unit ends at 0.54-0.77 of its
 * mean (boxes: 0.18; per box min/median/max 3-4/5-6/7 against 1/5-7/11-13),
 * but the questions cost about 4 times as much (the other solutions lie
 * farther from S) and fewer tries are good (a given the ladder needs and no
 * solution does), so a 16x16 pair takes a median 6.6 s of CPU (max 26 s)
 * instead of 0.5 s; the naive generator took 7.8 s in the same run. Two things help the share of good tries: in the SAT pass
 * the peers of a deferred given go first (orbit_fullness), and a try that
 * is not good is repaired: its SAT pass runs again from where it started,
 * the orbits that spoiled it tried first, while the ladder may still do
 * without them (seed 3, which had no good try in 12, is good at try 4). At 25x25 its questions go to picosat and take minutes
 * (a try was not done after 2 minutes of CPU, against 20 s for boxes), so
 * 25x25 stays with boxes. Measured per question (CPU, seed 1): with the
 * even order, evenly half-empty grids leave picosat far to go, about 0.5 s
 * for a given some solution needs and 1 s to prove one none needs, and
 * such givens are 1 in 3 after the singles pass; with boxes 0.05 s and 1 in
 * 20. Boxes with an even floor (5 givens a unit) made the questions 4 to 6
 * times dearer. At 16x16 repairing box by box (repair_box) instead of the
 * whole SAT pass was no better (median CPU 5.7 s against 6.2 s, seeds 1-5,
 * the slowest slower): the even floor keeps givens no repair can make
 * needed.
 *
 * boxes (the default at 25x25): the same two passes, but box by box, the
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
 * that no solution needs but the ladder does (7 tries in 8, measured): such
 * a try is repaired rather than dropped (repair_box): those givens back, the
 * box of one of them filled and emptied again in a new order, and only the
 * givens whose witnesses (the other solution that showed each needed, kept
 * per given) the new givens contradict are asked again (about 145
 * questions a repair against 500 a try). As a repaired try is mostly good,
 * the tries of boxes are made one at a time and each try's questions are
 * answered GEN_BATCH at once on every core (asks_run; an answer is a fact
 * about the puzzle, so the puzzle is the same on any number of cores).
 * Measured at 25x25, seeds 1-10 on 2 idle cores (make bench
 * BENCH_ONLY=maximal): median 6.3 s, max 13.6 s, against 8.6 s and 17 s
 * with tries side by side and 35-45 s before repairs; the naive 16x16
 * generator took 4.5 s in the same run. Batches of 4 or 16 were slower.
 * With propagation free of mispredicted branches (logic.c): median 4.7 s,
 * max 10.8 s, the naive 16x16 generator 4.6 s. Most of a try's CPU is now
 * picosat's (about 33 ms a question the near search left, nearly all of
 * them needed); the near search and the ladder about as much together. A
 * floor of 3 givens a unit made box minimums 3 but two seeds of ten took
 * 62 s and 193 s (see bench/README.md for the other evenness trials).
 *
 * rows (the default at 36x36): A row by row from the top and B from the bottom, singles first and
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

/* The orbits of one generation: the cells given together (a single cell
 * each without symmetry). */
typedef struct gen_orbits {
    int n;            /* orbits */
    int *cells;       /* 4 a orbit, the first size[o] used */
    uint8_t *size;
    int *of;          /* the orbit of each cell */
} gen_orbits;

/* The state every thread of one generation shares. */
typedef struct gen_run {
    const geom *g;
    const gen_params *params;
    gen_strategy strategy;
    gen_symmetry symmetry;
    gen_orbits orbits;
    int ntries;
    atomic_int next;     /* the next try to start */
    atomic_int winner;   /* the lowest good try so far, or ntries */
    atomic_int stop;     /* cancelled */
    struct gen_try *tries;
    pthread_mutex_t lock; /* with ended: a thread has no try left to make */
    pthread_cond_t ended;
    int running;         /* threads still making tries (under lock) */
    int qthreads;        /* threads that answer one try's questions at once
                            (boxes: its tries are made one at a time) */
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

/* One question (is an orbit needed?) and its buffers: questions of the
 * boxes order are answered several at once (asks_run), each on its own copy
 * of the puzzle. */
typedef struct gen_ask {
    int orbit;
    int answer;       /* orbit_needed's: 1, 0 or -1 */
    uint8_t *puzzle;  /* the puzzle asked about, the orbit emptied */
    uint8_t *work;
    grid_mask *cand;
    uint8_t *found;   /* the witness when the answer is 1 */
    long calls;       /* picosat calls made */
} gen_ask;

/* Questions answered at once, and the slot of the one asked alone. */
enum { GEN_BATCH = 8 };

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
    int *deferred;    /* maximal: orbits kept for the ladder, asked again at the end */
    int *ucount;      /* givens in each unit */
    int *dcount;      /* deferred givens in each unit (the SAT pass) */
    uint8_t *first;   /* orbits a repair tries before all others */
    uint8_t *start;   /* the puzzle the SAT pass started from, for a repair */
    int *rank;        /* a random rank of each orbit: ties of the even order */
    uint8_t *tried;   /* orbits tried in the current pass */
    uint8_t *wit;     /* boxes: a witness per orbit (g->ncells values each):
                         a solution that differs from the try's at one of its
                         cells, so it shows the orbit needed for as long as it
                         agrees with every other given (witness_holds); NULL
                         for the other strategies */
    uint8_t *haswit;  /* whether wit holds one for the orbit */
    gen_ask asks[GEN_BATCH + 1]; /* a batch of questions, and one asked alone */
    int batch;        /* questions asked at once: GEN_BATCH for boxes, else 1 */
    int left;         /* given cells not yet tried in the current pass */
    int givens;       /* givens in the puzzle */
    int pos;          /* the next place in order (fixed orders) */
    int phase, phases; /* the current pass of how many, for progress */
} gen_ctx;

/* 1 when the try should stop: cancelled, or an earlier try is good. */
static int stopping(void *ctx)
{
    gen_ctx *c = ctx;
    return atomic_load(&c->run->stop) || atomic_load(&c->run->winner) < c->index;
}

/* Notes progress (the cells the current pass has decided); 1 when the try
 * should stop. */
static int cancelled(gen_ctx *c)
{
    int n = c->g->ncells;
    atomic_store(&c->run->tries[c->index].done, (c->phase * n + n - c->left) / c->phases);
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

/* Starts a pass over the orbits of puzzle's givens: none tried yet, the
 * givens of each unit counted. */
static void pass_begin(gen_ctx *c, const uint8_t *puzzle, int phase)
{
    const geom *g = c->g;
    memset(c->tried, 0, (size_t)c->run->orbits.n);
    memset(c->ucount, 0, sizeof *c->ucount * (size_t)g->nunits);
    memset(c->dcount, 0, sizeof *c->dcount * (size_t)g->nunits);
    c->left = c->givens = 0;
    for (int cell = 0; cell < g->ncells; cell++)
        if (puzzle[cell]) {
            c->left++;
            c->givens++;
            for (int u = 0; u < 3; u++)
                c->ucount[g->cell_units[cell * 3 + u]]++;
        }
    c->pos = 0;
    c->phase = phase;
}

/* The givens of the units of orbit o's cells, counted together; in the SAT
 * pass first of all those of a unit holding a deferred given (one no
 * solution needs but the ladder does): emptying its peers is what may make
 * another solution need it by the end (measured at 16x16, seeds 1-5: tries
 * to a good one 2, 1, -, 3, 2 against 2, 3, -, 3, 3). */
static long orbit_fullness(const gen_ctx *c, int o)
{
    const gen_orbits *orb = &c->run->orbits;
    long sum = 0;
    for (int i = 0; i < orb->size[o]; i++) {
        const int *units = c->g->cell_units + orb->cells[o * 4 + i] * 3;
        sum += c->ucount[units[0]] + c->ucount[units[1]] + c->ucount[units[2]];
        sum += (long)c->g->n * 3 *
               (c->dcount[units[0]] + c->dcount[units[1]] + c->dcount[units[2]]);
    }
    return sum;
}

/* The next orbit of givens the pass tries, marked tried, or -1 when every
 * one was: for the even strategy the one whose units are fullest
 * (orbit_fullness, per cell; ties by c->rank), else the next in c->order. */
static int pass_next(gen_ctx *c, const uint8_t *puzzle)
{
    const gen_orbits *orb = &c->run->orbits;
    int best = -1;
    for (int o = 0; o < orb->n && best < 0 && c->phase == 1; o++)
        if (c->first[o] && !c->tried[o] && puzzle[orb->cells[o * 4]])
            best = o;
    if (best >= 0) {
    } else if (c->run->strategy == GEN_EVEN) {
        long best_sum = 0;
        for (int o = 0; o < orb->n; o++) {
            if (c->tried[o] || !puzzle[orb->cells[o * 4]])
                continue;
            long sum = orbit_fullness(c, o), a = sum * (best < 0 ? 1 : orb->size[best]),
                 b = best_sum * orb->size[o];
            if (best < 0 || a > b || (a == b && c->rank[o] < c->rank[best]))
                best = o, best_sum = sum;
        }
    } else {
        while (best < 0 && c->pos < c->g->ncells) {
            int o = orb->of[c->order[c->pos++]];
            if (!c->tried[o] && puzzle[orb->cells[o * 4]])
                best = o;
        }
    }
    if (best >= 0) {
        c->tried[best] = 1;
        c->left -= orb->size[best];
    }
    return best;
}

/* Empties orbit o of puzzle (clear) or gives it solution's values back. */
static void orbit_set(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, int o, int clear)
{
    const gen_orbits *orb = &c->run->orbits;
    for (int i = 0; i < orb->size[o]; i++) {
        int cell = orb->cells[o * 4 + i];
        puzzle[cell] = clear ? 0 : solution[cell];
        c->givens += clear ? -1 : 1;
        for (int u = 0; u < 3; u++)
            c->ucount[c->g->cell_units[cell * 3 + u]] += clear ? -1 : 1;
    }
}

/* The share of the mean of its kind every unit keeps: 1 / this. */
static int even_share(const geom *g)
{
    return g->k <= 3 ? 3 : 2;
}

/* The fewest givens a unit may keep (the even rule): from 16x16 on half the
 * mean of its kind, at 9x9 a third, and never none (below 9x9 no rule).
 * Taken from the givens there are now, which only fall, so a unit that
 * kept this many whenever it lost a given keeps at least that share of the
 * final mean. */
static int unit_floor(const gen_ctx *c)
{
    const geom *g = c->g;
    if (g->k < 3)
        return 0;
    if (c->run->strategy != GEN_EVEN) /* boxes: only the last */
        return 1;
    int per = even_share(g) * g->ngrids * g->n; /* a share of the mean: G / per */
    int floor = (c->givens + per - 1) / per;
    return floor < 1 ? 1 : floor;
}

/* 1 when orbit o's cells (already emptied) left a row, column or box with
 * fewer givens than unit_floor. */
static int orbit_empties_unit(const gen_ctx *c, int o)
{
    const gen_orbits *orb = &c->run->orbits;
    int floor = unit_floor(c);
    for (int i = 0; i < orb->size[o]; i++)
        for (int u = 0; u < 3; u++)
            if (c->ucount[c->g->cell_units[orb->cells[o * 4 + i] * 3 + u]] < floor)
                return 1;
    return 0;
}

/* Empties, orbit by orbit (pass_next), every orbit of givens whose removal
 * the ladder up to max still finishes; keep_units keeps the fewest givens
 * a unit may keep (unit_floor). The orbits kept for that are tried again
 * until none goes, as the floor falls with the givens: in the end every
 * orbit is needed by the ladder or by the floor of the puzzle as it is
 * (the ladder needs no fewer givens for fewer givens). -1 if stopped. */
static int pass_ladder(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, level_id max,
                       int keep_units, int phase)
{
    int nkept = 0;
    pass_begin(c, puzzle, phase);
    for (int o; (o = pass_next(c, puzzle)) >= 0;) {
        if (cancelled(c))
            return -1;
        orbit_set(c, puzzle, solution, o, 1);
        if (keep_units && orbit_empties_unit(c, o)) {
            orbit_set(c, puzzle, solution, o, 0);
            c->deferred[nkept++] = o;
        } else if (!ladder_finishes(c, puzzle, max)) {
            orbit_set(c, puzzle, solution, o, 0);
        }
    }
    for (int changed = 1; changed;) {
        changed = 0;
        for (int i = 0; i < nkept; i++) {
            int o = c->deferred[i];
            if (!puzzle[c->run->orbits.cells[o * 4]])
                continue;
            orbit_set(c, puzzle, solution, o, 1);
            if (!orbit_empties_unit(c, o) && ladder_finishes(c, puzzle, max))
                changed = 1;
            else
                orbit_set(c, puzzle, solution, o, 0);
        }
    }
    return 0;
}

/* The short searches has_other makes before picosat: runs of so many nodes
 * a symbol (measured: at 16x16 they answer about 9 questions in 10 at a
 * tenth of picosat's cost, and runs of fewer nodes answer far fewer; at
 * 25x25 no other setting tried was faster). */
enum { WITNESS_RUNS = 10, WITNESS_NODES_PER_SYMBOL = 8 };

/* Is there a solution of puzzle (with cell already emptied) that does not
 * put v at cell (then it is left in a->found)? a's buffers are used, c only
 * read, so several threads may ask at once. Singles answer first (a contradiction: no), then short
 * searches near the solution (solve_search_near, seeded by the try and the
 * cell, so the answer does not depend on the thread), picosat on the cells
 * they left open the rest, preferring the solution's values. 1 yes (the
 * given is needed), 0 no, -1 stopped. */
static int has_other(gen_ctx *c, gen_ask *a, const uint8_t *puzzle, int cell, int v,
                     const uint8_t *solution)
{
    const geom *g = c->g;
    memcpy(a->work, puzzle, (size_t)g->ncells);
    ladder_candidates(g, a->work, a->cand);
    a->cand[cell] &= ~grid_bit(v);
    if (logic_singles(g, a->work, a->cand, -1, NULL) < 0)
        return 0;
    if (grid_count_filled(g, a->work) == g->ncells)
        return memcpy(a->found, a->work, (size_t)g->ncells), 1;
    uint64_t seed = c->run->params->seed ^ (uint64_t)(c->index + 1) * 0x9E3779B97F4A7C15u ^
                    (uint64_t)(cell + 1) * 0xBF58476D1CE4E5B9u;
    int found = solve_search_near(g, a->work, a->cand, solution, seed, WITNESS_RUNS,
                                  (long)WITNESS_NODES_PER_SYMBOL * g->n);
    if (found > 0)
        memcpy(a->found, a->work, (size_t)g->ncells);
    if (found >= 0)
        return found;
    /* the whole ladder first: where it finishes or contradicts, that is the
     * answer; else picosat gets the fewer open cells and candidates it left
     * (measured at 25x25: 2.3 times faster) */
    int settled = ladder_solve(g, a->work, a->cand, LEVEL_FIENDISH, NULL);
    if (settled > 0)
        memcpy(a->found, a->work, (size_t)g->ncells);
    if (settled != 0)
        return settled > 0;
    a->calls++;
    return sat_solve_open(g, a->work, a->cand, solution, stopping, c, a->found);
}

static int orbit_needed(gen_ctx *c, const uint8_t *puzzle, int o, const uint8_t *solution);

/* Whether a->orbit (emptied in puzzle) is needed, as orbit_needed; the
 * witness is left in a->found. */
static int ask_orbit(gen_ctx *c, gen_ask *a, const uint8_t *puzzle, const uint8_t *solution)
{
    const gen_orbits *orb = &c->run->orbits;
    for (int i = 0; i < orb->size[a->orbit]; i++) {
        int cell = orb->cells[a->orbit * 4 + i];
        int needed = has_other(c, a, puzzle, cell, solution[cell], solution);
        if (needed)
            return needed;
    }
    return 0;
}

/* a's answer, its witness kept (c->wit) and its picosat calls counted. */
static int take_answer(gen_ctx *c, gen_ask *a)
{
    if (a->answer > 0 && c->wit) {
        memcpy(c->wit + (size_t)a->orbit * (size_t)c->g->ncells, a->found, (size_t)c->g->ncells);
        c->haswit[a->orbit] = 1;
    }
    c->calls += a->calls;
    a->calls = 0;
    return a->answer;
}

/* The batch asks_run answers: a try's context, the puzzle as it is, and the
 * next slot to take. */
typedef struct gen_batch {
    gen_ctx *c;
    const uint8_t *puzzle, *solution;
    int n;
    atomic_int next;
} gen_batch;

static void *asks_thread(void *arg)
{
    gen_batch *b = arg;
    const gen_orbits *orb = &b->c->run->orbits;
    for (int i; (i = atomic_fetch_add(&b->next, 1)) < b->n;) {
        gen_ask *a = &b->c->asks[i];
        memcpy(a->puzzle, b->puzzle, (size_t)b->c->g->ncells);
        for (int j = 0; j < orb->size[a->orbit]; j++)
            a->puzzle[orb->cells[a->orbit * 4 + j]] = 0;
        a->answer = ask_orbit(b->c, a, a->puzzle, b->solution);
    }
    return NULL;
}

/* Answers the questions of c->asks[0..n) (their orbits given in puzzle,
 * each asked with its own emptied) on run->qthreads threads at once. An
 * answer "needed" stays true however the batch is decided (emptying cells
 * only adds solutions); "not needed" only while no orbit before it in the
 * batch was emptied (take_batch). */
static void asks_run(gen_ctx *c, const uint8_t *puzzle, const uint8_t *solution, int n)
{
    gen_batch b = { .c = c, .puzzle = puzzle, .solution = solution, .n = n };
    atomic_init(&b.next, 0);
    pthread_t helpers[GEN_BATCH];
    int started = 0;
    while (started < c->run->qthreads - 1 && started < n - 1 &&
           pthread_create(&helpers[started], NULL, asks_thread, &b) == 0)
        started++;
    asks_thread(&b);
    for (int i = 0; i < started; i++)
        pthread_join(helpers[i], NULL);
}

/* The answer to batch question i (its orbit emptied in puzzle), taken as
 * orbit_needed's: "not needed" is asked again when an orbit before it in the
 * batch was emptied (removed), as it may be needed now. */
static int take_batch(gen_ctx *c, const uint8_t *puzzle, const uint8_t *solution, int i,
                      int removed)
{
    gen_ask *a = &c->asks[i];
    if (a->answer == 0 && removed) {
        c->calls += a->calls;
        a->calls = 0;
        return orbit_needed(c, puzzle, a->orbit, solution);
    }
    return take_answer(c, a);
}

/* Counts orbit o's cells as deferred in their units (add 1), or no more
 * (add -1). */
static void orbit_mark(gen_ctx *c, int o, int add)
{
    const gen_orbits *orb = &c->run->orbits;
    for (int i = 0; i < orb->size[o]; i++)
        for (int u = 0; u < 3; u++)
            c->dcount[c->g->cell_units[orb->cells[o * 4 + i] * 3 + u]] += add;
}

/* 1 when orbit o (emptied in puzzle) is needed: some solution differs from
 * solution at one of its cells (none does at any cell: the puzzle is unique
 * without the orbit); with c->wit that solution is kept as o's witness.
 * 0 not needed, -1 stopped. */
static int orbit_needed(gen_ctx *c, const uint8_t *puzzle, int o, const uint8_t *solution)
{
    gen_ask *a = &c->asks[GEN_BATCH];
    a->orbit = o;
    a->answer = ask_orbit(c, a, puzzle, solution);
    return take_answer(c, a);
}

/* Decides the n questions of c->asks in order, their answers taken by
 * take_batch: a needed orbit stays; one no solution needs goes, unless
 * (for_ladder) the ladder cannot finish the puzzle without it or (keep_units)
 * a unit would fall below its floor: then it stays for now, added to
 * c->deferred (*ndeferred). 0, or -1 if stopped. */
static int decide_asks(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, int n,
                       int for_ladder, int keep_units, int *ndeferred)
{
    for (int i = 0, removed = 0; i < n; i++) {
        int o = c->asks[i].orbit;
        orbit_set(c, puzzle, solution, o, 1);
        int needed = take_batch(c, puzzle, solution, i, removed);
        if (needed < 0)
            return -1;
        if (needed)
            orbit_set(c, puzzle, solution, o, 0);
        else if (for_ladder && ((keep_units && orbit_empties_unit(c, o)) ||
                                !ladder_finishes(c, puzzle, LEVEL_FIENDISH))) {
            orbit_set(c, puzzle, solution, o, 0);
            c->deferred[(*ndeferred)++] = o;
            orbit_mark(c, o, 1);
        } else {
            removed = 1;
        }
    }
    return 0;
}

/* Asks the deferred orbits once more, at the end, when more cells are empty:
 * a needed one stays; one still not needed goes, and when the ladder or the
 * floor needed it the try is not good (*good 0, the orbit marked in
 * c->first). *good is 1 otherwise. 0, or -1 if stopped. */
static int decide_deferred(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, int ndeferred,
                           int keep_units, int *good)
{
    *good = 1;
    for (int i = 0; i < ndeferred; i++) {
        int o = c->deferred[i];
        orbit_set(c, puzzle, solution, o, 1);
        int needed = orbit_needed(c, puzzle, o, solution);
        if (needed < 0)
            return -1;
        if (needed)
            orbit_set(c, puzzle, solution, o, 0);
        else if ((keep_units && orbit_empties_unit(c, o)) ||
                 !ladder_finishes(c, puzzle, LEVEL_FIENDISH))
            *good = 0, c->first[o] = 1;
    }
    return 0;
}

/* The SAT pass of maximal, orbit by orbit (pass_next): an orbit that some
 * other solution needs stays; one that none needs goes when the ladder still finishes the
 * puzzle without it (and, with keep_units, when no row, column or box is left
 * empty without it), else it stays for now and is asked again at the end,
 * when more cells are empty and another solution may need it after all
 * (measured at 16x16, boxes: 7 tries in 10 good instead of 5). Sets *good
 * when every given is needed in the end (the ladder finishes the puzzle);
 * otherwise the ones no solution needs go then, so the puzzle is strictly
 * maximal either way. Without for_ladder every given no
 * solution needs goes at once. 0, or -1 if stopped. */
static int pass_sat(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, int for_ladder,
                    int keep_units, int phase, int *good)
{
    int ndeferred = 0, n, o;
    pass_begin(c, puzzle, phase);
    do {
        for (n = 0; n < c->batch && (o = pass_next(c, puzzle)) >= 0; n++)
            c->asks[n].orbit = o;
        if (cancelled(c))
            return -1;
        asks_run(c, puzzle, solution, n);
        if (decide_asks(c, puzzle, solution, n, for_ladder, keep_units, &ndeferred) < 0)
            return -1;
    } while (n > 0);
    return decide_deferred(c, puzzle, solution, ndeferred, keep_units, good);
}

/* 1 when orbit o's witness still shows it needed: it agrees with every
 * given of puzzle outside the orbit (emptying cells never spoils one). */
static int witness_holds(const gen_ctx *c, const uint8_t *puzzle, int o)
{
    if (!c->haswit[o])
        return 0;
    const uint8_t *w = c->wit + (size_t)o * (size_t)c->g->ncells;
    const int *of = c->run->orbits.of;
    for (int cell = 0; cell < c->g->ncells; cell++)
        if (puzzle[cell] && w[cell] != puzzle[cell] && of[cell] != o)
            return 0;
    return 1;
}

/* 1 when orbit o of puzzle is given. */
static int orbit_given(const gen_ctx *c, const uint8_t *puzzle, int o)
{
    return puzzle[c->run->orbits.cells[o * 4]] != 0;
}

/* The orbits with a cell in the box of orbit x's first cell, each once: x
 * first, the others in a random order, into list. Returns how many. */
static int box_orbits(gen_ctx *c, int x, int *list)
{
    const geom *g = c->g;
    const gen_orbits *orb = &c->run->orbits;
    const int *box = g->units + (size_t)g->cell_units[orb->cells[x * 4] * 3 + 2] * (size_t)g->n;
    int count = 1;
    list[0] = x;
    for (int j = 0; j < g->n; j++) {
        int o = orb->of[box[j]], seen = 0;
        for (int i = 0; i < count && !seen; i++)
            seen = list[i] == o;
        if (!seen)
            list[count++] = o;
    }
    rng_shuffle(&c->r, list + 1, count - 1);
    return count;
}

/* Asks again every given orbit whose witness no longer holds, as pass_sat
 * asks: a needed one stays; one no solution needs goes while the ladder
 * finishes the puzzle without it and no unit falls below its floor, else
 * it is asked once more at the end, and if still not needed it goes then,
 * marked in c->first, and *good is 0. 0, or -1 if stopped. */
static int recheck(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, int *good)
{
    int ndeferred = 0, n, next = 0;
    do {
        for (n = 0; n < c->batch && next < c->run->orbits.n; next++)
            if (orbit_given(c, puzzle, next) && !witness_holds(c, puzzle, next))
                c->asks[n++].orbit = next;
        if (cancelled(c))
            return -1;
        asks_run(c, puzzle, solution, n);
        if (decide_asks(c, puzzle, solution, n, 1, 1, &ndeferred) < 0)
            return -1;
    } while (n > 0);
    return decide_deferred(c, puzzle, solution, ndeferred, 1, good);
}

/* Repairs a maximal try of the boxes order that is not good, in place of a
 * new try: the orbits that spoiled it (no solution needs them, the ladder
 * does; emptied, marked in c->first) are given back, so the ladder finishes
 * the puzzle again; the box of the first of them is filled and emptied
 * again in a new order, that orbit first, while the ladder finishes; then
 * recheck asks again the givens whose witnesses the new givens cut off.
 * Sets *good as recheck does. 0, or -1 if stopped. */
static int repair_box(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, int *good)
{
    const gen_orbits *orb = &c->run->orbits;
    int x = -1;
    for (int o = 0; o < orb->n; o++)
        if (c->first[o]) {
            c->first[o] = 0;
            x = x < 0 ? o : x;
            if (!orbit_given(c, puzzle, o))
                orbit_set(c, puzzle, solution, o, 0);
        }
    if (x < 0)
        return *good = 1, 0;
    int *list = c->order, count = box_orbits(c, x, list);
    for (int i = 0; i < count; i++)
        if (!orbit_given(c, puzzle, list[i]))
            orbit_set(c, puzzle, solution, list[i], 0);
    for (int i = 0; i < count; i++) {
        if (cancelled(c))
            return -1;
        orbit_set(c, puzzle, solution, list[i], 1);
        if (orbit_empties_unit(c, list[i]) || !ladder_finishes(c, puzzle, LEVEL_FIENDISH))
            orbit_set(c, puzzle, solution, list[i], 0);
    }
    return recheck(c, puzzle, solution, good);
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
 * of the symbols for both grids, and which grid is A; only the last two when
 * the givens keep a symmetry of their own (keep_places). */
static void random_symmetry(const geom *g, rng *r, int keep_places, uint8_t *puzzle,
                            uint8_t *solution)
{
    int n = g->n, rows[GRID_NMAX], cols[GRID_NMAX], sym[GRID_NMAX + 1];
    permute_lines(g->k, r, rows);
    permute_lines(g->k, r, cols);
    if (keep_places)
        for (int i = 0; i < n; i++)
            rows[i] = cols[i] = i;
    sym[0] = 0;
    for (int v = 1; v <= n; v++)
        sym[v] = v;
    rng_shuffle(r, sym + 1, n);
    int transpose = (int)rng_below(r, 2) && !keep_places;
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

/* How many times a maximal try is repaired (run_try): the even order's SAT
 * pass again, or the boxes order's box by box (repair_box; measured at
 * 25x25, seeds 1-5: a good puzzle in 1-2 tries instead of 1 in 8 tries
 * good, a median of 9 s instead of 40 s on 2 cores). */
enum { REPAIRS = 2, BOX_REPAIRS = 6 };

/* How many tries at most before settling for the best one. */
static int max_attempts(const geom *g, level_id level, gen_strategy strategy)
{
    if (level == LEVEL_MAXIMAL && (strategy == GEN_BOXES || strategy == GEN_EVEN))
        return g->k <= 4 ? 12 : 16; /* boxes, measured: about 7 tries in 10 good
                                       at 16x16, 1 in 7 at 25x25 */
    if (level == LEVEL_MAXIMAL && strategy != GEN_SPREAD)
        return 4; /* one pass each; another only for an empty cross */
    if (level == LEVEL_MAXIMAL)
        return g->k <= 3 ? 12 : g->k == 4 ? 4 : 2;
    return g->k <= 3 ? 60 : g->k == 4 ? 20 : 6;
}


/* What a maximal puzzle must be besides finished by the ladder: from 16x16
 * on no row, column or box of either grid empty; up to 9x9, where maximal
 * puzzles often have one, no empty cross. */
static int well_spread(const gen_run *run, const uint8_t *puzzle)
{
    const geom *g = run->g;
    if (run->strategy == GEN_EVEN && g->k >= 3)
        return gen_even(g, puzzle);
    return g->k >= 4 ? gen_empty_units(g, puzzle) == 0 : !gen_empty_cross(g, puzzle);
}

static int naive_pass(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution)
{
    const gen_orbits *orb = &c->run->orbits;
    sat *s = sat_new(c->g);
    sat_set_interrupt(s, stopping, c);
    int res = 0;
    pass_begin(c, puzzle, 0);
    for (int o; res == 0 && (o = pass_next(c, puzzle)) >= 0;) {
        if (cancelled(c)) {
            res = -1;
            break;
        }
        orbit_set(c, puzzle, solution, o, 1);
        int needed = 0;
        for (int i = 0; i < orb->size[o] && !needed; i++) {
            int cell = orb->cells[o * 4 + i];
            needed = sat_solve(s, puzzle, cell, solution[cell], NULL);
        }
        if (needed < 0)
            res = -1;
        else if (needed)
            orbit_set(c, puzzle, solution, o, 0);
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
    for (int o = 0; o < run->orbits.n; o++) /* ties of the even order: the order's */
        c->rank[o] = g->ncells;
    for (int i = g->ncells - 1; i >= 0; i--)
        c->rank[run->orbits.of[c->order[i]]] = i;
    if (run->strategy == GEN_NAIVE || run->strategy == GEN_ROWS) { /* one maximal pass */
        if (run->strategy == GEN_ROWS)
            rows_order(g, c->order);
        int good = 1;
        c->phases = 1;
        if ((run->strategy == GEN_NAIVE ? naive_pass(c, puzzle, solution)
                                        : pass_sat(c, puzzle, solution, 0, 0, 0, &good)) < 0)
            return -1;
        if (run->strategy == GEN_ROWS)
            random_symmetry(g, &c->r, run->symmetry != GEN_SYM_NONE, puzzle, solution);
        /* (the rows pass cannot leave an empty cross; naive might; rows
         * always leaves some rows empty, so no more is asked of either) */
        t->good = !gen_empty_cross(g, puzzle);
        t->level = ladder_level(c->g, puzzle);
        return 0;
    }
    /* singles first: they empty most cells at a fraction of the cost */
    int keep = (level != LEVEL_MAXIMAL || run->strategy == GEN_BOXES ||
                run->strategy == GEN_EVEN) && g->k >= 3;
    level_id want = level == LEVEL_MAXIMAL ? LEVEL_FIENDISH : level;
    c->phases = 2;
    if (pass_ladder(c, puzzle, solution, LEVEL_EASY, keep, 0) < 0)
        return -1;
    int good = 1;
    memset(c->first, 0, (size_t)run->orbits.n);
    if (level != LEVEL_MAXIMAL) {
        if (want > LEVEL_EASY && pass_ladder(c, puzzle, solution, want, keep, 1) < 0)
            return -1;
    } else {
        /* a try that is not good is repaired: with the even order up to
         * REPAIRS times, the SAT pass again from where it started, the
         * orbits that spoiled it (no solution needs them, the ladder does)
         * tried first, while the ladder may still do without them; with
         * boxes up to BOX_REPAIRS times, around those orbits only
         * (repair_box) */
        memcpy(c->start, puzzle, (size_t)g->ncells);
        if (c->wit)
            memset(c->haswit, 0, (size_t)run->orbits.n);
        for (int round = 0;; round++) {
            if (pass_sat(c, puzzle, solution, 1, keep, 1, &good) < 0)
                return -1;
            if (good || round == REPAIRS || run->strategy != GEN_EVEN)
                break;
            memcpy(puzzle, c->start, (size_t)g->ncells);
        }
        for (int round = 0; !good && c->wit && round < BOX_REPAIRS; round++)
            if (repair_box(c, puzzle, solution, &good) < 0)
                return -1;
    }
    t->level = ladder_level(c->g, puzzle);
    t->good = level == LEVEL_MAXIMAL ? good && t->level <= LEVEL_FIENDISH && well_spread(run, puzzle)
                                     : t->level == level;
    return 0;
}

/* The orbits of symmetry s, numbered in cell order of their first cells. */
static void make_orbits(const geom *g, gen_symmetry s, gen_orbits *orb)
{
    size_t nc = (size_t)g->ncells;
    orb->cells = xmalloc(sizeof *orb->cells * 4 * nc);
    orb->size = xmalloc(nc);
    orb->of = xmalloc(sizeof *orb->of * nc);
    for (int cell = 0; cell < g->ncells; cell++)
        orb->of[cell] = -1;
    orb->n = 0;
    for (int cell = 0; cell < g->ncells; cell++) {
        if (orb->of[cell] >= 0)
            continue;
        int o = orb->n++;
        orb->size[o] = (uint8_t)gen_orbit(g, s, cell, orb->cells + o * 4);
        for (int i = 0; i < orb->size[o]; i++)
            orb->of[orb->cells[o * 4 + i]] = o;
    }
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
    c.ucount = xmalloc(sizeof *c.ucount * (size_t)g->nunits);
    c.dcount = xmalloc(sizeof *c.dcount * (size_t)g->nunits);
    c.first = xmalloc(nc);
    c.start = xmalloc(nc);
    c.rank = xmalloc(sizeof *c.rank * nc);
    c.tried = xmalloc(nc);
    c.batch = run->strategy == GEN_BOXES ? GEN_BATCH : 1;
    for (int i = 0; i <= GEN_BATCH; i++) {
        gen_ask *a = &c.asks[i];
        int used = i < c.batch || i == GEN_BATCH;
        a->puzzle = used ? xmalloc(nc) : NULL;
        a->work = used ? xmalloc(nc) : NULL;
        a->found = used ? xmalloc(nc) : NULL;
        a->cand = used ? xmalloc(sizeof *a->cand * nc) : NULL;
        a->calls = 0;
    }
    if (run->strategy == GEN_BOXES && run->params->level == LEVEL_MAXIMAL) {
        c.haswit = xcalloc((size_t)run->orbits.n, 1);
        c.wit = xmalloc((size_t)run->orbits.n * nc);
    }
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
    free(c.tried);
    for (int i = 0; i <= GEN_BATCH; i++)
        free(c.asks[i].puzzle), free(c.asks[i].work), free(c.asks[i].found),
            free(c.asks[i].cand);
    free(c.haswit);
    free(c.wit);
    free(c.rank);
    free(c.ucount);
    free(c.dcount);
    free(c.first);
    free(c.start);
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
        int acceptable = run->params->level != LEVEL_MAXIMAL || well_spread(run, t->puzzle);
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
    gen_run run = { .g = g, .params = params, .strategy = params->strategy,
                    .symmetry = gen_symmetry_of(params->level, params->symmetry) };
    if (params->level != LEVEL_MAXIMAL)
        run.strategy = GEN_EVEN;
    else if (run.strategy == GEN_FAST)
        run.strategy = g->k >= 6 ? GEN_ROWS : g->k == 5 ? GEN_BOXES : GEN_EVEN;
    make_orbits(g, run.symmetry, &run.orbits);
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
    /* boxes: one try at a time, its questions on every thread (a try is
     * mostly good once repaired, so a second try at once mostly wasted a
     * core); the answers are facts, so the puzzle is the same however many */
    run.qthreads = 1;
    if (run.strategy == GEN_BOXES) {
        run.qthreads = params->threads > 0 ? params->threads : gen_threads();
        run.qthreads = run.qthreads > GEN_BATCH ? GEN_BATCH : run.qthreads;
        nthreads = 1;
    }
    pthread_t *threads = xmalloc(sizeof *threads * (size_t)nthreads);
    pthread_mutex_init(&run.lock, NULL);
    util_cond_init(&run.ended);
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
        util_deadline(0.025, &until);
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
    free(run.orbits.cells);
    free(run.orbits.size);
    free(run.orbits.of);
    return result;
}

gen_symmetry gen_symmetry_of(level_id level, gen_symmetry asked)
{
    if (asked > GEN_SYM_DEFAULT && asked < GEN_SYM_COUNT)
        return asked;
    return level == LEVEL_MAXIMAL ? GEN_SYM_NONE : GEN_SYM_ROTATE2;
}

/* Where s takes cell (in its own grid). */
static int sym_image(const geom *g, gen_symmetry s, int cell)
{
    int gr = geom_grid_of(g, cell), r = geom_row(g, cell), c = geom_col(g, cell), last = g->n - 1;
    switch (s) {
    case GEN_SYM_ROTATE2:
        return geom_cell(g, gr, last - r, last - c);
    case GEN_SYM_ROTATE4:
        return geom_cell(g, gr, c, last - r);
    case GEN_SYM_MIRROR:
        return geom_cell(g, gr, r, last - c);
    default:
        return cell;
    }
}

int gen_orbit(const geom *g, gen_symmetry s, int cell, int cells[4])
{
    int count = 0, x = cell;
    do {
        cells[count++] = x;
        x = sym_image(g, s, x);
    } while (x != cell && count < 4);
    return count;
}

int gen_is_symmetric(const geom *g, const uint8_t *puzzle, gen_symmetry s)
{
    for (int cell = 0; cell < g->ncells; cell++)
        if (!puzzle[cell] != !puzzle[sym_image(g, s, cell)])
            return 0;
    return 1;
}

static const char *const sym_names[GEN_SYM_COUNT] = { "default", "none", "rotate2", "rotate4",
                                                      "mirror" };

int gen_symmetry_from_name(const char *name)
{
    for (int s = 0; s < GEN_SYM_COUNT; s++)
        if (strcmp(name, sym_names[s]) == 0)
            return s;
    return -1;
}

const char *gen_symmetry_name(gen_symmetry s)
{
    return s >= 0 && s < GEN_SYM_COUNT ? sym_names[s] : "default";
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

int gen_even(const geom *g, const uint8_t *puzzle)
{
    int givens = grid_count_filled(g, puzzle), per = even_share(g) * g->ngrids * g->n;
    for (int u = 0; u < g->nunits; u++) {
        int count = 0;
        for (int j = 0; j < g->n; j++)
            count += puzzle[g->units[(size_t)u * g->n + j]] != 0;
        if (count == 0 || (long)count * per < givens)
            return 0;
    }
    return 1;
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
    if (strcmp(name, "even") == 0)
        return GEN_EVEN;
    return -1;
}
