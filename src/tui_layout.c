/* tui_layout.c - where everything goes on the screen, computed in one place
 * for drawing and for mouse clicks.
 *
 * A layout is one of a few ways (the grids shown, their cells, the form
 * that places them, the zoom), each tried in the window; the one chosen
 * shows the most (tui_layout_more: notes at all, then the grids, then the
 * notes), the roomiest of those (the first in its list). So a larger window
 * never shows less, and the unit tests walk every window to see it.
 * The board with its notes (from the start, at every size and shape):
 *   - both grids with every cell a mini-grid of its notes (the box's shape:
 *     2x2 at 4x4, 2x3 at 6x6, 3x3 at 9x9, 3x4 at 12x12, 5x5 at 25x25), whole;
 *     roomier where the window allows (the notes a column apart, then a
 *     column and a line apart with a margin);
 *   - else both grids plain, three columns a cell or two, and the zoom of the
 *     cursor's box (notes in place, the twin beside it) right of them or
 *     below them, as much of the box as fits around the cursor;
 *   - else one grid (scrolled to the cursor when taller than the window) and
 *     the zoom;
 *   - else the compact forms: both grids, three columns a cell or two, the
 *     info below them or beside them, then one grid.
 * A plain board (o) has only the compact forms; the pencil view (p) is one
 * grid of mini-grids, scrolled by whole cells.
 *
 * A box is box_rows x box_cols cells: a grid has a box line every box_cols
 * columns and every box_rows rows. Rows and columns are numbered (the names
 * grid_cell_name gives): column numbers in the top border, on a line above
 * a scrolled grid, or where a cell is two columns and numbers two digits,
 * on two lines (odd columns' over even ones', each number whole).
 *
 * No curses here: the layout is a function of the window's size and the
 * view, so the unit tests check it at every size without a terminal. */
#include <stdio.h>
#include <string.h>

#include "tui_int.h"

enum { GAP = 4, GAP_MIN = 2, SIDE_MIN = 20, ROOMY_INFO = 7, TIGHT_INFO = 2,
       SCROLL_MIN_LINES = 12, INFO_MIN_W = 30 /* the info below the grids */,
       MESSAGE_SPARE = 4 };

/* Where a way puts the zoom. */
enum { NO_ZOOM, ZOOM_BESIDE, ZOOM_BELOW };

/* A way's cells: plain, three columns or two; a mini-grid of notes, compact,
 * spaced or large (CELL_COMPACT + a MINI_* roominess). */
enum { CELL_PLAIN3, CELL_PLAIN2, CELL_COMPACT, CELL_SPACED, CELL_LARGE };

/* One way to lay the game out: both grids or one, the cells, the form, the
 * zoom. */
typedef struct try_way {
    int both, cell;
    layout_form form;
    int zoom;
} try_way;

mini_shape tui_mini_shape(int rows, int cols, int roominess, int marker)
{
    mini_shape m = { rows, cols, 0, 0, marker != 0, marker != 0, marker != 0, 1, 0, 1, 0, 0 };
    if (roominess == MINI_SPACED)
        m.dx = 2;
    else if (roominess == MINI_LARGE)
        m.x0 = 2, m.dx = 4, m.y0 = 1, m.dy = 2;
    int span = (cols - 1) * m.dx + 1; /* from the first note's column to the last's */
    m.vx = m.x0 + span / 2;
    m.vy = m.y0 + (rows - 1) * m.dy / 2;
    /* a blank column after the notes when roomy (as the marker column is
     * before them); room for a given's closing parenthesis always */
    m.cw = m.x0 + span + (roominess != MINI_COMPACT);
    if (m.cw < m.vx + 2)
        m.cw = m.vx + 2;
    m.ch = roominess == MINI_LARGE ? 2 * rows + 1 : rows;
    return m;
}

static void shape(layout *L, int shown, int cell)
{
    L->shown = shown;
    if (cell >= CELL_COMPACT) {
        L->mini = tui_mini_shape(L->box_rows, L->box_cols, cell - CELL_COMPACT, 1);
        L->cw = L->mini.cw, L->ch = L->mini.ch;
    } else {
        L->cw = cell == CELL_PLAIN3 ? 3 : 2, L->ch = 1;
    }
    /* box_rows boxes across (each box_cols wide), box_cols boxes down */
    L->grid_w = L->n * L->cw + L->box_rows + 1;
    L->grid_h = L->n * L->ch + L->box_cols + 1;
}

