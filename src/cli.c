/* cli.c - the scriptable command line: parsing options and running jobs. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "bank.h"
#include "batch.h"
#include "code.h"
#include "daily.h"
#include "explain.h"
#include "fill.h"
#include "gen.h"
#include "grid.h"
#include "io.h"
#include "keep.h"
#include "ladder.h"
#include "print.h"
#include "save.h"
#include "saves.h"
#include "solve.h"
#include "stats.h"
#include "store.h"
#include "util.h"

#define PROGRAM "sudokupair-tui"
#define PRINT_MAX_PUZZLES 1000 /* on one sheet */
#define VERSION "0.2.0"

/* ---- the options: one table drives the parser and writes --help ---- */

typedef struct parse_ctx {
    cli_options *o;
    FILE *out, *err; /* --help and --version go to out, usage errors to err */
} parse_ctx;

typedef struct cli_opt cli_opt;
/* Sets what opt says from value (NULL when it takes none or an optional
 * one was not given). Returns -1 to go on, or an exit code after printing. */
typedef int cli_setter(parse_ctx *p, const cli_opt *opt, const char *value);

struct cli_opt {
    const char *name;   /* the long name, without "--" */
    const char *arg;    /* the value as --help names it ("FILE"); NULL: no value;
                           "[FILE]": optional, taken from the next argument only
                           when that does not start with '-' */
    cli_setter *set;
    size_t field;       /* offsetof(cli_options, the field set) */
    int mode;           /* set_mode: the mode it selects */
    long min, max;      /* set_number: the range */
    unsigned goes_with; /* the modes it goes with (bits M(MODE_...)); 0: every mode */
    const char *help;   /* the --help text, lines split by '\n'; NULL: an alias */
};

#define M(mode) (1u << (mode))
#define COMMANDS (M(MODE_SOLVE) | M(MODE_COUNT) | M(MODE_GRADE) | M(MODE_GENERATE) | \
                  M(MODE_DIMACS) | M(MODE_EXPLAIN) | M(MODE_CODE) | M(MODE_PRINT))
/* The commands that read a puzzle FILE (or a puzzle code). */
#define READERS (M(MODE_SOLVE) | M(MODE_COUNT) | M(MODE_GRADE) | M(MODE_DIMACS) | \
                 M(MODE_EXPLAIN) | M(MODE_CODE))
#define PRINTING (M(MODE_PRINT) | M(MODE_GENERATE)) /* --print: --load or --generate */
#define FIELD(f) offsetof(cli_options, f)
/* One line per option: a flag, a text (a file name: never empty), a number
 * (digits only, in a range: an int field), a command (the mode, with its
 * FILE), or a setter of its own. The order is the order of --help.
 * A new option: its field in cli_options and one line below; with goes_with
 * it is refused, with a message naming what it goes with, for other
 * commands. A new command: its cli_mode, a COMMAND line, and its mode bit in
 * COMMANDS when --k and --single apply to it (else in the goes_with of the
 * options that do). Rules between options beyond that go at the end of
 * cli_parse_to. */
#define FLAG(name, f, with, help) { name, NULL, set_flag, FIELD(f), 0, 0, 0, with, help }
#define TEXT(name, arg, f, with, help) { name, arg, set_text, FIELD(f), 0, 0, 0, with, help }
#define NUMBER(name, arg, f, lo, hi, with, help) \
    { name, arg, set_number, FIELD(f), 0, lo, hi, with, help }
#define COMMAND(name, arg, mode, help) { name, arg, set_mode, FIELD(file), mode, 0, 0, 0, help }
#define CUSTOM(name, arg, set, with, help) { name, arg, set, 0, 0, 0, 0, with, help }

static cli_setter set_flag, set_text, set_number, set_mode, set_k, set_seed, set_level,
    set_strategy, set_symmetry, set_resume, set_help, set_version, set_paper;

