/* tui_layout.c - where everything goes on the screen, computed in one place
 * for drawing and for mouse clicks.
 *
 * The forms are tried from the roomiest down: both grids with three columns a
 * cell and the info below them; two columns a cell; the info beside the grids;
 * the status folded into the title line with two info lines below; then one
 * grid at a time (Tab shows the other), scrolled to the cursor when it is
 * taller than the window. With notes in place (16x16 and 25x25, from the
 * start) a mini-grid of notes a cell comes first, both grids or one, then the
 * zoom beside one grid (both sizes in 80x24).
 *
 * Rows and columns are numbered (the names grid_cell_name gives); where a
 * cell is two columns wide and there are more than 9 the column numbers stand
 * on a ruler of two lines above the grid (tens over units), and a scrolled
 * grid has its column numbers on a line above it.
 *
 * No curses here: the layout is a function of the window's size and the
 * view, so the unit tests check it at every size without a terminal. */
#include <stdio.h>
#include <string.h>

#include "tui_int.h"

enum { GAP = 4, SIDE_MIN = 20, ROOMY_INFO = 7, TIGHT_INFO = 2, SCROLL_MIN_LINES = 12,
       INFO_MIN_W = 30 /* the info below the grids */ };

static void shape(layout *L, int shown, int cw, int ch)
{
    L->shown = shown;
    L->cw = cw;
    L->ch = ch;
    L->grid_w = L->n * cw + L->k + 1;
    L->grid_h = L->n * ch + L->k + 1;
    /* column numbers 10.. over two columns a cell: a ruler above the grid
     * (tens, then units) */
    L->ruler = cw == 2 && L->n > 9 ? 2 : 0;
}

static int grids_w(const layout *L) { return L->shown * L->grid_w + (L->shown - 1) * GAP; }

/* The zoom's cells across and down that fit w x h (its title line, the
 * cells k x k apart by one, the twin's k columns one past them); 0 when
 * fewer than 2 x 2. */
static int zoom_fit(const layout *L, int w, int h, int *across, int *down)
{
    int k = L->k;
    *across = *down = 0;
    while (*across < k && (*across + 1) * (k + 1) + (L->ngrids == 2 ? k : 0) <= w)
        ++*across;
    while (*down < k && (*down + 1) * (k + 1) <= h)
        ++*down;
    return *across >= 2 && *down >= 2;
}

/* The window one form needs with the current shape. */
static void need(const layout *L, layout_form form, int *w, int *h)
{
    int gw = grids_w(L);
    *w = form == FORM_SIDE || form == FORM_SCROLL ? gw + 3 + SIDE_MIN
         : gw > INFO_MIN_W                        ? gw
                                                  : INFO_MIN_W;
    *h = form == FORM_ROOMY ? 2 + L->ruler + L->grid_h + ROOMY_INFO
         : form == FORM_SIDE ? 1 + L->ruler + L->grid_h
         : form == FORM_TIGHT ? 1 + L->ruler + L->grid_h + TIGHT_INFO
         : SCROLL_MIN_LINES;
    if (form == FORM_SCROLL && *h < 2 + L->ruler + L->k * L->ch + 2)
        *h = 2 + L->ruler + L->k * L->ch + 2;
    if (form == FORM_ZOOM) { /* 2 x 2 cells zoomed; a band of boxes in view */
        int zh = 1 + TIGHT_INFO + 2 * (L->k + 1);
        int gh = 1 + (L->ruler ? L->ruler : 1) + L->k * L->ch + 2 + TIGHT_INFO;
        *w = L->label_w + gw + 1 + 2 * (L->k + 1) + (L->ngrids == 2 ? L->k : 0);
        *w = *w > INFO_MIN_W ? *w : INFO_MIN_W;
        *h = zh > gh ? zh : gh;
        *h = *h > SCROLL_MIN_LINES ? *h : SCROLL_MIN_LINES;
    }
}

/* The zoom form: the row labels, the cursor's grid (scrolled when taller than
 * the window), the zoom right of it, two info lines below. */
