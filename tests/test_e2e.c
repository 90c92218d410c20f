/* test_e2e.c - the game played in a real terminal: tmux runs the binary, the
 * test types with send-keys and reads the screen with capture-pane. */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"

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

/* Polls the screen for up to 10 s until ok(screen, arg) holds and returns that
 * screen (free it); fails with the last screen and what was awaited. */
static char *wait_until(int (*ok)(const char *screen, const void *arg), const void *arg,
                        const char *what)
{
    double end = util_now() + 10;
    for (;;) {
        char *s = screen();
        if (ok(s, arg))
            return s;
        if (util_now() > end)
            fail_msg("the screen never showed %s:\n%s", what, s);
        free(s);
        struct timespec ts = { 0, 50 * 1000 * 1000 };
        nanosleep(&ts, NULL);
    }
}

static int shows_text(const char *screen_text, const void *text)
{
    return strstr(screen_text, text) != NULL;
}

static int lacks_text(const char *screen_text, const void *text)
{
    return strstr(screen_text, text) == NULL && strstr(screen_text, "k=2  4x4") != NULL;
}

/* Waits for text on the screen. */
static char *wait_for(const char *text)
{
    return wait_until(shows_text, text, text);
}

static void keys(const char *k)
{
    tmux("send-keys -t play %s", k);
}

/* Ends the session and waits until its game is gone (a game that gets
 * SIGHUP saves itself first, and must not save into the next test). */
static void stop(void)
{
    char cmd[256], *out = NULL;
    snprintf(cmd, sizeof cmd,
             "pgrep -P $(tmux -L %s display -p -t play '#{pane_pid}' 2>/dev/null) 2>/dev/null",
             sock);
    long pid = run_cmd(cmd, &out, NULL) == 0 ? strtol(out, NULL, 10) : 0;
    free(out);
    tmux("kill-session -t play");
    for (int i = 0; pid > 1 && i < 250 && kill((pid_t)pid, 0) == 0; i++) {
        struct timespec ts = { 0, 20 * 1000 * 1000 };
        nanosleep(&ts, NULL);
    }
}

static const char *shell_setup = ""; /* shell words run before the game, e.g. ulimit */
static const char *data_home;           /* XDG_DATA_HOME of the game; NULL: xdg */

/* Starts the game in a 100x32 window: prefix (a wrapper such as valgrind, or
 * "") and the game's arguments. The pane shows EXIT=status when it ends. */
static void start_with(const char *prefix, const char *args)
{
    char cmd[1536];
    stop();
    snprintf(cmd, sizeof cmd,
             "new-session -d -s play -x 100 -y 32 \"%s env LANG=C.UTF-8 XDG_DATA_HOME=%s %s %s %s;"
             " echo EXIT=\\$?; sleep 60\"",
             shell_setup, data_home ? data_home : xdg, prefix, bin_path(), args);
    /* a server still exiting after the last session was killed can refuse
     * the first try; poll a while */
    int rc = tmux("%s", cmd);
    for (int i = 0; rc != 0 && i < 100; i++) {
        struct timespec ts = { 0, 50 * 1000 * 1000 };
        nanosleep(&ts, NULL);
        rc = tmux("%s", cmd);
    }
    assert_int_equal(rc, 0);
}

static void start(const char *args)
{
    start_with("", args);
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

/* The symbols of the first nrows grid rows on the screen, row by row, as
 * "41..32.1" (A's row, then B's); returns how many rows it found. */
static int grid_rows(const char *s, char rows[][64], int nrows)
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
    return r;
}

static void wait_row0(const char *row);

