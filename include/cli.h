/* cli.h - the command line: argv parsed into typed options (cli.c, one
 * table of options that also writes --help), and the jobs that run without
 * a terminal: solve, count, grade, explain, dimacs, code, list-saves and
 * stats (cli_jobs.c), generate and print (cli_gen.c). */
#ifndef CLI_H
#define CLI_H

#include <stdint.h>
#include <stdio.h>

#include "gen.h"
#include "kind.h"
#include "life.h"
#include "print.h"

typedef enum { MODE_PLAY, MODE_SOLVE, MODE_COUNT, MODE_GENERATE, MODE_DIMACS, MODE_GRADE,
               MODE_LIST_SAVES, MODE_EXPLAIN, MODE_CODE, MODE_PRINT,
               MODE_STATS } cli_mode;

typedef struct cli_options {
    cli_mode mode;
    puzzle_kind kind;     /* the kind asked, a pattern (kind.h): --k its size (0x0
                             when not given), --single its grids (1; 0 when not
                             given), --difficulty its level (a rung, or
                             LEVEL_MAXIMAL: the default), --symmetry its symmetry
                             (KIND_SYM_DEFAULT: the level's) */
    int have_level;       /* --difficulty was given */
    const char *file;     /* FILE of --solve, --count, --grade, --dimacs (may be NULL) */
    int have_seed;
    uint64_t seed;
    const char *solution; /* --solution FILE for --generate */
    gen_strategy strategy; /* --strategy (GEN_FAST by default) */
    int new_game;         /* --new */
    const char *load;     /* --load FILE */
    const char *resume;   /* --resume ID: a saved game */
    int no_color;         /* --no-color or NO_COLOR */
    int skip_text;        /* --skip-text: skip title and comment lines in FILE */
    int one_line;         /* --one-line: write a puzzle or solution on one line */
    int grids;            /* --grids: --explain prints the grids after each placement run */
    const char *print;    /* --print FILE: the sheet to write (MODE_PRINT of --load's
                             puzzle, or of the puzzles of --generate) */
    int puzzles;          /* --puzzles N: how many --print --generate makes (0: 1) */
    int with_solutions;   /* --with-solutions: the sheet's last pages hold the solutions */
    print_paper paper;    /* --paper (A4 by default) */
    int daily;            /* --daily: the day's puzzle (its seed set in seed, daily.h) */
    const char *date;     /* --date YYYY-MM-DD: the day of --daily (NULL: today) */
    const char *program;  /* argv[0]: how the program was started */
} cli_options;

/* The exit statuses are life.h's (EXIT_DONE, EXIT_NO_SOLUTION, EXIT_USAGE). */

/* Parses argv into o. Returns -1 to go on, or an exit code (after --help,
 * --version, or a usage error, whose message it has printed).
 * The options come from one table in cli.c, which also writes the option
 * part of --help: --name VALUE or --name=VALUE, written out in full (no
 * abbreviations), -- ends the options; a number option takes digits only;
 * an empty file name, a value given to an option that takes none, and an
 * option that does not apply to the command given are usage errors.
 * The strings of o point into argv. */
int cli_parse(int argc, char **argv, cli_options *o);

/* cli_parse with the streams it prints to: --help and --version to out,
 * usage errors to err (cli_parse: stdout and stderr). */
int cli_parse_to(int argc, char **argv, cli_options *o, FILE *out, FILE *err);

/* Before the game starts: refuses (with a message that names the range the
 * game plays, GRID_KMIN..GRID_KMAX_PLAY) a --load file of a larger k.
 * Returns -1 to go on, or the exit code. */
int cli_check_play(const cli_options *o);

/* Runs a command-line job (every mode but MODE_PLAY); returns the exit code.
 * Output that could not be written is reported, with EXIT_USAGE. */
int cli_run(const cli_options *o);

#endif
