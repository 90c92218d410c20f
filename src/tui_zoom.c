/* tui_zoom.c - the zoom beside the grid (16x16 and 25x25 where a mini-grid
 * a cell does not fit the window): the cursor's box enlarged, each cell k x k
 * with its notes in place (note v at line (v-1)/k, column (v-1)%k, a gap where
 * it is missing), and the cursor's twin beside it. Where it goes and which
 * cells it shows is the layout's (tui_layout.c); this only draws. */
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "tui_int.h"

/* One cell k x k at (y, x): its symbol in the middle (with '!' for a clash top
 * left, '?' for a check's mark top right), else its notes in place. */
static void zoom_cell(const ui *u, const game_state *st, const uint8_t *bad, int cell, int y,
                      int x, int cursor)
{
    const geom *g = st->g;
    int k = g->k, v = st->vals[cell];
    attr_t base = cursor ? A_REVERSE | A_BOLD : A_NORMAL;
    for (int i = 0; i < k; i++)
        for (int j = 0; j < k; j++) {
            int nv = i * k + j + 1, mid = i == (k - 1) / 2 && j == (k - 1) / 2;
            char ch = ' ';
            attr_t attr = base;
            short pair = 0;
            if (v && mid) {
                ch = grid_symbol(v), attr |= A_BOLD;
                pair = st->givens[cell] ? COLOR_GIVEN : COLOR_ENTRY;
            } else if (v && i == 0 && j == 0 && bad[cell]) {
                ch = '!', attr |= A_BOLD, pair = COLOR_BAD;
            } else if (v && i == 0 && j == k - 1 && st->marked[cell]) {
                ch = '?', attr |= A_BOLD, pair = COLOR_MARK;
            } else if (!v && (st->notes[cell] & grid_bit(nv))) {
                ch = grid_symbol(nv);
            } else if (!v && !st->notes[cell] && mid) {
                ch = '.', attr |= A_DIM;
            }
            if (u->color && pair)
                attr |= COLOR_PAIR(pair);
            attrset(attr);
            mvaddch(y + i, x + j, (chtype)(unsigned char)ch);
        }
    attrset(A_NORMAL);
}

void tui_zoom_draw(const ui *u, const layout *L, const game_state *st, const uint8_t *bad)
{
    const geom *g = st->g;
    int k = L->k, w = L->zoom_across * (k + 1) - 1, h = L->zoom_down * (k + 1) - 1;
    /* the title: the box, or the rows and columns shown when not all of it */
    char title[64], name[8] = "";
    if (g->ngrids == 2)
        snprintf(name, sizeof name, "%c", 'A' + L->zoom_g);
    if (L->zoom_down < k || L->zoom_across < k)
        snprintf(title, sizeof title, "%s%sr%d-%d c%d-%d", name, name[0] ? " " : "",
                 L->zoom_r0 + 1, L->zoom_r0 + L->zoom_down, L->zoom_c0 + 1,
                 L->zoom_c0 + L->zoom_across);
    else { /* "Box r4-6 c1-3 of A": grid_box_name, capitalised */
        char box[32];
        grid_box_name(g, geom_cell(g, L->zoom_g, u->cr, u->cc), box, sizeof box);
        snprintf(title, sizeof title, "B%s%s%s", box + 1, name[0] ? " of " : "", name);
    }
    attrset(A_BOLD);
    mvaddnstr(L->zoom_y, L->zoom_x, title, COLS - L->zoom_x);
    attrset(A_NORMAL);
    /* the lines between the cells */
    for (int i = 1; i < L->zoom_down; i++)
        mvhline(L->zoom_y + i * (k + 1), L->zoom_x, ACS_HLINE, w);
    for (int j = 1; j < L->zoom_across; j++) {
        int x = L->zoom_x + j * (k + 1) - 1;
        mvvline(L->zoom_y + 1, x, ACS_VLINE, h);
        for (int i = 1; i < L->zoom_down; i++)
            mvaddch(L->zoom_y + i * (k + 1), x, ACS_PLUS);
    }
    for (int r = L->zoom_r0; r < L->zoom_r0 + L->zoom_down; r++)
        for (int c = L->zoom_c0; c < L->zoom_c0 + L->zoom_across; c++)
            zoom_cell(u, st, bad, geom_cell(g, L->zoom_g, r, c), tui_zoom_y(L, r),
                      tui_zoom_x(L, c), r == u->cr && c == u->cc);
    if (L->twin_cell >= 0) {
        /* the zoom's right edge, so the twin's notes never read as a fifth
         * column of the box */
        if (L->twin_gap > 0) {
            mvvline(L->zoom_y + 1, L->zoom_x + w, ACS_VLINE, h);
            for (int i = 1; i < L->zoom_down; i++)
                mvaddch(L->zoom_y + i * (k + 1), L->zoom_x + w, ACS_RTEE);
        }
        /* the twin: its grid's name above it, or below where the title is
         * (the line under the zoom's first row: a line between cells) */
        attrset(A_BOLD);
        int above = L->twin_y - 1 != L->zoom_y || L->zoom_x + (int)strlen(title) < L->twin_x;
        mvaddch(above ? L->twin_y - 1 : L->twin_y + k, L->twin_x,
                (chtype)('A' + geom_grid_of(g, L->twin_cell)));
        attrset(A_NORMAL);
        zoom_cell(u, st, bad, L->twin_cell, L->twin_y, L->twin_x, 0);
    }
}
