/* test_store.c - the puzzle store (store.h): a puzzle is taken once, also by
 * two programs taking at the same time; a corrupt file is moved aside and
 * skipped; a file of another generator version is dropped; a cache that
 * cannot be written is nothing in store. */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "code.h"
#include "fill.h"
#include "gen.h"
#include "store.h"
#include "tmux.h"
#include "util.h"

static char folder[512];
static char *old_cache;

static void fresh(void)
{
    char cmd[1200];
    snprintf(folder, sizeof folder, "%s", temp_path("store"));
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", folder, folder);
    assert_int_equal(system(cmd), 0);
    old_cache = env_swap("XDG_CACHE_HOME", folder);
}

static void gone(void)
{
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", folder);
    assert_int_equal(system(cmd), 0);
    env_restore("XDG_CACHE_HOME", old_cache);
    old_cache = NULL;
}

static const puzzle_kind K2 = KIND_SQUARE(2, 2, LEVEL_MAXIMAL, KIND_SYM_DEFAULT);

/* The k=2 maximal pair of seed, as the generator makes it. */
static void make(uint64_t seed, uint8_t *puzzle, uint8_t *solution)
{
    geom *g = geom_new(2, 2);
    assert_int_equal(gen_puzzle(g, &(gen_params){ seed, GEN_FAST, LEVEL_MAXIMAL, 1, KIND_SYM_DEFAULT }, NULL, NULL,
                                puzzle, solution, NULL),
                     0);
    geom_free(g);
}

static char *path_of(const puzzle_kind *key)
{
    static char path[KEEP_PATHLEN];
    char err[IO_ERRLEN];
    assert_null(store_path(key, path, err));
    return path;
}

/* Writes a store file of key by hand: the header of generator gen, then
 * puzzles of seeds 1..n. */
static void write_file(const puzzle_kind *key, int gen, int n)
{
    FILE *f = fopen(path_of(key), "w");
    assert_non_null(f);
    char kind[64];
    kind_key_name(key, kind, sizeof kind);
    fprintf(f, "sudokupair-tui puzzle store\nformat 1\ngenerator %d\nkind %s\nseconds 0.5\n",
            gen, kind);
    geom *g = kind_geom(key);
    for (int i = 1; i <= n; i++) {
        uint8_t p[32], s[32];
        make((uint64_t)i, p, s);
        char *cp = code_encode(g, p), *cs = code_encode(g, s);
        fprintf(f, "puzzle %d %s %s\n", i, cp, cs);
        free(cp);
        free(cs);
    }
    geom_free(g);
    assert_int_equal(fclose(f), 0);
}

/* Put, count, take: the oldest first or the one of a seed, each once; no
 * more than STORE_FEW are kept; the time is kept as a mean. */
static void test_put_and_take(void **state)
{
    (void)state;
    fresh();
    uint8_t p[32], s[32], got_p[32], got_s[32];
    uint64_t seed;
    assert_int_equal(store_count(&K2), 0);
    int measured = -1;
    assert_true(store_expect(&K2, &measured) > 0); /* a rough figure, said as such */
    assert_int_equal(measured, 0);
    assert_int_equal(store_take(&K2, NULL, got_p, got_s, &seed), 0);
    for (int i = 1; i <= STORE_FEW + 1; i++) {
        make((uint64_t)i, p, s);
        assert_int_equal(store_put(&K2, (uint64_t)i, p, s, 2.0), i <= STORE_FEW);
    }
    make(2, p, s);
    assert_int_equal(store_put(&K2, 2, p, s, 0), 0); /* full, and seed 2 is there */
    assert_int_equal(store_count(&K2), STORE_FEW);
    assert_true(store_expect(&K2, &measured) > 1.99 && store_expect(&K2, NULL) < 2.01);
    assert_int_equal(measured, 1);
    /* --list-saves names the kind as every list does */
    char *listed = NULL;
    size_t listed_len = 0;
    FILE *out = open_memstream(&listed, &listed_len);
    assert_int_equal(store_print_where(out, &(puzzle_kind){ 0 }), 0);
    fclose(out);
    if (!strstr(listed, " 3 4x4 pair, maximal\n"))
        fail_msg("%s", listed);
    free(listed);
    /* another kind is another file */
    puzzle_kind single = kind_square(2, 1, LEVEL_MAXIMAL, KIND_SYM_DEFAULT);
    assert_int_equal(store_count(&single), 0);
    /* the one of seed 2, then the oldest (1), then 3 */
    uint64_t want = 2;
    assert_int_equal(store_take(&K2, &want, got_p, got_s, &seed), 1);
    assert_int_equal(seed, 2);
    assert_memory_equal(got_p, p, 32);
    assert_memory_equal(got_s, s, 32);
    assert_int_equal(store_take(&K2, &want, got_p, got_s, &seed), 0); /* taken once */
    assert_int_equal(store_take(&K2, NULL, got_p, got_s, &seed), 1);
    assert_int_equal(seed, 1);
    make(1, p, s);
    assert_memory_equal(got_p, p, 32);
    assert_int_equal(store_take(&K2, NULL, got_p, got_s, &seed), 1);
    assert_int_equal(seed, 3);
    assert_int_equal(store_take(&K2, NULL, got_p, got_s, &seed), 0);
    assert_int_equal(store_count(&K2), 0);
    gone();
}

