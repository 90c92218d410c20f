/* cli_jobs.c - the command line's jobs on a puzzle FILE (solve, count,
 * grade, explain, dimacs, code) and on what the program keeps (list-saves,
 * stats); generate and print are cli_gen.c's (cli.h). */
#define _POSIX_C_SOURCE 200809L
#include "cli_int.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bank.h"
#include "code.h"
#include "explain.h"
#include "io.h"
#include "keep.h"
#include "ladder.h"
#include "saves.h"
#include "solve.h"
#include "stats.h"
#include "store.h"
#include "util.h"

/* ---- reading and writing puzzles ---- */

int cli_puzzle_read(const cli_options *o, int many, cli_puzzle *p)
{
    char err[IO_ERRLEN], *text;
    size_t len;
    int ngrids = kind_complete(o->kind).ngrids, ol = 0, coded = 0;
    int rows = o->kind.box_rows, cols = o->kind.box_cols, diag = 0;
    memset(p, 0, sizeof *p);
    if (keep_read_puzzle(o->file, ngrids, &text, &len, &coded, err)) {
        fprintf(stderr, PROGRAM ": %s\n", err);
        return EXIT_USAGE;
    }
    p->count = 1;
    const char *msg = io_parse_puzzle_shape(o->file, text, len, &rows, &cols, &diag, ngrids,
                                            o->skip_text ? IO_SKIP_TEXT : 0, &p->vals,
                                            many ? &p->count : NULL, &ol, err);
    free(text);
    if (!msg) {
        puzzle_kind read = kind_shape(rows, cols, ngrids, o->kind.diagonals || diag);
        p->g = kind_geom(&read);
        p->oneline = ol;
        p->coded = coded;
        return EXIT_DONE;
    }
    fprintf(stderr, PROGRAM ": %s\n", err);
    if (ol)
        fprintf(stderr, PROGRAM ": %s: read as one-line 9x9 puzzles, because its first line "
                        "of data is digits and dots without commas\n", o->file);
    else if (ngrids == 1)
        fprintf(stderr, PROGRAM ": %s: read as the CSV layout (rows of comma-separated "
                        "numbers), because its first line of data is not a one-line 9x9 "
                        "puzzle (81 characters of 0-9 and '.', no commas)\n", o->file);
    memset(p, 0, sizeof *p);
    return EXIT_USAGE;
}

void cli_puzzle_free(cli_puzzle *p)
{
    free(p->vals);
    geom_free(p->g);
    memset(p, 0, sizeof *p);
}

void cli_write_puzzle(const cli_options *o, FILE *out, const geom *g, const uint8_t *vals)
{
    if (o->one_line)
        io_write_line(out, g, vals);
    else
        io_write_csv(out, g, vals);
}

int cli_flush_output(void)
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

int cli_one_solution(const cli_options *o, const geom *g, const uint8_t *vals, uint8_t *sol,
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

/* ---- solve and count ---- */

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
    cli_puzzle p;
    int rc = cli_puzzle_read(o, 1, &p);
    if (rc != EXIT_DONE)
        return rc;
    size_t n = (size_t)p.g->ncells;
    uint8_t *answers = xmalloc((size_t)p.count * n);
    solve_answer *found = xmalloc((size_t)p.count * sizeof *found);
    solve_all(p.g, p.vals, p.count, answers, found);
    int none = 0;
    for (int i = 0; i < p.count; i++) {
        const uint8_t *a = answers + (size_t)i * n;
        if (o->mode == MODE_COUNT)
            printf("%d\n", found[i] == SOLVE_NONE ? 0 : found[i] == SOLVE_UNIQUE ? 1 : 2);
        else if (found[i] == SOLVE_NONE)
            puts("None");
        else if (p.oneline) {
            for (size_t c = 0; c < n; c++)
                putchar('0' + a[c]);
            putchar('\n');
        } else
            cli_write_puzzle(o, stdout, p.g, a);
        if (found[i] == SOLVE_NONE) {
            explain_none(o->file, p.oneline ? i + 1 : 0, p.g, p.vals + (size_t)i * n);
            none++;
        } else if (found[i] != SOLVE_UNIQUE && o->mode == MODE_SOLVE) {
            say_several(o->file, p.oneline ? i + 1 : 0);
        }
    }
    rc = none == p.count ? EXIT_NO_SOLUTION : EXIT_DONE;
    free(found);
    free(answers);
    cli_puzzle_free(&p);
    return rc;
}

