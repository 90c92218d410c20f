/* tmux.c - the one library that drives the game in tmux (see tmux.h). */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"
#include "tmux.h"

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "util.h"
#include "../src/tui_int.h"

static char sock[64], xdg[512], session[32] = "play";

static void pause_ms(int ms)
{
    struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000 * 1000 };
    nanosleep(&ts, NULL);
}

int tm_tmux(const char *fmt, ...)
{
    char cmd[2048], inner[1536];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(inner, sizeof inner, fmt, ap);
    va_end(ap);
    snprintf(cmd, sizeof cmd, "tmux -L %s %s >/dev/null 2>&1", sock, inner);
    return system(cmd);
}

void tm_setup(void)
{
    snprintf(sock, sizeof sock, "sudokupair-test-%ld", (long)getpid());
    snprintf(xdg, sizeof xdg, "%s", temp_path("xdg"));
    snprintf(session, sizeof session, "play");
}

void tm_teardown(void)
{
    tm_use("play");
    tm_stop();
    tm_tmux("kill-server");
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf %s", xdg);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", xdg);
}

int tm_group_setup(void **state)
{
    (void)state;
    tm_setup();
    return 0;
}

int tm_group_teardown(void **state)
{
    (void)state;
    tm_teardown();
    return 0;
}

const char *tm_data_home(void) { return xdg; }

void tm_use(const char *name) { snprintf(session, sizeof session, "%s", name); }

/* The pid of the game in the pane, or 0 when there is none. */
static long game_pid_or_0(void)
{
    char cmd[256], *out = NULL;
    snprintf(cmd, sizeof cmd,
             "pgrep -P $(tmux -L %s display -p -t %s '#{pane_pid}' 2>/dev/null) 2>/dev/null",
             sock, session);
    long pid = run_cmd(cmd, &out, NULL) == 0 ? strtol(out, NULL, 10) : 0;
    free(out);
    return pid > 1 ? pid : 0;
}

long tm_game_pid(void)
{
    long pid = game_pid_or_0();
    if (!pid)
        fail_msg("no game runs in the tmux session %s", session);
    return pid;
}

void tm_stop(void)
{
    if (!sock[0])
        return;
    long pid = game_pid_or_0();
    tm_tmux("kill-session -t %s", session);
    double end = util_now() + TM_TIMEOUT;
    while (pid && kill((pid_t)pid, 0) == 0) {
        if (util_now() > end)
            fail_msg("the game (pid %ld) did not end within %.0f s of its session", pid,
                     TM_TIMEOUT);
        pause_ms(20);
    }
}

/* The folder of the binary under test, absolute: on the game's PATH, as a
 * player's installed game is (its resume line then names it by its name). */
static const char *bin_dir(void)
{
    static char dir[4096];
    char here[2048] = ".";
    const char *bin = bin_path();
    if (bin[0] != '/' && !getcwd(here, sizeof here))
        snprintf(here, sizeof here, ".");
    snprintf(dir, sizeof dir, "%s%s%s", bin[0] == '/' ? "" : here, bin[0] == '/' ? "" : "/",
             bin);
    *strrchr(dir, '/') = '\0';
    return dir;
}

void tm_start_in(int w, int h, const char *shell, const char *data_home, const char *prefix,
                 const char *args)
{
    char cmd[6000];
    tm_stop();
    snprintf(cmd, sizeof cmd,
             "new-session -d -s %s -x %d -y %d \"%s env LANG=C.UTF-8 XDG_DATA_HOME=%s "
             "XDG_CONFIG_HOME=%s XDG_CACHE_HOME=%s/cache PATH=%s:\\$PATH %s %s %s; "
             "echo EXIT=\\$?; sleep 600\"",
             session, w, h, shell, data_home ? data_home : xdg, data_home ? data_home : xdg,
             data_home ? data_home : xdg, bin_dir(), prefix, bin_path(), args);
    /* when the last session ended, the tmux server may still be on its way
     * out and refuse a new one: try again until it is gone */
    double end = util_now() + TM_TIMEOUT;
    while (tm_tmux("%s", cmd) != 0) {
        if (util_now() > end)
            fail_msg("tmux never started the game: %s", cmd);
        pause_ms(50);
        tm_tmux("kill-session -t %s", session); /* in case it was made after all */
    }
}

