/* test_golden.c - the commands' output on a few puzzle files, byte for byte
 * against tests/data/golden/: NAME.out holds what the command printed, and
 * NAME.err, where there is one, "exit N" and what it printed on stderr (no
 * NAME.err: exit 0, nothing on stderr). A change of a command's output fails
 * here; a deliberate one (new wording) is written anew by `make golden`
 * (this group with GOLDEN_WRITE=1), and the diff of tests/data/golden/ shows
 * exactly what changed. */
#define _XOPEN_SOURCE 700
#include "testlib.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define GOLDEN DATA "/golden"

/* Each case: its file name under tests/data/golden/, the arguments (run by
 * the shell: $HOME is the fixed home below), what to do in that home first
 * (a shell line run there, or NULL), and a file the command writes there
 * whose text is kept after its stdout (NULL: none). The files cover every
 * technique's sentence (jaya-k3, soham-k3, udit-test4, single-k4; pair-k3 a
 * chain across the pair), a 4x4 with grids, 16x16 symbols, guesses, a
 * puzzle with several solutions, one with none, and files of one-line
 * puzzles; then every other command: --generate at several sizes, levels,
 * symmetries and strategies, --dimacs, --code, --print, --list-saves and
 * --stats in the fixed home, the game's start without a terminal, --help,
 * --version and the usage errors with their exit codes. */
#define P DATA "/pairs/"
#define S DATA "/singles/"
#define BAD "tests/fuzz/pair_csv/"
/* The shapes' home: tests/data/golden/shapes added to the fixed home (saves of
 * a 6x6 pair, an X 9x9 pair and an 8x8 single grid, their history lines and
 * best times, ready 6x6 puzzles), the saves dated after the home's. */
#define SHAPES GOLDEN "/shapes"
#define SHAPES_HOME                                                                       \
    "cp -R \"$OLDPWD/" SHAPES "/data\" \"$OLDPWD/" SHAPES "/cache\" . && "                \
    "cat \"$OLDPWD/" SHAPES "/history-more\" >> data/sudokupair-tui/history && "            \
    "cat \"$OLDPWD/" SHAPES "/best-times-more\" >> data/sudokupair-tui/best-times && "      \
    "touch -d '2026-01-18 10:00:00' data/sudokupair-tui/k2x3-1.save && "                  \
    "touch -d '2026-01-19 10:00:00' data/sudokupair-tui/k3d-1.save && "                   \
    "touch -d '2026-01-20 10:00:00' data/sudokupair-tui/k2x4-single-1.save"
