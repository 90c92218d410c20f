/* tui.h - the game in the terminal (the only module that uses curses). */
#ifndef TUI_H
#define TUI_H

#include "gen.h"
#include "life.h"

/* What the game is started with: how the first game starts (life.h), and
 * what only the screens need. */
typedef struct tui_options {
    life_start start;
    gen_strategy strategy; /* how the game's maximal puzzles are made (--strategy) */
    int no_color;          /* --no-color or NO_COLOR */
} tui_options;

/* Plays until the player quits; returns the exit status. Puzzle-file errors
 * are reported before the screen is taken over. */
int tui_play(const tui_options *o);

#endif