void tm_start(int w, int h, const char *prefix, const char *args)
{
    tm_start_in(w, h, "", NULL, prefix, args);
}

void tm_quit(void)
{
    tm_keys("q");
    free(tm_wait_for("Quit?"));
    tm_keys("y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
}

void tm_click(int b, int y, int x)
{
    char click[64], cmd[512] = "-H";
    snprintf(click, sizeof click, "\033[<%d;%d;%dM\033[<%d;%d;%dm", b, x + 1, y + 1, b, x + 1,
             y + 1);
    for (const char *p = click; *p; p++)
        sprintf(cmd + strlen(cmd), " %02x", (unsigned char)*p);
    tm_keys(cmd);
}

void tm_record(const char *path)
{
    assert_int_equal(tm_tmux("pipe-pane -o -t %s 'cat >> %s'", session, path), 0);
}

void tm_keys(const char *keys)
{
    assert_int_equal(tm_tmux("send-keys -t %s %s", session, keys), 0);
}

void tm_resize(int w, int h)
{
    assert_int_equal(tm_tmux("resize-window -t %s -x %d -y %d", session, w, h), 0);
}

const char *tm_pane_tty(void)
{
    static char tty[256];
    char cmd[256], *out;
    snprintf(cmd, sizeof cmd, "tmux -L %s display -p -t %s '#{pane_tty}'", sock, session);
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    out[strcspn(out, "\n")] = '\0';
    snprintf(tty, sizeof tty, "%s", out);
    free(out);
    return tty;
}

int tm_normal_screen(void)
{
    return tm_tmux("display -p -t %s '#{alternate_on}' | grep -qx 0", session) == 0;
}

char *tm_screen(int attrs)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "tmux -L %s capture-pane -p %s -t %s 2>/dev/null", sock,
             attrs ? "-e" : "", session);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    size_t cap = 1 << 17;
    char *buf = xmalloc(cap);
    size_t len = fread(buf, 1, cap - 1, p);
    buf[len] = '\0';
    pclose(p);
    return buf;
}

/* Polls the screen (with escapes when attrs) until ok holds on a screen that
 * holds still for two captures. */
static char *wait_screen(int attrs, int (*ok)(const char *screen, const void *arg),
                         const void *arg, const char *what)
{
    double end = util_now() + TM_TIMEOUT;
    for (;;) {
        char *s = tm_screen(attrs);
        if (ok(s, arg)) {
            /* the screen may have been caught half drawn: take it once it
             * holds still (two captures alike) and still shows what we want */
            char *again = tm_screen(attrs);
            int same = strcmp(s, again) == 0;
            free(again);
            if (same)
                return s;
        }
        if (util_now() > end) {
            static char last[1 << 17]; /* fail_msg does not return: nothing to free then */
            snprintf(last, sizeof last, "%s", s);
            free(s);
            fail_msg("the screen never showed %s within %.0f s:\n%s", what, TM_TIMEOUT, last);
        }
        free(s);
        pause_ms(50);
    }
}

char *tm_wait_until(int (*ok)(const char *screen, const void *arg), const void *arg,
                    const char *what)
{
    return wait_screen(0, ok, arg, what);
}

char *tm_wait_until_e(int (*ok)(const char *screen_e, const void *arg), const void *arg,
                      const char *what)
{
    return wait_screen(1, ok, arg, what);
}

static int shows(const char *s, const void *text) { return strstr(s, text) != NULL; }
static int lacks(const char *s, const void *text) { return strstr(s, text) == NULL; }

char *tm_wait_for(const char *text) { return tm_wait_until(shows, text, text); }

void tm_wait_gone(const char *text)
{
    char what[300];
    snprintf(what, sizeof what, "no more \"%s\"", text);
    free(tm_wait_until(lacks, text, what));
}

void tm_wait_keys_taken(void)
{
    int tty = open(tm_pane_tty(), O_RDONLY | O_NOCTTY | O_NONBLOCK);
    assert_true(tty >= 0);
    double end = util_now() + TM_TIMEOUT;
    char *last = NULL;
    double still_since = 0;
    for (;;) {
        int in = -1;
        char *s = tm_screen(0);
        double now = util_now();
        if (ioctl(tty, FIONREAD, &in) != 0 || in != 0 || !last || strcmp(s, last) != 0)
            still_since = now; /* keys still queued, or the screen still changing */
        free(last);
        last = s;
        /* still for 200 ms: far longer than the game's Escape delay (25 ms) */
        if (now - still_since >= 0.2)
            break;
        if (now > end) {
            close(tty);
            static char shown[1 << 17];
            snprintf(shown, sizeof shown, "%s", last);
            free(last);
            fail_msg("the game never took the keys sent to it (queued: %d):\n%s", in, shown);
        }
        pause_ms(20);
    }
    free(last);
    close(tty);
}

