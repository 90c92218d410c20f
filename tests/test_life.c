/* test_life.c - a game's life without a terminal (life.h): how it starts,
 * resumes, finishes, is given up or quit, what that does to saves and best
 * times; two windows racing for one save; the best-times reader; files that
 * are not regular files. The reproducers of issue 17 are named where they
 * are tested. */
#define _XOPEN_SOURCE 700
#include "testlib.h"
#include "tmux.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "best.h"
#include "code.h"
#include "daily.h"
#include "game.h"
#include "gen.h"
#include "history.h"
#include "ladder.h"
#include "life.h"
#include "save.h"
#include "saves.h"
#include "settings.h"
#include "tally.h"
#include "util.h"

static char home[300];   /* XDG_DATA_HOME of these tests */
static char folder[300]; /* the save folder in it */

static int setup(void **state)
{
    (void)state;
    data_home_begin("life-home", home, folder);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    return data_home_end();
}

/* An empty save folder for a test; lets go of any claim of this process. */
static void fresh_folder(void)
{
    char cmd[700];
    save_forget("k2-1");
    save_forget("k2-2");
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", folder, folder);
    assert_int_equal(system(cmd), 0);
}

static const life_start NEW_K2 = { KIND_SQUARE(2, 2, LEVEL_MAXIMAL, KIND_SYM_DEFAULT), 0, 0, 0,
                                   NULL, NULL, NULL, 0, 0, NULL };

/* A life begun with the k=2 game (as if generated for `level`). */
static void begin_k2(life *lf, int level)
{
    life_spec spec;
    char msg[LIFE_MSGLEN];
    int status;
    life_start how = NEW_K2;
    how.new_game = 1;
    assert_int_equal(life_open(lf, &how, &spec, msg, &status), LIFE_GENERATE);
    assert_int_equal(kind_k(&spec.kind), 2);
    life_begin(lf, k2_game(NULL), level);
}

/* Fills every open cell with its solution value by hand. */
static void fill_by_hand(game *gm)
{
    uint8_t *sol;
    game *tmp = k2_game(&sol);
    game_free(tmp);
    game_state st = game_view(gm);
    for (int cell = 0; cell < st.g->ncells; cell++)
        if (!st.givens[cell] && st.vals[cell] != sol[cell])
            game_place(gm, cell, sol[cell]);
    free(sol);
}

/* Leaves a save k2-1 of level in the folder, not claimed by this process. */
static void saved_k2(int level)
{
    char msg[LIFE_MSGLEN];
    life lf;
    begin_k2(&lf, level);
    assert_int_equal(life_quit(&lf, msg), 1);
    assert_string_equal(lf.id, "k2-1");
    life_close(&lf);
}

static int exists(const char *name)
{
    char path[700];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    return access(path, F_OK) == 0;
}

/* Quit saves; the exit line names the save and how to come back
 * (reproducer 10); resuming brings back the record: hints, checks, the
 * cursor, the level asked and graded, the clock (reproducers 4, 7, 9). */
static void test_quit_resume_keeps_the_record(void **state)
{
    (void)state;
    fresh_folder();
    life lf;
    begin_k2(&lf, LEVEL_MAXIMAL);
    game_add_time(lf.gm, 724.4);
    game_do_hint(lf.gm); /* a hint: counted */
    game_check(lf.gm);
    game_check(lf.gm);
    game_note_cursor(lf.gm, 21);
    game_record before = game_get_record(lf.gm);
    int graded = game_view(lf.gm).level;
    char msg[LIFE_MSGLEN], line[LIFE_MSGLEN];
    assert_int_equal(life_quit(&lf, msg), 1);
    assert_string_equal(msg, "");
    life_exit_line(&lf, line, sizeof line);
    assert_string_equal(line, "Saved k2-1 (4x4 pair, maximal, 12:04 played).\nResume with: "
                              "sudokupair-tui --resume k2-1");
    life_close(&lf);
    assert_true(exists("k2-1.save"));

    /* resumed by id, and as the latest save of its kind */
    life back;
    life_spec spec;
    int status;
    life_start how = NEW_K2;
    how.resume = "k2-1";
    assert_int_equal(life_open(&back, &how, &spec, msg, &status), LIFE_READY);
    assert_non_null(strstr(msg, "Welcome back: resumed your saved game k2-1."));
    assert_null(strstr(msg, "--new")); /* resumed by its id: nothing else was asked */
    game_record after = game_get_record(back.gm);
    assert_int_equal(after.hints, 1);
    assert_int_equal(after.checks, 2);
    assert_int_equal(after.reveals, before.reveals);
    assert_int_equal(after.cursor, 21);
    assert_int_equal(after.level_asked, LEVEL_MAXIMAL);
    assert_int_equal(game_view(back.gm).level, graded);
    assert_int_equal((int)(game_view(back.gm).elapsed * 10), 7244);
    /* the finish counts them */
    fill_by_hand(back.gm);
    assert_int_equal(life_after_move(&back, msg), LIFE_FINISHED);
    assert_non_null(strstr(msg, "1 hint, 2 checks"));
    life_close(&back);
    fresh_folder();
}

/* A finish is final: the save goes, quitting saves nothing and says only
 * how it was finished (reproducer 6; issue 28). A finish by hand is a best time; a finish with a hint that
 * placed a value, or after the computer solved it, is not (reproducer 5). */
static void test_finish_is_final_and_best_times_honest(void **state)
{
    (void)state;
    fresh_folder();
    char msg[LIFE_MSGLEN], line[LIFE_MSGLEN], path[KEEP_PATHLEN], err[IO_ERRLEN];
    assert_null(best_path(path, err));
    life lf;
    begin_k2(&lf, LEVEL_EASY);
    assert_int_equal(life_quit(&lf, msg), 1); /* saved as k2-1 */
    assert_true(exists("k2-1.save"));
    /* hints alone, each placing a value */
    while (!game_is_complete(lf.gm))
        game_do_hint(lf.gm);
    assert_int_equal(life_after_move(&lf, msg), LIFE_FINISHED);
    assert_non_null(strstr(msg, "Not a best time"));
    assert_non_null(strstr(msg, "placed a value"));
    assert_non_null(strstr(msg, " hints. Puzzle sp2-")); /* every finish names its code */
    assert_true(best_get(path, SQUARE(2, 2), LEVEL_EASY) < 0);
    assert_false(exists("k2-1.save"));
    assert_true(life_finished(&lf));
    assert_int_equal(life_after_move(&lf, msg), LIFE_MOVED); /* said once */
    assert_int_equal(life_quit(&lf, msg), 1);
    life_exit_line(&lf, line, sizeof line); /* the finish, in one line (issue 28) */
    assert_string_equal(line, "Solved 4x4 pair, easy, in 00:00 with 27 hints");
    assert_false(exists("k2-1.save"));

    /* the computer's solve, taken back, then the same values typed */
    life_begin(&lf, k2_game(NULL), LEVEL_EASY);
    assert_false(life_finished(&lf));
    game_solve(lf.gm);
    game_undo(lf.gm);
    fill_by_hand(lf.gm);
    assert_int_equal(life_after_move(&lf, msg), LIFE_FINISHED);
    assert_non_null(strstr(msg, "Not a best time"));
    assert_true(best_get(path, SQUARE(2, 2), LEVEL_EASY) < 0);

    /* by hand: the first time, then the old best stands */
    life_begin(&lf, k2_game(NULL), LEVEL_EASY);
    game_add_time(lf.gm, 65);
    game_check(lf.gm); /* a check is no help with the values */
    fill_by_hand(lf.gm);
    assert_int_equal(life_after_move(&lf, msg), LIFE_FINISHED);
    assert_non_null(strstr(msg, "Solved in 01:05! Well done, with 1 check. Puzzle sp2-"));
    assert_non_null(strstr(msg, "Your first time for this size and level."));
    assert_true(best_get(path, SQUARE(2, 2), LEVEL_EASY) == 65);
    /* best-times names the puzzle by its code (issue 21) */
    char *code = code_encode(game_view(lf.gm).g, game_view(lf.gm).givens), *text;
    assert_non_null(strstr(msg, code));
    char want[600];
    snprintf(want, sizeof want, "2 2 0 65 %s\n", code);
    text = read_text(path);
    assert_string_equal(text, want);
    free(text);
    free(code);
    life_begin(&lf, k2_game(NULL), LEVEL_EASY);
    game_add_time(lf.gm, 70);
    fill_by_hand(lf.gm);
    life_after_move(&lf, msg);
    assert_non_null(strstr(msg, "Best for this size and level: 01:05."));
    /* another level is another category (maximal: the puzzle is easy) */
    life_begin(&lf, k2_game(NULL), LEVEL_MAXIMAL);
    game_add_time(lf.gm, 90);
    fill_by_hand(lf.gm);
    life_after_move(&lf, msg);
    assert_non_null(strstr(msg, "Your first time"));
    life_close(&lf);
    fresh_folder();
}

