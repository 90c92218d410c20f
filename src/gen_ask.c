/* gen_ask.c - the questions of a maximal try: is a given (an orbit) needed,
 * that is, is there a solution without its value? Answered one at a time or
 * several at once, decided in order, kept as witnesses; the SAT pass, its
 * repair box by box, and the naive pass. */
#define _POSIX_C_SOURCE 200809L
#include "gen_int.h"

#include <stdlib.h>
#include <string.h>

#include "ladder.h"
#include "logic.h"
#include "sat.h"
#include "solve.h"

/* The short searches has_other makes before picosat: runs of so many nodes
 * a symbol (bench/README.md has what other settings measured). */
enum { WITNESS_RUNS = 10, WITNESS_NODES_PER_SYMBOL = 8 };

/* Is there a solution of puzzle (with cell already emptied) that does not
 * put v at cell (then it is left in a->found)? The cheap part of has_other:
 * singles (a contradiction: no), then short searches near the solution
 * (solve_search_near, seeded by the try and the cell, so the answer does not
 * depend on the thread). 1 yes, 0 no, -1 not settled: a->work and a->cand
 * then hold the position the singles left. */
static int quick_other(gen_ctx *c, gen_ask *a, const uint8_t *puzzle, int cell, int v,
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
    return found;
}

/* Is there a solution of puzzle (with cell already emptied) that does not
 * put v at cell (then it is left in a->found)? a's buffers are used, c only
 * read, so several threads may ask at once. quick_other first, then the
 * whole ladder, picosat on the cells they left open the rest, preferring
 * the solution's values. 1 yes (the given is needed), 0 no, -1 stopped. */
static int has_other(gen_ctx *c, gen_ask *a, const uint8_t *puzzle, int cell, int v,
                     const uint8_t *solution)
{
    const geom *g = c->g;
    int found = quick_other(c, a, puzzle, cell, v, solution);
    if (found >= 0)
        return found;
    /* the whole ladder first: where it finishes or contradicts, that is the
     * answer; else picosat gets the fewer open cells and candidates it left */
    int settled = ladder_solve(g, a->work, a->cand, LEVEL_FIENDISH, NULL);
    if (settled > 0)
        memcpy(a->found, a->work, (size_t)g->ncells);
    if (settled != 0)
        return settled > 0;
    a->calls++;
    return sat_solve_open(g, a->work, a->cand, solution, gen_stopping, c, a->found);
}

int gen_surely_needed(gen_ctx *c, const uint8_t *puzzle, const uint8_t *solution, int o)
{
    const gen_orbits *orb = &c->run->orbits;
    gen_ask *a = &c->asks[GEN_BATCH];
    for (int i = 0; i < orb->size[o]; i++) {
        int cell = orb->cells[o * 4 + i];
        if (quick_other(c, a, puzzle, cell, solution[cell], solution) > 0)
            return 1;
    }
    return 0;
}

/* A kept witness of orbit o that still shows it needed: one that agrees
 * with every given of puzzle outside the orbit (emptying cells never spoils
 * one); NULL when none does. */
static const uint8_t *witness_holding(const gen_ctx *c, const uint8_t *puzzle, int o)
{
    size_t nc = (size_t)c->g->ncells;
    int kept = c->haswit[o] < GEN_WITNESSES ? c->haswit[o] : GEN_WITNESSES;
    const int *of = c->run->orbits.of;
    for (int i = 0; i < kept; i++) {
        const uint8_t *w = c->wit + ((size_t)o * GEN_WITNESSES + (size_t)i) * nc;
        int cell = 0;
        while (cell < c->g->ncells && (!puzzle[cell] || w[cell] == puzzle[cell] || of[cell] == o))
            cell++;
        if (cell == c->g->ncells)
            return w;
    }
    return NULL;
}

/* 1 when a kept witness of orbit o still shows it needed. */
static int witness_holds(const gen_ctx *c, const uint8_t *puzzle, int o)
{
    return witness_holding(c, puzzle, o) != NULL;
}

static int orbit_needed(gen_ctx *c, const uint8_t *puzzle, int o, const uint8_t *solution);

/* Whether a->orbit (emptied in puzzle) is needed, as orbit_needed; the
 * witness is left in a->found. A witness kept from an earlier question that
 * still holds answers at once (a repair asks many questions again). */
static int ask_orbit(gen_ctx *c, gen_ask *a, const uint8_t *puzzle, const uint8_t *solution)
{
    const gen_orbits *orb = &c->run->orbits;
    const uint8_t *kept = c->wit ? witness_holding(c, puzzle, a->orbit) : NULL;
    a->kept = kept != NULL;
    if (kept) {
        memcpy(a->found, kept, (size_t)c->g->ncells);
        return 1;
    }
    for (int i = 0; i < orb->size[a->orbit]; i++) {
        int cell = orb->cells[a->orbit * 4 + i];
        int needed = has_other(c, a, puzzle, cell, solution[cell], solution);
        if (needed)
            return needed;
    }
    return 0;
}

/* a's answer, a new witness kept (c->wit: in place of the oldest when the
 * orbit has GEN_WITNESSES already) and its picosat calls counted. */
