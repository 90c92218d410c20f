/* game.h - one game in progress: givens, the player's entries, notes, the
 * clock, unlimited undo and redo; hint, check and solve through the engine;
 * and the game's record (hints, checks, the computer's help, the level asked
 * for, the cursor's cell). No terminal: the tui draws this state and turns
 * keys into calls. View state lives in the tui; what undo restores lives
 * here. Saving a game to a file is save.h's, through game_history,
 * game_get_record and game_restore; what a game's life does with saves is
 * life.h's. */
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
    int by_computer;         /* the entries are the computer's solution ('s'; undo
                                takes it back, any change of an entry ends it) */
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

/* Puts v at cell (v = 0 clears it); v leaves the notes of the cell's peers.
 * The entry it replaces goes back into the notes of the empty peers that keep
 * notes, where it may stand again (no peer or twin holds it). */
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
    char where[256];   /* the hint's first stage: the technique and where it
                          works, without the answer ("Hidden single in box
                          r4-6 c4-6 of A"); for a wrong entry the same as text */
} game_hint;
game_hint game_do_hint(game *gm);
/* The hint game_do_hint would give now, without doing anything (nothing
 * placed, struck or marked): to point first and tell on the second ask. */
game_hint game_peek_hint(game *gm);
/* A bookmark in the undo history, for trying a guess and coming back:
 * game_set_mark marks the position as it stands (moves done); game_to_mark
 * undoes (or redoes) to it, with *moves the moves undone (negative: redone),
 * and returns 1, or 0 when there is no mark. The mark goes when the moves up
 * to it are dropped (a new move after undoing past it). game_mark: the mark
 * (moves done at it), or -1. */
void game_set_mark(game *gm);
int game_mark(const game *gm);
int game_to_mark(game *gm, int *moves);
/* The cell the last undo or redo was about (the entry or the notes it
 * changed), or -1 when it changed many cells (restart, candidates, solve, a
 * hint's eliminations) or there was none. */
int game_moved_cell(const game *gm);

/* Marks every entry that disagrees with the solution; returns how many.
 * Counted in the record. */
int game_check(game *gm);
/* Fills the solution as one move and marks the game solved by the computer
 * (the record keeps the move: game_record.computer_move). */
move_result game_solve(game *gm);

/* 1 when every cell is filled and the pair is valid. */
int game_is_complete(const game *gm);
/* Adds seconds to the clock. */
void game_add_time(game *gm, double seconds);

/* One cell's change within a move, and a move: what undo takes back and redo
 * does again, as one. Changes never touch a given. A move also says what it
 * was (its kind, and the cell and value of a placement or a note), so a save
 * keeps it as one short line and replays it (game_restore). */
typedef struct game_change {
    int cell;
    uint8_t old_v, new_v;
    grid_mask old_notes, new_notes;
} game_change;
typedef enum {
    MK_PLACE,      /* cell, value (0 clears); a hint's placement too */
    MK_NOTE,       /* cell, value: a note toggled */
    MK_RESTART,    /* every entry and note emptied */
    MK_CANDIDATES, /* the notes set to the candidates; value: its cand_mode */
    MK_SOLVE,      /* the computer's solution: changes (cell, new_v) */
    MK_STRIKE,     /* a hint's eliminations: changes (cell, new_notes) */
    MK_CHANGES     /* a move of an old save (version 2): its changes, as they are */
} move_kind;
typedef struct game_move {
    move_kind kind;
    int cell, value;         /* MK_PLACE and MK_NOTE; value: MK_CANDIDATES' cand_mode */
    game_change *changes;
    int count;
    int old_by_computer, new_by_computer;
} game_move;

/* The undo history, oldest first: *count moves, of which the first *done are
 * done (undo takes back moves[*done - 1]); the rest were undone (redo does
 * moves[*done]). Valid until the next call that changes the game. */
const game_move *game_history(const game *gm, int *count, int *done);

/* Where the history starts: NULL when it starts from the givens (no notes,
 * not by the computer); else the entries, notes and computer flag before its
 * first move (the oldest moves were dropped: game_drop_history). */
const uint8_t *game_history_base(const game *gm, const grid_mask **notes, int *by_computer);

