/* keep_write.c - writing a file whole and atomically, batches of files
 * written all or nothing, and the temporary files of writes that died
 * (keep.h). Every call to the disk goes through keep_sys.c's table. */
#define _GNU_SOURCE /* F_OFD_SETLK, open_memstream */
#include "keep_int.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "util.h"

const char *keep_render(const char *path, int (*write)(FILE *out, void *ctx), void *ctx,
                        char **bytes, size_t *len, char err[IO_ERRLEN])
{
    *bytes = NULL;
    *len = 0;
    FILE *mem = open_memstream(bytes, len);
    if (!mem)
        return io_fail_path(err, path, "cannot write: %s", strerror(errno));
    errno = 0;
    int bad = write(mem, ctx) != 0 || ferror(mem);
    int saved = errno;
    bad |= fclose(mem) != 0;
    if (!bad)
        return NULL;
    free(*bytes);
    *bytes = NULL;
    return io_fail_path(err, path, "cannot write: %s", saved ? strerror(saved) : "write failed");
}

int keep_same_file(const char *path, int fd)
{
    struct stat a, b;
    return stat(path, &a) == 0 && fstat(fd, &b) == 0 && a.st_dev == b.st_dev &&
           a.st_ino == b.st_ino;
}

/* Follows the symbolic links of path by their text, a dangling one too, to
 * the name the data goes to: *target (free it). Returns 0, or -1 with errno
 * (ELOOP after 40 links). */
static int follow_links(const char *path, char **target)
{
    char *cur = xstrdup(path);
    for (int hops = 0;; hops++) {
        struct stat lst;
        if (lstat(cur, &lst) != 0 || !S_ISLNK(lst.st_mode)) {
            *target = cur;
            return 0;
        }
        char to[PATH_MAX];
        ssize_t n = hops < 40 ? readlink(cur, to, sizeof to - 1) : -1;
        if (n < 0 || n == 0) {
            int saved = hops < 40 ? errno : ELOOP;
            free(cur);
            errno = n == 0 ? ENOENT : saved;
            return -1;
        }
        to[n] = '\0';
        const char *slash = strrchr(cur, '/');
        size_t dirlen = to[0] != '/' && slash ? (size_t)(slash - cur) + 1 : 0;
        char *next = xmalloc(dirlen + (size_t)n + 1);
        memcpy(next, cur, dirlen);
        memcpy(next + dirlen, to, (size_t)n + 1);
        free(cur);
        cur = next;
    }
}

/* Writes into what is not a regular file (a terminal, a device, a FIFO) in
 * place, never replacing it; a FIFO with no reader is waited for, up to
 * KEEP_FIFO_WAIT seconds, then it is an error. */
static const char *write_in_place(const char *path, const struct stat *st, const char *bytes,
                                  size_t len, char *err)
{
    if (!S_ISCHR(st->st_mode) && !S_ISFIFO(st->st_mode))
        return io_fail_path(err, path, "cannot write: it is %s", io_kind(st->st_mode));
    /* a FIFO opens once a reader has it open: waited for, a while */
    int fd;
    double until = util_now() + KEEP_FIFO_WAIT;
    while ((fd = keep_open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC, 0)) < 0 &&
           errno == ENXIO && S_ISFIFO(st->st_mode) && util_now() < until)
        nanosleep(&(struct timespec){ 0, 20 * 1000 * 1000 }, NULL);
    if (fd < 0)
        return io_fail_path(err, path, "cannot write: %s",
                            errno == ENXIO && S_ISFIFO(st->st_mode)
                                ? "a FIFO that nobody opened to read in " KEEP_FIFO_WAIT_TEXT
                                : strerror(errno));
    struct stat now;
    int saved = 0;
    if (fstat(fd, &now) != 0 || now.st_dev != st->st_dev || now.st_ino != st->st_ino ||
        fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) != 0)
        saved = errno ? errno : -1;
    else if (keep_write_all(fd, bytes, len) != 0)
        saved = errno;
    keep_close(fd);
    if (saved)
        return io_fail_path(err, path, "cannot write: %s",
                            saved > 0 ? strerror(saved) : "it changed while it was opened");
    return NULL;
}

