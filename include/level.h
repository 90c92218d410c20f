/* level.h - the one level type: the levels a player asks for (easy ..
 * fiendish, maximal) and the levels a puzzle is graded at (easy .. fiendish,
 * beyond fiendish, several solutions), with one table of names used by the
 * command line, the game, the menu, saves and best times. */
#ifndef LEVEL_H
#define LEVEL_H

#include <stddef.h>

/* X(ID, name, code): code is the number best-times files hold (see best.h);
 * it never changes, so files written by earlier versions still load.
 * The first four are the rungs of the technique ladder (ladder.h), easiest
 * first, so a rung compares with < and <=. */
#define LEVEL_LIST(X)                                                                     \
    X(EASY, "easy", 0)          /* singles (the pair rule in the candidates) */           \
    X(MEDIUM, "medium", 1)      /* + locked candidates, naked and hidden subsets */       \
    X(HARD, "hard", 2)          /* + fish and two-candidate chains across the pair */     \
    X(FIENDISH, "fiendish", 3)  /* + one-step trials */                                   \
    X(BEYOND, "beyond fiendish", 4) /* graded: no rung finishes it; a person guesses */   \
    X(MAXIMAL, "maximal", -1)   /* asked: unique, and no given can go */                  \
    X(SEVERAL, "several solutions", -3) /* graded: more than one solution */              \
    X(UNKNOWN, "unknown", -2)   /* neither asked nor graded */

#define LEVEL_ENUM_(id, name, code) LEVEL_##id,
typedef enum level_id { LEVEL_LIST(LEVEL_ENUM_) LEVEL_COUNT } level_id;
#undef LEVEL_ENUM_

/* The rungs of the ladder: LEVEL_EASY..LEVEL_FIENDISH. */
#define LEVEL_NRUNGS 4

/* The level's name for a player and for files, e.g. "hard", "maximal",
 * "beyond fiendish"; "unknown" for a value outside the enum. */
const char *level_name(level_id l);

/* The level a player can ask for by name: "easy", "medium", "hard",
 * "fiendish" or "maximal"; -1 (not a level_id) for any other name. */
int level_from_name(const char *name);

/* 1 for the levels a player can ask for (easy..fiendish and maximal). */
int level_can_ask(level_id l);

/* The number a best-times file holds for l, and back: LEVEL_UNKNOWN for a
 * number no level has. */
int level_code(level_id l);
level_id level_from_code(int code);

/* No level to name: kind_name (kind.h) writes the size and grids alone. */
#define LEVEL_NONE LEVEL_COUNT

/* (A kind of game's words, "9x9 pair, easy", are kind.h's: kind_name.) */

/* The level to name a game by with kind_name: its level (see
 * level_named) when a player can ask for it, else LEVEL_NONE (a loaded
 * puzzle). */
level_id level_or_none(level_id asked);

/* The level a game is named under everywhere (saved, listed, recorded in the
 * history and best times, shown), from the level it was made for (a level a
 * player can ask for, or LEVEL_UNKNOWN: a loaded puzzle) and the level the
 * ladder grades its puzzle at (a rung, LEVEL_BEYOND or LEVEL_SEVERAL): made
 * maximal, maximal; made for a rung, the rung it is graded at (the generator
 * gives the closest level below when it finds none of the rung asked: a 4x4
 * pair is too small for the harder levels), or LEVEL_UNKNOWN when no rung finishes it; a loaded
 * puzzle, LEVEL_UNKNOWN. */
level_id level_named(level_id made_for, level_id graded);

/* What to say when a puzzle made for the rung asked is of another level
 * (level_named): "found no hard puzzle; this one is easy", the same words on
 * the command line (--generate) and in the game. Into buf (cut short to
 * len); returns buf. */
const char *level_short_text(level_id asked, level_id got, char *buf, size_t len);

#endif