/* A history too long for a save: its oldest moves go, the game stays, and
 * the exit line says so (reproducer 3). */
static void test_history_dropped_on_quit(void **state)
{
    (void)state;
    fresh_folder();
    life lf;
    begin_k2(&lf, LEVEL_EASY);
    int cell = first_empty(lf.gm);
    for (int i = 0; i < 420000; i++)
        assert_int_equal(game_place(lf.gm, cell, 1 + i % 2), MOVE_DONE);
    char msg[LIFE_MSGLEN], line[LIFE_MSGLEN];
    assert_int_equal(life_quit(&lf, msg), 1);
    assert_non_null(strstr(msg, "moves of the undo history were dropped to keep the save "
                                "readable."));
    life_exit_line(&lf, line, sizeof line);
    assert_non_null(strstr(line, "Saved k2-1 (4x4 pair, easy, 00:00 played).\nThe oldest "));
    assert_non_null(strstr(line, " moves of its undo history were dropped.\nResume with: "));
    life_close(&lf);
    life_spec spec;
    int status;
    life_start how = NEW_K2;
    how.resume = "k2-1";
    assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_READY);
    assert_int_equal(game_view(lf.gm).vals[cell], 2);
    int count, done;
    game_history(lf.gm, &count, &done);
    assert_true(count > 1000 && count < 420000);
    life_close(&lf);
    fresh_folder();
}

/* Giving a game up for a new one forgets its save, and only its save; its
 * id is not given again. */
static void test_give_up(void **state)
{
    (void)state;
    fresh_folder();
    char msg[LIFE_MSGLEN];
    life lf;
    begin_k2(&lf, LEVEL_MAXIMAL);
    assert_int_equal(life_quit(&lf, msg), 1);
    game *other = k2_game(NULL);
    char err[IO_ERRLEN];
    saves_info *list;
    int count;
    assert_true(exists("k2-1.save"));
    life_begin(&lf, other, LEVEL_EASY); /* k2-1 given up */
    assert_false(exists("k2-1.save"));
    assert_int_equal(life_suspend(&lf, msg), 1); /* a signal: saved as a new one */
    assert_string_equal(lf.id, "k2-2"); /* never k2-1 again: a resume line noted down
                                           would open another game */
    list = saves_list(&count, err);
    assert_int_equal(count, 1);
    assert_int_equal(list[0].kind.level, LEVEL_EASY);
    free(list);
    life_close(&lf);
    fresh_folder();
}

/* A game made for a rung its puzzle does not reach (a 4x4 pair is too small
 * for hard; the generator then gives the closest level below) is named by the
 * level it has everywhere: the record, the save and its list, the exit line,
 * the finish, best times and the history. The level asked is said once, in
 * --generate's words (it was saved and listed as hard, shown as easy). */
static void test_named_by_the_level_played(void **state)
{
    (void)state;
    fresh_folder();
    life lf;
    char msg[LIFE_MSGLEN], line[LIFE_MSGLEN], note[200], err[IO_ERRLEN];
    begin_k2(&lf, LEVEL_HARD); /* udit-test1, seed 5: an easy puzzle */
    assert_int_equal(game_view(lf.gm).level, LEVEL_EASY);
    assert_int_equal(game_get_record(lf.gm).level_asked, LEVEL_EASY);
    assert_int_equal(life_category_level(lf.gm), LEVEL_EASY);
    life_short_note(&lf, LEVEL_HARD, note, sizeof note);
    assert_string_equal(note, "Seed 5: found no hard puzzle; this one is easy.");
    life_short_note(&lf, LEVEL_EASY, note, sizeof note); /* what was asked: nothing to say */
    assert_string_equal(note, "");
    assert_int_equal(life_quit(&lf, msg), 1);
    life_exit_line(&lf, line, sizeof line);
    assert_non_null(strstr(line, "Saved k2-1 (4x4 pair, easy, 00:00 played)."));
    life_close(&lf);
    int count;
    saves_info *list = saves_list(&count, err);
    assert_int_equal(count, 1);
    assert_int_equal(list[0].kind.level, LEVEL_EASY);
    free(list);
    /* resumed as the easy game it is, and finished by hand: an easy best time */
    life_spec spec;
    int status;
    life_start how = NEW_K2;
    how.kind.level = LEVEL_EASY;
    assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_READY);
    fill_by_hand(lf.gm);
    assert_int_equal(life_after_move(&lf, msg), LIFE_FINISHED);
    assert_string_equal(lf.result.kind, "4x4 pair, easy");
    char path[KEEP_PATHLEN];
    assert_null(best_path(path, err));
    assert_true(best_get(path, SQUARE(2, 2), LEVEL_EASY) >= 0);
    assert_true(best_get(path, SQUARE(2, 2), LEVEL_HARD) < 0);
    history_list hist;
    assert_null(history_path(path, err));
    assert_int_equal(history_read(path, &hist, err), KEEP_OK);
    assert_int_equal(hist.n, 1);
    assert_int_equal(hist.e[0].level, level_code(LEVEL_EASY));
    history_free(&hist);
    life_close(&lf);
    /* maximal is what it was made: named so, nothing to say */
    fresh_folder();
    begin_k2(&lf, LEVEL_MAXIMAL);
    assert_int_equal(game_get_record(lf.gm).level_asked, LEVEL_MAXIMAL);
    life_short_note(&lf, LEVEL_MAXIMAL, note, sizeof note);
    assert_string_equal(note, "");
    life_close(&lf);
    fresh_folder();
}

/* Options that do not fit the save that would be resumed start a new game and
 * say the old one is still saved (reproducer 8); a matching level resumes. */
static void test_options_that_conflict(void **state)
{
    (void)state;
    fresh_folder();
    char msg[LIFE_MSGLEN];
    life lf;
    saved_k2(LEVEL_EASY);
    char path[700];
    snprintf(path, sizeof path, "%s/k2-1.save", folder);
    life_spec spec;
    int status;
    assert_int_equal(access(path, F_OK), 0);
    /* --difficulty medium: a new medium game */
    life_start how = NEW_K2;
    how.kind.level = LEVEL_MEDIUM;
    assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_GENERATE);
    assert_int_equal(spec.kind.level, LEVEL_MEDIUM);
    assert_non_null(strstr(msg, "Your game k2-1 (4x4 pair, easy) is still saved: "
                                "--resume k2-1."));
    /* --seed: a new game of that seed */
    how = NEW_K2;
    how.has_seed = 1;
    how.seed = 9;
    assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_GENERATE);
    assert_true(spec.has_seed && spec.seed == 9);
    assert_non_null(strstr(msg, "is still saved: --resume k2-1."));
    /* --single: no single game saved, a new one; the pair is still saved */
    how = NEW_K2;
    how.kind.ngrids = 1;
    assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_GENERATE);
    assert_int_equal(spec.kind.ngrids, 1);
    assert_non_null(strstr(msg, "is still saved: --resume k2-1."));
    /* --difficulty easy: that one is resumed */
    how = NEW_K2;
    how.kind.level = LEVEL_EASY;
    assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_READY);
    assert_string_equal(lf.id, "k2-1");
    life_close(&lf);
    fresh_folder();
}

