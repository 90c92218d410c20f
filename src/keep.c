/* keep.c - the save folder, its files, and the one way of keeping a file
 * there: read under a lock, changed, written whole, a bad one salvaged
 * (keep.h). The calls to the disk are keep_sys.c's, the writes keep_write.c's. */
#define _GNU_SOURCE /* F_OFD_SETLK */
#include "keep_int.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "code.h"
#include "util.h"

/* ---- the save folder and its files ---- */

/* Files of the save folder are read only when they are regular files, never
 * through a symbolic link, never waiting (keep_open_read). */
#define OWN_FILE (KEEP_READ_NOFOLLOW | KEEP_READ_REGULAR)

const char *keep_xdg_dir(const char *var, const char *home_part, const char *nowhere,
                         const char *folder, char buf[KEEP_PATHLEN], char err[IO_ERRLEN])
{
    const char *xdg = getenv(var), *home = getenv("HOME");
    int n;
    if (xdg && *xdg == '/')
        n = snprintf(buf, KEEP_PATHLEN, "%s/sudokupair-tui", xdg);
    else if (home && *home)
        n = snprintf(buf, KEEP_PATHLEN, "%s/%s/sudokupair-tui", home, home_part);
    else if (xdg && *xdg) {
        char shown[IO_PATHSHOW + 4];
        snprintf(err, IO_ERRLEN, "%s: %s ('%s') is a relative path, which the XDG spec says "
                                 "to ignore, and HOME is not set",
                 nowhere, var, io_show_path(xdg, shown));
        return err;
    } else {
        snprintf(err, IO_ERRLEN, "%s: neither %s nor HOME is set", nowhere, var);
        return err;
    }
    if (n < 0 || n + KEEP_NAMELEN >= KEEP_PATHLEN) {
        snprintf(err, IO_ERRLEN,
                 "the %s's path is too long (%d characters, at most %d); set %s to a "
                 "shorter one",
                 folder, n, KEEP_PATHLEN - 1 - KEEP_NAMELEN, var);
        return err;
    }
    return NULL;
}

const char *keep_dir(char buf[KEEP_PATHLEN], char err[IO_ERRLEN])
{
    return keep_xdg_dir("XDG_DATA_HOME", ".local/share", "there is nowhere to keep saves",
                        "save folder", buf, err);
}

const char *keep_path(const char *name, char buf[KEEP_PATHLEN], char err[IO_ERRLEN])
{
    char dir[KEEP_PATHLEN];
    if (keep_dir(dir, err))
        return err;
    size_t dlen = strlen(dir), nlen = strlen(name);
    if (dlen + 1 + nlen >= KEEP_PATHLEN) { /* keep_dir left room: never */
        snprintf(err, IO_ERRLEN, "the save folder's path is too long; set XDG_DATA_HOME to a "
                                 "shorter one");
        return err;
    }
    memcpy(buf, dir, dlen);
    buf[dlen] = '/';
    memcpy(buf + dlen + 1, name, nlen + 1);
    return NULL;
}

const char *keep_make_dirs(const char *path, char err[IO_ERRLEN])
{
    char dir[KEEP_PATHLEN], shown[IO_PATHSHOW + 4];
    snprintf(dir, sizeof dir, "%s", path);
    for (char *p = dir + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (keep_mkdir(dir, 0700) != 0 && errno != EEXIST) {
            snprintf(err, IO_ERRLEN, "%s: cannot make the folder: %s", io_show_path(dir, shown),
                     strerror(errno));
            return err;
        }
        *p = '/';
    }
    return NULL;
}

