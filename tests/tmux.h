/* tmux.h - driving the game in tmux for the terminal test groups: a session on
 * an own socket, keys, the screen (text and attributes), and waiting for a
 * screen state with a generous bound (never a fixed sleep). */
#ifndef TEST_TMUX_H
#define TEST_TMUX_H

/* Names the socket and the game's XDG_DATA_HOME after the test process. */
void tm_setup(void);
/* Kills the server and removes the data folder. */
void tm_teardown(void);
/* tm_setup and tm_teardown as a cmocka group's setup and teardown. */
int tm_group_setup(void **state);
int tm_group_teardown(void **state);
/* Starts the game in a w x h window with the given arguments (env words may
 * come first in prefix, e.g. "NO_COLOR=1"); the pane shows EXIT=status at the end. */
void tm_start(int w, int h, const char *prefix, const char *args);
/* Ends the session and waits until the game has gone. */
void tm_stop(void);
void tm_keys(const char *keys);
void tm_resize(int w, int h);
/* The screen's text (free it); with escapes when attrs is 1. */
char *tm_screen(int attrs);
/* Polls until ok(screen, arg) holds (up to `seconds`); returns that screen
 * (free it), or fails with the last screen and what was awaited. */
char *tm_wait_until(int (*ok)(const char *screen, const void *arg), const void *arg,
                    const char *what, double seconds);
/* Waits (up to 30 s) for text on the screen. */
char *tm_wait_for(const char *text);
/* Waits (up to 30 s) until text is gone from the screen. */
void tm_wait_gone(const char *text);
/* Line y (0-based) of a screen, in a static buffer. */
const char *tm_line(const char *screen, int y);
/* Attributes at display column x of line y of a screen captured with escapes
 * (tm_screen(1)): TM_BOLD | TM_DIM | TM_UNDERLINE | TM_REVERSE; *ch gets the
 * character there (box lines read as '|'). -1 when there is no such column. */
enum { TM_BOLD = 1, TM_DIM = 2, TM_UNDERLINE = 4, TM_REVERSE = 8 };
int tm_attrs_at(const char *screen_e, int y, int x, char *ch);

/* The game's data folder ($XDG_DATA_HOME). */
const char *tm_data_home(void);

#endif
