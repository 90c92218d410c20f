/* saves.h - the saved games of the save folder together: the list that
 * --list-saves prints, and resuming the most recent game of a kind. One save
 * at a time (store, load, forget, claims) is save.h's. */
#ifndef SAVES_H
#define SAVES_H

#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "kind.h"
#include "save.h"

/* One save as saves_list sees it. */
typedef struct saves_info {
    char id[SAVE_IDLEN];
    int ok;                   /* 0: cannot be read, problem says why */
    puzzle_kind kind;         /* its shape, grids and level asked
                                 (game_record.level_asked); a save keeps no
                                 symmetry: KIND_SYM_DEFAULT */
    int has_seed, by_computer;
    uint64_t seed;
    double elapsed;
    int open_cells;           /* cells still empty */
    time_t saved;             /* when it was written */
    int in_use;               /* claimed by another program that is running */
    char problem[IO_ERRLEN];
} saves_info;

/* Every save in the folder, the most recently saved first; *count of them
 * (free the array). A folder that does not exist holds no saves. Returns NULL
 * with a message in err when the folder cannot be read. */
saves_info *saves_list(int *count, char err[IO_ERRLEN]);

/* Prints the list of saves for --list-saves: those of only's size and grids
 * (a pattern: 0 for any), and those that cannot be read; returns the exit
 * status (0, or 2 when the folder cannot be read or the output not written). */
int saves_print_list(FILE *out, const puzzle_kind *only);

/* Resumes the most recently saved game of want's shape, grids and diagonals
 * (and of its level, unless any_level) that is not in use elsewhere: *out
 * and id are set and the save is claimed (claimed first, then read: of two
 * programs started at once, one gets it). want with no size (box_rows 0) is
 * a pattern (kind_fits: no grids, any; diagonals 0, with them or without):
 * the most recent game of any kind it fits. Saves of that kind that cannot
 * be read (their name says kK; with no size, any) are moved aside
 * (saves_set_aside), never deleted; note gets a sentence saying which and
 * where to, or which save was open in another window (empty when there was
 * nothing to say). Returns 1 when a game was resumed. */
int saves_resume(const puzzle_kind *want, int any_level, game **out, char id[SAVE_IDLEN],
                 char note[IO_ERRLEN]);

/* A save that cannot be read (why: the reader's message) is moved aside,
 * kept whole, to ID.save.bad-DATE (save_move_aside), so that it no longer
 * stands in the way; note says so and what the player can do: "Could not
 * resume k3-1: k3-1.save:5:1: expected ... Moved it aside to
 * k3-1.save.bad-DATE (kept whole, in FOLDER: mend it and move it back to
 * resume it, or delete it)." 0, or -1 when it could not be moved (note says
 * why). */
int saves_set_aside(const char *id, const char *why, char note[IO_ERRLEN]);

#endif
