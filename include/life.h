/* life.h - a game's life, without a terminal: how a game starts (a new
 * puzzle, a puzzle file, a save resumed), its finish, giving it up, quitting
 * or being stopped by a signal, and what each does to its save and to the
 * best times. The terminal screens ask this module and show what it says;
 * they never decide about saves or best times themselves.
 *
 * The rules:
 * - A game is claimed (save.h) before it is loaded, and its claim is held
 *   while it is played; a game open in another window is never resumed here.
 * - An unfinished game is saved when the player quits and on every signal
 *   that ends the program; the exit line says where (life_exit_line).
 * - A finish (the grids filled and right, by the player's moves) is final:
 *   the save goes, the board takes no more entries (life_finished), q quits
 *   without a question. The computer's solution ('s') is help, not a finish:
 *   undo takes it back; while it stands the game is over (no save, q quits).
 * - Only a finish by hand (no hint that placed a value, no solve by the
 *   computer, even one taken back) is a best-time candidate; a finish with
 *   help says what helped. The category is the size, pair or single, and the
 *   level the game is named under (level_named: maximal, or the rung the
 *   puzzle is graded at; a loaded puzzle: the level it was graded at).
 * - A new game keeps the game it replaces saved (life_set_aside); giving a
 *   game up (life_give_up, the player's own choice) forgets its save.
 * - A game's life ends at its finish (by hand or with help), when a new game
 *   replaces it (given up, or over by the computer's solution) and when the
 *   program ends while the computer's solution stands; each end appends one
 *   line to the history (history.h), once per game. A game saved for later
 *   has not ended. */
#ifndef LIFE_H
#define LIFE_H

#include <stdint.h>
#include <stdio.h>

#include "daily.h"
#include "game.h"
#include "kind.h"
#include "history.h"
#include "io.h"
#include "level.h"
#include "save.h"

/* The program's exit statuses, the game's and the command line's: done, a
 * puzzle with no solution, and bad usage (bad input, output or files that
 * could not be written, a terminal that cannot run the game). */
enum { EXIT_DONE = 0, EXIT_NO_SOLUTION = 1, EXIT_USAGE = 2 };

#define LIFE_MSGLEN 600
/* A finish names the puzzle's code when it has at most this many characters
 * (every 4x4 and 9x9 puzzle's does); best-times keeps it at every size. */
#define LIFE_CODE_SHOWN 130

/* The longest name of the program a resume line gives (life_program_shown). */
#define LIFE_PROGRAMLEN 160

/* What a new game is made of (the new-game menu's fields). */
typedef struct life_spec {
    puzzle_kind kind;      /* a whole kind; its level one a player can ask for, or
                              LEVEL_UNKNOWN (a loaded puzzle) */
    int has_seed;          /* 0: a fresh random seed */
    uint64_t seed;
} life_spec;

/* How the program was asked to start (from the command line). */
typedef struct life_start {
    puzzle_kind kind;      /* the kind asked, a pattern: a size or grids of 0 not
                              given (a 9x9 pair, or a save's); the level
                              LEVEL_MAXIMAL unless --difficulty said another; the
                              symmetry (--symmetry, or KIND_SYM_DEFAULT) */
    int has_seed;
    uint64_t seed;
    int new_game;          /* --new */
    const char *load;      /* --load FILE, or NULL */
    const char *resume;    /* --resume ID, or NULL */
    FILE *errors;          /* where a start that cannot be made says why (stderr) */
    int level_from_menu;   /* 1: no level was asked (no --difficulty, no --daily, the
                              default --strategy): a new game is of the player's
                              level, the one last chosen in the new-game menu
                              (settings.h; on a first start the menu's default),
                              not of kind.level; saves are resumed as without
                              --difficulty */
    int menu_first;        /* 1: nothing asked picks a game (no size, grids, seed,
                              level, --new, --load or --resume): when no save is
                              resumed, the new-game menu opens first, its last
                              choice preselected */
    const char *program;   /* how the program was started (argv[0]; NULL: by its
                              name): the line that resumes a save names it so
                              (life_program_shown) */
} life_start;

