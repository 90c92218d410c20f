/* best.c - best times per size, grids and level (see best.h). */
#define _POSIX_C_SOURCE 200809L
#include "best.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "save.h"
#include "util.h"

typedef struct record {
    int k, ngrids, level;
    double seconds;
} record;

enum { MAX_RECORDS = 256 };

const char *best_path(char *buf, size_t len, char err[IO_ERRLEN])
{
    char dir[900];
    if (save_dir(dir, sizeof dir, err))
        return NULL;
    snprintf(buf, len, "%s/best-times", dir);
    return buf;
}

/* Reads the records of path; a missing or unreadable file holds none. */
static int read_records(const char *path, record *recs)
{
    char err[IO_ERRLEN], *text;
    size_t len;
    if (io_read_file(path, &text, &len, err))
        return 0;
    int n = 0;
    for (char *line = strtok(text, "\n"); line && n < MAX_RECORDS; line = strtok(NULL, "\n")) {
        record r;
        if (sscanf(line, "%d %d %d %lf", &r.k, &r.ngrids, &r.level, &r.seconds) == 4 &&
            r.seconds >= 0)
            recs[n++] = r;
    }
    free(text);
    return n;
}

double best_get(const char *path, int k, int ngrids, level_id id)
{
    int level = level_code(id);
    record recs[MAX_RECORDS];
    int n = read_records(path, recs);
    double best = -1;
    for (int i = 0; i < n; i++)
        if (recs[i].k == k && recs[i].ngrids == ngrids && recs[i].level == level &&
            (best < 0 || recs[i].seconds < best))
            best = recs[i].seconds;
    return best;
}

typedef struct records {
    record *recs;
    int n;
} records;

static int write_records(FILE *out, void *ctx)
{
    const records *rs = ctx;
    for (int i = 0; i < rs->n; i++)
        fprintf(out, "%d %d %d %.0f\n", rs->recs[i].k, rs->recs[i].ngrids, rs->recs[i].level,
                rs->recs[i].seconds);
    return ferror(out) ? -1 : 0;
}

int best_record(const char *path, int k, int ngrids, level_id id, double seconds,
                double *previous, char err[IO_ERRLEN])
{
    int level = level_code(id);
    record recs[MAX_RECORDS + 1];
    int n = read_records(path, recs), at = -1;
    seconds = (double)(long)seconds; /* whole seconds, as the file keeps them */
    double old = -1;
    for (int i = 0; i < n; i++)
        if (recs[i].k == k && recs[i].ngrids == ngrids && recs[i].level == level) {
            if (old < 0 || recs[i].seconds < old)
                old = recs[i].seconds;
            at = i;
        }
    if (previous)
        *previous = old;
    if (old >= 0 && seconds >= old)
        return 0;
    if (at < 0)
        at = n++;
    recs[at] = (record){ k, ngrids, level, seconds };
    /* the folder, as save_store makes it */
    char *dir = xstrdup(path);
    for (char *p = dir + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
            snprintf(err, IO_ERRLEN, "%s: cannot make the folder: %s", dir, strerror(errno));
            free(dir);
            return -1;
        }
        *p = '/';
    }
    free(dir);
    records rs = { recs, n };
    return io_write_atomic(path, write_records, &rs, err) ? -1 : 1;
}
