/* tui_layout.c - where everything goes on the screen, computed in one place
 * for drawing and for mouse clicks. */
#include <curses.h>

#include "tui_int.h"

layout tui_layout(int k, int ngrids)
{
    layout L;
    int n = k * k;
    L.k = k, L.n = n, L.ngrids = ngrids;
    L.cw = 3;
    for (;;) {
        L.grid_w = n * L.cw + k + 1;
        L.grid_h = n + k + 1;
        L.need_w = ngrids * L.grid_w + (ngrids - 1) * 4;
        if (L.need_w < 64)
            L.need_w = 64;
        if (L.cw == 2 || L.need_w <= COLS)
            break;
        L.cw = 2;
    }
    L.need_h = 2 + L.grid_h + 7;
    L.top = 2;
    int total = ngrids * L.grid_w + (ngrids - 1) * 4;
    int x0 = COLS > total ? (COLS - total) / 2 : 0;
    L.left[0] = x0;
    L.left[1] = x0 + L.grid_w + 4;
    L.status = L.top + L.grid_h + 1;
    L.fits = COLS >= L.need_w && LINES >= L.need_h;
    return L;
}

int tui_cell_y(const layout *L, int r) { return L->top + 1 + r + r / L->k; }

int tui_cell_x(const layout *L, int g, int c) { return L->left[g] + 1 + c * L->cw + c / L->k; }

int tui_cell_at(const layout *L, int y, int x)
{
    for (int g = 0; g < L->ngrids; g++)
        for (int r = 0; r < L->n; r++)
            for (int c = 0; c < L->n; c++) {
                int cx = tui_cell_x(L, g, c);
                if (y == tui_cell_y(L, r) && x >= cx && x < cx + L->cw)
                    return (g * L->n + r) * L->n + c;
            }
    return -1;
}
