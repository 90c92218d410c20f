/* bench.c - make bench: one table of generation at every level and maximal
 * for k = 3..5 (k = 5 maximal over seeds 1..10: median, p90, max; the naive
 * generator in the same run; givens per box), 9x9 puzzles a second from
 * --generate --puzzles against qqwing --generate, 9x9 solving against
 * qqwing on the same files, hint and check latency; k = 6 generation with
 * its peak memory when K6=1 (slow); the starter bank's size on disk.
 * BENCH_ONLY=generation|maximal|shapes|batch|bank|solve|latency|k6 runs one section, BENCH_KMAX=3 or 4 stops the generation table
 * there (a quick look). Prints Markdown tables. bench/README.md
 * keeps what was measured. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "game.h"
#include "gen.h"
#include "grid.h"
#include "io.h"
#include "keep.h"
#include "ladder.h"
#include "life.h"
#include "savefile.h"
#include "solve.h"
#include "util.h"

#define SEEDS 5

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* How the givens of a puzzle spread: the fewest and most in a row (over the
 * rows of both grids), the empty rows, columns and boxes, whether a row,
 * column and box are empty in both grids at one place, and the fewest, the
 * median and the most givens in a box (over the boxes of both grids). */
typedef struct spread {
    int row_min, row_max, empty_units, cross;
    int box_min, box_max;
    double box_med;
    int even; /* gen_even: every unit holds half its kind's mean (a third to 9x9) */
} spread;

static spread measure_spread(const geom *g, const uint8_t *p)
{
    spread sp = { g->n, 0, gen_empty_units(g, p), gen_empty_cross(g, p), g->n, 0, 0,
                  gen_even(g, p) };
    double boxes[2 * 36];
    int nb = 0;
    for (int u = 0; u < g->nunits; u++) {
        int kind = geom_unit_kind(g, u); /* 0 rows, 1 columns, 2 boxes, 3 diagonals */
        int c = 0;
        for (int j = 0; j < g->n; j++)
            c += p[g->units[u * g->n + j]] != 0;
        if (kind == 0) {
            sp.row_min = c < sp.row_min ? c : sp.row_min;
            sp.row_max = c > sp.row_max ? c : sp.row_max;
        } else if (kind == 2) {
            sp.box_min = c < sp.box_min ? c : sp.box_min;
            sp.box_max = c > sp.box_max ? c : sp.box_max;
            boxes[nb++] = c;
        }
    }
    sp.box_med = median(boxes, nb);
    return sp;
}

typedef struct run { gen_stats st; long rss_kb; double cpu; int ok; spread sp; } run;

/* A kind of puzzle the bench makes: boxes' rows and columns, diagonals. */
typedef struct bkind {
    int rows, cols, diagonals;
} bkind;
#define SQUARE(k) ((bkind){ (k), (k), 0 })

/* One generation in a child process, so that its peak memory is its own. */
static run generate_threads_in_child(bkind kd, uint64_t seed, gen_strategy strategy,
                                     level_id level, int threads)
{
    run out = { 0 };
    int fd[2];
    if (pipe(fd) != 0)
        return out;
    pid_t pid = fork();
    if (pid == 0) {
        close(fd[0]);
        geom *g = geom_new_shape(kd.rows, kd.cols, 2, kd.diagonals);
        uint8_t *p = xmalloc((size_t)g->ncells), *s = xmalloc((size_t)g->ncells);
        run r = { 0 };
        int rc = gen_puzzle(g, &(gen_params){ seed, strategy, level, threads, KIND_SYM_DEFAULT }, NULL, NULL, p, s,
                            &r.st);
        r.sp = measure_spread(g, p);
        ssize_t w = rc == 0 ? write(fd[1], &r, sizeof r) : 0;
        _exit(w == (ssize_t)sizeof r ? 0 : 1);
    }
    close(fd[1]);
    run got_run;
    ssize_t got = read(fd[0], &got_run, sizeof got_run);
    out.st = got_run.st;
    out.sp = got_run.sp;
    got = got == (ssize_t)sizeof got_run ? (ssize_t)sizeof out.st : 0;
    close(fd[0]);
    int status;
    struct rusage ru;
    wait4(pid, &status, 0, &ru);
    out.rss_kb = ru.ru_maxrss;
    out.cpu = (double)ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + (double)ru.ru_stime.tv_sec +
              ru.ru_stime.tv_usec / 1e6;
    out.ok = got == (ssize_t)sizeof out.st && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    return out;
}

