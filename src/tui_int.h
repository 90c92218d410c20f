/* tui_int.h - what the terminal files share (internal to src/tui*.c).
 *
 * The terminal game is split the way ncdu is: one file per screen, each with
 * its own draw (reads the state only) and key handling (actions, never raw
 * keys); keys become actions in tui_keys.c only, from the one key table that
 * also builds the legend and the help; where things go on the screen is
 * computed in tui_layout.c only. What happens to a game's save and to the
 * best times is decided by the life module (life.h), never here; the
 * terminal's signals live in tui_session.c.
 *
 * Screens never call each other's key handlers: a handler returns what the
 * dispatcher (tui.c) should do next (a `todo`), and a y/n question carries
 * the todo of its yes. */
#ifndef TUI_INT_H
#define TUI_INT_H

#include <stddef.h>
#include <stdint.h>

#include "cli.h"
#include "game.h"
#include "job.h"
#include "life.h"

/* Everything a key can ask for. */
typedef enum action {
    ACT_NONE, ACT_UP, ACT_DOWN, ACT_LEFT, ACT_RIGHT, ACT_NEXT_GRID, ACT_PREV_GRID,
    ACT_SYMBOL, ACT_CLEAR, ACT_HINT, ACT_CHECK, ACT_SOLVE, ACT_UNDO, ACT_REDO, ACT_HELP,
    ACT_QUIT, ACT_NOTES, ACT_NEW, ACT_RESTART, ACT_PAUSE, ACT_MOUSE, ACT_RESIZE, ACT_YES,
    ACT_NO, ACT_BAD_SYMBOL, ACT_PENCIL, ACT_CANDIDATES, ACT_ENTER, ACT_CODE, ACT_PAGE_DOWN,
    ACT_PAGE_UP, ACT_MARK, ACT_TO_MARK,
    ACT_DIGIT, ACT_RANDOM /* the new-game menu's seed: a digit, a random seed */
} action;

/* What the dispatcher does after a key (a key handler's answer), and what a
 * y/n question does on yes. */
typedef enum {
    DO_NOTHING,      /* stay (as a question: none is asked) */
    DO_END,          /* the program ends now */
    DO_QUIT,         /* save the game (life_quit), then end; ask when it fails */
    DO_QUIT_UNSAVED, /* end without saving */
    DO_SOLVE,        /* the computer solves the game */
    DO_MENU,         /* open the new-game menu */
    DO_NEW_GAME      /* give the game up for a new one of u->menu */
} todo;
#define ASK_NONE DO_NOTHING

/* The screens; the dispatcher in tui.c calls the current one's draw and key.
 * u->scr is one of the first six; the last two are shown over it: the small
 * screen while the window is too small for it, the question (u->ask) while
 * one waits for its answer (tui.c decides which screen takes a key). */
typedef enum {
    SCR_GAME, SCR_HELP, SCR_PAUSED, SCR_NOTES, SCR_MENU, SCR_GEN, SCR_SMALL, SCR_ASK,
    SCR_COUNT
} screen_id;

enum { COLOR_GIVEN = 1, COLOR_ENTRY, COLOR_BAD, COLOR_MARK, COLOR_INFO };

/* What a cell is highlighted for (bits): the unit looked at (the cursor's
 * row, column and box, or a hint's unit): underlined; the cells it rests on
 * (those holding the cursor's symbol in both grids, the twin, or a hint's
 * basis): reversed; a hint's eliminations: marked '-'. */
enum { HL_UNIT = 1, HL_SAME = 2, HL_TWIN = 4, HL_ELIM = 8, HL_CURSOR = 16 };

/* What a new game is made of (the new-game menu's fields). */
typedef life_spec game_spec;

