/* tui_gen.c - the generation screen: a progress bar while a puzzle is made on
 * a background thread; never frozen, q (or Esc) cancels. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "job.h"
#include "tui_int.h"
#include "util.h"

static void draw_progress(int k, int ngrids, uint64_t seed, int done, int total)
{
    erase();
    char line[200];
    int n = k * k;
    snprintf(line, sizeof line, "Generating a %dx%d Sudoku %s (seed %llu)", n, n,
             ngrids == 2 ? "pair" : "grid", (unsigned long long)seed);
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
    snprintf(line, sizeof line, "%s cancels", tui_key_names(ACT_QUIT));
    tui_draw_centered(LINES / 2 + 2, line);
    refresh();
}

void tui_drop_next(ui *u)
{
    if (!u->next)
        return;
    job_cancel(u->next);
    job_finish(u->next, NULL, NULL, NULL);
    geom_free(u->next_g);
    u->next = NULL;
    u->next_g = NULL;
}

void tui_prepare_next(ui *u)
{
    if (u->next || u->level == LEVEL_UNKNOWN)
        return;
    game_spec spec = { u->k, u->ngrids, u->level, 1, util_fresh_seed() };
    u->next_g = geom_new(spec.k, spec.ngrids);
    u->next = job_start(u->next_g,
                        &(gen_params){ spec.seed, (gen_strategy)u->o->strategy, spec.level, 0 });
    u->next_spec = spec;
}

game *tui_generate(ui *u, const game_spec *spec)
{
    geom *g;
    job *j;
    uint64_t seed;
    if (!spec->has_seed && u->next && u->next_spec.k == spec->k &&
        u->next_spec.ngrids == spec->ngrids && u->next_spec.level == spec->level) {
        /* the prepared puzzle: ready, or on its way */
        g = u->next_g, j = u->next, seed = u->next_spec.seed;
        u->next = NULL, u->next_g = NULL;
    } else {
        seed = spec->has_seed ? spec->seed : util_fresh_seed();
        g = geom_new(spec->k, spec->ngrids);
        j = job_start(g, &(gen_params){ seed, (gen_strategy)u->o->strategy, spec->level, 0 });
    }
    int cancelled = 0, delay = wgetdelay(stdscr);
    timeout(100);
    while (!job_finished(j)) {
        int done, total;
        job_progress(j, &done, &total);
        draw_progress(spec->k, spec->ngrids, seed, done, total);
        int value, y, x;
        action a = tui_key_action(tui_read_key(&y, &x), spec->k * spec->k, &value);
        if (a == ACT_QUIT || a == ACT_NO || tui_session_signal()) {
            job_cancel(j);
            cancelled = 1;
        }
    }
    timeout(delay);
    uint8_t *puzzle = xmalloc((size_t)g->ncells), *sol = xmalloc((size_t)g->ncells);
    int rc = job_finish(j, puzzle, sol, NULL);
    game *gm = NULL;
    if (rc == 0 && !cancelled) {
        char err[IO_ERRLEN];
        gm = game_new(g, puzzle, sol, 1, seed, err);
    } else {
        geom_free(g);
    }
    free(puzzle);
    free(sol);
    return gm;
}
