/* io.c - puzzle files: CSV and one-line readers, CSV writer, atomic writes. */
#define _XOPEN_SOURCE 700
#include "io.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

static const char *fail(char *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, IO_ERRLEN, fmt, ap);
    va_end(ap);
    return err;
}

const char *io_read_file(const char *path, char **text, size_t *len, char err[IO_ERRLEN])
{
    *text = NULL;
    *len = 0;
    FILE *f = fopen(path, "rb");
    if (!f)
        return fail(err, "%s: cannot open: %s", path, strerror(errno));
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(f);
        return fail(err, "%s: is a directory, not a file", path);
    }
    size_t cap = 4096, used = 0;
    char *buf = xmalloc(cap);
    for (;;) {
        if (used > (size_t)IO_MAX_FILE)
            break;
        if (used + 1 >= cap) {
            cap *= 2;
            buf = xrealloc(buf, cap);
        }
        size_t got = fread(buf + used, 1, cap - used - 1, f);
        used += got;
        if (got == 0)
            break;
    }
    int bad = ferror(f);
    int saved = errno;
    fclose(f);
    if (!bad && used > (size_t)IO_MAX_FILE) {
        free(buf);
        return fail(err, "%s: too large (more than %ld bytes)", path, IO_MAX_FILE);
    }
    if (bad) {
        free(buf);
        return fail(err, "%s: cannot read: %s", path, strerror(saved));
    }
    buf[used] = '\0';
    *text = buf;
    *len = used;
    return NULL;
}

/* A cursor over the lines of a text: the BOM is skipped, line ends are \n,
 * \r\n or \r; line numbers are 1-based. */
typedef io_lines lines;

static void lines_init(lines *ls, const char *text, size_t len)
{
    ls->p = text;
    ls->end = text + len;
    ls->number = 0;
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        ls->p += 3;
}

static int lines_next(lines *ls)
{
    if (ls->p >= ls->end)
        return 0;
    ls->line = ls->p;
    while (ls->p < ls->end && *ls->p != '\n' && *ls->p != '\r')
        ls->p++;
    ls->line_len = (size_t)(ls->p - ls->line);
    if (ls->p < ls->end && *ls->p == '\r') {
        ls->p++;
        if (ls->p < ls->end && *ls->p == '\n')
            ls->p++;
    } else if (ls->p < ls->end && *ls->p == '\n') {
        ls->p++;
    }
    ls->number++;
    return 1;
}

/* Like lines_next, but skips lines of nothing but white space. */
static int lines_next_data(lines *ls)
{
    while (lines_next(ls)) {
        for (size_t i = 0; i < ls->line_len; i++)
            if (ls->line[i] != ' ' && ls->line[i] != '\t')
                return 1;
    }
    return 0;
}

static int is_space(char ch) { return ch == ' ' || ch == '\t'; }

/* Describes the text of a field for a message, cut short and printable. */
static void describe(const char *s, size_t len, char *out, size_t cap)
{
    size_t j = 0;
    for (size_t i = 0; i < len && j + 4 < cap; i++)
        out[j++] = (s[i] >= 32 && s[i] < 127) ? s[i] : '?';
    if (j + 4 >= cap)
        memcpy(out + j, "...", 3), j += 3;
    out[j] = '\0';
}

/* Splits one CSV line into up to max numbers. Returns the count of fields,
 * or -1 with a message in err. cols gets the 1-based column of each field. */
static int parse_row(const char *name, const lines *ls, int max_value, int *vals, int *cols,
                     int max, char *err)
{
    const char *s = ls->line, *end = s + ls->line_len;
    int count = 0;
    for (const char *p = s;;) {
        while (p < end && is_space(*p))
            p++;
        const char *start = p;
        while (p < end && *p != ',')
            p++;
        const char *stop = p;
        while (stop > start && is_space(stop[-1]))
            stop--;
        int col = (int)(start - s) + 1;
        int last = p >= end;
        if (start == stop) {
            if (last && count > 0)
                break; /* a trailing comma */
            fail(err, "%s:%d:%d: expected a number from 0 to %d, found an empty field", name,
                 ls->number, col, max_value);
            return -1;
        }
        long v = 0;
        int ok = 1;
        for (const char *q = start; q < stop && ok; q++) {
            ok = *q >= '0' && *q <= '9';
            if (ok && v <= 1000)
                v = v * 10 + (*q - '0');
        }
        if (!ok || v > max_value) {
            char what[32];
            describe(start, (size_t)(stop - start), what, sizeof what);
            fail(err, "%s:%d:%d: expected a number from 0 to %d, found '%s'", name, ls->number,
                 col, max_value, what);
            return -1;
        }
        if (count < max) {
            vals[count] = (int)v;
            cols[count] = col;
        }
        count++;
        if (last)
            break;
        p++; /* the comma */
    }
    return count;
}

