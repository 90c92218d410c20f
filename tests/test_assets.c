/* test_assets.c - the example puzzles shipped in assets/ are unique and
 * maximal; the starter bank's puzzles are unique, of their level and even,
 * read strictly and handed out in turn; README.md stays a front page. */
#define _XOPEN_SOURCE 700
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bank.h"
#include "code.h"
#include "gen.h"
#include "ladder.h"
#include "sat.h"
#include "solve.h"
#include "store.h"

static void check_file(const char *name, int ngrids)
{
    char path[256];
    snprintf(path, sizeof path, "assets/examples/%s", name);
    int k;
    uint8_t *puzzle = read_csv(path, ngrids, &k);
    geom *g = geom_new(k, ngrids);
    uint8_t *sol = malloc((size_t)g->ncells);
    sat *s = sat_new(g);
    assert_int_equal(sat_count(s, puzzle, sol), SAT_UNIQUE);
    sat_free(s);
    check_unique_and_maximal(g, puzzle, sol);
    free(sol);
    free(puzzle);
    geom_free(g);
}

/* README.md is a front page read in a minute: at most 300 lines, its quick
 * start the two commands, and every file it links to there. */
static void test_readme_front_page(void **state)
{
    (void)state;
    char *text = read_text("README.md");
    int lines = 0;
    for (const char *p = text; *p; p++)
        lines += *p == '\n';
    assert_true(lines <= 300);
    const char *quick = strstr(text, "## Quick start");
    assert_non_null(quick);
    assert_non_null(strstr(quick, "make play "));
    assert_non_null(strstr(quick, "make test "));
    for (const char *p = text; (p = strstr(p, "](")) != NULL; p += 2) {
        char target[256];
        if (sscanf(p + 2, "%255[^)]", target) == 1 && !strstr(target, "://"))
            assert_int_equal(access(target, F_OK), 0);
    }
    free(text);
}

static void test_examples(void **state)
{
    (void)state;
    check_file("pair-k2.csv", 2);
    check_file("pair-k3.csv", 2);
    check_file("pair-k4.csv", 2);
    check_file("pair-k5.csv", 2);
    check_file("single-k3.csv", 1);
    check_file("single-k4.csv", 1);
}

/* The starter bank's folder in the source tree. */
#define BANK "assets/bank"

/* 1 when every row, column and box of each grid holds at least half the
 * mean of its kind (none_empty: only that none is empty). */
static int even(const geom *g, const uint8_t *puzzle, int none_empty)
{
    int givens = grid_count_filled(g, puzzle), least = givens;
    for (int u = 0; u < g->nunits; u++) {
        int count = 0;
        for (int j = 0; j < g->n; j++)
            count += puzzle[g->units[(size_t)u * g->n + j]] != 0;
        least = count < least ? count : least;
    }
    /* the mean of a kind: the givens over the units of that kind, all grids */
    return least >= 1 && (none_empty || least * 2 * g->ngrids * g->n >= givens);
}

/* Re-checks that a maximal puzzle's givens are needed: every one up to
 * 16x16; at 25x25 (a solver call of a second or more a given), every
 * fifteenth, from a place that moves with the puzzle, so the bank's
 * puzzles together cover each place. */
static void check_maximal(const geom *g, uint8_t *puzzle, int which)
{
    check_givens_needed(g, puzzle, g->k >= 5 ? 15 : 1, which);
}

/* Every puzzle of the starter bank: 3 to 5 of each kind the bank holds
 * (9x9, 16x16 and 25x25, pair and single, every level and maximal at the
 * level's own symmetry), each with exactly one solution (the one it comes
 * with), of its level as the grader says (maximal: its givens needed), of
 * its symmetry, and even (25x25 maximal: by decision only no unit empty). */
