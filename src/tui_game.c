/* tui_game.c - the game screen: the title and status lines, the message,
 * the legend (the board itself is tui_board.c's), and what the keys do while
 * playing. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "code.h"
#include "tui_int.h"
#include "util.h"

/* Highlights a hint's cells until the next key: the unit (-1 for none,
 * grid.h numbering), the cells it rests on, the cells it eliminates from. */
static void hint_cells(ui *u, int unit, const int *basis, int nbasis, const int *elim, int nelim)
{
    const geom *g = game_view(u->gm).g;
    memset(u->board.hint_hl, 0, (size_t)g->ncells);
    for (int j = 0; unit >= 0 && j < g->n; j++)
        u->board.hint_hl[g->units[unit * g->n + j]] |= HL_UNIT;
    for (int i = 0; i < nbasis; i++)
        u->board.hint_hl[basis[i]] |= HL_SAME;
    for (int i = 0; i < nelim; i++)
        u->board.hint_hl[elim[i]] |= HL_ELIM;
    u->board.hint_on = 1;
}

uint64_t tui_state_stamp(const ui *u)
{
    const game_state st = game_view(u->gm);
    uint64_t h = 1469598103934665603ULL;
    for (int cell = 0; cell < st.g->ncells; cell++) {
        uint64_t x = st.vals[cell] ^ ((uint64_t)st.marked[cell] << 8) ^ (st.notes[cell] << 9);
        h = (h ^ x) * 1099511628211ULL;
    }
    return (h ^ (uint64_t)st.by_computer) * 1099511628211ULL;
}

/* The cursor's cell. */
static int cursor_cell(const ui *u)
{
    const board_state *b = &u->board;
    return geom_cell(game_view(u->gm).g, b->cg, b->cr, b->cc);
}

void tui_message_said(ui *u)
{
    if (!u->msg.fresh || !u->gm)
        return;
    u->msg.stamp = tui_state_stamp(u);
    u->msg.cell = cursor_cell(u);
    u->msg.fresh = 0;
}

void tui_hint_fades(ui *u, action a)
{
    int looks = a == ACT_UP || a == ACT_DOWN || a == ACT_LEFT || a == ACT_RIGHT ||
                a == ACT_NEXT_GRID || a == ACT_PREV_GRID || a == ACT_MOUSE;
    if (!(looks && u->msg.sticky))
        u->board.hint_on = 0;
}

const char *tui_message(const ui *u)
{
    if (u->ask.to != DO_NOTHING || u->msg.fresh)
        return u->msg.text;
    if (tui_state_stamp(u) != u->msg.stamp || (!u->msg.sticky && cursor_cell(u) != u->msg.cell))
        return "";
    return u->msg.text;
}

/* The first peer (or the twin) of cell holding its value, or -1. */
static int clash_with(const game_state *st, int cell)
{
    const geom *g = st->g;
    int np;
    const int *p = geom_peers(g, cell, &np);
    for (int i = 0; st->vals[cell] && i < np; i++)
        if (st->vals[p[i]] == st->vals[cell])
            return p[i];
    return -1;
}

/* The cursor cell: its name, given or not, what is wrong with it, its notes,
 * and its twin's value or notes beside them (not with the zoom, which shows
 * the twin, its notes in place, beside the cursor's row: once is enough). */
