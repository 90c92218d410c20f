/* test_ladder.c - the technique ladder: each rung on a small hand-made
 * position (the deduction and the cells it names), soundness on every puzzle
 * with a known answer in tests/data, grading, and generated puzzles at each
 * level (solved by that level, not by the one below, every given needed). */
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "ladder.h"
#include "logic.h"
#include "sat.h"

/* An empty k=3 pair with every candidate open, to strike patterns into. */
typedef struct pos {
    geom *g;
    uint8_t vals[162];
    grid_mask cand[162];
} pos;

static void blank(pos *p)
{
    p->g = geom_new(3, 2);
    memset(p->vals, 0, sizeof p->vals);
    ladder_candidates(p->g, p->vals, p->cand);
}

/* cell of grid gr at row r, column c, counted from 1 as players do */
static int at(const pos *p, int gr, int r, int c) { return geom_cell(p->g, gr, r - 1, c - 1); }

static void strike(pos *p, int cell, int v) { p->cand[cell] &= ~grid_bit(v); }

static void only(pos *p, int cell, grid_mask m) { p->cand[cell] = m; }

static ladder_step next_at(pos *p, level_id max)
{
    ladder_step s;
    assert_int_equal(ladder_next(p->g, p->vals, p->cand, max, &s), 1);
    return s;
}

static int eliminates(const ladder_step *s, int cell, int v)
{
    for (int i = 0; i < s->nelim; i++)
        if (s->elim_cell[i] == cell && (s->elim_mask[i] & grid_bit(v)))
            return 1;
    return 0;
}

static int rests_on(const ladder_step *s, int cell)
{
    for (int i = 0; i < s->nbasis; i++)
        if (s->basis[i] == cell)
            return 1;
    return 0;
}

static void test_naked_single(void **state)
{
    (void)state;
    geom *g = geom_new(2, 2);
    uint8_t v[32] = { 0 };
    grid_mask cand[32];
    v[0] = 1, v[1] = 2, v[2] = 3;
    ladder_candidates(g, v, cand);
    ladder_step s;
    assert_int_equal(ladder_next(g, v, cand, LEVEL_EASY, &s), 1);
    assert_int_equal(s.tech, TECH_NAKED_SINGLE);
    assert_int_equal(s.cell, 3);
    assert_int_equal(s.value, 4);
    char text[256];
    ladder_step_text(g, &s, text, sizeof text);
    assert_string_equal(text, "Naked single: '4' is the only value left for A r1c4");
    assert_int_equal(ladder_tech_level(s.tech), LEVEL_EASY);
    geom_free(g);
}

/* The case a player met: B r3c5 = 6 rules out A r3c5, and the 6 of A's
 * column 5 can only go at A r6c5: a hidden single in the column that names
 * the twin the pair rule acts through (A r3c5, in the column), not "pair
 * rule" at a cell whose twin is empty. */
static void test_hidden_single_across_the_pair(void **state)
{
    (void)state;
    pos p;
    blank(&p);
    p.vals[at(&p, 1, 3, 5)] = 6;
    ladder_candidates(p.g, p.vals, p.cand);
    for (int r = 1; r <= 9; r++)
        if (r != 3 && r != 6)
            strike(&p, at(&p, 0, r, 5), 6);
    ladder_step s = next_at(&p, LEVEL_EASY);
    assert_int_equal(s.tech, TECH_HIDDEN_SINGLE);
    assert_int_equal(s.cell, at(&p, 0, 6, 5));
    assert_int_equal(s.value, 6);
    assert_int_equal(s.unit, p.g->cell_units[at(&p, 0, 6, 5) * 3 + 1]); /* the column */
    assert_true(s.pair);
    assert_true(rests_on(&s, at(&p, 1, 3, 5)));
    char text[256];
    ladder_step_text(p.g, &s, text, sizeof text);
    assert_string_equal(text, "Hidden single: B r3c5 holds '6', so its twin A r3c5 cannot; '6' "
                              "can only go at A r6c5 in its column");
    geom_free(p.g);
}

static void test_pointing(void **state)
{
    (void)state;
    pos p;
    blank(&p);
    for (int r = 2; r <= 3; r++)
        for (int c = 1; c <= 3; c++)
            strike(&p, at(&p, 0, r, c), 5);
    assert_int_equal(ladder_next(p.g, p.vals, p.cand, LEVEL_EASY, &(ladder_step){ 0 }), 0);
    ladder_step s = next_at(&p, LEVEL_MEDIUM);
    assert_int_equal(s.tech, TECH_POINTING);
    assert_int_equal(s.unit, 2 * 9); /* box 1 of A */
    assert_int_equal(s.nelim, 6);
    for (int c = 4; c <= 9; c++)
        assert_true(eliminates(&s, at(&p, 0, 1, c), 5));
    assert_int_equal(s.nbasis, 3);
    char text[256];
    ladder_step_text(p.g, &s, text, sizeof text);
    assert_string_equal(text, "Pointing: in box r1-3 c1-3 of A, '5' can only go in row 1, so '5' "
                              "leaves A r1c4, A r1c5, A r1c6 and 3 more");
    geom_free(p.g);
}

static void test_claiming(void **state)
{
    (void)state;
    pos p;
    blank(&p);
    for (int c = 4; c <= 9; c++)
        strike(&p, at(&p, 1, 1, c), 7);
    ladder_step s = next_at(&p, LEVEL_MEDIUM);
    assert_int_equal(s.tech, TECH_CLAIMING);
    assert_int_equal(s.unit, 3 * 9); /* row 1 of B */
    assert_int_equal(s.nelim, 6);
    for (int r = 2; r <= 3; r++)
        for (int c = 1; c <= 3; c++)
            assert_true(eliminates(&s, at(&p, 1, r, c), 7));
    geom_free(p.g);
}

