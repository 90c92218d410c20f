/* cli.c - the scriptable command line: parsing options and running jobs. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cnf.h"
#include "gen.h"
#include "grid.h"
#include "io.h"
#include "ladder.h"
#include "sat.h"
#include "save.h"
#include "solve.h"
#include "util.h"

#define PROGRAM "sudokupair-tui"
#define VERSION "0.1.0"

static void usage(FILE *out)
{
    fputs(
        "Usage: " PROGRAM " [--k K] [--difficulty LEVEL] [--seed N] [--new | --load FILE]\n"
        "                      [--no-color]\n"
        "       " PROGRAM " [--resume ID] [--no-color] | --list-saves\n"
        "       " PROGRAM " [--k K] [--single] [--skip-text] [--one-line] --solve FILE\n"
        "       " PROGRAM " [--k K] [--single] [--skip-text] --count FILE | --grade FILE\n"
        "       " PROGRAM " [--k K] [--single] [--one-line] --generate [--difficulty LEVEL]\n"
        "                      [--seed N] [--solution FILE]\n"
        "       " PROGRAM " [--k K] [--single] [--skip-text] --dimacs [FILE]\n"
        "\n"
        "Play a Sudoku pair: two KxK-boxed grids that must both be valid and differ in\n"
        "every position. With no command option the game starts in the terminal.\n"
        "\n"
        "Options:\n"
        "  --k K             box size 2..6: grids of K*K rows (default 3, or the file's);\n"
        "                    the game plays 2..5, the commands also 6 (36x36)\n"
        "  --single          one grid instead of a pair, for every command\n"
        "  --solve FILE      print the solution of the puzzle in FILE, or None (exit 1)\n"
        "                    with --single, FILE may also hold one-line 9x9 puzzles\n"
        "                    (81 characters, '.' or '0' for empty): one answer a line\n"
        "  --count FILE      print the number of solutions: 0, 1 or 2 (two or more);\n"
        "                    with --single, one-line 9x9 puzzles too: a count a line\n"
        "                    with no solution (None, 0), stderr says why: two givens\n"
        "                    that clash, or givens that cannot all hold together\n"
        "  --grade FILE      how hard the puzzle is for a person: the level, the hardest\n"
        "                    technique, the steps of each technique, and the guesses a\n"
        "                    person would still need where no technique applies\n"
        ,
        out);
    fputs(
        "  --generate        print a new puzzle with exactly one solution\n"
        "  --difficulty LEVEL  for --generate and a new game:\n"
        "                    easy      singles only (the pair rule included)\n"
        "                    medium    + pointing, claiming, naked and hidden pairs/triples\n"
        "                    hard      + X-wing, swordfish, pair chains across the grids\n"
        "                    fiendish  + one-step trials\n"
        "                    maximal   (default) no given can be removed without a\n"
        "                              second solution; finishable by the techniques\n"
        "                              above when one such puzzle is found\n"
        "                    A puzzle of a level is solved by its techniques, needs at\n"
        "                    least one of them, and every given is needed (or is the\n"
        "                    last of its row, column or box: none is ever empty).\n"
        "  --seed N          the seed of --generate or of a new game: same seed, same\n"
        "                    puzzle\n"
        "  --solution FILE   with --generate: also write the solution to FILE\n"
        "  --strategy NAME   maximal generator: fast (default: spread for K <= 4, rows\n"
        "                    for K >= 5), spread (givens spread evenly; minutes at K = 5),\n"
        "                    rows (quick; leaves some rows of a grid empty) or naive\n"
        "                    (the slow baseline)\n"
        "  --one-line        write the puzzle or solution on one line: all the values,\n"
        "                    comma-separated, grid A's first (read back as input too)\n"
        "  --skip-text       skip lines of FILE that are text: a title, a # comment, a\n"
        "                    citation (a line starting with # or holding a word)\n"
        "  --dimacs [FILE]   write the CNF of the rules (and FILE's givens as unit\n"
        "                    clauses) in DIMACS format, for any SAT solver\n"
        "  --new             start a new game instead of resuming the saved one\n"
        "                    (without --new, --load, --seed or --resume the most\n"
        "                    recent unfinished game of that K is resumed)\n"
        "  --list-saves      list the saved games: id, size, time played, open cells\n"
        "  --resume ID       resume the saved game ID (see --list-saves)\n"
        "  --load FILE       play the puzzle in FILE (CSV layout)\n"
        "  --no-color        no colours (also when NO_COLOR is set)\n"
        "  --help            show this help;  --version  show the version\n"
        "\n"
        "Files: 2*K*K lines of K*K comma-separated numbers, 0 for empty, grid A's rows\n"
        "first (K*K lines with --single); or the whole puzzle on one line (2*K^4\n"
        "values: 32, 162, 512, 1250 or 2592; K follows from the count).\n"
        "Exit status: 0 done, 1 no solution, 2 bad usage, bad input, output that\n"
        "could not be written (a full disk), or a terminal that cannot run the game.\n"
        "A closed pipe (as in --dimacs | head) ends a command quietly by SIGPIPE, the\n"
        "Unix way; with SIGPIPE ignored it exits 2 with a message.\n"
        "In the game, press ? for the keys.\n",
        out);
}

__attribute__((format(printf, 1, 2))) static int usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, PROGRAM ": ");
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry '" PROGRAM " --help' for more information.\n");
    return EXIT_USAGE;
}

static int set_mode(cli_options *o, cli_mode mode, const char *name)
{
    if (o->mode != MODE_PLAY && o->mode != mode)
        return usage_error("%s cannot be combined with another of --solve, --count, "
                           "--grade, --generate, --dimacs", name);
    o->mode = mode;
    return -1;
}

int cli_parse(int argc, char **argv, cli_options *o)
{
    memset(o, 0, sizeof *o);
    o->mode = MODE_PLAY;
    o->level = LEVEL_MAXIMAL;
    const char *no_color = getenv("NO_COLOR");
    o->no_color = no_color && *no_color;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *value = NULL;
        char name[32];
        /* --opt=value is the same as --opt value */
        const char *eq = strncmp(a, "--", 2) == 0 ? strchr(a, '=') : NULL;
        if (eq && (size_t)(eq - a) < sizeof name) {
            memcpy(name, a, (size_t)(eq - a));
            name[eq - a] = '\0';
            value = eq + 1;
            a = name;
        }