static void cell_text(const ui *u, const layout *L, const game_state *st, char *line,
                      size_t size)
{
    const geom *g = st->g;
    int cell = geom_cell(g, u->board.cg, u->board.cr, u->board.cc);
    int twin = L->twin_cell >= 0 ? -1 : geom_twin(g, cell);
    char where[32], other[32], notes[80];
    grid_cell_name(g, cell, where, sizeof where);
    int len = snprintf(line, size, "Cell %s%s", where, st->givens[cell] ? " (given)" : "");
    int clash = st->givens[cell] ? -1 : clash_with(st, cell);
    if (clash >= 0 || (st->vals[cell] && st->marked[cell])) {
        grid_cell_name(g, clash >= 0 ? clash : cell, other, sizeof other);
        len += snprintf(line + len, size - (size_t)len, " (%s%s%s%s)",
                        clash >= 0 ? "clashes with " : "", clash >= 0 ? other : "",
                        clash >= 0 && st->marked[cell] ? ", " : "",
                        st->marked[cell] ? "wrong: marked ?" : "");
    }
    /* a list of notes, and what the twin holds, each wrapped whole */
    if (!st->vals[cell] && st->notes[cell]) {
        tui_notes_text(st, cell, TUI_KEEP, notes, sizeof notes);
        len += snprintf(line + len, size - (size_t)len, "  notes:%c%s", TUI_KEEP, notes);
    }
    if (twin >= 0 && st->vals[twin]) {
        char sym[8]; /* quoted from 16x16 on: 'B' a symbol, B a grid */
        grid_symbol_text(g, st->vals[twin], sym, sizeof sym);
        snprintf(line + len, size - (size_t)len, "  |%c%c%c%cholds%c%s", TUI_KEEP, TUI_KEEP,
                 'A' + geom_grid_of(g, twin), TUI_KEEP, TUI_KEEP, sym);
    } else if (twin >= 0 && st->notes[twin]) {
        tui_notes_text(st, twin, TUI_KEEP, notes, sizeof notes);
        snprintf(line + len, size - (size_t)len, "  |%c%c%c:%c%s", TUI_KEEP, TUI_KEEP,
                 'A' + geom_grid_of(g, twin), TUI_KEEP, notes);
    }
}

/* With one grid shown: that Tab shows the other, and what the other holds at
 * the cursor's position (unless the zoom shows the twin); when scrolled: the
 * rows in view. Empty when there is nothing to say. */
static void other_text(const ui *u, const layout *L, const game_state *st, char *line,
                       size_t size)
{
    int len = 0;
    line[0] = '\0';
    if (L->shown == 1 && st->g->ngrids == 2) {
        int v = st->vals[geom_cell(st->g, 1 - u->board.cg, u->board.cr, u->board.cc)];
        char sym[8] = ".";
        if (v)
            grid_symbol_text(st->g, v, sym, sizeof sym);
        len = snprintf(line, size, "Grid %c shown, Tab: %c", 'A' + u->board.cg, 'B' - u->board.cg);
        if (L->twin_cell < 0)
            len += snprintf(line + len, size - (size_t)len, "\n%c here: %s", 'B' - u->board.cg,
                            sym);
    }
    if (L->view_h < L->grid_h) {
        int first = -1, last = -1;
        for (int r = 0; r < L->n; r++)
            if (tui_cell_y(L, r) >= 0) {
                if (first < 0)
                    first = r;
                last = r;
            }
        snprintf(line + len, size - (size_t)len, "%sRows %d-%d of %d", len ? "\n" : "",
                 first + 1, last + 1, L->n);
    }
}

/* Draws the message in at most `lines` lines of width w from (y, x): the page
 * the player turned to, "(Space: more)" after it when more follows (Space
 * turns on). Returns the lines used. */
static int draw_message(const ui *u, int y, int x, int w, int lines, const char *msg)
{
    char more[32];
    tui_span sp[64];
    int pages;
    snprintf(more, sizeof more, "(%s: more)", tui_key_name(ACT_PAGE_DOWN));
    int used = tui_wrap_page(msg, w, lines < 64 ? lines : 64, (int)strlen(more), u->msg.page,
                             sp, &pages);
    attrset(u->color ? COLOR_PAIR(COLOR_INFO) : A_NORMAL);
    for (int i = 0; i < used; i++)
        mvaddnstr(y + i, x, msg + sp[i].start, sp[i].len);
    if (used && sp[used - 1].dots) {
        attrset(A_BOLD);
        mvaddstr(y + used - 1, x + sp[used - 1].len + (sp[used - 1].len > 0), more);
    }
    attrset(A_NORMAL);
    return used;
}

/* The lines msg takes in width w when it has up to `lines` (all of them
 * when it needs more: it is paged). */
static int message_lines(const char *msg, int w, int lines)
{
    tui_span sp[64];
    int pages, used = tui_wrap_page(msg, w, lines, 0, 0, sp, &pages);
    return pages > 1 ? lines : used;
}

/* Joins the lines of text into one, "; " apart (text has room for one more
 * character a line: other_text's). */
static void join_lines(char *text)
{
    for (char *nl = text; (nl = strchr(nl, '\n'));) {
        memmove(nl + 2, nl + 1, strlen(nl + 1) + 1);
        nl[0] = ';', nl[1] = ' ';
    }
}

