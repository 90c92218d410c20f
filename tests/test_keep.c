/* test_keep.c - the one way of keeping a file (keep.h): two programs changing
 * one file at once lose nothing, a bad file is moved aside, nothing that is
 * not a file is waited on; best-times and settings go through it. */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "best.h"
#include "keep.h"
#include "keep_tests.h"
#include "tmux.h"
#include "settings.h"

static char folder[512];

static void fresh(void)
{
    char cmd[1200];
    snprintf(folder, sizeof folder, "%s", temp_path("keep"));
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", folder, folder);
    assert_int_equal(system(cmd), 0);
}

static void gone(void)
{
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", folder);
    assert_int_equal(system(cmd), 0);
}

/* A file of one number, counted up by each change. */
static const char *parse_count(const char *name, const char *text, size_t len, void *ctx,
                               char err[IO_ERRLEN])
{
    char *end;
    long n = strtol(text, &end, 10);
    if (end == text || (size_t)(end - text) + 1 != len || *end != '\n') {
        snprintf(err, IO_ERRLEN, "%s:1:1: expected a number", name);
        return err;
    }
    *(long *)ctx = n;
    return NULL;
}
static void reset_count(void *ctx) { *(long *)ctx = 0; }
static int add_one(void *ctx, char err[IO_ERRLEN])
{
    (void)err;
    ++*(long *)ctx;
    return 1;
}
static int write_count(FILE *out, void *ctx)
{
    fprintf(out, "%ld\n", *(long *)ctx);
    return ferror(out) ? -1 : 0;
}
static const keep_ops COUNT = { parse_count, reset_count, add_one, write_count, NULL };

/* A file of numbers, one a line, summed; what salvage keeps of a bad one:
 * the lines that are numbers. */
static long sum_lines(const char *text, size_t len, int strict, int *lines)
{
    long sum = 0;
    *lines = 0;
    for (size_t at = 0; at < len;) {
        const char *nl = memchr(text + at, '\n', len - at);
        size_t end = nl ? (size_t)(nl - text) : len;
        char *stop;
        long v = strtol(text + at, &stop, 10);
        if (stop == text + end && end > at)
            sum += v, ++*lines;
        else if (strict)
            return -1;
        at = end + 1;
    }
    return sum;
}
static const char *parse_sum(const char *name, const char *text, size_t len, void *ctx,
                             char err[IO_ERRLEN])
{
    int lines;
    long sum = sum_lines(text, len, 1, &lines);
    if (sum < 0) {
        snprintf(err, IO_ERRLEN, "%s:1:1: expected numbers", name);
        return err;
    }
    *(long *)ctx = sum;
    return NULL;
}
static int salvage_sum(const char *name, const char *text, size_t len, void *ctx)
{
    (void)name;
    int lines;
    *(long *)ctx = sum_lines(text, len, 0, &lines);
    return lines;
}
static int no_change(void *ctx, char err[IO_ERRLEN])
{
    (void)ctx, (void)err;
    return 0;
}
static const keep_ops SUM = { parse_sum, reset_count, no_change, write_count, salvage_sum };

static void count_body(int who, int round, const char *path)
{
    (void)who, (void)round;
    long n = 0;
    char note[IO_ERRLEN];
    if (keep_update(path, &COUNT, &n, note) != 1 || note[0]) {
        fprintf(stderr, "keep_update: %s\n", note);
        _exit(1);
    }
}

/* Two programs counting up one file 300 times each: 600, no change lost. */
static void test_two_programs_lose_nothing(void **state)
{
    (void)state;
    fresh();
    char path[600];
    snprintf(path, sizeof path, "%s/sub/count", folder);
    test_race(count_body, path, 300);
    char *text = read_text(path);
    assert_string_equal(text, "600\n");
    free(text);
    gone();
}

/* Round r of program who: a category of its own (who's grid count, one of
 * the 4 sizes and 7 levels), each written once, so a record lost to the
 * other program's write is never written again. */