static void test_naked_pair(void **state)
{
    (void)state;
    pos p;
    blank(&p);
    only(&p, at(&p, 0, 1, 1), grid_bit(1) | grid_bit(2));
    only(&p, at(&p, 0, 1, 5), grid_bit(1) | grid_bit(2));
    ladder_step s = next_at(&p, LEVEL_MEDIUM);
    assert_int_equal(s.tech, TECH_NAKED_PAIR);
    assert_int_equal(s.unit, 0); /* row 1 of A */
    assert_int_equal(s.values, grid_bit(1) | grid_bit(2));
    assert_int_equal(s.nelim, 7);
    assert_true(eliminates(&s, at(&p, 0, 1, 9), 1) && eliminates(&s, at(&p, 0, 1, 9), 2));
    assert_true(rests_on(&s, at(&p, 0, 1, 1)) && rests_on(&s, at(&p, 0, 1, 5)));
    geom_free(p.g);
}

static void test_hidden_pair(void **state)
{
    (void)state;
    pos p;
    blank(&p);
    for (int c = 1; c <= 9; c++)
        if (c != 1 && c != 4) {
            strike(&p, at(&p, 0, 1, c), 1);
            strike(&p, at(&p, 0, 1, c), 2);
        }
    ladder_step s = next_at(&p, LEVEL_MEDIUM);
    assert_int_equal(s.tech, TECH_HIDDEN_PAIR);
    assert_int_equal(s.unit, 0);
    assert_int_equal(s.nelim, 2);
    assert_int_equal(s.elim_mask[0], grid_all(p.g) & ~(grid_bit(1) | grid_bit(2)));
    geom_free(p.g);
}

static void test_naked_triple(void **state)
{
    (void)state;
    pos p;
    blank(&p);
    grid_mask t = grid_bit(3) | grid_bit(5) | grid_bit(8);
    only(&p, at(&p, 1, 2, 4), grid_bit(3) | grid_bit(5));
    only(&p, at(&p, 1, 5, 4), grid_bit(5) | grid_bit(8));
    only(&p, at(&p, 1, 9, 4), t);
    ladder_step s = next_at(&p, LEVEL_MEDIUM);
    assert_int_equal(s.tech, TECH_NAKED_TRIPLE);
    assert_int_equal(s.unit, 3 * 9 + 9 + 3); /* column 4 of B */
    assert_int_equal(s.values, t);
    assert_int_equal(s.nelim, 6);
    geom_free(p.g);
}

static void test_xwing(void **state)
{
    (void)state;
    pos p;
    blank(&p);
    for (int c = 1; c <= 9; c++)
        if (c != 2 && c != 7) {
            strike(&p, at(&p, 0, 1, c), 4);
            strike(&p, at(&p, 0, 5, c), 4);
        }
    assert_int_equal(ladder_next(p.g, p.vals, p.cand, LEVEL_MEDIUM, &(ladder_step){ 0 }), 0);
    ladder_step s = next_at(&p, LEVEL_HARD);
    assert_int_equal(s.tech, TECH_XWING);
    assert_int_equal(s.values, grid_bit(4));
    assert_int_equal(s.nelim, 14); /* columns 2 and 7, seven other rows each */
    assert_true(eliminates(&s, at(&p, 0, 9, 7), 4));
    assert_false(eliminates(&s, at(&p, 0, 1, 2), 4));
    assert_int_equal(s.nbasis, 4);
    char text[256];
    ladder_step_text(p.g, &s, text, sizeof text);
    assert_string_equal(text, "X-wing: in rows 1, 5 of A, '4' can only go in columns 2, 7, so '4' "
                              "leaves the rest of those columns: A r2c2, A r3c2, A r4c2 and 11 more");
    geom_free(p.g);
}

/* The smallest chain across the pair: A[p] = {1,2}, B[p] = {1,3}, A[q] =
 * {2,3} with q in p's row: either B[p] or A[q] is 3, so B[q] is not 3. */
static void test_pair_chain(void **state)
{
    (void)state;
    pos p;
    blank(&p);
    only(&p, at(&p, 0, 1, 1), grid_bit(1) | grid_bit(2));
    only(&p, at(&p, 1, 1, 1), grid_bit(1) | grid_bit(3));
    only(&p, at(&p, 0, 1, 5), grid_bit(2) | grid_bit(3));
    assert_int_equal(ladder_next(p.g, p.vals, p.cand, LEVEL_MEDIUM, &(ladder_step){ 0 }), 0);
    ladder_step s = next_at(&p, LEVEL_HARD);
    assert_int_equal(s.tech, TECH_PAIR_CHAIN);
    assert_int_equal(s.nelim, 1);
    assert_true(eliminates(&s, at(&p, 1, 1, 5), 3));
    assert_int_equal(s.nbasis, 3);
    assert_true(s.pair);
    /* A[q] not 3 holds 2, so A[p] holds 1, so its twin B[p] is 3 */
    char text[256];
    ladder_step_text(p.g, &s, text, sizeof text);
    assert_string_equal(text, "Pair chain: A r1c5 - A r1c1 - B r1c1 (if A r1c1 holds '1', its twin "
                              "B r1c1 cannot): one end holds '3', so '3' leaves B r1c5");
    geom_free(p.g);
}

/* ---- the sentence maker, on step data made by hand ---- */

/* A step of technique t with nothing in it yet. */
static ladder_step step_of(ladder_tech t)
{
    ladder_step s;
    memset(&s, 0, sizeof s);
    s.tech = t;
    s.cell = s.unit = -1;
    return s;
}