#define NEEDS_VALUE()                                                  \
    do {                                                               \
        value_used = 1;                                                \
        if (!value) {                                                  \
            if (i + 1 >= argc)                                         \
                return usage_error("option %s needs a value", a);      \
            value = argv[++i];                                         \
        }                                                              \
    } while (0)
        int r = -1, value_used = 0;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return EXIT_DONE;
        } else if (strcmp(a, "--version") == 0) {
            printf(PROGRAM " " VERSION "\n");
            return EXIT_DONE;
        } else if (strcmp(a, "--k") == 0) {
            NEEDS_VALUE();
            char *end;
            errno = 0;
            long k = strtol(value, &end, 10);
            if (*value == '\0' || *end || errno || k < GRID_KMIN || k > GRID_KMAX)
                return usage_error("--k takes a box size from %d to %d, not '%s' (the game "
                                   "plays %d to %d)", GRID_KMIN, GRID_KMAX, value, GRID_KMIN,
                                   GRID_KMAX_PLAY);
            o->k = (int)k;
        } else if (strcmp(a, "--seed") == 0) {
            NEEDS_VALUE();
            char *end;
            errno = 0;
            unsigned long long s = strtoull(value, &end, 10);
            if (*value < '0' || *value > '9' || *end || errno)
                return usage_error("--seed takes a whole number from 0 to 2^64-1, not '%s'",
                                   value);
            o->seed = s;
            o->have_seed = 1;
        } else if (strcmp(a, "--single") == 0) {
            o->single = 1;
        } else if (strcmp(a, "--solve") == 0) {
            NEEDS_VALUE();
            o->file = value;
            r = set_mode(o, MODE_SOLVE, a);
        } else if (strcmp(a, "--count") == 0) {
            NEEDS_VALUE();
            o->file = value;
            r = set_mode(o, MODE_COUNT, a);
        } else if (strcmp(a, "--grade") == 0) {
            NEEDS_VALUE();
            o->file = value;
            r = set_mode(o, MODE_GRADE, a);
        } else if (strcmp(a, "--difficulty") == 0) {
            NEEDS_VALUE();
            int level = level_from_name(value);
            if (level < 0)
                return usage_error("--difficulty is easy, medium, hard, fiendish or maximal, "
                                   "not '%s'", value);
            o->level = (level_id)level;
        } else if (strcmp(a, "--generate") == 0) {
            r = set_mode(o, MODE_GENERATE, a);
        } else if (strcmp(a, "--dimacs") == 0) {
            value_used = 1;
            if (!value && i + 1 < argc && strncmp(argv[i + 1], "--", 2) != 0)
                value = argv[++i];
            o->file = value;
            r = set_mode(o, MODE_DIMACS, a);
        } else if (strcmp(a, "--solution") == 0) {
            NEEDS_VALUE();
            o->solution = value;
        } else if (strcmp(a, "--strategy") == 0) {
            NEEDS_VALUE();
            o->strategy = gen_strategy_from_name(value);
            if (o->strategy < 0)
                return usage_error("--strategy is fast, spread, rows or naive, not '%s'", value);
        } else if (strcmp(a, "--skip-text") == 0) {
            o->skip_text = 1;
        } else if (strcmp(a, "--one-line") == 0) {
            o->one_line = 1;
        } else if (strcmp(a, "--new") == 0) {
            o->new_game = 1;
        } else if (strcmp(a, "--load") == 0) {
            NEEDS_VALUE();
            o->load = value;
        } else if (strcmp(a, "--resume") == 0) {
            NEEDS_VALUE();
            if (!save_id_ok(value))
                return usage_error("--resume takes a save id such as k3-1 (see --list-saves), "
                                   "not '%s'", value);
            o->resume = value;
        } else if (strcmp(a, "--list-saves") == 0) {
            r = set_mode(o, MODE_LIST_SAVES, a);
        } else if (strcmp(a, "--no-color") == 0 || strcmp(a, "--no-colour") == 0) {
            o->no_color = 1;
        } else if (a[0] == '-') {
            return usage_error("unknown option '%s'", argv[i]);
        } else {
            return usage_error("unexpected argument '%s'", a);
        }