/* What is at path decides, never its name (links followed): into *st and
 * *there. NULL with *target (free it) the name the links lead to, for a
 * regular file or none yet; NULL with *target NULL for what is written in
 * place (write_in_place says whether it can be); else a message. A file
 * replaced by another program's rename between the looks is looked at again,
 * never taken for a link with no name of its own. */
static const char *look_at_target(const char *path, struct stat *st, int *there,
                                  char **target, char *err)
{
    *target = NULL;
    for (int tries = 0;; tries++) {
        errno = 0;
        *there = stat(path, st) == 0;
        if (!*there && errno != ENOENT)
            return io_fail_path(err, path, "cannot write: %s", errno == ELOOP
                                ? "a loop of symbolic links" : strerror(errno));
        if (*there && S_ISDIR(st->st_mode))
            return io_fail_path(err, path, "cannot write: is a directory");
        if (*there && !S_ISREG(st->st_mode))
            return NULL;
        /* a second descriptor on this program's own output would write over it */
        for (int fd = STDOUT_FILENO; *there && fd <= STDERR_FILENO; fd++)
            if (keep_same_file(path, fd))
                return io_fail_path(err, path, "cannot write: it is this program's standard "
                                               "%s; a second descriptor would write over it",
                                    fd == STDOUT_FILENO ? "output" : "error");
        if (follow_links(path, target) != 0)
            return io_fail_path(err, path, "cannot write: %s", errno == ELOOP
                                ? "a loop of symbolic links" : strerror(errno));
        struct stat tst, again;
        int target_there = lstat(*target, &tst) == 0;
        if (target_there == *there &&
            (!*there || (tst.st_dev == st->st_dev && tst.st_ino == st->st_ino)))
            return NULL;
        free(*target);
        *target = NULL;
        /* replaced meanwhile (another program's rename): look again */
        int now_there = stat(path, &again) == 0;
        if (tries < 100 && (now_there != *there ||
                            (now_there && (again.st_dev != st->st_dev ||
                                           again.st_ino != st->st_ino))))
            continue;
        /* a link whose text names no file, as in /proc/self/fd */
        return io_fail_path(err, path, "cannot write: it leads to a file that has no name of "
                                       "its own to replace");
    }
}

/* ---- temporary files ---- */

/* A temporary file is ".NAME" TEMP_MARK and six letters or digits, beside
 * NAME. Its writer holds a write lock on it (F_OFD_SETLK) until it is
 * renamed or removed: a temporary file whose lock is free is one of a write
 * that died. A sweep takes the lock a moment before it removes one, and a
 * writer that finds its new file locked, or already removed, takes another
 * name: a file is never removed under its writer. */
#define TEMP_MARK ".sudokupair-"
#define TEMP_TAIL 6

static int is_letter_or_digit(char ch)
{
    return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
}

/* 1 for NAME's tail of TEMP_TAIL letters or digits after a '.' (an older
 * version's mkstemp name: ".history.a1B2c3"), or after TEMP_MARK; *legacy
 * says which. */
static int temp_name(const char *name, int *legacy)
{
    size_t len = strlen(name), mark = strlen(TEMP_MARK);
    if (name[0] != '.' || len < 3 + TEMP_TAIL)
        return 0;
    for (size_t i = len - TEMP_TAIL; i < len; i++)
        if (!is_letter_or_digit(name[i]))
            return 0;
    *legacy = !(len > mark + TEMP_TAIL + 1 &&
                memcmp(name + len - TEMP_TAIL - mark, TEMP_MARK, mark) == 0);
    if (!*legacy)
        return 1;
    /* an older version's: only beside the files it kept (a save, a store,
     * best-times, the history, the settings) */
    static const char *const KEPT[] = { ".save", ".store", ".best-times", ".history",
                                        ".settings" };
    size_t stem = len - TEMP_TAIL - 1;
    if (name[stem] != '.')
        return 0;
    for (size_t k = 0; k < sizeof KEPT / sizeof *KEPT; k++) {
        size_t kl = strlen(KEPT[k]);
        if (stem >= kl && memcmp(name + stem - kl, KEPT[k], kl) == 0 &&
            (k < 2 || stem == kl))
            return 1;
    }
    return 0;
}