static void add_cells(int *list, int *count, const int *cells, int n)
{
    for (int i = 0; i < n; i++)
        list[(*count)++] = cells[i];
}

/* The unit of kind (0 row, 1 column, 2 box) holding a cell. */
static int unit_of(const geom *g, int cell, int kind) { return g->cell_units[cell * 3 + kind]; }

/* Checks the step's sentence: the status line's (text, at most four cells
 * of a list) and --explain's (all, every cell), and the hint's first stage. */
static void says(const geom *g, const ladder_step *s, const char *text, const char *all,
                 const char *where)
{
    char buf[1024];
    ladder_step_text(g, s, buf, sizeof buf);
    assert_string_equal(buf, text);
    ladder_step_text_all(g, s, buf, sizeof buf);
    assert_string_equal(buf, all ? all : text);
    ladder_step_where(g, s, buf, sizeof buf);
    assert_string_equal(buf, where);
}

static void test_sentences_of_singles(void **state)
{
    (void)state;
    pos p;
    blank(&p);
    const geom *g = p.g;
    ladder_step s = step_of(TECH_NAKED_SINGLE);
    s.cell = at(&p, 0, 1, 4), s.value = 4, s.values = grid_bit(4);
    says(g, &s, "Naked single: '4' is the only value left for A r1c4", NULL,
         "Naked single at A r1c4");

    s = step_of(TECH_HIDDEN_SINGLE);
    s.cell = at(&p, 1, 5, 5), s.value = 9, s.values = grid_bit(9);
    s.unit = unit_of(g, s.cell, 2);
    says(g, &s, "Hidden single: '9' can only go at B r5c5 in its box", NULL,
         "Hidden single in box r4-6 c4-6 of B");

    /* the pair rule names the twin it acts through */
    s = step_of(TECH_NAKED_SINGLE);
    s.cell = at(&p, 0, 3, 4), s.value = 5, s.values = grid_bit(5), s.pair = 1;
    s.basis[0] = at(&p, 0, 3, 1), s.basis_value[0] = 2; /* a peer first: the twin is found */
    s.basis[1] = at(&p, 1, 3, 4), s.basis_value[1] = 7, s.nbasis = 2;
    says(g, &s, "Naked single: B r3c4 holds '7', so its twin A r3c4 cannot; '5' is the only "
                "value left for A r3c4", NULL, "Naked single at A r3c4");

    s = step_of(TECH_HIDDEN_SINGLE); /* the case of the issue: A r3c7 holds 8 */
    s.cell = at(&p, 1, 3, 8), s.value = 8, s.values = grid_bit(8), s.pair = 1;
    s.unit = unit_of(g, s.cell, 2);
    s.basis[0] = at(&p, 0, 3, 7), s.basis[1] = at(&p, 1, 1, 2), s.nbasis = 2;
    s.basis_value[0] = s.basis_value[1] = 8;
    says(g, &s, "Hidden single: A r3c7 holds '8', so its twin B r3c7 cannot; '8' can only go at "
                "B r3c8 in its box", NULL, "Hidden single in box r1-3 c7-9 of B");

    s = step_of(TECH_HIDDEN_SINGLE); /* several twins: at most four named in the status line */
    s.cell = at(&p, 0, 9, 9), s.value = 1, s.values = grid_bit(1), s.pair = 1;
    s.unit = unit_of(g, s.cell, 0);
    for (int c = 1; c <= 5; c++)
        s.basis[s.nbasis] = at(&p, 1, 9, c), s.basis_value[s.nbasis++] = 1;
    says(g, &s,
         "Hidden single: B r9c1, B r9c2, B r9c3 and 2 more hold '1', so their twins A r9c1, "
         "A r9c2, A r9c3 and 2 more cannot; '1' can only go at A r9c9 in its row",
         "Hidden single: B r9c1, B r9c2, B r9c3, B r9c4, B r9c5 hold '1', so their twins A r9c1, "
         "A r9c2, A r9c3, A r9c4, A r9c5 cannot; '1' can only go at A r9c9 in its row",
         "Hidden single in row 9 of A");

    geom_free(p.g);
}

