/* test_assets.c - the example puzzles shipped in assets/ are unique and maximal. */
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>

#include "sat.h"

static void check_file(const char *name, int ngrids)
{
    char path[256];
    snprintf(path, sizeof path, "assets/examples/%s", name);
    int k;
    uint8_t *puzzle = read_csv(path, ngrids, &k);
    geom *g = geom_new(k, ngrids);
    uint8_t *sol = malloc((size_t)g->ncells);
    sat *s = sat_new(g);
    assert_int_equal(sat_count(s, puzzle, sol), SAT_UNIQUE);
    sat_free(s);
    check_unique_and_maximal(g, puzzle, sol);
    free(sol);
    free(puzzle);
    geom_free(g);
}

static void test_examples(void **state)
{
    (void)state;
    check_file("pair-k2.csv", 2);
    check_file("pair-k3.csv", 2);
    check_file("pair-k4.csv", 2);
    check_file("pair-k5.csv", 2);
    check_file("single-k3.csv", 1);
    check_file("single-k4.csv", 1);
}

int run_assets_tests(void)
{
    const struct CMUnitTest tests[] = { cmocka_unit_test(test_examples) };
    return cmocka_run_group_tests_name("assets", tests, NULL, NULL);
}
