/* test_game.c - the game logic without a terminal: moves, undo/redo, notes,
 * hint, check and solve (saves: test_save.c). */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "gen.h"
#include "io.h"

static void test_moves_and_undo(void **state)
{
    (void)state;
    uint8_t *sol;
    game *gm = k2_game(&sol);
    game_state st = game_view(gm);
    assert_true(st.unique);
    assert_int_equal(game_place(gm, 3, 2), MOVE_GIVEN); /* udit-test1 has a given at (0,3) */
    int cell = first_empty(gm);
    assert_int_equal(game_place(gm, cell, 3), MOVE_DONE);
    assert_int_equal(game_view(gm).vals[cell], 3);
    assert_int_equal(game_place(gm, cell, 3), MOVE_NOTHING);
    assert_int_equal(game_place(gm, cell, 4), MOVE_DONE);
    assert_int_equal(game_place(gm, cell, 0), MOVE_DONE);
    assert_true(game_undo(gm));
    assert_int_equal(game_view(gm).vals[cell], 4);
    assert_true(game_undo(gm));
    assert_true(game_undo(gm));
    assert_int_equal(game_view(gm).vals[cell], 0);
    assert_false(game_undo(gm));
    assert_true(game_redo(gm));
    assert_true(game_redo(gm));
    assert_int_equal(game_view(gm).vals[cell], 4);
    /* a new move drops what was undone */
    assert_int_equal(game_place(gm, cell, 1), MOVE_DONE);
    assert_false(game_redo(gm));
    free(sol);
    game_free(gm);
}

static void test_notes(void **state)
{
    (void)state;
    uint8_t *sol;
    game *gm = k2_game(&sol);
    const geom *g = game_view(gm).g;
    /* a = A(0,0), b = A(0,1) in the same row, twin = B(0,1), far = A(2,2) */
    int a = geom_cell(g, 0, 0, 0), b = geom_cell(g, 0, 0, 1), twin = geom_cell(g, 1, 0, 1);
    int far = geom_cell(g, 0, 2, 2);
    assert_int_equal(game_toggle_note(gm, a, 4), MOVE_DONE);
    assert_int_equal(game_toggle_note(gm, a, 3), MOVE_DONE);
    assert_int_equal(game_toggle_note(gm, twin, 4), MOVE_DONE);
    assert_int_equal(game_toggle_note(gm, far, 4), MOVE_DONE);
    assert_int_equal(game_view(gm).notes[a], (1u << 3) | (1u << 2));
    /* placing 4 at b strikes it from its row peer and its twin, not from far */
    assert_int_equal(game_place(gm, b, 4), MOVE_DONE);
    assert_int_equal(game_view(gm).notes[a], 1u << 2);
    assert_int_equal(game_view(gm).notes[twin], 0);
    assert_int_equal(game_view(gm).notes[far], 1u << 3);
    assert_true(game_undo(gm));
    assert_int_equal(game_view(gm).notes[a], (1u << 3) | (1u << 2));
    /* a note toggles off, and a filled cell takes none */
    assert_int_equal(game_toggle_note(gm, a, 3), MOVE_DONE);
    assert_int_equal(game_view(gm).notes[a], 1u << 3);
    game_place(gm, b, 1);
    assert_int_equal(game_toggle_note(gm, b, 2), MOVE_NOTHING);
    free(sol);
    game_free(gm);
}

static void test_hint_check_solve(void **state)
{
    (void)state;
    uint8_t *sol;
    game *gm = k2_game(&sol);
    const geom *g = game_view(gm).g;
    int cell = first_empty(gm);
    int wrong = sol[cell] % 4 + 1;
    game_place(gm, cell, wrong);
    /* a hint points at the wrong entry first */
    game_hint h = game_do_hint(gm);
    assert_int_equal(h.kind, HINT_WRONG);
    assert_int_equal(h.cell, cell);
    assert_int_equal(game_check(gm), 1);
    assert_true(game_view(gm).marked[cell]);
    game_place(gm, cell, sol[cell]);
    assert_false(game_view(gm).marked[cell]);
    assert_int_equal(game_check(gm), 0);
    /* then each hint fills one right value with a reason */
    int filled = grid_count_filled(g, game_view(gm).vals);
    h = game_do_hint(gm);
    assert_int_equal(h.kind, HINT_PLACED);
    assert_int_equal(h.value, sol[h.cell]);
    assert_non_null(strstr(h.text, " single: "));
    assert_int_equal(grid_count_filled(g, game_view(gm).vals), filled + 1);
    while ((h = game_do_hint(gm)).kind == HINT_PLACED || h.kind == HINT_ELIMINATED)
        ;
    assert_int_equal(h.kind, HINT_NONE);
    assert_true(game_is_complete(gm));
    assert_memory_equal(game_view(gm).vals, sol, 32);
    /* solve fills everything; undo takes it back */
    game_restart(gm);
    assert_false(game_is_complete(gm));
    assert_int_equal(game_solve(gm), MOVE_DONE);
    assert_true(game_is_complete(gm));
    assert_true(game_view(gm).by_computer);
    game_undo(gm);
    assert_false(game_view(gm).by_computer);
    assert_false(game_is_complete(gm));
    free(sol);
    game_free(gm);
}

