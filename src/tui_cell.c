/* tui_cell.c - a cell drawn, for the board (tui_board.c) and the zoom
 * (tui_zoom.c): the lattice of lines around cells, a plain cell, a cell as
 * a mini-grid of its notes. Reads the state only.
 *
 * A cell is plain (a marker column, the symbol, a closing column where a
 * cell is three columns: "[5]" the cursor, "!5?" a clash and a check's mark,
 * ':' an empty cell with notes, '.' one without), or a mini-grid of its
 * notes (mini_shape: a marker column, then the notes in the box's shape,
 * each symbol at its place, blank where absent; a value in the middle, a
 * given bold between parentheses "(5)", an entry plain; the cursor reversed
 * whole). Givens, entries and notes stay apart without colour.
 *
 * With diagonals (an X kind) a diagonal's cell carries its mark in the
 * marker column: '\' on the main diagonal, '/' on the other, 'x' on both
 * (the centre of an odd size); where the column holds a clash, a check's
 * mark or a hint's, the diagonal's mark gives way (a plain cell), or takes
 * a line of its own (a mini-grid: its last). */
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "tui_int.h"

/* The marks either side of a given in a mini-grid. */
static const char GIVEN_OPEN = '(', GIVEN_CLOSE = ')';

void tui_lattice(int y0, int x0, int across, int down, int cw, int ch, int every_x,
                 int every_y, int from, int count)
{
    int bw = every_x * cw + 1, bh = every_y * ch + 1;
    int w = across * cw + across / every_x + 1, h = down * ch + down / every_y + 1;
    for (int li = from; li < h && li < from + count; li++) {
        int y = y0 + li - from, row_b = li % bh == 0;
        for (int j = 0; j < w; j++) {
            int col_b = j % bw == 0;
            chtype c;
            if (row_b && col_b) {
                int top = li == 0, bottom = li == h - 1, left = j == 0, right = j == w - 1;
                if (top)
                    c = left ? ACS_ULCORNER : right ? ACS_URCORNER : ACS_TTEE;
                else if (bottom)
                    c = left ? ACS_LLCORNER : right ? ACS_LRCORNER : ACS_BTEE;
                else
                    c = left ? ACS_LTEE : right ? ACS_RTEE : ACS_PLUS;
            } else if (row_b) {
                c = ACS_HLINE;
            } else if (col_b) {
                c = ACS_VLINE;
            } else {
                continue;
            }
            mvaddch(y, x0 + j, c);
        }
    }
}

char tui_diagonal_mark(const geom *g, int cell)
{
    int main_d = g->cell_diags[cell * 2] >= 0, anti = g->cell_diags[cell * 2 + 1] >= 0;
    return main_d && anti ? 'x' : main_d ? '\\' : anti ? '/' : ' ';
}

/* The marker column of a mini-grid, ch lines, into mark (and the colour of
 * each into pair, 0 for none): a clash '!' on the first line, a check's '?'
 * on the second, a hint's elimination '-' on the middle one, the diagonal's
 * mark on the last; a marker whose line is taken goes to the first free
 * one, or is left out when none is (the colour and the cell line say it). */
static void mini_markers(int ch, uint8_t hl, int clash, int marked, char diag, char *mark,
                         short *pair)
{
    const struct {
        int on;
        char ch;
        int line;
        short pair;
    } want[] = {
        { clash, '!', 0, COLOR_BAD },
        { marked, '?', ch > 1, COLOR_MARK },
        { hl & HL_ELIM, '-', (ch - 1) / 2, 0 },
        { diag != ' ', diag, ch - 1, 0 },
    };
    memset(mark, ' ', (size_t)ch);
    memset(pair, 0, sizeof *pair * (size_t)ch);
    for (size_t w = 0; w < sizeof want / sizeof *want; w++) {
        if (!want[w].on)
            continue;
        int line = want[w].line;
        if (mark[line] != ' ') /* taken: the first free line */
            for (line = 0; line < ch && mark[line] != ' '; line++)
                ;
        if (line == ch)
            continue;
        mark[line] = want[w].ch;
        pair[line] = want[w].pair;
    }
}

/* The attributes a cell's highlights give it. */
static attr_t hl_attr(uint8_t hl)
{
    attr_t a = A_NORMAL;
    if (hl & HL_UNIT)
        a |= A_UNDERLINE;
    if (hl & (HL_SAME | HL_TWIN | HL_CURSOR))
        a |= A_REVERSE;
    if (hl & HL_CURSOR)
        a |= A_BOLD;
    return a;
}

/* The note at line i, column j of a mini-grid (its notes' place), or 0. */
static int note_at(const mini_shape *m, int i, int j)
{
    int di = i - m->y0, dj = j - m->x0;
    if (di < 0 || dj < 0 || di % m->dy || dj % m->dx || di / m->dy >= m->rows ||
        dj / m->dx >= m->cols)
        return 0;
    return di / m->dy * m->cols + dj / m->dx + 1;
}

/* The character and colour of line i, column j of a mini-grid: the value
 * in the middle (a given between its marks), else the note of that place;
 * *attr gets what it adds to the cell's. */
