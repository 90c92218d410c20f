/* test_e2e.c - the game played in a real terminal: tmux runs the binary, the
 * test types with send-keys and reads the screen with capture-pane. */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"
#include "tmux.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

#include "store.h"
#include "util.h"
#include "../src/tui_int.h"

static const char *shell_setup = ""; /* shell words run before the game, e.g. ulimit */
static const char *data_home;           /* XDG_DATA_HOME of the game; NULL: the test's */

/* Starts the game in a 100x32 window: prefix (a wrapper such as valgrind, or
 * "") and the game's arguments. The pane shows EXIT=status when it ends. */
static void start_with(const char *prefix, const char *args)
{
    tm_start_in(100, 32, shell_setup, data_home, prefix, args);
}

static void start(const char *args) { start_with("", args); }

/* The game screen of a k=2 pair without text (what a key has just taken away). */
static int lacks_text(const char *screen_text, const void *text)
{
    return strstr(screen_text, text) == NULL && strstr(screen_text, "4x4 pair  ") != NULL;
}

static void wait_row0(const char *row);

/* Where the board of a 4x4 pair is in the window start() opens (the layout
 * the game has there: both grids, a mini-grid of notes a cell). */
static layout board(void)
{
    layout_view v = { 2, 2, 2, 0, 0, 0, 0, 0, 0 };
    return tui_layout_for(100, 32, &v);
}

/* The values of the first nrows grid rows on a screen with escapes, row by
 * row, as "41..32.1" (A's row, then B's; '.' where none shows); nrows when
 * both grids are drawn whole, else 0. */
static int grid_rows(const char *se, char rows[][64], int nrows)
{
    layout L = board();
    char corner = ' ';
    for (int g = 0; g < 2; g++) { /* the grids' last corners: drawn whole */
        tm_attrs_at(se, L.top + L.grid_h - 1, L.left[g] + L.grid_w - 1, &corner);
        if (corner != '|')
            return 0;
    }
    for (int r = 0; r < nrows; r++) {
        snprintf(rows[r], 64, "%s", tm_row_values(se, &L, 0, r));
        strcat(rows[r], tm_row_values(se, &L, 1, r));
    }
    return nrows;
}

/* The rows of the screen now (grid_rows), which shows the whole board. */
static void screen_rows(char rows[][64], int nrows)
{
    char *se = tm_screen(1);
    int got = grid_rows(se, rows, nrows);
    if (got != nrows) {
        static char shown[1 << 17];
        snprintf(shown, sizeof shown, "%s", se);
        free(se);
        fail_msg("the board is not whole:\n%s", shown);
    }
    free(se);
}

/* A k=2 pair drawn whole: four grid rows and the status line under them
 * (a capture may catch the screen half drawn); a screen with escapes. */
static int whole_frame(const char *se, const void *arg)
{
    (void)arg;
    char rows[4][64];
    return strstr(se, "Grid B") && strstr(se, " Rule: ") && grid_rows(se, rows, 4) == 4;
}

/* The character at display column x of line y of a screen (' ' past it). */
static char char_at(const char *s, int y, int x)
{
    char ch = ' ';
    return tm_attrs_at(s, y, x, &ch) < 0 ? ' ' : ch;
}

/* The marker column of cell (g, r, c) on line i of its mini-grid (a clash
 * '!' on the first line, a check's '?' on the second). */
static char marker(const char *s, int g, int r, int c, int i)
{
    layout L = board();
    return char_at(s, tui_cell_y(&L, r) + i, tui_cell_x(&L, g, c));
}

static void test_hint_check_solve(void **state)
{
    (void)state;
    start("--load " DATA "/pairs/udit-test1.csv");
    char *s = tm_wait_until_e(whole_frame, NULL, "the whole first frame");
    char rows[4][64];
    assert_int_equal(grid_rows(s, rows, 4), 4);
    assert_string_equal(rows[0], "...13...");
    free(s);

    /* a wrong entry that clashes with nothing: 4 at A r1c2 (the answer is 3) */
    tm_keys("Right");
    free(tm_wait_for("Cell A r1c2"));
    tm_keys("4");
    tm_keys("v");
    s = tm_wait_for("Check: 1 entry is wrong (marked ?).");
    assert_non_null(strstr(s, "Cell A r1c2 (wrong: marked ?)")); /* the cursor's cell says it */
    free(s);
    tm_keys("Left");
    free(tm_wait_for("Cell A r1c1"));
    s = tm_screen(1); /* the mark stays when the cursor has gone: '?' on the second line */
    assert_int_equal(marker(s, 0, 0, 1, 1), '?');
    layout L = board();
    assert_int_equal(tm_cell_value(s, &L, 0, 0, 1), '4');
    free(s);
    tm_keys("Right");
    free(tm_wait_for("Cell A r1c2 (wrong: marked ?)"));
    /* a hint points at the wrong entry first */
    tm_keys("t");
    free(tm_wait_for("Hint: The '4' at A r1c2 is wrong"));
    tm_keys("x");
    wait_row0("...13...");
    /* then it points at a step (its technique and where, nothing filled),
     * and t again fills the cell and says why */
    tm_keys("t");
    free(tm_wait_for("t again tells it."));
    screen_rows(rows, 4);
    assert_string_equal(rows[0], "...13...");
    tm_keys("t");
    free(tm_wait_for(" single: ")); /* the hint names its technique */

    tm_keys("s");
    s = tm_wait_for("Show the solution? (y/n)");
    free(s);
    tm_keys("y");
    free(tm_wait_for("solved by the computer"));
    screen_rows(rows, 4);
    assert_string_equal(rows[0], "43213214");
    assert_string_equal(rows[1], "21341423");
    assert_string_equal(rows[2], "12434132");
    assert_string_equal(rows[3], "34122341");
    tm_keys("u");
    free(tm_wait_until(lacks_text, "solved by the computer", "no more \"solved by the computer\""));
    tm_keys("s y");
    s = tm_wait_for("solved by the computer");
    free(s);
    tm_keys("q"); /* a finished game quits at once */
    s = tm_wait_for("EXIT=0");
    free(s);
    tm_stop();
}