static const cli_opt OPTIONS[] = {
    CUSTOM("k", "K", set_k, M(MODE_PLAY) | COMMANDS | M(MODE_LIST_SAVES) | M(MODE_STATS),
           "box size 2..6: grids of K*K rows (default 3, or the file's);\n"
           "the game plays 2..5, the commands also 6 (36x36);\n"
           "with --list-saves or --stats: only the games of that K"),
    FLAG("single", single, M(MODE_PLAY) | COMMANDS | M(MODE_LIST_SAVES) | M(MODE_STATS),
         "one grid instead of a pair, for every command;\n"
         "with --list-saves or --stats: only the games of one grid"),
    COMMAND("solve", "FILE", MODE_SOLVE,
            "print the solution of the puzzle in FILE, or None (exit 1);\n"
            "with several, one of them (stderr says so)\n"
            "with --single, FILE may also hold one-line 9x9 puzzles\n"
            "(81 characters, '.' or '0' for empty): one answer a line"),
    COMMAND("count", "FILE", MODE_COUNT,
            "print the number of solutions: 0, 1 or 2 (two or more);\n"
            "with --single, one-line 9x9 puzzles too: a count a line\n"
            "with no solution (None, 0), stderr says why: two givens\n"
            "that clash, or givens that cannot all hold together"),
    COMMAND("grade", "FILE", MODE_GRADE,
            "how hard the puzzle is for a person: the level, the hardest\n"
            "technique, the steps of each technique, and the guesses a\n"
            "person would still need where no technique applies"),
    COMMAND("generate", NULL, MODE_GENERATE,
            "print a new puzzle with exactly one solution; when stderr\n"
            "is a terminal it shows the wait there: a bar, the time so\n"
            "far and about how long one takes on this machine"),
    CUSTOM("difficulty", "LEVEL", set_level, M(MODE_PLAY) | M(MODE_GENERATE) | M(MODE_STATS),
           "for --generate and a new game:\n"
           "easy      singles only (the pair rule included)\n"
           "medium    + pointing, claiming, naked/hidden pairs, triples\n"
           "hard      + X-wing, swordfish, pair chains across the grids\n"
           "fiendish  + one-step trials\n"
           "maximal   (--generate's default) no given can be removed\n"
           "          without a second solution; finishable by the\n"
           "          techniques above when one such puzzle is found;\n"
           "          even up to 16x16; at 25x25 no row, column or box\n"
           "          is empty, but a box may hold a single given\n"
           "A new game without it plays your level: the one last\n"
           "chosen in the new-game menu (easy on a first start).\n"
           "A puzzle of a level is solved by its techniques, needs at\n"
           "least one of them, and every given is needed (or is the\n"
           "last of its row, column or box: none is ever empty).\n"
           "When none turns up (a 4x4 pair is too small for the harder\n"
           "levels), the closest level below is made, and said; a game\n"
           "is then played, saved and recorded under the level it has."),
    CUSTOM("symmetry", "KIND", set_symmetry, M(MODE_PLAY) | M(MODE_GENERATE),
           "where givens may stand, in each grid: none, rotate2 (a\n"
           "given's place turned half round holds a given too),\n"
           "rotate4 (a quarter turn too) or mirror (left and right);\n"
           "default: rotate2 for a level, none for maximal (maximal\n"
           "with a symmetry: no given can go with its images without\n"
           "a second solution; alone, one might)"),
    CUSTOM("seed", "N", set_seed, M(MODE_PLAY) | M(MODE_GENERATE),
           "the seed of --generate or of a new game: same seed, same\n"
           "puzzle"),
    TEXT("solution", "FILE", solution, M(MODE_GENERATE),
         "with --generate: also write the solution to FILE"),
    CUSTOM("strategy", "NAME", set_strategy, M(MODE_PLAY) | M(MODE_GENERATE),
           "how a maximal puzzle is made (not with another level):\n"
           "fast (the default: even up to K = 4, boxes at 5, rows\n"
           "at 6), even (a given of the fullest rows, columns and\n"
           "boxes goes first: each keeps half the mean or more),\n"
           "boxes (box by box: some nearly empty), spread (a random\n"
           "order; minutes at K = 5), rows (quick; leaves some rows\n"
           "of a grid empty) or naive (the slow baseline)"),
    FLAG("one-line", one_line, M(MODE_SOLVE) | M(MODE_GENERATE),
         "write the puzzle or solution on one line: all the values,\n"
         "comma-separated, grid A's first (read back as input too)"),
    COMMAND("explain", "FILE", MODE_EXPLAIN,
            "the whole solving path: every step of the technique ladder\n"
            "from the puzzle to its solution, numbered, one sentence\n"
            "each (as the game's hints say it); where no technique\n"
            "applies, the guess a person takes; then the grade"),
    FLAG("grids", grids, M(MODE_EXPLAIN),
         "with --explain: the grids (one line a row) after each run\n"
         "of placements"),
    COMMAND("code", "FILE", MODE_CODE,
            "print the puzzle code of FILE: a short text such as\n"
            "sp3-llFNt... that every FILE option, --load included, takes\n"
            "instead of a file; stable across versions"),
    TEXT("print", "SHEET", print, PRINTING,
         "write a printable sheet of the puzzle of --load, or of the\n"
         "puzzles of --generate; SHEET ends in .pdf, .svg or .png\n"
         "(an SVG or PNG of several pages: a file a page, SHEET-1.png)"),
    NUMBER("puzzles", "N", puzzles, 1, 1000000, M(MODE_GENERATE),
           "with --generate: N puzzles (default 1) of seeds S, S+1,\n"
           "... (S of --seed, else a fresh one said on stderr), in\n"
           "seed order, each as --generate --seed makes it, made on\n"
           "every core (with --one-line, one a line); with --print:\n"
           "a sheet of them (at most 1000)"),
    FLAG("with-solutions", with_solutions, PRINTING,
         "with --print: the solutions on the last pages, smaller"),
    CUSTOM("paper", "SIZE", set_paper, PRINTING, "with --print: a4 (default) or letter"),
    FLAG("skip-text", skip_text, READERS,
         "skip lines of FILE that are text: a title, a # comment, a\n"
         "citation (a line starting with # or holding a word)"),
    COMMAND("dimacs", "[FILE]", MODE_DIMACS,
            "write the CNF of the rules (and FILE's givens as unit\n"
            "clauses) in DIMACS format, for any SAT solver"),
    FLAG("new", new_game, M(MODE_PLAY),
         "start a new game instead of resuming the saved one, which\n"
         "stays saved, as a new game from the menu keeps the one\n"
         "played (without --new, --load, --seed or --resume the most\n"
         "recent unfinished game of that K is resumed, and of that\n"
         "level with --difficulty; a game of another kind starts\n"
         "new and says the saved one is still there)"),
    COMMAND("list-saves", NULL, MODE_LIST_SAVES,
            "list the saved games: id, size, level, time, cells to\n"
            "fill (a daily marked as one); and the ready puzzles, from\n"
            "which a new game starts at once: kept in\n"
            "$XDG_CACHE_HOME/sudokupair-tui (by default\n"
            "~/.cache/sudokupair-tui), made while a game is played, and\n"
            "the starter puzzles shipped with the game (a first game of\n"
            "a kind takes one); with --k or --single, only the saves\n"
            "and ready puzzles of that size or grids"),
    COMMAND("stats", NULL, MODE_STATS,
            "your record from the history of games: per size, grids and\n"
            "level the games, finished by hand, with help, by the solver,\n"
            "given up, the best time and the median of the last ten;\n"
            "days in a row (--k, --single, --difficulty choose rows);\n"
            "a bad line is named and what reads is shown"),
    FLAG("daily", daily, M(MODE_PLAY) | M(MODE_GENERATE),
         "play today's puzzle: the same for every player that day\n"
         "(9x9 pair, medium unless --k, --single or --difficulty\n"
         "say another); with --print SHEET: print it instead"),
    TEXT("date", "DATE", date, M(MODE_PLAY) | M(MODE_GENERATE),
         "with --daily: the puzzle of that day (YYYY-MM-DD)"),
    CUSTOM("resume", "ID", set_resume, M(MODE_PLAY),
           "resume the saved game ID (see --list-saves; a game is\n"
           "saved a second after each move, and quitting prints the\n"
           "line that resumes it)"),
    TEXT("load", "FILE", load, M(MODE_PLAY) | M(MODE_PRINT),
         "play (or --print) the puzzle in FILE (CSV layout, or a\n"
         "one-line 9x9 puzzle with --single) or of a puzzle code"),
    FLAG("no-color", no_color, 0, "no colours (also when NO_COLOR is set)"),
    FLAG("no-colour", no_color, 0, NULL),
    CUSTOM("help", NULL, set_help, 0, "show this help (also -h) and exit"),
    CUSTOM("version", NULL, set_version, 0, "show the version and exit"),
};
#define NOPTIONS (sizeof OPTIONS / sizeof *OPTIONS)

/* The column where the help text of an option starts. */
#define HELP_COLUMN 20

static void usage(FILE *out)
{
    fputs("Usage: " PROGRAM " [--k K] [--difficulty LEVEL] [--seed N]\n"
          "                      [--new | --load FILE] [--single] [--no-color]\n"
          "       " PROGRAM " [--resume ID] [--no-color]\n"
          "       " PROGRAM " --daily [--date DATE] [--k K] [--single]\n"
          "                      [--difficulty LEVEL] [--print SHEET]\n"
          "       " PROGRAM " [--k K] [--single] [--difficulty LEVEL] --stats\n"
          "       " PROGRAM " [--k K] [--single] --list-saves\n"
          "       " PROGRAM " [--k K] [--single] [--skip-text] [--one-line] --solve FILE\n"
          "       " PROGRAM " [--k K] [--single] [--skip-text]\n"
          "                      --count FILE | --grade FILE\n"
          "       " PROGRAM " [--k K] [--single] [--one-line] --generate\n"
          "                      [--difficulty LEVEL] [--symmetry KIND] [--seed N]\n"
          "                      [--solution FILE] [--puzzles N]\n"
          "       " PROGRAM " [--k K] [--single] [--skip-text] --dimacs [FILE]\n"
          "       " PROGRAM " [--single] --explain FILE [--grids] | --code FILE\n"
          "       " PROGRAM " [--single] --print SHEET --load FILE | --generate [--k K]\n"
          "                      [--difficulty LEVEL] [--seed N] [--puzzles N]\n"
          "                      [--with-solutions] [--paper a4|letter]\n"
          "\n"
          "Play a Sudoku pair: two KxK-boxed grids that must both be valid and differ in\n"
          "every position. With no command option the game starts in the terminal.\n"
          "\n"
          "Options:\n",
          out);
    for (size_t i = 0; i < NOPTIONS; i++) {
        const cli_opt *opt = &OPTIONS[i];
        if (!opt->help)
            continue;
        int col = fprintf(out, "  --%s%s%s", opt->name, opt->arg ? " " : "",
                          opt->arg ? opt->arg : "");
        fprintf(out, "%*s", col < HELP_COLUMN ? HELP_COLUMN - col : 2, "");
        for (const char *h = opt->help;;) {
            const char *nl = strchr(h, '\n');
            if (!nl) {
                fprintf(out, "%s\n", h);
                break;
            }
            fprintf(out, "%.*s\n%*s", (int)(nl - h), h, HELP_COLUMN, "");
            h = nl + 1;
        }
    }
    fputs("\nOptions are written out in full (no abbreviations); --opt=VALUE is the same as\n"
          "--opt VALUE, and -- ends the options (the program takes no other arguments).\n"
          "A number is digits only. An option that does not apply to the command given\n"
          "is refused, never ignored.\n"
          "\n"
          "Files: 2*K*K lines of K*K comma-separated numbers, 0 for empty, grid A's rows\n"
          "first (K*K lines with --single); or the whole puzzle on one line (2*K^4\n"
          "values: 32, 162, 512, 1250 or 2592; K follows from the count). With --single,\n"
          "every command reads one-line 9x9 puzzles too (81 characters, no commas).\n"
          "A FILE may also be a puzzle code (see --code), such as sp2-AqgAA2NwRl.\n"
          "Exit status: 0 done, 1 no solution, 2 bad usage, bad input, output that\n"
          "could not be written (a full disk), a game that could not be kept, or a\n"
          "terminal that cannot run the game.\n"
          "A closed pipe (as in --dimacs | head) ends a command quietly by SIGPIPE, the\n"
          "Unix way; with SIGPIPE ignored it exits 2 with a message.\n"
          "In the game, press ? for the keys. A cell is named A r10c12 (grid A, row 10,\n"
          "column 12) everywhere, as the borders number rows and columns. The board\n"
          "shows the notes in every cell where they fit, else a zoom of the cursor's\n"
          "box beside the grids; o gives a plain board, p every note of one grid.\n",
          out);
}

