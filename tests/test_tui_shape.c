/* test_tui_shape.c - boxes of any shape and X-Sudoku as a player meets them,
 * driven in tmux: a 6x6 pair and a 12x12 pair play whole at 80x24 with their
 * notes (on the board, or in the zoom beside both grids), the cursor goes
 * to the last cell of grid B, values and letters are typed, a clash shows;
 * an 8x8 single grid; an X 9x9 pair whose diagonal cells are marked in
 * characters (they read without colour); the new-game menu's sizes. A
 * larger window never shows less. Every wait polls for a screen state. */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"
#include "tmux.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io.h"
#include "keep.h"
#include "logic.h"
#include "util.h"
#include "../src/tui_int.h"

#define PAIRS DATA "/pairs/"

/* A puzzle file and how the game is started on it. */
typedef struct shape_case {
    const char *file;
    const char *args; /* more words for the command line ("--diagonals") */
    int box_rows, box_cols, ngrids, diagonals;
} shape_case;

static const shape_case SIX = { PAIRS "made-k2x3.csv", "", 2, 3, 2, 0 };
static const shape_case TWELVE = { PAIRS "made-k3x4.csv", "", 3, 4, 2, 0 };
static const shape_case EIGHT = { DATA "/singles/made-k2x4.csv", "--single", 2, 4, 1, 0 };
static const shape_case X9 = { PAIRS "made-x9.csv", "--diagonals --no-color", 3, 3, 2, 1 };

/* The puzzle read as the game reads it, and what c fills in: every empty
 * cell's candidates (the pair rule included). */
typedef struct shape_game {
    geom *g;
    uint8_t *vals;
    grid_mask *cand;
} shape_game;

static shape_game shape_load(const shape_case *sc)
{
    shape_game sg;
    char err[IO_ERRLEN];
    puzzle_kind kd = kind_shape(0, 0, sc->ngrids, sc->diagonals);
    if (keep_load_puzzle(sc->file, 0, &kd, &sg.vals, NULL, err))
        fail_msg("%s", err);
    assert_int_equal(kd.box_rows, sc->box_rows);
    assert_int_equal(kd.box_cols, sc->box_cols);
    sg.g = kind_geom(&kd);
    assert_non_null(sg.g);
    sg.cand = xmalloc(sizeof *sg.cand * (size_t)sg.g->ncells);
    logic_candidates(sg.g, sg.vals, sg.cand, sc->ngrids == 2);
    return sg;
}

static void shape_free(shape_game *sg)
{
    free(sg->cand);
    free(sg->vals);
    geom_free(sg->g);
}

/* Starts the game on the case's puzzle in a w x h window. */
static void shape_start(const shape_case *sc, int w, int h)
{
    char args[512];
    snprintf(args, sizeof args, "--load %s %s", sc->file, sc->args);
    tm_start(w, h, "", args);
    free(tm_wait_for(sc->ngrids == 2 ? "Cell A r1c1" : "Cell r1c1"));
}

/* c: every empty cell gets its candidates as notes; the screen once the
 * game has drawn them (free it). */
static char *fill_notes(void)
{
    tm_keys("c");
    free(tm_wait_for("Candidates filled in"));
    tm_wait_keys_taken();
    return tm_screen(1);
}

/* Checks every cell of the puzzle whose notes layout L shows: a given shows
 * its symbol, an empty cell its candidates each at its place. Returns the
 * empty cells whose notes were seen. */
static int check_cells(const char *se, const layout *L, const shape_game *sg)
{
    int n = sg->g->n, seen = 0, y, x;
    const mini_shape *m;
    char want[40];
    for (int cell = 0; cell < sg->g->ncells; cell++) {
        int gi = cell / (n * n), r = cell / n % n, c = cell % n;
        if (sg->vals[cell]) {
            if (tm_cell_value(se, L, gi, r, c) != grid_symbol(sg->vals[cell]))
                fail_msg("%c r%dc%d shows '%c', not its given '%c'", 'A' + gi, r + 1, c + 1,
                         tm_cell_value(se, L, gi, r, c), grid_symbol(sg->vals[cell]));
        } else if (tm_notes_place(L, gi, r, c, &y, &x, &m)) {
            tm_mask_symbols(sg->cand[cell], n, want);
            tm_check_notes(se, L, gi, r, c, want);
            seen++;
        }
    }
    return seen;
}

