/* keep.c - the save folder, its files, and the one way of keeping a file
 * there (keep.h). */
#define _GNU_SOURCE /* F_OFD_SETLK */
#include "keep.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "util.h"

/* ---- the save folder and its files ---- */

/* Files of the save folder are read only when they are regular files, never
 * through a symbolic link, never waiting (io_open_read). */
#define OWN_FILE (IO_READ_NOFOLLOW | IO_READ_REGULAR)

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

const char *keep_read_file(const char *path, char **text, size_t *len, keep_status *why,
                           char err[IO_ERRLEN])
{
    errno = 0;
    *why = KEEP_OK;
    if (!io_read_file_flags(path, OWN_FILE, text, len, err))
        return NULL;
    *why = errno == ENOENT                                        ? KEEP_MISSING
           : errno == EINVAL || errno == ELOOP || errno == EISDIR ? KEEP_NOT_FILE
                                                                  : KEEP_BAD;
    return err;
}

const char *keep_make_dirs(const char *path, char err[IO_ERRLEN])
{
    char dir[KEEP_PATHLEN], shown[IO_PATHSHOW + 4];
    snprintf(dir, sizeof dir, "%s", path);
    for (char *p = dir + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
            snprintf(err, IO_ERRLEN, "%s: cannot make the folder: %s", io_show_path(dir, shown),
                     strerror(errno));
            return err;
        }
        *p = '/';
    }
    return NULL;
}

const char *keep_move_aside(const char *path, char *dest, size_t len, char err[IO_ERRLEN])
{
    char to[KEEP_PATHLEN];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    char stamp[32];
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    const char *slash = strrchr(path, '/');
    for (int i = 0; i < 100; i++) {
        int n = i == 0 ? snprintf(to, sizeof to, "%s.bad-%s", path, stamp)
                       : snprintf(to, sizeof to, "%s.bad-%s-%d", path, stamp, i);
        if (n < 0 || n >= (int)sizeof to) {
            snprintf(err, IO_ERRLEN, "the save folder's path is too long; set XDG_DATA_HOME "
                                     "to a shorter one");
            return err;
        }
        /* link never replaces a file; then the old name goes */
        int moved = link(path, to) == 0;
        if (moved)
            unlink(path);
        else if (errno == EPERM || errno == EOPNOTSUPP || errno == EMLINK)
            /* no hard links here: rename, after looking that the name is free */
            moved = access(to, F_OK) != 0 && rename(path, to) == 0;
        if (moved) {
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

/* ---- locks ---- */

int keep_open_lock(const char *lock, int create, char err[IO_ERRLEN])
{
    int fd = open(lock, (create ? O_RDWR | O_CREAT : O_RDONLY) | O_NOFOLLOW | O_NONBLOCK |
                            O_NOCTTY | O_CLOEXEC, 0600);
    struct stat st;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
        return fd;
    int saved = fd >= 0 ? EINVAL : errno;
    if (fd >= 0)
        close(fd);
    if (saved != EINVAL && saved != ELOOP && saved != EISDIR && saved != ENXIO)
        return -1;
    /* what it is, in io's words */
    int again = io_open_read(lock, OWN_FILE, NULL, err);
    if (again >= 0) { /* a regular file by now */
        close(again);
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


int keep_lock(const char *path, char err[IO_ERRLEN])
{
    char lock[KEEP_PATHLEN];
    if (keep_lock_path(path, lock, sizeof lock, err))
        return -1;
    int fd = keep_open_lock(lock, 1, err);
    if (fd == -1) {
        char shown[IO_PATHSHOW + 4];
        snprintf(err, IO_ERRLEN, "%s: cannot make the lock file: %s",
                 io_show_path(lock, shown), strerror(errno));
    }
    if (fd < 0)
        return -1;
    struct flock fl;
    memset(&fl, 0, sizeof fl);
    fl.l_type = F_WRLCK;
    fl.l_whence = SEEK_SET;
    double until = util_now() + KEEP_WAIT;
    long pause_ns = 1000 * 1000;
    while (fcntl(fd, F_OFD_SETLK, &fl) != 0) {
        if ((errno != EAGAIN && errno != EACCES && errno != EINTR) || util_now() > until) {
            int saved = errno;
            char shown[IO_PATHSHOW + 4];
            close(fd);
            if (saved == EAGAIN || saved == EACCES)
                snprintf(err, IO_ERRLEN, "%s: another program has held its lock for %d s",
                         io_show_path(path, shown), KEEP_WAIT);
            else
                snprintf(err, IO_ERRLEN, "%s: cannot lock: %s", io_show_path(lock, shown),
                         strerror(saved));
            return -1;
        }
        /* another program's read-change-write lasts milliseconds */
        nanosleep(&(struct timespec){ 0, pause_ns }, NULL);
        if (pause_ns < 20 * 1000 * 1000)
            pause_ns *= 2;
    }
    return fd;
}

void keep_unlock(int fd)
{
    if (fd >= 0)
        close(fd); /* the lock goes with the open file description */
}

/* keep_read, and *kept the records ops->salvage kept of a text that did
 * not parse (0 otherwise). */
static keep_status read_parsed(const char *path, const keep_ops *ops, void *ctx,
                               char err[IO_ERRLEN], int *kept)
{
    char *text;
    size_t len;
    keep_status why;
    *kept = 0;
    if (keep_read_file(path, &text, &len, &why, err))
        return why;
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

/* The read of keep_update, the lock held: what was there parsed into ctx, or
 * whatever cannot be read (a bad text, a folder, a FIFO, a link) moved aside,
 * never waited on, with what ops->salvage kept of it (*kept). 0, or -1 with
 * note. */
static int read_locked(const char *path, const keep_ops *ops, void *ctx, char *note, int *kept)
{
    char err[IO_ERRLEN];
    keep_status st = read_parsed(path, ops, ctx, err, kept);
    if (st == KEEP_OK || st == KEEP_MISSING)
        return 0;
    char dest[KEEP_NAMELEN + 16], why[IO_ERRLEN];
    if (keep_move_aside(path, dest, sizeof dest, why)) {
        snprintf(note, IO_ERRLEN, "%.300s; it could not be moved aside either (%.100s), so it "
                                  "is left as it is", err, why);
        return -1;
    }
    snprintf(note, IO_ERRLEN, "%.300s; moved it aside to %s", err, dest);
    if (*kept > 0)
        snprintf(note + strlen(note), IO_ERRLEN - strlen(note),
                 " and kept the %d line%s of it that could be read", *kept, *kept == 1 ? "" : "s");
    return 0;
}

int keep_update(const char *path, const keep_ops *ops, void *ctx, char note[IO_ERRLEN])
{
    char err[IO_ERRLEN];
    note[0] = '\0';
    if (keep_make_dirs(path, err)) {
        add_note(note, err);
        return -1;
    }
    int fd = keep_lock(path, err);
    if (fd < 0) {
        add_note(note, err);
        return -1;
    }
    int kept = 0, rc = read_locked(path, ops, ctx, note, &kept);
    if (rc == 0) {
        err[0] = '\0';
        rc = ops->change(ctx, err);
        if (rc < 0)
            add_note(note, err[0] ? err : "the change could not be made");
        else if (kept > 0)
            rc = 1; /* what was kept of the file moved aside is written back */
    }
    if (rc > 0 && io_write_atomic(path, ops->write, ctx, err)) {
        add_note(note, err);
        rc = -1;
    }
    keep_unlock(fd);
    return rc;
}
