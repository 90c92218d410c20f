/* keep_sys.c - the calls to the file system, in one table a test can
 * replace, and reading a file whole through them (keep.h). */
#define _GNU_SOURCE /* F_OFD_SETLK */
#include "keep.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

/* ---- the table ---- */

static int sys_open(const char *path, int flags, mode_t mode) { return open(path, flags, mode); }
static ssize_t sys_read(int fd, void *buf, size_t len) { return read(fd, buf, len); }
static ssize_t sys_write(int fd, const void *buf, size_t len) { return write(fd, buf, len); }
static int sys_fsync(int fd) { return fsync(fd); }
static int sys_close(int fd) { return close(fd); }
static int sys_rename(const char *from, const char *to) { return rename(from, to); }
static int sys_link(const char *from, const char *to) { return link(from, to); }
static int sys_unlink(const char *path) { return unlink(path); }
static int sys_mkdir(const char *path, mode_t mode) { return mkdir(path, mode); }
static int sys_fchmod(int fd, mode_t mode) { return fchmod(fd, mode); }
static int sys_lock(int fd, int cmd, struct flock *fl) { return fcntl(fd, cmd, fl); }

typedef struct syscall_row {
    const char *name;
    keep_syscall now, real;
} syscall_row;

#define ROW(n) { #n, (keep_syscall)sys_##n, (keep_syscall)sys_##n }
enum { C_OPEN, C_READ, C_WRITE, C_FSYNC, C_CLOSE, C_RENAME, C_LINK, C_UNLINK, C_MKDIR,
       C_FCHMOD, C_LOCK, C_COUNT };
static syscall_row CALLS[C_COUNT] = { ROW(open),   ROW(read),   ROW(write), ROW(fsync),
                                      ROW(close),  ROW(rename), ROW(link),  ROW(unlink),
                                      ROW(mkdir),  ROW(fchmod), ROW(lock) };
#undef ROW

/* The call c as what it is. */
#define CALL(c, type) ((type)CALLS[c].now)

static syscall_row *row_of(const char *name)
{
    for (int i = 0; name && i < C_COUNT; i++)
        if (strcmp(CALLS[i].name, name) == 0)
            return &CALLS[i];
    return NULL;
}

int keep_syscall_set(const char *name, keep_syscall fn)
{
    syscall_row *r = row_of(name);
    if (!r)
        return -1;
    r->now = fn ? fn : r->real;
    return 0;
}

keep_syscall keep_syscall_get(const char *name)
{
    syscall_row *r = row_of(name);
    return r ? r->real : NULL;
}

const char *keep_syscall_next(const char *name)
{
    if (!name)
        return CALLS[0].name;
    syscall_row *r = row_of(name);
    return r && r + 1 < CALLS + C_COUNT ? r[1].name : NULL;
}

/* ---- the calls, tried again when interrupted ---- */

int keep_open(const char *path, int flags, mode_t mode)
{
    int fd;
    while ((fd = CALL(C_OPEN, int (*)(const char *, int, mode_t))(path, flags, mode)) < 0 &&
           errno == EINTR)
        ;
    return fd;
}

ssize_t keep_read_some(int fd, void *buf, size_t len)
{
    ssize_t got;
    while ((got = CALL(C_READ, ssize_t (*)(int, void *, size_t))(fd, buf, len)) < 0 &&
           errno == EINTR)
        ;
    return got;
}

int keep_write_all(int fd, const void *buf, size_t len)
{
    const char *p = buf;
    while (len > 0) {
        ssize_t put = CALL(C_WRITE, ssize_t (*)(int, const void *, size_t))(fd, p, len);
        if (put < 0 && errno == EINTR)
            continue;
        if (put < 0)
            return -1;
        if (put == 0) { /* nothing taken, nothing said: the disk is full */
            errno = ENOSPC;
            return -1;
        }
        p += put;
        len -= (size_t)put;
    }
    return 0;
}

/* A call of one path, made again while interrupted. */
#define AGAIN(expr)                                                                        \
    do {                                                                                   \
        int rc_;                                                                           \
        while ((rc_ = (expr)) != 0 && errno == EINTR)                                      \
            ;                                                                              \
        return rc_;                                                                        \
    } while (0)

int keep_fsync(int fd) { AGAIN(CALL(C_FSYNC, int (*)(int))(fd)); }
int keep_close(int fd) { return CALL(C_CLOSE, int (*)(int))(fd); }
int keep_rename(const char *from, const char *to)
{
    AGAIN(CALL(C_RENAME, int (*)(const char *, const char *))(from, to));
}
int keep_link(const char *from, const char *to)
{
    AGAIN(CALL(C_LINK, int (*)(const char *, const char *))(from, to));
}
int keep_unlink(const char *path) { AGAIN(CALL(C_UNLINK, int (*)(const char *))(path)); }
int keep_mkdir(const char *path, mode_t mode)
{
    AGAIN(CALL(C_MKDIR, int (*)(const char *, mode_t))(path, mode));
}
int keep_fchmod(int fd, mode_t mode) { AGAIN(CALL(C_FCHMOD, int (*)(int, mode_t))(fd, mode)); }
int keep_lock_call(int fd, int cmd, struct flock *fl)
{
    AGAIN(CALL(C_LOCK, int (*)(int, int, struct flock *))(fd, cmd, fl));
}