/* The empty cells of the puzzle. */
static int empty_cells(const shape_game *sg)
{
    int count = 0;
    for (int cell = 0; cell < sg->g->ncells; cell++)
        count += !sg->vals[cell];
    return count;
}

/* The case's puzzle in a w x h window: its grids whole, and after c every
 * empty cell a mini-grid of its notes in the box's shape, each note at its
 * place; the givens in their cells. */
static void every_note_on_board(const shape_case *sc, const shape_game *sg, int w, int h)
{
    layout L = tm_board_layout(w, h, sc->box_rows, sc->box_cols, sc->ngrids, 0, 0, 0);
    assert_true(L.fits);
    assert_int_equal(L.shown, sc->ngrids);
    assert_true(L.ch > 1); /* the notes on the board, in mini-grids */
    assert_int_equal(L.mini.rows, sc->box_rows);
    assert_int_equal(L.mini.cols, sc->box_cols);
    shape_start(sc, w, h);
    char *se = fill_notes();
    assert_int_equal(check_cells(se, &L, sg), empty_cells(sg));
    free(se);
    tm_quit();
}

/* A 6x6 pair at 80x24, 120x40 and 200x60: both grids whole, and after c
 * every empty cell of both a mini-grid of its notes in the box's shape
 * (2 lines of 3). */
static void test_six_by_six_whole_with_notes(void **state)
{
    (void)state;
    shape_game sg = shape_load(&SIX);
    char want[40];
    tm_mask_symbols(sg.cand[0], 6, want);
    assert_string_equal(want, "124"); /* the engine's candidates are what they should be */
    every_note_on_board(&SIX, &sg, 80, 24);
    /* a click on B r6c6's mini-grid (its last corner) puts the cursor there */
    shape_start(&SIX, 80, 24);
    layout L = tm_board_layout(80, 24, 2, 3, 2, 0, 0, 0);
    tm_click(0, tui_cell_y(&L, 5) + L.ch - 1, tui_cell_x(&L, 1, 5) + L.cw - 1);
    free(tm_wait_for("Cell B r6c6"));
    tm_quit();
    every_note_on_board(&SIX, &sg, 120, 40);
    every_note_on_board(&SIX, &sg, 200, 60);
    shape_free(&sg);
}

/* A 12x12 pair's screen, the cursor at (g, r, c): both grids whole with
 * every given; the notes of the cursor's cell and its twin's, and of every
 * cell the zoom shows (all of them where the notes are on the board), each
 * in the box's shape (3 lines of 4). Returns the cells whose notes show. */
static int twelve_at(const shape_game *sg, int w, int h, int g, int r, int c)
{
    layout L = tm_board_layout(w, h, 3, 4, 2, g, r, c);
    assert_true(L.fits);
    assert_int_equal(L.shown, 2);
    for (int row = 0; row < 12; row++)
        assert_true(tui_cell_y(&L, row) >= 0);
    for (int col = 0; col < 12; col++)
        assert_true(tui_cell_x(&L, 0, col) >= 0 && tui_cell_x(&L, 1, col) >= 0);
    int y, x, places = 0;
    const mini_shape *m;
    assert_true(tm_notes_place(&L, g, r, c, &y, &x, &m));
    assert_true(tm_notes_place(&L, 1 - g, r, c, &y, &x, &m));
    assert_int_equal(m->rows, 3);
    assert_int_equal(m->cols, 4);
    for (int cell = 0; cell < sg->g->ncells; cell++)
        places += tm_notes_place(&L, cell / 144, cell / 12 % 12, cell % 12, &y, &x, &m);
    if (L.form == FORM_ZOOM) { /* the zoom's cells, around the cursor, and the twin */
        assert_int_equal(places, L.zoom_across * L.zoom_down + 1);
        assert_true(L.zoom_across >= 2 && L.zoom_down >= 2);
    } else {
        assert_int_equal(places, sg->g->ncells);
    }
    char *se = tm_screen(1);
    check_cells(se, &L, sg);
    free(se);
    return places;
}