/* The lines of column numbers above the grid: two where a cell is two
 * columns and numbers two digits, else one when scrolled (the top border
 * is off), else none (they are in the top border). */
static int ruler_for(const layout *L, int scrolled)
{
    return L->cw == 2 && L->n > 9 ? 2 : scrolled;
}

static int grids_w(const layout *L) { return L->shown * L->grid_w + (L->shown - 1) * L->gap; }

/* The lines a box band takes with its borders: the least a scrolled grid shows. */
static int band_h(const layout *L) { return L->box_rows * L->ch + 2; }

/* Places the grids shown from column x0 with their row numbers where room
 * columns allow: left of the first grid (a column apart, or touching it),
 * right of the second of a pair (where a column is left after them); a
 * pair's grids closer when short of room. Returns the columns used. */
static int place_grids(layout *L, int x0, int room)
{
    int lw = L->label_w, pair = L->shown == 2;
    L->gap = GAP;
    if (pair && room < lw + grids_w(L))
        L->gap = GAP_MIN;
    int gw = grids_w(L);
    int before = room >= lw + 1 + gw ? lw + 1 : room >= lw + gw ? lw : 0;
    int after = pair && room >= before + gw + lw + 1 ? lw : 0; /* a column apart after */
    L->left[0] = x0 + before;
    L->label_x[0] = before ? x0 : -1;
    L->left[1] = L->label_x[1] = -1;
    if (pair) {
        L->left[1] = L->left[0] + L->grid_w + L->gap;
        L->label_x[1] = after ? L->left[1] + L->grid_w : -1;
    }
    return before + gw + after;
}

/* The zoom's columns and lines for cells across x down: the cells one line
 * apart in a frame. */
static int zoom_w_of(const layout *L, int across) { return across * (L->zoom_mini.cw + 1) + 1; }
static int zoom_h_of(const layout *L, int down) { return down * (L->zoom_mini.ch + 1) + 1; }
/* The columns the twin takes beside the zoom: a gap, its framed cell. */
static int twin_w(const layout *L) { return L->ngrids == 2 ? 1 + L->zoom_mini.cw + 2 : 0; }
/* The least zoom's columns with the twin: 2 cells. */
static int zoom_min_w(const layout *L) { return zoom_w_of(L, 2) + twin_w(L); }

/* The zoom's cells across and down that fit w x h with the twin beside;
 * 0 when fewer than 2 x 2. */
static int zoom_fit(layout *L, int w, int h)
{
    int across = 0, down = 0;
    while (across < L->box_cols && zoom_w_of(L, across + 1) + twin_w(L) <= w)
        across++;
    while (down < L->box_rows && zoom_h_of(L, down + 1) <= h)
        down++;
    L->zoom_across = across, L->zoom_down = down;
    L->zoom_w = zoom_w_of(L, across), L->zoom_h = zoom_h_of(L, down);
    return across >= 2 && down >= 2;
}

/* The zoom form: the grids from the left with their numbers, the zoom right
 * of them from line 1 or under them, the info below. Both grids show whole;
 * one grid scrolls. */
static int try_zoom(layout *L, int below, int cols, int lines)
{
    int pair = L->shown == 2, used;
    if (cols < INFO_MIN_W || lines < SCROLL_MIN_LINES)
        return 0;
    L->ruler = ruler_for(L, 0);
    L->top = 1 + L->ruler;
    /* the row numbers touch the grid when that makes room for the zoom */
    used = place_grids(L, 0, below ? cols : cols - 1 - zoom_min_w(L));
    if (!below && L->label_x[1] >= 0) {
        /* a second grid's numbers would stand beside the zoom as if they
         * numbered its lines: the first grid's number the rows */
        L->label_x[1] = -1;
        used -= L->label_w;
    }
    if (below) {
        L->zoom_x = L->left[0];
        L->zoom_y = L->top + L->grid_h + 1;
        if (!zoom_fit(L, cols - L->zoom_x, lines - TIGHT_INFO - L->zoom_y))
            return 0;
        L->info_y = L->zoom_y + L->zoom_h;
    } else {
        L->zoom_x = used + 1;
        L->zoom_y = 1;
        if (!zoom_fit(L, cols - L->zoom_x, lines - TIGHT_INFO - L->zoom_y))
            return 0;
        if (L->grid_h > lines - TIGHT_INFO - L->top) { /* scrolled */
            if (pair)
                return 0;
            L->ruler = ruler_for(L, 1);
            L->top = 1 + L->ruler;
            L->view_h = lines - TIGHT_INFO - L->top;
            if (L->view_h < band_h(L))
                return 0;
        }
        L->info_y = L->top + L->view_h;
        if (L->info_y < L->zoom_y + L->zoom_h)
            L->info_y = L->zoom_y + L->zoom_h;
    }
    L->info_x = 1, L->info_w = cols - 2;
    L->info_h = lines - L->info_y;
    return 1;
}