#define X9_CODE "sp3d-MiCAIjCGIgCCJgFZAIIIQgggE1APJjgsj9qCUkQe_6SMywgxb"
static const struct golden {
    const char *name, *args, *prep, *also;
} CASES[] = {
    { "udit-test1.explain-grids", "--explain " P "udit-test1.csv --grids", NULL, NULL },
    { "udit-test1.grade", "--grade " P "udit-test1.csv", NULL, NULL },
    { "udit-test1.solve", "--solve " P "udit-test1.csv", NULL, NULL },
    { "udit-test1.count", "--count " P "udit-test1.csv", NULL, NULL },
    { "jaya-k3.explain", "--explain " P "jaya-k3.csv", NULL, NULL },
    { "jaya-k3.grade", "--grade " P "jaya-k3.csv", NULL, NULL },
    { "jaya-k3.solve", "--solve " P "jaya-k3.csv", NULL, NULL },
    { "jaya-k3.count", "--count " P "jaya-k3.csv", NULL, NULL },
    { "soham-k3.explain", "--explain " P "soham-k3.csv", NULL, NULL },
    { "udit-test4.explain", "--explain " P "udit-test4.csv", NULL, NULL },
    { "udit-test4.grade", "--grade " P "udit-test4.csv", NULL, NULL },
    { "made-k5-guesses.grade", "--grade " P "made-k5-guesses.csv", NULL, NULL },
    { "tejas-test1_9x9.solve", "--solve " P "tejas-test1_9x9.csv", NULL, NULL },
    { "tejas-test1_9x9.count", "--count " P "tejas-test1_9x9.csv", NULL, NULL },
    { "udit-test3.explain", "--explain " P "udit-test3.csv", NULL, NULL },
    { "udit-test3.solve", "--solve " P "udit-test3.csv", NULL, NULL },
    { "udit-test3.count", "--count " P "udit-test3.csv", NULL, NULL },
    { "top95.count", "--single --count " DATA "/singles/top95.txt", NULL, NULL },
    { "hardest.solve", "--single --solve " DATA "/singles/hardest.txt", NULL, NULL },
    { "pair-k3.explain", "--explain assets/examples/pair-k3.csv", NULL, NULL },
    { "single-k4.explain", "--single --explain assets/examples/single-k4.csv", NULL, NULL },
    /* --solve, --count, --grade, --explain, --code: sizes, layouts, errors */
    { "jaya-k4.solve-one-line", "--solve " P "jaya-k4.csv --one-line", NULL, NULL },
    { "jaya-k5.solve", "--k 5 --solve " P "jaya-k5.csv", NULL, NULL },
    { "made-k6.count", "--count " P "made-k6.csv", NULL, NULL },
    { "jaya-k3-oneline.solve", "--solve " P "jaya-k3-oneline.csv", NULL, NULL },
    { "jaya-k4-nosolution.count", "--count " P "jaya-k4-nosolution.csv", NULL, NULL },
    { "made-k2-deep-nosolution.solve", "--solve " P "made-k2-deep-nosolution.csv", NULL, NULL },
    { "tejas-test1_9x9.grade", "--grade " P "tejas-test1_9x9.csv", NULL, NULL },
    { "kheader.skip-text.count", "--skip-text --count " P "vartika-input_2-kheader.csv", NULL,
      NULL },
    { "header-oneline.skip-text.solve",
      "--single --skip-text --solve " DATA "/singles/made-header-oneline.txt", NULL, NULL },
    { "header-oneline.no-skip.solve", "--single --solve " DATA "/singles/made-header-oneline.txt",
      NULL, NULL },
    { "single-k3.grade", "--single --grade tests/fuzz/single_csv/good-k3.csv", NULL, NULL },
    { "jaya-k4.grade", "--grade " P "jaya-k4.csv", NULL, NULL },
    { "udit-test1.code", "--code " P "udit-test1.csv", NULL, NULL },
    { "jaya-k3.code", "--code " P "jaya-k3.csv", NULL, NULL },
    { "single-k4.code", "--single --code assets/examples/single-k4.csv", NULL, NULL },
    { "code.solve", "--solve sp2-AqgAA2NwRl", NULL, NULL },
    { "code.explain", "--explain sp2-AqgAA2NwRl", NULL, NULL },
    { "bad-code.solve", "--solve sp2-AqgAA", NULL, NULL },
    { "missing.solve", "--solve " P "no-such-file.csv", NULL, NULL },
    { "short-row.count", "--count " BAD "bad-short-row.csv", NULL, NULL },
    { "not-a-number.grade", "--grade " BAD "bad-not-a-number.csv", NULL, NULL },
    { "oneline-without-single.solve", "--solve " BAD "bad-oneline-without-single.txt", NULL,
      NULL },
    { "wrong-k.solve", "--k 3 --solve " P "udit-test1.csv", NULL, NULL },
    { "single-of-pair.solve", "--single --solve " P "jaya-k3.csv", NULL, NULL },
    /* --dimacs */
    { "k2.dimacs", "--dimacs --k 2", NULL, NULL },
    { "k2-single.dimacs", "--dimacs --k 2 --single", NULL, NULL },
    { "udit-test1.dimacs", "--dimacs " P "udit-test1.csv", NULL, NULL },
    /* --generate: sizes, levels, symmetries, strategies, batches, --solution */
    { "k2.generate", "--generate --k 2 --seed 1", NULL, NULL },
    { "k3.generate", "--generate --seed 7", NULL, NULL },
    { "k3-easy.generate", "--generate --seed 7 --difficulty easy", NULL, NULL },
    { "k3-medium-mirror.generate", "--generate --seed 8 --difficulty medium --symmetry mirror",
      NULL, NULL },
    { "k3-hard-rotate4.generate", "--generate --seed 9 --difficulty hard --symmetry rotate4",
      NULL, NULL },
    { "k3-fiendish-single.generate", "--generate --seed 10 --difficulty fiendish --single", NULL,
      NULL },
    { "k3-maximal-rotate2.generate", "--generate --seed 3 --symmetry rotate2 --one-line", NULL,
      NULL },
    { "k3-none-easy.generate", "--generate --seed 12 --difficulty easy --symmetry none", NULL,
      NULL },
    { "k4-easy.generate", "--generate --k 4 --seed 3 --difficulty easy", NULL, NULL },
    { "k4-easy-single.generate", "--generate --k 4 --seed 3 --single --difficulty easy", NULL,
      NULL },
    { "k5-easy.generate", "--generate --k 5 --seed 1 --difficulty easy --one-line", NULL, NULL },
    { "k2-hard-short.generate", "--generate --k 2 --seed 11 --difficulty hard", NULL, NULL },
    { "k2-batch.generate", "--generate --k 2 --seed 4 --puzzles 3 --one-line", NULL, NULL },
    { "k2-batch-solutions.generate",
      "--generate --k 2 --seed 6 --puzzles 2 --solution \"$HOME/sols.csv\"", NULL, "sols.csv" },
    { "k3-solution.generate", "--generate --seed 12 --solution \"$HOME/sol.csv\"", NULL,
      "sol.csv" },
    { "k3-spread.generate", "--generate --seed 5 --strategy spread --one-line", NULL, NULL },
    { "k3-boxes.generate", "--generate --seed 5 --strategy boxes --one-line", NULL, NULL },
    { "k3-rows.generate", "--generate --seed 5 --strategy rows --one-line", NULL, NULL },
    { "k3-even.generate", "--generate --seed 5 --strategy even --one-line", NULL, NULL },
    { "k2-naive.generate", "--generate --k 2 --seed 5 --strategy naive --one-line", NULL, NULL },
    { "daily.generate", "--daily --date 2026-01-15 --generate", NULL, NULL },
    { "daily-k2-single.generate",
      "--daily --date 2026-01-15 --generate --k 2 --single --difficulty maximal", NULL, NULL },
    /* --print: what it says (the sheets themselves are print's tests) */
    { "udit-test1.print", "--print \"$HOME/sheet.svg\" --load " P "udit-test1.csv", NULL, NULL },
    { "k2-batch.print",
      "--print \"$HOME/sheet.pdf\" --generate --k 2 --seed 2 --puzzles 3 --with-solutions "
      "--paper letter", NULL, NULL },
    { "k2-pages.print", "--print \"$HOME/sheet.png\" --generate --k 2 --seed 2 --puzzles 13",
      NULL, NULL },
    { "made-k6.print", "--print \"$HOME/sheet.pdf\" --load " P "made-k6.csv", NULL, NULL },
    { "daily.print", "--daily --date 2026-01-15 --print \"$HOME/sheet.pdf\"", NULL, NULL },
    /* --list-saves and --stats in the fixed home */
    { "home.list-saves", "--list-saves", NULL, NULL },
    { "home-k2.list-saves", "--list-saves --k 2", NULL, NULL },
    { "home-single.list-saves", "--list-saves --single", NULL, NULL },
    { "empty-home.list-saves", "--list-saves", "rm -rf data cache", NULL },
    { "home.stats", "--stats", NULL, NULL },
    { "home-k3-easy.stats", "--stats --k 3 --difficulty easy", NULL, NULL },
    { "home-single.stats", "--stats --single", NULL, NULL },
    { "home-bad-line.stats", "--stats",
      "printf '2025-03-10 12:00:00 3 2 0 x\\n' >> data/sudokupair-tui/history", NULL },
    { "empty-home.stats", "--stats", "rm -rf data cache", NULL },
    /* the game's start without a terminal: what is said before the screen */
    { "new.play", "--new --k 2", NULL, NULL },
    { "resume.play", "--resume k2-1", NULL, NULL },
    { "load.play", "--load " P "udit-test1.csv", NULL, NULL },
    { "load-nosolution.play", "--load " P "udit-test3.csv", NULL, NULL },
    { "load-missing.play", "--load " P "no-such-file.csv", NULL, NULL },
    { "load-k6.play", "--load " P "made-k6.csv", NULL, NULL },
    /* boxes of other shapes and the diagonals: every command */
    { "k2x3.solve", "--solve " P "made-k2x3.csv", NULL, NULL },
    { "k2x3.count", "--count " P "made-k2x3.csv", NULL, NULL },
    { "k2x3.grade", "--grade " P "made-k2x3.csv", NULL, NULL },
    { "k2x3.explain", "--explain " P "made-k2x3.csv", NULL, NULL },
    { "k2x3.code", "--code " P "made-k2x3.csv", NULL, NULL },
    { "k2x3-single.dimacs", "--dimacs --box 2x3 --single", NULL, NULL },
    { "k3x4.solve", "--solve " P "made-k3x4.csv --one-line", NULL, NULL },
    { "k3x4.grade", "--grade " P "made-k3x4.csv", NULL, NULL },
    { "k3x4.code", "--code " P "made-k3x4.csv", NULL, NULL },
    { "k3x4-noheader.count", "--count " P "made-k3x4-noheader.csv", NULL, NULL },
    { "k3x4-noheader-box.count", "--box 3x4 --count " P "made-k3x4-noheader.csv", NULL, NULL },
    { "k3x4-noheader-wrong-box.count", "--box 2x6 --count " P "made-k3x4-noheader.csv", NULL,
      NULL },
    { "k2x4-single.solve", "--single --solve " S "made-k2x4.csv", NULL, NULL },
    { "k2x4-single.explain", "--single --explain " S "made-k2x4.csv", NULL, NULL },
    { "k2x4-single.code", "--single --code " S "made-k2x4.csv", NULL, NULL },
    { "x9.solve", "--diagonals --solve " P "made-x9.csv", NULL, NULL },
    { "x9.grade", "--diagonals --grade " P "made-x9.csv", NULL, NULL },
    { "x9.explain", "--diagonals --explain " P "made-x9.csv", NULL, NULL },
    { "x9.code", "--diagonals --code " P "made-x9.csv", NULL, NULL },
    { "x9-without-diagonals.count", "--count " P "made-x9.csv", NULL, NULL },
    { "x9-code.count", "--count " X9_CODE, NULL, NULL },
    { "x9-code.solve", "--solve " X9_CODE " --one-line", NULL, NULL },
    { "x9-k4.dimacs", "--dimacs --diagonals --k 2", NULL, NULL },
    { "k2x3.generate", "--generate --box 2x3 --seed 1", NULL, NULL },
    { "k2x3-hard-mirror.generate", "--generate --box 2x3 --seed 5 --difficulty hard "
      "--symmetry mirror", NULL, NULL },
    { "k3x4-easy.generate", "--generate --box 3x4 --seed 2 --difficulty easy", NULL, NULL },
    { "k2x4-single.generate", "--generate --box 2x4 --single --seed 3", NULL, NULL },
    { "x9-medium.generate", "--generate --diagonals --seed 4 --difficulty medium", NULL, NULL },
    { "x9-rotate4.generate", "--generate --diagonals --seed 6 --difficulty easy "
      "--symmetry rotate4 --one-line", NULL, NULL },
    { "k2x3-batch.generate", "--generate --box 2x3 --seed 4 --puzzles 3 --one-line", NULL,
      NULL },
    { "daily-k2x3.generate", "--daily --date 2026-01-15 --generate --box 2x3", NULL, NULL },
    { "k3x4.print", "--print \"$HOME/sheet.pdf\" --load " P "made-k3x4.csv", NULL, NULL },
    { "x9-batch.print", "--print \"$HOME/sheet.pdf\" --generate --diagonals --seed 2 "
      "--puzzles 2 --with-solutions", NULL, NULL },
    { "shapes-home.list-saves", "--list-saves", SHAPES_HOME, NULL },
    { "shapes-home-box.list-saves", "--list-saves --box 2x3", SHAPES_HOME, NULL },
    { "shapes-home-x.list-saves", "--list-saves --diagonals", SHAPES_HOME, NULL },
    { "shapes-home.stats", "--stats", SHAPES_HOME, NULL },
    { "shapes-home-x.stats", "--stats --diagonals", SHAPES_HOME, NULL },
    { "shapes-home-single.stats", "--stats --box 2x4 --single", SHAPES_HOME, NULL },
    { "new-box.play", "--new --box 2x3", NULL, NULL },
    { "load-x9-code.play", "--load " X9_CODE, NULL, NULL },
    { "usage.box", "--box 2x7 --generate", NULL, NULL },
    { "usage.box-letters", "--box two --generate", NULL, NULL },
    { "usage.k-box", "--k 3 --box 2x3 --generate", NULL, NULL },
    { "usage.box-rotate4", "--box 2x3 --symmetry rotate4 --generate", NULL, NULL },
    { "usage.play-box", "--box 5x6", NULL, NULL },
    { "usage.stats-box", "--stats --box 6x5", NULL, NULL },
    { "usage.resume-diagonals", "--resume k2-1 --diagonals", NULL, NULL },
    /* --help, --version, usage errors */
    { "help", "--help", NULL, NULL },
    { "help-short", "-h", NULL, NULL },
    { "version", "--version", NULL, NULL },
    { "usage.stray", "puzzle.csv", NULL, NULL },
    { "usage.single-dash", "-k 3", NULL, NULL },
    { "usage.unknown", "--frobnicate", NULL, NULL },
    { "usage.abbreviation", "--gen", NULL, NULL },
    { "usage.twice", "--k 2 --k 3 --generate", NULL, NULL },
    { "usage.flag-value", "--single=yes --generate", NULL, NULL },
    { "usage.no-value", "--solve", NULL, NULL },
    { "usage.empty-file", "--solve ''", NULL, NULL },
    { "usage.k", "--k 7 --generate", NULL, NULL },
    { "usage.k-letters", "--k=three --generate", NULL, NULL },
    { "usage.seed", "--seed -1 --generate", NULL, NULL },
    { "usage.difficulty", "--difficulty extreme --generate", NULL, NULL },
    { "usage.symmetry", "--symmetry spiral --generate", NULL, NULL },
    { "usage.symmetry-default", "--symmetry default --generate", NULL, NULL },
    { "usage.strategy", "--strategy quick --generate", NULL, NULL },
    { "usage.strategy-level", "--strategy boxes --difficulty easy --generate", NULL, NULL },
    { "usage.two-commands", "--solve a.csv --count b.csv", NULL, NULL },
    { "usage.not-here", "--grids --solve " P "udit-test1.csv", NULL, NULL },
    { "usage.play-only", "--new --generate", NULL, NULL },
    { "usage.one-line-count", "--one-line --count " P "udit-test1.csv", NULL, NULL },
    { "usage.puzzles", "--puzzles 0 --generate", NULL, NULL },
    { "usage.puzzles-seed", "--puzzles 3 --seed 18446744073709551614 --generate", NULL, NULL },
    { "usage.resume-id", "--resume ../x", NULL, NULL },
    { "usage.resume-k", "--resume k2-1 --k 2", NULL, NULL },
    { "usage.difficulty-load", "--difficulty easy --load " P "udit-test1.csv", NULL, NULL },
    { "usage.load-seed", "--load " P "udit-test1.csv --seed 3", NULL, NULL },
    { "usage.daily-seed", "--daily --seed 3", NULL, NULL },
    { "usage.daily-symmetry", "--daily --symmetry mirror", NULL, NULL },
    { "usage.date", "--date 2026-01-15", NULL, NULL },
    { "usage.date-bad", "--daily --date 2026-02-30", NULL, NULL },
    { "usage.print-alone", "--print \"$HOME/s.pdf\"", NULL, NULL },
    { "usage.print-format", "--print \"$HOME/s.txt\" --generate", NULL, NULL },
    { "usage.print-one-line", "--print \"$HOME/s.pdf\" --generate --one-line", NULL, NULL },
    { "usage.print-many", "--print \"$HOME/s.pdf\" --generate --puzzles 1001", NULL, NULL },
    { "usage.paper", "--print \"$HOME/s.pdf\" --generate --paper a5", NULL, NULL },
    { "usage.paper-alone", "--paper letter --generate", NULL, NULL },
    { "usage.stats-k6", "--stats --k 6", NULL, NULL },
    { "usage.list-saves-k6", "--list-saves --k 6", NULL, NULL },
    { "usage.play-k6", "--k 6", NULL, NULL },
    { "usage.after-dashes", "-- --help", NULL, NULL },
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

/* The fixed home: tests/data/golden/home copied to a fresh folder for every
 * case (a case may change what it finds there), its saves dated in a fixed
 * order (--list-saves shows when each was saved, in UTC below). */
static const struct {
    const char *save, *when;
} SAVED[] = {
    { "k2-1", "2026-01-10 08:00:00" }, { "k2-single-1", "2026-01-11 09:30:00" },
    { "k3-1", "2026-01-12 10:00:00" }, { "k3-2", "2026-01-15 21:45:00" },
    { "k4-1", "2026-01-16 07:15:00" }, { "k2-2", "2026-01-17 12:00:00" },
};

static void fresh_home(const char *home, const char *prep)
{
    char cmd[4096];
    int used = snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s' && cp -R " GOLDEN
                        "/home/. '%s/' && cd '%s' && mkdir -p config", home, home, home, home);
    for (size_t i = 0; i < sizeof SAVED / sizeof *SAVED; i++)
        used += snprintf(cmd + used, sizeof cmd - (size_t)used,
                         " && touch -d '%s' data/sudokupair-tui/%s.save", SAVED[i].when,
                         SAVED[i].save);
    if (prep)
        snprintf(cmd + used, sizeof cmd - (size_t)used, " && %s", prep);
    assert_int_equal(run_cmd(cmd, NULL, NULL), 0);
}

