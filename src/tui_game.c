/* tui_game.c - the game screen: the grids, the status lines, the legend, and
 * what the keys do while playing. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui_int.h"
#include "util.h"

/* ---- drawing: reads the state, never changes it ---- */

static void draw_borders(const layout *L, int g)
{
    int k = L->k, bw = k * L->cw + 1;
    for (int li = 0; li < L->grid_h; li++) {
        int row_b = li % (k + 1) == 0;
        for (int j = 0; j < L->grid_w; j++) {
            int col_b = j % bw == 0;
            chtype ch;
            if (row_b && col_b) {
                int top = li == 0, bottom = li == L->grid_h - 1;
                int left = j == 0, right = j == L->grid_w - 1;
                if (top)
                    ch = left ? ACS_ULCORNER : right ? ACS_URCORNER : ACS_TTEE;
                else if (bottom)
                    ch = left ? ACS_LLCORNER : right ? ACS_LRCORNER : ACS_BTEE;
                else
                    ch = left ? ACS_LTEE : right ? ACS_RTEE : ACS_PLUS;
            } else if (row_b) {
                ch = ACS_HLINE;
            } else if (col_b) {
                ch = ACS_VLINE;
            } else {
                continue;
            }
            mvaddch(L->top + li, L->left[g] + j, ch);
        }
    }
}

static void draw_cell(const ui *u, const layout *L, const game_state *st, const uint8_t *bad,
                      int cell)
{
    const geom *g = st->g;
    int gr = geom_grid_of(g, cell), r = geom_row(g, cell), c = geom_col(g, cell);
    int cursor = gr == u->cg && r == u->cr && c == u->cc;
    int twin = g->ngrids == 2 && gr != u->cg && r == u->cr && c == u->cc;
    int v = st->vals[cell];
    char text[4] = "   "; /* a marker column, the symbol, and a space when cw is 3 */
    text[L->cw] = '\0';
    attr_t attr = A_NORMAL;
    short pair = 0;
    if (v) {
        text[1] = grid_symbol(v);
        if (st->givens[cell]) {
            attr = A_BOLD;
            pair = COLOR_GIVEN;
        } else {
            pair = COLOR_ENTRY;
        }
    } else {
        text[1] = st->notes[cell] ? ':' : '.';
        attr = A_DIM;
    }
    if (st->marked[cell]) {
        text[0] = '?';
        attr = A_BOLD | A_UNDERLINE;
        pair = COLOR_MARK;
    }
    if (bad[cell]) {
        text[0] = '!';
        attr = A_BOLD;
        pair = COLOR_BAD;
    }
    if (cursor)
        attr |= A_REVERSE;
    if (twin)
        attr |= A_UNDERLINE;
    if (u->color && pair)
        attr |= COLOR_PAIR(pair);
    attrset(attr);
    mvaddstr(tui_cell_y(L, r), tui_cell_x(L, gr, c), text);
    attrset(A_NORMAL);
}

static void draw_grids(const ui *u, const layout *L, const game_state *st)
{
    const geom *g = st->g;
    uint8_t *bad = xmalloc((size_t)g->ncells);
    grid_conflicts(g, st->vals, bad);
    for (int gr = 0; gr < g->ngrids; gr++) {
        mvprintw(L->top - 1, L->left[gr] + L->grid_w / 2 - 3, "Grid %c", 'A' + gr);
        draw_borders(L, gr);
    }
    for (int cell = 0; cell < g->ncells; cell++)
        draw_cell(u, L, st, bad, cell);
    free(bad);
}

/* The title, the status lines and the legend around the grids (or the
 * paused notice when grids is 0). */
