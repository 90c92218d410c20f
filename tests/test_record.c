/* test_record.c - a player's record in the terminal, in tmux at 80x24: the
 * finish box and the line left on the shell, continuing the game played
 * last of three sizes (the menu's Continue line and the saved-games screen),
 * the daily puzzle's finish line and its resume, a daily marked as one, the
 * first menu's words, the statistics screen; a new game keeping the one
 * played; the first game of a kind from the starter bank. */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"
#include "tmux.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "daily.h"
#include "io.h"

/* Every line of a screen or an output fits 80 columns. */
static void assert_fits_80(const char *text)
{
    for (const char *p = text; *p;) {
        size_t len = strcspn(p, "\n");
        if (len > 80)
            fail_msg("a line of %zu columns: %.*s", len, (int)len, p);
        p += len + (p[len] == '\n');
    }
}

/* The line of a screen that holds text (static buffer), or fails. */
static const char *line_with(const char *screen, const char *text)
{
    for (int y = 0; y < 24; y++)
        if (strstr(tm_line(screen, y), text))
            return tm_line(screen, y);
    fail_msg("no line holds '%s':\n%s", text, screen);
    return NULL;
}

static void clear_data(void)
{
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s/sudokupair-tui'", tm_data_home());
    assert_int_equal(system(cmd), 0);
}

/* A finish by hand: the box over the board (the time, the best, hints and
 * checks, the code on a line of its own in the box, the keys), Enter shows the board
 * and its message, q quits with one line on the shell, within 80 columns.
 * A second finish names its place among the last finishes by hand. */
static void test_finish_box_and_shell_line(void **state)
{
    (void)state;
    clear_data();
    int k;
    uint8_t *puzzle = read_csv(DATA "/pairs/udit-test1.csv", 2, &k);
    uint8_t *sol = read_csv(DATA "/pairs/udit-test1.out.csv", 2, &k);
    char seq[2048];
    k2_keys_for(puzzle, sol, seq);
    for (int run = 0; run < 2; run++) {
        tm_start(80, 24, "", "--load " DATA "/pairs/udit-test1.csv");
        free(tm_wait_for("Cell A r1c1"));
        tm_keys("v");
        free(tm_wait_for("Check: no entries yet."));
        tm_keys(seq);
        char *s = tm_wait_for("Enter the board");
        assert_non_null(strstr(s, "Solved by hand in 00:0"));
        assert_non_null(strstr(s, "Hints 0, checks 1"));
        assert_non_null(strstr(s, run == 0 ? "Your first finish of this kind: the best so far."
                                           : "of your last 2 finishes by hand of this kind"));
        /* the code alone on its line in the box: nothing but spaces between it
         * and the box's right edge */
        int alone = 0;
        for (int y = 0; y < 24; y++) {
            const char *at = strstr(tm_line(s, y), "\xe2\x94\x82 sp2-GACEIBuDK ");
            if (at) {
                at += strlen("\xe2\x94\x82 sp2-GACEIBuDK ");
                while (*at == ' ')
                    at++;
                alone |= strncmp(at, "\xe2\x94\x82", 3) == 0;
            }
        }
        assert_true(alone);
        assert_non_null(strstr(line_with(s, "Enter the board"), "Ctrl-N new game"));
        assert_non_null(strstr(line_with(s, "Enter the board"), "q quit"));
        free(s);
        /* keys typed on change nothing; Enter shows the board and what was said */
        tm_keys("1 Enter");
        s = tm_unwrap(tm_wait_for("Well done, with 1 check."));
        assert_null(strstr(s, "Enter the board"));
        free(s);
        tm_keys("q");
        s = tm_wait_for("EXIT=0");
        assert_fits_80(s);
        const char *shell = line_with(s, "Solved 4x4 pair in 00:0");
        if (run == 0)
            assert_non_null(strstr(shell, " by hand - best"));
        else
            assert_true(strstr(shell, " by hand (best 00:0") || strstr(shell, "a new best"));
        free(s);
        tm_stop();
    }
    free(puzzle);
    free(sol);
}

