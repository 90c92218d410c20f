/* test_io.c - the readers: what they forgive, and the messages for bad input;
 * opening files to read (FIFOs, links, sockets) and writing them whole. */
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

#include "io.h"

static const char K2_PAIR[] =
    "1,2,3,4\n3,4,1,2\n2,1,4,3\n4,3,2,1\n"
    "2,1,4,3\n4,3,2,1\n1,2,3,4\n3,4,1,2\n";

/* Parses text as a pair (or single) and returns the error, or NULL. */
static const char *parse(const char *text, int k, int ngrids, uint8_t **vals, int *kout)
{
    static char err[IO_ERRLEN];
    *vals = NULL;
    return io_parse_csv("f.csv", text, strlen(text), k, ngrids, kout, vals, err);
}

static void expect_error(const char *text, int k, int ngrids, const char *where,
                         const char *what)
{
    uint8_t *vals;
    int kk;
    const char *err = parse(text, k, ngrids, &vals, &kk);
    assert_non_null(err);
    assert_null(vals);
    if (strncmp(err, where, strlen(where)) != 0 || !strstr(err, what))
        fail_msg("message '%s' lacks '%s' ... '%s'", err, where, what);
}

static void test_plain_pair(void **state)
{
    (void)state;
    uint8_t *vals;
    int k;
    assert_null(parse(K2_PAIR, 0, 2, &vals, &k));
    assert_int_equal(k, 2);
    assert_int_equal(vals[0], 1);
    assert_int_equal(vals[31], 2);
    free(vals);
}

static void test_forgiving(void **state)
{
    (void)state;
    const char *texts[] = {
        "\xEF\xBB\xBF" "1,2,3,4\r\n3,4,1,2\r\n2,1,4,3\r\n4,3,2,1\r\n"
        "2,1,4,3\r\n4,3,2,1\r\n1,2,3,4\r\n3,4,1,2\r\n",          /* BOM, CRLF */
        "\n\n 1 , 2,3 ,4\n3,4,1,2\n\n2,1,4,3\n4,3,2,1\n   \n"
        "2,1,4,3\n4,3,2,1\n1,2,3,4\n3,4,1,2",                     /* blanks, spaces, no final newline */
        "1,2,3,4,\n3,4,1,2,\n2,1,4,3,\n4,3,2,1,\n"
        "2,1,4,3,\n4,3,2,1,\n1,2,3,4,\n3,4,1,2,\n",               /* trailing commas */
        "2\n1,2,3,4\n3,4,1,2\n2,1,4,3\n4,3,2,1\n"
        "2,1,4,3\n4,3,2,1\n1,2,3,4\n3,4,1,2\n",                   /* a k header */
        "1,2,3,4\r3,4,1,2\r2,1,4,3\r4,3,2,1\r2,1,4,3\r4,3,2,1\r1,2,3,4\r3,4,1,2\r", /* CR */
    };
    uint8_t *ref, *vals;
    int k;
    assert_null(parse(K2_PAIR, 0, 2, &ref, &k));
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        const char *err = parse(texts[i], 0, 2, &vals, &k);
        if (err)
            fail_msg("text %zu: %s", i, err);
        assert_int_equal(k, 2);
        assert_memory_equal(vals, ref, 32);
        free(vals);
    }
    assert_null(parse(K2_PAIR, 2, 2, &vals, &k)); /* an explicit k that agrees */
    free(vals);
    free(ref);
}

