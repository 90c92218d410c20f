/* batch.c - many puzzles made on every core, handed back in seed order
 * (batch.h). */
#include "batch.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "util.h"

#define AHEAD 4 /* puzzles a thread may have made ahead of the one taken */

typedef struct slot {
    uint8_t *puzzle, *solution;
    gen_stats stats;
    int ready;
    double cells;   /* of the puzzle being made here: the most its progress reached */
    double started; /* when it was started (util_now) */
} slot;

typedef struct batch {
    const geom *g;
    gen_params params;
    int count, next, taken, stop, window;
    int each;    /* threads of one puzzle: the cores the workers leave (a
                    batch of fewer puzzles than cores, one puzzle above all,
                    gives each puzzle more; the puzzle is the same) */
    slot *slots; /* a ring of window slots: puzzle i in slots[i % window] */
    pthread_mutex_t lock;
    pthread_cond_t changed;
    batch_tick tick;       /* how far it is, or NULL */
    void *ctx;
    batch_making *making;  /* what tick is told: window of them */
} batch;

/* Tells tick how far the batch is (b->lock held; let go while tick runs):
 * the puzzles taken, those made and waiting, those being made (taken ..
 * next, by their slots). */
static void tell(batch *b)
{
    if (!b->tick)
        return;
    int made = b->taken, ready = 0, n = 0;
    double now = util_now();
    for (int i = b->taken; i < b->next; i++) {
        const slot *sl = &b->slots[i % b->window];
        if (sl->ready)
            ready++;
        else
            b->making[n++] = (batch_making){ sl->cells, now - sl->started };
    }
    pthread_mutex_unlock(&b->lock);
    b->tick(b->ctx, made, ready, b->making, n);
    pthread_mutex_lock(&b->lock);
}

/* Slot i % window starts puzzle i (b->lock held, or no other thread). */
static void start(batch *b, int i)
{
    b->slots[i % b->window].cells = 0;
    b->slots[i % b->window].started = util_now();
}

/* One puzzle being made, for its generator's progress. */
typedef struct making {
    batch *b;
    int i;
    int here; /* made on the thread of batch_generate: the progress tells tick */
} making;

/* gen_progress: the cells decided of puzzle i, the most its tries reached. */
static int progress(void *ctx, int done, int total, int attempt, int attempts)
{
    (void)attempt, (void)attempts;
    const making *m = ctx;
    batch *b = m->b;
    double cells = total > 0 ? (double)done / total : 0;
    pthread_mutex_lock(&b->lock);
    slot *sl = &b->slots[m->i % b->window];
    if (cells > sl->cells)
        sl->cells = cells;
    if (m->here)
        tell(b);
    pthread_mutex_unlock(&b->lock);
    return 0;
}

/* Waits for a change, or BATCH_TICK seconds when there is a tick to tell
 * (b->lock held). */
static void wait_change(batch *b)
{
    if (!b->tick) {
        pthread_cond_wait(&b->changed, &b->lock);
        return;
    }
    struct timespec until;
    util_deadline(BATCH_TICK, &until);
    pthread_cond_timedwait(&b->changed, &b->lock, &until);
}

static void *worker(void *arg)
{
    batch *b = arg;
    size_t nc = (size_t)b->g->ncells;
    uint8_t *p = xmalloc(nc), *s = xmalloc(nc);
    pthread_mutex_lock(&b->lock);
    for (;;) {
        /* the next puzzle, once its slot is free */
        while (!b->stop && b->next < b->count && b->next >= b->taken + b->window)
            pthread_cond_wait(&b->changed, &b->lock);
        if (b->stop || b->next >= b->count)
            break;
        int i = b->next++;
        start(b, i);
        pthread_mutex_unlock(&b->lock);
        gen_params params = b->params;
        params.seed += (uint64_t)i;
        params.threads = b->each;
        gen_stats st;
        making m = { b, i, 0 };
        gen_puzzle(b->g, &params, b->tick ? progress : NULL, &m, p, s, &st);
        pthread_mutex_lock(&b->lock);
        slot *sl = &b->slots[i % b->window];
        memcpy(sl->puzzle, p, nc);
        memcpy(sl->solution, s, nc);
        sl->stats = st;
        sl->ready = 1;
        pthread_cond_broadcast(&b->changed);
    }
    pthread_mutex_unlock(&b->lock);
    free(p);
    free(s);
    return NULL;
}