static char mini_char(const game_state *st, const mini_shape *m, int cell, int i, int j,
                      int cur_v, uint8_t hl, attr_t *attr, short *pair)
{
    int v = st->vals[cell];
    *attr = A_NORMAL, *pair = 0;
    if (v && i == m->vy && j >= m->vx - 1 && j <= m->vx + 1) {
        if (j == m->vx) {
            *pair = st->givens[cell] ? COLOR_GIVEN : COLOR_ENTRY;
            *attr = st->givens[cell] ? A_BOLD : A_NORMAL;
            return grid_symbol(v);
        }
        return st->givens[cell] ? (j < m->vx ? GIVEN_OPEN : GIVEN_CLOSE) : ' ';
    }
    int nv = note_at(m, i, j);
    if (v || !nv || !(st->notes[cell] & grid_bit(nv)))
        return ' ';
    /* notes are dim (never read as a value); the cursor's symbol reversed too */
    *attr = nv == cur_v && !(hl & HL_CURSOR) ? A_REVERSE | A_DIM : A_DIM;
    return grid_symbol(nv);
}

void tui_mini_cell(const ui *u, const game_state *st, const uint8_t *bad, uint8_t hl, int cell,
                   int y, int x, const mini_shape *m)
{
    const geom *g = st->g;
    const board_state *b = &u->board;
    int cur_v = st->vals[geom_cell(g, b->cg, b->cr, b->cc)];
    attr_t base = hl_attr(hl);
    char mark[2 * GRID_KMAX + 1];
    short mark_pair[2 * GRID_KMAX + 1];
    char diag = m->diag ? tui_diagonal_mark(g, cell) : ' ';
    mini_markers(m->ch, hl, bad[cell], st->marked[cell], diag, mark, mark_pair);
    /* no marker column: a value's clash and check marks in its corners, on
     * a line apart from the value's */
    int corner = m->vy == 0 ? m->ch - 1 : 0;
    for (int i = 0; i < m->ch; i++)
        for (int j = 0; j < m->cw; j++) {
            attr_t add;
            short pair;
            char ch = mini_char(st, m, cell, i, j, cur_v, hl, &add, &pair);
            if (m->marker && j == 0 && mark[i] != ' ')
                ch = mark[i], pair = mark_pair[i], add = pair ? A_BOLD : A_NORMAL;
            if (!m->marker && i == corner && st->vals[cell] &&
                (j == 0 ? bad[cell] : j == m->cw - 1 && st->marked[cell]))
                ch = j == 0 ? '!' : '?', pair = j == 0 ? COLOR_BAD : COLOR_MARK, add = A_BOLD;
            if ((base & A_REVERSE) && (add & A_REVERSE))
                add &= ~A_REVERSE; /* the cursor's symbol among reversed notes */
            attrset(base | add | (u->color && pair ? COLOR_PAIR(pair) : 0));
            mvaddch(y + i, x + j, (chtype)(unsigned char)ch);
        }
    attrset(A_NORMAL);
}

/* A plain cell at (y, x), cw columns: a marker column, the symbol, and a
 * closing column when cw is 3. The cursor's brackets show where a cell is
 * three columns (it is reversed where it is two); elsewhere a clash '!' and
 * a check's '?' both show ("!5?"; with two columns a cell the '!'), else a
 * hint's elimination '-', else a diagonal's mark. On the cursor's cell its
 * colour says the clash or the mark, and the cell line names them. */
void tui_plain_cell(const ui *u, const game_state *st, const uint8_t *bad, uint8_t hl, int cell,
                    int y, int x, int cw)
{
    int v = st->vals[cell];
    char text[4] = "   ", diag = tui_diagonal_mark(st->g, cell);
    text[cw] = '\0';
    attr_t attr = A_NORMAL;
    short pair = 0;
    if (v) {
        text[1] = grid_symbol(v);
        attr = st->givens[cell] ? A_BOLD : A_NORMAL;
        pair = st->givens[cell] ? COLOR_GIVEN : COLOR_ENTRY;
    } else {
        text[1] = st->notes[cell] ? ':' : '.';
        attr = A_DIM;
    }
    if (bad[cell] || st->marked[cell]) {
        attr = A_BOLD;
        pair = bad[cell] ? COLOR_BAD : COLOR_MARK;
    }
    const char *marks = (hl & HL_CURSOR) && cw == 3     ? "[]"
                        : bad[cell] && st->marked[cell] ? "!?"
                        : bad[cell]                     ? "!"
                        : st->marked[cell]              ? "?"
                        : hl & HL_ELIM                  ? "-"
                                                        : "";
    if (marks[0])
        text[0] = marks[0];
    if (marks[0] && marks[1] && cw == 3)
        text[2] = marks[1];
    attr |= hl_attr(hl);
    if (hl & HL_CURSOR)
        attr &= ~A_DIM;
    if (u->color && pair)
        attr |= COLOR_PAIR(pair);
    attrset(attr);
    mvaddstr(y, x, text);
    if (!marks[0] && diag != ' ') { /* never dim, as an empty cell's dot is */
        attrset(hl_attr(hl));
        mvaddch(y, x, (chtype)(unsigned char)diag);
    }
    attrset(A_NORMAL);
}