/* Removes the temporary file path when its write died: its lock is free
 * (taken here a moment to be sure), or no lock can be seen here and it is
 * older than KEEP_STALE_TEMP seconds (an older version's never had one). */
static void remove_if_dead(const char *path, int legacy)
{
    int fd = keep_open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
    if (fd < 0)
        return;
    struct stat st, again;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == geteuid()) {
        /* a read lock: held against the writer's write lock all the same */
        int dead, locked = keep_lock_whole(fd, F_OFD_SETLK, F_RDLCK) == 0;
        if (locked && !legacy)
            dead = 1;
        else if (!locked && (errno == EAGAIN || errno == EACCES))
            dead = 0; /* its writer is at work */
        else
            dead = time(NULL) - st.st_mtime > KEEP_STALE_TEMP;
        if (dead && lstat(path, &again) == 0 && again.st_ino == st.st_ino &&
            again.st_dev == st.st_dev)
            keep_unlink(path);
    }
    keep_close(fd);
}

/* Removes the temporary files of writes that died in the folder dir (dirlen
 * characters of it, with its '/'; 0: the working folder); legacy: also an
 * older version's (in the program's own folders). */
static void sweep_temps(const char *dir, size_t dirlen, int legacy)
{
    char *folder = xmalloc(dirlen + 2);
    snprintf(folder, dirlen + 2, "%.*s", (int)dirlen, dirlen ? dir : ".");
    DIR *d = opendir(folder);
    for (struct dirent *e; d && (e = readdir(d));) {
        int old;
        if (!temp_name(e->d_name, &old) || (old && !legacy))
            continue;
        size_t nlen = strlen(e->d_name);
        char *path = xmalloc(dirlen + nlen + 1);
        memcpy(path, dir, dirlen);
        memcpy(path + dirlen, e->d_name, nlen + 1);
        remove_if_dead(path, old);
        free(path);
    }
    if (d)
        closedir(d);
    free(folder);
}

/* Makes a new temporary file beside target (dirlen characters of it are its
 * folder), locked, into *tmp (free it): its descriptor, or -1 with errno. A
 * name that another program's sweep has just taken is left to it. */
static int make_temp(const char *target, size_t dirlen, mode_t mode, char **tmp)
{
    static atomic_ulong made;
    static const char LETTERS[] =
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const char *base = target + dirlen;
    size_t cap = dirlen + strlen(base) + strlen(TEMP_MARK) + TEMP_TAIL + 2;
    *tmp = xmalloc(cap);
    for (int tries = 0; tries < 100; tries++) {
        uint64_t x = util_fresh_seed() ^ (atomic_fetch_add(&made, 1) * 0x9E3779B97F4A7C15ULL);
        char tail[TEMP_TAIL + 1];
        for (int i = 0; i < TEMP_TAIL; i++, x /= 62)
            tail[i] = LETTERS[x % 62];
        tail[TEMP_TAIL] = '\0';
        snprintf(*tmp, cap, "%.*s.%s" TEMP_MARK "%s", (int)dirlen, target, base, tail);
        int fd = keep_open(*tmp, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC,
                           mode);
        if (fd < 0 && errno == EEXIST)
            continue;
        if (fd < 0)
            break;
        struct stat st;
        int locked = keep_lock_whole(fd, F_OFD_SETLK, F_WRLCK) == 0, why = errno;
        /* a file system without these locks: written unlocked (and swept by age) */
        int no_locks = !locked && (why == ENOLCK || why == EINVAL || why == EOPNOTSUPP);
        if ((locked || no_locks) && fstat(fd, &st) == 0 && st.st_nlink > 0)
            return fd;
        if (!locked && !no_locks && why != EAGAIN && why != EACCES) {
            keep_unlink(*tmp); /* a lock that failed: the write does */
            keep_close(fd);
            errno = why;
            break;
        }
        keep_close(fd); /* a sweep has it, or took it meanwhile: another name */
    }
    int saved = errno;
    free(*tmp);
    *tmp = NULL;
    errno = saved;
    return -1;
}

