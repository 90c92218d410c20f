/* tui_finish.c - the finish box (issue 28): shown over the board when a game
 * has just been finished. It says what the life module found (life_result:
 * the time, how, the best of the category and the one it beat, hints and
 * checks, the place among the last ten finishes by hand, the daily), the
 * puzzle's code on a line of its own (to copy), and what the keys do now:
 * the board takes no more entries. Enter or Esc shows the board; other keys
 * (typed on after the last entry) do nothing. */
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "stats.h"
#include "tui_int.h"

#define BOX_LINES 14

/* "1st", "2nd", "3rd", "4th", ..., "11th", "12th", "13th", "21st" */
static const char *ordinal(int n)
{
    int last = n % 10, teen = n % 100 >= 11 && n % 100 <= 13;
    return teen || last > 3 || last == 0 ? "th" : last == 1 ? "st" : last == 2 ? "nd" : "rd";
}

/* The box's lines (at most BOX_LINES, each without the border); returns how
 * many. */
static int box_lines(const ui *u, char lines[BOX_LINES][128])
{
    const life_result *r = &u->lf.result;
    char clock[32], best[32], was[32];
    int n = 0;
    tui_format_time(r->seconds, clock, sizeof clock);
    tui_format_time(r->best, best, sizeof best);
    tui_format_time(r->previous, was, sizeof was);
    if (r->daily) {
        char date[16];
        daily_format_date(r->date, date, sizeof date);
        snprintf(lines[n++], 128, "Daily %s solved %s in %s", date,
                 r->how == HIST_HAND ? "by hand" : "with help", clock);
    } else {
        snprintf(lines[n++], 128, "Solved %s in %s", r->how == HIST_HAND ? "by hand" : "with help",
                 clock);
    }
    snprintf(lines[n++], 128, "%s", r->kind);
    lines[n++][0] = '\0';
    if (r->how == HIST_HELP && r->computer_move)
        snprintf(lines[n++], 128, "Not a best time: the computer showed the solution.");
    else if (r->how == HIST_HELP)
        snprintf(lines[n++], 128, "Not a best time: %d hint%s placed a value.", r->reveals,
                 r->reveals == 1 ? "" : "s");
    else if (r->new_best && r->previous >= 0)
        snprintf(lines[n++], 128, "A new best for this kind! (was %s)", was);
    else if (r->new_best)
        snprintf(lines[n++], 128, "Your first finish of this kind: the best so far.");
    else if (r->best >= 0)
        snprintf(lines[n++], 128, "Best of this kind: %s", best);
    snprintf(lines[n++], 128, "Hints %d, checks %d", r->hints, r->checks);
    if (r->place > 0 && r->of > 1)
        snprintf(lines[n++], 128, "%d%s of your last %d finishes by hand of this kind", r->place,
                 ordinal(r->place), r->of);
    if (r->note[0])
        snprintf(lines[n++], 128, "(The history could not be kept.)");
    lines[n++][0] = '\0';
    snprintf(lines[n++], 128, "%s", r->daily ? "To share (the code plays it anywhere):"
                                             : "The puzzle's code (--load CODE plays it again):");
    return n;
}

void tui_finish_draw(const ui *u, const layout *L)
{
    tui_game_frame(u, L, 1);
    char lines[BOX_LINES][128];
    int n = box_lines(u, lines);
    char code[HISTORY_MAX_LINE + 128];
    if (u->lf.result.daily)
        life_finish_line(&u->lf, 1, code, sizeof code); /* the day, the time, the code */
    else
        snprintf(code, sizeof code, "%s", u->lf.result.code);
    int clen = (int)strlen(code), cl = COLS > 0 ? (clen + COLS - 1) / COLS : 1;
    if (n + 2 + cl + 3 > LINES) {
        /* a long code (25x25) in a small window: never a part of it to copy */
        snprintf(code, sizeof code, "(Its code, %d characters, shows whole in a taller window; "
                                    "--stats names the codes of the best times.)", clen);
        clen = (int)strlen(code);
        cl = COLS > 0 ? (clen + COLS - 1) / COLS : 1;
    }
    int w = COLS - 4 < 60 ? COLS - 4 : 60, x = (COLS - w) / 2;
    int h = n + 2 + cl + 3, y = (LINES - h) / 2;
    if (y < 0)
        y = 0;
    /* the box: a frame, the lines, the code unframed across the window, the keys */
    attrset(A_NORMAL);
    for (int i = 0; i < h && y + i < LINES; i++)
        mvhline(y + i, x, ' ', w);
    mvaddch(y, x, ACS_ULCORNER);
    mvhline(y, x + 1, ACS_HLINE, w - 2);
    mvaddch(y, x + w - 1, ACS_URCORNER);
    for (int i = 0; i < n; i++) {
        mvaddch(y + 1 + i, x, ACS_VLINE);
        mvaddch(y + 1 + i, x + w - 1, ACS_VLINE);
        attrset(i == 0 ? A_BOLD : A_NORMAL);
        mvaddnstr(y + 1 + i, x + 2, lines[i], w - 4);
        attrset(A_NORMAL);
    }
    mvaddch(y + 1 + n, x, ACS_LLCORNER);
    mvhline(y + 1 + n, x + 1, ACS_HLINE, w - 2);
    mvaddch(y + 1 + n, x + w - 1, ACS_LRCORNER);
    int cy = y + 2 + n;
    for (int i = 0; i <= cl + 1 && cy + i < LINES; i++) { /* the code's lines and the keys' */
        move(cy + i, 0);
        clrtoeol();
    }
    for (int i = 0; i < cl && cy + i < LINES; i++)
        mvaddnstr(cy + i, 0, code + i * COLS, COLS);
    char keys[160], knew[32];
    snprintf(knew, sizeof knew, "%s", tui_key_name(ACT_NEW));
    snprintf(keys, sizeof keys, "%s new game   %s the board   %s quit", knew,
             tui_key_names(ACT_ENTER), tui_key_name(ACT_QUIT));
    int ky = cy + cl + 1, klen = (int)strlen(keys);
    if (ky < LINES) {
        attrset(A_REVERSE);
        mvaddnstr(ky, klen < w ? x + (w - klen) / 2 : x, keys, w);
        attrset(A_NORMAL);
    }
}

int tui_finish_key(ui *u, action a, int value)
{
    (void)value;
    switch (a) {
    case ACT_NEW: u->scr = SCR_GAME; return DO_MENU;
    case ACT_QUIT: return DO_END;
    case ACT_ENTER:
    case ACT_NO:
    case ACT_YES:
        u->scr = SCR_GAME; /* the board, as it was finished */
        return DO_NOTHING;
    default: return DO_NOTHING; /* keys typed on after the last entry */
    }
}
