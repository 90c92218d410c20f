/* tui_paused.c - the paused screen: the grids hidden, the clock stopped. */
#include "tui_int.h"

void tui_paused_draw(const ui *u, const layout *L) { tui_game_frame(u, L, 0); }

int tui_paused_key(ui *u, action a, int value)
{
    (void)value;
    if (a == ACT_PAUSE)
        u->scr = SCR_GAME;
    else if (a == ACT_QUIT)
        tui_ask(u, DO_QUIT, "Quit? This game is saved for next time. (y/n)");
    return DO_NOTHING;
}