/* The info under the roomy form's grids: the rule, the message (2 to 4
 * lines), the other grid's value or the cursor's cell, the legend. */
static void info_roomy(const ui *u, const layout *L, const char *cell, char *other,
                       const char *msg)
{
    int x = L->info_x, y = L->info_y, w = L->info_w, h = L->info_h, end = y + h;
    char line[300], shape[48];
    const geom *g = game_view(u->gm).g;
    geom_shape_text(g, shape, sizeof shape);
    /* the rule whole: on one line in its long words or its short ones, else
     * on two */
    const char *diagonals = g->diagonals ? "; each diagonal holds each symbol once" : "";
    for (int brief = 0; brief < 2; brief++) {
        if (g->ngrids == 2)
            snprintf(line, sizeof line, "Rule: A and B %s in every position%s",
                     brief ? "differ" : "must differ", diagonals);
        else
            snprintf(line, sizeof line, "Rule: one %s Sudoku%s", shape, diagonals);
        if ((int)strlen(line) <= w)
            break;
    }
    int rule = tui_draw_wrapped(y, x, w, 2, line);
    /* the message gets what the legend (two lines) and the cell leave, 2 to 4 */
    int msg_lines = h - 4 - rule < 2 ? 2 : h - 4 - rule > 4 ? 4 : h - 4 - rule;
    int used = draw_message(u, y + rule, x, w, msg_lines, msg);
    y += rule + (used > 2 ? used : 2);
    join_lines(other);
    y += tui_draw_wrapped(y, x, w, 1, other[0] ? other : cell);
    tui_draw_legend(u, y, x, w, end - y);
}

/* Two or three info lines under the grids: a message that needs them takes
 * them (paged when it needs more; the cell's name is in the title line too);
 * else the message, then the cell with the other grid's words (the rows in
 * view of a scrolled grid); then where the keys are, with room, unless the
 * message says it. */
static void info_two(const ui *u, const layout *L, const char *cell_words, char *other,
                     const char *msg)
{
    int x = L->info_x, y = L->info_y, w = L->info_w, h = L->info_h;
    char keys[64], cell[400], line[sizeof cell + sizeof keys + 8];
    join_lines(other);
    snprintf(cell, sizeof cell, "%s%s%s", cell_words, other[0] ? "  " : "", other);
    if (u->board.notes_mode)
        snprintf(keys, sizeof keys, "notes mode: symbols toggle notes, %s leaves",
                 tui_key_name(ACT_NOTES));
    else
        snprintf(keys, sizeof keys, "%s shows the keys", tui_key_name(ACT_HELP));
    int said = strstr(msg, keys) != NULL; /* once is enough */
    snprintf(line, sizeof line, "%s  (%s)", cell, keys);
    int used = msg[0] ? draw_message(u, y, x, w, message_lines(msg, w, h), msg) : 0;
    int left = h - used, n_cell = message_lines(cell, w, left);
    y += used;
    if (left <= 0)
        return;
    if (n_cell < left && !said) /* the cell, then the keys */
        tui_draw_wrapped(y + tui_draw_wrapped(y, x, w, n_cell, cell), x, w, 1, keys);
    else if (left == 1 && used && !said) /* the cell, with the keys when they fit */
        tui_draw_wrapped(y, x, w, 1, (int)strlen(line) <= w ? line : cell);
    else
        tui_draw_wrapped(y, x, w, left, cell);
}

/* The info beside the grids (or under them with room): the other grid's
 * value, the cursor's cell, the message (paged), the legend; a blank line
 * between them when all fit, the legend shorter when it is short of room. */