/* The title line holds text. */
static int title_has(const char *s, const void *arg)
{
    return strstr(tm_line(s, 0), (const char *)arg) != NULL;
}

/* Three games of three sizes quit in turn: starting with no arguments
 * continues the last (16x16); the menu's Continue line names the one before
 * (9x9) and resumes it; the saved-games screen lists all three and deletes
 * one after y. */
static void test_continue_three_sizes(void **state)
{
    (void)state;
    clear_data();
    static const char *const ARGS[3] = { "--new --k 2 --difficulty easy --seed 1",
                                         "--new --k 3 --difficulty easy --seed 2",
                                         "--new --k 4 --difficulty easy --seed 3" };
    static const char *const TITLE[3] = { "4x4", "9x9", "16x16" };
    for (int i = 0; i < 3; i++) {
        tm_start(80, 24, "", ARGS[i]);
        free(tm_wait_until(title_has, TITLE[i], "the game's title"));
        tm_keys("q y");
        free(tm_wait_for("EXIT=0"));
        tm_stop();
    }
    tm_start(80, 24, "", "");
    char *s = tm_wait_until(title_has, "16x16", "the 16x16 game continued");
    assert_non_null(strstr(s, "Welcome back: resumed your saved game k4-1 (--new for a new "
                              "one)."));
    free(s);
    tm_keys("C-n");
    s = tm_wait_for("Continue    k3-1: 9x9 pair");
    assert_non_null(strstr(s, "Saved games 3 saved"));
    assert_fits_80(s);
    free(s);
    tm_keys("Down Down Down Down Down Down Down Down Down"); /* from Size past Level, Grids,
                                                                X-Sudoku, Symmetry, Seed,
                                                                Give up, Continue, Daily */
    s = tm_wait_for("> Saved games");
    free(s);
    tm_keys("Enter");
    s = tm_wait_for("x deletes");
    assert_non_null(strstr(line_with(s, "k4-1"), "(shown)"));
    assert_non_null(strstr(line_with(s, "k3-1"), "k3-1 9x9 pair, easy "));
    assert_non_null(strstr(line_with(s, "k2-1"), "k2-1 4x4 pair, easy "));
    assert_non_null(strstr(line_with(s, "k2-1"), " cells to fill "));
    assert_null(strstr(s, " open "));
    assert_fits_80(s);
    free(s);
    tm_keys("Down Down x");
    free(tm_wait_for("Delete the saved game k2-1? (y/n)"));
    tm_keys("y");
    s = tm_wait_for("Deleted k2-1.");
    assert_null(strstr(s, "k2-1 "));
    free(s);
    tm_keys("Enter"); /* on k3-1 (the last line now): resumed, the 16x16 game saved */
    s = tm_wait_until(title_has, "9x9", "the 9x9 game resumed");
    assert_non_null(strstr(tm_unwrap(s), "Resumed k3-1 (9x9 pair, easy"));
    free(s);
    tm_keys("q y");
    s = tm_wait_for("EXIT=0");
    assert_non_null(strstr(s, "Saved k3-1"));
    free(s);
    tm_stop();
    char cmd[600], *out;
    snprintf(cmd, sizeof cmd, "ls '%s/sudokupair-tui'", tm_data_home());
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    assert_non_null(strstr(out, "k3-1.save"));
    assert_non_null(strstr(out, "k4-1.save"));
    assert_null(strstr(out, "k2-1.save"));
    free(out);
}

/* --daily: quit and started again it is resumed; finished by hand, the box
 * says "Daily DATE, 4x4 pair, easy: TIME by hand CODE", the shell the same
 * with the code on a line of its own. */
