/* test_keep_disk.c - the one door to the disk (keep.h), its plain uses:
 * opening files to read (FIFOs, links, sockets, devices) and writing them
 * whole, alone or in a batch. Part of the keep group (test_keep.c). */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include "keep.h"
#include "keep_tests.h"

/* A socket bound at path (made anew): its descriptor. */
static int bound_socket(const char *path)
{
    remove(path);
    int sfd = socket(AF_UNIX, SOCK_STREAM, 0);
    struct sockaddr_un addr = { .sun_family = AF_UNIX };
    snprintf(addr.sun_path, sizeof addr.sun_path, "%s", path);
    assert_int_equal(bind(sfd, (struct sockaddr *)&addr, sizeof addr), 0);
    return sfd;
}

void test_keep_files(void **state)
{
    (void)state;
    char err[IO_ERRLEN], *text;
    size_t len;
    assert_non_null(keep_read_text("/nonexistent/x.csv", 0, &text, &len, err));
    assert_non_null(strstr(err, "/nonexistent/x.csv: cannot open: "));
    assert_non_null(keep_read_text("tests", 0, &text, &len, err));
    assert_string_equal(err, "tests: is a directory, not a file");
}

/* Opening to read never waits and names what it refuses. */
void test_keep_open_read(void **state)
{
    (void)state;
    char err[IO_ERRLEN], *text, expect[700];
    size_t len;
    struct stat st;
    /* a FIFO with no writer: opened at once, read as empty (a user may name a
     * pipe); refused with a sentence where only a regular file will do */
    const char *fifo = temp_path("read.fifo");
    remove(fifo);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    assert_null(keep_read_text(fifo, 0, &text, &len, err));
    assert_int_equal(len, 0);
    free(text);
    assert_int_equal(keep_open_read(fifo, KEEP_READ_REGULAR, &st, err), -1);
    assert_int_equal(errno, EINVAL);
    snprintf(expect, sizeof expect, "%s: is a FIFO (a named pipe), not a regular file; it is "
                                    "not read", fifo);
    assert_string_equal(err, expect);
    assert_non_null(keep_read_text(fifo, KEEP_READ_REGULAR | KEEP_READ_NOFOLLOW, &text, &len,
                                       err));
    assert_null(text);
    assert_string_equal(err, expect);
    remove(fifo);
    /* a symbolic link: followed, or refused with KEEP_READ_NOFOLLOW */
    const char *file = temp_file("read.txt", "hello\n");
    const char *link = temp_path("read.link");
    remove(link);
    assert_int_equal(symlink(file, link), 0);
    assert_null(keep_read_text(link, 0, &text, &len, err));
    assert_string_equal(text, "hello\n");
    free(text);
    assert_int_equal(keep_open_read(link, KEEP_READ_NOFOLLOW, NULL, err), -1);
    assert_int_equal(errno, ELOOP);
    snprintf(expect, sizeof expect, "%s: is a symbolic link; it is not followed", link);
    assert_string_equal(err, expect);
    int fd = keep_open_read(file, KEEP_READ_NOFOLLOW | KEEP_READ_REGULAR, &st, err);
    assert_true(fd >= 0);
    assert_true(S_ISREG(st.st_mode) && st.st_size == 6);
    assert_int_equal(fcntl(fd, F_GETFL) & O_NONBLOCK, 0);
    assert_true(fcntl(fd, F_GETFD) & FD_CLOEXEC);
    close(fd);
    remove(link);
    /* a loop of links */
    const char *loop = temp_path("read.loop");
    remove(loop);
    assert_int_equal(symlink(loop, loop), 0);
    assert_non_null(keep_read_text(loop, 0, &text, &len, err));
    assert_non_null(strstr(err, "read.loop: cannot open: a loop of symbolic links"));
    remove(loop);
    /* nothing there: errno says so */
    assert_int_equal(keep_open_read("/nonexistent/x", KEEP_READ_REGULAR, NULL, err), -1);
    assert_int_equal(errno, ENOENT);
    /* a socket, a directory */
    const char *sock = temp_path("read.sock");
    int sfd = bound_socket(sock);
    assert_non_null(keep_read_text(sock, 0, &text, &len, err));
    snprintf(expect, sizeof expect, "%s: is a socket; it is not read", sock);
    assert_string_equal(err, expect);
    close(sfd);
    remove(sock);
    assert_int_equal(keep_open_read("tests", 0, NULL, err), -1);
    assert_int_equal(errno, EISDIR);
    assert_string_equal(err, "tests: is a directory, not a file");
    /* a character device is read where a user names it, not where a regular
     * file must be */
    assert_null(keep_read_text("/dev/null", 0, &text, &len, err));
    assert_int_equal(len, 0);
    free(text);
    assert_int_equal(keep_open_read("/dev/null", KEEP_READ_REGULAR, NULL, err), -1);
    assert_string_equal(err, "/dev/null: is a character device, not a regular file; it is "
                             "not read");
    /* a file over the limit */
    assert_non_null(keep_read_text("/dev/zero", 0, &text, &len, err));
    assert_non_null(strstr(err, "/dev/zero: too large (more than 4194304 bytes)"));
}

