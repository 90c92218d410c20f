/* test_save.c - saved games (savefile.h, save.h, saves.h) and files written
 * in place of others (keep_write): the save format and its strict
 * reader, ids, resuming, claims, moving aside, and the command line's file
 * writing. */
#define _XOPEN_SOURCE 700
#include "testlib.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <sys/resource.h>
#include <fcntl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "game.h"
#include "life.h"
#include "gen.h"
#include "io.h"
#include "keep.h"
#include "keep_tests.h"
#include "save.h"
#include "savefile.h"
#include "saves.h"
#include "util.h"

/* The patterns saves_resume looks for: a 4x4 or a 9x9 pair, of any level. */
static const puzzle_kind K2_PAIR = KIND_SQUARE(2, 2, LEVEL_UNKNOWN, KIND_SYM_DEFAULT),
                         K3_PAIR = KIND_SQUARE(3, 2, LEVEL_UNKNOWN, KIND_SYM_DEFAULT);

static char home[300];   /* XDG_DATA_HOME of these tests */
static char folder[300]; /* the save folder in it */

static int setup(void **state)
{
    (void)state;
    data_home_begin("save-home", home, folder);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    return data_home_end();
}

/* An empty save folder for a test. */
static void fresh_folder(void)
{
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf %s && mkdir -p %s", folder, folder);
    assert_int_equal(system(cmd), 0);
}

/* The save text of gm (free it). */
static char *format(const game *gm)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    assert_non_null(f);
    assert_int_equal(savefile_write(gm, f), 0);
    fclose(f);
    return text;
}

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    assert_int_equal(fclose(f), 0);
}

static void assert_same_state(const game *a, const game *b)
{
    game_state x = game_view(a), y = game_view(b);
    size_t nc = (size_t)x.g->ncells;
    assert_int_equal(x.g->k, y.g->k);
    assert_int_equal(x.g->ngrids, y.g->ngrids);
    assert_memory_equal(x.givens, y.givens, nc);
    assert_memory_equal(x.vals, y.vals, nc);
    assert_memory_equal(x.notes, y.notes, nc * sizeof *x.notes);
    assert_int_equal(x.by_computer, y.by_computer);
}

/* The undo history travels with the save: after a resume, undo and redo
 * do what they did before ("Nothing to undo" after a resume, before). */
static void test_round_trip_with_history(void **state)
{
    (void)state;
    game *gm = k2_game(NULL);
    int cell = first_empty(gm);
    game_place(gm, cell, 2);
    game_place(gm, cell, 4);
    game_toggle_note(gm, first_empty(gm), 3);
    game_solve(gm);
    game_undo(gm); /* one move undone: redo must bring the solution back */
    game_add_time(gm, 12.5);
    char *text = format(gm);
    static const char head[] = "sudokupair-tui save 5\nbox 2x2\ngrids 2\ndiagonals 0\nseed 5\n"
                               "elapsed 12.5\n";
    assert_true(strncmp(text, head, sizeof head - 1) == 0);
    /* one short line a move: a cell and a value, a note, the solve's cells */
    assert_non_null(strstr(text, "\nhistory 4 3\np 0 2\np 0 4\nn 1 3\ns "));
    char err[IO_ERRLEN];
    game *back;
    if (savefile_read("s.save", text, strlen(text), &back, err))
        fail_msg("%s", err);
    assert_same_state(gm, back);
    assert_true(game_view(back).elapsed == 12.5);
    assert_true(game_view(back).has_seed && game_view(back).seed == 5);
    /* the same history: redo, then undo all the way, in step */
    assert_true(game_redo(back) && game_redo(gm));
    assert_same_state(gm, back);
    assert_true(game_view(back).by_computer);
    for (int i = 0; i < 4; i++) {
        assert_true(game_undo(back));
        assert_true(game_undo(gm));
        assert_same_state(gm, back);
    }
    assert_false(game_undo(back));
    /* what it writes does not depend on the locale's decimal point */
    if (setlocale(LC_NUMERIC, "de_DE.UTF-8") || setlocale(LC_NUMERIC, "fr_FR.UTF-8")) {
        char *local = format(gm);
        assert_non_null(strstr(local, "\nelapsed 12.5\n"));
        free(local);
        setlocale(LC_NUMERIC, "C");
    }
    /* and what a resumed game writes reads back the same, history and all */
    char *again = format(back);
    game *third;
    if (savefile_read("t.save", again, strlen(again), &third, err))
        fail_msg("%s", err);
    assert_same_state(back, third);
    assert_true(game_redo(third) && game_redo(back));
    assert_same_state(back, third);
    game_free(third);
    game_free(back);
    free(again);
    free(text);
    game_free(gm);
}

/* A game of box size k from the data (jaya-kK, k2: udit-test1), with its
 * solution given. */
static game *data_game(int k)
{
    char p[128], s[128];
    if (k == 2)
        return k2_game(NULL);
    snprintf(p, sizeof p, DATA "/pairs/jaya-k%d.csv", k);
    snprintf(s, sizeof s, DATA "/pairs/jaya-k%d.sol.csv", k);
    int kk;
    uint8_t *puzzle = read_csv(p, 2, &kk), *sol = read_csv(s, 2, &kk);
    char err[IO_ERRLEN];
    game *gm = game_new(geom_new(kk, 2), puzzle, sol, 1, 40 + (uint64_t)k, err);
    assert_non_null(gm);
    free(puzzle);
    free(sol);
    return gm;
}

/* The same state, history and record; the same text written again. */
static void assert_same_game(const game *a, const game *b)
{
    assert_same_state(a, b);
    game_state x = game_view(a), y = game_view(b);
    assert_true(x.elapsed - y.elapsed < 0.051 && y.elapsed - x.elapsed < 0.051);
    assert_int_equal(x.level, y.level);
    assert_int_equal(x.has_seed, y.has_seed);
    assert_true(x.seed == y.seed);
    game_record r = game_get_record(a), s = game_get_record(b);
    assert_memory_equal(&r, &s, sizeof r);
    int na, da, nb, db;
    const game_move *ma = game_history(a, &na, &da), *mb = game_history(b, &nb, &db);
    assert_int_equal(na, nb);
    assert_int_equal(da, db);
    for (int i = 0; i < na; i++) {
        assert_int_equal(ma[i].kind, mb[i].kind);
        assert_int_equal(ma[i].count, mb[i].count);
        assert_int_equal(ma[i].old_by_computer, mb[i].old_by_computer);
        assert_int_equal(ma[i].new_by_computer, mb[i].new_by_computer);
        if (ma[i].kind == MK_PLACE || ma[i].kind == MK_NOTE) {
            assert_int_equal(ma[i].cell, mb[i].cell);
            assert_int_equal(ma[i].value, mb[i].value);
        }
        for (int c = 0; c < ma[i].count; c++) {
            const game_change *p = &ma[i].changes[c], *q = &mb[i].changes[c];
            assert_int_equal(p->cell, q->cell);
            assert_int_equal(p->old_v, q->old_v);
            assert_int_equal(p->new_v, q->new_v);
            assert_true(p->old_notes == q->old_notes && p->new_notes == q->new_notes);
        }
    }
    char *ta = format(a), *tb = format(b);
    assert_string_equal(ta, tb);
    free(ta);
    free(tb);
}