const char *keep_dir_can_be(const char *dir, char err[IO_ERRLEN])
{
    char part[KEEP_PATHLEN];
    snprintf(part, sizeof part, "%s", dir);
    for (;;) {
        struct stat st;
        if (stat(part, &st) == 0) {
            int ok = S_ISDIR(st.st_mode) && (strcmp(part, dir) == 0 ||
                                             access(part, W_OK | X_OK) == 0);
            if (ok)
                return NULL;
            return io_fail_path(err, dir, "cannot be made: %s",
                                S_ISDIR(st.st_mode) ? strerror(EACCES) : strerror(ENOTDIR));
        }
        if (errno != ENOENT)
            return io_fail_path(err, dir, "cannot be made: %s", strerror(errno));
        char *slash = strrchr(part, '/');
        if (!slash || slash == part)
            return NULL; /* up to the root: nothing is in the way */
        *slash = '\0';
    }
}

/* Gives the file at path a second name PATH.bad-DATE (never over another
 * file): *to its whole path, dest the name without the folder. With move the
 * old name goes. What cannot have a second name (a folder; a file system
 * without hard links) is renamed there, after looking that the name is
 * free, and *renamed is set. NULL or a message (strerror's). */
static const char *name_aside(const char *path, int move, char to[KEEP_PATHLEN], char *dest,
                              size_t len, int *renamed, char err[IO_ERRLEN])
{
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    char stamp[32];
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    const char *slash = strrchr(path, '/');
    *renamed = 0;
    for (int i = 0; i < 100; i++) {
        int n = i == 0 ? snprintf(to, KEEP_PATHLEN, "%s.bad-%s", path, stamp)
                       : snprintf(to, KEEP_PATHLEN, "%s.bad-%s-%d", path, stamp, i);
        if (n < 0 || n >= KEEP_PATHLEN) {
            snprintf(err, IO_ERRLEN, "the save folder's path is too long; set XDG_DATA_HOME "
                                     "to a shorter one");
            return err;
        }
        /* link never replaces a file */
        int named = keep_link(path, to) == 0;
        if (named && move)
            keep_unlink(path);
        else if (!named && (errno == EPERM || errno == EOPNOTSUPP || errno == EMLINK)) {
            struct stat st;
            named = *renamed = lstat(to, &st) != 0 && keep_rename(path, to) == 0;
        }
        if (named) {
            snprintf(dest, len, "%s", slash ? to + (slash - path) + 1 : to);
            return NULL;
        }
        if (errno != EEXIST) {
            snprintf(err, IO_ERRLEN, "%s", strerror(errno));
            return err;
        }
    }
    snprintf(err, IO_ERRLEN, "every name for it is taken");
    return err;
}

const char *keep_move_aside(const char *path, char *dest, size_t len, char err[IO_ERRLEN])
{
    char to[KEEP_PATHLEN];
    int renamed;
    return name_aside(path, 1, to, dest, len, &renamed, err);
}

/* ---- locks ---- */

int keep_open_lock(const char *lock, int create, char err[IO_ERRLEN])
{
    int fd = keep_open(lock, (create ? O_RDWR | O_CREAT : O_RDONLY) | O_NOFOLLOW | O_NONBLOCK |
                                 O_NOCTTY | O_CLOEXEC, 0600);
    struct stat st;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
        return fd;
    int saved = fd >= 0 ? EINVAL : errno;
    if (fd >= 0)
        keep_close(fd);
    if (saved != EINVAL && saved != ELOOP && saved != EISDIR && saved != ENXIO)
        return -1;
    /* what it is, in the words of a read */
    int again = keep_open_read(lock, OWN_FILE, NULL, err);
    if (again >= 0) { /* a regular file by now */
        keep_close(again);
        return -1;
    }
    return -2;
}

const char *keep_lock_path(const char *path, char *buf, size_t len, char err[IO_ERRLEN])
{
    const char *slash = strrchr(path, '/');
    int dirlen = slash ? (int)(slash - path) + 1 : 0;
    int n = snprintf(buf, len, "%.*s.%s.keep", dirlen, path, path + dirlen);
    if (n < 0 || (size_t)n >= len) {
        snprintf(err, IO_ERRLEN, "the save folder's path is too long; set XDG_DATA_HOME to a "
                                 "shorter one");
        return err;
    }
    return NULL;
}

