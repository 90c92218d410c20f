/* level.c - the level names and file codes, from the one list in level.h. */
#include "level.h"

#include <stdio.h>
#include <string.h>

#define LEVEL_ROW_(id, name, code) { name, code },
static const struct {
    const char *name;
    int code;
} LEVELS[LEVEL_COUNT] = { LEVEL_LIST(LEVEL_ROW_) };
#undef LEVEL_ROW_

const char *level_name(level_id l)
{
    return (unsigned)l < LEVEL_COUNT ? LEVELS[l].name : LEVELS[LEVEL_UNKNOWN].name;
}

int level_can_ask(level_id l) { return l <= LEVEL_FIENDISH || l == LEVEL_MAXIMAL; }

int level_from_name(const char *name)
{
    for (int l = 0; l < LEVEL_COUNT; l++)
        if (level_can_ask((level_id)l) && strcmp(name, LEVELS[l].name) == 0)
            return l;
    return -1;
}

int level_code(level_id l) { return LEVELS[(unsigned)l < LEVEL_COUNT ? l : LEVEL_UNKNOWN].code; }

level_id level_from_code(int code)
{
    for (int l = 0; l < LEVEL_COUNT; l++)
        if (LEVELS[l].code == code)
            return (level_id)l;
    return LEVEL_UNKNOWN;
}

level_id level_or_none(level_id asked) { return level_can_ask(asked) ? asked : LEVEL_NONE; }

level_id level_named(level_id made_for, level_id graded)
{
    if (made_for == LEVEL_MAXIMAL)
        return LEVEL_MAXIMAL;
    if (!level_can_ask(made_for)) /* a loaded puzzle */
        return LEVEL_UNKNOWN;
    return graded < LEVEL_NRUNGS ? graded : LEVEL_UNKNOWN;
}

const char *level_short_text(level_id asked, level_id got, char *buf, size_t len)
{
    snprintf(buf, len, "found no %s puzzle; this one is %s", level_name(asked), level_name(got));
    return buf;
}