/* Two windows started at the same moment: exactly one resumes the save, the
 * other is told it is open in another window (reproducer 2). Each child
 * tells the parent what it got and holds its claim until both have tried. */
static void test_two_windows_race(void **state)
{
    (void)state;
    fresh_folder();
    saved_k2(LEVEL_MAXIMAL);
    assert_true(exists("k2-1.save"));
    for (int round = 0; round < 8; round++) {
        int go[2], told[2], done[2];
        assert_int_equal(pipe(go), 0);
        assert_int_equal(pipe(told), 0);
        assert_int_equal(pipe(done), 0);
        pid_t kids[2];
        for (int w = 0; w < 2; w++) {
            kids[w] = fork();
            assert_true(kids[w] >= 0);
            if (kids[w] == 0) {
                close(go[1]);
                close(told[0]);
                close(done[1]);
                char c;
                if (read(go[0], &c, 1) != 0) /* starts when the parent closes go */
                    _exit(90);
                life mine;
                life_spec spec;
                char m[LIFE_MSGLEN];
                int status;
                /* one window by id, one as the latest save of its kind */
                life_start how = NEW_K2;
                if (w == 0)
                    how.resume = "k2-1";
                life_open_result r = life_open(&mine, &how, &spec, m, &status);
                char got = r == LIFE_READY                                 ? 'R'
                           : strstr(m, "open in another window") != NULL ? 'B'
                                                                          : '?';
                if (write(told[1], &got, 1) != 1)
                    _exit(91);
                if (read(done[0], &c, 1) != 0) /* holds the claim until told */
                    _exit(92);
                _exit(0);
            }
        }
        close(go[0]);
        close(told[1]);
        close(done[0]);
        close(go[1]); /* both go */
        char got[2];
        assert_int_equal(read(told[0], &got[0], 1), 1);
        assert_int_equal(read(told[0], &got[1], 1), 1);
        close(done[1]); /* both may end */
        for (int w = 0; w < 2; w++) {
            int st;
            assert_int_equal(waitpid(kids[w], &st, 0), kids[w]);
            assert_true(WIFEXITED(st) && WEXITSTATUS(st) == 0);
        }
        close(told[0]);
        int resumed = (got[0] == 'R') + (got[1] == 'R');
        int busy = (got[0] == 'B') + (got[1] == 'B');
        if (resumed != 1 || busy != 1)
            fail_msg("round %d: the windows got %c and %c (R resumed, B open elsewhere)", round,
                     got[0], got[1]);
    }
    assert_true(exists("k2-1.save"));
    fresh_folder();
}

/* Looking at a claim never takes it: while another program lists the saves
 * (which asks whether each is open elsewhere) as fast as it can, resuming a
 * save never finds it "open in another window" (in both windows of a start
 * at once, a look could make the other's claim fail: then neither got it). */
static void test_looking_never_blocks_a_claim(void **state)
{
    (void)state;
    fresh_folder();
    saved_k2(LEVEL_MAXIMAL);
    int stop[2], ready[2];
    assert_int_equal(pipe(stop), 0);
    assert_int_equal(pipe(ready), 0);
    pid_t kid = fork();
    assert_true(kid >= 0);
    if (kid == 0) {
        close(stop[1]);
        close(ready[0]);
        fcntl(stop[0], F_SETFL, O_NONBLOCK);
        char c, err[IO_ERRLEN];
        int looks = 0;
        for (;;) {
            int count;
            free(saves_list(&count, err));
            if (++looks == 1 && write(ready[1], "r", 1) != 1)
                _exit(91);
            if (read(stop[0], &c, 1) == 0)
                _exit(0); /* the parent closed it: done */
        }
    }
    close(stop[0]);
    close(ready[1]);
    char c;
    assert_int_equal(read(ready[0], &c, 1), 1); /* it is looking */
    char err[IO_ERRLEN];
    for (int round = 0; round < 2000; round++) {
        game *gm;
        save_status st = save_load("k2-1", &gm, err);
        if (st != SAVE_OK)
            fail_msg("round %d: %s", round, err);
        game_free(gm);
        save_release();
    }
    close(stop[1]);
    int st;
    assert_int_equal(waitpid(kid, &st, 0), kid);
    assert_true(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    close(ready[0]);
    fresh_folder();
}

/* A FIFO at a lock file or in place of a save: refused with a sentence at
 * once, never waited on (issue 18 item 6). An alarm turns a hang into a
 * failure. */
static void test_fifos_refused(void **state)
{
    (void)state;
    fresh_folder();
    char msg[LIFE_MSGLEN], path[700], err[IO_ERRLEN];
    life lf;
    saved_k2(LEVEL_MAXIMAL);
    alarm(20);
    snprintf(path, sizeof path, "%s/.k2-1.lock", folder);
    unlink(path);
    assert_int_equal(mkfifo(path, 0600), 0);
    int count;
    saves_info *list = saves_list(&count, err); /* --list-saves hung here */
    assert_non_null(list);
    assert_int_equal(count, 1);
    free(list);
    game *gm;
    assert_int_equal(save_load("k2-1", &gm, err), SAVE_NOT_FILE);
    assert_non_null(strstr(err, ".k2-1.lock: is a FIFO (a named pipe), not a regular file"));
    /* the game's start: not resumed, not moved aside, said */
    life_spec spec;
    int status;
    assert_int_equal(life_open(&lf, &NEW_K2, &spec, msg, &status), LIFE_GENERATE);
    assert_non_null(strstr(msg, "Could not resume k2-1: .k2-1.lock: is a FIFO (a named pipe)"));
    assert_true(exists("k2-1.save"));
    unlink(path);
    /* a FIFO in place of a save */
    snprintf(path, sizeof path, "%s/k2-3.save", folder);
    assert_int_equal(mkfifo(path, 0600), 0);
    life_start how = NEW_K2;
    how.resume = "k2-3";
    assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_EXIT);
    assert_int_equal(status, 2);
    assert_non_null(strstr(msg, "k2-3.save: is a FIFO (a named pipe), not a regular file"));
    list = saves_list(&count, err);
    assert_non_null(list);
    free(list);
    alarm(0);
    fresh_folder();
}

/* The best-times reader is strict and names file, line and column. */
static void test_best_times_reader(void **state)
{
    (void)state;
    static const struct {
        const char *text, *message;
    } cases[] = {
        { "3 2 -1 100\n3 2 0 inf\n", "b:2:7: expected whole seconds" },
        { "3 2 -1 nan\n", "b:1:8: expected whole seconds" },
        { "3 2 -1 -5\n", "b:1:8: expected whole seconds" },
        { "3 2 -1 100000000\n", "b:1:8: expected whole seconds" },
        { "3 2 -1 1e3\n", "b:1:8: expected whole seconds" },
        { "9 2 -1 10\n", "b:1:1: expected a box size from 2 to 5" },
        { "3 3 -1 10\n", "b:1:3: expected 1 or 2 grids" },
        { "3 2 7 10\n", "b:1:5: expected a level from -2 to 4" },
        { "3  2 -1 10\n", "b:1:3: expected 1 or 2 grids" },
        { "3 2 -1 10 \n", "b:1:11: expected the puzzle's code (a character no puzzle code has)" },
        { "3 2 -1 10x\n", "b:1:8: expected whole seconds (digits, at most 99999999), then a space and a puzzle code" },
        { "garbage here\n", "b:1:1: expected a box size" },
    };
    char err[IO_ERRLEN];
    best_entry *list;
    int n;
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const char *msg = best_parse("b", cases[i].text, strlen(cases[i].text), &list, &n, err);
        if (!msg || !strstr(msg, cases[i].message))
            fail_msg("'%s': got '%s', wanted '%s'", cases[i].text, msg ? msg : "(accepted)",
                     cases[i].message);
        assert_null(list);
    }
    const char nul[] = "3 2 -1 100\n3 2\0 0 50\n";
    assert_non_null(best_parse("b", nul, sizeof nul - 1, &list, &n, err));
    assert_non_null(strstr(err, "b:2:4: a NUL byte"));
    const char good[] = "3 2 -1 100\r\n\n2 1 -2 0\n5 2 4 99999999";
    assert_null(best_parse("b", good, sizeof good - 1, &list, &n, err));
    assert_int_equal(n, 3);
    assert_int_equal(list[1].level, -2);
    assert_int_equal(list[2].seconds, 99999999);
    assert_null(list[0].code);
    best_free(list, n);
    /* a record names the puzzle it was set on by its code, of its own size */
    game *gm = k2_game(NULL);
    char *code = code_encode(game_view(gm).g, game_view(gm).givens), text[600];
    snprintf(text, sizeof text, "2 2 0 65 %s\n", code);
    assert_null(best_parse("b", text, strlen(text), &list, &n, err));
    assert_int_equal(n, 1);
    assert_string_equal(list[0].code, code);
    best_free(list, n);
    snprintf(text, sizeof text, "3 2 0 65 %s\n", code);
    assert_non_null(best_parse("b", text, strlen(text), &list, &n, err));
    assert_non_null(strstr(err, "b:1:10: expected the puzzle's code (the code of a 4x4 pair, not "
                                "of this record's size)"));
    snprintf(text, sizeof text, "2 2 0 65 %s \n", code);
    assert_non_null(best_parse("b", text, strlen(text), &list, &n, err));
    assert_non_null(strstr(err, "expected the puzzle's code (a character no puzzle code has)"));
    snprintf(text, sizeof text, "2 2 0 65 %s\n", code);
    text[12] = text[12] == 'A' ? 'B' : 'A'; /* mistyped */
    assert_non_null(best_parse("b", text, strlen(text), &list, &n, err));
    assert_non_null(strstr(err, "b:1:10: expected the puzzle's code (not a puzzle code: "));
    assert_non_null(best_parse("b", "2 2 0 65 \n", 10, &list, &n, err));
    free(code);
    game_free(gm);
}

