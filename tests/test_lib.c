/* test_lib.c - helpers shared by the test groups. */
#define _XOPEN_SOURCE 700
#include "testlib.h"

#include "game.h"

#include <errno.h>
#include <fnmatch.h>
#include <ftw.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "io.h"
#include "keep.h"
#include "sat.h"
#include "util.h"

char *read_text(const char *path)
{
    char err[IO_ERRLEN], *text;
    size_t len;
    if (keep_read_text(path, 0, &text, &len, err))
        fail_msg("%s", err);
    return text;
}

void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    assert_int_equal(fclose(f), 0);
}

uint8_t *read_csv(const char *path, int ngrids, int *k)
{
    char err[IO_ERRLEN];
    uint8_t *vals;
    puzzle_kind kd = kind_shape(0, 0, ngrids, 0);
    if (keep_load_puzzle(path, 0, &kd, &vals, NULL, err))
        fail_msg("%s", err);
    *k = kind_k(&kd);
    return vals;
}

uint8_t *read_pretty(const char *path, int ncells)
{
    char *text = read_text(path);
    uint8_t *vals = xcalloc((size_t)ncells, 1);
    int count = 0;
    for (char *line = strtok(text, "\r\n"); line; line = strtok(NULL, "\r\n")) {
        if (!strchr(line, '|'))
            continue;
        for (char *p = line; *p;) {
            if (*p >= '0' && *p <= '9') {
                long v = strtol(p, &p, 10);
                assert_true(count < ncells);
                vals[count++] = (uint8_t)v;
            } else {
                p++;
            }
        }
    }
    assert_int_equal(count, ncells);
    free(text);
    return vals;
}

static char *slurp(FILE *f)
{
    size_t cap = 4096, len = 0, got;
    char *buf = xmalloc(cap);
    while ((got = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += got;
        if (len + 1 >= cap)
            buf = xrealloc(buf, cap *= 2);
    }
    buf[len] = '\0';
    return buf;
}

int run_cmd(const char *command, char **out, char **err)
{
    char errpath[] = "/tmp/sudokupair-test-err-XXXXXX";
    int fd = mkstemp(errpath);
    assert_true(fd >= 0);
    close(fd);
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "%s 2>%s </dev/null", command, errpath);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    char *o = slurp(p);
    int status = pclose(p);
    FILE *e = fopen(errpath, "r");
    assert_non_null(e);
    char *er = slurp(e);
    fclose(e);
    unlink(errpath);
    if (out)
        *out = o;
    else
        free(o);
    if (err)
        *err = er;
    else
        free(er);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

const char *bin_path(void)
{
    const char *bin = getenv("SUDOKUPAIR_BIN");
    return bin ? bin : "./sudokupair-tui";
}

int run_bin(const char *args, char **out, char **err)
{
    char cmd[3000];
    snprintf(cmd, sizeof cmd, "%s %s", bin_path(), args);
    return run_cmd(cmd, out, err);
}

/* What temp_cleanup removes: the paths given to temp_remove_at_exit, and
 * everything named /tmp/sudokupair-test-PID-* (temp_path's names, and the
 * names made from them, such as a sheet's pages). */
static char **cleanup_paths;
static int cleanup_count;
static pid_t cleanup_pid; /* a child made by fork leaves its parent's files alone */

static int remove_one(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)st, (void)ftw;
    return (type == FTW_DP ? rmdir(path) : unlink(path)) != 0 && errno != ENOENT;
}

/* Removes path: a file, a link (not followed) or a whole folder. */
static void remove_tree(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0)
        return;
    if (S_ISDIR(st.st_mode)) {
        chmod(path, 0700); /* a test may have left it read-only */
        nftw(path, remove_one, 16, FTW_DEPTH | FTW_PHYS);
    } else {
        unlink(path);
    }
}

static void temp_cleanup(void)
{
    if (getpid() != cleanup_pid)
        return;
    for (int i = 0; i < cleanup_count; i++) {
        remove_tree(cleanup_paths[i]);
        free(cleanup_paths[i]);
    }
    free(cleanup_paths);
    cleanup_paths = NULL;
    cleanup_count = 0;
    char pattern[64];
    snprintf(pattern, sizeof pattern, "/tmp/sudokupair-test-%ld-*", (long)getpid());
    glob_t gl;
    if (glob(pattern, GLOB_NOSORT, NULL, &gl) == 0)
        for (size_t i = 0; i < gl.gl_pathc; i++)
            remove_tree(gl.gl_pathv[i]);
    globfree(&gl);
}

/* Removes what test runs that were killed (no atexit ran) left in /tmp:
 * the /tmp/sudokupair-test-PID-* names whose process is gone. */