/* A 12x12 pair at 80x24: both grids whole, every given in its cell, and
 * after c the zoom of the cursor's box (as much as fits) with each cell's
 * notes in the box's shape (3 lines of 4), the twin's beside it; the cursor
 * reaches B r12c12, the last cell of grid B, the zoom following it. At
 * 120x40 and 200x60, no fewer notes. */
static void test_twelve_by_twelve_whole_with_notes(void **state)
{
    (void)state;
    shape_game sg = shape_load(&TWELVE);
    static const int WINDOWS[][2] = { { 80, 24 }, { 120, 40 }, { 200, 60 } };
    int before = 0;
    for (size_t i = 0; i < sizeof WINDOWS / sizeof *WINDOWS; i++) {
        int w = WINDOWS[i][0], h = WINDOWS[i][1];
        shape_start(&TWELVE, w, h);
        free(fill_notes());
        int seen = twelve_at(&sg, w, h, 0, 0, 0);
        if (seen < before)
            fail_msg("%dx%d shows the notes of %d cells, a smaller window %d", w, h, seen,
                     before);
        before = seen;
        char keys[512] = "Tab";
        for (int j = 0; j < 11; j++)
            strcat(keys, " Down Right");
        tm_keys(keys);
        free(tm_wait_for("Cell B r12c12"));
        tm_wait_keys_taken();
        twelve_at(&sg, w, h, 1, 11, 11);
        layout Lz = tm_board_layout(w, h, 3, 4, 2, 1, 11, 11);
        if (Lz.form == FORM_ZOOM) { /* a click on the zoom's first cell */
            tm_click(0, tui_zoom_y(&Lz, Lz.zoom_r0), tui_zoom_x(&Lz, Lz.zoom_c0) + 1);
            char want[32];
            snprintf(want, sizeof want, "Cell B r%dc%d", Lz.zoom_r0 + 1, Lz.zoom_c0 + 1);
            free(tm_wait_for(want));
            for (int j = Lz.zoom_c0; j < 11; j++)
                tm_keys("Right");
            for (int j = Lz.zoom_r0; j < 11; j++)
                tm_keys("Down");
            free(tm_wait_for("Cell B r12c12"));
        }
        /* the cursor is on B r12c12 in the grid */
        layout L = tm_board_layout(w, h, 3, 4, 2, 1, 11, 11);
        char *se = tm_screen(1);
        char ch;
        assert_true(tm_attrs_at(se, tui_cell_y(&L, 11), tui_cell_x(&L, 1, 11) + 1, &ch) &
                    TM_REVERSE);
        free(se);
        tm_quit();
    }
    shape_free(&sg);
}

/* What the info area of L reads (the status, the message, the legend), its
 * lines joined by spaces (a wrapped line read whole), in a static buffer. */
static const char *info_text(const char *se, const layout *L)
{
    static char text[8192];
    int len = 0;
    for (int y = L->info_y; y < L->info_y + L->info_h; y++) {
        int line = len;
        for (int x = L->info_x; x < L->info_x + L->info_w && len < (int)sizeof text - 2; x++) {
            char ch = ' ';
            if (tm_attrs_at(se, y, x, &ch) < 0)
                break;
            text[len++] = ch;
        }
        while (len > line && text[len - 1] == ' ')
            len--;
        if (len > line)
            text[len++] = ' ';
    }
    text[len] = '\0';
    return text;
}

/* What info_says waits for: the info area of a layout reads text. */
typedef struct info_want {
    const layout *L;
    const char *text;
} info_want;

static int info_says(const char *se, const void *arg)
{
    const info_want *iw = arg;
    return strstr(info_text(se, iw->L), iw->text) != NULL;
}

/* Waits until the info area of L reads text (free the screen it returns). */
static char *wait_info(const layout *L, const char *text)
{
    info_want iw = { L, text };
    return tm_wait_until_e(info_says, &iw, text);
}