/* What this thread says while it waits for a lock (keep_on_wait). */
static _Thread_local void (*wait_said)(const char *sentence, void *arg);
static _Thread_local void *wait_arg;

void keep_on_wait(void (*fn)(const char *sentence, void *arg), void *arg)
{
    wait_said = fn;
    wait_arg = arg;
}

void keep_say_wait(const char *sentence, void *arg)
{
    fprintf(arg, "sudokupair-tui: %s\n", sentence);
    fflush(arg);
}

/* keep_lock; wait 0: another program's lock is not waited for. */
static int lock_path(const char *path, int wait, char err[IO_ERRLEN])
{
    char lock[KEEP_PATHLEN], shown[IO_PATHSHOW + 4];
    if (keep_lock_path(path, lock, sizeof lock, err))
        return -1;
    int fd = keep_open_lock(lock, 1, err);
    if (fd == -1)
        snprintf(err, IO_ERRLEN, "%s: cannot make the lock file: %s", io_show_path(lock, shown),
                 strerror(errno));
    if (fd < 0)
        return -1;
    double until = util_now() + KEEP_WAIT;
    long pause_ns = 1000 * 1000;
    for (int said = 0; keep_lock_whole(fd, F_OFD_SETLK, F_WRLCK) != 0;) {
        int saved = errno, held = saved == EAGAIN || saved == EACCES;
        if (!held || !wait || util_now() > until) {
            keep_close(fd);
            if (held && wait)
                snprintf(err, IO_ERRLEN, "%s: another program has held its lock for %d s",
                         io_show_path(path, shown), KEEP_WAIT);
            else if (held)
                snprintf(err, IO_ERRLEN, "%s: another program holds its lock",
                         io_show_path(path, shown));
            else
                snprintf(err, IO_ERRLEN, "%s: cannot lock: %s", io_show_path(lock, shown),
                         strerror(saved));
            return -1;
        }
        if (!said++ && wait_said) {
            const char *slash = strrchr(path, '/');
            char sentence[KEEP_NAMELEN + 80];
            snprintf(sentence, sizeof sentence,
                     "waiting for another sudokupair-tui to finish with %s...",
                     slash ? slash + 1 : path);
            wait_said(sentence, wait_arg);
        }
        /* another program's read-change-write lasts milliseconds */
        nanosleep(&(struct timespec){ 0, pause_ns }, NULL);
        if (pause_ns < 20 * 1000 * 1000)
            pause_ns *= 2;
    }
    return fd;
}

int keep_lock(const char *path, char err[IO_ERRLEN]) { return lock_path(path, 1, err); }

void keep_unlock(int fd)
{
    if (fd >= 0)
        keep_close(fd); /* the lock goes with the open file description */
}

/* ---- kept files ---- */

const char *keep_read_file(const char *path, int flags, char **text, size_t *len,
                           keep_status *why, char err[IO_ERRLEN])
{
    *why = KEEP_OK;
    if (!keep_read_text(path, OWN_FILE | flags, text, len, err))
        return NULL;
    *why = errno == ENOENT                                        ? KEEP_MISSING
           : errno == EINVAL || errno == ELOOP || errno == EISDIR ||
                     errno == ENXIO                               ? KEEP_NOT_FILE
           : errno == EFBIG                                       ? KEEP_BAD
                                                                  : KEEP_UNREADABLE;
    return err;
}

/* keep_read, and *kept the records ops->salvage kept of a text that did
 * not parse or was too large (0 otherwise). */
static keep_status read_parsed(const char *path, const keep_ops *ops, void *ctx,
                               char err[IO_ERRLEN], int *kept)
{
    char *text;
    size_t len;
    keep_status why;
    *kept = 0;
    if (keep_read_file(path, 0, &text, &len, &why, err)) {
        char again[IO_ERRLEN];
        keep_status large;
        if (why != KEEP_BAD || !ops->salvage ||
            keep_read_file(path, KEEP_READ_LARGE, &text, &len, &large, again))
            return why;
        *kept = ops->salvage(path, text, len, ctx); /* too large: what it holds */
        free(text);
        return why;
    }
    const char *msg = ops->parse(path, text, len, ctx, err);
    if (msg && ops->reset)
        ops->reset(ctx);
    if (msg && ops->salvage)
        *kept = ops->salvage(path, text, len, ctx);
    free(text);
    return msg ? KEEP_BAD : KEEP_OK;
}

