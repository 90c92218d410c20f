/* settings.h - what the player chose last in the new-game menu (size, pair
 * or single, level), kept in a small file of the configuration folder
 * ($XDG_CONFIG_HOME/sudokupair-tui/settings, by default
 * ~/.config/sudokupair-tui/settings), so a first start without arguments
 * opens the menu with it preselected. No terminal. The file is a
 * convenience: one that is missing or cannot be read gives the defaults,
 * never an error that stops the game. Versions before kept it beside the
 * saves ($XDG_DATA_HOME/sudokupair-tui/settings): when there is none in the
 * new place, that one is read once and moved (written in the new place,
 * then removed from the old one). */
#ifndef SETTINGS_H
#define SETTINGS_H

#include <stddef.h>

#include "io.h"
#include "kind.h"
#include "level.h"

/* The settings are a kind (kind.h): a size the game plays, 1 or 2 grids, a
 * level a player can ask for (level_can_ask) and a symmetry. */

/* The defaults for a first start: a 9x9 pair, easy. */
puzzle_kind settings_default(void);

/* Reads a settings file's text strictly into *s: lines "KEY VALUE" (one
 * space; blank lines skipped) with KEY k (GRID_KMIN..GRID_KMAX_PLAY), box
 * (boxes RxC the game plays, "2x3"; the later of k and box counts),
 * diagonals (0 or 1), grids (1 or 2), level (a level a player can ask for)
 * or symmetry (kind_symmetry_name's names); a key of small letters not
 * known here is a newer version's and is skipped. A NUL byte, a malformed
 * line or a bad value gives "NAME:LINE:COLUMN: what was expected" and *s the
 * defaults. rotate4 with boxes that are not square (which no puzzle has)
 * reads as the default symmetry. Returns NULL or err. */
const char *settings_parse(const char *name, const char *text, size_t len, puzzle_kind *s,
                           char err[IO_ERRLEN]);

/* The text of a settings file, into buf (always terminated): "k K" for
 * square boxes (as before shapes came), else "box RxC"; "diagonals 1" only
 * with them. */
void settings_format(const puzzle_kind *s, char *buf, size_t len);

/* Reads the settings file (keep_read: no lock, never waiting; the old place's
 * when there is none, moved then); the defaults when there is none or it
 * cannot be read. */
puzzle_kind settings_load(void);

/* Keeps s in the settings file (keep_update: under its lock, written whole,
 * only when it changes; a file that cannot be read is moved aside). NULL when
 * all went well with nothing to tell; else note, saying what the player
 * should know (the old file moved aside, or why s could not be kept). */
const char *settings_save(const puzzle_kind *s, char note[IO_ERRLEN]);

#endif