typedef struct ui {
    const cli_options *o;
    life lf;               /* the game's life: its save, its finish */
    game *gm;              /* lf.gm, the game shown (tui_begun keeps them one) */
    int k, ngrids;
    gen_symmetry symmetry; /* of the next new game of this kind (the menu's) */
    /* the view */
    screen_id scr;
    int cg, cr, cc;        /* cursor: grid, row, column */
    int notes_mode, was_complete;
    int pencil;            /* the pencil-mark view (k <= 3): a mini-grid of notes a cell */
    int help_top;          /* the first line of the help shown (it pages when long) */
    todo ask;              /* a y/n question shown in msg, answered first: what
                              yes does (DO_NOTHING: none asked) */
    /* a hint's cells (HL_UNIT, HL_SAME, HL_ELIM), shown until the next key */
    int hint_on;
    uint8_t hint_hl[2 * GRID_NMAX * GRID_NMAX];
    /* a hint pointed at but not told yet (t once); t again in the same state
     * (tui_state_stamp) tells and does it */
    int hint_pointed;
    uint64_t hint_stamp;
    char msg[300];
    /* a message describes the state it was said in: it is shown while the
     * game's state (tui_state_stamp) is unchanged, or while it asks */
    int msg_fresh;         /* said since the last stamp was taken */
    uint64_t msg_stamp;
    int color;
    int click_y, click_x;  /* where the last left click was (ACT_MOUSE) */
    level_id level;        /* the level the game was asked for (its record's) */
    char finish[LIFE_MSGLEN]; /* what the finish said, shown while it lasts */
    /* the new-game menu (tui_menu.c) */
    game_spec menu;
    int menu_field;
    /* the next puzzle of the current k and level, made in the background */
    job *next;
    geom *next_g;
    game_spec next_spec;
    /* the puzzle being made while the generation screen shows (tui_gen.c) */
    job *gen;
    geom *gen_g;
    game_spec gen_spec;    /* with the seed it is made from */
    int gen_cancelled;
    screen_id gen_back;    /* the screen to go back to when it is cancelled */
} ui;

/* ---- tui_layout.c: where things are, for drawing and for clicks ---- */
/* How the grids and the info (status, message, cell, legend) share the window. */
typedef enum {
    FORM_ROOMY, /* title, grid labels, grids, the info below */
    FORM_SIDE,  /* status in the title line, grids, the info to the right */
    FORM_TIGHT, /* status in the title line, grids, two info lines below */
    FORM_SCROLL /* as SIDE, the grids scrolled to the cursor's rows */
} layout_form;

typedef struct layout {
    int k, n, ngrids;
    layout_form form;
    int cw, ch;            /* columns and lines per cell */
    int shown;             /* grids on screen: ngrids, or 1 (the cursor's grid) */
    int grid_w, grid_h;    /* of one grid, box lines included */
    int top;               /* screen line of the first grid line shown */
    int scroll, view_h;    /* grid lines scrolled off above, and shown */
    int left[2];           /* x of each grid's left border; -1 when not shown */
    int info_x, info_y, info_w, info_h; /* the info area */
    int need_w, need_h;    /* the smallest window the game plays in */
    int fits;              /* the window is large enough */
} layout;

/* The layout for the current window and view (the cursor picks the grid shown
 * and the scroll): tui_layout_for with curses' window size. */
layout tui_layout(const ui *u);
/* The layout of a cols x lines window for k, ngrids, the pencil view, and the
 * cursor's grid and row; curses-free. When it fits: line 0 is the title,
 * the grids shown and the info area lie inside the window apart. */
layout tui_layout_for(int cols, int lines, int k, int ngrids, int pencil, int cg, int cr);
/* The screen line of grid line li (0 = top border), or -1 when scrolled off. */
int tui_line_y(const layout *L, int li);
/* The screen line of row r's first line, or -1 when scrolled off. */
int tui_cell_y(const layout *L, int r);
/* The screen column of grid g's column c, or -1 when g is not shown. */
int tui_cell_x(const layout *L, int g, int c);
/* The cell shown at screen position (y, x), or -1. */
int tui_cell_at(const layout *L, int y, int x);