static void test_bad_input(void **state)
{
    (void)state;
    expect_error("1,2,3,4\n3,4,1,2\n2,1,4,3\n4,3,2,1\n", 0, 2, "f.csv:5:1:",
                 "expected 8 rows (grid A, then grid B), found 4; for one grid use --single");
    expect_error("1,2,3,4\n3,4,1\n", 0, 2, "f.csv:2:6:", "expected 4 values in a row, found 3");
    expect_error("1,2,3,4\n3,4,1,2,1\n", 0, 2, "f.csv:2:9:",
                 "expected 4 values in a row, found 5");
    expect_error("1,2,3,4\n3,x,1,2\n", 0, 2, "f.csv:2:3:",
                 "expected a number from 0 to 4, found 'x'");
    expect_error("1,2,3,4\n3,4,1,-2\n", 0, 2, "f.csv:2:7:", "found '-2'");
    expect_error("1,2,3,4\n3,4,1,5\n", 0, 2, "f.csv:2:7:", "expected a number from 0 to 4, found '5'");
    /* on the first line the size is not known yet: no made-up range */
    expect_error("x,1,2,3\n", 0, 2, "f.csv:1:1:", "expected a number, found 'x'");
    expect_error("1,2,3,4\n3,4,,2\n", 0, 2, "f.csv:2:5:", "found an empty field");
    expect_error("1,2,3\n", 0, 2, "f.csv:1:1:", "a first line of 3 values; expected a row of 4, 9, 16, 25 or 36 values, or a pair on one line of 32, 162, 512, 1250 or 2592 values");
    expect_error(K2_PAIR, 3, 2, "f.csv:1:1:", "a first line of 4 values does not fit k=3 (expected rows of 9 values, or a pair on one line of 162 values)");
    expect_error("", 0, 2, "f.csv:1:1:", "found no rows");
    expect_error("\n \n", 0, 2, "f.csv:1:1:", "found no rows");
    expect_error(K2_PAIR, 0, 1, "f.csv:5:1:", "expected 4 rows (one grid), found more");
    expect_error("3\n1,2,3,4\n", 0, 2, "f.csv:2:8:", "expected 9 values in a row, found 4");
    expect_error("2\n", 0, 2, "f.csv:2:1:", "expected the rows of the grid after the k line");
    expect_error("7\n1,2\n", 0, 2, "f.csv:1:1:",
                 "a first line holding only 7, read as k; k goes from 2 to 6 (the game plays 2 to 5)");
    expect_error("1,2,3,4\n3,4,1,2\n2,1,4,3\n4,3,2,1\n9999999999999,1,1,1\n", 0, 2, "f.csv:5:1:",
                 "expected a number from 0 to 4, found '9999999999999'");
    /* where k came from is said with the range it sets */
    expect_error("0,0,0,0\n0,0,0,5\n", 0, 1, "f.csv:2:7:", "expected a number from 0 to 4, "
                 "found '5' (k=2, from the 4 values of the first row)");
    expect_error("2\n0,0,0,0\n0,0,0,5\n", 0, 1, "f.csv:3:7:", "expected a number from 0 to 4, "
                 "found '5' (k=2, as the k line says)");
    expect_error("0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,5\n", 0, 1, "f.csv:1:31:", "expected a number "
                 "from 0 to 4, found '5' (k=2, from the 16 values on one line)");
    expect_error("0,0,0,0\n0,0,,0\n", 2, 1, "f.csv:2:5:", "expected a number from 0 to 4, "
                 "found an empty field (k=2, as --k says)");
    expect_error("1,2,3,4\n3,4,1\n", 0, 2, "f.csv:2:6:", "expected 4 values in a row, found 3 "
                 "(k=2, from the 4 values of the first row)");
}

/* A whole pair on one line: k follows from the count of values. */
static void test_pair_on_one_line(void **state)
{
    (void)state;
    uint8_t *ref, *vals;
    int k;
    assert_null(parse(K2_PAIR, 0, 2, &ref, &k));
    char line[200] = "";
    for (int i = 0; i < 32; i++)
        snprintf(line + strlen(line), sizeof line - strlen(line), "%d%s", ref[i],
                 i < 31 ? "," : "\n");
    const char *err = parse(line, 0, 2, &vals, &k);
    if (err)
        fail_msg("%s", err);
    assert_int_equal(k, 2);
    assert_memory_equal(vals, ref, 32);
    free(vals);
    assert_null(parse(line, 2, 2, &vals, &k)); /* with --k 2 */
    free(vals);
    /* io_write_line writes what it reads */
    geom *g = geom_new(2, 2);
    FILE *f = tmpfile();
    io_write_line(f, g, ref);
    rewind(f);
    char back[200] = "";
    assert_non_null(fgets(back, sizeof back, f));
    fclose(f);
    assert_string_equal(back, line);
    geom_free(g);
    /* bad one-line pairs name the line and column */
    line[0] = '7';
    expect_error(line, 0, 2, "f.csv:1:1:", "expected a number from 0 to 4, found '7'");
    line[0] = '1';
    char two[400];
    snprintf(two, sizeof two, "%s%s", line, line);
    expect_error(two, 0, 2, "f.csv:2:1:", "expected nothing after a pair on one line (32 values, k=2)");
    expect_error(line, 3, 2, "f.csv:1:1:", "a first line of 32 values does not fit k=3");
    /* a single grid of 16 values on one line, alone in the file */
    uint8_t *single;
    assert_null(parse("1,2,3,4,3,4,1,2,2,1,4,3,4,3,2,1\n", 0, 1, &single, &k));
    assert_int_equal(k, 2);
    assert_memory_equal(single, ref, 16);
    free(single);
    free(ref);
}