#define RACE_PUZZLES 40

/* Takes puzzles until none is left, writing each seed taken to PATH-WHO. */
static void take_body(int who, int round, const char *path)
{
    (void)round;
    char out[1100];
    snprintf(out, sizeof out, "%s-%d", path, who);
    FILE *f = fopen(out, "w");
    uint8_t p[32], s[32];
    uint64_t seed;
    if (!f)
        _exit(1);
    while (store_take(&K2, NULL, p, s, &seed) == 1)
        fprintf(f, "%llu\n", (unsigned long long)seed);
    _exit(fclose(f) == 0 ? 0 : 1);
}

/* The store's folder is found as the save folder is (keep_xdg_dir), and
 * says in its own words when there is none. */
static void test_store_folder(void **state)
{
    (void)state;
    fresh();
    char dir[KEEP_PATHLEN], err[IO_ERRLEN], want[KEEP_PATHLEN + 32];
    assert_null(store_dir(dir, err));
    snprintf(want, sizeof want, "%s/sudokupair-tui", folder);
    assert_string_equal(dir, want);
    char *home = env_swap("HOME", NULL);
    setenv("XDG_CACHE_HOME", "relative/dir", 1);
    assert_non_null(store_dir(dir, err));
    assert_string_equal(err, "there is no cache folder: XDG_CACHE_HOME ('relative/dir') is a "
                             "relative path, which the XDG spec says to ignore, and HOME is "
                             "not set");
    unsetenv("XDG_CACHE_HOME");
    assert_non_null(store_dir(dir, err));
    assert_string_equal(err, "there is no cache folder: neither XDG_CACHE_HOME nor HOME is set");
    setenv("HOME", "/nowhere/home", 1);
    assert_null(store_dir(dir, err));
    assert_string_equal(dir, "/nowhere/home/.cache/sudokupair-tui");
    char *deep = xmalloc(KEEP_PATHLEN);
    memset(deep, 'a', KEEP_PATHLEN - 100);
    deep[0] = '/';
    deep[KEEP_PATHLEN - 100] = '\0';
    setenv("XDG_CACHE_HOME", deep, 1);
    assert_non_null(store_dir(dir, err));
    assert_non_null(strstr(err, "the cache folder's path is too long ("));
    assert_non_null(strstr(err, "); set XDG_CACHE_HOME to a shorter one"));
    free(deep);
    env_restore("HOME", home);
    gone();
}

/* Two programs taking from one store at once: every puzzle is taken, and
 * none twice. */
static void test_two_programs_take_once(void **state)
{
    (void)state;
    fresh();
    char dir[KEEP_PATHLEN], err[IO_ERRLEN], cmd[KEEP_PATHLEN + 100];
    assert_null(store_dir(dir, err));
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", dir);
    assert_int_equal(system(cmd), 0);
    for (int again = 0; again < 3; again++) {
        write_file(&K2, GEN_VERSION, RACE_PUZZLES);
        assert_int_equal(store_count(&K2), RACE_PUZZLES);
        test_race(take_body, path_of(&K2), 1);
        int seen[RACE_PUZZLES + 1] = { 0 }, both = 0;
        for (int who = 0; who < 2; who++) {
            char out[KEEP_PATHLEN + 16];
            snprintf(out, sizeof out, "%s-%d", path_of(&K2), who);
            FILE *f = fopen(out, "r");
            assert_non_null(f);
            unsigned long long seed;
            while (fscanf(f, "%llu", &seed) == 1) {
                assert_true(seed >= 1 && seed <= RACE_PUZZLES);
                seen[seed]++;
                both++;
            }
            fclose(f);
        }
        assert_int_equal(both, RACE_PUZZLES);
        for (int i = 1; i <= RACE_PUZZLES; i++)
            assert_int_equal(seen[i], 1);
        assert_int_equal(store_count(&K2), 0);
    }
    gone();
}

