/* test_explain.c - the solving path in words: every level, guesses, grids,
 * the grade it adds up to, and a 25x25 pair in time. */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explain.h"
#include "gen.h"
#include "solve.h"
#include "util.h"

/* Explains puzzle into a string (free it); rep gets the grade of the path. */
static char *explain_text(const geom *g, const uint8_t *puzzle, const uint8_t *sol, int grids,
                          ladder_report *rep)
{
    char *text;
    size_t len;
    FILE *out = open_memstream(&text, &len);
    assert_non_null(out);
    assert_int_equal(explain_write(out, g, puzzle, sol, grids, rep), 0);
    fclose(out);
    return text;
}

/* The steps are numbered 1, 2, ... one a line; the placements (singles and
 * guesses) fill exactly the empty cells; the grade lines end it and agree with
 * ladder_grade's level. Returns the number of steps. */
static int check_path(const geom *g, const uint8_t *puzzle, const uint8_t *sol,
                      const char *text, const ladder_report *rep)
{
    int number = 0, guesses = 0;
    for (const char *line = text; *line; line = strchr(line, '\n') + 1) {
        /* a step: "N. Technique: ..." (a grid row may begin "1. ..") */
        int n, used = 0;
        if (line[0] >= '0' && line[0] <= '9' && sscanf(line, "%d. %n", &n, &used) == 1 && used > 0 && line[used - 1] == ' ' &&
            line[used - 2] == '.') {
            assert_int_equal(n, ++number);
            guesses += strstr(line, "Stuck: no technique of the ladder applies; guess: ") ==
                       line + used;
        }
        if (!strchr(line, '\n'))
            break;
    }
    assert_int_equal(guesses, rep->guesses);
    int empties = g->ncells - grid_count_filled(g, puzzle);
    assert_int_equal(rep->steps[TECH_NAKED_SINGLE] + rep->steps[TECH_HIDDEN_SINGLE] + guesses,
                     empties);
    assert_true(rep->solved);
    ladder_report graded;
    ladder_grade(g, puzzle, sol, &graded);
    assert_int_equal(rep->level, graded.level);
    char want[64];
    snprintf(want, sizeof want, "\n\nlevel: %s\nhardest: ", level_name(rep->level));
    assert_non_null(strstr(text, want));
    return number;
}

static void test_every_level(void **state)
{
    (void)state;
    for (int ngrids = 1; ngrids <= 2; ngrids++) {
        geom *g = geom_new(3, ngrids);
        uint8_t *puzzle = malloc((size_t)g->ncells), *sol = malloc((size_t)g->ncells);
        for (int level = LEVEL_EASY; level <= LEVEL_FIENDISH; level++) {
            gen_stats st;
            gen_puzzle(g, &(gen_params){ 7, GEN_FAST, level, 0, KIND_SYM_DEFAULT }, NULL, NULL, puzzle, sol, &st);
            ladder_report rep;
            char *text = explain_text(g, puzzle, sol, 0, &rep);
            check_path(g, puzzle, sol, text, &rep);
            assert_int_equal(rep.level, st.level);
            assert_int_equal(rep.guesses, 0);
            assert_null(strstr(text, "Stuck"));
            free(text);
        }
        free(sol);
        free(puzzle);
        geom_free(g);
    }
}

/* A 25x25 pair that needs guesses: each is named with its cell and the
 * solution's value (how long the path takes is for make bench). */
static void test_guesses(void **state)
{
    (void)state;
    int k;
    uint8_t *puzzle = read_csv("tests/data/pairs/made-k5-guesses.csv", 2, &k);
    geom *g = geom_new(k, 2);
    uint8_t *sol = malloc((size_t)g->ncells);
    assert_int_equal(solve_count(g, puzzle, sol), SOLVE_UNIQUE);
    ladder_report rep;
    char *text = explain_text(g, puzzle, sol, 1, &rep);
    check_path(g, puzzle, sol, text, &rep);
    assert_true(rep.guesses > 0);
    assert_int_equal(rep.level, LEVEL_BEYOND);
    /* every guess names a cell and the solution's value there */
    for (const char *p = text; (p = strstr(p, "guess: ")) != NULL; p++) {
        int r, c;
        char grid, sym;
        assert_int_equal(sscanf(p, "guess: %c r%dc%d = '%c', the cell with fewest candidates",
                                &grid, &r, &c, &sym), 4);
        assert_int_equal(sym, grid_symbol(sol[geom_cell(g, grid - 'A', r - 1, c - 1)]));
    }
    free(text);
    free(sol);
    free(puzzle);
    geom_free(g);
}