/* The grids centred with their numbers where they fit; 0 when they do not. */
static int centre_grids(layout *L, int cols)
{
    int used = place_grids(L, 0, cols);
    if (used > cols)
        return 0;
    place_grids(L, (cols - used) / 2, cols);
    return 1;
}

/* The roomy form: the grids' names, the grids, the info under them; the
 * lines to spare, past MESSAGE_SPARE more for a long message (a settings
 * note with its path whole at 80x24), split above and below (as many
 * above), so a tall window does not leave the board at the top with the
 * room under it. */
static int try_roomy(layout *L, int cols, int lines)
{
    int r = L->ruler, need = 2 + r + L->grid_h + ROOMY_INFO;
    if (INFO_MIN_W > cols || need > lines || !centre_grids(L, cols))
        return 0;
    int lift = lines - need > MESSAGE_SPARE ? (lines - need - MESSAGE_SPARE) / 2 : 0;
    L->top = 2 + r + lift;
    L->names_y = L->shown == 2 ? 1 + lift : -1;
    L->info_x = 1, L->info_w = cols - 2;
    L->info_y = L->top + L->grid_h + 1;
    L->info_h = lines - L->info_y;
    return 1;
}

/* Places one form with the current shape; fills the positions and returns
 * 1 when it fits the window. */
static int place_form(layout *L, const try_way *w, int cols, int lines)
{
    layout_form form = w->form;
    L->form = form;
    L->scroll = 0;
    L->view_h = L->grid_h;
    L->names_y = -1;
    L->zoom_across = L->zoom_down = 0;
    L->ruler = ruler_for(L, form == FORM_SCROLL);
    int r = L->ruler;
    switch (form) {
    case FORM_ROOMY: return try_roomy(L, cols, lines);
    case FORM_SIDE:
    case FORM_SCROLL: {
        int used = place_grids(L, 0, cols - 2 - SIDE_MIN);
        if (used > cols - 2 - SIDE_MIN)
            return 0;
        if (form == FORM_SIDE && 1 + r + L->grid_h > lines)
            return 0;
        if (form == FORM_SCROLL && lines < SCROLL_MIN_LINES)
            return 0;
        L->top = 1 + r;
        L->info_x = used + 1 + (L->shown == 2 && L->label_x[1] >= 0); /* a column apart */
        L->info_w = cols - L->info_x - 1;
        L->info_y = 1, L->info_h = lines - 1;
        if (form == FORM_SCROLL && L->view_h > lines - L->top)
            L->view_h = lines - L->top;
        return L->view_h >= band_h(L); /* a band of boxes and its borders */
    }
    case FORM_TIGHT:
        if (INFO_MIN_W > cols || 1 + r + L->grid_h + TIGHT_INFO > lines || !centre_grids(L, cols))
            return 0;
        L->top = 1 + r;
        L->info_x = 1, L->info_w = cols - 2;
        L->info_y = L->top + L->grid_h, L->info_h = lines - L->info_y;
        return 1;
    case FORM_ZOOM: return try_zoom(L, w->zoom == ZOOM_BELOW, cols, lines);
    }
    return 0;
}

/* Tries one form with the current shape: 1 when it fits the window, the
 * first grid shown with its row numbers (a pair's second may do without:
 * its rows are the first's). */
static int try_form(layout *L, const try_way *w, int cols, int lines)
{
    return place_form(L, w, cols, lines) && L->label_x[0] >= 0;
}

