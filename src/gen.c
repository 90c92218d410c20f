/* gen.c - generating unique puzzles: at a ladder level, or maximal. The
 * strategies are a table (ways[], one row each, as the ladder's TECHS[]);
 * one scheduler here makes the tries of any of them on every core.
 *
 * Every puzzle starts from a random complete pair S and passes over its
 * givens in the way's order, emptying each given whose removal keeps what is
 * asked for. With a symmetry the passes go orbit by orbit instead of cell by
 * cell: an orbit (a cell and its images in its grid) is emptied or kept
 * whole, and "needed" means some solution differs at one of its cells. A
 * unit never falls below the way's floor (gen_unit_floor in gen_rules.c:
 * the even floor is half the mean of its kind from 16x16 on, a third at 9x9,
 * at least one given):
 *
 * level L (Tatham's way; the even order): the ladder up to L still finishes
 * the puzzle. A puzzle the ladder finishes has one solution, so no solver is
 * needed. For k >= 3 a given the floor keeps is tried again at the end of
 * the pass (the floor falls with the givens). Then the puzzle must need L
 * (the rungs below cannot finish it), else another S and order.
 *
 * maximal: first the same pass with singles, which empties most cells
 * cheaply and proves uniqueness by itself; then a second pass over the
 * givens left asks "is there a solution without S's value here?" (the SAT
 * pass, gen_ask.c): singles on that question answer some (a contradiction:
 * no), short searches near S most of the others, the whole ladder and then
 * picosat on the cells they left open the rest, preferring S's values. A
 * given found needed stays needed (emptying more cells only adds
 * solutions). A given no solution needs goes when the whole ladder still
 * finishes the puzzle without it; else it stays for now and is asked again
 * at the end, when more cells are empty and another solution often needs it
 * after all. The puzzle is strictly maximal either way; it is good when the
 * ladder finishes it (every given asked again was needed by then) and it is
 * well spread (gen_well_spread).
 *
 * The orders:
 * - even (the default up to 16x16, and the levels' at every size): the
 *   given tried next is always one whose row, column and box hold the most
 *   givens (counted together; ties in a random order), so the units empty
 *   together and the floor rarely has to keep a given. In the SAT pass the
 *   peers of a deferred given go first, and a try that is not good has its
 *   SAT pass made again from where it started, the orbits that spoiled it
 *   tried first, while the ladder may still do without them. A repair
 *   asks many questions again in a fuller puzzle, where an older witness
 *   of a given often holds when the newest does not: a few are kept
 *   (GEN_WITNESSES).
 * - boxes (the default at 25x25): box by box, the boxes of both grids in a
 *   random order and the cells of each in a random order, each unit keeping
 *   its last given. The questions stay near the box at hand (the boxes
 *   after it are still full), so they are cheap even at 25x25, and the
 *   ladder's pass leaves few givens that no solution needs; but the boxes
 *   emptied first keep one or two givens. A try that is not good is
 *   repaired box by box (gen_repair_box: the givens that spoiled it back,
 *   the box of one of them emptied again in a new order, and only the givens
 *   whose witnesses the new givens contradict asked again), so its tries
 *   are made one at a time, each try's questions GEN_BATCH at once on every
 *   core (an answer is a fact about the puzzle, so the puzzle is the same on
 *   any number of cores).
 * - spread: a random order, the floor none.
 * - rows (the default at 36x36): A row by row from the top and B from the
 *   bottom, singles first and picosat on the open cells; the emptied cells
 *   stay compact and every question easy. Emptied rows of A and B never
 *   meet, so no row, column and box is empty in both grids at one place; a
 *   random symmetry of the pair then scatters them. Some rows are always
 *   empty, and no person finishes its puzzles without guessing.
 * - naive: a random order, one incremental solver with the whole formula,
 *   one call per cell with all other givens as assumptions. The baseline.
 *
 * Tries: each try (a new S and order) has its own rng, seeded from the seed
 * and the try's index, and its own picosat instances. The tries run on as
 * many threads as there are cores (or as the way's gen_sched says), taken
 * in try order; the puzzle is the first good try in try order (later tries
 * stop once an earlier one is good, earlier ones always run to their end),
 * so a seed gives the same puzzle whatever the number of threads. When no
 * try is good: for maximal the first well spread one, for a level the
 * closest below it. What each choice cost and saved, measured, is in
 * bench/README.md. */