/* A best-times file that cannot be read is moved aside with a message, never
 * overwritten (issue 18 item 4); a missing one begins. */
static void test_best_times_file_kept(void **state)
{
    (void)state;
    fresh_folder();
    char path[KEEP_PATHLEN], err[IO_ERRLEN], note[IO_ERRLEN];
    assert_null(best_path(path, err));
    double prev = 0;
    assert_true(best_get(path, SQUARE(3, 2), LEVEL_MAXIMAL) < 0);
    assert_int_equal(best_record(path, SQUARE(3, 2), LEVEL_MAXIMAL, 100.7, NULL, NULL, 0, &prev, note), 1);
    assert_string_equal(note, "");
    assert_true(prev < 0);
    assert_int_equal(best_record(path, SQUARE(3, 2), LEVEL_MAXIMAL, 120, NULL, NULL, 0, &prev, note), 0);
    assert_true(prev == 100);
    /* a bad line: the whole file is moved aside, its records kept there */
    FILE *f = fopen(path, "a");
    assert_non_null(f);
    fputs("3 2 -1 inf\n", f);
    fclose(f);
    assert_true(best_get(path, SQUARE(3, 2), LEVEL_MAXIMAL) < 0);
    assert_int_equal(best_record(path, SQUARE(3, 2), LEVEL_MAXIMAL, 130, NULL, NULL, 0, &prev, note), 1);
    assert_non_null(strstr(note, "best-times:2:8: expected whole seconds"));
    assert_non_null(strstr(note, "moved it aside to best-times.bad-"));
    char cmd[2 * KEEP_PATHLEN + 200], *out;
    snprintf(cmd, sizeof cmd, "cat '%s'/best-times.bad-*", folder);
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    assert_string_equal(out, "3 2 -1 100\n3 2 -1 inf\n");
    free(out);
    assert_true(best_get(path, SQUARE(3, 2), LEVEL_MAXIMAL) == 130);
    /* too large, and a FIFO: moved aside too, never waited on */
    snprintf(cmd, sizeof cmd, "rm -f '%s'/best-times* && head -c 5000000 /dev/zero | tr '\\0' '\\n' > '%s'",
             folder, path);
    assert_int_equal(system(cmd), 0);
    assert_int_equal(best_record(path, SQUARE(3, 2), LEVEL_MAXIMAL, 10, NULL, NULL, 0, &prev, note), 1);
    assert_non_null(strstr(note, "too large"));
    snprintf(cmd, sizeof cmd, "rm -f '%s'/best-times*", folder);
    assert_int_equal(system(cmd), 0);
    assert_int_equal(mkfifo(path, 0600), 0);
    alarm(20);
    assert_true(best_get(path, SQUARE(3, 2), LEVEL_MAXIMAL) < 0);
    assert_int_equal(best_record(path, SQUARE(3, 2), LEVEL_MAXIMAL, 10, NULL, NULL, 0, &prev, note), 1);
    alarm(0);
    assert_non_null(strstr(note, "is a FIFO"));
    fresh_folder();
}

/* A finish in a category of the test: by hand unless hints place every
 * value; secs on its clock. The message into msg. */
static void finish_k2(life *lf, level_id level, int secs, int by_hand, char msg[LIFE_MSGLEN])
{
    life_begin(lf, k2_game(NULL), level);
    game_add_time(lf->gm, secs);
    if (by_hand)
        fill_by_hand(lf->gm);
    while (!game_is_complete(lf->gm))
        game_do_hint(lf->gm);
    assert_int_equal(life_after_move(lf, msg), LIFE_FINISHED);
}

/* Best times and the history agree: a best-times file moved aside, or
 * missing while a history is there, starts again from the history's
 * finishes by hand (not those with help), under its lock, so the finish
 * never says "your first finish" beside "2nd of your last 3". */
static void test_best_times_rebuilt_from_history(void **state)
{
    (void)state;
    fresh_folder();
    char msg[LIFE_MSGLEN], path[KEEP_PATHLEN], err[IO_ERRLEN];
    assert_null(best_path(path, err));
    life lf = { 0 };
    finish_k2(&lf, LEVEL_EASY, 65, 1, msg);
    finish_k2(&lf, LEVEL_EASY, 90, 1, msg);
    finish_k2(&lf, LEVEL_EASY, 10, 0, msg); /* with help: no best time */
    assert_non_null(strstr(msg, "Not a best time"));
    finish_k2(&lf, LEVEL_MAXIMAL, 40, 1, msg);
    assert_true(best_get(path, SQUARE(2, 2), LEVEL_EASY) == 65);
    /* best-times goes bad: moved aside, and rebuilt from the history */
    FILE *f = fopen(path, "a");
    assert_non_null(f);
    fputs("2 2 0 nan\n", f);
    fclose(f);
    finish_k2(&lf, LEVEL_EASY, 80, 1, msg);
    assert_non_null(strstr(msg, "moved it aside to best-times.bad-"));
    assert_non_null(strstr(msg, ", the best times rebuilt from the history.)"));
    assert_non_null(strstr(msg, "Best for this size and level: 01:05."));
    assert_false(lf.result.new_best);
    assert_true(lf.result.previous == 65 && lf.result.best == 65);
    assert_int_equal(lf.result.place, 2);
    assert_int_equal(lf.result.of, 3);
    char *code = code_encode(game_view(lf.gm).g, game_view(lf.gm).givens), want[1200];
    snprintf(want, sizeof want, "2 2 0 65 %s\n2 2 -1 40 %s\n", code, code);
    char *text = read_text(path);
    assert_string_equal(text, want); /* written though the old best stands */
    free(text);
    /* missing while the history is there: rebuilt too, said nowhere */
    char cmd[2 * KEEP_PATHLEN + 200];
    snprintf(cmd, sizeof cmd, "rm -f '%s'/best-times*", folder);
    assert_int_equal(system(cmd), 0);
    finish_k2(&lf, LEVEL_EASY, 50, 1, msg);
    assert_null(strstr(msg, "moved it aside"));
    assert_non_null(strstr(msg, "A new best for this size and level (was 01:05)!"));
    assert_true(lf.result.new_best && lf.result.previous == 65);
    assert_int_equal(lf.result.place, 1);
    assert_true(best_get(path, SQUARE(2, 2), LEVEL_EASY) == 50);
    assert_true(best_get(path, SQUARE(2, 2), LEVEL_MAXIMAL) == 40);
    /* the first finish of a kind with no history before it: the first time */
    snprintf(cmd, sizeof cmd, "rm -f '%s'/best-times* '%s'/history*", folder, folder);
    assert_int_equal(system(cmd), 0);
    finish_k2(&lf, LEVEL_EASY, 70, 1, msg);
    assert_non_null(strstr(msg, "Your first time for this size and level."));
    snprintf(want, sizeof want, "2 2 0 70 %s\n", code);
    text = read_text(path);
    assert_string_equal(text, want);
    free(text);
    free(code);
    life_close(&lf);
    fresh_folder();
}

