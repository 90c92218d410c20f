/* saves.c - the saved games of the folder together: the list (--list-saves)
 * and resuming the most recent one of a kind (saves.h). */
#define _POSIX_C_SOURCE 200809L
#include "saves.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "daily.h"
#include "level.h"
#include "savefile.h"
#include "util.h"

static int newest_first(const void *a, const void *b)
{
    const saves_info *x = a, *y = b;
    if (x->saved != y->saved)
        return x->saved > y->saved ? -1 : 1;
    return strcmp(y->id, x->id); /* k2-10 after k2-9: the later id first */
}

/* The save of file name (kK-N.save: the folder's other files are skipped)
 * into *s; 0 when it is not a save, or gone. */
static int read_info(const char *name, saves_info *s, char *err)
{
    size_t len = strlen(name);
    if (name[0] == '.' || len <= 5 || strcmp(name + len - 5, ".save") != 0 ||
        len - 5 >= SAVE_IDLEN)
        return 0;
    memset(s, 0, sizeof *s);
    memcpy(s->id, name, len - 5);
    s->id[len - 5] = '\0';
    char path[KEEP_PATHLEN];
    struct stat st;
    if (!save_id_ok(s->id) || save_file_path(s->id, path, err) || lstat(path, &st) != 0)
        return 0;
    s->saved = st.st_mtime;
    s->in_use = save_in_use(s->id);
    char *text;
    size_t tlen;
    keep_status why;
    savefile_data sd;
    if (keep_read_file(path, 0, &text, &tlen, &why, s->problem))
        return why != KEEP_MISSING;
    if (!savefile_parse(path, text, tlen, &sd, s->problem)) {
        s->ok = 1;
        s->kind = (puzzle_kind){ sd.box_rows, sd.box_cols, sd.ngrids, sd.diagonals,
                                 sd.rec.level_asked, KIND_SYM_DEFAULT };
        s->has_seed = sd.has_seed;
        s->seed = sd.seed;
        s->by_computer = sd.by_computer;
        s->elapsed = sd.elapsed;
        geom *g = kind_geom(&s->kind);
        s->open_cells = g->ncells - grid_count_filled(g, sd.vals);
        geom_free(g);
        savefile_data_free(&sd);
    }
    free(text);
    return 1;
}

saves_info *saves_list(int *count, char err[IO_ERRLEN])
{
    char dir[KEEP_PATHLEN], shown[IO_PATHSHOW + 4];
    *count = 0;
    if (keep_dir(dir, err))
        return NULL;
    DIR *d = opendir(dir);
    if (!d) {
        if (errno == ENOENT)
            return xcalloc(1, sizeof(saves_info));
        snprintf(err, IO_ERRLEN, "%s: cannot read the save folder: %s", io_show_path(dir, shown),
                 strerror(errno));
        return NULL;
    }
    int cap = 8;
    saves_info *list = xcalloc((size_t)cap, sizeof *list);
    for (struct dirent *e; (e = readdir(d));) {
        if (read_info(e->d_name, &list[*count], err) && ++*count == cap) {
            cap *= 2;
            list = xrealloc(list, sizeof *list * (size_t)cap);
        }
    }
    closedir(d);
    qsort(list, (size_t)*count, sizeof *list, newest_first);
    return list;
}

int saves_print_list(FILE *out, const puzzle_kind *only)
{
    int ngrids = only->ngrids;
    char err[IO_ERRLEN], dir[KEEP_PATHLEN];
    int count;
    saves_info *list = saves_list(&count, err);
    if (!list) {
        fprintf(stderr, "sudokupair-tui: %s\n", err);
        return 2;
    }
    keep_dir(dir, err);
    /* --k and --single keep the saves of that size (and those that cannot
     * be read, whose size is not known) */
    char which[80] = "";
    if (only->box_rows) /* "9x9 ", "6x6 ", "X 12x12 (boxes 2x6) " */
        kind_size_text(only, which, sizeof which - 1), strcat(which, " ");
    else if (only->diagonals)
        strcat(which, "X ");
    if (ngrids == 1)
        strcat(which, "single-grid ");
    int shown = 0;
    for (int i = 0; i < count; i++)
        if (!list[i].ok || kind_fits(&list[i].kind, only))
            list[shown++] = list[i];
    count = shown;
    if (count == 0)
        fprintf(out, "No saved %sgames in %s.\n", which, dir);
    else
        fprintf(out, "Saved %sgames in %s, the most recent first:\n", which, dir);
    for (int i = 0; i < count; i++) {
        const saves_info *s = &list[i];
        char when[32];
        struct tm tm;
        localtime_r(&s->saved, &tm);
        strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
        if (!s->ok) {
            const char *base = strrchr(s->problem, '/'); /* the message without the folder */
            fprintf(out, "  %-18s %s  cannot be read: %s\n", s->id, when,
                    base ? base + 1 : s->problem);
            continue;
        }
        char played[32], kind[64], daily[32];
        util_format_clock(s->elapsed, played, sizeof played);
        kind_name(&s->kind, level_or_none(s->kind.level), kind, sizeof kind);
        daily_mark(s->has_seed, s->seed, &s->kind, daily, sizeof daily);
        fprintf(out, "  %-18s %s  %s  %s played  %d cells to fill%s%s%s%s%s\n", s->id, when,
                kind, played, s->open_cells, daily[0] ? "  (" : "", daily, daily[0] ? ")" : "",
                s->by_computer ? "  (solved by the computer)" : "",
                s->in_use ? "  (open in another window)" : "");
    }
    if (count)
        fprintf(out, "Resume one with --resume ID.\n");
    free(list);
    return 0;
}

