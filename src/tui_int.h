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
 * Each screen keeps its own state in its own file (the menu's fields, the
 * saved games listed, the statistics read, the help's page, the puzzle being
 * made); the ui below holds only what they share: the life, the kind of the
 * game played, the board drawn under them, the message line with the
 * question waiting in it, the window's colours and click, and the screen
 * shown. Screens never call each other: a key handler returns what the
 * dispatcher (tui.c) should do next (a what_next: what, the screen, its
 * argument), and the dispatcher opens the screen; a y/n question carries
 * the what_next of its yes. */
#ifndef TUI_INT_H
#define TUI_INT_H

#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "life.h"
#include "saves.h"
#include "tui.h"

/* Everything a key can ask for. */
typedef enum action {
    ACT_NONE, ACT_UP, ACT_DOWN, ACT_LEFT, ACT_RIGHT, ACT_NEXT_GRID, ACT_PREV_GRID,
    ACT_SYMBOL, ACT_CLEAR, ACT_HINT, ACT_CHECK, ACT_SOLVE, ACT_UNDO, ACT_REDO, ACT_HELP,
    ACT_QUIT, ACT_NOTES, ACT_NEW, ACT_RESTART, ACT_PAUSE, ACT_MOUSE, ACT_RESIZE, ACT_YES,
    ACT_NO, ACT_BAD_SYMBOL, ACT_PENCIL, ACT_CANDIDATES, ACT_ENTER, ACT_CODE, ACT_PAGE_DOWN,
    ACT_PAGE_UP, ACT_MARK, ACT_TO_MARK, ACT_PLAIN,
    ACT_DIGIT, ACT_RANDOM /* the new-game menu's seed: a digit, a random seed */
} action;

/* The screens; the dispatcher in tui.c calls the current one's draw and key.
 * u->scr is one of the first nine; the last two are shown over it: the small
 * screen while the window is too small for it, the question (u->ask) while
 * one waits for its answer (tui.c decides which screen takes a key). */
typedef enum {
    SCR_GAME, SCR_HELP, SCR_PAUSED, SCR_NOTES, SCR_MENU, SCR_GEN,
    SCR_FINISH, SCR_SAVES, SCR_STATS,
    SCR_SMALL, SCR_ASK, SCR_COUNT
} screen_id;

/* What a new game is made of (the new-game menu's fields). */
typedef life_spec game_spec;

/* What the dispatcher does next: a key handler's answer, and a question's
 * yes. */
typedef enum {
    DO_NOTHING,      /* stay (as the question waiting: none is) */
    DO_OPEN,         /* open the screen scr (SCR_GAME: back to the board) */
    DO_ASK,          /* a y/n question, said in the message line already, over
                        the screen scr: yes does `yes` with the same argument */
    DO_END,          /* the program ends now */
    DO_QUIT,         /* save the game (life_quit), then end; ask when it fails */
    DO_QUIT_UNSAVED, /* end without saving */
    DO_SOLVE,        /* the computer solves the game */
    DO_MENU,         /* the new-game menu, opened on the game played's kind */
    DO_NEW_GAME,     /* a new game of spec; the game played is kept saved */
    DO_GIVE_UP,      /* the game played given up for a new one of spec (the
                        menu's Give up: the statistics count it) */
    DO_SWITCH,       /* leave the game played for the save id (life_switch) */
    DO_REFILL,       /* every note refilled with its candidates (c twice) */
    DO_DELETE_SAVE   /* delete the save id (the saved-games screen's) */
} todo;

/* What next: what to do, and its argument. */
typedef struct what_next {
    todo to;
    screen_id scr;        /* DO_OPEN, DO_ASK */
    todo yes;             /* DO_ASK: what yes does */
    game_spec spec;       /* DO_NEW_GAME, DO_GIVE_UP */
    char id[SAVE_IDLEN];  /* DO_SWITCH, DO_DELETE_SAVE */
} what_next;

/* What next: doing `to`; opening the screen scr. */
static inline what_next tui_do(todo to) { return (what_next){ .to = to }; }
static inline what_next tui_open(screen_id scr)
{
    return (what_next){ .to = DO_OPEN, .scr = scr };
}

enum { COLOR_GIVEN = 1, COLOR_ENTRY, COLOR_BAD, COLOR_MARK, COLOR_INFO };

