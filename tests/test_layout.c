/* test_layout.c - the screen's layout and its text rules, without a terminal:
 * every window from 40x12 to 300x100 at k=2..5, pair and single, each view
 * (notes on the board, plain, pencil): every drawn element lies in the
 * window apart from the others, and a larger window never shows fewer notes
 * or fewer grids; the clock, the cursor's cell and the notes mode always fit
 * in the title; no message is cut inside a word; a screen's keys say what
 * the dispatcher does next (the screen to open, the question to ask). */
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/tui_int.h"

enum { VIEW_NOTES, VIEW_PLAIN, VIEW_PENCIL, VIEWS };
static const char *const VIEW_NAMES[] = { "notes", "plain", "pencil" };

/* A kind's shape as the layout takes it: a box of rows x cols. (The
 * diagonals of an X kind take no room: their marks stand in a mini-grid's
 * marker column, a plain cell's first column, the zoom's frame.) */
typedef struct shape_of {
    int rows, cols;
} shape_of;

/* Every shape the game plays: the menu's sizes (4x4, 6x6, 8x8, 9x9, 12x12,
 * 16x16, 25x25) and the others --box gives (10x10, 15x15, 20x20, tall
 * boxes). */
static const shape_of SHAPES[] = {
    { 2, 2 }, { 2, 3 }, { 2, 4 }, { 3, 3 }, { 3, 4 }, { 4, 4 }, { 5, 5 },
    { 2, 5 }, { 3, 5 }, { 4, 5 }, { 3, 2 }, { 4, 3 }, { 5, 4 },
};
#define NSHAPES (int)(sizeof SHAPES / sizeof *SHAPES)

/* 1 when the rectangles [x, x+w) x [y, y+h) meet. */
static int meet(int x1, int y1, int w1, int h1, int x2, int y2, int w2, int h2)
{
    return w1 > 0 && h1 > 0 && w2 > 0 && h2 > 0 && x1 < x2 + w2 && x2 < x1 + w1 &&
           y1 < y2 + h2 && y2 < y1 + h1;
}

/* The layout of a view of shape sh, the cursor at (cg, cr, cc). */
static layout lay_at(int cols, int lines, shape_of sh, int ngrids, int view, int cg, int cr,
                     int cc)
{
    layout_view v = { sh.rows, sh.cols, ngrids, view == VIEW_PENCIL, view == VIEW_PLAIN, cg, cr,
                      cc, 0 };
    return tui_layout_for(cols, lines, &v);
}

/* The same for square boxes of side k, the cursor's column its row's. */
static layout lay(int cols, int lines, int k, int ngrids, int view, int cg, int cr)
{
    return lay_at(cols, lines, (shape_of){ k, k }, ngrids, view, cg, cr, cr);
}

/* What a layout draws, as rectangles: each must lie in the window, apart
 * from the others. */
typedef struct box {
    const char *what;
    int x, y, w, h;
} box;

/* The rectangles L draws (the title line is the first): returns how many. */
static int drawn(const layout *L, int cols, box *out)
{
    int n = 0;
    const mini_shape *zm = &L->zoom_mini;
    out[n++] = (box){ "the title line", 0, 0, cols, 1 };
    for (int g = 0; g < L->ngrids; g++) {
        if (L->left[g] < 0)
            continue;
        out[n++] = (box){ g ? "grid B" : "grid A", L->left[g], L->top, L->grid_w, L->view_h };
        if (L->label_x[g] >= 0)
            out[n++] = (box){ "row numbers", L->label_x[g], L->top, L->label_w, L->view_h };
        if (L->ruler)
            out[n++] = (box){ "column numbers", L->left[g], L->top - L->ruler, L->grid_w,
                              L->ruler };
        if (L->names_y >= 0)
            out[n++] = (box){ "a grid's name", L->left[g] + L->grid_w / 2 - 3, L->names_y, 6, 1 };
    }
    if (L->form == FORM_ZOOM) {
        out[n++] = (box){ "the zoom", L->zoom_x, L->zoom_y, L->zoom_w, L->zoom_h };
        if (L->twin_cell >= 0)
            out[n++] = (box){ "the twin", L->twin_x - 1, L->twin_y - 1, zm->cw + 2, zm->ch + 2 };
    }
    out[n++] = (box){ "the info", L->info_x, L->info_y, L->info_w, L->info_h };
    return n;
}

/* A mini-grid holds its notes in the box's shape, each at its own place
 * inside the cell, apart from the marker column, and the value with a
 * given's parentheses inside the cell, apart from the marker column too. */
static void check_mini(const mini_shape *m, int rows, int cols, const char *at)
{
    char seen[16][32] = { { 0 } };
    if (m->rows != rows || m->cols != cols || m->cw > 32 || m->ch > 16)
        fail_msg("%s: a mini-grid of %dx%d for boxes of %dx%d", at, m->rows, m->cols, rows, cols);
    for (int v = 1; v <= rows * cols; v++) {
        int y = m->y0 + (v - 1) / cols * m->dy, x = m->x0 + (v - 1) % cols * m->dx;
        if (y < 0 || y >= m->ch || x < m->marker || x >= m->cw || seen[y][x])
            fail_msg("%s: note %d at %d,%d of a %dx%d cell", at, v, y, x, m->cw, m->ch);
        seen[y][x] = 1;
    }
    if (m->vy < 0 || m->vy >= m->ch || m->vx - 1 < m->marker || m->vx + 1 >= m->cw)
        fail_msg("%s: a given's parentheses at %d,%d..%d leave the cell", at, m->vy, m->vx - 1,
                 m->vx + 1);
}

/* The zoom holds the cursor's cell and only cells of its box, its twin
 * beside the cursor's row; clicks in it find the cells shown. */
