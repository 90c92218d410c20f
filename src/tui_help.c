/* tui_help.c - the help screen: the keys (from the key table) and the rules. */
#include <curses.h>

#include "tui_int.h"

void tui_help_draw(const ui *u, const layout *L)
{
    (void)L;
    int y = 0;
    attrset(A_BOLD);
    tui_draw_centered(y++, "sudokupair-tui: the keys");
    attrset(A_NORMAL);
    y++;
    y = tui_draw_key_help(u, y, LINES - 4);
    const char *rules =
        u->ngrids == 2
            ? "Both grids must be valid Sudokus, and no position may hold the same symbol in "
              "A and B. ! marks a clash, ? an entry found wrong by a check. The cursor's row, "
              "column and box are underlined; its twin and its symbol reversed."
            : "Every row, column and box holds each symbol once. ! marks a clash, ? an entry "
              "found wrong by a check. The cursor's row, column and box are underlined; its "
              "symbol reversed.";
    if (y < LINES - 2)
        tui_draw_wrapped(y, 2, COLS - 4, LINES - 2 - y, rules);
    tui_draw_wrapped(LINES - 1, 2, COLS - 4, 1, "Press any key to go back to the game.");
}

int tui_help_key(ui *u, action a, int value)
{
    (void)value;
    if (a != ACT_RESIZE && a != ACT_MOUSE)
        u->scr = SCR_GAME;
    return 0;
}