const char *tm_line(const char *s, int y)
{
    static char buf[4096];
    for (int i = 0; i < y && s; i++) {
        s = strchr(s, '\n');
        s = s ? s + 1 : NULL;
    }
    buf[0] = '\0';
    if (!s)
        return buf;
    size_t len = strcspn(s, "\n");
    if (len >= sizeof buf)
        len = sizeof buf - 1;
    memcpy(buf, s, len);
    buf[len] = '\0';
    return buf;
}

int tm_code_whole(const char *s, const char *code, int cols)
{
    size_t clen = strlen(code);
    for (int y = 0; y < 200; y++) {
        const char *line = tm_line(s, y);
        const char *at = strstr(line, code);
        /* on a line of the finish box, or a line of its own (what is left
         * of it: a message's words beside the board) */
        if (at && (strstr(line, "\u2502") || at[clen] == '\0' || at[clen] == ' '))
            return 1;
        size_t got = 0;
        for (int j = y; got < clen && j < 200; j++) {
            const char *row = tm_line(s, j);
            size_t want = clen - got < (size_t)cols ? clen - got : (size_t)cols;
            if (strlen(row) != want || strncmp(row, code + got, want) != 0)
                break;
            got += want;
        }
        if (got == clen)
            return 1;
    }
    return 0;
}

char *tm_unwrap(char *s)
{
    char *out = s;
    for (const char *p = s; *p; p++) {
        if (p[0] == '\n' && p[1] == ' ' && p[2] != ' ' && p[2] != '\n') {
            *out++ = ' ';
            p++;
        } else {
            *out++ = *p;
        }
    }
    *out = '\0';
    return s;
}

/* One SGR parameter applied to attributes. */
static int tm_sgr(int attrs, int param)
{
    switch (param) {
    case 0: return 0;
    case 1: return attrs | TM_BOLD;
    case 2: return attrs | TM_DIM;
    case 4: return attrs | TM_UNDERLINE;
    case 7: return attrs | TM_REVERSE;
    case 22: return attrs & ~(TM_BOLD | TM_DIM);
    case 24: return attrs & ~TM_UNDERLINE;
    case 27: return attrs & ~TM_REVERSE;
    }
    return attrs;
}

int tm_attrs_at(const char *s, int y, int x, char *ch)
{
    for (int i = 0; i < y && s; i++) {
        s = strchr(s, '\n');
        s = s ? s + 1 : NULL;
    }
    if (!s)
        return -1;
    int attrs = 0, col = 0;
    for (const char *p = s; *p && *p != '\n';) {
        if (p[0] == '\033' && p[1] == '[') {
            const char *q = p + 2;
            int param = 0, any = 0;
            for (; *q && !(*q >= '@' && *q <= '~'); q++) {
                if (*q >= '0' && *q <= '9') {
                    param = param * 10 + (*q - '0');
                    any = 1;
                } else if (*q == ';') {
                    attrs = tm_sgr(attrs, any ? param : 0);
                    param = 0, any = 0;
                }
            }
            if (*q == 'm')
                attrs = tm_sgr(attrs, any ? param : 0);
            p = *q ? q + 1 : q;
            continue;
        }
        if (p[0] == '\033') {
            p += p[1] ? 2 : 1;
            continue;
        }
        unsigned char b = (unsigned char)*p;
        int bytes = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2;
        if (col == x) {
            *ch = bytes == 1 ? *p : '|';
            return attrs;
        }
        col++;
        for (int i = 0; i < bytes && *p; i++)
            p++;
    }
    return -1;
}

/* ---- the board, read where the layout draws it ---- */

static int is_symbol(char ch) { return (ch >= '1' && ch <= '9') || (ch >= 'A' && ch <= 'Z'); }

