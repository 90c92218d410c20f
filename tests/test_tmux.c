/* test_tmux.c - helpers that drive the game in tmux (see tmux.h). */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"
#include "tmux.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

#include "util.h"

static char sock[64], xdg[128];

__attribute__((format(printf, 1, 2))) static int tmux(const char *fmt, ...)
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
    snprintf(sock, sizeof sock, "sudokupair-tui-test-%ld", (long)getpid());
    snprintf(xdg, sizeof xdg, "/tmp/sudokupair-tui-test-xdg-%ld", (long)getpid());
}

void tm_teardown(void)
{
    tm_stop();
    tmux("kill-server");
    char cmd[256];
    snprintf(cmd, sizeof cmd, "rm -rf %s", xdg);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", xdg);
}

const char *tm_data_home(void) { return xdg; }

void tm_stop(void)
{
    if (!sock[0])
        return;
    char cmd[256], *out = NULL;
    snprintf(cmd, sizeof cmd,
             "pgrep -P $(tmux -L %s display -p -t play '#{pane_pid}' 2>/dev/null) 2>/dev/null",
             sock);
    long pid = run_cmd(cmd, &out, NULL) == 0 ? strtol(out, NULL, 10) : 0;
    free(out);
    tmux("kill-session -t play");
    for (int i = 0; pid > 1 && i < 500 && kill((pid_t)pid, 0) == 0; i++) {
        struct timespec ts = { 0, 20 * 1000 * 1000 };
        nanosleep(&ts, NULL);
    }
}

void tm_start(int w, int h, const char *prefix, const char *args)
{
    tm_stop();
    /* the server of the last session may still be on its way out: try again
     * until a session starts */
    int rc = 1;
    for (int i = 0; rc != 0 && i < 100; i++) {
        if (i) {
            struct timespec ts = { 0, 100 * 1000 * 1000 };
            nanosleep(&ts, NULL);
        }
        rc = tmux("new-session -d -s play -x %d -y %d \"env LANG=C.UTF-8 "
                  "XDG_DATA_HOME=%s %s %s %s; echo EXIT=\\$?; sleep 120\"",
                  w, h, xdg, prefix, bin_path(), args);
    }
    assert_int_equal(rc, 0);
}

void tm_keys(const char *keys) { assert_int_equal(tmux("send-keys -t play %s", keys), 0); }

void tm_resize(int w, int h)
{
    assert_int_equal(tmux("resize-window -t play -x %d -y %d", w, h), 0);
}

char *tm_screen(int attrs)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "tmux -L %s capture-pane -p %s -t play 2>/dev/null", sock,
             attrs ? "-e" : "");
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    size_t cap = 1 << 17;
    char *buf = xmalloc(cap);
    size_t len = fread(buf, 1, cap - 1, p);
    buf[len] = '\0';
    pclose(p);
    return buf;
}

char *tm_wait_until(int (*ok)(const char *screen, const void *arg), const void *arg,
                    const char *what, double seconds)
{
    double end = util_now() + seconds;
    for (;;) {
        char *s = tm_screen(0);
        if (ok(s, arg)) {
            /* the screen may have been caught half drawn: take it once it
             * holds still (two captures alike) and still shows what we want */
            char *again = tm_screen(0);
            int same = strcmp(s, again) == 0;
            free(again);
            if (same)
                return s;
        }
        if (util_now() > end)
            fail_msg("the screen never showed %s:\n%s", what, s);
        free(s);
        struct timespec ts = { 0, 50 * 1000 * 1000 };
        nanosleep(&ts, NULL);
    }
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

static int shows(const char *s, const void *text) { return strstr(s, text) != NULL; }
static int lacks(const char *s, const void *text) { return strstr(s, text) == NULL; }

char *tm_wait_for(const char *text) { return tm_wait_until(shows, text, text, 30); }

void tm_wait_gone(const char *text)
{
    char what[300];
    snprintf(what, sizeof what, "no more \"%s\"", text);
    free(tm_wait_until(lacks, text, what, 30));
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