static void check_zoom(const layout *L, const char *at, int cg, int cr, int cc)
{
    int br = L->box_rows, bc = L->box_cols, n = L->n;
    const mini_shape *zm = &L->zoom_mini;
    if (L->zoom_r0 / br != cr / br || (L->zoom_r0 + L->zoom_down - 1) / br != cr / br ||
        L->zoom_c0 / bc != cc / bc || (L->zoom_c0 + L->zoom_across - 1) / bc != cc / bc)
        fail_msg("%s: the zoom leaves the cursor's box", at);
    if (L->zoom_across < 2 || L->zoom_down < 2)
        fail_msg("%s: a zoom of %dx%d cells", at, L->zoom_across, L->zoom_down);
    if (L->zoom_w != L->zoom_across * (zm->cw + 1) + 1 ||
        L->zoom_h != L->zoom_down * (zm->ch + 1) + 1)
        fail_msg("%s: the zoom's frame does not hold its cells", at);
    /* a marker column where a given's parenthesis needs it */
    if (zm->marker != (bc < 3) || zm->ch != br)
        fail_msg("%s: a zoomed cell of %dx%d, marker %d", at, zm->cw, zm->ch, zm->marker);
    check_mini(zm, br, bc, at);
    if (tui_zoom_y(L, cr) < 0 || tui_zoom_x(L, cc) < 0)
        fail_msg("%s: the zoom does not show the cursor's cell", at);
    for (int r = L->zoom_r0; r < L->zoom_r0 + L->zoom_down; r++)
        for (int c = L->zoom_c0; c < L->zoom_c0 + L->zoom_across; c++) {
            int y = tui_zoom_y(L, r), x = tui_zoom_x(L, c), cell = (cg * n + r) * n + c;
            if (y <= L->zoom_y || x <= L->zoom_x || y + zm->ch >= L->zoom_y + L->zoom_h ||
                x + zm->cw >= L->zoom_x + L->zoom_w)
                fail_msg("%s: zoomed r%dc%d is not inside the frame", at, r + 1, c + 1);
            if (tui_cell_at(L, y, x) != cell ||
                tui_cell_at(L, y + zm->ch - 1, x + zm->cw - 1) != cell)
                fail_msg("%s: a click on zoomed r%dc%d finds another cell", at, r + 1, c + 1);
        }
    if (L->ngrids == 2) {
        int twin = ((1 - cg) * n + cr) * n + cc;
        if (L->twin_cell != twin || L->twin_y != tui_zoom_y(L, cr) ||
            L->twin_x != L->zoom_x + L->zoom_w + 2)
            fail_msg("%s: the twin is not beside the cursor's row", at);
        if (tui_cell_at(L, L->twin_y, L->twin_x) != twin ||
            tui_cell_at(L, L->twin_y + zm->ch - 1, L->twin_x + zm->cw - 1) != twin)
            fail_msg("%s: a click on the twin finds another cell", at);
    } else if (L->twin_cell != -1) {
        fail_msg("%s: a twin for a single grid", at);
    }
}

/* Every row of a grid is in view whole or not at all; the cursor's is, and
 * a click on a cell shown finds it; the numbers of the cursor's row and
 * column stand inside the window, the row's beside it. */
static void check_rows(const layout *L, const char *at, int cols, int cg, int cr, int cc)
{
    int n = L->n;
    for (int r = 0; r < n; r++) {
        int first = 1 + r * L->ch + r / L->box_rows, seen = 0;
        for (int i = 0; i < L->ch; i++)
            seen += tui_line_y(L, first + i) >= 0;
        if (seen != 0 && seen != L->ch)
            fail_msg("%s: row %d is cut (%d of its %d lines shown)", at, r + 1, seen, L->ch);
    }
    if (tui_cell_y(L, cr) < 0)
        fail_msg("%s: the cursor's row is scrolled off", at);
    int cell = (cg * n + cr) * n + cc, y = tui_cell_y(L, cr), x = tui_cell_x(L, cg, cc);
    if (x < 0 || tui_cell_at(L, y + L->ch - 1, x + L->cw - 1) != cell)
        fail_msg("%s: a click on the cursor's cell finds another", at);
    int ry = tui_row_number_y(L, cr), cy, cx;
    tui_col_number_at(L, cg, cc, &cy, &cx);
    if (ry < y || ry >= y + L->ch || cy < 0 || cx < 0 || cx + (cc + 1 > 9) >= cols)
        fail_msg("%s: the cursor's numbers are not beside it", at);
    if (L->ch > 1)
        check_mini(&L->mini, L->box_rows, L->box_cols, at);
}

/* What a layout at cols x lines must hold; fails naming it. */
static void check_layout(const layout *L, int cols, int lines, const char *at, int cg, int cr,
                         int cc)
{
    box b[16];
    if (!L->fits) {
        /* too small: then the smallest window it needs is larger, and fits */
        if (cols >= L->need_w && lines >= L->need_h)
            fail_msg("%s: does not fit, though it needs only %dx%d", at, L->need_w, L->need_h);
        return;
    }
    int nb = drawn(L, cols, b);
    for (int i = 0; i < nb; i++) {
        if (b[i].x < 0 || b[i].y < 0 || b[i].x + b[i].w > cols || b[i].y + b[i].h > lines)
            fail_msg("%s: %s (%d,%d %dx%d) is not inside the window", at, b[i].what, b[i].x,
                     b[i].y, b[i].w, b[i].h);
        for (int j = 0; j < i; j++)
            if (meet(b[i].x, b[i].y, b[i].w, b[i].h, b[j].x, b[j].y, b[j].w, b[j].h))
                fail_msg("%s: %s and %s overlap", at, b[i].what, b[j].what);
    }
    /* the board ends where tui_board_end says (the code may take the lines
     * under it) */
    for (int i = 1; i < nb; i++)
        if (strcmp(b[i].what, "the info") != 0 && b[i].y + b[i].h > tui_board_end(L))
            fail_msg("%s: %s reaches under the board's end (%d)", at, b[i].what,
                     tui_board_end(L));
    /* a grid's row numbers never stand beside the zoom, where they would
     * read as numbering its lines */
    for (int g = 0; L->form == FORM_ZOOM && g < 2; g++)
        if (L->label_x[g] > L->left[g] && L->left[g] >= 0 && L->zoom_x > L->label_x[g] &&
            L->zoom_y < L->top + L->view_h)
            fail_msg("%s: grid %c's row numbers stand beside the zoom", at, 'A' + g);
    if (L->info_h < 2 || L->info_w < 20)
        fail_msg("%s: the info area is %dx%d, too small for a message", at, L->info_w, L->info_h);
    int shown = (L->left[0] >= 0) + (L->left[1] >= 0);
    if (shown != L->shown || shown < 1)
        fail_msg("%s: %d grids shown, the layout says %d", at, shown, L->shown);
    if (L->ngrids == 2 && L->shown == 1 && L->left[cg] < 0)
        fail_msg("%s: the cursor's grid is not the one shown", at);
    if (L->form == FORM_ZOOM)
        check_zoom(L, at, cg, cr, cc);
    else if (L->twin_cell != -1 || L->twin_x != -1)
        fail_msg("%s: a twin beside no zoom", at);
    check_rows(L, at, cols, cg, cr, cc);
    /* the title (the widest it gets) keeps the clock, the cell and NOTES */
    int width = L->form == FORM_ROOMY ? cols : cols - 2;
    char cell[32], title[400];
    snprintf(cell, sizeof cell, "%c r%dc%d", 'A' + cg, cr + 1, cc + 1);
    tui_title_parts p = { "25x25 pair", "25x25", "maximal, beyond the ladder",
                          "seed 18446744073709551615", 625, "123:59:59", 1, 0, 1, cell, 8 };
    int widest = tui_title(title, sizeof title, width, &p);
    if ((int)strlen(title) > width || widest > width || !strstr(title, "123:59:59") ||
        !strstr(title, "NOTES") || !strstr(title, cell))
        fail_msg("%s: the title in %d columns lost its bearings: \"%s\"", at, width, title);
}

