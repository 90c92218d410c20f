/* settings.c - the last new-game choice, beside the saves (settings.h). */
#define _POSIX_C_SOURCE 200809L
#include "settings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "save.h"

#define SETTINGS_NAME "settings"

settings settings_default(void) { return (settings){ 3, 2, LEVEL_EASY, GEN_SYM_DEFAULT }; }

settings settings_parse(const char *text, size_t len)
{
    settings s = settings_default();
    size_t i = 0;
    while (i < len) {
        size_t end = i;
        while (end < len && text[end] != '\n')
            end++;
        char line[64];
        size_t n = end - i < sizeof line - 1 ? end - i : sizeof line - 1;
        memcpy(line, text + i, n);
        line[n] = '\0';
        char key[16], value[32], extra[2];
        if (sscanf(line, "%15s %31s %1s", key, value, extra) == 2) {
            char *stop;
            long v = strtol(value, &stop, 10);
            int number = *stop == '\0' && stop != value;
            if (strcmp(key, "k") == 0 && number && v >= GRID_KMIN && v <= GRID_KMAX_PLAY)
                s.k = (int)v;
            else if (strcmp(key, "grids") == 0 && number && (v == 1 || v == 2))
                s.ngrids = (int)v;
            else if (strcmp(key, "level") == 0 && level_from_name(value) >= 0 &&
                     level_can_ask((level_id)level_from_name(value)))
                s.level = (level_id)level_from_name(value);
            else if (strcmp(key, "symmetry") == 0 && gen_symmetry_from_name(value) >= 0)
                s.symmetry = (gen_symmetry)gen_symmetry_from_name(value);
        }
        i = end + 1;
    }
    return s;
}

void settings_format(const settings *s, char *buf, size_t len)
{
    snprintf(buf, len, "k %d\ngrids %d\nlevel %s\nsymmetry %s\n", s->k, s->ngrids,
             level_name(s->level), gen_symmetry_name(s->symmetry));
}

settings settings_load(void)
{
    char path[SAVE_PATHLEN], err[IO_ERRLEN], *text = NULL;
    size_t len = 0;
    save_status why;
    if (save_path(SETTINGS_NAME, path, err) ||
        save_read_file(path, &text, &len, &why, err))
        return settings_default();
    settings s = settings_parse(text, len);
    free(text);
    return s;
}

static int write_settings(FILE *out, void *ctx)
{
    char buf[128];
    settings_format(ctx, buf, sizeof buf);
    fputs(buf, out);
    return ferror(out) ? -1 : 0;
}

const char *settings_save(const settings *s, char err[IO_ERRLEN])
{
    char path[SAVE_PATHLEN];
    settings copy = *s;
    if (save_path(SETTINGS_NAME, path, err) || save_make_dirs(path, err) ||
        io_write_atomic(path, write_settings, &copy, err))
        return err;
    return NULL;
}