/* With grids, the last grids printed are the solution, one line a row. */
static void test_grids(void **state)
{
    (void)state;
    int k;
    uint8_t *puzzle = read_csv("assets/examples/pair-k2.csv", 2, &k);
    geom *g = geom_new(k, 2);
    uint8_t *sol = malloc((size_t)g->ncells);
    assert_int_equal(solve_count(g, puzzle, sol), SOLVE_UNIQUE);
    ladder_report rep;
    char *text = explain_text(g, puzzle, sol, 1, &rep);
    char *solved;
    size_t len;
    FILE *out = open_memstream(&solved, &len);
    explain_write_grids(out, g, sol);
    fclose(out);
    assert_int_equal(len, 4 * strlen("12 34   34 12\n"));
    char *grade = strstr(text, "\n\nlevel: ");
    assert_non_null(grade);
    assert_true(grade + 1 - text >= (long)len);
    assert_memory_equal(grade + 1 - len, solved, len);
    free(solved);
    free(text);
    free(sol);
    free(puzzle);
    geom_free(g);
}

/* The command line: --explain of a file or code, --grids, --single, and a
 * puzzle with no solution or several. */
static void test_command_line(void **state)
{
    (void)state;
    char *out, *err;
    assert_int_equal(run_bin("--explain assets/examples/pair-k3.csv --grids", &out, NULL), 0);
    assert_memory_equal(out, "1. ", 3);
    assert_non_null(strstr(out, "\nlevel: fiendish\nhardest: trial\nguesses: 0\n"));
    assert_non_null(strstr(out, "level: fiendish\nhardest: trial\nguesses: 0\ngivens: 42 of 162\n"));
    assert_non_null(strstr(out, "\n\n816 324 579   789 463 251\n"));
    free(out);
    /* the grade that ends --explain is what --grade prints, line for line,
     * step counts too: both are the one path (ladder_walk) */
    static const char *FILES[] = { "assets/examples/pair-k3.csv", "assets/examples/pair-k4.csv",
                                   "assets/examples/pair-k5.csv", "--single assets/examples/single-k3.csv",
                                   DATA "/pairs/jaya-k4.csv" };
    for (size_t i = 0; i < sizeof FILES / sizeof *FILES; i++) {
        char args[256], *grade;
        const char *file = strchr(FILES[i], ' ') ? strchr(FILES[i], ' ') + 1 : FILES[i];
        snprintf(args, sizeof args, "%.*s--grade %s", (int)(file - FILES[i]), FILES[i], file);
        assert_int_equal(run_bin(args, &grade, NULL), 0);
        snprintf(args, sizeof args, "%.*s--explain %s", (int)(file - FILES[i]), FILES[i], file);
        assert_int_equal(run_bin(args, &out, NULL), 0);
        const char *tail = strstr(out, "\n\nlevel: ");
        assert_non_null(tail);
        if (strcmp(tail + 2, grade) != 0)
            fail_msg("%s: --grade says\n%s--explain ends\n%s", FILES[i], grade, tail + 2);
        assert_non_null(strstr(grade, "steps: naked single: "));
        free(out), free(grade);
    }
    /* a 16x16 pair: every cell a step acts on is named, never "and 4 more" */
    assert_int_equal(run_bin("--explain assets/examples/pair-k4.csv", &out, NULL), 0);
    assert_null(strstr(out, " more"));
    int most = 0; /* the most cells one step names */
    for (const char *line = out; line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
        int names = 0;
        for (const char *p = line; *p && *p != '\n'; p++)
            names += (p[0] == 'A' || p[0] == 'B') && p[1] == ' ' && p[2] == 'r' &&
                     p[3] >= '1' && p[3] <= '9';
        most = names > most ? names : most;
    }
    assert_true(most >= 6);
    free(out);
    assert_int_equal(run_bin("--single --explain assets/examples/single-k3.csv", &out, NULL), 0);
    assert_non_null(strstr(out, "1. "));
    assert_non_null(strstr(out, "\nlevel: "));
    free(out);
    assert_int_equal(run_bin("--explain " DATA "/pairs/udit-test3.csv", &out, &err), 1);
    assert_string_equal(out, "None\n");
    free(out);
    free(err);
    /* a 4x4 pair with no givens has many solutions */
    const char *empty = temp_file("empty.csv", "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,"
                                               "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0\n");
    char args[600];
    snprintf(args, sizeof args, "--explain %s", empty);
    assert_int_equal(run_bin(args, NULL, &err), 1);
    assert_non_null(strstr(err, "only a puzzle with exactly one can be explained"));
    free(err);
    assert_int_equal(run_bin("--grids --solve assets/examples/pair-k3.csv", NULL, &err), 2);
    assert_non_null(strstr(err, "--grids goes with --explain"));
    free(err);
}

int run_explain_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_level),
        cmocka_unit_test(test_guesses),
        cmocka_unit_test(test_grids),
        cmocka_unit_test(test_command_line),
    };
    return cmocka_run_group_tests_name("explain", tests, NULL, NULL);
}
