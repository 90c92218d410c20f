/* tui_ask.c - a y/n question: shown in the message line, answered before any
 * other key counts. */
#include <stdio.h>

#include "tui_int.h"

void tui_ask(ui *u, question q, const char *text)
{
    u->ask = q;
    tui_say(u, "%s", text);
}

int tui_ask_key(ui *u, action a, int value)
{
    (void)value;
    question q = u->ask;
    if (a == ACT_RESIZE || a == ACT_MOUSE)
        return 0;
    u->ask = ASK_NONE;
    if (a != ACT_YES) {
        tui_say(u, "Carry on.");
        return 0;
    }
    switch (q) {
    case ASK_QUIT:
        return tui_session_quit(u);
    case ASK_QUIT_UNSAVED:
        return 1;
    case ASK_SOLVE:
        game_solve(u->gm);
        tui_after_move(u);
        break;
    case ASK_NEW:
        tui_new_game(u);
        break;
    case ASK_NONE:
        break;
    }
    return 0;
}