/* A corrupt file: the reader names file:line:column; taking from it gives
 * nothing (no error), it is moved aside, and the store works again. */
static void test_corrupt_file(void **state)
{
    (void)state;
    fresh();
    char dir[KEEP_PATHLEN], err[IO_ERRLEN], cmd[KEEP_PATHLEN + 100];
    assert_null(store_dir(dir, err));
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", dir);
    assert_int_equal(system(cmd), 0);
    write_file(&K2, GEN_VERSION, 2);
    /* a character of the second puzzle's code changed */
    char *text = read_text(path_of(&K2));
    char *second = strstr(text, "puzzle 2 ") + 9 + 5;
    *second = *second == 'A' ? 'B' : 'A';
    FILE *f = fopen(path_of(&K2), "w");
    fputs(text, f);
    fclose(f);
    int count;
    assert_non_null(store_parse_text(&K2, "k2-pair-maximal.store", text, strlen(text), &count,
                                     err));
    assert_non_null(strstr(err, "k2-pair-maximal.store:7:"));
    assert_non_null(strstr(err, "not a puzzle code"));
    free(text);
    /* other faults, each with its line and column */
    static const struct { const char *text, *where, *what; } BAD[] = {
        { "sudokupair-tui puzzle stor\n", ":1:1:", "sudokupair-tui puzzle store" },
        { "sudokupair-tui puzzle store\nformat x\n", ":2:8:", "a number" },
        { "sudokupair-tui puzzle store\nformat 1\ngenerator 1\nkind k3-pair-maximal\n",
          ":4:6:", "the kind k2-pair-maximal" },
        { "sudokupair-tui puzzle store\nformat 1\ngenerator 1\nkind k2-pair-maximal\n"
          "seconds 1.5s\n", ":5:9:", "seconds such as" },
        { "sudokupair-tui puzzle store\nformat 1\ngenerator 1\nkind k2-pair-maximal\n"
          "seconds 1.5\npuzzle -1\n", ":6:8:", "a seed" },
        { "sudokupair-tui puzzle store\nformat 1\ngenerator 1\nkind k2-pair-maximal\n"
          "seconds 1.5\nsolved\n", ":6:1:", "puzzle SEED" },
    };
    for (size_t i = 0; i < sizeof BAD / sizeof *BAD; i++) {
        assert_non_null(store_parse_text(&K2, "F", BAD[i].text, strlen(BAD[i].text), &count,
                                         err));
        assert_non_null(strstr(err, BAD[i].where));
        assert_non_null(strstr(err, BAD[i].what));
    }
    uint8_t p[32], s[32];
    uint64_t seed;
    assert_int_equal(store_count(&K2), 0);
    assert_int_equal(store_take(&K2, NULL, p, s, &seed), 0);
    char *out;
    snprintf(cmd, sizeof cmd, "ls '%s'", dir);
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    assert_non_null(strstr(out, "k2-pair-maximal.store.bad-"));
    free(out);
    make(5, p, s);
    assert_int_equal(store_put(&K2, 5, p, s, 1), 1);
    assert_int_equal(store_take(&K2, NULL, p, s, &seed), 1);
    assert_int_equal(seed, 5);
    gone();
}

/* A file of another generator version: its puzzles are dropped (a seed now
 * makes another puzzle), never shown. */
static void test_version_change(void **state)
{
    (void)state;
    fresh();
    char dir[KEEP_PATHLEN], err[IO_ERRLEN], cmd[KEEP_PATHLEN + 100];
    assert_null(store_dir(dir, err));
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", dir);
    assert_int_equal(system(cmd), 0);
    write_file(&K2, GEN_VERSION + 1, 3);
    uint8_t p[32], s[32];
    uint64_t seed;
    assert_int_equal(store_count(&K2), 0);
    assert_true(store_expect(&K2, NULL) != 0.5); /* its time is dropped too */
    assert_int_equal(store_take(&K2, NULL, p, s, &seed), 0);
    char *text = read_text(path_of(&K2));
    char line[64];
    snprintf(line, sizeof line, "\ngenerator %d\n", GEN_VERSION);
    assert_non_null(strstr(text, line));
    assert_null(strstr(text, "\npuzzle "));
    free(text);
    write_file(&K2, GEN_VERSION, 2);
    assert_int_equal(store_count(&K2), 2);
    gone();
}