static void test_sentences_of_locked_sets_and_fish(void **state)
{
    (void)state;
    pos p;
    blank(&p);
    const geom *g = p.g;
    ladder_step s = step_of(TECH_POINTING); /* a box's 7s in one row */
    s.unit = unit_of(g, at(&p, 1, 1, 1), 2), s.values = grid_bit(7);
    add_cells(s.basis, &s.nbasis, (int[]){ at(&p, 1, 1, 1), at(&p, 1, 1, 2) }, 2);
    for (int c = 4; c <= 9; c++)
        s.elim_cell[s.nelim] = at(&p, 1, 1, c), s.elim_mask[s.nelim++] = grid_bit(7);
    says(g, &s,
         "Pointing: in box r1-3 c1-3 of B, '7' can only go in row 1, so '7' leaves B r1c4, "
         "B r1c5, B r1c6 and 3 more",
         "Pointing: in box r1-3 c1-3 of B, '7' can only go in row 1, so '7' leaves B r1c4, "
         "B r1c5, B r1c6, B r1c7, B r1c8, B r1c9",
         "Pointing in box r1-3 c1-3 of B");

    s = step_of(TECH_POINTING); /* in one column */
    s.unit = unit_of(g, at(&p, 0, 4, 5), 2), s.values = grid_bit(2);
    add_cells(s.basis, &s.nbasis, (int[]){ at(&p, 0, 4, 5), at(&p, 0, 6, 5) }, 2);
    s.elim_cell[0] = at(&p, 0, 9, 5), s.elim_mask[0] = grid_bit(2), s.nelim = 1;
    says(g, &s, "Pointing: in box r4-6 c4-6 of A, '2' can only go in column 5, so '2' leaves "
                "A r9c5", NULL, "Pointing in box r4-6 c4-6 of A");

    s = step_of(TECH_CLAIMING);
    s.unit = unit_of(g, at(&p, 1, 1, 1), 0), s.values = grid_bit(7);
    add_cells(s.basis, &s.nbasis, (int[]){ at(&p, 1, 1, 1), at(&p, 1, 1, 3) }, 2);
    s.elim_cell[0] = at(&p, 1, 2, 2), s.elim_cell[1] = at(&p, 1, 3, 1), s.nelim = 2;
    s.elim_mask[0] = s.elim_mask[1] = grid_bit(7);
    says(g, &s, "Claiming: in row 1 of B, '7' can only go in box r1-3 c1-3, so '7' leaves "
                "B r2c2, B r3c1", NULL, "Claiming in row 1 of B");

    s = step_of(TECH_NAKED_PAIR);
    s.unit = 0, s.values = grid_bit(1) | grid_bit(2);
    add_cells(s.basis, &s.nbasis, (int[]){ at(&p, 0, 1, 1), at(&p, 0, 1, 5) }, 2);
    s.elim_cell[0] = at(&p, 0, 1, 9), s.elim_mask[0] = s.values, s.nelim = 1;
    says(g, &s, "Naked pair: A r1c1, A r1c5 hold only '1' and '2', so those leave the rest of "
                "row 1 of A: A r1c9", NULL, "Naked pair in row 1 of A");

    s = step_of(TECH_HIDDEN_TRIPLE);
    s.unit = unit_of(g, at(&p, 1, 2, 4), 1), s.values = grid_bit(3) | grid_bit(5) | grid_bit(8);
    add_cells(s.basis, &s.nbasis, (int[]){ at(&p, 1, 2, 4), at(&p, 1, 5, 4), at(&p, 1, 9, 4) },
              3);
    s.elim_cell[0] = at(&p, 1, 2, 4), s.elim_mask[0] = grid_bit(1), s.nelim = 1;
    says(g, &s, "Hidden triple: in column 4 of B, '3', '5' and '8' fit only at B r2c4, B r5c4, "
                "B r9c4, so other values leave them", NULL, "Hidden triple in column 4 of B");

    s = step_of(TECH_SWORDFISH); /* rows 1, 5, 9 of A, columns 2, 7, 8 */
    s.unit = 0, s.values = grid_bit(4);
    add_cells(s.basis, &s.nbasis,
              (int[]){ at(&p, 0, 1, 2), at(&p, 0, 1, 7), at(&p, 0, 5, 7), at(&p, 0, 5, 8),
                       at(&p, 0, 9, 2), at(&p, 0, 9, 8) }, 6);
    s.elim_cell[0] = at(&p, 0, 3, 2), s.elim_mask[0] = grid_bit(4), s.nelim = 1;
    says(g, &s, "Swordfish: in rows 1, 5, 9 of A, '4' can only go in columns 2, 7, 8, so '4' "
                "leaves the rest of those columns: A r3c2", NULL, "Swordfish in row 1 of A");

    geom_free(p.g);
}

static void test_sentences_of_chains_and_trials(void **state)
{
    (void)state;
    pos p;
    blank(&p);
    const geom *g = p.g;
    ladder_step s = step_of(TECH_PAIR_CHAIN); /* within one grid */
    s.values = grid_bit(3);
    add_cells(s.basis, &s.nbasis, (int[]){ at(&p, 1, 1, 1), at(&p, 1, 1, 5), at(&p, 1, 2, 6) },
              3);
    s.elim_cell[0] = at(&p, 1, 2, 1), s.elim_mask[0] = grid_bit(3), s.nelim = 1;
    says(g, &s, "Pair chain: B r1c1 - B r1c5 - B r2c6: one end holds '3', so '3' leaves B r2c1",
         NULL, "Pair chain on the highlighted cells");

    s = step_of(TECH_PAIR_CHAIN); /* across the pair twice */
    s.values = grid_bit(3), s.pair = 1;
    add_cells(s.basis, &s.nbasis,
              (int[]){ at(&p, 0, 1, 1), at(&p, 1, 1, 1), at(&p, 1, 1, 5), at(&p, 0, 1, 5),
                       at(&p, 0, 2, 6) }, 5);
    add_cells(s.basis_value, &(int){ 0 }, (int[]){ 1, 2, 4, 6, 3 }, 5);
    s.elim_cell[0] = at(&p, 0, 2, 1), s.elim_mask[0] = grid_bit(3), s.nelim = 1;
    says(g, &s, "Pair chain: A r1c1 - B r1c1 - B r1c5 - A r1c5 - A r2c6 (if A r1c1 holds '1', its "
                "twin B r1c1 cannot; if B r1c5 holds '4', its twin A r1c5 cannot): one end holds "
                "'3', so '3' leaves A r2c1", NULL, "Pair chain on the highlighted cells");

    s = step_of(TECH_TRIAL);
    s.values = grid_bit(7);
    s.basis[0] = s.elim_cell[0] = at(&p, 0, 2, 7), s.nbasis = s.nelim = 1;
    s.elim_mask[0] = grid_bit(7);
    says(g, &s, "Trial: '7' at A r2c7 leads by singles to a contradiction, so '7' leaves it", NULL,
         "Trial on the highlighted cells");
    geom_free(p.g);

    /* one grid: no grid in the names */
    geom *one = geom_new(3, 1);
    s = step_of(TECH_HIDDEN_PAIR);
    s.unit = one->cell_units[geom_cell(one, 0, 8, 8) * 3 + 2];
    s.values = grid_bit(1) | grid_bit(9);
    add_cells(s.basis, &s.nbasis, (int[]){ geom_cell(one, 0, 7, 7), geom_cell(one, 0, 8, 8) }, 2);
    s.elim_cell[0] = s.basis[0], s.elim_mask[0] = grid_bit(4), s.nelim = 1;
    says(one, &s, "Hidden pair: in box r7-9 c7-9, '1' and '9' fit only at r8c8, r9c9, so other "
                  "values leave them", NULL, "Hidden pair in box r7-9 c7-9");
    geom_free(one);

    /* a sentence cut short is still terminated */
    char small[12];
    s = step_of(TECH_NAKED_SINGLE);
    geom *g4 = geom_new(2, 2);
    s.cell = 3, s.value = 4;
    ladder_step_text(g4, &s, small, sizeof small);
    assert_string_equal(small, "Naked singl");
    geom_free(g4);
}

