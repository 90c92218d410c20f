/* bench.c - make bench: generation at k = 2..5 (with the naive baseline in the
 * same run), 9x9 solving against qqwing on the same files, and hint and check
 * latency on a half-filled k = 4 game. Prints a Markdown table; medians. */
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
#include "ladder.h"
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
 * rows of both grids), the empty rows, columns and boxes, and whether a row,
 * column and box are empty in both grids at one place. */
typedef struct spread { int row_min, row_max, empty_units, cross; } spread;

static spread measure_spread(const geom *g, const uint8_t *p)
{
    spread sp = { g->n, 0, gen_empty_units(g, p), gen_empty_cross(g, p) };
    for (int u = 0; u < g->nunits; u++) {
        if (u % (3 * g->n) >= g->n)
            continue; /* rows only */
        int c = 0;
        for (int j = 0; j < g->n; j++)
            c += p[g->units[u * g->n + j]] != 0;
        sp.row_min = c < sp.row_min ? c : sp.row_min;
        sp.row_max = c > sp.row_max ? c : sp.row_max;
    }
    return sp;
}

typedef struct run { gen_stats st; long rss_kb; double cpu; int ok; spread sp; } run;

/* One generation in a child process, so that its peak memory is its own. */
static run generate_threads_in_child(int k, uint64_t seed, gen_strategy strategy, level_id level,
                                     int threads)
{
    run out = { 0 };
    int fd[2];
    if (pipe(fd) != 0)
        return out;
    pid_t pid = fork();
    if (pid == 0) {
        close(fd[0]);
        geom *g = geom_new(k, 2);
        uint8_t *p = xmalloc((size_t)g->ncells), *s = xmalloc((size_t)g->ncells);
        run r = { 0 };
        int rc = gen_puzzle(g, &(gen_params){ seed, strategy, level, threads, GEN_SYM_DEFAULT }, NULL, NULL, p, s,
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
    return generate_threads_in_child(k, seed, strategy, level, 0);
}

static run generate_in_child(int k, uint64_t seed, gen_strategy strategy)
{
    return generate_level_in_child(k, seed, strategy, LEVEL_MAXIMAL);
}

static double gen_row(int k, gen_strategy strategy, const char *name)
{
    double t[SEEDS], givens = 0, calls = 0;
    long rss = 0;
    for (int i = 0; i < SEEDS; i++) {
        run r = generate_in_child(k, (uint64_t)i + 1, strategy);
        if (!r.ok) {
            printf("| %d | %s | failed | | | | | |\n", k, name);
            return -1;
        }
        t[i] = r.st.seconds;
        givens += r.st.givens;
        calls += r.st.sat_calls;
        if (r.rss_kb > rss)
            rss = r.rss_kb;
    }
    double lo = t[0], hi = t[0];
    for (int i = 1; i < SEEDS; i++) {
        lo = t[i] < lo ? t[i] : lo;
        hi = t[i] > hi ? t[i] : hi;
    }
    double med = median(t, SEEDS);
    printf("| %d | %s | %.3f | %.3f | %.3f | %.0f / %d | %.0f | %.1f |\n", k, name, med, lo, hi,
           givens / SEEDS, 2 * k * k * k * k, calls / SEEDS, rss / 1024.0);
    fflush(stdout);
    return med;
}

/* One row of the level table: k, level, strategy; medians over seeds. */
static double level_row(int k, int level, gen_strategy strategy, const char *name, int seeds)
{
    double t[SEEDS * 2], givens = 0, spread_rows = 0, empty = 0;
    int finished = 0, cross = 0, ok = 0;
    long rss = 0;
    for (int i = 0; i < seeds; i++) {
        run r = generate_level_in_child(k, (uint64_t)i + 1, strategy, level);
        if (!r.ok)
            continue;
        t[ok++] = r.st.seconds;
        givens += r.st.givens;
        finished += r.st.level <= LEVEL_FIENDISH;
        spread_rows += r.sp.row_max - r.sp.row_min;
        empty += r.sp.empty_units;
        cross += r.sp.cross;
        rss = r.rss_kb > rss ? r.rss_kb : rss;
    }
    if (!ok) {
        printf("| %d | %s | %s | failed | | | | | | |\n", k, level_name(level), name);
        return -1;
    }
    double med = median(t, ok);
    printf("| %d | %s | %s | %.3f | %.0f | %d/%d | %.1f | %.1f | %d | %.0f |\n", k,
           level_name(level), name, med, givens / ok, finished, ok, spread_rows / ok,
           empty / ok, cross, rss / 1024.0);
    fflush(stdout);
    return med;
}

/* Generation by level, with the straightforward random-order generator
 * (naive) beside maximal in the same run. */
static void level_rows(void)
{
    printf("\nGeneration by level, seeds 1..%d (medians; finished = the ladder finishes it "
           "without a guess; row spread = most minus fewest givens in a row; empty = rows, "
           "columns and boxes with no given; cross = a row, column and box empty in both "
           "grids at one place):\n\n",
           SEEDS);
    printf("| k | level | generator | median s | givens | finished | row spread | empty units | "
           "cross | peak RSS MB |\n|---|---|---|---|---|---|---|---|---|---|\n");
    for (int k = 3; k <= 5; k++) {
        for (int level = LEVEL_EASY; level <= LEVEL_FIENDISH; level++)
            level_row(k, level, GEN_FAST, "fast", SEEDS);
        level_row(k, LEVEL_MAXIMAL, GEN_FAST, "fast (boxes)", SEEDS);
        if (k <= 4)
            level_row(k, LEVEL_MAXIMAL, GEN_NAIVE, "naive", SEEDS);
    }
    printf("\n(naive at k=5 takes over ten minutes a puzzle; spread at k=5 minutes: both are "
           "left out.)\n");
}

/* The hint's latency at k = 5: the ladder's next step on a half-filled pair. */
static void hint_k5_row(void)
{
    geom *g = geom_new(5, 2);
    uint8_t *p = xmalloc((size_t)g->ncells), *s = xmalloc((size_t)g->ncells);
    gen_puzzle(g, &(gen_params){ 1, GEN_FAST, LEVEL_FIENDISH, 0, GEN_SYM_DEFAULT }, NULL, NULL, p, s, NULL);
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
    int k;
    uint8_t *vals;
    if (io_load_csv("tests/data/pairs/jaya-k5.csv", 0, 2, &k, &vals, err2) == NULL) {
        geom *g5 = geom_new(k, 2);
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
    gen_puzzle(g, &(gen_params){ 1, GEN_FAST, LEVEL_MAXIMAL, 0, GEN_SYM_DEFAULT }, NULL, NULL, p, s, NULL);
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

/* issue 11 (the command line): k = 6 solving and generation, and 9x9
 * solving of generated minimal puzzles against qqwing. */
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

    enum { K6_SEEDS = 3 };
    printf("\nk=6 generation, fast, seeds 1..%d (goal <= 5 min and <= 1 GB):\n\n"
           "| seed | seconds | givens / cells | solver calls | peak RSS MB |\n|---|---|---|---|---|\n",
           K6_SEEDS);
    double t[K6_SEEDS];
    long rss = 0;
    int ok = 0;
    for (int i = 0; i < K6_SEEDS; i++) {
        run r = generate_in_child(6, (uint64_t)i + 1, GEN_FAST);
        if (!r.ok) {
            printf("| %d | failed | | | |\n", i + 1);
            continue;
        }
        t[ok++] = r.st.seconds;
        rss = r.rss_kb > rss ? r.rss_kb : rss;
        printf("| %d | %.1f | %d / 2592 | %ld | %.1f |\n", i + 1, r.st.seconds, r.st.givens,
               r.st.sat_calls, r.rss_kb / 1024.0);
        fflush(stdout);
    }
    if (ok)
        printf("\nk=6 generation: median %.1f s, peak RSS %.1f MB.\n", median(t, ok),
               rss / 1024.0);

    /* generated minimal 9x9 puzzles (unique, no given removable), the
     * stand-in for 17-clue collections, one a line */
    const char *path = "/tmp/sudokupair-bench-minimal.txt";
    FILE *out = fopen(path, "w");
    geom *g = geom_new(3, 1);
    uint8_t p[81], sol[81];
    long clues = 0;
    enum { NMIN = 300 };
    for (int i = 0; out && i < NMIN; i++) {
        gen_puzzle(g, &(gen_params){ (uint64_t)i + 1000, GEN_FAST, LEVEL_MAXIMAL, 0, GEN_SYM_DEFAULT }, NULL, NULL, p,
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

/* One row of the maximal table: medians over seeds 1..SEEDS. */
static double maximal_row(int k, gen_strategy strategy, const char *name, int threads)
{
    double t[SEEDS], cpu[SEEDS], tries[SEEDS], givens[SEEDS], empty[SEEDS];
    int finished = 0, ok = 0;
    for (int i = 0; i < SEEDS; i++) {
        run r = generate_threads_in_child(k, (uint64_t)i + 1, strategy, LEVEL_MAXIMAL, threads);
        if (!r.ok)
            continue;
        t[ok] = r.st.seconds;
        cpu[ok] = r.cpu;
        tries[ok] = r.st.attempts;
        givens[ok] = r.st.givens;
        empty[ok] = r.sp.empty_units;
        finished += r.st.level <= LEVEL_FIENDISH;
        ok++;
    }
    if (!ok) {
        printf("| %d | %s | %d | failed | | | | | |\n", k, name, threads);
        return -1;
    }
    double med = median(t, ok);
    printf("| %dx%d | %s | %d | %.3f | %.3f | %.0f | %d/%d | %.0f | %.0f |\n", k * k, k * k,
           name, threads, med, median(cpu, ok), median(tries, ok), finished, ok,
           median(givens, ok), median(empty, ok));
    fflush(stdout);
    return med;
}

static void print_load(const char *when)
{
    double load[3];
    if (getloadavg(load, 3) == 3)
        printf("Load average %s: %.2f %.2f %.2f (%ld cores).\n", when, load[0], load[1], load[2],
               sysconf(_SC_NPROCESSORS_ONLN));
}

/* Maximal pairs, the default generator on every core and on one, with the
 * default before it, the naive generator and the default with picosat only
 * in the same run; its own table, first. */
static void maximal_rows(void)
{
    int cores = gen_threads();
    printf("Maximal pairs, seeds 1..%d (medians: seconds, tries = the index of the try kept "
           "+ 1, CPU s = user + system time of the process (all its threads), givens, empty units = rows, columns and boxes of both grids with no given; "
           "finished = the ladder finishes it without a guess):\n\n", SEEDS);
    print_load("before");
    printf("\n| size | generator | threads | median s | CPU s | tries | finished | givens | "
           "empty units |\n|---|---|---|---|---|---|---|---|---|\n");
    double fast[6] = { 0 }, naive[6] = { 0 }, one[6] = { 0 }, sat_only[6] = { 0 }, old[6] = { 0 };
    for (int k = 3; k <= 5; k++) {
        fast[k] = maximal_row(k, GEN_FAST, "fast (boxes)", cores);
        /* the default before boxes, in the same run: spread up to 16x16
         * (random order), rows at 25x25 (spread takes minutes a try there) */
        old[k] = maximal_row(k, k >= 5 ? GEN_ROWS : GEN_SPREAD, k >= 5 ? "rows" : "spread", cores);
        if (k <= 4) {
            one[k] = maximal_row(k, GEN_FAST, "fast (boxes)", 1);
            naive[k] = maximal_row(k, GEN_NAIVE, "naive", 1);
            /* the same generator with every question put to picosat: what
             * the short searches before it (solve_search_near) buy */
            solve_set_search_limit(0);
            sat_only[k] = maximal_row(k, GEN_FAST, "fast, picosat only", cores);
            solve_set_search_limit(-1);
        }
    }
    printf("\n");
    for (int k = 3; k <= 4; k++)
        if (fast[k] > 0 && naive[k] > 0 && one[k] > 0)
            printf("%dx%d: fast on %d threads is %.1fx naive, %.1fx fast on one thread and "
                   "%.1fx spread (medians, same run); picosat only is %.1fx slower.\n", k * k,
                   k * k, cores, naive[k] / fast[k], one[k] / fast[k], old[k] / fast[k],
                   sat_only[k] / fast[k]);
    print_load("after");
    printf("\n");
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
    maximal_rows();
    const char *only = getenv("BENCH_ONLY");
    if (only && strcmp(only, "maximal") == 0)
        return 0;

    printf("Generation of a maximal unique pair, seeds 1..%d (seconds; RSS = peak of one run):\n\n",
           SEEDS);
    printf("| k | strategy | median s | min s | max s | givens / cells | solver calls | peak RSS MB |\n");
    printf("|---|---|---|---|---|---|---|---|\n");
    for (int k = 2; k <= 5; k++)
        gen_row(k, GEN_FAST, "fast");
    double naive3 = gen_row(3, GEN_NAIVE, "naive");
    (void)naive3;
    printf("\n");
    double fast4[1], naive4[1];
    fast4[0] = gen_row(4, GEN_FAST, "fast (again)");
    naive4[0] = gen_row(4, GEN_NAIVE, "naive");
    if (fast4[0] > 0 && naive4[0] > 0)
        printf("\nk=4: fast is %.1fx faster than naive (medians, same run).\n", naive4[0] / fast4[0]);

    printf("\n9x9 solving, --single --solve FILE against qqwing --solve --one-line on the same "
           "file (medians of %d alternating runs, whole process):\n\n", SEEDS * 2 + 1);
    printf("| file | ours per puzzle | qqwing per puzzle | speed-up |\n|---|---|---|---|\n");
    solve_row("tests/data/singles/top95.txt");
    solve_row("tests/data/singles/hardest.txt");

    printf("\nGame latency (medians):\n\n| action | time |\n|---|---|\n");
    latency_rows();
    hint_k5_row();
    level_rows();
    cli_rows();
    return 0;
}
