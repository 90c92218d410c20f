/* tui_ask.c - a y/n question: shown in the message line, answered before any
 * other key counts. The question carries what yes does (a todo), which the
 * dispatcher (tui.c) carries out: no screen is called from here. */
#include <stdio.h>

#include "tui_int.h"

void tui_ask(ui *u, todo on_yes, const char *text)
{
    u->ask = on_yes;
    tui_say(u, "%s", text);
}

int tui_ask_key(ui *u, action a, int value)
{
    (void)value;
    todo on_yes = u->ask;
    if (a == ACT_RESIZE || a == ACT_MOUSE)
        return DO_NOTHING;
    if (a == ACT_PAGE_DOWN) { /* the next page of a long question */
        u->msg_page++;
        return DO_NOTHING;
    }
    u->ask = DO_NOTHING;
    if (a != ACT_YES) {
        tui_say(u, "Carry on.");
        return DO_NOTHING;
    }
    return on_yes;
}