static void info_side(const ui *u, const layout *L, const char *cell, char *other,
                      const char *msg)
{
    int x = L->info_x, y = L->info_y, w = L->info_w, end = y + L->info_h;
    char legend[1024];
    tui_span sp[4];
    if (L->info_y > L->top) /* under the grids: the other grid's words in a line */
        join_lines(other);
    int n_other = other[0] ? tui_wrap(other, w, 3, sp) : 0, n_cell = tui_wrap(cell, w, 3, sp);
    int n_msg = msg[0] ? message_lines(msg, w, 8) : 0;
    int n_legend = tui_legend(u, w, 64, legend, sizeof legend);
    int blocks = (n_other > 0) + 1 + (n_msg > 0);
    int gap = n_other + n_cell + n_msg + n_legend + blocks <= L->info_h;
    int room = L->info_h - n_other - n_cell - n_legend - (gap ? blocks : 0);
    if (n_msg > room) /* paged; the legend shorter when the message needs it */
        n_msg = room < 2 ? 2 : room;
    if (n_other)
        y += tui_draw_wrapped(y, x, w, 3, other) + gap;
    y += tui_draw_wrapped(y, x, w, 3, cell) + gap;
    if (n_msg && y < end)
        y += draw_message(u, y, x, w, end - y < n_msg ? end - y : n_msg, msg) + gap;
    if (y < end)
        tui_draw_legend(u, y, x, w, end - y);
}

/* i's message as it shows in L: its words, with the code on a line of its own
 * when it fits the message's width; else the code whole on the window's last
 * lines (*rows of them, *code to draw there: tui_code_lines) when they lie
 * under the board and leave the info two lines; else the words say where
 * the pause shows it. Returns the text (free it). */
static char *code_message(const layout *L, const game_state *st, char **code, int *rows)
{
    char *c = code_encode(st->g, st->givens);
    int clen = (int)strlen(c), r = tui_code_rows(c);
    size_t len = (size_t)clen + 160;
    char *text = xmalloc(len);
    *code = NULL, *rows = 0;
    if (clen <= L->info_w) {
        snprintf(text, len, "The puzzle code (--load takes it):\n%s", c);
    } else if (LINES - r >= tui_board_end(L) && LINES - r - L->info_y >= 2) {
        char where[32] = "line";
        if (r > 1)
            snprintf(where, sizeof where, "%d lines", r);
        snprintf(text, len, "The puzzle code (--load takes it) is on the last %s.", where);
        *code = c, *rows = r;
        return text;
    } else {
        snprintf(text, len, "The puzzle code has %d characters: the pause (%s) shows it whole.",
                 clen, tui_key_name(ACT_PAUSE));
    }
    free(c);
    return text;
}

void tui_game_frame(const ui *u, const layout *L, int grids)
{
    const game_state st = game_view(u->gm);
    char status[300], cell[300], other[120]; /* other: its lines joined under the grids */
    int widest = tui_status(u, &st, !grids, L->form == FORM_ROOMY ? COLS : COLS - 2, status,
                             sizeof status);
    cell_text(u, L, &st, cell, sizeof cell);
    other_text(u, L, &st, other, sizeof other);
    const char *msg = tui_message(u);
    char *said = NULL, *code = NULL;
    int rows = 0; /* the window's last lines the code takes: the info stays above them */
    if (grids && msg[0] && u->msg.code)
        msg = said = code_message(L, &st, &code, &rows);
    else if (!grids && u->msg.code)
        msg = ""; /* the pause shows the code */
    if (grids)
        tui_board_draw(u, L, &st);
    else
        rows = tui_paused_text(L, &st);
    if (code)
        tui_code_lines(LINES - rows, code, 0);
    layout in = *L; /* the info's area */
    if (rows && in.info_h > LINES - rows - in.info_y)
        in.info_h = LINES - rows - in.info_y;
    /* the status in the title line, centred over the roomy form's grids as
     * the widest it gets (it never moves when notes mode or the cell changes) */
    attrset(A_BOLD);
    mvaddstr(0, L->form == FORM_ROOMY && widest < COLS ? (COLS - widest) / 2 : 1, status);
    attrset(A_NORMAL);
    if (L->form == FORM_ROOMY)
        info_roomy(u, &in, cell, other, msg);
    else if ((L->form == FORM_TIGHT || L->form == FORM_ZOOM) && in.info_h < 4)
        info_two(u, &in, cell, other, msg);
    else
        info_side(u, &in, cell, other, msg);
    free(said);
    free(code);
}

void tui_game_draw(const ui *u, const layout *L) { tui_game_frame(u, L, 1); }

/* ---- what the keys do ---- */

/* The first key of an action ("Ctrl-N", "u"), copied into buf: several can
 * be said in one message. */
static const char *first_key(action a, char *buf, size_t len)
{
    snprintf(buf, len, "%s", tui_key_name(a));
    return buf;
}

