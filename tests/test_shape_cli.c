/* test_shape_cli.c - every command on kinds of other shapes and with the
 * diagonals, end to end through the command line: a 6x6 pair, a 12x12 pair,
 * an 8x8 single grid and an X 9x9 pair. Each puzzle --generate makes, at
 * every level and maximal, is checked here independently of the generator:
 * unique (--count, and the solver in process), maximal where asked (no given
 * can go), of its level (--grade; or the level below that stderr names),
 * symmetric as asked, and its solution keeps every unit, the diagonals
 * included; then --solve, --explain, --dimacs, --code (round-tripped) and
 * --print on it. */
#define _XOPEN_SOURCE 700
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "code.h"
#include "gen.h"
#include "io.h"
#include "keep.h"
#include "solve.h"
#include "util.h"

/* The kinds, as the command line asks for them. */
static const struct {
    const char *args; /* --box, --single, --diagonals */
    puzzle_kind kind;
    const char *code_head; /* what its codes start with */
} KINDS[] = {
    { "--box 2x3", { 2, 3, 2, 0, LEVEL_MAXIMAL, KIND_SYM_DEFAULT }, "sp2x3-" },
    { "--box 3x4", { 3, 4, 2, 0, LEVEL_MAXIMAL, KIND_SYM_DEFAULT }, "sp3x4-" },
    { "--box 2x4 --single", { 2, 4, 1, 0, LEVEL_MAXIMAL, KIND_SYM_DEFAULT }, "sp2x4s-" },
    { "--diagonals", { 3, 3, 2, 1, LEVEL_MAXIMAL, KIND_SYM_DEFAULT }, "sp3d-" },
};
#define NKINDS (sizeof KINDS / sizeof *KINDS)

/* The puzzle of a file as --load reads it, of kd's kind (fails the test
 * otherwise). */
static uint8_t *read_kind(const char *path, const puzzle_kind *kd)
{
    char err[IO_ERRLEN];
    uint8_t *vals;
    puzzle_kind read = *kd;
    read.box_rows = read.box_cols = 0; /* the file's, or inferred */
    if (keep_load_puzzle(path, 0, &read, &vals, NULL, err))
        fail_msg("%s", err);
    assert_true(kind_same_shape(&read, kd));
    return vals;
}

/* The level --grade names ("level: easy"), as a level_id. */
static level_id graded(const char *out)
{
    assert_memory_equal(out, "level: ", 7);
    for (int l = 0; l < LEVEL_COUNT; l++) {
        const char *name = level_name((level_id)l);
        if (strncmp(out + 7, name, strlen(name)) == 0 && out[7 + strlen(name)] == '\n')
            return (level_id)l;
    }
    fail_msg("no level in '%s'", out);
    return LEVEL_UNKNOWN;
}

/* 1 when no given of puzzle can go without a second solution. */
static int maximal(const geom *g, const uint8_t *puzzle)
{
    uint8_t *less = xmalloc((size_t)g->ncells), *sol = xmalloc((size_t)g->ncells);
    int ok = 1;
    memcpy(less, puzzle, (size_t)g->ncells);
    for (int c = 0; c < g->ncells && ok; c++) {
        if (!puzzle[c])
            continue;
        less[c] = 0;
        ok = solve_count(g, less, sol) == SOLVE_MULTIPLE;
        less[c] = puzzle[c];
    }
    free(less);
    free(sol);
    return ok;
}

