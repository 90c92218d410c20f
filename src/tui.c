/* tui.c - the game in the terminal: sets up curses, asks the life module for
 * the first game, and runs the loop that dispatches drawing and actions to
 * the current screen (one file per screen, in the table SCREENS; see
 * tui_int.h), opens the screen a screen asks for and carries out what else
 * a screen or a question's yes asks (a what_next). Only this file opens a
 * screen. */
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
    void (*open)(ui *u);                        /* NULL: nothing to set up */
    void (*draw)(const ui *u, const layout *L); /* NULL: the screen under it draws */
    what_next (*key)(ui *u, action a, int value);
    void (*close)(void); /* frees what it holds (the program ends); NULL: nothing */
    int any_size;        /* draws in any window (text that wraps or scrolls) */
    int menu_keys;       /* reads keys as the new-game menu (TUI_KEYS_MENU): no symbols */
} screen;

/* The menu opened by DO_OPEN is the menu as it was left (a new one is
 * DO_MENU's); the generation screen opens with its puzzle (DO_NEW_GAME). */
static const screen SCREENS[SCR_COUNT] = {
    [SCR_GAME] = { NULL, tui_game_draw, tui_game_key, NULL, 0, 0 },
    [SCR_HELP] = { tui_help_open, tui_help_draw, tui_help_key, NULL, 1, 0 },
    [SCR_PAUSED] = { NULL, tui_paused_draw, tui_paused_key, NULL, 0, 0 },
    [SCR_NOTES] = { NULL, tui_notes_draw, tui_notes_key, NULL, 1, 0 },
    [SCR_MENU] = { tui_menu_back, tui_menu_draw, tui_menu_key, tui_menu_close, 1, 1 },
    [SCR_GEN] = { NULL, tui_gen_draw, tui_gen_key, tui_gen_close, 1, 0 },
    [SCR_FINISH] = { NULL, tui_finish_draw, tui_finish_key, NULL, 0, 0 },
    [SCR_SAVES] = { tui_saves_open, tui_saves_draw, tui_saves_key, tui_saves_close, 1, 1 },
    [SCR_STATS] = { tui_stats_open, tui_stats_draw, tui_stats_key, tui_stats_close, 1, 1 },
    [SCR_SMALL] = { NULL, tui_small_draw, tui_small_key, NULL, 1, 0 },
    /* the question is in the message line */
    [SCR_ASK] = { NULL, NULL, tui_ask_key, NULL, 1, 0 },
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
    if (u->ask.to != DO_NOTHING && (s != SCR_SMALL || a == ACT_YES || a == ACT_NO || a == ACT_QUIT))
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

/* The game of u->lf was begun (started, resumed, loaded): the board
 * follows it (size, level, cursor from its record, no finish shown). */
static void begun(ui *u)
{
    u->gm = u->lf.gm;
    const geom *g = game_view(u->gm).g;
    game_record rec = game_get_record(u->gm);
    u->kind.box_rows = g->box_rows, u->kind.box_cols = g->box_cols;
    u->kind.ngrids = g->ngrids, u->kind.diagonals = g->diagonals;
    u->kind.level = rec.level_asked;
    u->board.cg = geom_grid_of(g, rec.cursor);
    u->board.cr = geom_row(g, rec.cursor);
    u->board.cc = geom_col(g, rec.cursor);
    u->board.notes_mode = 0;
    u->board.pencil = 0;
    u->board.plain = 0; /* the notes on the board from the start */
    u->board.cand_again = 0;
    u->board.finish[0] = '\0';
    u->board.was_complete = game_is_complete(u->gm);
}

/* The generation screen's puzzle is ready: it becomes the game played (the
 * one before, if any, is given up), and the next one is prepared. Returns 1
 * when the program ends: cancelled with no game to go back to. */
static int generated(ui *u)
{
    game *gm;
    game_spec spec;
    int give_up, r = tui_gen_poll(u, &gm, &spec, &give_up);
    if (r == 0)
        return 0;
    u->scr = SCR_GAME; /* the new game, or the one before it */
    if (r < 0) {
        if (!u->gm)
            return 1; /* the first game: nothing to play */
        tui_say(u, "New game cancelled.");
        return 0;
    }
    int first = !u->gm;
    char kept[LIFE_MSGLEN] = "";
    if (give_up)
        life_give_up(&u->lf);
    else if (!life_set_aside(&u->lf, kept)) { /* the game played stays */
        game_free(gm);
        tui_say(u, "The new game is not started: this one could not be saved. %.400s The "
                   "menu's Give up starts one without saving this.", kept);
        return 0;
    }
    life_begin(&u->lf, gm, spec.kind.level);
    begun(u);
    u->kind.level = spec.kind.level; /* the next game is made for the level asked again */
    u->kind.symmetry = spec.kind.symmetry;
    /* the game is named by the level it has; a level asked that it has not
     * is said once, here, as --generate says it */
    char kind[64], shortfall[200], intro[sizeof u->msg.text];
    kind_name(&spec.kind, level_or_none(game_get_record(gm).level_asked), kind, sizeof kind);
    life_short_note(&u->lf, spec.kind.level, shortfall, sizeof shortfall);
    if (!first && (shortfall[0] || !game_view(gm).has_seed)) /* a starter puzzle: no seed */
        snprintf(intro, sizeof intro, "New game: %s.", kind);
    else if (!first)
        snprintf(intro, sizeof intro, "New game: %s, seed %llu.", kind,
                 (unsigned long long)game_view(gm).seed);
    else if (u->msg.text[0]) /* what opening said stays (a save kept) */
        snprintf(intro, sizeof intro, "%s", u->msg.text);
    else if (u->kind.ngrids == 2)
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
        char said[sizeof u->msg.text];
        snprintf(said, sizeof said, "%s", u->msg.text);
        tui_say(u, "%.300s %.200s %s's Continue resumes it.", said, kept,
                tui_key_name(ACT_NEW));
    }
    char note[300];
    tui_menu_take_note(note, sizeof note);
    if (note[0]) { /* the menu's choice: a settings file moved aside */
        char said[sizeof u->msg.text];
        snprintf(said, sizeof said, "%s", u->msg.text);
        tui_say(u, "%.200s%s%.400s", said, said[0] ? " " : "", note);
    }
    tui_prepare_next(u, NULL);
    return 0;
}

