/* test_shape_gen.c - what the engine makes and reads for boxes of any shape
 * and the diagonals: generated puzzles (unique, strictly maximal or of
 * their level, a solution that keeps every unit), symmetry per shape,
 * codes, files, the DIMACS form and the ladder's steps and words on a
 * diagonal. */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "code.h"
#include "explain.h"
#include "gen.h"
#include "io.h"
#include "ladder.h"
#include "logic.h"
#include "solve.h"
#include "util.h"

/* A puzzle of that kind and level: unique, its solution keeps every unit,
 * maximal ones strictly maximal, a level's of the level the generator says
 * (the ladder asked again here); returns the level reached. */
static level_id generate(int rows, int cols, int ngrids, int diagonals, level_id level,
                         uint64_t seed, kind_symmetry sym)
{
    geom *g = geom_new_shape(rows, cols, ngrids, diagonals);
    uint8_t *puzzle = malloc((size_t)g->ncells), *sol = malloc((size_t)g->ncells);
    gen_stats st;
    gen_params params = { seed, GEN_FAST, level, 0, sym };
    assert_int_equal(gen_puzzle(g, &params, NULL, NULL, puzzle, sol, &st), 0);
    assert_true(keeps_every_unit(g, sol));
    assert_true(agrees(g, puzzle, sol));
    assert_int_equal(st.givens, grid_count_filled(g, puzzle));
    kind_symmetry used = gen_symmetry_fit(g, kind_symmetry_of(level, sym));
    assert_true(gen_is_symmetric(g, puzzle, used));
    if (level == LEVEL_MAXIMAL && used == KIND_SYM_NONE)
        check_unique_and_maximal(g, puzzle, sol);
    else
        assert_int_equal(solve_count(g, puzzle, NULL), SOLVE_UNIQUE);
    for (int cell = 0; level == LEVEL_MAXIMAL && used != KIND_SYM_NONE && cell < g->ncells; cell++) {
        /* orbit-maximal: emptying any orbit of givens allows another solution */
        int orbit[4], m = gen_orbit(g, used, cell, orbit), lowest = 1;
        for (int i = 1; i < m; i++)
            lowest &= orbit[i] > cell;
        if (!puzzle[cell] || !lowest)
            continue;
        uint8_t keep[4];
        for (int i = 0; i < m; i++)
            keep[i] = puzzle[orbit[i]], puzzle[orbit[i]] = 0;
        assert_int_equal(solve_count(g, puzzle, NULL), SOLVE_MULTIPLE);
        for (int i = 0; i < m; i++)
            puzzle[orbit[i]] = keep[i];
    }
    level_id got = ladder_level(g, puzzle);
    if (level != LEVEL_MAXIMAL) {
        assert_int_equal(got, st.level);
        assert_true(got <= level);
    }
    free(puzzle);
    free(sol);
    geom_free(g);
    return got;
}

/* 6x6 and X 6x6 pairs, an 8x8 single grid and an X 9x9 pair at maximal and
 * at every level; every level is reached at 6x6 and 9x9 for these seeds. */
static void test_small_kinds_every_level(void **state)
{
    (void)state;
    for (level_id lv = LEVEL_EASY; lv <= LEVEL_FIENDISH; lv++) {
        assert_int_equal(generate(2, 3, 2, 0, lv, 1, KIND_SYM_DEFAULT), lv);
        generate(2, 3, 2, 1, lv, 2, KIND_SYM_DEFAULT);
        generate(2, 4, 1, 0, lv, 3, KIND_SYM_DEFAULT);
        assert_int_equal(generate(3, 3, 2, 1, lv, 4, KIND_SYM_DEFAULT), lv);
    }
    for (uint64_t seed = 1; seed <= 3; seed++) {
        generate(2, 3, 2, 0, LEVEL_MAXIMAL, seed, KIND_SYM_DEFAULT);
        generate(2, 3, 1, 1, LEVEL_MAXIMAL, seed, KIND_SYM_DEFAULT);
        generate(2, 4, 1, 0, LEVEL_MAXIMAL, seed, KIND_SYM_DEFAULT);
        generate(3, 3, 2, 1, LEVEL_MAXIMAL, seed, KIND_SYM_DEFAULT);
        generate(3, 2, 2, 0, LEVEL_MAXIMAL, seed, KIND_SYM_DEFAULT);
    }
}

/* A list of generations: kind, level, seed and symmetry asked. */
typedef struct order {
    int rows, cols, ngrids, diagonals;
    level_id level;
    uint64_t seed;
    kind_symmetry sym;
} order;