enum { WALK_W0 = 40, WALK_W1 = 300, WALK_H0 = 12, WALK_H1 = 100 };

/* 1 when a window shows less than a smaller one, in tui_layout_more's
 * order: no notes after some, fewer grids while notes show, as many grids
 * and fewer notes. (A pair's second grid may come with fewer notes: a 12x12
 * pair at 80x24 shows both grids and part of the box zoomed where 70x24
 * shows one grid and the whole box; the first notes may come with one grid
 * where both were plain.) */
static int shows_less(layout_measure bigger, layout_measure smaller)
{
    return tui_layout_more(smaller, bigger);
}

/* Every window from 40x12 to 300x100, for every shape the game plays, pair
 * and single, in every view, the cursor at a corner and inside: everything
 * drawn lies in the window apart, and a window one column wider or one line
 * taller never shows less (shows_less). */
static void walk_shape(shape_of sh, int ngrids, int view, layout_measure *m)
{
    enum { H = WALK_H1 - WALK_H0 + 1 };
    int n = sh.rows * sh.cols, cg = ngrids - 1, cr = n - 1, cc = n / 2;
    char name[64];
    snprintf(name, sizeof name, "%dx%d (boxes %dx%d) %s %s", n, n, sh.rows, sh.cols,
             ngrids == 2 ? "pair" : "single", VIEW_NAMES[view]);
    for (int w = WALK_W0; w <= WALK_W1; w++)
        for (int h = WALK_H0; h <= WALK_H1; h++) {
            char at[96];
            snprintf(at, sizeof at, "%dx%d %s", w, h, name);
            layout L = lay_at(w, h, sh, ngrids, view, 0, 0, 0);
            check_layout(&L, w, h, at, 0, 0, 0);
            m[(w - WALK_W0) * H + h - WALK_H0] = tui_layout_measure(&L);
            layout C = lay_at(w, h, sh, ngrids, view, cg, cr, cc);
            check_layout(&C, w, h, at, cg, cr, cc);
        }
    for (int w = WALK_W0; w <= WALK_W1; w++)
        for (int h = WALK_H0; h <= WALK_H1; h++) {
            layout_measure here = m[(w - WALK_W0) * H + h - WALK_H0];
            for (int d = 0; d < 2; d++) {
                int w2 = w + (d == 0), h2 = h + (d == 1);
                if (w2 > WALK_W1 || h2 > WALK_H1)
                    continue;
                layout_measure there = m[(w2 - WALK_W0) * H + h2 - WALK_H0];
                if (shows_less(there, here))
                    fail_msg("%s: %dx%d shows %d notes in %d grids, %dx%d only %d in %d", name,
                             w, h, here.notes, here.grids, w2, h2, there.notes, there.grids);
            }
        }
}

static void test_layout_walk(void **state)
{
    (void)state;
    enum { W = WALK_W1 - WALK_W0 + 1, H = WALK_H1 - WALK_H0 + 1 };
    layout_measure *m = malloc(sizeof *m * W * H);
    assert_non_null(m);
    for (int s = 0; s < NSHAPES; s++)
        for (int ngrids = 1; ngrids <= 2; ngrids++)
            for (int view = 0; view < VIEWS; view++)
                walk_shape(SHAPES[s], ngrids, view, m);
    free(m);
    /* every shape plays in 80x24, notes or plain */
    for (int s = 0; s < NSHAPES; s++)
        for (int ngrids = 1; ngrids <= 2; ngrids++)
            for (int view = 0; view < VIEWS; view++)
                assert_true(lay_at(80, 24, SHAPES[s], ngrids, view, 0, 0, 0).fits);
}

/* What the board shows at the window sizes players have: the roomiest form
 * of notes that fits. */