what_next tui_after_move(ui *u)
{
    char msg[LIFE_MSGLEN], knew[32], kquit[32], kundo[32];
    what_next n = tui_do(DO_NOTHING);
    switch (life_after_move(&u->lf, msg)) {
    case LIFE_FINISHED:
        snprintf(u->board.finish, sizeof u->board.finish, "%s", msg);
        n = tui_open(SCR_FINISH); /* the finish box over the board (tui_finish.c) */
        tui_say(u, "%s %s starts a new game, %s quits.", msg,
                first_key(ACT_NEW, knew, sizeof knew), first_key(ACT_QUIT, kquit, sizeof kquit));
        break;
    case LIFE_SHOWN:
        tui_say(u, "%s %s takes it back; %s starts a new game.", msg,
                first_key(ACT_UNDO, kundo, sizeof kundo), first_key(ACT_NEW, knew, sizeof knew));
        break;
    }
    u->board.was_complete = game_is_complete(u->gm);
    return n;
}

/* 1 when a finished game refuses action a (it would change the board or
 * the record), after saying so: movement and views stay. */
static int refused_when_finished(ui *u, action a)
{
    if (!life_finished(&u->lf))
        return 0;
    switch (a) {
    case ACT_SYMBOL:
    case ACT_BAD_SYMBOL:
    case ACT_CLEAR:
    case ACT_HINT:
    case ACT_CHECK:
    case ACT_SOLVE:
    case ACT_UNDO:
    case ACT_REDO:
    case ACT_TO_MARK:
    case ACT_RESTART:
    case ACT_CANDIDATES:
    case ACT_NOTES:
    case ACT_PAUSE: {
        char knew[32];
        tui_say(u, "This game is finished: %s for a new one. %s",
                first_key(ACT_NEW, knew, sizeof knew), u->board.finish);
        return 1;
    }
    default: return 0;
    }
}

/* Moves the cursor; up and down wrap within the grid, left and right past a
 * grid's edge go on into the other grid (a single grid wraps). */
static void move_cursor(ui *u, int dr, int dc)
{
    int n = kind_n(&u->kind);
    u->board.cr = (u->board.cr + dr + n) % n;
    int c = u->board.cc + dc;
    if ((c < 0 || c >= n) && u->kind.ngrids == 2)
        u->board.cg = 1 - u->board.cg;
    u->board.cc = (c + n) % n;
}

/* What a key that means nothing here gets. */
static void say_unknown(ui *u, action a, int key)
{
    int n = kind_n(&u->kind);
    if (a == ACT_BAD_SYMBOL && key >= 'a' && key <= 'z')
        tui_say(u, "Symbols are typed in upper case: %c, not %c.", key - 'a' + 'A', key);
    else if (a == ACT_BAD_SYMBOL)
        tui_say(u, "%c is not a symbol here: %s.", key, tui_symbol_range(n));
    else if (key > ' ' && key < 127)
        tui_say(u, "%c does nothing; %s shows the keys.", key, tui_key_name(ACT_HELP));
    else
        tui_say(u, "That key does nothing; %s shows the keys.", tui_key_name(ACT_HELP));
}

/* Puts the cursor on cell (nothing when it is -1). */
static void go_to(ui *u, int cell)
{
    const geom *g = game_view(u->gm).g;
    board_state *b = &u->board;
    if (cell >= 0)
        b->cg = geom_grid_of(g, cell), b->cr = geom_row(g, cell), b->cc = geom_col(g, cell);
}

static void click(ui *u)
{
    layout L = tui_layout(u);
    go_to(u, tui_cell_at(&L, u->click_y, u->click_x));
}

/* A hint's cells highlighted: the deduction's unit, the cells it rests on
 * (ladder_step.basis), the cells it strikes candidates from; a wrong entry
 * itself. */
static void hint_highlight(ui *u, const game_hint *h)
{
    const ladder_step *st = &h->step;
    if (h->kind == HINT_WRONG || h->kind == HINT_SEARCH) {
        hint_cells(u, -1, &h->cell, 1, NULL, 0);
    } else if (h->kind == HINT_PLACED || h->kind == HINT_ELIMINATED) {
        /* the unit it works in, the cells it rests on and the placed cell;
         * the cells that lose candidates apart */
        int basis[LADDER_MAX_BASIS + 1], nbasis = 0;
        for (int i = 0; i < st->nbasis; i++)
            basis[nbasis++] = st->basis[i];
        if (st->cell >= 0)
            basis[nbasis++] = st->cell;
        hint_cells(u, st->unit, basis, nbasis, st->elim_cell, st->nelim);
    }
}

