/* test_valgrind.c - the command-line jobs under valgrind's memcheck: no
 * errors and no definite leaks. (The game's turn is in test_e2e.c.) */
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int setup(void **state)
{
    (void)state;
    return 0;
}

static void memcheck(const char *args, int expect_rc)
{
    char cmd[2048], *err;
    snprintf(cmd, sizeof cmd, VALGRIND " %s %s >/dev/null", bin_path(), args);
    int rc = run_cmd(cmd, NULL, &err);
    if (rc != expect_rc)
        fail_msg("valgrind on '%s': exit %d (expected %d):\n%s", args, rc, expect_rc, err);
    free(err);
}

static void test_jobs_under_valgrind(void **state)
{
    (void)state;
    if (SANITIZED || run_cmd("valgrind --version", NULL, NULL) != 0)
        skip();
    const char *sol = temp_path("vg.csv");
    char args[700];
    snprintf(args, sizeof args, "--k 3 --generate --seed 1 --solution %s", sol);
    memcheck(args, 0);
    memcheck("--k 2 --single --generate --seed 2", 0);
    memcheck("--k 3 --generate --strategy naive --seed 3", 0);
    memcheck("--solve " DATA "/pairs/jaya-k4.csv", 0);
    memcheck("--solve " DATA "/pairs/udit-test6.csv", 1);
    memcheck("--count " DATA "/pairs/soham-k3.csv", 0);
    memcheck("--dimacs " DATA "/pairs/udit-test1.csv", 0);
    memcheck("--single --solve " DATA "/singles/hardest.txt", 0);
    memcheck("--solve " DATA "/singles/hardest.txt", 2); /* bad input: a message */
    memcheck("--k 9", 2);
    remove(sol);
}

int run_valgrind_tests(void)
{
    const struct CMUnitTest tests[] = { cmocka_unit_test(test_jobs_under_valgrind) };
    return cmocka_run_group_tests_name("valgrind", tests, setup, NULL);
}