static run generate_level_in_child(int k, uint64_t seed, gen_strategy strategy, level_id level)
{
    return generate_threads_in_child(SQUARE(k), seed, strategy, level, 0);
}

static run generate_in_child(int k, uint64_t seed, gen_strategy strategy)
{
    return generate_level_in_child(k, seed, strategy, LEVEL_MAXIMAL);
}

/* The hint's latency at k = 5: the ladder's next step on a half-filled pair. */
static void hint_k5_row(void)
{
    geom *g = geom_new(5, 2);
    uint8_t *p = xmalloc((size_t)g->ncells), *s = xmalloc((size_t)g->ncells);
    gen_puzzle(g, &(gen_params){ 1, GEN_FAST, LEVEL_FIENDISH, 0, KIND_SYM_DEFAULT }, NULL, NULL, p, s, NULL);
    char err[IO_ERRLEN];
    game *gm = game_new(g, p, s, 1, 1, err);
    double th[41];
    int n = 0;
    for (int i = 0; i < 2000 && n < 41; i++) {
        double t0 = util_now();
        game_hint h = game_do_hint(gm);
        double dt = util_now() - t0;
        if (h.kind == HINT_NONE)
            break;
        /* measure from half filled on */
        if (grid_count_filled(g, game_view(gm).vals) * 2 >= g->ncells)
            th[n++] = dt;
    }
    double most = 0;
    for (int i = 0; i < n; i++)
        most = th[i] > most ? th[i] : most;
    if (n)
        printf("| hint (t), k=5 fiendish, half filled on | %.3f ms (max %.3f) |\n",
               1000 * median(th, n), 1000 * most);
    game_free(gm);
    free(p);
    free(s);
    /* the worst case: every rung tried and none applies (a peer's maximal
     * 25x25 pair where the ladder is stuck) */
    char err2[IO_ERRLEN];
    puzzle_kind k5 = kind_shape(0, 0, 2, 0);
    uint8_t *vals;
    if (keep_load_puzzle("tests/data/pairs/jaya-k5.csv", 0, &k5, &vals, NULL, err2) == NULL) {
        geom *g5 = kind_geom(&k5);
        grid_mask *cand = xmalloc(sizeof *cand * (size_t)g5->ncells);
        ladder_candidates(g5, vals, cand);
        ladder_solve(g5, vals, cand, LEVEL_FIENDISH, NULL);
        double tw[11];
        ladder_step step;
        for (int i = 0; i < 11; i++) {
            double t0 = util_now();
            ladder_next(g5, vals, cand, LEVEL_FIENDISH, &step);
            tw[i] = util_now() - t0;
        }
        printf("| the ladder's next step where none applies, k=5 (jaya-k5.csv, stuck) | %.3f ms |\n",
               1000 * median(tw, 11));
        free(cand);
        free(vals);
        geom_free(g5);
    }
}

/* Wall time of a shell command, in seconds. */
static double time_command(const char *cmd)
{
    double start = util_now();
    if (system(cmd) != 0)
        return -1;
    return util_now() - start;
}

static int count_lines(const char *path)
{
    FILE *f = fopen(path, "r");
    int n = 0, ch, last = '\n';
    if (!f)
        return 0;
    while ((ch = getc(f)) != EOF) {
        if (ch == '\n' && last != '\n')
            n++;
        last = ch;
    }
    fclose(f);
    return n + (last != '\n');
}