keep_status keep_read(const char *path, const keep_ops *ops, void *ctx, char err[IO_ERRLEN])
{
    int kept;
    return read_parsed(path, ops, ctx, err, &kept);
}

/* Adds text to note after what it holds ("; " between). */
static void add_note(char *note, const char *text)
{
    size_t used = strlen(note);
    snprintf(note + used, IO_ERRLEN - used, "%s%.400s", used ? "; " : "", text);
}

/* The bad file given a second name just before the new one takes its name. */
typedef struct aside {
    const char *path;
    char to[KEEP_PATHLEN];
    char dest[KEEP_NAMELEN + 16];
    int done, renamed;
} aside;

static int name_bad_aside(void *arg, char err[IO_ERRLEN])
{
    aside *a = arg;
    char why[IO_ERRLEN];
    if (name_aside(a->path, 0, a->to, a->dest, sizeof a->dest, &a->renamed, why)) {
        snprintf(err, IO_ERRLEN, "it could not be moved aside (%.300s)", why);
        return -1;
    }
    a->done = 1;
    return 0;
}

/* Writes the kept file at path from ctx, its name replaced (never followed),
 * as how says. NULL or a message. */
static const char *write_kept(const char *path, const keep_ops *ops, void *ctx, keep_how how,
                              char err[IO_ERRLEN])
{
    char *bytes;
    size_t len;
    if (keep_render(path, ops->write, ctx, &bytes, &len, err))
        return err;
    how.here = 1;
    const char *msg = keep_put(path, bytes, len, &how, NULL, NULL, err);
    free(bytes);
    return msg;
}

/* The salvage of a file that could not be read (bad: why): what ctx holds
 * now (what ops->salvage kept of it, kept records, and the change) is
 * written beside it, the bad file named aside, the new one renamed over it.
 * 1, or -1 when nothing moved (note says which). */
static int salvage(const char *path, const keep_ops *ops, void *ctx, const char *bad, int kept,
                   char note[IO_ERRLEN])
{
    char err[IO_ERRLEN];
    aside a = { path, "", "", 0, 0 };
    const char *msg = write_kept(path, ops, ctx, (keep_how){ 1, 1, 0, name_bad_aside, &a }, err);
    /* the new one did not take the name: the bad one goes back where it was */
    if (msg && a.done && (a.renamed ? keep_rename(a.to, path) : keep_unlink(a.to)) != 0) {
        snprintf(note, IO_ERRLEN, "%.300s; moved it aside to %s, but %.150s", bad, a.dest, msg);
        return -1;
    }
    if (msg) { /* (what could be read is still in it) */
        snprintf(note, IO_ERRLEN, "%.300s; left as it is: %.150s", bad, msg);
        return -1;
    }
    snprintf(note, IO_ERRLEN, "%.300s; moved it aside to %s", bad, a.dest);
    if (kept > 0)
        snprintf(note + strlen(note), IO_ERRLEN - strlen(note),
                 " and kept the %d line%s of it that could be read", kept, kept == 1 ? "" : "s");
    return 1;
}

