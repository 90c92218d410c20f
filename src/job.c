/* job.c - generating a puzzle on a background thread. */
#define _GNU_SOURCE /* syscall(SYS_gettid) */
#include "job.h"

#include <pthread.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

struct job {
    const geom *g;
    gen_params params;
    uint8_t *puzzle, *solution;
    gen_stats stats;
    int result;
    int idle; /* job_start_idle: its threads at the lowest priority */
    atomic_int cancel, finished;
    atomic_int cells; /* job_cells, in thousandths */
    pthread_t thread;
};

/* The generator's tick: the most cells reached (job_cells), and a cancel. */
static int progress(void *ctx, int done, int total, int attempt, int attempts)
{
    (void)attempt, (void)attempts;
    job *j = ctx;
    int per = total > 0 ? (int)((long)done * 1000 / total) : 0;
    if (per > atomic_load(&j->cells))
        atomic_store(&j->cells, per);
    return atomic_load(&j->cancel);
}

static void *run(void *arg)
{
    job *j = arg;
    /* Linux: a thread's nice value is its own, and the generator's threads
     * take it from this one */
    if (j->idle)
        setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), 19);
    j->result = gen_puzzle(j->g, &j->params, progress, j, j->puzzle, j->solution,
                           &j->stats);
    atomic_store(&j->finished, 1);
    return NULL;
}

static job *start(const geom *g, const gen_params *params, int idle)
{
    job *j = xcalloc(1, sizeof *j);
    j->g = g;
    j->params = *params;
    j->idle = idle;
    j->puzzle = xmalloc((size_t)g->ncells);
    j->solution = xmalloc((size_t)g->ncells);
    atomic_init(&j->cancel, 0);
    atomic_init(&j->finished, 0);
    atomic_init(&j->cells, 0);
    if (pthread_create(&j->thread, NULL, run, j) != 0) {
        j->idle = 0; /* no thread to be had: generate here and now */
        run(j);
        j->thread = pthread_self();
    }
    return j;
}

job *job_start(const geom *g, const gen_params *params) { return start(g, params, 0); }

job *job_start_idle(const geom *g, const gen_params *params) { return start(g, params, 1); }

int job_finished(const job *j) { return atomic_load(&((job *)j)->finished); }

double job_cells(const job *j) { return atomic_load(&((job *)j)->cells) / 1000.0; }

void job_cancel(job *j) { atomic_store(&j->cancel, 1); }

int job_finish(job *j, uint8_t *puzzle, uint8_t *solution, gen_stats *stats)
{
    if (!pthread_equal(j->thread, pthread_self()))
        pthread_join(j->thread, NULL);
    int result = j->result;
    if (puzzle)
        memcpy(puzzle, j->puzzle, (size_t)j->g->ncells);
    if (solution)
        memcpy(solution, j->solution, (size_t)j->g->ncells);
    if (stats)
        *stats = j->stats;
    free(j->puzzle);
    free(j->solution);
    free(j);
    return result;
}