static void solve_row(const char *path)
{
    char ours[512], theirs[512];
    snprintf(ours, sizeof ours, "./sudokupair-tui --single --solve %s > /dev/null", path);
    snprintf(theirs, sizeof theirs, "qqwing --solve --one-line < %s > /dev/null", path);
    double a[SEEDS * 2 + 1], b[SEEDS * 2 + 1];
    int reps = SEEDS * 2 + 1;
    for (int i = 0; i < reps; i++) { /* alternate, so both see the same noise */
        a[i] = time_command(ours);
        b[i] = time_command(theirs);
        if (a[i] < 0 || b[i] < 0) {
            printf("| %s | failed to run | | |\n", path);
            return;
        }
    }
    int n = count_lines(path);
    double ma = median(a, reps), mb = median(b, reps);
    printf("| %s (%d puzzles) | %.2f ms | %.2f ms | %.2fx |\n", strrchr(path, '/') + 1, n,
           1000 * ma / n, 1000 * mb / n, mb / ma);
}

static void latency_rows(void)
{
    geom *g = geom_new(4, 2);
    uint8_t *p = xmalloc((size_t)g->ncells), *s = xmalloc((size_t)g->ncells);
    gen_puzzle(g, &(gen_params){ 1, GEN_FAST, LEVEL_MAXIMAL, 0, KIND_SYM_DEFAULT }, NULL, NULL, p, s, NULL);
    /* half of the empty cells filled in with the right values */
    int empty = 0;
    for (int c = 0; c < g->ncells; c++)
        if (!p[c] && (empty++ % 2 == 0))
            p[c] = s[c] | 0x80;
    uint8_t *givens = xmalloc((size_t)g->ncells);
    for (int c = 0; c < g->ncells; c++)
        givens[c] = p[c] & 0x80 ? 0 : p[c];
    char err[IO_ERRLEN];
    game *gm = game_new(g, givens, s, 1, 1, err);
    for (int c = 0; c < g->ncells; c++)
        if (p[c] & 0x80)
            game_place(gm, c, p[c] & 0x7f);
    double th[21], tc[21], tl[21];
    for (int i = 0; i < 21; i++) {
        double t0 = util_now();
        game_do_hint(gm);
        th[i] = util_now() - t0;
        game_undo(gm);
        t0 = util_now();
        game_check(gm);
        tc[i] = util_now() - t0;
    }
    /* a loaded puzzle: the solver proves the solution unique first */
    for (int i = 0; i < 5; i++) {
        double t0 = util_now();
        game *loaded = game_new(geom_new(4, 2), givens, NULL, 0, 0, err);
        tl[i] = util_now() - t0;
        game_free(loaded);
    }
    printf("| hint (t), k=4 half filled | %.3f ms |\n", 1000 * median(th, 21));
    printf("| check (v), k=4 half filled | %.3f ms |\n", 1000 * median(tc, 21));
    printf("| load a k=4 pair (solve + prove unique) | %.1f ms |\n", 1000 * median(tl, 5));
    game_free(gm);
    free(givens);
    free(p);
    free(s);
}

static int write_game(FILE *out, void *gm) { return savefile_write(gm, out); }

/* Autosave (issue 29) writes the whole save about once a second while moves
 * come: one write of a 25x25 pair with a long undo history, two ways in the
 * same run: formatted in memory only, and written as the game writes it
 * (keep_write: a temporary file, fsync, rename, fsync of the folder).
 * Medians of 11; the history as savefile_fit leaves it. */
