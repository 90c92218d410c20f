/* tui_gen.c - the generation screen: a progress bar while a puzzle is made on
 * a background thread; never frozen, q (or Esc) cancels. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bank.h"
#include "fill.h"
#include "job.h"
#include "level.h"
#include "store.h"
#include "tui_int.h"
#include "util.h"

void tui_gen_draw(const ui *u, const layout *L)
{
    (void)L;
    const game_spec *sp = &u->gen_spec;
    char line[200], kind[64];
    snprintf(line, sizeof line, "Generating a new game: %s, seed %llu",
             level_kind_name(kind_k(&sp->kind), sp->kind.ngrids, sp->kind.level, kind, sizeof kind),
             (unsigned long long)sp->seed);
    tui_draw_centered(LINES / 2 - 2, line);
    /* one bar for the whole wait, by the time it usually takes: it never
     * goes back, whatever the generator tries and drops on the way */
    double elapsed = util_now() - u->gen_started;
    int width = COLS - 10 > 50 ? 50 : COLS - 10;
    if (width < 10)
        width = 10;
    /* the bar moves with the time expected but never ahead of the work the
     * generator reports; far past the time expected it only shows the work
     * goes on */
    double share = fill_wait_bar(elapsed, u->gen_expect, u->gen ? job_cells(u->gen) : -1);
    if (share < 0)
        fill_busy_text(elapsed, width, line, sizeof line);
    else
        fill_bar_text(share, width, line, sizeof line);
    tui_draw_centered(LINES / 2, line);
    fill_wait_text(elapsed, u->gen_expect, u->gen_measured, line, sizeof line);
    tui_draw_centered(LINES / 2 + 1, line);
    if (u->gen_cancelled)
        snprintf(line, sizeof line, "cancelling...");
    else
        snprintf(line, sizeof line, "%s cancels", tui_key_names(ACT_QUIT));
    tui_draw_centered(LINES / 2 + 3, line);
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

/* The store's kind of a game spec. */
static puzzle_kind key_of(const game_spec *spec)
{
    return spec->kind;
}

static struct fill *filler(ui *u)
{
    if (!u->fill)
        u->fill = fill_new(u->o->strategy);
    return u->fill;
}

void tui_drop_jobs(ui *u)
{
    fill_free(u->fill);
    u->fill = NULL;
    if (u->gen) {
        job_cancel(u->gen);
        job_finish(u->gen, NULL, NULL, NULL);
        u->gen = NULL;
    }
    geom_free(u->gen_g);
    u->gen_g = NULL;
    free(u->gen_taken);
    u->gen_taken = NULL;
}

/* The starter bank's folder (bank.h), looked for once; NULL when none. */
static const char *bank(void)
{
    static char dir[KEEP_PATHLEN];
    static int looked;
    static const char *found;
    if (!looked)
        found = bank_dir(dir), looked = 1;
    return found;
}

void tui_prepare_next(ui *u)
{
    /* the menu's choice while it shows: its game is the next one */
    game_spec spec = u->scr == SCR_MENU
                         ? u->menu
                         : (game_spec){ kind_square(u->k, u->ngrids, u->level, u->symmetry), 0, 0 };
    if (!level_can_ask(spec.kind.level))
        return;
    puzzle_kind key = key_of(&spec);
    fill_poll(filler(u), &key);
}

const char *tui_gen_readiness(const ui *u, const game_spec *spec)
{
    puzzle_kind key = key_of(spec);
    if (spec->has_seed || u->o->strategy != GEN_FAST)
        return NULL; /* the store serves the default generator only (fill.h) */
    if (store_count(&key) > 0 || bank_has(bank(), &key))
        return "This one is ready: it starts at once.";
    return u->fill && fill_making(u->fill, &key) ? "This one is being made already." : NULL;
}

/* A ready puzzle of spec: from the store (with a seed, only the stored one
 * of that seed), else, with no seed asked, from the starter bank (a puzzle
 * with no seed). 1 with u->gen_taken and u->gen_g set. */