#undef NEEDS_VALUE
        if (r >= 0)
            return r;
        if (eq && !value_used)
            return usage_error("option %s takes no value", a);
    }
    if (o->one_line && o->mode != MODE_SOLVE && o->mode != MODE_GENERATE)
        return usage_error("%s goes with --solve or --generate", "--one-line");
    if (o->skip_text && o->mode != MODE_SOLVE && o->mode != MODE_COUNT &&
        o->mode != MODE_DIMACS && o->mode != MODE_GRADE)
        return usage_error("%s goes with --solve, --count, --grade or --dimacs", "--skip-text");
    if (o->solution && o->mode != MODE_GENERATE)
        return usage_error("%s goes with --generate", "--solution");
    if (o->mode != MODE_PLAY && (o->load || o->new_game || o->resume))
        return usage_error("%s is for playing, not with a command option",
                           o->load ? "--load" : o->resume ? "--resume" : "--new");
    if (o->resume && (o->load || o->new_game || o->have_seed || o->k || o->single))
        return usage_error("--resume ID plays a saved game as it was: not with %s",
                           o->load ? "--load" : o->new_game ? "--new"
                           : o->have_seed ? "--seed" : o->k ? "--k" : "--single");
    if (o->level != LEVEL_MAXIMAL && (o->mode != MODE_PLAY && o->mode != MODE_GENERATE))
        return usage_error("%s goes with --generate or a new game", "--difficulty");
    if (o->level != LEVEL_MAXIMAL && (o->load || o->resume))
        return usage_error("%s makes a new puzzle: not with %s", "--difficulty",
                           o->load ? "--load" : "--resume");
    if (o->load && o->have_seed)
        return usage_error("%s: a loaded puzzle has no seed", "--load");
    if (o->mode == MODE_PLAY && o->k > GRID_KMAX_PLAY)
        return usage_error("the game plays k from %d to %d; k=%d (%dx%d) works with --solve, "
                           "--count, --generate and --dimacs", GRID_KMIN, GRID_KMAX_PLAY, o->k,
                           o->k * o->k, o->k * o->k);
    return -1;
}