/* text with every from replaced by to (free it; text is freed). */
static char *replace_all(char *text, const char *from, const char *to)
{
    size_t fl = strlen(from), tl = strlen(to), count = 0;
    if (!fl)
        return text;
    for (const char *p = strstr(text, from); p; p = strstr(p + fl, from))
        count++;
    char *out = malloc(strlen(text) + count * tl + 1), *o = out;
    assert_non_null(out);
    const char *p = text;
    for (const char *q; (q = strstr(p, from)); p = q + fl) {
        memcpy(o, p, (size_t)(q - p));
        o += q - p;
        memcpy(o, to, tl);
        o += tl;
    }
    strcpy(o, p);
    free(text);
    return out;
}

/* The moment in the name of a file moved aside (NAME.bad-20261127-123650)
 * as NAME.bad-DATE-TIME, in place. */
static void mask_moments(char *text)
{
    for (char *p = strstr(text, ".bad-"); p; p = strstr(p + 1, ".bad-")) {
        char *d = p + 5;
        int digits = 1;
        for (int i = 0; i < 15 && digits; i++)
            digits = i == 8 ? d[i] == '-' : d[i] >= '0' && d[i] <= '9';
        if (digits)
            memcpy(d, "DATE-TIME", 9), memmove(d + 9, d + 15, strlen(d + 15) + 1);
    }
}