/* What a cell is highlighted for (bits): the unit looked at (the cursor's
 * row, column and box, or a hint's unit): underlined; the cells it rests on
 * (those holding the cursor's symbol in both grids, the twin, or a hint's
 * basis): reversed; a hint's eliminations: marked '-'. */
enum { HL_UNIT = 1, HL_SAME = 2, HL_TWIN = 4, HL_ELIM = 8, HL_CURSOR = 16 };

/* The board's state: the game screen's keys (tui_game.c) change it, and the
 * dispatcher (a game begun, the scroll kept, a hint's cells put out); the
 * layout, the board's drawing and the screens drawn over the board (paused,
 * finish, notes, small) read it. */
typedef struct board_state {
    int cg, cr, cc;        /* cursor: grid, row, column */
    int scroll;            /* the grid's first line in view (layout.scroll) when
                              the last action came, kept while the cursor's band
                              is in view (layout_view.keep_scroll); -1: none */
    int notes_mode, was_complete;
    int pencil;            /* the pencil view (p): one grid, every cell a mini-grid of
                              its notes, scrolled by whole cells (layout_view.pencil) */
    int plain;             /* a plain board (o): no notes on it (layout_view.plain) */
    int cand_again;        /* the last key was c: c again asks to refill every note */
    /* a hint's cells (HL_UNIT, HL_SAME, HL_ELIM), shown until the next key */
    int hint_on;
    uint8_t hint_hl[2 * GRID_NMAX * GRID_NMAX];
    /* a hint pointed at but not told yet (t once); t again in the same state
     * (tui_state_stamp) tells and does it */
    int hint_pointed;
    uint64_t hint_stamp;
    char finish[LIFE_MSGLEN]; /* what the finish said, shown while it lasts */
} board_state;

/* The message line: what was said last. It describes the board it was said
 * on: it is shown until the next key that moves on, one that changes the
 * board (tui_state_stamp) or moves the cursor; a question until it is
 * answered; a hint pointed at (t once) while the board is unchanged, so it
 * stays while the player looks for its place. */
typedef struct message {
    char text[640];
    int fresh;             /* said since the board it is about was taken
                              (tui_message_said) */
    int page;              /* the page of a long message shown (Space turns on) */
    int sticky;            /* stays while the cursor moves (a hint pointed at) */
    uint64_t stamp;        /* the board it was said on */
    int cell;              /* the cursor's cell it was said at */
    int code;              /* i's: the puzzle code is shown whole with it
                              (tui_game_frame places it) */
} message;

typedef struct ui {
    const tui_options *o;  /* what the game was started with */
    life lf;               /* the game's life: its save, its finish */
    game *gm;              /* lf.gm, the game shown (begun, tui.c, keeps them one) */
    puzzle_kind kind;      /* the game played's shape, grids and diagonals; its
                              level, the one it was asked for (its record's);
                              its symmetry, that of the next new game of this
                              kind (the menu's) */
    screen_id scr;         /* the screen shown */
    what_next ask;         /* the question waiting in the message line, answered
                              first: what yes does (to DO_NOTHING: none waits) */
    message msg;
    int color;
    int click_y, click_x;  /* where the last left click was (ACT_MOUSE) */
    board_state board;     /* the game shown, under every other screen */
} ui;

/* ---- tui_layout.c: where things are, for drawing and for clicks ---- */
/* How the grids, the zoom and the info (status, message, cell, legend)
 * share the window. */
typedef enum {
    FORM_ROOMY, /* title, grid labels, grids, the info below */
    FORM_SIDE,  /* status in the title line, grids, the info to the right */
    FORM_TIGHT, /* status in the title line, grids, two info lines below */
    FORM_SCROLL, /* as SIDE, one grid scrolled to the cursor's rows */
    FORM_ZOOM    /* the grids shown (one scrolled when taller than the window),
                    the zoom beside or below them, the info below */
} layout_form;

/* How roomy a mini-grid of notes is: its notes side by side; a column
 * apart (as wide again: square on the screen, a character being twice as
 * tall as wide); a column and a line apart with a margin around them. */
enum { MINI_COMPACT, MINI_SPACED, MINI_LARGE };