/* A cache that cannot be written (its folder is a file): nothing in store,
 * nothing kept, no crash; no HOME either: the same. */
static void test_unwritable(void **state)
{
    (void)state;
    fresh();
    char file[700];
    snprintf(file, sizeof file, "%s/plain", folder);
    FILE *f = fopen(file, "w");
    fclose(f);
    setenv("XDG_CACHE_HOME", file, 1);
    uint8_t p[32], s[32];
    uint64_t seed;
    make(1, p, s);
    assert_int_equal(store_put(&K2, 1, p, s, 1), -1);
    assert_int_equal(store_take(&K2, NULL, p, s, &seed), 0);
    assert_int_equal(store_count(&K2), 0);
    assert_true(store_expect(&K2, NULL) > 0);
    char *home = env_swap("HOME", NULL);
    unsetenv("XDG_CACHE_HOME");
    assert_int_equal(store_put(&K2, 1, p, s, 1), -1);
    assert_int_equal(store_take(&K2, NULL, p, s, &seed), 0);
    env_restore("HOME", home);
    gone();
}

/* The filler: while a game of k=2 is played, the store fills up to
 * STORE_FEW of its kind, then one of each other size up to 16x16; a job of
 * a kind is handed over; another strategy makes nothing. */
static void test_fill_in_background(void **state)
{
    (void)state;
    fresh();
    fill *f = fill_new(GEN_FAST);
    puzzle_kind k3 = kind_square(3, 2, LEVEL_MAXIMAL, KIND_SYM_DEFAULT), k4 = kind_square(4, 2, LEVEL_MAXIMAL, KIND_SYM_DEFAULT),
              k5 = kind_square(5, 2, LEVEL_MAXIMAL, KIND_SYM_DEFAULT);
    assert_true(fill_serves(f, &K2));
    /* a 16x16 pair in store already (made here, box by box: quick), so the
     * filler's low-priority thread makes only the small kinds: with both cores
     * busy it may get little of them, and a 16x16 pair would take it minutes */
    geom *g4 = geom_new(4, 2);
    uint8_t *p4 = xmalloc((size_t)g4->ncells), *s4 = xmalloc((size_t)g4->ncells);
    assert_int_equal(gen_puzzle(g4, &(gen_params){ 1, GEN_BOXES, LEVEL_MAXIMAL, 1,
                                                   KIND_SYM_DEFAULT },
                                NULL, NULL, p4, s4, NULL),
                     0);
    assert_int_equal(store_put(&k4, 1, p4, s4, 1.0), 1);
    free(p4), free(s4);
    geom_free(g4);
    double until = util_now() + 600; /* a bound for a broken filler, not a timing */
    while ((store_count(&K2) < STORE_FEW || store_count(&k3) < 1) && util_now() < until) {
        fill_poll(f, &K2);
        nanosleep(&(struct timespec){ 0, 2000000 }, NULL);
    }
    assert_int_equal(store_count(&K2), STORE_FEW);
    assert_int_equal(store_count(&k3), 1);
    assert_int_equal(store_count(&k4), 1);
    assert_true(store_expect(&K2, NULL) > 0);
    fill_poll(f, &K2);
    assert_false(fill_making(f, &k5)); /* 25x25 only once it is played */
    /* a 25x25 game: its kind is made next, and can be handed over */
    fill_poll(f, &k5);
    assert_true(fill_making(f, &k5));
    geom *g;
    uint64_t seed;
    double started;
    assert_null(fill_adopt(f, &k3, &g, &seed, &started));
    job *j = fill_adopt(f, &k5, &g, &seed, &started);
    assert_non_null(j);
    assert_false(fill_making(f, &k5));
    job_cancel(j);
    assert_int_equal(job_finish(j, NULL, NULL, NULL), -1);
    geom_free(g);
    fill_free(f);
    f = fill_new(GEN_NAIVE);
    assert_false(fill_serves(f, &K2));
    fill_poll(f, &k3);
    assert_false(fill_making(f, &k3));
    fill_free(f);
    gone();
}

/* A kind whose puzzles always fall short of its level (a 4x4 pair has no
 * hard one) is given up after FILL_SHORTS tries: the filler then rests
 * instead of making them forever, and nothing of it is in store. */