/* Boxes in sentences are named by the rows and columns the board numbers,
 * at every size the game plays; symbols are quoted. */
static void test_sentences_at_every_size(void **state)
{
    (void)state;
    static const char *const last_box[] = { "box r3-4 c3-4 of B", "box r7-9 c7-9 of B",
                                            "box r13-16 c13-16 of B",
                                            "box r21-25 c21-25 of B" };
    for (int k = 2; k <= 5; k++) {
        geom *g = geom_new(k, 2);
        ladder_step s = step_of(TECH_HIDDEN_SINGLE);
        s.cell = g->ncells - 1, s.value = g->n, s.values = grid_bit(g->n);
        s.unit = unit_of(g, s.cell, 2);
        char want[128], buf[128];
        snprintf(want, sizeof want, "Hidden single in %s", last_box[k - 2]);
        ladder_step_where(g, &s, buf, sizeof buf);
        assert_string_equal(buf, want);
        snprintf(want, sizeof want, "Hidden single: '%c' can only go at B r%dc%d in its box",
                 grid_symbol(g->n), g->n, g->n);
        ladder_step_text(g, &s, buf, sizeof buf);
        assert_string_equal(buf, want);
        geom_free(g);
    }
}

/* The first trial the ladder makes on a puzzle that needs one: nothing
 * below applies there, and the struck value does lead to a contradiction. */
static void test_trial(void **state)
{
    (void)state;
    int k;
    uint8_t *vals = read_csv(DATA "/pairs/jaya-k3.csv", 2, &k);
    geom *g = geom_new(k, 2);
    grid_mask *cand = malloc(sizeof *cand * (size_t)g->ncells);
    ladder_candidates(g, vals, cand);
    ladder_step s;
    int found = 0;
    while (!found && ladder_next(g, vals, cand, LEVEL_FIENDISH, &s) == 1) {
        if (s.tech == TECH_TRIAL) {
            found = 1;
            assert_int_equal(ladder_next(g, vals, cand, LEVEL_HARD, &(ladder_step){ 0 }), 0);
            assert_int_equal(s.nelim, 1);
            uint8_t *tv = malloc((size_t)g->ncells);
            grid_mask *tc = malloc(sizeof *tc * (size_t)g->ncells);
            memcpy(tv, vals, (size_t)g->ncells);
            memcpy(tc, cand, sizeof *tc * (size_t)g->ncells);
            assert_int_equal(grid_mask_count(cand[s.elim_cell[0]]), 2);
            logic_place(g, tv, tc, s.elim_cell[0], grid_mask_lowest(s.elim_mask[0]));
            assert_int_equal(logic_singles(g, tv, tc, -1, NULL), -1);
            free(tv);
            free(tc);
        }
        ladder_apply(g, vals, cand, &s);
    }
    assert_true(found);
    free(cand);
    free(vals);
    geom_free(g);
}

/* The values a step's basis names are the position's: a filled cell holds
 * its value; an empty one names none, but in a chain, where each cell holds
 * its other candidate than the one before it (the first: its other than the
 * chain's value), and the last the chain's value. A pair step names the
 * twin the rule acts through: a filled cell across the pair. */
static void check_basis_values(const char *name, const geom *g, const uint8_t *vals,
                               const grid_mask *cand, const ladder_step *s)
{
    int twins = 0;
    for (int i = 0; i < s->nbasis; i++) {
        int b = s->basis[i], v = s->basis_value[i];
        twins += vals[b] && geom_grid_of(g, b) != geom_grid_of(g, s->cell >= 0 ? s->cell : b);
        if (s->tech != TECH_PAIR_CHAIN) {
            if (v != vals[b])
                fail_msg("%s: %s names %d at cell %d, which holds %d", name,
                         ladder_tech_name(s->tech), v, b, vals[b]);
            continue;
        }
        int before = i ? s->basis_value[i - 1] : grid_mask_lowest(s->values);
        if (vals[b] || before == v || cand[b] != (grid_bit(before) | grid_bit(v)))
            fail_msg("%s: chain cell %d named %d after %d", name, b, v, before);
    }
    if (s->tech == TECH_PAIR_CHAIN && grid_bit(s->basis_value[s->nbasis - 1]) != s->values)
        fail_msg("%s: the chain does not end at its value", name);
    if (s->pair && s->tech != TECH_PAIR_CHAIN && !twins)
        fail_msg("%s: a pair step names no filled cell across the pair", name);
}

/* Walks a puzzle with the whole ladder step by step, guessing right where it
 * is stuck; every placement and every elimination must agree with sol. */
