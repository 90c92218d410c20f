/* test_main.c - runs every test group; cmocka prints each group's summary,
 * and the last line totals them all (groups, tests passed, failed and
 * skipped). TEST_GROUPS="gen,logic" in the environment runs only the named
 * groups (for quick runs while working; make test runs them all);
 * TEST_FILTER="test_zoom*" runs only the tests whose names match (cmocka's
 * pattern). */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testlib.h"

/* 1 when TEST_GROUPS names the group, or is unset and the group runs by
 * default. */
static int wanted(const char *name, int by_default)
{
    const char *only = getenv("TEST_GROUPS");
    if (!only || !*only)
        return by_default;
    size_t len = strlen(name);
    for (const char *p = only; (p = strstr(p, name)) != NULL; p += len)
        if ((p == only || p[-1] == ',') && (p[len] == '\0' || p[len] == ','))
            return 1;
    return 0;
}

#define GROUP(name) (wanted(#name, 1) ? run_##name##_tests() : 0)
/* A group that runs only when TEST_GROUPS names it. */
#define GROUP_NAMED(name) (wanted(#name, 0) ? run_##name##_tests() : 0)

int main(void)
{
    int failed = 0;
    /* the settings of every game a test runs stay in the test's folders */
    setenv("XDG_CONFIG_HOME", temp_path("config"), 1);
    if (getenv("TEST_FILTER") && *getenv("TEST_FILTER"))
        cmocka_set_test_filter(getenv("TEST_FILTER"));
    failed += GROUP(util);
    failed += GROUP(grid);
    failed += GROUP(kind);
    failed += GROUP(io);
    failed += GROUP(code);
    failed += GROUP(logic);
    failed += GROUP(ladder);
    failed += GROUP(explain);
    failed += GROUP(golden);
    failed += GROUP(sat);
    failed += GROUP(solve);
    failed += GROUP(data);
    failed += GROUP(gen);
    failed += GROUP(shape);
    failed += GROUP(shape_gen);
    failed += GROUP(assets);
    failed += GROUP(print);
    failed += GROUP(game);
    failed += GROUP(save);
    failed += GROUP(keep);
    failed += GROUP(store);
    failed += GROUP(batch);
    failed += GROUP(life);
    failed += GROUP(shape_life);
    failed += GROUP(history);
    failed += GROUP(fuzz_replay);
    failed += GROUP(cli);
    failed += GROUP(shape_cli);
    failed += GROUP(layout);
    failed += GROUP(settings);
    failed += GROUP(e2e);
    failed += GROUP(play_levels);
    failed += GROUP(tui);
    failed += GROUP(tui_shape);
    failed += GROUP(record);
    failed += GROUP(valgrind);
    failed += GROUP(summary);
    /* fail on purpose: the summary group's subject */
    failed += GROUP_NAMED(selftest);
    failed += GROUP_NAMED(selftest_fixtures);
    /* the total, last: after every line cmocka wrote to either stream */
    testlib_total total = testlib_totals();
    char line[256];
    testlib_total_text(&total, line, sizeof line);
    fflush(stdout);
    fflush(stderr);
    printf("%s\n", line);
    return failed || total.failed || total.fixtures ? 1 : 0;
}