/* A medium k=3 pair finished with hints only: every hint is a step of the
 * ladder that names its technique (never "search"), eliminations strike the
 * notes, and the level shows in the game state. */
static void test_hints_teach(void **state)
{
    (void)state;
    geom *g = geom_new(3, 2);
    uint8_t puzzle[162], sol[162];
    assert_int_equal(gen_puzzle(g, &(gen_params){ 3, GEN_FAST, LEVEL_MEDIUM, 0 }, NULL, NULL,
                                puzzle, sol, NULL),
                     0);
    char err[IO_ERRLEN];
    game *gm = game_new(g, puzzle, sol, 1, 3, err);
    assert_int_equal(game_view(gm).level, LEVEL_MEDIUM);
    int kinds[HINT_NONE + 1] = { 0 }, medium = 0;
    game_hint h;
    do {
        h = game_do_hint(gm);
        kinds[h.kind]++;
        if (h.kind == HINT_PLACED || h.kind == HINT_ELIMINATED) {
            char name[40];
            snprintf(name, sizeof name, "%s", ladder_tech_name(h.step.tech));
            name[0] = (char)(name[0] - 'a' + 'A');
            assert_memory_equal(h.text, name, strlen(name));
            medium += ladder_tech_level(h.step.tech) == LEVEL_MEDIUM;
        }
        if (h.kind == HINT_ELIMINATED)
            for (int i = 0; i < h.step.nelim; i++)
                assert_int_equal(game_view(gm).notes[h.step.elim_cell[i]] & h.step.elim_mask[i], 0);
    } while (h.kind != HINT_NONE);
    assert_int_equal(kinds[HINT_SEARCH], 0);
    assert_int_equal(kinds[HINT_WRONG], 0);
    assert_true(medium > 0);
    assert_true(game_is_complete(gm));
    assert_memory_equal(game_view(gm).vals, sol, 162);
    game_free(gm);
}

/* Hints on a puzzle with several solutions end (an elimination is not
 * repeated), and after a restart they start again from what the
 * board shows: the same steps as the first time, none resting on a candidate
 * struck in the abandoned run. */
static void test_hints_remember_only_what_holds(void **state)
{
    (void)state;
    int k;
    uint8_t *puzzle = read_csv(DATA "/pairs/tejas-test1_9x9.csv", 2, &k);
    char err[IO_ERRLEN];
    game *gm = game_new(geom_new(k, 2), puzzle, NULL, 0, 0, err);
    assert_non_null(gm);
    assert_false(game_view(gm).unique);
    int hints = 0;
    while (game_do_hint(gm).kind != HINT_NONE)
        assert_true(++hints < 2 * 162);
    assert_true(game_is_complete(gm));
    game_free(gm);
    free(puzzle);

    geom *g = geom_new(3, 2);
    uint8_t p[162], sol[162];
    gen_puzzle(g, &(gen_params){ 3, GEN_FAST, LEVEL_MEDIUM, 0 }, NULL, NULL, p, sol, NULL);
    gm = game_new(g, p, sol, 1, 3, err);
    ladder_tech first[200];
    int n = 0;
    game_hint h;
    while ((h = game_do_hint(gm)).kind != HINT_NONE)
        first[n++] = h.step.tech;
    game_restart(gm);
    for (int i = 0; i < n; i++) {
        h = game_do_hint(gm);
        assert_int_equal(h.step.tech, first[i]);
    }
    game_free(gm);
}

static void test_no_solution(void **state)
{
    (void)state;
    int k;
    uint8_t *puzzle = read_csv(DATA "/pairs/udit-test3.csv", 2, &k);
    char err[IO_ERRLEN];
    geom *g = geom_new(k, 2);
    assert_null(game_new(g, puzzle, NULL, 0, 0, err));
    assert_string_equal(err, "this puzzle has no solution");
    geom_free(g);
    free(puzzle);
}

int run_game_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_moves_and_undo),
        cmocka_unit_test(test_notes),
        cmocka_unit_test(test_hint_check_solve),
        cmocka_unit_test(test_hints_teach),
        cmocka_unit_test(test_hints_remember_only_what_holds),
        cmocka_unit_test(test_no_solution),
    };
    return cmocka_run_group_tests_name("game", tests, NULL, NULL);
}