static level_id walk_soundly(const char *name, const geom *g, const uint8_t *puzzle,
                             const uint8_t *sol)
{
    level_id level = LEVEL_EASY;
    uint8_t *vals = malloc((size_t)g->ncells);
    grid_mask *cand = malloc(sizeof *cand * (size_t)g->ncells);
    memcpy(vals, puzzle, (size_t)g->ncells);
    ladder_candidates(g, vals, cand);
    ladder_step s;
    int r;
    while ((r = ladder_next(g, vals, cand, LEVEL_FIENDISH, &s)) >= 0) {
        if (r == 0) {
            int cell = 0;
            while (cell < g->ncells && vals[cell])
                cell++;
            if (cell == g->ncells)
                break;
            logic_place(g, vals, cand, cell, sol[cell]);
            level = LEVEL_BEYOND; /* a guess */
            continue;
        }
        if (ladder_tech_level(s.tech) > level)
            level = ladder_tech_level(s.tech);
        check_basis_values(name, g, vals, cand, &s);
        if (s.cell >= 0 && s.value != sol[s.cell])
            fail_msg("%s: %s placed %d at cell %d", name, ladder_tech_name(s.tech), s.value,
                     s.cell);
        for (int i = 0; i < s.nelim; i++)
            if (s.elim_mask[i] & grid_bit(sol[s.elim_cell[i]]))
                fail_msg("%s: %s struck the answer at cell %d", name, ladder_tech_name(s.tech),
                         s.elim_cell[i]);
        ladder_apply(g, vals, cand, &s);
    }
    assert_int_equal(r, 0);
    assert_memory_equal(vals, sol, (size_t)g->ncells);
    free(cand);
    free(vals);
    return level;
}

/* Hints and grading take the same path: the hints' step by step walk
 * (ladder_next) and grading's solve (ladder_grade, ladder_solve: singles in
 * bulk, trials in a sweep) reach the same level and, where the ladder finishes
 * the puzzle, the same solution. */
static void paths_agree(const char *name, const geom *g, const uint8_t *puzzle,
                        const uint8_t *sol)
{
    level_id walked = walk_soundly(name, g, puzzle, sol);
    ladder_report rep;
    ladder_grade(g, puzzle, sol, &rep);
    if (rep.level != walked)
        fail_msg("%s: hints walk to %s, grading says %s", name, level_name(walked),
                 level_name(rep.level));
    uint8_t *vals = malloc((size_t)g->ncells);
    grid_mask *cand = malloc(sizeof *cand * (size_t)g->ncells);
    memcpy(vals, puzzle, (size_t)g->ncells);
    ladder_candidates(g, vals, cand);
    int solved = ladder_solve(g, vals, cand, LEVEL_FIENDISH, NULL) == 1;
    assert_int_equal(solved, walked <= LEVEL_FIENDISH);
    if (solved)
        assert_memory_equal(vals, sol, (size_t)g->ncells);
    free(cand);
    free(vals);
}

static void test_sound_on_every_data_file(void **state)
{
    (void)state;
    static const char *const csv[][2] = {
        { "jaya-k3.csv", "jaya-k3.sol.csv" },
        { "jaya-k4.csv", "jaya-k4.sol.csv" },
        { "jaya-k5.csv", "jaya-k5.sol.csv" },
        { "tejas-test2_16x16.csv", "tejas-test2_16x16.sol.csv" },
        { "udit-test1.csv", "udit-test1.out.csv" },
        { "udit-test2.csv", "udit-test2.out.csv" },
        { "udit-test4.csv", "udit-test4.out.csv" },
        { "udit-test5.csv", "udit-test5.out.csv" },
        { "made-k6.csv", "made-k6.sol.csv" },
    };
    char path[256];
    for (size_t i = 0; i < sizeof csv / sizeof *csv; i++) {
        int k;
        snprintf(path, sizeof path, DATA "/pairs/%s", csv[i][0]);
        uint8_t *puzzle = read_csv(path, 2, &k);
        snprintf(path, sizeof path, DATA "/pairs/%s", csv[i][1]);
        uint8_t *sol = read_csv(path, 2, &k);
        geom *g = geom_new(k, 2);
        if (k <= 4)
            paths_agree(csv[i][0], g, puzzle, sol);
        else
            walk_soundly(csv[i][0], g, puzzle, sol);
        geom_free(g);
        free(puzzle);
        free(sol);
    }
    static const char *const pretty[] = { "soham-k2", "soham-k2b", "soham-k3", "soham-k3b",
                                          "soham-k4" };
    for (size_t i = 0; i < sizeof pretty / sizeof *pretty; i++) {
        int k;
        snprintf(path, sizeof path, DATA "/pairs/%s.csv", pretty[i]);
        uint8_t *puzzle = read_csv(path, 2, &k);
        geom *g = geom_new(k, 2);
        snprintf(path, sizeof path, DATA "/pairs/%s.out.txt", pretty[i]);
        uint8_t *sol = read_pretty(path, g->ncells);
        paths_agree(pretty[i], g, puzzle, sol);
        geom_free(g);
        free(puzzle);
        free(sol);
    }
    /* single grids: the top95 collection, answers from the solver */
    char *text = read_text(DATA "/singles/top95.txt");
    geom *g = geom_new(3, 1);
    sat *solver = sat_new(g);
    uint8_t puzzle[81], sol[81];
    int count = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        if (strlen(line) < 81)
            continue;
        for (int c = 0; c < 81; c++)
            puzzle[c] = (uint8_t)(line[c] >= '1' && line[c] <= '9' ? line[c] - '0' : 0);
        assert_int_equal(sat_count(solver, puzzle, sol), SAT_UNIQUE);
        paths_agree("top95", g, puzzle, sol);
        count++;
    }
    assert_int_equal(count, 95);
    sat_free(solver);
    geom_free(g);
    free(text);
}