/* Both grids, a mini-grid of notes a cell, whole: the roomiest cells first
 * with the info beside or below them whole, then with two lines of it
 * (the tight form loses the cell line and the legend to a message). */
static const try_way NOTES2[] = {
    { 1, CELL_LARGE, FORM_ROOMY, NO_ZOOM },   { 1, CELL_LARGE, FORM_SIDE, NO_ZOOM },
    { 1, CELL_SPACED, FORM_ROOMY, NO_ZOOM },  { 1, CELL_SPACED, FORM_SIDE, NO_ZOOM },
    { 1, CELL_COMPACT, FORM_ROOMY, NO_ZOOM }, { 1, CELL_COMPACT, FORM_SIDE, NO_ZOOM },
    { 1, CELL_LARGE, FORM_TIGHT, NO_ZOOM },   { 1, CELL_SPACED, FORM_TIGHT, NO_ZOOM },
    { 1, CELL_COMPACT, FORM_TIGHT, NO_ZOOM },
};
/* The zoom beside or below both grids, then one. */
static const try_way ZOOMS[] = {
    { 1, CELL_PLAIN3, FORM_ZOOM, ZOOM_BESIDE }, { 1, CELL_PLAIN3, FORM_ZOOM, ZOOM_BELOW },
    { 1, CELL_PLAIN2, FORM_ZOOM, ZOOM_BESIDE }, { 1, CELL_PLAIN2, FORM_ZOOM, ZOOM_BELOW },
    { 0, CELL_PLAIN3, FORM_ZOOM, ZOOM_BESIDE }, { 0, CELL_PLAIN3, FORM_ZOOM, ZOOM_BELOW },
    { 0, CELL_PLAIN2, FORM_ZOOM, ZOOM_BESIDE }, { 0, CELL_PLAIN2, FORM_ZOOM, ZOOM_BELOW },
};
/* One grid, a mini-grid of notes a cell: whole (the tight form last, as
 * for both), then (the pencil view) scrolled. */
static const try_way NOTES1[] = {
    { 0, CELL_LARGE, FORM_ROOMY, NO_ZOOM },   { 0, CELL_LARGE, FORM_SIDE, NO_ZOOM },
    { 0, CELL_SPACED, FORM_ROOMY, NO_ZOOM },  { 0, CELL_SPACED, FORM_SIDE, NO_ZOOM },
    { 0, CELL_COMPACT, FORM_ROOMY, NO_ZOOM }, { 0, CELL_COMPACT, FORM_SIDE, NO_ZOOM },
    { 0, CELL_LARGE, FORM_TIGHT, NO_ZOOM },   { 0, CELL_SPACED, FORM_TIGHT, NO_ZOOM },
    { 0, CELL_COMPACT, FORM_TIGHT, NO_ZOOM }, { 0, CELL_LARGE, FORM_SCROLL, NO_ZOOM },
    { 0, CELL_SPACED, FORM_SCROLL, NO_ZOOM }, { 0, CELL_COMPACT, FORM_SCROLL, NO_ZOOM },
};
/* The compact forms, plain cells. */
static const try_way ORDER[] = {
    { 1, CELL_PLAIN3, FORM_ROOMY, NO_ZOOM },  { 1, CELL_PLAIN2, FORM_ROOMY, NO_ZOOM },
    { 1, CELL_PLAIN3, FORM_SIDE, NO_ZOOM },   { 1, CELL_PLAIN2, FORM_SIDE, NO_ZOOM },
    { 1, CELL_PLAIN2, FORM_TIGHT, NO_ZOOM },  { 0, CELL_PLAIN3, FORM_ROOMY, NO_ZOOM },
    { 0, CELL_PLAIN2, FORM_ROOMY, NO_ZOOM },  { 0, CELL_PLAIN3, FORM_SIDE, NO_ZOOM },
    { 0, CELL_PLAIN2, FORM_SIDE, NO_ZOOM },   { 0, CELL_PLAIN2, FORM_TIGHT, NO_ZOOM },
    { 0, CELL_PLAIN2, FORM_SCROLL, NO_ZOOM },
};
#define COUNT(a) (int)(sizeof a / sizeof *a)