int cli_check_play(const cli_options *o)
{
    if (!o->load)
        return -1;
    char err[IO_ERRLEN];
    uint8_t *vals;
    int k;
    if (io_load_csv(o->load, o->k, o->single ? 1 : 2, &k, &vals, err))
        return -1; /* the game reports it */
    free(vals);
    if (k <= GRID_KMAX_PLAY)
        return -1;
    fprintf(stderr, PROGRAM ": %s: a %dx%d puzzle (k=%d, from the file); the game plays k "
                    "from %d to %d; try --solve or --count with it\n",
            o->load, k * k, k * k, k, GRID_KMIN, GRID_KMAX_PLAY);
    return EXIT_USAGE;
}

/* Parses the text of o->file in the CSV layout (rows, or the whole puzzle on
 * one line): fills *g (free it) and *vals (free it), or reports the error. */
static int parse_puzzle(const cli_options *o, const char *text, size_t len, geom **g,
                        uint8_t **vals)
{
    char err[IO_ERRLEN];
    int k, ngrids = o->single ? 1 : 2;
    if (io_parse_csv_flags(o->file, text, len, o->k, ngrids, o->skip_text ? IO_SKIP_TEXT : 0,
                           &k, vals, err)) {
        fprintf(stderr, PROGRAM ": %s\n", err);
        if (o->single && o->mode != MODE_DIMACS)
            fprintf(stderr, PROGRAM ": %s: read as the CSV layout (rows of comma-separated "
                            "numbers), because its first line of data is not a one-line 9x9 "
                            "puzzle (81 characters of 0-9 and '.', no commas)\n", o->file);
        return EXIT_USAGE;
    }
    *g = geom_new(k, ngrids);
    return EXIT_DONE;
}

/* Reads a puzzle file for o: fills *g (free it) and *vals (free it). */
static int read_puzzle(const cli_options *o, geom **g, uint8_t **vals)
{
    char err[IO_ERRLEN], *text;
    size_t len;
    if (io_read_file(o->file, &text, &len, err)) {
        fprintf(stderr, PROGRAM ": %s\n", err);
        return EXIT_USAGE;
    }
    int rc = parse_puzzle(o, text, len, g, vals);
    free(text);
    return rc;
}

/* Says on stderr why puzzle has no solution (stdout keeps just "None"): the
 * clashing givens, or givens that cannot all hold together. number > 0 names
 * the puzzle in a file of one-line puzzles (1 = the first). */
static void explain_none(const char *file, int number, const geom *g, const uint8_t *puzzle)
{
    solve_why why;
    if (!solve_why_none(g, puzzle, &why))
        return;
    if (number > 0)
        fprintf(stderr, PROGRAM ": %s: puzzle %d: ", file, number);
    else
        fprintf(stderr, PROGRAM ": %s: ", file);
    solve_why_print(stderr, g, puzzle, &why);
    solve_why_free(&why);
}