/* The bookmark is kept in the save (version 4; issue 19 item 14): going back
 * to it after a resume undoes what followed it. A bookmark beyond the
 * history, or not a number, is refused at its line; an older save has none. */
static void test_bookmark_kept(void **state)
{
    (void)state;
    game *gm = k2_game(NULL);
    int cell = first_empty(gm);
    game_place(gm, cell, 2);
    game_set_mark(gm);
    game_place(gm, cell, 4);
    game_toggle_note(gm, first_empty(gm), 3);
    char *text = format(gm), err[IO_ERRLEN];
    char *at = strstr(text, "\nbookmark 1\n");
    assert_non_null(at);
    game *back;
    if (savefile_read("b.save", text, strlen(text), &back, err))
        fail_msg("%s", err);
    assert_int_equal(game_mark(back), 1);
    int moves;
    assert_int_equal(game_to_mark(back, &moves), 1);
    assert_int_equal(moves, 2);
    assert_int_equal(game_view(back).vals[cell], 2);
    game_free(back);
    /* the line the bookmark is on, for the messages below */
    int line = 2;
    for (const char *p = text; p < at; p++)
        line += *p == '\n';
    char want[120];
    at[10] = '9';
    snprintf(want, sizeof want, "b.save:%d:10: the bookmark is after move 9, but the history has 3 moves", line);
    assert_non_null(savefile_read("b.save", text, strlen(text), &back, err));
    assert_string_equal(err, want);
    at[10] = 'x';
    snprintf(want, sizeof want, "b.save:%d:10: expected 'none' or the moves done at the bookmark after 'bookmark', found 'x'", line);
    assert_non_null(savefile_read("b.save", text, strlen(text), &back, err));
    assert_string_equal(err, want);
    /* none: written and read as none */
    while (game_undo(gm))
        ;
    game_place(gm, cell, 3); /* the move the mark stood after went: so did the mark */
    assert_int_equal(game_mark(gm), -1);
    free(text);
    text = format(gm);
    assert_non_null(strstr(text, "\nbookmark none\n"));
    if (savefile_read("b.save", text, strlen(text), &back, err))
        fail_msg("%s", err);
    assert_int_equal(game_mark(back), -1);
    assert_int_equal(game_to_mark(back, &moves), 0);
    game_free(back);
    free(text);
    game_free(gm);
}

/* game -> save text -> savefile_read: the identical game, after every few
 * moves of a random sequence (placements, clears, notes, the candidates,
 * hints, checks, the computer's solve, undo, redo, restart), at k = 2..5.
 * The computer's help is a fact of the record: an entry changed after a
 * solve leaves a readable save (reproducer 1). The sequences are fixed
 * (seeded), so the test is the same every run. */
static void test_round_trip_property(void **state)
{
    (void)state;
    for (int k = 2; k <= 5; k++) {
        game *gm = data_game(k);
        game_set_level_asked(gm, k == 5 ? LEVEL_MAXIMAL : (level_id)(k - 2));
        const geom *g = game_view(gm).g;
        uint64_t r = 0x9e3779b97f4a7c15ULL * (uint64_t)k;
        int steps = k <= 3 ? 400 : 160;
        for (int step = 1; step <= steps; step++) {
            r = r * 6364136223846793005ULL + 1442695040888963407ULL;
            unsigned x = (unsigned)(r >> 33);
            int cell = (int)(x % (unsigned)g->ncells), v = 1 + (int)((x >> 12) % (unsigned)g->n);
            switch (x % 23) {
            case 0: game_solve(gm); break;
            case 1: game_restart(gm); break;
            case 2: game_fill_candidates(gm, x & 0x200000 ? CAND_KEEP : CAND_ALL); break;
            case 3: if (k <= 4) game_do_hint(gm); break;
            case 22: if (x & 0x100000) game_set_mark(gm); else game_to_mark(gm, &(int){0}); break;
            case 4: game_check(gm); break;
            case 5: case 6: case 7: game_undo(gm); break;
            case 8: case 9: game_redo(gm); break;
            case 10: game_place(gm, cell, 0); break;
            case 11: case 12: case 13: game_toggle_note(gm, cell, v); break;
            default: game_place(gm, cell, v); break;
            }
            game_add_time(gm, 0.7);
            game_note_cursor(gm, cell);
            if (step % 20 == 0 || step == steps) {
                char *text = format(gm), err[IO_ERRLEN];
                game *back;
                if (savefile_read("p.save", text, strlen(text), &back, err))
                    fail_msg("k=%d step %d: %s", k, step, err);
                assert_same_game(gm, back);
                game_free(back);
                free(text);
            }
        }
        /* the oldest history dropped: the rest starts from where it left */
        int count, done;
        game_history(gm, &count, &done);
        game_drop_history(gm, done / 2, 1);
        char *text = format(gm), err[IO_ERRLEN];
        game *back;
        if (done / 2 > 0)
            assert_non_null(strstr(text, "\nbase "));
        if (savefile_read("p.save", text, strlen(text), &back, err))
            fail_msg("k=%d after dropping: %s", k, err);
        assert_same_game(gm, back);
        while (game_undo(back))
            assert_true(game_undo(gm));
        assert_false(game_undo(gm));
        assert_same_state(gm, back);
        game_free(back);
        free(text);
        game_free(gm);
    }
}

/* A 25x25 pair with 10,000 moves stays well under the reader's limit, and so
 * do 250 rounds of candidates and restart (reproducer 3: 6.1 MB before). When
 * the history would still not fit, its oldest moves go (savefile_fit), never the
 * game. */
