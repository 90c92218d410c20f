/* tui_keys.c - the one key table: keys become actions here only, and the key
 * legend under the grids and the help screen are both built from it. */
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "tui_int.h"

#define CTRL(ch) ((ch) & 0x1f)
#define MAXBIND 10

/* ONLY_MENU: the new-game menu's keys (tui_key_action with TUI_KEYS_MENU),
 * taken before the others there and never elsewhere. */
enum { ONLY_PAIR = 1, NOT_IN_HELP = 2, ONLY_MENU = 4 };

/* One row of the help: the keys, what they do, and the legend's short form. */
typedef struct key_row {
    struct {
        int key;
        action act;
    } bind[MAXBIND];   /* ends at key 0 */
    const char *names; /* as the help shows the keys; NULL: the symbols */
    const char *brief; /* the legend's words; NULL: not in the legend */
    const char *help;  /* the help's sentence */
    unsigned flags;
    const char *help1; /* the sentence for a single grid, when it differs */
    const char *tiny;  /* the legend's shorter words when narrow; NULL: brief */
} key_row;

static const key_row KEYS[] = {
    { { { '0', ACT_DIGIT }, { '1', ACT_DIGIT }, { '2', ACT_DIGIT }, { '3', ACT_DIGIT },
        { '4', ACT_DIGIT }, { '5', ACT_DIGIT }, { '6', ACT_DIGIT }, { '7', ACT_DIGIT },
        { '8', ACT_DIGIT }, { '9', ACT_DIGIT } },
      "0-9", NULL, "type a seed (new-game menu)", NOT_IN_HELP | ONLY_MENU, NULL, NULL },
    { { { 'r', ACT_RANDOM } }, "r", NULL, "a random seed (new-game menu)",
      NOT_IN_HELP | ONLY_MENU, NULL, NULL },
    { { { KEY_UP, ACT_UP }, { KEY_DOWN, ACT_DOWN }, { KEY_LEFT, ACT_LEFT },
        { KEY_RIGHT, ACT_RIGHT }, { 'k', ACT_UP }, { 'j', ACT_DOWN }, { 'h', ACT_LEFT },
        { 'l', ACT_RIGHT }, { KEY_MOUSE, ACT_MOUSE } },
      "arrows hjkl click", "arrows/hjkl move",
      "move; left/right go on into the other grid", 0, "move the cursor", "hjkl move" },
    { { { '\t', ACT_NEXT_GRID }, { KEY_BTAB, ACT_PREV_GRID } },
      "Tab, Shift-Tab", "Tab grid", "switch between grid A and grid B", ONLY_PAIR, NULL,
      NULL },
    { { { 0, ACT_SYMBOL } }, NULL, "place",
      "place a symbol; letters in upper case (Shift)", 0, NULL, NULL },
    { { { 'x', ACT_CLEAR }, { '0', ACT_CLEAR }, { KEY_DC, ACT_CLEAR },
        { KEY_BACKSPACE, ACT_CLEAR }, { 127, ACT_CLEAR }, { '\b', ACT_CLEAR } },
      "x 0 Del Bksp", "x clear", "clear the cell", 0, NULL, NULL },
    { { { 'w', ACT_NOTES } },
      "w", "w notes", "notes mode: symbols toggle candidate notes", 0, NULL, NULL },
    { { { 'p', ACT_PENCIL } },
      "p", "p pencil", "every note of one grid at once where the board does not show them "
      "all (a list where it does not fit)", 0, NULL, NULL },
    { { { 'o', ACT_PLAIN } },
      "o", "o plain", "a plain board (no notes on it) / the notes on it again", 0, NULL, NULL },
    { { { 'c', ACT_CANDIDATES } },
      "c", "c candidates", "candidates as notes: a cell without notes gets them all, your "
      "notes lose only impossible values (never one you removed); c again: refill all", 0,
      NULL, "c cand." },
    { { { 't', ACT_HINT } },
      "t", "t hint", "hint: t shows where the next step is, t again tells it", 0, NULL, NULL },
    { { { 'v', ACT_CHECK } },
      "v", "v check", "check: marks every wrong entry with ?", 0, NULL, NULL },
    { { { 's', ACT_SOLVE } },
      "s", "s solve", "solve (asks y/n); u takes it back", 0, NULL, NULL },
    { { { 'u', ACT_UNDO }, { 'r', ACT_REDO } },
      "u / r", "u undo  r redo", "undo / redo, without limit", 0, NULL, "u/r undo/redo" },
    { { { 'm', ACT_MARK }, { '\'', ACT_TO_MARK } },
      "m / '", "m mark", "mark this position / undo back to the mark", 0, NULL, NULL },
    { { { CTRL('n'), ACT_NEW }, { KEY_F(2), ACT_NEW } },
      "Ctrl-N, F2", "^N new", "new game: size, level, pair or single, symmetry, seed", 0,
      NULL, NULL },
    { { { CTRL('r'), ACT_RESTART }, { KEY_F(5), ACT_RESTART } },
      "Ctrl-R, F5", "^R restart", "restart: empty all entries (u takes it back)", 0, NULL,
      NULL },
    { { { 'z', ACT_PAUSE }, { KEY_F(3), ACT_PAUSE }, { 'i', ACT_CODE } },
      "z, F3 / i", "z pause", "pause: hides grids, stops clock, shows code; i: the code",
      0, NULL, NULL },
    { { { '?', ACT_HELP }, { KEY_F(1), ACT_HELP } }, "?, F1", "? help", "this help", 0, NULL,
      NULL },
    { { { 'q', ACT_QUIT } },
      "q", "q quit", "quit (asks y/n); a game is saved a second after each move", 0, NULL, NULL },
    { { { 'y', ACT_YES }, { 'n', ACT_NO }, { 27, ACT_NO } },
      "y / n, Esc", NULL, "answer a question: yes / no", NOT_IN_HELP, NULL, NULL },
    { { { '\n', ACT_ENTER }, { '\r', ACT_ENTER }, { KEY_ENTER, ACT_ENTER } },
      "Enter", NULL, "start (in the new-game menu)", NOT_IN_HELP, NULL, NULL },
    { { { KEY_NPAGE, ACT_PAGE_DOWN }, { ' ', ACT_PAGE_DOWN }, { KEY_PPAGE, ACT_PAGE_UP } },
      "PgDn Space / PgUp", NULL, "page the help (j k a line)", NOT_IN_HELP, NULL, NULL },
    { { { KEY_RESIZE, ACT_RESIZE } }, "", NULL, "", NOT_IN_HELP, NULL, NULL },
};
#define NROWS (sizeof KEYS / sizeof *KEYS)

