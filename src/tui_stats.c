/* tui_stats.c - the statistics screen (issue 28), from the new-game menu:
 * the table of --stats (stats.h) for every kind of game played, the days in
 * a row, and the daily streak; j/k or the arrows scroll, Esc goes back. The
 * history is read when the screen opens. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"
#include "tui_int.h"
#include "util.h"

struct stats_view {
    history_list h;
    stats_row *rows;
    int n;
    stats_streaks streaks;
    char note[IO_ERRLEN]; /* what reading the history said */
};

void tui_stats_open(ui *u)
{
    tui_record_free_stats(u);
    struct stats_view *v = xcalloc(1, sizeof *v);
    stats_load(&v->h, v->note);
    stats_filter all = { 0, 0, STATS_ANY_LEVEL };
    v->n = stats_rows(&v->h, &all, &v->rows);
    v->streaks = stats_streaks_of(&v->h, &all, daily_today());
    u->stats = v;
    u->stats_top = 0;
    u->scr = SCR_STATS;
}

void tui_record_free_stats(ui *u)
{
    if (!u->stats)
        return;
    history_free(&u->stats->h);
    free(u->stats->rows);
    free(u->stats);
    u->stats = NULL;
}

void tui_stats_draw(const ui *u, const layout *L)
{
    (void)L;
    const struct stats_view *v = u->stats;
    if (!v)
        return;
    attrset(A_BOLD);
    mvaddnstr(0, 1, "Statistics (from the history of games; --stats prints them)", COLS - 2);
    attrset(A_NORMAL);
    char line[200];
    int y = 2, rows = LINES - 9;
    if (v->n == 0) {
        tui_draw_wrapped(y, 1, COLS - 2, 3, "No games yet: a game counts when it ends (finished, "
                                            "solved by the computer, or given up for a new one).");
        y += 3;
    } else {
        stats_format_row(NULL, line, sizeof line);
        attrset(A_UNDERLINE);
        mvaddnstr(y++, 1, line, COLS - 2);
        attrset(A_NORMAL);
        for (int i = u->stats_top; i < v->n && i - u->stats_top < rows; i++) {
            stats_format_row(&v->rows[i], line, sizeof line);
            mvaddnstr(y++, 1, line, COLS - 2);
        }
    }
    y++;
    char daily[160];
    stats_format_streaks(&v->streaks, line, daily);
    y += tui_draw_wrapped(y, 1, COLS - 2, 2, line);
    y += tui_draw_wrapped(y, 1, COLS - 2, 2, daily);
    if (v->note[0])
        tui_draw_wrapped(y + 1, 1, COLS - 2, 2, v->note);
    tui_draw_wrapped(LINES - 1, 1, COLS - 2, 1,
                     v->n > rows ? "Up/Down scroll, Esc goes back." : "Esc goes back.");
}

int tui_stats_key(ui *u, action a, int value)
{
    (void)value;
    int n = u->stats ? u->stats->n : 0;
    switch (a) {
    case ACT_UP:
    case ACT_PAGE_UP: u->stats_top -= u->stats_top > 0; break;
    case ACT_DOWN:
    case ACT_PAGE_DOWN: u->stats_top += u->stats_top + 1 < n; break;
    case ACT_NO:
    case ACT_QUIT:
    case ACT_NEW:
    case ACT_ENTER:
        tui_record_free_stats(u);
        tui_menu_back(u);
        break;
    default: break;
    }
    return DO_NOTHING;
}
