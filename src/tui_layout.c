/* tui_layout.c - where everything goes on the screen, computed in one place
 * for drawing and for mouse clicks.
 *
 * A layout is one of a few ways (the grids shown, their cells, the form
 * that places them, the zoom), each tried in the window; the one chosen
 * shows the most notes, then the most grids (tui_layout_measure), the
 * roomiest of those (the first in its list). So a larger window never shows
 * fewer notes or fewer grids, and the unit tests walk every window to see it.
 * The board with its notes (from the start, at every size):
 *   - both grids with every cell a mini-grid of its notes (2x2 at 4x4, 3x3 at
 *     9x9, 4x4 at 16x16, 5x5 at 25x25), whole;
 *   - else both grids plain, three columns a cell or two, and the zoom of the
 *     cursor's box (notes in place, the twin beside it) right of them or
 *     below them;
 *   - else one grid (scrolled to the cursor when taller than the window) and
 *     the zoom, as much of the box as fits around the cursor;
 *   - else the compact forms: both grids, three columns a cell or two, the
 *     info below them or beside them, then one grid.
 * A plain board (o) has only the compact forms; the pencil view (p) is one
 * grid of mini-grids, scrolled by whole cells.
 *
 * Rows and columns are numbered (the names grid_cell_name gives): column
 * numbers in the top border, on a line above a scrolled grid, or where a
 * cell is two columns and numbers two digits, on two lines (odd columns'
 * over even ones', each number whole).
 *
 * No curses here: the layout is a function of the window's size and the
 * view, so the unit tests check it at every size without a terminal. */
#include <stdio.h>
#include <string.h>

#include "tui_int.h"

enum { GAP = 4, SIDE_MIN = 20, ROOMY_INFO = 7, TIGHT_INFO = 2, SCROLL_MIN_LINES = 12,
       INFO_MIN_W = 30 /* the info below the grids */ };

/* Where a way puts the zoom. */
enum { NO_ZOOM, ZOOM_BESIDE, ZOOM_BELOW };

/* One way to lay the game out: both grids or one, columns a cell (0: a
 * mini-grid of notes, k + 1 x k), the form, the zoom. */
typedef struct try_way {
    int both, cw;
    layout_form form;
    int zoom;
} try_way;

static void shape(layout *L, int shown, int cw)
{
    L->shown = shown;
    L->cw = cw ? cw : L->k + 1;
    L->ch = cw ? 1 : L->k;
    L->grid_w = L->n * L->cw + L->k + 1;
    L->grid_h = L->n * L->ch + L->k + 1;
}

/* The lines of column numbers above the grid: two where a cell is two
 * columns and numbers two digits, else one when scrolled (the top border
 * is off), else none (they are in the top border). */
static int ruler_for(const layout *L, int scrolled)
{
    return L->cw == 2 && L->n > 9 ? 2 : scrolled;
}

static int grids_w(const layout *L) { return L->shown * L->grid_w + (L->shown - 1) * GAP; }

/* The lines a box band takes with its borders: the least a scrolled grid shows. */
static int band_h(const layout *L) { return L->k * L->ch + 2; }

/* Places the grids shown from column x0 with their row numbers where room
 * columns allow: left of the first grid (a column apart, or touching it),
 * right of the second of a pair. Returns the columns used. */
static int place_grids(layout *L, int x0, int room)
{
    int lw = L->label_w, gw = grids_w(L), pair = L->shown == 2;
    int before = room >= lw + 1 + gw ? lw + 1 : room >= lw + gw ? lw : 0;
    int after = pair && room >= before + gw + lw ? lw : 0;
    L->left[0] = x0 + before;
    L->label_x[0] = before ? x0 : -1;
    L->left[1] = L->label_x[1] = -1;
    if (pair) {
        L->left[1] = L->left[0] + L->grid_w + GAP;
        L->label_x[1] = after ? L->left[1] + L->grid_w : -1;
    }
    return before + gw + after;
}

/* A zoomed cell's columns: its notes k across (a marker column before them
 * at 4x4, where a given's marks need it). */
static int zoom_cw(const layout *L) { return L->k >= 3 ? L->k : L->k + 1; }
/* The zoom's columns and lines for cells across x down: the cells one line
 * apart in a frame. */
static int zoom_w_of(const layout *L, int across) { return across * (zoom_cw(L) + 1) + 1; }
static int zoom_h_of(const layout *L, int down) { return down * (L->k + 1) + 1; }
/* The columns the twin takes beside the zoom: a gap, its framed cell. */
static int twin_w(const layout *L) { return L->ngrids == 2 ? 1 + zoom_cw(L) + 2 : 0; }
/* The least zoom's columns with the twin: the whole box, or 2 cells. */
static int zoom_min_w(const layout *L, int whole)
{
    return zoom_w_of(L, whole ? L->k : 2) + twin_w(L);
}