#define _POSIX_C_SOURCE 200809L
#include "gen_int.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* The strategies of maximal, by gen_strategy (fast is one of the others,
 * chosen by size: way_of), and the one way of every level. Tries at most:
 * boxes, measured, are good about 7 times in 10 at 16x16, 1 in 7 at 25x25
 * before a repair; naive and rows make one pass each, another only for an
 * empty cross; a level's tries are cheap on grids up to 8x8, where a
 * medium puzzle is 1 try in 30 to 60 (4x4, 6x6). */
static const gen_way ways[] = {
    [GEN_FAST] = { .name = "fast" },
    [GEN_NAIVE] = { .name = "naive", .make = gen_try_naive, .sched = SCHED_ONE,
                    .tries = { 4, 4, 4, 4 } },
    [GEN_SPREAD] = { .name = "spread", .make = gen_try_maximal, .tries = { 12, 12, 4, 2 } },
    [GEN_ROWS] = { .name = "rows", .order = gen_order_rows, .make = gen_try_rows,
                   .sched = SCHED_ONE, .tries = { 4, 4, 4, 4 } },
    [GEN_BOXES] = { .name = "boxes", .order = gen_order_boxes, .make = gen_try_maximal,
                    .floor = FLOOR_LAST, .sched = SCHED_QUESTIONS, .box_repairs = 6,
                    .witnesses = 1, .tries = { 12, 12, 12, 16 } },
    [GEN_EVEN] = { .name = "even", .make = gen_try_maximal, .fullest_first = 1,
                   .floor = FLOOR_EVEN, .repairs = 2, .witnesses = 1, .tries = { 12, 12, 12, 16 } },
};
static const gen_way level_way = { .name = "level", .make = gen_try_level, .fullest_first = 1,
                                   .floor = FLOOR_EVEN, .tries = { 240, 60, 20, 6 } };

/* The way a generation of params takes: a level's, or the strategy's (fast:
 * even up to 16x16; boxes past it, where the even order's questions take
 * minutes (18x18 to 30x30: no unit empty, though a box may hold one given);
 * rows at 36x36). Rows would make 30x30 in seconds, not minutes, but with
 * rows, columns and boxes left empty. */
static const gen_way *way_of(const geom *g, const gen_params *params)
{
    if (params->level != LEVEL_MAXIMAL)
        return &level_way;
    gen_strategy s = params->strategy;
    if (s == GEN_FAST || s < 0 || s > GEN_EVEN)
        s = g->n >= 36 ? GEN_ROWS : g->n > 16 ? GEN_BOXES : GEN_EVEN;
    return &ways[s];
}

int gen_strategy_from_name(const char *name)
{
    for (size_t s = 0; s < sizeof ways / sizeof *ways; s++)
        if (strcmp(name, ways[s].name) == 0)
            return (int)s;
    return -1;
}

/* Makes try c->index into t: a new solution and order, the way's order,
 * then its passes. 0, or -1 if stopped. */
static int run_try(gen_ctx *c, gen_try *t)
{
    const geom *g = c->g;
    const gen_way *way = c->run->way;
    if (gen_new_attempt(c, t->puzzle, t->solution) < 0)
        return -1;
    if (way->order)
        way->order(c);
    for (int o = 0; o < c->run->orbits.n; o++) /* ties of the even order: the order's */
        c->rank[o] = g->ncells;
    for (int i = g->ncells - 1; i >= 0; i--)
        c->rank[c->run->orbits.of[c->order[i]]] = i;
    return way->make(c, t);
}