static void test_hint_check_solve(void **state)
{
    (void)state;
    start("--load " DATA "/pairs/udit-test1.csv");
    wait_row0("...13..."); /* a whole frame, not one half drawn */
    char *s = wait_for("Grid B");
    char rows[4][64];
    assert_int_equal(grid_rows(s, rows, 4), 4);
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
    assert_int_equal(grid_rows(s, rows, 4), 4);
    assert_string_equal(rows[0], "43213214");
    assert_string_equal(rows[1], "21341423");
    assert_string_equal(rows[2], "12434132");
    assert_string_equal(rows[3], "34122341");
    free(s);
    keys("u");
    free(wait_until(lacks_text, "solved by the computer", "no more \"solved by the computer\""));
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
    assert_int_equal(grid_rows(s, rows, 4), 4);
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
    assert_int_equal(grid_rows(s, rows, 4), 4);
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

/* Joins the lines of a wrapped message: "...file\n save" reads "...file save". */
static char *unwrap(char *s)
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

static int row0_reads(const char *screen_text, const void *row)
{
    char rows[1][64];
    if (!strstr(screen_text, "Grid B"))
        return 0;
    return grid_rows(screen_text, rows, 1) == 1 && strcmp(rows[0], row) == 0;
}

/* Waits until the first grid row on the screen reads row (symbols only). */
static void wait_row0(const char *row)
{
    free(wait_until(row0_reads, row, row));
}

/* The pid of the game running in the pane (the pane's shell is its parent). */
static long game_pid(void)
{
    char cmd[256], *out;
    snprintf(cmd, sizeof cmd, "pgrep -P $(tmux -L %s display -p -t play '#{pane_pid}')", sock);
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    long pid = strtol(out, NULL, 10);
    free(out);
    assert_true(pid > 1);
    return pid;
}

static char *save_text(int k)
{
    char path[256];
    snprintf(path, sizeof path, "%s/sudokupair-tui/k%d.save", xdg, k);
    return read_text(path);
}

/* SIGTERM and SIGHUP save the game and restore the terminal. */
static void test_signals_save(void **state)
{
    (void)state;
    const char *sigs[] = { "TERM", "HUP" };
    const char *exits[] = { "EXIT=143", "EXIT=129" };
    for (int i = 0; i < 2; i++) {
        start("--load " DATA "/pairs/udit-test1.csv");
        free(wait_for("Grid B"));
        keys(i == 0 ? "4" : "Right 3");
        wait_row0(i == 0 ? "4..13..." : ".3.13...");
        char cmd[64];
        snprintf(cmd, sizeof cmd, "kill -%s %ld", sigs[i], game_pid());
        assert_int_equal(system(cmd), 0);
        free(wait_for(exits[i]));
        assert_int_equal(tmux("display -p -t play '#{alternate_on}' | grep -qx 0"), 0);
        char *text = save_text(2);
        assert_non_null(strstr(text, i == 0 ? "values\n4,0,0,1\n" : "values\n0,3,0,1\n"));
        free(text);
        stop();
    }
    /* the next start resumes what the signal saved */
    start("--k 2");
    free(wait_for("Welcome back"));
    keys("q y");
    free(wait_for("EXIT=0"));
    stop();
}

/* A save that cannot be read is moved aside, never lost, and a new game starts. */
static void test_bad_saves_moved_aside(void **state)
{
    (void)state;
    const char *bodies[] = { "this is not a save\n", "sudokupair-tui save 99\nk 2\n" };
    const char *messages[] = { "not a sudokupair-tui save file", "save version 99" };
    stop();
    for (int i = 0; i < 2; i++) {
        char dir[256], path[300], cmd[700];
        snprintf(dir, sizeof dir, "%s/sudokupair-tui", xdg);
        snprintf(path, sizeof path, "%s/k2.save", dir);
        snprintf(cmd, sizeof cmd, "rm -rf %s && mkdir -p %s", dir, dir);
        assert_int_equal(system(cmd), 0);
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        fputs(bodies[i], f);
        fclose(f);
        start("--k 2");
        char *s = unwrap(wait_for("a new game starts."));
        assert_non_null(strstr(s, messages[i]));
        assert_non_null(strstr(s, "Moved it aside to k2.save.bad-"));
        assert_non_null(strstr(s, "Grid B")); /* a new game is on */
        free(s);
        snprintf(cmd, sizeof cmd, "cat %s/k2.save.bad-* | grep -qF '%.12s' && test ! -e %s", dir,
                 bodies[i], path);
        assert_int_equal(system(cmd), 0);
        keys("q y");
        free(wait_for("EXIT=0"));
        stop();
    }
}

/* Saving fails (a folder that cannot be made, a file-size limit): the player is
 * told, and the game goes on unless they choose to quit without saving. */
static void test_save_failures(void **state)
{
    (void)state;
    char blocker[128], home[160];
    snprintf(blocker, sizeof blocker, "/tmp/sudokupair-test-blocker-%ld", (long)getpid());
    snprintf(home, sizeof home, "%s/below-a-file", blocker);
    FILE *f = fopen(blocker, "w");
    assert_non_null(f);
    fclose(f);
    for (int i = 0; i < 2; i++) {
        data_home = i == 0 ? home : NULL;
        shell_setup = i == 0 ? "" : "ulimit -f 0;";
        start("--load " DATA "/pairs/udit-test1.csv");
        free(wait_for("Grid B"));
        keys("4 q");
        free(wait_for("Quit? This game is saved"));
        keys("y");
        char *s = unwrap(wait_for("Quit without saving? (y/n)"));
        assert_non_null(strstr(s, "Could not save: "));
        assert_non_null(strstr(s, i == 0 ? "cannot make the folder: Not a directory"
                                         : "File too large"));
        free(s);
        keys("n"); /* stay: the game is still there */
        free(wait_for("Carry on."));
        wait_row0("4..13...");
        keys("q y y");
        free(wait_for("EXIT=0"));
        stop();
    }
    /* the same in a window too small for the grids, and under SIGTERM */
    data_home = home;
    start("--load " DATA "/pairs/udit-test1.csv");
    free(wait_for("Grid B"));
    keys("4");
    wait_row0("4..13...");
    assert_int_equal(tmux("resize-window -t play -x 34 -y 7"), 0);
    free(wait_for("needs at least"));
    keys("q");
    free(unwrap(wait_for("Quit without saving?")));
    keys("n");
    assert_int_equal(tmux("resize-window -t play -x 100 -y 32"), 0);
    free(wait_for("Carry on."));
    wait_row0("4..13...");
    char cmd[64];
    snprintf(cmd, sizeof cmd, "kill -TERM %ld", game_pid());
    assert_int_equal(system(cmd), 0);
    char *s = unwrap(wait_for("EXIT=143"));
    assert_non_null(strstr(s, "sudokupair-tui: Could not save: "));
    free(s);
    stop();
    data_home = NULL;
    shell_setup = "";
    remove(blocker);
}

/* Thousands of random keys and resizes from tiny to huge: the game keeps
 * running, then quits cleanly with the terminal restored. */
static void test_key_storm(void **state)
{
    (void)state;
    static const char *const KEYS[] = {
        "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "A", "G", "P", "x", "0", "DC",
        "BSpace", "t", "v", "s", "u", "r", "w", "z", "y", "n", "N", "Y", "Tab", "BTab", "Up",
        "Down", "Left", "Right", "Home", "End", "PPage", "NPage", "F1", "F2", "F3", "F5", "C-n",
        "C-r", "Escape", "?", "Space", "Enter", "%", "!", "#", "~", "@"
    };
    const int nkeys = sizeof KEYS / sizeof *KEYS;
    start("--new --k 3 --seed 4");
    free(wait_for("Grid B"));
    rng r;
    rng_seed(&r, 2026);
    int sent = 0;
    for (int batch = 0; batch < 50; batch++) {
        char cmd[4096] = "send-keys -t play";
        for (int i = 0; i < 60; i++) {
            strcat(cmd, " ");
            strcat(cmd, KEYS[rng_below(&r, (uint32_t)nkeys)]);
            sent++;
        }
        assert_int_equal(tmux("%s", cmd), 0);
        if (batch % 5 == 4) {
            int w = batch % 10 == 4 ? 1 + (int)rng_below(&r, 12) : 20 + (int)rng_below(&r, 280);
            int h = batch % 10 == 4 ? 1 + (int)rng_below(&r, 6) : 5 + (int)rng_below(&r, 95);
            assert_int_equal(tmux("resize-window -t play -x %d -y %d", w, h), 0);
        }
    }
    assert_true(sent >= 3000);
    assert_int_equal(tmux("resize-window -t play -x 100 -y 32"), 0);
    keys("Escape");
    char *s = wait_for("k=");  /* still running, drawing the game (the menu may have
                                  changed its size) */
    int paused = strstr(s, "PAUSED") != NULL;
    free(s);
    if (paused)
        keys("z");
    keys("q");
    s = wait_for("Quit");
    free(s);
    keys("y");
    s = wait_for("EXIT=");
    assert_non_null(strstr(s, "EXIT=0"));
    free(s);
    assert_int_equal(tmux("display -p -t play '#{alternate_on}' | grep -qx 0"), 0);
    stop();
}

/* The column of the last '.' on screen line y (0-based), or -1. */
static int last_dot(const char *s, int y)
{
    for (int i = 0; i < y && s; i++) {
        s = strchr(s, '\n');
        s = s ? s + 1 : NULL;
    }
    int col = -1;
    for (int x = 0; s && s[x] && s[x] != '\n'; x++)
        if (s[x] == '.')
            col = x; /* the box lines are multibyte, but this row has none after it */
    return col;
}

/* A mouse click moves the cursor: an xterm press and release sent to the pane. */
static void test_mouse_click(void **state)
{
    (void)state;
    start("--load " DATA "/pairs/udit-test1.csv");
    char *s = wait_for("Grid B");
    /* line 4 is the second grid row; its last '.' is B r2c4. Count columns in
     * characters: each box line before it is one character of three bytes. */
    int byte = last_dot(s, 4), col = byte;
    const char *line = s;
    for (int i = 0; i < 4; i++)
        line = strchr(line, '\n') + 1;
    for (int x = 0; x < byte; x++)
        if ((unsigned char)line[x] >= 0x80 && (unsigned char)line[x] < 0xC0)
            col--; /* continuation bytes take no column */
    free(s);
    assert_true(col > 0 && col < 200);
    assert_int_equal(tmux("send-keys -t play -H 1b 5b 4d %x %x %x 1b 5b 4d %x %x %x", 32,
                          32 + col + 1, 32 + 4 + 1, 35, 32 + col + 1, 32 + 4 + 1), 0);
    free(wait_for("Cell B r2c4"));
    keys("q y");
    free(wait_for("EXIT=0"));
}

/* Filling the pair by hand ends the game with a message and the time. */
static void test_finish_by_hand(void **state)
{
    (void)state;
    int k;
    uint8_t *puzzle = read_csv(DATA "/pairs/udit-test1.csv", 2, &k);
    uint8_t *sol = read_csv(DATA "/pairs/udit-test1.out.csv", 2, &k);
    start("--load " DATA "/pairs/udit-test1.csv");
    free(wait_for("Grid B"));
    char seq[1024] = "";
    for (int g = 0; g < 2; g++) {
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                int cell = (g * 4 + r) * 4 + c;
                if (!puzzle[cell]) {
                    char v[8];
                    snprintf(v, sizeof v, "%d ", sol[cell]);
                    strcat(seq, v);
                }
                if (c < 3)
                    strcat(seq, "Right "); /* past the edge it goes on into the other grid */
            }
            strcat(seq, "Down Left Left Left ");
        }
        strcat(seq, "Tab ");
    }
    keys(seq);
    char *s = wait_for("Well done");
    assert_non_null(strstr(s, "Solved in 00:0"));
    free(s);
    keys("q"); /* finished: quits at once, and leaves no save behind */
    free(wait_for("EXIT=0"));
    char path[256];
    snprintf(path, sizeof path, "%s/sudokupair-tui/k2.save", xdg);
    assert_int_not_equal(access(path, F_OK), 0);
    free(puzzle);
    free(sol);
}