/* The zoom's cells across and down that fit w x h with the twin beside;
 * 0 when fewer than 2 x 2, or less than the whole box when whole. */
static int zoom_fit(layout *L, int w, int h, int whole)
{
    int k = L->k, across = 0, down = 0;
    while (across < k && zoom_w_of(L, across + 1) + twin_w(L) <= w)
        across++;
    while (down < k && zoom_h_of(L, down + 1) <= h)
        down++;
    L->zoom_across = across, L->zoom_down = down;
    L->zoom_w = zoom_w_of(L, across), L->zoom_h = zoom_h_of(L, down);
    L->zoom_cw = zoom_cw(L);
    return whole ? across == k && down == k : across >= 2 && down >= 2;
}

/* The zoom form: the grids from the left with their numbers, the zoom right
 * of them from line 1 or under them, the info below. Both grids show whole
 * with the whole box; one grid scrolls, its zoom as much of the box as fits. */
static int try_zoom(layout *L, int below, int cols, int lines)
{
    int pair = L->shown == 2, used;
    if (cols < INFO_MIN_W || lines < SCROLL_MIN_LINES)
        return 0;
    L->ruler = ruler_for(L, 0);
    L->top = 1 + L->ruler;
    /* the row numbers touch the grid when that makes room for the zoom */
    used = place_grids(L, 0, below ? cols : cols - 1 - zoom_min_w(L, pair));
    if (L->label_x[0] < 0 || (pair && L->label_x[1] < 0))
        return 0; /* beside the zoom a grid keeps its numbers */
    if (below) {
        L->zoom_x = L->left[0];
        L->zoom_y = L->top + L->grid_h + 1;
        if (!zoom_fit(L, cols - L->zoom_x, lines - TIGHT_INFO - L->zoom_y, pair))
            return 0;
        L->info_y = L->zoom_y + L->zoom_h;
    } else {
        L->zoom_x = used + 1;
        L->zoom_y = 1;
        if (!zoom_fit(L, cols - L->zoom_x, lines - TIGHT_INFO - L->zoom_y, pair))
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

/* Tries one form with the current shape; fills the positions and returns 1
 * when it fits the window. */
static int try_form(layout *L, const try_way *w, int cols, int lines)
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
    case FORM_ROOMY:
        if (INFO_MIN_W > cols || 2 + r + L->grid_h + ROOMY_INFO > lines || !centre_grids(L, cols))
            return 0;
        L->top = 2 + r;
        L->names_y = L->shown == 2 ? 1 : -1;
        L->info_x = 1, L->info_w = cols - 2;
        L->info_y = L->top + L->grid_h + 1;
        L->info_h = lines - L->info_y;
        return 1;
    case FORM_SIDE:
    case FORM_SCROLL: {
        int used = place_grids(L, 0, cols - 3 - SIDE_MIN);
        if (used > cols - 3 - SIDE_MIN)
            return 0;
        if (form == FORM_SIDE && 1 + r + L->grid_h > lines)
            return 0;
        if (form == FORM_SCROLL && lines < SCROLL_MIN_LINES)
            return 0;
        L->top = 1 + r;
        L->info_x = used + 2;
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

/* Both grids, a mini-grid of notes a cell, whole. */
static const try_way NOTES2[] = {
    { 1, 0, FORM_ROOMY, NO_ZOOM }, { 1, 0, FORM_SIDE, NO_ZOOM }, { 1, 0, FORM_TIGHT, NO_ZOOM },
};
/* The zoom beside or below both grids, then one. */
static const try_way ZOOMS[] = {
    { 1, 3, FORM_ZOOM, ZOOM_BESIDE }, { 1, 3, FORM_ZOOM, ZOOM_BELOW },
    { 1, 2, FORM_ZOOM, ZOOM_BESIDE }, { 1, 2, FORM_ZOOM, ZOOM_BELOW },
    { 0, 3, FORM_ZOOM, ZOOM_BESIDE }, { 0, 3, FORM_ZOOM, ZOOM_BELOW },
    { 0, 2, FORM_ZOOM, ZOOM_BESIDE }, { 0, 2, FORM_ZOOM, ZOOM_BELOW },
};
/* One grid, a mini-grid of notes a cell: whole, then (the pencil view)
 * scrolled. */
static const try_way NOTES1[] = {
    { 0, 0, FORM_ROOMY, NO_ZOOM }, { 0, 0, FORM_SIDE, NO_ZOOM },
    { 0, 0, FORM_TIGHT, NO_ZOOM }, { 0, 0, FORM_SCROLL, NO_ZOOM },
};
/* The compact forms, plain cells. */
static const try_way ORDER[] = {
    { 1, 3, FORM_ROOMY, NO_ZOOM },  { 1, 2, FORM_ROOMY, NO_ZOOM },  { 1, 3, FORM_SIDE, NO_ZOOM },
    { 1, 2, FORM_SIDE, NO_ZOOM },   { 1, 2, FORM_TIGHT, NO_ZOOM },  { 0, 3, FORM_ROOMY, NO_ZOOM },
    { 0, 2, FORM_ROOMY, NO_ZOOM },  { 0, 3, FORM_SIDE, NO_ZOOM },   { 0, 2, FORM_SIDE, NO_ZOOM },
    { 0, 2, FORM_TIGHT, NO_ZOOM },  { 0, 2, FORM_SCROLL, NO_ZOOM },
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
    shape(L, w->both ? L->ngrids : 1, w->cw);
    return 1;
}

/* 1 when a grid may be cut just above its line li (shown from there, or up
 * to there): a box line, a cell's first line, or the end. */
static int whole_at(const layout *L, int li)
{
    int off = li % (L->k * L->ch + 1);
    return off == 0 || (off - 1) % L->ch == 0;
}

/* Scrolls so the cursor's box band is in view: where it was while the band
 * is in view there, else with the band as near the middle as can be; whole
 * cells only. */
static void scroll_to(layout *L, int cr, int keep_scroll)
{
    int first = cr / L->k * (L->k * L->ch + 1); /* the band's top line */
    int last = first + L->k * L->ch + 1;         /* its bottom line */
    int cur = 1 + cr * L->ch + cr / L->k;
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
    int k = L->k;
    int r = cr % k - L->zoom_down / 2, c = cc % k - L->zoom_across / 2;
    r = r < 0 ? 0 : r > k - L->zoom_down ? k - L->zoom_down : r;
    c = c < 0 ? 0 : c > k - L->zoom_across ? k - L->zoom_across : c;
    L->zoom_g = cg;
    L->zoom_r0 = cr / k * k + r;
    L->zoom_c0 = cc / k * k + c;
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

/* 1 when a shows more than b: more notes, else more grids. */
static int more(layout_measure a, layout_measure b)
{
    return a.notes != b.notes ? a.notes > b.notes : a.grids > b.grids;
}

layout tui_layout_for(int cols, int lines, const layout_view *v)
{
    const try_way *way[64];
    int count = ways(v, way);
    layout base = { 0 }, best;
    base.k = v->k, base.n = v->k * v->k, base.ngrids = v->ngrids;
    base.label_w = base.n > 9 ? 2 : 1;
    base.left[0] = base.left[1] = base.label_x[0] = base.label_x[1] = -1;
    base.twin_x = base.twin_y = base.twin_cell = -1; /* no zoom, no twin beside it */
    base.names_y = -1;
    best = base;
    for (int i = 0; i < count; i++) {
        layout L = base;
        if (lay_way(&L, way[i], cols, lines, v) &&
            (!best.fits || more(tui_layout_measure(&L), tui_layout_measure(&best))))
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

int tui_line_y(const layout *L, int li)
{
    if (li < L->scroll || li >= L->scroll + L->view_h)
        return -1;
    return L->top + li - L->scroll;
}

int tui_cell_y(const layout *L, int r) { return tui_line_y(L, 1 + r * L->ch + r / L->k); }

int tui_cell_x(const layout *L, int g, int c)
{
    if (L->left[g] < 0)
        return -1;
    return L->left[g] + 1 + c * L->cw + c / L->k;
}

int tui_zoom_y(const layout *L, int r)
{
    if (L->form != FORM_ZOOM || r < L->zoom_r0 || r >= L->zoom_r0 + L->zoom_down)
        return -1;
    return L->zoom_y + 1 + (r - L->zoom_r0) * (L->k + 1);
}

int tui_zoom_x(const layout *L, int c)
{
    if (L->form != FORM_ZOOM || c < L->zoom_c0 || c >= L->zoom_c0 + L->zoom_across)
        return -1;
    return L->zoom_x + 1 + (c - L->zoom_c0) * (zoom_cw(L) + 1);
}

/* 1 when (y, x) is in the zoomed cell at (cy, cx). */
static int in_zoomed(const layout *L, int y, int x, int cy, int cx)
{
    return cy >= 0 && cx >= 0 && y >= cy && y < cy + L->k && x >= cx && x < cx + zoom_cw(L);
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

/* ---- text in its place: the same pure rules for drawing and the tests ---- */

/* One line of text in width w (a newline always breaks; else at the last
 * space that fits, inside a word only when one is longer than w): its
 * length; *next gets where the next line begins. */
static int one_line(const char *text, int w, const char **next)
{
    int len = (int)strcspn(text, "\n"), cut = len;
    if (len > w) {
        cut = w;
        while (cut > 0 && text[cut] != ' ')
            cut--;
        if (cut <= 0)
            cut = w;
        while (cut > 1 && text[cut - 1] == ' ')
            cut--;
    }
    const char *p = text + cut;
    while (*p == ' ')
        p++;
    if (*p == '\n')
        p++;
    while (*p == ' ')
        p++;
    *next = p;
    return cut;
}

int tui_wrap(const char *text, int w, int lines, tui_span *out)
{
    const char *start = text, *next;
    int used = 0;
    while (*text == ' ' || *text == '\n')
        text++;
    for (; used < lines && *text && w > 0; used++) {
        int len = one_line(text, w, &next);
        if (used == lines - 1 && *next && w > 2) { /* more follows: room for ".." */
            out[used] = (tui_span){ (int)(text - start), one_line(text, w - 2, &next), 1 };
            return used + 1;
        }
        out[used] = (tui_span){ (int)(text - start), len, 0 };
        text = next;
    }
    return used;
}

int tui_wrap_page(const char *text, int w, int lines, int more_w, int page, tui_span *out,
                  int *pages)
{
    const char *start = text;
    int got = 0;
    if (w < 1 || lines < 1) {
        *pages = 0;
        return 0;
    }
    while (*text == ' ' || *text == '\n')
        text++;
    /* twice: the pages counted, then the one asked for (modulo the count) */
    for (int pass = 0; pass < 2; pass++) {
        const char *p = text, *next;
        int n = 0;
        while (*p) {
            for (int i = 0; i < lines && *p; i++) {
                int len = one_line(p, w, &next), room = w - more_w - 1;
                if (i == lines - 1 && *next && room >= 1) { /* room for the mark */
                    int word = (int)strcspn(p, " \n");
                    if (i > 0 && word > room && word <= w) /* the word on the next page */
                        len = 0, next = p;
                    else
                        len = one_line(p, room, &next);
                }
                if (pass == 1 && n == page)
                    out[got++] = (tui_span){ (int)(p - start), len, 0 };
                p = next;
            }
            if (pass == 1 && n == page) {
                out[got - 1].dots = *p != '\0'; /* more follows */
                return got;
            }
            n++;
        }
        *pages = n;
        if (n == 0)
            return 0;
        page = (page % n + n) % n;
    }
    return got;
}

/* Appends "  piece" (or the piece alone at the start) to buf. */
static void add(char *buf, size_t len, const char *piece)
{
    if (!piece || !*piece)
        return;
    size_t used = strlen(buf);
    snprintf(buf + used, len - used, "%s%s", used ? "  " : "", piece);
}

/* The title at drop level `drop` (0: all of it), the cell padded to cell_w
 * and NOTES on when widest (the room it may take); its length. */
static int title_at(char *buf, size_t len, int drop, const tui_title_parts *p, int widest)
{
    char givens[32], clock[48], cell[64];
    snprintf(givens, sizeof givens, "givens %d", p->givens);
    snprintf(cell, sizeof cell, "%-*s", widest ? p->cell_w : 0, p->cell ? p->cell : "");
    buf[0] = '\0';
    if (drop <= 6) {
        add(buf, len, drop < 5 ? p->size : p->size_short);
        if (drop < 3)
            add(buf, len, p->level);
        if (drop < 2)
            add(buf, len, p->seed);
        if (drop < 1)
            add(buf, len, givens);
    }
    snprintf(clock, sizeof clock, "%s%s", drop < 5 ? "time " : "", p->clock);
    add(buf, len, clock);
    if (p->paused && drop < 6)
        add(buf, len, "PAUSED");
    if (p->by_computer && drop <= 6)
        add(buf, len, drop < 4 ? "solved by the computer" : drop < 6 ? "by computer" : "");
    add(buf, len, cell);
    if (p->notes || widest)
        add(buf, len, "NOTES");
    return (int)strlen(buf);
}

int tui_title(char *buf, size_t len, int width, const tui_title_parts *p)
{
    /* what goes first when the line is short: the givens, the seed, the
     * level, the long size, the computer's note; the clock, the cursor's
     * cell and NOTES stay (from 25 columns). The level is chosen with room
     * for NOTES and the widest cell name, so neither moves the rest. */
    int drop = 0;
    while (drop < 7 && title_at(buf, len, drop, p, 1) > width)
        drop++;
    int widest = title_at(buf, len, drop, p, 1);
    title_at(buf, len, drop, p, 0);
    return widest;
}
