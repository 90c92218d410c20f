/* test_golden.c - the commands' output on a few puzzle files, byte for byte
 * against tests/data/golden/: NAME.out holds what the command printed, and
 * NAME.err, where there is one, "exit N" and what it printed on stderr (no
 * NAME.err: exit 0, nothing on stderr). A change of a command's output fails
 * here; a deliberate one (new wording) is written anew by `make golden`
 * (this group with GOLDEN_WRITE=1), and the diff of tests/data/golden/ shows
 * exactly what changed. */
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define GOLDEN DATA "/golden"

/* Each case: its file name under tests/data/golden/ and the arguments. The
 * files cover every technique's sentence (jaya-k3, soham-k3, udit-test4,
 * single-k4; pair-k3 a chain across the pair), a 4x4 with grids, 16x16 symbols, guesses, a puzzle with
 * several solutions, one with none, and files of one-line puzzles. */
static const struct golden {
    const char *name, *args;
} CASES[] = {
    { "udit-test1.explain-grids", "--explain " DATA "/pairs/udit-test1.csv --grids" },
    { "udit-test1.grade", "--grade " DATA "/pairs/udit-test1.csv" },
    { "udit-test1.solve", "--solve " DATA "/pairs/udit-test1.csv" },
    { "udit-test1.count", "--count " DATA "/pairs/udit-test1.csv" },
    { "jaya-k3.explain", "--explain " DATA "/pairs/jaya-k3.csv" },
    { "jaya-k3.grade", "--grade " DATA "/pairs/jaya-k3.csv" },
    { "jaya-k3.solve", "--solve " DATA "/pairs/jaya-k3.csv" },
    { "jaya-k3.count", "--count " DATA "/pairs/jaya-k3.csv" },
    { "soham-k3.explain", "--explain " DATA "/pairs/soham-k3.csv" },
    { "udit-test4.explain", "--explain " DATA "/pairs/udit-test4.csv" },
    { "udit-test4.grade", "--grade " DATA "/pairs/udit-test4.csv" },
    { "made-k5-guesses.grade", "--grade " DATA "/pairs/made-k5-guesses.csv" },
    { "tejas-test1_9x9.solve", "--solve " DATA "/pairs/tejas-test1_9x9.csv" },
    { "tejas-test1_9x9.count", "--count " DATA "/pairs/tejas-test1_9x9.csv" },
    { "udit-test3.explain", "--explain " DATA "/pairs/udit-test3.csv" },
    { "udit-test3.solve", "--solve " DATA "/pairs/udit-test3.csv" },
    { "udit-test3.count", "--count " DATA "/pairs/udit-test3.csv" },
    { "top95.count", "--single --count " DATA "/singles/top95.txt" },
    { "hardest.solve", "--single --solve " DATA "/singles/hardest.txt" },
    { "pair-k3.explain", "--explain assets/examples/pair-k3.csv" },
    { "single-k4.explain", "--single --explain assets/examples/single-k4.csv" },
};

/* What a case's NAME.err holds for this exit status and stderr, or NULL
 * when there is to be no NAME.err (exit 0, stderr empty); free it. */
static char *err_text(int status, const char *err)
{
    if (status == 0 && !*err)
        return NULL;
    size_t len = strlen(err) + 32;
    char *text = malloc(len);
    assert_non_null(text);
    snprintf(text, len, "exit %d\n%s", status, err);
    return text;
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f || fputs(text, f) == EOF || fclose(f) != 0)
        fail_msg("%s: cannot write it", path);
}

/* The file's text, or NULL when there is no such file (free it). */
static char *read_if_there(const char *path)
{
    return access(path, F_OK) == 0 ? read_text(path) : NULL;
}

/* Says where got first differs from want: the line's number and both lines. */
static void show_difference(const char *what, const char *want, const char *got)
{
    int line = 1;
    const char *w = want, *g = got;
    while (*w && *w == *g) {
        line += *w == '\n';
        w++, g++;
    }
    while (w > want && w[-1] != '\n')
        w--, g--;
    print_error("%s, from line %d:\n  kept: %.*s\n  now:  %.*s\n", what, line,
                (int)strcspn(w, "\n"), w, (int)strcspn(g, "\n"), g);
}

static void test_outputs_as_kept(void **state)
{
    (void)state;
    int writing = getenv("GOLDEN_WRITE") && *getenv("GOLDEN_WRITE");
    int wrong = 0;
    for (size_t i = 0; i < sizeof CASES / sizeof *CASES; i++) {
        char *out, *err, outpath[256], errpath[256];
        int status = run_bin(CASES[i].args, &out, &err);
        char *got_err = err_text(status, err);
        snprintf(outpath, sizeof outpath, GOLDEN "/%s.out", CASES[i].name);
        snprintf(errpath, sizeof errpath, GOLDEN "/%s.err", CASES[i].name);
        if (writing) {
            write_file(outpath, out);
            if (got_err)
                write_file(errpath, got_err);
            else
                unlink(errpath);
        } else {
            char *want = read_text(outpath), *want_err = read_if_there(errpath);
            char what[512];
            if (strcmp(want, out) != 0) {
                snprintf(what, sizeof what, "%s: stdout differs from %s", CASES[i].args, outpath);
                show_difference(what, want, out);
                wrong++;
            }
            if (!want_err != !got_err || (got_err && strcmp(want_err, got_err) != 0)) {
                snprintf(what, sizeof what, "%s: exit status or stderr differs from %s",
                         CASES[i].args, errpath);
                show_difference(what, want_err ? want_err : "exit 0\n",
                                got_err ? got_err : "exit 0\n");
                wrong++;
            }
            free(want);
            free(want_err);
        }
        free(got_err);
        free(out);
        free(err);
    }
    if (wrong)
        fail_msg("%d outputs differ from tests/data/golden/ (make golden writes them anew "
                 "when the change is meant; then look at git diff tests/data/golden/)",
                 wrong);
}

int run_golden_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_outputs_as_kept),
    };
    return cmocka_run_group_tests_name("golden", tests, NULL, NULL);
}
