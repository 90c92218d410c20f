/* tui_paused.c - the paused screen: the grids hidden, the clock stopped. */
#include "tui_int.h"

void tui_paused_draw(const ui *u, const layout *L) { tui_game_frame(u, L, 0); }

what_next tui_paused_key(ui *u, action a, int value)
{
    (void)value;
    if (a == ACT_PAUSE)
        return tui_open(SCR_GAME);
    if (a == ACT_QUIT)
        return tui_question(u, DO_QUIT, "Quit? This game is saved for next time. (y/n)");
    return tui_do(DO_NOTHING);
}
