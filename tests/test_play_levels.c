/* test_play_levels.c - the level asked for on the game's command line, seen
 * in the title line, and hints that name their technique, in a real terminal
 * (tmux, 80x24). */
#include "testlib.h"

#include <stdlib.h>
#include <string.h>

#include "tmux.h"

static int setup(void **state)
{
    (void)state;
    tm_setup();
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    tm_teardown();
    return 0;
}

/* A hint on screen that is a step of the ladder: "Hint: Technique: ...". */
static int shows_ladder_hint(const char *s, const void *arg)
{
    (void)arg;
    const char *h = strstr(s, "Hint: ");
    return h && (strncmp(h + 6, "Naked single: ", 14) == 0 ||
                 strncmp(h + 6, "Hidden single: ", 15) == 0 ||
                 strncmp(h + 6, "Pointing: ", 10) == 0 || strncmp(h + 6, "Claiming: ", 10) == 0);
}

static void test_difficulty_on_the_command_line(void **state)
{
    (void)state;
    tm_start(80, 24, "", "--new --k 3 --difficulty medium --seed 3");
    char *s = tm_wait_for("k=3  9x9  medium  seed 3  givens ");
    free(s);
    tm_keys("t");
    free(tm_wait_until(shows_ladder_hint, NULL, "a hint that names its technique", 30));
    tm_keys("q");
    free(tm_wait_for("(y/n)"));
    tm_keys("y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
    /* an easy 16x16 pair in 80x24: the level shows in the title */
    tm_start(80, 24, "", "--new --k 4 --difficulty easy --seed 2");
    free(tm_wait_for("easy  seed 2"));
    tm_keys("t");
    free(tm_wait_until(shows_ladder_hint, NULL, "a hint that names its technique", 30));
    tm_keys("q");
    free(tm_wait_for("(y/n)"));
    tm_keys("y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
}

int run_play_levels_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_difficulty_on_the_command_line),
    };
    return cmocka_run_group_tests_name("play levels (tmux)", tests, setup, teardown);
}