/* The first empty cell of grid g (from r1c1, row by row) whose candidates
 * hold a symbol in [lo, hi]: its cell, that symbol in *v. */
static int empty_with(const shape_game *sg, int g, int lo, int hi, int *v)
{
    int n = sg->g->n;
    for (int cell = g * n * n; cell < (g + 1) * n * n; cell++)
        for (int s = lo; s <= hi && !sg->vals[cell]; s++)
            if (sg->cand[cell] & grid_bit(s)) {
                *v = s;
                return cell;
            }
    fail_msg("no empty cell of grid %c can hold %d-%d", 'A' + g, lo, hi);
    return -1;
}

/* The keys from A r1c1 to cell (Tab to grid B), into keys. */
static void keys_to_cell(const shape_game *sg, int cell, char *keys, size_t len)
{
    int n = sg->g->n, g = cell / (n * n), r = cell / n % n, c = cell % n;
    snprintf(keys, len, "%s", g ? "Tab" : "");
    for (int i = 0; i < r; i++)
        snprintf(keys + strlen(keys), len - strlen(keys), " Down");
    for (int i = 0; i < c; i++)
        snprintf(keys + strlen(keys), len - strlen(keys), " Right");
}

/* A value typed shows in its cell (1-6 on a 6x6 pair, letters with Shift on
 * a 12x12 one; a lower-case letter is refused, naming the upper case), and
 * a symbol its row holds already is a clash: the cell line says it and a
 * '!' marks both cells. */
static void type_and_clash(const shape_case *sc, int w, int h, int lo, int hi)
{
    shape_game sg = shape_load(sc);
    int n = sg.g->n, v = 0, cell = empty_with(&sg, 1, lo, hi, &v), r = cell / n % n, c = cell % n;
    char keys[512], want[80], sym[2] = { grid_symbol(v), '\0' };
    shape_start(sc, w, h);
    keys_to_cell(&sg, cell, keys, sizeof keys);
    tm_keys(keys);
    snprintf(want, sizeof want, "Cell B r%dc%d", r + 1, c + 1);
    free(tm_wait_for(want));
    if (v >= 10) {
        char lower[2] = { (char)(sym[0] - 'A' + 'a'), '\0' };
        tm_keys(lower);
        free(tm_wait_for("Symbols are typed in upper case"));
    }
    tm_keys(sym);
    tm_wait_keys_taken();
    layout L = tm_board_layout(w, h, sc->box_rows, sc->box_cols, 2, 1, r, c);
    char *se = tm_screen(1);
    assert_int_equal(tm_cell_value(se, &L, 1, r, c), sym[0]);
    free(se);
    /* the next empty cell of that row: the symbol again clashes */
    int c2 = 0, g2 = -1;
    for (int j = 0; j < n && g2 < 0; j++)
        if (j != c && !sg.vals[(n + r) * n + j])
            g2 = 1, c2 = j;
    assert_true(g2 == 1);
    tm_keys(c2 > c ? "Right" : "Left");
    for (int j = 1; j < abs(c2 - c); j++)
        tm_keys(c2 > c ? "Right" : "Left");
    tm_keys(sym);
    snprintf(want, sizeof want, "Cell B r%dc%d (clashes with B r%dc%d)", r + 1, c2 + 1, r + 1,
             c + 1);
    L = tm_board_layout(w, h, sc->box_rows, sc->box_cols, 2, 1, r, c2);
    free(wait_info(&L, want));
    tm_wait_keys_taken();
    se = tm_screen(1);
    char ch = ' ';
    tm_attrs_at(se, tui_cell_y(&L, r), tui_cell_x(&L, 1, c), &ch);
    assert_int_equal(ch, '!');
    free(se);
    tm_quit();
    shape_free(&sg);
}

static void test_type_and_clash(void **state)
{
    (void)state;
    type_and_clash(&SIX, 80, 24, 1, 6);
    /* A or B: c is a key of its own (candidates) */
    type_and_clash(&TWELVE, 80, 24, 10, 11);
    type_and_clash(&TWELVE, 120, 40, 10, 11);
}