static void test_fill_gives_up_short_kinds(void **state)
{
    (void)state;
    fresh();
    puzzle_kind hard2 = kind_square(2, 2, LEVEL_HARD, KIND_SYM_DEFAULT);
    /* the other sizes of the kind in store already, so only 4x4 is made */
    for (int k = 3; k <= 4; k++) {
        puzzle_kind other = kind_square(k, 2, LEVEL_HARD, KIND_SYM_DEFAULT);
        geom *g = geom_new(k, 2);
        uint8_t *p = xmalloc((size_t)g->ncells), *s = xmalloc((size_t)g->ncells);
        gen_stats st;
        assert_int_equal(gen_puzzle(g, &(gen_params){ 1, GEN_FAST, LEVEL_HARD, 1,
                                                      KIND_SYM_DEFAULT },
                                    NULL, NULL, p, s, &st),
                         0);
        assert_int_equal(st.level, LEVEL_HARD);
        assert_int_equal(store_put(&other, 1, p, s, 1.0), 1);
        free(p), free(s);
        geom_free(g);
    }
    fill *f = fill_new(GEN_FAST);
    assert_true(fill_serves(f, &hard2));
    double until = util_now() + 600; /* a bound for a broken filler, not a timing */
    while (fill_serves(f, &hard2) && util_now() < until) {
        fill_poll(f, &hard2);
        nanosleep(&(struct timespec){ 0, 2000000 }, NULL);
    }
    assert_false(fill_serves(f, &hard2));
    fill_poll(f, &hard2);
    assert_false(fill_making(f, &hard2)); /* at rest */
    assert_int_equal(store_count(&hard2), 0);
    puzzle_kind easy2 = kind_square(2, 2, LEVEL_EASY, KIND_SYM_DEFAULT);
    assert_true(fill_serves(f, &easy2)); /* only that kind */
    fill_free(f);
    gone();
}

/* The generation screen's bar never goes back and never reaches the end
 * before the puzzle is there; its words are a player's. */
static void test_wait_words(void **state)
{
    (void)state;
    double last = -1;
    for (double t = 0; t < 400; t += 0.25) {
        double b = fill_bar(t, 20);
        assert_true(b >= last && b < 1);
        last = b;
    }
    assert_true(fill_bar(20, 20) > 0.89 && fill_bar(20, 20) < 0.91);
    char text[200];
    fill_wait_text(0.2, 20, 1, text, sizeof text);
    assert_string_equal(text, "It usually takes about 20 s here.");
    fill_wait_text(12.4, 20, 1, text, sizeof text);
    assert_string_equal(text, "12 s so far; it usually takes about 20 s here.");
    fill_wait_text(130, 20, 1, text, sizeof text);
    assert_string_equal(text, "2 min 10 s so far: longer than usual (about 20 s); some puzzles "
                              "take a few goes.");
    fill_wait_text(0.01, 0.05, 1, text, sizeof text);
    assert_string_equal(text, "It usually takes under a second here.");
    /* a rough figure, not measured here: not said to be usual here */
    fill_wait_text(0.2, 20, 0, text, sizeof text);
    assert_string_equal(text, "It should take about 20 s.");
    fill_wait_text(12.4, 20, 0, text, sizeof text);
    assert_string_equal(text, "12 s so far; it should take about 20 s.");
    fill_wait_text(130, 20, 0, text, sizeof text);
    assert_string_equal(text, "2 min 10 s so far: longer than expected (about 20 s); some "
                              "puzzles take a few goes.");
}

/* A batch's bar: the puzzles done whole, each in hand by the lesser of its
 * cells decided and the time it has had against the time expected; never
 * going back as the batch goes on, 1 only when all are done. Its words: how
 * many are made, and the time so far from the first second on. */
