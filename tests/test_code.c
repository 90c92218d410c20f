/* test_code.c - puzzle codes: round trips, lengths, and mistyped codes refused. */
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "code.h"
#include "io.h"
#include "keep.h"
#include "tmux.h"
#include "util.h"

/* Encodes vals, checks the code's shape and length, decodes it back. */
static char *round_trip(const geom *g, const uint8_t *vals)
{
    char *code = code_encode(g, vals);
    assert_true((int)strlen(code) <= code_max_len(g));
    char prefix[8];
    snprintf(prefix, sizeof prefix, "sp%d%s-", g->k, g->ngrids == 1 ? "s" : "");
    assert_memory_equal(code, prefix, strlen(prefix));
    char err[CODE_ERRLEN];
    int k, ngrids;
    uint8_t *back;
    const char *bad = code_decode(code, &k, &ngrids, &back, err);
    if (bad)
        fail_msg("%s: %s", code, bad);
    assert_int_equal(k, g->k);
    assert_int_equal(ngrids, g->ngrids);
    assert_memory_equal(back, vals, (size_t)g->ncells);
    free(back);
    return code;
}

static void test_examples_round_trip(void **state)
{
    (void)state;
    static const struct { const char *name; int ngrids; } files[] = {
        { "pair-k2.csv", 2 }, { "pair-k3.csv", 2 }, { "pair-k4.csv", 2 },
        { "pair-k5.csv", 2 }, { "single-k3.csv", 1 }, { "single-k4.csv", 1 },
    };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[256];
        snprintf(path, sizeof path, "assets/examples/%s", files[i].name);
        int k;
        uint8_t *vals = read_csv(path, files[i].ngrids, &k);
        geom *g = geom_new(k, files[i].ngrids);
        free(round_trip(g, vals));
        free(vals);
        geom_free(g);
    }
}

/* Random puzzles of every size, pair and single, from empty to full: the
 * codec does not care whether the givens obey the rules. */
static void test_random_round_trip(void **state)
{
    (void)state;
    rng r;
    rng_seed(&r, 21);
    for (int k = GRID_KMIN; k <= GRID_KMAX; k++)
        for (int ngrids = 1; ngrids <= 2; ngrids++) {
            geom *g = geom_new(k, ngrids);
            uint8_t *vals = malloc((size_t)g->ncells);
            for (int t = 0; t < 12; t++) {
                /* t = 0: empty; t = 1: full (the longest code); else a share */
                uint32_t share = t == 0 ? 0 : t == 1 ? 100 : rng_below(&r, 101);
                for (int c = 0; c < g->ncells; c++)
                    vals[c] = rng_below(&r, 100) < share
                                  ? (uint8_t)(1 + rng_below(&r, (uint32_t)g->n)) : 0;
                char *code = round_trip(g, vals);
                if (t == 1)
                    assert_int_equal((int)strlen(code), code_max_len(g));
                free(code);
            }
            free(vals);
            geom_free(g);
        }
}

static void test_lengths(void **state)
{
    (void)state;
    geom *g3 = geom_new(3, 2), *g4 = geom_new(4, 2);
    assert_true(code_max_len(g3) <= 120);
    assert_true(code_max_len(g4) <= 450);
    geom_free(g3);
    geom_free(g4);
    /* the example 9x9 pair (44 givens) is much shorter */
    int k;
    uint8_t *vals = read_csv("assets/examples/pair-k3.csv", 2, &k);
    geom *g = geom_new(k, 2);
    char *code = code_encode(g, vals);
    assert_true(strlen(code) < 70);
    free(code);
    free(vals);
    geom_free(g);
}

