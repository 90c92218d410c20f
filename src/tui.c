/* tui.c - the game in the terminal: sets up curses, asks the life module for
 * the first game, and runs the loop that dispatches drawing and actions to
 * the current screen (one file per screen: tui_game.c, tui_help.c,
 * tui_paused.c, tui_small.c, tui_ask.c, tui_gen.c; see tui_int.h) and carries
 * out what a screen or a question's yes asks for (a todo). */
#include "tui.h"

#include <ctype.h>
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "io.h"
#include "keep.h"
#include "tui_int.h"
#include "util.h"

typedef struct screen {
    void (*draw)(const ui *u, const layout *L); /* NULL: the screen under it draws */
    int (*key)(ui *u, action a, int value);
    int any_size; /* draws in any window (text that wraps or scrolls) */
} screen;

static const screen SCREENS[SCR_COUNT] = {
    [SCR_GAME] = { tui_game_draw, tui_game_key, 0 },
    [SCR_HELP] = { tui_help_draw, tui_help_key, 1 },
    [SCR_PAUSED] = { tui_paused_draw, tui_paused_key, 0 },
    [SCR_NOTES] = { tui_notes_draw, tui_notes_key, 1 },
    [SCR_MENU] = { tui_menu_draw, tui_menu_key, 1 },
    [SCR_GEN] = { tui_gen_draw, tui_gen_key, 1 },
    [SCR_FINISH] = { tui_finish_draw, tui_finish_key, 0 },
    [SCR_SAVES] = { tui_saves_draw, tui_saves_key, 1 },
    [SCR_STATS] = { tui_stats_draw, tui_stats_key, 1 },
    [SCR_SMALL] = { tui_small_draw, tui_small_key, 1 },
    [SCR_ASK] = { NULL, tui_ask_key, 1 }, /* the question is in the message line */
};

/* The screen shown: u->scr, or the small one when the window is too small for it. */
static screen_id shown(const ui *u, const layout *L)
{
    return SCREENS[u->scr].any_size || L->fits ? u->scr : SCR_SMALL;
}

/* The screen that takes action a: an open question takes every key (on the
 * small screen only its answers and q), else the screen shown. */
static screen_id taking(const ui *u, const layout *L, action a)
{
    screen_id s = shown(u, L);
    if (u->ask != DO_NOTHING && (s != SCR_SMALL || a == ACT_YES || a == ACT_NO || a == ACT_QUIT))
        return SCR_ASK;
    return s;
}

static void draw(const ui *u)
{
    layout L = tui_layout(u);
    erase();
    SCREENS[shown(u, &L)].draw(u, &L);
    refresh();
}

void tui_begun(ui *u)
{
    u->gm = u->lf.gm;
    const geom *g = game_view(u->gm).g;
    game_record rec = game_get_record(u->gm);
    u->k = g->k;
    u->ngrids = g->ngrids;
    u->level = rec.level_asked;
    u->cg = geom_grid_of(g, rec.cursor);
    u->cr = geom_row(g, rec.cursor);
    u->cc = geom_col(g, rec.cursor);
    u->notes_mode = 0;
    u->pencil = 0;
    u->plain = 0; /* the notes on the board from the start */
    u->cand_again = 0;
    u->finish[0] = '\0';
    u->was_complete = game_is_complete(u->gm);
}

/* The generation screen's puzzle is ready: it becomes the game played (the
 * one before, if any, is given up), and the next one is prepared. Returns 1
 * when the program ends: cancelled with no game to go back to. */