static void autosave_rows(void)
{
    char err[IO_ERRLEN], dir[] = "/tmp/sudokupair-bench-XXXXXX", path[64];
    puzzle_kind kd = kind_shape(0, 0, 2, 0), ks = kd;
    uint8_t *puzzle, *sol;
    if (keep_load_puzzle("tests/data/pairs/jaya-k5.csv", 0, &kd, &puzzle, NULL, err) ||
        keep_load_puzzle("tests/data/pairs/jaya-k5.sol.csv", 0, &ks, &sol, NULL, err) ||
        !mkdtemp(dir)) {
        printf("\n(autosave: %s)\n", err);
        return;
    }
    snprintf(path, sizeof path, "%s/k5-1.save", dir);
    game *gm = game_new(kind_geom(&kd), puzzle, sol, 1, 1, err);
    const geom *g = game_view(gm).g;
    life lf = { 0 }; /* what the terminal loop asks on every wake, for the third column */
    life_begin(&lf, gm, LEVEL_MAXIMAL);
    printf("\nAutosave: one write of a 25x25 pair's save, and the look for a change the "
           "loop makes on every key and timeout (medians of 11):\n\n"
           "| undo history | save | formatted in memory | written atomically (fsync) | "
           "look, no change |\n|---|---|---|---|---|\n");
    const int lengths[] = { 1000, 5000, 20000 };
    uint64_t r = 29;
    for (size_t li = 0; li < sizeof lengths / sizeof lengths[0]; li++) {
        int count = 0, done;
        while (game_history(gm, &count, &done), count < lengths[li]) {
            r = r * 6364136223846793005ULL + 1442695040888963407ULL;
            int cell = (int)((r >> 33) % (uint64_t)g->ncells), v = 1 + (int)((r >> 20) % 25);
            if ((r >> 60) < 4)
                game_toggle_note(gm, cell, v);
            else
                game_place(gm, cell, v);
        }
        savefile_fit(gm);
        game_history(gm, &count, &done);
        double tf[11], tw[11], tl[11];
        size_t size = 0;
        char msg[LIFE_MSGLEN];
        life_autosave(&lf, 0, 0, msg); /* the change seen: the looks below find none new */
        for (int i = 0; i < 11; i++) {
            double t0 = util_now();
            life_autosave(&lf, 0.5, 0, msg);
            tl[i] = util_now() - t0;
        }
        for (int i = 0; i < 11; i++) {
            char *text = NULL;
            double t0 = util_now();
            FILE *f = open_memstream(&text, &size);
            savefile_write(gm, f);
            fclose(f);
            tf[i] = util_now() - t0;
            free(text);
            t0 = util_now();
            if (keep_write(path, write_game, gm, err)) {
                printf("| %d moves | %s | | |\n", count, err);
                break;
            }
            tw[i] = util_now() - t0;
        }
        printf("| %d moves | %.0f KB | %.2f ms | %.2f ms | %.3f ms |\n", count, size / 1024.0,
               1000 * median(tf, 11), 1000 * median(tw, 11), 1000 * median(tl, 11));
        fflush(stdout);
    }
    life_close(&lf); /* frees gm */
    free(puzzle);
    free(sol);
    remove(path);
    rmdir(dir);
}

/* The command line: k = 6 solving, and 9x9 solving of generated minimal
 * puzzles against qqwing. */
static double median_command(const char *cmd, int reps)
{
    double t[15];
    for (int i = 0; i < reps && i < 15; i++)
        if ((t[i] = time_command(cmd)) < 0)
            return -1;
    return median(t, reps < 15 ? reps : 15);
}

static void cli_rows(void)
{
    printf("\nk=6 (36x36) from the command line, tests/data/pairs/made-k6.csv (1119 givens; "
           "medians of 5 runs, whole process; goal <= 5 s):\n\n| job | time |\n|---|---|\n");
    const char *jobs[][2] = {
        { "--solve", "./sudokupair-tui --solve tests/data/pairs/made-k6.csv > /dev/null" },
        { "--count", "./sudokupair-tui --count tests/data/pairs/made-k6.csv > /dev/null" },
        { "--dimacs (6.6 M clauses)",
          "./sudokupair-tui --dimacs tests/data/pairs/made-k6.csv > /dev/null" },
        { "--solve, no solution, why (made-k6-deep-nosolution.csv)",
          "./sudokupair-tui --solve tests/data/pairs/made-k6-deep-nosolution.csv > /dev/null "
          "2>&1; test $? = 1" },
    };
    for (size_t i = 0; i < sizeof jobs / sizeof *jobs; i++)
        printf("| %s | %.2f s |\n", jobs[i][0], median_command(jobs[i][1], 5));
    fflush(stdout);

    /* generated minimal 9x9 puzzles (unique, no given removable), the
     * stand-in for 17-clue collections, one a line */
    const char *path = "/tmp/sudokupair-bench-minimal.txt";
    FILE *out = fopen(path, "w");
    geom *g = geom_new(3, 1);
    uint8_t p[81], sol[81];
    long clues = 0;
    enum { NMIN = 300 };
    for (int i = 0; out && i < NMIN; i++) {
        gen_puzzle(g, &(gen_params){ (uint64_t)i + 1000, GEN_FAST, LEVEL_MAXIMAL, 0, KIND_SYM_DEFAULT }, NULL, NULL, p,
                   sol, NULL);
        for (int c = 0; c < 81; c++)
            fputc(p[c] ? '0' + p[c] : '.', out);
        fputc('\n', out);
        clues += grid_count_filled(g, p);
    }
    geom_free(g);
    if (out && fclose(out) == 0) {
        printf("\n9x9 solving of %d generated minimal puzzles (seeds 1000.., %.1f clues on "
               "average), as above:\n\n| file | ours per puzzle | qqwing per puzzle | speed-up |\n"
               "|---|---|---|---|\n", NMIN, (double)clues / NMIN);
        solve_row(path);
    }
    remove(path);
}

