/* tui_help.c - the help screen: the keys (from the key table) and the rules.
 * When it is longer than the window it pages: PgDn or Space a page on, PgUp
 * a page back, j and k (or the arrows) a line; the last line says so. */
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "tui_int.h"

enum { MAXLINES = 160, KEYS_W = 18 };

/* The help's own state. */
static struct {
    int top; /* the first line shown */
} view;

typedef struct help_line {
    int x, bold;
    const char *keys; /* the keys beside a key row's first line, or NULL */
    const char *text; /* points into the key table or the paragraphs */
    int len, dots;
} help_line;

/* Adds text wrapped to width w at column x; returns the new count. */
static int add(help_line *out, int count, int x, int w, int bold, const char *text)
{
    tui_span sp[32];
    int used = tui_wrap(text, w, 32, sp);
    for (int i = 0; i < used && count < MAXLINES; i++)
        out[count++] = (help_line){ x, bold, NULL, text + sp[i].start, sp[i].len, sp[i].dots };
    return count;
}

/* Every line of the help for the window's width. */
static int help_lines(const ui *u, help_line *out)
{
    int count = 0, w = COLS - 4;
    const char *keys, *help;
    for (int i = 0; tui_key_help_row(u, i, &keys, &help); i++) {
        if (COLS >= KEYS_W + 24) { /* the keys beside what they do */
            int first = count;
            count = add(out, count, KEYS_W + 2, COLS - KEYS_W - 4, 0, help);
            if (count > first)
                out[first].keys = keys;
        } else { /* the keys above what they do */
            count = add(out, count, 2, w, 1, keys);
            count = add(out, count, 4, w - 2, 0, help);
        }
    }
    count = add(out, count, 2, w, 0,
                u->kind.ngrids == 2
                    ? "A and B are Sudokus that differ at every position. ! marks a clash, ? "
                      "a wrong entry a check or a hint found (narrow cells keep !); on the cursor "
                      "(in brackets, reversed where a cell is too narrow for them) the cell line "
                      "says them. Underlined: the cursor's row, column and box; reversed: its "
                      "twin and its symbol."
                    : "Every row, column and box holds each symbol once. ! marks a clash, ? "
                      "a wrong entry found by a check or a hint; on the cursor (in brackets, "
                      "reversed where a cell is too narrow for them) the cell line says them. "
                      "Underlined: the cursor's row, column and box; reversed: its symbol.");
    count = add(out, count, 2, w, 0,
                "Notes on the board: where the window allows, every cell shows its notes as "
                "a small grid in the shape of a box (3 lines of 3 at 9x9, 2 of 3 at 6x6, 3 of "
                "4 at 12x12), each symbol at its place (1 top left), blank where absent, the "
                "notes further apart in a larger window; a given is bold between "
                "parentheses, (5), an entry plain in the middle. Else a zoom beside the "
                "board shows the cursor's box that way (as much of it as fits), with the "
                "twin (the same place in the other grid) in a frame of its own; an empty "
                "cell with notes is : on the board. o: a plain board; p: every note of one "
                "grid, where the board does not show them all.");
    if (u->kind.diagonals)
        count = add(out, count, 2, w, 0,
                    "X-Sudoku: both main diagonals of each grid hold each symbol once too. "
                    "A diagonal's cell is marked in its first column: \\ on the main diagonal "
                    "(top left to bottom right), / on the other, x on both (the centre); in "
                    "the zoom on the corner of its frame under it. Hints name them (the main "
                    "diagonal of A) and light them as a row.");
    count = add(out, count, 2, w, 0,
                "Messages stay until you move on: the next key that moves the cursor or "
                "changes the board takes them away. A hint's first step (t) stays while "
                "you move to look for its place, until the board changes.");
    count = add(out, count, 2, w, 0,
                u->kind.ngrids == 2 ? "A cell is named A r10c12: grid A, row 10, column 12, as the "
                                 "borders number rows and columns; a box by its rows and "
                                 "columns (box r4-6 c1-3 of A); a symbol in quotes ('5')."
                               : "A cell is named r10c12: row 10, column 12, as the borders "
                                 "number rows and columns; a box by its rows and columns "
                                 "(box r4-6 c1-3); a symbol in quotes ('5').");
    count = add(out, count, 2, w, 0,
                "Hints and levels: singles (easy); pointing, claiming, pairs, triples "
                "(medium); X-wing, swordfish, pair chains (hard); trials (fiendish). "
                "Maximal: no given can go without a second solution; the title says the "
                "level it needs, 'beyond fiendish' when a person must guess. When no puzzle "
                "of the level asked turns up (a 4x4 pair is too small for hard), the closest "
                "below is played, saved and named as what it is, and the game says so.");
    count = add(out, count, 2, w, 0,
                "New games: a new game from the menu (Ctrl-N) keeps the one played saved; "
                "its Give up line gives it up instead, which the statistics count. Its sizes "
                "run 4x4, 6x6, 8x8, 9x9, 12x12, 16x16, 25x25 (boxes of 2x3 at 6x6, 2x4 at "
                "8x8, 3x4 at 12x12; --box plays others); its X-Sudoku line adds the diagonals "
                "as units. The menu's "
                "level is yours: a game started without --difficulty plays it. The first "
                "game of a kind starts at once from the puzzles shipped with the game; later "
                "ones are made while you play.");
    count = add(out, count, 2, w, 0,
                "Your record: the menu has Continue (the game saved last), Daily "
                "(the day's puzzle of --daily, a 9x9 pair at medium, the same for every "
                "player; 'done in 00:28' once finished), Saved games (Enter resumes, x "
                "deletes; a daily is marked) and Statistics (as --stats). "
                "A finish opens a box with the puzzle's code whole on a line of its own, to "
                "copy: Enter shows the board, Ctrl-N a new game, q quits.");
    count = add(out, count, 2, w, 0,
                "A message too long for its lines ends a page in (Space: more): Space "
                "turns to the next page.");
    count = add(out, count, 2, w, 0,
                "Symmetry (new-game menu): the givens of a level sit symmetrically "
                "under a half turn by default; rotate4 adds a quarter turn, mirror "
                "reflects left and right, none puts them anywhere (maximal's default).");
    return count;
}

