/* gen_int.h - what the generator's files share (internal to src/gen*.c).
 *
 * The generator is a table of strategies (gen_ways[] in gen.c, as the
 * ladder's TECHS[] is a table of techniques) over one scheduler (gen.c):
 * a strategy says in which order a try passes over the givens, which floor
 * a unit keeps, how many tries to make and how they share the cores, and
 * which passes make a try. The passes (gen_pass.c), the questions "is this
 * given needed?" (gen_ask.c) and the rules of symmetry and evenness
 * (gen_rules.c) are shared by all of them. How the passes work and why is
 * said in gen.c; what was measured is in bench/README.md. */
#ifndef GEN_INT_H
#define GEN_INT_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>

#include "gen.h"
#include "grid.h"
#include "level.h"
#include "util.h"

/* The orbits of one generation: the cells given together (a single cell
 * each without symmetry). */
typedef struct gen_orbits {
    int n;            /* orbits */
    int *cells;       /* 4 a orbit, the first size[o] used */
    uint8_t *size;
    int *of;          /* the orbit of each cell */
} gen_orbits;

/* The floor a row, column or box keeps in a strategy's passes. */
typedef enum gen_floor {
    FLOOR_NONE, /* none: a unit may be emptied */
    FLOOR_LAST, /* its last given (from 9x9 on) */
    FLOOR_EVEN  /* half the mean of its kind (gen_unit_floor) */
} gen_floor;

/* How the tries of a strategy share the cores. */
typedef enum gen_sched {
    SCHED_TRIES,     /* tries side by side, one a thread */
    SCHED_ONE,       /* one try at a time on one thread (one pass, nearly
                        always kept: a second try at once only takes a core) */
    SCHED_QUESTIONS  /* one try at a time, GEN_BATCH of its questions at once
                        on every thread (a try is mostly good once repaired) */
} gen_sched;

/* Where a try is. */
typedef enum gen_try_state {
    TRY_WAITING,  /* not started */
    TRY_RUNNING,
    TRY_FINISHED, /* made: its puzzle, good and level are set */
    TRY_STOPPED   /* cancelled, or an earlier try was good */
} gen_try_state;

struct gen_ctx;
struct gen_try;

/* One strategy: a row of the table gen_ways[] (gen.c). */
typedef struct gen_way {
    const char *name;
    /* the order of the pass, after the try's random one (NULL: that one) */
    void (*order)(struct gen_ctx *c);
    /* makes the try's puzzle from its solution (both in t): 0, -1 stopped */
    int (*make)(struct gen_ctx *c, struct gen_try *t);
    int fullest_first;  /* pass_next: the orbit of the fullest units first */
    gen_floor floor;
    gen_sched sched;
    int repairs;        /* times the SAT pass is made again (gen_try_maximal) */
    int box_repairs;    /* times a try is repaired box by box (repair_box) */
    int witnesses;      /* keeps a witness per orbit: a question whose
                           witness still holds is answered without a search */
    int tries[4];       /* tries at most: up to 8x8, at 9x9, up to 16x16, past it */
} gen_way;

/* The state every thread of one generation shares. */
typedef struct gen_run {
    const geom *g;
    const gen_params *params;
    const gen_way *way;
    kind_symmetry symmetry;
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
                            (SCHED_QUESTIONS) */
} gen_run;

/* One try: a complete pair and one pass over its cells in its own random
 * order. Its rng is seeded from the seed and the try's index, so a try makes
 * the same puzzle on whichever thread runs it. */
typedef struct gen_try {
    atomic_int state;    /* gen_try_state */
    atomic_int done;     /* cells decided, for progress */
    int good;            /* what was asked, finished by the ladder (maximal) */
    level_id level;      /* the level the ladder needs */
    long calls;
    uint8_t *puzzle, *solution;
} gen_try;

/* One question (is an orbit needed?) and its buffers: questions of
 * SCHED_QUESTIONS are answered several at once (gen_asks_run), each on its
 * own copy of the puzzle. */
typedef struct gen_ask {
    int orbit;
    int answer;       /* gen_orbit_needed's: 1, 0 or -1 */
    uint8_t *puzzle;  /* the puzzle asked about, the orbit emptied */
    uint8_t *work;
    grid_mask *cand;
    uint8_t *found;   /* the witness when the answer is 1 */
    int kept;         /* 1 when found is a kept witness (c->wit) */
    long calls;       /* picosat calls made */
} gen_ask;

/* Questions answered at once, and the slot of the one asked alone. */
enum { GEN_BATCH = 8 };

/* Witnesses kept per orbit: a repair goes back to a fuller puzzle, where
 * the newest witness may not hold but an older one does (bench/README.md). */
