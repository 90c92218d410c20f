/* tui_help.c - the help screen: the keys (from the key table) and the rules. */
#include <curses.h>

#include "tui_int.h"

void tui_help_draw(const ui *u, const layout *L)
{
    (void)L;
    int y = 1;
    attrset(A_BOLD);
    tui_draw_centered(y++, "sudokupair-tui: the keys");
    attrset(A_NORMAL);
    y++;
    y = tui_draw_key_help(u, y, LINES - 5);
    y++;
    if (u->ngrids == 2)
        y += tui_draw_wrapped(y, 2, COLS - 4, 3,
                              "Both grids must be valid Sudokus, and no position may hold the "
                              "same symbol in A and B. ! marks a clash, ? an entry found wrong "
                              "by a check.");
    else
        y += tui_draw_wrapped(y, 2, COLS - 4, 3,
                              "Every row, column and box holds each symbol once. ! marks a "
                              "clash, ? an entry found wrong by a check.");
    y += tui_draw_wrapped(y, 2, COLS - 4, 3,
                          "Hints and levels use one ladder of techniques: singles (easy); "
                          "pointing, claiming, pairs and triples (medium); X-wing, swordfish, "
                          "pair chains (hard); one-step trials (fiendish). man sudokupair-tui "
                          "explains each.");
    mvaddnstr(y + 1, 2, "Press any key to go back to the game.", COLS - 4);
}

int tui_help_key(ui *u, action a, int value)
{
    (void)value;
    if (a != ACT_RESIZE && a != ACT_MOUSE)
        u->scr = SCR_GAME;
    return 0;
}
