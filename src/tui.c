/* tui.c - the game in the terminal: drawing with ncurses, keys and mouse to actions. */
#define _XOPEN_SOURCE 700
#include "tui.h"

#include <curses.h>
#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "game.h"
#include "gen.h"
#include "io.h"
#include "job.h"
#include "util.h"

/* Everything a key can ask for; keys map to these in key_action() only. */
typedef enum action {
    ACT_NONE, ACT_UP, ACT_DOWN, ACT_LEFT, ACT_RIGHT, ACT_NEXT_GRID, ACT_PREV_GRID,
    ACT_SYMBOL, ACT_CLEAR, ACT_HINT, ACT_CHECK, ACT_SOLVE, ACT_UNDO, ACT_REDO, ACT_HELP,
    ACT_QUIT, ACT_NOTES, ACT_NEW, ACT_RESTART, ACT_PAUSE, ACT_MOUSE, ACT_RESIZE, ACT_YES, ACT_NO
} action;

#define CTRL(ch) ((ch) & 0x1f)

/* The one place where keys become actions; *value gets a typed symbol's value. */
static action key_action(int key, int n, int *value)
{
    *value = grid_symbol_value(key, n);
    if (*value)
        return ACT_SYMBOL;
    switch (key) {
    case KEY_UP: return ACT_UP;
    case KEY_DOWN: return ACT_DOWN;
    case KEY_LEFT: return ACT_LEFT;
    case KEY_RIGHT: return ACT_RIGHT;
    case '\t': return ACT_NEXT_GRID;
    case KEY_BTAB: return ACT_PREV_GRID;
    case 'x': case 'X': case '0': case KEY_DC: case KEY_BACKSPACE: case 127: case '\b':
        return ACT_CLEAR;
    case 't': case 'T': return ACT_HINT;
    case 'v': case 'V': return ACT_CHECK;
    case 's': case 'S': return ACT_SOLVE;
    case 'u': case 'U': return ACT_UNDO;
    case 'r': case 'R': return ACT_REDO;
    case '?': case KEY_F(1): return ACT_HELP;
    case 'q': case 'Q': return ACT_QUIT;
    case 'w': case 'W': return ACT_NOTES;
    case CTRL('n'): case KEY_F(2): return ACT_NEW;
    case CTRL('r'): case KEY_F(5): return ACT_RESTART;
    case 'z': case 'Z': case KEY_F(3): return ACT_PAUSE;
    case KEY_MOUSE: return ACT_MOUSE;
    case KEY_RESIZE: return ACT_RESIZE;
    case 'y': case 'Y': return ACT_YES;
    case 'n': case 'N': case 27: return ACT_NO; /* n, N and Esc answer a question only */
    }
    return ACT_NONE;
}

/* What the key legend and the help screen say; one table for both. */
static const char *const HELP[][2] = {
    { "arrows, click", "move the cursor" },
    { "Tab, Shift-Tab", "switch between grid A and grid B" },
    { "SYMBOLS", "place a symbol (letters in either case)" },
    { "x 0 Del Bksp", "clear the cell" },
    { "w", "notes mode: symbols toggle candidate notes" },
    { "t", "hint: points at a wrong entry, else fills a cell and says why" },
    { "v", "check: marks every wrong entry with ?" },
    { "s", "solve (asks y/n); u takes it back" },
    { "u / r", "undo / redo, without limit" },
    { "Ctrl-N, F2", "new game" },
    { "Ctrl-R, F5", "restart: empty all entries (u takes it back)" },
    { "z, F3", "pause: hides the grids and stops the clock" },
    { "?, F1", "this help" },
    { "q", "quit (asks y/n; an unfinished game is saved)" },
};

enum { COLOR_GIVEN = 1, COLOR_ENTRY, COLOR_BAD, COLOR_MARK, COLOR_INFO };

typedef enum { ASK_NONE, ASK_QUIT, ASK_QUIT_UNSAVED, ASK_SOLVE, ASK_NEW } question;

typedef struct ui {
    const cli_options *o;
    game *gm;
    int k, ngrids;
    char save_path[1024];
    int can_save;
    int cg, cr, cc;        /* cursor: grid, row, column */
    int notes_mode, paused, help, was_complete;
    int unsaved;           /* the last save failed */
    question ask;
    char msg[300];
    int color;
} ui;

