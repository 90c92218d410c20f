/* tui.h - the game in the terminal (the only module that uses curses). */
#ifndef TUI_H
#define TUI_H

#include "cli.h"

/* Plays until the player quits; returns the exit status. Puzzle-file errors
 * are reported before the screen is taken over. */
int tui_play(const cli_options *o);

#endif