/* One path limit and one message: a save folder path too long for saves is
 * too long for best times, and the finish says so (issue 18 item 5). */
static void test_long_data_home(void **state)
{
    (void)state;
    char *longer = xmalloc(KEEP_PATHLEN + 10);
    memset(longer, 'x', KEEP_PATHLEN + 9);
    longer[0] = '/';
    longer[KEEP_PATHLEN - 60] = '\0';
    setenv("XDG_DATA_HOME", longer, 1);
    char path[KEEP_PATHLEN], err[IO_ERRLEN], err2[IO_ERRLEN], dir[KEEP_PATHLEN];
    assert_non_null(best_path(path, err));
    assert_non_null(keep_dir(dir, err2));
    assert_string_equal(err, err2);
    assert_non_null(strstr(err, "the save folder's path is too long"));
    life lf = { 0 };
    char msg[LIFE_MSGLEN];
    life_begin(&lf, k2_game(NULL), LEVEL_EASY);
    fill_by_hand(lf.gm);
    assert_int_equal(life_after_move(&lf, msg), LIFE_FINISHED);
    assert_non_null(strstr(msg, "(The best time could not be kept: the save folder's path is "
                                "too long"));
    life_close(&lf);
    /* 1,009 characters are fine now */
    longer[1009] = '\0';
    setenv("XDG_DATA_HOME", longer, 1);
    assert_null(best_path(path, err));
    setenv("XDG_DATA_HOME", home, 1);
    free(longer);
}

/* ---- in a terminal: what only the screen and the shell show ---- */

/* A finish by hand locks the board: an entry is refused naming the key for a
 * new game, moving is fine, the finish message stays, q quits at once and no
 * save remains (reproducer 6). */
static void test_finish_locks_the_board(void **state)
{
    (void)state;
    char seq[2048];
    k2_fill_keys(seq);
    tm_start(100, 32, "", "--load " DATA "/pairs/udit-test1.csv");
    free(tm_wait_for("Cell A r1c1"));
    tm_keys(seq);
    free(tm_wait_for("Enter the board")); /* the finish box (issue 28); Enter: the board */
    tm_keys("Enter");
    free(tm_wait_for("Well done"));
    tm_keys("1"); /* any cell: refused (the box took the keys typed on, the cursor stayed) */
    char *s = tm_wait_for("This game is finished: Ctrl-N for a new one.");
    assert_non_null(strstr(s, "Solved in 00:"));
    assert_null(strstr(s, "!1"));
    free(s);
    tm_keys("u");
    free(tm_wait_for("This game is finished"));
    tm_keys("q");
    s = tm_wait_for("EXIT=0");
    assert_null(strstr(s, "Saved "));
    free(s);
    tm_stop();
    char cmd[400], *out;
    snprintf(cmd, sizeof cmd, "ls -A %s/sudokupair-tui | grep -c save || true", tm_data_home());
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    assert_string_equal(out, "0\n");
    free(out);
}

/* After q and after Ctrl-C the shell gets one line: what was saved and how to
 * come back (reproducer 10), naming the program as it was started when the
 * shell's PATH does not find it (./sudokupair-tui after make). A game
 * started without --difficulty is of the player's level (easy on a first
 * start), named in its title. */
static void test_exit_line(void **state)
{
    (void)state;
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf %s/sudokupair-tui", tm_data_home());
    assert_int_equal(system(cmd), 0);
    tm_start(130, 30, "", "--k 2 --new --seed 5");
    char *s = tm_wait_for("A new 4x4 pair, easy: A and B differ");
    assert_non_null(strstr(tm_line(s, 0), "4x4 pair  easy"));
    free(s);
    tm_keys("q");
    free(tm_wait_for("(y/n)"));
    tm_keys("y");
    s = tm_wait_for("EXIT=0");
    assert_non_null(strstr(s, "Saved k2-1 (4x4 pair, easy, 00:0"));
    assert_non_null(strstr(s, " played).\nResume with: sudokupair-tui --resume k2-1"));
    free(s);
    tm_stop();
    char prefix[600];
    snprintf(prefix, sizeof prefix, "PATH=/usr/bin:/bin"); /* not where the game is */
    tm_start(130, 30, prefix, "--resume k2-1");
    free(tm_wait_for("Welcome back: resumed your saved game k2-1."));
    tm_keys("C-c");
    s = tm_wait_for("EXIT=130");
    assert_non_null(strstr(s, "Saved k2-1 (4x4 pair, easy, 00:0"));
    char want[400];
    snprintf(want, sizeof want, "Resume with: %s --resume k2-1", bin_path());
    assert_non_null(strstr(s, want));
    free(s);
    tm_stop();
}

/* The text of save id in the folder, or NULL when there is none (free it). */
static char *saved_text(const char *id)
{
    char path[700];
    snprintf(path, sizeof path, "%s/%s.save", folder, id);
    return access(path, F_OK) == 0 ? read_text(path) : NULL;
}

/* 1 when save id holds the value v of cell (its 'values' rows). */
static int saved_value(const char *id, int cell, int v)
{
    char *text = saved_text(id);
    if (!text)
        return 0;
    char *at = strstr(text, "\nvalues\n");
    int seen = 0, ok = 0;
    for (char *p = at ? at + 8 : text + strlen(text); *p && seen <= cell; p++) {
        if (*p < '0' || *p > '9')
            continue;
        ok = seen == cell && atoi(p) == v;
        seen++;
        while (p[1] >= '0' && p[1] <= '9')
            p++;
    }
    free(text);
    return ok;
}

/* Autosave on a fake clock: a change is written a second after it was first
 * seen (one write for the moves of that second), never for the cursor alone,
 * at once on the pause screen (the clock too, once), never after the finish;
 * a failed write is said once and tried again a second later; what the
 * autosave wrote is what a resume brings back. */
