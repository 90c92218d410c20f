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
    vsnprintf(u->msg, sizeof u->msg, fmt, ap);
    va_end(ap);
    u->msg_fresh = 1;
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
    int used = 0;
    while (*text == ' ' || *text == '\n')
        text++;
    for (; used < lines && *text && w > 0; used++) {
        int len = (int)strcspn(text, "\n"); /* a newline always breaks */
        int last = used == lines - 1;
        int more = text[len] == '\n' && text[len + 1];
        if (len > w || (last && more)) {
            /* break at the last space that fits; on the last line leave room for ".." */
            int room = last ? w - 2 : w;
            int cut = room < len ? room : len;
            if (cut < len)
                while (cut > 0 && text[cut] != ' ')
                    cut--;
            if (cut <= 0)
                cut = room > 0 ? room : w; /* one word longer than the line */
            mvaddnstr(y + used, x, text, cut);
            if (last && room > 0) {
                addstr("..");
                return used + 1;
            }
            len = cut;
        } else {
            mvaddnstr(y + used, x, text, len);
        }
        text += len;
        if (*text == '\n')
            text++;
        while (*text == ' ')
            text++;
    }
    return used;
}