/* 1 when a file's id says it holds a game of kd's shape and grids: kK,
 * kK-N, kK-single, kK-single-N (K as kind_shape_key writes it). */
static int named_for(const char *id, const puzzle_kind *kd)
{
    char base[32], shape[16];
    kind_shape_key(kd, shape, sizeof shape);
    snprintf(base, sizeof base, "k%s%s", shape, kd->ngrids == 1 ? "-single" : "");
    size_t len = strlen(base);
    if (strncmp(id, base, len) != 0)
        return 0;
    if (id[len] == '\0')
        return 1;
    if (id[len] != '-')
        return 0;
    for (const char *p = id + len + 1; *p; p++)
        if (*p < '0' || *p > '9')
            return 0;
    return id[len + 1] != '\0';
}

int saves_set_aside(const char *id, const char *why, char note[IO_ERRLEN])
{
    char dest[SAVE_IDLEN + 64], aside[IO_ERRLEN], dir[KEEP_PATHLEN];
    const char *slash = strrchr(why, '/'); /* the message without the folder */
    why = slash ? slash + 1 : why;
    if (save_move_aside(id, dest, sizeof dest, aside)) {
        snprintf(note, IO_ERRLEN, "Could not resume %s: %.250s. Could not move it aside "
                                  "either: %.150s.", id, why, aside);
        return -1;
    }
    if (keep_dir(dir, aside))
        dir[0] = '\0';
    snprintf(note, IO_ERRLEN, "Could not resume %s: %.150s. Moved it aside to %s (kept whole, "
                              "in %.100s: mend it and move it back to resume it, or delete it).",
             id, why, dest, dir);
    return 0;
}

/* 1 when save s is one saves_resume looks at for want (see saves.h). */
static int wanted(const saves_info *s, const puzzle_kind *want, int any_level)
{
    if (!s->ok) /* its id says its kind; with no size asked, any */
        return !want->box_rows || named_for(s->id, want);
    if (!want->box_rows)
        return kind_fits(&s->kind, want);
    return kind_same_shape(&s->kind, want) && (any_level || s->kind.level == want->level);
}

int saves_resume(const puzzle_kind *want, int any_level, game **out, char id[SAVE_IDLEN],
                 char note[IO_ERRLEN])
{
    char err[IO_ERRLEN];
    int count;
    note[0] = '\0';
    *out = NULL;
    saves_info *list = saves_list(&count, err);
    if (!list) {
        snprintf(note, IO_ERRLEN, "Could not look for saved games: %.400s", err);
        return 0;
    }
    int moved = 0;
    for (int i = 0; i < count && !*out; i++) {
        saves_info *s = &list[i];
        if (!wanted(s, want, any_level))
            continue;
        err[0] = '\0';
        save_status st = s->in_use ? SAVE_BUSY : s->ok ? save_load(s->id, out, err) : SAVE_BAD;
        const char *why = s->ok ? err : s->problem;
        const char *slash = strrchr(why, '/');
        char said[IO_ERRLEN];
        if (st == SAVE_OK) {
            snprintf(id, SAVE_IDLEN, "%s", s->id);
        } else if (st == SAVE_NOT_FILE || (!s->ok && strstr(why, "not a regular file"))) {
            /* not ours to move: say so, leave it */
            if (!moved++)
                snprintf(note, IO_ERRLEN, "Could not resume %s: %.300s.", s->id,
                         slash ? slash + 1 : why);
        } else if (st == SAVE_BAD) {
            /* only the first one is described: the list shows the rest */
            saves_set_aside(s->id, why, said);
            if (!moved++)
                snprintf(note, IO_ERRLEN, "%s", said);
        } else if (st == SAVE_BUSY && !moved++) {
            snprintf(note, IO_ERRLEN, "Your game %s is open in another window.", s->id);
        } /* SAVE_MISSING: gone meanwhile */
    }
    free(list);
    return *out != NULL;
}
