/* test_shape_life.c - kinds of any shape through everything the program
 * keeps, without a terminal: a game of boxes 2x3, of an X 9x9 and of an 8x8
 * single grid starts (life_open), is saved under its own id, resumed as
 * that kind, finished; its history line, best time and --stats row keep the
 * shape and the diagonals; the store keeps puzzles of the kind. */
#define _XOPEN_SOURCE 700
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "best.h"
#include "code.h"
#include "gen.h"
#include "history.h"
#include "life.h"
#include "save.h"
#include "saves.h"
#include "stats.h"
#include "store.h"
#include "util.h"

static char home[300];   /* XDG_DATA_HOME of these tests */
static char folder[300]; /* the save folder in it */

static int setup(void **state)
{
    (void)state;
    data_home_begin("shape-life-home", home, folder);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    return data_home_end();
}

static void fresh_folder(void)
{
    char cmd[700];
    save_release();
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", folder, folder);
    assert_int_equal(system(cmd), 0);
}

/* The kinds these tests play, their save ids, names and history shapes. */
static const struct {
    puzzle_kind kind;
    const char *id, *name, *shape;
} KINDS[] = {
    { { 2, 3, 2, 0, LEVEL_EASY, KIND_SYM_DEFAULT }, "k2x3-1", "6x6 pair, easy", "2x3" },
    { { 3, 3, 2, 1, LEVEL_MAXIMAL, KIND_SYM_DEFAULT }, "k3d-1", "X 9x9 pair, maximal", "3d" },
    { { 2, 4, 1, 0, LEVEL_MAXIMAL, KIND_SYM_DEFAULT }, "k2x4-single-1", "8x8 single, maximal",
      "2x4" },
};
#define NKINDS (sizeof KINDS / sizeof *KINDS)

/* A new game of kd, as the screens make one from life_open's spec. */
static game *made(const puzzle_kind *kd, uint8_t **sol)
{
    geom *g = kind_geom(kd);
    assert_non_null(g);
    uint8_t *puzzle = xmalloc((size_t)g->ncells);
    *sol = xmalloc((size_t)g->ncells);
    gen_stats st;
    gen_puzzle(g, &(gen_params){ 7, GEN_FAST, kd->level, 0, kd->symmetry }, NULL, NULL, puzzle,
               *sol, &st);
    char err[IO_ERRLEN];
    game *gm = game_new(g, puzzle, *sol, 1, 7, err);
    assert_non_null(gm);
    free(puzzle);
    return gm;
}

/* Starts, quits, resumes and finishes a game of each kind: the save's id
 * and its kind, the exit line, the finish, the history and best times. */
static void test_game_of_any_kind(void **state)
{
    (void)state;
    for (size_t i = 0; i < NKINDS; i++) {
        fresh_folder();
        const puzzle_kind *kd = &KINDS[i].kind;
        life lf;
        life_spec spec;
        char msg[LIFE_MSGLEN], line[LIFE_MSGLEN];
        int status;
        life_start how = { *kd, 0, 0, 1, NULL, NULL, NULL, 0, 0, NULL };
        assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_GENERATE);
        assert_true(kind_same(&spec.kind, kd));
        uint8_t *sol;
        life_begin(&lf, made(kd, &sol), kd->level);
        game_add_time(lf.gm, 61);
        assert_int_equal(life_quit(&lf, msg), 1);
        assert_string_equal(lf.id, KINDS[i].id);
        life_exit_line(&lf, line, sizeof line);
        char want[200];
        snprintf(want, sizeof want, "Saved %s (%s, 01:01 played).", KINDS[i].id, KINDS[i].name);
        assert_memory_equal(line, want, strlen(want));
        life_close(&lf);

        /* the save keeps the shape and the diagonals */
        int count;
        char err[IO_ERRLEN];
        saves_info *list = saves_list(&count, err);
        assert_int_equal(count, 1);
        if (!list[0].ok) fail_msg("%s", list[0].problem);
        assert_true(kind_same_shape(&list[0].kind, kd));
        free(list);

        /* resumed as the latest save of its kind; not by another kind */
        life_start other = how;
        other.new_game = 0;
        other.kind.diagonals = !kd->diagonals;
        assert_int_equal(life_open(&lf, &other, &spec, msg, &status), LIFE_GENERATE);
        life_close(&lf);
        life_start again = how;
        again.new_game = 0;
        again.kind.level = LEVEL_MAXIMAL; /* any level */
        assert_int_equal(life_open(&lf, &again, &spec, msg, &status), LIFE_READY);
        assert_string_equal(lf.id, KINDS[i].id);
        const geom *g = game_view(lf.gm).g;
        assert_int_equal(g->box_rows, kd->box_rows);
        assert_int_equal(g->box_cols, kd->box_cols);
        assert_int_equal(g->diagonals, kd->diagonals);
        assert_int_equal(g->ngrids, kd->ngrids);

        /* finished by hand: the history line and the best time keep the kind */
        game_state st = game_view(lf.gm);
        for (int cell = 0; cell < g->ncells; cell++)
            if (!st.givens[cell])
                game_place(lf.gm, cell, sol[cell]);
        assert_int_equal(life_after_move(&lf, msg), LIFE_FINISHED);
        life_finish_line(&lf, 0, line, sizeof line);
        snprintf(want, sizeof want, "Solved %s, in 01:01 by hand - best", KINDS[i].name);
        assert_string_equal(line, want);
        life_close(&lf);
        char path[KEEP_PATHLEN];
        assert_null(history_path(path, err));
        char *text = read_text(path);
        snprintf(want, sizeof want, " %s %d ", KINDS[i].shape, kd->ngrids);
        assert_non_null(strstr(text, want));
        free(text);
        history_list h;
        assert_int_equal(history_read(path, &h, err), KEEP_OK);
        assert_int_equal(h.n, 1);
        assert_true(kind_same_shape(&h.e[0].kind, kd));
        history_free(&h);
        assert_null(best_path(path, err));
        assert_true(best_get(path, kd, kd->level) == 61);
        puzzle_kind square = kind_square(3, kd->ngrids, LEVEL_UNKNOWN, KIND_SYM_DEFAULT);
        assert_true(best_get(path, &square, kd->level) < 0);
        free(sol);
    }
    fresh_folder();
}

