/* test_layout.c - the screen's layout and its text rules, without a terminal:
 * every window from 40x12 to 300x80 at k=2..5, pair and single: nothing
 * overlaps, the clock, the notes mode and the cursor's cell always fit in
 * the title, no message is cut inside a word. */
#include "testlib.h"

#include <stdio.h>
#include <string.h>

#include "../src/tui_int.h"

/* 1 when the rectangles [x, x+w) x [y, y+h) meet. */
static int meet(int x1, int y1, int w1, int h1, int x2, int y2, int w2, int h2)
{
    return x1 < x2 + w2 && x2 < x1 + w1 && y1 < y2 + h2 && y2 < y1 + h1;
}

/* The layout of a view (the cursor's column: its row's). */
static layout lay(int cols, int lines, int k, int ngrids, int pencil, int zoom, int cg, int cr)
{
    layout_view v = { k, ngrids, pencil, zoom, cg, cr, cr, 0 };
    return tui_layout_for(cols, lines, &v);
}

/* The zoom lies in the window apart from the grid and the info, holds the
 * cursor's cell and only cells of its box, its twin beside it. */
static void check_zoom(const layout *L, const char *at, int cols, int cg, int cr, int cc)
{
    int k = L->k, w = L->zoom_across * (k + 1) - 1, h = 1 + L->zoom_down * (k + 1) - 1;
    if (L->zoom_x < 0 || L->zoom_x + w > cols || L->zoom_y < 1 || L->zoom_y + h > L->info_y)
        fail_msg("%s: the zoom is outside the window or over the info", at);
    if (meet(L->zoom_x, L->zoom_y, w, h, L->left[cg], L->top, L->grid_w, L->view_h))
        fail_msg("%s: the zoom and the grid overlap", at);
    if (L->zoom_r0 / k != cr / k || (L->zoom_r0 + L->zoom_down - 1) / k != cr / k ||
        L->zoom_c0 / k != cc / k || (L->zoom_c0 + L->zoom_across - 1) / k != cc / k)
        fail_msg("%s: the zoom leaves the cursor's box", at);
    if (tui_zoom_y(L, cr) < 0 || tui_zoom_x(L, cc) < 0)
        fail_msg("%s: the zoom does not show the cursor's cell", at);
    int cell = (cg * L->n + cr) * L->n + cc;
    if (tui_cell_at(L, tui_zoom_y(L, cr) + k - 1, tui_zoom_x(L, cc) + k - 1) != cell)
        fail_msg("%s: a click in the zoom finds another cell", at);
    if (L->ngrids == 2) {
        if (L->twin_x < L->zoom_x + w + 1 || L->twin_x + k > cols || L->twin_y + k > L->info_y)
            fail_msg("%s: the twin is not beside the zoom in the window", at);
        if (tui_cell_at(L, L->twin_y, L->twin_x) != (cell + L->n * L->n) % (2 * L->n * L->n))
            fail_msg("%s: a click on the twin finds another cell", at);
    }
}