static void test_grade(void **state)
{
    (void)state;
    int k;
    uint8_t *puzzle = read_csv(DATA "/pairs/tejas-test2_16x16.csv", 2, &k);
    uint8_t *sol = read_csv(DATA "/pairs/tejas-test2_16x16.sol.csv", 2, &k);
    geom *g = geom_new(k, 2);
    ladder_report rep;
    ladder_grade(g, puzzle, sol, &rep);
    assert_int_equal(rep.level, LEVEL_EASY);
    assert_int_equal(rep.guesses, 0);
    assert_true(rep.solved);
    assert_int_equal(rep.steps[TECH_NAKED_SINGLE] + rep.steps[TECH_HIDDEN_SINGLE],
                     g->ncells - grid_count_filled(g, puzzle));
    free(puzzle);
    free(sol);
    geom_free(g);
    /* a maximal k=4 pair from a peer needs guesses */
    puzzle = read_csv(DATA "/pairs/jaya-k4.csv", 2, &k);
    sol = read_csv(DATA "/pairs/jaya-k4.sol.csv", 2, &k);
    g = geom_new(k, 2);
    ladder_grade(g, puzzle, sol, &rep);
    assert_int_equal(rep.level, LEVEL_BEYOND);
    assert_true(rep.guesses > 0);
    assert_int_equal(rep.hardest, TECH_TRIAL);
    free(puzzle);
    free(sol);
    geom_free(g);
    assert_int_equal(level_from_name("hard"), LEVEL_HARD);
    assert_int_equal(level_from_name("search"), -1);
    assert_string_equal(level_name(LEVEL_FIENDISH), "fiendish");
}

/* The level a puzzle needs: the lowest whose rungs finish it. */
static int needs(const geom *g, const uint8_t *puzzle, uint8_t *work, grid_mask *cand)
{
    for (int l = LEVEL_EASY; l <= LEVEL_FIENDISH; l++) {
        memcpy(work, puzzle, (size_t)g->ncells);
        ladder_candidates(g, work, cand);
        if (ladder_solve(g, work, cand, (level_id)l, NULL) == 1)
            return l;
    }
    return LEVEL_BEYOND;
}

/* 1 when puzzle, with the cells of an orbit just emptied (count of them),
 * has a unit below the floor the generator keeps: a share of the mean of
 * its kind (half from 16x16 on, a third at 9x9), and at least one given. */
static int below_floor(const geom *g, const uint8_t *puzzle, const int *orbit, int count)
{
    int per = (g->k >= 4 ? 2 : 3) * g->ngrids * g->n;
    int floor = (grid_count_filled(g, puzzle) + per - 1) / per;
    if (floor < 1)
        floor = 1;
    for (int i = 0; i < count; i++)
        for (int u = 0; u < 3; u++) {
            const int *unit = g->units + (size_t)g->cell_units[orbit[i] * 3 + u] * g->n;
            int givens = 0;
            for (int j = 0; j < g->n; j++)
                givens += puzzle[unit[j]] != 0;
            if (givens < floor)
                return 1;
        }
    return 0;
}

static void check_level(int k, int level, uint64_t seed)
{
    geom *g = geom_new(k, 2);
    size_t nc = (size_t)g->ncells;
    uint8_t *puzzle = malloc(nc), *sol = malloc(nc), *work = malloc(nc);
    grid_mask *cand = malloc(sizeof *cand * nc);
    gen_stats st;
    assert_int_equal(gen_puzzle(g, &(gen_params){ seed, GEN_FAST, level, 0, KIND_SYM_DEFAULT }, NULL, NULL, puzzle,
                                sol, &st),
                     0);
    assert_true(agrees(g, puzzle, sol));
    /* solved by that level and not the one below */
    assert_int_equal(needs(g, puzzle, work, cand), level);
    assert_int_equal(st.level, level);
    memcpy(work, puzzle, nc);
    ladder_candidates(g, work, cand);
    assert_int_equal(ladder_solve(g, work, cand, (level_id)level, NULL), 1);
    assert_memory_equal(work, sol, nc);
    /* the givens have the level's symmetry (a half turn), and every orbit
     * of them is needed at that level, or its going would leave a row,
     * column or box with fewer givens than the generator keeps (the even
     * rule, so none is empty) */
    kind_symmetry sym = kind_symmetry_of((level_id)level, KIND_SYM_DEFAULT);
    assert_true(gen_is_symmetric(g, puzzle, sym));
    for (size_t cell = 0; cell < nc; cell++) {
        int orbit[4], count = gen_orbit(g, sym, (int)cell, orbit), vals[4];
        if (!puzzle[cell])
            continue;
        for (int i = 0; i < count; i++)
            vals[i] = puzzle[orbit[i]], puzzle[orbit[i]] = 0;
        int floor = below_floor(g, puzzle, orbit, count);
        memcpy(work, puzzle, nc);
        ladder_candidates(g, work, cand);
        if (!floor && ladder_solve(g, work, cand, (level_id)level, NULL) == 1)
            fail_msg("k=%d %s seed %llu: the givens at cell %zu are not needed", k,
                     level_name((level_id)level), (unsigned long long)seed, cell);
        for (int i = 0; i < count; i++)
            puzzle[orbit[i]] = (uint8_t)vals[i];
    }
    /* no row, column or box of either grid is empty */
    assert_int_equal(gen_empty_units(g, puzzle), 0);
    /* hints walk it to the same level and solution as grading */
    paths_agree("generated", g, puzzle, sol);
    free(cand);
    free(work);
    free(puzzle);
    free(sol);
    geom_free(g);
}