void tui_game_frame(const ui *u, const layout *L, int grids)
{
    const game_state st = game_view(u->gm);
    const geom *g = st.g;
    char title[200] = "sudokupair-tui: A and B must differ in every position", clock[32];
    if (g->ngrids == 1)
        snprintf(title, sizeof title, "sudokupair-tui: one %dx%d Sudoku", g->n, g->n);
    attrset(A_BOLD);
    tui_draw_centered(0, title);
    attrset(A_NORMAL);
    tui_format_time(st.elapsed, clock, sizeof clock);
    if (grids)
        draw_grids(u, L, &st);
    else
        tui_draw_centered(L->top + L->grid_h / 2, "Paused. Press z to go on.");
    char seed[48] = "loaded";
    if (st.has_seed)
        snprintf(seed, sizeof seed, "%llu", (unsigned long long)st.seed);
    char status[300];
    snprintf(status, sizeof status, "k=%d  %dx%d  seed %s  givens %d  time %s%s%s%s", g->k, g->n,
             g->n, seed, grid_count_filled(g, st.givens), clock,
             u->notes_mode ? "  NOTES" : "", grids ? "" : "  PAUSED",
             st.by_computer ? "  solved by the computer" : "");
    attrset(A_BOLD);
    mvaddnstr(L->status, 1, status, COLS - 2);
    attrset(u->color ? COLOR_PAIR(COLOR_INFO) : A_NORMAL);
    tui_draw_wrapped(L->status + 1, 2, u->msg);
    attrset(A_NORMAL);
    /* the cursor cell and its notes */
    int cell = geom_cell(g, u->cg, u->cr, u->cc);
    char where[32], line[200];
    tui_cell_name(g, cell, where, sizeof where);
    int len = snprintf(line, sizeof line, "Cell %s%s", where, st.givens[cell] ? " (given)" : "");
    if (!st.vals[cell] && st.notes[cell]) {
        len += snprintf(line + len, sizeof line - (size_t)len, "  notes:");
        for (int v = 1; v <= g->n; v++)
            if (st.notes[cell] >> (v - 1) & 1)
                len += snprintf(line + len, sizeof line - (size_t)len, " %c", grid_symbol(v));
    }
    mvaddnstr(L->status + 3, 1, line, COLS - 2);
    tui_draw_legend(u, L->status + 4, 2);
}

void tui_game_draw(const ui *u, const layout *L) { tui_game_frame(u, L, 1); }

/* ---- what the keys do ---- */

void tui_after_move(ui *u)
{
    int complete = game_is_complete(u->gm);
    if (complete && !u->was_complete) {
        game_state st = game_view(u->gm);
        char clock[32];
        tui_format_time(st.elapsed, clock, sizeof clock);
        if (st.by_computer)
            tui_say(u, "Solved by the computer. u takes it back; ^N starts a new game.");
        else
            tui_say(u, "Solved in %s! Well done. ^N starts a new game, q quits.", clock);
        tui_session_forget(u);
    }
    u->was_complete = complete;
}

static void move_cursor(ui *u, int dr, int dc)
{
    int n = u->k * u->k;
    u->cr = (u->cr + dr + n) % n;
    u->cc = (u->cc + dc + n) % n;
}

static void click(ui *u)
{
    MEVENT ev;
    if (getmouse(&ev) != OK || !(ev.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)))
        return;
    const geom *g = game_view(u->gm).g;
    layout L = tui_layout(g->k, g->ngrids);
    int cell = tui_cell_at(&L, ev.y, ev.x);
    if (cell >= 0)
        u->cg = geom_grid_of(g, cell), u->cr = geom_row(g, cell), u->cc = geom_col(g, cell);
}

void tui_new_game(ui *u)
{
    uint64_t seed = util_fresh_seed();
    game *gm = tui_generate(u, seed);
    if (!gm) {
        tui_say(u, "New game cancelled.");
        return;
    }
    tui_session_forget(u); /* the game given up: its save goes */
    game_free(u->gm);
    u->gm = gm;
    u->cg = u->cr = u->cc = 0;
    u->was_complete = 0;
    u->notes_mode = 0;
    tui_say(u, "New game, seed %llu.", (unsigned long long)seed);
}

