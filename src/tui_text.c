/* tui_text.c - words for the player (the status in the title line, the
 * puzzle code shown whole), and plain drawing of text; the rules
 * of text in its place (wrapping, paging, the title) are pure, so the unit
 * tests check them without a terminal. */
#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "code.h"
#include "daily.h"
#include "tui_int.h"

void tui_say(ui *u, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(u->msg.text, sizeof u->msg.text, fmt, ap);
    va_end(ap);
    u->msg.fresh = 1;
    u->msg.page = 0;
    u->msg.sticky = 0;
    u->msg.code = 0;
}

what_next tui_question(ui *u, todo yes, const char *text)
{
    tui_say(u, "%s", text);
    return (what_next){ .to = DO_ASK, .scr = u->scr, .yes = yes };
}

void tui_format_time(double seconds, char *buf, size_t len)
{
    life_format_time(seconds, buf, len);
}

void tui_draw_centered(int y, const char *text)
{
    int len = (int)strlen(text);
    mvaddnstr(y, COLS > len ? (COLS - len) / 2 : 0, text, COLS);
}

int tui_draw_wrapped(int y, int x, int w, int lines, const char *text)
{
    tui_span sp[64];
    int used = tui_wrap(text, w, lines < 64 ? lines : 64, sp);
    for (int i = 0; i < used; i++) {
        move(y + i, x);
        for (int j = 0; j < sp[i].len; j++) {
            char ch = text[sp[i].start + j];
            addch((chtype)(unsigned char)(ch == TUI_KEEP ? ' ' : ch));
        }
        if (sp[i].dots)
            addstr("..");
    }
    return used;
}

int tui_code_rows(const char *code)
{
    int clen = (int)strlen(code);
    return COLS > 0 ? (clen + COLS - 1) / COLS : 0;
}

void tui_code_lines(int y, const char *code, int centred)
{
    int clen = (int)strlen(code), rows = tui_code_rows(code);
    for (int i = 0; i < rows && y + i < LINES; i++) {
        attrset(A_NORMAL);
        mvhline(y + i, 0, ' ', COLS);
        attrset(A_BOLD);
        mvaddnstr(y + i, centred && clen < COLS ? (COLS - clen) / 2 : 0, code + i * COLS, COLS);
    }
    attrset(A_NORMAL);
}

layout tui_layout(const ui *u)
{
    const board_state *b = &u->board;
    const puzzle_kind *kd = &u->kind;
    layout_view v = { kd->box_rows, kd->box_cols, kd->ngrids, b->pencil, b->plain, b->cg,
                      b->cr, b->cc, b->scroll + 1 };
    return tui_layout_for(COLS, LINES, &v);
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

int tui_status(const ui *u, const game_state *st, int paused, int width, char *buf, size_t len)
{
    const geom *g = st->g;
    char seed[48], clock[32], size[32], size_short[16], where[32], widest[32];
    puzzle_kind kd = kind_of_geom(g, LEVEL_UNKNOWN, KIND_SYM_DEFAULT);
    if (*daily_mark(st->has_seed, st->seed, &kd, seed, sizeof seed)) {
        /* the day's puzzle says so, not its long seed */
    } else if (st->has_seed) {
        snprintf(seed, sizeof seed, "seed %llu", (unsigned long long)st->seed);
    } else { /* a loaded puzzle: its code's beginning (i shows it whole) */
        char *code = code_encode(g, st->givens);
        snprintf(seed, sizeof seed, "code %.14s%s", code, strlen(code) > 14 ? "..." : "");
        free(code);
    }
    tui_format_time(st->elapsed, clock, sizeof clock);
    kind_name(&kd, LEVEL_NONE, size, sizeof size);
    snprintf(size_short, sizeof size_short, "%dx%d", g->n, g->n);
    grid_cell_name(g, geom_cell(g, u->board.cg, u->board.cr, u->board.cc), where, sizeof where);
    grid_cell_name(g, g->ncells - 1, widest, sizeof widest); /* "B r25c25" */
    /* the level the game is named under, and the one the puzzle needs when
     * it says more (a maximal one's) */
    const char *needs = level_name(st->level);
    char level[64];
    if (game_get_record(u->gm).level_asked == LEVEL_MAXIMAL)
        snprintf(level, sizeof level, "maximal, %s", needs);
    else
        snprintf(level, sizeof level, "%s", needs);
    tui_title_parts p = { size, size_short, level, seed, grid_count_filled(g, st->givens),
                          clock, u->board.notes_mode, paused, st->by_computer, where,
                          (int)strlen(widest) };
    return tui_title(buf, len, width, &p);
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