int keep_remove(const char *path) { return keep_unlink(path); }

int keep_lock_whole(int fd, int cmd, int type)
{
    struct flock fl;
    memset(&fl, 0, sizeof fl);
    fl.l_type = (short)type;
    fl.l_whence = SEEK_SET;
    if (keep_lock_call(fd, cmd, &fl) != 0)
        return -1;
    return cmd == F_OFD_GETLK ? fl.l_type != F_UNLCK : 0;
}

/* ---- reading ---- */

/* Whether flags let a file of this mode be read: NULL, or what it is not
 * ("is a FIFO, " then this). */
static const char *refused_kind(mode_t mode, int flags)
{
    if (S_ISREG(mode) || (!(flags & KEEP_READ_REGULAR) && (S_ISFIFO(mode) || S_ISCHR(mode))))
        return NULL;
    return flags & KEEP_READ_REGULAR ? "not a regular file; it is not read"
                                     : "not a file, a pipe or a terminal; it is not read";
}

/* The message of an open that failed with saved (errno). */
static void open_failed(const char *path, int flags, int saved, char *err)
{
    struct stat lst;
    if ((flags & KEEP_READ_NOFOLLOW) && saved == ELOOP && lstat(path, &lst) == 0 &&
        S_ISLNK(lst.st_mode))
        io_fail_path(err, path, "is a symbolic link; it is not followed");
    else if (saved == ENXIO && stat(path, &lst) == 0) /* a socket, a device not there */
        io_fail_path(err, path, "is %s; %s", io_kind(lst.st_mode),
                     S_ISSOCK(lst.st_mode) ? "it is not read" : strerror(saved));
    else if (saved == ELOOP)
        io_fail_path(err, path, "cannot open: a loop of symbolic links");
    else
        io_fail_path(err, path, "cannot open: %s", strerror(saved));
}

int keep_open_read(const char *path, int flags, struct stat *st, char err[IO_ERRLEN])
{
    struct stat mine;
    if (!st)
        st = &mine;
    int fd = keep_open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC |
                                 (flags & KEEP_READ_NOFOLLOW ? O_NOFOLLOW : 0), 0);
    if (fd < 0) {
        int saved = errno;
        open_failed(path, flags, saved, err);
        errno = saved;
        return -1;
    }
    const char *why = NULL;
    int saved = 0;
    if (fstat(fd, st) != 0)
        saved = errno;
    else if ((why = refused_kind(st->st_mode, flags)) != NULL)
        saved = S_ISDIR(st->st_mode) ? EISDIR : EINVAL;
    /* opened without waiting (a FIFO with no writer); reads may wait again */
    else if (fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) != 0)
        saved = errno;
    if (saved) {
        keep_close(fd);
        if (why && S_ISDIR(st->st_mode))
            io_fail_path(err, path, "is a directory, not a file");
        else if (why)
            io_fail_path(err, path, "is %s, %s", io_kind(st->st_mode), why);
        else
            io_fail_path(err, path, "cannot open: %s", strerror(saved));
        errno = saved;
        return -1;
    }
    return fd;
}

const char *keep_read_text(const char *path, int flags, char **text, size_t *len,
                           char err[IO_ERRLEN])
{
    *text = NULL;
    *len = 0;
    int fd = keep_open_read(path, flags, NULL, err);
    if (fd < 0)
        return err;
    size_t cap = 4096, used = 0, most = flags & KEEP_READ_LARGE ? (size_t)KEEP_SALVAGE_MAX
                                                                  : (size_t)IO_MAX_FILE;
    char *buf = xmalloc(cap);
    int saved = 0;
    while (used <= most) {
        if (used + 1 >= cap) {
            cap *= 2;
            buf = xrealloc(buf, cap);
        }
        ssize_t got = keep_read_some(fd, buf + used, cap - used - 1);
        if (got < 0) {
            saved = errno;
            break;
        }
        if (got == 0)
            break;
        used += (size_t)got;
    }
    keep_close(fd);
    if (saved) {
        free(buf);
        io_fail_path(err, path, "cannot read: %s", strerror(saved));
        errno = saved;
        return err;
    }
    if (used > most) {
        free(buf);
        io_fail_path(err, path, "too large (more than %zu bytes)", most);
        errno = EFBIG;
        return err;
    }
    buf[used] = '\0';
    *text = buf;
    *len = used;
    return NULL;
}