void tui_mouse_on(void)
{
    mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, NULL);
    mouseinterval(0);
    /* SGR reports as well: a terminal that knows them sends them instead of
     * the legacy ones, which cannot say columns past 223 */
    fputs("\033[?1006h", stdout);
    fflush(stdout);
}

/* After ESC: an SGR mouse report "[<b;x;yM" (press) or "...m" (release) is
 * read whole; anything else is pushed back. Returns 1 for a left press. */
static int read_sgr(int *y, int *x)
{
    int got[24], n = 0, c, delay = wgetdelay(stdscr);
    timeout(0);
    while (n < 24 && (c = getch()) != ERR) {
        got[n++] = c;
        if (n == 1 && c != '[')
            break;
        if (n == 2 && c != '<')
            break;
        if (c == 'M' || c == 'm')
            break;
    }
    timeout(delay);
    int b = 0, px = 0, py = 0, field = 0, ok = n >= 3 && got[0] == '[' && got[1] == '<' &&
                                             (got[n - 1] == 'M' || got[n - 1] == 'm');
    for (int i = 2; ok && i < n - 1; i++) {
        if (got[i] == ';')
            field++;
        else if (got[i] >= '0' && got[i] <= '9') {
            int *f = field == 0 ? &b : field == 1 ? &px : &py;
            *f = *f * 10 + got[i] - '0';
        } else
            ok = 0;
    }
    if (!ok || field != 2) {
        while (n > 0)
            ungetch(got[--n]);
        return -1;
    }
    *y = py - 1, *x = px - 1;
    return b == 0 && got[n - 1] == 'M';
}

