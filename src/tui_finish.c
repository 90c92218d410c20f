/* tui_finish.c - the finish box: shown over the board when a game
 * has just been finished. It says what the life module found (life_result:
 * the time, how, the best of the category and the one it beat, hints and
 * checks, the place among the last ten finishes by hand, the daily), the
 * puzzle's code, never cut or wrapped inside the box (code_place: a mouse
 * copy takes the whole code and no border), and what the keys do now:
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

/* The box's lines (at most BOX_LINES - 3, each without the border) but the
 * code's; returns how many. */
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
                 !r->history_kept                 ? "(The history could not be kept.)"
                 : strstr(r->note, "and kept the") ? "(A bad history file moved aside; its good "
                                                     "lines are kept.)"
                                                   : "(A history file that could not be read was "
                                                     "moved aside.)");
    lines[n++][0] = '\0';
    return n;
}

/* Where the puzzle's code stands, so that a mouse copy takes all of it and
 * no border: in the box on a line of its own (after a daily's words on their
 * line when both fit, else under them), on the window's line under the box
 * when it fits the window but not the box, on whole lines of the window
 * under the box when it is wider than the window (a line end is no part of
 * it), or nowhere when those lines do not fit (the box says where it is). */
typedef enum { CODE_ONE_LINE, CODE_IN_BOX, CODE_UNDER, CODE_ROWS, CODE_NONE } code_place;

typedef struct finish_plan {
    code_place place;
    int w, inner; /* the box's width, and its text's */
    int rows;     /* the window's lines under the box that hold the code */
} finish_plan;

/* The box's width for a widest line of `widest` characters: 60 at least,
 * the window's less 2 at most. */
static int box_width(int widest)
{
    int w = widest + 4 > 60 ? widest + 4 : 60;
    return w > COLS - 2 ? COLS - 2 : w;
}

/* The plan for a box of n lines (the label and the code's lines not
 * counted), a daily's words of wlen characters (0: none) and a code of clen. */
static finish_plan plan_of(int n, int wlen, int clen)
{
    finish_plan p = { CODE_ONE_LINE, box_width(wlen ? wlen + 1 + clen : clen), 0, 0 };
    if (!wlen || wlen + 1 + clen > p.w - 4) {
        /* the words and the code on lines of their own */
        p.w = box_width(wlen > clen ? wlen : clen);
        p.place = clen <= p.w - 4 ? CODE_IN_BOX : clen <= COLS ? CODE_UNDER : CODE_ROWS;
    }
    p.inner = p.w - 4 > 1 ? p.w - 4 : 1;
    if (p.place >= CODE_UNDER)
        p.rows = (clen + COLS - 1) / COLS;
    /* the box: its frame, n lines, the label (two lines but under it), the
     * daily's words, a blank and the keys; the code's lines under it */
    int label = p.place == CODE_UNDER ? 1 : 2;
    if (p.place >= CODE_UNDER && n + label + (wlen > 0) + 4 + p.rows > LINES)
        p.place = CODE_NONE, p.rows = 0;
    return p;
}

