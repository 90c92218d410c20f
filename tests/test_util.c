/* test_util.c - the rng, the player's clock and the monotonic timed wait. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <pthread.h>
#include <string.h>
#include <time.h>

#include "testlib.h"
#include "util.h"

static void test_rng_same_seed_same_sequence(void **state)
{
    (void)state;
    rng a, b, c;
    rng_seed(&a, 42);
    rng_seed(&b, 42);
    rng_seed(&c, 43);
    int differs = 0;
    for (int i = 0; i < 100; i++) {
        uint64_t x = rng_next(&a);
        assert_int_equal(x, rng_next(&b));
        differs |= x != rng_next(&c);
    }
    assert_true(differs);
}

static void test_rng_below_and_shuffle(void **state)
{
    (void)state;
    rng r;
    rng_seed(&r, 7);
    int seen[10] = { 0 };
    for (int i = 0; i < 1000; i++) {
        uint32_t x = rng_below(&r, 10);
        assert_true(x < 10);
        seen[x]++;
    }
    for (int v = 0; v < 10; v++)
        assert_true(seen[v] > 0);
    int a[50], count[50] = { 0 };
    for (int i = 0; i < 50; i++)
        a[i] = i;
    rng_shuffle(&r, a, 50);
    int moved = 0;
    for (int i = 0; i < 50; i++) {
        count[a[i]]++;
        moved += a[i] != i;
    }
    for (int i = 0; i < 50; i++)
        assert_int_equal(count[i], 1);
    assert_true(moved > 0);
}

static void test_format_clock(void **state)
{
    (void)state;
    char buf[16];
    util_format_clock(0, buf, sizeof buf);
    assert_string_equal(buf, "00:00");
    util_format_clock(-5, buf, sizeof buf);
    assert_string_equal(buf, "00:00");
    util_format_clock(83.9, buf, sizeof buf);
    assert_string_equal(buf, "01:23");
    util_format_clock(3599, buf, sizeof buf);
    assert_string_equal(buf, "59:59");
    util_format_clock(3600 + 62, buf, sizeof buf);
    assert_string_equal(buf, "1:01:02");
}

/* A wait on a util_cond_init condition that nobody signals ends by its
 * util_deadline: timed out, and not before the time asked (the monotonic
 * clock of util_now; only a lower bound, so a busy machine cannot fail it). */
static void test_deadline_wait_times_out_on_the_monotonic_clock(void **state)
{
    (void)state;
    pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    pthread_cond_t cond;
    util_cond_init(&cond);
    pthread_mutex_lock(&lock);
    double start = util_now();
    struct timespec until;
    util_deadline(0.05, &until);
    int res;
    do
        res = pthread_cond_timedwait(&cond, &lock, &until);
    while (res == 0); /* a spurious wake-up: wait on to the deadline */
    double waited = util_now() - start;
    pthread_mutex_unlock(&lock);
    pthread_cond_destroy(&cond);
    assert_int_equal(res, ETIMEDOUT);
    assert_true(waited >= 0.049);
}

int run_util_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rng_same_seed_same_sequence),
        cmocka_unit_test(test_rng_below_and_shuffle),
        cmocka_unit_test(test_format_clock),
        cmocka_unit_test(test_deadline_wait_times_out_on_the_monotonic_clock),
    };
    return cmocka_run_group_tests_name("util", tests, NULL, NULL);
}