static void test_layout_shows_notes(void **state)
{
    (void)state;
    static const struct {
        shape_of sh;
        int ngrids, w, h;
        int grids; /* grids shown */
        int cells; /* mini-grid cells: 0 plain (with the zoom), else 1 + MINI_* */
        int zoom;  /* the zoom's cells (0: none) */
    } CASES[] = {
        { { 3, 3 }, 2, 80, 24, 2, 0, 9 },   /* 9x9 keeps its pair, the zoom beside */
        { { 3, 3 }, 2, 120, 40, 2, 1, 0 },  /* 9x9: both grids of mini-grids */
        { { 3, 3 }, 2, 200, 60, 2, 2, 0 },  /* the notes a column apart */
        { { 3, 3 }, 1, 80, 24, 1, 0, 9 },   { { 3, 3 }, 1, 80, 40, 1, 2, 0 },
        { { 4, 4 }, 2, 80, 24, 1, 0, 16 },  /* one grid and the whole box */
        { { 4, 4 }, 2, 120, 40, 2, 0, 16 }, /* both grids and the zoom */
        { { 4, 4 }, 2, 200, 60, 2, 0, 16 }, { { 4, 4 }, 2, 250, 90, 2, 1, 0 },
        { { 4, 4 }, 1, 120, 40, 1, 0, 16 }, { { 4, 4 }, 1, 120, 80, 1, 1, 0 },
        { { 5, 5 }, 2, 80, 24, 1, 0, 6 },   /* 2 x 3 cells of the box around the cursor */
        { { 5, 5 }, 2, 120, 40, 1, 0, 25 }, { { 5, 5 }, 2, 200, 60, 2, 0, 25 },
        { { 5, 5 }, 2, 250, 90, 2, 0, 25 }, { { 5, 5 }, 1, 200, 60, 1, 0, 25 },
        /* 4x4 grows: the notes a column apart, then a line apart too */
        { { 2, 2 }, 2, 80, 24, 2, 2, 0 },   { { 2, 2 }, 2, 120, 40, 2, 3, 0 },
        { { 2, 2 }, 2, 200, 60, 2, 3, 0 },  { { 2, 2 }, 1, 40, 14, 1, 2, 0 },
        /* 6x6 and 12x12 pairs whole in 80x24 with their notes */
        { { 2, 3 }, 2, 80, 24, 2, 1, 0 },   { { 3, 4 }, 2, 80, 24, 2, 0, 6 },
        { { 2, 4 }, 2, 80, 24, 2, 0, 8 },   { { 3, 4 }, 2, 120, 40, 2, 0, 12 },
        { { 3, 4 }, 2, 200, 60, 2, 1, 0 },  { { 2, 3 }, 2, 120, 40, 2, 2, 0 },
    };
    for (size_t i = 0; i < sizeof CASES / sizeof *CASES; i++) {
        shape_of sh = CASES[i].sh;
        layout L = lay_at(CASES[i].w, CASES[i].h, sh, CASES[i].ngrids, VIEW_NOTES, 0, 0, 0);
        int zoom = L.form == FORM_ZOOM ? L.zoom_across * L.zoom_down : 0, cells = 0;
        for (int r = MINI_COMPACT; L.ch > 1 && r <= MINI_LARGE; r++) {
            mini_shape m = tui_mini_shape(sh.rows, sh.cols, r, 1);
            if (m.cw == L.cw && m.ch == L.ch)
                cells = 1 + r;
        }
        if (!L.fits || L.shown != CASES[i].grids || cells != CASES[i].cells ||
            zoom != CASES[i].zoom)
            fail_msg("%dx%d %d grids in %dx%d: %d grids, cells %d (%dx%d), a zoom of %d cells",
                     sh.rows * sh.cols, sh.rows * sh.cols, CASES[i].ngrids, CASES[i].w,
                     CASES[i].h, L.shown, cells, L.cw, L.ch, zoom);
    }
    /* a plain board: no notes, the pair when it fits */
    layout L = lay(120, 40, 3, 2, VIEW_PLAIN, 0, 0);
    assert_true(L.fits && L.shown == 2 && L.ch == 1 && L.form != FORM_ZOOM);
    /* column numbers on one line where cells are three columns */
    L = lay(200, 60, 4, 2, VIEW_NOTES, 0, 0);
    assert_true(L.cw == 3 && L.ruler == 0);
    L = lay(120, 40, 4, 2, VIEW_NOTES, 0, 0);
    assert_true(L.cw == 2 && L.ruler == 2); /* odd columns' numbers over even ones' */
    /* the smallest window of a 25x25 numbers its rows */
    L = lay(80, 24, 5, 2, VIEW_NOTES, 0, 0);
    assert_true(L.fits && L.label_x[0] >= 0);
    L = lay(80, 12, 5, 2, VIEW_NOTES, 0, 0);
    assert_true(L.fits && L.label_x[0] >= 0);
    /* a tall window: the roomy form's spare lines split above and below */
    L = lay(200, 60, 3, 2, VIEW_NOTES, 0, 0);
    assert_true(L.form == FORM_ROOMY && L.names_y > 1 && L.top + L.grid_h + 7 < 60);
}

/* A mini-grid: each symbol at its place in the box's shape, a given's
 * parentheses clear of the marker column, roomier cells wider and taller. */
static void test_mini_shapes(void **state)
{
    (void)state;
    mini_shape m = tui_mini_shape(2, 2, MINI_COMPACT, 1); /* 4x4: "!(2)" */
    assert_int_equal(m.cw, 4);
    assert_int_equal(m.ch, 2);
    assert_int_equal(m.vx, 2);
    m = tui_mini_shape(2, 3, MINI_COMPACT, 0); /* 6x6's zoom: no marker column */
    assert_true(m.cw == 3 && m.ch == 2 && m.vx == 1 && m.x0 == 0);
    m = tui_mini_shape(3, 4, MINI_COMPACT, 1); /* 12x12: 3 lines of 4 */
    assert_true(m.cw == 5 && m.ch == 3 && m.vx == 3 && m.vy == 1);
    m = tui_mini_shape(3, 3, MINI_SPACED, 1); /* 9x9: "1 2 3" */
    assert_true(m.cw == 7 && m.ch == 3 && m.dx == 2 && m.vx == 3);
    m = tui_mini_shape(2, 2, MINI_LARGE, 1); /* 4x4: notes a line apart, a margin */
    assert_true(m.cw == 8 && m.ch == 5 && m.y0 == 1 && m.dy == 2 && m.vx == 4 && m.vy == 2);
    for (int rows = 2; rows <= 5; rows++)
        for (int cols = 2; cols <= 5; cols++)
            for (int r = MINI_COMPACT; r <= MINI_LARGE; r++) {
                char at[40];
                snprintf(at, sizeof at, "%dx%d roominess %d", rows, cols, r);
                m = tui_mini_shape(rows, cols, r, 1);
                check_mini(&m, rows, cols, at);
                m = tui_mini_shape(rows, cols, r, 0);
                if (r == MINI_COMPACT && cols >= 3)
                    check_mini(&m, rows, cols, at);
            }
}

/* A scrolled board stays where it was while the cursor's box band is in
 * view (a click on a cell shown never moves the board under the mouse),
 * and scrolls when the band leaves it; with no earlier scroll, the band is
 * as near the middle as can be. */
