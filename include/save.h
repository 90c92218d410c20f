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

#define SAVE_VERSION 4 /* written; versions 1 to 4 are read */
#define SAVE_IDLEN 48  /* room for an id and its NUL */
#define SAVE_PATHLEN 4096 /* PATH_MAX on Linux: the one limit of every path of saves */
/* A save is written within this many bytes (the oldest undo history is
 * dropped first: save_fit), well under the reader's limit IO_MAX_FILE. */
#define SAVE_BUDGET (IO_MAX_FILE / 2)

/* What a save file holds, as read, before any solving. */
typedef struct save_data {
    int version, k, ngrids, has_seed, by_computer;
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
} save_data;

/* Reads a save file's text into d (free it with save_data_free; after a
 * refusal d holds nothing). Every field is exact: numbers are digits only
 * (hexadecimal digits for notes), one space after a keyword, no tabs, no
 * signs, nothing after 'end' but blank lines; values agree with the givens;
 * 'computer 1' only on solved grids. Version 3 keeps the record (level asked
 * and graded, hints, reveals, checks, the move the computer solved it at, the
 * cursor) and the history as one short line a move (its kind, and a cell and
 * a value: "p 12 3"; "r" a restart, "c" the candidates). Version 4 adds the
 * bookmark after the cursor ("bookmark none", or "bookmark N": N moves done,
 * at most the history's length). Returns NULL or
 * "NAME:LINE:COLUMN: what was expected". Solves nothing. */
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

/* Keeps gm's save within SAVE_BUDGET bytes: drops the oldest done moves of
 * the undo history (then the newest undone ones) until it fits. Returns how
 * many moves were dropped (0 nearly always). */
int save_fit(game *gm);

/* The save folder, written into buf (SAVE_PATHLEN). Returns NULL, or a
 * message when neither XDG_DATA_HOME (an absolute path) nor HOME is set, or
 * when the path does not fit (it is never cut short). */
const char *save_dir(char buf[SAVE_PATHLEN], char err[IO_ERRLEN]);

/* What became of reading or loading a save. */
typedef enum { SAVE_OK, SAVE_MISSING, SAVE_BUSY, SAVE_NOT_FILE, SAVE_BAD } save_status;

/* Reads a file of the save folder whole (io_read_file_flags): only a regular
 * file (never through a symbolic link; a FIFO, a device or a folder is
 * refused at once, never waited on), at most IO_MAX_FILE bytes. NULL, or a
 * message naming the file with *why SAVE_MISSING (nothing there),
 * SAVE_NOT_FILE or SAVE_BAD (cannot be read). */
const char *save_read_file(const char *path, char **text, size_t *len, save_status *why,
                           char err[IO_ERRLEN]);

/* The path of a file in the save folder (name: "best-times", "k2-1.save"),
 * written into buf. NULL or a message (as save_dir; the same one limit). */
const char *save_path(const char *name, char buf[SAVE_PATHLEN], char err[IO_ERRLEN]);

/* Makes the folders of path (the save folder and its parents; the last part
 * of path is the file) when they are not there. NULL or a message. */
const char *save_make_dirs(const char *path, char err[IO_ERRLEN]);

/* Moves the file at path aside to PATH.bad-DATE (never over another file);
 * dest gets the new name (without the folder). NULL or a message. */
const char *save_move_path_aside(const char *path, char *dest, size_t len, char err[IO_ERRLEN]);

/* Saves gm under id, making the folder if needed. An empty id gets a new
 * one, never that of an existing save, written into id (and claimed).
 * Returns NULL or a message that says why. */
const char *save_store(const game *gm, char id[SAVE_IDLEN], char err[IO_ERRLEN]);

/* Loads the save with this id: claims it first (its lock file, held until
 * the program ends or the save is forgotten), then reads it. Returns
 * SAVE_OK, or another status with a message in err (a save that is not
 * there, is open in another window, whose lock or save file is not a regular
 * file, or that cannot be read; the file is left where it is, and a claim
 * made here is let go). */
save_status save_load(const char *id, game **out, char err[IO_ERRLEN]);

/* One save as save_list sees it. */
typedef struct save_info {
    char id[SAVE_IDLEN];
    int ok;                   /* 0: cannot be read, problem says why */
    int k, ngrids, has_seed, by_computer;
    uint64_t seed;
    double elapsed;
    level_id level_asked;     /* game_record.level_asked */
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

/* Resumes the most recently saved game of box size k with ngrids grids (and
 * of level asked `level`, unless SAVE_ANY_LEVEL) that is not in use
 * elsewhere: *out and id are set and the save is claimed (claimed first, then
 * read: of two programs started at once, one gets it). Saves of that size
 * that cannot be read (their name says kK) are moved aside, never deleted;
 * note gets a sentence saying which and where to, or which save was open in
 * another window (empty when there was nothing to say). Returns 1 when a game
 * was resumed. */
#define SAVE_ANY_LEVEL (-3)
int save_resume(int k, int ngrids, int level, game **out, char id[SAVE_IDLEN],
                char note[IO_ERRLEN]);

/* Moves save id aside to ID.save.bad-DATE (save_move_path_aside). */
const char *save_move_aside(const char *id, char *dest, size_t len, char err[IO_ERRLEN]);

/* Removes the save of a finished or abandoned game, and its claim; an empty
 * id does nothing. Returns 0, or -1 when the file could not be removed. */
int save_forget(const char *id);

/* Lets go of this program's claim (the save stays). */
void save_release(void);

/* 1 when id is a well-formed save id (letters, digits, '-' and '_'). */
int save_id_ok(const char *id);

#endif