/* One line of wrapped text: text[start .. start+len), then ".." when dots. */
typedef struct tui_span {
    int start, len, dots;
} tui_span;
/* Breaks text into at most `lines` lines of width w at spaces (a newline
 * always breaks); text that does not fit is shortened at a space and ends in
 * "..", never cut inside a word unless one word is longer than a line.
 * Fills out[0..lines) and returns the lines used. */
int tui_wrap(const char *text, int w, int lines, tui_span *out);

/* What the title line says; NULL or "" pieces are left out. */
typedef struct tui_title_parts {
    const char *size, *size_short; /* "k=4  16x16", "16x16" */
    const char *level;             /* "maximal, fiendish" */
    const char *seed;              /* "seed 12", or a loaded puzzle's "code ..." */
    int givens;
    const char *clock;
    int notes, paused, by_computer;
    const char *cell;              /* the cursor's cell, "A r13c15" */
} tui_title_parts;
/* The title in at most width characters: the givens, the seed, the level,
 * the long size and the computer's note go first when it is short; the
 * clock, NOTES and the cursor's cell always stay (from 25 columns). */
void tui_title(char *buf, size_t len, int width, const tui_title_parts *p);

/* ---- tui_keys.c: the one key table ---- */
/* Reads a key like getch; a left click, as legacy xterm or SGR (1006)
 * report, becomes KEY_MOUSE with its place in *y, *x (other mouse events are
 * dropped, ERR when nothing else came). */
int tui_read_key(int *y, int *x);
/* Asks the terminal for SGR mouse reports (1006) besides the legacy ones. */
void tui_mouse_on(void);
/* The action of a key for n symbols; *value gets a typed symbol's value.
 * With n = TUI_KEYS_MENU (the new-game menu, where nothing is placed) the
 * menu's keys come first: 0-9 are ACT_DIGIT (*value the digit) and r is
 * ACT_RANDOM. */
#define TUI_KEYS_MENU 0
action tui_key_action(int key, int n, int *value);
/* The keys of an action as the help names them, e.g. "u / r". */
const char *tui_key_names(action a);
/* The first key of an action in a word for messages, e.g. "u", "Ctrl-N", "?"
 * (static buffer, valid until the next call). */
const char *tui_key_name(action a);
/* Draws the key legend folded into lines y.. of width w from column x (at most
 * `lines`); returns the lines used. */
int tui_draw_legend(const ui *u, int y, int x, int w, int lines);
/* Row i of the help's key list for this game: the keys and what they do;
 * 0 past the last row. */
int tui_key_help_row(const ui *u, int i, const char **keys, const char **help);
const char *tui_symbol_range(int n);

/* ---- tui_text.c: words and plain drawing ---- */
__attribute__((format(printf, 2, 3))) void tui_say(ui *u, const char *fmt, ...);
void tui_format_time(double seconds, char *buf, size_t len);
void tui_draw_centered(int y, const char *text);
/* Draws text from column x in width w on up to `lines` lines, breaking at
 * spaces; text that does not fit is shortened at a space and ends in "..",
 * never cut inside a word or number. Returns the lines used. */
int tui_draw_wrapped(int y, int x, int w, int lines, const char *text);

/* ---- the screens: draw reads the state; key returns what to do next (todo) ---- */
void tui_game_draw(const ui *u, const layout *L);
/* The game screen's title, status lines and legend; the grids when grids is 1,
 * else the paused notice (tui_paused.c). */