/* An 8x8 single grid at 80x24 and 120x40: after c every empty cell a
 * mini-grid of its notes in the box's shape (2 lines of 4). */
static void test_eight_by_eight_single(void **state)
{
    (void)state;
    shape_game sg = shape_load(&EIGHT);
    every_note_on_board(&EIGHT, &sg, 80, 24);
    every_note_on_board(&EIGHT, &sg, 120, 40);
    shape_free(&sg);
}

/* 1 when a screen captured with escapes sets a colour (SGR 30-38, 40-48,
 * 90-97 or 100-107): the default's 39 and 49 are no colour. */
static int sets_colour(const char *se)
{
    for (const char *p = se; (p = strstr(p, "\033[")) != NULL;) {
        p += 2;
        while (*p && !(*p >= '@' && *p <= '~')) {
            int param = (int)strtol(p, (char **)&p, 10);
            if ((param >= 30 && param <= 38) || (param >= 40 && param <= 48) ||
                (param >= 90 && param <= 97) || (param >= 100 && param <= 107))
                return 1;
            if (*p == ';')
                p++;
            else if (*p && !(*p >= '@' && *p <= '~'))
                p++;
        }
    }
    return 0;
}

/* The mark each diagonal cell carries. */
static char diag_mark(int n, int r, int c)
{
    int main_d = r == c, anti = r + c == n - 1;
    return main_d && anti ? 'x' : main_d ? '\\' : anti ? '/' : ' ';
}

/* Every cell of both grids: its marker column shows the diagonal's mark
 * ('\' on the main diagonal, '/' on the other, 'x' on both) on a diagonal
 * cell, nothing on another; on the mini-grid's last line when cells are
 * mini-grids. The cursor's cell is left out where brackets mark it. */
static void check_diagonals(const char *se, const layout *L)
{
    int n = L->n;
    for (int g = 0; g < 2; g++)
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) {
                if (g == 0 && r == 0 && c == 0 && L->ch == 1 && L->cw == 3)
                    continue;
                int y = tui_cell_y(L, r) + (L->ch > 1 ? L->ch - 1 : 0);
                char ch = ' ';
                tm_attrs_at(se, y, tui_cell_x(L, g, c), &ch);
                if (ch != diag_mark(n, r, c))
                    fail_msg("%c r%dc%d is marked '%c', not '%c'", 'A' + g, r + 1, c + 1, ch,
                             diag_mark(n, r, c));
            }
}

/* An X 9x9 pair with --no-color at 80x24, 120x40 and 200x60: no colour on
 * the screen, and the diagonal cells marked in characters, before c and
 * after (the notes on the board or in the zoom, the givens in place). */
static void test_x_diagonals_without_colour(void **state)
{
    (void)state;
    shape_game sg = shape_load(&X9);
    static const int WINDOWS[][2] = { { 80, 24 }, { 120, 40 }, { 200, 60 } };
    for (size_t i = 0; i < sizeof WINDOWS / sizeof *WINDOWS; i++) {
        int w = WINDOWS[i][0], h = WINDOWS[i][1];
        layout L = tm_board_layout(w, h, 3, 3, 2, 0, 0, 0);
        assert_int_equal(L.shown, 2);
        shape_start(&X9, w, h);
        free(tm_wait_for("X 9x9 pair"));
        tm_wait_keys_taken();
        char *se = tm_screen(1);
        if (sets_colour(se))
            fail_msg("%dx%d: --no-color, and yet a colour", w, h);
        check_diagonals(se, &L);
        free(se);
        se = fill_notes();
        check_diagonals(se, &L);
        assert_true(check_cells(se, &L, &sg) >= 2);
        free(se);
        tm_quit();
    }
    shape_free(&sg);
}

/* An X 4x4 pair's rule reads whole under the grids (play-test: at 80x24 it
 * was cut, "each symbol.."): its long words where they fit the line, its
 * short ones at 80 columns, on two lines where a line is narrower. */