/* Text lines (a title, a comment, a citation) are named as such, or skipped. */
static void test_text_lines(void **state)
{
    (void)state;
    char err[IO_ERRLEN];
    const char *text = "Gordon F. Royle, 17-clue puzzles\n# a comment\n"
                       "1,2,3,4\n3,4,1,2\n2,1,4,3\n4,3,2,1\n";
    expect_error(text, 0, 1, "f.csv:1:1:", "a line of text, not puzzle data: 'Gordon F. Royle");
    uint8_t *vals;
    int k;
    assert_null(io_parse_csv_flags("f.csv", text, strlen(text), 0, 1, IO_SKIP_TEXT, &k, &vals, err));
    assert_int_equal(k, 2);
    assert_int_equal(vals[15], 1);
    free(vals);
    /* a stray letter in a row is a typo, not a text line */
    expect_error("1,2,3,4\n3,x,1,2\n", 0, 2, "f.csv:2:3:", "found 'x'");
    /* one-line puzzles: the format is found past the text, which is then named */
    const char *lines = "# title\n"
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";
    assert_true(io_is_oneline(lines, strlen(lines)));
    int count;
    assert_non_null(io_parse_oneline("p.txt", lines, strlen(lines), &vals, &count, err));
    assert_non_null(strstr(err, "p.txt:1:1: a line of text, not puzzle data: '# title'"));
    assert_null(io_parse_oneline_flags("p.txt", lines, strlen(lines), IO_SKIP_TEXT, &vals,
                                       &count, err));
    assert_int_equal(count, 1);
    free(vals);
}

static void test_oneline(void **state)
{
    (void)state;
    char err[IO_ERRLEN];
    const char *good = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\r\n"
                       "\n"
                       "000000000000000000000000000000000000000000000000000000000000000000000000000000001\n";
    uint8_t *vals;
    int count;
    assert_true(io_is_oneline(good, strlen(good)));
    assert_false(io_is_oneline(K2_PAIR, strlen(K2_PAIR)));
    assert_null(io_parse_oneline("p.txt", good, strlen(good), &vals, &count, err));
    assert_int_equal(count, 2);
    assert_int_equal(vals[0], 4);
    assert_int_equal(vals[1], 0);
    assert_int_equal(vals[161], 1);
    free(vals);
    const char *bad = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
                      "4....x8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";
    assert_non_null(io_parse_oneline("p.txt", bad, strlen(bad), &vals, &count, err));
    assert_string_equal(err, "p.txt:2:6: expected 1-9, or '.' or '0' for empty, found 'x'");
    const char *shortline = "4.....8.5.3..\n";
    assert_non_null(io_parse_oneline("p.txt", shortline, strlen(shortline), &vals, &count, err));
    assert_string_equal(err, "p.txt:1:14: expected 81 characters in a puzzle line, found 13");
}

static void test_files(void **state)
{
    (void)state;
    char err[IO_ERRLEN], *text;
    size_t len;
    assert_non_null(io_read_file("/nonexistent/x.csv", &text, &len, err));
    assert_non_null(strstr(err, "/nonexistent/x.csv: cannot open: "));
    assert_non_null(io_read_file("tests", &text, &len, err));
    assert_string_equal(err, "tests: is a directory, not a file");
}