static void test_scroll_stays(void **state)
{
    (void)state;
    layout_view v = { 5, 5, 2, 0, 0, 0, 12, 3, 0 }; /* 25x25 at 80x24: A r13c4 */
    layout L = tui_layout_for(80, 24, &v);
    assert_true(L.view_h < L.grid_h);
    int middle = L.scroll;
    assert_true(middle > 0);
    assert_true(tui_cell_y(&L, 12) >= 0);
    /* to another row of the band, shown: the board stays with the scroll
     * kept (centred on the row without it, it would move) */
    v.cr = 14;
    int y_before = tui_cell_y(&L, 14);
    assert_true(tui_layout_for(80, 24, &v).scroll != middle);
    v.keep_scroll = middle + 1;
    L = tui_layout_for(80, 24, &v);
    assert_int_equal(L.scroll, middle);
    assert_int_equal(tui_cell_y(&L, 14), y_before); /* the cell did not move */
    /* far down: scrolled, and the cursor's row in view */
    v.cr = 24;
    L = tui_layout_for(80, 24, &v);
    assert_true(L.scroll > middle);
    assert_true(tui_cell_y(&L, 24) >= 0);
    /* kept from there while moving within the band; back up: scrolled again */
    int low = L.scroll;
    v.keep_scroll = low + 1;
    v.cr = 21;
    L = tui_layout_for(80, 24, &v);
    assert_int_equal(L.scroll, low);
    v.cr = 0;
    L = tui_layout_for(80, 24, &v);
    assert_int_equal(L.scroll, 0);
    assert_true(tui_cell_y(&L, 0) >= 0);
    /* a scroll kept from a larger window no longer fits: clamped */
    v.keep_scroll = 1000;
    v.cr = 24;
    L = tui_layout_for(80, 24, &v);
    assert_true(L.scroll <= L.grid_h - L.view_h);
    assert_true(tui_cell_y(&L, 24) >= 0);
}

/* The pencil view scrolls by whole cells: a row's notes never show without
 * its first line and its number (row 14 of a 16x16 at 120x40, everywhere). */
static void test_pencil_whole_cells(void **state)
{
    (void)state;
    for (int cr = 0; cr < 16; cr++) {
        layout_view v = { 4, 4, 2, 1, 0, 0, cr, 3, 0 };
        layout L = tui_layout_for(120, 40, &v);
        assert_true(L.fits && L.ch == 4 && L.view_h < L.grid_h);
        for (int li = L.scroll; li < L.scroll + L.view_h; li++) {
            int band = li % (4 * 4 + 1);
            if (band != 0 && tui_cell_y(&L, (li / 17) * 4 + (band - 1) / 4) < 0)
                fail_msg("cursor r%d: grid line %d shown without its cell's first", cr + 1, li);
        }
        /* kept while the band shows, from a scroll that was whole */
        v.keep_scroll = L.scroll + 1;
        v.cr = cr / 4 * 4 + (cr + 1) % 4;
        assert_int_equal(tui_layout_for(120, 40, &v).scroll, L.scroll);
    }
}

/* The zoom: the cursor's box (as much of it as fits, around the cursor),
 * its twin beside the cursor's row in a frame, clicks on both. */
static void test_zoom_cells(void **state)
{
    (void)state;
    /* 16x16 in 80x24: one grid two columns a cell, scrolled, the whole box */
    layout_view v = { 4, 4, 2, 0, 0, 0, 9, 11, 0 }; /* A r10c12 */
    layout L = tui_layout_for(80, 24, &v);
    assert_int_equal(L.form, FORM_ZOOM);
    assert_int_equal(L.shown, 1);
    assert_int_equal(L.zoom_across, 4);
    assert_int_equal(L.zoom_down, 4);
    assert_int_equal(L.zoom_r0, 8);
    assert_int_equal(L.zoom_c0, 8);
    assert_int_equal(L.zoom_mini.cw, 4);
    assert_int_equal(L.twin_y, tui_zoom_y(&L, 9));
    assert_int_equal(L.twin_cell, (16 + 9) * 16 + 11);
    assert_int_equal(tui_zoom_y(&L, 7), -1); /* another box */
    assert_int_equal(tui_cell_at(&L, tui_zoom_y(&L, 8), tui_zoom_x(&L, 10) + 3), 8 * 16 + 10);
    assert_int_equal(tui_cell_at(&L, tui_zoom_y(&L, 8), tui_zoom_x(&L, 10) + 4), -1); /* a line */
    /* 25x25 in 80x24: 2 x 3 cells of the box around the cursor, staggered numbers */
    layout_view v5 = { 5, 5, 2, 0, 0, 1, 16, 13, 0 }; /* B r17c14 */
    L = tui_layout_for(80, 24, &v5);
    assert_int_equal(L.form, FORM_ZOOM);
    assert_int_equal(L.cw, 2);
    assert_int_equal(L.ruler, 2);
    assert_int_equal(L.left[1], 2);
    assert_int_equal(L.zoom_across, 2);
    assert_int_equal(L.zoom_down, 3);
    assert_int_equal(L.zoom_g, 1);
    assert_int_equal(L.zoom_r0, 15);
    assert_int_equal(L.zoom_c0, 12);
    assert_true(tui_cell_y(&L, 16) >= 0);
    assert_true(L.twin_x + L.zoom_mini.cw <= 79); /* the twin's frame whole */
    /* 9x9 in 80x24: both grids, the whole box beside them */
    layout_view v3 = { 3, 3, 2, 0, 0, 1, 4, 4, 0 };
    L = tui_layout_for(80, 24, &v3);
    assert_true(L.form == FORM_ZOOM && L.shown == 2 && L.zoom_across == 3);
    assert_int_equal(tui_cell_at(&L, L.twin_y, L.twin_x), (0 * 9 + 4) * 9 + 4);
    /* a plain board: no zoom */
    v.plain = 1;
    L = tui_layout_for(80, 24, &v);
    assert_true(L.form != FORM_ZOOM && L.ch == 1 && L.twin_cell == -1);
}

/* A message paged: the pages hold every word in order, none cut that fits a
 * line, at most `lines` lines each; a page more follow leaves room for the
 * mark on its last line; paging on past the last comes back to the first. */
