/* game.h - one game in progress: givens, the player's entries, notes, the
 * clock, unlimited undo and redo; hint, check and solve through the engine;
 * save files. No terminal: the tui draws this state and turns keys into calls.
 * Cursor and view state live in the tui; what undo restores lives here. */
#ifndef GAME_H
#define GAME_H

#include <stdint.h>
#include <stdio.h>

#include "grid.h"
#include "io.h"

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

/* A hint: fixes a wrong entry first, else fills one cell with a reason. */
typedef enum { HINT_WRONG, HINT_PLACED, HINT_NONE } hint_kind;
typedef struct game_hint {
    hint_kind kind;
    int cell, value;
    const char *reason; /* for HINT_PLACED */
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

/* The save file of a game with box size k and ngrids grids, under
 * $XDG_DATA_HOME/sudokupair-tui/ (default ~/.local/share/...); written into
 * buf. Returns NULL when neither XDG_DATA_HOME nor HOME is set. */
const char *game_save_path(int k, int ngrids, char *buf, size_t len);

/* Saves atomically to path, making the folder if needed. NULL or a message. */
const char *game_save(const game *gm, const char *path, char err[IO_ERRLEN]);

/* Writes the save file text. */
int game_write(const game *gm, FILE *out);

/* What a save file holds, as read, before any solving. */
typedef struct game_save_data {
    int k, ngrids, has_seed, by_computer;
    uint64_t seed;
    double elapsed;
    uint8_t *givens, *vals;  /* ngrids*n*n each */
    grid_mask *notes;
} game_save_data;

/* Reads a save file's text into data (free it with game_save_data_free).
 * Returns NULL or a message naming the line; solves nothing. */
const char *game_parse_save(const char *name, const char *text, size_t len,
                            game_save_data *data, char err[IO_ERRLEN]);
void game_save_data_free(game_save_data *data);

/* Loads a save file's text: game_parse_save, then the puzzle is solved.
 * Returns NULL or a message naming the line. */
const char *game_parse(const char *name, const char *text, size_t len, game **out,
                       char err[IO_ERRLEN]);

#define GAME_SAVE_VERSION 1

/* ---- auto-candidates (the tui's notes) ---- */

/* Sets the notes of every empty cell to its candidates: the values no filled
 * peer (row, column, box) and not the twin hold, as one move (undo takes it
 * back). Placing a symbol then strikes it from its peers' notes (game_place).
 * MOVE_NOTHING when the notes were already so. */
move_result game_fill_candidates(game *gm);

#endif