static void test_autosave_timing(void **state)
{
    (void)state;
    fresh_folder();
    char msg[LIFE_MSGLEN];
    life lf;
    begin_k2(&lf, LEVEL_EASY);
    uint8_t *sol;
    game_free(k2_game(&sol));
    double t = 1000;
    assert_int_equal(life_autosave(&lf, t, 0, msg), 0); /* nothing changed */
    assert_true(life_autosave_wait(&lf, t) < 0);
    int a = first_empty(lf.gm);
    game_place(lf.gm, a, sol[a]);
    assert_int_equal(life_autosave(&lf, t + 0.1, 0, msg), 0); /* seen, not due yet */
    assert_true(life_autosave_wait(&lf, t + 0.1) > 0.99);
    int b = first_empty(lf.gm);
    game_place(lf.gm, b, sol[b]);
    assert_int_equal(life_autosave(&lf, t + 0.8, 0, msg), 0);
    assert_true(life_autosave_wait(&lf, t + 0.8) < 0.31);
    assert_null(saved_text("k2-1"));
    assert_int_equal(life_autosave(&lf, t + 1.1, 0, msg), 1); /* both moves in one write */
    assert_string_equal(msg, "");
    assert_string_equal(lf.id, "k2-1");
    assert_true(saved_value("k2-1", a, sol[a]) && saved_value("k2-1", b, sol[b]));
    assert_int_equal(life_autosave(&lf, t + 2.5, 0, msg), 0); /* nothing new */
    assert_true(life_autosave_wait(&lf, t + 2.5) < 0);
    /* the cursor alone is not a change; the clock alone neither, but on the pause screen */
    game_note_cursor(lf.gm, b);
    game_add_time(lf.gm, 3);
    assert_int_equal(life_autosave(&lf, t + 5, 0, msg), 0);
    assert_int_equal(life_autosave(&lf, t + 5.1, 1, msg), 1);
    assert_int_equal(life_autosave(&lf, t + 5.2, 1, msg), 0); /* the clock stands */
    /* a change on the pause screen's way: written at once */
    game_check(lf.gm);
    assert_int_equal(life_autosave(&lf, t + 6, 1, msg), 1);
    char *text = saved_text("k2-1");
    assert_non_null(strstr(text, "\nchecks 1\n"));
    free(text);
    /* autosave is not a quit: the exit line says nothing of it */
    char line[LIFE_MSGLEN];
    life_exit_line(&lf, line, sizeof line);
    assert_string_equal(line, "");
    /* a write that fails (a full disk: no byte may be written, SIGXFSZ
     * ignored as the game does): said once, tried again a second later */
    struct rlimit was;
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &was), 0);
    void (*xfsz)(int) = signal(SIGXFSZ, SIG_IGN);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &(struct rlimit){ 0, was.rlim_max }), 0);
    int c = first_empty(lf.gm);
    game_place(lf.gm, c, sol[c]);
    assert_int_equal(life_autosave(&lf, t + 7, 0, msg), 0);
    assert_int_equal(life_autosave(&lf, t + 8, 0, msg), -1);
    assert_non_null(strstr(msg, "Could not save: "));
    assert_int_equal(life_autosave(&lf, t + 8.5, 0, msg), 0); /* not yet again */
    assert_true(life_autosave_wait(&lf, t + 8.5) > 0.49);
    assert_int_equal(life_autosave(&lf, t + 9, 0, msg), -1);
    assert_string_equal(msg, ""); /* said already */
    /* quitting fails too: the exit line says the last save is kept */
    assert_int_equal(life_quit(&lf, msg), 0);
    life_exit_line(&lf, line, sizeof line);
    assert_string_equal(line, "Could not save at the end; the last save is kept:\nk2-1 (4x4 pair, "
                              "easy, 00:03 played).\nResume with: sudokupair-tui --resume k2-1");
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &was), 0);
    signal(SIGXFSZ, xfsz);
    assert_false(saved_value("k2-1", c, sol[c]));
    assert_int_equal(life_autosave(&lf, t + 10, 0, msg), 1);
    assert_true(saved_value("k2-1", c, sol[c]));
    /* what was autosaved is what comes back */
    life_close(&lf);
    life back;
    life_spec spec;
    int status;
    life_start how = NEW_K2;
    how.resume = "k2-1";
    assert_int_equal(life_open(&back, &how, &spec, msg, &status), LIFE_READY);
    game_state st = game_view(back.gm);
    assert_true(st.vals[a] == sol[a] && st.vals[b] == sol[b] && st.vals[c] == sol[c]);
    assert_int_equal(game_get_record(back.gm).checks, 1);
    /* finished: the save goes and nothing is written again */
    fill_by_hand(back.gm);
    assert_int_equal(life_after_move(&back, msg), LIFE_FINISHED);
    assert_null(saved_text("k2-1"));
    assert_int_equal(life_autosave(&back, t + 20, 0, msg), 0);
    assert_int_equal(life_autosave(&back, t + 30, 1, msg), 0);
    assert_true(life_autosave_wait(&back, t + 30) < 0);
    assert_null(saved_text("k2-1"));
    life_close(&back);
    free(sol);
}

/* The game's --load reads what --solve reads: a one-line 9x9 puzzle with
 * --single is played, its givens those of the line. */
static void test_load_oneline(void **state)
{
    (void)state;
    fresh_folder();
    char *top = read_text(DATA "/singles/top95.txt"), line[90];
    snprintf(line, sizeof line, "%.81s\n", top);
    life_start how = { KIND_SQUARE(0, 1, LEVEL_MAXIMAL, KIND_SYM_DEFAULT),
                       0, 0, 0, temp_file("load.txt", line), NULL, NULL, 0, 0, NULL };
    life lf;
    life_spec spec;
    char msg[LIFE_MSGLEN];
    int status;
    if (life_open(&lf, &how, &spec, msg, &status) != LIFE_READY)
        fail_msg("not ready: %s", msg);
    game_state st = game_view(lf.gm);
    assert_int_equal(st.g->k, 3);
    assert_int_equal(st.g->ngrids, 1);
    for (int cell = 0; cell < 81; cell++)
        assert_int_equal(st.givens[cell], line[cell] == '.' ? 0 : line[cell] - '0');
    life_close(&lf);
    free(top);
}

/* The history's lines (history_free them). */
static history_list read_history(void)
{
    char path[KEEP_PATHLEN], err[IO_ERRLEN];
    history_list h = { NULL, 0 };
    assert_null(history_path(path, err));
    keep_status st = history_read(path, &h, err);
    assert_true(st == KEEP_OK || st == KEEP_MISSING);
    return h;
}

/* A new game keeps the one it replaces, as --new does: saved, let go (not
 * claimed here: Continue or another window takes it), no end in the
 * history; giving a game up is its own choice: a "gave up" line, the save
 * forgotten. */
static void test_new_game_keeps_the_save(void **state)
{
    (void)state;
    fresh_folder();
    life lf;
    char msg[LIFE_MSGLEN], err[IO_ERRLEN];
    begin_k2(&lf, LEVEL_EASY);
    game_add_time(lf.gm, 190);
    game_place(lf.gm, first_empty(lf.gm), 1);
    assert_int_equal(life_set_aside(&lf, msg), 1);
    assert_string_equal(msg, "Your game k2-1 (4x4 pair, easy, 03:10 played) is saved.");
    assert_null(lf.gm);
    assert_true(exists("k2-1.save"));
    assert_false(save_in_use("k2-1")); /* let go: Continue may take it */
    life_begin(&lf, k2_game(NULL), LEVEL_MAXIMAL);
    assert_true(exists("k2-1.save")); /* still there under the new game */
    int count;
    saves_info *list = saves_list(&count, err);
    assert_int_equal(count, 1);
    assert_int_equal((int)list[0].elapsed, 190);
    assert_int_equal(list[0].open_cells, 26);
    free(list);
    history_list h = read_history();
    assert_int_equal(h.n, 0); /* a game kept has not ended */
    history_free(&h);
    /* the new game, saved, then given up: counted, its save gone */
    assert_int_equal(life_quit(&lf, msg), 1);
    assert_string_equal(lf.id, "k2-2");
    life_give_up(&lf);
    assert_null(lf.gm);
    assert_false(exists("k2-2.save"));
    assert_true(exists("k2-1.save"));
    h = read_history();
    assert_int_equal(h.n, 1);
    assert_int_equal(h.e[0].end, HIST_GAVE_UP);
    history_free(&h);
    /* nothing to keep: no game, or one over by the computer's solution */
    assert_int_equal(life_set_aside(&lf, msg), 1);
    assert_string_equal(msg, "");
    life_begin(&lf, k2_game(NULL), LEVEL_EASY);
    game_solve(lf.gm);
    assert_int_equal(life_set_aside(&lf, msg), 1);
    assert_string_equal(msg, "");
    h = read_history();
    assert_int_equal(h.n, 2);
    assert_int_equal(h.e[1].end, HIST_COMPUTER);
    history_free(&h);
    life_close(&lf);
    fresh_folder();
}

/* A save resumed because --k (or nothing) asked for its kind says how to
 * start a new one instead. */
static void test_resume_says_new(void **state)
{
    (void)state;
    fresh_folder();
    saved_k2(LEVEL_EASY);
    life lf;
    life_spec spec;
    char msg[LIFE_MSGLEN];
    int status;
    life_start how = NEW_K2;
    assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_READY);
    assert_non_null(strstr(msg, "Welcome back: resumed your saved game k2-1 (--new for a "
                                "new one)."));
    life_close(&lf);
    fresh_folder();
}

/* A game started without --difficulty is of the player's level: the one
 * last chosen in the menu, easy on a first start; one asked for is kept. */