static int generated(ui *u)
{
    game *gm;
    game_spec spec;
    int r = tui_gen_poll(u, &gm, &spec);
    if (r == 0)
        return 0;
    if (r < 0) {
        u->gen_give_up = 0;
        if (!u->gm)
            return 1; /* the first game: nothing to play */
        tui_say(u, "New game cancelled.");
        return 0;
    }
    int first = !u->gm;
    char kept[LIFE_MSGLEN] = "";
    if (u->gen_give_up)
        life_give_up(&u->lf);
    else if (!life_set_aside(&u->lf, kept)) { /* the game played stays */
        game_free(gm);
        tui_say(u, "The new game is not started: this one could not be saved. %.400s The "
                   "menu's Give up starts one without saving this.", kept);
        return 0;
    }
    u->gen_give_up = 0;
    life_begin(&u->lf, gm, spec.kind.level);
    tui_begun(u);
    u->level = spec.kind.level; /* the next game is made for the level asked again */
    u->symmetry = spec.kind.symmetry;
    /* the game is named by the level it has; a level asked that it has not
     * is said once, here, as --generate says it */
    char kind[64], shortfall[200], intro[sizeof u->msg];
    level_kind_name(kind_k(&spec.kind), spec.kind.ngrids,
                    level_or_none(game_get_record(gm).level_asked), kind, sizeof kind);
    life_short_note(&u->lf, spec.kind.level, shortfall, sizeof shortfall);
    if (!first && (shortfall[0] || !game_view(gm).has_seed)) /* a starter puzzle: no seed */
        snprintf(intro, sizeof intro, "New game: %s.", kind);
    else if (!first)
        snprintf(intro, sizeof intro, "New game: %s, seed %llu.", kind,
                 (unsigned long long)game_view(gm).seed);
    else if (u->msg[0]) /* what opening said stays (a save kept) */
        snprintf(intro, sizeof intro, "%s", u->msg);
    else if (u->ngrids == 2)
        snprintf(intro, sizeof intro, "A new %s: A and B differ in every cell. %s shows the "
                 "keys.", kind, tui_key_name(ACT_HELP));
    else
        snprintf(intro, sizeof intro, "A new %s: every row, column and box holds each symbol "
                 "once. %s shows the keys.", kind, tui_key_name(ACT_HELP));
    if (!shortfall[0])
        tui_say(u, "%s", intro);
    else if (first)
        tui_say(u, "%s %.500s", shortfall, intro);
    else
        tui_say(u, "%s %s", intro, shortfall);
    if (kept[0]) { /* the game before: where it is kept */
        char said[sizeof u->msg];
        snprintf(said, sizeof said, "%s", u->msg);
        tui_say(u, "%.300s %.200s %s's Continue resumes it.", said, kept,
                tui_key_name(ACT_NEW));
    }
    if (u->kept_note[0]) { /* the menu's choice: a settings file moved aside */
        char said[sizeof u->msg];
        snprintf(said, sizeof said, "%s", u->msg);
        tui_say(u, "%.200s%s%.400s", said, said[0] ? " " : "", u->kept_note);
        u->kept_note[0] = '\0';
    }
    tui_prepare_next(u);
    return 0;
}

/* Carries out what a screen or a question's yes asked for; 1 when the
 * program ends. */
static int carry_out(ui *u, todo t)
{
    char msg[LIFE_MSGLEN], text[LIFE_MSGLEN + 40];
    switch (t) {
    case DO_NOTHING: return 0;
    case DO_END:
    case DO_QUIT_UNSAVED: return 1;
    case DO_QUIT:
        if (life_quit(&u->lf, msg))
            return 1;
        snprintf(text, sizeof text, "Quit without saving? (y/n) %s", msg);
        tui_ask(u, DO_QUIT_UNSAVED, text);
        return 0;
    case DO_SOLVE:
        game_solve(u->gm);
        tui_after_move(u);
        return 0;
    case DO_MENU: tui_menu_open(u); return 0;
    case DO_REFILL:
        if (game_fill_candidates(u->gm, CAND_ALL) == MOVE_DONE)
            tui_say(u, "Every note refilled with its candidates. %s takes it back.",
                    tui_key_name(ACT_UNDO));
        else
            tui_say(u, "The notes are the candidates already.");
        return 0;
    case DO_NEW_GAME:
    case DO_GIVE_UP:
        tui_gen_start(u, &u->menu);
        u->gen_give_up = t == DO_GIVE_UP;
        return 0;
    case DO_DELETE_SAVE: tui_saves_delete(u); return 0;
    }
    return 0;
}

/* How keys read on the current screen (tui_key_action's n). */
static int keys_for(const ui *u)
{
    return u->scr == SCR_MENU || u->scr == SCR_SAVES || u->scr == SCR_STATS ? TUI_KEYS_MENU
                                                                             : u->k * u->k;
}

/* One action to the screen that takes it; returns 1 when the game ends. */
static int dispatch(ui *u, action a, int value)
{
    layout L = tui_layout(u);
    u->scroll = L.scroll; /* the board as shown stays while the cursor's band shows */
    if (a != ACT_RESIZE && shown(u, &L) != SCR_SMALL)
        u->hint_on = 0; /* a hint's cells are shown until the next key */
    int end = carry_out(u, SCREENS[taking(u, &L, a)].key(u, a, value));
    if (u->gm) /* the record keeps where the player was */
        game_note_cursor(u->gm, geom_cell(game_view(u->gm).g, u->cg, u->cr, u->cc));
    return end;
}

/* Sets up the first game before the screen is taken over, where errors in
 * files can still be printed plainly. Returns -1 to go on, or an exit code. */
