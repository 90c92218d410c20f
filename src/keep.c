/* keep.c - the one way of keeping a file of the save folder (keep.h). */
#define _GNU_SOURCE /* F_OFD_SETLK */
#include "keep.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "save.h"
#include "util.h"

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

/* Opens (makes) the lock file: a regular file, never through a link, never
 * waiting to open. The descriptor; -1 when it cannot be made here (a folder
 * that cannot be written: the write that follows says so in its own words);
 * -2 when something else is in its place (err says what, in io's words). */
static int open_lock(const char *lock, char *err)
{
    int fd = open(lock, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC,
                  0600);
    struct stat st;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
        return fd;
    int saved = fd >= 0 ? EINVAL : errno;
    if (fd >= 0)
        close(fd);
    if (saved != EINVAL && saved != ELOOP && saved != EISDIR && saved != ENXIO)
        return -1;
    int again = io_open_read(lock, IO_READ_NOFOLLOW | IO_READ_REGULAR, NULL, err);
    if (again >= 0) { /* a regular file by now */
        close(again);
        return -1;
    }
    return -2;
}

int keep_lock(const char *path, char err[IO_ERRLEN])
{
    char lock[SAVE_PATHLEN];
    if (keep_lock_path(path, lock, sizeof lock, err))
        return -1;
    int fd = open_lock(lock, err);
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

keep_status keep_read(const char *path, const keep_ops *ops, void *ctx, char err[IO_ERRLEN])
{
    char *text;
    size_t len;
    save_status why;
    if (save_read_file(path, &text, &len, &why, err))
        return why == SAVE_MISSING ? KEEP_MISSING
               : why == SAVE_NOT_FILE ? KEEP_NOT_FILE
                                      : KEEP_BAD;
    const char *msg = ops->parse(path, text, len, ctx, err);
    free(text);
    if (msg && ops->reset)
        ops->reset(ctx);
    return msg ? KEEP_BAD : KEEP_OK;
}

/* Adds text to note after what it holds ("; " between). */
static void add_note(char *note, const char *text)
{
    size_t used = strlen(note);
    snprintf(note + used, IO_ERRLEN - used, "%s%.400s", used ? "; " : "", text);
}

/* The read of keep_update, the lock held: what was there parsed into ctx, or
 * whatever cannot be read (a bad text, a folder, a FIFO, a link) moved aside,
 * never waited on. 0, or -1 with note. */
static int read_locked(const char *path, const keep_ops *ops, void *ctx, char *note)
{
    char err[IO_ERRLEN];
    keep_status st = keep_read(path, ops, ctx, err);
    if (st == KEEP_OK || st == KEEP_MISSING)
        return 0;
    char dest[SAVE_IDLEN + 64], why[IO_ERRLEN];
    if (save_move_path_aside(path, dest, sizeof dest, why)) {
        snprintf(note, IO_ERRLEN, "%.300s; it could not be moved aside either (%.100s), so it "
                                  "is left as it is", err, why);
        return -1;
    }
    snprintf(note, IO_ERRLEN, "%.300s; moved it aside to %s", err, dest);
    return 0;
}

int keep_update(const char *path, const keep_ops *ops, void *ctx, char note[IO_ERRLEN])
{
    char err[IO_ERRLEN];
    note[0] = '\0';
    if (save_make_dirs(path, err)) {
        add_note(note, err);
        return -1;
    }
    int fd = keep_lock(path, err);
    if (fd < 0) {
        add_note(note, err);
        return -1;
    }
    int rc = read_locked(path, ops, ctx, note);
    if (rc == 0) {
        err[0] = '\0';
        rc = ops->change(ctx, err);
        if (rc < 0)
            add_note(note, err[0] ? err : "the change could not be made");
    }
    if (rc > 0 && io_write_atomic(path, ops->write, ctx, err)) {
        add_note(note, err);
        rc = -1;
    }
    keep_unlock(fd);
    return rc;
}