/* --stats: each kind its own row, named by its size ("6x6", "X 9x9"); the
 * filter by shape and by the diagonals. */
static void test_stats_rows_of_shapes(void **state)
{
    (void)state;
    history_list h = { NULL, 0 };
    char err[IO_ERRLEN];
    /* entries of three kinds, each with a code of its own kind */
    static const puzzle_kind SHAPES[] = { KIND_SQUARE(3, 2, LEVEL_UNKNOWN, KIND_SYM_DEFAULT),
                                          { 2, 3, 2, 0, LEVEL_UNKNOWN, KIND_SYM_DEFAULT },
                                          { 3, 3, 2, 1, LEVEL_UNKNOWN, KIND_SYM_DEFAULT } };
    char lines[3000] = "";
    for (int i = 0; i < 3; i++) {
        history_entry e;
        memset(&e, 0, sizeof e);
        e.date = (daily_date){ 2026, 1, 2 + i };
        e.kind = SHAPES[i];
        e.level = 0;
        e.seconds = 100 + i;
        e.end = HIST_HAND;
        geom *g = kind_geom(&SHAPES[i]);
        uint8_t *vals = xcalloc((size_t)g->ncells, 1);
        e.code = code_encode(g, vals);
        char *one;
        size_t len;
        FILE *f = open_memstream(&one, &len);
        assert_int_equal(history_write_line(f, &e), 0);
        fclose(f);
        strcat(lines, one);
        free(one);
        free(e.code);
        free(vals);
        geom_free(g);
    }
    assert_null(history_parse("h", lines, strlen(lines), time(NULL), &h, err));
    assert_int_equal(h.n, 3);
    stats_filter all = STATS_ALL;
    stats_row *rows;
    assert_int_equal(stats_rows(&h, &all, &rows), 3);
    /* 6x6 before 9x9, X 9x9 after 9x9 */
    char line[200];
    char head[200];
    stats_format_row(NULL, head, sizeof head);
    assert_true(strlen(head) < 80);
    stats_format_row(&rows[0], line, sizeof line);
    assert_memory_equal(line, "6x6           pair", 18);
    stats_format_row(&rows[1], line, sizeof line);
    assert_memory_equal(line, "9x9           pair", 18);
    stats_format_row(&rows[2], line, sizeof line);
    assert_memory_equal(line, "X 9x9         pair", 18);
    assert_int_equal(strlen(line), strlen(head)); /* the columns under their heads */
    /* the longest sizes keep the columns too */
    stats_row wide = rows[2];
    wide.kind.box_rows = 2, wide.kind.box_cols = 6;
    stats_format_row(&wide, line, sizeof line);
    assert_memory_equal(line, "X 12x12 2x6   pair", 18);
    assert_int_equal(strlen(line), strlen(head));
    free(rows);
    stats_filter x = { 0, 0, STATS_ANY_LEVEL, 0, 1 }, boxes = { 2, 0, STATS_ANY_LEVEL, 3, 0 },
                 nine = { 3, 0, STATS_ANY_LEVEL, 0, 0 };
    assert_int_equal(stats_rows(&h, &x, &rows), 1);
    assert_int_equal(rows[0].kind.diagonals, 1);
    free(rows);
    assert_int_equal(stats_rows(&h, &boxes, &rows), 1);
    assert_int_equal(rows[0].kind.box_cols, 3);
    free(rows);
    assert_int_equal(stats_rows(&h, &nine, &rows), 2); /* 9x9 with and without diagonals */
    free(rows);
    history_free(&h);
}

/* The store keeps puzzles of a kind of any shape in a file of its own. */
static void test_store_keeps_the_shape(void **state)
{
    (void)state;
    char cache[400], *old;
    snprintf(cache, sizeof cache, "%s/cache", home);
    old = env_swap("XDG_CACHE_HOME", cache);
    for (size_t i = 0; i < NKINDS; i++) {
        const puzzle_kind *kd = &KINDS[i].kind;
        uint8_t *sol;
        game *gm = made(kd, &sol);
        game_state st = game_view(gm);
        assert_int_equal(store_put(kd, 7, st.givens, sol, 1.5), 1);
        assert_int_equal(store_count(kd), 1);
        puzzle_kind square = *kd;
        square.box_cols = square.box_rows;
        square.diagonals = 0;
        assert_int_equal(store_count(&square), 0);
        uint8_t *p = xmalloc((size_t)st.g->ncells), *s = xmalloc((size_t)st.g->ncells);
        uint64_t seed;
        assert_int_equal(store_take(kd, NULL, p, s, &seed), 1);
        assert_int_equal(seed, 7);
        assert_memory_equal(p, st.givens, (size_t)st.g->ncells);
        assert_memory_equal(s, sol, (size_t)st.g->ncells);
        free(p);
        free(s);
        free(sol);
        game_free(gm);
    }
    env_restore("XDG_CACHE_HOME", old);
}

int run_shape_life_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_game_of_any_kind),
        cmocka_unit_test(test_stats_rows_of_shapes),
        cmocka_unit_test(test_store_keeps_the_shape),
    };
    return cmocka_run_group_tests_name("shape_life", tests, setup, teardown);
}