static void test_batch_wait(void **state)
{
    (void)state;
    batch_making m[2] = { { 0.8, 1 }, { 0.1, 30 } };
    /* the cells run ahead of the time: 1 s of 10 holds the first back */
    double b = fill_batch_bar(1, 4, m, 2, 10), want = (1 + fill_bar(1, 10) + 0.1) / 4;
    assert_true(b > want - 1e-9 && b < want + 1e-9);
    assert_true(fill_batch_bar(0, 2, NULL, 0, 10) == 0);
    assert_true(fill_batch_bar(2, 2, NULL, 0, 10) == 1);
    /* a batch of 3 on two cores, each puzzle 8 s, its cells 90% in 0.2 s, a
     * try dropped at 3 s (the slot keeps the most reached): the bar only
     * grows, stays under 1 until the last is done */
    double last = 0;
    for (int tenth = 0; tenth <= 160; tenth++) {
        double t = tenth / 10.0;
        batch_making in[2];
        int done = (t >= 8) + (t >= 8) + (t >= 16), n = 0;
        for (int p = 0; p < 3; p++) {
            double since = p < 2 ? t : t - 8;
            if (since < 0 || since >= 8)
                continue;
            in[n++] = (batch_making){ since < 0.2 ? since / 0.2 * 0.9 : 0.9 + since / 80, since };
        }
        b = fill_batch_bar(done, 3, in, n, 8);
        assert_true(b >= last);
        assert_true(done == 3 ? b == 1 : b < 1);
        last = b;
    }
    char text[100];
    fill_batch_text(0, 5, 0.4, text, sizeof text);
    assert_string_equal(text, "0 of 5 puzzles made");
    fill_batch_text(2, 5, 12.4, text, sizeof text);
    assert_string_equal(text, "2 of 5 puzzles made; 12 s so far");
    fill_batch_text(1, 1, 130, text, sizeof text);
    assert_string_equal(text, "1 of 1 puzzle made; 2 min 10 s so far");
}

/* A wait's bar moves with the time expected but never ahead of the work
 * the generator reports (its cells decided, the most reached), never goes
 * back, and past FILL_OVERRUN times the time expected claims no share: it
 * never sits at 98% for most of a long wait; the busy bar moves. */
static void test_wait_bar_truth(void **state)
{
    (void)state;
    double last = 0;
    for (double t = 0; t <= 2 * 10; t += 0.05) {
        double cells = t < 1 ? t / 1 * 0.8 : 0.8 + t / 100; /* most cells early */
        double b = fill_wait_bar(t, 10, cells);
        assert_true(b >= last && b < 1);
        assert_true(b <= cells + 1e-9);
        last = b;
    }
    assert_true(fill_wait_bar(0.5, 10, 0) == 0); /* no work reported: nothing shown */
    assert_true(fill_wait_bar(5, 10, -1) > 0.44 && fill_wait_bar(5, 10, -1) < 0.46);
    assert_true(fill_wait_bar(10, 10, 1) > 0.89 && fill_wait_bar(10, 10, 1) < 0.91);
    /* a wait 14 times as long as expected: a share only for its first seventh */
    int shares = 0, steps = 0;
    for (double t = 0; t < 42; t += 0.1, steps++)
        shares += fill_wait_bar(t, 3, 0.99) >= 0;
    assert_true(shares * 7 <= steps + 7);
    char a[40], b[40];
    fill_busy_text(20, 20, a, sizeof a);
    fill_busy_text(20.5, 20, b, sizeof b);
    assert_int_equal(strlen(a), 22);
    assert_string_not_equal(a, b); /* it moves */
    assert_int_equal((int)(strchr(a, '#') - a), (int)(strrchr(a, '#') - a) - 3); /* one block */
}

/* The time a wait is told: the median of the kind's recent runs (one slow
 * run never sets it) times how much slower the machine is now; the load
 * from the other work runnable now, no more than the minute's average. */