static void test_history_stays_small(void **state)
{
    (void)state;
    game *gm = data_game(5);
    const geom *g = game_view(gm).g;
    for (int i = 0; i < 250; i++) {
        assert_int_equal(game_fill_candidates(gm, i % 2 ? CAND_KEEP : CAND_ALL), MOVE_DONE);
        assert_int_equal(game_restart(gm), MOVE_DONE);
    }
    char *text = format(gm);
    size_t len = strlen(text);
    assert_true(len < 100000);
    free(text);
    int made = 0;
    for (int i = 0; made < 10000; i++) {
        int cell = (int)((long)i * 7919 % g->ncells), v = 1 + (i + i / g->ncells) % g->n;
        made += game_place(gm, cell, v) == MOVE_DONE;
    }
    text = format(gm);
    len = strlen(text);
    print_message("a 25x25 pair with %d moves: a save of %zu bytes\n", 10500, len);
    assert_true(len < (size_t)IO_MAX_FILE / 20);
    assert_int_equal(savefile_fit(gm), 0);
    free(text);
    /* a solve of every cell after each restart: too much, the oldest goes */
    for (int i = 0; i < 500; i++) {
        game_restart(gm);
        game_solve(gm);
    }
    int dropped = savefile_fit(gm);
    assert_true(dropped > 0);
    text = format(gm);
    len = strlen(text);
    assert_true(len <= (size_t)SAVEFILE_BUDGET);
    char err[IO_ERRLEN];
    game *back;
    if (savefile_read("big.save", text, len, &back, err))
        fail_msg("%s", err);
    assert_same_game(gm, back);
    game_free(back);
    free(text);
    game_free(gm);
}

/* The computer's solve, then an entry cleared: the grids are the player's
 * again, and the save reads back (reproducer 1: it was refused). */
static void test_edit_after_solve(void **state)
{
    (void)state;
    game *gm = k2_game(NULL);
    int cell = first_empty(gm);
    assert_int_equal(game_solve(gm), MOVE_DONE);
    assert_true(game_view(gm).by_computer);
    assert_int_equal(game_get_record(gm).computer_move, 1);
    assert_int_equal(game_place(gm, cell, 0), MOVE_DONE);
    assert_false(game_view(gm).by_computer);
    char *text = format(gm), err[IO_ERRLEN];
    assert_non_null(strstr(text, "\ncomputer 0\n"));
    assert_non_null(strstr(text, "\nsolved-at 1\n"));
    game *back;
    if (savefile_read("s.save", text, strlen(text), &back, err))
        fail_msg("%s", err);
    assert_same_game(gm, back);
    assert_true(game_undo(back)); /* the clear taken back: the computer's again */
    assert_true(game_view(back).by_computer);
    assert_true(game_helped(back));
    game_free(back);
    free(text);
    game_free(gm);
}

/* Saves of version 1 (no history, named kK.save) still load. */
static void test_old_saves_load(void **state)
{
    (void)state;
    char *text = read_text("tests/fuzz/save/good-k2.save");
    assert_non_null(strstr(text, "sudokupair-tui save 1\n"));
    char err[IO_ERRLEN];
    game *gm;
    if (savefile_read("k2.save", text, strlen(text), &gm, err))
        fail_msg("%s", err);
    game_state st = game_view(gm);
    assert_int_equal(st.g->k, 2);
    assert_int_equal(st.vals[0], 4);
    assert_true(st.elapsed == 12.5);
    assert_int_equal(st.notes[31], 0xf);
    assert_false(game_undo(gm)); /* no history in version 1 */
    /* the old file in the folder resumes with the id k2 */
    fresh_folder();
    char path[600], id[SAVE_IDLEN], note[IO_ERRLEN];
    snprintf(path, sizeof path, "%s/k2.save", folder);
    write_text(path, text);
    game *resumed;
    assert_int_equal(saves_resume(&K2_PAIR, 1, &resumed, id, note), 1);
    assert_string_equal(id, "k2");
    assert_string_equal(note, "");
    assert_same_state(gm, resumed);
    /* saved again, it is written in the new format under the same name */
    assert_null(save_store(resumed, id, err));
    char *now = read_text(path);
    assert_true(strncmp(now, "sudokupair-tui save 5\n", 22) == 0);
    free(now);
    assert_int_equal(save_forget(id), 0);
    assert_int_not_equal(access(path, F_OK), 0);
    game_free(resumed);
    game_free(gm);
    free(text);
}

/* A save that an earlier version wrote for a rung its puzzle does not reach
 * ("level hard", "graded easy": a 4x4 made for hard) is named by the level it
 * has: easy when read, resumed, listed and written again; a maximal one
 * stays maximal. */
static void test_named_by_its_grade(void **state)
{
    (void)state;
    game *gm = k2_game(NULL); /* graded easy */
    game_set_level_asked(gm, LEVEL_MAXIMAL);
    char *text = format(gm), *at = strstr(text, "level maximal\ngraded easy\n");
    assert_non_null(at);
    char *old = xmalloc(strlen(text) + 8);
    snprintf(old, strlen(text) + 8, "%.*slevel hard\n%s", (int)(at - text), text,
             at + strlen("level maximal\n"));
    char err[IO_ERRLEN];
    savefile_data d;
    assert_null(savefile_parse("s.save", old, strlen(old), &d, err));
    assert_int_equal(d.rec.level_asked, LEVEL_EASY);
    savefile_data_free(&d);
    game *read;
    assert_null(savefile_read("s.save", old, strlen(old), &read, err));
    assert_int_equal(game_get_record(read).level_asked, LEVEL_EASY);
    char *again = format(read);
    assert_non_null(strstr(again, "\nlevel easy\ngraded easy\n"));
    free(again);
    game_free(read);
    /* the maximal one as written */
    assert_null(savefile_read("s.save", text, strlen(text), &read, err));
    assert_int_equal(game_get_record(read).level_asked, LEVEL_MAXIMAL);
    game_free(read);
    /* --list-saves names it so too */
    fresh_folder();
    char path[600], cmd[1400], *out;
    snprintf(path, sizeof path, "%s/k2-1.save", folder);
    write_text(path, old);
    snprintf(cmd, sizeof cmd, "env XDG_DATA_HOME=%s %s --list-saves", home, bin_path());
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    if (!strstr(out, "  4x4 pair, easy  "))
        fail_msg("%s", out);
    free(out);
    fresh_folder();
    free(old);
    free(text);
    game_free(gm);
}

/* A save text with one line replaced: the good k=2 save of version 1, with
 * line `line` (1-based) replaced by `with` (NULL: kept), plus `tail`. */
static char *edited(int line, const char *with, const char *tail)
{
    char *text = read_text("tests/fuzz/save/good-k2.save");
    size_t cap = strlen(text) + 256;
    char *out = xmalloc(cap);
    out[0] = '\0';
    int n = 1;
    for (char *p = text; *p; n++) {
        char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (n == line)
            strcat(out, with);
        else
            strncat(out, p, len);
        strcat(out, "\n");
        p += len + (end != NULL);
    }
    strcat(out, tail);
    free(text);
    return out;
}

static void expect_refused(char *text, const char *message)
{
    char err[IO_ERRLEN];
    game *gm = NULL;
    savefile_data d;
    const char *msg = savefile_parse("s.save", text, strlen(text), &d, err);
    if (!msg) {
        savefile_data_free(&d);
        msg = savefile_read("s.save", text, strlen(text), &gm, err);
    }
    if (!msg)
        fail_msg("accepted, but should be refused with '%s':\n%s", message, text);
    assert_null(gm);
    if (!strstr(err, message))
        fail_msg("'%s' lacks '%s'", err, message);
    free(text);
}