static void test_x_rule_whole(void **state)
{
    (void)state;
    static const struct {
        int w, h, lines;
        const char *rule;
    } CASES[] = {
        { 80, 24, 1, "Rule: A and B differ in every position; each diagonal holds each symbol "
                     "once" },
        { 60, 30, 2, "Rule: A and B differ in every position; each diagonal holds each symbol "
                     "once" },
        { 120, 40, 1, "Rule: A and B must differ in every position; each diagonal holds each "
                      "symbol once" },
    };
    for (size_t i = 0; i < sizeof CASES / sizeof *CASES; i++) {
        tm_start(CASES[i].w, CASES[i].h, "", "--k 2 --diagonals --new --seed 5");
        char *s = tm_wait_for("Rule: ");
        int y = 0;
        while (y < CASES[i].h && !strstr(tm_line(s, y), "Rule: "))
            y++;
        char rule[300];
        snprintf(rule, sizeof rule, "%s", tm_line(s, y) + strspn(tm_line(s, y), " "));
        if (CASES[i].lines == 2) /* its second line, from the same column */
            snprintf(rule + strlen(rule), sizeof rule - strlen(rule), " %s",
                     tm_line(s, y + 1) + strspn(tm_line(s, y + 1), " "));
        if (strcmp(rule, CASES[i].rule) != 0)
            fail_msg("%dx%d: the rule reads \"%s\":\n%s", CASES[i].w, CASES[i].h, rule, s);
        free(s);
        tm_quit();
    }
}

/* How often text is on a screen. */
static int count_of(const char *s, const char *text)
{
    int n = 0;
    for (const char *p = s; (p = strstr(p, text)); p += strlen(text))
        n++;
    return n;
}

/* A 15x15 pair at 80x24 shows one grid taller than the window: it says so
 * (arrows on its side borders where it goes on, the rows in view on the
 * cell's line; play-test: row 15 and the bottom border were hidden without
 * a sign), the cursor going down to row 15 scrolls it into view, and "?
 * shows the keys" is said once. At 120x40 both grids show whole, unmarked. */
static void test_fifteen_scrolls_with_a_sign(void **state)
{
    (void)state;
    tm_start(80, 24, "", "--box 3x5 --new --seed 5");
    char *s = tm_wait_for("Rows 1-14 of 15");
    assert_non_null(strstr(s, "Grid A shown, Tab: B"));
    assert_int_equal(count_of(s, "\u2193"), 2); /* down arrows on both side borders */
    assert_null(strstr(s, "\u2191"));
    assert_null(strstr(s, "\u2514\u2500 A")); /* no bottom border: cut */
    assert_int_equal(count_of(s, "? shows the keys"), 1);
    free(s);
    tm_keys("Down Down Down Down Down Down Down Down Down Down Down Down Down Down");
    free(tm_wait_for("Cell A r15c1"));
    s = tm_wait_for("Rows 2-15 of 15");
    assert_int_equal(count_of(s, "\u2191"), 2);
    assert_null(strstr(s, "\u2193"));
    assert_non_null(strstr(s, "\u2514\u2500 A"));
    int y = 0;
    while (y < 24 && strncmp(tm_line(s, y), "15 \u2502", 5) != 0)
        y++;
    if (y == 24 || !strstr(tm_line(s, y + 1), "\u2514"))
        fail_msg("row 15 is not over the bottom border:\n%s", s);
    assert_int_equal(count_of(s, "? shows the keys"), 1);
    free(s);
    tm_quit();
    tm_start(120, 40, "", "--box 3x5 --new --seed 5");
    s = tm_wait_for("Cell A r1c1");
    assert_null(strstr(s, "Rows "));
    assert_null(strstr(s, "\u2193"));
    assert_non_null(strstr(s, "\u2514\u2500 A")); /* both grids whole */
    assert_non_null(strstr(s, "\u2514\u2500 B"));
    free(s);
    tm_quit();
}

/* The text at display columns x..x+len-1 of line y of a screen captured
 * with escapes (box lines read as '|'). */