static int prepare(ui *u, game_spec *spec)
{
    const life_start *how = &u->o->start;
    char msg[LIFE_MSGLEN];
    int status;
    /* a puzzle file's errors are said first, the terminal's then */
    if (!how->load && !tui_session_terminal_ok())
        return EXIT_USAGE;
    life_open_result r = life_open(&u->lf, how, spec, msg, &status);
    if (r == LIFE_EXIT)
        return status; /* said on stderr */
    if (how->load && !tui_session_terminal_ok())
        return EXIT_USAGE;
    u->k = kind_k(&spec->kind);
    u->ngrids = spec->kind.ngrids;
    u->level = spec->kind.level;
    u->symmetry = spec->kind.symmetry;
    if (r == LIFE_READY) {
        tui_begun(u);
        if (u->lf.finished)
            tui_say(u, "%s%sThis game was finished already: %s starts a new one.", msg,
                    msg[0] ? " " : "", tui_key_names(ACT_NEW));
        else
            tui_say(u, "%s%s%s shows the keys; --list-saves shows every save.", msg,
                    msg[0] ? " " : "", tui_key_name(ACT_HELP));
    } else if (msg[0]) {
        tui_say(u, "%s", msg);
    }
    return -1;
}

/* Autosave (life_autosave): a change is written soon after it is made, after
 * the frame that shows it is drawn (a write never delays what a key shows).
 * What it has to say (a failure) is said at once unless a question waits for
 * its answer (the question stays; quitting says again why a save fails).
 * Returns how long the loop may wait for a key (ms). */
static int autosave(ui *u)
{
    char msg[LIFE_MSGLEN];
    int wait_ms = u->scr == SCR_GEN ? 100 : 250; /* the progress bar and the clock move */
    if (!u->gm)
        return wait_ms;
    double now = util_now();
    if (life_autosave(&u->lf, now, u->scr == SCR_PAUSED, msg) != 0 && msg[0] &&
        u->ask == DO_NOTHING) {
        tui_say(u, "%s", msg);
        draw(u);
    }
    double due = life_autosave_wait(&u->lf, now);
    if (due >= 0 && due * 1000 < wait_ms)
        wait_ms = (int)(due * 1000) + 1;
    return wait_ms;
}

/* A wait for another program's lock (keep_on_wait), in sight: said in the
 * message line at once. */
static void say_waiting(const char *sentence, void *arg)
{
    ui *u = arg;
    tui_say(u, "%c%s", toupper((unsigned char)sentence[0]), sentence + 1);
    draw(u);
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

int tui_play(const tui_options *o)
{
    ui u = { 0 };
    u.scroll = -1;
    u.o = o;
    u.level = LEVEL_UNKNOWN;
    game_spec spec;
    keep_on_wait(keep_say_wait, stderr); /* in plain lines, but while curses is on */
    int rc = prepare(&u, &spec);
    if (rc >= 0) {
        life_close(&u.lf);
        return rc;
    }
    tui_session_signals();
    start_curses(&u);
    keep_on_wait(say_waiting, &u);
    save_write_behind(1); /* a slow disk never holds up a key */
    /* a first start (no option that picks a game, nothing to resume): the
     * new-game menu first, with the last choice preselected (issue 19);
     * else a game to make: the generation screen */
    if (!u.gm && o->start.menu_first)
        tui_menu_first(&u);
    else if (!u.gm)
        tui_gen_start(&u, &spec);
    else
        tui_prepare_next(&u);
    double last = util_now();
    for (;;) {
        if (u.scr == SCR_GEN && generated(&u))
            break;
        if (u.scr != SCR_GEN && (u.gm || u.scr == SCR_MENU))
            tui_prepare_next(&u); /* the store, topped up in the background */
        if (u.msg_fresh && u.gm) {
            u.msg_stamp = tui_state_stamp(&u);
            u.msg_fresh = 0;
        }
        draw(&u);
        timeout(autosave(&u));
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
                action a = tui_key_action(key, keys_for(&u), &value);
                end = dispatch(&u, a, value);
            }
        }
        if (end || tui_session_interrupted(&u))
            break;
        if (key == ERR)
            continue;
        action a = tui_key_action(key, keys_for(&u), &value);
        if (dispatch(&u, a, value))
            break;
    }
    endwin();
    keep_on_wait(keep_say_wait, stderr);
    fputs("\033[?1006l", stdout); /* SGR mouse reports off again (tui_mouse_on) */
    fflush(stdout);
    tui_drop_jobs(&u);
    tui_record_free(&u);
    rc = tui_session_exit(&u);
    int unsaved = u.lf.unsaved && u.gm && !life_over(&u.lf);
    life_close(&u.lf);
    /* what could not be kept is said, and the status is not 0 */
    if (u.lf.unkept[0])
        fprintf(stderr, "sudokupair-tui: %c%s.\n", toupper((unsigned char)u.lf.unkept[0]),
                u.lf.unkept + 1);
    if ((unsaved || u.lf.unkept[0]) && rc == EXIT_DONE)
        rc = EXIT_USAGE;
    return rc;
}
