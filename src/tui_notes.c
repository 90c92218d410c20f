/* tui_notes.c - the notes listed, where the pencil view (a grid of
 * mini-grids) does not fit the window: the notes of the cursor's row, column,
 * box and diagonal (an X kind's, on one), then those of the same units in
 * the other grid. Any key goes back. */
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "tui_int.h"

/* Draws one unit's notes from line y as "Row 3 of A:  c1 26DEF  c4 7F ...",
 * "Box r1-4 c5-8 of A:  r1c5 13 ...", "Main diagonal of A:  r1c1 4 ...",
 * folded between entries, no further than line last; returns the next free
 * line. */
static int list_unit(const game_state *st, int unit, int y, int last)
{
    const geom *g = st->g;
    int first = g->units[unit * g->n], kind = geom_unit_kind(g, unit);
    char text[2048];
    if (kind == GEOM_BOX) /* "Box r4-6 c1-3": grid_box_name, capitalised */
        grid_box_name(g, first, text, sizeof text), text[0] = 'B';
    else if (kind == GEOM_DIAG)
        snprintf(text, sizeof text, "%s", geom_unit_index(g, unit) ? "Anti-diagonal"
                                                                  : "Main diagonal");
    else
        snprintf(text, sizeof text, "%s %d", kind == GEOM_COL ? "Column" : "Row",
                 (kind == GEOM_COL ? geom_col(g, first) : geom_row(g, first)) + 1);
    size_t len = strlen(text);
    if (g->ngrids == 2)
        len += (size_t)snprintf(text + len, sizeof text - len, " of %c",
                                'A' + geom_grid_of(g, first));
    len += (size_t)snprintf(text + len, sizeof text - len, ":");
    int any = 0;
    for (int j = 0; j < g->n && len + 64 < sizeof text; j++) {
        int cell = g->units[unit * g->n + j];
        if (st->vals[cell] || !st->notes[cell])
            continue;
        char notes[80]; /* one character a symbol: no spaces */
        tui_notes_text(st, cell, 0, notes, sizeof notes);
        if (kind == GEOM_ROW)
            len += (size_t)snprintf(text + len, sizeof text - len, "  c%d%c%s",
                                    geom_col(g, cell) + 1, TUI_KEEP, notes);
        else if (kind == GEOM_COL)
            len += (size_t)snprintf(text + len, sizeof text - len, "  r%d%c%s",
                                    geom_row(g, cell) + 1, TUI_KEEP, notes);
        else
            len += (size_t)snprintf(text + len, sizeof text - len, "  r%dc%d%c%s",
                                    geom_row(g, cell) + 1, geom_col(g, cell) + 1, TUI_KEEP, notes);
        any = 1;
    }
    if (!any)
        snprintf(text + len, sizeof text - len, "  no notes");
    if (y > last)
        return y;
    return y + tui_draw_wrapped(y, 2, COLS - 4, last - y + 1, text);
}

void tui_notes_draw(const ui *u, const layout *L)
{
    (void)L;
    const game_state st = game_view(u->gm);
    const geom *g = st.g;
    int cell = geom_cell(g, u->board.cg, u->board.cr, u->board.cc);
    char where[32], title[120];
    grid_cell_name(g, cell, where, sizeof where);
    snprintf(title, sizeof title, "Notes around %s%s", where,
             g->ngrids == 2 ? " (and the same cells in the other grid)" : "");
    attrset(A_BOLD);
    tui_draw_centered(0, title);
    attrset(A_NORMAL);
    int y = 2;
    for (int gr = 0; gr < g->ngrids; gr++) {
        const board_state *b = &u->board;
        int at = geom_cell(g, gr == 0 ? b->cg : 1 - b->cg, b->cr, b->cc);
        int units[GEOM_CELL_UNITS], nunits = geom_cell_units(g, at, units);
        for (int i = 0; i < nunits; i++) /* a diagonal's too, on one */
            y = list_unit(&st, units[i], y, LINES - 3);
    }
    tui_draw_wrapped(LINES - 1, 1, COLS - 2, 1, "Any key goes back to the game.");
}

what_next tui_notes_key(ui *u, action a, int value)
{
    (void)u, (void)value;
    return a != ACT_RESIZE && a != ACT_MOUSE ? tui_open(SCR_GAME) : tui_do(DO_NOTHING);
}

void tui_notes_text(const game_state *st, int cell, char sep, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int v = 1; v <= st->g->n && used + 3 < len; v++)
        if (st->notes[cell] & grid_bit(v)) {
            if (used && sep)
                buf[used++] = sep;
            buf[used++] = grid_symbol(v);
            buf[used] = '\0';
        }
}