/* What the old reader accepted and must not; the messages that were unclear. */
static void test_strict_reader(void **state)
{
    (void)state;
    expect_refused(edited(2, "k 2junk", ""), "s.save:2:3: expected a box size from 2 to 5 after 'k', found '2junk'");
    expect_refused(edited(2, "k +2", ""), "s.save:2:3: expected a box size");
    expect_refused(edited(2, "k\t2", ""), "s.save:2:1: expected 'k'");
    expect_refused(edited(9, "+2,0,0,0", ""), "s.save:9:1: expected a number from 0 to 4, found '+2'");
    expect_refused(edited(9, "2,\t0,0,0", ""), "s.save:9:3: expected a number from 0 to 4");
    expect_refused(edited(9, "2 ,0,0,0", ""), "s.save:9:1: expected a number from 0 to 4, found '2 '");
    expect_refused(edited(26, "0x3,6,0,0", ""), "s.save:26:1: expected notes as a hexadecimal number up to f, found '0x3'");
    expect_refused(edited(5, "elapsed 0x10", ""), "s.save:5:1: expected 'elapsed' and seconds");
    expect_refused(edited(5, "elapsed 1e3", ""), "s.save:5:1: expected 'elapsed' and seconds");
    expect_refused(edited(5, "elapsed -1", ""), "s.save:5:1: expected 'elapsed' and seconds");
    expect_refused(edited(0, "", "junk\n"), "s.save:35:1: expected nothing after 'end'");
    expect_refused(edited(0, "", "\n  \nend\n"), "s.save:37:1: expected nothing after 'end'");
    expect_refused(edited(6, "computer 1", ""), "s.save:6:10: 'computer 1' says the entries are the computer's solution, but they do not solve the grids");
    expect_refused(edited(4, "seed -7", ""), "s.save:4:6: expected a seed");
    expect_refused(edited(4, "seed 18446744073709551616", ""), "s.save:4:6: expected a seed");
    /* every number out of its range says what was found, below it as above */
    expect_refused(edited(4, "seed -7", ""), "s.save:4:6: expected a seed from 0 to 2^64-1 after 'seed', found '-7'");
    expect_refused(edited(2, "k 1", ""), "s.save:2:3: expected a box size from 2 to 5 after 'k', found '1'");
    expect_refused(edited(3, "grids 0", ""), "s.save:3:7: expected 1 or 2 after 'grids', found '0'");
    /* an optional line is known by its key, whatever follows it */
    expect_refused(edited(4, "seed7", ""), "s.save:4:1: expected 'seed' and a seed from 0 to 2^64-1");
    expect_refused(xstrdup("sudokupair-tui save 1\nk 2\ngrids 2\n"),
                   "s.save:4:1: expected 'elapsed' and seconds (digits, maybe a '.' and more), found the end of the file");
    /* a value that differs from its given is named where it is */
    expect_refused(edited(17, "4,0,0,2", ""), "s.save:17:7: the value 2 differs from its given 1 (grid A, row 1, column 4)");
    /* a huge version number is shown as written */
    expect_refused(edited(1, "sudokupair-tui save 99999999999", ""),
                   "s.save:1:21: save version 99999999999, but this program reads versions 1 to 5");
    expect_refused(edited(1, "sudokupair-tui save 6", ""), "save version 6, but");
    /* an empty save is at line 1, not 0 */
    expect_refused(xstrdup(""), "s.save:1:1: an empty file, not a sudokupair-tui save file");
    expect_refused(xstrdup("hello\n"), "s.save:1:1: not a sudokupair-tui save file");
    expect_refused(xstrdup("sudokupair-tui save 1\nk 7\n"), "s.save:2:3: expected a box size from 2 to 5");
    expect_refused(xstrdup("sudokupair-tui save 1\nk 6\n"), "s.save:2:3: expected a box size from 2 to 5");
    expect_refused(edited(9, "1,2", ""), "s.save:9:4: expected ',' and 4 values in a row");
    expect_refused(xstrdup("sudokupair-tui save 1\nk 2\ngrids 2\nelapsed 1\ncomputer 0\ngivens\n"
                           "0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n"
                           "values\n0,0,0,0\n"),
                   "s.save:17:1: expected 8 rows, found the end of the file");
    /* a puzzle without a solution */
    expect_refused(xstrdup("sudokupair-tui save 1\nk 2\ngrids 2\nelapsed 1\ncomputer 0\ngivens\n"
                           "1,1,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n"
                           "values\n1,1,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n"
                           "notes\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,0\n"
                           "end\n"),
                   "s.save: the saved puzzle: this puzzle has no solution");
    /* CRLF line ends and blank lines after end are fine */
    char *crlf = edited(0, "", "\n \n");
    char err[IO_ERRLEN];
    game *gm;
    if (savefile_read("s.save", crlf, strlen(crlf), &gm, err))
        fail_msg("%s", err);
    game_free(gm);
    free(crlf);
}

/* The undo history must lead to the saved entries, and never touch a given. */
static void test_history_checked(void **state)
{
    (void)state;
    game *gm = k2_game(NULL);
    int cell = first_empty(gm);
    game_place(gm, cell, 4);
    char *text = format(gm);
    /* the move claims another value than the entries hold */
    char *p = strstr(text, "values\n4");
    assert_non_null(p);
    char *bad = xstrdup(text);
    bad[p - text + 7] = '3';
    expect_refused(bad, "the undo history does not lead to the saved entries");
    /* a change to a given (cell 3 is one) */
    bad = xstrdup(text);
    char *m = strstr(bad, "\np 0 4\n");
    assert_non_null(m);
    m[3] = '3';
    expect_refused(bad, "s.save:44:1: the undo history: a change to a given (grid A, row 1, column 4)");
    /* more moves done than there are */
    bad = xstrdup(text);
    m = strstr(bad, "history 1 1");
    assert_non_null(m);
    m[10] = '2';
    expect_refused(bad, "s.save:43:1: expected 'history', the number of moves and how many");
    /* a value beyond the grid, a kind that is none, a move that changes nothing */
    bad = xstrdup(text);
    m = strstr(bad, "\np 0 4\n");
    m[5] = '5';
    expect_refused(bad, "s.save:44:5: expected a value from 0 to 4");
    bad = xstrdup(text);
    m = strstr(bad, "\np 0 4\n");
    m[1] = 'q';
    expect_refused(bad, "s.save:44:1: expected a move: p (place)");
    free(text);
    game_free(gm);
    /* a version 2 history (one line of changes a move) is still checked */
    text = read_text("tests/fuzz/save/good-k2-v2.save");
    m = strstr(text, "move 0 0 0:0:4:0:0");
    assert_non_null(m);
    m[9] = '3';
    expect_refused(text, "the undo history: a change to a given (grid A, row 1, column 4)");
}

