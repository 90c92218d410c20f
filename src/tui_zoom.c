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

enum { ZOOM_NAMES = 5 };

/* The zoom's names from the most words to the fewest, for its cells from
 * (r0, c0) in grid gr: the box as hints name it (grid_box_name, capitalised:
 * "Box r1-3 c1-3 of A") when the zoom shows it whole, the rows and columns
 * shown with the grid ("A r1-3 c1-2"), the rows with the grid ("A r1-3": its
 * bottom border numbers the columns), the rows alone, the grid alone. */
static void zoom_names(const geom *g, const layout *L, int gr, int r0, int c0,
                       char names[ZOOM_NAMES][64])
{
    char grid[8] = "", box[40], rows[16], cols[16];
    int whole = L->zoom_down == L->box_rows && L->zoom_across == L->box_cols;
    if (L->ngrids == 2)
        snprintf(grid, sizeof grid, "%c", 'A' + gr);
    const char *sp = grid[0] ? " " : "";
    snprintf(rows, sizeof rows, "r%d-%d", r0 + 1, r0 + L->zoom_down);
    snprintf(cols, sizeof cols, "c%d-%d", c0 + 1, c0 + L->zoom_across);
    grid_box_name(g, geom_cell(g, gr, r0, c0), box, sizeof box);
    snprintf(names[1], 64, "%s%s%s %s", grid, sp, rows, cols);
    if (whole)
        snprintf(names[0], 64, "B%s%s%s", box + 1, grid[0] ? " of " : "", grid);
    else
        memcpy(names[0], names[1], sizeof names[0]);
    snprintf(names[2], 64, "%s%s%s", grid, sp, rows);
    snprintf(names[3], 64, "%s", rows);
    snprintf(names[4], 64, "%s", grid);
}

/* The zoom's name in w columns, in one form wherever the cursor goes: the
 * first of zoom_names whose widest at this size (the last box's, grid B's)
 * fits, a space either side where that fits too; "" when none does. */
static void zoom_title(const geom *g, const layout *L, int w, char *buf, size_t len)
{
    char names[ZOOM_NAMES][64], widest[ZOOM_NAMES][64];
    zoom_names(g, L, L->zoom_g, L->zoom_r0, L->zoom_c0, names);
    zoom_names(g, L, L->ngrids - 1, L->n - L->zoom_down, L->n - L->zoom_across, widest);
    buf[0] = '\0';
    for (int i = 0; i < ZOOM_NAMES; i++) {
        int tl = (int)strlen(widest[i]);
        if (tl && tl <= w) {
            snprintf(buf, len, tl + 2 <= w ? " %s " : tl + 1 <= w ? " %s" : "%s", names[i]);
            return;
        }
    }
}

/* The zoom's column numbers in its bottom border, each under its cell's
 * middle, as the grids' borders carry theirs: the columns shown read at a
 * glance where the zoom shows part of its box. */
static void zoom_numbers(const layout *L)
{
    int y = L->zoom_y + L->zoom_h - 1, cw = L->zoom_mini.cw;
    for (int c = L->zoom_c0; c < L->zoom_c0 + L->zoom_across; c++) {
        int len = c + 1 > 9 ? 2 : 1;
        if (len <= cw)
            mvprintw(y, tui_zoom_x(L, c) + (cw - len) / 2, "%d", c + 1);
    }
}

/* A diagonal's cell in the zoom: its mark on the corners of the frame under
 * it, a backslash bottom right on the main diagonal, '/' bottom left on the
 * other (both under the centre cell of an odd size), so the diagonal reads
 * across the zoom's lines; its mini-grid has no room of its own for it. */
static void diagonal_corners(const geom *g, const mini_shape *m, int cell, int y, int x)
{
    char d = tui_diagonal_mark(g, cell);
    attrset(A_BOLD);
    if (d == '\\' || d == 'x')
        mvaddch(y + m->ch, x + m->cw, '\\');
    if (d == '/' || d == 'x')
        mvaddch(y + m->ch, x - 1, '/');
    attrset(A_NORMAL);
}

void tui_zoom_draw(const ui *u, const layout *L, const game_state *st, const uint8_t *bad,
                   const uint8_t *hl)
{
    const geom *g = st->g;
    const mini_shape *m = &L->zoom_mini;
    char title[128];
    tui_lattice(L->zoom_y, L->zoom_x, L->zoom_across, L->zoom_down, m->cw, m->ch, 1, 1, 0,
                L->zoom_h);
    zoom_title(g, L, L->zoom_w - 2, title, sizeof title);
    attrset(A_BOLD);
    mvaddstr(L->zoom_y, L->zoom_x + 1, title);
    attrset(A_NORMAL);
    zoom_numbers(L);
    /* every cell is in the cursor's box: none underlined for it */
    for (int r = L->zoom_r0; r < L->zoom_r0 + L->zoom_down; r++)
        for (int c = L->zoom_c0; c < L->zoom_c0 + L->zoom_across; c++) {
            int cell = geom_cell(g, L->zoom_g, r, c);
            tui_mini_cell(u, st, bad, hl[cell] & ~HL_UNIT, cell, tui_zoom_y(L, r),
                          tui_zoom_x(L, c), m);
            diagonal_corners(g, m, cell, tui_zoom_y(L, r), tui_zoom_x(L, c));
        }
    if (L->twin_cell >= 0) {
        tui_lattice(L->twin_y - 1, L->twin_x - 1, 1, 1, m->cw, m->ch, 1, 1, 0, m->ch + 2);
        attrset(A_BOLD);
        mvprintw(L->twin_y - 1, L->twin_x, " %c ", 'A' + geom_grid_of(g, L->twin_cell));
        attrset(A_NORMAL);
        tui_mini_cell(u, st, bad, hl[L->twin_cell] & ~(HL_UNIT | HL_TWIN), L->twin_cell,
                      L->twin_y, L->twin_x, m);
        diagonal_corners(g, m, L->twin_cell, L->twin_y, L->twin_x);
    }
}