static const char ALPHABET[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/* Every change of one character into any other code character (or a few
 * others) is refused; so is every swap of two neighbours that differ. */
static void refuse_every_mistype(const char *code)
{
    size_t len = strlen(code);
    char *typed = malloc(len + 1);
    char err[CODE_ERRLEN];
    int k, ngrids;
    uint8_t *vals;
    const char others[] = "s.= !";
    for (size_t i = 0; i < len; i++) {
        for (size_t a = 0; a < sizeof ALPHABET - 1 + sizeof others - 1; a++) {
            char ch = a < sizeof ALPHABET - 1 ? ALPHABET[a] : others[a - (sizeof ALPHABET - 1)];
            if (ch == code[i])
                continue;
            memcpy(typed, code, len + 1);
            typed[i] = ch;
            const char *bad = code_decode(typed, &k, &ngrids, &vals, err);
            if (!bad)
                fail_msg("%s (position %zu changed to '%c') was read", typed, i + 1, ch);
            assert_memory_equal(bad, "not a puzzle code: ", 19);
        }
        if (i + 1 < len && code[i] != code[i + 1]) {
            memcpy(typed, code, len + 1);
            typed[i] = code[i + 1];
            typed[i + 1] = code[i];
            if (!code_decode(typed, &k, &ngrids, &vals, err))
                fail_msg("%s (positions %zu and %zu swapped) was read", typed, i + 1, i + 2);
        }
    }
    /* one character left out or added */
    for (size_t i = 0; i < len; i++) {
        memcpy(typed, code, i);
        memcpy(typed + i, code + i + 1, len - i);
        if (!code_decode(typed, &k, &ngrids, &vals, err))
            fail_msg("%s (position %zu left out) was read", typed, i + 1);
    }
    free(typed);
}

static void test_mistyped_refused(void **state)
{
    (void)state;
    const char *files[] = { "assets/examples/pair-k3.csv", "assets/examples/single-k3.csv",
                            "assets/examples/pair-k2.csv" };
    for (int f = 0; f < 3; f++) {
        int k, ngrids = strstr(files[f], "single") ? 1 : 2;
        uint8_t *vals = read_csv(files[f], ngrids, &k);
        geom *g = geom_new(k, ngrids);
        char *code = code_encode(g, vals);
        refuse_every_mistype(code);
        free(code);
        free(vals);
        geom_free(g);
    }
}

/* The messages name the position of the first bad character. */
static void test_messages(void **state)
{
    (void)state;
    char err[CODE_ERRLEN];
    int k, ngrids;
    uint8_t *vals;
    assert_string_equal(code_decode("sp3-AB*CD", &k, &ngrids, &vals, err),
                        "not a puzzle code: '*' at position 7 is not one of A-Z a-z 0-9 - _");
    assert_string_equal(code_decode("sq3-ABCD", &k, &ngrids, &vals, err),
                        "not a puzzle code: 'q' at position 2: a code begins with 'sp'");
    assert_string_equal(code_decode("sp9-ABCD", &k, &ngrids, &vals, err),
                        "not a puzzle code: '9' at position 3: the box size is 2..6");
    assert_string_equal(code_decode("sp3y-ABCD", &k, &ngrids, &vals, err),
                        "not a puzzle code: 'y' at position 4: '-' (or 's' for a single "
                        "grid) comes after the box size");
    /* 'x' says the box's width comes next: boxes of other shapes */
    assert_string_equal(code_decode("sp3x-ABCD", &k, &ngrids, &vals, err),
                        "not a puzzle code: '-' at position 5: the box width is 2..6");
    assert_non_null(strstr(code_decode("sp3-ABCDEFG", &k, &ngrids, &vals, err),
                           "check characters at positions 10-11"));
    /* spaces and a line end around a code are fine; positions count them */
    geom *g = geom_new(2, 1);
    uint8_t four[16] = { 1, 0, 0, 2 };
    char *code = code_encode(g, four);
    char typed[64];
    snprintf(typed, sizeof typed, "  %s\n", code);
    assert_null(code_decode(typed, &k, &ngrids, &vals, err));
    assert_memory_equal(vals, four, 16);
    free(vals);
    snprintf(typed, sizeof typed, "  %s#", code);
    char want[96];
    snprintf(want, sizeof want, "not a puzzle code: '#' at position %zu is not one of "
             "A-Z a-z 0-9 - _", strlen(code) + 3);
    assert_string_equal(code_decode(typed, &k, &ngrids, &vals, err), want);
    free(code);
    geom_free(g);
    assert_true(code_looks_like("sp3-AAAA"));
    assert_false(code_looks_like("sp3.csv"));
    assert_false(code_looks_like("dir/sp3-AAAA"));
    assert_false(code_looks_like("puzzle.csv"));
}

/* The format is fixed: this code of the example 9x9 pair must read the same
 * in every later version (README: codes are stable across versions). */
static void test_stable(void **state)
{
    (void)state;
    int k;
    uint8_t *vals = read_csv("assets/examples/pair-k2.csv", 2, &k);
    geom *g = geom_new(k, 2);
    char *code = code_encode(g, vals);
    char *text = read_text(DATA "/code-pair-k2.txt");
    text[strcspn(text, "\n")] = '\0';
    assert_string_equal(code, text);
    free(text);
    free(code);
    free(vals);
    geom_free(g);
}

/* keep_read_puzzle: a code where a file is taken; a file of that name first. */
static void test_read_puzzle(void **state)
{
    (void)state;
    int k;
    uint8_t *want = read_csv("assets/examples/pair-k3.csv", 2, &k);
    geom *g = geom_new(k, 2);
    char *code = code_encode(g, want);
    char err[IO_ERRLEN];
    uint8_t *vals;
    puzzle_kind kd = kind_shape(0, 0, 2, 0);
    assert_null(keep_load_puzzle(code, 0, &kd, &vals, NULL, err));
    assert_int_equal(kind_k(&kd), 3);
    assert_memory_equal(vals, want, (size_t)g->ncells);
    free(vals);
    /* a pair's code where a single grid is asked for */
    kd = kind_shape(0, 0, 1, 0);
    assert_non_null(keep_load_puzzle(code, 0, &kd, &vals, NULL, err));
    assert_non_null(strstr(err, "the code of a pair of 9x9, not of a single grid"));
    /* a mistyped code */
    code[10] = code[10] == 'A' ? 'B' : 'A';
    kd = kind_shape(0, 0, 2, 0);
    assert_non_null(keep_load_puzzle(code, 0, &kd, &vals, NULL, err));
    assert_memory_equal(err, "not a puzzle code: ", 19);
    /* an existing file of that name is read as a file */
    char *text;
    size_t len;
    assert_non_null(keep_read_puzzle("sp3-nofile", 2, &text, &len, NULL, err));
    assert_memory_equal(err, "not a puzzle code: ", 19);
    char cwd_name[64];
    snprintf(cwd_name, sizeof cwd_name, "sp3-test%ld", (long)getpid());
    FILE *f = fopen(cwd_name, "w");
    assert_non_null(f);
    fputs("hello", f);
    fclose(f);
    assert_null(keep_read_puzzle(cwd_name, 2, &text, &len, NULL, err));
    assert_string_equal(text, "hello");
    free(text);
    unlink(cwd_name);
    free(code);
    free(want);
    geom_free(g);
}

/* The command line: --code prints the code, and every command that takes a
 * FILE takes the code instead, with the same answer. */
static void test_commands_take_codes(void **state)
{
    (void)state;
    static const struct { const char *file, *single; } files[] = {
        { "assets/examples/pair-k3.csv", "" }, { "assets/examples/single-k3.csv", "--single " },
    };
    for (size_t f = 0; f < 2; f++) {
        char args[600], *code, *err;
        snprintf(args, sizeof args, "%s--code %s", files[f].single, files[f].file);
        assert_int_equal(run_bin(args, &code, NULL), 0);
        code[strcspn(code, "\n")] = '\0';
        assert_memory_equal(code, files[f].single[0] ? "sp3s-" : "sp3-", f ? 5 : 4);
        static const char *const commands[] = { "--solve", "--count", "--grade", "--dimacs",
                                                "--explain", "--code" };
        for (size_t c = 0; c < sizeof commands / sizeof *commands; c++) {
            char *by_file, *by_code;
            snprintf(args, sizeof args, "%s%s %s", files[f].single, commands[c], files[f].file);
            assert_int_equal(run_bin(args, &by_file, NULL), 0);
            snprintf(args, sizeof args, "%s%s %s", files[f].single, commands[c], code);
            assert_int_equal(run_bin(args, &by_code, NULL), 0);
            if (strcmp(commands[c], "--code") == 0) { /* both ways: the code's puzzle */
                char *again;
                snprintf(args, sizeof args, "%s--code %s", files[f].single,
                         temp_file("code-decoded.csv", by_code));
                assert_int_equal(run_bin(args, &again, NULL), 0);
                assert_string_equal(again, by_file);
                free(again);
            } else if (strcmp(by_file, by_code) != 0)
                fail_msg("%s: the file and the code answer differently", args);
            free(by_file);
            free(by_code);
        }
        /* a mistyped code: exit 2, the message names the position */
        code[7] = code[7] == 'x' ? 'y' : 'x';
        snprintf(args, sizeof args, "%s--solve %s", files[f].single, code);
        assert_int_equal(run_bin(args, NULL, &err), 2);
        assert_non_null(strstr(err, "not a puzzle code: "));
        assert_non_null(strstr(err, "position"));
        free(err);
        code[7] = '*';
        snprintf(args, sizeof args, "%s--grade '%s'", files[f].single, code);
        assert_int_equal(run_bin(args, NULL, &err), 2);
        assert_non_null(strstr(err, "not a puzzle code: '*' at position 8"));
        free(err);
        free(code);
    }
    /* a pair's code where a single grid is asked for */
    char *err;
    assert_int_equal(run_bin("--single --solve sp2-AqgAA2NwRl", NULL, &err), 2);
    assert_non_null(strstr(err, "the code of a pair of 4x4, not of a single grid"));
    free(err);
}

/* A good code of a puzzle with no solution behaves like such a file. */
static void test_code_without_solution(void **state)
{
    (void)state;
    geom *g = geom_new(2, 2);
    uint8_t vals[32] = { 1, 1 }; /* two 1s in A's first row */
    char *code = code_encode(g, vals), args[200], *out, *err;
    snprintf(args, sizeof args, "--solve %s", code);
    assert_int_equal(run_bin(args, &out, &err), 1);
    assert_string_equal(out, "None\n");
    assert_non_null(strstr(err, "A r1c1 and A r1c2"));
    free(out);
    free(err);
    free(code);
    geom_free(g);
}

/* The code whole on an 80-column screen (tm_code_whole). */
static int code_whole_80(const char *screen, const void *code)
{
    return tm_code_whole(screen, code, 80);
}

/* The game: a code loads like a file; the title shows the code's beginning
 * instead of a seed, i says it whole, and the pause shows it whole (the
 * 25x25 pair's 1192 characters too) at 80x24. */
static void test_game_shows_code(void **state)
{
    (void)state;
    static const char *const files[] = { "assets/examples/pair-k3.csv",
                                         "assets/examples/pair-k5.csv" };
    for (int f = 0; f < 2; f++) {
        char args[1500], *code;
        snprintf(args, sizeof args, "--code %s", files[f]);
        assert_int_equal(run_bin(args, &code, NULL), 0);
        code[strcspn(code, "\n")] = '\0';
        snprintf(args, sizeof args, "--load %s", code);
        tm_start(80, 24, "", args);
        char head[40];
        snprintf(head, sizeof head, "code %.14s...", code);
        free(tm_wait_for(head));
        if (f == 0) { /* i: on a line of its own, or on whole lines from column 0 */
            tm_keys("i");
            free(tm_wait_until(code_whole_80, code, "i's code whole"));
        }
        tm_keys("z");
        free(tm_wait_until(code_whole_80, code, "the pause's code whole"));
        tm_stop();
        free(code);
    }
}

int run_code_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_examples_round_trip),
        cmocka_unit_test(test_random_round_trip),
        cmocka_unit_test(test_lengths),
        cmocka_unit_test(test_mistyped_refused),
        cmocka_unit_test(test_messages),
        cmocka_unit_test(test_stable),
        cmocka_unit_test(test_read_puzzle),
        cmocka_unit_test(test_commands_take_codes),
        cmocka_unit_test(test_code_without_solution),
    };
    const struct CMUnitTest game[] = { cmocka_unit_test(test_game_shows_code) };
    return cmocka_run_group_tests_name("code", tests, NULL, NULL) +
           cmocka_run_group_tests_name("code in the game", game, tm_group_setup,
                                       tm_group_teardown);
}