__attribute__((format(printf, 2, 3))) static int usage_error(FILE *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(err, PROGRAM ": ");
    vfprintf(err, fmt, ap);
    va_end(ap);
    fprintf(err, "\nTry '" PROGRAM " --help' for more information.\n");
    return EXIT_USAGE;
}

/* 1 when s is one or more digits (no sign, no space) of a value <= max. */
static int parse_digits(const char *s, unsigned long long max, unsigned long long *out)
{
    unsigned long long v = 0;
    if (!*s)
        return 0;
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return 0;
        unsigned d = (unsigned)(*s - '0');
        if (d > max || v > (max - d) / 10)
            return 0;
        v = v * 10 + d;
    }
    *out = v;
    return 1;
}

/* Which options a list names: 1 to take opt. */
typedef int option_pick(const cli_opt *opt, const void *ctx);

/* Writes "--a, --b or --c": the options pick takes, in table order, then
 * extra (NULL: none). Returns how many were named. */
static int option_names(char *buf, size_t cap, option_pick *pick, const void *ctx,
                        const char *extra)
{
    size_t n = NOPTIONS;
    int total = extra != NULL, count = 0;
    for (size_t i = 0; i < n; i++)
        total += pick(&OPTIONS[i], ctx) != 0;
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i <= n; i++) {
        if (i < n && !pick(&OPTIONS[i], ctx))
            continue;
        if (i == n && !extra)
            break;
        count++;
        const char *sep = count == 1 ? "" : count == total ? " or " : ", ";
        int w = i < n ? snprintf(buf + used, cap - used, "%s--%s", sep, OPTIONS[i].name)
                      : snprintf(buf + used, cap - used, "%s%s", sep, extra);
        used += w > 0 ? (size_t)w : 0;
        if (used >= cap)
            break;
    }
    return count;
}

static int is_command(const cli_opt *opt, const void *ctx)
{
    (void)ctx;
    return opt->set == set_mode;
}

static int is_command_of(const cli_opt *opt, const void *ctx)
{
    return opt->set == set_mode && (*(const unsigned *)ctx & M(opt->mode));
}

typedef struct name_start { const char *name; size_t len; } name_start;

static int starts_with(const cli_opt *opt, const void *ctx)
{
    const name_start *pre = ctx;
    return opt->help && pre->len > 0 && strncmp(opt->name, pre->name, pre->len) == 0;
}

static void *field_of(parse_ctx *p, const cli_opt *opt) { return (char *)p->o + opt->field; }

static int set_flag(parse_ctx *p, const cli_opt *opt, const char *value)
{
    (void)value;
    *(int *)field_of(p, opt) = 1;
    return -1;
}

static int set_text(parse_ctx *p, const cli_opt *opt, const char *value)
{
    if (!*value)
        return usage_error(p->err, "option --%s needs a %s, not an empty string", opt->name,
                           opt->arg);
    *(const char **)field_of(p, opt) = value;
    return -1;
}

/* For NUMBER entries (an int field). */
static int set_number(parse_ctx *p, const cli_opt *opt,
                                              const char *value)
{
    unsigned long long v;
    if (!parse_digits(value, (unsigned long long)opt->max, &v) || (long)v < opt->min)
        return usage_error(p->err, "--%s takes a whole number from %ld to %ld, not '%s'",
                           opt->name, opt->min, opt->max, value);
    *(int *)field_of(p, opt) = (int)v;
    return -1;
}

static int set_mode(parse_ctx *p, const cli_opt *opt, const char *value)
{
    if (p->o->mode != MODE_PLAY && p->o->mode != (cli_mode)opt->mode) {
        char names[300];
        option_names(names, sizeof names, is_command, NULL, NULL);
        return usage_error(p->err, "--%s cannot be combined with another of %s", opt->name,
                           names);
    }
    if (value && !*value)
        return usage_error(p->err, "option --%s needs a %s, not an empty string", opt->name,
                           opt->arg[0] == '[' ? "FILE" : opt->arg);
    p->o->mode = (cli_mode)opt->mode;
    if (opt->arg)
        p->o->file = value;
    return -1;
}

static int set_k(parse_ctx *p, const cli_opt *opt, const char *value)
{
    unsigned long long k;
    (void)opt;
    if (!parse_digits(value, GRID_KMAX, &k) || k < GRID_KMIN)
        return usage_error(p->err, "--k takes a box size from %d to %d, not '%s' (the game "
                                   "plays %d to %d)", GRID_KMIN, GRID_KMAX, value, GRID_KMIN,
                           GRID_KMAX_PLAY);
    p->o->k = (int)k;
    return -1;
}

static int set_seed(parse_ctx *p, const cli_opt *opt, const char *value)
{
    (void)opt;
    unsigned long long s;
    if (!parse_digits(value, UINT64_MAX, &s))
        return usage_error(p->err, "--seed takes a whole number from 0 to 2^64-1, not '%s'",
                           value);
    p->o->seed = s;
    p->o->have_seed = 1;
    return -1;
}

static int set_level(parse_ctx *p, const cli_opt *opt, const char *value)
{
    (void)opt;
    int level = level_from_name(value);
    if (level < 0)
        return usage_error(p->err, "--difficulty is easy, medium, hard, fiendish or maximal, "
                                   "not '%s'", value);
    p->o->level = (level_id)level;
    p->o->have_level = 1;
    return -1;
}

static int set_strategy(parse_ctx *p, const cli_opt *opt, const char *value)
{
    (void)opt;
    p->o->strategy = gen_strategy_from_name(value);
    if (p->o->strategy < 0)
        return usage_error(p->err,
                           "--strategy is fast, even, boxes, spread, rows or naive, not '%s'",
                           value);
    return -1;
}