static void test_wrap_pages(void **state)
{
    (void)state;
    const char *texts[] = {
        "New game: 9x9 pair, maximal, seed 1234567. Settings: /home/someone/.local/share/"
        "sudokupair-tui/settings:1:3: expected a box size from 2 to 5; moved it aside to "
        "settings.bad-20261126-152042",
        "Short.",
        "Notes mode: symbols toggle notes. w leaves it.\nSecond line after a break",
    };
    for (size_t t = 0; t < sizeof texts / sizeof *texts; t++)
        for (int w = 8; w <= 120; w++)
            for (int lines = 1; lines <= 4; lines++) {
                const char *s = texts[t];
                char joined[600] = "", words[600] = "";
                tui_span sp[4];
                int pages = 0, more_w = 13;
                tui_wrap_page(s, w, lines, more_w, 0, sp, &pages);
                assert_true(pages >= 1);
                for (int pg = 0; pg < pages; pg++) {
                    int n = 0, used = tui_wrap_page(s, w, lines, more_w, pg, sp, &n);
                    assert_int_equal(n, pages);
                    assert_true(used >= 1 && used <= lines);
                    for (int i = 0; i < used; i++) {
                        int room = i == used - 1 && pg < pages - 1 && w - more_w - 1 >= 1
                                       ? w - more_w - 1 : w;
                        int long_word = memchr(s + sp[i].start, ' ', (size_t)sp[i].len) == NULL;
                        if (sp[i].len > room && !long_word)
                            fail_msg("\"%s\" at %d: page %d line %d too long", s, w, pg, i);
                        /* a word that fits a line is never cut (one line a page: the
                         * mark may need it) */
                        int end = sp[i].start + sp[i].len, from = sp[i].start;
                        while (from > 0 && s[from - 1] != ' ' && s[from - 1] != '\n')
                            from--;
                        int word = (int)strcspn(s + from, " \n");
                        if (sp[i].len && s[end] && s[end] != ' ' && s[end] != '\n' &&
                            word <= w && lines > 1)
                            fail_msg("\"%s\" at %d, %d lines: page %d line %d cuts a word", s,
                                     w, lines, pg, i);
                        snprintf(joined + strlen(joined), sizeof joined - strlen(joined), "%s%.*s",
                                 joined[0] ? " " : "", sp[i].len, s + sp[i].start);
                    }
                    assert_int_equal(sp[used - 1].dots, pg < pages - 1);
                }
                /* the words, in order, whatever the line breaks */
                size_t nw = 0;
                for (const char *p = s; *p; p++)
                    if (*p != ' ' && *p != '\n')
                        words[nw++] = *p;
                words[nw] = '\0';
                char *q = joined;
                for (char *p = joined; *p; p++)
                    if (*p != ' ' && *p != '\n')
                        *q++ = *p;
                *q = '\0';
                if (strcmp(joined, words) != 0)
                    fail_msg("\"%s\" at %d, %d lines: the pages lose or change words", s, w, lines);
                /* paging on past the last: the first again */
                int n, a = tui_wrap_page(s, w, lines, more_w, pages, sp, &n);
                tui_span first[4];
                int b = tui_wrap_page(s, w, lines, more_w, 0, first, &n);
                assert_int_equal(a, b);
                assert_int_equal(sp[0].start, first[0].start);
            }
}

/* The key legend fits the lines it is given at every width: the briefs when
 * they fit, else shorter words, else "? help" (which lists every key) last. */
static void test_legend_fits(void **state)
{
    (void)state;
    static ui u; /* zero: no game; the legend reads k, the grids and the notes mode */
    char buf[1024];
    for (int k = 2; k <= 5; k++)
        for (int ngrids = 1; ngrids <= 2; ngrids++)
            for (int w = 24; w <= 240; w++)
                for (int lines = 1; lines <= 4; lines++) {
                    u.kind.box_rows = u.kind.box_cols = k, u.kind.ngrids = ngrids, u.board.notes_mode = (w + lines) % 2;
                    int used = tui_legend(&u, w, lines, buf, sizeof buf);
                    assert_true(used >= 1 && used <= lines);
                    assert_non_null(strstr(buf, "? help"));
                    int count = 1;
                    for (const char *line = buf; *line; count++) {
                        size_t len = strcspn(line, "\n");
                        if ((int)len > w)
                            fail_msg("k=%d %d grids, %dx%d: a line of %zu", k, ngrids, w, lines,
                                     len);
                        line += len + (line[len] == '\n');
                    }
                    assert_true(count - 1 <= lines);
                }
    /* a 25x25 pair in 120x40: the briefs whole in two lines, shorter words
     * or "? help" at the end of one */
    u.kind.box_rows = u.kind.box_cols = 5, u.kind.ngrids = 2, u.board.notes_mode = 0;
    assert_int_equal(tui_legend(&u, 118, 2, buf, sizeof buf), 2);
    assert_non_null(strstr(buf, "c candidates"));
    assert_non_null(strstr(buf, "q quit"));
    assert_int_equal(tui_legend(&u, 118, 1, buf, sizeof buf), 1);
    assert_non_null(strstr(buf, "hjkl move"));
    assert_null(strstr(buf, "arrows/hjkl move"));
    assert_int_equal(strcmp(buf + strlen(buf) - 6, "? help"), 0);
    assert_true(strlen(buf) <= 118);
}

/* Every line of a wrapped text ends at a word's end; the words come in order. */
static void test_wrap_never_cuts_a_word(void **state)
{
    (void)state;
    const char *texts[] = {
        "Hint: Hidden single: the symbol B can only go at A r8c10 in row 8 of A.",
        "Check: 3 of 12 entries are wrong (marked ?).",
        "Could not save: cannot make the folder: Not a directory. Quit without saving? (y/n)",
        "Notes mode: symbols toggle notes. w leaves it.\nSecond line after a break",
        "Solved in 00:03! Well done. 0 hints, 0 checks. Your first time for this size and "
        "level. ^N starts a new game, q quits.",
    };
    for (size_t t = 0; t < sizeof texts / sizeof *texts; t++)
        for (int w = 8; w <= 120; w++)
            for (int lines = 1; lines <= 4; lines++) {
                tui_span sp[4];
                const char *s = texts[t];
                int used = tui_wrap(s, w, lines, sp);
                assert_true(used >= 1 && used <= lines);
                for (int i = 0; i < used; i++) {
                    int end = sp[i].start + sp[i].len;
                    if (sp[i].len + 2 * sp[i].dots > w)
                        fail_msg("\"%s\" at %d: line %d is too long", s, w, i);
                    /* a line ends where a word ends (or the text) */
                    int word_end = s[end] == '\0' || s[end] == ' ' || s[end] == '\n';
                    /* a word longer than the line may be cut */
                    int long_word = 1;
                    for (int j = sp[i].start; j < end; j++)
                        if (s[j] == ' ')
                            long_word = 0;
                    if (!word_end && !long_word)
                        fail_msg("\"%s\" at width %d, %d lines: line %d cut inside a word", s, w,
                                 lines, i);
                    if (i + 1 < used && sp[i + 1].start < end)
                        fail_msg("\"%s\" at %d: lines overlap", s, w);
                }
            }
}