/* A cell drawn as a mini-grid of its notes (on the board, in the zoom): cw
 * columns and ch lines; a marker column first when marker (a clash, a
 * check's mark, a hint's elimination, and when diag a diagonal's mark: the
 * zoom marks its frame's corners instead); note v (1..n) at
 * line y0 + (v-1) / cols * dy, column x0 + (v-1) % cols * dx: the notes in
 * rows x cols (the box's shape), each symbol at a fixed place, blank where
 * absent; a value at line vy, column vx, a given between parentheses at vx -
 * 1 and vx + 1 (never in the marker column). */
typedef struct mini_shape {
    int rows, cols;
    int cw, ch, marker, diag;
    int x0, dx, y0, dy;
    int vx, vy;
} mini_shape;

/* The mini-grid of a box of rows x cols at a roominess (MINI_*), with a
 * marker column (that marks a diagonal's cell too) or (MINI_COMPACT only,
 * cols >= 3) without. */
mini_shape tui_mini_shape(int rows, int cols, int roominess, int marker);

/* What the layout depends on besides the window. */
typedef struct layout_view {
    int box_rows, box_cols; /* the shape of a box (a grid is box_rows * box_cols wide) */
    int ngrids;
    int pencil;     /* the pencil view: one grid, a mini-grid of notes a cell */
    int plain;      /* no notes on the board: the compact forms only */
    int cg, cr, cc; /* the cursor */
    int keep_scroll; /* 1 + the grid's first line in view before (ui.scroll),
                        kept while the cursor's box band is still in view,
                        so a click never moves the board under the mouse;
                        0: scrolled to the cursor */
} layout_view;

/* What a layout shows of the notes: the cells whose notes are in view at
 * once (in the grids' mini-grids, the zoom and the twin beside it), and the
 * grids shown. A larger window never shows less (tui_layout_more): never
 * no notes after some, never fewer grids while notes show, never fewer
 * notes with as many grids. */
typedef struct layout_measure {
    int notes, grids;
} layout_measure;

typedef struct layout {
    int box_rows, box_cols, n, ngrids;
    layout_form form;
    int cw, ch;            /* columns and lines per cell: 3 or 2 x 1 (a marker
                              column, the symbol, a closing column when 3), or
                              a mini-grid of notes (mini) */
    mini_shape mini;       /* the board's mini-grids (ch > 1) */
    int shown;             /* grids on screen: ngrids, or 1 (the cursor's grid) */
    int grid_w, grid_h;    /* of one grid, box lines included */
    int gap;               /* columns between a pair's grids */
    int top;               /* screen line of the first grid line shown */
    int scroll, view_h;    /* grid lines scrolled off above, and shown: whole
                              cells only (a scrolled mini-grid never shows
                              part of a cell) */
    int left[2];           /* x of each grid's left border; -1 when not shown */
    int label_x[2];        /* x of each grid's row numbers (label_w wide), -1
                              when not shown, no room, or a pair's second
                              grid has the zoom beside it (they would read as
                              the zoom's: the first's number the rows) */
    int names_y;           /* the line of "Grid A" and "Grid B" over a pair,
                              -1: the names are in the bottom borders */
    int info_x, info_y, info_w, info_h; /* the info area */
    int need_w, need_h;    /* the smallest window the game plays in */
    int fits;              /* the window is large enough */
    int label_w;           /* a row label's width (rows and columns are numbered) */
    int ruler;             /* lines of column numbers above the grids' first
                              line shown: 0 where they are in the top border;
                              1 above a scrolled grid; 2 where a cell is two
                              columns and numbers are (odd columns' numbers
                              over even ones', each whole) */
    /* the zoom (FORM_ZOOM): the cursor's box enlarged (as much of it as fits,
     * around the cursor), each cell its notes in place (zoom_mini) one line
     * apart in a frame whose top border names it; the cursor's twin beside
     * it in a frame of its own, its grid's name in the top border */
    int zoom_x, zoom_y, zoom_w, zoom_h; /* the frame */
    mini_shape zoom_mini;               /* a zoomed cell */
    int zoom_across, zoom_down; /* the cells shown; 0 when there is no zoom */
    int zoom_g, zoom_r0, zoom_c0; /* the grid, first row and column shown */
    int twin_x, twin_y, twin_cell; /* the twin's mini-grid (its frame around it);
                                      -1 with no zoom, and for one grid */
} layout;

/* The layout for the current window and view (the cursor picks the grid shown
 * and the scroll): tui_layout_for with curses' window size. */