/* No saves: a test that resumes must not find what an earlier one left. */
static void clear_saves(void)
{
    tm_stop();
    char cmd[256];
    snprintf(cmd, sizeof cmd, "rm -rf %s/sudokupair-tui", tm_data_home());
    assert_int_equal(system(cmd), 0);
}

static void test_save_and_resume(void **state)
{
    (void)state;
    clear_saves();
    start("--load " DATA "/pairs/udit-test1.csv");
    char *s = tm_wait_for("Grid B");
    free(s);
    tm_keys("4"); /* A r1c1 = 4 */
    tm_keys("q");
    s = tm_wait_for("Quit? This game is saved for next time. (y/n)");
    free(s);
    tm_keys("y");
    s = tm_wait_for("EXIT=0");
    /* the shell is told what was saved and how to come back (issue 17, 10) */
    assert_non_null(strstr(s, "Saved k2-1 (4x4 pair, "));
    assert_non_null(strstr(s, "Resume with: sudokupair-tui --resume k2-1"));
    free(s);
    tm_stop();

    start("--k 2");
    free(tm_wait_for("Welcome back: resumed your saved game k2-1 (--new for a new one)."));
    char rows[4][64];
    screen_rows(rows, 4);
    assert_string_equal(rows[0], "4..13...");
    /* Ctrl-C saves too, and restores the terminal */
    tm_keys("Right 3");
    wait_row0("43.13..."); /* taken before the signal comes */
    tm_keys("C-c");
    s = tm_wait_for("EXIT=130");
    assert_non_null(strstr(s, "Resume with: sudokupair-tui --resume k2-1"));
    free(s);
    tm_stop();
    start("--k 2");
    free(tm_wait_for("Welcome back: resumed your saved game k2-1 (--new for a new one)."));
    screen_rows(rows, 4);
    assert_string_equal(rows[0], "43.13...");
    /* the undo history came back with the game */
    tm_keys("u");
    wait_row0("4..13...");
    tm_keys("u");
    wait_row0("...13...");
    tm_keys("r r");
    wait_row0("43.13...");
    tm_keys("q y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
}

/* 1 when the save file at path holds text (a missing file holds nothing). */
static int file_holds(const char *path, const char *text)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    char buf[4096];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    return strstr(buf, text) != NULL;
}

/* 1 when the screen shows text, lines joined: after kill -9 the shell
 * writes where the game's hidden cursor was left, and a line may wrap. */
static int shows_joined(const char *screen_text, const void *text)
{
    char *joined = xmalloc(strlen(screen_text) + 1), *q = joined;
    for (const char *p = screen_text; *p; p++)
        if (*p != '\n')
            *q++ = *p;
    *q = '\0';
    int found = strstr(joined, text) != NULL;
    free(joined);
    return found;
}

/* Autosave: moves reach the save on disk while the game runs, so that
 * kill -9 (nothing caught, nothing saved at the end) loses none of them;
 * the next start resumes that position, its undo history too. */