static void test_daily_finish_line(void **state)
{
    (void)state;
    clear_data();
    const char *day = "--daily --date 2026-11-24 --k 2 --difficulty easy";
    char args[300], *out;
    const char *sol_path = temp_path("daily-sol");
    snprintf(args, sizeof args, "%s --generate --solution %s", day, sol_path);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    const char *puz_path = temp_file("daily-puz.csv", out);
    free(out);
    int k;
    uint8_t *puzzle = read_csv(puz_path, 2, &k), *sol = read_csv(sol_path, 2, &k);
    assert_int_equal(k, 2);
    tm_start(80, 24, "", day);
    free(tm_wait_until(title_has, "daily 2026-11-24", "the day's puzzle"));
    tm_keys("q y");
    free(tm_wait_for("EXIT=0"));
    /* a history with a bad line: moved aside at the finish, its good line
     * kept (the finish says so, --stats below counts it) */
    char hist[600];
    snprintf(hist, sizeof hist, "%s/sudokupair-tui/history", tm_data_home());
    FILE *f = fopen(hist, "a");
    assert_non_null(f);
    fputs("garbage\n2026-01-02 10:11:12 2 2 0 61 0 1 hand 5 sp2-AqgAA2NwRl\n", f);
    fclose(f);
    tm_start(80, 24, "", day);
    free(tm_wait_for("Welcome back to the day's puzzle"));
    char seq[2048];
    k2_keys_for(puzzle, sol, seq);
    tm_keys(seq);
    char *s = tm_wait_for("Enter the board");
    assert_non_null(strstr(s, "Daily 2026-11-24 solved by hand in 00:0"));
    assert_non_null(strstr(s, "(A bad history file moved aside; its good lines are kept.)"));
    const char *line = line_with(s, "Daily 2026-11-24, 4x4 pair, easy: 00:0");
    assert_non_null(strstr(line, " by hand sp2-"));
    free(s);
    tm_keys("q");
    s = tm_wait_for("EXIT=0");
    /* the line to share: the code on a line of its own, never cut by the line end */
    for (int y = 0; y < 23; y++)
        if (strstr(tm_line(s, y), "Daily 2026-11-24, 4x4 pair, easy: 00:0")) {
            const char *end = tm_line(s, y) + strlen(tm_line(s, y)) - strlen(" by hand");
            assert_string_equal(end, " by hand");
            assert_memory_equal(tm_line(s, y + 1), "sp2-", 4);
        }
    assert_fits_80(s);
    free(s);
    tm_stop();
    /* the history holds it, and --stats counts a daily */
    char cmd[600];
    snprintf(cmd, sizeof cmd, "XDG_DATA_HOME='%s' %s --stats --k 2", tm_data_home(), bin_path());
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    assert_non_null(strstr(out, "4x4           pair   easy         2    2"));
    free(out);
    remove(sol_path);
    remove(puz_path);
    free(puzzle);
    free(sol);
}

/* The first menu says what a pair is and names sizes 9x9, not k=3; its
 * Daily and Statistics lines are there, Statistics opens its screen. */
static void test_first_menu_and_stats(void **state)
{
    (void)state;
    clear_data();
    tm_start(80, 24, "", "");
    char *s = tm_wait_for("A pair: two Sudoku grids that differ in every cell.");
    assert_null(strstr(s, "k=3"));
    assert_non_null(strstr(line_with(s, "Size"), "9x9"));
    assert_non_null(strstr(s, "Daily       20"));
    assert_null(strstr(s, "Continue")); /* nothing saved */
    free(s);
    tm_keys("Up Enter"); /* from Size up to the last line: Statistics */
    s = tm_wait_for("Statistics (from the history of games");
    assert_non_null(strstr(s, "No games yet"));
    assert_non_null(strstr(s, "Days in a row with a finish by hand: 0 now"));
    free(s);
    tm_keys("Escape");
    free(tm_wait_for("A pair: two Sudoku grids"));
    tm_keys("q");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
}

/* The menu's Daily line says when today's daily was finished ("done in
 * 00:28"); a daily saved is marked as one in Continue and Saved games. */
