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
    /* boxes of any shape, sides 2..6; the game to 25x25; diagonals with any */
    for (int r = 0; r <= GRID_KMAX + 1; r++)
        for (int c = 0; c <= GRID_KMAX + 1; c++)
            for (int d = 0; d <= 2; d++) {
                kd = (puzzle_kind){ r, c, 2, d, LEVEL_EASY, KIND_SYM_MIRROR };
                int ok = r >= GRID_KMIN && r <= GRID_KMAX && c >= GRID_KMIN && c <= GRID_KMAX &&
                         d <= 1;
                assert_int_equal(kind_valid(&kd, 0), ok);
                assert_int_equal(kind_valid(&kd, 1), ok && r * c <= 25);
                geom *g = kind_geom(&kd);
                assert_int_equal(g != NULL, ok);
                if (g) {
                    assert_int_equal(g->box_rows, r);
                    assert_int_equal(g->box_cols, c);
                    assert_int_equal(g->diagonals, d);
                    puzzle_kind back = kind_of_geom(g, LEVEL_EASY, KIND_SYM_MIRROR);
                    assert_memory_equal(&back, &kd, sizeof kd);
                }
                geom_free(g);
            }
    /* a quarter turn takes boxes 2x3 onto 3x2: square boxes only */
    kd = (puzzle_kind){ 2, 3, 2, 0, LEVEL_EASY, KIND_SYM_ROTATE4 };
    assert_false(kind_valid(&kd, 1));
    kd.symmetry = KIND_SYM_ROTATE2;
    assert_true(kind_valid(&kd, 1));
    kd = (puzzle_kind){ 3, 3, 1, 1, LEVEL_EASY, KIND_SYM_ROTATE4 };
    assert_true(kind_valid(&kd, 1));
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
    /* other shapes and the diagonals: their own files, squares as before */
    static const struct {
        puzzle_kind kd;
        const char *key, *shape, *name;
    } SHAPED[] = {
        { { 2, 3, 2, 0, LEVEL_EASY, KIND_SYM_DEFAULT }, "k2x3-pair-easy-rotate2", "2x3",
          "6x6 pair, easy" },
        { { 3, 3, 2, 1, LEVEL_MAXIMAL, KIND_SYM_DEFAULT }, "k3d-pair-maximal", "3d",
          "X 9x9 pair, maximal" },
        { { 3, 4, 1, 0, LEVEL_MAXIMAL, KIND_SYM_DEFAULT }, "k3x4-single-maximal", "3x4",
          "12x12 single, maximal" },
        { { 2, 6, 2, 1, LEVEL_HARD, KIND_SYM_MIRROR }, "k2x6d-pair-hard-mirror", "2x6d",
          "X 12x12 (boxes 2x6) pair, hard" },
        { { 3, 2, 1, 0, LEVEL_MEDIUM, KIND_SYM_NONE }, "k3x2-single-medium", "3x2",
          "6x6 (boxes 3x2) single, medium" },
        { { 3, 3, 2, 0, LEVEL_EASY, KIND_SYM_DEFAULT }, "k3-pair-easy-rotate2", "3",
          "9x9 pair, easy" },
    };
    for (size_t i = 0; i < sizeof SHAPED / sizeof *SHAPED; i++) {
        const puzzle_kind *kd = &SHAPED[i].kd;
        kind_key_name(kd, name, sizeof name);
        assert_string_equal(name, SHAPED[i].key);
        kind_shape_key(kd, name, sizeof name);
        assert_string_equal(name, SHAPED[i].shape);
        puzzle_kind back = kind_shape(0, 0, kd->ngrids, 0);
        size_t at = 0;
        assert_int_equal(kind_shape_read(name, strlen(name), &at, 1, &back), 0);
        assert_int_equal(at, strlen(name));
        assert_true(kind_same_shape(&back, kd));
        assert_string_equal(kind_name(kd, kd->level, name, sizeof name), SHAPED[i].name);
        for (size_t j = 0; j < sizeof SHAPED / sizeof *SHAPED; j++)
            assert_int_equal(kind_same(kd, &SHAPED[j].kd), i == j);
    }
    /* shapes that are none, or that the game does not play */
    static const char *const BAD[] = { "1", "7", "x3", "3x", "3x7", "5x6", "" };
    for (size_t i = 0; i < sizeof BAD / sizeof *BAD; i++) {
        puzzle_kind back = kind_shape(0, 0, 2, 0);
        size_t at = 0;
        assert_int_equal(kind_shape_read(BAD[i], strlen(BAD[i]), &at, 1, &back), -1);
    }
    size_t at = 0;
    puzzle_kind big = kind_shape(0, 0, 2, 0);
    assert_int_equal(kind_shape_read("5x6", 3, &at, 0, &big), 0); /* the commands' */
    assert_int_equal(kind_n(&big), 30);
    assert_int_equal(kind_symmetry_of(LEVEL_MAXIMAL, KIND_SYM_DEFAULT), KIND_SYM_NONE);
    assert_int_equal(kind_symmetry_of(LEVEL_EASY, KIND_SYM_DEFAULT), KIND_SYM_ROTATE2);
    assert_int_equal(kind_symmetry_of(LEVEL_HARD, KIND_SYM_MIRROR), KIND_SYM_MIRROR);
}