void tui_game_frame(const ui *u, const layout *L, int grids);
int tui_game_key(ui *u, action a, int value);
void tui_help_draw(const ui *u, const layout *L);
int tui_help_key(ui *u, action a, int value);
void tui_paused_draw(const ui *u, const layout *L);
int tui_paused_key(ui *u, action a, int value);
/* The notes of the cursor's row, column and box, listed (tui_notes.c). */
void tui_notes_draw(const ui *u, const layout *L);
int tui_notes_key(ui *u, action a, int value);
/* The window is too small for the layout (tui_small.c). */
void tui_small_draw(const ui *u, const layout *L);
int tui_small_key(ui *u, action a, int value);
/* Asks a y/n question: text in the message line, yes does on_yes (tui_ask.c). */
void tui_ask(ui *u, todo on_yes, const char *text);
/* Answers the question: returns its todo on yes, DO_NOTHING on no. */
int tui_ask_key(ui *u, action a, int value);

/* tui_game.c: highlights a hint's cells until the next key: the unit (-1 for
 * none, grid.h numbering), the cells it rests on, the cells it eliminates from. */
void tui_hint_cells(ui *u, int unit, const int *basis, int nbasis, const int *elim, int nelim);

/* tui_game.c: a fingerprint of the game's state (entries, notes, check marks,
 * solved by the computer): a message said in another state is stale. */
uint64_t tui_state_stamp(const ui *u);
/* tui_game.c: the message to show now: u->msg, or "" when it is stale. */
const char *tui_message(const ui *u);

/* tui_game.c: a cell's notes as "1 5 9" (empty when none). */
void tui_notes_text(const game_state *st, int cell, char *buf, size_t len);

/* tui_game.c: after a move, asks the life module whether the game is
 * finished now and shows what it says. */
void tui_after_move(ui *u);
/* tui.c: the game of u->lf was begun (started, resumed, loaded): the view
 * follows it (size, level, cursor from its record, no finish shown). */
void tui_begun(ui *u);
/* tui_menu.c: the new-game menu (Ctrl-N): k, level, pair or single, seed. */
void tui_menu_open(ui *u);
void tui_menu_draw(const ui *u, const layout *L);
int tui_menu_key(ui *u, action a, int value);
/* tui_menu.c: the first start without arguments and nothing to resume: the
 * new-game menu with no game behind it, the last choice (settings.h)
 * preselected; Enter makes the game (the choice is kept), Esc or q ends. */
void tui_menu_first(ui *u);


/* ---- tui_gen.c: the generation screen, never frozen; q cancels ---- */
/* Starts making the puzzle of spec (a fresh seed when it has none, the
 * prepared one when it matches) and shows the generation screen. */
void tui_gen_start(ui *u, const game_spec *spec);
void tui_gen_draw(const ui *u, const layout *L);
int tui_gen_key(ui *u, action a, int value);
/* Asks the puzzle being made: 0 while it is on its way; 1 when it is ready
 * (*out the new game, *spec what it was made of); -1 when it was cancelled
 * or could not be made (the screen before it is back). */
int tui_gen_poll(ui *u, game **out, game_spec *spec);
/* Starts making the next puzzle of the current k, grids and level in the
 * background, unless one is on its way. */
void tui_prepare_next(ui *u);
/* Stops and frees the puzzle being prepared. */
void tui_drop_next(ui *u);
/* Stops and frees every puzzle being made (the program ends). */
void tui_drop_jobs(ui *u);

/* ---- tui_session.c: the terminal and signals ---- */
/* 1 when the terminal can show the game; else says why on stderr. */
int tui_session_terminal_ok(void);
/* Catches every signal that would end the game (INT, TERM, HUP, QUIT, PIPE,
 * USR1, USR2, ALRM, ...) to save it, SIGCONT to restore the terminal's mode,
 * and crash signals to restore the terminal. */
void tui_session_signals(void);
/* The signal that asks to stop, or 0. */
int tui_session_signal(void);
/* Call in the game loop: restores curses' terminal mode after SIGCONT; when
 * a signal came, has the life module save an unfinished game (life_suspend)
 * and returns 1 (the game ends). */
int tui_session_interrupted(ui *u);
/* After endwin: the exit line of a saved game (life_exit_line), or the
 * reason a signal could not save it; returns the exit status. */
int tui_session_exit(const ui *u);

#endif
