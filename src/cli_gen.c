/* cli_gen.c - the command line's jobs that make puzzles and sheets:
 * --generate (one puzzle, or --puzzles N made on every core), --print of
 * generated puzzles or of --load's, and the wait shown on a terminal while
 * they are made (cli.h). */
#define _POSIX_C_SOURCE 200809L
#include "cli_int.h"

#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "batch.h"
#include "code.h"
#include "daily.h"
#include "fill.h"
#include "io.h"
#include "keep.h"
#include "ladder.h"
#include "util.h"

/* ---- sheets ---- */

/* "9×9 pair · fiendish · 44 givens" (UTF-8) into buf: the size (as
 * kind_size_text says it, "X 6×6 (boxes 3×2)"), the level a player needs
 * (the techniques that solve it), the givens. */
static void sheet_title(const geom *g, const uint8_t *puzzle, level_id needs, char *buf,
                        size_t len)
{
    puzzle_kind kd = kind_of_geom(g, LEVEL_UNKNOWN, KIND_SYM_DEFAULT);
    char size[48], times[96];
    size_t at = 0;
    kind_size_text(&kd, size, sizeof size);
    for (const char *c = size; *c && at + 3 < sizeof times; c++) /* 9x9: 9×9 */
        if (*c == 'x' && c > size && c[-1] >= '0' && c[-1] <= '9')
            times[at++] = '\xc3', times[at++] = '\x97';
        else
            times[at++] = *c;
    times[at] = '\0';
    snprintf(buf, len, "%s %s \xc2\xb7 %s \xc2\xb7 %d givens", times,
             kind_grids_name(g->ngrids), level_name(needs), grid_count_filled(g, puzzle));
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
    print_job sheet = { g, p, count, o->with_solutions, o->paper };
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

/* 1 when sheets print puzzles of g's size; else 0, after saying so. */
static int prints(const geom *g)
{
    if (g->n <= PRINT_KMAX * PRINT_KMAX)
        return 1;
    fprintf(stderr, PROGRAM ": --print: sheets print up to 25x25 (k=%d), not %dx%d\n",
            PRINT_KMAX, g->n, g->n);
    return 0;
}

int cli_print(const cli_options *o)
{
    cli_puzzle p;
    int rc = cli_puzzle_read(o, 0, &p);
    if (rc != EXIT_DONE)
        return rc;
    uint8_t *sol = xmalloc((size_t)p.g->ncells);
    rc = !prints(p.g) ? EXIT_USAGE : cli_one_solution(o, p.g, p.vals, sol, "printed");
    if (rc == EXIT_DONE) {
        ladder_report rep;
        ladder_grade(p.g, p.vals, sol, &rep);
        char title[128], *t = title;
        sheet_title(p.g, p.vals, rep.level, title, sizeof title);
        rc = print_sheet(o, p.g, &p.vals, &sol, &t, 1);
    }
    free(sol);
    cli_puzzle_free(&p);
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

static int write_solution(FILE *out, void *ctx)
{
    void **args = ctx;
    cli_write_puzzle(args[0], out, args[1], args[2]);
    return 0;
}

/* Says on stderr that puzzle of seed fell short of the level asked (on a
 * line of its own: w's line is taken away first); 1 when so. */
static int short_of(const cli_options *o, uint64_t seed, const gen_stats *st, wait_line *w)
{
    if (o->kind.level == LEVEL_MAXIMAL || st->level == o->kind.level)
        return 0;
    wait_clear(w);
    char words[128], which[48];
    puzzle_kind kd = kind_complete(o->kind);
    fprintf(stderr, PROGRAM ": %s: %s\n",
            daily_seed_words(seed, &kd, which, sizeof which),
            level_short_text(o->kind.level, st->level, words, sizeof words));
    return 1;
}

/* Makes one puzzle of --generate from seed, saying on stderr the seed when
 * it was picked here (no --seed), and what it reached (always when it is
 * less than asked, else on a terminal). */
static void generate_one(const cli_options *o, const geom *g, uint64_t seed, uint8_t *puzzle,
                         uint8_t *sol, gen_stats *st)
{
    wait_line w = { isatty(STDERR_FILENO), util_now(), 0, 0, "", 0 };
    puzzle_kind key = kind_complete(o->kind); /* the store's: its time of one */
    if (!o->have_seed)
        fprintf(stderr, PROGRAM ": seed %llu\n", (unsigned long long)seed);
    if (w.on) {
        w.expect = fill_expect(&key, &w.measured); /* as the game's generation screen */
        wait_tick(&w, 0, 0, 0, 0);
    }
    gen_puzzle(g, &(gen_params){ seed, o->strategy, o->kind.level, 0, o->kind.symmetry },
               w.on ? wait_tick : NULL, &w, puzzle, sol, st);
    wait_clear(&w);
    if (w.on) /* a person waited: the next wait is told from this one too */
        fill_note_time(o->strategy, &key, st->seconds);
    if (!short_of(o, seed, st, &w) && w.on)
        fprintf(stderr, PROGRAM ": %s puzzle, %d givens; a person needs %s%s\n",
                level_name(o->kind.level), st->givens, level_name(st->level),
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
        sheet_title(b->g, puzzle, st->level, b->titles[i], 128);
    if (b->puzzles)
        memcpy(b->puzzles[i], puzzle, nc);
    if (b->sols)
        memcpy(b->sols[i], solution, nc);
    if (!b->o->print) {
        if (b->one_screen)
            wait_clear(&b->wait); /* the puzzle where the line was */
        if (i > 0 && !b->o->one_line)
            fputc('\n', stdout); /* a blank line between two puzzles */
        cli_write_puzzle(b->o, stdout, b->g, puzzle);
        if (b->sol_inline)
            cli_write_puzzle(b->o, stdout, b->g, solution);
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
        cli_write_puzzle(b->o, out, b->g, b->sols[i]);
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
    if (!o->have_seed) /* picked here: said, so that they can be made again */
        fprintf(stderr, PROGRAM ": seeds %llu to %llu\n", (unsigned long long)seed,
                (unsigned long long)(seed + (uint64_t)count - 1));
    if (b.wait.on) { /* the store's time of one on every core; here one a core */
        puzzle_kind key = kind_complete(o->kind);
        int cores = gen_threads();
        b.wait.expect = fill_expect(&key, &b.wait.measured) * (count < cores ? count : cores);
        b.wait.started = util_now();
    }
    batch_generate(g, &(gen_params){ seed, o->strategy, o->kind.level, 0, o->kind.symmetry },
                   count, take_one, b.wait.on ? batch_tell : NULL, &b);
    wait_clear(&b.wait);
    if (o->print) {
        rc = print_sheet(o, g, b.puzzles, b.sols, b.titles, count);
    } else if (o->solution && !b.sol_inline) {
        char err[IO_ERRLEN];
        if (cli_flush_output()) /* the puzzles are not all out: their solutions are not kept */
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

/* --generate of one puzzle (and its --solution FILE). */
static int generate_single(const cli_options *o, const geom *g, uint64_t seed)
{
    uint8_t *puzzle = xmalloc((size_t)g->ncells), *sol = xmalloc((size_t)g->ncells);
    gen_stats st;
    generate_one(o, g, seed, puzzle, sol, &st);
    /* the puzzle and its solution succeed or fail together: the solution is
     * written under a temporary name first, and renamed over --solution's
     * FILE only once the puzzle is out */
    int rc = EXIT_DONE, to_stdout = o->solution && keep_same_file(o->solution, STDOUT_FILENO);
    char err[IO_ERRLEN];
    void *args[3] = { (void *)o, (void *)g, sol };
    keep_batch *batch = keep_batch_new();
    if (o->solution && !to_stdout &&
        keep_batch_write(batch, o->solution, write_solution, args, err)) {
        fprintf(stderr, PROGRAM ": %s\n", err);
        rc = EXIT_USAGE;
    } else {
        cli_write_puzzle(o, stdout, g, puzzle);
        if (to_stdout) /* --solution /dev/stdout (or stdout's file by name): one
                          stream, so the solution follows the puzzle */
            cli_write_puzzle(o, stdout, g, sol);
        if (cli_flush_output())
            rc = EXIT_USAGE; /* the solution is not kept */
        else if (keep_batch_commit(batch, err)) {
            fprintf(stderr, PROGRAM ": %s\n", err);
            rc = EXIT_USAGE;
        }
    }
    keep_batch_free(batch);
    free(puzzle);
    free(sol);
    return rc;
}

int cli_generate(const cli_options *o)
{
    puzzle_kind kd = kind_complete(o->kind);
    geom *g = kind_geom(&kd);
    uint64_t seed = o->have_seed ? o->seed : util_fresh_seed();
    int rc = o->print ? (prints(g) ? generate_batch(o, g, seed) : EXIT_USAGE)
             : o->puzzles > 1 ? generate_batch(o, g, seed)
                              : generate_single(o, g, seed);
    geom_free(g);
    return rc;
}
