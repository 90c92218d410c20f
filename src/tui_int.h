/* tui_int.h - what the terminal files share (internal to src/tui*.c).
 *
 * The terminal game is split the way ncdu is: one file per screen, each with
 * its own draw (reads the state only) and key handling (actions, never raw
 * keys); keys become actions in tui_keys.c only, from the one key table that
 * also builds the legend and the help; where things go on the screen is
 * computed in tui_layout.c only; saving, resuming and signals live in
 * tui_session.c. */
#ifndef TUI_INT_H
#define TUI_INT_H

#include <stddef.h>
#include <stdint.h>

#include "cli.h"
#include "game.h"
#include "save.h"

/* Everything a key can ask for. */
typedef enum action {
    ACT_NONE, ACT_UP, ACT_DOWN, ACT_LEFT, ACT_RIGHT, ACT_NEXT_GRID, ACT_PREV_GRID,
    ACT_SYMBOL, ACT_CLEAR, ACT_HINT, ACT_CHECK, ACT_SOLVE, ACT_UNDO, ACT_REDO, ACT_HELP,
    ACT_QUIT, ACT_NOTES, ACT_NEW, ACT_RESTART, ACT_PAUSE, ACT_MOUSE, ACT_RESIZE, ACT_YES,
    ACT_NO, ACT_BAD_SYMBOL
} action;

typedef enum { ASK_NONE, ASK_QUIT, ASK_QUIT_UNSAVED, ASK_SOLVE, ASK_NEW } question;

/* The screens; the dispatcher in tui.c calls the current one's draw and key. */
typedef enum { SCR_GAME, SCR_HELP, SCR_PAUSED, SCR_COUNT } screen_id;

enum { COLOR_GIVEN = 1, COLOR_ENTRY, COLOR_BAD, COLOR_MARK, COLOR_INFO };

typedef struct ui {
    const cli_options *o;
    game *gm;
    int k, ngrids;
    /* the session (tui_session.c) */
    char save_id[SAVE_IDLEN]; /* the game's save; empty until first saved */
    int unsaved;           /* the last save failed; the reason is in msg */
    /* the view */
    screen_id scr;
    int cg, cr, cc;        /* cursor: grid, row, column */
    int notes_mode, was_complete;
    question ask;          /* a y/n question shown in msg, answered first */
    char msg[300];
    int color;
} ui;

/* ---- tui_layout.c: where things are, for drawing and for clicks ---- */
typedef struct layout {
    int k, n, ngrids;
    int cw;                /* columns per cell */
    int grid_w, grid_h;
    int top, left[2];
    int status;            /* first status row */
    int need_w, need_h;
    int fits;              /* the window is large enough */
} layout;

layout tui_layout(int k, int ngrids);
int tui_cell_y(const layout *L, int r);
int tui_cell_x(const layout *L, int g, int c);
/* The cell shown at screen position (y, x), or -1. */
int tui_cell_at(const layout *L, int y, int x);

/* ---- tui_keys.c: the one key table ---- */
/* The action of a key for n symbols; *value gets a typed symbol's value. */
action tui_key_action(int key, int n, int *value);
/* The keys of an action as the help names them, e.g. "q". */
const char *tui_key_names(action a);
/* Draws the key legend on lines y.. (at most `lines`); returns lines used. */
int tui_draw_legend(const ui *u, int y, int lines);
/* Draws the key rows of the help from line y; returns the next free line. */
int tui_draw_key_help(const ui *u, int y, int last);
const char *tui_symbol_range(int n);

/* ---- tui_text.c: words and plain drawing ---- */
__attribute__((format(printf, 2, 3))) void tui_say(ui *u, const char *fmt, ...);
void tui_format_time(double seconds, char *buf, size_t len);
void tui_cell_name(const geom *g, int cell, char *buf, size_t len);
void tui_draw_centered(int y, const char *text);
void tui_draw_wrapped(int y, int lines, const char *text);

/* ---- the screens: draw reads the state; key returns 1 to end the game ---- */
void tui_game_draw(const ui *u, const layout *L);
/* The game screen's title, status lines and legend; the grids when grids is 1,
 * else the paused notice (tui_paused.c). */
void tui_game_frame(const ui *u, const layout *L, int grids);
int tui_game_key(ui *u, action a, int value);
void tui_help_draw(const ui *u, const layout *L);
int tui_help_key(ui *u, action a, int value);
void tui_paused_draw(const ui *u, const layout *L);
int tui_paused_key(ui *u, action a, int value);
/* The window is too small for the layout (tui_small.c). */
void tui_small_draw(const ui *u, const layout *L);
int tui_small_key(ui *u, action a, int value);
/* A y/n question pending in u->ask (tui_ask.c). */
void tui_ask(ui *u, question q, const char *text);
int tui_ask_key(ui *u, action a, int value);

/* tui_game.c: after a move, notices a finished game. */
void tui_after_move(ui *u);
/* tui_game.c: starts a fresh generated game (the generation screen runs). */
void tui_new_game(ui *u);

/* ---- tui_gen.c: the generation screen, never frozen; q cancels ---- */
/* Generates a puzzle while the screen answers keys; NULL when cancelled. */
game *tui_generate(const ui *u, uint64_t seed);

/* ---- tui_session.c: saving, resuming, bad saves and signals ---- */
/* Before the screen is taken over: checks that the terminal can run the
 * game, then picks the game: --resume ID, or (without --new, --load or
 * --seed) the most recently saved game of u->k and u->ngrids; u->k and
 * u->ngrids become the resumed game's. Says in u->msg what it did (and which
 * bad saves it moved aside). Returns -1 to go on, or an exit status after a
 * message on stderr. */
int tui_session_open(ui *u);
/* Saves the unfinished game under its id (a new one at first); 0, or -1
 * with the reason in u->msg. */
int tui_session_save(ui *u);
/* Removes this game's save, and only this game's (finished or given up). */
void tui_session_forget(ui *u);
/* Saves for quitting: returns 1 to quit, or 0 after asking whether to quit
 * without saving (the save failed). */
int tui_session_quit(ui *u);
/* Catches every signal that would end the game (INT, TERM, HUP, QUIT, PIPE,
 * USR1, USR2, ALRM, ...) to save it, SIGCONT to restore the terminal's mode,
 * and crash signals to restore the terminal. */
void tui_session_signals(void);
/* The signal that asks to stop, or 0. */
int tui_session_signal(void);
/* Call in the game loop: restores curses' terminal mode after SIGCONT; when
 * a signal came, saves an unfinished game and returns 1 (the game ends). */
int tui_session_interrupted(ui *u);
/* After endwin: reports a game a signal could not save; the exit status. */
int tui_session_exit(const ui *u);

#endif
