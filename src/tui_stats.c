/* tui_stats.c - the statistics screen, from the new-game menu:
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

/* The screen's own state: the history read when it opens, its rows. */
static struct {
    int open;
    history_list h;
    stats_row *rows;
    int n;
    stats_streaks streaks;
    char note[IO_ERRLEN]; /* what reading the history said */
    int top;              /* the first row shown */
} stats;

void tui_stats_close(void)
{
    if (!stats.open)
        return;
    history_free(&stats.h);
    free(stats.rows);
    memset(&stats, 0, sizeof stats);
}

void tui_stats_open(ui *u)
{
    (void)u;
    tui_stats_close();
    stats.open = 1;
    stats_load(&stats.h, stats.note);
    stats_filter all = STATS_ALL;
    stats.n = stats_rows(&stats.h, &all, &stats.rows);
    stats.streaks = stats_streaks_of(&stats.h, &all, daily_today());
}

void tui_stats_draw(const ui *u, const layout *L)
{
    (void)u, (void)L;
    if (!stats.open)
        return;
    attrset(A_BOLD);
    mvaddnstr(0, 1, "Statistics (from the history of games; --stats prints them)", COLS - 2);
    attrset(A_NORMAL);
    char line[200];
    int y = 2, rows = LINES - 9;
    if (stats.n == 0) {
        tui_draw_wrapped(y, 1, COLS - 2, 3, "No games yet: a game counts when it ends (finished, "
                                            "solved by the computer, or given up for a new one).");
        y += 3;
    } else {
        stats_format_row(NULL, line, sizeof line);
        attrset(A_UNDERLINE);
        mvaddnstr(y++, 1, line, COLS - 2);
        attrset(A_NORMAL);
        for (int i = stats.top; i < stats.n && i - stats.top < rows; i++) {
            stats_format_row(&stats.rows[i], line, sizeof line);
            mvaddnstr(y++, 1, line, COLS - 2);
        }
    }
    y++;
    char daily[160];
    stats_format_streaks(&stats.streaks, line, daily);
    y += tui_draw_wrapped(y, 1, COLS - 2, 2, line);
    y += tui_draw_wrapped(y, 1, COLS - 2, 2, daily);
    if (stats.note[0])
        tui_draw_wrapped(y + 1, 1, COLS - 2, 2, stats.note);
    tui_draw_wrapped(LINES - 1, 1, COLS - 2, 1,
                     stats.n > rows ? "Up/Down scroll, Esc goes back." : "Esc goes back.");
}

what_next tui_stats_key(ui *u, action a, int value)
{
    (void)u, (void)value;
    switch (a) {
    case ACT_UP:
    case ACT_PAGE_UP: stats.top -= stats.top > 0; break;
    case ACT_DOWN:
    case ACT_PAGE_DOWN: stats.top += stats.top + 1 < stats.n; break;
    case ACT_NO:
    case ACT_QUIT:
    case ACT_NEW:
    case ACT_ENTER:
        tui_stats_close();
        return tui_open(SCR_MENU);
    default: break;
    }
    return tui_do(DO_NOTHING);
}