/* Writes a puzzle or a solution in the layout o asks for. */
static void write_puzzle(const cli_options *o, FILE *out, const geom *g, const uint8_t *vals)
{
    if (o->one_line)
        io_write_line(out, g, vals);
    else
        io_write_csv(out, g, vals);
}

/* Solving a file of one-line puzzles: the puzzles are dealt out to a few
 * threads, each with its own solver; answers keep the order of the file. */
typedef struct oneline_work {
    const geom *g;
    const uint8_t *puzzles;
    uint8_t *answers; /* 81 per puzzle; answers[i*81] == 0 means None */
    int count, first, step;
} oneline_work;

static void *solve_some(void *arg)
{
    oneline_work *w = arg;
    for (int i = w->first; i < w->count; i += w->step) {
        uint8_t *a = w->answers + (size_t)i * 81;
        if (!solve_puzzle(w->g, w->puzzles + (size_t)i * 81, a))
            a[0] = 0;
    }
    return NULL;
}

/* Reads the one-line 9x9 puzzles of o->file (given as text): *vals (free
 * it) and *count, or an exit code after a message. */
static int read_oneline(const cli_options *o, const char *text, size_t len, uint8_t **vals,
                        int *count)
{
    char err[IO_ERRLEN];
    if (o->k && o->k != 3)
        return usage_error("%s holds 9x9 one-line puzzles, which need k=3", o->file);
    if (io_parse_oneline_flags(o->file, text, len, o->skip_text ? IO_SKIP_TEXT : 0, vals,
                               count, err)) {
        fprintf(stderr, PROGRAM ": %s\n", err);
        fprintf(stderr, PROGRAM ": %s: read as one-line 9x9 puzzles, because its first line "
                        "of data is 81 characters without commas\n", o->file);
        return EXIT_USAGE;
    }
    return EXIT_DONE;
}

/* --count of one-line puzzles: one count a line, in the order of the file. */
static int count_oneline(const cli_options *o, const char *text, size_t len)
{
    uint8_t *vals;
    int count, none = 0;
    int rc = read_oneline(o, text, len, &vals, &count);
    if (rc != EXIT_DONE)
        return rc;
    geom *g = geom_new(3, 1);
    for (int i = 0; i < count; i++) {
        sat_answer a = solve_count(g, vals + (size_t)i * 81, NULL);
        printf("%d\n", a == SAT_NONE ? 0 : a == SAT_UNIQUE ? 1 : 2);
        if (a == SAT_NONE) {
            explain_none(o->file, i + 1, g, vals + (size_t)i * 81);
            none++;
        }
    }
    geom_free(g);
    free(vals);
    return none == count ? EXIT_NO_SOLUTION : EXIT_DONE;
}

static int solve_oneline(const cli_options *o, const char *text, size_t len)
{
    uint8_t *vals;
    int count;
    int rc = read_oneline(o, text, len, &vals, &count);
    if (rc != EXIT_DONE)
        return rc;
    geom *g = geom_new(3, 1);
    uint8_t *answers = xmalloc((size_t)count * 81);
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int nthreads = count < 4 || cores < 2 ? 1 : cores < 4 ? (int)cores : 4;
    oneline_work work[4];
    pthread_t threads[4];
    int started[4] = { 0 };
    for (int t = 0; t < nthreads; t++) {
        oneline_work w = { g, vals, answers, count, t, nthreads };
        work[t] = w;
        if (t > 0)
            started[t] = pthread_create(&threads[t], NULL, solve_some, &work[t]) == 0;
    }
    solve_some(&work[0]);
    for (int t = 1; t < nthreads; t++) {
        if (started[t])
            pthread_join(threads[t], NULL);
        else
            solve_some(&work[t]); /* no thread to be had: do its share here */
    }
    int unsolved = 0;
    for (int i = 0; i < count; i++) {
        const uint8_t *a = answers + (size_t)i * 81;
        if (a[0]) {
            for (int c = 0; c < 81; c++)
                putchar('0' + a[c]);
            putchar('\n');
        } else {
            puts("None");
            explain_none(o->file, i + 1, g, vals + (size_t)i * 81);
            unsolved++;
        }
    }
    free(answers);
    geom_free(g);
    free(vals);
    return unsolved == count ? EXIT_NO_SOLUTION : EXIT_DONE;
}