static void sweep_dead_runs(void)
{
    glob_t gl;
    if (glob("/tmp/sudokupair-test-*-*", GLOB_NOSORT, NULL, &gl) != 0)
        return;
    for (size_t i = 0; i < gl.gl_pathc; i++) {
        char *end;
        long pid = strtol(gl.gl_pathv[i] + strlen("/tmp/sudokupair-test-"), &end, 10);
        if (end != gl.gl_pathv[i] + strlen("/tmp/sudokupair-test-") && *end == '-' &&
            pid > 0 && kill((pid_t)pid, 0) != 0 && errno == ESRCH)
            remove_tree(gl.gl_pathv[i]);
    }
    globfree(&gl);
}

/* Registers the clean-up once, in the process that runs the tests, after
 * sweeping what killed runs left. */
static void cleanup_at_exit(void)
{
    if (cleanup_pid == getpid())
        return;
    cleanup_pid = getpid();
    sweep_dead_runs();
    atexit(temp_cleanup);
}

char *env_swap(const char *name, const char *value)
{
    const char *was = getenv(name);
    char *old = was ? xstrdup(was) : NULL;
    if (value)
        setenv(name, value, 1);
    else
        unsetenv(name);
    return old;
}

void env_restore(const char *name, char *old)
{
    if (old)
        setenv(name, old, 1);
    else
        unsetenv(name);
    free(old);
}

static char data_home[300]; /* data_home_begin's, for data_home_end */
static char *data_home_old;

void data_home_begin(const char *name, char *home, char *folder)
{
    snprintf(data_home, sizeof data_home, "%s", temp_path(name));
    snprintf(home, 300, "%s", data_home);
    snprintf(folder, 300, "%.280s/sudokupair-tui", data_home);
    data_home_old = env_swap("XDG_DATA_HOME", data_home);
}

int data_home_end(void)
{
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", data_home);
    int rc = system(cmd);
    env_restore("XDG_DATA_HOME", data_home_old);
    data_home_old = NULL;
    return rc == 0 ? 0 : -1;
}

void temp_remove_at_exit(const char *path)
{
    cleanup_at_exit();
    for (int i = 0; i < cleanup_count; i++)
        if (strcmp(cleanup_paths[i], path) == 0)
            return;
    cleanup_paths = xrealloc(cleanup_paths, (size_t)(cleanup_count + 1) * sizeof *cleanup_paths);
    cleanup_paths[cleanup_count++] = xstrdup(path);
}

const char *temp_path(const char *name)
{
    static char paths[4][512];
    static int next;
    char *path = paths[next++ % 4];
    snprintf(path, 512, "/tmp/sudokupair-test-%ld-%s", (long)getpid(), name);
    cleanup_at_exit();
    return path;
}

const char *temp_file(const char *name, const char *text)
{
    const char *path = temp_path(name);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
    return path;
}

int agrees(const geom *g, const uint8_t *puzzle, const uint8_t *vals)
{
    for (int cell = 0; cell < g->ncells; cell++)
        if (puzzle[cell] && puzzle[cell] != vals[cell])
            return 0;
    return 1;
}

/* check_givens_needed with the solver s of g. */
static void givens_needed(sat *s, const geom *g, uint8_t *puzzle, int step, int which)
{
    int seen = 0;
    for (int cell = 0; cell < g->ncells; cell++) {
        if (!puzzle[cell] || seen++ % step != which % step)
            continue;
        int v = puzzle[cell];
        puzzle[cell] = 0;
        if (sat_solve(s, puzzle, cell, v, NULL) != 1)
            fail_msg("given %d at cell %d is not needed", v, cell);
        puzzle[cell] = (uint8_t)v;
    }
}

/* Re-checks a puzzle from scratch with a fresh solver (the whole formula, not
 * the generator's open-cell one): one solution, equal to sol, and every given
 * needed: without it, some solution puts another value there. */
void check_unique_and_maximal(const geom *g, uint8_t *puzzle, const uint8_t *sol)
{
    sat *s = sat_new(g);
    uint8_t *found = malloc((size_t)g->ncells);
    assert_true(grid_is_solution(g, sol));
    assert_int_equal(sat_count(s, puzzle, found), SAT_UNIQUE);
    assert_memory_equal(found, sol, (size_t)g->ncells);
    givens_needed(s, g, puzzle, 1, 0);
    free(found);
    sat_free(s);
}

void check_givens_needed(const geom *g, uint8_t *puzzle, int step, int which)
{
    sat *s = sat_new(g);
    givens_needed(s, g, puzzle, step, which);
    sat_free(s);
}


game *k2_game(uint8_t **sol)
{
    int k;
    uint8_t *puzzle = read_csv(DATA "/pairs/udit-test1.csv", 2, &k);
    if (sol)
        *sol = read_csv(DATA "/pairs/udit-test1.out.csv", 2, &k);
    char err[IO_ERRLEN];
    game *gm = game_new(geom_new(k, 2), puzzle, NULL, 1, 5, err);
    assert_non_null(gm);
    free(puzzle);
    return gm;
}