static int set_symmetry(parse_ctx *p, const cli_opt *opt, const char *value)
{
    (void)opt;
    int s = kind_symmetry_from_name(value);
    if (s < 0 || s == KIND_SYM_DEFAULT)
        return usage_error(p->err, "--symmetry is none, rotate2, rotate4 or mirror, not '%s'",
                           value);
    p->o->symmetry = s;
    return -1;
}

static int set_resume(parse_ctx *p, const cli_opt *opt, const char *value)
{
    (void)opt;
    if (!save_id_ok(value))
        return usage_error(p->err, "--resume takes a save id such as k3-1 (see --list-saves), "
                                   "not '%s'", value);
    p->o->resume = value;
    return -1;
}

static int set_paper(parse_ctx *p, const cli_opt *opt, const char *value)
{
    (void)opt;
    if (strcmp(value, "a4") == 0 || strcmp(value, "A4") == 0)
        p->o->paper = PRINT_A4;
    else if (strcmp(value, "letter") == 0)
        p->o->paper = PRINT_LETTER;
    else
        return usage_error(p->err, "--paper is a4 or letter, not '%s'", value);
    return -1;
}

static int set_help(parse_ctx *p, const cli_opt *opt, const char *value)
{
    (void)opt, (void)value;
    usage(p->out);
    return EXIT_DONE;
}

static int set_version(parse_ctx *p, const cli_opt *opt, const char *value)
{
    (void)opt, (void)value;
    fprintf(p->out, PROGRAM " " VERSION "\n");
    return EXIT_DONE;
}

/* The option named by the len characters of name, or NULL. */
static const cli_opt *find_option(const char *name, size_t len)
{
    for (size_t i = 0; i < NOPTIONS; i++)
        if (strlen(OPTIONS[i].name) == len && strncmp(OPTIONS[i].name, name, len) == 0)
            return &OPTIONS[i];
    return NULL;
}

/* An unknown option; when it starts some options' names, they are named
 * (abbreviations are refused, so adding an option never breaks one). */
static int unknown_option(FILE *err, const char *name, size_t len)
{
    char near[300];
    int count = option_names(near, sizeof near, starts_with, &(name_start){ name, len }, NULL);
    if (count)
        return usage_error(err, "unknown option '--%.*s' (options are written out in full: "
                                "did you mean %s?)", (int)len, name, near);
    return usage_error(err, "unknown option '--%.*s'", (int)len, name);
}

/* What opt goes with, as a message: "--X goes with --solve or --generate,
 * not with --count" (mode is the command given). */
static int not_here(FILE *err, const cli_opt *opt, cli_mode mode)
{
    if (opt->goes_with == M(MODE_PLAY))
        return usage_error(err, "--%s is for playing, not with a command option", opt->name);
    char names[300];
    option_names(names, sizeof names, is_command_of, &opt->goes_with,
                 opt->goes_with & M(MODE_PLAY) ? "a new game" : NULL);
    const char *given = NULL;
    for (size_t i = 0; i < NOPTIONS; i++)
        if (OPTIONS[i].set == set_mode && OPTIONS[i].mode == (int)mode)
            given = OPTIONS[i].name;
    if (!given)
        return usage_error(err, "--%s goes with %s", opt->name, names);
    return usage_error(err, "--%s goes with %s, not with --%s", opt->name, names, given);
}

/* --daily and --date: the day's seed (daily.h), medium unless --difficulty
 * said another; with --print the puzzle is generated for a sheet. Returns -1
 * to go on, or the exit code of a usage error. */
static int daily_options(cli_options *o, FILE *err)
{
    if (o->date && !o->daily)
        return usage_error(err, "--date goes with --daily (the day of its puzzle)");
    if (!o->daily)
        return -1;
    /* (another symmetry would be another puzzle under the day's seed) */
    if (o->have_seed || o->load || o->resume || o->strategy || o->new_game ||
        o->symmetry != KIND_SYM_DEFAULT)
        return usage_error(err, "--daily is the day's puzzle: not with %s",
                           o->have_seed ? "--seed" : o->load ? "--load"
                           : o->resume ? "--resume" : o->strategy ? "--strategy"
                           : o->new_game ? "--new" : "--symmetry");
    daily_date day = daily_today();
    if (o->date && !daily_parse_date(o->date, &day))
        return usage_error(err, "--date takes a real date YYYY-MM-DD from %d to %d, not '%s'",
                           DAILY_YEAR_MIN, DAILY_YEAR_MAX, o->date);
    /* a day to come is nobody's puzzle yet (a day ahead: somewhere it is that day) */
    daily_date today = daily_today();
    if (daily_day_number(day) > daily_day_number(today) + 1) {
        char shown[16];
        daily_format_date(today, shown, sizeof shown);
        return usage_error(err, "--date %s has not come yet anywhere (today is %s here; "
                                "tomorrow's is taken, as it is tomorrow somewhere already)",
                           o->date, shown);
    }
    if (!o->have_level)
        o->level = DAILY_LEVEL;
    o->seed = daily_seed(day, o->k ? o->k : DAILY_K, o->single ? 1 : DAILY_NGRIDS, o->level);
    o->have_seed = 1;
    if (o->print && o->mode == MODE_PLAY)
        o->mode = MODE_GENERATE;
    return -1;
}

