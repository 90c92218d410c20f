/* tui.c - the game in the terminal: sets up curses, prepares the first game,
 * and runs the loop that dispatches drawing and actions to the current screen
 * (one file per screen: tui_game.c, tui_help.c, tui_paused.c, tui_small.c,
 * tui_ask.c, tui_gen.c; see tui_int.h). */
#include "tui.h"

#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "gen.h"
#include "io.h"
#include "solve.h"
#include "tui_int.h"
#include "util.h"

typedef struct screen {
    void (*draw)(const ui *u, const layout *L);
    int (*key)(ui *u, action a, int value);
} screen;

static const screen SCREENS[SCR_COUNT] = {
    [SCR_GAME] = { tui_game_draw, tui_game_key },
    [SCR_HELP] = { tui_help_draw, tui_help_key },
    [SCR_PAUSED] = { tui_paused_draw, tui_paused_key },
    [SCR_NOTES] = { tui_notes_draw, tui_notes_key },
    [SCR_MENU] = { tui_menu_draw, tui_menu_key },
};

static void draw(const ui *u)
{
    layout L = tui_layout(u);
    erase();
    if (u->scr == SCR_HELP || u->scr == SCR_NOTES || u->scr == SCR_MENU)
        SCREENS[u->scr].draw(u, &L);
    else if (!L.fits)
        tui_small_draw(u, &L);
    else
        SCREENS[u->scr].draw(u, &L);
    refresh();
}

/* One action to the screen that takes it; returns 1 when the game ends. */
static int dispatch(ui *u, action a, int value)
{
    layout L = tui_layout(u);
    if (!L.fits && u->scr != SCR_HELP && u->scr != SCR_NOTES && u->scr != SCR_MENU) {
        if (u->ask != ASK_NONE && (a == ACT_YES || a == ACT_NO || a == ACT_QUIT))
            return tui_ask_key(u, a, value);
        return tui_small_key(u, a, value);
    }
    if (a != ACT_RESIZE)
        u->hint_on = 0; /* a hint's cells are shown until the next key */
    if (u->ask != ASK_NONE)
        return tui_ask_key(u, a, value);
    return SCREENS[u->scr].key(u, a, value);
}

/* Sets up the first game before the screen is taken over, where errors in
 * files can still be printed plainly. Returns -1 to go on, or an exit code. */
static int prepare(ui *u)
{
    const cli_options *o = u->o;
    u->ngrids = o->single ? 1 : 2;
    u->k = o->k ? o->k : 3;
    if (o->load) {
        char err[IO_ERRLEN];
        int k;
        uint8_t *vals;
        if (io_load_csv(o->load, o->k, u->ngrids, &k, &vals, err)) {
            fprintf(stderr, "sudokupair-tui: %s\n", err);
            return EXIT_USAGE;
        }
        geom *g = geom_new(k, u->ngrids);
        u->gm = game_new(g, vals, NULL, 0, 0, err);
        if (!u->gm) {
            /* why, as --solve says it */
            char prefix[IO_PATHSHOW + 64], shown[IO_PATHSHOW + 4];
            snprintf(prefix, sizeof prefix, "sudokupair-tui: %s: ", io_show_path(o->load, shown));
            if (!solve_explain_none(stderr, prefix, g, vals))
                fprintf(stderr, "%s%s\n", prefix, err);
            free(vals);
            geom_free(g);
            return EXIT_NO_SOLUTION;
        }
        free(vals);
        u->k = k;
        if (!game_view(u->gm).unique)
            tui_say(u, "This puzzle has more than one solution; hints follow one of them.");
    }
    return tui_session_open(u); /* the terminal, and resuming a saved game */
}

static void start_curses(ui *u)
{
    setlocale(LC_ALL, "");
    initscr();
    cbreak();
    noecho();
    noqiflush(); /* Ctrl-C leaves the keys typed before it to be read */
    keypad(stdscr, TRUE);
    curs_set(0);
    set_escdelay(25);
    tui_mouse_on();
    u->color = !u->o->no_color && has_colors();
    if (u->color) {
        start_color();
        use_default_colors();
        init_pair(COLOR_GIVEN, -1, -1);
        init_pair(COLOR_ENTRY, COLOR_CYAN, -1);
        init_pair(COLOR_BAD, COLOR_RED, -1);
        init_pair(COLOR_MARK, COLOR_MAGENTA, -1);
        init_pair(COLOR_INFO, COLOR_YELLOW, -1);
    }
}

int tui_play(const cli_options *o)
{
    ui u = { 0 };
    u.o = o;
    u.level = LEVEL_UNKNOWN;
    int rc = prepare(&u);
    if (rc >= 0)
        return rc;
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        game_free(u.gm);
        fprintf(stderr, "sudokupair-tui: the game needs a terminal; see --help for the "
                        "command-line jobs\n");
        return EXIT_USAGE;
    }
    tui_session_signals();
    start_curses(&u);
    if (!u.gm) {
        u.level = o->level;
        game_spec spec = { u.k, u.ngrids, u.level, o->have_seed, o->seed };
        u.gm = tui_generate(&u, &spec);
        if (!u.gm) {
            endwin();
            return tui_session_exit(&u);
        }
        if (!u.msg[0] && u.ngrids == 2)
            tui_say(&u, "A new pair: fill both grids, A and B differ everywhere. ? shows the keys.");
        else if (!u.msg[0])
            tui_say(&u, "A new %dx%d Sudoku: every row, column and box holds each symbol once. "
                        "? shows the keys.", u.k * u.k, u.k * u.k);
    }
    u.was_complete = game_is_complete(u.gm);
    tui_prepare_next(&u);
    timeout(250);
    double last = util_now();
    for (;;) {
        if (u.msg_fresh) {
            u.msg_stamp = tui_state_stamp(&u);
            u.msg_fresh = 0;
        }
        draw(&u);
        int key = tui_read_key(&u.click_y, &u.click_x);
        double now = util_now();
        layout L = tui_layout(&u);
        if (u.scr == SCR_GAME && !u.was_complete && L.fits)
            game_add_time(u.gm, now - last);
        last = now;
        int value, end = 0;
        if (tui_session_signal()) {
            /* the keys typed before the signal still count (noqiflush keeps them) */
            timeout(0);
            for (; key != ERR && !end; key = tui_read_key(&u.click_y, &u.click_x)) {
                action a = tui_key_action(key, u.k * u.k, &value);
                end = dispatch(&u, a, value);
            }
        }
        if (end || tui_session_interrupted(&u))
            break;
        if (key == ERR)
            continue;
        action a = tui_key_action(key, u.k * u.k, &value);
        if (dispatch(&u, a, value))
            break;
    }
    endwin();
    fputs("\033[?1006l", stdout); /* SGR mouse reports off again (tui_mouse_on) */
    fflush(stdout);
    tui_drop_next(&u);
    game_free(u.gm);
    return tui_session_exit(&u);
}
