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
    { "4x4", 2, 2 },     { "6x6", 2, 3 },     { "8x8", 2, 4 },     { "9x9", 3, 3 },
    { "12x12", 3, 4 },   { "16x16", 4, 4 },   { "25x25", 5, 5 },   { "36x36", 6, 6 },
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

puzzle_kind kind_shape(int box_rows, int box_cols, int ngrids, int diagonals)
{
    return (puzzle_kind){ box_rows, box_cols, ngrids, diagonals, LEVEL_UNKNOWN, KIND_SYM_DEFAULT };
}

int kind_k(const puzzle_kind *kd)
{
    return kd->box_rows == kd->box_cols ? kd->box_rows : 0;
}

int kind_n(const puzzle_kind *kd) { return kd->box_rows * kd->box_cols; }

int kind_k_about(const puzzle_kind *kd)
{
    int k = GRID_KMIN;
    while (k < GRID_KMAX && k * k < kind_n(kd))
        k++;
    return k;
}

/* 1 when a box of rows x cols is one kind_valid takes (with play: the
 * game's). The one place that says which shapes there are. */
static int shape_valid(int rows, int cols, int play)
{
    return rows >= GRID_KMIN && rows <= GRID_KMAX && cols >= GRID_KMIN && cols <= GRID_KMAX &&
           (!play || rows * cols <= KIND_NMAX_PLAY);
}

int kind_valid(const puzzle_kind *kd, int play)
{
    return shape_valid(kd->box_rows, kd->box_cols, play) &&
           (kd->ngrids == 1 || kd->ngrids == 2) && (kd->diagonals == 0 || kd->diagonals == 1) &&
           level_can_ask(kd->level) && kd->symmetry >= 0 && kd->symmetry < KIND_SYM_COUNT &&
           (kd->symmetry != KIND_SYM_ROTATE4 || kd->box_rows == kd->box_cols);
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
    if (!shape_valid(kd->box_rows, kd->box_cols, 0) || (kd->ngrids != 1 && kd->ngrids != 2) ||
        (kd->diagonals != 0 && kd->diagonals != 1))
        return NULL;
    return geom_new_shape(kd->box_rows, kd->box_cols, kd->ngrids, kd->diagonals);
}

puzzle_kind kind_of_geom(const geom *g, level_id level, kind_symmetry symmetry)
{
    return (puzzle_kind){ g->box_rows, g->box_cols, g->ngrids, g->diagonals, level, symmetry };
}

void kind_shape_key(const puzzle_kind *kd, char *buf, size_t len)
{
    const char *d = kd->diagonals ? "d" : "";
    if (kd->box_rows == kd->box_cols)
        snprintf(buf, len, "%d%s", kd->box_rows, d);
    else
        snprintf(buf, len, "%dx%d%s", kd->box_rows, kd->box_cols, d);
}

/* One digit GRID_KMIN..GRID_KMAX at s[*i] into *v (*i past it): 0, or -1. */
static int side(const char *s, size_t len, size_t *i, int *v)
{
    if (*i >= len || s[*i] < '0' + GRID_KMIN || s[*i] > '0' + GRID_KMAX)
        return -1;
    *v = s[(*i)++] - '0';
    return 0;
}

int kind_shape_read(const char *s, size_t len, size_t *i, int play, puzzle_kind *kd)
{
    size_t at = *i;
    int rows, cols;
    if (side(s, len, &at, &rows))
        return -1;
    cols = rows;
    if (at < len && s[at] == 'x') {
        at++;
        if (side(s, len, &at, &cols))
            return *i = at, -1;
    }
    if (!shape_valid(rows, cols, play))
        return -1;
    kd->box_rows = rows, kd->box_cols = cols;
    kd->diagonals = at < len && s[at] == 'd';
    *i = at + (size_t)kd->diagonals;
    return 0;
}

int kind_same(const puzzle_kind *a, const puzzle_kind *b)
{
    return kind_same_shape(a, b) && a->level == b->level &&
           kind_symmetry_of(a->level, a->symmetry) == kind_symmetry_of(b->level, b->symmetry);
}

int kind_same_shape(const puzzle_kind *a, const puzzle_kind *b)
{
    return a->box_rows == b->box_rows && a->box_cols == b->box_cols && a->ngrids == b->ngrids &&
           a->diagonals == b->diagonals;
}

int kind_fits(const puzzle_kind *kd, const puzzle_kind *only)
{
    return (!only->box_rows ||
            (kd->box_rows == only->box_rows && kd->box_cols == only->box_cols)) &&
           (!only->ngrids || kd->ngrids == only->ngrids) && (!only->diagonals || kd->diagonals);
}

void kind_key_name(const puzzle_kind *kd, char *buf, size_t len)
{
    kind_symmetry sym = kind_symmetry_of(kd->level, kd->symmetry);
    char shape[16];
    kind_shape_key(kd, shape, sizeof shape);
    snprintf(buf, len, "k%s-%s-%s%s%s", shape, kind_grids_name(kd->ngrids),
             level_name(kd->level), sym == KIND_SYM_NONE ? "" : "-",
             sym == KIND_SYM_NONE ? "" : kind_symmetry_name(sym));
}

/* The size, the boxes after it when they are not the grid's default
 * shape: in words ("(boxes 2x6)"), or bare ("2x6"). */
static void size_text(const puzzle_kind *kd, int bare, char *buf, size_t len)
{
    int n = kind_n(kd), rows = 0, cols = 0;
    char boxes[32] = "";
    geom_shapes_of(n, &rows, &cols);
    if (rows != kd->box_rows || cols != kd->box_cols)
        snprintf(boxes, sizeof boxes, bare ? " %dx%d" : " (boxes %dx%d)", kd->box_rows,
                 kd->box_cols);
    snprintf(buf, len, "%s%dx%d%s", kd->diagonals ? "X " : "", n, n, boxes);
}

void kind_size_text(const puzzle_kind *kd, char *buf, size_t len)
{
    size_text(kd, 0, buf, len);
}

void kind_size_short(const puzzle_kind *kd, char *buf, size_t len)
{
    size_text(kd, 1, buf, len);
}

const char *kind_name(const puzzle_kind *kd, level_id level, char *buf, size_t len)
{
    char size[48];
    int none = level == LEVEL_NONE;
    kind_size_text(kd, size, sizeof size);
    snprintf(buf, len, "%s %s%s%s", size, kind_grids_name(kd->ngrids), none ? "" : ", ",
             none ? "" : level_name(level));
    return buf;
}

const char *level_kind_name(int k, int ngrids, level_id level, char *buf, size_t len)
{
    puzzle_kind kd = kind_square(k, ngrids, level, KIND_SYM_DEFAULT);
    return kind_name(&kd, level, buf, len);
}

const char *kind_size_name(const puzzle_kind *kd)
{
    for (int i = 0; i < NSIZES; i++)
        if (SIZES[i].box_rows == kd->box_rows && SIZES[i].box_cols == kd->box_cols)
            return SIZES[i].name;
    return NULL;
}

int kind_size_at(int i, puzzle_kind *kd)
{
    if (i < 0 || i >= NSIZES)
        return 0;
    kd->box_rows = SIZES[i].box_rows;
    kd->box_cols = SIZES[i].box_cols;
    return 1;
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
