/* test_data.c - the peers' puzzle files solve to their shipped answers. */
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sat.h"

/* Solves a pair file; returns the count answer and the solution (free it). */
static sat_answer solve_file(const char *name, geom **gout, uint8_t **puzzle, uint8_t **sol)
{
    char path[256];
    snprintf(path, sizeof path, DATA "/pairs/%s", name);
    int k;
    *puzzle = read_csv(path, 2, &k);
    geom *g = geom_new(k, 2);
    sat *s = sat_new(g);
    *sol = malloc((size_t)g->ncells);
    sat_answer a = sat_count(s, *puzzle, *sol);
    sat_free(s);
    *gout = g;
    return a;
}

static void expect_answer(const char *name, const char *answer, int pretty)
{
    geom *g;
    uint8_t *puzzle, *sol;
    assert_int_equal(solve_file(name, &g, &puzzle, &sol), SAT_UNIQUE);
    char path[256];
    snprintf(path, sizeof path, DATA "/pairs/%s", answer);
    int k;
    uint8_t *expect = pretty ? read_pretty(path, g->ncells) : read_csv(path, 2, &k);
    assert_memory_equal(sol, expect, (size_t)g->ncells);
    assert_true(agrees(g, puzzle, sol));
    free(expect);
    free(puzzle);
    free(sol);
    geom_free(g);
}

static void test_unique_files(void **state)
{
    (void)state;
    expect_answer("soham-k2.csv", "soham-k2.out.txt", 1);
    expect_answer("soham-k2b.csv", "soham-k2b.out.txt", 1);
    expect_answer("soham-k3.csv", "soham-k3.out.txt", 1);
    expect_answer("soham-k3b.csv", "soham-k3b.out.txt", 1);
    expect_answer("soham-k4.csv", "soham-k4.out.txt", 1);
    expect_answer("jaya-k3.csv", "jaya-k3.sol.csv", 0);
    expect_answer("jaya-k4.csv", "jaya-k4.sol.csv", 0);
    expect_answer("jaya-k5.csv", "jaya-k5.sol.csv", 0);
    expect_answer("udit-test1.csv", "udit-test1.out.csv", 0);
    expect_answer("udit-test2.csv", "udit-test2.out.csv", 0);
    expect_answer("udit-test4.csv", "udit-test4.out.csv", 0);
    expect_answer("udit-test5.csv", "udit-test5.out.csv", 0);
    expect_answer("tejas-test2_16x16.csv", "tejas-test2_16x16.sol.csv", 0);
}

static void test_several_solutions(void **state)
{
    (void)state;
    const char *names[] = { "tejas-test1_16x16.csv", "tejas-test1_9x9.csv", "tejas-test2_9x9.csv",
                            "tejas-test3_9x9.csv", "vartika-input_5-kheader.csv" };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        geom *g;
        uint8_t *puzzle, *sol;
        assert_int_equal(solve_file(names[i], &g, &puzzle, &sol), SAT_MULTIPLE);
        assert_true(grid_is_solution(g, sol));
        assert_true(agrees(g, puzzle, sol));
        free(puzzle);
        free(sol);
        geom_free(g);
    }
}

static void test_no_solution(void **state)
{
    (void)state;
    const char *names[] = { "jaya-k3-nosolution.csv", "jaya-k4-nosolution.csv", "udit-test3.csv",
                            "udit-test6.csv", "tejas-test_UNSAT_9x9.csv",
                            "tejas-test_UNSAT_16x16.csv", "vartika-input_3-kheader.csv" };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        geom *g;
        uint8_t *puzzle, *sol;
        if (solve_file(names[i], &g, &puzzle, &sol) != SAT_NONE)
            fail_msg("%s has a solution", names[i]);
        free(puzzle);
        free(sol);
        geom_free(g);
    }
}

int run_data_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_unique_files),
        cmocka_unit_test(test_several_solutions),
        cmocka_unit_test(test_no_solution),
    };
    return cmocka_run_group_tests_name("data", tests, NULL, NULL);
}