static const char *text_at(const char *se, int y, int x, int len)
{
    static char out[64];
    for (int i = 0; i < len && i < 63; i++)
        if (tm_attrs_at(se, y, x + i, &out[i]) < 0)
            out[i] = '\0';
    out[len < 63 ? len : 63] = '\0';
    return out;
}

/* The zoom's columns numbered in its bottom border under their cells, its
 * rows in its title, for the layout L on the screen se. */
static void check_zoom_numbers(const char *se, const layout *L, char grid)
{
    char want[32];
    int cw = L->zoom_mini.cw;
    for (int c = L->zoom_c0; c < L->zoom_c0 + L->zoom_across; c++) {
        int len = snprintf(want, sizeof want, "%d", c + 1);
        const char *got = text_at(se, L->zoom_y + L->zoom_h - 1,
                                  tui_zoom_x(L, c) + (cw - len) / 2, len);
        if (strcmp(got, want) != 0)
            fail_msg("the zoom's column %d is numbered \"%s\"", c + 1, got);
    }
    int len = snprintf(want, sizeof want, " %c r%d-%d", grid, L->zoom_r0 + 1,
                       L->zoom_r0 + L->zoom_down);
    if (strcmp(text_at(se, L->zoom_y, L->zoom_x + 1, len), want) != 0)
        fail_msg("the zoom's title is not \"%s\"", want);
}

/* A 12x12 pair at 80x24 zooms on 2 of a box's 4 columns: the zoom's bottom
 * border numbers them and its title names its rows (play-test: a title of
 * just "A", the columns to be counted), at the first cell and the last; the
 * twin's frame stays where it was when the computer solves the board. A 9x9
 * pair at 80x24: no row numbers between grid B and the zoom beside it (they
 * read as the zoom's; grid A's number the rows). */
static void test_zoom_numbers(void **state)
{
    (void)state;
    shape_start(&TWELVE, 80, 24);
    tm_wait_keys_taken();
    layout L = tm_board_layout(80, 24, 3, 4, 2, 0, 0, 0);
    assert_int_equal(L.form, FORM_ZOOM);
    assert_true(L.zoom_across < 4);
    char *se = tm_screen(1);
    check_zoom_numbers(se, &L, 'A');
    free(se);
    tm_keys("Tab Down Down Down Down Down Down Down Down Down Down Down Right Right Right Right "
            "Right Right Right Right Right Right Right");
    free(tm_wait_for("Cell B r12c12"));
    tm_wait_keys_taken();
    L = tm_board_layout(80, 24, 3, 4, 2, 1, 11, 11);
    se = tm_screen(1);
    check_zoom_numbers(se, &L, 'B');
    assert_string_equal(text_at(se, L.twin_y - 1, L.twin_x, 3), " A ");
    free(se);
    tm_keys("s");
    free(tm_wait_for("(y/n)"));
    tm_keys("y");
    free(tm_wait_for("solved by the computer"));
    tm_wait_keys_taken();
    se = tm_screen(1);
    assert_string_equal(text_at(se, L.twin_y - 1, L.twin_x, 3), " A ");
    check_zoom_numbers(se, &L, 'B');
    free(se);
    tm_keys("q");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
    shape_start(&X9, 80, 24);
    tm_wait_keys_taken();
    L = tm_board_layout(80, 24, 3, 3, 2, 0, 0, 0);
    assert_int_equal(L.form, FORM_ZOOM);
    se = tm_screen(1);
    for (int r = 0; r < 9; r++) {
        int y = tui_row_number_y(&L, r), x0 = L.left[1] + L.grid_w;
        const char *gap = text_at(se, y, x0, L.zoom_x - x0);
        if (strspn(gap, " ") != strlen(gap))
            fail_msg("\"%s\" between grid B and the zoom on row %d", gap, r + 1);
    }
    free(se);
    tm_quit();
}

/* p never shows less than the board (play-test: a 6x6 and a 4x4 pair at
 * 80x24 show every note of both grids in their cells, and p showed one
 * grid): there it says so and the board stays; a 12x12 pair, whose board
 * zooms, gets more with p: the notes around the cursor listed. */