layout tui_layout(const ui *u);
/* The layout of a cols x lines window for a view; curses-free. Of the ways
 * that fit, the one that shows the most (tui_layout_more), the roomiest of
 * those: a larger window never shows less. When it fits: line 0 is the
 * title; the grids shown (whole cells only), their numbers, the info area,
 * the zoom and the twin's frame lie inside the window apart; the zoom shows
 * the cursor's cell. When it does not, need_w x need_h is a window it fits. */
layout tui_layout_for(int cols, int lines, const layout_view *v);
/* 1 when a shows more than b: notes where b shows none, else more grids,
 * else more notes. */
int tui_layout_more(layout_measure a, layout_measure b);
/* The first screen line under all the board draws: the grids shown, the
 * zoom and the twin's frame (the lines from there down are the info's, or
 * free). */
int tui_board_end(const layout *L);
/* The screen line of grid line li (0 = top border), or -1 when scrolled off. */
int tui_line_y(const layout *L, int li);
/* The screen line of row r's first line, or -1 when scrolled off. */
int tui_cell_y(const layout *L, int r);
/* The screen column of grid g's column c, or -1 when g is not shown. */
int tui_cell_x(const layout *L, int g, int c);
/* Where column c's number starts above grid g (*y, *x; *y is -1 when its
 * line is scrolled off): over the cell's middle (a mini-grid's value), a
 * two-digit number one column left of it where a cell is two columns. */
void tui_col_number_at(const layout *L, int g, int c, int *y, int *x);
/* The screen line of row r's number (the line of a mini-grid's value), or
 * -1 when scrolled off. */
int tui_row_number_y(const layout *L, int r);
/* What L shows of the notes. */
layout_measure tui_layout_measure(const layout *L);
/* The screen line of row r's first line in the zoom, or -1 when not shown. */
int tui_zoom_y(const layout *L, int r);
/* The screen column of column c's first in the zoom, or -1 when not shown. */
int tui_zoom_x(const layout *L, int c);
/* The cell shown at screen position (y, x) (in a grid, the zoom or the twin
 * beside it), or -1. */
int tui_cell_at(const layout *L, int y, int x);
/* A space that never breaks a line, drawn as a space: between the words of
 * what reads as one (a cell's notes "notes: 1 5 9", a unit's entry). */
#define TUI_KEEP '\001'

/* One line of wrapped text: text[start .. start+len), then ".." when dots. */
typedef struct tui_span {
    int start, len, dots;
} tui_span;
/* Breaks text into at most `lines` lines of width w at spaces (a newline
 * always breaks); text that does not fit is shortened at a space and ends in
 * "..", never cut inside a word unless one word is longer than a line.
 * Fills out[0..lines) and returns the lines used. */
int tui_wrap(const char *text, int w, int lines, tui_span *out);
/* Breaks text into pages of at most `lines` lines of width w, at spaces as
 * tui_wrap does, never cutting a word that fits a line; the last line of a
 * page that more pages follow leaves more_w + 1 columns for a mark saying so.
 * Fills out[0..lines) with page `page` (modulo the pages: paging on comes
 * back to the first), its last line's dots set when more follows; returns its
 * lines and sets *pages (0 for an empty text). */
int tui_wrap_page(const char *text, int w, int lines, int more_w, int page, tui_span *out,
                  int *pages);

/* What the title line says; NULL or "" pieces are left out. */
typedef struct tui_title_parts {
    const char *size, *size_short; /* "k=4  16x16", "16x16" */
    const char *level;             /* "maximal, fiendish" */
    const char *seed;              /* "seed 12", or a loaded puzzle's "code ..." */
    int givens;
    const char *clock;
    int notes, paused, by_computer;
    const char *cell;              /* the cursor's cell, "A r13c15" */
    int cell_w;                    /* the widest cell name of the size ("A r16c16") */
} tui_title_parts;
/* The title in at most width characters: the givens, the seed, the level,
 * the long size and the computer's note go first when it is short; the
 * clock, the cursor's cell and NOTES (last) always stay (from 25 columns).
 * What goes is chosen as if NOTES were on and the cell name its widest, so
 * turning notes mode on or off and moving only change the end. Returns the
 * widest the title can be so (where it goes on the line never moves). */