static void generate_all(const order *o, size_t count)
{
    for (size_t i = 0; i < count; i++)
        generate(o[i].rows, o[i].cols, o[i].ngrids, o[i].diagonals, o[i].level, o[i].seed,
                 o[i].sym);
}

/* The bigger shapes: maximal, and a level at 12x12. */
static void test_big_kinds(void **state)
{
    (void)state;
    static const order big[] = {
        { 2, 5, 2, 0, LEVEL_MAXIMAL, 1, KIND_SYM_DEFAULT },
        { 3, 4, 2, 0, LEVEL_MAXIMAL, 1, KIND_SYM_DEFAULT },
        { 3, 4, 2, 0, LEVEL_MEDIUM, 1, KIND_SYM_DEFAULT },
        { 3, 5, 1, 0, LEVEL_MAXIMAL, 1, KIND_SYM_DEFAULT },
        { 4, 5, 1, 0, LEVEL_MAXIMAL, 1, KIND_SYM_DEFAULT },
    };
    generate_all(big, sizeof big / sizeof *big);
    /* past 16x16 the default (fast) makes the box order's puzzle: the even
     * order's questions there take minutes */
    geom *g = geom_new_shape(4, 5, 2, 0);
    uint8_t *fast = malloc((size_t)g->ncells), *boxes = malloc((size_t)g->ncells);
    uint8_t *sol = malloc((size_t)g->ncells);
    gen_stats st;
    gen_params p = { 7, GEN_FAST, LEVEL_MAXIMAL, 0, KIND_SYM_DEFAULT };
    assert_int_equal(gen_puzzle(g, &p, NULL, NULL, fast, sol, &st), 0);
    p.strategy = GEN_BOXES;
    assert_int_equal(gen_puzzle(g, &p, NULL, NULL, boxes, sol, &st), 0);
    assert_memory_equal(fast, boxes, (size_t)g->ncells);
    free(fast);
    free(boxes);
    free(sol);
    geom_free(g);
}

/* A quarter turn fits square boxes only: asked of 6x6 it is a half turn;
 * a mirror fits every shape, diagonals too. */
static void test_symmetry_per_shape(void **state)
{
    (void)state;
    geom *six = geom_new_shape(2, 3, 2, 0), *nine = geom_new_shape(3, 3, 2, 1);
    assert_int_equal(gen_symmetry_fit(six, KIND_SYM_ROTATE4), KIND_SYM_ROTATE2);
    assert_int_equal(gen_symmetry_fit(six, KIND_SYM_MIRROR), KIND_SYM_MIRROR);
    assert_int_equal(gen_symmetry_fit(nine, KIND_SYM_ROTATE4), KIND_SYM_ROTATE4);
    geom_free(six);
    geom_free(nine);
    static const order sym[] = {
        { 2, 3, 2, 0, LEVEL_MEDIUM, 5, KIND_SYM_ROTATE4 },
        { 2, 3, 2, 0, LEVEL_MAXIMAL, 5, KIND_SYM_MIRROR },
        { 3, 3, 2, 1, LEVEL_HARD, 5, KIND_SYM_ROTATE4 },
        { 3, 4, 1, 0, LEVEL_EASY, 5, KIND_SYM_MIRROR },
        { 3, 3, 2, 1, LEVEL_MAXIMAL, 6, KIND_SYM_ROTATE2 },
    };
    generate_all(sym, sizeof sym / sizeof *sym);
}

/* Codes of every kind round-trip, their headers carry the kind, and the
 * readers of square boxes only refuse them, saying why. */