/* The label over the code (one or two lines from lines[n]); returns n and them. */
static int code_label(const ui *u, const finish_plan *p, int clen, char lines[BOX_LINES][128],
                      int n)
{
    int daily = u->lf.result.daily;
    char kquit[32];
    snprintf(kquit, sizeof kquit, "%s", tui_key_name(ACT_QUIT));
    switch (p->place) {
    case CODE_ONE_LINE:
    case CODE_IN_BOX:
        snprintf(lines[n++], 128, "%s", daily ? "To share (the code plays it anywhere):"
                                              : "The puzzle's code (--load CODE plays it again):");
        break;
    case CODE_UNDER:
        snprintf(lines[n++], 128, "%s",
                 daily ? "To share (the code, under this box, plays it anywhere):"
                       : "The puzzle's code is under this box (--load CODE plays it again).");
        break;
    case CODE_ROWS:
        if (daily) {
            snprintf(lines[n++], 128, "To share: the line below and the code (%d characters) in",
                     clen);
            snprintf(lines[n++], 128, "the %d lines under this box; quitting (%s) prints both on "
                     "one line:", p->rows, kquit);
        } else {
            snprintf(lines[n++], 128, "The puzzle: its code (%d characters) is in the %d lines "
                     "under", clen, p->rows);
            snprintf(lines[n++], 128, "this box, without their line ends (--load CODE plays it):");
        }
        break;
    case CODE_NONE:
        if (daily) {
            snprintf(lines[n++], 128, "To share: the line below and its code (%d characters, "
                     "shown", clen);
            snprintf(lines[n++], 128, "under this box in a taller window); quitting (%s) prints "
                     "both on one line:", kquit);
            break;
        }
        snprintf(lines[n++], 128, "The puzzle: its code (%d characters) shows under this box in",
                 clen);
        if (u->lf.result.new_best)
            snprintf(lines[n++], 128, "a taller window; --stats names it with this best time.");
        else
            snprintf(lines[n++], 128, "a taller window%s", u->lf.result.history_kept
                                          ? " (the history file in the save folder keeps it)."
                                          : ".");
        break;
    }
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
    char lines[BOX_LINES][128], words[HISTORY_MAX_LINE + 128] = "";
    int n = box_lines(u, lines);
    const char *code = u->lf.result.code;
    int clen = (int)strlen(code);
    if (u->lf.result.daily) {
        /* the line to share: the day, the time, then the code */
        life_finish_line(&u->lf, 1, words, sizeof words);
        size_t wl = strlen(words);
        if (wl > (size_t)clen && strcmp(words + wl - (size_t)clen, code) == 0)
            words[wl - (size_t)clen - 1] = '\0';
    }
    int wlen = (int)strlen(words);
    finish_plan p = plan_of(n, wlen, clen);
    n = code_label(u, &p, clen, lines, n);
    /* under the label: the daily's words, the code after them or under them */
    int share = (wlen > 0) + (p.place == CODE_IN_BOX);
    int h = n + share + 4, x = (COLS - p.w) / 2, y = (LINES - h - p.rows) / 2;
    if (y < 0)
        y = 0;
    frame(y, x, h, p.w);
    for (int i = 0; i < n; i++) {
        attrset(i == 0 ? A_BOLD : A_NORMAL);
        mvaddnstr(y + 1 + i, x + 2, lines[i], p.inner);
    }
    attrset(A_BOLD);
    if (wlen)
        mvaddnstr(y + 1 + n, x + 2, words, p.inner);
    if (p.place == CODE_ONE_LINE)
        printw(" %s", code);
    else if (p.place == CODE_IN_BOX)
        mvaddstr(y + n + share, x + 2, code);
    attrset(A_NORMAL);
    if (p.rows)
        tui_code_lines(y + h, code, p.place == CODE_UNDER);
    char keys[160], knew[32];
    snprintf(knew, sizeof knew, "%s", tui_key_name(ACT_NEW));
    snprintf(keys, sizeof keys, "%s new game   %s the board   %s quit", knew,
             tui_key_names(ACT_ENTER), tui_key_name(ACT_QUIT));
    int ky = y + h - 2, klen = (int)strlen(keys);
    if (ky < LINES) {
        attrset(A_REVERSE);
        mvaddnstr(ky, klen < p.inner ? x + 2 + (p.inner - klen) / 2 : x + 2, keys, p.inner);
        attrset(A_NORMAL);
    }
}

what_next tui_finish_key(ui *u, action a, int value)
{
    (void)u, (void)value;
    switch (a) {
    case ACT_NEW: return tui_do(DO_MENU);
    case ACT_QUIT: return tui_do(DO_END);
    case ACT_ENTER:
    case ACT_NO:
    case ACT_YES: return tui_open(SCR_GAME); /* the board, as it was finished */
    default: return tui_do(DO_NOTHING); /* keys typed on after the last entry */
    }
}
