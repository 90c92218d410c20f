/* test_keep_game.c - the game's own kept paths in tmux: a finish, and the
 * end of a game the computer solved, while another program holds the
 * history's lock (the wait is said where the player looks; what could not be
 * kept is said on the shell, with status 2), and a finish and the autosave on
 * a full disk. Part of the keep group (test_keep.c). */
#define _GNU_SOURCE /* F_OFD_SETLK */
#include "testlib.h"
#include "tmux.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "keep_tests.h"
#include "util.h"

/* The game's save folder in tmux (tm_data_home's), made empty. */
static const char *fresh_data(void)
{
    static char dir[600];
    char cmd[1400];
    snprintf(dir, sizeof dir, "%s/sudokupair-tui", tm_data_home());
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", dir, dir);
    assert_int_equal(system(cmd), 0);
    return dir;
}

pid_t keep_test_hold(const char *path, int *release)
{
    int fds[2], ready[2];
    assert_int_equal(pipe(fds), 0);
    assert_int_equal(pipe(ready), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(fds[1]);
        close(ready[0]);
        int fd = open(path, O_RDWR | O_CREAT, 0600);
        struct flock fl = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
        char c = fd >= 0 && fcntl(fd, F_OFD_SETLK, &fl) == 0 ? 'y' : 'n';
        if (write(ready[1], &c, 1) != 1)
            _exit(1);
        while (read(fds[0], &c, 1) > 0)
            ;
        _exit(0);
    }
    close(fds[0]);
    close(ready[1]);
    char c = 0;
    assert_int_equal(read(ready[0], &c, 1), 1);
    assert_int_equal(c, 'y');
    close(ready[0]);
    *release = fds[1];
    return pid;
}

void keep_test_let_go(pid_t holder, int release)
{
    close(release);
    int status;
    assert_int_equal(waitpid(holder, &status, 0), holder);
}

/* Another program that holds the lock of the kept file path until let_go(). */
static pid_t holder;
static int holder_release = -1;

static void hold(const char *path)
{
    char lock[900];
    const char *slash = strrchr(path, '/');
    snprintf(lock, sizeof lock, "%.*s.%s.keep", (int)(slash - path) + 1, path, slash + 1);
    holder = keep_test_hold(lock, &holder_release);
}

static void let_go(void) { keep_test_let_go(holder, holder_release); }

/* The text of file name of the save folder ("" when there is none; free it). */
static char *kept(const char *dir, const char *name)
{
    char path[900];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "r");
    char *text = xcalloc(1, 1 << 16);
    if (f) {
        size_t n = fread(text, 1, (1 << 16) - 1, f);
        text[n] = '\0';
        fclose(f);
    }
    return text;
}

/* The shell's lines as one, the terminal's wraps taken out (in place). */
static void joined(char *s)
{
    char *to = s;
    for (const char *p = s; *p; p++)
        if (*p != '\n')
            *to++ = *p;
    *to = '\0';
}

/* A finish while the history's lock is held: the wait is said in the game's
 * message line; once the lock is free the finish is kept and boxed. */
void test_keep_finish_waits_in_sight(void **state)
{
    (void)state;
    const char *dir = fresh_data();
    char seq[2048], path[900];
    k2_fill_keys(seq);
    snprintf(path, sizeof path, "%s/history", dir);
    tm_start(80, 24, "", "--load " DATA "/pairs/udit-test1.csv");
    free(tm_wait_for("Cell A r1c1"));
    hold(path);
    tm_keys(seq);
    free(tm_wait_for("Waiting for another sudokupair-tui to finish with history..."));
    let_go();
    free(tm_wait_for("Enter the board"));
    char *h = kept(dir, "history");
    assert_non_null(strstr(h, " hand - sp2-"));
    free(h);
    tm_keys("q");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
}

/* Quitting a game the computer solved while the history's lock is held:
 * the wait is said on the shell at once; let go, the end is kept (status
 * 0); held past the wait, what could not be kept is said (status 2). */
void test_keep_computer_end_held(void **state)
{
    (void)state;
    const char *dir = fresh_data();
    char path[900];
    snprintf(path, sizeof path, "%s/history", dir);
    for (int held = 0; held < 2; held++) {
        tm_start(80, 24, "", "--load " DATA "/pairs/udit-test1.csv");
        free(tm_wait_for("Cell A r1c1"));
        tm_keys("s");
        free(tm_wait_for("Show the solution? (y/n)"));
        tm_keys("y");
        free(tm_wait_for("Solved by the computer"));
        hold(path);
        tm_keys("q");
        char *s = tm_unwrap(tm_wait_for("waiting for another sudokupair-tui"));
        assert_non_null(strstr(s, "sudokupair-tui: waiting for another sudokupair-tui to "
                                  "finish with history..."));
        free(s);
        if (!held) {
            let_go();
            free(tm_wait_for("EXIT=0"));
            char *h = kept(dir, "history");
            assert_non_null(strstr(h, " computer - sp2-"));
            free(h);
        } else {
            s = tm_wait_for("EXIT=2"); /* after the program's own wait */
            let_go();
            joined(s);
            assert_non_null(strstr(s, "sudokupair-tui: The end of a game (computer) could not "
                                      "be kept in the history: "));
            if (!strstr(s, "another program has held its lock for 10 s."))
                fail_msg("the shell says:\n%s", s);
            free(s);
        }
        tm_stop();
    }
}

/* A full disk (no byte may be written): the autosave says it could not
 * save, a finish by hand says its history could not be kept, and the shell
 * is told, with status 2. */
void test_keep_full_disk(void **state)
{
    (void)state;
    fresh_data();
    char seq[2048];
    k2_fill_keys(seq);
    tm_start_in(80, 24, "ulimit -f 0;", NULL, "", "--load " DATA "/pairs/udit-test1.csv");
    free(tm_wait_for("Cell A r1c1"));
    tm_keys(seq);
    free(tm_wait_for("Enter the board"));
    char *s = tm_unwrap(tm_wait_for("(The history could not be kept.)"));
    free(s);
    tm_keys("q");
    s = tm_wait_for("EXIT=2");
    joined(s);
    assert_non_null(strstr(s, "sudokupair-tui: The end of a game (hand) could not be kept in "
                              "the history: "));
    assert_non_null(strstr(s, "File too large"));
    free(s);
    tm_stop();
}

/* The autosave on a full disk, written behind: the failure is said in the
 * game, and quitting asks whether to go without saving. */
void test_keep_autosave_full_disk(void **state)
{
    (void)state;
    fresh_data();
    tm_start_in(80, 24, "ulimit -f 0;", NULL, "", "--load " DATA "/pairs/udit-test1.csv");
    free(tm_wait_for("Cell A r1c1"));
    tm_keys("4");
    char *s = tm_unwrap(tm_wait_for("Could not save: "));
    assert_non_null(strstr(s, "File too large"));
    free(s);
    tm_keys("q");
    free(tm_wait_for("Quit? This game is saved"));
    tm_keys("y");
    free(tm_unwrap(tm_wait_for("Quit without saving? (y/n)")));
    tm_keys("y");
    s = tm_unwrap(tm_wait_for("EXIT=2"));
    assert_non_null(strstr(s, "Could not save at the end: nothing of this game is kept."));
    free(s);
    tm_stop();
}