/* Opens screen s (its open sets it up). */
static void open_screen(ui *u, screen_id s)
{
    u->scr = s;
    if (SCREENS[s].open)
        SCREENS[s].open(u);
}

/* Leaves the game played for the save id (life_switch): the board follows. */
static void switch_to(ui *u, const char *id)
{
    char msg[LIFE_MSGLEN];
    if (life_switch(&u->lf, id, msg)) {
        begun(u);
        u->scr = SCR_GAME;
        tui_prepare_next(u, NULL);
    }
    tui_say(u, "%s", msg);
}

/* Carries out what a screen or a question's yes asked for; 1 when the
 * program ends. */
static int carry_out(ui *u, what_next n)
{
    char msg[LIFE_MSGLEN], text[LIFE_MSGLEN + 40];
    switch (n.to) {
    case DO_NOTHING: return 0;
    case DO_OPEN: open_screen(u, n.scr); return 0;
    case DO_ASK:
        u->scr = n.scr;
        u->ask = n;
        return 0;
    case DO_END:
    case DO_QUIT_UNSAVED: return 1;
    case DO_QUIT:
        if (life_quit(&u->lf, msg))
            return 1;
        snprintf(text, sizeof text, "Quit without saving? (y/n) %s", msg);
        return carry_out(u, tui_question(u, DO_QUIT_UNSAVED, text));
    case DO_SOLVE:
        game_solve(u->gm);
        return carry_out(u, tui_after_move(u));
    case DO_MENU:
        tui_menu_open(u);
        u->scr = SCR_MENU;
        return 0;
    case DO_REFILL:
        if (game_fill_candidates(u->gm, CAND_ALL) == MOVE_DONE)
            tui_say(u, "Every note refilled with its candidates. %s takes it back.",
                    tui_key_name(ACT_UNDO));
        else
            tui_say(u, "The notes are the candidates already.");
        return 0;
    case DO_NEW_GAME:
    case DO_GIVE_UP:
        tui_gen_start(u, &n.spec, n.to == DO_GIVE_UP);
        u->scr = SCR_GEN;
        return 0;
    case DO_SWITCH: switch_to(u, n.id); return 0;
    case DO_DELETE_SAVE: tui_saves_delete(u, n.id); return 0;
    }
    return 0;
}

/* How keys read on the current screen (tui_key_action's n). */
static int keys_for(const ui *u)
{
    return SCREENS[u->scr].menu_keys ? TUI_KEYS_MENU : kind_n(&u->kind);
}

/* One action to the screen that takes it; returns 1 when the game ends. */
static int dispatch(ui *u, action a, int value)
{
    layout L = tui_layout(u);
    u->board.scroll = L.scroll; /* the board as shown stays while the cursor's band shows */
    if (a != ACT_RESIZE && shown(u, &L) != SCR_SMALL)
        tui_hint_fades(u, a);
    int end = carry_out(u, SCREENS[taking(u, &L, a)].key(u, a, value));
    const board_state *b = &u->board;
    if (u->gm) /* the record keeps where the player was */
        game_note_cursor(u->gm, geom_cell(game_view(u->gm).g, b->cg, b->cr, b->cc));
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
    u->kind = spec->kind;
    if (r == LIFE_READY) {
        begun(u);
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
        u->ask.to == DO_NOTHING) {
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
    u.board.scroll = -1;
    u.o = o;
    u.kind.level = LEVEL_UNKNOWN;
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
     * new-game menu first, with the last choice preselected;
     * else a game to make: the generation screen */
    if (!u.gm && o->start.menu_first) {
        tui_menu_first(&u);
        u.scr = SCR_MENU;
    } else if (!u.gm) {
        carry_out(&u, (what_next){ .to = DO_NEW_GAME, .spec = spec });
    } else {
        tui_prepare_next(&u, NULL);
    }
    double last = util_now();
    for (;;) {
        if (u.scr == SCR_GEN && generated(&u))
            break;
        if (u.scr != SCR_GEN && (u.gm || u.scr == SCR_MENU)) /* the store, topped up */
            tui_prepare_next(&u, u.scr == SCR_MENU ? tui_menu_choice() : NULL);
        tui_message_said(&u);
        draw(&u);
        timeout(autosave(&u));
        int key = tui_read_key(&u.click_y, &u.click_x);
        double now = util_now();
        layout L = tui_layout(&u);
        if (u.scr == SCR_GAME && !u.board.was_complete && L.fits)
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
    int cancelled = tui_gen_cancelled();
    tui_ready_close();
    for (int s = 0; s < SCR_COUNT; s++)
        if (SCREENS[s].close)
            SCREENS[s].close();
    rc = tui_session_exit(&u, cancelled);
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