const char *io_parse_csv(const char *name, const char *text, size_t len, int k, int ngrids,
                         int *k_out, uint8_t **vals, char err[IO_ERRLEN])
{
    *vals = NULL;
    lines ls;
    lines_init(&ls, text, len);
    int row[GRID_NMAX + 1], cols[GRID_NMAX + 1];
    if (!lines_next_data(&ls))
        return fail(err, "%s:1:1: expected %s in CSV rows, found no rows", name,
                    ngrids == 2 ? "a pair of grids" : "a grid");
    int count = parse_row(name, &ls, 1000, row, cols, GRID_NMAX + 1, err);
    if (count < 0)
        return err;
    if (count == 1 && row[0] >= GRID_KMIN && row[0] <= GRID_KMAX) {
        /* a header line that holds only k */
        if (k && row[0] != k)
            return fail(err, "%s:%d:%d: the file says k=%d, but --k %d was given", name,
                        ls.number, cols[0], row[0], k);
        k = row[0];
        if (!lines_next_data(&ls))
            return fail(err, "%s:%d:1: expected the rows of the grid after the k line", name,
                        ls.number + 1);
        count = -2; /* the row is parsed below */
    }
    if (count != -2) {
        int inferred = 0;
        for (int kk = GRID_KMIN; kk <= GRID_KMAX; kk++)
            if (count == kk * kk)
                inferred = kk;
        if (!k && !inferred)
            return fail(err, "%s:%d:1: a row of %d values; rows must hold 4, 9, 16 or 25", name,
                        ls.number, count);
        if (k && inferred != k)
            return fail(err, "%s:%d:1: rows of %d values do not fit k=%d (expected %d values)",
                        name, ls.number, count, k, k * k);
        k = inferred;
    }
    int n = k * k, nrows = ngrids * n;
    uint8_t *out = xcalloc((size_t)nrows * (size_t)n, 1);
    int r = 0;
    do {
        if (r == nrows) {
            free(out);
            return fail(err, "%s:%d:1: expected %d rows (%s), found more", name, ls.number,
                        nrows, ngrids == 2 ? "grid A, then grid B" : "one grid");
        }
        count = parse_row(name, &ls, n, row, cols, GRID_NMAX + 1, err);
        if (count < 0) {
            free(out);
            return err;
        }
        if (count != n) {
            free(out);
            int col = count > n ? cols[n] : (int)ls.line_len + 1;
            return fail(err, "%s:%d:%d: expected %d values in a row, found %d", name, ls.number,
                        col, n, count);
        }
        for (int c = 0; c < n; c++)
            out[r * n + c] = (uint8_t)row[c];
        r++;
    } while (lines_next_data(&ls));
    if (r < nrows) {
        free(out);
        return fail(err, "%s:%d:1: expected %d rows (%s), found %d%s", name, ls.number + 1,
                    nrows, ngrids == 2 ? "grid A, then grid B" : "one grid", r,
                    ngrids == 2 && r == n ? "; for one grid use --single" : "");
    }
    *k_out = k;
    *vals = out;
    return NULL;
}

const char *io_load_csv(const char *path, int k, int ngrids, int *k_out, uint8_t **vals,
                        char err[IO_ERRLEN])
{
    char *text;
    size_t len;
    *vals = NULL;
    const char *msg = io_read_file(path, &text, &len, err);
    if (!msg)
        msg = io_parse_csv(path, text, len, k, ngrids, k_out, vals, err);
    free(text);
    return msg;
}

static size_t trimmed_len(const char *s, size_t len)
{
    while (len > 0 && is_space(s[len - 1]))
        len--;
    return len;
}