/* Where things are on the screen; computed in one place for drawing and clicks. */
typedef struct layout {
    int cw;                /* columns per cell */
    int grid_w, grid_h;
    int top, left[2];
    int status;            /* first status row */
    int need_w, need_h;
} layout;

static layout compute_layout(int k, int ngrids)
{
    layout L;
    int n = k * k;
    L.cw = 3;
    for (;;) {
        L.grid_w = n * L.cw + k + 1;
        L.grid_h = n + k + 1;
        L.need_w = ngrids * L.grid_w + (ngrids - 1) * 4;
        if (L.need_w < 64)
            L.need_w = 64;
        if (L.cw == 2 || L.need_w <= COLS)
            break;
        L.cw = 2;
    }
    L.need_h = 2 + L.grid_h + 7;
    L.top = 2;
    int total = ngrids * L.grid_w + (ngrids - 1) * 4;
    int x0 = COLS > total ? (COLS - total) / 2 : 0;
    L.left[0] = x0;
    L.left[1] = x0 + L.grid_w + 4;
    L.status = L.top + L.grid_h + 1;
    return L;
}

static int cell_y(const layout *L, int k, int r) { return L->top + 1 + r + r / k; }
static int cell_x(const layout *L, int k, int g, int c)
{
    return L->left[g] + 1 + c * L->cw + c / k;
}

static const char *symbol_range(int n)
{
    switch (n) {
    case 4: return "1-4";
    case 9: return "1-9";
    case 16: return "1-9 A-G";
    default: return "1-9 A-P";
    }
}