static void test_pencil_never_less(void **state)
{
    (void)state;
    static const char *const ARGS[] = { "--load " PAIRS "made-k2x3.csv", "--k 2 --new --seed 5" };
    for (size_t i = 0; i < sizeof ARGS / sizeof *ARGS; i++) {
        tm_start(80, 24, "", ARGS[i]);
        free(tm_wait_for("Cell A r1c1"));
        tm_keys("p");
        char *s = tm_wait_for("The board shows"); /* every note ... already */
        /* both grids, named in their bottom borders or above them */
        assert_true(strstr(s, "\u2514\u2500 B") || strstr(s, "Grid B"));
        assert_null(strstr(s, "Grid A shown"));
        free(s);
        tm_quit();
    }
    shape_start(&TWELVE, 80, 24);
    tm_keys("p");
    free(tm_wait_for("Notes around A r1c1")); /* the list: pencil does not fit */
    tm_keys("Escape");
    tm_wait_gone("Notes around A r1c1");
    tm_quit();
}

/* The new-game menu's Size line, from the 6x6 game played: the sizes in
 * order, round to 4x4 and back; its X-Sudoku line; Enter starts an X 6x6
 * pair, its diagonal cells marked on the board. */
static void test_menu_sizes_and_an_x_six_by_six(void **state)
{
    (void)state;
    shape_start(&SIX, 80, 24);
    tm_keys("C-n");
    free(tm_wait_for("> Size     6x6"));
    static const char *const NEXT[] = { "8x8", "9x9", "12x12", "16x16", "25x25", "4x4", "6x6" };
    for (size_t i = 0; i < sizeof NEXT / sizeof *NEXT; i++) {
        char want[64];
        snprintf(want, sizeof want, "> Size     %s", NEXT[i]);
        tm_keys("Right");
        free(tm_wait_for(want));
    }
    tm_keys("Down Down Down Right");
    free(tm_wait_for("> X-Sudoku yes (diagonals too)"));
    free(tm_wait_for("two X-Sudoku grids"));
    tm_keys("Enter");
    free(tm_wait_for("X 6x6 pair  "));
    tm_wait_keys_taken();
    layout L = tm_board_layout(80, 24, 2, 3, 2, 0, 0, 0);
    assert_true(L.ch > 1);
    char *se = tm_screen(1);
    check_diagonals(se, &L);
    free(se);
    tm_quit();
}

/* A 6x6 pair one value short of full: typing it finishes the game, and the
 * finish box names the kind. */
static void test_six_by_six_finished(void **state)
{
    (void)state;
    char *text = read_text(PAIRS "made-k2x3.sol.csv");
    assert_true(text[0] == '4');
    text[0] = '0'; /* A r1c1 empty */
    const char *path = temp_file("near-2x3.csv", text);
    free(text);
    char args[300];
    snprintf(args, sizeof args, "--load %s", path);
    tm_start(80, 24, "", args);
    free(tm_wait_for("Cell A r1c1"));
    tm_keys("4");
    char *s = tm_wait_for("Enter the board");
    assert_non_null(strstr(s, "Solved by hand"));
    assert_non_null(strstr(s, "6x6 pair"));
    free(s);
    tm_keys("q");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
}

int run_tui_shape_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_six_by_six_whole_with_notes),
        cmocka_unit_test(test_twelve_by_twelve_whole_with_notes),
        cmocka_unit_test(test_type_and_clash),
        cmocka_unit_test(test_eight_by_eight_single),
        cmocka_unit_test(test_x_diagonals_without_colour),
        cmocka_unit_test(test_x_rule_whole),
        cmocka_unit_test(test_fifteen_scrolls_with_a_sign),
        cmocka_unit_test(test_zoom_numbers),
        cmocka_unit_test(test_pencil_never_less),
        cmocka_unit_test(test_menu_sizes_and_an_x_six_by_six),
        cmocka_unit_test(test_six_by_six_finished),
    };
    return cmocka_run_group_tests_name("tui_shape (tmux: boxes of any shape, X-Sudoku)", tests,
                                       tm_group_setup, tm_group_teardown);
}
