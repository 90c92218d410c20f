/* cli.h - the command line: options parsed from argv, and the jobs that run
 * without a terminal (solve, count, grade, generate, dimacs). */
#ifndef CLI_H
#define CLI_H

#include <stdint.h>
#include <stdio.h>

#include "level.h"

typedef enum { MODE_PLAY, MODE_SOLVE, MODE_COUNT, MODE_GENERATE, MODE_DIMACS, MODE_GRADE,
               MODE_LIST_SAVES, MODE_EXPLAIN, MODE_CODE, MODE_PRINT,
               MODE_STATS } cli_mode;

typedef struct cli_options {
    cli_mode mode;
    int k;               /* 0 when --k was not given */
    int single;          /* --single: one grid instead of a pair */
    const char *file;    /* FILE of --solve, --count, --grade, --dimacs (may be NULL) */
    int have_seed;
    uint64_t seed;
    const char *solution; /* --solution FILE for --generate */
    int strategy;         /* gen_strategy */
    int symmetry;         /* --symmetry: a kind_symmetry (KIND_SYM_DEFAULT: the level's) */
    level_id level;       /* --difficulty: a rung or LEVEL_MAXIMAL (the default) */
    int have_level;       /* --difficulty was given */
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
    int paper;            /* --paper: a print_paper (A4 by default) */
    int daily;            /* --daily: the day's puzzle (its seed set in seed, daily.h) */
    const char *date;     /* --date YYYY-MM-DD: the day of --daily (NULL: today) */
    const char *program;  /* argv[0]: how the program was started */
} cli_options;

/* Exit codes. */
enum { EXIT_DONE = 0, EXIT_NO_SOLUTION = 1, EXIT_USAGE = 2 };

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