static void format_time(double seconds, char *buf, size_t len)
{
    long s = (long)seconds;
    if (s >= 3600)
        snprintf(buf, len, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    else
        snprintf(buf, len, "%02ld:%02ld", s / 60, s % 60);
}

__attribute__((format(printf, 2, 3))) static void say(ui *u, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(u->msg, sizeof u->msg, fmt, ap);
    va_end(ap);
}

static void cell_name(const geom *g, int cell, char *buf, size_t len)
{
    if (g->ngrids == 2)
        snprintf(buf, len, "%c r%dc%d", 'A' + geom_grid_of(g, cell), geom_row(g, cell) + 1,
                 geom_col(g, cell) + 1);
    else
        snprintf(buf, len, "r%dc%d", geom_row(g, cell) + 1, geom_col(g, cell) + 1);
}

/* ---- drawing: reads the state, never changes it ---- */

static void draw_borders(const layout *L, int k, int g)
{
    int bw = k * L->cw + 1;
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
    mvaddstr(cell_y(L, g->k, r), cell_x(L, g->k, gr, c), text);
    attrset(A_NORMAL);
}

static void draw_centered(int y, const char *text)
{
    int len = (int)strlen(text);
    mvaddnstr(y, COLS > len ? (COLS - len) / 2 : 0, text, COLS);
}

/* Draws text from column 1 on up to `lines` lines, breaking at spaces. */
static void draw_wrapped(int y, int lines, const char *text)
{
    int width = COLS - 2;
    for (int i = 0; i < lines && *text && width > 0; i++) {
        int len = (int)strlen(text);
        if (len > width) {
            len = width;
            while (len > width / 2 && text[len] != ' ')
                len--;
            if (text[len] != ' ')
                len = width;
        }
        mvaddnstr(y + i, 1, text, len);
        text += len;
        while (*text == ' ')
            text++;
    }
}

static void draw_legend(const ui *u, int y, int n)
{
    char line[512];
    snprintf(line, sizeof line,
             "arrows/click move  %s%s place  x clear  w notes%s  t hint  v check",
             u->ngrids == 2 ? "Tab grid  " : "", symbol_range(n), u->notes_mode ? " [ON]" : "");
    mvaddnstr(y, 1, line, COLS - 2);
    mvaddnstr(y + 1, 1,
              "s solve  u undo  r redo  ^N new  ^R restart  z pause  ? help  q quit",
              COLS - 2);
}

static void draw_help(const ui *u)
{
    int n = u->k * u->k;
    int y = 1;
    attrset(A_BOLD);
    draw_centered(y++, "sudokupair-tui: the keys");
    attrset(A_NORMAL);
    y++;
    for (size_t i = 0; i < sizeof HELP / sizeof *HELP && y < LINES - 4; i++) {
        const char *keys = strcmp(HELP[i][0], "SYMBOLS") == 0 ? symbol_range(n) : HELP[i][0];
        attrset(A_BOLD);
        mvaddnstr(y, 2, keys, COLS - 4);
        attrset(A_NORMAL);
        if (COLS > 22)
            mvaddnstr(y, 20, HELP[i][1], COLS - 22);
        y++;
    }
    y++;
    mvaddnstr(y++, 2, "Both grids must be valid Sudokus, and no position may hold the same",
              COLS - 4);
    mvaddnstr(y++, 2, "symbol in A and B. ! marks a clash, ? an entry found wrong by a check.",
              COLS - 4);
    mvaddnstr(y + 1, 2, "Press any key to go back to the game.", COLS - 4);
}

static void draw(const ui *u)
{
    erase();
    const game_state st = game_view(u->gm);
    const geom *g = st.g;
    layout L = compute_layout(g->k, g->ngrids);
    if (u->help) {
        draw_help(u);
        refresh();
        return;
    }
    if (COLS < L.need_w || LINES < L.need_h) {
        char line[200];
        snprintf(line, sizeof line, "The window is %dx%d;", COLS, LINES);
        draw_centered(LINES / 2 - 2, line);
        snprintf(line, sizeof line, "this %dx%d %s needs at least %dx%d.", g->n, g->n,
                 g->ngrids == 2 ? "pair" : "grid", L.need_w, L.need_h);
        draw_centered(LINES / 2 - 1, line);
        draw_centered(LINES / 2 + 1, "Make it larger, or press q to quit.");
        if (u->ask != ASK_NONE)
            draw_wrapped(LINES / 2 + 3, LINES - LINES / 2 - 3, u->msg);
        refresh();
        return;
    }
    char title[200] = "sudokupair-tui: A and B must differ in every position", clock[32];
    if (g->ngrids == 1)
        snprintf(title, sizeof title, "sudokupair-tui: one %dx%d Sudoku", g->n, g->n);
    attrset(A_BOLD);
    draw_centered(0, title);
    attrset(A_NORMAL);
    format_time(st.elapsed, clock, sizeof clock);
    if (u->paused) {
        draw_centered(L.top + L.grid_h / 2, "Paused. Press z to go on.");
    } else {
        uint8_t *bad = xmalloc((size_t)g->ncells);
        grid_conflicts(g, st.vals, bad);
        for (int gr = 0; gr < g->ngrids; gr++) {
            mvprintw(L.top - 1, L.left[gr] + L.grid_w / 2 - 3, "Grid %c", 'A' + gr);
            draw_borders(&L, g->k, gr);
        }
        for (int cell = 0; cell < g->ncells; cell++)
            draw_cell(u, &L, &st, bad, cell);
        free(bad);
    }
    char seed[48] = "loaded";
    if (st.has_seed)
        snprintf(seed, sizeof seed, "%llu", (unsigned long long)st.seed);
    char status[300];
    snprintf(status, sizeof status, "k=%d  %dx%d  seed %s  givens %d  time %s%s%s%s", g->k, g->n,
             g->n, seed, grid_count_filled(g, st.givens), clock,
             u->notes_mode ? "  NOTES" : "", u->paused ? "  PAUSED" : "",
             st.by_computer ? "  solved by the computer" : "");
    attrset(A_BOLD);
    mvaddnstr(L.status, 1, status, COLS - 2);
    attrset(u->color ? COLOR_PAIR(COLOR_INFO) : A_NORMAL);
    draw_wrapped(L.status + 1, 2, u->msg);
    attrset(A_NORMAL);
    /* the cursor cell and its notes */
    int cell = geom_cell(g, u->cg, u->cr, u->cc);
    char where[32], line[200];
    cell_name(g, cell, where, sizeof where);
    int len = snprintf(line, sizeof line, "Cell %s%s", where, st.givens[cell] ? " (given)" : "");
    if (!st.vals[cell] && st.notes[cell]) {
        len += snprintf(line + len, sizeof line - (size_t)len, "  notes:");
        for (int v = 1; v <= g->n; v++)
            if (st.notes[cell] >> (v - 1) & 1)
                len += snprintf(line + len, sizeof line - (size_t)len, " %c", grid_symbol(v));
    }
    mvaddnstr(L.status + 3, 1, line, COLS - 2);
    draw_legend(u, L.status + 4, g->n);
    refresh();
}

/* ---- the generation screen: never frozen, q cancels ---- */

static void draw_progress(int k, int ngrids, uint64_t seed, int done, int total)
{
    erase();
    char line[200];
    int n = k * k;
    snprintf(line, sizeof line, "Generating a %dx%d Sudoku %s (seed %llu)", n, n,
             ngrids == 2 ? "pair" : "grid", (unsigned long long)seed);
    draw_centered(LINES / 2 - 2, line);
    int width = COLS - 20 > 50 ? 50 : COLS - 20;
    if (width < 10)
        width = 10;
    int fill = total ? (int)((long)width * done / total) : 0;
    char bar[64];
    memset(bar, '#', (size_t)fill);
    memset(bar + fill, '-', (size_t)(width - fill));
    bar[width] = '\0';
    snprintf(line, sizeof line, "[%s] %d/%d cells decided", bar, done, total);
    draw_centered(LINES / 2, line);
    draw_centered(LINES / 2 + 2, "q cancels");
    refresh();
}

static volatile sig_atomic_t got_signal;

/* Generates a puzzle while the screen answers keys; NULL when cancelled. */
static game *generate(const ui *u, uint64_t seed, int *cancelled)
{
    geom *g = geom_new(u->k, u->ngrids);
    job *j = job_start(g, &(gen_params){ seed, (gen_strategy)u->o->strategy, u->o->level });
    *cancelled = 0;
    timeout(100);
    while (!job_finished(j)) {
        int done, total;
        job_progress(j, &done, &total);
        draw_progress(u->k, u->ngrids, seed, done, total);
        int key = getch();
        if (key == 'q' || key == 'Q' || key == 27 || got_signal) {
            job_cancel(j);
            *cancelled = 1;
        }
    }
    uint8_t *puzzle = xmalloc((size_t)g->ncells), *sol = xmalloc((size_t)g->ncells);
    int rc = job_finish(j, puzzle, sol, NULL);
    game *gm = NULL;
    if (rc == 0 && !*cancelled) {
        char err[IO_ERRLEN];
        gm = game_new(g, puzzle, sol, 1, seed, err);
    } else {
        geom_free(g);
        *cancelled = 1;
    }
    free(puzzle);
    free(sol);
    return gm;
}

/* ---- saving ---- */

/* Saves an unfinished game; returns 0, or -1 with the reason in u->msg. */
static int save(ui *u)
{
    if (!u->can_save) {
        u->unsaved = 1;
        say(u, "Could not save: neither XDG_DATA_HOME nor HOME is set.");
        return -1;
    }
    char err[IO_ERRLEN];
    u->unsaved = game_save(u->gm, u->save_path, err) != NULL;
    if (u->unsaved) {
        say(u, "Could not save: %s", err);
        return -1;
    }
    return 0;
}

static void forget_save(const ui *u)
{
    if (u->can_save)
        unlink(u->save_path);
}

/* Moves a save file that cannot be read aside, never over another file. */
static void move_aside(const char *path, char *dest, size_t len)
{
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    char stamp[32];
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    for (int i = 0; i < 100; i++) {
        if (i == 0)
            snprintf(dest, len, "%s.bad-%s", path, stamp);
        else
            snprintf(dest, len, "%s.bad-%s-%d", path, stamp, i);
        if (access(dest, F_OK) != 0 && rename(path, dest) == 0)
            return;
    }
    snprintf(dest, len, "(could not move it: %s)", strerror(errno));
}

/* The saved game of this k, or NULL (with a message in u->msg if it was bad). */
static game *resume(ui *u)
{
    if (!u->can_save || access(u->save_path, F_OK) != 0)
        return NULL;
    char err[IO_ERRLEN], *text;
    size_t len;
    game *gm = NULL;
    if (!io_read_file(u->save_path, &text, &len, err)) {
        game_parse(u->save_path, text, len, &gm, err);
        free(text);
    }
    if (!gm) {
        char dest[1100];
        move_aside(u->save_path, dest, sizeof dest);
        const char *base = strrchr(dest, '/');
        say(u, "Could not resume: %s. Moved it aside to %s; a new game starts.", err,
            base ? base + 1 : dest);
    }
    return gm;
}

/* ---- signals: save and restore the terminal ---- */

static void on_signal(int sig) { got_signal = sig; }

static void on_crash(int sig)
{
    endwin();
    signal(sig, SIG_DFL);
    raise(sig);
}

static void install_signals(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = on_signal; /* no SA_RESTART: getch returns at once */
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
    sa.sa_handler = on_crash;
    sa.sa_flags = SA_RESETHAND;
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);
    sigaction(SIGFPE, &sa, NULL);
    sigaction(SIGILL, &sa, NULL);
    sigaction(SIGABRT, &sa, NULL);
}