static void test_players_level(void **state)
{
    (void)state;
    fresh_folder();
    life lf;
    life_spec spec;
    char msg[LIFE_MSGLEN], note[IO_ERRLEN];
    int status;
    life_start how = NEW_K2;
    how.new_game = 1;
    how.level_from_menu = 1;
    assert_int_equal(life_players_level(), LEVEL_EASY);
    assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_GENERATE);
    assert_int_equal(spec.kind.level, LEVEL_EASY);
    life_close(&lf);
    puzzle_kind st = kind_square(4, 1, LEVEL_FIENDISH, KIND_SYM_DEFAULT);
    assert_null(settings_save(&st, note));
    assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_GENERATE);
    assert_int_equal(spec.kind.level, LEVEL_FIENDISH);
    assert_int_equal(kind_k(&spec.kind), 2); /* the size asked stays */
    life_close(&lf);
    how.level_from_menu = 0; /* --difficulty maximal */
    assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_GENERATE);
    assert_int_equal(spec.kind.level, LEVEL_MAXIMAL);
    life_close(&lf);
    fresh_folder();
}

/* The program as the resume line names it: by its name when the shell finds
 * it so, else as it was started (./sudokupair-tui after make), quoted when a
 * shell would read it otherwise. */
static void test_program_shown(void **state)
{
    (void)state;
    char buf[LIFE_PROGRAMLEN], dir[600], odd[700], cmd[1600];
    life_program_shown(NULL, "/usr/bin", buf, sizeof buf);
    assert_string_equal(buf, "sudokupair-tui");
    life_program_shown("sudokupair-tui", NULL, buf, sizeof buf);
    assert_string_equal(buf, "sudokupair-tui");
    /* a program not on PATH: as typed */
    snprintf(dir, sizeof dir, "%s", temp_path("prog dir"));
    snprintf(odd, sizeof odd, "%s/sudokupair-tui", dir);
    snprintf(cmd, sizeof cmd, "mkdir -p '%s' && cp '%s' '%s'", dir, bin_path(), odd);
    assert_int_equal(system(cmd), 0);
    life_program_shown(odd, "/usr/bin:/bin", buf, sizeof buf);
    char want[800];
    snprintf(want, sizeof want, "'%s'", odd); /* a space in it: quoted */
    assert_string_equal(buf, want);
    /* on PATH (the very same file): by its name */
    char path[1400];
    snprintf(path, sizeof path, "/usr/bin:%s:/bin", dir);
    life_program_shown(odd, path, buf, sizeof buf);
    assert_string_equal(buf, "sudokupair-tui");
    /* another file of that name on PATH is not it */
    snprintf(cmd, sizeof cmd, "mkdir -p '%s/other' && cp '%s' '%s/other/'", dir, bin_path(), dir);
    assert_int_equal(system(cmd), 0);
    snprintf(path, sizeof path, "%s/other", dir);
    life_program_shown(odd, path, buf, sizeof buf);
    assert_string_equal(buf, want);
    life_program_shown("./sudokupair-tui", "/nonexistent", buf, sizeof buf);
    assert_string_equal(buf, access("./sudokupair-tui", F_OK) == 0 ? "./sudokupair-tui"
                                                                   : "sudokupair-tui");
    /* the exit line names it */
    fresh_folder();
    life lf;
    char msg[LIFE_MSGLEN], line[LIFE_MSGLEN];
    life_spec spec;
    int status;
    life_start how = NEW_K2;
    how.new_game = 1;
    how.program = odd;
    assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_GENERATE);
    life_begin(&lf, k2_game(NULL), LEVEL_EASY);
    assert_int_equal(life_quit(&lf, msg), 1);
    life_exit_line(&lf, line, sizeof line);
    snprintf(want, sizeof want, "\nResume with: '%s' --resume k2-1", odd);
    assert_non_null(strstr(line, want));
    life_close(&lf);
    fresh_folder();
}

/* A daily is marked as one wherever a save is listed; finished, the line to
 * share puts its code on a line of its own (a terminal's line end never
 * cuts it). */
static void test_daily_marked(void **state)
{
    (void)state;
    char mark[32];
    daily_date day = { 2026, 11, 24 };
    uint64_t seed = daily_seed(day, 2, 2, LEVEL_EASY);
    puzzle_kind k2 = kind_square(2, 2, LEVEL_EASY, KIND_SYM_DEFAULT), k3 = k2, x6 = k2;
    k3.box_rows = k3.box_cols = 3;
    x6.box_cols = 3, x6.diagonals = 1;
    assert_string_equal(daily_mark(1, seed, &k2, mark, sizeof mark), "daily 2026-11-24");
    assert_string_equal(daily_mark(0, seed, &k2, mark, sizeof mark), "");
    assert_string_equal(daily_mark(1, seed, &k3, mark, sizeof mark), ""); /* another kind's */
    assert_string_equal(daily_mark(1, 5, &k2, mark, sizeof mark), "");
    /* an X 6x6's daily is marked as one (its shape, not a box size) */
    uint64_t x6_seed = daily_seed(day, daily_shape(&x6), 2, LEVEL_EASY);
    assert_string_equal(daily_mark(1, x6_seed, &x6, mark, sizeof mark), "daily 2026-11-24");
    assert_string_equal(daily_mark(1, x6_seed, &k2, mark, sizeof mark), "");
    /* the udit-test1 pair as that day's game (the seed marks a daily) */
    fresh_folder();
    int k;
    char err[IO_ERRLEN], msg[LIFE_MSGLEN], line[LIFE_MSGLEN];
    uint8_t *puzzle = read_csv(DATA "/pairs/udit-test1.csv", 2, &k);
    life lf;
    begin_k2(&lf, LEVEL_EASY);
    life_begin(&lf, game_new(geom_new(2, 2), puzzle, NULL, 1, seed, err), LEVEL_EASY);
    free(puzzle);
    assert_int_equal(life_quit(&lf, msg), 1);
    const char *list = temp_path("list.txt");
    FILE *out = fopen(list, "w");
    assert_non_null(out);
    assert_int_equal(saves_print_list(out, &(puzzle_kind){ 0 }), 0);
    fclose(out);
    char *text = read_text(list);
    assert_non_null(strstr(text, "4x4 pair, easy  00:00 played  27 cells to fill  (daily "
                                 "2026-11-24)"));
    free(text);
    fill_by_hand(lf.gm);
    assert_int_equal(life_after_move(&lf, msg), LIFE_FINISHED);
    life_finish_line(&lf, 1, line, sizeof line);
    char *code = code_encode(game_view(lf.gm).g, game_view(lf.gm).givens), want[400];
    snprintf(want, sizeof want, "Daily 2026-11-24, 4x4 pair, easy: 00:00 by hand\n%s", code);
    assert_string_equal(line, want);
    life_exit_line(&lf, line, sizeof line);
    assert_string_equal(line, want);
    free(code);
    life_close(&lf);
    fresh_folder();
}

/* A kept file of counts by name (tally.h): raised by one or to a least,
 * read strictly; a bad one is moved aside and the counts start again. */