/* Opening to read never waits and names what it refuses. */
static void test_open_read(void **state)
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
    assert_null(io_read_file(fifo, &text, &len, err));
    assert_int_equal(len, 0);
    free(text);
    assert_int_equal(io_open_read(fifo, IO_READ_REGULAR, &st, err), -1);
    assert_int_equal(errno, EINVAL);
    snprintf(expect, sizeof expect, "%s: is a FIFO (a named pipe), not a regular file; it is "
                                    "not read", fifo);
    assert_string_equal(err, expect);
    assert_non_null(io_read_file_flags(fifo, IO_READ_REGULAR | IO_READ_NOFOLLOW, &text, &len,
                                       err));
    assert_null(text);
    assert_string_equal(err, expect);
    remove(fifo);
    /* a symbolic link: followed, or refused with IO_READ_NOFOLLOW */
    const char *file = temp_file("read.txt", "hello\n");
    const char *link = temp_path("read.link");
    remove(link);
    assert_int_equal(symlink(file, link), 0);
    assert_null(io_read_file(link, &text, &len, err));
    assert_string_equal(text, "hello\n");
    free(text);
    assert_int_equal(io_open_read(link, IO_READ_NOFOLLOW, NULL, err), -1);
    assert_int_equal(errno, ELOOP);
    snprintf(expect, sizeof expect, "%s: is a symbolic link; it is not followed", link);
    assert_string_equal(err, expect);
    int fd = io_open_read(file, IO_READ_NOFOLLOW | IO_READ_REGULAR, &st, err);
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
    assert_non_null(io_read_file(loop, &text, &len, err));
    assert_non_null(strstr(err, "read.loop: cannot open: a loop of symbolic links"));
    remove(loop);
    /* nothing there: errno says so */
    assert_int_equal(io_open_read("/nonexistent/x", IO_READ_REGULAR, NULL, err), -1);
    assert_int_equal(errno, ENOENT);
    /* a socket, a directory */
    const char *sock = temp_path("read.sock");
    remove(sock);
    int sfd = socket(AF_UNIX, SOCK_STREAM, 0);
    struct sockaddr_un addr = { .sun_family = AF_UNIX };
    snprintf(addr.sun_path, sizeof addr.sun_path, "%s", sock);
    assert_int_equal(bind(sfd, (struct sockaddr *)&addr, sizeof addr), 0);
    assert_non_null(io_read_file(sock, &text, &len, err));
    snprintf(expect, sizeof expect, "%s: is a socket; it is not read", sock);
    assert_string_equal(err, expect);
    close(sfd);
    remove(sock);
    assert_int_equal(io_open_read("tests", 0, NULL, err), -1);
    assert_int_equal(errno, EISDIR);
    assert_string_equal(err, "tests: is a directory, not a file");
    /* a character device is read where a user names it, not where a regular
     * file must be */
    assert_null(io_read_file("/dev/null", &text, &len, err));
    assert_int_equal(len, 0);
    free(text);
    assert_int_equal(io_open_read("/dev/null", IO_READ_REGULAR, NULL, err), -1);
    assert_string_equal(err, "/dev/null: is a character device, not a regular file; it is "
                             "not read");
    /* a file over the limit */
    assert_non_null(io_read_file("/dev/zero", &text, &len, err));
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

/* io_batch: several files all or nothing. A write that fails (the third of
 * three) leaves nothing new and the earlier set untouched, no temporary file
 * behind; a batch not committed neither; a committed one replaces them all. */
static void test_batch(void **state)
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
        io_batch *b = io_batch_new();
        const char *msg = NULL;
        for (int i = 0; i < 3 && !msg; i++) {
            batch_file f = { "new\n", round == 0 && i == 2 };
            snprintf(path, sizeof path, "%s/%s", folder, NAMES[i]);
            msg = io_batch_write(b, path, write_part, &f, err);
        }
        assert_true((msg != NULL) == (round == 0));
        if (round == 0)
            assert_non_null(strstr(err, "p-3.txt: cannot write"));
        io_batch_free(b);
        char *after = listing(folder);
        assert_string_equal(after, before);
        free(after);
        expect_file(folder, "p-1.txt", "old\n");
        expect_file(folder, "p-2.txt", "old\n");
    }
    /* committed: all three new, nothing else */
    io_batch *b = io_batch_new();
    for (int i = 0; i < 3; i++) {
        batch_file f = { i == 1 ? "two\n" : "new\n", 0 };
        snprintf(path, sizeof path, "%s/%s", folder, NAMES[i]);
        assert_null(io_batch_write(b, path, write_part, &f, err));
        expect_file(folder, NAMES[0], "old\n"); /* not yet */
    }
    assert_null(io_batch_commit(b, err));
    io_batch_free(b);
    char *after = listing(folder);
    assert_string_equal(after, "p-1.txt\np-2.txt\np-3.txt\n");
    free(after);
    expect_file(folder, "p-1.txt", "new\n");
    expect_file(folder, "p-2.txt", "two\n");
    expect_file(folder, "p-3.txt", "new\n");
    /* a name that cannot be written (a folder there) fails the batch too */
    snprintf(path, sizeof path, "%s/dir.txt", folder);
    assert_int_equal(mkdir(path, 0700), 0);
    b = io_batch_new();
    batch_file f = { "x\n", 0 };
    snprintf(path, sizeof path, "%s/%s", folder, NAMES[0]);
    assert_null(io_batch_write(b, path, write_part, &f, err));
    snprintf(path, sizeof path, "%s/dir.txt", folder);
    assert_non_null(io_batch_write(b, path, write_part, &f, err));
    assert_non_null(strstr(err, "dir.txt: cannot write: is a directory"));
    io_batch_free(b);
    expect_file(folder, "p-1.txt", "new\n");
    after = listing(folder);
    assert_string_equal(after, "dir.txt\np-1.txt\np-2.txt\np-3.txt\n");
    free(after);
    free(before);
}