/* The geometry of a loaded game is the save's: a k=2 save named k3.save
 * is a k=2 game (it crashed with a heap overflow when played as k=3). */
static void test_geometry_from_the_save(void **state)
{
    (void)state;
    fresh_folder();
    game *gm = k2_game(NULL);
    game_place(gm, first_empty(gm), 4);
    char id[SAVE_IDLEN] = "", err[IO_ERRLEN], note[IO_ERRLEN];
    assert_null(save_store(gm, id, err));
    assert_string_equal(id, "k2-1");
    char from[600], to[600];
    snprintf(from, sizeof from, "%s/k2-1.save", folder);
    snprintf(to, sizeof to, "%s/k3.save", folder);
    assert_int_equal(rename(from, to), 0);
    save_forget(id); /* lets go of the claim */
    game *back;
    assert_int_equal(save_load("k3", &back, err), SAVE_OK);
    assert_int_equal(game_view(back).g->k, 2);
    assert_int_equal(game_view(back).g->ncells, 32);
    game_free(back);
    /* and a start at k=3 does not resume it, at k=2 it does */
    save_forget("");
    assert_int_equal(saves_resume(&K3_PAIR, 1, &back, id, note), 0);
    assert_int_equal(saves_resume(&K2_PAIR, 1, &back, id, note), 1);
    assert_string_equal(id, "k3");
    game_free(back);
    game_free(gm);
}

/* Each game has its own save; forgetting one leaves the others. */
static void test_ids_and_forget(void **state)
{
    (void)state;
    fresh_folder();
    game *a = k2_game(NULL), *b = k2_game(NULL);
    game_place(a, first_empty(a), 4);
    game_place(b, first_empty(b), 1);
    char ida[SAVE_IDLEN] = "", idb[SAVE_IDLEN] = "", err[IO_ERRLEN];
    assert_null(save_store(a, ida, err));
    assert_null(save_store(b, idb, err));
    assert_string_equal(ida, "k2-1");
    assert_string_equal(idb, "k2-2");
    /* saved again under its id, a game replaces only its own save */
    game_place(a, first_empty(a), 3);
    assert_null(save_store(a, ida, err));
    int count;
    saves_info *list = saves_list(&count, err);
    assert_non_null(list);
    assert_int_equal(count, 2);
    for (int i = 0; i < count; i++) {
        assert_true(list[i].ok);
        assert_int_equal(kind_k(&list[i].kind), 2);
        assert_int_equal(list[i].open_cells, 32 - 5 - (strcmp(list[i].id, "k2-1") == 0 ? 2 : 1));
    }
    free(list);
    /* the game finished or given up: only its save goes */
    assert_int_equal(save_forget(ida), 0);
    list = saves_list(&count, err);
    assert_int_equal(count, 1);
    assert_string_equal(list[0].id, "k2-2");
    free(list);
    /* ids are checked: nothing outside the folder */
    game *gm;
    assert_int_equal(save_load("../k2-2", &gm, err), SAVE_MISSING);
    assert_non_null(strstr(err, "is not a save id"));
    assert_int_equal(save_load("k9-9", &gm, err), SAVE_MISSING);
    assert_non_null(strstr(err, "there is no saved game k9-9"));
    assert_int_equal(save_id_ok("k2-1"), 1);
    assert_int_equal(save_id_ok("a/b"), 0);
    assert_int_equal(save_id_ok(".x"), 0);
    assert_int_equal(save_id_ok(""), 0);
    save_forget(idb);
    game_free(a);
    game_free(b);
}

/* Resuming: the most recent of that size; bad saves of that size moved
 * aside with a message, bad saves of other names left alone. */
static void test_resume_and_move_aside(void **state)
{
    (void)state;
    fresh_folder();
    game *a = k2_game(NULL), *b = k2_game(NULL);
    game_place(a, first_empty(a), 4);
    game_place(b, first_empty(b), 1);
    char ida[SAVE_IDLEN] = "", idb[SAVE_IDLEN] = "", err[IO_ERRLEN], note[IO_ERRLEN];
    assert_null(save_store(a, ida, err));
    assert_null(save_store(b, idb, err));
    save_forget(""); /* no-op */
    /* a is older than b */
    char path[600];
    snprintf(path, sizeof path, "%s/%s.save", folder, ida);
    struct timespec old[2] = { { 1000000000, 0 }, { 1000000000, 0 } };
    assert_int_equal(utimensat(AT_FDCWD, path, old, 0), 0);
    snprintf(path, sizeof path, "%s/k2-9.save", folder);
    write_text(path, "garbage\n");
    snprintf(path, sizeof path, "%s/notes-k2.save", folder);
    write_text(path, "garbage\n");
    game *gm;
    char id[SAVE_IDLEN];
    /* b is claimed by this program (it saved it): not "in use elsewhere" */
    assert_int_equal(saves_resume(&K2_PAIR, 1, &gm, id, note), 1);
    assert_string_equal(id, idb);
    assert_same_state(gm, b);
    assert_non_null(strstr(note, "Could not resume k2-9: "));
    assert_non_null(strstr(note, "not a sudokupair-tui save file. Moved it aside to k2-9.save.bad-"));
    game_free(gm);
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "test ! -e %s/k2-9.save && grep -q garbage %s/k2-9.save.bad-* && "
                              "test -e %s/notes-k2.save", folder, folder, folder);
    assert_int_equal(system(cmd), 0);
    /* the list shows the unreadable one that was left */
    int count;
    saves_info *list = saves_list(&count, err);
    assert_int_equal(count, 3);
    assert_string_equal(list[0].id, "notes-k2"); /* the newest */
    assert_false(list[0].ok);
    assert_string_equal(list[2].id, ida);
    free(list);
    save_forget(ida);
    save_forget(idb);
    game_free(a);
    game_free(b);
}

/* A save claimed by a running program is not resumed by another. */
static void test_claims(void **state)
{
    (void)state;
    fresh_folder();
    game *a = k2_game(NULL);
    char id[SAVE_IDLEN] = "", err[IO_ERRLEN];
    assert_null(save_store(a, id, err)); /* claimed by this process */
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        game *gm, *other;
        char note[IO_ERRLEN], got[SAVE_IDLEN];
        int refused = save_load(id, &gm, err) == SAVE_BUSY && strstr(err, "open in another window");
        int none = saves_resume(&K2_PAIR, 1, &other, got, note) == 0;
        _exit(refused && none ? 0 : 1);
    }
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    /* let go (forget), and another program can take it again */
    char keep[SAVE_IDLEN];
    snprintf(keep, sizeof keep, "%s", id);
    assert_null(save_store(a, id, err));
    save_forget(id);
    game_free(a);
}