/* Appends the ways of list to out (from out[n]); both grids' only when
 * both is 1, one grid's only when it is 0, all when -1; the scrolled ones
 * only when scroll. */
static int add_ways(const try_way **out, int n, const try_way *list, int count, int both,
                    int scroll)
{
    for (int i = 0; i < count; i++)
        if ((both < 0 || list[i].both == both) && (scroll || list[i].form != FORM_SCROLL))
            out[n++] = &list[i];
    return n;
}

/* The ways tried for a view, roomiest first: the board with its notes
 * (both grids of mini-grids, the zoom beside both grids or one, one grid of
 * mini-grids for a single grid), then the compact forms; a plain board the
 * compact forms only; the pencil view one grid of mini-grids, scrolled, and
 * where that does not fit one grid with the zoom or plain. */
static int ways(const layout_view *v, const try_way **out)
{
    int n = 0;
    if (v->pencil) {
        n = add_ways(out, n, NOTES1, COUNT(NOTES1), 0, 1);
        n = add_ways(out, n, ZOOMS, COUNT(ZOOMS), 0, 1);
        return add_ways(out, n, ORDER, COUNT(ORDER), 0, 1);
    }
    if (!v->plain) {
        n = add_ways(out, n, NOTES2, COUNT(NOTES2), 1, 0);
        n = add_ways(out, n, ZOOMS, COUNT(ZOOMS), -1, 1);
        if (v->ngrids == 1)
            n = add_ways(out, n, NOTES1, COUNT(NOTES1), 0, 0);
    }
    return add_ways(out, n, ORDER, COUNT(ORDER), -1, 1);
}

/* Shapes L for one way; 0 when the way does not apply: a pair's both grids
 * to a single grid, or one grid of a pair with the info two lines under it
 * (no room for the other's value beside). */
static int shape_way(layout *L, const try_way *w)
{
    if (w->both ? L->ngrids == 1 : L->ngrids == 2 && w->form == FORM_TIGHT)
        return 0;
    shape(L, w->both ? L->ngrids : 1, w->cell);
    return 1;
}

/* 1 when a grid may be cut just above its line li (shown from there, or up
 * to there): a box line, a cell's first line, or the end. */
static int whole_at(const layout *L, int li)
{
    int off = li % (L->box_rows * L->ch + 1);
    return off == 0 || (off - 1) % L->ch == 0;
}

/* Scrolls so the cursor's box band is in view: where it was while the band
 * is in view there, else with the band as near the middle as can be; whole
 * cells only. */
static void scroll_to(layout *L, int cr, int keep_scroll)
{
    int br = L->box_rows;
    int first = cr / br * (br * L->ch + 1); /* the band's top line */
    int last = first + br * L->ch + 1;      /* its bottom line */
    int cur = 1 + cr * L->ch + cr / br;
    int s = cur - L->view_h / 2, was = keep_scroll - 1;
    if (last - s >= L->view_h)
        s = last - L->view_h + 1;
    if (s > first)
        s = first;
    if (was >= 0 && was <= first && last - was < L->view_h)
        s = was;
    if (s > L->grid_h - L->view_h)
        s = L->grid_h - L->view_h;
    s = s < 0 ? 0 : s;
    int down = s;
    while (!whole_at(L, down))
        down--;
    if (last - down < L->view_h)
        s = down;
    while (!whole_at(L, s))
        s++;
    L->scroll = s;
    if (L->view_h > L->grid_h - s)
        L->view_h = L->grid_h - s;
    while (!whole_at(L, s + L->view_h))
        L->view_h--;
}

/* The cells the zoom shows: its rows and columns within the cursor's box and
 * holding the cursor, as near the middle as can be; the twin beside the
 * cursor's row, in a frame one column right of the zoom's. */
static void zoom_cells(layout *L, int cg, int cr, int cc)
{
    int br = L->box_rows, bc = L->box_cols;
    int r = cr % br - L->zoom_down / 2, c = cc % bc - L->zoom_across / 2;
    r = r < 0 ? 0 : r > br - L->zoom_down ? br - L->zoom_down : r;
    c = c < 0 ? 0 : c > bc - L->zoom_across ? bc - L->zoom_across : c;
    L->zoom_g = cg;
    L->zoom_r0 = cr / br * br + r;
    L->zoom_c0 = cc / bc * bc + c;
    L->twin_x = L->twin_y = L->twin_cell = -1;
    if (L->ngrids == 2) {
        L->twin_cell = ((1 - cg) * L->n + cr) * L->n + cc;
        L->twin_x = L->zoom_x + L->zoom_w + 2;
        L->twin_y = tui_zoom_y(L, cr);
    }
}