static void test_atomic_write(void **state)
{
    (void)state;
    char err[IO_ERRLEN];
    const char *path = temp_file("atomic.txt", "old\n");
    assert_null(io_write_atomic(path, write_hello, (void *)"new\n", err));
    char *text = read_text(path);
    assert_string_equal(text, "new\n");
    free(text);
    remove(path);
    assert_non_null(io_write_atomic("/nonexistent/dir/f", write_hello, (void *)"x", err));
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
static void test_write_by_type(void **state)
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
        assert_null(io_write_atomic(shm, write_hello, (void *)"new\n", err));
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
    assert_null(io_write_atomic(link, write_hello, (void *)"one\n", err));
    assert_true(is_link(link));
    expect_text(target, "one\n");
    /* ... and then replaced through it; a chain of links, one relative */
    const char *link2 = temp_path("w-link2.csv");
    remove(link2);
    assert_int_equal(symlink(strrchr(link, '/') + 1, link2), 0);
    assert_null(io_write_atomic(link2, write_hello, (void *)"two\n", err));
    assert_true(is_link(link2) && is_link(link));
    expect_text(target, "two\n");
    /* io_write_new: a dangling link is something there */
    remove(target);
    int exists = 0;
    assert_non_null(io_write_new(link, write_hello, (void *)"x", &exists, err));
    assert_int_equal(exists, 1);
    assert_int_equal(access(target, F_OK), -1);
    remove(link), remove(link2);
    /* a loop of links */
    const char *l1 = temp_path("w-loop1"), *l2 = temp_path("w-loop2");
    remove(l1), remove(l2);
    assert_int_equal(symlink(l2, l1), 0);
    assert_int_equal(symlink(l1, l2), 0);
    assert_non_null(io_write_atomic(l1, write_hello, (void *)"x", err));
    snprintf(expect, sizeof expect, "%s: cannot write: a loop of symbolic links", l1);
    assert_string_equal(err, expect);
    assert_true(is_link(l1) && is_link(l2));
    remove(l1), remove(l2);
    /* a character device is written in place and stays one */
    assert_null(io_write_atomic("/dev/null", write_hello, (void *)"x", err));
    assert_int_equal(stat("/dev/null", &st), 0);
    assert_true(S_ISCHR(st.st_mode));
    /* a directory and a socket are refused */
    assert_non_null(io_write_atomic("tests", write_hello, (void *)"x", err));
    assert_string_equal(err, "tests: cannot write: is a directory");
    const char *sock = temp_path("w.sock");
    remove(sock);
    int sfd = socket(AF_UNIX, SOCK_STREAM, 0);
    struct sockaddr_un addr = { .sun_family = AF_UNIX };
    snprintf(addr.sun_path, sizeof addr.sun_path, "%s", sock);
    assert_int_equal(bind(sfd, (struct sockaddr *)&addr, sizeof addr), 0);
    assert_non_null(io_write_atomic(sock, write_hello, (void *)"x", err));
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
    assert_null(io_write_atomic(fifo, write_hello, (void *)"through\n", err));
    char buf[16] = "";
    assert_int_equal(read(rd, buf, sizeof buf - 1), 8);
    assert_string_equal(buf, "through\n");
    close(rd);
    remove(fifo);
}

/* The file this program's standard output is open on is never opened a
 * second time (two offsets on one file write over each other). */
