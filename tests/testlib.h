/* testlib.h - helpers shared by the test groups: data files, running the binary. */
#ifndef TESTLIB_H
#define TESTLIB_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "grid.h"
#include "kind.h"

/* The kind of square boxes of side k and ngrids grids, no diagonals, as a
 * pointer (for best_get, best_record, stats_median). */
#define SQUARE(k, ngrids) (&(puzzle_kind)KIND_SQUARE(k, ngrids, LEVEL_UNKNOWN, KIND_SYM_DEFAULT))

#define DATA "tests/data"

/* Reads a whole file (fails the test if it cannot); free the result. */
char *read_text(const char *path);
/* Writes text to the file at path (made or replaced), or fails the test. */
void write_text(const char *path, const char *text);

/* Reads a CSV puzzle with io_parse_csv (fails the test on a parse error). */
uint8_t *read_csv(const char *path, int ngrids, int *k);

/* Parses the "pretty" answer layout (rows like 3|1|2|4|) into values. */
uint8_t *read_pretty(const char *path, int ncells);

/* Runs a shell command with no input; returns its exit status and fills
 * out/err (free them, or pass NULL) with what it printed. */
int run_cmd(const char *command, char **out, char **err);

/* The binary under test: $SUDOKUPAIR_BIN, or ./sudokupair-tui. */
const char *bin_path(void);

/* Runs the built binary with a shell-quoted argument string; returns the exit
 * status and fills out/err (free them) with what it printed. */
int run_bin(const char *args, char **out, char **err);

/* Writes text to a fresh temporary file and returns its path (temp_path). */
const char *temp_file(const char *name, const char *text);
/* A path in /tmp named after this process and name (not created): one of
 * four rotating buffers, so a few can be held at once. Whatever a test makes
 * at it, or at a name that begins with it, is removed when the tests end
 * (atexit: files, links and whole folders), also after a failed test; what
 * a killed run left is removed by the next run's first temp_path. */
const char *temp_path(const char *name);
/* Removes path (a file, a link or a whole folder) when the tests end, as
 * temp_path's names are: for the files a test makes elsewhere. */
void temp_remove_at_exit(const char *path);

/* Sets the environment variable name to value (NULL: unsets it) and returns
 * what it held before (NULL when it was unset), to give back to
 * env_restore. */
char *env_swap(const char *name, const char *value);
/* Gives name the value env_swap returned (unset when NULL), and frees it. */
void env_restore(const char *name, char *old);

/* A group's setup for the files the program keeps: XDG_DATA_HOME set to
 * temp_path(name) (copied into home, the save folder in it into folder,
 * both at least 300 bytes); data_home_end, its teardown, removes that
 * folder and gives the variable back (0, or -1 when it could not be
 * removed). One such home at a time. */
void data_home_begin(const char *name, char *home, char *folder);
int data_home_end(void);

/* The k=2 pair of udit-test1 as a game with seed 5; *sol (when sol is not
 * NULL) gets its solution (free it). */
struct game *k2_game(uint8_t **sol);
/* The tmux keys that fill the 4x4 pair of udit-test1 by hand from A r1c1,
 * row by row, ending at A r1c1 again (seq: 2048 bytes). */
void k2_fill_keys(char *seq);
/* The same keys for any 4x4 pair puzzle and its solution sol. */
void k2_keys_for(const uint8_t *puzzle, const uint8_t *sol, char *seq);
/* The first empty cell of a game, or -1. */
int first_empty(const struct game *gm);

/* Re-checks a puzzle with a fresh solver on the whole formula: exactly one
 * solution, equal to sol, and every given needed. */
void check_unique_and_maximal(const geom *g, uint8_t *puzzle, const uint8_t *sol);
/* That the givens of puzzle are needed: without one, some solution puts
 * another value there; each step-th given from the which-th (step 1: all). */
void check_givens_needed(const geom *g, uint8_t *puzzle, int step, int which);

/* 1 when the values agree with every given of puzzle. */
int agrees(const geom *g, const uint8_t *puzzle, const uint8_t *vals);

/* Runs body(who, round, path) for rounds rounds in two processes (who 0
 * and 1) released together by a pipe; each child exits 0 when all its calls
 * went well (a body that fails calls _exit(1)). Fails the test otherwise. */
void test_race(void (*body)(int who, int round, const char *path), const char *path,
               int rounds);

/* Every group runs through testlib_run_group (cmocka_run_group_tests_name
 * stands for it in every test file): cmocka runs it and prints its summary
 * as ever, and what it ran is added to the totals, skip() counted too. */
int testlib_run_group(const char *name, const struct CMUnitTest *tests, size_t count,
                      CMFixtureFunction setup, CMFixtureFunction teardown);
void testlib_note_skip(void);
#undef cmocka_run_group_tests_name
#define cmocka_run_group_tests_name(name, tests, setup, teardown) \
    testlib_run_group(name, tests, sizeof(tests) / sizeof((tests)[0]), setup, teardown)
#undef skip
#define skip() (testlib_note_skip(), _skip(__FILE__, __LINE__))

/* What the groups run so far came to: groups that ran a test, tests run or
 * meant to run (a test whose group setup failed never ran: it counts as
 * failed), and group setups or teardowns that failed. */
typedef struct testlib_total {
    int groups, tests, passed, failed, skipped, fixtures;
} testlib_total;
testlib_total testlib_totals(void);
/* The total as the last line of make test says it: "[  TOTAL   ] 31 groups,
 * 412 tests: 410 passed, 1 failed, 1 skipped", then ", 1 group setup or
 * teardown failed" when one did. Written into buf (always terminated). */
void testlib_total_text(const testlib_total *t, char *buf, size_t len);

/* The test groups, each runs with cmocka and returns its failure count. */
/* test_shape.c: 1 when every unit of g holds each value once in vals (all
 * filled) and the twins differ, checked from the rules (rows, columns, the
 * boxes of g's shape, the diagonals when g has them), not from the tables. */
int keeps_every_unit(const geom *g, const uint8_t *vals);

int run_grid_tests(void);
int run_kind_tests(void);
int run_shape_tests(void);
int run_shape_gen_tests(void);
int run_util_tests(void);
int run_io_tests(void);
int run_sat_tests(void);
int run_solve_tests(void);
int run_data_tests(void);
int run_gen_tests(void);
int run_logic_tests(void);
int run_ladder_tests(void);
int run_play_levels_tests(void);
int run_cli_tests(void);
int run_layout_tests(void);
int run_settings_tests(void);
int run_game_tests(void);
int run_save_tests(void);
int run_life_tests(void);
int run_shape_life_tests(void);
int run_shape_cli_tests(void);
int run_history_tests(void);
int run_record_tests(void);
int run_e2e_tests(void);
int run_tui_tests(void);
int run_tui_shape_tests(void);
int run_fuzz_replay_tests(void);
int run_valgrind_tests(void);
int run_assets_tests(void);
int run_code_tests(void);
int run_explain_tests(void);
int run_print_tests(void);
int run_keep_tests(void);
int run_store_tests(void);
int run_batch_tests(void);
int run_golden_tests(void);
int run_summary_tests(void);
int run_selftest_tests(void);
int run_selftest_fixtures_tests(void);

/* memcheck with every error and definite leak fatal (exit 99). */
#define VALGRIND "valgrind -q --error-exitcode=99 --leak-check=full " \
                 "--errors-for-leak-kinds=definite --show-leak-kinds=definite"

/* 1 when this test binary was built with AddressSanitizer. */
#if defined(__SANITIZE_ADDRESS__)
#define SANITIZED 1
#else
#define SANITIZED 0
#endif

#endif
