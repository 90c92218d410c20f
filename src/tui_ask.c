/* tui_ask.c - a y/n question: shown in the message line, answered before any
 * other key counts. Its state is the next of its yes (u->ask), which the
 * dispatcher (tui.c) carries out: no screen is called from here. */
#include "tui_int.h"

what_next tui_ask_key(ui *u, action a, int value)
{
    (void)value;
    what_next on_yes = u->ask;
    if (a == ACT_RESIZE || a == ACT_MOUSE)
        return tui_do(DO_NOTHING);
    if (a == ACT_PAGE_DOWN) { /* the next page of a long question */
        u->msg.page++;
        return tui_do(DO_NOTHING);
    }
    u->ask = tui_do(DO_NOTHING);
    if (a != ACT_YES) {
        tui_say(u, "Carry on.");
        return tui_do(DO_NOTHING);
    }
    on_yes.to = on_yes.yes;
    return on_yes;
}
