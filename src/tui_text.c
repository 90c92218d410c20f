/* tui_text.c - words for the player, and plain drawing of text. */
#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "tui_int.h"

void tui_say(ui *u, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(u->msg.text, sizeof u->msg.text, fmt, ap);
    va_end(ap);
    u->msg.fresh = 1;
    u->msg.page = 0;
}

what_next tui_question(ui *u, todo yes, const char *text)
{
    tui_say(u, "%s", text);
    return (what_next){ .to = DO_ASK, .scr = u->scr, .yes = yes };
}

void tui_format_time(double seconds, char *buf, size_t len)
{
    life_format_time(seconds, buf, len);
}

void tui_draw_centered(int y, const char *text)
{
    int len = (int)strlen(text);
    mvaddnstr(y, COLS > len ? (COLS - len) / 2 : 0, text, COLS);
}

int tui_draw_wrapped(int y, int x, int w, int lines, const char *text)
{
    tui_span sp[64];
    int used = tui_wrap(text, w, lines < 64 ? lines : 64, sp);
    for (int i = 0; i < used; i++) {
        mvaddnstr(y + i, x, text + sp[i].start, sp[i].len);
        if (sp[i].dots)
            addstr("..");
    }
    return used;
}

layout tui_layout(const ui *u)
{
    const board_state *b = &u->board;
    layout_view v = { u->k, u->ngrids, b->pencil, b->plain, b->cg, b->cr, b->cc, b->scroll + 1 };
    return tui_layout_for(COLS, LINES, &v);
}
