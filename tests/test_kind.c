/* test_kind.c - a puzzle's kind (kind.h): what is valid, the defaults of a
 * pattern, the geometry, one kind for the store's files, and every field's
 * table of names read back. */
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kind.h"

static void test_valid(void **state)
{
    (void)state;
    for (int k = 0; k <= GRID_KMAX + 1; k++)
        for (int ngrids = 0; ngrids <= 3; ngrids++) {
            puzzle_kind kd = kind_square(k, ngrids, LEVEL_HARD, KIND_SYM_MIRROR);
            int shape = k >= GRID_KMIN && k <= GRID_KMAX, grids = ngrids == 1 || ngrids == 2;
            assert_int_equal(kind_valid(&kd, 0), shape && grids);
            assert_int_equal(kind_valid(&kd, 1), shape && grids && k <= GRID_KMAX_PLAY);
        }
    /* every level a player can ask for, and only those */
    for (int l = 0; l < LEVEL_COUNT; l++) {
        puzzle_kind kd = kind_square(3, 2, (level_id)l, KIND_SYM_DEFAULT);
        assert_int_equal(kind_valid(&kd, 1), level_can_ask((level_id)l));
    }
    puzzle_kind kd = kind_square(3, 2, LEVEL_EASY, KIND_SYM_COUNT);
    assert_false(kind_valid(&kd, 0));
    /* rectangular boxes and diagonals wait for the geometry that plays them */
    kd = kind_square(3, 2, LEVEL_EASY, KIND_SYM_NONE);
    kd.box_cols = 2;
    assert_false(kind_valid(&kd, 0));
    assert_null(kind_geom(&kd));
    kd = kind_square(3, 2, LEVEL_EASY, KIND_SYM_NONE);
    kd.diagonals = 1;
    assert_false(kind_valid(&kd, 0));
    assert_null(kind_geom(&kd));
}

static void test_square_and_geometry(void **state)
{
    (void)state;
    static const puzzle_kind K4 = KIND_SQUARE(4, 1, LEVEL_MAXIMAL, KIND_SYM_ROTATE2);
    puzzle_kind kd = kind_square(4, 1, LEVEL_MAXIMAL, KIND_SYM_ROTATE2);
    assert_memory_equal(&kd, &K4, sizeof kd);
    assert_int_equal(kind_k(&kd), 4);
    assert_int_equal(kind_n(&kd), 16);
    assert_int_equal(kd.box_rows, 4);
    assert_int_equal(kd.box_cols, 4);
    assert_int_equal(kd.diagonals, 0);
    geom *g = kind_geom(&kd);
    assert_non_null(g);
    assert_int_equal(g->k, 4);
    assert_int_equal(g->n, 16);
    assert_int_equal(g->ngrids, 1);
    geom_free(g);
    /* a pattern: what is not given comes from the default, a 9x9 pair */
    puzzle_kind asked = kind_square(0, 0, LEVEL_HARD, KIND_SYM_MIRROR), done = kind_complete(asked);
    assert_int_equal(kind_k(&done), 3);
    assert_int_equal(done.box_cols, 3);
    assert_int_equal(done.ngrids, 2);
    assert_int_equal(done.level, LEVEL_HARD);
    assert_int_equal(done.symmetry, KIND_SYM_MIRROR);
    asked = kind_square(5, 1, LEVEL_EASY, KIND_SYM_DEFAULT);
    done = kind_complete(asked);
    assert_memory_equal(&asked, &done, sizeof asked);
    asked = kind_square(0, 1, LEVEL_EASY, KIND_SYM_DEFAULT);
    done = kind_complete(asked);
    assert_int_equal(kind_k(&done), 3);
    assert_int_equal(done.ngrids, 1);
}

/* One kind for the files: the symmetry as the level has it by default. */
static void test_same_and_key_names(void **state)
{
    (void)state;
    puzzle_kind a = kind_square(3, 2, LEVEL_EASY, KIND_SYM_DEFAULT),
                b = kind_square(3, 2, LEVEL_EASY, KIND_SYM_ROTATE2),
                c = kind_square(3, 2, LEVEL_EASY, KIND_SYM_MIRROR),
                d = kind_square(3, 2, LEVEL_MAXIMAL, KIND_SYM_DEFAULT),
                e = kind_square(3, 2, LEVEL_MAXIMAL, KIND_SYM_NONE);
    assert_true(kind_same(&a, &b));
    assert_false(kind_same(&a, &c));
    assert_true(kind_same(&d, &e));
    assert_false(kind_same(&a, &d));
    puzzle_kind single = kind_square(3, 1, LEVEL_EASY, KIND_SYM_DEFAULT);
    assert_false(kind_same(&a, &single));
    char name[64];
    kind_key_name(&a, name, sizeof name);
    assert_string_equal(name, "k3-pair-easy-rotate2");
    kind_key_name(&b, name, sizeof name);
    assert_string_equal(name, "k3-pair-easy-rotate2");
    kind_key_name(&d, name, sizeof name);
    assert_string_equal(name, "k3-pair-maximal");
    puzzle_kind hard = kind_square(4, 1, LEVEL_HARD, KIND_SYM_ROTATE4);
    kind_key_name(&hard, name, sizeof name);
    assert_string_equal(name, "k4-single-hard-rotate4");
    assert_int_equal(kind_symmetry_of(LEVEL_MAXIMAL, KIND_SYM_DEFAULT), KIND_SYM_NONE);
    assert_int_equal(kind_symmetry_of(LEVEL_EASY, KIND_SYM_DEFAULT), KIND_SYM_ROTATE2);
    assert_int_equal(kind_symmetry_of(LEVEL_HARD, KIND_SYM_MIRROR), KIND_SYM_MIRROR);
}