int tui_title(char *buf, size_t len, int width, const tui_title_parts *p);
/* The game's status for the title line in width columns (tui_title): k,
 * size, level, seed (a daily's day, a loaded puzzle's code's beginning),
 * givens, time, the modes and the cursor's cell; returns the widest it can
 * be. */
int tui_status(const ui *u, const game_state *st, int paused, int width, char *buf, size_t len);

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
/* The key legend (from the key table) folded into at most `lines` lines of
 * width w, the lines apart by '\n', into buf; returns the lines used. The
 * briefs when they fit, else shorter words, else the shorter words that fit
 * with "? help" (the help lists every key) always last. */
int tui_legend(const ui *u, int w, int lines, char *buf, size_t len);
/* Draws tui_legend in lines y.. from column x; returns the lines used. */
int tui_draw_legend(const ui *u, int y, int x, int w, int lines);
/* Row i of the help's key list for this game: the keys and what they do;
 * 0 past the last row. */
int tui_key_help_row(const ui *u, int i, const char **keys, const char **help);
/* The symbols of n as the keys type them: "1-6", "1-9 A-C" (a static
 * buffer, valid until the next call). */
const char *tui_symbol_range(int n);

/* ---- tui_text.c: words and plain drawing ---- */
/* Says a message in the message line (u->msg), on its first page. */
__attribute__((format(printf, 2, 3))) void tui_say(ui *u, const char *fmt, ...);
/* Says a y/n question (text); returns what next asks it over the screen
 * shown, yes doing `yes` (the caller adds yes's argument). */
what_next tui_question(ui *u, todo yes, const char *text);
void tui_format_time(double seconds, char *buf, size_t len);
void tui_draw_centered(int y, const char *text);
/* Draws text from column x in width w on up to `lines` lines, breaking at
 * spaces (never at a TUI_KEEP); text that does not fit is shortened at a
 * space and ends in "..", never cut inside a word or number. Returns the
 * lines used. */
int tui_draw_wrapped(int y, int x, int w, int lines, const char *text);
/* The puzzle's code is shown whole, for a mouse copy that takes all of it and
 * nothing else: on a line of its own, or where it is wider than the room it
 * has, on whole lines of the window from column 0 (a line's end is no part of
 * it; nothing stands beside it). tui_code_rows: the window's lines it takes
 * so; tui_code_lines draws it on them from line y, each cleared whole (one
 * line centred when centred and it is narrower than the window). */
int tui_code_rows(const char *code);
void tui_code_lines(int y, const char *code, int centred);

/* ---- the screens: draw reads the state; key returns what to do next ----
 * Each screen's open (where it has one) is called by the dispatcher only,
 * when a what_next opens it; close frees what the screen holds (the program
 * ends). */

/* ---- the board: tui_game.c (its keys), tui_board.c, tui_cell.c,
 * tui_zoom.c (its drawing), tui_notes.c (the notes listed) ---- */
void tui_game_draw(const ui *u, const layout *L);
what_next tui_game_key(ui *u, action a, int value);
/* The game screen's title, status lines and legend; the grids when grids is 1,
 * else the paused notice (tui_paused.c). */
void tui_game_frame(const ui *u, const layout *L, int grids);
/* After a move: asks the life module whether the game is finished now and
 * shows what it says; what next opens the finish box when it is. */
what_next tui_after_move(ui *u);
/* A fingerprint of the game's state (entries, notes, check marks, solved by
 * the computer): a message said in another state is stale. */
uint64_t tui_state_stamp(const ui *u);
/* The message to show now: u->msg's, or "" when the player moved on. */
const char *tui_message(const ui *u);
/* Takes the board and the cursor a fresh message was said at (the
 * dispatcher, before each frame): it lasts while they do. */
void tui_message_said(ui *u);
/* A key came (the dispatcher, before the screen takes it): a hint's cells
 * go, but a hint pointed at keeps them while the key only moves the cursor
 * (its message stays: the player looks for its place). */
void tui_hint_fades(ui *u, action a);
/* A cell's notes as "1 5 9", sep between the symbols (none when sep is 0:
 * "159"); empty when none. */
void tui_notes_text(const game_state *st, int cell, char sep, char *buf, size_t len);
/* Draws the grids of L (lines, names, numbers, every cell and its
 * highlights) and the zoom, with the state st (tui_board.c). */