/* Solves a puzzle in the CSV layout, given as the text of o->file. */
static int solve_csv(const cli_options *o, const char *text, size_t len)
{
    geom *g;
    uint8_t *vals;
    int rc = parse_puzzle(o, text, len, &g, &vals);
    if (rc != EXIT_DONE)
        return rc;
    uint8_t *sol = xmalloc((size_t)g->ncells);
    if (solve_puzzle(g, vals, sol)) {
        write_puzzle(o, stdout, g, sol);
    } else {
        puts("None");
        explain_none(o->file, 0, g, vals);
        rc = EXIT_NO_SOLUTION;
    }
    free(sol);
    free(vals);
    geom_free(g);
    return rc;
}

static int run_solve(const cli_options *o)
{
    char err[IO_ERRLEN], *text;
    size_t len;
    if (io_read_file(o->file, &text, &len, err)) {
        fprintf(stderr, PROGRAM ": %s\n", err);
        return EXIT_USAGE;
    }
    int rc = o->single && io_is_oneline(text, len) ? solve_oneline(o, text, len)
                                                    : solve_csv(o, text, len);
    free(text);
    return rc;
}

static int run_count(const cli_options *o)
{
    geom *g;
    uint8_t *vals;
    char err[IO_ERRLEN], *text;
    size_t len;
    if (io_read_file(o->file, &text, &len, err)) {
        fprintf(stderr, PROGRAM ": %s\n", err);
        return EXIT_USAGE;
    }
    int oneline = o->single && io_is_oneline(text, len);
    int rc = oneline ? count_oneline(o, text, len) : parse_puzzle(o, text, len, &g, &vals);
    free(text);
    if (oneline || rc != EXIT_DONE)
        return rc;
    sat_answer a = solve_count(g, vals, NULL);
    printf("%d\n", a == SAT_NONE ? 0 : a == SAT_UNIQUE ? 1 : 2);
    if (a == SAT_NONE)
        explain_none(o->file, 0, g, vals);
    free(vals);
    geom_free(g);
    return a == SAT_NONE ? EXIT_NO_SOLUTION : EXIT_DONE;
}

/* --grade: the ladder's verdict on a puzzle with one solution. */
static int run_grade(const cli_options *o)
{
    geom *g;
    uint8_t *vals;
    int rc = read_puzzle(o, &g, &vals);
    if (rc != EXIT_DONE)
        return rc;
    uint8_t *sol = xmalloc((size_t)g->ncells);
    sat_answer a = solve_count(g, vals, sol);
    if (a == SAT_NONE) {
        puts("None");
        explain_none(o->file, 0, g, vals);
        rc = EXIT_NO_SOLUTION;
    } else if (a != SAT_UNIQUE) {
        fprintf(stderr, PROGRAM ": %s has more than one solution; only a puzzle with exactly "
                        "one can be graded\n", o->file);
        rc = EXIT_NO_SOLUTION;
    } else {
        ladder_report rep;
        ladder_grade(g, vals, sol, &rep);
        printf("level: %s\n", level_name(rep.level));
        printf("hardest: %s\n", rep.hardest >= 0 ? ladder_tech_name(rep.hardest) : "none");
        printf("guesses: %d\n", rep.guesses);
        printf("givens: %d of %d\n", grid_count_filled(g, vals), g->ncells);
        for (int t = 0; t < TECH_COUNT; t++)
            if (rep.steps[t])
                printf("steps: %s: %d\n", ladder_tech_name((ladder_tech)t), rep.steps[t]);
    }
    free(sol);
    free(vals);
    geom_free(g);
    return rc;
}