/* Every field's table: each name read back to its value, and back. */
static void test_names_round_trip(void **state)
{
    (void)state;
    static const char *const SIZES[] = { "4x4", "9x9", "16x16", "25x25", "36x36" };
    for (int k = GRID_KMIN; k <= GRID_KMAX; k++) {
        puzzle_kind kd = kind_square(k, 2, LEVEL_EASY, KIND_SYM_DEFAULT), back = kd;
        assert_string_equal(kind_size_name(&kd), SIZES[k - GRID_KMIN]);
        back.box_rows = back.box_cols = 0;
        assert_int_equal(kind_size_from_name(SIZES[k - GRID_KMIN], &back), 0);
        assert_memory_equal(&kd, &back, sizeof kd);
    }
    puzzle_kind kd = kind_square(0, 2, LEVEL_EASY, KIND_SYM_DEFAULT);
    assert_null(kind_size_name(&kd));
    assert_int_equal(kind_size_from_name("10x10", &kd), -1);
    assert_int_equal(kind_size_from_name("9X9", &kd), -1);
    for (int ngrids = 1; ngrids <= 2; ngrids++)
        assert_int_equal(kind_grids_from_name(kind_grids_name(ngrids)), ngrids);
    assert_string_equal(kind_grids_name(2), "pair");
    assert_string_equal(kind_grids_name(1), "single");
    assert_int_equal(kind_grids_from_name("triple"), -1);
    static const char *const SYMS[KIND_SYM_COUNT] = { "default", "none", "rotate2", "rotate4",
                                                      "mirror" };
    for (int s = 0; s < KIND_SYM_COUNT; s++) {
        assert_string_equal(kind_symmetry_name((kind_symmetry)s), SYMS[s]);
        assert_int_equal(kind_symmetry_from_name(SYMS[s]), s);
    }
    assert_string_equal(kind_symmetry_name(KIND_SYM_COUNT), "default");
    assert_int_equal(kind_symmetry_from_name("spiral"), -1);
    /* the levels' table is level.h's: every level a player asks for reads back */
    for (int l = 0; l < LEVEL_COUNT; l++)
        if (level_can_ask((level_id)l))
            assert_int_equal(level_from_name(level_name((level_id)l)), l);
}

/* The menu's Size: the sizes in order, around at the ends, the game's only. */
static void test_size_steps(void **state)
{
    (void)state;
    puzzle_kind kd = kind_square(2, 2, LEVEL_MEDIUM, KIND_SYM_MIRROR);
    int seen[GRID_KMAX + 1] = { 0 };
    for (int i = 0; i < GRID_KMAX_PLAY - GRID_KMIN + 1; i++) {
        seen[kind_k(&kd)]++;
        int was = kind_k(&kd);
        kind_size_step(&kd, 1, 1);
        assert_int_equal(kind_k(&kd), was == GRID_KMAX_PLAY ? GRID_KMIN : was + 1);
        assert_int_equal(kd.level, LEVEL_MEDIUM); /* the other fields stay */
        assert_int_equal(kd.symmetry, KIND_SYM_MIRROR);
    }
    for (int k = GRID_KMIN; k <= GRID_KMAX_PLAY; k++)
        assert_int_equal(seen[k], 1);
    kind_size_step(&kd, -1, 1);
    assert_int_equal(kind_k(&kd), GRID_KMAX_PLAY);
    kind_size_step(&kd, 1, 0); /* the commands go one size further */
    assert_int_equal(kind_k(&kd), GRID_KMAX);
}

int run_kind_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_valid),
        cmocka_unit_test(test_square_and_geometry),
        cmocka_unit_test(test_same_and_key_names),
        cmocka_unit_test(test_names_round_trip),
        cmocka_unit_test(test_size_steps),
    };
    return cmocka_run_group_tests_name("kind", tests, NULL, NULL);
}