void tui_board_draw(const ui *u, const layout *L, const game_state *st);
/* tui_cell.c: draws a lattice from (y0, x0): across x down cells of cw x ch
 * with a line every every_x cells across and every every_y down, and around
 * them; only its lines from..from+count-1, from line y0 on (the rest are
 * scrolled off). */
void tui_lattice(int y0, int x0, int across, int down, int cw, int ch, int every_x,
                 int every_y, int from, int count);
/* tui_cell.c: the mark of a diagonal's cell: a backslash on the main
 * diagonal, '/' on the other, 'x' on both; ' ' off them (and without
 * diagonals). */
char tui_diagonal_mark(const geom *g, int cell);
/* tui_cell.c: draws cell as the mini-grid m of its notes at (y, x), with its
 * highlights hl (HL_*) and clash (bad[cell]): the marks in the marker
 * column, or without one a value's in its corners. */
void tui_mini_cell(const ui *u, const game_state *st, const uint8_t *bad, uint8_t hl, int cell,
                   int y, int x, const mini_shape *m);
/* tui_cell.c: draws cell plainly at (y, x), cw columns (2 or 3): a marker
 * column, the symbol, and a closing column when cw is 3, with its
 * highlights hl and clash (bad[cell]). */
void tui_plain_cell(const ui *u, const game_state *st, const uint8_t *bad, uint8_t hl, int cell,
                    int y, int x, int cw);
/* Draws the zoom of L (FORM_ZOOM) with the state st, its clashes (bad) and
 * highlights (hl): the cursor's box enlarged, notes in place, the twin
 * beside (tui_zoom.c). */
void tui_zoom_draw(const ui *u, const layout *L, const game_state *st, const uint8_t *bad,
                   const uint8_t *hl);
/* The notes of the cursor's row, column and box, listed (tui_notes.c). */
void tui_notes_draw(const ui *u, const layout *L);
what_next tui_notes_key(ui *u, action a, int value);

/* ---- over the board: the pause, the too-small window, the question ---- */
void tui_paused_draw(const ui *u, const layout *L);
/* The paused screen's middle, where the grids were (tui_game_frame draws it
 * in their place): how to go on, and the puzzle code whole (tui_code_rows):
 * on a line of its own under its label where it fits the grids' width, else
 * on whole lines of the window under the label where the info is not beside
 * them, else on the window's last lines. Returns those last lines (0: none):
 * the info stays above them. */
int tui_paused_text(const layout *L, const game_state *st);
what_next tui_paused_key(ui *u, action a, int value);
/* The window is too small for the layout (tui_small.c). */
void tui_small_draw(const ui *u, const layout *L);
what_next tui_small_key(ui *u, action a, int value);
/* tui_ask.c: answers the question waiting (u->ask, said in the message
 * line): yes gives its what_next (the yes with its argument), no DO_NOTHING. */
what_next tui_ask_key(ui *u, action a, int value);

/* ---- tui_help.c: the keys and the rules, paged ---- */
void tui_help_open(ui *u);
void tui_help_draw(const ui *u, const layout *L);
what_next tui_help_key(ui *u, action a, int value);

/* ---- tui_finish.c: the box over the board after a finish ----
 * The time, the best of its category, hints and checks, its place among
 * the last ten finishes by hand, the puzzle's code on a line of its own,
 * the keys. Enter or Esc shows the board, Ctrl-N a new game, q quits. */
void tui_finish_draw(const ui *u, const layout *L);
what_next tui_finish_key(ui *u, action a, int value);

/* ---- tui_menu.c: the new-game menu (Ctrl-N): k, level, pair or single,
 * symmetry, seed; the lines of tui_menu_more.c under them ---- */
/* Opens it on the game played's kind (a loaded puzzle's level: the player's). */
void tui_menu_open(ui *u);
/* The first start without arguments and nothing to resume: the menu with
 * no game behind it, the last choice (settings.h) preselected; Enter makes
 * the game (the choice is kept), Esc or q ends. */
void tui_menu_first(ui *u);
/* Back to the menu as it was left (its lines' saves read again). */
void tui_menu_back(ui *u);
void tui_menu_draw(const ui *u, const layout *L);
what_next tui_menu_key(ui *u, action a, int value);
/* The game the menu's fields make (the next one while it shows). */
const game_spec *tui_menu_choice(void);
/* Takes what keeping the menu's choice for the next start (settings.h) had
 * to say (a bad settings file moved aside), "" when nothing: it is told
 * with the new game. */
