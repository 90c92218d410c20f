/* settings.c - the last new-game choice, beside the saves (settings.h). */
#define _POSIX_C_SOURCE 200809L
#include "settings.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "keep.h"

#define SETTINGS_NAME "settings"

puzzle_kind settings_default(void) { return kind_square(3, 2, LEVEL_EASY, KIND_SYM_DEFAULT); }

/* One line of the file: its key and how its value is read into s (1 when it
 * is one of the key's values). A key that is not here is a newer version's:
 * skipped. */
typedef struct setting_key {
    const char *key;
    const char *expected;
    int (*read)(const char *value, size_t len, puzzle_kind *s);
} setting_key;

/* The whole value is a number from min to max (io_number). */
static int small_number(const char *v, size_t len, long min, long max, long *out)
{
    size_t i = 0;
    uint64_t n;
    if (io_number(v, len, &i, 10, (uint64_t)max, &n) != 0 || i != len || (long)n < min)
        return 0;
    *out = (long)n;
    return 1;
}

static int read_k(const char *v, size_t len, puzzle_kind *s)
{
    long n;
    if (!small_number(v, len, GRID_KMIN, GRID_KMAX_PLAY, &n))
        return 0;
    s->box_rows = s->box_cols = (int)n;
    return 1;
}

/* "RxC": boxes of a grid the game plays (kind_shape_read, no "d": the
 * diagonals have their own key). */
static int read_box(const char *v, size_t len, puzzle_kind *s)
{
    size_t i = 0;
    puzzle_kind kd = *s;
    if (len != 3 || v[1] != 'x' || kind_shape_read(v, len, &i, 1, &kd) || i != len)
        return 0;
    s->box_rows = kd.box_rows, s->box_cols = kd.box_cols;
    return 1;
}

static int read_diagonals(const char *v, size_t len, puzzle_kind *s)
{
    long n;
    return small_number(v, len, 0, 1, &n) ? (s->diagonals = (int)n, 1) : 0;
}

static int read_grids(const char *v, size_t len, puzzle_kind *s)
{
    long n;
    return small_number(v, len, 1, 2, &n) ? (s->ngrids = (int)n, 1) : 0;
}

/* The value as a string in name; 0 when it is too long to be a name. */
static int name_of(const char *v, size_t len, char name[32])
{
    if (len >= 32)
        return 0;
    memcpy(name, v, len);
    name[len] = '\0';
    return 1;
}

static int read_level(const char *v, size_t len, puzzle_kind *s)
{
    char name[32];
    int l = name_of(v, len, name) ? level_from_name(name) : -1;
    return l >= 0 && level_can_ask((level_id)l) ? (s->level = (level_id)l, 1) : 0;
}

static int read_symmetry(const char *v, size_t len, puzzle_kind *s)
{
    char name[32];
    int sym = name_of(v, len, name) ? kind_symmetry_from_name(name) : -1;
    return sym >= 0 ? (s->symmetry = (kind_symmetry)sym, 1) : 0;
}

static const setting_key KEYS[] = {
    { "k", "a box size from 2 to 5", read_k },
    { "box", "boxes RxC of a grid the game plays (each 2 to 6, at most 25x25)", read_box },
    { "diagonals", "0 or 1", read_diagonals },
    { "grids", "1 or 2", read_grids },
    { "level", "a level a player can ask for (easy, medium, hard, fiendish, maximal)",
      read_level },
    { "symmetry", "a symmetry (default, none, rotate2, rotate4, mirror)", read_symmetry },
};

/* One line "KEY VALUE" into s. NULL or the message. */
static const char *parse_line(const char *name, const io_lines *ls, puzzle_kind *s, char *err)
{
    const char *l = ls->line;
    size_t n = ls->line_len, i = 0;
    while (i < n && l[i] >= 'a' && l[i] <= 'z')
        i++;
    if (i == 0 || i + 1 >= n || l[i] != ' ')
        return io_fail_at(err, name, ls->number, (int)i + 1,
                   i == 0 ? "expected a setting's name (small letters)"
                          : "expected one space and a value");
    for (size_t j = i + 1; j < n; j++)
        if ((unsigned char)l[j] <= ' ' || (unsigned char)l[j] >= 127)
            return io_fail_at(err, name, ls->number, (int)j + 1,
                              "expected a value of letters and digits");
    for (size_t k = 0; k < sizeof KEYS / sizeof *KEYS; k++)
        if (strlen(KEYS[k].key) == i && memcmp(KEYS[k].key, l, i) == 0 &&
            !KEYS[k].read(l + i + 1, n - i - 1, s))
            return io_fail_at(err, name, ls->number, (int)i + 2, "expected %s", KEYS[k].expected);
    return NULL;
}

