/* tui_ready.c - the next puzzles, ready ahead: the store (store.h) filled in
 * the background while a game is played or the menu shows (fill.h), and the
 * starter bank shipped with the game (bank.h). The dispatcher tops the store
 * up, the menu says whether its game is ready, the generation screen takes
 * a ready puzzle or adopts the one on its way. */
#include <stdio.h>

#include "bank.h"
#include "fill.h"
#include "level.h"
#include "store.h"
#include "tui_int.h"

/* The store's filler, made on first use. */
static struct fill *filler;

struct fill *tui_filler(const ui *u)
{
    if (!filler)
        filler = fill_new(u->o->strategy);
    return filler;
}

void tui_ready_close(void)
{
    fill_free(filler);
    filler = NULL;
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

void tui_prepare_next(ui *u, const game_spec *menu)
{
    /* the menu's choice while it shows: its game is the next one */
    game_spec spec = { u->kind, 0, 0 };
    if (menu)
        spec = *menu;
    if (!level_can_ask(spec.kind.level))
        return;
    fill_poll(tui_filler(u), &spec.kind);
}

const char *tui_readiness(const ui *u, const game_spec *spec)
{
    const puzzle_kind *key = &spec->kind;
    if (spec->has_seed || u->o->strategy != GEN_FAST)
        return NULL; /* the store serves the default generator only (fill.h) */
    if (store_count(key) > 0 || bank_has(bank(), key))
        return "This one is ready: it starts at once.";
    return filler && fill_making(filler, key) ? "This one is being made already." : NULL;
}

int tui_take_ready(const ui *u, const game_spec *spec, uint8_t *puzzle, uint8_t *sol,
                   uint64_t *seed, int *banked)
{
    const puzzle_kind *key = &spec->kind;
    char note[IO_ERRLEN];
    *banked = 0;
    if (!fill_serves(tui_filler(u), key))
        return 0;
    return store_take(key, spec->has_seed ? &spec->seed : NULL, puzzle, sol, seed) ||
           (!spec->has_seed && (*banked = bank_take(bank(), key, puzzle, sol, note)));
}