static void test_codes(void **state)
{
    (void)state;
    static const struct {
        int rows, cols, diagonals, ngrids;
        const char *head;
    } kinds[] = { { 2, 3, 0, 2, "sp2x3-" },  { 3, 2, 0, 1, "sp3x2s-" }, { 2, 4, 0, 1, "sp2x4s-" },
                  { 2, 5, 0, 2, "sp2x5-" },  { 3, 4, 0, 2, "sp3x4-" },  { 3, 5, 1, 2, "sp3x5d-" },
                  { 4, 5, 0, 1, "sp4x5s-" }, { 3, 3, 1, 2, "sp3d-" },   { 2, 3, 1, 1, "sp2x3ds-" },
                  { 3, 3, 0, 2, "sp3-" },    { 6, 5, 0, 2, "sp6x5-" } };
    rng r;
    rng_seed(&r, 39);
    char err[CODE_ERRLEN];
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++) {
        geom *g = geom_new_shape(kinds[i].rows, kinds[i].cols, kinds[i].ngrids, kinds[i].diagonals);
        uint8_t *vals = malloc((size_t)g->ncells), *back = NULL;
        for (int t = 0; t < 4; t++) {
            for (int c = 0; c < g->ncells; c++)
                vals[c] = t == 1 || rng_below(&r, 3) == 0 ? (uint8_t)(1 + rng_below(&r, (uint32_t)g->n)) : 0;
            char *code = code_encode(g, vals);
            assert_true(strncmp(code, kinds[i].head, strlen(kinds[i].head)) == 0);
            assert_true((int)strlen(code) <= code_max_len(g));
            code_shape sh;
            assert_null(code_decode_shape(code, &sh, &back, err));
            assert_int_equal(sh.box_rows, kinds[i].rows);
            assert_int_equal(sh.box_cols, kinds[i].cols);
            assert_int_equal(sh.diagonals, kinds[i].diagonals);
            assert_int_equal(sh.ngrids, kinds[i].ngrids);
            assert_memory_equal(back, vals, (size_t)g->ncells);
            free(back);
            int k, ng;
            const char *bad = code_decode(code, &k, &ng, &back, err);
            if (kinds[i].rows == kinds[i].cols && !kinds[i].diagonals) {
                assert_null(bad);
                free(back);
            } else {
                assert_non_null(bad);
                assert_non_null(strstr(err, "only square boxes"));
            }
            free(code);
        }
        free(vals);
        geom_free(g);
    }
    uint8_t *v = NULL;
    code_shape sh;
    assert_non_null(code_decode_shape("sp3x3-AAAA", &sh, &v, err));
    assert_non_null(strstr(err, "square boxes are written as one digit"));
    assert_non_null(code_decode_shape("sp2x7-AAAA", &sh, &v, err));
    assert_non_null(strstr(err, "position 5: the box width is 2..6"));
}

/* Files: 6 values a row are 2x3 boxes; 12 need the shape said (a shape
 * line, or asked); a tall shape written is read back from its shape line. */
static void test_files(void **state)
{
    (void)state;
    geom *g = geom_new_shape(2, 3, 2, 0);
    uint8_t *sol = calloc((size_t)g->ncells, 1), *vals = NULL;
    assert_int_equal(solve_puzzle(g, sol, sol), 1);
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    io_write_csv(f, g, sol);
    fclose(f);
    assert_true(strncmp(text, "2x3\n", 4) == 0);
    char err[IO_ERRLEN];
    int rows = 0, cols = 0;
    assert_null(io_parse_puzzle_shape("six", text + 4, len - 4, &rows, &cols, NULL, 2, 0, &vals,
                                      NULL, NULL, err));
    assert_int_equal(rows, 2);
    assert_int_equal(cols, 3);
    assert_memory_equal(vals, sol, (size_t)g->ncells);
    free(vals);
    int k;
    assert_non_null(io_parse_puzzle("six", text + 4, len - 4, 0, 2, 0, &k, &vals, NULL, NULL, err));
    assert_non_null(strstr(err, "expected a row of 4, 9, 16, 25 or 36 values"));
    free(text);
    geom_free(g);
    free(sol);

    /* 3x2 and 3x4, written with their shape lines, read back; without the
     * line 12 values a row are refused, and read with the shape asked */
    static const int shapes[2][2] = { { 3, 2 }, { 3, 4 } };
    for (int s = 0; s < 2; s++) {
        g = geom_new_shape(shapes[s][0], shapes[s][1], 1, 0);
        sol = calloc((size_t)g->ncells, 1);
        assert_int_equal(solve_puzzle(g, sol, sol), 1);
        f = open_memstream(&text, &len);
        io_write_csv(f, g, sol);
        fclose(f);
        rows = cols = 0;
        assert_null(io_parse_puzzle_shape("f", text, len, &rows, &cols, NULL, 1, 0, &vals, NULL, NULL, err));
        assert_true(rows == shapes[s][0] && cols == shapes[s][1]);
        assert_memory_equal(vals, sol, (size_t)g->ncells);
        free(vals);
        rows = 2, cols = 6;
        assert_non_null(io_parse_puzzle_shape("f", text, len, &rows, &cols, NULL, 1, 0, &vals, NULL, NULL, err));
        assert_non_null(strstr(err, "but boxes 2x6 was asked for"));
        const char *body = strchr(text, '\n') + 1;
        rows = cols = 0;
        const char *bad = io_parse_puzzle_shape("f", body, len - (size_t)(body - text), &rows,
                                                &cols, NULL, 1, 0, &vals, NULL, NULL, err);
        if (s == 1) {
            assert_non_null(bad);
            assert_string_equal(err, "f:1:1: a first line of 12 values: 12x12 could be boxes "
                                     "2x6 or 3x4: say which with --box 3x4 or --box 2x6 (or a "
                                     "first line \"3x4\" in the file)");
            rows = 3, cols = 4;
            assert_null(io_parse_puzzle_shape("f", body, len - (size_t)(body - text), &rows,
                                              &cols, NULL, 1, 0, &vals, NULL, NULL, err));
            assert_memory_equal(vals, sol, (size_t)g->ncells);
            free(vals);
        } else {
            /* 6 values a row read as 2x3 boxes: the tall solution breaks them */
            assert_null(bad);
            assert_true(rows == 2 && cols == 3);
            free(vals);
        }
        free(text);
        free(sol);
        geom_free(g);
    }
}