static void test_title_drops_in_order(void **state)
{
    (void)state;
    tui_title_parts p = { "16x16 pair", "16x16", "maximal, fiendish", "seed 803561673", 120,
                          "00:12", 1, 0, 0, "A r13c15", 0 };
    char t[300];
    tui_title(t, sizeof t, 200, &p);
    assert_string_equal(t, "16x16 pair  maximal, fiendish  seed 803561673  givens 120  time 00:12  "
                           "A r13c15  NOTES");
    tui_title(t, sizeof t, 78, &p); /* 16x16 in 80x24: the givens go first */
    assert_string_equal(t, "16x16 pair  maximal, fiendish  seed 803561673  time 00:12  "
                           "A r13c15  NOTES");
    tui_title(t, sizeof t, 60, &p);
    assert_string_equal(t, "16x16 pair  maximal, fiendish  time 00:12  A r13c15  NOTES");
    tui_title(t, sizeof t, 30, &p);
    assert_string_equal(t, "16x16  00:12  A r13c15  NOTES");
    /* NOTES toggled or the cursor moved: only the end changes (what is
     * dropped is chosen with room for NOTES and the widest cell name) */
    p.cell_w = 8;
    for (int width = 20; width <= 120; width++) {
        char on[300], off[300];
        p.notes = 1, p.cell = "A r1c1";
        int w_on = tui_title(on, sizeof on, width, &p);
        p.notes = 0, p.cell = "B r16c16";
        int w_off = tui_title(off, sizeof off, width, &p);
        size_t same = strlen(on) - strlen("A r1c1  NOTES");
        assert_int_equal(w_on, w_off);
        if (strncmp(on, off, same) != 0)
            fail_msg("at %d: \"%s\" and \"%s\" differ before the cell", width, on, off);
    }
}

/* Keys become actions in one table, and messages name keys from it. */
static void test_key_table(void **state)
{
    (void)state;
    int v;
    assert_int_equal(tui_key_action('t', 9, &v), ACT_HINT);
    assert_int_equal(tui_key_action('5', 9, &v), ACT_SYMBOL);
    assert_int_equal(v, 5);
    assert_int_equal(tui_key_action('G', 16, &v), ACT_SYMBOL);
    assert_int_equal(v, 16);
    assert_int_equal(tui_key_action('G', 9, &v), ACT_BAD_SYMBOL);
    /* the new-game menu has its own actions for a seed's digits and a random
     * seed; elsewhere those keys keep theirs */
    assert_int_equal(tui_key_action('0', TUI_KEYS_MENU, &v), ACT_DIGIT);
    assert_int_equal(v, 0);
    assert_int_equal(tui_key_action('7', TUI_KEYS_MENU, &v), ACT_DIGIT);
    assert_int_equal(v, 7);
    assert_int_equal(tui_key_action('r', TUI_KEYS_MENU, &v), ACT_RANDOM);
    assert_int_equal(tui_key_action('x', TUI_KEYS_MENU, &v), ACT_CLEAR);
    assert_int_equal(tui_key_action('\n', TUI_KEYS_MENU, &v), ACT_ENTER);
    assert_int_equal(tui_key_action('r', 9, &v), ACT_REDO);
    assert_int_equal(tui_key_action('0', 9, &v), ACT_CLEAR);
    assert_int_equal(tui_key_action('7', 4, &v), ACT_BAD_SYMBOL);
    assert_string_equal(tui_key_names(ACT_DIGIT), "0-9");
    assert_string_equal(tui_key_name(ACT_RANDOM), "r");
    assert_string_equal(tui_key_names(ACT_HINT), "t");
    assert_string_equal(tui_key_names(ACT_UNDO), "u / r");
    assert_string_equal(tui_key_names(ACT_HELP), "?, F1");
    assert_string_equal(tui_key_name(ACT_UNDO), "u");
    assert_string_equal(tui_key_name(ACT_REDO), "r");
    assert_string_equal(tui_key_name(ACT_NEW), "Ctrl-N");
    assert_string_equal(tui_key_name(ACT_TO_MARK), "'");
    assert_string_equal(tui_key_name(ACT_HELP), "?");
    assert_string_equal(tui_key_name(ACT_NOTES), "w");
}

/* A screen opens another only by what its key returns, for the dispatcher
 * (tui.c) to carry out: a question's yes gives its what_next with its
 * argument, no gives none; the keys that leave a screen name the screen
 * they go to. No terminal, no game, no file. */