int cli_parse_to(int argc, char **argv, cli_options *o, FILE *out, FILE *err)
{
    memset(o, 0, sizeof *o);
    o->mode = MODE_PLAY;
    o->level = LEVEL_MAXIMAL; /* --generate's; a game's is the player's (life_start) */
    o->program = argc > 0 ? argv[0] : NULL;
    const char *no_color = getenv("NO_COLOR");
    o->no_color = no_color && *no_color;
    parse_ctx p = { o, out, err };
    unsigned char seen[NOPTIONS] = { 0 };
    int options_end = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!options_end && strcmp(a, "--") == 0) {
            options_end = 1;
            continue;
        }
        if (options_end || a[0] != '-' || a[1] == '\0')
            return usage_error(err, "unexpected argument '%s' (a file is the value of an "
                                    "option, such as --solve FILE)", a);
        if (strcmp(a, "-h") == 0)
            a = "--help";
        if (a[1] != '-')
            return usage_error(err, "unknown option '%s' (options start with --)", a);
        const char *name = a + 2, *eq = strchr(name, '=');
        size_t len = eq ? (size_t)(eq - name) : strlen(name);
        const cli_opt *opt = find_option(name, len);
        if (!opt)
            return unknown_option(err, name, len);
        const char *value = eq ? eq + 1 : NULL;
        if (seen[opt - OPTIONS]) /* which one was meant? say so rather than guess */
            return usage_error(err, "option --%s is given twice", opt->name);
        if (value && !opt->arg)
            return usage_error(err, "option --%s takes no value", opt->name);
        if (!value && opt->arg) {
            if (opt->arg[0] != '[' && i + 1 >= argc)
                return usage_error(err, "option --%s needs a value", opt->name);
            if (opt->arg[0] != '[' || (i + 1 < argc && argv[i + 1][0] != '-'))
                value = argv[++i];
        }
        int rc = opt->set(&p, opt, value);
        if (rc >= 0)
            return rc;
        seen[opt - OPTIONS] = 1;
    }
    int daily = daily_options(o, err);
    if (daily >= 0)
        return daily;
    /* --print of --load's puzzle is a command of its own */
    if (o->print && o->mode == MODE_PLAY) {
        if (!o->load)
            return usage_error(err, "--print goes with --load FILE (its puzzle) or "
                                    "--generate (new puzzles)");
        o->mode = MODE_PRINT;
        o->file = o->load;
    }
    static const char *const PRINT_ONLY[] = { "with-solutions", "paper" };
    for (size_t i = 0; i < sizeof PRINT_ONLY / sizeof *PRINT_ONLY; i++)
        if (!o->print && seen[find_option(PRINT_ONLY[i], strlen(PRINT_ONLY[i])) - OPTIONS])
            return usage_error(err, "--%s goes with --print", PRINT_ONLY[i]);
    if (o->print && !print_format_ok(o->print))
        return usage_error(err, "--print %s: the sheet's name ends in .pdf, .svg or .png",
                           o->print);
    if (o->print && o->puzzles > PRINT_MAX_PUZZLES)
        return usage_error(err, "--print --generate: a sheet holds at most %d puzzles",
                           PRINT_MAX_PUZZLES);
    if (o->print && (o->one_line || o->solution))
        return usage_error(err, "--print writes a sheet, not with --%s",
                           o->one_line ? "one-line" : "solution");
    for (size_t i = 0; i < NOPTIONS; i++)
        if (seen[i] && OPTIONS[i].goes_with && !(OPTIONS[i].goes_with & M(o->mode)))
            return not_here(err, &OPTIONS[i], o->mode);
    if (seen[find_option("strategy", 8) - OPTIONS] && o->level != LEVEL_MAXIMAL)
        return usage_error(err, "--strategy says how a maximal puzzle is made: it goes with "
                                "--difficulty maximal (the default), not with --difficulty %s",
                           level_name(o->level));
    if (o->resume && (o->load || o->new_game || o->have_seed || o->k || o->single))
        return usage_error(err, "--resume ID plays a saved game as it was: not with %s",
                           o->load ? "--load" : o->new_game ? "--new"
                           : o->have_seed ? "--seed" : o->k ? "--k" : "--single");
    if (o->level != LEVEL_MAXIMAL && (o->load || o->resume))
        return usage_error(err, "%s makes a new puzzle: not with %s", "--difficulty",
                           o->load ? "--load" : "--resume");
    if (o->load && o->have_seed)
        return usage_error(err, "%s: a loaded puzzle has no seed", "--load");
    /* the seeds S, S+1, ..., S+N-1 of --puzzles N never pass 2^64-1 */
    if (o->have_seed && o->puzzles > 1 && o->seed > UINT64_MAX - (uint64_t)(o->puzzles - 1))
        return usage_error(err, "--puzzles %d --seed %llu: the last seed would pass 2^64-1; "
                                "the seed may be at most %llu", o->puzzles,
                           (unsigned long long)o->seed,
                           (unsigned long long)(UINT64_MAX - (uint64_t)(o->puzzles - 1)));
    if ((o->mode == MODE_STATS || o->mode == MODE_LIST_SAVES) && o->k > GRID_KMAX_PLAY)
        return usage_error(err, "--%s: the game plays k from %d to %d, so there are no "
                                "games of k=%d (%dx%d)",
                           o->mode == MODE_STATS ? "stats" : "list-saves", GRID_KMIN,
                           GRID_KMAX_PLAY, o->k, o->k * o->k, o->k * o->k);
    if (o->mode == MODE_PLAY && o->k > GRID_KMAX_PLAY)
        return usage_error(err, "the game plays k from %d to %d; k=%d (%dx%d) works with "
                                "--solve, --count, --generate and --dimacs", GRID_KMIN,
                           GRID_KMAX_PLAY, o->k, o->k * o->k, o->k * o->k);
    return -1;
}

int cli_parse(int argc, char **argv, cli_options *o)
{
    return cli_parse_to(argc, argv, o, stdout, stderr);
}

int cli_check_play(const cli_options *o)
{
    if (!o->load)
        return -1;
    char err[IO_ERRLEN];
    uint8_t *vals;
    int k;
    if (keep_load_puzzle(o->load, o->k, o->single ? 1 : 2, 0, &k, &vals, NULL, err))
        return -1; /* the game reports it */
    free(vals);
    if (k <= GRID_KMAX_PLAY)
        return -1;
    fprintf(stderr, PROGRAM ": %s: a %dx%d puzzle (k=%d, from the file); the game plays k "
                    "from %d to %d; try --solve or --count with it\n",
            o->load, k * k, k * k, k, GRID_KMIN, GRID_KMAX_PLAY);
    return EXIT_USAGE;
}

/* Reads the puzzles of o->file the one way every command reads them
 * (io_parse_puzzle): *g (free it) and *vals (free it). count NULL asks for
 * exactly one puzzle; else *count gets how many (one-line 9x9 puzzles of a
 * single grid, 81 values each: then *oneline is 1). Returns EXIT_DONE, or
 * EXIT_USAGE after saying why, for one grid with the layout it was read as. */
static int read_puzzles(const cli_options *o, geom **g, uint8_t **vals, int *count,
                        int *oneline)
{
    char err[IO_ERRLEN], *text;
    size_t len;
    int k, ngrids = o->single ? 1 : 2, ol = 0;
    if (keep_read_puzzle(o->file, ngrids, &text, &len, err)) {
        fprintf(stderr, PROGRAM ": %s\n", err);
        return EXIT_USAGE;
    }
    const char *msg = io_parse_puzzle(o->file, text, len, o->k, ngrids,
                                      o->skip_text ? IO_SKIP_TEXT : 0, &k, vals, count, &ol, err);
    free(text);
    if (oneline)
        *oneline = ol;
    if (!msg) {
        *g = geom_new(k, ngrids);
        return EXIT_DONE;
    }
    fprintf(stderr, PROGRAM ": %s\n", err);
    if (ol)
        fprintf(stderr, PROGRAM ": %s: read as one-line 9x9 puzzles, because its first line "
                        "of data is digits and dots without commas\n", o->file);
    else if (o->single)
        fprintf(stderr, PROGRAM ": %s: read as the CSV layout (rows of comma-separated "
                        "numbers), because its first line of data is not a one-line 9x9 "
                        "puzzle (81 characters of 0-9 and '.', no commas)\n", o->file);
    return EXIT_USAGE;
}

/* Reads the one puzzle of o->file: *g (free it) and *vals (free it). */
static int read_puzzle(const cli_options *o, geom **g, uint8_t **vals)
{
    return read_puzzles(o, g, vals, NULL, NULL);
}

/* Says on stderr why puzzle has no solution (stdout keeps just "None"): the
 * clashing givens, or givens that cannot all hold together. number > 0 names
 * the puzzle in a file of one-line puzzles (1 = the first). */
static void explain_none(const char *file, int number, const geom *g, const uint8_t *puzzle)
{
    char prefix[IO_PATHSHOW + 64], shown[IO_PATHSHOW + 4];
    if (number > 0)
        snprintf(prefix, sizeof prefix, PROGRAM ": %s: puzzle %d: ", io_show_path(file, shown),
                 number);
    else
        snprintf(prefix, sizeof prefix, PROGRAM ": %s: ", io_show_path(file, shown));
    solve_explain_none(stderr, prefix, g, puzzle);
}

/* Writes a puzzle or a solution in the layout o asks for. */
static void write_puzzle(const cli_options *o, FILE *out, const geom *g, const uint8_t *vals)
{
    if (o->one_line)
        io_write_line(out, g, vals);
    else
        io_write_csv(out, g, vals);
}

/* Says on stderr that a puzzle solved has more than one solution (stdout
 * keeps the one found). number > 0 names the puzzle in a file of one-line
 * puzzles (1 = the first). */