/* An X grid's file says its diagonals ("3x3d", "2x3d"), and reads back as
 * X without --diagonals; a line meant as a shape line that is not one is
 * named where it stands. */
static void test_files_keep_the_diagonals(void **state)
{
    (void)state;
    static const int shapes[2][2] = { { 3, 3 }, { 2, 3 } };
    char err[IO_ERRLEN];
    for (int s = 0; s < 2; s++) {
        geom *g = geom_new_shape(shapes[s][0], shapes[s][1], 2, 1);
        uint8_t *sol = calloc((size_t)g->ncells, 1), *vals = NULL;
        assert_int_equal(solve_puzzle(g, sol, sol), 1);
        char *text = NULL, head[8];
        size_t len = 0;
        FILE *f = open_memstream(&text, &len);
        io_write_csv(f, g, sol);
        fclose(f);
        snprintf(head, sizeof head, "%dx%dd\n", shapes[s][0], shapes[s][1]);
        assert_true(strncmp(text, head, strlen(head)) == 0);
        int rows = 0, cols = 0, diag = 0;
        assert_null(io_parse_puzzle_shape("x", text, len, &rows, &cols, &diag, 2, 0, &vals,
                                          NULL, NULL, err));
        assert_true(rows == shapes[s][0] && cols == shapes[s][1] && diag == 1);
        assert_memory_equal(vals, sol, (size_t)g->ncells);
        free(vals);
        free(text);
        free(sol);
        geom_free(g);
    }
    static const char *const BAD[][2] = {
        { "7x7\n", "x:1:1: expected a shape line: boxes RxC, R and C from 2 to 6 (\"2x3\"), a "
                   "'d' after it when the diagonals are units (\"3x3d\"); found '7x7'" },
        { "  2x33\n", "x:1:3: expected a shape line" },
        { "2x3x\n", "found '2x3x'" },
    };
    for (size_t i = 0; i < sizeof BAD / sizeof *BAD; i++) {
        int rows = 0, cols = 0;
        uint8_t *vals = NULL;
        assert_non_null(io_parse_puzzle_shape("x", BAD[i][0], strlen(BAD[i][0]), &rows, &cols,
                                              NULL, 2, 0, &vals, NULL, NULL, err));
        if (!strstr(err, BAD[i][1]))
            fail_msg("'%s' read: %s", BAD[i][0], err);
        assert_null(vals);
    }
}

/* The DIMACS form names the shape; a square one reads as it always did. */
static void test_dimacs(void **state)
{
    (void)state;
    char *text = NULL;
    size_t len = 0;
    geom *g = geom_new_shape(2, 3, 2, 1);
    FILE *f = open_memstream(&text, &len);
    assert_int_equal(solve_write_dimacs(f, g, NULL), 0);
    fclose(f);
    assert_true(strncmp(text, "c sudokupair-tui: a pair of 6x6 Sudoku grids (boxes 2x3, both "
                              "diagonals)\n", 69) == 0);
    free(text);
    geom_free(g);
    g = geom_new(3, 1);
    f = open_memstream(&text, &len);
    assert_int_equal(solve_write_dimacs(f, g, NULL), 0);
    fclose(f);
    assert_true(strncmp(text, "c sudokupair-tui: one 9x9 Sudoku grid (k=3)\n", 44) == 0);
    free(text);
    geom_free(g);
}

/* The candidates of an empty X 9x9 grid with v struck from the cells of
 * the main diagonal not in keep (a bit per row). */