/* Every field's table: each name read back to its value, and back. */
static void test_names_round_trip(void **state)
{
    (void)state;
    static const char *const SIZES[] = { "4x4", "6x6", "8x8", "9x9", "12x12", "16x16",
                                         "25x25", "36x36" };
    puzzle_kind kd = kind_square(0, 2, LEVEL_EASY, KIND_SYM_DEFAULT);
    int i = 0;
    for (; kind_size_at(i, &kd); i++) {
        puzzle_kind back = kd;
        assert_string_equal(kind_size_name(&kd), SIZES[i]);
        back.box_rows = back.box_cols = 0;
        assert_int_equal(kind_size_from_name(SIZES[i], &back), 0);
        assert_memory_equal(&kd, &back, sizeof kd);
        char text[48];
        kind_size_text(&kd, text, sizeof text);
        assert_string_equal(text, SIZES[i]); /* the menu's shapes: no boxes to say */
    }
    assert_int_equal(i, 8);
    kd = kind_square(0, 2, LEVEL_EASY, KIND_SYM_DEFAULT);
    assert_null(kind_size_name(&kd));
    kd.box_rows = 3, kd.box_cols = 2;
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
    static const int ORDER[] = { 4, 6, 8, 9, 12, 16, 25 };
    const int nsizes = (int)(sizeof ORDER / sizeof *ORDER);
    puzzle_kind kd = kind_square(2, 2, LEVEL_MEDIUM, KIND_SYM_MIRROR);
    kd.diagonals = 1;
    for (int i = 0; i < nsizes; i++) {
        assert_int_equal(kind_n(&kd), ORDER[i]);
        kind_size_step(&kd, 1, 1);
        assert_int_equal(kind_n(&kd), ORDER[(i + 1) % nsizes]);
        assert_int_equal(kd.level, LEVEL_MEDIUM); /* the other fields stay */
        assert_int_equal(kd.symmetry, KIND_SYM_MIRROR);
        assert_int_equal(kd.diagonals, 1);
    }
    kind_size_step(&kd, -1, 1);
    assert_int_equal(kind_n(&kd), 25);
    kind_size_step(&kd, 1, 0); /* the commands go one size further */
    assert_int_equal(kind_n(&kd), 36);
    /* a shape the table does not hold steps from the ends */
    kd.box_rows = 3, kd.box_cols = 2;
    kind_size_step(&kd, 1, 1);
    assert_int_equal(kind_n(&kd), 4);
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