/* Hands the puzzles to take as they are ready, in order; the result. */
static int take_in_order(batch *b, batch_take take, void *ctx)
{
    int rc = 0;
    pthread_mutex_lock(&b->lock);
    while (b->taken < b->count && !rc) {
        slot *sl = &b->slots[b->taken % b->window];
        while (!sl->ready) {
            wait_change(b);
            tell(b);
        }
        pthread_mutex_unlock(&b->lock);
        rc = take(ctx, b->taken, b->params.seed + (uint64_t)b->taken, sl->puzzle, sl->solution,
                  &sl->stats);
        pthread_mutex_lock(&b->lock);
        sl->ready = 0;
        b->taken++;
        b->stop = rc != 0;
        pthread_cond_broadcast(&b->changed);
        tell(b);
    }
    pthread_mutex_unlock(&b->lock);
    return rc;
}

int batch_generate(const geom *g, const gen_params *params, int count, batch_take take,
                   batch_tick tick, void *ctx)
{
    int cores = params->threads > 0 ? params->threads : gen_threads(), threads = cores;
    if (threads > count)
        threads = count;
    if (threads < 1)
        threads = 1;
    batch b = { .g = g, .params = *params, .count = count, .window = AHEAD * threads,
                .each = cores / threads > 1 ? cores / threads : 1, .tick = tick, .ctx = ctx };
    b.making = xcalloc((size_t)b.window, sizeof *b.making);
    size_t nc = (size_t)g->ncells;
    b.slots = xcalloc((size_t)b.window, sizeof *b.slots);
    for (int i = 0; i < b.window; i++) {
        b.slots[i].puzzle = xmalloc(nc);
        b.slots[i].solution = xmalloc(nc);
    }
    pthread_mutex_init(&b.lock, NULL);
    util_cond_init(&b.changed);
    pthread_mutex_lock(&b.lock);
    tell(&b); /* nothing made yet */
    pthread_mutex_unlock(&b.lock);
    pthread_t *tids = xcalloc((size_t)threads, sizeof *tids);
    int started = 0;
    for (int t = 0; t < threads; t++)
        started += pthread_create(&tids[started], NULL, worker, &b) == 0;
    int rc = 0;
    for (int i = 0; !started && i < count && !rc; i++) {
        /* no thread to be had: one after the other, here */
        gen_params one = b.params;
        one.seed += (uint64_t)i;
        one.threads = 1;
        slot *sl = &b.slots[i % b.window];
        start(&b, i);
        b.next = i + 1;
        making m = { &b, i, 1 };
        gen_puzzle(g, &one, tick ? progress : NULL, &m, sl->puzzle, sl->solution, &sl->stats);
        rc = take(ctx, i, one.seed, sl->puzzle, sl->solution, &sl->stats);
        pthread_mutex_lock(&b.lock);
        b.taken = i + 1;
        tell(&b);
        pthread_mutex_unlock(&b.lock);
    }
    if (started)
        rc = take_in_order(&b, take, ctx);
    for (int t = 0; t < started; t++)
        pthread_join(tids[t], NULL);
    pthread_cond_destroy(&b.changed);
    pthread_mutex_destroy(&b.lock);
    for (int i = 0; i < b.window; i++) {
        free(b.slots[i].puzzle);
        free(b.slots[i].solution);
    }
    free(b.slots);
    free(b.making);
    free(tids);
    return rc;
}