static int write_hello(FILE *out, void *ctx)
{
    return fputs(ctx, out) < 0;
}

/* What one file of a batch writes: its text, or a failure after a part of
 * it (the injected write failure: as a full disk would end it). */
typedef struct batch_file {
    const char *text;
    int fail;
} batch_file;

static int write_part(FILE *out, void *ctx)
{
    const batch_file *f = ctx;
    if (fputs(f->fail ? "half" : f->text, out) < 0)
        return -1;
    return f->fail ? -1 : 0;
}

/* The names in folder, sorted, one a line. */
static char *listing(const char *folder)
{
    char cmd[600], *out;
    snprintf(cmd, sizeof cmd, "ls -A '%s'", folder);
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    return out;
}

static void expect_file(const char *folder, const char *name, const char *want)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    char *text = read_text(path);
    assert_string_equal(text, want);
    free(text);
}

/* keep_batch: several files all or nothing. A write that fails (the third of
 * three) leaves nothing new and the earlier set untouched, no temporary file
 * behind; a batch not committed neither; a committed one replaces them all. */
void test_keep_batch(void **state)
{
    (void)state;
    const char *folder = temp_path("batch");
    assert_int_equal(mkdir(folder, 0700), 0);
    static const char *const NAMES[3] = { "p-1.txt", "p-2.txt", "p-3.txt" };
    char path[600], err[IO_ERRLEN];
    for (int i = 0; i < 2; i++) { /* an earlier set of two */
        snprintf(path, sizeof path, "%s/%s", folder, NAMES[i]);
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        fputs("old\n", f);
        fclose(f);
    }
    char *before = listing(folder);
    assert_string_equal(before, "p-1.txt\np-2.txt\n");
    for (int round = 0; round < 2; round++) {
        /* round 0: the third write fails; round 1: all written, not committed */
        keep_batch *b = keep_batch_new();
        const char *msg = NULL;
        for (int i = 0; i < 3 && !msg; i++) {
            batch_file f = { "new\n", round == 0 && i == 2 };
            snprintf(path, sizeof path, "%s/%s", folder, NAMES[i]);
            msg = keep_batch_write(b, path, write_part, &f, err);
        }
        assert_true((msg != NULL) == (round == 0));
        if (round == 0)
            assert_non_null(strstr(err, "p-3.txt: cannot write"));
        keep_batch_free(b);
        char *after = listing(folder);
        assert_string_equal(after, before);
        free(after);
        expect_file(folder, "p-1.txt", "old\n");
        expect_file(folder, "p-2.txt", "old\n");
    }
    /* committed: all three new, nothing else */
    keep_batch *b = keep_batch_new();
    for (int i = 0; i < 3; i++) {
        batch_file f = { i == 1 ? "two\n" : "new\n", 0 };
        snprintf(path, sizeof path, "%s/%s", folder, NAMES[i]);
        assert_null(keep_batch_write(b, path, write_part, &f, err));
        expect_file(folder, NAMES[0], "old\n"); /* not yet */
    }
    assert_null(keep_batch_commit(b, err));
    keep_batch_free(b);
    char *after = listing(folder);
    assert_string_equal(after, "p-1.txt\np-2.txt\np-3.txt\n");
    free(after);
    expect_file(folder, "p-1.txt", "new\n");
    expect_file(folder, "p-2.txt", "two\n");
    expect_file(folder, "p-3.txt", "new\n");
    /* a name that cannot be written (a folder there) fails the batch too */
    snprintf(path, sizeof path, "%s/dir.txt", folder);
    assert_int_equal(mkdir(path, 0700), 0);
    b = keep_batch_new();
    batch_file f = { "x\n", 0 };
    snprintf(path, sizeof path, "%s/%s", folder, NAMES[0]);
    assert_null(keep_batch_write(b, path, write_part, &f, err));
    snprintf(path, sizeof path, "%s/dir.txt", folder);
    assert_non_null(keep_batch_write(b, path, write_part, &f, err));
    assert_non_null(strstr(err, "dir.txt: cannot write: is a directory"));
    keep_batch_free(b);
    expect_file(folder, "p-1.txt", "new\n");
    after = listing(folder);
    assert_string_equal(after, "dir.txt\np-1.txt\np-2.txt\np-3.txt\n");
    free(after);
    free(before);
}

void test_keep_atomic_write(void **state)
{
    (void)state;
    char err[IO_ERRLEN];
    const char *path = temp_file("atomic.txt", "old\n");
    assert_null(keep_write(path, write_hello, (void *)"new\n", err));
    char *text = read_text(path);
    assert_string_equal(text, "new\n");
    free(text);
    remove(path);
    assert_non_null(keep_write("/nonexistent/dir/f", write_hello, (void *)"x", err));
    assert_non_null(strstr(err, "cannot write"));
}

static int is_link(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0 && S_ISLNK(st.st_mode);
}

static void expect_text(const char *path, const char *text)
{
    char *got = read_text(path);
    assert_string_equal(got, text);
    free(got);
}

