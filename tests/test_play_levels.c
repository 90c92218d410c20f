/* test_play_levels.c - the level asked for on the game's command line, seen
 * in the title line, and hints that name their technique, in a real terminal
 * (tmux, 80x24). */
#include "testlib.h"

#include <stdlib.h>
#include <string.h>

#include "tmux.h"

/* A hint on screen that is a step of the ladder: "Hint: Technique: ...". */
static int shows_ladder_hint(const char *s, const void *arg)
{
    (void)arg;
    const char *h = strstr(s, "Hint: ");
    return h && (strncmp(h + 6, "Naked single: ", 14) == 0 ||
                 strncmp(h + 6, "Hidden single: ", 15) == 0 ||
                 strncmp(h + 6, "Pointing: ", 10) == 0 || strncmp(h + 6, "Claiming: ", 10) == 0);
}

/* A hint's first stage: the technique and where, nothing told yet. */
static int shows_ladder_pointer(const char *s, const void *arg)
{
    (void)arg;
    const char *h = strstr(s, "Hint: ");
    return h && strstr(s, "t again tells it.") &&
           (strncmp(h + 6, "Naked single at ", 16) == 0 ||
            strncmp(h + 6, "Hidden single in ", 17) == 0 ||
            strncmp(h + 6, "Pointing in ", 12) == 0 || strncmp(h + 6, "Claiming in ", 12) == 0);
}

/* Starts a game with args, waits for title in the title line, asks for a
 * hint (t points, t again tells), and quits. */
static void hint_in(const char *args, const char *title)
{
    tm_start(80, 24, "", args);
    free(tm_wait_for(title));
    tm_keys("t");
    free(tm_wait_until(shows_ladder_pointer, NULL, "a hint that points at its technique"));
    tm_keys("t");
    free(tm_wait_until(shows_ladder_hint, NULL, "a hint that names its technique"));
    tm_keys("q");
    free(tm_wait_for("(y/n)"));
    tm_keys("y");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
}

static void test_difficulty_on_the_command_line(void **state)
{
    (void)state;
    hint_in("--new --k 3 --difficulty medium --seed 3", "9x9 pair  medium  seed 3  givens ");
    /* an easy 16x16 pair in 80x24: the level shows in the title */
    hint_in("--new --k 4 --difficulty easy --seed 2", "easy  seed 2");
}

int run_play_levels_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_difficulty_on_the_command_line),
    };
    return cmocka_run_group_tests_name("play levels (tmux)", tests, tm_group_setup, tm_group_teardown);
}