static int stderr_progress(void *ctx, int done, int total)
{
    double *last = ctx;
    double now = util_now();
    if (done == total || now - *last > 0.1) {
        *last = now;
        fprintf(stderr, "\rgenerating: %d of %d cells decided%s", done, total,
                done == total ? "\r\033[K" : "");
    }
    return 0;
}

static int write_solution(FILE *out, void *ctx)
{
    void **args = ctx;
    write_puzzle(args[0], out, args[1], args[2]);
    return 0;
}

static int run_generate(const cli_options *o)
{
    int k = o->k ? o->k : 3;
    geom *g = geom_new(k, o->single ? 1 : 2);
    uint64_t seed = o->have_seed ? o->seed : util_fresh_seed();
    uint8_t *puzzle = xmalloc((size_t)g->ncells), *sol = xmalloc((size_t)g->ncells);
    double last = 0;
    int tty = isatty(STDERR_FILENO) && k >= 4;
    if (isatty(STDERR_FILENO))
        fprintf(stderr, PROGRAM ": seed %llu\n", (unsigned long long)seed);
    gen_stats st;
    gen_puzzle(g, &(gen_params){ seed, (gen_strategy)o->strategy, o->level },
               tty ? stderr_progress : NULL, &last, puzzle, sol, &st);
    /* what was reached: always when it is less than asked, else on a terminal */
    int short_of = o->level != LEVEL_MAXIMAL && st.level != o->level;
    if (short_of)
        fprintf(stderr, PROGRAM ": found no %s puzzle in %d tries; this one is %s\n",
                level_name(o->level), st.attempts, level_name(st.level));
    else if (isatty(STDERR_FILENO))
        fprintf(stderr, PROGRAM ": %s puzzle, %d givens; a person needs %s%s\n",
                level_name(o->level), st.givens, level_name(st.level),
                st.level == LEVEL_BEYOND ? " (guesses: no technique of the ladder finishes it)"
                                          : " techniques");
    int rc = EXIT_DONE;
    if (o->solution) {
        char err[IO_ERRLEN];
        void *args[3] = { (void *)o, g, sol };
        if (io_write_atomic(o->solution, write_solution, args, err)) {
            fprintf(stderr, PROGRAM ": %s\n", err);
            rc = EXIT_USAGE;
        }
    }
    write_puzzle(o, stdout, g, puzzle);
    free(puzzle);
    free(sol);
    geom_free(g);
    return rc;
}

static int run_dimacs(const cli_options *o)
{
    geom *g;
    uint8_t *vals = NULL;
    if (o->file) {
        int rc = read_puzzle(o, &g, &vals);
        if (rc != EXIT_DONE)
            return rc;
    } else {
        g = geom_new(o->k ? o->k : 3, o->single ? 1 : 2);
    }
    cnf_write_dimacs(stdout, g, vals); /* a failed write is reported by cli_run */
    free(vals);
    geom_free(g);
    return EXIT_DONE;
}

static int run_job(const cli_options *o)
{
    switch (o->mode) {
    case MODE_SOLVE: return run_solve(o);
    case MODE_COUNT: return run_count(o);
    case MODE_GRADE: return run_grade(o);
    case MODE_GENERATE: return run_generate(o);
    case MODE_DIMACS: return run_dimacs(o);
    case MODE_LIST_SAVES: return save_print_list(stdout);
    case MODE_PLAY: break;
    }
    return EXIT_USAGE;
}

int cli_run(const cli_options *o)
{
    int rc = run_job(o);
    /* every job's answer goes to stdout: an answer that was not written
     * (a full disk, a closed pipe) is an error, whatever the job found */
    errno = 0;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, PROGRAM ": cannot write the output: %s\n",
                errno ? strerror(errno) : "write error");
        return EXIT_USAGE;
    }
    return rc;
}