/* Colours where the terminal has them; none with --no-color or NO_COLOR. */
static void test_colors(void **state)
{
    (void)state;
    const char *how[] = { "", "--no-color", "NO_COLOR=1" };
    for (int i = 0; i < 3; i++) {
        if (i == 2)
            start_with("env NO_COLOR=1", "--load " DATA "/pairs/udit-test1.csv");
        else {
            char args[256];
            snprintf(args, sizeof args, "%s --load " DATA "/pairs/udit-test1.csv", how[i]);
            start(args);
        }
        free(wait_for("Grid B"));
        keys("4 Right");
        free(wait_for("Cell A r1c2"));
        char cmd[256], *out;
        snprintf(cmd, sizeof cmd, "tmux -L %s capture-pane -e -p -t play", sock);
        assert_int_equal(run_cmd(cmd, &out, NULL), 0);
        int colored = 0;
        for (const char *p = out; (p = strstr(p, "\033[")); p++)
            for (const char *q = p + 2; *q && *q != 'm'; q++)
                if ((q[-1] == '[' || q[-1] == ';') && q[0] == '3' && q[1] >= '0' && q[1] <= '7' &&
                    (q[2] == 'm' || q[2] == ';'))
                    colored = 1;
        if (colored != (i == 0))
            fail_msg("%s: colours %s", i ? how[i] : "default", colored ? "shown" : "missing");
        free(out);
        keys("q y");
        free(wait_for("EXIT=0"));
    }
}

/* A crash signal still restores the terminal. */
static void test_crash_restores_terminal(void **state)
{
    (void)state;
    start("--load " DATA "/pairs/udit-test1.csv");
    free(wait_for("Grid B"));
    char cmd[64];
    snprintf(cmd, sizeof cmd, "kill -SEGV %ld", game_pid());
    assert_int_equal(system(cmd), 0);
    free(wait_for("EXIT=139"));
    assert_int_equal(tmux("display -p -t play '#{alternate_on}' | grep -qx 0"), 0);
    stop();
}

int run_e2e_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hint_check_solve),
        cmocka_unit_test(test_save_and_resume),
        cmocka_unit_test(test_small_window_and_help),
        cmocka_unit_test(test_signals_save),
        cmocka_unit_test(test_bad_saves_moved_aside),
        cmocka_unit_test(test_save_failures),
        cmocka_unit_test(test_key_storm),
        cmocka_unit_test(test_mouse_click),
        cmocka_unit_test(test_finish_by_hand),
        cmocka_unit_test(test_colors),
        cmocka_unit_test(test_crash_restores_terminal),
        cmocka_unit_test(test_game_under_valgrind),
    };
    return cmocka_run_group_tests_name("e2e (tmux)", tests, setup, teardown);
}