static void say_several(const char *file, int number)
{
    char shown[IO_PATHSHOW + 4];
    if (number > 0)
        fprintf(stderr, PROGRAM ": %s: puzzle %d has more than one solution; this is one of "
                        "them\n", io_show_path(file, shown), number);
    else
        fprintf(stderr, PROGRAM ": %s has more than one solution; this is one of them\n",
                io_show_path(file, shown));
}

/* Solving one puzzle, or a file of one-line puzzles: the puzzles are dealt
 * out to a few threads, each with its own solver; answers keep the order of
 * the file. */
typedef struct solve_work {
    const geom *g;
    const uint8_t *puzzles;
    uint8_t *answers;       /* ncells per puzzle */
    solve_answer *found;    /* per puzzle */
    int count, first, step;
} solve_work;

static void *solve_some(void *arg)
{
    solve_work *w = arg;
    size_t n = (size_t)w->g->ncells;
    for (int i = w->first; i < w->count; i += w->step)
        w->found[i] = solve_count(w->g, w->puzzles + (size_t)i * n, w->answers + (size_t)i * n);
    return NULL;
}

/* Solves (or counts the solutions of) count puzzles into answers and found. */
static void solve_all(const geom *g, const uint8_t *puzzles, int count, uint8_t *answers,
                      solve_answer *found)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int nthreads = count < 4 || cores < 2 ? 1 : cores < 4 ? (int)cores : 4;
    solve_work work[4];
    pthread_t threads[4];
    int started[4] = { 0 };
    for (int t = 0; t < nthreads; t++) {
        solve_work w = { g, puzzles, answers, found, count, t, nthreads };
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
}

/* --solve and --count: the puzzle of FILE, or every one-line puzzle of it
 * (an answer a line, in the order of the file). */
static int run_solve(const cli_options *o)
{
    geom *g;
    uint8_t *vals;
    int count, oneline;
    int rc = read_puzzles(o, &g, &vals, &count, &oneline);
    if (rc != EXIT_DONE)
        return rc;
    size_t n = (size_t)g->ncells;
    uint8_t *answers = xmalloc((size_t)count * n);
    solve_answer *found = xmalloc((size_t)count * sizeof *found);
    solve_all(g, vals, count, answers, found);
    int none = 0;
    for (int i = 0; i < count; i++) {
        const uint8_t *a = answers + (size_t)i * n;
        if (o->mode == MODE_COUNT)
            printf("%d\n", found[i] == SOLVE_NONE ? 0 : found[i] == SOLVE_UNIQUE ? 1 : 2);
        else if (found[i] == SOLVE_NONE)
            puts("None");
        else if (oneline) {
            for (size_t c = 0; c < n; c++)
                putchar('0' + a[c]);
            putchar('\n');
        } else
            write_puzzle(o, stdout, g, a);
        if (found[i] == SOLVE_NONE) {
            explain_none(o->file, oneline ? i + 1 : 0, g, vals + (size_t)i * n);
            none++;
        } else if (found[i] != SOLVE_UNIQUE && o->mode == MODE_SOLVE) {
            say_several(o->file, oneline ? i + 1 : 0);
        }
    }
    free(found);
    free(answers);
    free(vals);
    geom_free(g);
    return none == count ? EXIT_NO_SOLUTION : EXIT_DONE;
}

/* Finds the one solution of vals into sol; a puzzle with none ("None" on
 * stdout and why on stderr) or with more than one (what cannot be done with
 * it, "graded" or "explained") gives EXIT_NO_SOLUTION. */
static int one_solution(const cli_options *o, const geom *g, const uint8_t *vals, uint8_t *sol,
                        const char *what)
{
    solve_answer a = solve_count(g, vals, sol);
    if (a == SOLVE_NONE) {
        puts("None");
        explain_none(o->file, 0, g, vals);
        return EXIT_NO_SOLUTION;
    }
    if (a != SOLVE_UNIQUE) {
        fprintf(stderr, PROGRAM ": %s has more than one solution; only a puzzle with exactly "
                        "one can be %s\n", o->file, what);
        return EXIT_NO_SOLUTION;
    }
    return EXIT_DONE;
}

/* --grade: the ladder's verdict on a puzzle with one solution; --explain:
 * the whole path in words, then its grade. */
static int run_grade(const cli_options *o)
{
    geom *g;
    uint8_t *vals;
    int rc = read_puzzle(o, &g, &vals);
    if (rc != EXIT_DONE)
        return rc;
    int explain = o->mode == MODE_EXPLAIN;
    uint8_t *sol = xmalloc((size_t)g->ncells);
    rc = one_solution(o, g, vals, sol, explain ? "explained" : "graded");
    if (rc == EXIT_DONE && explain) {
        explain_write(stdout, g, vals, sol, o->grids, NULL); /* cli_run checks the writes */
    } else if (rc == EXIT_DONE) {
        ladder_report rep;
        ladder_grade(g, vals, sol, &rep);
        explain_write_grade(stdout, g, vals, &rep);
    }
    free(sol);
    free(vals);
    geom_free(g);
    return rc;
}

/* --code: the puzzle code of FILE. */
static int run_code(const cli_options *o)
{
    geom *g;
    uint8_t *vals;
    int rc = read_puzzle(o, &g, &vals);
    if (rc != EXIT_DONE)
        return rc;
    char *code = code_encode(g, vals);
    puts(code);
    free(code);
    free(vals);
    geom_free(g);
    return EXIT_DONE;
}

/* "9×9 pair · fiendish · 44 givens" (UTF-8) into buf: the size, the
 * level a player needs (the techniques that solve it), the givens. */
static void sheet_title(const geom *g, const uint8_t *puzzle, level_id needs, char *buf,
                        size_t len)
{
    snprintf(buf, len, "%d\xc3\x97%d %s \xc2\xb7 %s \xc2\xb7 %d givens", g->n, g->n,
             g->ngrids == 2 ? "pair" : "single", level_name(needs),
             grid_count_filled(g, puzzle));
}

/* Writes count puzzles (and their solutions) of one size to o->print. */
static int print_sheet(const cli_options *o, const geom *g, uint8_t *const *puzzles,
                       uint8_t *const *sols, char *const *titles, int count)
{
    print_puzzle *p = xcalloc((size_t)count, sizeof *p);
    char **codes = xcalloc((size_t)count, sizeof *codes);
    for (int i = 0; i < count; i++) {
        codes[i] = code_encode(g, puzzles[i]);
        p[i] = (print_puzzle){ puzzles[i], sols[i], titles[i], codes[i] };
    }
    print_job sheet = { g, p, count, o->with_solutions, (print_paper)o->paper };
    char err[PRINT_ERRLEN];
    int files, rc = EXIT_DONE;
    if (print_write(o->print, &sheet, &files, err)) {
        fprintf(stderr, PROGRAM ": %s\n", err);
        rc = EXIT_USAGE;
    } else if (files == 1) {
        int pages = print_pages(&sheet);
        printf("%s: %d page%s\n", o->print, pages, pages > 1 ? "s" : "");
    } else {
        size_t len = strlen(o->print);
        printf("%.*s-1%s ... %.*s-%d%s: %d pages, one a file\n", (int)len - 4, o->print,
               o->print + len - 4, (int)len - 4, o->print, files, o->print + len - 4, files);
    }
    for (int i = 0; i < count; i++)
        free(codes[i]);
    free(codes);
    free(p);
    return rc;
}