/* Makes the rename of target (and of whatever else changed in its folder)
 * reach the disk: the folder is synced. */
static void sync_folder(const char *target)
{
    const char *slash = strrchr(target, '/');
    size_t dirlen = slash ? (size_t)(slash - target) + 1 : 0;
    char *dir = xmalloc(dirlen + 2);
    snprintf(dir, dirlen + 2, "%.*s", (int)dirlen, dirlen ? target : ".");
    int dfd = keep_open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
    if (dfd >= 0) {
        keep_fsync(dfd);
        keep_close(dfd);
    }
    free(dir);
}

/* ---- writing ---- */

/* The files of a batch written to their temporary names, not yet renamed. */
typedef struct pending {
    char *tmp, *target; /* the temporary file, and the name it is renamed to */
    int fd;             /* open: its lock says it is being written; -1 closed */
} pending;

/* The files of a batch kept open (and locked) until it is committed; the
 * pages after them (a sheet of very many) are closed once written, within
 * the descriptors a process has. */
#define BATCH_LOCKED 128

struct keep_batch {
    pending *files;
    int count, cap;
};

/* The name where bytes go: path itself (how->here) or where its links lead:
 * NULL with *target (free it), or with *target NULL when it was written in
 * place (a terminal, a FIFO); else a message. *st and *there: what is there. */
static const char *target_of(const char *path, const keep_how *how, const char *bytes,
                             size_t len, struct stat *st, int *there, char **target, char *err)
{
    if (how->here) {
        *there = lstat(path, st) == 0 && S_ISREG(st->st_mode);
        *target = xstrdup(path);
        return NULL;
    }
    const char *msg = look_at_target(path, st, there, target, err);
    if (msg || *target)
        return msg;
    return write_in_place(path, st, bytes, len, err);
}

/* The new file under its temporary name takes the name: rename (replace),
 * or link (only_new: never over a file). 0, or -1 with errno. */
static int take_name(const char *tmp, const char *target, int only_new, int *exists)
{
    if (!only_new)
        return keep_rename(tmp, target);
    if (keep_link(tmp, target) == 0)
        return keep_unlink(tmp), 0;
    if (errno == EPERM || errno == EOPNOTSUPP || errno == EMLINK) {
        /* a file system without hard links: look, then rename */
        struct stat now;
        if (lstat(target, &now) != 0)
            return keep_rename(tmp, target);
        errno = EEXIST;
    }
    if (errno == EEXIST && exists)
        *exists = 1;
    return -1;
}

const char *keep_put(const char *path, const char *bytes, size_t len, const keep_how *how,
                     int *exists, keep_batch *batch, char err[IO_ERRLEN])
{
    struct stat st, lst;
    int there;
    char *target, *tmp;
    if (exists)
        *exists = 0;
    if (how->only_new && lstat(path, &lst) == 0) {
        if (exists)
            *exists = 1;
        return io_fail_path(err, path, "cannot write: it exists already");
    }
    const char *msg = target_of(path, how, bytes, len, &st, &there, &target, err);
    if (msg || !target)
        return msg;
    const char *slash = strrchr(target, '/');
    size_t dirlen = slash ? (size_t)(slash - target) + 1 : 0;
    sweep_temps(target, dirlen, how->own);
    /* a new file gets what the umask leaves of 0666; one replaced keeps its mode */
    int fd = make_temp(target, dirlen, 0666, &tmp), saved = 0;
    if (fd < 0)
        saved = errno;
    else if ((there && keep_fchmod(fd, st.st_mode & 07777) != 0) ||
             keep_write_all(fd, bytes, len) != 0 || keep_fsync(fd) != 0)
        saved = errno;
    if (!saved && batch) { /* renamed by keep_batch_commit, or removed by keep_batch_free */
        if (batch->count == batch->cap)
            batch->files = xrealloc(batch->files, (size_t)(batch->cap = batch->cap * 2 + 4) *
                                                      sizeof *batch->files);
        if (batch->count >= BATCH_LOCKED) { /* (a sheet of very many pages) */
            keep_close(fd);
            fd = -1;
        }
        batch->files[batch->count++] = (pending){ tmp, target, fd };
        return NULL;
    }
    if (!saved && how->before && how->before(how->arg, err) != 0)
        msg = err;
    else if (!saved && take_name(tmp, target, how->only_new, exists) != 0)
        saved = errno;
    if (saved)
        msg = io_fail_path(err, path, "cannot write: %s",
                           saved == EEXIST ? "it exists already" : strerror(saved));
    if (msg && fd >= 0)
        keep_unlink(tmp);
    if (fd >= 0)
        keep_close(fd); /* and its lock: it is renamed, or gone */
    if (!msg)
        sync_folder(target); /* the rename itself reaches the disk with its folder */
    free(tmp);
    free(target);
    return msg;
}