int tui_read_key(int *y, int *x)
{
    int key = getch();
    if (key == KEY_MOUSE) {
        MEVENT ev;
        if (getmouse(&ev) != OK || !(ev.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)))
            return ERR;
        *y = ev.y, *x = ev.x;
        return KEY_MOUSE;
    }
    if (key == 27) {
        int sgr = read_sgr(y, x);
        if (sgr >= 0)
            return sgr ? KEY_MOUSE : ERR;
    }
    return key;
}

const char *tui_symbol_range(int n)
{
    static char range[16];
    if (n <= 9)
        snprintf(range, sizeof range, "1-%d", n);
    else if (n == 10)
        snprintf(range, sizeof range, "1-9 A");
    else
        snprintf(range, sizeof range, "1-9 A-%c", grid_symbol(n));
    return range;
}

action tui_key_action(int key, int n, int *value)
{
    if (n == TUI_KEYS_MENU) {
        for (size_t i = 0; i < NROWS; i++)
            for (int b = 0; b < MAXBIND && KEYS[i].bind[b].key; b++)
                if ((KEYS[i].flags & ONLY_MENU) && KEYS[i].bind[b].key == key) {
                    *value = KEYS[i].bind[b].act == ACT_DIGIT ? key - '0' : key;
                    return KEYS[i].bind[b].act;
                }
        n = 9; /* no symbols to place here: the rest as at 9x9 */
    }
    /* symbols: digits and upper-case letters; lower-case letters are commands,
     * so h j k l never collide with a symbol, even with 25 of them */
    int upper = (key >= '1' && key <= '9') || (key >= 'A' && key <= 'Z');
    *value = upper ? grid_symbol_value(key, n) : 0;
    if (*value)
        return ACT_SYMBOL;
    if (key >= 'Q' && key <= 'Z')
        key = key - 'A' + 'a'; /* never a symbol: the command of its lower case */
    *value = key; /* the key itself, for screens that read digits (the menu) */
    for (size_t i = 0; i < NROWS; i++)
        for (int b = 0; b < MAXBIND && KEYS[i].bind[b].key; b++)
            if (!(KEYS[i].flags & ONLY_MENU) && KEYS[i].bind[b].key == key)
                return KEYS[i].bind[b].act;
    if (upper || (key >= 'a' && key <= 'z' && grid_symbol_value(key, n))) {
        *value = key; /* a symbol of another size, or a symbol in lower case */
        return ACT_BAD_SYMBOL;
    }
    *value = key;
    return ACT_NONE;
}

const char *tui_key_names(action a)
{
    for (size_t i = 0; i < NROWS; i++)
        for (int b = 0; b < MAXBIND && KEYS[i].bind[b].key; b++)
            if (KEYS[i].bind[b].act == a)
                return KEYS[i].names;
    return "";
}

const char *tui_key_name(action a)
{
    static char name[16];
    for (size_t i = 0; i < NROWS; i++)
        for (int b = 0; b < MAXBIND && KEYS[i].bind[b].key; b++) {
            int key = KEYS[i].bind[b].key;
            if (KEYS[i].bind[b].act != a)
                continue;
            if (key >= 1 && key <= 26 && key != '\t' && key != '\n' && key != '\r' && key != '\b')
                snprintf(name, sizeof name, "Ctrl-%c", 'A' + key - 1);
            else if (key == 27)
                snprintf(name, sizeof name, "Esc");
            else if (key == ' ')
                snprintf(name, sizeof name, "Space");
            else if (key > ' ' && key < 127)
                snprintf(name, sizeof name, "%c", key);
            else
                continue; /* a key with no one-word name: the next binding */
            return name;
        }
    return "";
}