int io_is_oneline(const char *text, size_t len)
{
    lines ls;
    lines_init(&ls, text, len);
    if (!lines_next_data(&ls))
        return 0;
    return trimmed_len(ls.line, ls.line_len) == 81 && !memchr(ls.line, ',', ls.line_len);
}

const char *io_parse_oneline(const char *name, const char *text, size_t len, uint8_t **vals,
                             int *count, char err[IO_ERRLEN])
{
    lines ls;
    lines_init(&ls, text, len);
    int cap = 16, used = 0;
    uint8_t *out = xmalloc((size_t)cap * 81);
    while (lines_next_data(&ls)) {
        size_t l = trimmed_len(ls.line, ls.line_len);
        for (size_t i = 0; i < l && i < 81; i++) {
            char ch = ls.line[i];
            if (!(ch >= '0' && ch <= '9') && ch != '.') {
                free(out);
                char what[8];
                describe(&ls.line[i], 1, what, sizeof what);
                return fail(err, "%s:%d:%zu: expected 1-9, or '.' or '0' for empty, found '%s'",
                            name, ls.number, i + 1, what);
            }
        }
        if (l != 81) {
            free(out);
            return fail(err, "%s:%d:%zu: expected 81 characters in a puzzle line, found %zu",
                        name, ls.number, l < 81 ? l + 1 : (size_t)82, l);
        }
        if (used == cap)
            out = xrealloc(out, (size_t)(cap *= 2) * 81);
        for (int i = 0; i < 81; i++)
            out[used * 81 + i] = ls.line[i] == '.' ? 0 : (uint8_t)(ls.line[i] - '0');
        used++;
    }
    if (!used) {
        free(out);
        return fail(err, "%s:1:1: expected one-line puzzles, found none", name);
    }
    *vals = out;
    *count = used;
    return NULL;
}

void io_write_csv(FILE *out, const geom *g, const uint8_t *vals)
{
    for (int row = 0; row < g->ngrids * g->n; row++)
        for (int c = 0; c < g->n; c++)
            fprintf(out, "%d%c", vals[row * g->n + c], c + 1 < g->n ? ',' : '\n');
}

/* ---- writing (the readers are above) ---- */

void io_lines_init(io_lines *ls, const char *text, size_t len) { lines_init(ls, text, len); }
int io_lines_next(io_lines *ls) { return lines_next(ls); }

const char *io_show_path(const char *path, char buf[IO_PATHSHOW + 4])
{
    size_t len = strlen(path);
    if (len <= IO_PATHSHOW)
        return memcpy(buf, path, len + 1);
    memcpy(buf, "...", 3);
    memcpy(buf + 3, path + len - (IO_PATHSHOW - 3), IO_PATHSHOW - 3 + 1);
    return buf;
}

__attribute__((format(printf, 3, 4))) static const char *fail_path(char *err, const char *path,
                                                                   const char *fmt, ...)
{
    char shown[IO_PATHSHOW + 4], why[IO_ERRLEN - IO_PATHSHOW - 8];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    snprintf(err, IO_ERRLEN, "%s: %s", io_show_path(path, shown), why);
    return err;
}

/* Runs write on f and closes it; 0, or -1 with errno set (0 when unknown). */
static int write_and_close(FILE *f, int (*write)(FILE *out, void *ctx), void *ctx, int sync)
{
    errno = 0;
    int bad = write(f, ctx) != 0;
    bad |= fflush(f) != 0 || ferror(f);
    int saved = errno;
    if (!bad && sync && fsync(fileno(f)) != 0) {
        bad = 1;
        saved = errno;
    }
    if (fclose(f) != 0 && !bad) {
        bad = 1;
        saved = errno;
    }
    errno = saved;
    return bad ? -1 : 0;
}

