/* save.h - saved games by id. Each game has its own save file in the save
 * folder (keep.h), named by the game's id: kK-N.save, or kK-single-N.save for
 * one grid, K the shape as kind_shape_key writes it (k3-2, k2x3-1 for boxes
 * of 2 rows and 3 columns, k3d-single-1 with the diagonals). Saves of version 1, named kK.save (id kK), are read too. What a
 * save file holds is savefile.h's; the saves of the folder together (the
 * list, resuming the latest) are saves.h's.
 *
 * Files are written with keep_write: a save is the old one or the new one,
 * never half written. A game that is being played is claimed (a lock file
 * .ID.lock in the folder, an open-file-description lock held until the
 * program ends), so a second program started at the same time does not
 * resume it as well; a new id is claimed before its save is written. The
 * autosave may be written behind, by a thread of its own
 * (save_store_behind), so that a slow disk never holds up the game. The
 * terminal code only asks the life module, which asks this one. */
#ifndef SAVE_H
#define SAVE_H

#include "game.h"
#include "io.h"
#include "keep.h"

#define SAVE_IDLEN 48  /* room for an id and its NUL */

/* What became of reading or loading a save. */
typedef enum { SAVE_OK, SAVE_MISSING, SAVE_BUSY, SAVE_NOT_FILE, SAVE_BAD } save_status;

/* 1 when id is a well-formed save id (letters, digits, '-' and '_'). */
int save_id_ok(const char *id);

/* The path of save id's file (ID.save in the save folder), into buf. NULL or
 * a message (keep_path's). */
const char *save_file_path(const char *id, char buf[KEEP_PATHLEN], char err[IO_ERRLEN]);

/* Saves gm under id, making the folder if needed. An empty id gets a new
 * one, never that of an existing save nor one given before (the last number
 * given to each kK or kK-single is kept in the folder's file "save-ids"),
 * claimed and written into id.
 * Returns NULL or a message that says why. */
const char *save_store(const game *gm, char id[SAVE_IDLEN], char err[IO_ERRLEN]);

/* From now on (on 1; 0: no more) save_store_behind hands its saves to a
 * thread of their own that writes them one after the other: the game's
 * terminal loop turns it on, so that an autosave never waits for the disk.
 * Off (the default), save_store_behind is save_store. */
void save_write_behind(int on);

/* save_store for the autosave: the new id (when id is empty) is reserved and
 * claimed here and now, and the save's text made here; the write itself is
 * done behind (save_write_behind), a newer save replacing one that still
 * waits. NULL, or a message: why the id or the text could not be made, or,
 * when nothing is written behind, why the write failed. save_store,
 * save_load, save_forget and save_release first wait for the writes
 * behind to be done, so the files are never written out of order. */
const char *save_store_behind(const game *gm, char id[SAVE_IDLEN], char err[IO_ERRLEN]);

/* The writes behind: 1 while one waits or is being written, -1 when the
 * last one written failed (err says why; said once: then 0 until another
 * fails), 0 when every one handed over is written. */
int save_behind_state(char err[IO_ERRLEN]);

/* Loads the save with this id: claims it first (its lock file, held until
 * the program ends or the save is forgotten), then reads it. Returns
 * SAVE_OK, or another status with a message in err (a save that is not
 * there, is open in another window, whose lock or save file is not a regular
 * file, or that cannot be read; the file is left where it is, and a claim
 * made here is let go). */
save_status save_load(const char *id, game **out, char err[IO_ERRLEN]);

/* 1 when another running program claims id. Only looks (F_OFD_GETLK): it
 * never makes a claim fail. */
int save_in_use(const char *id);

/* Moves save id aside to ID.save.bad-DATE (keep_move_aside). */
const char *save_move_aside(const char *id, char *dest, size_t len, char err[IO_ERRLEN]);

/* Removes the save of a finished or abandoned game, and its claim; an empty
 * id does nothing. Returns 0, or -1 when the file could not be removed. */
int save_forget(const char *id);

/* Waits for the writes behind, then lets go of this program's claim (the
 * save stays). */
void save_release(void);

#endif
