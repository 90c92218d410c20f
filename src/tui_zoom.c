/* tui_zoom.c - the zoom beside or below the grids where a mini-grid a cell
 * does not fit the board: the cursor's box enlarged (as much of it as fits,
 * around the cursor), each cell its notes in place as the board's mini-grids
 * have them, one line apart in a frame whose top border names it; the cursor's
 * twin beside its row in a frame of its own, named by its grid. Where it goes
 * and which cells it shows is the layout's (tui_layout.c); this only draws. */
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "tui_int.h"

/* The zoom's name that fits w columns: the box as hints name it
 * (grid_box_name, capitalised: "Box r1-3 c1-3 of A"), or the rows and
 * columns shown ("A r1-3 c1-2", the whole box too when narrow), shorter
 * still when narrower; "" when none fits. */
static void zoom_title(const geom *g, const layout *L, int w, char *buf, size_t len)
{
    char grid[8] = "", rows[40], both[96], named[64], box[40];
    int k = L->k, whole = L->zoom_down == k && L->zoom_across == k;
    if (L->ngrids == 2)
        snprintf(grid, sizeof grid, "%c", 'A' + L->zoom_g);
    snprintf(rows, sizeof rows, "r%d-%d c%d-%d", L->zoom_r0 + 1, L->zoom_r0 + L->zoom_down,
             L->zoom_c0 + 1, L->zoom_c0 + L->zoom_across);
    snprintf(named, sizeof named, "%s%s%s", grid, grid[0] ? " " : "", rows);
    grid_box_name(g, geom_cell(g, L->zoom_g, L->zoom_r0, L->zoom_c0), box, sizeof box);
    snprintf(both, sizeof both, "B%s%s%s", box + 1, grid[0] ? " of " : "", grid);
    const char *tries[] = { whole ? both : named, named, rows, grid };
    buf[0] = '\0';
    for (size_t i = 0; i < sizeof tries / sizeof *tries; i++) {
        int tl = (int)strlen(tries[i]);
        if (tl && tl <= w) { /* a space either side where they fit */
            snprintf(buf, len, tl + 2 <= w ? " %s " : tl + 1 <= w ? " %s" : "%s", tries[i]);
            return;
        }
    }
}

void tui_zoom_draw(const ui *u, const layout *L, const game_state *st, const uint8_t *bad,
                   const uint8_t *hl)
{
    const geom *g = st->g;
    int k = L->k;
    char title[128];
    tui_lattice(L->zoom_y, L->zoom_x, L->zoom_across, L->zoom_down, L->zoom_cw, k, 1, 0,
                L->zoom_h);
    zoom_title(g, L, L->zoom_w - 2, title, sizeof title);
    attrset(A_BOLD);
    mvaddstr(L->zoom_y, L->zoom_x + 1, title);
    attrset(A_NORMAL);
    /* every cell is in the cursor's box: none underlined for it */
    for (int r = L->zoom_r0; r < L->zoom_r0 + L->zoom_down; r++)
        for (int c = L->zoom_c0; c < L->zoom_c0 + L->zoom_across; c++) {
            int cell = geom_cell(g, L->zoom_g, r, c);
            tui_mini_cell(u, st, bad, hl[cell] & ~HL_UNIT, cell, tui_zoom_y(L, r),
                          tui_zoom_x(L, c), L->zoom_cw);
        }
    if (L->twin_cell >= 0) {
        tui_lattice(L->twin_y - 1, L->twin_x - 1, 1, 1, L->zoom_cw, k, 1, 0, k + 2);
        attrset(A_BOLD);
        mvprintw(L->twin_y - 1, L->twin_x, " %c ", 'A' + geom_grid_of(g, L->twin_cell));
        attrset(A_NORMAL);
        tui_mini_cell(u, st, bad, hl[L->twin_cell] & ~(HL_UNIT | HL_TWIN), L->twin_cell,
                      L->twin_y, L->twin_x, L->zoom_cw);
    }
}