/* ---- the game loop ---- */

static void after_move(ui *u)
{
    int complete = game_is_complete(u->gm);
    if (complete && !u->was_complete) {
        game_state st = game_view(u->gm);
        char clock[32];
        format_time(st.elapsed, clock, sizeof clock);
        if (st.by_computer)
            say(u, "Solved by the computer. u takes it back; ^N starts a new game.");
        else
            say(u, "Solved in %s! Well done. ^N starts a new game, q quits.", clock);
        forget_save(u);
    }
    u->was_complete = complete;
}

static void move_cursor(ui *u, int dr, int dc)
{
    int n = u->k * u->k;
    u->cr = (u->cr + dr + n) % n;
    u->cc = (u->cc + dc + n) % n;
}

static void click(ui *u, const MEVENT *ev)
{
    const geom *g = game_view(u->gm).g;
    layout L = compute_layout(g->k, g->ngrids);
    for (int gr = 0; gr < g->ngrids; gr++)
        for (int r = 0; r < g->n; r++)
            for (int c = 0; c < g->n; c++) {
                int x = cell_x(&L, g->k, gr, c);
                if (ev->y == cell_y(&L, g->k, r) && ev->x >= x && ev->x < x + L.cw) {
                    u->cg = gr, u->cr = r, u->cc = c;
                    return;
                }
            }
}