void tui_help_draw(const ui *u, const layout *L)
{
    (void)L;
    static help_line lines[MAXLINES];
    int count = help_lines(u, lines);
    int room = LINES - 2; /* the title, the way back */
    int top = view.top;
    if (top > count - room)
        top = count - room;
    if (top < 0)
        top = 0;
    attrset(A_BOLD);
    tui_draw_centered(0, "sudokupair-tui: the keys");
    attrset(A_NORMAL);
    for (int i = top; i < count && i < top + room; i++) {
        int y = 1 + i - top;
        attrset(A_BOLD);
        if (lines[i].keys)
            mvaddnstr(y, 2, lines[i].keys, KEYS_W - 1);
        if (!lines[i].bold)
            attrset(A_NORMAL);
        mvaddnstr(y, lines[i].x, lines[i].text, lines[i].len);
        if (lines[i].dots)
            addstr("..");
        attrset(A_NORMAL);
    }
    char back[160];
    if (count <= room)
        snprintf(back, sizeof back, "Press any key to go back to the game.");
    else {
        int last = top + room < count ? top + room : count;
        snprintf(back, sizeof back,
                 "Lines %d-%d of %d. PgDn/Space: on, PgUp: back, j/k: a line, Esc: the game.",
                 top + 1, last, count);
        if ((int)strlen(back) > COLS - 4)
            snprintf(back, sizeof back, "%d-%d/%d PgDn/Space on, PgUp back, Esc game", top + 1,
                     last, count);
    }
    tui_draw_wrapped(LINES - 1, 2, COLS - 4, 1, back);
}

void tui_help_open(ui *u)
{
    (void)u;
    view.top = 0;
}

what_next tui_help_key(ui *u, action a, int value)
{
    (void)value;
    static help_line lines[MAXLINES];
    int count = help_lines(u, lines), room = LINES - 2;
    int most = count - room > 0 ? count - room : 0;
    if (view.top > most)
        view.top = most;
    if (most > 0 && (a == ACT_PAGE_DOWN || a == ACT_DOWN))
        view.top += a == ACT_DOWN ? 1 : room - 1;
    else if (most > 0 && (a == ACT_PAGE_UP || a == ACT_UP))
        view.top -= a == ACT_UP ? 1 : room - 1;
    else if (a != ACT_RESIZE && a != ACT_MOUSE)
        return tui_open(SCR_GAME);
    if (view.top > most)
        view.top = most;
    if (view.top < 0)
        view.top = 0;
    return tui_do(DO_NOTHING);
}