static int shown(const ui *u, const key_row *row)
{
    return !(row->flags & ONLY_PAIR) || u->kind.ngrids == 2;
}

/* A row's word in the legend: its brief (the tiny one when asked and there
 * is one), the symbols before "place", [ON] after the notes while on. */
static void legend_word(const ui *u, const key_row *row, int tiny, char *word, size_t len)
{
    const char *brief = tiny && row->tiny ? row->tiny : row->brief;
    if (!row->names)
        snprintf(word, len, "%s %s", tui_symbol_range(kind_n(&u->kind)), brief);
    else if (row->bind[0].act == ACT_NOTES && u->board.notes_mode)
        snprintf(word, len, "%s [ON]", brief);
    else
        snprintf(word, len, "%s", brief);
}

/* Appends word to buf, after a line break or two spaces (none at a line's
 * start); returns its end column. */
static int put_word(char *buf, size_t len, int x, int newline, const char *word)
{
    size_t at = strlen(buf);
    snprintf(buf + at, len - at, "%s%s", newline ? "\n" : x > 0 ? "  " : "", word);
    return (newline ? 0 : x > 0 ? x + 2 : 0) + (int)strlen(word);
}

int tui_legend(const ui *u, int width, int lines, char *buf, size_t len)
{
    /* tier 0: the briefs; 1: the shorter words; 2: the shorter words that
     * fit, "? help" (it lists every key) always last */
    int used = 0;
    for (int tier = 0; tier < 3; tier++) {
        char help[64] = "";
        int x = 0, fits = 1;
        used = 1;
        buf[0] = '\0';
        for (size_t i = 0; tier == 2 && i < NROWS; i++)
            if (KEYS[i].brief && KEYS[i].bind[0].act == ACT_HELP)
                legend_word(u, &KEYS[i], 1, help, sizeof help);
        for (size_t i = 0; i < NROWS && fits; i++) {
            const key_row *row = &KEYS[i];
            char word[64];
            if (!row->brief || !shown(u, row) || (help[0] && row->bind[0].act == ACT_HELP))
                continue;
            legend_word(u, row, tier > 0, word, sizeof word);
            int wl = (int)strlen(word), end = x > 0 ? x + 2 + wl : wl;
            int hl = help[0] ? 2 + (int)strlen(help) : 0; /* kept on the last line */
            if (end <= (used == lines ? width - hl : width)) {
                x = put_word(buf, len, x, 0, word);
            } else if (used < lines && wl <= (used + 1 == lines ? width - hl : width)) {
                used++;
                x = put_word(buf, len, x, 1, word);
            } else if (tier < 2) {
                fits = 0; /* the next tier */
            } /* else left out: the help lists it */
        }
        if (help[0])
            put_word(buf, len, x, 0, help);
        if (fits)
            break;
    }
    return used;
}

int tui_draw_legend(const ui *u, int y, int x0, int width, int lines)
{
    char text[1024];
    if (lines < 1 || width < 1)
        return 0;
    int used = tui_legend(u, width, lines, text, sizeof text);
    const char *line = text;
    for (int i = 0; i < used; i++) {
        size_t n = strcspn(line, "\n");
        mvaddnstr(y + i, x0, line, (int)n < width ? (int)n : width);
        line += n + (line[n] == '\n');
    }
    return used;
}

int tui_key_help_row(const ui *u, int i, const char **keys, const char **help)
{
    for (size_t r = 0; r < NROWS; r++) {
        const key_row *row = &KEYS[r];
        if ((row->flags & NOT_IN_HELP) || !shown(u, row) || i-- > 0)
            continue;
        *keys = row->names ? row->names : tui_symbol_range(kind_n(&u->kind));
        *help = u->kind.ngrids == 1 && row->help1 ? row->help1 : row->help;
        return 1;
    }
    return 0;
}