/* What a finish was, for the finish box and the shell line (life_result). */
typedef struct life_result {
    int ended;             /* 1 after a finish (by hand or with help) */
    history_end how;       /* HIST_HAND or HIST_HELP */
    double seconds;
    int hints, checks, reveals, computer_move;
    double best, previous; /* a finish by hand: the category's best now, and the
                              best it beat (-1: none; best -1: not kept) */
    int new_best;          /* this finish is the best (the first, or beat previous) */
    int place, of;         /* its place among the last `of` finishes by hand of
                              its category (stats_place); 0 when not known */
    int daily;             /* the day's puzzle (daily.h): date below */
    daily_date date;
    char kind[64];         /* "9x9 pair, easy" */
    char code[HISTORY_MAX_LINE]; /* the puzzle's code */
    char note[IO_ERRLEN];  /* what the history's keeping had to say, or "" */
    int history_kept;      /* the finish's line is in the history (a bad file
                              before it moved aside: note says where) */
} life_result;

typedef struct life {
    game *gm;              /* NULL until a game is begun */
    char id[SAVE_IDLEN];   /* its save; empty until first saved */
    int finished;          /* the finish is final */
    int unsaved;           /* the last save failed (the reason was said) */
    int saved_on_exit;     /* saved by life_quit or life_suspend */
    int shown;             /* the computer's solution was said */
    int dropped;           /* moves of the undo history dropped by the last save */
    int recorded;          /* the game's end is in the history */
    life_result result;    /* the finish, once finished */
    /* autosave (life_autosave): what was last written, and when a change
     * not yet written was first seen */
    uint64_t auto_stamp;   /* the game as written (or begun), but the clock */
    double auto_changed;   /* when a change was first seen; -1: none waits */
    double auto_elapsed;   /* the game's clock at the last write */
    double auto_retry;     /* a failed write is tried again from then on */
    int auto_failing;      /* the last autosave failed (said once) */
    char unkept[IO_ERRLEN]; /* what of this life could not be kept (a game's end
                              missing from the history: the lock held, the disk
                              full), for the shell when the program ends; "" */
    char program[LIFE_PROGRAMLEN]; /* the program as the resume line names it */
} life;

/* What life_open decided. */
typedef enum {
    LIFE_READY,    /* lf->gm is the game (resumed or loaded) */
    LIFE_GENERATE, /* make a puzzle of *spec, then life_begin */
    LIFE_EXIT      /* said on how->errors (lines "sudokupair-tui: ..."; the first
                      also in msg); *status is the exit status */
} life_open_result;

/* The player's level: the one last chosen in the new-game menu (settings.h),
 * or on a first start the menu's default (easy). */
level_id life_players_level(void);

/* Picks the first game: --resume ID (claimed first; a save open in another
 * window is refused), --load FILE, a daily's seed (daily.h) whose save is
 * there (resumed), else (without --new and --seed) the most recent save not
 * open elsewhere: with no size, no grids and no level asked, of any size
 * (the game played last); else of the size and grids asked for (kind_complete:
 * a 9x9 pair where not given) and, when --difficulty asked for a level, of
 * that level (msg: "Welcome back: resumed your saved game k3-2 (--new for a
 * new one)."). Saves that cannot be read are moved aside. For LIFE_GENERATE,
 * *spec is the new game: how's kind completed (kind_complete), its seed, and
 * its level or, with how->level_from_menu, life_players_level(). When a new
 * game is made although a save could be resumed, msg says it is still saved
 * and how to resume it. msg also says what was done (welcome back, what was
 * moved aside). *status gets the exit status for LIFE_EXIT (EXIT_USAGE,
 * or EXIT_NO_SOLUTION for a puzzle without a solution, with the reason as
 * --solve gives it). */