/* The cells a hint's first stage shows: where it works (the unit) and what it
 * rests on; the answer (the placed cell, the eliminations) is kept for the
 * second. A naked single or a search hint shows its cell: that is where. */
static void hint_point(ui *u, const game_hint *h)
{
    const ladder_step *st = &h->step;
    if (h->kind == HINT_PLACED || h->kind == HINT_ELIMINATED) {
        int basis[LADDER_MAX_BASIS + 1], nbasis = 0;
        for (int i = 0; i < st->nbasis; i++)
            basis[nbasis++] = st->basis[i];
        if (st->unit < 0 && nbasis == 0 && st->cell >= 0)
            basis[nbasis++] = st->cell;
        hint_cells(u, st->unit, basis, nbasis, NULL, 0);
    } else if (h->cell >= 0) {
        hint_cells(u, -1, &h->cell, 1, NULL, 0);
    }
}

/* t: a wrong entry is told at once; a step is first pointed at (its technique
 * and where), and told and done by t again on the same board. Returns 1 when
 * a hint was told (it counts). */
static int do_hint(ui *u)
{
    int again = u->board.hint_pointed && u->board.hint_stamp == tui_state_stamp(u);
    u->board.hint_pointed = 0;
    if (!again) {
        game_hint p = game_peek_hint(u->gm);
        if (p.kind == HINT_PLACED || p.kind == HINT_ELIMINATED || p.kind == HINT_SEARCH) {
            hint_point(u, &p);
            tui_say(u, "Hint: %s. %s again tells it.", p.where, tui_key_name(ACT_HINT));
            u->msg.sticky = 1; /* while the player looks for its place */
            u->board.hint_pointed = 1;
            u->board.hint_stamp = tui_state_stamp(u);
            return 0;
        }
    }
    game_hint h = game_do_hint(u->gm);
    go_to(u, h.cell >= 0 ? h.cell : h.kind == HINT_ELIMINATED ? h.step.elim_cell[0] : -1);
    hint_highlight(u, &h);
    if (h.kind == HINT_WRONG)
        tui_say(u, "Hint: %s Clear it or undo it.", h.text);
    else if (h.kind == HINT_NONE)
        tui_say(u, "%s", h.text);
    else
        tui_say(u, "Hint: %s%s", h.text, h.kind == HINT_SEARCH ? "" : ".");
    return h.kind != HINT_NONE;
}

static void do_check(ui *u)
{
    const game_state st = game_view(u->gm);
    int entries = grid_count_filled(st.g, st.vals) - grid_count_filled(st.g, st.givens);
    int wrong = game_check(u->gm);
    if (entries == 0)
        tui_say(u, "Check: no entries yet.");
    else if (entries == 1)
        tui_say(u, wrong ? "Check: 1 entry is wrong (marked ?)." : "Check: 1 entry is right.");
    else if (wrong)
        tui_say(u, "Check: %d of %d entries %s wrong (marked ?).", wrong, entries,
                wrong == 1 ? "is" : "are");
    else
        tui_say(u, "Check: all %d entries are right.", entries);
}

/* A symbol typed: placed, or toggled in the notes in notes mode. */
static what_next do_symbol(ui *u, int cell, int value)
{
    const game_state st = game_view(u->gm);
    if (st.givens[cell]) {
        tui_say(u, "That cell is a given.");
    } else if (u->board.notes_mode) {
        if (st.vals[cell])
            tui_say(u, "Notes go in empty cells.");
        else
            game_toggle_note(u->gm, cell, value);
    } else {
        game_place(u->gm, cell, value);
        u->msg.text[0] = '\0';
        return tui_after_move(u);
    }
    return tui_do(DO_NOTHING);
}

