/* tui_finish.c - the finish box (issue 28): shown over the board when a game
 * has just been finished. It says what the life module found (life_result:
 * the time, how, the best of the category and the one it beat, hints and
 * checks, the place among the last ten finishes by hand, the daily), the
 * puzzle's code on lines of its own inside the box (to copy: the box is as
 * wide as the window allows, so a 9x9 code stands on one line), and what the
 * keys do now:
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
        snprintf(lines[n++], 128, "%s",
                 r->history_kept ? "(A history file that could not be read was moved aside.)"
                                 : "(The history could not be kept.)");
    lines[n++][0] = '\0';
    snprintf(lines[n++], 128, "%s", r->daily ? "To share (the code plays it anywhere):"
                                             : "The puzzle's code (--load CODE plays it again):");
    return n;
}

/* Draws a box of h lines and w columns at y, x: its frame, its inside cleared. */
static void frame(int y, int x, int h, int w)
{
    attrset(A_NORMAL);
    for (int i = 0; i < h && y + i < LINES; i++) {
        mvhline(y + i, x, ' ', w);
        mvaddch(y + i, x, i == 0 ? ACS_ULCORNER : i == h - 1 ? ACS_LLCORNER : ACS_VLINE);
        mvaddch(y + i, x + w - 1, i == 0 ? ACS_URCORNER : i == h - 1 ? ACS_LRCORNER : ACS_VLINE);
    }
    mvhline(y, x + 1, ACS_HLINE, w - 2);
    if (y + h - 1 < LINES)
        mvhline(y + h - 1, x + 1, ACS_HLINE, w - 2);
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
    /* the box as wide as the code needs (on one line where the window
     * allows), the code inside it on lines of its own */
    int clen = (int)strlen(code), w = clen + 4 > 60 ? clen + 4 : 60;
    if (w > COLS - 2)
        w = COLS - 2;
    int inner = w - 4 > 1 ? w - 4 : 1, cl = (clen + inner - 1) / inner;
    if (n + cl + 4 > LINES) {
        /* a long code (25x25) in a small window: never a part of it to copy */
        snprintf(code, sizeof code, "(Its code, %d characters, shows whole in a larger window; "
                                    "--stats names the codes of the best times.)", clen);
        clen = (int)strlen(code);
        cl = (clen + inner - 1) / inner;
    }
    int h = n + cl + 4, x = (COLS - w) / 2, y = (LINES - h) / 2;
    if (y < 0)
        y = 0;
    frame(y, x, h, w);
    for (int i = 0; i < n; i++) {
        attrset(i == 0 ? A_BOLD : A_NORMAL);
        mvaddnstr(y + 1 + i, x + 2, lines[i], inner);
    }
    attrset(A_BOLD);
    for (int i = 0; i < cl && y + 1 + n + i < LINES; i++)
        mvaddnstr(y + 1 + n + i, x + 2, code + i * inner, inner);
    attrset(A_NORMAL);
    char keys[160], knew[32];
    snprintf(knew, sizeof knew, "%s", tui_key_name(ACT_NEW));
    snprintf(keys, sizeof keys, "%s new game   %s the board   %s quit", knew,
             tui_key_names(ACT_ENTER), tui_key_name(ACT_QUIT));
    int ky = y + h - 2, klen = (int)strlen(keys);
    if (ky < LINES) {
        attrset(A_REVERSE);
        mvaddnstr(ky, klen < inner ? x + 2 + (inner - klen) / 2 : x + 2, keys, inner);
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