static const level_id LEVELS[] = { LEVEL_EASY, LEVEL_MEDIUM, LEVEL_HARD, LEVEL_FIENDISH,
                                    LEVEL_BEYOND, LEVEL_MAXIMAL, LEVEL_UNKNOWN };
#define NLEVELS (int)(sizeof LEVELS / sizeof *LEVELS)

static void best_body(int who, int round, const char *path)
{
    char note[IO_ERRLEN];
    int rc = best_record(path, SQUARE(2 + round % 4, 1 + who), LEVELS[round / 4],
                         100 + round + 1000 * who, NULL, NULL, 0, NULL, note);
    if (rc != 1 || note[0]) {
        fprintf(stderr, "best_record: %d %s\n", rc, note);
        _exit(1);
    }
}

/* Two games finishing at once, again and again: every record kept, no
 * write fails. */
static void test_best_times_race(void **state)
{
    (void)state;
    fresh();
    char path[600];
    snprintf(path, sizeof path, "%s/best-times", folder);
    for (int again = 0; again < 10; again++) {
        unlink(path);
        test_race(best_body, path, 4 * NLEVELS);
        for (int who = 0; who < 2; who++)
            for (int r = 0; r < 4 * NLEVELS; r++)
                assert_true(best_get(path, SQUARE(2 + r % 4, 1 + who), LEVELS[r / 4]) ==
                            100 + r + 1000 * who);
    }
    gone();
}

/* What cannot be read is moved aside with a message naming it; a FIFO is
 * never waited on; the change is made on a new file. */
static void test_bad_and_not_files(void **state)
{
    (void)state;
    fresh();
    char path[600], note[IO_ERRLEN], cmd[2400];
    snprintf(path, sizeof path, "%s/count", folder);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("x\n", f);
    fclose(f);
    long n = 0;
    assert_int_equal(keep_update(path, &COUNT, &n, note), 1);
    assert_non_null(strstr(note, "count:1:1: expected a number"));
    assert_non_null(strstr(note, "moved it aside to count.bad-"));
    assert_int_equal(n, 1);
    snprintf(cmd, sizeof cmd, "cat '%s'/count.bad-*", folder);
    char *out;
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    assert_string_equal(out, "x\n");
    free(out);
    /* a FIFO, then a folder, in its place */
    snprintf(cmd, sizeof cmd, "rm -f '%s'/count* && mkfifo '%s'", folder, path);
    assert_int_equal(system(cmd), 0);
    alarm(20);
    n = 0;
    assert_int_equal(keep_read(path, &COUNT, &n, note), KEEP_NOT_FILE);
    assert_non_null(strstr(note, "FIFO"));
    assert_int_equal(keep_update(path, &COUNT, &n, note), 1);
    alarm(0);
    assert_non_null(strstr(note, "is a FIFO"));
    assert_non_null(strstr(note, "moved it aside"));
    snprintf(cmd, sizeof cmd, "rm -f '%s'/count* && mkdir '%s'", folder, path);
    assert_int_equal(system(cmd), 0);
    n = 0;
    assert_int_equal(keep_update(path, &COUNT, &n, note), 1);
    assert_non_null(strstr(note, "is a directory"));
    char *text = read_text(path);
    assert_string_equal(text, "1\n");
    free(text);
    /* a lock file that is not a file: refused in one sentence, nothing written */
    char lock[700];
    assert_null(keep_lock_path(path, lock, sizeof lock, note));
    snprintf(cmd, sizeof cmd, "rm -rf '%s'/count* '%s' && ln -s nowhere '%s'", folder, lock,
             lock);
    assert_int_equal(system(cmd), 0);
    assert_int_equal(keep_update(path, &COUNT, &n, note), -1);
    assert_non_null(strstr(note, "symbolic link"));
    assert_int_equal(access(path, F_OK), -1);
    gone();
}

/* A bad file whose owner can salvage it: moved aside whole, and what was
 * kept written back even by an update that changes nothing. */