void k2_keys_for(const uint8_t *puzzle, const uint8_t *sol, char *seq)
{
    seq[0] = '\0';
    for (int g = 0; g < 2; g++) {
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                int cell = (g * 4 + r) * 4 + c;
                if (!puzzle[cell])
                    sprintf(seq + strlen(seq), "%d ", sol[cell]);
                if (c < 3)
                    strcat(seq, "Right ");
            }
            strcat(seq, "Down Left Left Left ");
        }
        strcat(seq, "Tab ");
    }
}

void k2_fill_keys(char *seq)
{
    int k;
    uint8_t *puzzle = read_csv(DATA "/pairs/udit-test1.csv", 2, &k);
    uint8_t *sol = read_csv(DATA "/pairs/udit-test1.out.csv", 2, &k);
    k2_keys_for(puzzle, sol, seq);
    free(puzzle);
    free(sol);
}

int first_empty(const game *gm)
{
    game_state st = game_view(gm);
    for (int cell = 0; cell < st.g->ncells; cell++)
        if (!st.vals[cell])
            return cell;
    return -1;
}

void test_race(void (*body)(int who, int round, const char *path), const char *path,
               int rounds)
{
    int go[2];
    assert_int_equal(pipe(go), 0);
    pid_t kids[2];
    for (int who = 0; who < 2; who++) {
        kids[who] = fork();
        assert_true(kids[who] >= 0);
        if (kids[who] == 0) {
            char c;
            close(go[1]);
            if (read(go[0], &c, 1) < 0) /* EOF: released */
                _exit(3);
            for (int r = 0; r < rounds; r++)
                body(who, r, path);
            _exit(0);
        }
    }
    close(go[0]);
    close(go[1]); /* both start now */
    for (int who = 0; who < 2; who++) {
        int status;
        assert_int_equal(waitpid(kids[who], &status, 0), kids[who]);
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
    }
}

/* ---- the totals of make test ---- */

static testlib_total totals;
static int skips;                        /* skip() calls so far */
static CMFixtureFunction group_setup, group_teardown; /* the running group's */
static int fixture_failed, setup_failed;

void testlib_note_skip(void) { skips++; }

/* The group's fixtures, watched: a fixture that fails by an assertion never
 * returns here, so the failure is assumed until it returns 0. */
static int watched_setup(void **state)
{
    setup_failed = fixture_failed = 1;
    int rc = group_setup(state);
    setup_failed = fixture_failed = rc != 0;
    return rc;
}

static int watched_teardown(void **state)
{
    int was = fixture_failed;
    fixture_failed = 1;
    int rc = group_teardown(state);
    fixture_failed = was || rc != 0;
    return rc;
}

int testlib_run_group(const char *name, const struct CMUnitTest *tests, size_t count,
                      CMFixtureFunction setup, CMFixtureFunction teardown)
{
    /* the tests cmocka runs: those TEST_FILTER lets through (main sets it) */
    const char *filter = getenv("TEST_FILTER");
    int selected = 0;
    for (size_t i = 0; i < count; i++)
        selected += tests[i].name && (!filter || !*filter || fnmatch(filter, tests[i].name, 0) == 0);
    group_setup = setup, group_teardown = teardown;
    fixture_failed = setup_failed = 0;
    int skipped = skips;
    int failed = _cmocka_run_group_tests(name, tests, count, setup ? watched_setup : NULL,
                                         teardown ? watched_teardown : NULL);
    skipped = skips - skipped;
    if (setup_failed) /* none of its tests ran */
        skipped = 0;
    int bad = setup_failed ? selected : failed;
    totals.groups += selected > 0;
    totals.tests += selected;
    totals.failed += bad;
    totals.skipped += skipped;
    totals.passed += selected - bad - skipped;
    totals.fixtures += fixture_failed;
    return failed + (fixture_failed && !failed);
}

testlib_total testlib_totals(void) { return totals; }

void testlib_total_text(const testlib_total *t, char *buf, size_t len)
{
    int used = snprintf(buf, len, "[  TOTAL   ] %d group%s, %d test%s: %d passed, %d failed, "
                        "%d skipped", t->groups, t->groups == 1 ? "" : "s", t->tests,
                        t->tests == 1 ? "" : "s", t->passed, t->failed, t->skipped);
    if (t->fixtures && used >= 0 && (size_t)used < len)
        snprintf(buf + used, len - (size_t)used, ", %d group setup%s or teardown%s failed",
                 t->fixtures, t->fixtures == 1 ? "" : "s", t->fixtures == 1 ? "" : "s");
}
