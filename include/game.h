/* game.h - one game in progress: givens, the player's entries, notes, the
 * clock, unlimited undo and redo; hint, check and solve through the engine.
 * No terminal: the tui draws this state and turns keys into calls. Cursor and
 * view state live in the tui; what undo restores lives here. Saving a game to
 * a file is save.h's, through game_history and game_restore. */
#ifndef GAME_H
#define GAME_H

#include <stdint.h>
#include <stdio.h>

#include "grid.h"
#include "io.h"
#include "ladder.h"

typedef struct game game;

typedef struct game_state {
    const geom *g;
    const uint8_t *givens;   /* the puzzle; a non-zero cell is a given */
    const uint8_t *vals;     /* givens and entries */
    const grid_mask *notes;  /* candidate notes of each cell */
    const uint8_t *marked;   /* cells marked wrong by the last check */
    int unique;              /* the puzzle has exactly one solution */
    int has_seed;
    uint64_t seed;
    int by_computer;         /* solved with 's' (undo takes it back) */
    double elapsed;          /* seconds played */
    level_id level;          /* the ladder level the puzzle needs (a rung, or
                                LEVEL_BEYOND: guesses needed), LEVEL_SEVERAL
                                when it has several solutions */
} game_state;

/* A new game from a puzzle (g->ncells values). solution may be NULL: then the
 * solver finds it. Returns NULL, with a message in err, when the puzzle has no
 * solution. The game takes over g (geom_free at game_free). */
game *game_new(geom *g, const uint8_t *givens, const uint8_t *solution, int has_seed,
               uint64_t seed, char err[IO_ERRLEN]);
void game_free(game *gm);

/* Read-only views of the state, valid until the next call that changes it. */
game_state game_view(const game *gm);

/* What a move did. */
typedef enum { MOVE_DONE, MOVE_NOTHING, MOVE_GIVEN } move_result;

/* Puts v at cell (v = 0 clears it); v leaves the notes of the cell's peers. */
move_result game_place(game *gm, int cell, int v);
/* Toggles v in the notes of an empty cell. */
move_result game_toggle_note(game *gm, int cell, int v);
/* Empties every entry and note, as one move. */
move_result game_restart(game *gm);
/* Undo and redo one move each; 0 when there is nothing to undo or redo. */
int game_undo(game *gm);
int game_redo(game *gm);

/* A hint: points at a wrong entry first, else the next step of the
 * technique ladder (ladder.h) on the entries: a placement is made as a move;
 * eliminations are struck from the cells' notes (as a move) and remembered
 * for the next hints. When no technique applies, a cell with the fewest
 * candidates gets its solution value, named as found by search. */
typedef enum { HINT_WRONG, HINT_PLACED, HINT_ELIMINATED, HINT_SEARCH, HINT_NONE } hint_kind;
typedef struct game_hint {
    hint_kind kind;
    int cell, value;   /* the wrong entry or the placement; -1 for eliminations */
    ladder_step step;  /* PLACED and ELIMINATED: the deduction, with the unit
                          and the cells it rests on (see ladder.h) */
    char text[256];    /* the hint in one sentence, for the status line */
} game_hint;
game_hint game_do_hint(game *gm);

/* Marks every entry that disagrees with the solution; returns how many. */
int game_check(game *gm);
/* Fills the solution as one move and marks the game solved by the computer. */
move_result game_solve(game *gm);

/* 1 when every cell is filled and the pair is valid. */
int game_is_complete(const game *gm);
/* Adds seconds to the clock. */
void game_add_time(game *gm, double seconds);

/* One cell's change within a move, and a move: what undo takes back and redo
 * does again, as one. Changes never touch a given. */
typedef struct game_change {
    int cell;
    uint8_t old_v, new_v;
    grid_mask old_notes, new_notes;
} game_change;
typedef struct game_move {
    game_change *changes;
    int count;
    int old_by_computer, new_by_computer;
} game_move;

/* The undo history, oldest first: *count moves, of which the first *done are
 * done (undo takes back moves[*done - 1]); the rest were undone (redo does
 * moves[*done]). Valid until the next call that changes the game. */
const game_move *game_history(const game *gm, int *count, int *done);

/* Puts a saved state into gm, a game fresh from game_new: the entries and
 * notes (ncells each), by_computer and the clock. With moves (NULL: no
 * history, as in old saves) the history comes back too: replayed from the
 * givens, every change must be on a cell that is not a given, hold values
 * 0..n and notes within the grid's symbols, and start from the state the
 * moves before it left; the first `done` moves must lead exactly to vals,
 * notes and by_computer. Copies what it keeps. Returns NULL, or a message
 * (with *bad_move the move at fault, or -1 for the end state) and leaves gm
 * as game_new made it. */
const char *game_restore(game *gm, const uint8_t *vals, const grid_mask *notes, int by_computer,
                         double elapsed, const game_move *moves, int nmoves, int done,
                         int *bad_move, char err[IO_ERRLEN]);

/* ---- auto-candidates (the tui's notes) ---- */

/* Sets the notes of every empty cell to its candidates: the values no filled
 * peer (row, column, box) and not the twin hold, as one move (undo takes it
 * back). Placing a symbol then strikes it from its peers' notes (game_place).
 * MOVE_NOTHING when the notes were already so. */
move_result game_fill_candidates(game *gm);

#endif
