/* tui_board.c - the board drawn: the grids' lines, names and numbers, every
 * cell (tui_cell.c), its highlights, and the zoom beside them (tui_zoom.c).
 * Where things go is the layout's (tui_layout.c); this only draws, and reads
 * the state. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui_int.h"
#include "util.h"

/* The highlights of every cell (HL_* bits): the hint's while one is shown,
 * else the cursor's units (row, column, box, and a diagonal it is on), its
 * twin and its symbol. */
static void highlights(const ui *u, const game_state *st, uint8_t *hl)
{
    const geom *g = st->g;
    int cur = geom_cell(g, u->board.cg, u->board.cr, u->board.cc);
    if (u->board.hint_on) {
        memcpy(hl, u->board.hint_hl, (size_t)g->ncells);
    } else {
        int units[GEOM_CELL_UNITS], nunits = geom_cell_units(g, cur, units);
        memset(hl, 0, (size_t)g->ncells);
        for (int i = 0; i < nunits; i++) { /* a diagonal's too, on one */
            const int *unit = &g->units[units[i] * g->n];
            for (int j = 0; j < g->n; j++)
                hl[unit[j]] |= HL_UNIT;
        }
        int v = st->vals[cur];
        for (int cell = 0; v && cell < g->ncells; cell++)
            if (st->vals[cell] == v)
                hl[cell] |= HL_SAME;
        if (geom_twin(g, cur) >= 0)
            hl[geom_twin(g, cur)] |= HL_TWIN;
    }
    hl[cur] |= HL_CURSOR;
}

/* The numbers of grid g: its columns' in the top border, on the line above
 * a scrolled grid, or on two lines where a cell is two columns and numbers
 * two digits (odd columns' over even ones', each whole); its rows' at
 * label_x, on each row's middle line. */
static void draw_numbers(const layout *L, int g)
{
    for (int c = 0; c < L->n; c++) {
        int y, x;
        tui_col_number_at(L, g, c, &y, &x);
        if (y >= 0)
            mvprintw(y, x, "%d", c + 1);
    }
    for (int r = 0; L->label_x[g] >= 0 && r < L->n; r++) {
        int y = tui_row_number_y(L, r);
        if (y >= 0)
            mvprintw(y, L->label_x[g], "%*d", L->label_w, r + 1);
    }
}

/* A scrolled grid's marks: an arrow on its side borders at the first line
 * shown when lines are off above, at the last when lines are off below, so a
 * cut grid says that it goes on. */
static void scroll_marks(const layout *L, int g)
{
    int x[2] = { L->left[g], L->left[g] + L->grid_w - 1 };
    attrset(A_BOLD);
    for (int i = 0; i < 2; i++) {
        if (L->scroll > 0)
            mvaddch(L->top, x[i], ACS_UARROW);
        if (L->scroll + L->view_h < L->grid_h)
            mvaddch(L->top + L->view_h - 1, x[i], ACS_DARROW);
    }
    attrset(A_NORMAL);
}

void tui_board_draw(const ui *u, const layout *L, const game_state *st)
{
    const geom *g = st->g;
    uint8_t *bad = xmalloc((size_t)g->ncells), *hl = xmalloc((size_t)g->ncells);
    grid_conflicts(g, st->vals, bad);
    highlights(u, st, hl);
    for (int gr = 0; gr < g->ngrids; gr++) {
        if (L->left[gr] < 0)
            continue;
        tui_lattice(L->top, L->left[gr], L->n, L->n, L->cw, L->ch, L->box_cols, L->box_rows,
                    L->scroll, L->view_h);
        scroll_marks(L, gr);
        /* the grid's name above it, or in its bottom border (the top one
         * holds the column numbers) */
        if (L->names_y >= 0)
            mvprintw(L->names_y, L->left[gr] + L->grid_w / 2 - 3, "Grid %c", 'A' + gr);
        else if (g->ngrids == 2 && tui_line_y(L, L->grid_h - 1) >= 0)
            mvprintw(tui_line_y(L, L->grid_h - 1), L->left[gr] + 2, " %c ", 'A' + gr);
        draw_numbers(L, gr);
    }
    for (int cell = 0; cell < g->ncells; cell++) {
        int y = tui_cell_y(L, geom_row(g, cell)), x = tui_cell_x(L, geom_grid_of(g, cell),
                                                                  geom_col(g, cell));
        if (y < 0 || x < 0)
            continue;
        if (L->ch > 1)
            tui_mini_cell(u, st, bad, hl[cell], cell, y, x, &L->mini);
        else
            tui_plain_cell(u, st, bad, hl[cell], cell, y, x, L->cw);
    }
    if (L->form == FORM_ZOOM)
        tui_zoom_draw(u, L, st, bad, hl);
    free(bad);
    free(hl);
}
