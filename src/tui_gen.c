/* tui_gen.c - the generation screen: a progress bar while a puzzle is made on
 * a background thread; never frozen, q (or Esc) cancels. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fill.h"
#include "job.h"
#include "level.h"
#include "store.h"
#include "tui_int.h"
#include "util.h"

/* The screen's own state: the puzzle being made, or taken ready
 * (tui_ready.c). */
static struct {
    job *job;               /* the puzzle being made */
    geom *g;
    game_spec spec;         /* with the seed it is made from */
    uint8_t *taken;         /* or taken from the store: puzzle, then solution */
    int banked;             /* taken is the starter bank's (bank.h): no seed */
    double started, expect; /* util_now at its start; seconds expected */
    int measured;           /* expect was measured here (fill_expect) */
    int cancelled;
    int give_up;            /* the game played is given up for it, not kept */
} gen;

void tui_gen_draw(const ui *u, const layout *L)
{
    (void)u, (void)L;
    const game_spec *sp = &gen.spec;
    char line[200], kind[64];
    snprintf(line, sizeof line, "Generating a new game: %s, seed %llu",
             kind_name(&sp->kind, sp->kind.level, kind, sizeof kind),
             (unsigned long long)sp->seed);
    tui_draw_centered(LINES / 2 - 2, line);
    /* one bar for the whole wait, by the time it usually takes: it never
     * goes back, whatever the generator tries and drops on the way */
    double elapsed = util_now() - gen.started;
    int width = COLS - 10 > 50 ? 50 : COLS - 10;
    if (width < 10)
        width = 10;
    /* the bar moves with the time expected but never ahead of the work the
     * generator reports; far past the time expected it only shows the work
     * goes on */
    double share = fill_wait_bar(elapsed, gen.expect, gen.job ? job_cells(gen.job) : -1);
    if (share < 0)
        fill_busy_text(elapsed, width, line, sizeof line);
    else
        fill_bar_text(share, width, line, sizeof line);
    tui_draw_centered(LINES / 2, line);
    fill_wait_text(elapsed, gen.expect, gen.measured, line, sizeof line);
    tui_draw_centered(LINES / 2 + 1, line);
    if (gen.cancelled)
        snprintf(line, sizeof line, "cancelling...");
    else
        snprintf(line, sizeof line, "%s cancels", tui_key_names(ACT_QUIT));
    tui_draw_centered(LINES / 2 + 3, line);
}

what_next tui_gen_key(ui *u, action a, int value)
{
    (void)u, (void)value;
    if ((a == ACT_QUIT || a == ACT_NO) && gen.job) {
        job_cancel(gen.job);
        gen.cancelled = 1;
    }
    return tui_do(DO_NOTHING);
}

int tui_gen_cancelled(void) { return gen.cancelled; }

void tui_gen_close(void)
{
    if (gen.job) {
        job_cancel(gen.job);
        job_finish(gen.job, NULL, NULL, NULL);
        gen.job = NULL;
    }
    geom_free(gen.g);
    gen.g = NULL;
    free(gen.taken);
    gen.taken = NULL;
}

/* Makes the puzzle of gen.spec on g: the store's filler's puzzle of the
 * kind on its way (no seed asked), else a new job on every core. */
static void make_now(ui *u, geom *g)
{
    const puzzle_kind *key = &gen.spec.kind;
    struct fill *f = tui_filler(u);
    gen.expect = fill_expect(key, &gen.measured);
    gen.started = util_now();
    if (!gen.spec.has_seed &&
        (gen.job = fill_adopt(f, key, &gen.g, &gen.spec.seed, &gen.started))) {
        gen.spec.has_seed = 1;
        geom_free(g); /* the filler's puzzle, on its way */
        return;
    }
    fill_stop(f); /* the cores for this one */
    if (!gen.spec.has_seed)
        gen.spec.seed = util_fresh_seed();
    gen.spec.has_seed = 1;
    gen.g = g;
    gen.job = job_start(g, &(gen_params){ gen.spec.seed, u->o->strategy, gen.spec.kind.level, 0,
                                         gen.spec.kind.symmetry });
}

void tui_gen_start(ui *u, const game_spec *spec, int give_up)
{
    gen.spec = *spec;
    gen.cancelled = 0;
    gen.give_up = give_up;
    geom *g = kind_geom(&spec->kind);
    size_t nc = (size_t)g->ncells;
    gen.taken = xcalloc(2, nc);
    if (tui_take_ready(u, spec, gen.taken, gen.taken + nc, &gen.spec.seed, &gen.banked)) {
        gen.g = g;
        gen.spec.has_seed = !gen.banked; /* the store's puzzle has its seed */
        return;
    }
    free(gen.taken);
    gen.taken = NULL;
    make_now(u, g);
}

/* The game of a ready puzzle (gen.taken, on g; NULL, g freed, when it
 * cannot be played). */
static game *ready_game(geom *g)
{
    char err[IO_ERRLEN];
    size_t nc = (size_t)g->ncells;
    game *gm = game_new(g, gen.taken, gen.taken + nc, !gen.banked,
                        gen.banked ? 0 : gen.spec.seed, err);
    if (!gm)
        geom_free(g);
    return gm;
}

int tui_gen_poll(ui *u, game **out, game_spec *spec, int *give_up)
{
    *out = NULL;
    *give_up = gen.give_up;
    if (gen.taken) {
        geom *g = gen.g;
        *out = ready_game(g);
        free(gen.taken);
        gen.taken = NULL;
        gen.g = NULL;
        if (!*out) { /* one that cannot be played: one is made instead */
            make_now(u, kind_geom(&gen.spec.kind));
            return 0;
        }
        *spec = gen.spec;
        return 1;
    }
    if (!gen.job || !job_finished(gen.job))
        return 0;
    geom *g = gen.g;
    size_t nc = (size_t)g->ncells;
    uint8_t *puzzle = xmalloc(2 * nc), *sol = puzzle + nc;
    gen_stats st;
    int rc = job_finish(gen.job, puzzle, sol, &st);
    if (rc == 0) /* for the next wait */
        fill_note_time(u->o->strategy, &gen.spec.kind, st.seconds);
    gen.job = NULL;
    gen.g = NULL;
    *spec = gen.spec;
    if (rc == 0 && !gen.cancelled) {
        char err[IO_ERRLEN];
        *out = game_new(g, puzzle, sol, 1, gen.spec.seed, err);
    }
    if (!*out)
        geom_free(g);
    free(puzzle);
    return *out ? 1 : -1;
}