static void test_bank_puzzles(void **state)
{
    (void)state;
    static const level_id LEVELS[] = { LEVEL_EASY, LEVEL_MEDIUM, LEVEL_HARD, LEVEL_FIENDISH,
                                        LEVEL_MAXIMAL };
    int total = 0;
    for (int k = 3; k <= 5; k++)
        for (int ngrids = 1; ngrids <= 2; ngrids++)
            for (size_t l = 0; l < sizeof LEVELS / sizeof *LEVELS; l++) {
                puzzle_kind key = kind_square(k, ngrids, LEVELS[l], KIND_SYM_DEFAULT);
                char name[64], err[IO_ERRLEN];
                kind_key_name(&key, name, sizeof name);
                uint8_t *puzzles;
                int count;
                if (bank_read(BANK, &key, &puzzles, &count, err))
                    fail_msg("%s", err);
                if (count < 3 || count > 5)
                    fail_msg("%s: %d puzzles", name, count);
                geom *g = geom_new(k, ngrids);
                size_t nc = (size_t)g->ncells;
                uint8_t *found = malloc(nc);
                for (int i = 0; i < count; i++) {
                    uint8_t *p = puzzles + 2 * nc * (size_t)i, *sol = p + nc;
                    if (!even(g, p, k == 5 && LEVELS[l] == LEVEL_MAXIMAL))
                        fail_msg("%s, puzzle %d: not even", name, i + 1);
                    if (!gen_is_symmetric(g, p, kind_symmetry_of(key.level, key.symmetry)))
                        fail_msg("%s, puzzle %d: not of its symmetry", name, i + 1);
                    if (LEVELS[l] != LEVEL_MAXIMAL && ladder_level(g, p) != LEVELS[l])
                        fail_msg("%s, puzzle %d: graded %s", name, i + 1,
                                 level_name(ladder_level(g, p)));
                    assert_int_equal(solve_count(g, p, found), SOLVE_UNIQUE);
                    assert_memory_equal(found, sol, nc);
                    if (LEVELS[l] == LEVEL_MAXIMAL)
                        check_maximal(g, p, i);
                }
                total += count;
                free(found);
                free(puzzles);
                geom_free(g);
            }
    assert_true(total >= 90);
}

/* The bank's reader is strict: a file of another kind, a bad code, one of
 * another size, a header that is not the bank's, a NUL byte: refused with
 * the place; a missing file holds nothing. */
static void test_bank_reader(void **state)
{
    (void)state;
    puzzle_kind key = kind_square(2, 2, LEVEL_MAXIMAL, KIND_SYM_DEFAULT);
    uint8_t *p;
    int count;
    char err[IO_ERRLEN];
    /* the k=2 pair of udit-test1 and its solution */
    int k;
    uint8_t *puzzle = read_csv(DATA "/pairs/udit-test1.csv", 2, &k);
    uint8_t *sol = read_csv(DATA "/pairs/udit-test1.out.csv", 2, &k);
    geom *g = geom_new(2, 2);
    char *pc = code_encode(g, puzzle), *sc = code_encode(g, sol), good[400], bad[400];
    snprintf(good, sizeof good, "sudokupair-tui starter bank\nkind k2-pair-maximal\n"
             "# made here\n%s %s\n", pc, sc);
    assert_null(bank_parse_text(&key, "b", good, strlen(good), &p, &count, err));
    assert_int_equal(count, 1);
    assert_memory_equal(p, puzzle, 32);
    assert_memory_equal(p + 32, sol, 32);
    free(p);
    /* a solution that does not keep the givens, or is none */
    uint8_t other[32];
    memcpy(other, sol, 32);
    other[0] = sol[1], other[1] = sol[0];
    char *oc = code_encode(g, other);
    snprintf(bad, sizeof bad, "sudokupair-tui starter bank\nkind k2-pair-maximal\n%s %s\n", pc,
             oc);
    const char *why = bank_parse_text(&key, "b", bad, strlen(bad), &p, &count, err);
    char want[100];
    snprintf(want, sizeof want, "b:3:%d: expected the solution of the puzzle before it",
             (int)strlen(pc) + 2);
    assert_string_equal(why ? why : "NULL", want);
    snprintf(bad, sizeof bad, "sudokupair-tui starter bank\nkind k2-pair-maximal\n%s\n", pc);
    snprintf(want, sizeof want, "b:3:%d: expected a space and the solution's code",
             (int)strlen(pc) + 1);
    why = bank_parse_text(&key, "b", bad, strlen(bad), &p, &count, err);
    assert_non_null(why);
    assert_non_null(strstr(why, want));
    free(oc), free(pc), free(sc), free(puzzle), free(sol);
    geom_free(g);
    static const struct {
        const char *text, *want;
    } BAD[] = {
        { "sudokupair-tui starter bank\nkind k3-pair-maximal\n",
          "b:2:1: expected 'kind k2-pair-maximal'" },
        { "sudokupair-tui store\n", "b:1:1: expected 'sudokupair-tui starter bank'" },
        { "sudokupair-tui starter bank\n", "b:2:1: expected 'kind k2-pair-maximal'" },
        { "sudokupair-tui starter bank\nkind k2-pair-maximal\nsp2-AqgAA2NwRm x\n",
          "b:3:1: not a puzzle code" },
        { "sudokupair-tui starter bank\nkind k2-pair-maximal\nsp3s-AqgAA2NwRl x\n",
          "b:3:1: " },
    };
    for (size_t i = 0; i < sizeof BAD / sizeof *BAD; i++) {
        why = bank_parse_text(&key, "b", BAD[i].text, strlen(BAD[i].text), &p, &count, err);
        if (!why || strncmp(why, BAD[i].want, strlen(BAD[i].want)) != 0)
            fail_msg("%s: got %s", BAD[i].want, why ? why : "NULL");
        assert_null(p);
        assert_int_equal(count, 0);
    }
    assert_non_null(bank_parse_text(&key, "b", "sudokupair-tui\0", 15, &p, &count, err));
    /* no file of the kind: nothing, no error */
    assert_null(bank_read(BANK, &key, &p, &count, err));
    assert_int_equal(count, 0);
    assert_false(bank_has(BANK, &key));
    assert_false(bank_has(NULL, &key));
}