/* A new game never takes an id whose lock file is not a regular file (a
 * dangling link, a FIFO): no claim could be made, so its resume line would
 * be refused. The next id is taken, and resumes. */
static void test_new_id_skips_bad_lock(void **state)
{
    (void)state;
    fresh_folder();
    char path[700], id[SAVE_IDLEN] = "", err[IO_ERRLEN];
    snprintf(path, sizeof path, "%s/.k2-1.lock", folder);
    assert_int_equal(symlink("/nonexistent/sudokupair-lock", path), 0);
    snprintf(path, sizeof path, "%s/.k2-2.lock", folder);
    assert_int_equal(mkfifo(path, 0600), 0);
    game *a = k2_game(NULL);
    assert_null(save_store(a, id, err));
    assert_string_equal(id, "k2-3");
    save_release();
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) { /* another program resumes it */
        game *gm;
        int ok = save_load("k2-3", &gm, err) == SAVE_OK;
        if (ok)
            game_free(gm);
        save_release();
        _exit(ok ? 0 : 1);
    }
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    snprintf(path, sizeof path, "%s/k2-1.save", folder);
    assert_int_not_equal(access(path, F_OK), 0);
    save_forget("k2-3");
    game_free(a);
}

/* Paths that do not fit are errors with a message, never cut short; the
 * reason is never crowded out of the message by a long path. */
