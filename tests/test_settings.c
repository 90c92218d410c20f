/* test_settings.c - the last new-game choice kept in the configuration
 * folder (settings.h), without a terminal; moved there from beside the
 * saves. */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "settings.h"

static void test_parse_and_format(void **state)
{
    (void)state;
    puzzle_kind d = settings_default();
    assert_int_equal(kind_k(&d), 3);
    assert_int_equal(d.ngrids, 2);
    assert_int_equal(d.level, LEVEL_EASY);
    assert_int_equal(d.symmetry, KIND_SYM_DEFAULT);
    puzzle_kind s = kind_square(4, 1, LEVEL_HARD, KIND_SYM_MIRROR);
    char buf[128];
    settings_format(&s, buf, sizeof buf);
    assert_string_equal(buf, "k 4\ngrids 1\nlevel hard\nsymmetry mirror\n");
    puzzle_kind t;
    char err[IO_ERRLEN];
    assert_null(settings_parse("settings", buf, strlen(buf), &t, err));
    assert_memory_equal(&s, &t, sizeof s);
    /* boxes of another shape and the diagonals */
    puzzle_kind x = { 2, 3, 2, 1, LEVEL_EASY, KIND_SYM_MIRROR };
    settings_format(&x, buf, sizeof buf);
    assert_string_equal(buf, "box 2x3\ngrids 2\ndiagonals 1\nlevel easy\nsymmetry mirror\n");
    assert_null(settings_parse("settings", buf, strlen(buf), &t, err));
    assert_memory_equal(&x, &t, sizeof x);
    assert_non_null(settings_parse("settings", "box 5x6\n", 8, &t, err));
    assert_non_null(strstr(err, "settings:1:5: expected boxes RxC of a grid the game plays"));
    /* a newer version's key is skipped; blank lines too */
    const char *newer = "k 5\n\ncolour red\ngrids 2\n";
    assert_null(settings_parse("settings", newer, strlen(newer), &t, err));
    assert_int_equal(kind_k(&t), 5);
    /* strict: every bad line named by line and column, the defaults given */
    static const struct { const char *text, *msg; } bad[] = {
        { "k 9\n", "settings:1:3: expected a box size from 2 to 5" },
        { "k 3\ngrids 1 2\n", "settings:2:8: expected a value of letters and digits" },
        { "k 3\nlevel beyond\n", "settings:2:7: expected a level a player can ask for" },
        { "symmetry spiral\n", "settings:1:10: expected a symmetry" },
        { "k\n", "settings:1:2: expected one space and a value" },
        { "K 3\n", "settings:1:1: expected a setting's name (small letters)" },
        { "k 3\n\0\0\0", "settings:2:1: a NUL byte: not a settings file" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        size_t len = strlen(bad[i].text) + (strstr(bad[i].msg, "NUL") ? 3 : 0);
        assert_non_null(settings_parse("settings", bad[i].text, len, &t, err));
        assert_non_null(strstr(err, bad[i].msg));
        assert_int_equal(kind_k(&t), 3);
    }
}

static void test_load_and_save(void **state)
{
    (void)state;
    char home[512], cmd[600];
    snprintf(home, sizeof home, "%s", temp_path("settings-xdg"));
    char *old = env_swap("XDG_CONFIG_HOME", home);
    puzzle_kind s = settings_load(); /* nothing there: the defaults */
    puzzle_kind d = settings_default();
    assert_memory_equal(&s, &d, sizeof s);
    puzzle_kind mine = kind_square(2, 1, LEVEL_MEDIUM, KIND_SYM_ROTATE4);
    char err[IO_ERRLEN];
    assert_null(settings_save(&mine, err)); /* makes the folder */
    s = settings_load();
    assert_memory_equal(&s, &mine, sizeof s);
    snprintf(cmd, sizeof cmd, "grep -qx 'level medium' %s/sudokupair-tui/settings", home);
    assert_int_equal(system(cmd), 0);
    snprintf(cmd, sizeof cmd, "rm -rf %s", home);
    assert_int_equal(system(cmd), 0);
    env_restore("XDG_CONFIG_HOME", old);
}

/* Settings of a version that kept them beside the saves: read once there,
 * then moved to the configuration folder (the old file gone); a bad old
 * file is left where it is and gives the defaults; a new file wins. */
static void test_moved_from_data(void **state)
{
    (void)state;
    char data[512], config[512], path[700], cmd[2400];
    snprintf(data, sizeof data, "%s", temp_path("settings-data"));
    snprintf(config, sizeof config, "%s", temp_path("settings-config"));
    char *old_data = env_swap("XDG_DATA_HOME", data), *old_config = env_swap("XDG_CONFIG_HOME",
                                                                             config);
    snprintf(path, sizeof path, "%s/sudokupair-tui/settings", data);
    snprintf(cmd, sizeof cmd, "rm -rf '%s' '%s' && mkdir -p '%s/sudokupair-tui' && printf "
             "'k 4\ngrids 1\nlevel hard\n' > '%s'", data, config, data, path);
    assert_int_equal(system(cmd), 0);
    puzzle_kind want = kind_square(4, 1, LEVEL_HARD, KIND_SYM_DEFAULT), s = settings_load();
    assert_memory_equal(&s, &want, sizeof s);
    assert_int_equal(access(path, F_OK), -1); /* moved */
    snprintf(path, sizeof path, "%s/sudokupair-tui/settings", config);
    char *text = read_text(path);
    assert_string_equal(text, "k 4\ngrids 1\nlevel hard\nsymmetry default\n");
    free(text);
    s = settings_load(); /* from the new place now */
    assert_memory_equal(&s, &want, sizeof s);
    /* an old file that cannot be read stays, and is not moved */
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && printf 'k 9\n' > '%s/sudokupair-tui/settings'",
             config, data);
    assert_int_equal(system(cmd), 0);
    puzzle_kind d = settings_default();
    s = settings_load();
    assert_memory_equal(&s, &d, sizeof s);
    snprintf(path, sizeof path, "%s/sudokupair-tui/settings", data);
    assert_int_equal(access(path, F_OK), 0);
    snprintf(path, sizeof path, "%s/sudokupair-tui", config);
    assert_int_equal(access(path, F_OK), -1);
    snprintf(cmd, sizeof cmd, "rm -rf '%s' '%s'", data, config);
    assert_int_equal(system(cmd), 0);
    env_restore("XDG_DATA_HOME", old_data);
    env_restore("XDG_CONFIG_HOME", old_config);
}

int run_settings_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_and_format),
        cmocka_unit_test(test_load_and_save),
        cmocka_unit_test(test_moved_from_data),
    };
    return cmocka_run_group_tests_name("settings", tests, NULL, NULL);
}