/* Handed out in turn (the count kept in the cache folder), each relabelled:
 * the same places of givens, one solution, the same level; a bank that
 * cannot be read hands out nothing and says why; the count that cannot be
 * kept leaves a random pick. */
static void test_bank_take(void **state)
{
    (void)state;
    char cache[600], cmd[2400], err[IO_ERRLEN], note[IO_ERRLEN];
    snprintf(cache, sizeof cache, "%s", temp_path("bank-cache"));
    char *old = env_swap("XDG_CACHE_HOME", cache);
    puzzle_kind key = kind_square(3, 2, LEVEL_EASY, KIND_SYM_DEFAULT);
    uint8_t *all, got[162], sol[162];
    int count;
    assert_null(bank_read(BANK, &key, &all, &count, err));
    geom *g = geom_new(3, 2);
    for (int round = 0; round < 2 * count; round++) {
        assert_int_equal(bank_take(BANK, &key, got, sol, note), 1);
        assert_string_equal(note, "");
        const uint8_t *from = all + 2 * 162 * (round % count); /* in turn */
        for (int cell = 0; cell < 162; cell++)
            assert_int_equal(got[cell] != 0, from[cell] != 0);
        assert_int_equal(ladder_level(g, got), LEVEL_EASY);
        uint8_t found[162];
        assert_int_equal(solve_count(g, got, found), SOLVE_UNIQUE);
        assert_memory_equal(found, sol, 162); /* its solution relabelled alike */
    }
    char *text;
    snprintf(cmd, sizeof cmd, "%s/sudokupair-tui/bank-taken", cache);
    text = read_text(cmd);
    char want[100];
    snprintf(want, sizeof want, "sudokupair-tui bank taken\nformat 1\nk3-pair-easy-rotate2 %d\n",
             2 * count);
    assert_string_equal(text, want);
    free(text);
    /* a bad bank file: nothing handed out, and why */
    char dir[700];
    snprintf(dir, sizeof dir, "%s/bad-bank", cache);
    snprintf(cmd, sizeof cmd, "mkdir -p %s && printf 'junk\\n' > %s/k3-pair-easy-rotate2.bank",
             dir, dir);
    assert_int_equal(system(cmd), 0);
    assert_int_equal(bank_take(dir, &key, got, sol, note), 0);
    assert_non_null(strstr(note, "k3-pair-easy-rotate2.bank:1:1: expected 'sudokupair-tui "
                                 "starter bank'"));
    /* no cache folder to keep the count in: still one of the bank's */
    env_restore("XDG_CACHE_HOME", NULL);
    char *home = env_swap("HOME", NULL);
    assert_int_equal(bank_take(BANK, &key, got, sol, note), 1);
    assert_non_null(strstr(note, "neither"));
    env_restore("HOME", home);
    geom_free(g);
    free(all);
    env_restore("XDG_CACHE_HOME", old);
}

/* The bank is found beside the binary run from the build tree. */
static void test_bank_found(void **state)
{
    (void)state;
    char dir[KEEP_PATHLEN], here[KEEP_PATHLEN];
    assert_non_null(bank_dir(dir));
    assert_non_null(getcwd(here, sizeof here));
    char *real = realpath(dir, NULL), want[KEEP_PATHLEN + 16];
    snprintf(want, sizeof want, "%s/" BANK, here);
    assert_string_equal(real, want);
    free(real);
}

int run_assets_tests(void)
{
    const struct CMUnitTest tests[] = { cmocka_unit_test(test_examples),
                                        cmocka_unit_test(test_readme_front_page),
                                        cmocka_unit_test(test_bank_reader),
                                        cmocka_unit_test(test_bank_found),
                                        cmocka_unit_test(test_bank_take),
                                        cmocka_unit_test(test_bank_puzzles) };
    return cmocka_run_group_tests_name("assets", tests, NULL, NULL);
}