/* keep_render, then keep_put. */
static const char *render_put(const char *path, int (*write)(FILE *out, void *ctx), void *ctx,
                              const keep_how *how, int *exists, keep_batch *batch, char *err)
{
    char *bytes;
    size_t len;
    if (exists)
        *exists = 0;
    if (keep_render(path, write, ctx, &bytes, &len, err))
        return err;
    const char *msg = keep_put(path, bytes, len, how, exists, batch, err);
    free(bytes);
    return msg;
}

const char *keep_write(const char *path, int (*write)(FILE *out, void *ctx), void *ctx,
                       char err[IO_ERRLEN])
{
    return render_put(path, write, ctx, &(keep_how){ 0, 0, 0, NULL, NULL }, NULL, NULL, err);
}

const char *keep_write_bytes(const char *path, const char *bytes, size_t len,
                             char err[IO_ERRLEN])
{
    return keep_put(path, bytes, len, &(keep_how){ 0, 0, 0, NULL, NULL }, NULL, NULL, err);
}

const char *keep_write_own(const char *path, const char *bytes, size_t len,
                           char err[IO_ERRLEN])
{
    return keep_put(path, bytes, len, &(keep_how){ 0, 1, 0, NULL, NULL }, NULL, NULL, err);
}

const char *keep_write_new(const char *path, int (*write)(FILE *out, void *ctx), void *ctx,
                           int *exists, char err[IO_ERRLEN])
{
    return render_put(path, write, ctx, &(keep_how){ 0, 0, 1, NULL, NULL }, exists, NULL, err);
}

keep_batch *keep_batch_new(void) { return xcalloc(1, sizeof(keep_batch)); }

const char *keep_batch_write(keep_batch *b, const char *path,
                             int (*write)(FILE *out, void *ctx), void *ctx, char err[IO_ERRLEN])
{
    return render_put(path, write, ctx, &(keep_how){ 0, 0, 0, NULL, NULL }, NULL, b, err);
}

const char *keep_batch_commit(keep_batch *b, char err[IO_ERRLEN])
{
    for (int done = 0; done < b->count; done++) {
        pending *f = &b->files[done];
        if (keep_rename(f->tmp, f->target) != 0) {
            int saved = errno;
            char shown[IO_PATHSHOW + 4];
            snprintf(err, IO_ERRLEN, "%s: cannot write: %s (%d of the %d files were written)",
                     io_show_path(f->target, shown), strerror(saved), done, b->count);
            return err;
        }
        free(f->tmp);
        f->tmp = NULL;
        sync_folder(f->target); /* the rename reaches the disk with its folder */
    }
    return NULL;
}

void keep_batch_free(keep_batch *b)
{
    if (!b)
        return;
    for (int i = 0; i < b->count; i++) {
        if (b->files[i].tmp) {
            keep_unlink(b->files[i].tmp);
            free(b->files[i].tmp);
        }
        if (b->files[i].fd >= 0)
            keep_close(b->files[i].fd);
        free(b->files[i].target);
    }
    free(b->files);
    free(b);
}
