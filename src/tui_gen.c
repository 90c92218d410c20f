/* tui_gen.c - the generation screen: a progress bar while a puzzle is made on
 * a background thread; never frozen, q (or Esc) cancels. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "job.h"
#include "level.h"
#include "tui_int.h"
#include "util.h"

void tui_gen_draw(const ui *u, const layout *L)
{
    (void)L;
    const game_spec *sp = &u->gen_spec;
    char line[200];
    int n = sp->k * sp->k, done = 0, total = 0, attempt = 0, attempts = 0;
    if (u->gen)
        job_progress(u->gen, &done, &total, &attempt, &attempts);
    snprintf(line, sizeof line, "Generating a %dx%d Sudoku %s (seed %llu)", n, n,
             sp->ngrids == 2 ? "pair" : "grid", (unsigned long long)sp->seed);
    tui_draw_centered(LINES / 2 - 2, line);
    int width = COLS - 20 > 50 ? 50 : COLS - 20;
    if (width < 10)
        width = 10;
    int fill = total ? (int)((long)width * done / total) : 0;
    char bar[64];
    memset(bar, '#', (size_t)fill);
    memset(bar + fill, '-', (size_t)(width - fill));
    bar[width] = '\0';
    snprintf(line, sizeof line, "[%s] %d/%d cells decided", bar, done, total);
    tui_draw_centered(LINES / 2, line);
    /* a try that falls short of what was asked is dropped and the bar starts
     * again: say which try this is and why the last went, or the bar going
     * back looks like a fault (gen.h says when a try is kept) */
    int below = LINES / 2 + 2;
    if (attempt > 1) {
        snprintf(line, sizeof line, "try %d of at most %d: the last was dropped", attempt,
                 attempts);
        tui_draw_centered(LINES / 2 + 1, line);
        if (sp->level != LEVEL_MAXIMAL)
            snprintf(line, sizeof line, "(it was not a %s puzzle)", level_name(sp->level));
        else if (sp->k >= 4)
            snprintf(line, sizeof line, "(it needed a guess, or left a row, column or box empty)");
        else
            snprintf(line, sizeof line, "(it needed a guess, or left a row, column and box "
                                        "empty together)");
        tui_draw_centered(LINES / 2 + 2, line);
        below = LINES / 2 + 4;
    }
    if (u->gen_cancelled)
        snprintf(line, sizeof line, "cancelling...");
    else
        snprintf(line, sizeof line, "%s cancels", tui_key_names(ACT_QUIT));
    tui_draw_centered(below, line);
}

int tui_gen_key(ui *u, action a, int value)
{
    (void)value;
    if ((a == ACT_QUIT || a == ACT_NO) && u->gen) {
        job_cancel(u->gen);
        u->gen_cancelled = 1;
    }
    return DO_NOTHING;
}

/* Stops the job *j (if any) and frees it and its geometry. */
static void drop(job **j, geom **g)
{
    if (!*j)
        return;
    job_cancel(*j);
    job_finish(*j, NULL, NULL, NULL);
    geom_free(*g);
    *j = NULL;
    *g = NULL;
}

void tui_drop_next(ui *u) { drop(&u->next, &u->next_g); }

void tui_drop_jobs(ui *u)
{
    drop(&u->next, &u->next_g);
    drop(&u->gen, &u->gen_g);
}

void tui_prepare_next(ui *u)
{
    if (u->next || u->level == LEVEL_UNKNOWN)
        return;
    game_spec spec = { u->k, u->ngrids, u->level, 1, util_fresh_seed(), u->symmetry };
    u->next_g = geom_new(spec.k, spec.ngrids);
    u->next = job_start(u->next_g, &(gen_params){ spec.seed, (gen_strategy)u->o->strategy,
                                                  spec.level, 0, spec.symmetry });
    u->next_spec = spec;
}

void tui_gen_start(ui *u, const game_spec *spec)
{
    u->gen_spec = *spec;
    u->gen_cancelled = 0;
    u->gen_back = u->scr == SCR_GEN ? SCR_GAME : u->scr;
    if (!spec->has_seed && u->next && u->next_spec.k == spec->k &&
        u->next_spec.ngrids == spec->ngrids && u->next_spec.level == spec->level &&
        u->next_spec.symmetry == spec->symmetry) {
        /* the prepared puzzle: ready, or on its way */
        u->gen_g = u->next_g, u->gen = u->next, u->gen_spec.seed = u->next_spec.seed;
        u->next = NULL, u->next_g = NULL;
    } else {
        if (!spec->has_seed)
            u->gen_spec.seed = util_fresh_seed();
        u->gen_g = geom_new(spec->k, spec->ngrids);
        u->gen = job_start(u->gen_g, &(gen_params){ u->gen_spec.seed,
                                                   (gen_strategy)u->o->strategy, spec->level, 0,
                                                   spec->symmetry });
    }
    u->gen_spec.has_seed = 1;
    u->scr = SCR_GEN;
}

int tui_gen_poll(ui *u, game **out, game_spec *spec)
{
    *out = NULL;
    if (!u->gen || !job_finished(u->gen))
        return 0;
    geom *g = u->gen_g;
    uint8_t *puzzle = xmalloc((size_t)g->ncells), *sol = xmalloc((size_t)g->ncells);
    int rc = job_finish(u->gen, puzzle, sol, NULL);
    u->gen = NULL;
    u->gen_g = NULL;
    *spec = u->gen_spec;
    if (rc == 0 && !u->gen_cancelled) {
        char err[IO_ERRLEN];
        *out = game_new(g, puzzle, sol, 1, u->gen_spec.seed, err);
    }
    if (!*out)
        geom_free(g);
    free(puzzle);
    free(sol);
    u->scr = *out ? SCR_GAME : u->gen_back;
    return *out ? 1 : -1;
}