/* keep_update; wait 0: keep_update_now. */
static int update(const char *path, const keep_ops *ops, void *ctx, int wait,
                  char note[IO_ERRLEN])
{
    char err[IO_ERRLEN], why[IO_ERRLEN] = "";
    note[0] = '\0';
    if (keep_make_dirs(path, err)) {
        add_note(note, err);
        return -1;
    }
    int fd = lock_path(path, wait, err);
    if (fd < 0) {
        add_note(note, err);
        return -1;
    }
    int kept = 0, rc = -1;
    keep_status st = read_parsed(path, ops, ctx, err, &kept);
    if (st == KEEP_UNREADABLE)
        snprintf(note, IO_ERRLEN, "%.400s; it is left as it is", err);
    else if ((rc = ops->change(ctx, why)) < 0)
        snprintf(note, IO_ERRLEN, "%.250s%s%.250s", st == KEEP_OK || st == KEEP_MISSING ? "" : err,
                 st == KEEP_OK || st == KEEP_MISSING ? "" : "; ",
                 why[0] ? why : "the change could not be made");
    else if (st != KEEP_OK && st != KEEP_MISSING)
        rc = salvage(path, ops, ctx, err, kept, note);
    else if (rc > 0 && write_kept(path, ops, ctx, (keep_how){ 1, 1, 0, NULL, NULL }, err)) {
        snprintf(note, IO_ERRLEN, "%s", err);
        rc = -1;
    }
    keep_unlock(fd);
    return rc;
}

int keep_update(const char *path, const keep_ops *ops, void *ctx, char note[IO_ERRLEN])
{
    return update(path, ops, ctx, 1, note);
}

int keep_update_now(const char *path, const keep_ops *ops, void *ctx, char note[IO_ERRLEN])
{
    return update(path, ops, ctx, 0, note);
}

/* ---- puzzles a command is given ---- */

const char *keep_read_puzzle(const char *arg, int ngrids, char **text, size_t *len,
                             int *coded, char err[IO_ERRLEN])
{
    if (coded)
        *coded = 0;
    if (!code_looks_like(arg) || access(arg, F_OK) == 0)
        return keep_read_text(arg, 0, text, len, err);
    *text = NULL;
    *len = 0;
    const char *cut = strlen(arg) > 24 ? "..." : ""; /* a long code is shown shortened */
    code_shape sh;
    uint8_t *vals;
    char cerr[CODE_ERRLEN];
    if (code_decode_shape(arg, &sh, &vals, cerr)) {
        snprintf(err, IO_ERRLEN, "%s", cerr);
        return err;
    }
    geom *g = geom_new_shape(sh.box_rows, sh.box_cols, sh.ngrids, sh.diagonals);
    if (ngrids && sh.ngrids != ngrids) {
        char size[48];
        puzzle_kind of_code = kind_of_geom(g, LEVEL_UNKNOWN, KIND_SYM_DEFAULT);
        kind_size_text(&of_code, size, sizeof size);
        snprintf(err, IO_ERRLEN, "%.24s%s: the code of a %s %s%s, not of a %s", arg, cut,
                 sh.ngrids == 2 ? "pair of" : "single", size,
                 sh.ngrids == 2 ? "" : " grid (--single)", ngrids == 2 ? "pair" : "single grid");
        free(vals);
        geom_free(g);
        return err;
    }
    FILE *out = open_memstream(text, len);
    if (out) {
        io_write_csv(out, g, vals);
        fclose(out);
    } else {
        snprintf(err, IO_ERRLEN, "%.24s%s: %s", arg, cut, strerror(errno));
    }
    if (coded)
        *coded = out != NULL;
    free(vals);
    geom_free(g);
    return out ? NULL : err;
}

const char *keep_load_puzzle(const char *arg, int flags, puzzle_kind *kd, uint8_t **vals,
                             int *oneline, char err[IO_ERRLEN])
{
    char *text;
    size_t len;
    int rows = kd->box_rows, cols = kd->box_cols, diag = 0;
    *vals = NULL;
    if (oneline)
        *oneline = 0;
    const char *msg = keep_read_puzzle(arg, kd->ngrids, &text, &len, NULL, err);
    if (!msg)
        msg = io_parse_puzzle_shape(arg, text, len, &rows, &cols, &diag, kd->ngrids, flags, vals,
                                    NULL, oneline, err);
    free(text);
    if (!msg) {
        kd->box_rows = rows, kd->box_cols = cols;
        kd->diagonals = kd->diagonals || diag;
    }
    return msg;
}