/* What a run said, the same in any checkout, any build and any day: the
 * home's path as $HOME, the tree's (where the starter bank is found, beside
 * the binary or two folders above it) as $TREE, the moment a file was moved
 * aside masked. */
static char *as_kept(char *text, const char *home, const char *bindir)
{
    char above[PATH_MAX + 8];
    snprintf(above, sizeof above, "%s/../..", bindir);
    mask_moments(text);
    text = replace_all(text, home, "$HOME");
    text = replace_all(text, above, "$TREE");
    return replace_all(text, bindir, "$TREE");
}

/* The environment of every case: the fixed home, UTC, colours as set by
 * the options only. */
static const char *const ENV_NAMES[] = { "HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME",
                                         "XDG_CONFIG_HOME", "TZ", "NO_COLOR" };
#define NENV (sizeof ENV_NAMES / sizeof *ENV_NAMES)

static void test_outputs_as_kept(void **state)
{
    (void)state;
    int writing = getenv("GOLDEN_WRITE") && *getenv("GOLDEN_WRITE");
    int wrong = 0;
    char home[256], values[NENV][300], bin[PATH_MAX];
    snprintf(home, sizeof home, "%s", temp_path("golden-home"));
    snprintf(values[0], sizeof values[0], "%s", home);
    snprintf(values[1], sizeof values[1], "%s/data", home);
    snprintf(values[2], sizeof values[2], "%s/cache", home);
    snprintf(values[3], sizeof values[3], "%s/config", home);
    snprintf(values[4], sizeof values[4], "UTC");
    char *old[NENV];
    for (size_t e = 0; e < NENV; e++)
        old[e] = env_swap(ENV_NAMES[e], e + 1 < NENV ? values[e] : NULL);
    assert_non_null(realpath(bin_path(), bin));
    *strrchr(bin, '/') = '\0'; /* the folder of the binary */
    for (size_t i = 0; i < sizeof CASES / sizeof *CASES; i++) {
        char *out, *err, outpath[256], errpath[256];
        fresh_home(home, CASES[i].prep);
        int status = run_bin(CASES[i].args, &out, &err);
        if (CASES[i].also) { /* the file it wrote, after its stdout */
            char path[512], head[300];
            snprintf(path, sizeof path, "%s/%s", home, CASES[i].also);
            char *text = read_text(path);
            snprintf(head, sizeof head, "--- %s ---\n", CASES[i].also);
            size_t len = strlen(out) + strlen(head) + strlen(text) + 1;
            out = realloc(out, len);
            assert_non_null(out);
            strcat(strcat(out, head), text);
            free(text);
        }
        out = as_kept(out, home, bin);
        err = as_kept(err, home, bin);
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
    for (size_t e = 0; e < NENV; e++)
        env_restore(ENV_NAMES[e], old[e]);
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