static what_next do_undo_redo(ui *u, action a)
{
    if (!(a == ACT_UNDO ? game_undo(u->gm) : game_redo(u->gm))) {
        tui_say(u, a == ACT_UNDO ? "Nothing to undo." : "Nothing to redo.");
    } else {
        u->msg.text[0] = '\0';
        go_to(u, game_moved_cell(u->gm)); /* to the cell it changed */
    }
    return tui_after_move(u);
}

static void do_notes_mode(ui *u)
{
    u->board.notes_mode = !u->board.notes_mode;
    if (u->board.notes_mode)
        tui_say(u, "Notes mode: symbols toggle notes. %s leaves it.", tui_key_name(ACT_NOTES));
    else
        tui_say(u, "Notes mode off: symbols are placed.");
}

/* i: the puzzle code, whole where it shows (code_message). */
static void do_code(ui *u)
{
    tui_say(u, "The puzzle code (--load takes it).");
    u->msg.code = 1;
}

/* p: the pencil view (one grid, every cell a mini-grid of its notes,
 * scrolled) where it fits the window, else the notes around the cursor
 * listed (what_next opens them); p again goes back. Where the board shows
 * every note of every grid in its cells already, the board stays (the
 * pencil view would show less: one grid) and p says so. */
static what_next do_pencil(ui *u)
{
    const char *key = tui_key_name(ACT_PENCIL);
    if (u->board.pencil) {
        u->board.pencil = 0;
        tui_say(u, "Pencil view off.");
        return tui_do(DO_NOTHING);
    }
    layout L = tui_layout(u);
    if (L.ch > 1 && L.shown == u->kind.ngrids && L.view_h == L.grid_h) {
        tui_say(u, "The board shows every note%s already, each in its cell: %s has nothing "
                   "more to show.", u->kind.ngrids == 2 ? " of both grids" : "", key);
        return tui_do(DO_NOTHING);
    }
    u->board.pencil = 1;
    L = tui_layout(u);
    if (L.ch == 1) { /* a grid of mini-grids does not fit: the list */
        u->board.pencil = 0;
        return tui_open(SCR_NOTES);
    }
    if (u->kind.ngrids == 2)
        tui_say(u, "Pencil view: every note of one grid (Tab: the other). %s goes back.", key);
    else
        tui_say(u, "Pencil view: every note of the grid. %s goes back.", key);
    return tui_do(DO_NOTHING);
}

/* o: a plain board (no notes on it) or the notes on the board again. */
static void do_plain(ui *u)
{
    const char *key = tui_key_name(ACT_PLAIN);
    u->board.plain = !u->board.plain || u->board.pencil;
    u->board.pencil = 0;
    layout L = tui_layout(u);
    if (u->board.plain)
        tui_say(u, "Plain board: no notes on it. %s shows them again.", key);
    else if (L.ch > 1)
        tui_say(u, "Notes on the board, in every cell. %s hides them.", key);
    else if (L.form == FORM_ZOOM)
        tui_say(u, "Notes on the board: the zoom shows the cursor's box with its notes%s. "
                   "%s hides them.", u->kind.ngrids == 2 ? ", the twin beside" : "", key);
    else
        tui_say(u, "The window is too small for notes on the board; %s lists them.",
                tui_key_name(ACT_PENCIL));
}

/* c: candidates filled in, the player's notes kept; c again at once asks to
 * refill every note (DO_REFILL). */
static what_next do_candidates(ui *u, int again)
{
    if (again)
        return tui_question(u, DO_REFILL, "Refill every note with its candidates, notes "
                                          "removed by hand too? (y/n)");
    char kc[32], ku[32];
    u->board.cand_again = 1;
    if (game_fill_candidates(u->gm, CAND_KEEP) == MOVE_DONE)
        tui_say(u, "Candidates filled in as notes%s (your notes kept, impossible ones struck; "
                   "%s again refills all). %s takes it back.",
                u->kind.ngrids == 2 ? ", pair rule included" : "",
                first_key(ACT_CANDIDATES, kc, sizeof kc), first_key(ACT_UNDO, ku, sizeof ku));
    else
        tui_say(u, "No note to add or strike: %s again refills every note.",
                tui_key_name(ACT_CANDIDATES));
    return tui_do(DO_NOTHING);
}