/* ---- grade, explain, code, dimacs ---- */

/* --grade: the ladder's verdict on a puzzle with one solution; --explain:
 * the whole path in words, then its grade. */
static int run_grade(const cli_options *o)
{
    cli_puzzle p;
    int rc = cli_puzzle_read(o, 0, &p);
    if (rc != EXIT_DONE)
        return rc;
    int explain = o->mode == MODE_EXPLAIN;
    uint8_t *sol = xmalloc((size_t)p.g->ncells);
    rc = cli_one_solution(o, p.g, p.vals, sol, explain ? "explained" : "graded");
    if (rc == EXIT_DONE && explain) {
        explain_write(stdout, p.g, p.vals, sol, o->grids, NULL); /* cli_run checks the writes */
    } else if (rc == EXIT_DONE) {
        ladder_report rep;
        ladder_grade(p.g, p.vals, sol, &rep);
        explain_write_grade(stdout, p.g, p.vals, &rep);
    }
    free(sol);
    cli_puzzle_free(&p);
    return rc;
}

/* --code: the puzzle code of FILE. */
/* --code: a file's puzzle as its code, or a code's puzzle as a file would
 * hold it (cli_write_puzzle), so that it goes both ways. */
static int run_code(const cli_options *o)
{
    cli_puzzle p;
    int rc = cli_puzzle_read(o, 0, &p);
    if (rc != EXIT_DONE)
        return rc;
    if (p.coded) {
        cli_write_puzzle(o, stdout, p.g, p.vals);
    } else {
        char *code = code_encode(p.g, p.vals);
        puts(code);
        free(code);
    }
    cli_puzzle_free(&p);
    return EXIT_DONE;
}

/* --dimacs: the rules of the kind asked, and FILE's givens when there is one. */
static int run_dimacs(const cli_options *o)
{
    cli_puzzle p = { 0 };
    if (o->file) {
        int rc = cli_puzzle_read(o, 0, &p);
        if (rc != EXIT_DONE)
            return rc;
    } else {
        puzzle_kind kd = kind_complete(o->kind);
        p.g = kind_geom(&kd);
    }
    solve_write_dimacs(stdout, p.g, p.vals); /* a failed write is reported by cli_run */
    cli_puzzle_free(&p);
    return EXIT_DONE;
}

/* ---- what the program keeps ---- */

/* --list-saves: the saves of the kind asked; where the store and the starter
 * bank are, with what they hold. */
static int run_list_saves(const cli_options *o)
{
    int rc = saves_print_list(stdout, &o->kind);
    if (store_print_where(stdout, &o->kind) || bank_print_where(stdout))
        return EXIT_USAGE;
    return rc;
}

/* --stats: the record of the size, grids and level asked. */
static int run_stats(const cli_options *o)
{
    stats_filter only = { o->kind.box_rows, o->kind.ngrids,
                          o->have_level ? level_code(o->kind.level) : STATS_ANY_LEVEL,
                          o->kind.box_cols, o->kind.diagonals };
    return stats_report(stdout, stderr, &only);
}

static int run_job(const cli_options *o)
{
    switch (o->mode) {
    case MODE_SOLVE: return run_solve(o);
    case MODE_COUNT: return run_solve(o);
    case MODE_GRADE: return run_grade(o);
    case MODE_GENERATE: return cli_generate(o);
    case MODE_DIMACS: return run_dimacs(o);
    case MODE_LIST_SAVES: return run_list_saves(o);
    case MODE_EXPLAIN: return run_grade(o);
    case MODE_CODE: return run_code(o);
    case MODE_PRINT: return cli_print(o);
    case MODE_STATS: return run_stats(o);
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
    return cli_flush_output() ? EXIT_USAGE : rc;
}
