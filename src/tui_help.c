/* tui_help.c - the help screen: the keys (from the key table) and the rules. */
#include <curses.h>

#include "tui_int.h"

/* Draws a paragraph in the rows left above the last line; returns the rows used. */
static int paragraph(int y, int last, const char *text)
{
    int room = last - y;
    return room > 0 ? tui_draw_wrapped(y, 2, COLS - 4, room < 3 ? room : 3, text) : 0;
}

void tui_help_draw(const ui *u, const layout *L)
{
    (void)L;
    int y = 0, last = LINES - 1; /* the last line says how to go back */
    attrset(A_BOLD);
    tui_draw_centered(y++, "sudokupair-tui: the keys");
    attrset(A_NORMAL);
    y = tui_draw_key_help(u, y + 1, last - 4);
    y += paragraph(y, last,
                   u->ngrids == 2
                       ? "Both grids must be valid Sudokus, and no position may hold the same "
                         "symbol in A and B. ! marks a clash, ? an entry found wrong by a check. "
                         "The cursor's row, column and box are underlined; its twin and its "
                         "symbol reversed."
                       : "Every row, column and box holds each symbol once. ! marks a clash, ? "
                         "an entry found wrong by a check. The cursor's row, column and box are "
                         "underlined; its symbol reversed.");
    paragraph(y, last, "Hints and levels: singles (easy); pointing, claiming, pairs, triples "
                       "(medium); X-wing, swordfish, pair chains (hard); trials (fiendish).");
    mvaddnstr(last, 2, "Press any key to go back to the game.", COLS - 4);
}

int tui_help_key(ui *u, action a, int value)
{
    (void)value;
    if (a != ACT_RESIZE && a != ACT_MOUSE)
        u->scr = SCR_GAME;
    return 0;
}
