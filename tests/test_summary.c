/* test_summary.c - the line that ends make test: groups and tests totalled,
 * failures and skips told truly, the exit status non-zero on a failure. The
 * summary group runs this test binary again on the selftest groups, which
 * pass, fail and skip on purpose (and run only when TEST_GROUPS names them),
 * and reads what it says. */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void selftest_passes(void **state)
{
    (void)state;
    assert_int_equal(1 + 1, 2);
}

static void selftest_fails(void **state)
{
    (void)state;
    fail_msg("fails on purpose (the summary group counts it)");
}

static void selftest_skips(void **state)
{
    (void)state;
    skip();
}

static int failing_setup(void **state)
{
    (void)state;
    return -1;
}

static int failing_teardown(void **state)
{
    (void)state;
    return -1;
}

int run_selftest_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(selftest_passes),
        cmocka_unit_test(selftest_fails),
        cmocka_unit_test(selftest_skips),
    };
    return cmocka_run_group_tests_name("selftest", tests, NULL, NULL);
}

/* Groups whose fixtures fail: the tests of a failed setup never run. */
int run_selftest_fixtures_tests(void)
{
    const struct CMUnitTest unset[] = {
        cmocka_unit_test(selftest_passes),
        cmocka_unit_test(selftest_passes),
    };
    const struct CMUnitTest untorn[] = {
        cmocka_unit_test(selftest_passes),
    };
    return cmocka_run_group_tests_name("selftest: setup fails", unset, failing_setup, NULL) +
           cmocka_run_group_tests_name("selftest: teardown fails", untorn, NULL,
                                       failing_teardown);
}

/* Runs this test binary with TEST_GROUPS=groups and the filter; returns
 * its exit status, *last its last line of stdout (free it). */
static int run_selftest(const char *groups, const char *filter, char **last)
{
    char self[512], cmd[1200], *out;
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    assert_true(n > 0);
    self[n] = '\0';
    snprintf(cmd, sizeof cmd, "TEST_GROUPS=%s TEST_FILTER='%s' '%s'", groups, filter, self);
    int status = run_cmd(cmd, &out, NULL);
    size_t len = strlen(out);
    assert_true(len > 0 && out[len - 1] == '\n');
    out[len - 1] = '\0';
    char *nl = strrchr(out, '\n');
    *last = strdup(nl ? nl + 1 : out);
    free(out);
    return status;
}

static void test_total_line(void **state)
{
    (void)state;
    char *last;
    /* a pass, a failure and a skip */
    assert_int_equal(run_selftest("selftest", "", &last), 1);
    assert_string_equal(last, "[  TOTAL   ] 1 group, 3 tests: 1 passed, 1 failed, 1 skipped");
    free(last);
    /* every group of the selftest: 6 tests, the two of the failed setup never ran */
    assert_int_equal(run_selftest("selftest,selftest_fixtures", "", &last), 1);
    assert_string_equal(last, "[  TOTAL   ] 3 groups, 6 tests: 2 passed, 3 failed, 1 skipped, "
                              "2 group setups or teardowns failed");
    free(last);
    /* a teardown's failure alone fails the run */
    assert_int_equal(run_selftest("selftest,selftest_fixtures", "selftest_passes", &last), 1);
    assert_string_equal(last, "[  TOTAL   ] 3 groups, 4 tests: 2 passed, 2 failed, 0 skipped, "
                              "2 group setups or teardowns failed");
    free(last);
    /* one failure alone fails the run */
    assert_int_equal(run_selftest("selftest", "selftest_fails", &last), 1);
    assert_string_equal(last, "[  TOTAL   ] 1 group, 1 test: 0 passed, 1 failed, 0 skipped");
    free(last);
    /* a skip is no failure */
    assert_int_equal(run_selftest("selftest", "selftest_skips", &last), 0);
    assert_string_equal(last, "[  TOTAL   ] 1 group, 1 test: 0 passed, 0 failed, 1 skipped");
    free(last);
}

static void test_total_text(void **state)
{
    (void)state;
    char line[128];
    testlib_total t = { 31, 412, 410, 0, 2, 0 };
    testlib_total_text(&t, line, sizeof line);
    assert_string_equal(line, "[  TOTAL   ] 31 groups, 412 tests: 410 passed, 0 failed, 2 skipped");
    t.fixtures = 1;
    testlib_total_text(&t, line, sizeof line);
    assert_string_equal(line, "[  TOTAL   ] 31 groups, 412 tests: 410 passed, 0 failed, 2 skipped, "
                              "1 group setup or teardown failed");
    testlib_total_text(&t, line, 20);
    assert_string_equal(line, "[  TOTAL   ] 31 gro");
}

int run_summary_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_total_line),
        cmocka_unit_test(test_total_text),
    };
    return cmocka_run_group_tests_name("summary", tests, NULL, NULL);
}