static void test_autosave_survives_kill(void **state)
{
    (void)state;
    clear_saves();
    start("--load " DATA "/pairs/udit-test1.csv");
    free(tm_wait_for("Grid B"));
    tm_keys("4 Right 3");
    wait_row0("43.13...");
    char path[512];
    snprintf(path, sizeof path, "%s/sudokupair-tui/k2-1.save", tm_data_home());
    /* wait for the autosave: the file's content, polled */
    double until = util_now() + TM_TIMEOUT;
    while (!file_holds(path, "values\n4,3,0,1\n")) {
        if (util_now() > until)
            fail_msg("no autosave of the moves in %s", path);
        nanosleep(&(struct timespec){ 0, 20 * 1000 * 1000 }, NULL);
    }
    char cmd[64];
    snprintf(cmd, sizeof cmd, "kill -KILL %ld", tm_game_pid());
    assert_int_equal(system(cmd), 0);
    free(tm_wait_until(shows_joined, "EXIT=137", "EXIT=137"));
    tm_stop();
    start("--k 2");
    free(tm_wait_for("Welcome back: resumed your saved game k2-1 (--new for a new one)."));
    char rows[4][64];
    screen_rows(rows, 4);
    assert_string_equal(rows[0], "43.13...");
    tm_keys("u");
    wait_row0("4..13...");
    tm_keys("q y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
}

static void test_small_window_and_help(void **state)
{
    (void)state;
    start("--new --k 4 --seed 1");
    /* at 100x32 both grids and the zoom of part of the cursor's box beside
     * them, in a frame named by its grid and rows */
    char *z = tm_wait_for("\u250c A r1-4");
    assert_non_null(strstr(z, "\u250c B \u2500")); /* the twin's frame */
    free(z);
    tm_keys("o");
    char *s = tm_wait_for("Grid B");
    /* a plain board: at 100 columns both grids of a 16x16 pair, 2 columns a
     * cell (their numbers on two lines above): every grid row still shows
     * the 5 box borders of each grid */
    const char *row = strstr(s, "\u250c");
    assert_non_null(row);
    row = strstr(row, "\n") + 1; /* below the top border: the first grid row */
    int bars = 0;
    for (const char *p = row; *p && *p != '\n'; p++)
        bars += strncmp(p, "\u2502", 3) == 0 || *p == 'x' || *p == '|';
    assert_int_equal(bars, 10);
    free(s);
    tm_tmux("resize-window -t play -x 50 -y 15");
    s = tm_wait_for("needs at least");
    free(s);
    tm_tmux("resize-window -t play -x 100 -y 32");
    s = tm_wait_for("Grid B");
    free(s);
    tm_keys("?");
    s = tm_wait_for("sudokupair-tui: the keys");
    assert_non_null(strstr(s, "1-9 A-G"));
    assert_non_null(strstr(s, "notes mode"));
    free(s);
    tm_keys("Escape");
    tm_keys("z");
    s = tm_wait_for("PAUSED");
    assert_null(strstr(s, "Grid A"));
    free(s);
    tm_keys("z q y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
}

/* A short game under valgrind: hint, entry, check, solve, undo, quit. */
static void test_game_under_valgrind(void **state)
{
    (void)state;
    if (SANITIZED || run_cmd("valgrind --version", NULL, NULL) != 0)
        skip();
    const char *vglog = temp_path("vg.log");
    char prefix[700];
    snprintf(prefix, sizeof prefix, VALGRIND " --log-file=%s", vglog);
    start_with(prefix, "--load " DATA "/pairs/udit-test1.csv");
    free(tm_wait_for("Grid B"));
    tm_keys("t");
    free(tm_wait_for("Hint: "));
    tm_keys("Right 4 v");
    free(tm_wait_for("Check: "));
    tm_keys("w Down 2 w s");
    free(tm_wait_for("Show the solution?"));
    tm_keys("y");
    free(tm_wait_for("solved by the computer"));
    tm_keys("u q");
    free(tm_wait_for("(y/n)"));
    tm_keys("y");
    char *s = tm_wait_for("EXIT=");
    if (!strstr(s, "EXIT=0")) {
        char *log = read_text(vglog);
        fail_msg("the game under valgrind ended badly:\n%s\n%s", s, log);
    }
    free(s);
    tm_stop();
    remove(vglog);
}

static int row0_reads(const char *se, const void *row)
{
    char rows[1][64];
    if (!strstr(se, "Grid B"))
        return 0;
    return grid_rows(se, rows, 1) == 1 && strcmp(rows[0], row) == 0;
}

/* Waits until the first grid row on the screen reads row (symbols only). */
static void wait_row0(const char *row)
{
    free(tm_wait_until_e(row0_reads, row, row));
}

/* The text of the most recently written save of box size k (kK-N.save). */
static char *save_text(int k)
{
    char cmd[512], *out;
    snprintf(cmd, sizeof cmd, "(ls -t %s/sudokupair-tui/k%d-*.save | head -1)", tm_data_home(), k);
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    out[strcspn(out, "\n")] = '\0';
    if (!*out) {
        free(out);
        snprintf(cmd, sizeof cmd, "ls -la %s/sudokupair-tui/", tm_data_home());
        run_cmd(cmd, &out, NULL);
        static char listing[4096];
        snprintf(listing, sizeof listing, "%s", out);
        free(out);
        fail_msg("no save of k=%d:\n%s", k, listing);
    }
    char *text = read_text(out);
    free(out);
    return text;
}

/* SIGTERM and SIGHUP save the game and restore the terminal. */
static void test_signals_save(void **state)
{
    (void)state;
    clear_saves();
    const char *sigs[] = { "TERM", "HUP" };
    const char *exits[] = { "EXIT=143", "EXIT=129" };
    for (int i = 0; i < 2; i++) {
        start("--load " DATA "/pairs/udit-test1.csv");
        free(tm_wait_for("Grid B"));
        tm_keys(i == 0 ? "4" : "Right 3");
        wait_row0(i == 0 ? "4..13..." : ".3.13...");
        char cmd[64];
        snprintf(cmd, sizeof cmd, "kill -%s %ld", sigs[i], tm_game_pid());
        assert_int_equal(system(cmd), 0);
        char *shell = tm_wait_for(exits[i]);
        assert_non_null(strstr(shell, "Resume with: sudokupair-tui --resume k2-"));
        free(shell);
        assert_true(tm_normal_screen());
        char *text = save_text(2);
        assert_non_null(strstr(text, i == 0 ? "values\n4,0,0,1\n" : "values\n0,3,0,1\n"));
        free(text);
        tm_stop();
    }
    /* the next start resumes what the signal saved */
    start("--k 2");
    free(tm_wait_for("Welcome back"));
    tm_keys("q y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
}

/* A save that cannot be read is moved aside, never lost, and a new game starts. */
/* 1 when the screen shows the end of a message's page: its last words or
 * "(Space: more)"; with the screen of the page before in prev, only a
 * screen other than it. */
static int message_ends(const char *screen, const void *prev)
{
    if (prev && strcmp(screen, prev) == 0)
        return 0;
    return strstr(screen, "A new game starts.") || strstr(screen, "(Space: more)");
}

static void test_bad_saves_moved_aside(void **state)
{
    (void)state;
    const char *bodies[] = { "this is not a save\n", "sudokupair-tui save 99\nk 2\n" };
    const char *messages[] = { "not a sudokupair-tui save file", "save version 99" };
    tm_stop();
    for (int i = 0; i < 2; i++) {
        char dir[256], path[300], cmd[700];
        snprintf(dir, sizeof dir, "%s/sudokupair-tui", tm_data_home());
        snprintf(path, sizeof path, "%s/k2.save", dir);
        snprintf(cmd, sizeof cmd, "rm -rf %s && mkdir -p %s", dir, dir);
        assert_int_equal(system(cmd), 0);
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        fputs(bodies[i], f);
        fclose(f);
        start("--k 2");
        /* the message, turned page by page where the board leaves it few lines */
        char all[8000] = "", *s = tm_wait_until(message_ends, NULL, "a message");
        for (int page = 0; page < 10; page++) {
            int last = strstr(s, "A new game starts.") || !strstr(s, "(Space: more)");
            if (!last)
                tm_keys("Space");
            char *next = last ? NULL : tm_wait_until(message_ends, s, "the next page");
            snprintf(all + strlen(all), sizeof all - strlen(all), "%s", tm_unwrap(s));
            if (last)
                break;
            free(s);
            s = next;
        }
        assert_non_null(strstr(all, "A new game starts."));
        assert_non_null(strstr(all, messages[i]));
        assert_non_null(strstr(all, "Moved it aside to"));
        assert_non_null(strstr(all, "k2.save.bad-"));
        assert_non_null(strstr(s, "4x4 pair  ")); /* a new game is on */
        free(s);
        snprintf(cmd, sizeof cmd, "cat %s/k2.save.bad-* | grep -qF '%.12s' && test ! -e %s", dir,
                 bodies[i], path);
        assert_int_equal(system(cmd), 0);
        tm_keys("q y");
        free(tm_wait_for("EXIT=0"));
        tm_stop();
    }
}

/* Saving fails (a folder that cannot be made, a file-size limit): the player is
 * told, and the game goes on unless they choose to quit without saving. */
static void test_save_failures(void **state)
{
    (void)state;
    char blocker[128], home[160];
    /* named as temp_path names: a run killed before remove() is swept by the next */
    snprintf(blocker, sizeof blocker, "%s", temp_path("blocker"));
    snprintf(home, sizeof home, "%s/below-a-file", blocker);
    FILE *f = fopen(blocker, "w");
    assert_non_null(f);
    fclose(f);
    for (int i = 0; i < 2; i++) {
        data_home = i == 0 ? home : NULL;
        shell_setup = i == 0 ? "" : "ulimit -f 0;";
        start("--load " DATA "/pairs/udit-test1.csv");
        free(tm_wait_for("Grid B"));
        tm_keys("4 q");
        free(tm_wait_for("Quit? This game is saved"));
        tm_keys("y");
        char *s = tm_unwrap(tm_wait_for("Quit without saving? (y/n)"));
        assert_non_null(strstr(s, "Could not save: "));
        assert_non_null(strstr(s, i == 0 ? "cannot make the folder: Not a directory"
                                         : "File too large"));
        free(s);
        tm_keys("n"); /* stay: the game is still there */
        free(tm_wait_for("Carry on."));
        wait_row0("4..13...");
        tm_keys("q y y"); /* what could not be kept is said, and the status says so */
        char *end = tm_unwrap(tm_wait_for("EXIT=2"));
        assert_non_null(strstr(end, "Could not save at the end: nothing of this game is kept."));
        free(end);
        tm_stop();
    }
    /* the same in a window too small for the grids, and under SIGTERM */
    data_home = home;
    start("--load " DATA "/pairs/udit-test1.csv");
    free(tm_wait_for("Grid B"));
    tm_keys("4");
    wait_row0("4..13...");
    assert_int_equal(tm_tmux("resize-window -t play -x 34 -y 7"), 0);
    free(tm_wait_for("needs at least"));
    tm_keys("q"); /* asked there too */
    free(tm_unwrap(tm_wait_for("Quit? This game is saved")));
    tm_keys("y");
    free(tm_unwrap(tm_wait_for("Quit without saving?")));
    tm_keys("n");
    assert_int_equal(tm_tmux("resize-window -t play -x 100 -y 32"), 0);
    free(tm_wait_for("Carry on."));
    wait_row0("4..13...");
    char cmd[64];
    snprintf(cmd, sizeof cmd, "kill -TERM %ld", tm_game_pid());
    assert_int_equal(system(cmd), 0);
    char *s = tm_unwrap(tm_wait_for("EXIT=143"));
    assert_non_null(strstr(s, "sudokupair-tui: Could not save: "));
    free(s);
    tm_stop();
    data_home = NULL;
    shell_setup = "";
    remove(blocker);
}

/* A screen where a key is taken as the test means it: the game (with its
 * status line), the help, or the end; not a screen still being made. */
static int settled(const char *screen_text, const void *arg)
{
    (void)arg;
    if (strstr(screen_text, "EXIT="))
        return 1;
    if (strstr(screen_text, "Generating") || strstr(screen_text, "needs at least"))
        return 0;
    /* the game (the new-game menu may have changed its size), the help, the
     * new-game menu, the notes list */
    return strstr(screen_text, "time ") != NULL || strstr(screen_text, " pair  ") != NULL ||
           strstr(screen_text, " single  ") != NULL || strstr(screen_text, "the keys") != NULL ||
           strstr(screen_text, "Enter starts, Esc goes back.") != NULL ||
           strstr(screen_text, "Any key goes back to the game.") != NULL;
}

static int settled_without(const char *screen_text, const void *text)
{
    return !strstr(screen_text, text) && settled(screen_text, NULL);
}

static int quit_or_asked(const char *screen_text, const void *arg)
{
    (void)arg;
    return strstr(screen_text, "Quit? This game is saved") || strstr(screen_text, "EXIT=");
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
    free(tm_wait_for("Cell A r1c1")); /* both grids and the zoom beside them */
    rng r; /* STORM_SEED=N in the environment storms with another seed */
    rng_seed(&r, getenv("STORM_SEED") ? strtoull(getenv("STORM_SEED"), NULL, 10) : 2026);
    for (int batch = 0; batch < 50; batch++) {
        char cmd[4096] = "send-keys -t play";
        for (int i = 0; i < 60; i++) { /* quoted: the shell of tm_tmux would take ~ for
                                          $HOME (its letters as keys, a q among them)
                                          and # for a comment */
            strcat(cmd, " '");
            strcat(cmd, KEYS[rng_below(&r, (uint32_t)nkeys)]);
            strcat(cmd, "'");
        }
        assert_int_equal(tm_tmux("%s", cmd), 0);
        tm_wait_keys_taken(); /* batch by batch: no backlog left when the storm ends */
        if (batch % 5 == 4) {
            int w = batch % 10 == 4 ? 1 + (int)rng_below(&r, 12) : 20 + (int)rng_below(&r, 280);
            int h = batch % 10 == 4 ? 1 + (int)rng_below(&r, 6) : 5 + (int)rng_below(&r, 95);
            assert_int_equal(tm_tmux("resize-window -t play -x %d -y %d", w, h), 0);
        }
    }
    assert_int_equal(tm_tmux("resize-window -t play -x 100 -y 32"), 0);
    tm_wait_keys_taken();
    /* the storm may end anywhere: in the help, a question, paused, a new
     * game being made, a game solved (where q quits at once). Step out of
     * each, one state at a time, until the plain game screen shows. */
    for (int step = 0;; step++) {
        char *s = tm_wait_until(settled, NULL, "a screen that takes keys");
        int done = 0;
        const char *gone = NULL; /* what must go away once the key is taken */
        if (strstr(s, "EXIT=")) {
            static char last[1 << 16];
            snprintf(last, sizeof last, "%s", s);
            free(s);
            s = NULL;
            fail_msg("the game ended during the storm:\n%s", last);
        } else if (strstr(s, "(y/n)")) {
            tm_keys("n"); /* every question: no */
            gone = "(y/n)";
        } else if (strstr(s, "sudokupair-tui: the keys")) {
            tm_keys("Escape"); /* the help */
            gone = "sudokupair-tui: the keys";
        } else if (strstr(s, "PAUSED")) {
            tm_keys("z");
            gone = "PAUSED";
        } else if (strstr(s, "x deletes, Esc goes back.")) {
            tm_keys("Escape"); /* the saved games (issue 28) */
            gone = "x deletes, Esc goes back.";
        } else if (strstr(s, "Statistics (from the history of games")) {
            tm_keys("Escape"); /* the statistics (issue 28) */
            gone = "Statistics (from the history of games";
        } else if (strstr(s, "Enter the board")) {
            tm_keys("Enter"); /* the finish box (issue 28) */
            gone = "Enter the board";
        } else if (strstr(s, "Enter starts, Esc goes back.")) {
            tm_keys("Escape"); /* the new-game menu */
            gone = "Enter starts, Esc goes back.";
        } else if (strstr(s, "Any key goes back to the game.")) {
            tm_keys("Escape"); /* the notes list */
            gone = "Any key goes back to the game.";
        } else {
            done = 1;
        }
        free(s);
        if (done) {
            tm_keys("q");
            /* an unfinished game asks first; a finished one (the storm may
             * have solved it) quits at once */
            s = tm_wait_until(quit_or_asked, NULL, "the quit question or the exit");
            int asked = strstr(s, "Quit? This game is saved") != NULL;
            free(s);
            if (asked)
                tm_keys("y");
            break;
        }
        if (step > 20)
            fail_msg("the game never came back to its screen after the storm");
        tm_wait_keys_taken();
        free(tm_wait_until(settled_without, gone, gone)); /* and it did what it does */
    }
    char *s = tm_wait_for("EXIT=");
    assert_non_null(strstr(s, "EXIT=0"));
    free(s);
    assert_true(tm_normal_screen());
    tm_stop();
}

/* A mouse click moves the cursor: an xterm press and release sent to the
 * pane, on the last line and column of B r2c4's mini-grid. */
static void test_mouse_click(void **state)
{
    (void)state;
    start("--load " DATA "/pairs/udit-test1.csv");
    free(tm_wait_until_e(whole_frame, NULL, "the whole first frame"));
    layout L = board();
    int y = tui_cell_y(&L, 1) + L.ch - 1, x = tui_cell_x(&L, 1, 3) + L.cw - 1;
    assert_int_equal(tui_cell_at(&L, y, x), (4 + 1) * 4 + 3);
    assert_int_equal(tm_tmux("send-keys -t play -H 1b 5b 4d %x %x %x 1b 5b 4d %x %x %x", 32,
                          32 + x + 1, 32 + y + 1, 35, 32 + x + 1, 32 + y + 1), 0);
    free(tm_wait_for("Cell B r2c4"));
    tm_keys("q y");
    free(tm_wait_for("EXIT=0"));
}

/* Filling the pair by hand ends the game with a message and the time. */
static void test_finish_by_hand(void **state)
{
    (void)state;
    int k;
    uint8_t *puzzle = read_csv(DATA "/pairs/udit-test1.csv", 2, &k);
    uint8_t *sol = read_csv(DATA "/pairs/udit-test1.out.csv", 2, &k);
    tm_stop(); /* a game left by a test before must not save while this one looks */
    /* another k=2 game's save, by its old name (finishing deleted it once) */
    char list[1024], *before;
    snprintf(list, sizeof list, "mkdir -p %s/sudokupair-tui && cp tests/fuzz/save/good-k2.save "
                                "%s/sudokupair-tui/k2.save && ls %s/sudokupair-tui/",
             tm_data_home(), tm_data_home(), tm_data_home());
    assert_int_equal(run_cmd(list, &before, NULL), 0);
    /* (a finish by hand records its time in best-times, its end in history) */
    snprintf(list, sizeof list, "(ls %s/sudokupair-tui/ | grep -v -x -e best-times -e history)",
             tm_data_home());
    start("--load " DATA "/pairs/udit-test1.csv");
    free(tm_wait_for("Grid B"));
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
    tm_keys(seq);
    free(tm_wait_for("Enter the board")); /* the finish box (issue 28); Enter: the board */
    tm_keys("Enter");
    char *s = tm_wait_for("Well done");
    assert_non_null(strstr(s, "Solved in 00:0"));
    free(s);
    tm_keys("q"); /* finished: quits at once, and leaves no save behind */
    free(tm_wait_for("EXIT=0"));
    /* and the saves of other games are all still there */
    char *after;
    assert_int_equal(run_cmd(list, &after, NULL), 0);
    assert_string_equal(before, after);
    assert_non_null(strstr(after, "k2.save"));
    free(before);
    free(after);
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
        free(tm_wait_for("Grid B"));
        tm_keys("4 Right");
        free(tm_wait_for("Cell A r1c2"));
        char *out = tm_screen(1);
        int colored = 0;
        for (const char *p = out; (p = strstr(p, "\033[")); p++)
            for (const char *q = p + 2; *q && *q != 'm'; q++)
                if ((q[-1] == '[' || q[-1] == ';') && q[0] == '3' && q[1] >= '0' && q[1] <= '7' &&
                    (q[2] == 'm' || q[2] == ';'))
                    colored = 1;
        if (colored != (i == 0))
            fail_msg("%s: colours %s", i ? how[i] : "default", colored ? "shown" : "missing");
        free(out);
        tm_keys("q y");
        free(tm_wait_for("EXIT=0"));
    }
}

/* A crash signal still restores the terminal. */
static void test_crash_restores_terminal(void **state)
{
    (void)state;
    start("--load " DATA "/pairs/udit-test1.csv");
    free(tm_wait_for("Grid B"));
    char cmd[64];
    snprintf(cmd, sizeof cmd, "kill -SEGV %ld", tm_game_pid());
    assert_int_equal(system(cmd), 0);
    free(tm_wait_for("EXIT=139"));
    assert_true(tm_normal_screen());
    tm_stop();
}

/* Every signal that ends the game saves it and restores the terminal:
 * Ctrl-\ (SIGQUIT), SIGPIPE, SIGUSR1 and SIGALRM ended it unsaved and left
 * the alternate screen on. */
static void test_more_signals(void **state)
{
    (void)state;
    const char *sigs[] = { NULL, "PIPE", "USR1", "ALRM" };
    const char *exits[] = { "EXIT=131", "EXIT=141", "EXIT=138", "EXIT=142" };
    for (int i = 0; i < 4; i++) {
        start("--new --k 2 --seed 5");
        char rows[4][64];
        char *s = tm_wait_until_e(whole_frame, NULL, "the whole first frame");
        assert_int_equal(grid_rows(s, rows, 1), 1);
        free(s);
        /* an entry in the first empty cell of A's first row */
        int col = (int)(strchr(rows[0], '.') - rows[0]);
        assert_true(col >= 0 && col < 4);
        char seq[64] = "";
        for (int c = 0; c < col; c++)
            strcat(seq, "Right ");
        strcat(seq, "x");
        tm_keys(seq);
        char want[32];
        snprintf(want, sizeof want, "Cell A r1c%d", col + 1);
        free(tm_wait_for(want));
        /* a symbol that may be wrong but is an entry: one not in the row yet */
        char sym[2] = "1";
        for (char v = '1'; v <= '4'; v++)
            if (!strchr(rows[0], v) || strchr(rows[0], v) - rows[0] >= 4) {
                sym[0] = v;
                break;
            }
        tm_keys(sym);
        char row[64];
        snprintf(row, sizeof row, "%s", rows[0]);
        row[col] = sym[0];
        wait_row0(row);
        if (sigs[i]) {
            char cmd[64];
            snprintf(cmd, sizeof cmd, "kill -%s %ld", sigs[i], tm_game_pid());
            assert_int_equal(system(cmd), 0);
        } else {
            tm_keys("C-\\\\"); /* Ctrl-\ from the keyboard */
        }
        char *shell = tm_wait_for(exits[i]);
        assert_non_null(strstr(shell, "Resume with: sudokupair-tui --resume k2-"));
        free(shell);
        assert_true(tm_normal_screen());
        char *text = save_text(2);
        char values[64];
        snprintf(values, sizeof values, "values\n");
        for (int c = 0; c < 4; c++)
            snprintf(values + strlen(values), sizeof values - strlen(values), "%c%c",
                     row[c] == '.' ? '0' : row[c], c < 3 ? ',' : '\n');
        if (!strstr(text, values))
            fail_msg("the save after %s lacks %s:\n%s", exits[i], values, text);
        free(text);
        tm_stop();
    }
}

/* kill -STOP, the terminal set back to line mode with echo (as a shell does
 * when its job stops), kill -CONT: the game takes keys one by one again. */
static void test_stop_and_continue(void **state)
{
    (void)state;
    start("--load " DATA "/pairs/udit-test1.csv");
    free(tm_wait_for("Grid B"));
    long pid = tm_game_pid();
    char cmd[1024], tty[256];
    snprintf(tty, sizeof tty, "%s", tm_pane_tty());
    snprintf(cmd, sizeof cmd, "kill -STOP %ld", pid);
    assert_int_equal(system(cmd), 0);
    /* wait until it is stopped, then put the terminal in line mode */
    snprintf(cmd, sizeof cmd, "ps -o stat= -p %ld | grep -q T", pid);
    double end = util_now() + TM_TIMEOUT;
    while (system(cmd) != 0) {
        if (util_now() > end)
            fail_msg("the game (pid %ld) was not stopped %.0f s after SIGSTOP", pid, TM_TIMEOUT);
        struct timespec ts = { 0, 20 * 1000 * 1000 };
        nanosleep(&ts, NULL);
    }
    snprintf(cmd, sizeof cmd, "stty -F %s sane", tty);
    assert_int_equal(system(cmd), 0);
    snprintf(cmd, sizeof cmd, "kill -CONT %ld", pid);
    assert_int_equal(system(cmd), 0);
    /* the game puts its mode back: no line mode, no echo */
    snprintf(cmd, sizeof cmd, "stty -F %s -a | grep -q -- '-icanon' && stty -F %s -a | grep -q -- '-echo '", tty, tty);
    end = util_now() + TM_TIMEOUT;
    while (system(cmd) != 0) {
        if (util_now() > end)
            fail_msg("the terminal stayed in line mode after SIGCONT");
        struct timespec ts = { 0, 20 * 1000 * 1000 };
        nanosleep(&ts, NULL);
    }
    tm_keys("Right");
    free(tm_wait_for("Cell A r1c2"));
    tm_keys("4");
    wait_row0(".4.13...");
    snprintf(cmd, sizeof cmd, "stty -F %s -a | grep -q -- '-icanon' && stty -F %s -a | grep -q -- '-echo '", tty, tty);
    assert_int_equal(system(cmd), 0);
    tm_keys("q y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
}

/* A terminal that cannot run the game: exit 2 and one sentence saying so. */
static void test_terminal_unusable(void **state)
{
    (void)state;
    const char *how[] = { "env -u TERM", "env TERM=no-such-terminal", "env TERM=dumb" };
    for (int i = 0; i < 3; i++) {
        start_with(how[i], "--new --k 2 --seed 1");
        char *s = tm_unwrap(tm_wait_for("EXIT="));
        if (!strstr(s, "EXIT=2") || !strstr(s, "this terminal cannot run the game"))
            fail_msg("%s:\n%s", how[i], s);
        free(s);
        tm_stop();
    }
}

/* Each game its own save: two games of the same k at once, a --new game,
 * none overwrites another; the second window does not resume the game
 * the first is playing. */
static void test_two_games_at_once(void **state)
{
    (void)state;
    char cmd[1024], *out;
    snprintf(cmd, sizeof cmd, "rm -rf %s/sudokupair-tui", tm_data_home());
    assert_int_equal(system(cmd), 0);
    start("--load " DATA "/pairs/udit-test1.csv");
    free(tm_wait_for("Grid B"));
    tm_keys("4");
    wait_row0("4..13...");
    tm_keys("q y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
    start("--k 2");
    free(tm_wait_for("Welcome back: resumed your saved game k2-1 (--new for a new one)."));
    /* a second window, the same k */
    tm_use("two");
    start("--k 2");
    char *s = tm_wait_for("Grid B");
    assert_null(strstr(s, "Welcome back"));
    free(s);
    tm_keys("q y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
    tm_use("play");
    tm_keys("Right 3");
    wait_row0("43.13...");
    tm_keys("q y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
    /* a --new game quit: a save of its own too */
    start("--new --k 2 --seed 3");
    free(tm_wait_for("Grid B"));
    tm_keys("q y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
    snprintf(cmd, sizeof cmd, "cd %s/sudokupair-tui && ls *.save && grep -c . k2-1.save", tm_data_home());
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    if (!strstr(out, "k2-1.save\nk2-2.save\nk2-3.save\n"))
        fail_msg("expected three saves:\n%s", out);
    free(out);
    char *text = save_text(2); /* the newest is k2-3, the --new game */
    assert_non_null(strstr(text, "seed 3\n"));
    free(text);
    snprintf(cmd, sizeof cmd, "grep -q '^4,3,0,1$' %s/sudokupair-tui/k2-1.save", tm_data_home());
    assert_int_equal(system(cmd), 0);
}

/* A k=2 save under the name k3.save (it was played as k=3 and overflowed
 * the heap): the game's size is the save's. */
static void test_save_of_another_size(void **state)
{
    (void)state;
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "rm -rf %s/sudokupair-tui", tm_data_home());
    assert_int_equal(system(cmd), 0);
    start("--k 2 --new --seed 5");
    free(tm_wait_for("Grid B"));
    tm_keys("q y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
    snprintf(cmd, sizeof cmd, "mv %s/sudokupair-tui/k2-1.save %s/sudokupair-tui/k3.save", tm_data_home(),
             tm_data_home());
    assert_int_equal(system(cmd), 0);
    /* --k 3 does not take it for a k=3 game */
    start("--k 3 --seed 2");
    char *s = tm_wait_for("9x9 pair  ");
    free(s);
    tm_keys("q y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
    /* --resume plays it at its own size, to the last cell and beyond */
    start("--resume k3");
    s = tm_wait_for("Welcome back: resumed your saved game k3.");
    assert_non_null(strstr(s, "4x4 pair"));
    free(s);
    tm_keys("Down Down Down Down Down Down Down Down Right Right Right Right Right Right Right Right");
    tm_keys("Up Left"); /* left of A's first column is B's last */
    free(tm_wait_for("Cell B r4c4"));
    tm_keys("1 2 3 4 x");
    tm_keys("q y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
}

/* What the pane's program wrote to path (tm_record), once it holds text:
 * waits for it up to TM_TIMEOUT (free it). */
static char *recorded_until(const char *path, const char *text)
{
    double end = util_now() + TM_TIMEOUT;
    for (;;) {
        FILE *f = fopen(path, "r");
        char *got = f ? read_text(path) : NULL;
        if (f)
            fclose(f);
        if (got && strstr(got, text))
            return got;
        if (util_now() > end)
            fail_msg("waited for '%s' in the pane's output:\n%s", text, got ? got : "(none)");
        free(got);
        nanosleep(&(struct timespec){ 0, 20000000 }, NULL);
    }
}

/* The wait lines in what a pane's program wrote: each drawn as "\r[###--]
 * words"; fails unless their bars only grow. Returns how many there are. */
static int bars_grow(const char *raw)
{
    int lines = 0, last = -1;
    for (const char *p = strstr(raw, "\r["); p; p = strstr(p + 2, "\r[")) {
        int done = 0;
        const char *q = p + 2;
        while (*q == '#')
            q++, done++;
        while (*q == '-')
            q++;
        assert_true(*q == ']');
        if (done < last)
            fail_msg("the bar went back from %d to %d:\n%s", last, done, raw);
        last = done;
        lines++;
    }
    return lines;
}

/* Issue 27 item 5: --generate on a terminal shows one line, a bar that only
 * grows and a player's words, redrawn in place and taken away when the
 * puzzle is out; never the generator's counts ("try N of", "cells
 * decided"). With --puzzles N the line says how many of N are made. The
 * pane's output is recorded, so a line taken away at once is still seen. */
static void test_generate_wait_line(void **state)
{
    (void)state;
    static const char *const RUNS[][2] = {
        { "--generate --k 4 --seed 5", "should take" }, /* none made here: a rough figure */
        { "--generate --k 3 --seed 1 --puzzles 4", "4 of 4 puzzles made" },
        /* the puzzles on the same screen: each where the line was */
        { "--generate --k 2 --seed 1 --puzzles 3 --one-line", "3 of 3 puzzles made" },
    };
    /* the cache's run times, where the time of one of the kind is kept */
    char kind[64], kept[800];
    puzzle_kind k4 = kind_square(4, 2, LEVEL_MAXIMAL, KIND_SYM_DEFAULT);
    kind_key_name(&k4, kind, sizeof kind);
    snprintf(kept, sizeof kept, "%s/cache/sudokupair-tui/times", tm_data_home());
    remove(kept); /* (an earlier game may have noted one in the background) */
    for (int i = 0; i < 3; i++) {
        const char *raw_path = temp_path("pane.out"), *out = temp_path("gen.csv");
        remove(raw_path);
        char args[256];
        snprintf(args, sizeof args, i < 2 ? "%s > %s" : "%s", RUNS[i][0], out);
        tm_start_in(80, 24, "read go;", NULL, "", args); /* waits for Enter */
        tm_record(raw_path);
        tm_keys("Enter");
        char *raw = recorded_until(raw_path, "EXIT=");
        assert_non_null(strstr(raw, "EXIT=0"));
        assert_non_null(strstr(raw, RUNS[i][1]));
        /* a batch: from 0 of N (on the same screen: redrawn after each puzzle) */
        assert_true(bars_grow(raw) >= (i == 0 ? 1 : i == 1 ? 2 : 4));
        assert_true(i == 0 || strstr(raw, i == 1 ? "] 0 of 4 puzzles made" : "] 0 of 3 puzzles made"));
        assert_null(strstr(raw, "try "));
        assert_null(strstr(raw, "cells decided"));
        assert_null(strstr(raw, "generating"));
        /* taken away: the line goes; a seed given is not said again */
        char *scr = tm_wait_for("EXIT=0");
        assert_null(strstr(scr, "sudokupair-tui: seed"));
        assert_null(strstr(scr, "[#"));
        assert_null(strstr(scr, "[-"));
        assert_null(strstr(scr, RUNS[i][1]));
        if (i == 0) { /* a person waited: its time is kept for the next wait */
            char *times = read_text(kept);
            double seconds = 0;
            char want[80];
            snprintf(want, sizeof want, "\n%s ", kind);
            const char *at = strstr(times, want);
            assert_true(at && sscanf(at + strlen(want), "%lf", &seconds) == 1 && seconds > 0);
            free(times);
        }
        if (i < 2) {
            char *csv = read_text(out);
            assert_true(strlen(csv) > 100); /* the puzzle went to stdout */
            free(csv);
        } else {
            int puzzles = 0; /* lines of 32 values, 63 characters, from column 0 */
            for (int y = 0; y < 24; y++)
                puzzles += strlen(tm_line(scr, y)) == 63 && tm_line(scr, y)[1] == ',';
            if (puzzles != 3)
                fail_msg("expected the 3 puzzles, a line each:\n%s", scr);
        }
        free(scr), free(raw);
        tm_stop();
        remove(raw_path);
        remove(out);
    }
}

/* 1 when a wait line of raw (each drawn as "\r[###--] words") has its bar
 * grown past none ('#') and its words start with text. */
static int bar_moved_at(const char *raw, const char *text)
{
    for (const char *p = strstr(raw, "\r["); p; p = strstr(p + 2, "\r[")) {
        const char *end = strchr(p, ']');
        if (p[2] == '#' && end && strncmp(end + 2, text, strlen(text)) == 0)
            return 1;
    }
    return 0;
}

/* --generate --puzzles N on a terminal: the line moves while the puzzles
 * are made, before any is done: the bar by the progress of the puzzles in
 * hand, the time so far ticking. (Two 36x36 puzzles: made on one core each
 * whatever the machine, over a minute here, so none is done before the line
 * has been seen on any machine; then the run is stopped.) */
static void test_batch_wait_moves(void **state)
{
    (void)state;
    const char *raw_path = temp_path("pane.out"), *out = temp_path("gen.csv");
    remove(raw_path);
    char args[256];
    snprintf(args, sizeof args, "--generate --k 6 --seed 5 --puzzles 2 > %s", out);
    tm_start_in(80, 24, "read go;", NULL, "", args); /* waits for Enter */
    tm_record(raw_path);
    tm_keys("Enter");
    /* the time ticks: a line of a second so far, none made */
    char *raw = recorded_until(raw_path, "0 of 2 puzzles made; 1 s so far");
    /* the bar moves (before the first puzzle is made) */
    double end = util_now() + TM_TIMEOUT;
    while (!bar_moved_at(raw, "0 of 2 puzzles made") && !strstr(raw, "EXIT=") &&
           util_now() < end) {
        free(raw);
        nanosleep(&(struct timespec){ 0, 20000000 }, NULL);
        raw = read_text(raw_path);
    }
    if (!bar_moved_at(raw, "0 of 2 puzzles made"))
        fail_msg("the bar never moved before a puzzle was made:\n%s", raw);
    assert_true(bars_grow(raw) >= 2);
    assert_null(strstr(raw, "try "));
    assert_null(strstr(raw, "cells decided"));
    free(raw);
    long pid = tm_game_pid(); /* enough seen: stopped (Ctrl-C would end the shell too) */
    assert_true(pid > 0 && kill((pid_t)pid, SIGTERM) == 0);
    free(tm_wait_for("EXIT="));
    tm_stop();
    remove(raw_path);
    remove(out);
}

int run_e2e_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hint_check_solve),
        cmocka_unit_test(test_save_and_resume),
        cmocka_unit_test(test_autosave_survives_kill),
        cmocka_unit_test(test_small_window_and_help),
        cmocka_unit_test(test_signals_save),
        cmocka_unit_test(test_bad_saves_moved_aside),
        cmocka_unit_test(test_save_failures),
        cmocka_unit_test(test_key_storm),
        cmocka_unit_test(test_mouse_click),
        cmocka_unit_test(test_finish_by_hand),
        cmocka_unit_test(test_colors),
        cmocka_unit_test(test_crash_restores_terminal),
        cmocka_unit_test(test_more_signals),
        cmocka_unit_test(test_stop_and_continue),
        cmocka_unit_test(test_terminal_unusable),
        cmocka_unit_test(test_two_games_at_once),
        cmocka_unit_test(test_save_of_another_size),
        cmocka_unit_test(test_generate_wait_line),
        cmocka_unit_test(test_batch_wait_moves),
        cmocka_unit_test(test_game_under_valgrind),
    };
    return cmocka_run_group_tests_name("e2e (tmux)", tests, tm_group_setup, tm_group_teardown);
}