char tm_cell_value(const char *se, const layout *L, int g, int r, int c)
{
    int y = tui_cell_y(L, r), x = tui_cell_x(L, g, c);
    char ch = ' ';
    if (y < 0 || x < 0)
        return '?';
    int at = L->ch > 1 ? tm_attrs_at(se, y + L->mini.vy, x + L->mini.vx, &ch)
                       : tm_attrs_at(se, y, x + 1, &ch);
    return at >= 0 && !(at & TM_DIM) && is_symbol(ch) ? ch : '.';
}

const char *tm_row_values(const char *se, const layout *L, int g, int r)
{
    static char row[64];
    int n = 0;
    for (int c = 0; c < L->n && n < 63; c++)
        row[n++] = tm_cell_value(se, L, g, r, c);
    row[n] = '\0';
    return row;
}

/* The character at note v's place in the mini-grid m whose top left is (y, x). */
static char note_char(const char *se, int y, int x, const mini_shape *m, int v)
{
    char ch = ' ';
    tm_attrs_at(se, y + m->y0 + (v - 1) / m->cols * m->dy, x + m->x0 + (v - 1) % m->cols * m->dx,
                &ch);
    return ch;
}

void tm_notes_at(const char *se, int y, int x, const mini_shape *m, char *out)
{
    int n = 0;
    for (int v = 1; v <= m->rows * m->cols; v++) {
        char ch = note_char(se, y, x, m, v);
        if (ch != ' ')
            out[n++] = ch;
    }
    out[n] = '\0';
}

int tm_notes_in_place(const char *se, int y, int x, const mini_shape *m, const char *notes)
{
    for (int v = 1; v <= m->rows * m->cols; v++) {
        char sym = v <= 9 ? (char)('0' + v) : (char)('A' + v - 10);
        if (note_char(se, y, x, m, v) != (strchr(notes, sym) ? sym : ' '))
            return 0;
    }
    return 1;
}

layout tm_board_layout(int w, int h, int box_rows, int box_cols, int ngrids, int g, int r, int c)
{
    layout_view v = { box_rows, box_cols, ngrids, 0, 0, g, 0, 0, 0 };
    layout L = tui_layout_for(w, h, &v);
    for (v.cr = 1; v.cr <= r; v.cr++) {
        v.keep_scroll = L.scroll + 1;
        L = tui_layout_for(w, h, &v);
    }
    v.cr = r, v.cc = c, v.keep_scroll = L.scroll + 1;
    return tui_layout_for(w, h, &v);
}

int tm_notes_place(const layout *L, int g, int r, int c, int *y, int *x, const mini_shape **m)
{
    int n = L->n, cell = (g * n + r) * n + c;
    if (L->ch > 1 && tui_cell_x(L, g, c) >= 0 && tui_cell_y(L, r) >= 0) {
        *y = tui_cell_y(L, r), *x = tui_cell_x(L, g, c), *m = &L->mini;
        return 1;
    }
    *m = &L->zoom_mini;
    if (L->form == FORM_ZOOM && g == L->zoom_g && tui_zoom_y(L, r) >= 0 && tui_zoom_x(L, c) >= 0) {
        *y = tui_zoom_y(L, r), *x = tui_zoom_x(L, c);
        return 1;
    }
    if (L->form == FORM_ZOOM && cell == L->twin_cell) {
        *y = L->twin_y, *x = L->twin_x;
        return 1;
    }
    return 0;
}

void tm_check_notes(const char *se, const layout *L, int g, int r, int c, const char *notes)
{
    int y, x;
    const mini_shape *m;
    char got[40];
    if (!tm_notes_place(L, g, r, c, &y, &x, &m))
        fail_msg("the notes of %c r%dc%d are nowhere on the screen", 'A' + g, r + 1, c + 1);
    if (!tm_notes_in_place(se, y, x, m, notes)) {
        static char shown[1 << 17];
        char *s = tm_screen(0);
        snprintf(shown, sizeof shown, "%s", s);
        free(s);
        tm_notes_at(se, y, x, m, got);
        fail_msg("%c r%dc%d shows the notes \"%s\" at line %d column %d, not \"%s\":\n%s",
                 'A' + g, r + 1, c + 1, got, y, x, notes, shown);
    }
}

void tm_mask_symbols(grid_mask m, int n, char *buf)
{
    int len = 0;
    for (int v = 1; v <= n; v++)
        if (m & grid_bit(v))
            buf[len++] = grid_symbol(v);
    buf[len] = '\0';
}