static int take_answer(gen_ctx *c, gen_ask *a)
{
    if (a->answer > 0 && c->wit && !a->kept) {
        size_t nc = (size_t)c->g->ncells, slot = (size_t)(c->haswit[a->orbit]++ % GEN_WITNESSES);
        memcpy(c->wit + ((size_t)a->orbit * GEN_WITNESSES + slot) * nc, a->found, nc);
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
        gen_orbit_set(c, puzzle, solution, o, 1);
        int needed = take_batch(c, puzzle, solution, i, removed);
        if (needed < 0)
            return -1;
        if (needed)
            gen_orbit_set(c, puzzle, solution, o, 0);
        else if (for_ladder && ((keep_units && gen_orbit_empties_unit(c, o)) ||
                                !gen_ladder_finishes(c, puzzle, LEVEL_FIENDISH))) {
            gen_orbit_set(c, puzzle, solution, o, 0);
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
        gen_orbit_set(c, puzzle, solution, o, 1);
        int needed = orbit_needed(c, puzzle, o, solution);
        if (needed < 0)
            return -1;
        if (needed)
            gen_orbit_set(c, puzzle, solution, o, 0);
        else if ((keep_units && gen_orbit_empties_unit(c, o)) ||
                 !gen_ladder_finishes(c, puzzle, LEVEL_FIENDISH))
            *good = 0, c->first[o] = 1;
    }
    return 0;
}

/* The SAT pass of maximal, orbit by orbit (gen_pass_next), c->batch
 * questions at a time: an orbit that some other solution needs stays; one
 * that none needs goes when the ladder still finishes the puzzle without it
 * (and, with keep_units, when no unit falls below its floor without it),
 * else it stays for now and is asked again at the end, when more cells are
 * empty and another solution may need it after all. Sets *good when every
 * given is needed in the end (the ladder finishes the puzzle); otherwise the
 * ones no solution needs go then, so the puzzle is strictly maximal either
 * way. Without for_ladder every given no solution needs goes at once. */
int gen_pass_sat(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, int for_ladder,
                 int keep_units, int phase, int *good)
{
    int ndeferred = 0, n, o;
    gen_pass_begin(c, puzzle, phase);
    do {
        for (n = 0; n < c->batch && (o = gen_pass_next(c, puzzle)) >= 0; n++)
            c->asks[n].orbit = o;
        if (gen_cancelled(c))
            return -1;
        asks_run(c, puzzle, solution, n);
        if (decide_asks(c, puzzle, solution, n, for_ladder, keep_units, &ndeferred) < 0)
            return -1;
    } while (n > 0);
    return decide_deferred(c, puzzle, solution, ndeferred, keep_units, good);
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

/* Asks again every given orbit whose witness no longer holds, as
 * gen_pass_sat asks: a needed one stays; one no solution needs goes while
 * the ladder finishes the puzzle without it and no unit falls below its
 * floor, else it is asked once more at the end, and if still not needed it
 * goes then, marked in c->first, and *good is 0. 0, or -1 if stopped. */
static int recheck(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, int *good)
{
    int ndeferred = 0, n, next = 0;
    do {
        for (n = 0; n < c->batch && next < c->run->orbits.n; next++)
            if (gen_orbit_given(c, puzzle, next) && !witness_holds(c, puzzle, next))
                c->asks[n++].orbit = next;
        if (gen_cancelled(c))
            return -1;
        asks_run(c, puzzle, solution, n);
        if (decide_asks(c, puzzle, solution, n, 1, 1, &ndeferred) < 0)
            return -1;
    } while (n > 0);
    return decide_deferred(c, puzzle, solution, ndeferred, 1, good);
}

/* The orbits that spoiled the try (no solution needs them, the ladder
 * does; emptied, marked in c->first) are given back, so the ladder
 * finishes the puzzle again; the box of the first of them is filled and
 * emptied again in a new order, that orbit first, while the ladder
 * finishes; then recheck asks again the givens whose witnesses the new
 * givens cut off. */
int gen_repair_box(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, int *good)
{
    const gen_orbits *orb = &c->run->orbits;
    int x = -1;
    for (int o = 0; o < orb->n; o++)
        if (c->first[o]) {
            c->first[o] = 0;
            x = x < 0 ? o : x;
            if (!gen_orbit_given(c, puzzle, o))
                gen_orbit_set(c, puzzle, solution, o, 0);
        }
    if (x < 0)
        return *good = 1, 0;
    int *list = c->order, count = box_orbits(c, x, list);
    for (int i = 0; i < count; i++)
        if (!gen_orbit_given(c, puzzle, list[i]))
            gen_orbit_set(c, puzzle, solution, list[i], 0);
    for (int i = 0; i < count; i++) {
        if (gen_cancelled(c))
            return -1;
        gen_orbit_set(c, puzzle, solution, list[i], 1);
        if (gen_orbit_empties_unit(c, list[i]) ||
            !gen_ladder_finishes(c, puzzle, LEVEL_FIENDISH))
            gen_orbit_set(c, puzzle, solution, list[i], 0);
    }
    return recheck(c, puzzle, solution, good);
}

int gen_pass_naive(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution)
{
    const gen_orbits *orb = &c->run->orbits;
    sat *s = sat_new(c->g);
    sat_set_interrupt(s, gen_stopping, c);
    int res = 0;
    gen_pass_begin(c, puzzle, 0);
    for (int o; res == 0 && (o = gen_pass_next(c, puzzle)) >= 0;) {
        if (gen_cancelled(c)) {
            res = -1;
            break;
        }
        gen_orbit_set(c, puzzle, solution, o, 1);
        int needed = 0;
        for (int i = 0; i < orb->size[o] && !needed; i++) {
            int cell = orb->cells[o * 4 + i];
            needed = sat_solve(s, puzzle, cell, solution[cell], NULL);
        }
        if (needed < 0)
            res = -1;
        else if (needed)
            gen_orbit_set(c, puzzle, solution, o, 0);
    }
    c->calls += sat_calls(s);
    sat_free(s);
    return res;
}
