/* settings.h - what the player chose last in the new-game menu (size, pair
 * or single, level, symmetry), kept in a small file beside the saves
 * ($XDG_DATA_HOME/sudokupair-tui/settings), so a first start without
 * arguments opens the menu with it preselected. No terminal. The file is a
 * convenience: one that is missing or cannot be read gives the defaults,
 * never an error that stops the game. */
#ifndef SETTINGS_H
#define SETTINGS_H

#include <stddef.h>

#include "gen.h"
#include "io.h"
#include "level.h"

typedef struct settings {
    int k;          /* GRID_KMIN..GRID_KMAX_PLAY */
    int ngrids;     /* 1 or 2 */
    level_id level; /* a level a player can ask for (level_can_ask) */
    gen_symmetry symmetry; /* GEN_SYM_DEFAULT: the level's own */
} settings;

/* The defaults for a first start: a 9x9 pair, easy. */
settings settings_default(void);

/* Parses a settings file's text ("k 3\ngrids 2\nlevel easy\nsymmetry
 * rotate2\n"; lines in any
 * order, unknown lines ignored, a bad value leaves that field's default).
 * Returns the settings, the defaults for what it does not say. */
settings settings_parse(const char *text, size_t len);

/* The text of a settings file, into buf (always terminated). */
void settings_format(const settings *s, char *buf, size_t len);

/* Reads the settings file of the save folder; the defaults when there is none
 * or it cannot be read. */
settings settings_load(void);

/* Writes the settings file (made whole, then renamed, beside the saves).
 * NULL, or a message. */
const char *settings_save(const settings *s, char err[IO_ERRLEN]);

#endif