static void test_long_paths(void **state)
{
    (void)state;
    char *longdir = xmalloc(6000);
    strcpy(longdir, "/tmp");
    while (strlen(longdir) < 5000)
        strcat(longdir, "/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
    setenv("XDG_DATA_HOME", longdir, 1);
    game *gm = k2_game(NULL);
    char id[SAVE_IDLEN] = "", err[IO_ERRLEN];
    assert_non_null(save_store(gm, id, err));
    assert_non_null(strstr(err, "the save folder's path is too long"));
    assert_string_equal(id, "");
    /* about 1000 characters fit, and each k has its own file */
    snprintf(longdir, 6000, "%s", home);
    while (strlen(longdir) < 1000)
        strcat(longdir, "/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb");
    setenv("XDG_DATA_HOME", longdir, 1);
    if (save_store(gm, id, err))
        fail_msg("%s", err);
    assert_string_equal(id, "k2-1");
    save_forget(id);
    /* a name longer than the system allows: the reason is in the message */
    snprintf(longdir, 6000, "%s/", home);
    for (int i = 0; i < 300; i++)
        strcat(longdir, "c");
    setenv("XDG_DATA_HOME", longdir, 1);
    id[0] = '\0';
    assert_non_null(save_store(gm, id, err));
    assert_non_null(strstr(err, "File name too long"));
    assert_true(strlen(err) < 300);
    setenv("XDG_DATA_HOME", home, 1);
    game_free(gm);
    free(longdir);
}

/* A full device of the test's own (like /dev/full: writes fail with ENOSPC)
 * at path, so that a regression can never replace the system's /dev/full
 * (the old code did, as root). 0 when it cannot be made (not root). */
static int private_full(const char *path)
{
    unlink(path);
    return mknod(path, S_IFCHR | 0666, makedev(1, 7)) == 0;
}

static int write_hello(FILE *out, void *ctx)
{
    (void)ctx;
    return fputs("hello\n", out) < 0 ? -1 : 0;
}

/* keep_write: nothing planted redirects it; what is not a regular file
 * is written in place and stays what it was. */
static void test_atomic_writes(void **state)
{
    (void)state;
    fresh_folder();
    char target[600], precious[600], planted[700], err[IO_ERRLEN];
    snprintf(target, sizeof target, "%s/out.csv", folder);
    snprintf(precious, sizeof precious, "%s/precious.txt", folder);
    snprintf(planted, sizeof planted, "%s.tmp.%ld", target, (long)getpid());
    write_text(precious, "keep me\n");
    assert_int_equal(symlink(precious, planted), 0);
    assert_null(keep_write(target, write_hello, NULL, err));
    char *text = read_text(precious);
    assert_string_equal(text, "keep me\n");
    free(text);
    text = read_text(target);
    assert_string_equal(text, "hello\n");
    free(text);
    /* the mode of the file replaced is kept */
    assert_int_equal(chmod(target, 0640), 0);
    assert_null(keep_write(target, write_hello, NULL, err));
    struct stat st;
    assert_int_equal(stat(target, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0640);
    /* a symbolic link stays a link; its target is written */
    char link_path[700];
    snprintf(link_path, sizeof link_path, "%s/link.csv", folder);
    assert_int_equal(symlink(precious, link_path), 0);
    assert_null(keep_write(link_path, write_hello, NULL, err));
    assert_int_equal(lstat(link_path, &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    text = read_text(precious);
    assert_string_equal(text, "hello\n");
    free(text);
    /* a FIFO is written in place, not replaced */
    char fifo[600];
    snprintf(fifo, sizeof fifo, "%s/fifo", folder);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    int rd = open(fifo, O_RDONLY | O_NONBLOCK);
    assert_true(rd >= 0);
    assert_null(keep_write(fifo, write_hello, NULL, err));
    char buf[16] = "";
    assert_int_equal(read(rd, buf, sizeof buf), 6);
    assert_memory_equal(buf, "hello\n", 6);
    close(rd);
    assert_int_equal(stat(fifo, &st), 0);
    assert_true(S_ISFIFO(st.st_mode));
    /* a full device: an error, and it stays a device */
    char full[600];
    snprintf(full, sizeof full, "%s/full", folder);
    int made = private_full(full);
    if (made) {
        assert_non_null(keep_write(full, write_hello, NULL, err));
        char want[700];
        snprintf(want, sizeof want, "%s: cannot write: No space left on device", full);
        assert_string_equal(err, want);
        assert_int_equal(stat(full, &st), 0);
        assert_true(S_ISCHR(st.st_mode));
    }
    /* nothing left behind in the folder but what was made here */
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "test $(ls -A %s | wc -l) -eq %d", folder, 5 + made);
    assert_int_equal(system(cmd), 0);
    /* keep_write_new never replaces */
    int exists;
    assert_non_null(keep_write_new(target, write_hello, NULL, &exists, err));
    assert_int_equal(exists, 1);
}

/* Files over the size limit are refused, however large (7.3 MB was read). */
static void test_size_limit(void **state)
{
    (void)state;
    fresh_folder();
    char path[600], err[IO_ERRLEN], *text;
    size_t len;
    snprintf(path, sizeof path, "%s/big.save", folder);
    const long sizes[] = { IO_MAX_FILE, IO_MAX_FILE + 1, 7300000 };
    for (int i = 0; i < 3; i++) {
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        for (long j = 0; j < sizes[i]; j++)
            fputc('x', f);
        fclose(f);
        const char *msg = keep_read_text(path, 0, &text, &len, err);
        if (i == 0) {
            assert_null(msg);
            assert_int_equal(len, IO_MAX_FILE);
            free(text);
        } else {
            assert_non_null(msg);
            assert_non_null(strstr(err, "too large"));
        }
    }
}

/* The command line: --solution into a device, a planted temporary name,
 * --help into a full device, a closed pipe, --list-saves, --resume. */
static void test_command_line(void **state)
{
    (void)state;
    char *out, *err, cmd[2600];
    struct stat st;
    /* --solution into a full device (a private one: a regression must not
     * turn the system's /dev/full into a file) and into a FIFO */
    fresh_folder();
    char full[600], fifo[600];
    snprintf(full, sizeof full, "%s/full", folder);
    if (private_full(full)) {
        snprintf(cmd, sizeof cmd, "--generate --k 2 --seed 1 --solution %s", full);
        assert_int_equal(run_bin(cmd, &out, &err), 2);
        assert_non_null(strstr(err, "/full: cannot write: No space left on device"));
        free(out);
        free(err);
        assert_int_equal(stat(full, &st), 0);
        assert_true(S_ISCHR(st.st_mode));
    }
    snprintf(fifo, sizeof fifo, "%s/fifo", folder);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    snprintf(cmd, sizeof cmd, "(timeout 120 cat %s > %s.out & %s --generate --k 2 --seed 1 --solution %s; wait)",
             fifo, fifo, bin_path(), fifo);
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    free(out);
    assert_int_equal(stat(fifo, &st), 0);
    assert_true(S_ISFIFO(st.st_mode));
    snprintf(cmd, sizeof cmd, "test $(wc -l < %s.out) -eq 8", fifo);
    assert_int_equal(system(cmd), 0);
    if (stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode)) {
        snprintf(cmd, sizeof cmd, "%s --help >/dev/full", bin_path());
        assert_int_equal(run_cmd(cmd, NULL, &err), 2);
        assert_non_null(strstr(err, "cannot write the output: No space left on device"));
        free(err);
    }
    /* the old predictable temporary name, planted as a link: not followed */
    fresh_folder();
    snprintf(cmd, sizeof cmd,
             "cd %s && echo keep > precious.txt && sh -c 'ln -s precious.txt out.csv.tmp.$$ && "
             "exec %s/%s --generate --k 2 --seed 1 --solution out.csv' >/dev/null && "
             "grep -qx keep precious.txt && test $(wc -l < out.csv) -eq 8",
             folder, getcwd((char[512]){ 0 }, 512), bin_path());
    assert_int_equal(system(cmd), 0);
    /* a closed pipe: SIGPIPE ends a job quietly, the Unix way (141 in the
     * shell); with SIGPIPE ignored it exits 2 with a message */
    snprintf(cmd, sizeof cmd,
             "( (%s --dimacs --k 5; echo \"rc=$?\" >&2) | head -c 10 >/dev/null )", bin_path());
    assert_int_equal(run_cmd(cmd, NULL, &err), 0);
    assert_non_null(strstr(err, "rc=141"));
    free(err);
    snprintf(cmd, sizeof cmd,
             "( (trap '' PIPE; %s --dimacs --k 5; echo \"rc=$?\" >&2) | head -c 10 >/dev/null )",
             bin_path());
    assert_int_equal(run_cmd(cmd, NULL, &err), 0);
    assert_non_null(strstr(err, "cannot write the output: Broken pipe"));
    assert_non_null(strstr(err, "rc=2"));
    free(err);
    /* --list-saves */
    fresh_folder();
    snprintf(cmd, sizeof cmd, "env XDG_DATA_HOME=%s %s --list-saves", home, bin_path());
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    assert_non_null(strstr(out, "No saved games in "));
    free(out);
    game *gm = k2_game(NULL);
    char id[SAVE_IDLEN] = "", msg[IO_ERRLEN];
    assert_null(save_store(gm, id, msg));
    game *asked = k2_game(NULL); /* a game made for a level: the list names it */
    game_set_level_asked(asked, LEVEL_MAXIMAL);
    char id2[SAVE_IDLEN] = "";
    assert_null(save_store(asked, id2, msg));
    char path[600];
    snprintf(path, sizeof path, "%s/k3-4.save", folder);
    write_text(path, "not a save\n");
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    assert_non_null(strstr(out, "k2-1 "));
    assert_non_null(strstr(out, "4x4 pair  00:00 played  27 cells to fill"));
    assert_non_null(strstr(out, "4x4 pair, maximal  00:00 played  27 cells to fill"));
    assert_non_null(strstr(out, "k3-4 "));
    assert_non_null(strstr(out, "cannot be read: k3-4.save:1:1: not a sudokupair-tui save file"));
    assert_non_null(strstr(out, "Resume one with --resume ID."));
    free(out);
    save_forget(id);
    save_forget(id2);
    game_free(gm);
    game_free(asked);
    /* without a terminal nothing is resumed or moved aside, and it says why
     * (a corrupt save was moved aside without a word) */
    fresh_folder();
    snprintf(path, sizeof path, "%s/k2.save", folder);
    write_text(path, "not a save\n");
    assert_int_equal(run_bin("--k 2", &out, &err), 2);
    assert_non_null(strstr(err, "the game needs a terminal"));
    assert_int_equal(access(path, F_OK), 0);
    free(out);
    free(err);
    /* --resume takes an id, alone */
    assert_int_equal(run_bin("--resume ../x", &out, &err), 2);
    assert_non_null(strstr(err, "--resume takes a save id"));
    free(out);
    free(err);
    assert_int_equal(run_bin("--resume k2-1 --new", &out, &err), 2);
    assert_non_null(strstr(err, "not with --new"));
    free(out);
    free(err);
    assert_int_equal(run_bin("--help", &out, &err), 0);
    assert_non_null(strstr(out, "--list-saves"));
    assert_non_null(strstr(out, "--resume ID"));
    free(out);
    free(err);
}

static void touch_old(const char *path, int age)
{
    struct timespec t[2];
    clock_gettime(CLOCK_REALTIME, &t[0]);
    t[0].tv_sec -= age;
    t[1] = t[0];
    assert_int_equal(utimensat(AT_FDCWD, path, t, AT_SYMLINK_NOFOLLOW), 0);
}

/* The temporary files of writes that died go the next time their folder is
 * written: those whose lock is free at once, an older version's (no lock)
 * once older than a minute; one whose writer is at work, a young one of an
 * older version and a file of the player's stay. */
static void test_dead_temps_removed(void **state)
{
    (void)state;
    fresh_folder();
    static const char *const NAMES[] = {
        ".k2-1.save.sudokupair-AbC123", /* a write that died */
        ".k2-1.save.sudokupair-XyZ789", /* a writer at work */
        ".history.Qw12Er",              /* an older version's, two minutes old */
        ".history.Ty34Ui",              /* an older version's, a moment old */
        ".notes.Op56As",                /* the player's */
    };
    char path[5][700];
    for (int i = 0; i < 5; i++) {
        snprintf(path[i], sizeof path[i], "%s/%s", folder, NAMES[i]);
        FILE *f = fopen(path[i], "w");
        assert_non_null(f);
        fputs("half a save", f);
        fclose(f);
    }
    touch_old(path[2], 120);
    int release;
    pid_t writer = keep_test_hold(path[1], &release);
    game *gm = k2_game(NULL);
    char id[SAVE_IDLEN] = "k2-1", err[IO_ERRLEN];
    assert_null(save_store(gm, id, err));
    static const int STAYS[] = { 0, 1, 0, 1, 1 };
    for (int i = 0; i < 5; i++)
        if ((access(path[i], F_OK) == 0) != STAYS[i])
            fail_msg("%s: %s", NAMES[i], STAYS[i] ? "removed" : "still there");
    keep_test_let_go(writer, release);
    assert_null(save_store(gm, id, err)); /* its writer gone: it goes */
    assert_int_equal(access(path[1], F_OK), -1);
    assert_int_equal(access(path[3], F_OK), 0);
    save_forget(id);
    game_free(gm);
}

/* The thread the last fsync of the table ran on, and a gate that holds each
 * fsync off the game's thread until the test opens it. */
static pthread_t game_thread;
static int fsync_on_game_thread, gate[2] = { -1, -1 };

static int gated_fsync(int fd)
{
    if (pthread_equal(pthread_self(), game_thread))
        fsync_on_game_thread = 1; /* never waits here: it would hold the keys */
    else {
        char c;
        if (read(gate[0], &c, 1) != 1)
            return -1;
    }
    return ((int (*)(int))keep_syscall_get("fsync"))(fd);
}

/* Waits (up to a minute) until the writes behind are done: their state. */
static int behind_done(char err[IO_ERRLEN])
{
    int st;
    double end = util_now() + 60;
    while ((st = save_behind_state(err)) == 1 && util_now() < end)
        nanosleep(&(struct timespec){ 0, 5 * 1000 * 1000 }, NULL);
    assert_true(st != 1);
    return st;
}

/* Autosaves written behind: a disk that does not answer (its fsync held
 * shut) never holds the game's thread, the save appears once it does, a
 * newer save replaces one that waits, and a write behind that fails is said
 * by the next autosave, which writes it again. */
static void test_write_behind(void **state)
{
    (void)state;
    fresh_folder();
    char msg[LIFE_MSGLEN], err[IO_ERRLEN];
    life lf;
    memset(&lf, 0, sizeof lf);
    uint8_t *sol;
    game *gm = k2_game(&sol);
    life_begin(&lf, gm, LEVEL_EASY);
    game_thread = pthread_self();
    assert_int_equal(pipe(gate), 0);
    keep_syscall_set("fsync", (keep_syscall)gated_fsync);
    save_write_behind(1);
    int a = first_empty(gm);
    game_place(gm, a, sol[a]);
    assert_int_equal(life_autosave(&lf, 100, 0, msg), 0);
    assert_int_equal(life_autosave(&lf, 101.5, 0, msg), 1); /* handed over, not waited for */
    assert_string_equal(lf.id, "k2-1");                      /* claimed at once */
    int b = first_empty(gm);
    game_place(gm, b, sol[b]);
    assert_int_equal(life_autosave(&lf, 102, 0, msg), 0);
    assert_int_equal(life_autosave(&lf, 103.5, 0, msg), 1);  /* the newer one waits */
    assert_int_equal(save_behind_state(err), 1);
    assert_false(fsync_on_game_thread);
    assert_int_equal(write(gate[1], "ffffffff", 8), 8); /* the disk answers */
    assert_int_equal(behind_done(err), 0);
    game *back;
    save_release();
    assert_int_equal(save_load("k2-1", &back, err), SAVE_OK);
    assert_int_equal(game_view(back).vals[b], sol[b]);
    game_free(back);
    /* a write behind that fails (a full disk): said by the autosave that
     * looks next, and due again */
    keep_syscall_set("fsync", NULL);
    struct rlimit was;
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &was), 0);
    void (*xfsz)(int) = signal(SIGXFSZ, SIG_IGN);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &(struct rlimit){ 0, was.rlim_max }), 0);
    int c = first_empty(gm);
    game_place(gm, c, sol[c]);
    assert_int_equal(life_autosave(&lf, 104, 0, msg), 0);
    assert_int_equal(life_autosave(&lf, 105.5, 0, msg), 1);
    int rc;
    double end = util_now() + 60;
    while ((rc = life_autosave(&lf, 105.6, 0, msg)) == 0 && util_now() < end)
        nanosleep(&(struct timespec){ 0, 5 * 1000 * 1000 }, NULL);
    assert_int_equal(rc, -1);
    assert_non_null(strstr(msg, "Could not save: "));
    assert_non_null(strstr(msg, "File too large"));
    assert_true(lf.unsaved);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &was), 0);
    signal(SIGXFSZ, xfsz);
    assert_int_equal(life_autosave(&lf, 106, 0, msg), 0);   /* not yet again */
    assert_int_equal(life_autosave(&lf, 106.7, 0, msg), 1); /* due again */
    assert_int_equal(behind_done(err), 0);
    save_release();
    assert_int_equal(save_load("k2-1", &back, err), SAVE_OK);
    assert_int_equal(game_view(back).vals[c], sol[c]);
    game_free(back);
    save_write_behind(0);
    close(gate[0]), close(gate[1]);
    life_close(&lf);
    free(sol);
}

int run_save_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip_with_history),
        cmocka_unit_test(test_round_trip_property),
        cmocka_unit_test(test_bookmark_kept),
        cmocka_unit_test(test_history_stays_small),
        cmocka_unit_test(test_edit_after_solve),
        cmocka_unit_test(test_old_saves_load),
        cmocka_unit_test(test_named_by_its_grade),
        cmocka_unit_test(test_strict_reader),
        cmocka_unit_test(test_history_checked),
        cmocka_unit_test(test_geometry_from_the_save),
        cmocka_unit_test(test_ids_and_forget),
        cmocka_unit_test(test_resume_and_move_aside),
        cmocka_unit_test(test_claims),
        cmocka_unit_test(test_new_id_skips_bad_lock),
        cmocka_unit_test(test_long_paths),
        cmocka_unit_test(test_atomic_writes),
        cmocka_unit_test(test_size_limit),
        cmocka_unit_test(test_command_line),
        cmocka_unit_test(test_dead_temps_removed),
        cmocka_unit_test(test_write_behind),
    };
    return cmocka_run_group_tests_name("save", tests, setup, teardown);
}
