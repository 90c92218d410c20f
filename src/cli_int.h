/* cli_int.h - what the command line's files share (internal to src/cli*.c):
 * the parser (cli.c) leaves typed options; the jobs (cli_jobs.c: reading,
 * solving, grading, the lists; cli_gen.c: generating and printing) read
 * their puzzles through one helper and write through another. */
#ifndef CLI_INT_H
#define CLI_INT_H

#include <stdint.h>
#include <stdio.h>

#include "cli.h"
#include "grid.h"

#define PROGRAM "sudokupair-tui"

/* The puzzles of a FILE option (or a puzzle code), as every command reads
 * them (io_parse_puzzle). */
typedef struct cli_puzzle {
    geom *g;        /* their geometry: the size from the file, o's grids */
    uint8_t *vals;  /* count puzzles, g->ncells values each */
    int count;      /* 1, or the one-line 9x9 puzzles of a file */
    int oneline;    /* read as one-line 9x9 puzzles (a single grid) */
    int coded;      /* o->file was a puzzle code, not a file */
} cli_puzzle;

/* Reads o->file into *p: exactly one puzzle, or with many the one-line 9x9
 * puzzles of a single grid's file too. EXIT_DONE (cli_puzzle_free it), or
 * EXIT_USAGE after saying why on stderr (for one grid, with the layout it
 * was read as); *p then holds nothing. */
int cli_puzzle_read(const cli_options *o, int many, cli_puzzle *p);
void cli_puzzle_free(cli_puzzle *p);

/* Writes a puzzle or a solution in the layout o asks for (--one-line, or
 * the CSV layout). */
void cli_write_puzzle(const cli_options *o, FILE *out, const geom *g, const uint8_t *vals);

/* Finds the one solution of vals into sol; a puzzle with none ("None" on
 * stdout and why on stderr) or with more than one (what cannot be done with
 * it, what: "graded", "explained", "printed") gives EXIT_NO_SOLUTION. */
int cli_one_solution(const cli_options *o, const geom *g, const uint8_t *vals, uint8_t *sol,
                     const char *what);

/* Flushes stdout: 0, or -1 after saying why (said once: a later call after
 * a failure says nothing more). */
int cli_flush_output(void);

/* The jobs of cli_gen.c: --generate (one puzzle, --puzzles N, --print
 * SHEET --generate) and --print SHEET --load FILE. The exit status. */
int cli_generate(const cli_options *o);
int cli_print(const cli_options *o);

#endif