static int try_zoom(layout *L, int cols, int lines)
{
    int gx = L->label_w, zx = gx + L->grid_w + 1, across, down;
    if (cols < INFO_MIN_W || lines < SCROLL_MIN_LINES ||
        !zoom_fit(L, cols - zx, lines - 1 - TIGHT_INFO, &across, &down))
        return 0;
    if (L->ruler == 0 && L->grid_h > lines - TIGHT_INFO - 1)
        L->ruler = 1; /* scrolled: the column labels above */
    L->top = 1 + L->ruler;
    L->left[0] = gx;
    if (L->view_h > lines - TIGHT_INFO - L->top)
        L->view_h = lines - TIGHT_INFO - L->top;
    if (L->view_h < L->k * L->ch + 2) /* a band of boxes and its borders */
        return 0;
    L->zoom_x = zx, L->zoom_y = 1, L->zoom_across = across, L->zoom_down = down;
    /* the twin one to three columns past the zoom, as the window allows */
    int spare = cols - zx - (across * (L->k + 1) - 1) - L->k;
    L->twin_gap = spare < 3 ? spare : 3;
    L->info_x = 1, L->info_w = cols - 2;
    L->info_y = L->top + L->view_h, L->info_h = lines - L->info_y;
    return 1;
}

/* Tries one form with the current shape; fills the positions and returns 1
 * when it fits the window. */
static int try_form(layout *L, layout_form form, int cols, int lines)
{
    int gw = grids_w(L);
    L->form = form;
    L->scroll = 0;
    L->view_h = L->grid_h;
    L->zoom_across = 0;
    if (form == FORM_SCROLL && L->ruler == 0)
        L->ruler = 1; /* the top border scrolls off: the column labels above */
    int r = L->ruler;
    switch (form) {
    case FORM_ROOMY:
        if (gw > cols || INFO_MIN_W > cols || 2 + r + L->grid_h + ROOMY_INFO > lines)
            return 0;
        L->top = 2 + r;
        L->left[0] = (cols - gw) / 2;
        L->info_x = 1, L->info_w = cols - 2;
        L->info_y = L->top + L->grid_h + 1;
        L->info_h = lines - L->info_y;
        return 1;
    case FORM_SIDE:
    case FORM_SCROLL:
        if (gw + 3 + SIDE_MIN > cols)
            return 0;
        if (form == FORM_SIDE && 1 + r + L->grid_h > lines)
            return 0;
        if (form == FORM_SCROLL && lines < SCROLL_MIN_LINES)
            return 0;
        L->top = 1 + r;
        /* left of the grids for the row labels when there is room (a column
         * apart, or closer to the grid and the info: 25x25 in 80x24) */
        if (cols - gw - 3 - SIDE_MIN >= L->label_w + 1)
            L->left[0] = L->label_w + 1, L->info_x = L->left[0] + gw + 2;
        else if (cols - gw - 2 - SIDE_MIN >= L->label_w)
            L->left[0] = L->label_w, L->info_x = L->left[0] + gw + 1;
        else
            L->left[0] = 0, L->info_x = gw + 2;
        L->info_w = cols - L->info_x - 1;
        L->info_y = 1, L->info_h = lines - 1;
        if (form == FORM_SCROLL && L->view_h > lines - L->top)
            L->view_h = lines - L->top;
        return L->view_h >= L->k * L->ch + 2; /* a band of boxes and its borders */
    case FORM_TIGHT:
        if (gw > cols || INFO_MIN_W > cols || 1 + r + L->grid_h + TIGHT_INFO > lines)
            return 0;
        L->top = 1 + r;
        L->left[0] = (cols - gw) / 2;
        L->info_x = 1, L->info_w = cols - 2;
        L->info_y = L->top + L->grid_h, L->info_h = lines - L->info_y;
        return 1;
    case FORM_ZOOM: return try_zoom(L, cols, lines);
    }
    return 0;
}

/* One grid of a pair is shown only with room for the other's value beside it. */
static int skip(int ngrids, int both, layout_form form)
{
    return both ? ngrids == 1 : ngrids == 2 && form == FORM_TIGHT;
}

/* One way to lay the game out: both grids or one, columns a cell (0: the
 * pencil view's k + 1, k lines a cell), the form. */
typedef struct try_way {
    int both, cw;
    layout_form form;
} try_way;