static void test_salvage_written_back(void **state)
{
    (void)state;
    fresh();
    char path[600], note[IO_ERRLEN], cmd[1400];
    snprintf(path, sizeof path, "%s/sum", folder);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("3\nx\n4\n", f);
    fclose(f);
    long n = 0;
    assert_int_equal(keep_read(path, &SUM, &n, note), KEEP_BAD);
    assert_int_equal(n, 7); /* the reader sees what can be kept */
    n = 0;
    assert_int_equal(keep_update(path, &SUM, &n, note), 1);
    assert_non_null(strstr(note, "sum:1:1: expected numbers"));
    assert_non_null(strstr(note, "moved it aside to sum.bad-"));
    assert_non_null(strstr(note, "and kept the 2 lines of it that could be read"));
    char *text = read_text(path);
    assert_string_equal(text, "7\n");
    free(text);
    snprintf(cmd, sizeof cmd, "cat '%s'/sum.bad-*", folder);
    char *out;
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    assert_string_equal(out, "3\nx\n4\n"); /* the bad file whole */
    free(out);
    assert_int_equal(keep_update(path, &SUM, &n, note), 0); /* good now: no write */
    assert_string_equal(note, "");
    gone();
}

/* The settings file: garbage is moved aside with a message, never silently
 * overwritten; a FIFO there never freezes the menu. */
static void test_settings_kept(void **state)
{
    (void)state;
    fresh();
    char *old = env_swap("XDG_CONFIG_HOME", folder);
    char path[700], note[IO_ERRLEN], cmd[2200];
    snprintf(path, sizeof path, "%s/sudokupair-tui/settings", folder);
    snprintf(cmd, sizeof cmd, "mkdir -p '%s/sudokupair-tui' && head -c 40 /dev/zero > '%s'",
             folder, path);
    assert_int_equal(system(cmd), 0);
    puzzle_kind mine = kind_square(4, 2, LEVEL_HARD, KIND_SYM_DEFAULT), d = settings_default(), s = settings_load();
    assert_memory_equal(&s, &d, sizeof s);
    assert_non_null(settings_save(&mine, note));
    assert_non_null(strstr(note, "a NUL byte"));
    assert_non_null(strstr(note, "moved it aside to settings.bad-"));
    s = settings_load();
    assert_memory_equal(&s, &mine, sizeof s);
    assert_null(settings_save(&mine, note)); /* unchanged: nothing to tell */
    snprintf(cmd, sizeof cmd, "rm -f '%s'* && mkfifo '%s'", path, path);
    assert_int_equal(system(cmd), 0);
    alarm(20);
    s = settings_load();
    assert_memory_equal(&s, &d, sizeof s);
    assert_non_null(settings_save(&mine, note));
    alarm(0);
    assert_non_null(strstr(note, "FIFO"));
    s = settings_load();
    assert_memory_equal(&s, &mine, sizeof s);
    env_restore("XDG_CONFIG_HOME", old);
    gone();
}

int run_keep_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_programs_lose_nothing),
        cmocka_unit_test(test_best_times_race),
        cmocka_unit_test(test_bad_and_not_files),
        cmocka_unit_test(test_salvage_written_back),
        cmocka_unit_test(test_settings_kept),
        cmocka_unit_test(test_keep_files),
        cmocka_unit_test(test_keep_open_read),
        cmocka_unit_test(test_keep_batch),
        cmocka_unit_test(test_keep_atomic_write),
        cmocka_unit_test(test_keep_write_by_type),
        cmocka_unit_test(test_keep_write_not_stdout),
        cmocka_unit_test(test_keep_fault_sweep),
        cmocka_unit_test_setup_teardown(test_keep_finish_waits_in_sight, tm_group_setup,
                                        tm_group_teardown),
        cmocka_unit_test_setup_teardown(test_keep_computer_end_held, tm_group_setup,
                                        tm_group_teardown),
        cmocka_unit_test_setup_teardown(test_keep_full_disk, tm_group_setup,
                                        tm_group_teardown),
        cmocka_unit_test_setup_teardown(test_keep_autosave_full_disk, tm_group_setup,
                                        tm_group_teardown),
    };
    return cmocka_run_group_tests_name("keep", tests, NULL, NULL);
}