static void test_generated_levels(void **state)
{
    (void)state;
    for (int level = LEVEL_EASY; level <= LEVEL_FIENDISH; level++)
        for (uint64_t seed = 1; seed <= 3; seed++)
            check_level(3, level, seed);
    check_level(4, LEVEL_MEDIUM, 7);
    check_level(4, LEVEL_FIENDISH, 8);
    /* maximal ones too, whether the ladder finishes them or not */
    geom *g = geom_new(3, 2);
    uint8_t puzzle[162], sol[162];
    for (uint64_t seed = 1; seed <= 6; seed++) {
        assert_int_equal(gen_puzzle(g, &(gen_params){ seed, GEN_FAST, LEVEL_MAXIMAL, 0, KIND_SYM_DEFAULT }, NULL,
                                    NULL, puzzle, sol, NULL),
                         0);
        paths_agree("generated maximal", g, puzzle, sol);
    }
    geom_free(g);
}

static void test_level_names(void **state)
{
    (void)state;
    assert_int_equal(level_from_name("maximal"), LEVEL_MAXIMAL);
    assert_int_equal(level_from_name("easy"), LEVEL_EASY);
    assert_int_equal(level_from_name("impossible"), -1);
    /* graded levels are names, not something a player asks for */
    assert_int_equal(level_from_name("beyond fiendish"), -1);
    assert_int_equal(level_from_name("unknown"), -1);
    assert_string_equal(level_name(LEVEL_MAXIMAL), "maximal");
    assert_string_equal(level_name(LEVEL_MEDIUM), "medium");
    assert_string_equal(level_name(LEVEL_BEYOND), "beyond fiendish");
    assert_string_equal(level_name(LEVEL_SEVERAL), "several solutions");
    /* the one way a kind of game is named */
    char kind[64];
    assert_string_equal(level_kind_name(3, 2, LEVEL_EASY, kind, sizeof kind), "9x9 pair, easy");
    assert_string_equal(level_kind_name(4, 1, LEVEL_MAXIMAL, kind, sizeof kind),
                        "16x16 single, maximal");
    assert_string_equal(level_kind_name(5, 2, LEVEL_UNKNOWN, kind, sizeof kind),
                        "25x25 pair, unknown");
    assert_string_equal(level_kind_name(2, 1, LEVEL_NONE, kind, sizeof kind), "4x4 single");
    assert_string_equal(level_kind_name(3, 2, LEVEL_BEYOND, kind, 9), "9x9 pair");
    /* the level a game is named under: a rung's game by its grade, maximal
     * as made, a loaded puzzle by none */
    assert_int_equal(level_named(LEVEL_HARD, LEVEL_EASY), LEVEL_EASY);
    assert_int_equal(level_named(LEVEL_FIENDISH, LEVEL_MEDIUM), LEVEL_MEDIUM);
    assert_int_equal(level_named(LEVEL_MEDIUM, LEVEL_MEDIUM), LEVEL_MEDIUM);
    assert_int_equal(level_named(LEVEL_HARD, LEVEL_BEYOND), LEVEL_UNKNOWN);
    assert_int_equal(level_named(LEVEL_EASY, LEVEL_SEVERAL), LEVEL_UNKNOWN);
    assert_int_equal(level_named(LEVEL_MAXIMAL, LEVEL_EASY), LEVEL_MAXIMAL);
    assert_int_equal(level_named(LEVEL_UNKNOWN, LEVEL_HARD), LEVEL_UNKNOWN);
    assert_string_equal(level_short_text(LEVEL_HARD, LEVEL_EASY, kind, sizeof kind),
                        "found no hard puzzle; this one is easy");
    /* one name and one file number each; the numbers best-times files
     * written before the one level type still mean what they meant */
    for (int a = 0; a < LEVEL_COUNT; a++) {
        assert_int_equal(level_from_code(level_code((level_id)a)), a);
        for (int b = a + 1; b < LEVEL_COUNT; b++)
            assert_string_not_equal(level_name((level_id)a), level_name((level_id)b));
    }
    for (int l = LEVEL_EASY; l <= LEVEL_FIENDISH; l++)
        assert_int_equal(level_code((level_id)l), l);
    assert_int_equal(level_from_code(4), LEVEL_BEYOND);
    assert_int_equal(level_from_code(-1), LEVEL_MAXIMAL);
    assert_int_equal(level_from_code(-2), LEVEL_UNKNOWN);
    assert_int_equal(level_from_code(99), LEVEL_UNKNOWN);
    for (int t = 0; t < TECH_COUNT; t++) {
        assert_true(strlen(ladder_tech_name((ladder_tech)t)) > 0);
        assert_true(strlen(ladder_tech_explain((ladder_tech)t)) > 20);
    }
}

int run_ladder_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_naked_single),
        cmocka_unit_test(test_hidden_single_across_the_pair),
        cmocka_unit_test(test_pointing),
        cmocka_unit_test(test_claiming),
        cmocka_unit_test(test_naked_pair),
        cmocka_unit_test(test_hidden_pair),
        cmocka_unit_test(test_naked_triple),
        cmocka_unit_test(test_xwing),
        cmocka_unit_test(test_pair_chain),
        cmocka_unit_test(test_trial),
        cmocka_unit_test(test_sentences_of_singles),
        cmocka_unit_test(test_sentences_of_locked_sets_and_fish),
        cmocka_unit_test(test_sentences_of_chains_and_trials),
        cmocka_unit_test(test_sentences_at_every_size),
        cmocka_unit_test(test_sound_on_every_data_file),
        cmocka_unit_test(test_grade),
        cmocka_unit_test(test_generated_levels),
        cmocka_unit_test(test_level_names),
    };
    return cmocka_run_group_tests_name("ladder", tests, NULL, NULL);
}