/* Forgets the `oldest` first moves of the history (at most the done ones: the
 * history then starts from the state they left) and the `newest` last undone
 * ones. The state and the record are unchanged but for the bookmark, which
 * moves with the history (and goes when it stood among the dropped moves). */
void game_drop_history(game *gm, int oldest, int newest);

/* The record of a game: what helped and where the player was. Kept in the
 * save with the game. */
typedef struct game_record {
    int hints;         /* hints given (game_do_hint, but for HINT_NONE) */
    int reveals;       /* of them, hints that placed a value */
    int checks;        /* checks (game_check) */
    int computer_move; /* 0, or the move (1 = the first) at which the computer
                          first solved it: a fact, kept after undo */
    level_id level_asked; /* the level the game is named under everywhere
                          (level_named of the level it was made for and the
                          level it is graded at): maximal, the rung it is
                          graded at, or LEVEL_UNKNOWN (a loaded puzzle) */
    int cursor;        /* the cursor's cell, as last noted (game_note_cursor) */
    int mark;          /* the bookmark: moves done when it was set (0..the
                          history's length), or -1 for none (game_set_mark) */
} game_record;

game_record game_get_record(const game *gm);
/* Notes the level a new game was made for (a level a player can ask for,
 * or LEVEL_UNKNOWN): the record keeps the level it is named under
 * (level_named: for a rung, the one the puzzle is graded at). */
void game_set_level_asked(game *gm, level_id level);
/* Notes the cursor's cell (out of range: ignored). */
void game_note_cursor(game *gm, int cell);
/* 1 when the game was helped: a hint placed a value, or the computer solved it
 * (even if taken back). A finish without help is a finish by hand. */
int game_helped(const game *gm);

/* A saved state, for game_restore. */
typedef struct game_saved {
    const uint8_t *vals;       /* entries (ncells) */
    const grid_mask *notes;    /* notes (ncells) */
    int by_computer;
    double elapsed;
    const game_move *moves;    /* NULL: no history (old saves) */
    int nmoves, done;
    const uint8_t *base_vals;  /* NULL: the history starts at the givens */
    const grid_mask *base_notes;
    int base_by_computer;
    const game_record *rec;    /* NULL: a fresh record */
    int graded;                /* the level it was graded at (game_state.level);
                                  -1: keep game_new's */
} game_saved;

/* Puts a saved state into gm, a game fresh from game_new. With moves the
 * history comes back too: replayed from the base (the givens when base_vals
 * is NULL) by kind (MK_PLACE, MK_NOTE, MK_RESTART, MK_CANDIDATES as the game
 * does them; MK_SOLVE and MK_STRIKE set the cells they list; MK_CHANGES are
 * applied as they are, each change starting from the state the moves before
 * it left); no move may touch a given, values are 0..n, notes within the
 * grid's symbols, every move changes something, and a solve leaves the grids
 * solved. The first `done` moves must lead exactly to vals, notes and
 * by_computer. The record's level becomes the one the game is named under
 * (level_named of rec's and of graded: a save written before a rung game was
 * named by its grade is named by it now). Copies what it keeps. Returns
 * NULL, or a message (with
 * *bad_move the move at fault, or -1 for the end state) and leaves gm as
 * game_new made it. */
const char *game_restore(game *gm, const game_saved *s, int *bad_move, char err[IO_ERRLEN]);

/* ---- auto-candidates (the tui's notes) ---- */

/* How candidates are filled in (game_fill_candidates; a MK_CANDIDATES
 * move's value). */
typedef enum {
    CAND_ALL,  /* every empty cell's notes become its candidates (old saves' 'c') */
    CAND_KEEP  /* the player's notes are kept: a cell without notes gets its
                  candidates, a cell with notes loses the values that cannot
                  stand there and never gets back one the player removed */
} cand_mode;
/* Sets the notes of the empty cells to their candidates (the values no
 * filled peer (row, column, box) and not the twin hold) as mode says, as one
 * move (undo takes it back). Placing a symbol then strikes it from its
 * peers' notes (game_place). MOVE_NOTHING when the notes were already so. */
move_result game_fill_candidates(game *gm, cand_mode mode);

#endif