static const try_way ORDER[] = {
    { 1, 3, FORM_ROOMY }, { 1, 2, FORM_ROOMY }, { 1, 3, FORM_SIDE }, { 1, 2, FORM_SIDE },
    { 1, 2, FORM_TIGHT }, { 0, 3, FORM_ROOMY }, { 0, 2, FORM_ROOMY }, { 0, 3, FORM_SIDE },
    { 0, 2, FORM_SIDE },  { 0, 2, FORM_TIGHT }, { 0, 2, FORM_SCROLL },
};
/* the pencil-mark view: one grid, a k x k mini-grid of notes a cell */
static const try_way PENCIL[] = {
    { 0, 0, FORM_ROOMY }, { 0, 0, FORM_SIDE }, { 0, 0, FORM_SCROLL },
};
/* notes on the board at 16x16 and 25x25: both grids where they fit */
static const try_way BOARD[] = {
    { 1, 0, FORM_ROOMY }, { 1, 0, FORM_SIDE }, { 1, 0, FORM_SCROLL },
    { 0, 0, FORM_ROOMY }, { 0, 0, FORM_SIDE }, { 0, 0, FORM_SCROLL },
};
/* the zoom beside one grid */
static const try_way ZOOM[] = { { 0, 3, FORM_ZOOM }, { 0, 2, FORM_ZOOM } };

/* The ways tried for a view, roomiest first: the pencil view (k <= 3); notes
 * in place (k >= 4): on the board, else the zoom, else without; else the
 * plain forms. With ZOOM_PAIR (from the start) a pair's both grids come
 * first: with notes in place, else without (the pair rule needs both in
 * view), and only then notes in place on one grid. */
static int ways(const layout_view *v, const try_way **out)
{
    int n = 0;
    if (v->pencil && v->k <= 3) {
        for (size_t i = 0; i < sizeof PENCIL / sizeof *PENCIL; i++)
            out[n++] = &PENCIL[i];
        return n;
    }
    if (v->zoom && v->k >= 4) {
        for (size_t i = 0; i < sizeof BOARD / sizeof *BOARD; i++)
            if (BOARD[i].both || v->zoom != ZOOM_PAIR)
                out[n++] = &BOARD[i];
        for (size_t i = 0; v->zoom == ZOOM_PAIR && i < sizeof ORDER / sizeof *ORDER; i++)
            if (ORDER[i].both)
                out[n++] = &ORDER[i];
        for (size_t i = 0; v->zoom == ZOOM_PAIR && i < sizeof BOARD / sizeof *BOARD; i++)
            if (!BOARD[i].both)
                out[n++] = &BOARD[i];
        for (size_t i = 0; i < sizeof ZOOM / sizeof *ZOOM; i++)
            out[n++] = &ZOOM[i];
    }
    for (size_t i = 0; i < sizeof ORDER / sizeof *ORDER; i++)
        out[n++] = &ORDER[i];
    return n;
}

/* Shapes L for one way; 0 when the way does not apply (skip). */
static int shape_way(layout *L, const try_way *w)
{
    if (skip(L->ngrids, w->both, w->form))
        return 0;
    if (w->cw == 0) {
        shape(L, w->both ? L->ngrids : 1, L->k + 1, L->k);
        return 1;
    }
    shape(L, w->both ? L->ngrids : 1, w->cw, 1);
    return 1;
}

/* The cells the zoom shows: `down` rows from its first, `across` columns,
 * within the cursor's box and holding the cursor, as near the middle as can be. */
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
        L->twin_x = L->zoom_x + L->zoom_across * (k + 1) - 1 + L->twin_gap;
        L->twin_y = tui_zoom_y(L, cr);
    }
}