layout_measure tui_layout_measure(const layout *L)
{
    layout_measure m = { 0, L->fits ? L->shown : 0 };
    for (int r = 0; L->fits && L->ch > 1 && r < L->n; r++)
        if (tui_cell_y(L, r) >= 0)
            m.notes += L->n * L->shown;
    if (L->fits && L->form == FORM_ZOOM)
        m.notes += L->zoom_across * L->zoom_down + (L->twin_cell >= 0);
    return m;
}

int tui_layout_more(layout_measure a, layout_measure b)
{
    if ((a.notes > 0) != (b.notes > 0))
        return a.notes > 0;
    return a.grids != b.grids ? a.grids > b.grids : a.notes > b.notes;
}

/* Lays L out the way w in a cols x lines window for the view v; 0 when it
 * does not fit. */
static int lay_way(layout *L, const try_way *w, int cols, int lines, const layout_view *v)
{
    if (!shape_way(L, w) || !try_form(L, w, cols, lines))
        return 0;
    L->fits = 1;
    if (L->shown == 1 && v->ngrids == 2 && v->cg == 1) { /* the cursor's grid */
        L->left[1] = L->left[0], L->label_x[1] = L->label_x[0];
        L->left[0] = L->label_x[0] = -1;
    }
    if (L->view_h < L->grid_h)
        scroll_to(L, v->cr, v->keep_scroll);
    L->twin_x = L->twin_y = L->twin_cell = -1;
    if (L->form == FORM_ZOOM)
        zoom_cells(L, v->cg, v->cr, v->cc);
    return 1;
}

/* The smallest window way w fits: the narrowest, then the shortest at that
 * width (fitting only grows with the window). */
static void way_need(const layout *base, const try_way *w, const layout_view *v, int *need_w,
                     int *need_h)
{
    enum { BIG = 1000 };
    layout L = *base;
    int lo = 1, hi = BIG;
    *need_w = *need_h = -1;
    if (!lay_way(&L, w, BIG, BIG, v))
        return;
    while (lo < hi) { /* the narrowest */
        int mid = (lo + hi) / 2;
        L = *base;
        if (lay_way(&L, w, mid, BIG, v))
            hi = mid;
        else
            lo = mid + 1;
    }
    *need_w = lo;
    for (lo = 1, hi = BIG; lo < hi;) { /* the shortest at that width */
        int mid = (lo + hi) / 2;
        L = *base;
        if (lay_way(&L, w, *need_w, mid, v))
            hi = mid;
        else
            lo = mid + 1;
    }
    *need_h = lo;
}

layout tui_layout_for(int cols, int lines, const layout_view *v)
{
    const try_way *way[64];
    int count = ways(v, way);
    layout base = { 0 }, best;
    base.box_rows = v->box_rows, base.box_cols = v->box_cols;
    base.n = v->box_rows * v->box_cols, base.ngrids = v->ngrids;
    base.label_w = base.n > 9 ? 2 : 1;
    base.gap = GAP;
    /* a zoomed cell: compact, with the marker column where a given needs it
     * (two notes across); a diagonal's cell is marked on the zoom's frame */
    base.zoom_mini = tui_mini_shape(v->box_rows, v->box_cols, MINI_COMPACT, v->box_cols < 3);
    base.zoom_mini.diag = 0;
    base.left[0] = base.left[1] = base.label_x[0] = base.label_x[1] = -1;
    base.twin_x = base.twin_y = base.twin_cell = -1; /* no zoom, no twin beside it */
    base.names_y = -1;
    best = base;
    for (int i = 0; i < count; i++) {
        layout L = base;
        if (lay_way(&L, way[i], cols, lines, v) &&
            (!best.fits || tui_layout_more(tui_layout_measure(&L), tui_layout_measure(&best))))
            best = L;
    }
    if (best.fits)
        return best;
    best.need_w = best.need_h = 1 << 20;
    for (int i = 0; i < count; i++) {
        int w, h; /* the smallest window any way plays in */
        way_need(&base, way[i], v, &w, &h);
        if (w > 0 && (long)w * h < (long)best.need_w * best.need_h)
            best.need_w = w, best.need_h = h;
    }
    return best;
}

