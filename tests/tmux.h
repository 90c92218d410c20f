/* tmux.h - the one library that drives the game in tmux for the terminal test
 * groups (e2e, tui, play levels): a session on a socket named after the test
 * process, keys, the screen (text and attributes), and waiting for a screen
 * state, never a fixed sleep.
 *
 * One timeout policy: every wait (a screen state, a game to end, a tmux
 * server to start, keys to be taken) fails the test after TM_TIMEOUT
 * seconds; generous, because a sanitized build on a busy machine is slow. */
#ifndef TEST_TMUX_H
#define TEST_TMUX_H

#include "grid.h"

#define TM_TIMEOUT 60.0

/* Names the socket and the game's XDG_DATA_HOME after the test process
 * (temp_path). */
void tm_setup(void);
/* Kills the server and removes the data folder. */
void tm_teardown(void);
/* tm_setup and tm_teardown as a cmocka group's setup and teardown. */
int tm_group_setup(void **state);
int tm_group_teardown(void **state);

/* The tmux session the calls below talk to: "play" unless told. */
void tm_use(const char *session);
/* Runs "tmux -L SOCKET <command>" quietly; its exit status. */
__attribute__((format(printf, 1, 2))) int tm_tmux(const char *fmt, ...);

/* Starts the game in a w x h window with the given arguments (env words may
 * come first in prefix, e.g. "NO_COLOR=1"); the pane shows EXIT=status at the
 * end. The binary's folder is first on the game's PATH, as an installed
 * game's is (prefix may set another PATH). Stops the session's last game
 * first. */
void tm_start(int w, int h, const char *prefix, const char *args);
/* The same with shell words run before the game (e.g. "ulimit -f 0;") and
 * another XDG_DATA_HOME (NULL: the test's own). */
void tm_start_in(int w, int h, const char *shell, const char *data_home, const char *prefix,
                 const char *args);
/* Ends the session and waits until the game has gone (a game that gets
 * SIGHUP saves itself first, and must not save into the next test); fails
 * when it outlives TM_TIMEOUT. */
void tm_stop(void);
/* Quits an unfinished game (q, then y: it is saved) and waits for its
 * exit, then tm_stop. */
void tm_quit(void);
/* From now on, appends all the pane's program writes to path (tmux
 * pipe-pane), escapes and carriage returns too: what was drawn and taken
 * away before a capture could see it. */
void tm_record(const char *path);
/* Sends keys (tmux send-keys words). */
void tm_keys(const char *keys);
/* A click of button b (0: the left) on line y, column x (0-based), as an
 * SGR (1006) report: press, then release. */
void tm_click(int b, int y, int x);
void tm_resize(int w, int h);
/* The pid of the game running in the session's pane (fails when none). */
long tm_game_pid(void);
/* The pane's terminal device (static buffer). */
const char *tm_pane_tty(void);
/* 1 when the pane is back on the normal screen (the game left curses). */
int tm_normal_screen(void);

/* The screen's text (free it); with escapes when attrs is 1. */
char *tm_screen(int attrs);
/* Polls until ok(screen, arg) holds (up to TM_TIMEOUT) on a screen that holds
 * still for two captures; returns that screen (free it), or fails with the
 * last screen and what was awaited. */
char *tm_wait_until(int (*ok)(const char *screen, const void *arg), const void *arg,
                    const char *what);
/* The same with the screen captured with escapes (tm_attrs_at reads it). */
char *tm_wait_until_e(int (*ok)(const char *screen_e, const void *arg), const void *arg,
                      const char *what);
/* Waits for text on the screen. */
char *tm_wait_for(const char *text);
/* Waits until text is gone from the screen. */
void tm_wait_gone(const char *text);
/* Waits until the game has taken every key sent: nothing waits in its
 * terminal's input queue and the screen holds still over captures longer
 * than the game's wait for the rest of an Escape sequence. */
void tm_wait_keys_taken(void);
/* Line y (0-based) of a screen, in a static buffer. */
const char *tm_line(const char *screen, int y);
/* 1 when a screen shows the puzzle code whole to a mouse copy: on one line
 * (in the finish box, or ending a line: nothing after it), or on whole lines
 * of their own from column 0, each cols wide but the last (a line's end is no
 * part of it). */
int tm_code_whole(const char *screen, const char *code, int cols);
/* Joins the lines of a wrapped message in place: "...file\n save" reads
 * "...file save"; returns s. */
char *tm_unwrap(char *s);
/* Attributes at display column x of line y of a screen captured with escapes
 * (tm_screen(1)): TM_BOLD | TM_DIM | TM_UNDERLINE | TM_REVERSE; *ch gets the
 * character there (box lines read as '|'). -1 when there is no such column. */
enum { TM_BOLD = 1, TM_DIM = 2, TM_UNDERLINE = 4, TM_REVERSE = 8 };
int tm_attrs_at(const char *screen_e, int y, int x, char *ch);

/* ---- the board, read where the layout (tui_layout_for) draws it ---- */
struct layout;
/* The value cell (g, r, c) shows on a screen captured with escapes: its
 * symbol, or '.' when it shows none (notes are dim, never a value); '?' when
 * the cell is not in view. */
char tm_cell_value(const char *screen_e, const struct layout *L, int g, int r, int c);
/* The values row r of grid g shows, "4..1" (static buffer). */
const char *tm_row_values(const char *screen_e, const struct layout *L, int g, int r);
/* The symbols of the mini-grid m (tui_int.h) whose top left is (y, x), in
 * order (symbol v at its place), into out. */
struct mini_shape;
void tm_notes_at(const char *screen, int y, int x, const struct mini_shape *m, char *out);
/* 1 when the mini-grid m at (y, x) holds exactly the symbols of notes, each
 * at its place, blank where absent. */
int tm_notes_in_place(const char *screen, int y, int x, const struct mini_shape *m,
                      const char *notes);

/* The layout the game has in a w x h window from the start (notes on the
 * board) for boxes of box_rows x box_cols and ngrids grids, the cursor
 * brought to (g, r, c) from r1c1 of grid g (Tab to B first), Down r times,
 * then Right c times: a scrolled board stays while the cursor's band is in
 * view (layout_view.keep_scroll), as the game keeps it. */
struct layout tm_board_layout(int w, int h, int box_rows, int box_cols, int ngrids, int g, int r,
                              int c);
/* Where the notes of cell (g, r, c) stand on a screen of layout L: its
 * mini-grid on the board, its zoomed cell, or the twin beside the zoom
 * (*y, *x: the cell's top left, *m its mini-grid); 0 when nowhere. */
int tm_notes_place(const struct layout *L, int g, int r, int c, int *y, int *x,
                   const struct mini_shape **m);
/* Cell (g, r, c) shows exactly the notes of the string notes (symbols,
 * tm_mask_symbols), each at its place; fails with the screen when not, or
 * when they are nowhere. */
void tm_check_notes(const char *screen_e, const struct layout *L, int g, int r, int c,
                    const char *notes);
/* The symbols of a mask of notes of n symbols, packed: "14C". */
void tm_mask_symbols(grid_mask m, int n, char *buf);

/* The game's data folder ($XDG_DATA_HOME). */
const char *tm_data_home(void);

#endif
