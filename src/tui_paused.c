/* tui_paused.c - the paused screen: the grids hidden, the clock stopped, the
 * puzzle code shown whole where they were. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "code.h"
#include "tui_int.h"

int tui_paused_text(const layout *L, const game_state *st)
{
    int y = L->top + 1, room = L->view_h - 1;
    /* where the grids were: the whole width, or left of the info beside them */
    int side = L->form == FORM_SIDE || L->form == FORM_SCROLL;
    int w = (side ? L->info_x : COLS) - 4, bottom = 0;
    char text[160];
    snprintf(text, sizeof text, "Paused. Press %s to go on.", tui_key_name(ACT_PAUSE));
    tui_draw_centered(y, text);
    if (room < 6 || w <= 20)
        return 0;
    char *code = code_encode(st->g, st->givens);
    int clen = (int)strlen(code), rows = tui_code_rows(code), at = y + 2;
    tui_span sp[2];
    snprintf(text, sizeof text, "The puzzle code, to note down or share (--load takes it):");
    int used = tui_wrap(text, w, 2, sp);
    int free_to = side ? at : L->info_y; /* whole lines free under the label up to there */
    if (clen <= w) {
        attrset(A_BOLD);
        mvaddstr(at + used, 2, code);
    } else if (at + used + rows <= free_to) {
        tui_code_lines(at + used, code, 0);
    } else if (LINES - rows >= at + used && LINES - rows - L->info_y >= 2) {
        bottom = rows;
        char where[32] = "line";
        if (rows > 1)
            snprintf(where, sizeof where, "%d lines", rows);
        snprintf(text, sizeof text, "The puzzle code, to note down or share (--load takes it), "
                                    "is on the last %s.", where);
        tui_code_lines(LINES - rows, code, 0);
    } else {
        snprintf(text, sizeof text, "The puzzle code has %d characters: a larger window shows "
                                    "it whole.", clen);
    }
    attrset(A_NORMAL);
    tui_draw_wrapped(at, 2, w, 2, text);
    attrset(A_NORMAL);
    free(code);
    return bottom;
}

void tui_paused_draw(const ui *u, const layout *L) { tui_game_frame(u, L, 0); }

what_next tui_paused_key(ui *u, action a, int value)
{
    (void)value;
    if (a == ACT_PAUSE)
        return tui_open(SCR_GAME);
    if (a == ACT_QUIT)
        return tui_question(u, DO_QUIT, "Quit? This game is saved for next time. (y/n)");
    return tui_do(DO_NOTHING);
}
