/* tui_small.c - the screen shown while the window is too small for the grids:
 * only quitting (and answering) works there. */
#include <curses.h>
#include <stdio.h>

#include "tui_int.h"

void tui_small_draw(const ui *u, const layout *L)
{
    char line[200];
    snprintf(line, sizeof line, "The window is %dx%d;", COLS, LINES);
    tui_draw_centered(LINES / 2 - 2, line);
    snprintf(line, sizeof line, "this %dx%d %s needs at least %dx%d.", L->n, L->n,
             L->ngrids == 2 ? "pair" : "grid", L->need_w, L->need_h);
    tui_draw_centered(LINES / 2 - 1, line);
    tui_draw_centered(LINES / 2 + 1, "Make it larger, or press q to quit.");
    if (u->ask != ASK_NONE)
        tui_draw_wrapped(LINES / 2 + 3, LINES - LINES / 2 - 3, u->msg);
}

int tui_small_key(ui *u, action a, int value)
{
    (void)value;
    if (a != ACT_QUIT)
        return 0;
    if (u->was_complete)
        return 1;
    return tui_session_quit(u);
}