static void test_wait_estimate(void **state)
{
    (void)state;
    double runs[] = { 2.0, 2.2, 40.0, 1.9, 2.1 };
    assert_true(fill_expect_of(runs, 5, 1) == 2.1);
    assert_true(fill_expect_of(runs, 2, 1) == 2.0); /* the lower middle */
    assert_true(fill_expect_of(runs + 1, 2, 1) == 2.2);
    assert_true(fill_expect_of(runs, 0, 1) == 0);
    assert_true(fill_expect_of(runs, 5, 2) == 4.2);
    assert_true(fill_slowdown_of(0, 1, 2) == 1);
    assert_true(fill_slowdown_of(2, 3, 2) == 2);   /* two others on two cores */
    assert_true(fill_slowdown_of(2, 1, 2) == 1);   /* the load of a job just stopped */
    assert_true(fill_slowdown_of(1, 5, 2) == 1.5); /* a burst now: the minute's average */
    assert_true(fill_slowdown_of(3, 0, 2) == 2.5); /* runnable not known */
    assert_true(fill_slowdown_of(500, 900, 2) == FILL_SLOW_MAX);
    assert_true(fill_slowdown() >= 1 && fill_slowdown() <= FILL_SLOW_MAX);
    /* kept through keep in the cache folder, the last FILL_RUNS of a kind */
    fresh();
    int measured;
    puzzle_kind key = kind_square(4, 2, LEVEL_MAXIMAL, KIND_SYM_DEFAULT);
    double rough = fill_expect(&key, &measured);
    assert_int_equal(measured, 0);
    assert_true(rough > 0);
    for (int i = 0; i < FILL_RUNS + 3; i++)
        fill_note_time(GEN_FAST, &key, i == 4 ? 500.0 : 1.0 + i / 100.0);
    fill_note_time(GEN_SPREAD, &key, 1000.0); /* another generator's: not kept */
    double told = fill_expect(&key, &measured);
    assert_int_equal(measured, 1);
    /* the median of the quiet seconds, times the load now: not the slow run */
    assert_true(told < 1.2 * FILL_SLOW_MAX && told < 100);
    char path[KEEP_PATHLEN], err[IO_ERRLEN];
    assert_null(store_dir(path, err));
    strcat(path, "/times");
    char *text = read_text(path);
    int kinds;
    assert_null(fill_times_parse_text("times", text, strlen(text), &kinds, err));
    assert_int_equal(kinds, 1);
    assert_non_null(strstr(text, "sudokupair-tui run times\nformat 1\nk4-pair-maximal "));
    int spaces = 0;
    for (const char *c = strstr(text, "k4-pair-maximal"); *c && *c != '\n'; c++)
        spaces += *c == ' ';
    assert_int_equal(spaces, FILL_RUNS);
    free(text);
    static const struct {
        const char *text, *want;
    } BAD[] = {
        { "sudokupair-tui run times\nformat 2\n", "t:2:1: expected 'format 1'" },
        { "sudokupair-tui run times\nformat 1\nk2-pair-maximal\n",
          "t:3:16: expected seconds after the kind" },
        { "sudokupair-tui run times\nformat 1\nk2-pair-maximal 1.2345\n",
          "t:3:17: expected seconds such as 1.25" },
        { "sudokupair-tui run times\nformat 1\nk2-pair-maximal  1\n",
          "t:3:17: expected seconds such as 1.25" },
        { "sudokupair-tui run times\nformat 1\nk2 1 1 1 1 1 1 1 1 1 1\n",
          "t:3:21: expected at most 9 runs" },
    };
    for (size_t i = 0; i < sizeof BAD / sizeof *BAD; i++) {
        const char *bad = fill_times_parse_text("t", BAD[i].text, strlen(BAD[i].text), &kinds,
                                                err);
        if (!bad || strcmp(bad, BAD[i].want) != 0)
            fail_msg("%s: got %s", BAD[i].want, bad ? bad : "NULL");
    }
    /* a bad file is moved aside by the next run noted, and the runs start again */
    FILE *f = fopen(path, "w");
    fputs("junk\n", f);
    fclose(f);
    fill_note_time(GEN_FAST, &key, 3.0);
    fill_expect(&key, &measured);
    assert_int_equal(measured, 1);
    gone();
}

/* The bar as text, and the command line's one line: the bar and the words,
 * cut after a whole clause to fit a terminal's width less one column. */
