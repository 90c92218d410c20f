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
#include "ladder.h"
#include "logic.h"
#include "util.h"

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
    assert_int_equal(gen_puzzle(g, &(gen_params){ 3, GEN_FAST, LEVEL_MEDIUM, 0, KIND_SYM_DEFAULT }, NULL, NULL,
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
    gen_puzzle(g, &(gen_params){ 3, GEN_FAST, LEVEL_MEDIUM, 0, KIND_SYM_DEFAULT }, NULL, NULL, p, sol, NULL);
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

/* Undo and redo say which cell they changed (the tui takes the cursor there). */
static void test_undo_names_its_cell(void **state)
{
    (void)state;
    uint8_t *sol;
    game *gm = k2_game(&sol);
    const geom *g = game_view(gm).g;
    int a = first_empty(gm), far = geom_cell(g, 1, 3, 3);
    assert_int_equal(game_view(gm).vals[far], 0);
    game_place(gm, a, 1);
    game_toggle_note(gm, far, 2);
    assert_true(game_undo(gm));
    assert_int_equal(game_moved_cell(gm), far); /* a note: its cell */
    assert_true(game_undo(gm));
    assert_int_equal(game_moved_cell(gm), a); /* an entry, with its peers' notes */
    assert_true(game_redo(gm));
    assert_int_equal(game_moved_cell(gm), a);
    game_place(gm, a, 2); /* a changed entry is still about one cell */
    assert_true(game_undo(gm));
    assert_int_equal(game_moved_cell(gm), a);
    assert_int_equal(game_fill_candidates(gm, CAND_KEEP), MOVE_DONE);
    assert_true(game_undo(gm));
    assert_int_equal(game_moved_cell(gm), -1); /* many cells: no one cell */
    free(sol);
    game_free(gm);
}

/* Clearing an entry gives its symbol back to the notes it struck when placed,
 * where it may stand again. */
static void test_clear_gives_candidates_back(void **state)
{
    (void)state;
    uint8_t *sol;
    game *gm = k2_game(&sol);
    const geom *g = game_view(gm).g;
    assert_int_equal(game_fill_candidates(gm, CAND_ALL), MOVE_DONE);
    grid_mask *before = xmalloc(sizeof *before * (size_t)g->ncells);
    memcpy(before, game_view(gm).notes, sizeof *before * (size_t)g->ncells);
    int cell = first_empty(gm), v = sol[cell];
    assert_int_equal(game_place(gm, cell, v), MOVE_DONE);
    int struck = 0;
    for (int c = 0; c < g->ncells; c++)
        struck += c != cell && (before[c] & grid_bit(v)) && !(game_view(gm).notes[c] & grid_bit(v));
    assert_true(struck > 0);
    /* cleared: every peer has its candidate back, as before the placement */
    assert_int_equal(game_place(gm, cell, 0), MOVE_DONE);
    for (int c = 0; c < g->ncells; c++)
        if (c != cell)
            assert_int_equal(game_view(gm).notes[c], before[c]);
    /* changed to another symbol: the first comes back, the second is struck */
    int w = v == 1 ? 2 : 1;
    game_place(gm, cell, v);
    game_place(gm, cell, w);
    for (int c = 0; c < g->ncells; c++)
        if (c != cell && (before[c] & grid_bit(v)))
            assert_true(game_view(gm).notes[c] & grid_bit(v));
    /* one undo takes the change back, another the placement */
    assert_true(game_undo(gm));
    assert_int_equal(game_view(gm).vals[cell], v);
    assert_true(game_undo(gm));
    for (int c = 0; c < g->ncells; c++)
        if (c != cell)
            assert_int_equal(game_view(gm).notes[c], before[c]);
    free(before);
    free(sol);
    game_free(gm);
}

/* A bookmark: try a guess, come back by undoing to the mark. */
static void test_bookmark(void **state)
{
    (void)state;
    uint8_t *sol;
    game *gm = k2_game(&sol);
    const geom *g = game_view(gm).g;
    int moves;
    assert_int_equal(game_mark(gm), -1);
    assert_int_equal(game_to_mark(gm, &moves), 0);
    int a = first_empty(gm);
    game_place(gm, a, sol[a]);
    game_set_mark(gm);
    assert_int_equal(game_mark(gm), 1);
    uint8_t *at_mark = xmalloc((size_t)g->ncells);
    memcpy(at_mark, game_view(gm).vals, (size_t)g->ncells);
    /* a guess of three moves */
    for (int i = 0, placed = 0; i < g->ncells && placed < 3; i++)
        if (!game_view(gm).vals[i] && game_place(gm, i, sol[i] % 4 + 1) == MOVE_DONE)
            placed++;
    assert_int_equal(game_to_mark(gm, &moves), 1);
    assert_int_equal(moves, 3);
    assert_memory_equal(game_view(gm).vals, at_mark, (size_t)g->ncells);
    /* undone past it, the mark is ahead: back to it redoes */
    assert_true(game_undo(gm));
    assert_int_equal(game_to_mark(gm, &moves), 1);
    assert_int_equal(moves, -1);
    assert_memory_equal(game_view(gm).vals, at_mark, (size_t)g->ncells);
    /* a new move after undoing past it drops it */
    assert_true(game_undo(gm));
    game_place(gm, a, sol[a] % 4 + 1);
    assert_int_equal(game_mark(gm), -1);
    assert_int_equal(game_to_mark(gm, &moves), 0);
    free(at_mark);
    free(sol);
    game_free(gm);
}

/* A hint can be looked at first: the technique and where, nothing done. */
static void test_hint_peek_then_do(void **state)
{
    (void)state;
    uint8_t *sol;
    game *gm = k2_game(&sol);
    const geom *g = game_view(gm).g;
    uint8_t *vals = xmalloc((size_t)g->ncells);
    memcpy(vals, game_view(gm).vals, (size_t)g->ncells);
    game_hint p = game_peek_hint(gm);
    assert_true(p.kind == HINT_PLACED || p.kind == HINT_ELIMINATED);
    assert_memory_equal(game_view(gm).vals, vals, (size_t)g->ncells);
    /* it names the technique and where, not the answer */
    assert_non_null(strstr(p.where, " single"));
    assert_null(strstr(p.where, "can only go"));
    assert_null(strstr(p.where, "only value left"));
    game_hint h = game_do_hint(gm);
    assert_int_equal(h.kind, p.kind);
    assert_int_equal(h.cell, p.cell);
    assert_string_equal(h.text, p.text);
    assert_int_equal(game_view(gm).vals[h.cell], sol[h.cell]);
    free(vals);
    free(sol);
    game_free(gm);
}

/* A symbol in a sentence is quoted at every size: 'B' is a symbol, B a grid. */
static void test_symbols_quoted(void **state)
{
    (void)state;
    char buf[16];
    geom *g9 = geom_new(3, 2), *g16 = geom_new(4, 2);
    grid_symbol_text(g9, 5, buf, sizeof buf);
    assert_string_equal(buf, "'5'");
    grid_symbol_text(g16, 11, buf, sizeof buf);
    assert_string_equal(buf, "'B'");
    grid_symbol_text(g16, 5, buf, sizeof buf);
    assert_string_equal(buf, "'5'");
    /* a hidden single's sentence on a 16x16 pair */
    ladder_step st = { 0 };
    st.tech = TECH_HIDDEN_SINGLE;
    st.cell = geom_cell(g16, 0, 7, 9);
    st.value = 11;
    st.unit = g16->cell_units[st.cell * 3];
    char text[256];
    ladder_step_text(g16, &st, text, sizeof text);
    assert_string_equal(text, "Hidden single: 'B' can only go at A r8c10 in its row");
    ladder_step_where(g16, &st, text, sizeof text);
    assert_string_equal(text, "Hidden single in row 8 of A");
    geom_free(g9);
    geom_free(g16);
}

/* c keeps the player's notes: a cell without notes gets its candidates, a
 * hand-made note set loses only what cannot stand there and never gets back
 * what the player removed; CAND_ALL refills everything; both replay from a
 * save ('c 1' and 'c') and undo as one move. */
static void test_candidates_keep_notes(void **state)
{
    (void)state;
    uint8_t *sol;
    game *gm = k2_game(&sol);
    const geom *g = game_view(gm).g;
    grid_mask *cand = xmalloc(sizeof *cand * (size_t)g->ncells);
    logic_candidates(g, game_view(gm).vals, cand, 1);
    int mine = first_empty(gm), other = -1;
    for (int c = mine + 1; c < g->ncells && other < 0; c++)
        if (!game_view(gm).vals[c] && grid_mask_count(cand[c]) >= 2)
            other = c;
    assert_true(other >= 0);
    /* the hand-made set: the solution value and one value that cannot stand */
    int impossible = 0;
    for (int v = 1; v <= g->n && !impossible; v++)
        if (!(cand[mine] & grid_bit(v)))
            impossible = v;
    assert_true(impossible > 0);
    game_toggle_note(gm, mine, sol[mine]);
    game_toggle_note(gm, mine, impossible);
    assert_int_equal(game_fill_candidates(gm, CAND_KEEP), MOVE_DONE);
    game_state st = game_view(gm);
    assert_int_equal(st.notes[mine], grid_bit(sol[mine])); /* nothing added, 'impossible' gone */
    assert_int_equal(st.notes[other], cand[other]);        /* no notes: all its candidates */
    /* a candidate removed by hand stays removed */
    int removed = grid_mask_lowest(cand[other]);
    game_toggle_note(gm, other, removed);
    assert_int_equal(game_fill_candidates(gm, CAND_KEEP), MOVE_NOTHING);
    assert_false(game_view(gm).notes[other] & grid_bit(removed));
    /* refill everything: every empty cell's candidates, the removed one back */
    assert_int_equal(game_fill_candidates(gm, CAND_ALL), MOVE_DONE);
    assert_int_equal(game_view(gm).notes[mine], cand[mine]);
    assert_true(game_view(gm).notes[other] & grid_bit(removed));
    /* the history says which: undo goes back to the kept set */
    int count, done;
    const game_move *h = game_history(gm, &count, &done);
    assert_int_equal(h[done - 1].kind, MK_CANDIDATES);
    assert_int_equal(h[done - 1].value, CAND_ALL);
    assert_int_equal(h[done - 3].value, CAND_KEEP);
    assert_true(game_undo(gm));
    assert_false(game_view(gm).notes[other] & grid_bit(removed));
    assert_int_equal(game_view(gm).notes[mine], grid_bit(sol[mine]));
    free(cand);
    free(sol);
    game_free(gm);
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
        cmocka_unit_test(test_undo_names_its_cell),
        cmocka_unit_test(test_clear_gives_candidates_back),
        cmocka_unit_test(test_hint_peek_then_do),
        cmocka_unit_test(test_bookmark),
        cmocka_unit_test(test_symbols_quoted),
        cmocka_unit_test(test_candidates_keep_notes),
    };
    return cmocka_run_group_tests_name("game", tests, NULL, NULL);
}