static void test_screens_say_what_next(void **state)
{
    (void)state;
    static ui u; /* zero: no game */
    u.scr = SCR_SAVES;
    what_next q = tui_question(&u, DO_DELETE_SAVE, "Delete the saved game k2-1? (y/n)");
    assert_int_equal(q.to, DO_ASK);
    assert_int_equal(q.scr, SCR_SAVES); /* asked over the screen it is asked on */
    assert_int_equal(q.yes, DO_DELETE_SAVE);
    assert_string_equal(u.msg.text, "Delete the saved game k2-1? (y/n)");
    snprintf(q.id, sizeof q.id, "k2-1");
    u.ask = q; /* as the dispatcher opens it */
    assert_int_equal(tui_ask_key(&u, ACT_PAGE_DOWN, ' ').to, DO_NOTHING);
    assert_int_equal(u.ask.to, DO_ASK); /* a page turned: it still waits */
    assert_int_equal(u.msg.page, 1);
    what_next yes = tui_ask_key(&u, ACT_YES, 'y');
    assert_int_equal(yes.to, DO_DELETE_SAVE);
    assert_string_equal(yes.id, "k2-1");
    assert_int_equal(u.ask.to, DO_NOTHING);
    u.ask = q;
    assert_int_equal(tui_ask_key(&u, ACT_NO, 'n').to, DO_NOTHING);
    assert_int_equal(u.ask.to, DO_NOTHING);
    assert_string_equal(u.msg.text, "Carry on.");
    static const struct {
        what_next (*key)(ui *u, action a, int value);
        action a;
        todo to;
        screen_id scr; /* DO_OPEN's */
    } LEAVE[] = {
        { tui_finish_key, ACT_ENTER, DO_OPEN, SCR_GAME },
        { tui_finish_key, ACT_NEW, DO_MENU, 0 },
        { tui_finish_key, ACT_QUIT, DO_END, 0 },
        { tui_finish_key, ACT_SYMBOL, DO_NOTHING, 0 }, /* typed on after the last entry */
        { tui_paused_key, ACT_PAUSE, DO_OPEN, SCR_GAME },
        { tui_notes_key, ACT_LEFT, DO_OPEN, SCR_GAME },
        { tui_notes_key, ACT_RESIZE, DO_NOTHING, 0 },
        { tui_saves_key, ACT_NO, DO_OPEN, SCR_MENU },
        { tui_saves_key, ACT_ENTER, DO_NOTHING, 0 }, /* no save listed */
        { tui_stats_key, ACT_NO, DO_OPEN, SCR_MENU },
        { tui_menu_key, ACT_NO, DO_END, 0 }, /* the first start's menu: no game behind */
        { tui_gen_key, ACT_QUIT, DO_NOTHING, 0 }, /* nothing being made */
    };
    for (size_t i = 0; i < sizeof LEAVE / sizeof *LEAVE; i++) {
        what_next n = LEAVE[i].key(&u, LEAVE[i].a, 0);
        if (n.to != LEAVE[i].to || (n.to == DO_OPEN && n.scr != LEAVE[i].scr))
            fail_msg("row %zu: to %d screen %d", i, (int)n.to, (int)n.scr);
    }
    /* the menu's lines under its fields, with no game: Daily, Saved games,
     * Statistics; no Give up to keep the choice for */
    game_spec spec = { KIND_SQUARE(2, 2, LEVEL_EASY, KIND_SYM_DEFAULT), 0, 0 };
    assert_int_equal(tui_more_rows(&u), 3);
    assert_false(tui_more_gives_up(&u, 0));
    what_next saves = tui_more_key(&u, 1, &spec), stats = tui_more_key(&u, 2, &spec);
    assert_true(saves.to == DO_OPEN && saves.scr == SCR_SAVES);
    assert_true(stats.to == DO_OPEN && stats.scr == SCR_STATS);
    /* the pause's q asks over the pause */
    u.scr = SCR_PAUSED;
    what_next quit = tui_paused_key(&u, ACT_QUIT, 'q');
    assert_true(quit.to == DO_ASK && quit.yes == DO_QUIT && quit.scr == SCR_PAUSED);
    assert_non_null(strstr(u.msg.text, "Quit?"));
}

/* One key on the board, as the dispatcher gives it: the message said is
 * taken with the board and the cursor it was said at. */
static void board_key(ui *u, action a, int value)
{
    tui_hint_fades(u, a);
    tui_game_key(u, a, value);
    tui_message_said(u);
}

/* A message lasts until the player moves on: the next move of the cursor
 * or change of the board; a hint pointed at stays while the cursor moves
 * (with its cells), until the board changes. No terminal. */
static void test_message_moves_on(void **state)
{
    (void)state;
    static ui u;
    memset(&u, 0, sizeof u);
    u.gm = u.lf.gm = k2_game(NULL);
    u.kind = kind_square(2, 2, LEVEL_EASY, KIND_SYM_DEFAULT);
    tui_say(&u, "Welcome back: your game k2-1.");
    tui_message_said(&u);
    assert_string_equal(tui_message(&u), "Welcome back: your game k2-1.");
    board_key(&u, ACT_RIGHT, 0);
    assert_string_equal(tui_message(&u), "");
    /* the hint's first step: where; it stays while the player looks */
    board_key(&u, ACT_HINT, 't');
    assert_non_null(strstr(tui_message(&u), "again tells it"));
    assert_true(u.board.hint_on);
    board_key(&u, ACT_DOWN, 0);
    board_key(&u, ACT_NEXT_GRID, 0);
    assert_non_null(strstr(tui_message(&u), "again tells it"));
    assert_true(u.board.hint_on);
    /* told (t again): the cursor on its cell; moving on takes it away */
    board_key(&u, ACT_HINT, 't');
    assert_non_null(strstr(tui_message(&u), "Hint: "));
    assert_null(strstr(tui_message(&u), "again tells it"));
    board_key(&u, ACT_UP, 0);
    assert_string_equal(tui_message(&u), "");
    assert_false(u.board.hint_on);
    /* a message said by a key that changes the board goes with the next change */
    board_key(&u, ACT_HINT, 't');
    assert_true(tui_message(&u)[0] != '\0');
    board_key(&u, ACT_UNDO, 'u');
    assert_null(strstr(tui_message(&u), "again tells it"));
    game_free(u.gm);
}

int run_layout_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_layout_walk),
        cmocka_unit_test(test_layout_shows_notes),
        cmocka_unit_test(test_mini_shapes),
        cmocka_unit_test(test_zoom_cells),
        cmocka_unit_test(test_scroll_stays),
        cmocka_unit_test(test_pencil_whole_cells),
        cmocka_unit_test(test_wrap_pages),
        cmocka_unit_test(test_legend_fits),
        cmocka_unit_test(test_wrap_never_cuts_a_word),
        cmocka_unit_test(test_title_drops_in_order),
        cmocka_unit_test(test_key_table),
        cmocka_unit_test(test_screens_say_what_next),
        cmocka_unit_test(test_message_moves_on),
    };
    return cmocka_run_group_tests_name("layout", tests, NULL, NULL);
}