static void new_game(ui *u)
{
    int cancelled;
    uint64_t seed = util_fresh_seed();
    game *gm = generate(u, seed, &cancelled);
    if (!gm) {
        say(u, "New game cancelled.");
        return;
    }
    game_free(u->gm);
    u->gm = gm;
    u->cg = u->cr = u->cc = 0;
    u->was_complete = 0;
    u->notes_mode = 0;
    say(u, "New game, seed %llu.", (unsigned long long)seed);
}

static void do_hint(ui *u)
{
    game_hint h = game_do_hint(u->gm);
    const geom *g = game_view(u->gm).g;
    int at = h.cell >= 0 ? h.cell : h.kind == HINT_ELIMINATED ? h.step.elim_cell[0] : -1;
    if (at >= 0)
        u->cg = geom_grid_of(g, at), u->cr = geom_row(g, at), u->cc = geom_col(g, at);
    if (h.kind == HINT_WRONG)
        say(u, "Hint: %s Clear it or undo it.", h.text);
    else if (h.kind == HINT_NONE)
        say(u, "%s", h.text);
    else
        say(u, "Hint: %s%s", h.text, h.kind == HINT_SEARCH ? "" : ".");
}

static void do_check(ui *u)
{
    const game_state st = game_view(u->gm);
    int entries = grid_count_filled(st.g, st.vals) - grid_count_filled(st.g, st.givens);
    int wrong = game_check(u->gm);
    if (entries == 0)
        say(u, "Check: no entries yet.");
    else if (wrong)
        say(u, "Check: %d of %d entries %s wrong (marked ?).", wrong, entries,
            wrong == 1 ? "is" : "are");
    else
        say(u, "Check: all %d entries are right.", entries);
}