static void test_wait_line(void **state)
{
    (void)state;
    char bar[40], line[300];
    fill_bar_text(0, 10, bar, sizeof bar);
    assert_string_equal(bar, "[----------]");
    fill_bar_text(0.55, 10, bar, sizeof bar);
    assert_string_equal(bar, "[#####-----]");
    fill_bar_text(1.5, 4, bar, sizeof bar);
    assert_string_equal(bar, "[####]");
    fill_bar_text(0.5, 30, bar, 8); /* a short buffer: a shorter bar */
    assert_string_equal(bar, "[##---]");
    fill_wait_line(0.2, 20, 1, -1, 80, line, sizeof line);
    assert_string_equal(line, "[-------------------] It usually takes about 20 s here.");
    fill_wait_line(10, 20, 1, -1, 80, line, sizeof line);
    assert_string_equal(line, "[########-----------] 10 s so far; it usually takes about 20 s here.");
    /* too long for 80 columns: the whole clauses that fit; far past the
     * time expected the bar is a block going to and fro */
    fill_wait_line(130, 20, 1, -1, 80, line, sizeof line);
    assert_string_equal(line, "[----------------###] 2 min 10 s so far: longer than usual (about 20 s)");
    fill_wait_line(130, 20, 1, -1, 0, line, sizeof line); /* a width not known: 80 */
    assert_string_equal(line, "[----------------###] 2 min 10 s so far: longer than usual (about 20 s)");
    fill_wait_line(130.3, 20, 1, -1, 200, line, sizeof line);
    assert_string_equal(line, "[--####------------------] 2 min 10 s so far: longer than usual (about "
                              "20 s); some puzzles take a few goes.");
    fill_wait_line(39, 20, 1, -1, 80, line, sizeof line); /* within twice the time: a share */
    assert_string_equal(line, "[##################-] 39 s so far: longer than usual (about 20 s)");
    fill_wait_line(10, 20, 1, -1, 40, line, sizeof line); /* a clause, else a word */
    assert_string_equal(line, "[####-----] 10 s so far");
    fill_wait_line(0.2, 20, 1, -1, 40, line, sizeof line);
    assert_string_equal(line, "[---------] It usually takes about"); /* "20 s" whole */
    fill_line(0.5, "words", 12, line, sizeof line); /* no room for words */
    assert_string_equal(line, "[##--]");
    fill_line(0.5, "words", 5, line, sizeof line);
    assert_string_equal(line, "[##-");
    /* the line never wraps, at any width */
    for (int cols = 1; cols <= 120; cols++)
        for (double t = 0; t < 300; t += 7.3) {
            fill_wait_line(t, 20, cols % 2, -1, cols, line, sizeof line);
            assert_true(strlen(line) <= (size_t)(cols > 1 ? cols - 1 : 0));
        }
}

/* As a player sees it: a new random game whose puzzle is in store starts
 * from it, and the store is topped up after; with nothing in store the
 * generation screen shows one bar, the time, in a player's words, and q
 * still cancels. */
static char *cache_was; /* XDG_CACHE_HOME before game_setup */

/* tmux and a cache under its data home, undone by game_teardown even when
 * the test fails (a game left running would fill that cache for ever). */
static int game_setup(void **state)
{
    (void)state;
    tm_setup();
    char cache[700];
    snprintf(cache, sizeof cache, "%s/cache", tm_data_home());
    cache_was = env_swap("XDG_CACHE_HOME", cache);
    return 0;
}

static int game_teardown(void **state)
{
    (void)state;
    env_restore("XDG_CACHE_HOME", cache_was);
    cache_was = NULL;
    tm_teardown();
    return 0;
}

static void test_game_from_store(void **state)
{
    (void)state;
    uint8_t p[32], s[32];
    make(4242, p, s);
    assert_int_equal(store_put(&K2, 4242, p, s, 0.01), 1);
    tm_start(80, 24, "", "--new --k 2 --difficulty maximal");
    free(tm_wait_for("seed 4242"));
    double until = util_now() + TM_TIMEOUT;
    while (store_count(&K2) < STORE_FEW && util_now() < until)
        nanosleep(&(struct timespec){ 0, 20000000 }, NULL);
    assert_int_equal(store_count(&K2), STORE_FEW); /* topped up in the background */
    tm_stop();
    /* spread takes minutes at 25x25: the screen is surely there */
    tm_start(80, 24, "", "--new --k 5 --seed 3 --strategy spread");
    char *scr = tm_wait_for("Generating a new game: 25x25 pair, maximal, seed 3");
    assert_non_null(strstr(scr, "q cancels"));
    assert_non_null(strstr(scr, "[-") ? strstr(scr, "[-") : strstr(scr, "[#"));
    assert_non_null(strstr(scr, "should take")); /* none made here yet: a rough figure */
    assert_null(strstr(scr, "try"));
    free(scr);
    tm_keys("q");
    free(tm_wait_for("EXIT=0"));
    tm_stop();
}

int run_store_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_put_and_take),
        cmocka_unit_test(test_store_folder),
        cmocka_unit_test(test_two_programs_take_once),
        cmocka_unit_test(test_corrupt_file),
        cmocka_unit_test(test_version_change),
        cmocka_unit_test(test_unwritable),
        cmocka_unit_test(test_fill_in_background),
        cmocka_unit_test(test_fill_gives_up_short_kinds),
        cmocka_unit_test(test_wait_words),
        cmocka_unit_test(test_batch_wait),
        cmocka_unit_test(test_wait_line),
        cmocka_unit_test(test_wait_bar_truth),
        cmocka_unit_test(test_wait_estimate),
        cmocka_unit_test_setup_teardown(test_game_from_store, game_setup, game_teardown),
    };
    return cmocka_run_group_tests_name("store", tests, NULL, NULL);
}
