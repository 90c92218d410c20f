/* cli.c - the command line's options: one table drives the parser and
 * writes --help; argv becomes typed options (cli.h), which the jobs
 * (cli_jobs.c, cli_gen.c) and the game (main.c) take. */
#define _POSIX_C_SOURCE 200809L
#include "cli_int.h"

#include <stddef.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "daily.h"
#include "io.h"
#include "keep.h"
#include "save.h"

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
    cli_mode mode;      /* set_mode: the mode it selects */
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
 * options that do). Rules between options beyond that go in print_options
 * or options_together. */
#define FLAG(name, f, with, help) { name, NULL, set_flag, FIELD(f), MODE_PLAY, 0, 0, with, help }
#define TEXT(name, arg, f, with, help) \
    { name, arg, set_text, FIELD(f), MODE_PLAY, 0, 0, with, help }
#define NUMBER(name, arg, f, lo, hi, with, help) \
    { name, arg, set_number, FIELD(f), MODE_PLAY, lo, hi, with, help }
#define COMMAND(name, arg, mode, help) { name, arg, set_mode, FIELD(file), mode, 0, 0, 0, help }
#define CUSTOM(name, arg, set, with, help) { name, arg, set, 0, MODE_PLAY, 0, 0, with, help }

static cli_setter set_flag, set_text, set_number, set_mode, set_k, set_box, set_seed, set_level,
    set_strategy, set_symmetry, set_resume, set_help, set_version, set_paper;

static const cli_opt OPTIONS[] = {
    CUSTOM("k", "K", set_k, M(MODE_PLAY) | COMMANDS | M(MODE_LIST_SAVES) | M(MODE_STATS),
           "box size 2..6: grids of K*K rows (default 3, or the file's);\n"
           "the game plays 2..5, the commands also 6 (36x36);\n"
           "with --list-saves or --stats: only the games of that K;\n"
           "the same as --box KxK"),
    CUSTOM("box", "RxC", set_box, M(MODE_PLAY) | COMMANDS | M(MODE_LIST_SAVES) | M(MODE_STATS),
           "boxes of R rows and C columns (each 2..6): grids of R*C\n"
           "rows, such as 2x3 (6x6), 2x4 (8x8), 3x4 (12x12), 3x5\n"
           "(15x15); the game plays grids up to 25x25; a FILE's boxes\n"
           "are inferred from its rows where one shape fits (6 values:\n"
           "2x3), and asked for where two do (12 values: 2x6 or 3x4);\n"
           "the files written say theirs on a first line (2x3, 3x3d)"),
    FLAG("diagonals", kind.diagonals,
         M(MODE_PLAY) | COMMANDS | M(MODE_LIST_SAVES) | M(MODE_STATS),
         "both main diagonals of each grid are units too (X-Sudoku:\n"
         "their values all differ), with any --k or --box; with\n"
         "--list-saves or --stats: only the games with diagonals; a\n"
         "FILE whose first line says them (3x3d) needs no --diagonals"),
    FLAG("single", kind.ngrids, M(MODE_PLAY) | COMMANDS | M(MODE_LIST_SAVES) | M(MODE_STATS),
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
           "          even up to 16x16; past it no row, column or box\n"
           "          is empty, but a box may hold a single given\n"
           "          (36x36, made row by row: some may be empty)\n"
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
           "puzzle; without it --generate picks one and says it on\n"
           "stderr (sudokupair-tui: seed N), so it can be made again"),
    TEXT("solution", "FILE", solution, M(MODE_GENERATE),
         "with --generate: also write the solution to FILE"),
    CUSTOM("strategy", "NAME", set_strategy, M(MODE_PLAY) | M(MODE_GENERATE),
           "how a maximal puzzle is made (not with another level):\n"
           "fast (the default: even up to 16x16, boxes past it,\n"
           "rows at 36x36), even (a given of the fullest rows,\n"
           "columns and boxes goes first: each keeps half the mean\n"
           "or more),\n"
           "boxes (box by box: some nearly empty), spread (a random\n"
           "order; minutes at K = 5), rows (quick; leaves some rows\n"
           "of a grid empty) or naive (the slow baseline)"),
    FLAG("one-line", one_line, M(MODE_SOLVE) | M(MODE_GENERATE) | M(MODE_CODE),
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
            "instead of a file; stable across versions. Given a code,\n"
            "print its puzzle as a file holds it (--one-line: on a line)"),
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
          "Exit status: 0 done; 1 the puzzle has no solution (--solve, --count, the\n"
          "game's --load), or not exactly one (--grade, --explain, --print: none, or\n"
          "several; stderr says which); 2 bad usage, bad input, output that could not\n"
          "be written (a full disk), a game that could not be kept, or a terminal\n"
          "that cannot run the game.\n"
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
    if (p->o->mode != MODE_PLAY && p->o->mode != opt->mode) {
        char names[300];
        option_names(names, sizeof names, is_command, NULL, NULL);
        return usage_error(p->err, "--%s cannot be combined with another of %s", opt->name,
                           names);
    }
    if (value && !*value)
        return usage_error(p->err, "option --%s needs a %s, not an empty string", opt->name,
                           opt->arg[0] == '[' ? "FILE" : opt->arg);
    p->o->mode = opt->mode;
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
    p->o->kind.box_rows = p->o->kind.box_cols = (int)k;
    return -1;
}