int tui_board_end(const layout *L)
{
    int end = L->top + L->view_h;
    if (L->form == FORM_ZOOM && L->zoom_y + L->zoom_h > end)
        end = L->zoom_y + L->zoom_h;
    if (L->twin_cell >= 0 && L->twin_y + L->zoom_mini.ch + 1 > end)
        end = L->twin_y + L->zoom_mini.ch + 1; /* the twin's frame */
    return end;
}

int tui_line_y(const layout *L, int li)
{
    if (li < L->scroll || li >= L->scroll + L->view_h)
        return -1;
    return L->top + li - L->scroll;
}

int tui_cell_y(const layout *L, int r) { return tui_line_y(L, 1 + r * L->ch + r / L->box_rows); }

int tui_cell_x(const layout *L, int g, int c)
{
    if (L->left[g] < 0)
        return -1;
    return L->left[g] + 1 + c * L->cw + c / L->box_cols;
}

void tui_col_number_at(const layout *L, int g, int c, int *y, int *x)
{
    int two = c + 1 > 9 && L->cw < 3;
    *x = tui_cell_x(L, g, c) + (L->ch > 1 ? L->mini.vx : L->cw >= 3 ? L->cw / 2 : 1) - two;
    *y = L->ruler == 2 ? L->top - 2 + c % 2 : L->ruler ? L->top - 1 : tui_line_y(L, 0);
}

int tui_row_number_y(const layout *L, int r)
{
    int y = tui_cell_y(L, r);
    return y < 0 ? -1 : y + (L->ch > 1 ? L->mini.vy : 0);
}

int tui_zoom_y(const layout *L, int r)
{
    if (L->form != FORM_ZOOM || r < L->zoom_r0 || r >= L->zoom_r0 + L->zoom_down)
        return -1;
    return L->zoom_y + 1 + (r - L->zoom_r0) * (L->zoom_mini.ch + 1);
}

int tui_zoom_x(const layout *L, int c)
{
    if (L->form != FORM_ZOOM || c < L->zoom_c0 || c >= L->zoom_c0 + L->zoom_across)
        return -1;
    return L->zoom_x + 1 + (c - L->zoom_c0) * (L->zoom_mini.cw + 1);
}

/* 1 when (y, x) is in the zoomed cell at (cy, cx). */
static int in_zoomed(const layout *L, int y, int x, int cy, int cx)
{
    return cy >= 0 && cx >= 0 && y >= cy && y < cy + L->zoom_mini.ch && x >= cx &&
           x < cx + L->zoom_mini.cw;
}

/* The cell of the zoom (or its twin) at (y, x), or -1. */
static int zoom_cell_at(const layout *L, int y, int x)
{
    int n = L->n;
    if (L->form != FORM_ZOOM)
        return -1;
    if (L->twin_cell >= 0 && in_zoomed(L, y, x, L->twin_y, L->twin_x))
        return L->twin_cell;
    for (int r = L->zoom_r0; r < L->zoom_r0 + L->zoom_down; r++)
        for (int c = L->zoom_c0; c < L->zoom_c0 + L->zoom_across; c++)
            if (in_zoomed(L, y, x, tui_zoom_y(L, r), tui_zoom_x(L, c)))
                return (L->zoom_g * n + r) * n + c;
    return -1;
}

int tui_cell_at(const layout *L, int y, int x)
{
    int z = zoom_cell_at(L, y, x);
    if (z >= 0)
        return z;
    for (int g = 0; g < L->ngrids; g++)
        for (int r = 0; r < L->n; r++)
            for (int c = 0; c < L->n; c++) {
                int cx = tui_cell_x(L, g, c), cy = tui_cell_y(L, r);
                if (cx >= 0 && cy >= 0 && y >= cy && y < cy + L->ch && x >= cx &&
                    x < cx + L->cw)
                    return (g * L->n + r) * L->n + c;
            }
    return -1;
}
