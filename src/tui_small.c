/* tui_small.c - the screen shown while the window is too small for the grids:
 * only quitting (and answering) works there. */
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "level.h"
#include "tui_int.h"

/* Draws the first of the texts that fits the width whole (never cut). */
static void draw_first_fitting(int y, const char *const *texts, int count)
{
    for (int i = 0; i < count; i++)
        if ((int)strlen(texts[i]) <= COLS || i == count - 1) {
            if ((int)strlen(texts[i]) <= COLS)
                tui_draw_centered(y, texts[i]);
            return;
        }
}

void tui_small_draw(const ui *u, const layout *L)
{
    char a[120], b[120], c[80], d[40], e[40], q1[60], q2[40], q3[20], kind[32];
    const char *q = tui_key_name(ACT_QUIT);
    snprintf(a, sizeof a, "The window is %dx%d; this %s needs at least %dx%d.", COLS, LINES,
             kind_name(&u->kind, LEVEL_NONE, kind, sizeof kind), L->need_w,
             L->need_h);
    snprintf(b, sizeof b, "Window %dx%d; needs at least %dx%d.", COLS, LINES, L->need_w,
             L->need_h);
    snprintf(c, sizeof c, "Window too small: needs %dx%d", L->need_w, L->need_h);
    snprintf(d, sizeof d, "needs %dx%d", L->need_w, L->need_h);
    snprintf(e, sizeof e, "%dx%d", L->need_w, L->need_h);
    const char *const need[] = { a, b, c, d, e };
    snprintf(q1, sizeof q1, "Make it larger, or press %s to quit.", q);
    snprintf(q2, sizeof q2, "Larger, or %s quits.", q);
    snprintf(q3, sizeof q3, "%s quits", q);
    const char *const what[] = { q1, q2, q3, q };
    int mid = LINES / 2;
    draw_first_fitting(mid > 1 ? mid - 1 : 0, need, 5);
    if (LINES > 2)
        draw_first_fitting(mid + 1 < LINES ? mid + 1 : LINES - 1, what, 4);
    if (u->ask.to != DO_NOTHING && LINES > mid + 3)
        tui_draw_wrapped(mid + 3, 1, COLS - 2, LINES - mid - 3, u->msg.text);
}

what_next tui_small_key(ui *u, action a, int value)
{
    (void)value;
    if (a != ACT_QUIT)
        return tui_do(DO_NOTHING);
    if (life_over(&u->lf))
        return tui_do(DO_END);
    /* never quits without a question, as on the board */
    return tui_question(u, DO_QUIT, "Quit? This game is saved for next time. (y/n)");
}