/* Answers a pending question; returns 1 when the game should end. */
static int answer(ui *u, action a)
{
    question q = u->ask;
    u->ask = ASK_NONE;
    if (a != ACT_YES) {
        say(u, "Carry on.");
        return 0;
    }
    switch (q) {
    case ASK_QUIT:
        if (save(u) != 0) {
            char why[300];
            snprintf(why, sizeof why, "%s", u->msg);
            say(u, "Quit without saving? (y/n) %s", why);
            u->ask = ASK_QUIT_UNSAVED;
            return 0;
        }
        return 1;
    case ASK_QUIT_UNSAVED:
        return 1;
    case ASK_SOLVE:
        game_solve(u->gm);
        after_move(u);
        break;
    case ASK_NEW:
        new_game(u);
        break;
    case ASK_NONE:
        break;
    }
    return 0;
}

/* Handles one action; returns 1 when the game should end. */
static int handle(ui *u, action a, int value)
{
    const game_state st = game_view(u->gm);
    const geom *g = st.g;
    int cell = geom_cell(g, u->cg, u->cr, u->cc);
    int complete = game_is_complete(u->gm);
    if (u->ask != ASK_NONE)
        return answer(u, a);
    if (u->help) {
        u->help = 0;
        return 0;
    }
    if (u->paused && a != ACT_PAUSE && a != ACT_QUIT && a != ACT_RESIZE)
        return 0;
    switch (a) {
    case ACT_UP: move_cursor(u, -1, 0); break;
    case ACT_DOWN: move_cursor(u, 1, 0); break;
    case ACT_LEFT: move_cursor(u, 0, -1); break;
    case ACT_RIGHT: move_cursor(u, 0, 1); break;
    case ACT_NEXT_GRID:
    case ACT_PREV_GRID: u->cg = (u->cg + 1) % g->ngrids; break;
    case ACT_SYMBOL:
        if (st.givens[cell]) {
            say(u, "That cell is a given.");
        } else if (u->notes_mode) {
            if (st.vals[cell])
                say(u, "Notes go in empty cells.");
            else
                game_toggle_note(u->gm, cell, value);
        } else {
            game_place(u->gm, cell, value);
            u->msg[0] = '\0';
            after_move(u);
        }
        break;
    case ACT_CLEAR:
        if (st.givens[cell])
            say(u, "That cell is a given.");
        else
            game_place(u->gm, cell, 0);
        after_move(u);
        break;
    case ACT_HINT:
        do_hint(u);
        after_move(u);
        break;
    case ACT_CHECK: do_check(u); break;
    case ACT_SOLVE:
        if (complete) {
            say(u, "It is solved already.");
        } else {
            u->ask = ASK_SOLVE;
            say(u, "Show the solution? (y/n)");
        }
        break;
    case ACT_UNDO:
        if (!game_undo(u->gm))
            say(u, "Nothing to undo.");
        after_move(u);
        break;
    case ACT_REDO:
        if (!game_redo(u->gm))
            say(u, "Nothing to redo.");
        after_move(u);
        break;
    case ACT_HELP: u->help = 1; break;
    case ACT_NOTES:
        u->notes_mode = !u->notes_mode;
        say(u, u->notes_mode ? "Notes mode: symbols toggle notes. w leaves it."
                             : "Notes mode off: symbols are placed.");
        break;
    case ACT_NEW:
        if (complete) {
            new_game(u);
        } else {
            u->ask = ASK_NEW;
            say(u, "Give up this game for a new one? (y/n)");
        }
        break;
    case ACT_RESTART:
        if (game_restart(u->gm) == MOVE_DONE)
            say(u, "Restarted: all entries cleared. u takes it back.");
        after_move(u);
        break;
    case ACT_PAUSE:
        if (!complete)
            u->paused = !u->paused;
        break;
    case ACT_QUIT:
        if (complete)
            return 1;
        u->ask = ASK_QUIT;
        say(u, "Quit? This game is saved for next time. (y/n)");
        break;
    case ACT_MOUSE: {
        MEVENT ev;
        if (getmouse(&ev) == OK && (ev.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)))
            click(u, &ev);
        break;
    }
    case ACT_RESIZE:
    case ACT_YES:
    case ACT_NO:
    case ACT_NONE:
        break;
    }
    return 0;
}

/* Sets up the first game before the screen is taken over, where errors in
 * files can still be printed plainly. Returns -1 to go on, or an exit code. */