/* The buffers of one thread's tries. */
static void ctx_init(gen_ctx *c, gen_run *run)
{
    const geom *g = run->g;
    size_t nc = (size_t)g->ncells;
    *c = (gen_ctx){ .g = g, .run = run };
    c->order = xmalloc(sizeof *c->order * nc);
    c->work = xmalloc(nc);
    c->cand = xmalloc(sizeof *c->cand * nc);
    c->deferred = xmalloc(sizeof *c->deferred * nc);
    c->ucount = xmalloc(sizeof *c->ucount * (size_t)g->nunits);
    c->dcount = xmalloc(sizeof *c->dcount * (size_t)g->nunits);
    c->first = xmalloc(nc);
    c->start = xmalloc(nc);
    c->rank = xmalloc(sizeof *c->rank * nc);
    c->tried = xmalloc(nc);
    c->batch = run->way->sched == SCHED_QUESTIONS ? GEN_BATCH : 1;
    for (int i = 0; i <= GEN_BATCH; i++) {
        gen_ask *a = &c->asks[i];
        int used = i < c->batch || i == GEN_BATCH;
        a->puzzle = used ? xmalloc(nc) : NULL;
        a->work = used ? xmalloc(nc) : NULL;
        a->found = used ? xmalloc(nc) : NULL;
        a->cand = used ? xmalloc(sizeof *a->cand * nc) : NULL;
        a->calls = 0;
    }
    if (run->way->witnesses) {
        c->haswit = xcalloc((size_t)run->orbits.n, sizeof *c->haswit);
        c->wit = xmalloc((size_t)run->orbits.n * GEN_WITNESSES * nc);
    }
}

static void ctx_free(gen_ctx *c)
{
    for (int i = 0; i <= GEN_BATCH; i++)
        free(c->asks[i].puzzle), free(c->asks[i].work), free(c->asks[i].found),
            free(c->asks[i].cand);
    free(c->tried);
    free(c->haswit);
    free(c->wit);
    free(c->rank);
    free(c->ucount);
    free(c->dcount);
    free(c->first);
    free(c->start);
    free(c->deferred);
    free(c->cand);
    free(c->work);
    free(c->order);
}

/* A thread: takes the next try until none is left or an earlier one is good. */
static void *worker(void *arg)
{
    gen_run *run = arg;
    gen_ctx c;
    ctx_init(&c, run);
    for (;;) {
        int i = atomic_fetch_add(&run->next, 1);
        if (i >= run->ntries || i > atomic_load(&run->winner) || atomic_load(&run->stop))
            break;
        gen_try *t = &run->tries[i];
        atomic_store(&t->state, TRY_RUNNING);
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
        atomic_store(&t->state, res == 0 ? TRY_FINISHED : TRY_STOPPED);
    }
    ctx_free(&c);
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
    level_id level = run->params->level;
    for (int i = 0; i < run->ntries; i++) {
        const gen_try *t = &run->tries[i];
        if (atomic_load(&t->state) != TRY_FINISHED)
            continue;
        if (t->good)
            return i;
        int acceptable =
            level != LEVEL_MAXIMAL || gen_well_spread(run->g, run->way->floor, t->puzzle);
        if (acceptable && (pick < 0 || (level != LEVEL_MAXIMAL &&
                                        t->level > run->tries[pick].level && t->level < level)))
            pick = i;
    }
    if (pick < 0) /* whatever finished */
        for (int i = run->ntries - 1; i >= 0; i--)
            if (atomic_load(&run->tries[i].state) == TRY_FINISHED)
                pick = i;
    return pick;
}

/* Sets up run for params: its way, orbits and tries; returns the threads
 * that make tries (run->qthreads: those that answer one try's questions). */