life_open_result life_open(life *lf, const life_start *how, life_spec *spec,
                           char msg[LIFE_MSGLEN], int *status);

/* Begins gm, a new game made for level_asked (it is named under
 * level_named of it and its grade: life_short_note says when that is
 * another): a game still played here (neither set aside nor given up
 * before) is given up (life_give_up). */
void life_begin(life *lf, game *gm, level_id level_asked);

/* Leaves the game played for a new one and keeps it, as --new does: an
 * unfinished game is saved (as life_quit) and let go (its claim too: the
 * menu's Continue, --resume or another window takes it up); a game over by
 * the computer's solution ends (its history line). The life then has no
 * game until life_begin. Returns 1 with msg "Your game k3-2 (9x9 pair, easy,
 * 03:10 played) is saved." ("" when there was nothing to keep), or 0 when
 * the save failed (msg says why; the game stays played here). */
int life_set_aside(life *lf, char msg[LIFE_MSGLEN]);

/* Gives the game played up, the player's own choice: its end in the
 * history as given up (the statistics count it; over by the computer's
 * solution: as such), its save forgotten. The life then has no game. */
void life_give_up(life *lf);

/* 1 when the game is finished: moves that change the board are refused. */
int life_finished(const life *lf);
/* 1 when the game is over: finished, or the computer's solution stands
 * (undo may take that back). Quitting then keeps no save. */
int life_over(const life *lf);

/* After every move: notices the finish (once). Returns LIFE_FINISHED when
 * the game has just been finished: msg says how (the time, what helped, the
 * puzzle's code, the best time of its category; a finish by hand is kept in
 * best-times with the code) and the save is gone; LIFE_SHOWN when the
 * computer's solution has just been filled in (msg says so; not a finish);
 * else LIFE_MOVED. */
enum { LIFE_MOVED, LIFE_FINISHED, LIFE_SHOWN };
int life_after_move(life *lf, char msg[LIFE_MSGLEN]);

/* Quitting: an unfinished game is saved (its oldest undo history dropped if
 * it would not fit, which msg then says). Returns 1 to quit, or 0 when the
 * save failed (msg says why: ask whether to quit without saving). */
int life_quit(life *lf, char msg[LIFE_MSGLEN]);

/* A signal ends the program: as life_quit; 0 when the game could not be
 * saved (msg says why). */
int life_suspend(life *lf, char msg[LIFE_MSGLEN]);

/* Autosave: an unfinished game is written (atomically, as life_quit writes
 * it) soon after it changes, so that a program killed (kill -9, a crash,
 * the OOM killer) loses at most the last second of play. Call it whenever
 * the terminal loop wakes (after each key, at each timeout) with the time
 * now (seconds of a clock that only goes forward: util_now) and paused (1
 * while the pause screen shows). A change is anything the save holds but
 * the clock and the cursor: a move, an undo or redo, a check, a hint, the
 * bookmark. It is written LIFE_AUTOSAVE_AFTER seconds after the first change
 * not yet written: while moves come, about one write a second; when the
 * player stops typing, within a second of the last key. While paused it is
 * written at once, the clock with it (once: the clock stands still). A game
 * that is over (finished, or the computer's solution shown) is never
 * written. A failed write is tried again LIFE_AUTOSAVE_AFTER seconds later.
 * Returns 1 when it wrote, 0 when nothing was due, -1 when the write failed;
 * msg says what the player should know (why a write failed, said once until
 * one succeeds; the oldest moves dropped to keep the save readable), else
 * it is empty. Where the saves are written behind (save_write_behind: the
 * terminal's loop), 1 is a write handed to their thread, and a write of it
 * that failed is said (-1) by the next call, and is due again. */
#define LIFE_AUTOSAVE_AFTER 1.0
int life_autosave(life *lf, double now, int paused, char msg[LIFE_MSGLEN]);

