/* test_e2e.c - the game played in a real terminal: tmux runs the binary, the
 * test types with send-keys and reads the screen with capture-pane. */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

static char *screen(void)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "tmux -L %s capture-pane -p -t play 2>/dev/null", sock);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    size_t cap = 1 << 16;
    char *buf = xmalloc(cap);
    size_t len = fread(buf, 1, cap - 1, p);
    buf[len] = '\0';
    pclose(p);
    return buf;
}

/* Waits up to 10 s for text on the screen; fails with the screen if it never shows. */
static char *wait_for(const char *text)
{
    double end = util_now() + 10;
    for (;;) {
        char *s = screen();
        if (strstr(s, text))
            return s;
        if (util_now() > end)
            fail_msg("the screen never showed '%s':\n%s", text, s);
        free(s);
        struct timespec ts = { 0, 50 * 1000 * 1000 };
        nanosleep(&ts, NULL);
    }
}

static void keys(const char *k)
{
    tmux("send-keys -t play %s", k);
}

/* Starts the game in a 100x32 window: prefix (a wrapper such as valgrind, or
 * "") and the game's arguments. The pane shows EXIT=status when it ends. */
static void start_with(const char *prefix, const char *args)
{
    char cmd[1536];
    tmux("kill-session -t play");
    snprintf(cmd, sizeof cmd,
             "new-session -d -s play -x 100 -y 32 \"env LANG=C.UTF-8 XDG_DATA_HOME=%s %s %s %s;"
             " echo EXIT=\\$?; sleep 60\"",
             xdg, prefix, bin_path(), args);
    assert_int_equal(tmux("%s", cmd), 0);
}

static void start(const char *args)
{
    start_with("", args);
}

static void stop(void)
{
    tmux("kill-session -t play");
}

static int setup(void **state)
{
    (void)state;
    snprintf(sock, sizeof sock, "sudokupair-test-%ld", (long)getpid());
    snprintf(xdg, sizeof xdg, "/tmp/sudokupair-test-xdg-%ld", (long)getpid());
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    tmux("kill-server");
    char cmd[256];
    snprintf(cmd, sizeof cmd, "rm -rf %s", xdg);
    return system(cmd) == 0 ? 0 : -1;
}

/* The symbols of the grid rows on the screen, row by row: "41..32.1" etc. */
static void grid_rows(const char *s, char rows[][64], int nrows)
{
    int r = 0;
    const char *line = s;
    while (*line && r < nrows) {
        const char *end = strchr(line, '\n');
        if (!end)
            end = line + strlen(line);
        if (strncmp(line, " k=", 3) == 0)
            break;
        int len = 0;
        char row[64];
        for (const char *p = line; p < end; p++)
            if ((*p >= '1' && *p <= '9') || (*p >= 'A' && *p <= 'P') || *p == '.')
                row[len++] = *p;
        row[len] = '\0';
        /* grid rows hold 2n symbols; the title and labels hold other text */
        if (len == 8 && !strstr(line, "Grid") && line != s)
            strcpy(rows[r++], row);
        line = *end ? end + 1 : end;
    }
    assert_int_equal(r, nrows);
}

static void test_hint_check_solve(void **state)
{
    (void)state;
    start("--load " DATA "/pairs/udit-test1.csv");
    char *s = wait_for("Grid B");
    char rows[4][64];
    grid_rows(s, rows, 4);
    assert_string_equal(rows[0], "...13...");
    free(s);

    /* a wrong entry that clashes with nothing: 4 at A r1c2 (the answer is 3) */
    keys("Right");
    free(wait_for("Cell A r1c2"));
    keys("4");
    keys("v");
    s = wait_for("Check: 1 of 1 entries is wrong (marked ?).");
    assert_non_null(strstr(s, "?4"));
    free(s);
    /* a hint points at the wrong entry first */
    keys("t");
    free(wait_for("Hint: the 4 at A r1c2 is wrong."));
    keys("x");
    /* then it fills a cell and says why */
    keys("t");
    s = wait_for("Hint: ");
    assert_non_null(strstr(s, "the only"));
    free(s);

    keys("s");
    s = wait_for("Show the solution? (y/n)");
    free(s);
    keys("y");
    s = wait_for("solved by the computer");
    grid_rows(s, rows, 4);
    assert_string_equal(rows[0], "43213214");
    assert_string_equal(rows[1], "21341423");
    assert_string_equal(rows[2], "12434132");
    assert_string_equal(rows[3], "34122341");
    free(s);
    keys("u");
    s = wait_for("k=2  4x4");
    assert_null(strstr(s, "solved by the computer"));
    free(s);
    keys("s y");
    s = wait_for("solved by the computer");
    free(s);
    keys("q"); /* a finished game quits at once */
    s = wait_for("EXIT=0");
    free(s);
    stop();
}

