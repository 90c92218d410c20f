/* save.h - saved games. Each game has its own save file in the save folder
 * ($XDG_DATA_HOME/sudokupair-tui, by default ~/.local/share/sudokupair-tui),
 * named by the game's id: kK-N.save, or kK-single-N.save for one grid.
 * Saves of version 1, named kK.save (id kK), are read too.
 *
 * A save holds the puzzle, the entries, the notes, the clock and the undo
 * history; the size of the game comes from the save, never from the caller.
 * Files are written with io_write_atomic: a save is the old one or the new
 * one, never half written. A game that is being played is claimed (a lock
 * file in the folder, released when the program ends), so a second program
 * started at the same time does not resume it as well. The terminal code
 * only asks this module to save, list, resume or forget. */
#ifndef SAVE_H
#define SAVE_H

#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "game.h"
#include "io.h"

#define SAVE_VERSION 2 /* written; versions 1 and 2 are read */
#define SAVE_IDLEN 48  /* room for an id and its NUL */

/* What a save file holds, as read, before any solving. */
typedef struct save_data {
    int version, k, ngrids, has_seed, by_computer;
    uint64_t seed;
    double elapsed;
    uint8_t *givens, *vals;  /* ngrids*n*n each */
    grid_mask *notes;
    game_move *moves;        /* the undo history; NULL in version 1 */
    int nmoves, done;        /* moves, and how many of them are done */
    int *move_lines;         /* the line of each move, for messages */
    int history_line;        /* the line of 'history' (0 in version 1) */
} save_data;

/* Reads a save file's text into d (free it with save_data_free; after a
 * refusal d holds nothing). Every field is exact: numbers are digits only
 * (hexadecimal digits for notes), one space after a keyword, no tabs, no
 * signs, nothing after 'end' but blank lines; values agree with the givens;
 * 'computer 1' only on solved grids. Returns NULL or "NAME:LINE:COLUMN:
 * what was expected". Solves nothing. */
const char *save_parse(const char *name, const char *text, size_t len, save_data *d,
                       char err[IO_ERRLEN]);
void save_data_free(save_data *d);

/* save_parse, then the puzzle is solved and the game's state and undo
 * history restored (game_restore). Returns NULL or a message naming the file
 * (and the line, where one is at fault). */
const char *save_read(const char *name, const char *text, size_t len, game **out,
                      char err[IO_ERRLEN]);

/* Writes the save file text of gm (version SAVE_VERSION); 0, or -1 when the
 * stream failed. */
int save_format(const game *gm, FILE *out);

/* The save folder, written into buf. Returns NULL, or a message when neither
 * XDG_DATA_HOME (an absolute path) nor HOME is set, or when the path does
 * not fit in len (it is never cut short). */
const char *save_dir(char *buf, size_t len, char err[IO_ERRLEN]);

/* Saves gm under id, making the folder if needed. An empty id gets a new
 * one, never that of an existing save, written into id (and claimed).
 * Returns NULL or a message that says why. */
const char *save_store(const game *gm, char id[SAVE_IDLEN], char err[IO_ERRLEN]);

/* Loads the save with this id and claims it. Returns NULL, or a message
 * (a save that is not there, is in use by another program, or cannot be
 * read; the file is left where it is). */
const char *save_load(const char *id, game **out, char err[IO_ERRLEN]);

/* One save as save_list sees it. */
typedef struct save_info {
    char id[SAVE_IDLEN];
    int ok;                   /* 0: cannot be read, problem says why */
    int k, ngrids, has_seed, by_computer;
    uint64_t seed;
    double elapsed;
    int open_cells;           /* cells still empty */
    time_t saved;             /* when it was written */
    int in_use;               /* claimed by another program that is running */
    char problem[IO_ERRLEN];
} save_info;

/* Every save in the folder, the most recently saved first; *count of them
 * (free the array). A folder that does not exist holds no saves. Returns NULL
 * with a message in err when the folder cannot be read. */
save_info *save_list(int *count, char err[IO_ERRLEN]);

/* Prints the list of saves for --list-saves: those of box size k (0: any)
 * with ngrids grids (0: any), and those that cannot be read; returns the exit
 * status (0, or 2 when the folder cannot be read or the output not written). */
int save_print_list(FILE *out, int k, int ngrids);

/* Resumes the most recently saved game of box size k with ngrids grids that
 * is not in use elsewhere: *out and id are set and the save is claimed.
 * Saves of that size that cannot be read (their name says kK) are moved
 * aside, never deleted; note gets a sentence saying which and where to
 * (empty when nothing was moved). Returns 1 when a game was resumed. */
int save_resume(int k, int ngrids, game **out, char id[SAVE_IDLEN], char note[IO_ERRLEN]);

/* Moves save id aside to ID.save.bad-DATE (never over another file); dest
 * gets the new file name (without the folder). NULL or a message. */
const char *save_move_aside(const char *id, char *dest, size_t len, char err[IO_ERRLEN]);

/* Removes the save of a finished or abandoned game, and its claim; an empty
 * id does nothing. Returns 0, or -1 when the file could not be removed. */
int save_forget(const char *id);

/* 1 when id is a well-formed save id (letters, digits, '-' and '_'). */
int save_id_ok(const char *id);

#endif