static void do_hint(ui *u)
{
    game_hint h = game_do_hint(u->gm);
    const geom *g = game_view(u->gm).g;
    int at = h.cell >= 0 ? h.cell : h.kind == HINT_ELIMINATED ? h.step.elim_cell[0] : -1;
    if (at >= 0)
        u->cg = geom_grid_of(g, at), u->cr = geom_row(g, at), u->cc = geom_col(g, at);
    if (h.kind == HINT_WRONG)
        tui_say(u, "Hint: %s Clear it or undo it.", h.text);
    else if (h.kind == HINT_NONE)
        tui_say(u, "%s", h.text);
    else
        tui_say(u, "Hint: %s%s", h.text, h.kind == HINT_SEARCH ? "" : ".");
}

static void do_check(ui *u)
{
    const game_state st = game_view(u->gm);
    int entries = grid_count_filled(st.g, st.vals) - grid_count_filled(st.g, st.givens);
    int wrong = game_check(u->gm);
    if (entries == 0)
        tui_say(u, "Check: no entries yet.");
    else if (wrong)
        tui_say(u, "Check: %d of %d entries %s wrong (marked ?).", wrong, entries,
                wrong == 1 ? "is" : "are");
    else
        tui_say(u, "Check: all %d entries are right.", entries);
}

int tui_game_key(ui *u, action a, int value)
{
    const game_state st = game_view(u->gm);
    const geom *g = st.g;
    int cell = geom_cell(g, u->cg, u->cr, u->cc);
    int complete = game_is_complete(u->gm);
    switch (a) {
    case ACT_UP: move_cursor(u, -1, 0); break;
    case ACT_DOWN: move_cursor(u, 1, 0); break;
    case ACT_LEFT: move_cursor(u, 0, -1); break;
    case ACT_RIGHT: move_cursor(u, 0, 1); break;
    case ACT_NEXT_GRID:
    case ACT_PREV_GRID: u->cg = (u->cg + 1) % g->ngrids; break;
    case ACT_SYMBOL:
        if (st.givens[cell]) {
            tui_say(u, "That cell is a given.");
        } else if (u->notes_mode) {
            if (st.vals[cell])
                tui_say(u, "Notes go in empty cells.");
            else
                game_toggle_note(u->gm, cell, value);
        } else {
            game_place(u->gm, cell, value);
            u->msg[0] = '\0';
            tui_after_move(u);
        }
        break;
    case ACT_CLEAR:
        if (st.givens[cell])
            tui_say(u, "That cell is a given.");
        else
            game_place(u->gm, cell, 0);
        tui_after_move(u);
        break;
    case ACT_HINT:
        do_hint(u);
        tui_after_move(u);
        break;
    case ACT_CHECK: do_check(u); break;
    case ACT_SOLVE:
        if (complete)
            tui_say(u, "It is solved already.");
        else
            tui_ask(u, ASK_SOLVE, "Show the solution? (y/n)");
        break;
    case ACT_UNDO:
        if (!game_undo(u->gm))
            tui_say(u, "Nothing to undo.");
        tui_after_move(u);
        break;
    case ACT_REDO:
        if (!game_redo(u->gm))
            tui_say(u, "Nothing to redo.");
        tui_after_move(u);
        break;
    case ACT_HELP: u->scr = SCR_HELP; break;
    case ACT_NOTES:
        u->notes_mode = !u->notes_mode;
        tui_say(u, u->notes_mode ? "Notes mode: symbols toggle notes. w leaves it."
                                 : "Notes mode off: symbols are placed.");
        break;
    case ACT_NEW:
        if (complete)
            tui_new_game(u);
        else
            tui_ask(u, ASK_NEW, "Give up this game for a new one? (y/n)");
        break;
    case ACT_RESTART:
        if (game_restart(u->gm) == MOVE_DONE)
            tui_say(u, "Restarted: all entries cleared. u takes it back.");
        tui_after_move(u);
        break;
    case ACT_PAUSE:
        if (!complete)
            u->scr = SCR_PAUSED;
        break;
    case ACT_QUIT:
        if (complete)
            return 1;
        tui_ask(u, ASK_QUIT, "Quit? This game is saved for next time. (y/n)");
        break;
    case ACT_MOUSE: click(u); break;
    case ACT_RESIZE:
    case ACT_YES:
    case ACT_NO:
    case ACT_BAD_SYMBOL:
    case ACT_NONE:
        break;
    }
    return 0;
}
