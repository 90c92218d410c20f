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
 *   level asked for (a loaded puzzle: the level it was graded at).
 * - Giving a game up for a new one forgets its save. */
#ifndef LIFE_H
#define LIFE_H

#include <stdint.h>
#include <stdio.h>

#include "game.h"
#include "gen.h"
#include "io.h"
#include "level.h"
#include "save.h"

#define LIFE_MSGLEN 600
/* A finish names the puzzle's code when it has at most this many characters
 * (every 4x4 and 9x9 puzzle's does); best-times keeps it at every size. */
#define LIFE_CODE_SHOWN 130

/* What a new game is made of (the new-game menu's fields). */
typedef struct life_spec {
    int k, ngrids;
    level_id level;        /* a level a player can ask for, or LEVEL_UNKNOWN
                              (a loaded puzzle) */
    int has_seed;          /* 0: a fresh random seed */
    uint64_t seed;
    gen_symmetry symmetry; /* GEN_SYM_DEFAULT: the level's own */
} life_spec;

/* How the program was asked to start (from the command line). */
typedef struct life_start {
    int k;                 /* 0: not given (3, or a save's) */
    int ngrids;
    level_id level;        /* LEVEL_MAXIMAL unless --difficulty said another */
    int has_seed;
    uint64_t seed;
    int new_game;          /* --new */
    const char *load;      /* --load FILE, or NULL */
    const char *resume;    /* --resume ID, or NULL */
    FILE *errors;          /* where a start that cannot be made says why (stderr) */
    gen_symmetry symmetry; /* --symmetry, or GEN_SYM_DEFAULT: the level's own */
} life_start;

typedef struct life {
    game *gm;              /* NULL until a game is begun */
    char id[SAVE_IDLEN];   /* its save; empty until first saved */
    int finished;          /* the finish is final */
    int unsaved;           /* the last save failed (the reason was said) */
    int saved_on_exit;     /* saved by life_quit or life_suspend */
    int shown;             /* the computer's solution was said */
    int dropped;           /* moves of the undo history dropped by the last save */
} life;

/* What life_open decided. */
typedef enum {
    LIFE_READY,    /* lf->gm is the game (resumed or loaded) */
    LIFE_GENERATE, /* make a puzzle of *spec, then life_begin */
    LIFE_EXIT      /* said on how->errors (lines "sudokupair-tui: ..."; the first
                      also in msg); *status is the exit status */
} life_open_result;

/* Picks the first game: --resume ID (claimed first; a save open in another
 * window is refused), --load FILE, else (without --new and --seed) the most
 * recent save of the size and grids asked for that is not open elsewhere and,
 * when --difficulty asked for a level, of that level. Saves that cannot be
 * read are moved aside. When a new game is made although a save could be
 * resumed, msg says it is still saved and how to resume it. msg also says
 * what was done (welcome back, what was moved aside). *status gets the exit
 * status for LIFE_EXIT (2 for a usage error, 1 for a puzzle without a
 * solution, with the reason as --solve gives it). */
life_open_result life_open(life *lf, const life_start *how, life_spec *spec,
                           char msg[LIFE_MSGLEN], int *status);

/* Begins gm, a new game made for level_asked: the game played so far (if
 * any, unfinished) is given up and its save forgotten. */
void life_begin(life *lf, game *gm, level_id level_asked);

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

/* The line for the shell after the program ended: "Saved k3-2 (9x9 pair,
 * fiendish, 12:04 played). Resume with: sudokupair-tui --resume k3-2" (the
 * parenthesis also says how many of the oldest moves were dropped, when the
 * undo history did not fit), or "" when nothing was saved. */
void life_exit_line(const life *lf, char *buf, size_t len);

/* Ends the life: frees the game and lets go of its claim (its save stays). */
void life_close(life *lf);

/* "mm:ss", or "h:mm:ss" from an hour on. */
void life_format_time(double seconds, char *buf, size_t len);

/* The level that names a game's best-time category: the level asked for, else
 * the level it was graded at, else LEVEL_UNKNOWN. */
level_id life_category_level(const game *gm);

#endif