static int run_init(gen_run *run, const geom *g, const gen_params *params)
{
    size_t nc = (size_t)g->ncells;
    *run = (gen_run){ .g = g, .params = params, .way = way_of(g, params),
                      .symmetry = gen_symmetry_fit(g, kind_symmetry_of(params->level,
                                                                       params->symmetry)) };
    gen_orbits_make(g, run->symmetry, &run->orbits);
    run->ntries = run->way->tries[g->n <= 8 ? 0 : g->n <= 9 ? 1 : g->n <= 16 ? 2 : 3];
    atomic_init(&run->next, 0);
    atomic_init(&run->winner, run->ntries);
    atomic_init(&run->stop, 0);
    run->tries = xcalloc((size_t)run->ntries, sizeof *run->tries);
    for (int i = 0; i < run->ntries; i++) {
        atomic_init(&run->tries[i].state, TRY_WAITING);
        run->tries[i].puzzle = xmalloc(nc);
        run->tries[i].solution = xmalloc(nc);
    }
    int cores = params->threads > 0 ? params->threads : gen_threads();
    int nthreads = cores > run->ntries ? run->ntries : cores;
    run->qthreads = 1;
    if (run->way->sched == SCHED_ONE)
        nthreads = 1;
    if (run->way->sched == SCHED_QUESTIONS) {
        run->qthreads = cores > GEN_BATCH ? GEN_BATCH : cores;
        nthreads = 1;
    }
    pthread_mutex_init(&run->lock, NULL);
    util_cond_init(&run->ended);
    run->running = nthreads;
    return nthreads;
}

/* Reports progress (of the first try running) and notices a cancel until
 * every thread is done (run->lock held). */
static void run_wait(gen_run *run, gen_progress progress, void *ctx)
{
    int done = 0, attempt = 0; /* kept while no try runs, between two */
    while (run->running > 0) {
        if (progress && !atomic_load(&run->stop)) {
            for (int i = 0; i < run->ntries; i++)
                if (atomic_load(&run->tries[i].state) == TRY_RUNNING) {
                    done = atomic_load(&run->tries[i].done);
                    attempt = i + 1;
                    break;
                }
            pthread_mutex_unlock(&run->lock);
            if (progress(ctx, done, run->g->ncells, attempt, run->ntries))
                atomic_store(&run->stop, 1);
            pthread_mutex_lock(&run->lock);
        }
        if (run->running == 0)
            break;
        struct timespec until;
        util_deadline(0.025, &until);
        pthread_cond_timedwait(&run->ended, &run->lock, &until);
    }
}

/* Runs the tries of run on nthreads threads (here when none can be had),
 * reporting progress, until every thread is done. */
static void run_threads(gen_run *run, int nthreads, gen_progress progress, void *ctx)
{
    pthread_t *threads = xmalloc(sizeof *threads * (size_t)nthreads);
    /* one report before any try starts: a cancel there is always seen */
    if (progress && progress(ctx, 0, run->g->ncells, 0, run->ntries))
        atomic_store(&run->stop, 1);
    int started = 0;
    for (; started < nthreads; started++)
        if (pthread_create(&threads[started], NULL, worker, run) != 0)
            break;
    pthread_mutex_lock(&run->lock);
    run->running -= nthreads - started;
    pthread_mutex_unlock(&run->lock);
    if (started == 0) {
        run->running = 1;
        worker(run); /* no thread to be had: here and now */
    }
    pthread_mutex_lock(&run->lock);
    run_wait(run, progress, ctx);
    pthread_mutex_unlock(&run->lock);
    for (int i = 0; i < started; i++)
        pthread_join(threads[i], NULL);
    free(threads);
}

static void run_free(gen_run *run)
{
    pthread_cond_destroy(&run->ended);
    pthread_mutex_destroy(&run->lock);
    for (int i = 0; i < run->ntries; i++) {
        free(run->tries[i].puzzle);
        free(run->tries[i].solution);
    }
    free(run->tries);
    gen_orbits_free(&run->orbits);
}

int gen_puzzle(const geom *g, const gen_params *params, gen_progress progress, void *ctx,
               uint8_t *puzzle, uint8_t *solution, gen_stats *stats)
{
    double start = util_now();
    size_t nc = (size_t)g->ncells;
    gen_run run;
    int nthreads = run_init(&run, g, params);
    run_threads(&run, nthreads, progress, ctx);
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
    run_free(&run);
    return result;
}
