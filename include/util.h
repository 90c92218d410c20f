/* util.h - allocation that aborts on out-of-memory, a seedable rng, timing. */
#ifndef UTIL_H
#define UTIL_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

/* malloc/calloc/realloc that print a message and abort when memory runs out. */
void *xmalloc(size_t size);
void *xcalloc(size_t count, size_t size);
void *xrealloc(void *p, size_t size);
char *xstrdup(const char *s);

/* A small, fast, seedable generator (xoshiro256** seeded by splitmix64).
 * The same seed gives the same sequence on every machine. */
typedef struct rng { uint64_t s[4]; } rng;

void rng_seed(rng *r, uint64_t seed);
uint64_t rng_next(rng *r);
/* A uniform integer in 0..bound-1; bound must be > 0. */
uint32_t rng_below(rng *r, uint32_t bound);
/* Shuffle an int array in place (Fisher-Yates). */
void rng_shuffle(rng *r, int *a, int len);

/* A seed for when none was given: different from run to run (clock and
 * process id), short enough to note down (below 10^9). */
uint64_t util_fresh_seed(void);

/* A time as players read it: "mm:ss", or "h:mm:ss" from an hour on (a
 * negative time as 00:00), into buf. */
void util_format_clock(double seconds, char *buf, size_t len);

/* Seconds on a monotonic clock, for measuring durations. */
double util_now(void);

struct timespec;
/* Initialises cond to time its waits on the monotonic clock, so a change of
 * the wall clock neither cuts a wait short nor stretches it: every
 * condition variable waited on with util_deadline is made here. */
void util_cond_init(pthread_cond_t *cond);
/* The monotonic time seconds from now, into until: the deadline
 * pthread_cond_timedwait takes on a condition made by util_cond_init. */
void util_deadline(double seconds, struct timespec *until);
/* Peak resident set size of this process in kilobytes (0 if unknown). */
long util_peak_rss_kb(void);

#endif