layout tui_layout_for(int cols, int lines, const layout_view *v)
{
    const try_way *way[32];
    int count = ways(v, way);
    layout L = { 0 };
    L.k = v->k, L.n = v->k * v->k, L.ngrids = v->ngrids;
    L.label_w = L.n > 9 ? 2 : 1;
    L.twin_x = L.twin_y = L.twin_cell = -1; /* no zoom, no twin beside it */
    L.fits = 0;
    L.need_w = L.need_h = 1 << 20;
    for (int i = 0; i < count; i++) {
        int w, h; /* the smallest window any way plays in */
        if (!shape_way(&L, way[i]))
            continue;
        need(&L, way[i]->form, &w, &h);
        if ((long)w * h < (long)L.need_w * L.need_h)
            L.need_w = w, L.need_h = h;
    }
    for (int i = 0; i < count && !L.fits; i++)
        if (shape_way(&L, way[i]))
            L.fits = try_form(&L, way[i]->form, cols, lines);
    if (!L.fits)
        return L;
    /* the grids shown, left to right */
    if (L.shown == 2) {
        L.left[1] = L.left[0] + L.grid_w + GAP;
    } else if (v->ngrids == 2) {
        int x = L.left[0];
        L.left[0] = L.left[1] = -1;
        L.left[v->cg] = x;
    }
    /* scroll so the cursor's box band is in view: where it was while the
     * band is in view there, else with the band as near the middle as can be */
    int cr = v->cr;
    if (L.view_h < L.grid_h) {
        int first = cr / L.k * (L.k * L.ch + 1);      /* the band's top line */
        int last = first + L.k * L.ch + 1;               /* its bottom line */
        int cur = 1 + cr * L.ch + cr / L.k;
        int s = cur - L.view_h / 2, was = v->keep_scroll - 1;
        if (last - s >= L.view_h)
            s = last - L.view_h + 1;
        if (s > first)
            s = first;
        if (was >= 0 && was <= first && last - was < L.view_h)
            s = was;
        if (s > L.grid_h - L.view_h)
            s = L.grid_h - L.view_h;
        L.scroll = s < 0 ? 0 : s;
    }
    if (L.form == FORM_ZOOM)
        zoom_cells(&L, v->cg, v->cr, v->cc);
    return L;
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
    return L->zoom_x + (c - L->zoom_c0) * (L->k + 1);
}

/* The cell of the zoom (or its twin) at (y, x), or -1. */
static int zoom_cell_at(const layout *L, int y, int x)
{
    int k = L->k, n = L->n;
    if (L->form != FORM_ZOOM)
        return -1;
    if (L->twin_x >= 0 && y >= L->twin_y && y < L->twin_y + k && x >= L->twin_x &&
        x < L->twin_x + k)
        return L->twin_cell;
    for (int r = L->zoom_r0; r < L->zoom_r0 + L->zoom_down; r++)
        for (int c = L->zoom_c0; c < L->zoom_c0 + L->zoom_across; c++) {
            int zy = tui_zoom_y(L, r), zx = tui_zoom_x(L, c);
            if (y >= zy && y < zy + k && x >= zx && x < zx + k)
                return (L->zoom_g * n + r) * n + c;
        }
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

void tui_title(char *buf, size_t len, int width, const tui_title_parts *p)
{
    /* what goes first when the line is short: the givens, the seed, the
     * level, the long size, the computer's note; the clock, the notes mode
     * and the cursor's cell stay */
    char givens[32];
    const char *seed = p->seed;
    snprintf(givens, sizeof givens, "givens %d", p->givens);
    for (int drop = 0; drop <= 6; drop++) {
        buf[0] = '\0';
        add(buf, len, drop < 5 ? p->size : p->size_short);
        if (drop < 3)
            add(buf, len, p->level);
        if (drop < 2)
            add(buf, len, seed);
        if (drop < 1)
            add(buf, len, givens);
        char clock[48];
        snprintf(clock, sizeof clock, "%s%s", drop < 5 ? "time " : "", p->clock);
        add(buf, len, clock);
        if (p->notes)
            add(buf, len, "NOTES");
        if (p->paused && drop < 6)
            add(buf, len, "PAUSED");
        if (p->by_computer)
            add(buf, len, drop < 4 ? "solved by the computer" : drop < 6 ? "by computer" : "");
        add(buf, len, p->cell);
        if ((int)strlen(buf) <= width)
            return;
    }
    /* the least: the clock, NOTES and the cell (fits from 25 columns) */
    buf[0] = '\0';
    add(buf, len, p->clock);
    if (p->notes)
        add(buf, len, "NOTES");
    add(buf, len, p->cell);
}