static what_next do_to_mark(ui *u)
{
    int taken;
    int moved = game_to_mark(u->gm, &taken);
    if (moved && taken)
        go_to(u, game_moved_cell(u->gm));
    if (!moved)
        tui_say(u, "No mark yet: %s marks a position to come back to.", tui_key_name(ACT_MARK));
    else if (taken == 0)
        tui_say(u, "This is the marked position.");
    else
        tui_say(u, "Back to the mark: %d move%s %s (%s %s them).", taken > 0 ? taken : -taken,
                (taken > 0 ? taken : -taken) == 1 ? "" : "s", taken > 0 ? "undone" : "redone",
                tui_key_name(taken > 0 ? ACT_REDO : ACT_UNDO), taken > 0 ? "redoes" : "undoes");
    u->board.hint_on = 0;
    return tui_after_move(u);
}

/* The keys that change the board or a view (the rest: tui_game_key): 1
 * with what to do next in *n, or 0 when a is not one of them. */
static int board_key(ui *u, action a, int value, int cell, int again, what_next *n)
{
    const game_state st = game_view(u->gm);
    *n = tui_do(DO_NOTHING);
    switch (a) {
    case ACT_SYMBOL: *n = do_symbol(u, cell, value); break;
    case ACT_CLEAR:
        if (st.givens[cell])
            tui_say(u, "That cell is a given.");
        else
            game_place(u->gm, cell, 0);
        *n = tui_after_move(u);
        break;
    case ACT_HINT:
        do_hint(u);
        *n = tui_after_move(u);
        break;
    case ACT_CHECK: do_check(u); break;
    case ACT_UNDO:
    case ACT_REDO: *n = do_undo_redo(u, a); break;
    case ACT_NOTES: do_notes_mode(u); break;
    case ACT_RESTART:
        if (game_restart(u->gm) == MOVE_DONE)
            tui_say(u, "Restarted: all entries cleared. %s takes it back.", tui_key_name(ACT_UNDO));
        *n = tui_after_move(u);
        break;
    case ACT_PENCIL: *n = do_pencil(u); break;
    case ACT_PLAIN: do_plain(u); break;
    case ACT_CANDIDATES: *n = do_candidates(u, again); break;
    case ACT_MARK:
        game_set_mark(u->gm);
        tui_say(u, "Marked this position; %s comes back to it (undoing what follows).",
                tui_key_name(ACT_TO_MARK));
        break;
    case ACT_TO_MARK: *n = do_to_mark(u); break;
    default: return 0;
    }
    return 1;
}

what_next tui_game_key(ui *u, action a, int value)
{
    const game_state st = game_view(u->gm);
    const geom *g = st.g;
    int cell = geom_cell(g, u->board.cg, u->board.cr, u->board.cc);
    int again = u->board.cand_again && a == ACT_CANDIDATES;
    what_next n;
    u->board.cand_again = 0;
    if (refused_when_finished(u, a))
        return tui_do(DO_NOTHING);
    if (board_key(u, a, value, cell, again, &n))
        return n;
    switch (a) {
    case ACT_UP: move_cursor(u, -1, 0); break;
    case ACT_DOWN: move_cursor(u, 1, 0); break;
    case ACT_LEFT: move_cursor(u, 0, -1); break;
    case ACT_RIGHT: move_cursor(u, 0, 1); break;
    case ACT_NEXT_GRID:
    case ACT_PREV_GRID: u->board.cg = (u->board.cg + 1) % g->ngrids; break;
    case ACT_SOLVE:
        if (!game_is_complete(u->gm))
            return tui_question(u, DO_SOLVE, "Show the solution? (y/n)");
        tui_say(u, "It is solved already.");
        break;
    case ACT_HELP: return tui_open(SCR_HELP);
    case ACT_NEW: return tui_do(DO_MENU);
    case ACT_PAUSE: return tui_open(SCR_PAUSED);
    case ACT_CODE: do_code(u); break;
    case ACT_PAGE_DOWN: u->msg.page++; break; /* the next page of a long message */
    case ACT_QUIT:
        if (life_over(&u->lf))
            return tui_do(DO_END);
        return tui_question(u, DO_QUIT, "Quit? This game is saved for next time. (y/n)");
    case ACT_MOUSE: click(u); break;
    case ACT_RESIZE: break;
    default: /* a key that means nothing here, or the menu's own */
        say_unknown(u, a, value);
        break;
    }
    return tui_do(DO_NOTHING);
}