void tui_menu_take_note(char *buf, size_t len);
void tui_menu_close(void);
/* tui_menu_more.c: the menu's lines under the new-game fields: Give up
 * (the game played, unfinished: given up for a new game of the menu's
 * fields, asked y/n), Continue (the save played last, not this one), Daily
 * (the day's puzzle; "done in 00:28" once finished today), Saved games,
 * Statistics. tui_more_refresh reads the saves again (the menu opens);
 * tui_more_rows: how many lines there are; tui_more_draw draws them from
 * line y; tui_more_key: Enter on line i, the menu's fields being `menu`. */
void tui_more_refresh(void);
int tui_more_rows(const ui *u);
/* The widest of the lines tui_more_draw draws (the menu moves left to keep
 * them whole). */
int tui_more_width(const ui *u);
void tui_more_draw(const ui *u, int y, int x, int selected);
/* 1 when line i is Give up (the menu keeps its choice before it asks). */
int tui_more_gives_up(const ui *u, int i);
what_next tui_more_key(ui *u, int i, const game_spec *menu);
void tui_more_close(void);

/* ---- tui_saves.c: every save: Enter resumes it, x deletes it (asks y/n),
 * Esc goes back to the menu ---- */
void tui_saves_open(ui *u);
void tui_saves_draw(const ui *u, const layout *L);
what_next tui_saves_key(ui *u, action a, int value);
/* Deletes the save id (the question's yes), the list read again. */
void tui_saves_delete(ui *u, const char *id);
void tui_saves_close(void);

/* ---- tui_stats.c: the statistics of the history (stats.h); Esc goes back ---- */
void tui_stats_open(ui *u);
void tui_stats_draw(const ui *u, const layout *L);
what_next tui_stats_key(ui *u, action a, int value);
void tui_stats_close(void);

/* ---- tui_gen.c: the generation screen, never frozen; q cancels ---- */
/* Starts the game of spec (given up for the game played when give_up):
 * its puzzle taken from the store (store.h; with a seed, only the stored
 * one of that seed), else the one the store's filler is making (no seed
 * asked), else made now (a fresh seed when it has none) while the
 * generation screen shows. */
void tui_gen_start(ui *u, const game_spec *spec, int give_up);
void tui_gen_draw(const ui *u, const layout *L);
what_next tui_gen_key(ui *u, action a, int value);
/* Asks the puzzle being made: 0 while it is on its way; 1 when it is ready
 * (*out the new game, *spec what it was made of, *give_up as started); -1
 * when it was cancelled or could not be made. */
int tui_gen_poll(ui *u, game **out, game_spec *spec, int *give_up);
/* 1 when the last puzzle asked for was cancelled. */
int tui_gen_cancelled(void);
/* Stops and frees the puzzle being made (the program ends). */
void tui_gen_close(void);

/* ---- tui_ready.c: the next puzzles, made ahead in the background (fill.h)
 * and kept ready (store.h, the starter bank bank.h) ---- */
/* The store's filler (made on first use). */
struct fill *tui_filler(const ui *u);
/* Fills the store in the background for the menu's choice while it shows
 * (menu), else the current k, grids and level (menu NULL) (fill_poll);
 * called often while a game is played. */
void tui_prepare_next(ui *u, const game_spec *menu);
/* What the menu says of a new game of spec: "This one is ready: it starts
 * at once." (in store), "This one is being made already.", or NULL. */
const char *tui_readiness(const ui *u, const game_spec *spec);
/* A ready puzzle of spec into puzzle and sol: from the store (with a seed,
 * only the stored one of that seed; *seed its seed), else, with no seed
 * asked, from the starter bank (*banked: a puzzle with no seed). 1 when one
 * was taken. */
int tui_take_ready(const ui *u, const game_spec *spec, uint8_t *puzzle, uint8_t *sol,
                   uint64_t *seed, int *banked);
/* Stops the filler and frees it (the program ends). */
void tui_ready_close(void);

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
/* After endwin: the exit line of a saved game (life_exit_line), the
 * reason a signal could not save it, or that the first game was cancelled
 * (cancelled) before it was ready; returns the exit status. */
int tui_session_exit(const ui *u, int cancelled);

#endif
