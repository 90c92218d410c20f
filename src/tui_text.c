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
}

void tui_format_time(double seconds, char *buf, size_t len)
{
    long s = (long)seconds;
    if (s >= 3600)
        snprintf(buf, len, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    else
        snprintf(buf, len, "%02ld:%02ld", s / 60, s % 60);
}

void tui_cell_name(const geom *g, int cell, char *buf, size_t len)
{
    if (g->ngrids == 2)
        snprintf(buf, len, "%c r%dc%d", 'A' + geom_grid_of(g, cell), geom_row(g, cell) + 1,
                 geom_col(g, cell) + 1);
    else
        snprintf(buf, len, "r%dc%d", geom_row(g, cell) + 1, geom_col(g, cell) + 1);
}

void tui_draw_centered(int y, const char *text)
{
    int len = (int)strlen(text);
    mvaddnstr(y, COLS > len ? (COLS - len) / 2 : 0, text, COLS);
}

void tui_draw_wrapped(int y, int lines, const char *text)
{
    int width = COLS - 2;
    for (int i = 0; i < lines && *text && width > 0; i++) {
        int len = (int)strlen(text);
        if (len > width) {
            len = width;
            while (len > width / 2 && text[len] != ' ')
                len--;
            if (text[len] != ' ')
                len = width;
        }
        mvaddnstr(y + i, 1, text, len);
        text += len;
        while (*text == ' ')
            text++;
    }
}