static const char *write_file(const char *path, int (*write)(FILE *out, void *ctx), void *ctx,
                              int replace, int *exists, char *err)
{
    struct stat st;
    int there = stat(path, &st) == 0;
    if (exists)
        *exists = 0;
    if (there && !replace) {
        if (exists)
            *exists = 1;
        return fail_path(err, path, "cannot write: it exists already");
    }
    if (there && S_ISDIR(st.st_mode))
        return fail_path(err, path, "cannot write: is a directory");
    /* /dev/stdout and the like stand for an open file: never replaced */
    int special = strncmp(path, "/dev/", 5) == 0 || strncmp(path, "/proc/", 6) == 0;
    if (there && (!S_ISREG(st.st_mode) || special)) {
        /* a device, a FIFO, a terminal: written in place, never replaced */
        int fd = open(path, O_WRONLY | O_NOCTTY | O_APPEND);
        FILE *f = fd >= 0 ? fdopen(fd, "wb") : NULL;
        if (!f) {
            int saved = errno;
            if (fd >= 0)
                close(fd);
            return fail_path(err, path, "cannot write: %s", strerror(saved));
        }
        if (write_and_close(f, write, ctx, 0) != 0)
            return fail_path(err, path, "cannot write: %s",
                             errno ? strerror(errno) : "write failed");
        return NULL;
    }
    /* a symbolic link is followed: its target is replaced, the link stays */
    char *real = NULL;
    struct stat lst;
    if (there && lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode))
        real = realpath(path, NULL);
    const char *target = real ? real : path;
    const char *slash = strrchr(target, '/');
    size_t dirlen = slash ? (size_t)(slash - target) + 1 : 0;
    const char *base = slash ? slash + 1 : target;
    size_t cap = dirlen + strlen(base) + 16;
    char *tmp = xmalloc(cap);
    snprintf(tmp, cap, "%.*s.%s.XXXXXX", (int)dirlen, target, base);
    const char *msg = NULL;
    int fd = mkstemp(tmp);
    if (fd < 0) {
        msg = fail_path(err, path, "cannot write: %s", strerror(errno));
        goto done;
    }
    /* the mode of the file it replaces, or what a new file gets */
    mode_t mask = umask(0);
    umask(mask);
    if (fchmod(fd, there ? st.st_mode & 07777 : 0666 & ~mask) != 0) {
        msg = fail_path(err, path, "cannot write: %s", strerror(errno));
        close(fd);
        unlink(tmp);
        goto done;
    }
    FILE *f = fdopen(fd, "wb");
    if (!f) {
        msg = fail_path(err, path, "cannot write: %s", strerror(errno));
        close(fd);
        unlink(tmp);
        goto done;
    }
    if (write_and_close(f, write, ctx, 1) != 0) {
        msg = fail_path(err, path, "cannot write: %s", errno ? strerror(errno) : "write failed");
        unlink(tmp);
        goto done;
    }
    int failed = replace ? rename(tmp, target) != 0 : link(tmp, target) != 0;
    if (failed && !replace && (errno == EPERM || errno == EOPNOTSUPP || errno == EMLINK)) {
        /* a file system without hard links: look, then rename */
        struct stat now;
        if (lstat(target, &now) == 0)
            errno = EEXIST;
        else
            failed = rename(tmp, target) != 0;
        if (!failed)
            replace = 1; /* tmp is gone */
    }
    if (failed) {
        int saved = errno;
        if (!replace && saved == EEXIST && exists)
            *exists = 1;
        msg = fail_path(err, path, "cannot write: %s",
                        saved == EEXIST ? "it exists already" : strerror(saved));
        unlink(tmp);
        goto done;
    }
    if (!replace)
        unlink(tmp);
    /* the rename itself reaches the disk with its folder */
    char *dir = xmalloc(dirlen + 2);
    snprintf(dir, dirlen + 2, "%.*s", (int)dirlen, dirlen ? target : ".");
    int dfd = open(dir, O_RDONLY | O_DIRECTORY);
    if (dfd >= 0) {
        fsync(dfd);
        close(dfd);
    }
    free(dir);
done:
    free(tmp);
    free(real);
    return msg;
}

const char *io_write_atomic(const char *path, int (*write)(FILE *out, void *ctx), void *ctx,
                            char err[IO_ERRLEN])
{
    return write_file(path, write, ctx, 1, NULL, err);
}

const char *io_write_new(const char *path, int (*write)(FILE *out, void *ctx), void *ctx,
                         int *exists, char err[IO_ERRLEN])
{
    return write_file(path, write, ctx, 0, exists, err);
}