static void test_write_not_stdout(void **state)
{
    (void)state;
    char err[IO_ERRLEN], expect[700];
    const char *path = temp_file("w-stdout.txt", "");
    fflush(stdout);
    int saved = dup(STDOUT_FILENO), fd = open(path, O_WRONLY);
    assert_true(saved >= 0 && fd >= 0);
    assert_int_equal(dup2(fd, STDOUT_FILENO), STDOUT_FILENO);
    int same = io_same_file("/dev/stdout", STDOUT_FILENO);
    const char *msg = io_write_atomic("/dev/stdout", write_hello, (void *)"x", err);
    const char *msg2 = io_write_atomic(path, write_hello, (void *)"x", err);
    dup2(saved, STDOUT_FILENO);
    close(saved), close(fd);
    assert_true(same);
    assert_non_null(msg);
    assert_non_null(msg2);
    snprintf(expect, sizeof expect, "%s: cannot write: it is this program's standard output; "
                                    "a second descriptor would write over it", path);
    assert_string_equal(err, expect);
    expect_text(path, "");
    assert_false(io_same_file(path, STDOUT_FILENO));
    remove(path);
}

/* io_number, the one reader of a number in a kept file's line: digits only,
 * a bound, and the bad character's place (for io_fail_at's column). */
static void test_number(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        size_t from;
        int base;
        uint64_t max;
        int rc;
        size_t at;   /* *i after */
        uint64_t v;  /* the value, when rc is 0 */
    } cases[] = {
        { "", 0, 10, 99, -1, 0, 0 },                /* empty */
        { "k 3", 2, 10, 99, 0, 3, 3 },              /* to the end of the line */
        { "k ", 2, 10, 99, -1, 2, 0 },              /* empty at the end: the column after */
        { "12 7", 0, 10, 99, 0, 2, 12 },            /* stops at the space */
        { "-5", 0, 10, 99, -1, 0, 0 },              /* a sign */
        { "+5", 0, 10, 99, -1, 0, 0 },
        { " 5", 0, 10, 99, -1, 0, 0 },              /* a space first */
        { "x5", 0, 10, 99, -1, 0, 0 },              /* a non-digit */
        { "5x", 0, 10, 99, 0, 1, 5 },               /* what follows is the caller's */
        { "0x1f", 0, 16, 255, 0, 1, 0 },            /* no "0x" */
        { "1f", 0, 16, 255, 0, 2, 31 },             /* base 16 */
        { "1F", 0, 16, 255, 0, 2, 31 },
        { "1f", 0, 10, 255, 0, 1, 1 },              /* a letter is no decimal digit */
        { "100", 0, 10, 99, -2, 2, 0 },             /* too big: at the digit past it */
        { "99", 0, 10, 99, 0, 2, 99 },              /* the bound itself */
        { "007", 0, 10, 99, 0, 3, 7 },              /* leading zeros */
        { "5", 0, 10, 4, -2, 0, 0 },                /* one digit past the bound */
        { "18446744073709551615", 0, 10, UINT64_MAX, 0, 20, UINT64_MAX },
        { "18446744073709551616", 0, 10, UINT64_MAX, -2, 19, 0 },
        { "99999999999999999999999", 0, 10, UINT64_MAX, -2, 19, 0 },
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        size_t i = cases[c].from;
        uint64_t v = 12345;
        int rc = io_number(cases[c].text, strlen(cases[c].text), &i, cases[c].base,
                           cases[c].max, &v);
        if (rc != cases[c].rc || i != cases[c].at ||
            v != (rc == 0 ? cases[c].v : 12345))
            fail_msg("'%s' from %zu: rc %d at %zu value %llu", cases[c].text, cases[c].from, rc,
                     i, (unsigned long long)v);
    }
    /* the bad character's column, as a kept file's message names it */
    char err[IO_ERRLEN];
    const char *line = "k 1x";
    size_t i = 2;
    uint64_t v;
    assert_int_equal(io_number(line, 4, &i, 10, 5, &v), 0);
    assert_int_equal(io_number(line, 4, &i, 10, 5, &v), -1);
    io_fail_at(err, "f", 1, (int)i + 1, "expected digits");
    assert_string_equal(err, "f:1:4: expected digits");
}

int run_io_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_plain_pair),
        cmocka_unit_test(test_number),
        cmocka_unit_test(test_forgiving),
        cmocka_unit_test(test_bad_input),
        cmocka_unit_test(test_oneline),
        cmocka_unit_test(test_pair_on_one_line),
        cmocka_unit_test(test_text_lines),
        cmocka_unit_test(test_files),
        cmocka_unit_test(test_open_read),
        cmocka_unit_test(test_atomic_write),
        cmocka_unit_test(test_batch),
        cmocka_unit_test(test_write_by_type),
        cmocka_unit_test(test_write_not_stdout),
    };
    return cmocka_run_group_tests_name("io", tests, NULL, NULL);
}