/* What is at the path decides how it is written, never its name. */
void test_keep_write_by_type(void **state)
{
    (void)state;
    char err[IO_ERRLEN], expect[700];
    struct stat st;
    /* a regular file under /dev is replaced, not appended to */
    char shm[200];
    snprintf(shm, sizeof shm, "/dev/shm/sudokupair-test-%ld-sol.csv", (long)getpid());
    FILE *f = fopen(shm, "w");
    if (f) {
        fputs("precious\n", f);
        fclose(f);
        assert_int_equal(chmod(shm, 0640), 0);
        assert_null(keep_write(shm, write_hello, (void *)"new\n", err));
        expect_text(shm, "new\n");
        assert_int_equal(stat(shm, &st), 0);
        assert_true(S_ISREG(st.st_mode));
        assert_int_equal(st.st_mode & 07777, 0640);
        remove(shm);
    }
    /* a dangling link: its target is made, the link stays */
    const char *target = temp_path("w-target.csv"), *link = temp_path("w-link.csv");
    remove(target), remove(link);
    assert_int_equal(symlink(target, link), 0);
    assert_null(keep_write(link, write_hello, (void *)"one\n", err));
    assert_true(is_link(link));
    expect_text(target, "one\n");
    /* ... and then replaced through it; a chain of links, one relative */
    const char *link2 = temp_path("w-link2.csv");
    remove(link2);
    assert_int_equal(symlink(strrchr(link, '/') + 1, link2), 0);
    assert_null(keep_write(link2, write_hello, (void *)"two\n", err));
    assert_true(is_link(link2) && is_link(link));
    expect_text(target, "two\n");
    /* keep_write_new: a dangling link is something there */
    remove(target);
    int exists = 0;
    assert_non_null(keep_write_new(link, write_hello, (void *)"x", &exists, err));
    assert_int_equal(exists, 1);
    assert_int_equal(access(target, F_OK), -1);
    remove(link), remove(link2);
    /* a loop of links */
    const char *l1 = temp_path("w-loop1"), *l2 = temp_path("w-loop2");
    remove(l1), remove(l2);
    assert_int_equal(symlink(l2, l1), 0);
    assert_int_equal(symlink(l1, l2), 0);
    assert_non_null(keep_write(l1, write_hello, (void *)"x", err));
    snprintf(expect, sizeof expect, "%s: cannot write: a loop of symbolic links", l1);
    assert_string_equal(err, expect);
    assert_true(is_link(l1) && is_link(l2));
    remove(l1), remove(l2);
    /* a character device is written in place and stays one */
    assert_null(keep_write("/dev/null", write_hello, (void *)"x", err));
    assert_int_equal(stat("/dev/null", &st), 0);
    assert_true(S_ISCHR(st.st_mode));
    /* a directory and a socket are refused */
    assert_non_null(keep_write("tests", write_hello, (void *)"x", err));
    assert_string_equal(err, "tests: cannot write: is a directory");
    const char *sock = temp_path("w.sock");
    int sfd = bound_socket(sock);
    assert_non_null(keep_write(sock, write_hello, (void *)"x", err));
    snprintf(expect, sizeof expect, "%s: cannot write: it is a socket", sock);
    assert_string_equal(err, expect);
    close(sfd);
    remove(sock);
    /* a FIFO with a reader is written in place */
    const char *fifo = temp_path("w.fifo");
    remove(fifo);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    int rd = open(fifo, O_RDWR); /* a reader that never blocks its own open */
    assert_true(rd >= 0);
    assert_null(keep_write(fifo, write_hello, (void *)"through\n", err));
    char buf[16] = "";
    assert_int_equal(read(rd, buf, sizeof buf - 1), 8);
    assert_string_equal(buf, "through\n");
    close(rd);
    remove(fifo);
}

/* The file this program's standard output is open on is never opened a
 * second time (two offsets on one file write over each other). */
void test_keep_write_not_stdout(void **state)
{
    (void)state;
    char err[IO_ERRLEN], expect[700];
    const char *path = temp_file("w-stdout.txt", "");
    fflush(stdout);
    int saved = dup(STDOUT_FILENO), fd = open(path, O_WRONLY);
    assert_true(saved >= 0 && fd >= 0);
    assert_int_equal(dup2(fd, STDOUT_FILENO), STDOUT_FILENO);
    int same = keep_same_file("/dev/stdout", STDOUT_FILENO);
    const char *msg = keep_write("/dev/stdout", write_hello, (void *)"x", err);
    const char *msg2 = keep_write(path, write_hello, (void *)"x", err);
    dup2(saved, STDOUT_FILENO);
    close(saved), close(fd);
    assert_true(same);
    assert_non_null(msg);
    assert_non_null(msg2);
    snprintf(expect, sizeof expect, "%s: cannot write: it is this program's standard output; "
                                    "a second descriptor would write over it", path);
    assert_string_equal(err, expect);
    expect_text(path, "");
    assert_false(keep_same_file(path, STDOUT_FILENO));
    remove(path);
}