/* The commands that read a puzzle, on the one at path (solution sol). */
static void every_reader(size_t k, const geom *g, const char *at, const uint8_t *sol)
{
    char args[600], *out, *err, path[512];
    snprintf(path, sizeof path, "%s", at); /* temp_path's buffers are reused below */
    const char *with = KINDS[k].kind.diagonals ? "--diagonals" : "";
    const char *single = KINDS[k].kind.ngrids == 1 ? "--single" : "";
    /* --solve: the solution, every unit kept */
    snprintf(args, sizeof args, "%s %s --solve %s", with, single, path);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    const char *solved = temp_file("shape-solved", out);
    uint8_t *got = read_kind(solved, &KINDS[k].kind);
    assert_memory_equal(got, sol, (size_t)g->ncells);
    assert_true(grid_is_solution(g, got));
    free(got), free(out);
    /* --explain: every step, then the grade */
    snprintf(args, sizeof args, "%s %s --explain %s", with, single, path);
    assert_int_equal(run_bin(args, &out, &err), 0);
    assert_non_null(strstr(out, "\nlevel: "));
    assert_string_equal(err, "");
    free(out), free(err);
    /* --dimacs: a variable a cell and value */
    snprintf(args, sizeof args, "%s %s --dimacs %s", with, single, path);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    char head[64];
    snprintf(head, sizeof head, "\np cnf %d ", g->ncells * g->n);
    assert_non_null(strstr(out, head));
    free(out);
    /* --code, and the code read back by every command */
    snprintf(args, sizeof args, "%s %s --code %s", with, single, path);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    assert_memory_equal(out, KINDS[k].code_head, strlen(KINDS[k].code_head));
    out[strcspn(out, "\n")] = '\0';
    code_shape sh;
    uint8_t *decoded, *puzzle = read_kind(path, &KINDS[k].kind);
    char cerr[CODE_ERRLEN];
    assert_null(code_decode_shape(out, &sh, &decoded, cerr));
    assert_memory_equal(decoded, puzzle, (size_t)g->ncells);
    snprintf(args, sizeof args, "%s --count %s", single, out); /* the code says its kind */
    char *count;
    assert_int_equal(run_bin(args, &count, NULL), 0);
    assert_string_equal(count, "1\n");
    free(count);
    /* --code CODE: the puzzle as a file holds it, read back as its kind
     * without --box or --diagonals (the shape line says them) */
    snprintf(args, sizeof args, "%s --code %s", single, out);
    char *file;
    assert_int_equal(run_bin(args, &file, NULL), 0);
    free(puzzle);
    puzzle = read_kind(temp_file("shape-decoded", file), &KINDS[k].kind);
    assert_memory_equal(decoded, puzzle, (size_t)g->ncells);
    snprintf(args, sizeof args, "%s --count %s", single, temp_path("shape-decoded"));
    assert_int_equal(run_bin(args, &count, NULL), 0);
    assert_string_equal(count, "1\n");
    free(count), free(file), free(decoded), free(puzzle), free(out);
    /* --print: a sheet */
    const char *sheet = temp_path("shape-sheet.pdf");
    snprintf(args, sizeof args, "%s %s --print %s --load %s", with, single, sheet, path);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    assert_non_null(strstr(out, ": 1 page\n"));
    free(out);
    remove(sheet);
}

/* One puzzle of kind k and level, made and checked. */
static void generated(size_t k, level_id level, uint64_t seed, int readers)
{
    puzzle_kind kd = KINDS[k].kind;
    kd.level = level;
    geom *g = kind_geom(&kd);
    char args[600], *out, *err;
    const char *sol_path = temp_path("shape-sol.csv");
    snprintf(args, sizeof args, "%s --generate --seed %llu --difficulty %s --solution %s",
             KINDS[k].args, (unsigned long long)seed, level_name(level), sol_path);
    assert_int_equal(run_bin(args, &out, &err), 0);
    const char *path = temp_file("shape-puzzle.csv", out);
    uint8_t *puzzle = read_kind(path, &kd), *sol = read_kind(sol_path, &kd);
    free(out);
    /* unique, a solution that keeps every unit, the givens among it */
    uint8_t *found = xmalloc((size_t)g->ncells);
    assert_int_equal(solve_count(g, puzzle, found), SOLVE_UNIQUE);
    assert_memory_equal(found, sol, (size_t)g->ncells);
    assert_true(grid_is_solution(g, sol));
    for (int c = 0; c < g->ncells; c++)
        assert_true(!puzzle[c] || puzzle[c] == sol[c]);
    snprintf(args, sizeof args, "%s %s --count %s", kd.diagonals ? "--diagonals" : "",
             kd.ngrids == 1 ? "--single" : "", path);
    char *count;
    assert_int_equal(run_bin(args, &count, NULL), 0);
    assert_string_equal(count, "1\n");
    free(count);
    /* of its level (or the closest below, said on stderr); maximal: no given can go */
    snprintf(args, sizeof args, "%s %s --grade %s", kd.diagonals ? "--diagonals" : "",
             kd.ngrids == 1 ? "--single" : "", path);
    char *grade;
    assert_int_equal(run_bin(args, &grade, NULL), 0);
    level_id got = graded(grade);
    if (level == LEVEL_MAXIMAL) {
        assert_true(maximal(g, puzzle));
    } else if (got != level) {
        char words[128];
        level_short_text(level, got, words, sizeof words);
        if (!strstr(err, words))
            fail_msg("%s: graded %s, and stderr says '%s'", args, level_name(got), err);
        assert_true(got < level);
        assert_true(gen_is_symmetric(g, puzzle, KIND_SYM_ROTATE2));
    } else {
        assert_true(gen_is_symmetric(g, puzzle, KIND_SYM_ROTATE2));
    }
    free(grade), free(err);
    if (readers)
        every_reader(k, g, path, sol);
    free(found), free(puzzle), free(sol);
    geom_free(g);
}

