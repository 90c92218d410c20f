/* savefile.h - the text of a save file: its strict reader and its writer.
 * No folder, no claim, no terminal (save.h keeps the files, saves.h lists
 * and resumes them).
 *
 * A save is a line "sudokupair-tui save VERSION" and keyed lines in a fixed
 * order (src/savefile.c's table LINES: each line's key, the version it came
 * with, its range): k (from version 5 box instead: "box 2x3", the boxes'
 * rows and columns), grids, from version 5 diagonals (0 or 1), seed
 * (optional), elapsed, computer; from
 * version 3 the record (level, graded, hints, reveals, checks, solved-at,
 * cursor) and from version 4 the bookmark; then the givens, values and notes
 * rows; from version 2 the undo history (history, an optional base, one line
 * a move); and end. */
#ifndef SAVEFILE_H
#define SAVEFILE_H

#include <stdint.h>
#include <stdio.h>

#include "game.h"
#include "io.h"

#define SAVEFILE_VERSION 5 /* written; versions 1 to 5 are read */
/* A save is written within this many bytes (the oldest undo history is
 * dropped first: savefile_fit), well under the reader's limit IO_MAX_FILE. */
#define SAVEFILE_BUDGET (IO_MAX_FILE / 2)

/* What a save file holds, as read, before any solving. */
typedef struct savefile_data {
    int version, ngrids, has_seed, by_computer;
    int box_rows, box_cols;  /* the shape ("k K" before version 5: K x K) */
    int diagonals;           /* version 5: the diagonals are units; 0 before */
    uint64_t seed;
    double elapsed;
    game_record rec;         /* version 3 (the bookmark: 4); a fresh record before */
    int graded;              /* version 3: game_state.level; -1 before (regraded) */
    uint8_t *givens, *vals;  /* ngrids*n*n each */
    grid_mask *notes;
    game_move *moves;        /* the undo history; NULL in version 1 */
    int nmoves, done;        /* moves, and how many of them are done */
    uint8_t *base_vals;      /* where the history starts, when its oldest moves */
    grid_mask *base_notes;   /* were dropped (version 3 'base'); else NULL */
    int base_by_computer;
    int *move_lines;         /* the line of each move, for messages */
    int history_line;        /* the line of 'history' (0 in version 1) */
} savefile_data;

/* Reads a save file's text into d (free it with savefile_data_free; after a
 * refusal d holds nothing). Every field is exact: numbers are digits only
 * (hexadecimal digits for notes), one space after a keyword, no tabs, no
 * signs, nothing after 'end' but blank lines; values agree with the givens;
 * 'computer 1' only on solved grids. Version 3 keeps the record (level asked
 * and graded, hints, reveals, checks, the move the computer solved it at, the
 * cursor) and the history as one short line a move (its kind, and a cell and
 * a value: "p 12 3"; "r" a restart, "c" the candidates). Version 4 adds the
 * bookmark after the cursor ("bookmark none", or "bookmark N": N moves done,
 * at most the history's length). The record's level is the one the game
 * is named under (level_named of 'level' and 'graded': an older version
 * wrote the rung asked for a puzzle graded below it). Returns NULL or
 * "NAME:LINE:COLUMN: what was expected". Solves nothing. */
const char *savefile_parse(const char *name, const char *text, size_t len, savefile_data *d,
                           char err[IO_ERRLEN]);
void savefile_data_free(savefile_data *d);

/* savefile_parse, then the puzzle is solved and the game's state and undo
 * history restored (game_restore). Returns NULL or a message naming the file
 * (and the line, where one is at fault). */
const char *savefile_read(const char *name, const char *text, size_t len, game **out,
                          char err[IO_ERRLEN]);

/* Writes the save file text of gm (version SAVEFILE_VERSION); 0, or -1 when
 * the stream failed. */
int savefile_write(const game *gm, FILE *out);

/* Keeps gm's save within SAVEFILE_BUDGET bytes: drops the oldest done moves
 * of the undo history (then the newest undone ones) until it fits. Returns
 * how many moves were dropped (0 nearly always). */
int savefile_fit(game *gm);

#endif
