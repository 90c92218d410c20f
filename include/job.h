/* job.h - a puzzle generated on a background thread, so a screen can keep
 * answering keys and telling the wait while it runs, and cancel it. */
#ifndef JOB_H
#define JOB_H

#include <stdint.h>

#include "gen.h"
#include "grid.h"

typedef struct job job;

/* Starts generating a puzzle for g (which must outlive the job); params are copied. */
job *job_start(const geom *g, const gen_params *params);
/* job_start for a puzzle made ahead (the puzzle store): its threads run at
 * the lowest priority (nice 19, on Linux), so the game and other programs
 * go first; they stay so when the job is handed over to a player waiting. */
job *job_start_idle(const geom *g, const gen_params *params);

/* 1 once the generation has finished (or stopped after a cancel). */
int job_finished(const job *j);
/* The work the generator has reported (gen_progress): the share of the
 * cells its tries decided, the most any reached (a try dropped takes
 * nothing back), in [0, 1]; 0 before its first report. */
double job_cells(const job *j);
/* Asks the generation to stop soon. */
void job_cancel(job *j);

/* Waits for the thread, copies the puzzle and solution out (when they are
 * not NULL) and frees the job. Returns 0, or -1 when it was cancelled. */
int job_finish(job *j, uint8_t *puzzle, uint8_t *solution, gen_stats *stats);

#endif