static void test_tally(void **state)
{
    (void)state;
    fresh_folder();
    char path[KEEP_PATHLEN], note[IO_ERRLEN];
    snprintf(path, sizeof path, "%s/counts", folder);
    const char *head = "sudokupair-tui test counts";
    assert_int_equal(tally_raise(path, head, "k3", 0, note), 1);
    assert_int_equal(tally_raise(path, head, "k3", 0, note), 2);
    assert_int_equal(tally_raise(path, head, "k4-single", 7, note), 7);
    assert_int_equal(tally_raise(path, head, "k4-single", 3, note), 7); /* never lowered */
    assert_int_equal(tally_raise(path, head, "k3", 0, note), 3);
    assert_int_equal(tally_raise(path, head, "two words", 0, note), 0);
    char *text = read_text(path);
    assert_string_equal(text, "sudokupair-tui test counts\nformat 1\nk3 3\nk4-single 7\n");
    free(text);
    int names;
    char err[IO_ERRLEN];
    static const struct {
        const char *text, *want;
    } BAD[] = {
        { "other\n", "c:1:1: expected 'sudokupair-tui test counts'" },
        { "sudokupair-tui test counts\nformat 2\n", "c:2:1: expected 'format 1'" },
        { "sudokupair-tui test counts\nformat 1\nk3\n", "c:3:1: expected 'NAME N'" },
        { "sudokupair-tui test counts\nformat 1\nk3 -1\n", "c:3:4: expected a count" },
        { "sudokupair-tui test counts\nformat 1\nk3 1\nk3 2\n", "c:4:1: expected each name once" },
    };
    for (size_t i = 0; i < sizeof BAD / sizeof *BAD; i++) {
        const char *bad = tally_parse_text(head, "c", BAD[i].text, strlen(BAD[i].text), &names,
                                           err);
        if (!bad || strcmp(bad, BAD[i].want) != 0)
            fail_msg("%s: got %s", BAD[i].want, bad ? bad : "NULL");
    }
    FILE *f = fopen(path, "w");
    fputs("junk\n", f);
    fclose(f);
    assert_int_equal(tally_raise(path, head, "k3", 0, note), 1);
    assert_non_null(strstr(note, "moved it aside"));
    fresh_folder();
}

/* Quitting while the computer's solution stands keeps no save but says,
 * as a finish does, how the game ended. */
static void test_exit_line_after_the_computer(void **state)
{
    (void)state;
    fresh_folder();
    life lf;
    begin_k2(&lf, LEVEL_EASY);
    game_add_time(lf.gm, 21);
    game_solve(lf.gm);
    char msg[LIFE_MSGLEN], line[LIFE_MSGLEN];
    assert_int_equal(life_after_move(&lf, msg), LIFE_SHOWN);
    assert_int_equal(life_quit(&lf, msg), 1);
    life_exit_line(&lf, line, sizeof line);
    assert_string_equal(line, "Solved by the computer after 00:21: 4x4 pair, easy");
    life_close(&lf);
    assert_false(exists("k2-1.save"));
    fresh_folder();
}

/* The text of a save with its elapsed line damaged. */
static void write_damaged(const char *id)
{
    char path[700], msg[LIFE_MSGLEN];
    saved_k2(LEVEL_EASY);
    snprintf(path, sizeof path, "%s/k2-1.save", folder);
    char *text = read_text(path), *at = strstr(text, "elapsed ");
    assert_non_null(at);
    memcpy(at + 8, "abc", 3);
    unlink(path);
    snprintf(path, sizeof path, "%s/%s.save", folder, id);
    write_text(path, text);
    free(text);
    (void)msg;
}

/* 1 when the folder holds a file whose name starts with prefix. */
static int has_file_starting(const char *prefix)
{
    char cmd[900];
    snprintf(cmd, sizeof cmd, "ls -a '%s' | grep -q '^%s'", folder, prefix);
    return system(cmd) == 0;
}

/* A save that cannot be read is moved aside, kept whole, so that it blocks
 * nothing, and the message says where and what to do: by --resume (exit 2)
 * and on a plain start (a new game). */
static void test_bad_save_set_aside(void **state)
{
    (void)state;
    fresh_folder();
    write_damaged("k2-1");
    life lf;
    life_spec spec;
    char msg[LIFE_MSGLEN];
    int status;
    life_start how = NEW_K2;
    how.resume = "k2-1";
    assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_EXIT);
    assert_int_equal(status, EXIT_USAGE);
    assert_non_null(strstr(msg, "Could not resume k2-1: k2-1.save:6:1: expected 'elapsed'"));
    assert_non_null(strstr(msg, "Moved it aside to k2-1.save.bad-"));
    assert_non_null(strstr(msg, "mend it and move it back to resume it, or delete it"));
    assert_non_null(strstr(msg, "--new"));
    assert_false(exists("k2-1.save"));
    assert_true(has_file_starting("k2-1.save.bad-"));
    /* on a plain start: moved aside, said, and a new game starts */
    fresh_folder();
    write_damaged("k2-3");
    life_start plain = { KIND_SQUARE(0, 0, LEVEL_MAXIMAL, KIND_SYM_DEFAULT), 0, 0, 0, NULL,
                         NULL, NULL, 0, 1, NULL };
    assert_int_equal(life_open(&lf, &plain, &spec, msg, &status), LIFE_GENERATE);
    assert_non_null(strstr(msg, "Could not resume k2-3"));
    assert_non_null(strstr(msg, "Moved it aside to k2-3.save.bad-"));
    assert_false(exists("k2-3.save"));
    life_close(&lf);
    fresh_folder();
}

/* Deleting a save takes its lock file with it, unless another program
 * holds the lock. */
static void test_forget_takes_the_lock(void **state)
{
    (void)state;
    fresh_folder();
    saved_k2(LEVEL_EASY);
    assert_true(exists(".k2-1.lock"));
    life none;
    memset(&none, 0, sizeof none);
    char msg[LIFE_MSGLEN];
    assert_int_equal(life_delete_save(&none, "k2-1", msg), 1);
    assert_false(exists("k2-1.save"));
    assert_false(exists(".k2-1.lock"));
    /* held by another program: the lock stays */
    life lf;
    begin_k2(&lf, LEVEL_EASY);
    assert_int_equal(life_quit(&lf, msg), 1);
    char id[SAVE_IDLEN], lock[SAVE_IDLEN + 8];
    snprintf(id, sizeof id, "%s", lf.id);
    snprintf(lock, sizeof lock, ".%s.lock", id);
    life_close(&lf);
    int ready[2], done[2];
    assert_int_equal(pipe(ready), 0);
    assert_int_equal(pipe(done), 0);
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        game *gm;
        char err[IO_ERRLEN], c = save_load(id, &gm, err) == SAVE_OK ? 'y' : 'n';
        if (write(ready[1], &c, 1) != 1 || read(done[0], &c, 1) < 0)
            _exit(1);
        _exit(0);
    }
    char c = 0;
    assert_int_equal(read(ready[0], &c, 1), 1);
    assert_int_equal(c, 'y');
    assert_int_equal(save_forget(id), 0);
    assert_true(exists(lock));
    assert_int_equal(write(done[1], "x", 1), 1);
    int wstatus;
    assert_int_equal(waitpid(child, &wstatus, 0), child);
    close(ready[0]), close(ready[1]), close(done[0]), close(done[1]);
    fresh_folder();
}

int run_life_tests(void)
{
    const struct CMUnitTest terminal[] = {
        cmocka_unit_test(test_finish_locks_the_board),
        cmocka_unit_test(test_exit_line),
    };
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_quit_resume_keeps_the_record),
        cmocka_unit_test(test_finish_is_final_and_best_times_honest),
        cmocka_unit_test(test_history_dropped_on_quit),
        cmocka_unit_test(test_give_up),
        cmocka_unit_test(test_named_by_the_level_played),
        cmocka_unit_test(test_options_that_conflict),
        cmocka_unit_test(test_two_windows_race),
        cmocka_unit_test(test_looking_never_blocks_a_claim),
        cmocka_unit_test(test_fifos_refused),
        cmocka_unit_test(test_best_times_reader),
        cmocka_unit_test(test_best_times_file_kept),
        cmocka_unit_test(test_best_times_rebuilt_from_history),
        cmocka_unit_test(test_long_data_home),
        cmocka_unit_test(test_autosave_timing),
        cmocka_unit_test(test_load_oneline),
        cmocka_unit_test(test_new_game_keeps_the_save),
        cmocka_unit_test(test_resume_says_new),
        cmocka_unit_test(test_players_level),
        cmocka_unit_test(test_program_shown),
        cmocka_unit_test(test_daily_marked),
        cmocka_unit_test(test_tally),
        cmocka_unit_test(test_exit_line_after_the_computer),
        cmocka_unit_test(test_bad_save_set_aside),
        cmocka_unit_test(test_forget_takes_the_lock),
    };
    return cmocka_run_group_tests_name("life", tests, setup, teardown) +
           cmocka_run_group_tests_name("life in a terminal (tmux)", terminal, tm_group_setup,
                                       tm_group_teardown);
}