static void test_save_and_resume(void **state)
{
    (void)state;
    start("--load " DATA "/pairs/udit-test1.csv");
    char *s = wait_for("Grid B");
    free(s);
    keys("4"); /* A r1c1 = 4 */
    keys("q");
    s = wait_for("Quit? This game is saved for next time. (y/n)");
    free(s);
    keys("y");
    s = wait_for("EXIT=0");
    free(s);
    stop();

    start("--k 2");
    s = wait_for("Welcome back: resumed your saved game.");
    char rows[4][64];
    grid_rows(s, rows, 4);
    assert_string_equal(rows[0], "4..13...");
    free(s);
    /* Ctrl-C saves too, and restores the terminal */
    keys("Right 3");
    keys("C-c");
    s = wait_for("EXIT=130");
    free(s);
    stop();
    start("--k 2");
    s = wait_for("Welcome back");
    grid_rows(s, rows, 4);
    assert_string_equal(rows[0], "43.13...");
    free(s);
    keys("q y");
    free(wait_for("EXIT=0"));
    stop();
}

static void test_small_window_and_help(void **state)
{
    (void)state;
    start("--new --k 4 --seed 1");
    char *s = wait_for("Grid B");
    /* at 100 columns a 16x16 pair uses 2 columns a cell: every grid row still
     * shows the 5 box borders of each grid */
    const char *row = strstr(s, "\n") + 1;
    for (int i = 0; i < 3; i++)
        row = strstr(row, "\n") + 1; /* title, labels, top border: the first grid row */
    int bars = 0;
    for (const char *p = row; *p && *p != '\n'; p++)
        bars += strncmp(p, "\u2502", 3) == 0 || *p == 'x' || *p == '|';
    assert_int_equal(bars, 10);
    free(s);
    tmux("resize-window -t play -x 50 -y 15");
    s = wait_for("needs at least");
    free(s);
    tmux("resize-window -t play -x 100 -y 32");
    s = wait_for("Grid B");
    free(s);
    keys("?");
    s = wait_for("sudokupair-tui: the keys");
    assert_non_null(strstr(s, "1-9 A-G"));
    assert_non_null(strstr(s, "notes mode"));
    free(s);
    keys("Escape");
    keys("z");
    s = wait_for("PAUSED");
    assert_null(strstr(s, "Grid A"));
    free(s);
    keys("z q y");
    free(wait_for("EXIT=0"));
    stop();
}

/* A short game under valgrind: hint, entry, check, solve, undo, quit. */
static void test_game_under_valgrind(void **state)
{
    (void)state;
    if (SANITIZED || run_cmd("valgrind --version", NULL, NULL) != 0)
        skip();
    start_with(VALGRIND " --log-file=/tmp/sudokupair-test-vg.log",
               "--load " DATA "/pairs/udit-test1.csv");
    free(wait_for("Grid B"));
    keys("t");
    free(wait_for("Hint: "));
    keys("Right 4 v");
    free(wait_for("Check: "));
    keys("w Down 2 w s");
    free(wait_for("Show the solution?"));
    keys("y");
    free(wait_for("solved by the computer"));
    keys("u q");
    free(wait_for("(y/n)"));
    keys("y");
    char *s = wait_for("EXIT=");
    if (!strstr(s, "EXIT=0")) {
        char *log = read_text("/tmp/sudokupair-test-vg.log");
        fail_msg("the game under valgrind ended badly:\n%s\n%s", s, log);
    }
    free(s);
    stop();
    remove("/tmp/sudokupair-test-vg.log");
}

int run_e2e_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hint_check_solve),
        cmocka_unit_test(test_save_and_resume),
        cmocka_unit_test(test_small_window_and_help),
        cmocka_unit_test(test_game_under_valgrind),
    };
    return cmocka_run_group_tests_name("e2e (tmux)", tests, setup, teardown);
}