static void diagonal_position(const geom *g, uint8_t *vals, grid_mask *cand, int v, int keep)
{
    memset(vals, 0, (size_t)g->ncells);
    ladder_candidates(g, vals, cand);
    for (int i = 0; i < g->n; i++)
        if (!(keep >> i & 1))
            cand[geom_cell(g, 0, i, i)] &= ~grid_bit(v);
}

/* A diagonal is a unit for hidden singles and for a box's places. */
static void test_ladder_on_a_diagonal(void **state)
{
    (void)state;
    geom *g = geom_new_shape(3, 3, 1, 1);
    uint8_t *vals = malloc((size_t)g->ncells);
    grid_mask *cand = malloc(sizeof *cand * (size_t)g->ncells);
    ladder_step s;
    char buf[512];
    /* '7' has one place left on the main diagonal */
    diagonal_position(g, vals, cand, 7, 1 << 2);
    assert_int_equal(ladder_next(g, vals, cand, LEVEL_FIENDISH, &s), 1);
    assert_int_equal(s.tech, TECH_HIDDEN_SINGLE);
    assert_int_equal(s.cell, geom_cell(g, 0, 2, 2));
    assert_int_equal(s.unit, geom_unit(g, 0, GEOM_DIAG, 0));
    ladder_step_text(g, &s, buf, sizeof buf);
    assert_string_equal(buf, "Hidden single: r3c3 is the only place for '7' on the main diagonal");
    ladder_step_where(g, &s, buf, sizeof buf);
    assert_string_equal(buf, "Hidden single in the main diagonal");
    /* in box r1-3 c1-3, '5' stands only on the diagonal: it leaves the
     * diagonal's other cells */
    memset(vals, 0, (size_t)g->ncells);
    ladder_candidates(g, vals, cand);
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 3; c++)
            if (r != c)
                cand[geom_cell(g, 0, r, c)] &= ~grid_bit(5);
    assert_int_equal(ladder_next(g, vals, cand, LEVEL_FIENDISH, &s), 1);
    assert_int_equal(s.tech, TECH_POINTING);
    assert_int_equal(s.nelim, 6);
    for (int i = 0; i < s.nelim; i++)
        assert_int_equal(geom_row(g, s.elim_cell[i]), geom_col(g, s.elim_cell[i]));
    ladder_step_text_all(g, &s, buf, sizeof buf);
    assert_string_equal(buf, "Pointing: in box r1-3 c1-3, '5' can only go in the main diagonal, "
                             "so '5' leaves r4c4, r5c5, r6c6, r7c7, r8c8, r9c9");
    /* on the main diagonal, '4' stands only in box r1-3 c1-3: it leaves
     * the box's other cells */
    diagonal_position(g, vals, cand, 4, 7);
    assert_int_equal(ladder_next(g, vals, cand, LEVEL_FIENDISH, &s), 1);
    assert_int_equal(s.tech, TECH_CLAIMING);
    ladder_step_text_all(g, &s, buf, sizeof buf);
    assert_non_null(strstr(buf, "Claiming: in the main diagonal, '4' can only go in box r1-3 "
                                "c1-3, so '4' leaves r1c2"));
    free(cand);
    free(vals);
    geom_free(g);
}

/* The path in words through a 6x6 pair, boxes named by the shape's rows and
 * columns, and the grids drawn with the boxes' columns apart. */
static void test_explain_six(void **state)
{
    (void)state;
    geom *g = geom_new_shape(2, 3, 2, 0);
    uint8_t *vals = calloc((size_t)g->ncells, 1);
    vals[geom_cell(g, 0, 0, 0)] = 1;
    vals[geom_cell(g, 1, 5, 5)] = 6;
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    explain_write_grids(f, g, vals);
    fclose(f);
    assert_string_equal(text, "1.. ...   ... ...\n"
                              "... ...   ... ...\n"
                              "... ...   ... ...\n"
                              "... ...   ... ...\n"
                              "... ...   ... ...\n"
                              "... ...   ... ..6\n");
    free(text);
    free(vals);
    geom_free(g);
}

int run_shape_gen_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_small_kinds_every_level),
        cmocka_unit_test(test_big_kinds),
        cmocka_unit_test(test_symmetry_per_shape),
        cmocka_unit_test(test_codes),
        cmocka_unit_test(test_files),
        cmocka_unit_test(test_files_keep_the_diagonals),
        cmocka_unit_test(test_dimacs),
        cmocka_unit_test(test_ladder_on_a_diagonal),
        cmocka_unit_test(test_explain_six),
    };
    return cmocka_run_group_tests_name("shape_gen", tests, NULL, NULL);
}