enum { GEN_WITNESSES = 8 };

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
    uint8_t *wit;     /* GEN_WITNESSES witnesses per orbit (g->ncells
                         values each) where the way keeps them: solutions
                         that differ from the try's at one of its cells, so
                         each shows the orbit needed for as long as it agrees
                         with every other given (witness_holds); else NULL */
    int *haswit;      /* witnesses found for the orbit so far (the newest
                         GEN_WITNESSES of them are kept) */
    gen_ask asks[GEN_BATCH + 1]; /* a batch of questions, and one asked alone */
    int batch;        /* questions asked at once: GEN_BATCH or 1 */
    int left;         /* given cells not yet tried in the current pass */
    int givens;       /* givens in the puzzle */
    int pos;          /* the next place in order (fixed orders) */
    int phase, phases; /* the current pass of how many, for progress */
} gen_ctx;

/* gen_rules.c: symmetry and evenness */

/* The orbits of symmetry s, numbered in cell order of their first cells;
 * gen_orbits_free frees what it allocated. */
void gen_orbits_make(const geom *g, kind_symmetry s, gen_orbits *orb);
void gen_orbits_free(gen_orbits *orb);

/* The fewest givens a unit may keep under floor with givens in the puzzle
 * now (0 below 9x9; FLOOR_LAST 1; FLOOR_EVEN half the mean of its kind from
 * 16x16 on, a third at 9x9, never none). */
int gen_unit_floor(const geom *g, gen_floor floor, int givens);

/* What a maximal puzzle of a way with that floor must be besides finished
 * by the ladder (gen.h's well spread): 1 or 0. */
int gen_well_spread(const geom *g, gen_floor floor, const uint8_t *puzzle);

/* gen_pass.c: the passes */

/* 1 when the try should stop: cancelled, or an earlier try is good (ctx a
 * gen_ctx; a picosat interrupt). */
int gen_stopping(void *ctx);

/* Notes progress: the cells the try's passes have decided, weighed by the
 * time each pass takes, never less than before in the same try; 1 when the
 * try should stop. */
int gen_cancelled(gen_ctx *c);

/* 1 when the ladder up to max finishes puzzle (c->work, c->cand used). */
int gen_ladder_finishes(gen_ctx *c, const uint8_t *puzzle, level_id max);

/* Starts a pass over the orbits of puzzle's givens: none tried yet, the
 * givens of each unit counted. */
void gen_pass_begin(gen_ctx *c, const uint8_t *puzzle, int phase);

/* The next orbit of givens the pass tries, marked tried, or -1 when every
 * one was (see gen_pass.c). */
int gen_pass_next(gen_ctx *c, const uint8_t *puzzle);

/* Empties orbit o of puzzle (clear) or gives it solution's values back,
 * keeping c's counts. */
void gen_orbit_set(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, int o, int clear);

/* 1 when orbit o's cells (already emptied) left a row, column or box with
 * fewer givens than the way's floor. */
int gen_orbit_empties_unit(const gen_ctx *c, int o);

/* 1 when orbit o of puzzle is given. */
int gen_orbit_given(const gen_ctx *c, const uint8_t *puzzle, int o);

/* The orders of the table's ways (gen_way.order): boxes, rows. */
void gen_order_boxes(gen_ctx *c);
void gen_order_rows(gen_ctx *c);

/* The passes that make a try of the table's ways (gen_way.make): a level,
 * maximal in two passes (ladder, then SAT), maximal in one pass (naive, rows). */
int gen_try_level(gen_ctx *c, gen_try *t);
int gen_try_maximal(gen_ctx *c, gen_try *t);
int gen_try_naive(gen_ctx *c, gen_try *t);
int gen_try_rows(gen_ctx *c, gen_try *t);

/* A new random solution for try c, the puzzle full and c->order a random
 * order of the cells. 0, or -1 if stopped or no solution could be made. */
int gen_new_attempt(gen_ctx *c, uint8_t *puzzle, uint8_t *solution);

/* gen_ask.c: the questions of the SAT pass */

/* The SAT pass of maximal (see gen_ask.c): 0, or -1 if stopped; *good set
 * when every given is needed in the end. */
int gen_pass_sat(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, int for_ladder,
                 int keep_units, int phase, int *good);

/* Repairs a maximal try that is not good box by box (see gen_ask.c). Sets
 * *good as gen_pass_sat does. 0, or -1 if stopped. */
int gen_repair_box(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, int *good);

/* 1 when a short search (singles, then searches near solution) finds a
 * solution of puzzle (orbit o emptied) that differs from solution at one of
 * o's cells: o is needed, and no ladder can finish puzzle without it. 0 when
 * none was found (o may be needed or not). Uses c->asks[GEN_BATCH]. */
int gen_surely_needed(gen_ctx *c, const uint8_t *puzzle, const uint8_t *solution, int o);

/* The naive pass: one solver with the whole formula, one call per orbit.
 * 0, or -1 if stopped. */
int gen_pass_naive(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution);

#endif