static void print_load(const char *when)
{
    double load[3];
    if (getloadavg(load, 3) == 3)
        printf("Load average %s: %.2f %.2f %.2f (%ld cores).\n", when, load[0], load[1], load[2],
               sysconf(_SC_NPROCESSORS_ONLN));
}

/* The value of rank p (0..1, nearest rank) of v[0..n) sorted. */
static double rank(double *v, int n, double p)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    int i = (int)(p * n + 0.999999) - 1;
    return v[i < 0 ? 0 : i >= n ? n - 1 : i];
}

static void maximal_rows(int k5);

/* The generation table's header (generation_row's columns). */
static void print_generation_header(void)
{
    printf("\n| size | level | generator | seeds | median s | p90 s | max s | CPU s | givens | "
           "finished | empty units | even | box givens min / median / max | peak RSS MB |\n"
           "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
}

/* A generator's median and slowest (wall seconds, one run) as multiples of
 * a yardstick's median. */
static void ratio_line(const char *what, double med, double slowest, const char *yardstick,
                       double base)
{
    if (med > 0 && base > 0)
        printf("%s against %s's median (%.2f s, same run): median %.2fx, slowest %.2fx.\n",
               what, yardstick, base, med / base, slowest / base);
}

/* One row of the generation table over seeds 1..seeds for a kind; the
 * median seconds (-1 when none was made), *slowest the max. */
static double kind_row(bkind kd, level_id level, gen_strategy strategy, const char *name,
                       int seeds, double *slowest)
{
    char size[48];
    geom *named = geom_new_shape(kd.rows, kd.cols, 2, kd.diagonals);
    geom_shape_text(named, size, sizeof size);
    geom_free(named);
    double t[16], cpu[16], givens[16], empty[16], box_med[16];
    int finished = 0, ok = 0, box_min = 99, box_max = 0, even = 0;
    long rss = 0;
    for (int i = 0; i < seeds && i < 16; i++) {
        run r = generate_threads_in_child(kd, (uint64_t)i + 1, strategy, level, 0);
        if (!r.ok)
            continue;
        t[ok] = r.st.seconds;
        cpu[ok] = r.cpu;
        givens[ok] = r.st.givens;
        empty[ok] = r.sp.empty_units;
        box_med[ok] = r.sp.box_med;
        box_min = r.sp.box_min < box_min ? r.sp.box_min : box_min;
        box_max = r.sp.box_max > box_max ? r.sp.box_max : box_max;
        finished += level == LEVEL_MAXIMAL ? r.st.level <= LEVEL_FIENDISH : r.st.level == level;
        even += r.sp.even;
        rss = r.rss_kb > rss ? r.rss_kb : rss;
        ok++;
    }
    if (!ok) {
        printf("| %s | %s | %s | %d | failed | | | | | | | | | | |\n", size,
               level_name(level), name, seeds);
        return -1;
    }
    double med = median(t, ok), p90 = rank(t, ok, 0.9), most = rank(t, ok, 1);
    if (slowest)
        *slowest = most;
    printf("| %s | %s | %s | %d | %.3f | %.3f | %.3f | %.3f | %.0f | %d/%d | %.0f | %d/%d | "
           "%d / %.1f / %d | %.0f |\n",
           size, level_name(level), name, ok, med, p90, most, median(cpu, ok),
           median(givens, ok), finished, ok, median(empty, ok), even, ok, box_min,
           median(box_med, ok), box_max, rss / 1024.0);
    fflush(stdout);
    return med;
}

static double generation_row(int k, level_id level, gen_strategy strategy, const char *name,
                             int seeds, double *slowest)
{
    return kind_row(SQUARE(k), level, strategy, name, seeds, slowest);
}

/* The other shapes and the diagonals, every level and maximal, each row's
 * median against 9x9's of the same level in the same run. */
static void shapes_table(void)
{
    static const struct {
        bkind kd;
        const char *name;
    } kinds[] = { { { 2, 3, 0 }, "6x6" }, { { 2, 4, 0 }, "8x8" }, { { 3, 4, 0 }, "12x12" },
                  { { 3, 3, 1 }, "X 9x9" } };
    printf("Shapes and diagonals, pairs (seeds 1..%d; columns as in the generation table), "
           "each median against 9x9's of the same level in this run:\n\n", SEEDS);
    print_load("before");
    print_generation_header();
    double nine[LEVEL_MAXIMAL + 1], med[4][LEVEL_MAXIMAL + 1];
    for (int level = LEVEL_EASY; level <= LEVEL_MAXIMAL; level++) {
        if (level > LEVEL_FIENDISH && level != LEVEL_MAXIMAL)
            continue;
        nine[level] = kind_row(SQUARE(3), (level_id)level, GEN_FAST, "fast", SEEDS, NULL);
        for (int i = 0; i < 4; i++)
            med[i][level] = kind_row(kinds[i].kd, (level_id)level, GEN_FAST, "fast", SEEDS, NULL);
    }
    print_load("after");
    printf("\n| kind | easy | medium | hard | fiendish | maximal |\n|---|---|---|---|---|---|\n");
    for (int i = 0; i < 4; i++) {
        printf("| %s against 9x9 |", kinds[i].name);
        for (int level = LEVEL_EASY; level <= LEVEL_MAXIMAL; level++) {
            double a = med[i][level], b = nine[level];
            if (level <= LEVEL_FIENDISH || level == LEVEL_MAXIMAL)
                printf(" %.2fx |", a > 0 && b > 0 ? a / b : -1.0);
        }
        printf("\n");
    }
    printf("\n");
}

/* Every level and maximal at k = 3..5 in one table, the naive generator in
 * the same run; k = 5 maximal over seeds 1..K5_SEEDS. */
static void generation_table(void)
{
    enum { K5_SEEDS = 10 };
    printf("Generation, every level and maximal (seeds 1..%d, 25x25 maximal 1..%d; seconds "
           "of wall time: median, p90 and max; CPU s = user + system time of the process, "
           "median; givens, median; finished = the ladder finishes it without a guess "
           "(maximal) or it is of the level asked; empty units = rows, columns and boxes "
           "with no given, median; even = seeds whose every row, column and box holds half "
           "the mean of its kind or more (a third up to 9x9); box givens = the fewest in a "
           "box over all seeds / the median box / the most, over the boxes of both "
           "grids):\n\n",
           SEEDS, K5_SEEDS);
    print_load("before");
    print_generation_header();
    const char *kmax = getenv("BENCH_KMAX"); /* a quick look: BENCH_KMAX=3 */
    int last = kmax && *kmax >= '3' && *kmax <= '5' ? *kmax - '0' : 5;
    for (int k = 3; k <= last && k < 4; k++) {
        for (int level = LEVEL_EASY; level <= LEVEL_FIENDISH; level++)
            generation_row(k, (level_id)level, GEN_FAST, "fast", SEEDS, NULL);
        generation_row(k, LEVEL_MAXIMAL, GEN_FAST, "fast (even)", SEEDS, NULL);
        generation_row(k, LEVEL_MAXIMAL, GEN_NAIVE, "naive", SEEDS, NULL);
    }
    for (int k = 4; k <= last; k++)
        for (int level = LEVEL_EASY; level <= LEVEL_FIENDISH; level++)
            generation_row(k, (level_id)level, GEN_FAST, "fast", SEEDS, NULL);
    if (last >= 4)
        maximal_rows(last >= 5);
    else
        print_load("after");
    printf("\n(naive at 25x25 takes over ten minutes a puzzle: left out.)\n\n");
}

/* The maximal rows of 16x16 (the default, even; the box order; naive) and,
 * with k5, 25x25 (the default, boxes, seeds 1..10), then their medians and
 * slowest against the naive 16x16 generator's median of the same run: the
 * yardsticks of 16x16 even (0.1x and 0.3x) and 25x25 (1x and 3x). */
static void maximal_rows(int k5)
{
    enum { K5_SEEDS = 10 };
    double even_slow = -1, boxes_slow = -1, slowest5 = -1, maximal5 = -1;
    double even = generation_row(4, LEVEL_MAXIMAL, GEN_FAST, "fast (even)", SEEDS, &even_slow);
    double boxes = generation_row(4, LEVEL_MAXIMAL, GEN_BOXES, "boxes", SEEDS, &boxes_slow);
    double naive4 = generation_row(4, LEVEL_MAXIMAL, GEN_NAIVE, "naive", SEEDS, NULL);
    if (k5)
        maximal5 = generation_row(5, LEVEL_MAXIMAL, GEN_FAST, "fast (boxes)", K5_SEEDS,
                                  &slowest5);
    print_load("after");
    printf("\n");
    ratio_line("16x16 maximal, even (the default)", even, even_slow,
               "the naive 16x16 generator", naive4);
    ratio_line("16x16 maximal, boxes", boxes, boxes_slow, "the naive 16x16 generator", naive4);
    if (k5)
        ratio_line("25x25 maximal", maximal5, slowest5, "the naive 16x16 generator", naive4);
}

/* The maximal rows alone (BENCH_ONLY=maximal, a few minutes). */
static void maximal_table(void)
{
    printf("Maximal generation (columns as in the generation table):\n\n");
    print_load("before");
    print_generation_header();
    maximal_rows(1);
    printf("\n");
}

/* Runs a shell command; its wall time and its CPU time (user + system, its
 * children's included) in seconds. 0, or -1 when it failed. */
static int measure_command(const char *cmd, double *wall, double *cpu)
{
    double start = util_now();
    pid_t pid = fork();
    if (pid == 0) {
        execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
        _exit(127);
    }
    int status;
    struct rusage ru;
    if (pid < 0 || wait4(pid, &status, 0, &ru) != pid)
        return -1;
    *wall = util_now() - start;
    *cpu = (double)ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + (double)ru.ru_stime.tv_sec +
           ru.ru_stime.tv_usec / 1e6;
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

/* 9x9 puzzles a second: our batches of pairs (maximal, fiendish) against
 * qqwing's batch of single grids at expert, alternating, in the same run. */
static void batch_rows(void)
{
    enum { N = 200, REPS = 3 };
    static const struct { const char *name, *cmd; } RUNS[] = {
        { "ours, 9x9 pairs, maximal",
          "./sudokupair-tui --generate --one-line --seed 1 --puzzles 200 > /dev/null" },
        { "ours, 9x9 pairs, fiendish",
          "./sudokupair-tui --generate --one-line --seed 1 --puzzles 200 --difficulty fiendish "
          "> /dev/null" },
        { "qqwing, 9x9 single grids, expert",
          "qqwing --generate 200 --difficulty expert --one-line > /dev/null" },
    };
    enum { NRUNS = sizeof RUNS / sizeof *RUNS };
    double wall[NRUNS][REPS], cpu[NRUNS][REPS];
    printf("9x9 puzzles a second: --generate --puzzles %d (on every core) against qqwing "
           "--generate %d (one core), medians of %d alternating runs (CPU s = user + system "
           "time; a second of CPU is what a busy machine compares):\n\n", N, N, REPS);
    print_load("before");
    printf("\n| command | wall s | CPU s | puzzles a second | puzzles a CPU second |\n"
           "|---|---|---|---|---|\n");
    for (int r = 0; r < REPS; r++)
        for (int i = 0; i < NRUNS; i++)
            if (measure_command(RUNS[i].cmd, &wall[i][r], &cpu[i][r])) {
                printf("| %s | failed to run | | | |\n", RUNS[i].name);
                return;
            }
    double per_cpu[NRUNS];
    for (int i = 0; i < NRUNS; i++) {
        double w = median(wall[i], REPS), c = median(cpu[i], REPS);
        per_cpu[i] = N / c;
        printf("| %s | %.2f | %.2f | %.1f | %.1f |\n", RUNS[i].name, w, c, N / w, N / c);
    }
    print_load("after");
    printf("\nPuzzles a CPU second against qqwing's expert single grids: maximal pairs "
           "%.2fx, fiendish pairs %.2fx.\n\n", per_cpu[0] / per_cpu[2], per_cpu[1] / per_cpu[2]);
}

/* The starter bank's size on disk: every file under assets/bank/ (the
 * puzzles a first game takes before any is generated), when the tree has
 * one. */
static void bank_rows(void)
{
    printf("The starter bank on disk (assets/bank/):\n\n");
    FILE *du = popen("find assets/bank -type f -printf '%s\\n' 2>/dev/null", "r");
    long files = 0, bytes = 0, size;
    while (du && fscanf(du, "%ld", &size) == 1)
        files++, bytes += size;
    if (du)
        pclose(du);
    if (files == 0)
        printf("(no starter bank in this tree)\n\n");
    else
        printf("| files | bytes | KiB |\n|---|---|---|\n| %ld | %ld | %.1f |\n\n", files,
               bytes, bytes / 1024.0);
}

/* k = 6: seed 1 with its peak memory (slow: minutes; K6=1). */
static void k6_rows(void)
{
    printf("36x36 maximal generation, seed 1 (fast; whole process in a child):\n\n"
           "| seed | seconds | CPU s | givens / cells | solver calls | peak RSS MB |\n"
           "|---|---|---|---|---|---|\n");
    run r = generate_in_child(6, 1, GEN_FAST);
    if (!r.ok)
        printf("| 1 | failed | | | | |\n");
    else
        printf("| 1 | %.1f | %.1f | %d / 2592 | %ld | %.1f |\n", r.st.seconds, r.cpu,
               r.st.givens, r.st.sat_calls, r.rss_kb / 1024.0);
    printf("\n");
}

/* 1 when section name is to run: BENCH_ONLY names it, or is not set (k6:
 * only when named, or with K6=1). */
static int wanted(const char *name)
{
    const char *only = getenv("BENCH_ONLY"), *k6 = getenv("K6");
    if (only && *only)
        return strcmp(only, name) == 0;
    if (strcmp(name, "maximal") == 0) /* in the generation table already */
        return 0;
    return strcmp(name, "k6") != 0 || (k6 && strcmp(k6, "1") == 0);
}

int main(void)
{
    struct utsname u;
    uname(&u);
    char model[512] = "unknown CPU";
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[512];
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "model name", 10) == 0) {
            char *c = strchr(line, ':');
            snprintf(model, sizeof model, "%s", c ? c + 2 : line);
            model[strcspn(model, "\n")] = '\0';
            break;
        }
    if (f)
        fclose(f);
    time_t now = time(NULL);
    char day[32];
    strftime(day, sizeof day, "%Y-%m-%d", gmtime(&now));
    printf("Machine: %s, %ld cores, %s %s, %s\n\n", model, sysconf(_SC_NPROCESSORS_ONLN),
           u.sysname, u.machine, day);
    if (wanted("generation"))
        generation_table();
    if (wanted("maximal"))
        maximal_table();
    if (wanted("shapes"))
        shapes_table();
    if (wanted("batch"))
        batch_rows();
    if (wanted("bank"))
        bank_rows();
    if (wanted("solve")) {
        printf("9x9 solving, --single --solve FILE against qqwing --solve --one-line on the "
               "same file (medians of %d alternating runs, whole process):\n\n", SEEDS * 2 + 1);
        printf("| file | ours per puzzle | qqwing per puzzle | speed-up |\n|---|---|---|---|\n");
        solve_row("tests/data/singles/top95.txt");
        solve_row("tests/data/singles/hardest.txt");
        cli_rows();
        printf("\n");
    }
    if (wanted("latency")) {
        printf("Game latency (medians):\n\n| action | time |\n|---|---|\n");
        latency_rows();
        hint_k5_row();
        printf("\n");
    }
    if (wanted("k6"))
        k6_rows();
    else
        printf("(36x36 generation, seed 1 with its peak memory: make bench K6=1; minutes.)\n");
    if (wanted("autosave"))
        autosave_rows();
    return 0;
}