/* --box RxC: box rows and columns, each one digit GRID_KMIN..GRID_KMAX. */
static int set_box(parse_ctx *p, const cli_opt *opt, const char *value)
{
    (void)opt;
    size_t i = 0, len = strlen(value);
    puzzle_kind kd = p->o->kind;
    if (len != 3 || value[1] != 'x' || kind_shape_read(value, len, &i, 0, &kd) || i != len)
        return usage_error(p->err, "--box takes the boxes' rows and columns RxC, each from %d "
                                   "to %d, such as 2x3 (a 6x6 grid), not '%s'", GRID_KMIN,
                           GRID_KMAX, value);
    p->o->kind.box_rows = kd.box_rows;
    p->o->kind.box_cols = kd.box_cols;
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
    p->o->kind.level = (level_id)level;
    p->o->have_level = 1;
    return -1;
}

static int set_strategy(parse_ctx *p, const cli_opt *opt, const char *value)
{
    (void)opt;
    int s = gen_strategy_from_name(value);
    if (s < 0)
        return usage_error(p->err,
                           "--strategy is fast, even, boxes, spread, rows or naive, not '%s'",
                           value);
    p->o->strategy = (gen_strategy)s;
    return -1;
}

static int set_symmetry(parse_ctx *p, const cli_opt *opt, const char *value)
{
    (void)opt;
    int s = kind_symmetry_from_name(value);
    if (s < 0 || s == KIND_SYM_DEFAULT)
        return usage_error(p->err, "--symmetry is none, rotate2, rotate4 or mirror, not '%s'",
                           value);
    p->o->kind.symmetry = (kind_symmetry)s;
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
        if (OPTIONS[i].set == set_mode && OPTIONS[i].mode == mode)
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
    int strategy = o->strategy != GEN_FAST;
    if (o->have_seed || o->load || o->resume || strategy || o->new_game ||
        o->kind.symmetry != KIND_SYM_DEFAULT)
        return usage_error(err, "--daily is the day's puzzle: not with %s",
                           o->have_seed ? "--seed" : o->load ? "--load"
                           : o->resume ? "--resume" : strategy ? "--strategy"
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
        o->kind.level = DAILY_LEVEL;
    puzzle_kind daily = kind_complete(o->kind); /* DAILY_K, DAILY_NGRIDS where not given */
    o->seed = daily_seed(day, daily_shape(&daily), daily.ngrids, o->kind.level);
    o->have_seed = 1;
    if (o->print && o->mode == MODE_PLAY)
        o->mode = MODE_GENERATE;
    return -1;
}

/* --print: of --load's puzzle a command of its own, and what goes with it.
 * Returns -1 to go on, or the exit code of a usage error. */
static int print_options(cli_options *o, const unsigned char *seen, FILE *err)
{
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
    return -1;
}

/* The rules between options that each apply to the command given. Returns
 * -1 to go on, or the exit code of a usage error. */
static int options_together(const cli_options *o, const unsigned char *seen, FILE *err)
{
    level_id level = o->kind.level;
    int k = kind_k(&o->kind), shaped = o->kind.box_rows && !k, n = kind_n(&o->kind);
    if (seen[find_option("strategy", 8) - OPTIONS] && level != LEVEL_MAXIMAL)
        return usage_error(err, "--strategy says how a maximal puzzle is made: it goes with "
                                "--difficulty maximal (the default), not with --difficulty %s",
                           level_name(level));
    if (seen[find_option("k", 1) - OPTIONS] && seen[find_option("box", 3) - OPTIONS])
        return usage_error(err, "--k K is --box KxK: give one of them");
    if (o->resume && (o->load || o->new_game || o->have_seed || o->kind.box_rows ||
                      o->kind.ngrids || o->kind.diagonals))
        return usage_error(err, "--resume ID plays a saved game as it was: not with %s",
                           o->load ? "--load" : o->new_game ? "--new"
                           : o->have_seed ? "--seed" : k ? "--k" : shaped ? "--box"
                           : o->kind.ngrids ? "--single" : "--diagonals");
    if (level != LEVEL_MAXIMAL && (o->load || o->resume))
        return usage_error(err, "%s makes a new puzzle: not with %s", "--difficulty",
                           o->load ? "--load" : "--resume");
    if (o->load && o->have_seed)
        return usage_error(err, "%s: a loaded puzzle has no seed", "--load");
    if (o->kind.symmetry == KIND_SYM_ROTATE4 && shaped)
        return usage_error(err, "--symmetry rotate4: a quarter turn takes boxes %dx%d onto "
                                "boxes %dx%d, so it needs square boxes; with --box %dx%d take "
                                "none, rotate2 or mirror", o->kind.box_rows, o->kind.box_cols,
                           o->kind.box_cols, o->kind.box_rows, o->kind.box_rows,
                           o->kind.box_cols);
    /* the seeds S, S+1, ..., S+N-1 of --puzzles N never pass 2^64-1 */
    if (o->have_seed && o->puzzles > 1 && o->seed > UINT64_MAX - (uint64_t)(o->puzzles - 1))
        return usage_error(err, "--puzzles %d --seed %llu: the last seed would pass 2^64-1; "
                                "the seed may be at most %llu", o->puzzles,
                           (unsigned long long)o->seed,
                           (unsigned long long)(UINT64_MAX - (uint64_t)(o->puzzles - 1)));
    int lists = o->mode == MODE_STATS || o->mode == MODE_LIST_SAVES;
    const char *list = o->mode == MODE_STATS ? "stats" : "list-saves";
    if (lists && k > GRID_KMAX_PLAY)
        return usage_error(err, "--%s: the game plays k from %d to %d, so there are no "
                                "games of k=%d (%dx%d)", list, GRID_KMIN, GRID_KMAX_PLAY, k,
                           k * k, k * k);
    if (lists && n > KIND_NMAX_PLAY)
        return usage_error(err, "--%s: the game plays grids up to %dx%d, so there are no "
                                "games of boxes %dx%d (%dx%d)", list, KIND_NMAX_PLAY,
                           KIND_NMAX_PLAY, o->kind.box_rows, o->kind.box_cols, n, n);
    if (o->mode == MODE_PLAY && k > GRID_KMAX_PLAY)
        return usage_error(err, "the game plays k from %d to %d; k=%d (%dx%d) works with "
                                "--solve, --count, --grade, --explain, --generate, --code and "
                                "--dimacs", GRID_KMIN,
                           GRID_KMAX_PLAY, k, k * k, k * k);
    if (o->mode == MODE_PLAY && n > KIND_NMAX_PLAY)
        return usage_error(err, "the game plays grids up to %dx%d; boxes %dx%d (%dx%d) work "
                                "with --solve, --count, --grade, --explain, --generate, --code "
                                "and --dimacs",
                           KIND_NMAX_PLAY, KIND_NMAX_PLAY, o->kind.box_rows, o->kind.box_cols,
                           n, n);
    return -1;
}

int cli_parse_to(int argc, char **argv, cli_options *o, FILE *out, FILE *err)
{
    memset(o, 0, sizeof *o);
    o->mode = MODE_PLAY;
    o->kind.level = LEVEL_MAXIMAL; /* --generate's; a game's is the player's (life_start) */
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
    int rc = daily_options(o, err);
    if (rc < 0)
        rc = print_options(o, seen, err);
    for (size_t i = 0; rc < 0 && i < NOPTIONS; i++)
        if (seen[i] && OPTIONS[i].goes_with && !(OPTIONS[i].goes_with & M(o->mode)))
            rc = not_here(err, &OPTIONS[i], o->mode);
    return rc >= 0 ? rc : options_together(o, seen, err);
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
    puzzle_kind kd = o->kind;
    kd.ngrids = kind_complete(o->kind).ngrids;
    if (keep_load_puzzle(o->load, 0, &kd, &vals, NULL, err))
        return -1; /* the game reports it */
    free(vals);
    if (kind_n(&kd) <= KIND_NMAX_PLAY)
        return -1;
    int k = kind_k(&kd);
    if (k)
        fprintf(stderr, PROGRAM ": %s: a %dx%d puzzle (k=%d, from the file); the game plays k "
                        "from %d to %d; try --solve or --count with it\n",
                o->load, k * k, k * k, k, GRID_KMIN, GRID_KMAX_PLAY);
    else
        fprintf(stderr, PROGRAM ": %s: a %dx%d puzzle (boxes %dx%d, from the file); the game "
                        "plays grids up to %dx%d; try --solve or --count with it\n",
                o->load, kind_n(&kd), kind_n(&kd), kd.box_rows, kd.box_cols, KIND_NMAX_PLAY,
                KIND_NMAX_PLAY);
    return EXIT_USAGE;
}