/* Every kind at every level and maximal; the readers on one of each. */
static void test_generate_every_level(void **state)
{
    (void)state;
    static const level_id LEVELS[] = { LEVEL_MAXIMAL, LEVEL_EASY, LEVEL_MEDIUM, LEVEL_HARD,
                                       LEVEL_FIENDISH };
    for (size_t k = 0; k < NKINDS; k++)
        for (size_t l = 0; l < sizeof LEVELS / sizeof *LEVELS; l++)
            generated(k, LEVELS[l], 100 + k * 10 + l, l == 0);
}

/* --symmetry: rotate2 and mirror with every shape; rotate4 with square
 * boxes only (the diagonals keep a quarter turn's images in place). */
static void test_symmetries(void **state)
{
    (void)state;
    static const struct {
        const char *args;
        kind_symmetry s;
    } CASES[] = {
        { "--box 2x3 --symmetry mirror --difficulty easy", KIND_SYM_MIRROR },
        { "--box 3x4 --symmetry rotate2", KIND_SYM_ROTATE2 },
        { "--box 2x4 --single --symmetry mirror", KIND_SYM_MIRROR },
        { "--diagonals --symmetry rotate4 --difficulty medium", KIND_SYM_ROTATE4 },
    };
    for (size_t i = 0; i < sizeof CASES / sizeof *CASES; i++) {
        char args[300], *out;
        snprintf(args, sizeof args, "%s --generate --seed 9", CASES[i].args);
        assert_int_equal(run_bin(args, &out, NULL), 0);
        const char *path = temp_file("shape-sym.csv", out);
        uint8_t *puzzle = read_kind(path, &KINDS[i].kind);
        geom *g = kind_geom(&KINDS[i].kind);
        assert_true(gen_is_symmetric(g, puzzle, CASES[i].s));
        free(puzzle), free(out);
        geom_free(g);
    }
    char *err;
    assert_int_equal(run_bin("--box 2x3 --symmetry rotate4 --generate", NULL, &err), 2);
    assert_non_null(strstr(err, "needs square boxes"));
    free(err);
}

/* A file's shape: inferred where one fits, asked for where two do; a
 * 12x12 one-line answer read back with --box. */
static void test_shape_of_a_file(void **state)
{
    (void)state;
    char *out, *err;
    assert_int_equal(run_bin("--count " DATA "/pairs/made-k3x4-noheader.csv", &out, &err), 2);
    assert_non_null(strstr(err, ":1:1: a first line of 12 values: 12x12 could be boxes 2x6 "
                                "or 3x4: say which with --box 3x4"));
    free(out), free(err);
    assert_int_equal(run_bin("--box 3x4 --solve " DATA "/pairs/made-k3x4-noheader.csv "
                             "--one-line", &out, NULL), 0);
    const char *path = temp_file("shape-line.csv", out);
    free(out);
    assert_int_equal(run_bin("--count " DATA "/pairs/made-k3x4-noheader.csv", NULL, NULL), 2);
    char args[300];
    snprintf(args, sizeof args, "--box 3x4 --count %s", path);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    assert_string_equal(out, "1\n");
    free(out);
    /* 6 and 8 values a row: 2x3 and 2x4 without being told */
    assert_int_equal(run_bin("--count " DATA "/pairs/made-k2x3.csv", &out, NULL), 0);
    assert_string_equal(out, "1\n");
    free(out);
    assert_int_equal(run_bin("--single --count " DATA "/singles/made-k2x4.csv", &out, NULL), 0);
    assert_string_equal(out, "1\n");
    free(out);
    /* an X 9x9 file is a 9x9 file: the diagonals are asked for */
    assert_int_equal(run_bin("--count " DATA "/pairs/made-x9.csv", &out, NULL), 0);
    assert_string_equal(out, "2\n");
    free(out);
}

int run_shape_cli_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_generate_every_level),
        cmocka_unit_test(test_symmetries),
        cmocka_unit_test(test_shape_of_a_file),
    };
    return cmocka_run_group_tests_name("shape_cli", tests, NULL, NULL);
}
