/* test_assets.c - the example puzzles shipped in assets/ are unique and
 * maximal; README.md stays a front page. */
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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

/* README.md is a front page read in a minute: at most 300 lines, its quick
 * start the two commands, and every file it links to there. */
static void test_readme_front_page(void **state)
{
    (void)state;
    char *text = read_text("README.md");
    int lines = 0;
    for (const char *p = text; *p; p++)
        lines += *p == '\n';
    assert_true(lines <= 300);
    const char *quick = strstr(text, "## Quick start");
    assert_non_null(quick);
    assert_non_null(strstr(quick, "make play "));
    assert_non_null(strstr(quick, "make test "));
    for (const char *p = text; (p = strstr(p, "](")) != NULL; p += 2) {
        char target[256];
        if (sscanf(p + 2, "%255[^)]", target) == 1 && !strstr(target, "://"))
            assert_int_equal(access(target, F_OK), 0);
    }
    free(text);
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
    const struct CMUnitTest tests[] = { cmocka_unit_test(test_examples),
                                        cmocka_unit_test(test_readme_front_page) };
    return cmocka_run_group_tests_name("assets", tests, NULL, NULL);
}
