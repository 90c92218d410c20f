/* kind.c - a puzzle's kind, its validity and the names of its fields
 * (kind.h). */
#include "kind.h"

#include <stdio.h>
#include <string.h>

/* The sizes in order, smallest first: the menu steps through them so. */
static const struct {
    const char *name;
    int box_rows, box_cols;
} SIZES[] = {
    { "4x4", 2, 2 }, { "9x9", 3, 3 }, { "16x16", 4, 4 }, { "25x25", 5, 5 }, { "36x36", 6, 6 },
};
#define NSIZES ((int)(sizeof SIZES / sizeof *SIZES))

/* The grids' names, by ngrids - 1. */
static const char *const GRIDS[] = { "single", "pair" };

static const char *const SYMMETRIES[KIND_SYM_COUNT] = { "default", "none", "rotate2",
                                                        "rotate4", "mirror" };

puzzle_kind kind_square(int k, int ngrids, level_id level, kind_symmetry symmetry)
{
    return (puzzle_kind)KIND_SQUARE(k, ngrids, level, symmetry);
}

int kind_k(const puzzle_kind *kd) { return kd->box_rows; }

int kind_n(const puzzle_kind *kd) { return kd->box_rows * kd->box_cols; }

/* 1 when a box of rows x cols is one kind_valid takes (with play: the
 * game's). The one place that opens to rectangular boxes. */
static int shape_valid(int rows, int cols, int play)
{
    int kmax = play ? GRID_KMAX_PLAY : GRID_KMAX;
    return rows == cols && rows >= GRID_KMIN && rows <= kmax;
}

int kind_valid(const puzzle_kind *kd, int play)
{
    return shape_valid(kd->box_rows, kd->box_cols, play) &&
           (kd->ngrids == 1 || kd->ngrids == 2) && kd->diagonals == 0 &&
           level_can_ask(kd->level) && kd->symmetry >= 0 && kd->symmetry < KIND_SYM_COUNT;
}

puzzle_kind kind_complete(puzzle_kind asked)
{
    if (!asked.box_rows || !asked.box_cols)
        asked.box_rows = asked.box_cols = 3;
    if (!asked.ngrids)
        asked.ngrids = 2;
    return asked;
}

geom *kind_geom(const puzzle_kind *kd)
{
    return kd->box_rows == kd->box_cols && !kd->diagonals ? geom_new(kd->box_rows, kd->ngrids)
                                                          : NULL;
}

int kind_same(const puzzle_kind *a, const puzzle_kind *b)
{
    return a->box_rows == b->box_rows && a->box_cols == b->box_cols && a->ngrids == b->ngrids &&
           a->diagonals == b->diagonals && a->level == b->level &&
           kind_symmetry_of(a->level, a->symmetry) == kind_symmetry_of(b->level, b->symmetry);
}

void kind_key_name(const puzzle_kind *kd, char *buf, size_t len)
{
    kind_symmetry sym = kind_symmetry_of(kd->level, kd->symmetry);
    snprintf(buf, len, "k%d-%s-%s%s%s", kind_k(kd), kind_grids_name(kd->ngrids),
             level_name(kd->level), sym == KIND_SYM_NONE ? "" : "-",
             sym == KIND_SYM_NONE ? "" : kind_symmetry_name(sym));
}

const char *kind_size_name(const puzzle_kind *kd)
{
    for (int i = 0; i < NSIZES; i++)
        if (SIZES[i].box_rows == kd->box_rows && SIZES[i].box_cols == kd->box_cols)
            return SIZES[i].name;
    return NULL;
}

int kind_size_from_name(const char *name, puzzle_kind *kd)
{
    for (int i = 0; i < NSIZES; i++)
        if (strcmp(name, SIZES[i].name) == 0) {
            kd->box_rows = SIZES[i].box_rows;
            kd->box_cols = SIZES[i].box_cols;
            return 0;
        }
    return -1;
}

void kind_size_step(puzzle_kind *kd, int dir, int play)
{
    int at = 0;
    while (at < NSIZES && (SIZES[at].box_rows != kd->box_rows ||
                           SIZES[at].box_cols != kd->box_cols))
        at++;
    if (at == NSIZES) /* a shape not in the table: from the first or the last */
        at = dir > 0 ? -1 : NSIZES;
    for (int tries = 0; tries < NSIZES; tries++) {
        at = ((at + dir) % NSIZES + NSIZES) % NSIZES;
        if (shape_valid(SIZES[at].box_rows, SIZES[at].box_cols, play)) {
            kd->box_rows = SIZES[at].box_rows;
            kd->box_cols = SIZES[at].box_cols;
            return;
        }
    }
}

const char *kind_grids_name(int ngrids) { return GRIDS[ngrids == 2]; }

int kind_grids_from_name(const char *name)
{
    for (int i = 0; i < 2; i++)
        if (strcmp(name, GRIDS[i]) == 0)
            return i + 1;
    return -1;
}

const char *kind_symmetry_name(kind_symmetry s)
{
    return s >= 0 && s < KIND_SYM_COUNT ? SYMMETRIES[s] : SYMMETRIES[KIND_SYM_DEFAULT];
}

int kind_symmetry_from_name(const char *name)
{
    for (int s = 0; s < KIND_SYM_COUNT; s++)
        if (strcmp(name, SYMMETRIES[s]) == 0)
            return s;
    return -1;
}

kind_symmetry kind_symmetry_of(level_id level, kind_symmetry asked)
{
    if (asked > KIND_SYM_DEFAULT && asked < KIND_SYM_COUNT)
        return asked;
    return level == LEVEL_MAXIMAL ? KIND_SYM_NONE : KIND_SYM_ROTATE2;
}