static void test_daily_marked_in_the_menu(void **state)
{
    (void)state;
    clear_data();
    daily_date day = daily_today();
    uint64_t seed = daily_seed(day, 3, 2, LEVEL_MEDIUM);
    char date[16], cmd[1600], *out;
    daily_format_date(day, date, sizeof date);
    /* a history whose last line is today's daily finished by hand in 00:28 */
    const char *puz = temp_path("today.csv");
    snprintf(cmd, sizeof cmd, "--daily --date %s --generate > %s && %s --code %s", date, puz,
             bin_path(), puz);
    assert_int_equal(run_bin(cmd, &out, NULL), 0);
    out[strcspn(out, "\n")] = '\0';
    snprintf(cmd, sizeof cmd,
             "mkdir -p %s/sudokupair-tui && echo '%s 00:00:01 3 2 1 28 0 0 hand %llu %s' > "
             "%s/sudokupair-tui/history",
             tm_data_home(), date, (unsigned long long)seed, out, tm_data_home());
    free(out);
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    free(out);
    /* and a daily of another day saved (a 4x4 one: quick to make) */
    tm_start(80, 24, "", "--daily --date 2026-11-24 --k 2 --difficulty easy");
    free(tm_wait_until(title_has, "daily 2026-11-24", "the day's puzzle"));
    tm_keys("q y");
    free(tm_wait_for("EXIT=0"));
    tm_start(80, 24, "", "--new --k 2 --difficulty easy --seed 3");
    free(tm_wait_for("Cell A r1c1"));
    tm_keys("C-n");
    char *s = tm_wait_for("Continue    k2-1: daily 2026-11-24, 4x4 pair, easy, 00:0");
    char want[80];
    snprintf(want, sizeof want, "Daily       %s: 9x9 pair, medium, done in 00:28", date);
    if (daily_day_number(daily_today()) != daily_day_number(day)) {
        free(s);
        tm_stop();
        skip(); /* midnight passed: another day's daily */
    }
    if (!strstr(s, want))
        fail_msg("no '%s':\n%s", want, s);
    assert_fits_80(s);
    free(s);
    tm_keys("Up Up Enter"); /* from Size round to Saved games */
    s = tm_wait_for("x deletes");
    assert_non_null(strstr(line_with(s, "k2-1"), "(daily 2026-11-24)"));
    assert_fits_80(s);
    free(s);
    tm_keys("Escape Escape");
    free(tm_wait_for("Cell A r1c1"));
    tm_keys("q y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
    snprintf(cmd, sizeof cmd, "XDG_DATA_HOME='%s' %s --list-saves", tm_data_home(), bin_path());
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    assert_non_null(strstr(out, "4x4 pair, easy  00:0"));
    assert_non_null(strstr(out, " cells to fill  (daily 2026-11-24)\n"));
    free(out);
}

/* A new game from the menu keeps the game played, saved, as --new does: the
 * message says where, Continue brings it back with its entry; the menu's
 * Give up is its own choice, asked, and the statistics count it. */
static void test_new_game_keeps_the_save(void **state)
{
    (void)state;
    clear_data();
    tm_start(80, 24, "", "--new --k 2 --difficulty easy --seed 1");
    free(tm_wait_for("Cell A r1c1"));
    tm_keys("C-n");
    free(tm_wait_for("> Size"));
    char *s = tm_screen(0);
    assert_non_null(strstr(s, "Give up     this game for a new one (counts as given up)"));
    assert_fits_80(s);
    free(s);
    tm_keys("Enter"); /* a new game of the menu's choice: no question */
    s = tm_unwrap(tm_wait_for("is saved."));
    if (strstr(s, "(y/n)") || !strstr(s, "Your game k2-1 (4x4 pair, easy, 00:0") ||
        !strstr(s, " played) is saved. Ctrl-N's Continue resumes it."))
        fail_msg("not said where the game is kept:\n%s", s);
    free(s);
    tm_keys("C-n");
    free(tm_wait_for("Continue    k2-1: 4x4 pair, easy"));
    tm_keys("Down Down Down Down Down Down Down Enter"); /* Level, Grids, X-Sudoku,
                                                            Symmetry, Seed, Give up,
                                                            Continue */
    s = tm_unwrap(tm_wait_for("Resumed k2-1"));
    assert_non_null(strstr(s, "4x4 pair  easy"));
    free(s);
    /* the menu's Give up: asked, counted */
    tm_keys("C-n");
    free(tm_wait_for("> Size"));
    tm_keys("Down Down Down Down Down Down"); /* Level, Grids, X-Sudoku, Symmetry, Seed */
    free(tm_wait_for("> Give up"));
    tm_keys("Enter");
    s = tm_unwrap(tm_wait_for("(y/n)"));
    assert_non_null(strstr(s, "Give up this game? It counts as given up in your statistics, "
                              "and a new 4x4 pair, easy starts. (y/n)"));
    free(s);
    tm_keys("y");
    free(tm_wait_for("New game: 4x4 pair, easy"));
    tm_keys("q y");
    s = tm_wait_for("EXIT=0");
    free(s);
    tm_stop();
    char cmd[600], *out;
    snprintf(cmd, sizeof cmd, "XDG_DATA_HOME='%s' %s --stats --k 2", tm_data_home(), bin_path());
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    const char *row = strstr(out, "\n4x4           pair   easy ");
    int games = 0, hand = 0, help = 0, solver = 0, gave_up = 0;
    if (!row || sscanf(row, " 4x4 pair easy %d %d %d %d %d", &games, &hand, &help, &solver,
                       &gave_up) != 5 || gave_up != 1)
        fail_msg("no game given up:\n%s", out);
    free(out);
    snprintf(cmd, sizeof cmd, "XDG_DATA_HOME='%s' %s --list-saves", tm_data_home(), bin_path());
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    assert_null(strstr(out, "k2-1 ")); /* given up: its save gone */
    assert_non_null(strstr(out, "k2-2 ")); /* the one quit */
    free(out);
}

/* The very first game of a kind in a fresh home starts from the starter
 * bank: no generation (a generated or stored puzzle has a seed; the bank's
 * has none), at 16x16 and 25x25, the player's level named in the title. */
static void test_first_game_from_the_bank(void **state)
{
    (void)state;
    static const struct {
        const char *args, *title;
        int w, h;
    } CASES[] = {
        { "--new --k 4", "16x16 pair  easy", 120, 40 },
        { "--new --k 5 --single --difficulty fiendish", "25x25 single  fiendish", 80, 24 },
    };
    for (size_t i = 0; i < sizeof CASES / sizeof *CASES; i++) {
        char cmd[800], *out;
        clear_data();
        snprintf(cmd, sizeof cmd, "rm -rf '%s/cache'", tm_data_home());
        assert_int_equal(system(cmd), 0);
        tm_start(CASES[i].w, CASES[i].h, "", CASES[i].args);
        char *s = tm_wait_until(title_has, CASES[i].title, "the game's title");
        assert_null(strstr(tm_line(s, 0), "seed "));
        assert_non_null(strstr(tm_line(s, 0), "code sp"));
        free(s);
        tm_keys("q y");
        free(tm_wait_for("EXIT=0"));
        tm_stop();
        snprintf(cmd, sizeof cmd, "cat '%s/cache/sudokupair-tui/bank-taken'", tm_data_home());
        assert_int_equal(run_cmd(cmd, &out, NULL), 0);
        assert_non_null(strstr(out, " 1\n"));
        free(out);
    }
}

int run_record_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_finish_box_and_shell_line),
        cmocka_unit_test(test_continue_three_sizes),
        cmocka_unit_test(test_daily_finish_line),
        cmocka_unit_test(test_first_menu_and_stats),
        cmocka_unit_test(test_daily_marked_in_the_menu),
        cmocka_unit_test(test_new_game_keeps_the_save),
        cmocka_unit_test(test_first_game_from_the_bank),
    };
    return cmocka_run_group_tests_name("record", tests, tm_group_setup, tm_group_teardown);
}