static int prepare(ui *u)
{
    const cli_options *o = u->o;
    u->ngrids = o->single ? 1 : 2;
    u->k = o->k ? o->k : 3;
    if (o->load) {
        char err[IO_ERRLEN];
        int k;
        uint8_t *vals;
        if (io_load_csv(o->load, o->k, u->ngrids, &k, &vals, err)) {
            fprintf(stderr, "sudokupair-tui: %s\n", err);
            return EXIT_USAGE;
        }
        geom *g = geom_new(k, u->ngrids);
        u->gm = game_new(g, vals, NULL, 0, 0, err);
        free(vals);
        if (!u->gm) {
            geom_free(g);
            fprintf(stderr, "sudokupair-tui: %s: %s\n", o->load, err);
            return EXIT_NO_SOLUTION;
        }
        u->k = k;
        if (!game_view(u->gm).unique)
            say(u, "This puzzle has more than one solution; hints follow one of them.");
    }
    u->can_save = game_save_path(u->k, u->ngrids, u->save_path, sizeof u->save_path) != NULL;
    if (!u->gm && !o->new_game && !o->have_seed) {
        u->gm = resume(u);
        if (u->gm)
            say(u, "Welcome back: resumed your saved game. ? shows the keys.");
    }
    return -1;
}

int tui_play(const cli_options *o)
{
    ui u;
    memset(&u, 0, sizeof u);
    u.o = o;
    int rc = prepare(&u);
    if (rc >= 0)
        return rc;
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        game_free(u.gm);
        fprintf(stderr, "sudokupair-tui: the game needs a terminal; see --help for the "
                        "command-line jobs\n");
        return EXIT_USAGE;
    }
    setlocale(LC_ALL, "");
    install_signals();
    initscr();
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    set_escdelay(25);
    mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, NULL);
    mouseinterval(0);
    u.color = !o->no_color && has_colors();
    if (u.color) {
        start_color();
        use_default_colors();
        init_pair(COLOR_GIVEN, -1, -1);
        init_pair(COLOR_ENTRY, COLOR_CYAN, -1);
        init_pair(COLOR_BAD, COLOR_RED, -1);
        init_pair(COLOR_MARK, COLOR_MAGENTA, -1);
        init_pair(COLOR_INFO, COLOR_YELLOW, -1);
    }

    if (!u.gm) {
        int cancelled;
        uint64_t seed = o->have_seed ? o->seed : util_fresh_seed();
        u.gm = generate(&u, seed, &cancelled);
        if (!u.gm) {
            endwin();
            return got_signal ? 128 + got_signal : EXIT_DONE;
        }
        if (!u.msg[0])
            say(&u, "A new pair: fill both grids, A and B differ everywhere. ? shows the keys.");
    }
    u.was_complete = game_is_complete(u.gm);
    timeout(250);
    double last = util_now();
    for (;;) {
        draw(&u);
        int key = getch();
        double now = util_now();
        layout L = compute_layout(u.k, u.ngrids);
        int visible = COLS >= L.need_w && LINES >= L.need_h;
        if (!u.paused && !u.help && !u.was_complete && visible)
            game_add_time(u.gm, now - last);
        last = now;
        if (got_signal) {
            if (!u.was_complete)
                save(&u);
            break;
        }
        if (key == ERR)
            continue;
        int value;
        action a = key_action(key, u.k * u.k, &value);
        if (!visible && a != ACT_QUIT && a != ACT_YES && a != ACT_NO)
            continue; /* too small: only q and the answers work */
        if (!visible && u.ask == ASK_NONE && a == ACT_QUIT && !u.was_complete) {
            if (save(&u) == 0)
                break;
            char why[300];
            snprintf(why, sizeof why, "%s", u.msg);
            say(&u, "Quit without saving? (y/n) %s", why);
            u.ask = ASK_QUIT_UNSAVED;
            continue;
        }
        if (handle(&u, a, value))
            break;
    }
    endwin();
    if (got_signal && u.unsaved)
        fprintf(stderr, "sudokupair-tui: %s\n", u.msg); /* the game could not be kept */
    game_free(u.gm);
    return got_signal ? 128 + got_signal : EXIT_DONE;
}
