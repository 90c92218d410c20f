/* test_batch.c - --generate --puzzles N: the puzzles of seeds S, S+1, ... in
 * seed order, each exactly what --generate --seed S+i makes, made on every
 * core (batch.h). */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch.h"
#include "gen.h"

/* Line i (from 0) of text, into a new string; NULL when there is none. */
static char *line_of(const char *text, int i)
{
    for (; i > 0 && text; i--)
        text = (text = strchr(text, '\n')) ? text + 1 : NULL;
    if (!text || !*text)
        return NULL;
    size_t len = strcspn(text, "\n");
    char *l = malloc(len + 1);
    memcpy(l, text, len);
    l[len] = '\0';
    return l;
}

/* Each puzzle of a batch equals --generate --seed S+i, one a line. */
static void check_batch(const char *opts, unsigned long long first, int count)
{
    char args[256], *out, *one;
    snprintf(args, sizeof args, "%s --generate --one-line --seed %llu --puzzles %d", opts, first,
             count);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    for (int i = 0; i < count; i++) {
        snprintf(args, sizeof args, "%s --generate --one-line --seed %llu", opts, first + i);
        assert_int_equal(run_bin(args, &one, NULL), 0);
        char *l = line_of(out, i);
        assert_non_null(l);
        one[strcspn(one, "\n")] = '\0';
        assert_string_equal(l, one);
        free(l);
        free(one);
    }
    assert_null(line_of(out, count));
    free(out);
}

static void test_batch_is_each_seed(void **state)
{
    (void)state;
    check_batch("--k 3", 100, 7);
    check_batch("--k 2 --single --difficulty medium", 7, 5);
    check_batch("--k 4 --difficulty easy", 3, 3);
}

/* Without --seed the first seed is said on stderr; in the CSV layout the
 * puzzles stand apart by a blank line, and --solution FILE holds the
 * solutions in the same order. */
static void test_batch_seed_and_layout(void **state)
{
    (void)state;
    char *out, *err, *one, args[700];
    assert_int_equal(run_bin("--k 2 --generate --one-line --puzzles 4", &out, &err), 0);
    unsigned long long first, last;
    const char *said = strstr(err, "seeds ");
    assert_non_null(said);
    assert_int_equal(sscanf(said, "seeds %llu to %llu", &first, &last), 2);
    assert_true(last == first + 3);
    snprintf(args, sizeof args, "--k 2 --generate --one-line --seed %llu", first + 3);
    assert_int_equal(run_bin(args, &one, NULL), 0);
    char *l = line_of(out, 3);
    one[strcspn(one, "\n")] = '\0';
    assert_string_equal(l, one);
    free(l), free(one), free(out), free(err);
    const char *sol = temp_path("batch-sol");
    snprintf(args, sizeof args, "--k 2 --generate --seed 9 --puzzles 3 --solution %s", sol);
    assert_int_equal(run_bin(args, &out, &err), 0);
    assert_string_equal(err, ""); /* a seed given: nothing to say */
    char *sols = read_text(sol);
    for (int i = 0; i < 3; i++) {
        /* 8 rows a puzzle, a blank line between two */
        for (int r = 0; r < 8; r++) {
            char *row = line_of(out, i * 9 + r), *srow = line_of(sols, i * 9 + r);
            assert_true(row && srow && strlen(row) == 7 && strlen(srow) == 7);
            free(row), free(srow);
        }
        if (i < 2) {
            char *blank = line_of(out, i * 9 + 8);
            assert_string_equal(blank, "");
            free(blank);
        }
        snprintf(args, sizeof args, "--k 2 --generate --seed %d --solution /dev/stdout", 9 + i);
        assert_int_equal(run_bin(args, &one, NULL), 0);
        /* the single run writes the puzzle, then the solution: 16 rows */
        char *want = line_of(one, 8), *got = line_of(sols, i * 9);
        assert_string_equal(want, got);
        free(want), free(got), free(one);
    }
    remove(sol);
    free(sols), free(out), free(err);
}

typedef struct seen { int next; uint64_t first; int bad; } seen;

static int take_in_order(void *ctx, int i, uint64_t seed, const uint8_t *puzzle,
                         const uint8_t *solution, const gen_stats *st)
{
    seen *s = ctx;
    (void)st;
    geom *g = geom_new(3, 2);
    uint8_t p[162], sol[162];
    gen_puzzle(g, &(gen_params){ seed, GEN_FAST, LEVEL_MAXIMAL, 1, KIND_SYM_DEFAULT }, NULL, NULL, p, sol, NULL);
    s->bad += i != s->next || seed != s->first + (uint64_t)i || memcmp(p, puzzle, 162) != 0 ||
              memcmp(sol, solution, 162) != 0;
    geom_free(g);
    s->next++;
    return i == 9 ? 7 : 0; /* stop after the tenth */
}

/* The library: in order on three threads, stopped when take says so. */
static void test_batch_in_order(void **state)
{
    (void)state;
    geom *g = geom_new(3, 2);
    seen s = { 0, 500, 0 };
    assert_int_equal(batch_generate(g, &(gen_params){ 500, GEN_FAST, LEVEL_MAXIMAL, 3, KIND_SYM_DEFAULT }, 40,
                                    take_in_order, NULL, &s),
                     7);
    assert_int_equal(s.next, 10);
    assert_int_equal(s.bad, 0);
    geom_free(g);
}

typedef struct told {
    pthread_t caller;
    int takes, ticks, last_done, bad;
} told;

static int take_count(void *ctx, int i, uint64_t seed, const uint8_t *puzzle,
                      const uint8_t *solution, const gen_stats *st)
{
    (void)seed, (void)puzzle, (void)solution, (void)st;
    told *t = ctx;
    t->bad += i != t->takes++;
    return 0;
}

/* batch_tick: on the caller's thread; the puzzles taken as take saw them,
 * the done ones never fewer, the ones in hand within the batch, their
 * cells a share and their time not negative. */
static void tick_check(void *ctx, int made, int ready, const batch_making *making, int n)
{
    told *t = ctx;
    t->ticks++;
    t->bad += !pthread_equal(pthread_self(), t->caller);
    t->bad += made != t->takes || made + ready < t->last_done || made + ready + n > 6;
    for (int i = 0; i < n; i++)
        t->bad += making[i].cells < 0 || making[i].cells > 1 || making[i].seconds < 0;
    t->last_done = made + ready;
}

/* The library tells how far it is: before the first puzzle (none done),
 * after each take, the last time all of them done. */
static void test_batch_ticks(void **state)
{
    (void)state;
    geom *g = geom_new(3, 2);
    told t = { pthread_self(), 0, 0, 0, 0 };
    assert_int_equal(batch_generate(g, &(gen_params){ 7, GEN_FAST, LEVEL_MAXIMAL, 2,
                                                      KIND_SYM_DEFAULT },
                                    6, take_count, tick_check, &t),
                     0);
    assert_int_equal(t.takes, 6);
    assert_true(t.ticks >= 7);
    assert_int_equal(t.last_done, 6);
    assert_int_equal(t.bad, 0);
    geom_free(g);
}

int run_batch_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_batch_is_each_seed),
        cmocka_unit_test(test_batch_seed_and_layout),
        cmocka_unit_test(test_batch_in_order),
        cmocka_unit_test(test_batch_ticks),
    };
    return cmocka_run_group_tests_name("batch", tests, NULL, NULL);
}