const char *settings_parse(const char *name, const char *text, size_t len, puzzle_kind *s,
                           char err[IO_ERRLEN])
{
    *s = settings_default();
    if (io_check_nul(err, name, text, len, "a settings file"))
        return err;
    io_lines ls;
    io_lines_init(&ls, text, len);
    while (io_lines_next(&ls))
        if (ls.line_len && parse_line(name, &ls, s, err)) {
            *s = settings_default();
            return err;
        }
    if (s->symmetry == KIND_SYM_ROTATE4 && s->box_rows != s->box_cols)
        s->symmetry = KIND_SYM_DEFAULT; /* a quarter turn fits square boxes only */
    return NULL;
}

void settings_format(const puzzle_kind *s, char *buf, size_t len)
{
    char shape[32];
    if (kind_k(s))
        snprintf(shape, sizeof shape, "k %d", kind_k(s));
    else
        snprintf(shape, sizeof shape, "box %dx%d", s->box_rows, s->box_cols);
    snprintf(buf, len, "%s\ngrids %d\n%slevel %s\nsymmetry %s\n", shape, s->ngrids,
             s->diagonals ? "diagonals 1\n" : "", level_name(s->level),
             kind_symmetry_name(s->symmetry));
}

/* settings through keep.h: what is read, and the choice that replaces it. */
typedef struct kept {
    puzzle_kind read, chosen;
    int found;  /* a file was read */
    int moving; /* the old place's settings: written only where there are none */
} kept;

static const char *parse_kept(const char *name, const char *text, size_t len, void *ctx,
                              char err[IO_ERRLEN])
{
    kept *kp = ctx;
    kp->found = 1;
    return settings_parse(name, text, len, &kp->read, err);
}

static void reset_kept(void *ctx) { ((kept *)ctx)->read = settings_default(); }

static int change_kept(void *ctx, char err[IO_ERRLEN])
{
    (void)err;
    kept *kp = ctx;
    if (kp->moving)
        return !kp->found;
    return memcmp(&kp->read, &kp->chosen, sizeof kp->read) != 0;
}

static int write_kept(FILE *out, void *ctx)
{
    char buf[256];
    settings_format(&((kept *)ctx)->chosen, buf, sizeof buf);
    fputs(buf, out);
    return ferror(out) ? -1 : 0;
}

static const keep_ops settings_ops = { parse_kept, reset_kept, change_kept, write_kept, NULL };

/* The settings file's path (where it is kept, or, old, where it was kept
 * before it moved: beside the saves) into buf. NULL or a message. */
static const char *settings_path(int old, char buf[KEEP_PATHLEN], char err[IO_ERRLEN])
{
    if (old)
        return keep_path(SETTINGS_NAME, buf, err);
    if (keep_xdg_dir("XDG_CONFIG_HOME", ".config", "there is nowhere to keep settings",
                     "settings folder", buf, err))
        return err;
    size_t used = strlen(buf);
    snprintf(buf + used, KEEP_PATHLEN - used, "/%s", SETTINGS_NAME);
    return NULL;
}

/* The settings of the old place, kept in the new one (under its lock, only
 * when there is none there yet): then the old file goes. */
static void move_old(const puzzle_kind *s, const char *old)
{
    char path[KEEP_PATHLEN], note[IO_ERRLEN];
    kept kp = { settings_default(), *s, 0, 1 };
    if (!settings_path(0, path, note) && keep_update(path, &settings_ops, &kp, note) >= 0 &&
        !note[0])
        keep_remove(old);
}

puzzle_kind settings_load(void)
{
    char path[KEEP_PATHLEN], err[IO_ERRLEN];
    kept kp = { settings_default(), settings_default(), 0, 0 };
    if (settings_path(0, path, err))
        return settings_default();
    keep_status st = keep_read(path, &settings_ops, &kp, err);
    if (st == KEEP_MISSING && !settings_path(1, path, err) &&
        keep_read(path, &settings_ops, &kp, err) == KEEP_OK) {
        move_old(&kp.read, path); /* read once there */
        return kp.read;
    }
    return st == KEEP_OK ? kp.read : settings_default();
}

const char *settings_save(const puzzle_kind *s, char note[IO_ERRLEN])
{
    char path[KEEP_PATHLEN];
    kept kp = { settings_default(), *s, 0, 0 };
    if (settings_path(0, path, note))
        return note;
    int rc = keep_update(path, &settings_ops, &kp, note);
    return rc < 0 || note[0] ? note : NULL;
}