static void check_layout(int cols, int lines, int k, int ngrids, int pencil, int zoom, int cg,
                         int cr)
{
    layout L = lay(cols, lines, k, ngrids, pencil, zoom, cg, cr);
    char at[96];
    snprintf(at, sizeof at, "%dx%d k=%d %s%s%s cursor %c r%d", cols, lines, k,
             ngrids == 2 ? "pair" : "single", pencil ? " pencil" : "", zoom ? " zoom" : "",
             'A' + cg, cr + 1);
    if (!L.fits) {
        /* too small: then the smallest window it needs is larger */
        if (cols >= L.need_w && lines >= L.need_h)
            fail_msg("%s: does not fit, though it needs only %dx%d", at, L.need_w, L.need_h);
        return;
    }
    if (L.top - L.ruler < 1)
        fail_msg("%s: the grids or their labels cover the title line", at);
    if (L.form == FORM_ZOOM)
        check_zoom(&L, at, cols, cg, cr, cr);
    /* a twin beside the zoom only: in every other form the info names it */
    if ((L.form != FORM_ZOOM || ngrids == 1) && (L.twin_cell != -1 || L.twin_x != -1))
        fail_msg("%s: a twin beside no zoom", at);
    if (L.top + L.view_h > lines)
        fail_msg("%s: the grids run below the window", at);
    int shown = 0;
    for (int g = 0; g < ngrids; g++) {
        if (L.left[g] < 0)
            continue;
        shown++;
        if (L.left[g] + L.grid_w > cols)
            fail_msg("%s: grid %c runs past the right edge", at, 'A' + g);
        if (L.info_h > 0 && meet(L.left[g], L.top, L.grid_w, L.view_h, L.info_x, L.info_y,
                                 L.info_w, L.info_h))
            fail_msg("%s: grid %c and the info area overlap", at, 'A' + g);
    }
    if (shown != L.shown || shown < 1)
        fail_msg("%s: %d grids shown, the layout says %d", at, shown, L.shown);
    if (shown == 2 && meet(L.left[0], L.top, L.grid_w, L.view_h, L.left[1], L.top, L.grid_w,
                           L.view_h))
        fail_msg("%s: the grids overlap", at);
    if (ngrids == 2 && shown == 1 && L.left[cg] < 0)
        fail_msg("%s: the cursor's grid is not the one shown", at);
    if (L.info_x < 0 || L.info_y < 1 || L.info_x + L.info_w > cols || L.info_y + L.info_h > lines)
        fail_msg("%s: the info area is outside the window", at);
    if (L.info_h < 2 || L.info_w < 20)
        fail_msg("%s: the info area is %dx%d, too small for a message", at, L.info_w, L.info_h);
    /* the cursor's row is in view */
    if (tui_cell_y(&L, cr) < 0)
        fail_msg("%s: the cursor's row is scrolled off", at);
    /* the title (the widest it gets) keeps the clock, NOTES and the cell */
    int width = L.form == FORM_ROOMY ? cols : cols - 2;
    char cell[32], title[400];
    snprintf(cell, sizeof cell, "%c r%dc%d", 'A' + cg, cr + 1, k * k);
    tui_title_parts p = { "25x25 pair", "25x25", "maximal, beyond the ladder",
                          "seed 18446744073709551615", 625, "123:59:59", 1, 0, 1, cell };
    tui_title(title, sizeof title, width, &p);
    if ((int)strlen(title) > width || !strstr(title, "123:59:59") || !strstr(title, "NOTES") ||
        !strstr(title, cell))
        fail_msg("%s: the title in %d columns lost its bearings: \"%s\"", at, width, title);
}

static void test_layout_every_size(void **state)
{
    (void)state;
    static const int widths[] = { 40, 48, 50, 56, 60, 64, 70, 72, 79, 80, 90, 100, 110, 120,
                                  132, 150, 160, 180, 200, 240, 300 };
    static const int heights[] = { 12, 13, 15, 17, 19, 20, 22, 23, 24, 25, 30, 32, 36, 40,
                                   44, 50, 52, 60, 70, 80 };
    int fits = 0, total = 0;
    for (size_t w = 0; w < sizeof widths / sizeof *widths; w++)
        for (size_t h = 0; h < sizeof heights / sizeof *heights; h++)
            for (int k = 2; k <= 5; k++)
                for (int ngrids = 1; ngrids <= 2; ngrids++)
                    for (int view = 0; view <= 3; view++) /* plain, pencil, zoom on,
                                                             zoom from the start */
                        for (int cg = 0; cg < ngrids; cg++)
                            for (int cr = 0; cr < k * k; cr += k * k - 1) {
                                int zoom = view == 2 ? ZOOM_ON : view == 3 ? ZOOM_PAIR : 0;
                                check_layout(widths[w], heights[h], k, ngrids, view == 1, zoom,
                                             cg, cr);
                                total++;
                                fits += lay(widths[w], heights[h], k, ngrids, view == 1, zoom,
                                            cg, cr).fits;
                            }
    /* the sizes named in the README play: 9x9 in 40x12? no; in 80x24 all */
    for (int k = 2; k <= 5; k++)
        for (int ngrids = 1; ngrids <= 2; ngrids++) {
            assert_true(lay(80, 24, k, ngrids, 0, 0, 0, 0).fits);
            assert_true(lay(80, 24, k, ngrids, 0, 1, 0, 0).fits);
            assert_true(lay(60, 20, k, ngrids, 0, 0, 0, 0).fits || k >= 4);
        }
    assert_true(fits > total / 2);
}