/* --print of the puzzle of --load (a file or a code). */
static int run_print(const cli_options *o)
{
    geom *g;
    uint8_t *vals;
    int rc = read_puzzle(o, &g, &vals);
    if (rc != EXIT_DONE)
        return rc;
    uint8_t *sol = xmalloc((size_t)g->ncells);
    if (g->k > PRINT_KMAX) {
        fprintf(stderr, PROGRAM ": --print: sheets print up to 25x25 (k=%d), not %dx%d\n",
                PRINT_KMAX, g->n, g->n);
        rc = EXIT_USAGE;
    } else {
        rc = one_solution(o, g, vals, sol, "printed");
    }
    if (rc == EXIT_DONE) {
        ladder_report rep;
        ladder_grade(g, vals, sol, &rep);
        char title[128], *t = title;
        sheet_title(g, vals, rep.level, title, sizeof title);
        rc = print_sheet(o, g, &vals, &sol, &t, 1);
    }
    free(sol);
    free(vals);
    geom_free(g);
    return rc;
}

/* ---- the wait on a terminal: one line redrawn, taken away when done ---- */

typedef struct wait_line {
    int on;            /* stderr is a terminal: the line is drawn */
    double started;    /* util_now at the start */
    double expect;     /* seconds one puzzle takes here now (fill_expect) */
    int measured;      /* expect was measured here (fill_expect) */
    char drawn[256];   /* the line on the terminal now ("": none) */
    double cells;      /* the most cells decided, of the generator's reports */
} wait_line;

/* stderr's terminal width, or 0 when it is not known. */
static int stderr_cols(void)
{
    struct winsize ws;
    return ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) == 0 ? ws.ws_col : 0;
}

/* Draws line over the one there (only when it changed). */
static void wait_draw(wait_line *w, const char *line)
{
    if (!w->on || strcmp(line, w->drawn) == 0)
        return;
    snprintf(w->drawn, sizeof w->drawn, "%s", line);
    fprintf(stderr, "\r%s\033[K", line);
}

/* Takes the line away: the next message starts on a clean line. */
static void wait_clear(wait_line *w)
{
    if (w->on && w->drawn[0])
        fputs("\r\033[K", stderr);
    w->drawn[0] = '\0';
}

/* The generator's tick (gen_progress; its counts are of one try, for us):
 * the bar by the time so far against the time expected, never ahead of the
 * cells decided (fill_wait_line), in a player's words. */
static int wait_tick(void *ctx, int done, int total, int attempt, int attempts)
{
    (void)attempt, (void)attempts;
    wait_line *w = ctx;
    char line[sizeof w->drawn];
    if (total > 0 && (double)done / total > w->cells)
        w->cells = (double)done / total;
    fill_wait_line(util_now() - w->started, w->expect, w->measured, w->cells, stderr_cols(),
                   line, sizeof line);
    wait_draw(w, line);
    return 0;
}

/* A batch's line: the bar of share (batch_tick's), how many of count are
 * made, and the time so far. */
static void wait_count(wait_line *w, int made, int count, double share)
{
    char words[96], line[sizeof w->drawn];
    fill_batch_text(made, count, util_now() - w->started, words, sizeof words);
    fill_line(share, words, stderr_cols(), line, sizeof line);
    wait_draw(w, line);
}

/* Flushes stdout: 0, or -1 after saying why (said once: a later call after
 * a failure says nothing more). */
static int flush_output(void)
{
    static int said;
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout))
        return 0;
    if (!said)
        fprintf(stderr, PROGRAM ": cannot write the output: %s\n",
                errno ? strerror(errno) : "write error");
    said = 1;
    return -1;
}

static int write_solution(FILE *out, void *ctx)
{
    void **args = ctx;
    write_puzzle(args[0], out, args[1], args[2]);
    return 0;
}

/* Says on stderr that puzzle of seed fell short of the level asked (on a
 * line of its own: w's line is taken away first); 1 when so. */
static int short_of(const cli_options *o, uint64_t seed, const gen_stats *st, wait_line *w)
{
    if (o->level == LEVEL_MAXIMAL || st->level == o->level)
        return 0;
    wait_clear(w);
    char words[128];
    fprintf(stderr, PROGRAM ": seed %llu: %s\n", (unsigned long long)seed,
            level_short_text(o->level, st->level, words, sizeof words));
    return 1;
}

/* Makes one puzzle of --generate from seed, saying on stderr what it
 * reached (always when it is less than asked, else on a terminal). */
static void generate_one(const cli_options *o, const geom *g, uint64_t seed, uint8_t *puzzle,
                         uint8_t *sol, gen_stats *st)
{
    wait_line w = { isatty(STDERR_FILENO), util_now(), 0, 0, "", 0 };
    puzzle_kind key = kind_square(g->k, g->ngrids, o->level, (kind_symmetry)o->symmetry);
    if (w.on) {
        fprintf(stderr, PROGRAM ": seed %llu\n", (unsigned long long)seed);
        w.expect = fill_expect(&key, &w.measured); /* as the game's generation screen */
        wait_tick(&w, 0, 0, 0, 0);
    }
    gen_puzzle(g, &(gen_params){ seed, (gen_strategy)o->strategy, o->level, 0,
                                 (kind_symmetry)o->symmetry },
               w.on ? wait_tick : NULL, &w, puzzle, sol, st);
    wait_clear(&w);
    if (w.on) /* a person waited: the next wait is told from this one too */
        fill_note_time((gen_strategy)o->strategy, &key, st->seconds);
    if (!short_of(o, seed, st, &w) && w.on)
        fprintf(stderr, PROGRAM ": %s puzzle, %d givens; a person needs %s%s\n",
                level_name(o->level), st->givens, level_name(st->level),
                st->level == LEVEL_BEYOND ? " (guesses: no technique of the ladder finishes it)"
                                          : " techniques");
}

/* What a batch of --generate --puzzles N writes to (batch.h). */
typedef struct batch_out {
    const cli_options *o;
    const geom *g;
    int count, sol_inline;      /* sol_inline: --solution is stdout's file */
    wait_line wait;             /* on a terminal: how many are made (its expect:
                                   one puzzle's as the batch makes it) */
    int one_screen;             /* the line and the puzzles on one terminal */
    uint8_t **puzzles, **sols;  /* kept for a sheet or a --solution FILE, or NULL */
    char **titles;              /* a sheet's */
    double seconds;             /* the time the puzzles taken took, added up */
    double share;               /* the bar drawn last: it never goes back */
} batch_out;

static int take_one(void *ctx, int i, uint64_t seed, const uint8_t *puzzle,
                    const uint8_t *solution, const gen_stats *st)
{
    batch_out *b = ctx;
    size_t nc = (size_t)b->g->ncells;
    b->seconds += st->seconds;
    short_of(b->o, seed, st, &b->wait);
    if (b->titles)
        sheet_title(b->g, puzzle, (level_id)st->level, b->titles[i], 128);
    if (b->puzzles)
        memcpy(b->puzzles[i], puzzle, nc);
    if (b->sols)
        memcpy(b->sols[i], solution, nc);
    if (!b->o->print) {
        if (b->one_screen)
            wait_clear(&b->wait); /* the puzzle where the line was */
        if (i > 0 && !b->o->one_line)
            fputc('\n', stdout); /* a blank line between two puzzles */
        write_puzzle(b->o, stdout, b->g, puzzle);
        if (b->sol_inline)
            write_puzzle(b->o, stdout, b->g, solution);
    }
    if (b->one_screen)
        fflush(stdout); /* out before the line is drawn again (batch_tick) */
    return ferror(stdout) ? 1 : 0; /* a closed pipe: no more */
}

/* batch_tick: the line drawn again, moving while the puzzles are made (the
 * ones written and the ones waiting their turn are made), one expected to
 * take as long as those written took (the store's figure before). */