static int take_ready(ui *u, const game_spec *spec, struct fill *f, geom *g)
{
    puzzle_kind key = key_of(spec);
    size_t nc = (size_t)g->ncells;
    char note[IO_ERRLEN];
    if (!fill_serves(f, &key))
        return 0;
    u->gen_taken = xcalloc(2, nc);
    u->gen_banked = 0;
    if (store_take(&key, spec->has_seed ? &spec->seed : NULL, u->gen_taken, u->gen_taken + nc,
                   &u->gen_spec.seed) ||
        (!spec->has_seed &&
         (u->gen_banked = bank_take(bank(), &key, u->gen_taken, u->gen_taken + nc, note)))) {
        u->gen_g = g;
        return 1;
    }
    free(u->gen_taken);
    u->gen_taken = NULL;
    return 0;
}

/* Makes the puzzle of u->gen_spec on g: the store's filler's puzzle of the
 * kind on its way (no seed asked), else a new job on every core. */
static void make_now(ui *u, geom *g)
{
    puzzle_kind key = key_of(&u->gen_spec);
    struct fill *f = filler(u);
    u->gen_expect = fill_expect(&key, &u->gen_measured);
    u->gen_started = util_now();
    if (!u->gen_spec.has_seed &&
        (u->gen = fill_adopt(f, &key, &u->gen_g, &u->gen_spec.seed, &u->gen_started))) {
        u->gen_spec.has_seed = 1;
        geom_free(g); /* the filler's puzzle, on its way */
        return;
    }
    fill_stop(f); /* the cores for this one */
    if (!u->gen_spec.has_seed)
        u->gen_spec.seed = util_fresh_seed();
    u->gen_spec.has_seed = 1;
    u->gen_g = g;
    u->gen = job_start(g, &(gen_params){ u->gen_spec.seed, u->o->strategy,
                                         u->gen_spec.kind.level, 0, u->gen_spec.kind.symmetry });
}

void tui_gen_start(ui *u, const game_spec *spec)
{
    u->gen_spec = *spec;
    u->gen_cancelled = 0;
    u->gen_back = u->scr == SCR_GEN ? SCR_GAME : u->scr;
    u->scr = SCR_GEN;
    geom *g = kind_geom(&spec->kind);
    if (take_ready(u, spec, filler(u), g)) {
        u->gen_spec.has_seed = !u->gen_banked; /* the store's puzzle has its seed */
        return;
    }
    make_now(u, g);
}

/* The game of a ready puzzle (u->gen_taken, on g; NULL, g freed, when it
 * cannot be played). */
static game *ready_game(ui *u, geom *g)
{
    char err[IO_ERRLEN];
    size_t nc = (size_t)g->ncells;
    game *gm = game_new(g, u->gen_taken, u->gen_taken + nc, !u->gen_banked,
                        u->gen_banked ? 0 : u->gen_spec.seed, err);
    if (!gm)
        geom_free(g);
    return gm;
}

int tui_gen_poll(ui *u, game **out, game_spec *spec)
{
    *out = NULL;
    if (u->gen_taken) {
        geom *g = u->gen_g;
        *out = ready_game(u, g);
        free(u->gen_taken);
        u->gen_taken = NULL;
        u->gen_g = NULL;
        if (!*out) { /* one that cannot be played: one is made instead */
            make_now(u, kind_geom(&u->gen_spec.kind));
            return 0;
        }
        *spec = u->gen_spec;
        u->scr = SCR_GAME;
        return 1;
    }
    if (!u->gen || !job_finished(u->gen))
        return 0;
    geom *g = u->gen_g;
    size_t nc = (size_t)g->ncells;
    uint8_t *puzzle = xmalloc(2 * nc), *sol = puzzle + nc;
    gen_stats st;
    int rc = job_finish(u->gen, puzzle, sol, &st);
    puzzle_kind key = key_of(&u->gen_spec);
    if (rc == 0)
        fill_note_time(u->o->strategy, &key, st.seconds); /* for the next wait */
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
    u->scr = *out ? SCR_GAME : u->gen_back;
    return *out ? 1 : -1;
}