/* A scrolled board stays where it was while the cursor's box band is in
 * view (a click on a cell shown never moves the board under the mouse),
 * and scrolls when the band leaves it; with no earlier scroll, the band is
 * as near the middle as can be. */
static void test_scroll_stays(void **state)
{
    (void)state;
    layout_view v = { 5, 2, 0, 1, 0, 12, 3, 0 }; /* 25x25 at 80x24: A r13c4 */
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

/* Notes in place (16x16, 25x25): a mini-grid a cell on the board where the
 * window allows, else the zoom beside the cursor's grid, showing as much of
 * the cursor's box as fits around the cursor, its twin beside; rows and
 * columns labelled by number (a ruler where cells are two columns). */
static void test_zoom_cells(void **state)
{
    (void)state;
    /* 16x16 in 80x24: the whole box, the grid three columns a cell */
    layout_view v = { 4, 2, 0, 1, 0, 9, 11, 0 }; /* A r10c12 */
    layout L = tui_layout_for(80, 24, &v);
    assert_int_equal(L.form, FORM_ZOOM);
    assert_int_equal(L.cw, 3);
    assert_int_equal(L.ruler, 0);
    assert_int_equal(L.left[0], 2); /* the row numbers left of it */
    assert_int_equal(L.left[1], -1);
    assert_int_equal(L.zoom_across, 4);
    assert_int_equal(L.zoom_down, 4);
    assert_int_equal(L.zoom_r0, 8);
    assert_int_equal(L.zoom_c0, 8);
    assert_int_equal(L.zoom_x, 56);
    assert_int_equal(L.twin_x, 76);
    assert_int_equal(L.twin_y, tui_zoom_y(&L, 9));
    assert_int_equal(L.twin_cell, (16 + 9) * 16 + 11);
    assert_int_equal(tui_zoom_y(&L, 7), -1); /* another box */
    assert_int_equal(tui_cell_at(&L, tui_zoom_y(&L, 8), tui_zoom_x(&L, 10) + 3), 8 * 16 + 10);
    /* 25x25 in 80x24: 2 x 3 cells of the box around the cursor, a ruler */
    layout_view v5 = { 5, 2, 0, 1, 1, 16, 13, 0 }; /* B r17c14 */
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
    /* 25x25 in 120x40: the whole box beside a grid of three columns a cell */
    L = tui_layout_for(120, 40, &v5);
    assert_int_equal(L.form, FORM_ZOOM);
    assert_int_equal(L.cw, 3);
    assert_int_equal(L.zoom_across, 5);
    assert_int_equal(L.zoom_down, 5);
    /* large enough: the notes on the board (k x k lines a cell), scrolled */
    L = tui_layout_for(120, 40, &v);
    assert_int_equal(L.ch, 4);
    assert_int_equal(L.form, FORM_SCROLL);
    assert_int_equal(L.ruler, 1);
    L = tui_layout_for(200, 60, &v5);
    assert_int_equal(L.ch, 5);
    assert_int_equal(L.shown, 1);
    L = tui_layout_for(200, 60, &v); /* 16x16: both grids */
    assert_int_equal(L.ch, 4);
    assert_int_equal(L.shown, 2);
    /* zoom off: no zoom; 16x16 in 80x24 is one grid three columns a cell
     * (two a cell would need a ruler the window has no room for) */
    v.zoom = 0;
    L = tui_layout_for(80, 24, &v);
    assert_true(L.form != FORM_ZOOM && L.ch == 1 && L.cw == 3 && L.shown == 1);
    assert_int_equal(L.twin_cell, -1); /* the info says what B holds there */
    /* up to 9x9 the zoom is never used */
    layout_view v3 = { 3, 2, 0, 1, 0, 4, 4, 0 };
    assert_true(tui_layout_for(80, 24, &v3).form != FORM_ZOOM);
}

/* From the start (ZOOM_PAIR) a 16x16 or 25x25 pair shows both grids where
 * they fit, with notes in place where both grids have room for them, else
 * without; one grid with notes in place (or the zoom) only where both grids
 * do not fit, or after the zoom key (ZOOM_ON). A single grid has no twin to
 * keep in view: its notes are in place where they fit. */
static void test_both_grids_first(void **state)
{
    (void)state;
    layout L = lay(120, 40, 4, 2, 0, ZOOM_PAIR, 0, 0);
    assert_true(L.fits && L.shown == 2 && L.ch == 1 && L.cw == 3 && L.form == FORM_ROOMY);
    L = lay(120, 40, 4, 2, 0, ZOOM_ON, 0, 0); /* o: the notes on one grid's board */
    assert_true(L.fits && L.shown == 1 && L.ch == 4);
    L = lay(120, 40, 4, 2, 0, ZOOM_OFF, 0, 0);
    assert_true(L.fits && L.shown == 2 && L.ch == 1);
    L = lay(200, 60, 4, 2, 0, ZOOM_PAIR, 0, 0); /* both grids with their notes */
    assert_true(L.fits && L.shown == 2 && L.ch == 4);
    L = lay(120, 40, 5, 2, 0, ZOOM_PAIR, 1, 3);
    assert_true(L.fits && L.shown == 2 && L.ch == 1);
    L = lay(120, 40, 5, 2, 0, ZOOM_ON, 1, 3);
    assert_true(L.fits && L.form == FORM_ZOOM && L.zoom_across == 5);
    for (int k = 4; k <= 5; k++) { /* in 80x24 both grids do not fit: the zoom */
        L = lay(80, 24, k, 2, 0, ZOOM_PAIR, 0, 0);
        assert_true(L.fits && L.form == FORM_ZOOM);
        layout on = lay(80, 24, k, 2, 0, ZOOM_ON, 0, 0);
        assert_int_equal(on.form, L.form);
        assert_int_equal(on.zoom_x, L.zoom_x);
    }
    L = lay(120, 40, 4, 1, 0, ZOOM_PAIR, 0, 0);
    assert_true(L.fits && L.shown == 1 && L.ch == 4);
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
                    u.k = k, u.ngrids = ngrids, u.notes_mode = (w + lines) % 2;
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
    u.k = 5, u.ngrids = 2, u.notes_mode = 0;
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
                          "00:12", 1, 0, 0, "A r13c15" };
    char t[300];
    tui_title(t, sizeof t, 200, &p);
    assert_string_equal(t, "16x16 pair  maximal, fiendish  seed 803561673  givens 120  time 00:12  "
                           "NOTES  A r13c15");
    tui_title(t, sizeof t, 78, &p); /* 16x16 in 80x24: the givens go first */
    assert_string_equal(t, "16x16 pair  maximal, fiendish  seed 803561673  time 00:12  NOTES  "
                           "A r13c15");
    tui_title(t, sizeof t, 60, &p);
    assert_string_equal(t, "16x16 pair  maximal, fiendish  time 00:12  NOTES  A r13c15");
    tui_title(t, sizeof t, 30, &p);
    assert_string_equal(t, "16x16  00:12  NOTES  A r13c15");
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

int run_layout_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_layout_every_size),
        cmocka_unit_test(test_zoom_cells),
        cmocka_unit_test(test_scroll_stays),
        cmocka_unit_test(test_both_grids_first),
        cmocka_unit_test(test_wrap_pages),
        cmocka_unit_test(test_legend_fits),
        cmocka_unit_test(test_wrap_never_cuts_a_word),
        cmocka_unit_test(test_title_drops_in_order),
        cmocka_unit_test(test_key_table),
    };
    return cmocka_run_group_tests_name("layout", tests, NULL, NULL);
}