static void batch_tell(void *ctx, int taken, int ready, const batch_making *making, int n)
{
    batch_out *b = ctx;
    double expect = taken ? b->seconds / taken : b->wait.expect;
    double share = fill_batch_bar(taken + ready, b->count, making, n, expect);
    b->share = share > b->share ? share : b->share;
    wait_count(&b->wait, taken + ready, b->count, b->share);
}

static int write_solutions(FILE *out, void *ctx)
{
    batch_out *b = ctx;
    for (int i = 0; i < b->count; i++) {
        if (i > 0 && !b->o->one_line)
            fputc('\n', out);
        write_puzzle(b->o, out, b->g, b->sols[i]);
    }
    return 0;
}

/* Rows of count buffers of len bytes (free with free_rows). */
static uint8_t **new_rows(int count, size_t len)
{
    uint8_t **rows = xcalloc((size_t)count, sizeof *rows);
    for (int i = 0; i < count; i++)
        rows[i] = xmalloc(len);
    return rows;
}

static void free_rows(void *rows, int count)
{
    for (int i = 0; rows && i < count; i++)
        free(((void **)rows)[i]);
    free(rows);
}

/* --generate --puzzles N (and --print --generate): the puzzles of seeds seed,
 * seed+1, ... made on every core, written (or printed) in seed order. */
static int generate_batch(const cli_options *o, const geom *g, uint64_t seed)
{
    int count = o->puzzles ? o->puzzles : 1, rc = EXIT_DONE;
    size_t nc = (size_t)g->ncells;
    batch_out b = { o, g, count, 0, { isatty(STDERR_FILENO), util_now(), 0, 0, "", 0 }, 0, NULL,
                    NULL, NULL, 0, 0 };
    b.sol_inline = o->solution && keep_same_file(o->solution, STDOUT_FILENO);
    b.one_screen = b.wait.on && isatty(STDOUT_FILENO);
    if (o->print) {
        b.puzzles = new_rows(count, nc);
        b.titles = (char **)new_rows(count, 128);
    }
    if (o->print || (o->solution && !b.sol_inline))
        b.sols = new_rows(count, nc);
    if (!o->have_seed || b.wait.on)
        fprintf(stderr, PROGRAM ": seeds %llu to %llu\n", (unsigned long long)seed,
                (unsigned long long)(seed + (uint64_t)count - 1));
    if (b.wait.on) { /* the store's time of one on every core; here one a core */
        puzzle_kind key = kind_square(g->k, g->ngrids, o->level, (kind_symmetry)o->symmetry);
        int cores = gen_threads();
        b.wait.expect = fill_expect(&key, &b.wait.measured) * (count < cores ? count : cores);
        b.wait.started = util_now();
    }
    batch_generate(g, &(gen_params){ seed, (gen_strategy)o->strategy, o->level, 0,
                                     (kind_symmetry)o->symmetry }, count,
                   take_one, b.wait.on ? batch_tell : NULL, &b);
    wait_clear(&b.wait);
    if (o->print) {
        rc = print_sheet(o, g, b.puzzles, b.sols, b.titles, count);
    } else if (o->solution && !b.sol_inline) {
        char err[IO_ERRLEN];
        if (flush_output()) /* the puzzles are not all out: their solutions are not kept */
            rc = EXIT_USAGE;
        else if (keep_write(o->solution, write_solutions, &b, err)) {
            fprintf(stderr, PROGRAM ": %s\n", err);
            rc = EXIT_USAGE;
        }
    }
    free_rows(b.puzzles, count);
    free_rows(b.sols, count);
    free_rows(b.titles, count);
    return rc;
}

static int run_generate(const cli_options *o)
{
    int k = o->k ? o->k : 3;
    geom *g = geom_new(k, o->single ? 1 : 2);
    uint64_t seed = o->have_seed ? o->seed : util_fresh_seed();
    if (o->print) {
        int rc = k > PRINT_KMAX ? EXIT_USAGE : generate_batch(o, g, seed);
        if (k > PRINT_KMAX)
            fprintf(stderr, PROGRAM ": --print: sheets print up to 25x25 (k=%d), not %dx%d\n",
                    PRINT_KMAX, g->n, g->n);
        geom_free(g);
        return rc;
    }
    if (o->puzzles > 1) {
        int rc = generate_batch(o, g, seed);
        geom_free(g);
        return rc;
    }
    uint8_t *puzzle = xmalloc((size_t)g->ncells), *sol = xmalloc((size_t)g->ncells);
    gen_stats st;
    generate_one(o, g, seed, puzzle, sol, &st);
    /* the puzzle and its solution succeed or fail together: the solution is
     * written under a temporary name first, and renamed over --solution's
     * FILE only once the puzzle is out */
    int rc = EXIT_DONE, to_stdout = o->solution && keep_same_file(o->solution, STDOUT_FILENO);
    char err[IO_ERRLEN];
    void *args[3] = { (void *)o, g, sol };
    keep_batch *batch = keep_batch_new();
    if (o->solution && !to_stdout && keep_batch_write(batch, o->solution, write_solution, args, err)) {
        fprintf(stderr, PROGRAM ": %s\n", err);
        rc = EXIT_USAGE;
    } else {
        write_puzzle(o, stdout, g, puzzle);
        if (to_stdout) /* --solution /dev/stdout (or stdout's file by name): one
                          stream, so the solution follows the puzzle */
            write_puzzle(o, stdout, g, sol);
        if (flush_output())
            rc = EXIT_USAGE; /* the solution is not kept */
        else if (keep_batch_commit(batch, err)) {
            fprintf(stderr, PROGRAM ": %s\n", err);
            rc = EXIT_USAGE;
        }
    }
    keep_batch_free(batch);
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
    solve_write_dimacs(stdout, g, vals); /* a failed write is reported by cli_run */
    free(vals);
    geom_free(g);
    return EXIT_DONE;
}

static int run_job(const cli_options *o)
{
    switch (o->mode) {
    case MODE_SOLVE: return run_solve(o);
    case MODE_COUNT: return run_solve(o);
    case MODE_GRADE: return run_grade(o);
    case MODE_GENERATE: return run_generate(o);
    case MODE_DIMACS: return run_dimacs(o);
    case MODE_LIST_SAVES: {
        int rc = saves_print_list(stdout, o->k, o->single ? 1 : 0);
        /* and where the store and the starter bank are, with what they hold */
        puzzle_kind only = kind_square(o->k, o->single ? 1 : 0, LEVEL_UNKNOWN, KIND_SYM_DEFAULT);
        if (store_print_where(stdout, &only) || bank_print_where(stdout))
            return EXIT_USAGE;
        return rc;
    }
    case MODE_EXPLAIN: return run_grade(o);
    case MODE_CODE: return run_code(o);
    case MODE_PRINT: return run_print(o);
    case MODE_STATS:
        return stats_report(stdout, stderr,
                            &(stats_filter){ o->k, o->single ? 1 : 0,
                                             o->have_level ? level_code(o->level)
                                                           : STATS_ANY_LEVEL });
    case MODE_PLAY: break;
    }
    return EXIT_USAGE;
}

int cli_run(const cli_options *o)
{
    keep_on_wait(keep_say_wait, stderr); /* another program's lock is waited for in sight */
    int rc = run_job(o);
    /* every job's answer goes to stdout: an answer that was not written
     * (a full disk, a closed pipe) is an error, whatever the job found */
    return flush_output() ? EXIT_USAGE : rc;
}