/* How long the terminal loop may wait for a key before life_autosave is due:
 * seconds (0: now), or -1 when no change waits to be written. */
double life_autosave_wait(const life *lf, double now);

/* The program as a line to type names it, from argv0 as it was started and
 * the PATH the shell looks in (path: $PATH; NULL: none): its name when argv0
 * has no '/' (the shell found it so) or when PATH finds the very same file
 * by its name; else argv0 itself ("./sudokupair-tui" after make), in single
 * quotes when it holds a character a shell reads otherwise; "sudokupair-tui"
 * for NULL, and for argv0 too long for LIFE_PROGRAMLEN. Into buf. */
void life_program_shown(const char *argv0, const char *path, char *buf, size_t len);

/* What the shell gets after the program ended, each line within 80 columns
 * (lines separated by '\n', no final one): "Saved k3-2 (9x9 pair, fiendish,
 * 12:04 played)." then "Resume with: sudokupair-tui --resume k3-2" (the
 * program named as lf->program says, life_program_shown; between
 * them a line saying how many of the oldest moves were dropped, when the undo
 * history did not fit); after a finish played here life_finish_line (with
 * the code for a daily); when the last save failed but an earlier one (an
 * autosave, or the save resumed) is there, "Could not save at the end; the
 * last save is kept:", "k3-2 (9x9 pair, fiendish, 11:58 played)." and the
 * line that resumes it, else "Could not save at the end: nothing of this
 * game is kept."; while the computer's solution stands (no save is kept),
 * "Solved by the computer after 00:21: 16x16 pair, easy"; or "" when
 * nothing was saved. */
void life_exit_line(const life *lf, char *buf, size_t len);

/* A finish in one line (within 80 columns without the code): "Solved 9x9
 * pair, easy, in 00:08 by hand - best", "... - a new best (was 00:10)", "...
 * by hand (best 00:05)", "Solved 9x9 pair in 03:10 with 2 hints"; a daily:
 * "Daily 2026-11-24, 9x9 pair, medium: 07:12 by hand - best"; with_code the
 * puzzle's code on a line of its own instead of what is said of the best
 * (lines to paste: "Daily ...: 07:12 by hand\nsp3-...", the code never cut
 * by the terminal's line end). "" before a finish. */
void life_finish_line(const life *lf, int with_code, char *buf, size_t len);

/* Leaves the game played for the save id: an unfinished game is saved first
 * (as life_quit: 0 with msg when that fails), a game over by the computer's
 * solution ends (its history line); then id is claimed and loaded. 1 with
 * msg "Resumed k4-1 ...", or 0 with msg saying why (the game played stays,
 * claimed again). */
int life_switch(life *lf, const char *id, char msg[LIFE_MSGLEN]);

/* Deletes the save id (not the game played here, not one open in another
 * window: msg says so and 0 is returned). 1 when it is gone. */
int life_delete_save(const life *lf, const char *id, char msg[LIFE_MSGLEN]);

/* Ends the life: a game over by the computer's solution ends (its history
 * line); frees the game and lets go of its claim (its save stays), once the
 * autosave written behind is done. What could not be kept, then or before,
 * is in lf->unkept (the program says it when it ends, with a status that is
 * not 0). */
void life_close(life *lf);

/* "mm:ss", or "h:mm:ss" from an hour on. */
void life_format_time(double seconds, char *buf, size_t len);

/* The level that names a game's best-time category and its history line:
 * the level it is named under (game_record.level_asked: maximal, or the rung
 * it is graded at), else the level it was graded at, else LEVEL_UNKNOWN. */
level_id life_category_level(const game *gm);

/* What the player should hear once when the game just begun (life_begin)
 * was made for the rung asked but is named under another level (the
 * generator found none of that level): "Seed 5: found no hard puzzle; this
 * one is easy." (level_short_text, the words --generate says); else "". */
void life_short_note(const life *lf, level_id asked, char *buf, size_t len);

#endif
