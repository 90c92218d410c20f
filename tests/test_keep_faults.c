/* test_keep_faults.c - every step of every kept-file operation made to fail.
 *
 * keep.h's table of calls to the disk is replaced by counting wrappers: an
 * operation runs once cleanly (in a child process) to count its steps, then
 * once for each step and each fault: the call at that step fails with
 * ENOSPC, EIO or EINTR, or writes half of what it was given (a short
 * write), or the process ends right there (_exit in the child). After each
 * run: every file is the old one or the new one, never lost, torn or
 * emptied; an operation that says it was done left the new files, one that
 * says it failed left the old ones and names the fault in its message, and
 * the interrupted call and the short write never make it fail. Then the
 * operation runs again cleanly: it succeeds, every good line is in the live
 * file, and no temporary file is left in the folder. Part of the keep group
 * (test_keep.c). */
#define _GNU_SOURCE /* F_OFD_SETLK */
#include "testlib.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "best.h"
#include "history.h"
#include "keep.h"
#include "keep_tests.h"
#include "print.h"
#include "save.h"
#include "settings.h"
#include "stats.h"
#include "store.h"
#include "util.h"

/* ---- the wrappers: a step counted at each call, and the fault at one ---- */

enum { F_NONE, F_ENOSPC, F_EIO, F_EINTR, F_SHORT, F_KILL, F_COUNT };
static const char *const FAULT_NAMES[F_COUNT] = { "none", "ENOSPC", "EIO", "EINTR",
                                                  "a short write", "the end of the process" };
#define MAX_STEPS 400

static int step, fail_step, fail_kind;
static const char *step_names[MAX_STEPS];

/* What the call of name at this step does: 0 the call, -2 a short write,
 * else the errno it fails with; the process ends here with F_KILL. */
static int fault(const char *name)
{
    if (step < MAX_STEPS)
        step_names[step] = name;
    if (++step != fail_step)
        return 0;
    switch (fail_kind) {
    case F_KILL: _exit(77);
    case F_SHORT: return strcmp(name, "write") == 0 ? -2 : 0;
    case F_ENOSPC: return ENOSPC;
    case F_EIO: return EIO;
    case F_EINTR: return EINTR;
    default: return 0;
    }
}

#define REAL(name, type) ((type)keep_syscall_get(name))
#define FAILS(name)                                                                        \
    int e_ = fault(name);                                                                  \
    if (e_ > 0) {                                                                          \
        errno = e_;                                                                        \
        return -1;                                                                         \
    }

static int w_open(const char *p, int f, mode_t m)
{
    FAILS("open");
    return REAL("open", int (*)(const char *, int, mode_t))(p, f, m);
}
static ssize_t w_read(int fd, void *b, size_t n)
{
    FAILS("read");
    return REAL("read", ssize_t (*)(int, void *, size_t))(fd, b, n);
}
static ssize_t w_write(int fd, const void *b, size_t n)
{
    FAILS("write");
    return REAL("write", ssize_t (*)(int, const void *, size_t))(fd, b,
                                                                 e_ == -2 && n > 1 ? n / 2 : n);
}
static int w_fsync(int fd)
{
    FAILS("fsync");
    return REAL("fsync", int (*)(int))(fd);
}
static int w_close(int fd)
{
    int e = fault("close"), rc = REAL("close", int (*)(int))(fd); /* closed all the same */
    if (e > 0) {
        errno = e;
        return -1;
    }
    return rc;
}
static int w_rename(const char *a, const char *b)
{
    FAILS("rename");
    return REAL("rename", int (*)(const char *, const char *))(a, b);
}
static int w_link(const char *a, const char *b)
{
    FAILS("link");
    return REAL("link", int (*)(const char *, const char *))(a, b);
}
static int w_unlink(const char *p)
{
    FAILS("unlink");
    return REAL("unlink", int (*)(const char *))(p);
}
static int w_mkdir(const char *p, mode_t m)
{
    FAILS("mkdir");
    return REAL("mkdir", int (*)(const char *, mode_t))(p, m);
}
static int w_fchmod(int fd, mode_t m)
{
    FAILS("fchmod");
    return REAL("fchmod", int (*)(int, mode_t))(fd, m);
}
static int w_lock(int fd, int cmd, struct flock *fl)
{
    FAILS("lock");
    return REAL("lock", int (*)(int, int, struct flock *))(fd, cmd, fl);
}

/* Every call of the table through its wrapper (each name of the table has
 * one: a call added to keep.h's table without one fails here). */
static void wrap_all(void)
{
    static const struct {
        const char *name;
        keep_syscall fn;
    } W[] = { { "open", (keep_syscall)w_open },     { "read", (keep_syscall)w_read },
              { "write", (keep_syscall)w_write },   { "fsync", (keep_syscall)w_fsync },
              { "close", (keep_syscall)w_close },   { "rename", (keep_syscall)w_rename },
              { "link", (keep_syscall)w_link },     { "unlink", (keep_syscall)w_unlink },
              { "mkdir", (keep_syscall)w_mkdir },   { "fchmod", (keep_syscall)w_fchmod },
              { "lock", (keep_syscall)w_lock } };
    int wrapped = 0;
    for (const char *n = keep_syscall_next(NULL); n; n = keep_syscall_next(n)) {
        size_t i = 0;
        while (i < sizeof W / sizeof *W && strcmp(W[i].name, n) != 0)
            i++;
        if (i == sizeof W / sizeof *W)
            _exit(90); /* a call with no wrapper */
        keep_syscall_set(n, W[i].fn);
        wrapped++;
    }
    if (wrapped != (int)(sizeof W / sizeof *W))
        _exit(91);
}

/* ---- one run of an operation, in a child ---- */

static char folder[512];

/* An operation on kept files. */
typedef struct sweep_op {
    const char *what;
    void (*prepare)(void); /* the old files, in a fresh folder */
    /* The operation itself: 1 done, 0 not (msg says why, where it says). */
    int (*run)(char msg[IO_ERRLEN]);
    const char *const *files; /* its files, in folder (NULL-terminated) */
    int says_why;             /* msg names the fault when it was not done */
    int all_or_nothing;       /* files change together (else one by one, said) */
    int few_faults;           /* only the end of the process (a slow one) */
    /* More to check after a run, and after the next clean one (may be NULL). */
    void (*check)(int done, const char *msg);
    void (*check_again)(void);
} sweep_op;

typedef struct outcome {
    int status; /* the child's exit status: 0, or 77 ended at the step */
    int done;
    int steps;
    const char *names[MAX_STEPS]; /* the call of each step (the same literals in both
                                     processes: a child made by fork) */
    char msg[IO_ERRLEN];
} outcome;

/* Runs op in a child with the fault at step at (0: none). */
static outcome run_child(const sweep_op *op, int at, int kind)
{
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(fds[0]);
        outcome o;
        memset(&o, 0, sizeof o);
        step = 0, fail_step = at, fail_kind = kind;
        wrap_all();
        o.done = op->run(o.msg);
        o.steps = step;
        memcpy(o.names, step_names, sizeof o.names);
        for (size_t put = 0; put < sizeof o;) {
            ssize_t n = write(fds[1], (char *)&o + put, sizeof o - put);
            if (n <= 0)
                _exit(92);
            put += (size_t)n;
        }
        _exit(0);
    }
    close(fds[1]);
    outcome o;
    memset(&o, 0, sizeof o);
    size_t got = 0;
    for (ssize_t n; got < sizeof o && (n = read(fds[0], (char *)&o + got, sizeof o - got)) > 0;)
        got += (size_t)n;
    close(fds[0]);
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    o.status = WEXITSTATUS(status);
    if (o.status == 0 && got != sizeof o)
        fail_msg("%s: the child said nothing", op->what);
    if (o.status != 0 && o.status != 77)
        fail_msg("%s: the child ended with %d", op->what, o.status);
    return o;
}

/* ---- the files ---- */

static char *path_in(const char *name)
{
    static char path[4][900];
    static int next;
    char *p = path[next++ % 4];
    snprintf(p, sizeof path[0], "%s/%s", folder, name);
    return p;
}

/* The text of a file in folder, or NULL when there is none. */
static char *contents(const char *name)
{
    FILE *f = fopen(path_in(name), "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, len = 0;
    char *buf = xmalloc(cap);
    for (size_t n; (n = fread(buf + len, 1, cap - len - 1, f)) > 0;)
        if ((len += n) + 1 >= cap)
            buf = xrealloc(buf, cap *= 2);
    fclose(f);
    buf[len] = '\0';
    return buf;
}

static int same(const char *a, const char *b)
{
    return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

/* Makes the folders of path in folder (the last part is the file). */
static void make_parents(const char *path)
{
    char dir[900];
    snprintf(dir, sizeof dir, "%s", path);
    for (char *p = dir + strlen(folder) + 1; (p = strchr(p, '/')) != NULL; p++) {
        *p = '\0';
        assert_true(mkdir(dir, 0700) == 0 || errno == EEXIST);
        *p = '/';
    }
}

static void write_file(const char *name, const char *text)
{
    make_parents(path_in(name));
    FILE *f = fopen(path_in(name), "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* Removes what is in dir (and dir itself when self). */
static void empty_dir(const char *dir, int self)
{
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        char path[1200];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode))
            empty_dir(path, 1);
        else
            unlink(path);
    }
    if (d)
        closedir(d);
    if (self)
        rmdir(dir);
}

static void fresh_folder(void)
{
    empty_dir(folder, 0);
    assert_true(mkdir(folder, 0700) == 0 || errno == EEXIST);
}

/* The first temporary file of keep in dir and its folders, into found
 * (""): none. */
static void find_temp(const char *dir, char found[1200])
{
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d)) && !found[0];) {
        char path[1200];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (e->d_name[0] == '.' && strstr(e->d_name, ".sudokupair-"))
            snprintf(found, 1200, "%s", path);
        else if (e->d_name[0] != '.' && lstat(path, &st) == 0 && S_ISDIR(st.st_mode))
            find_temp(path, found);
    }
    if (d)
        closedir(d);
}

/* The temporary files of keep in folder (NULL: none; free it). */
static char *temps_left(void)
{
    char found[1200] = "";
    find_temp(folder, found);
    return found[0] ? xstrdup(found) : NULL;
}

/* The names in folder that begin with prefix (a file moved aside). */
static int count_named(const char *dir, const char *prefix)
{
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d));)
        n += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
    if (d)
        closedir(d);
    return n;
}

/* ---- the sweep ---- */

#define MAX_FILES 4

static void snapshot(const sweep_op *op, char *files[MAX_FILES])
{
    int i = 0;
    for (; op->files[i]; i++) {
        assert_true(i < MAX_FILES);
        files[i] = contents(op->files[i]);
    }
    for (; i < MAX_FILES; i++)
        files[i] = NULL;
}

static void free_files(char *files[MAX_FILES])
{
    for (int i = 0; i < MAX_FILES; i++)
        free(files[i]);
}

/* After a run with fault kind at step at: each file old or new, the state
 * as the outcome says. */
static void check_run(const sweep_op *op, const outcome *o, int at, int kind,
                      char *old[MAX_FILES], char *new_[MAX_FILES])
{
    char where[200];
    snprintf(where, sizeof where, "%s, step %d (%s) with %s", op->what, at,
             at <= MAX_STEPS && at > 0 ? step_names[at - 1] : "?", FAULT_NAMES[kind]);
    char *now[MAX_FILES];
    snapshot(op, now);
    int fresh = 0, stale = 0;
    for (int i = 0; op->files[i]; i++) {
        if (same(now[i], new_[i]) && !same(now[i], old[i]))
            fresh++;
        else if (same(now[i], old[i]))
            stale++;
        else
            fail_msg("%s: %s is neither the old file nor the new one:\n%.300s", where,
                     op->files[i], now[i] ? now[i] : "(none)");
    }
    int changed = 0;
    for (int i = 0; op->files[i]; i++)
        changed += !same(old[i], new_[i]);
    if (o->status == 77) { /* ended there: old or new, file by file */
        free_files(now);
        return;
    }
    if ((kind == F_EINTR || kind == F_SHORT) && !o->done)
        fail_msg("%s: not done (%s)", where, o->msg);
    if (o->done && fresh != changed)
        fail_msg("%s: said done, but %d of its %d files are new (%s)", where, fresh, changed,
                 o->msg);
    if (!o->done && fresh && op->all_or_nothing)
        fail_msg("%s: said not done, but %d files are new (%s)", where, fresh, o->msg);
    if (!o->done && fresh && !op->all_or_nothing) {
        char part[80];
        snprintf(part, sizeof part, "(%d of the %d files were written)", fresh, changed);
        if (!strstr(o->msg, part))
            fail_msg("%s: %d files are new, and the message says '%s'", where, fresh, o->msg);
    }
    if (!o->done && op->says_why && !strstr(o->msg, strerror(kind == F_ENOSPC ? ENOSPC : EIO)))
        fail_msg("%s: the message does not say what happened: '%s'", where, o->msg);
    if (op->check)
        op->check(o->done, o->msg);
    (void)stale;
    free_files(now);
}

/* The sweep of op: every step, every fault. Returns the runs made; *count
 * gets its steps. */
static int sweep(const sweep_op *op, int *count)
{
    char *old[MAX_FILES], *new_[MAX_FILES];
    op->prepare();
    snapshot(op, old);
    outcome clean = run_child(op, 0, F_NONE);
    if (clean.status != 0 || !clean.done)
        fail_msg("%s: not done without a fault: %s", op->what, clean.msg);
    snapshot(op, new_);
    char *left = temps_left();
    if (left)
        fail_msg("%s: temporary files left after a clean run:\n%s", op->what, left);
    int runs = 0, steps = *count = clean.steps;
    assert_true(steps > 0 && steps < MAX_STEPS);
    memcpy(step_names, clean.names, sizeof step_names);
    for (int at = 1; at <= steps; at++)
        for (int kind = F_ENOSPC; kind < F_COUNT; kind++) {
            if ((kind == F_SHORT && strcmp(step_names[at - 1], "write") != 0) ||
                (op->few_faults && kind != F_KILL))
                continue;
            op->prepare();
            outcome o = run_child(op, at, kind);
            runs++;
            check_run(op, &o, at, kind, old, new_);
            /* the next clean run: done, every good line kept, no temporary file */
            outcome again = run_child(op, 0, F_NONE);
            if (!again.done)
                fail_msg("%s, after step %d with %s: the next clean run failed: %s", op->what,
                         at, FAULT_NAMES[kind], again.msg);
            if (op->check_again)
                op->check_again();
            if ((left = temps_left()) != NULL)
                fail_msg("%s, after step %d (%s) with %s and a clean run: temporary files "
                         "left:\n%s", op->what, at, step_names[at - 1], FAULT_NAMES[kind],
                         left);
        }
    free_files(old);
    free_files(new_);
    return runs;
}

/* ---- the operations ---- */

static const char *const HISTORY_FILES[] = { "history", NULL };

/* A history line of day d (a finish by hand of the k=2 pair). */
static void history_line(char *buf, size_t len, int d)
{
    snprintf(buf, len, "2026-01-%02d 10:11:12 2 2 0 %d 0 1 hand 5 sp2-AqgAA2NwRl\n",
             1 + d % 28, 60 + d);
}

static char *history_of(int lines, int bad_at)
{
    size_t cap = (size_t)lines * 80 + 80, used = 0;
    char *text = xmalloc(cap);
    text[0] = '\0';
    for (int i = 0; i < lines; i++) {
        if (i == bad_at)
            used += (size_t)snprintf(text + used, cap - used, "garbage on line %d\n", i + 1);
        else
            history_line(text + used, cap - used, i), used += strlen(text + used);
    }
    return text;
}

static history_entry added(void)
{
    history_entry e;
    memset(&e, 0, sizeof e);
    e.date = (daily_date){ 2026, 2, 3 };
    e.hour = 4, e.min = 5, e.sec = 6;
    e.kind = *SQUARE(2, 2), e.level = 0, e.seconds = 999, e.end = HIST_GAVE_UP;
    e.code = (char *)"sp2-AqgAA2NwRl";
    return e;
}

static void prepare_history(void)
{
    fresh_folder();
    char *text = history_of(20, -1);
    write_file("history", text);
    free(text);
}

static int run_append(char msg[IO_ERRLEN])
{
    history_entry e = added();
    return history_append(path_in("history"), &e, NULL, msg) == 0;
}

/* Every good line of the old history is in the live one, in order, and the
 * added game after them. */
static void history_kept(int lines, int bad_at, int appended)
{
    char *live = contents("history"), line[120];
    assert_non_null(live);
    const char *at = live;
    for (int i = 0; i < lines; i++) {
        if (i == bad_at)
            continue;
        history_line(line, sizeof line, i);
        const char *found = strstr(at, line);
        if (!found)
            fail_msg("good line %d is not in the live history:\n%.400s", i + 1, live);
        at = found + strlen(line);
    }
    if (appended)
        assert_non_null(strstr(at, "2026-02-03 04:05:06 2 2 0 999 0 0 gave-up - sp2-AqgAA2NwRl"));
    free(live);
}

static void append_again(void) { history_kept(20, -1, 1); }

static const char *const BEST_FILES[] = { "best-times", NULL };

static void prepare_best(void)
{
    fresh_folder();
    write_file("best-times", "2 2 0 100\n3 2 -1 900\n");
}

/* Done: kept (the next run finds it kept: the old best stands). */
static int run_best(char msg[IO_ERRLEN])
{
    return best_record(path_in("best-times"), SQUARE(2, 2), LEVEL_EASY, 50, "sp2-AqgAA2NwRl", NULL, 0,
                       NULL, msg) >= 0;
}

static void best_again(void)
{
    char *live = contents("best-times");
    assert_non_null(live);
    assert_non_null(strstr(live, "2 2 0 50 sp2-AqgAA2NwRl\n"));
    assert_non_null(strstr(live, "3 2 -1 900\n"));
    free(live);
}

static const char *const SETTINGS_FILES[] = { "sudokupair-tui/settings", NULL };

static void prepare_settings(void)
{
    fresh_folder();
    write_file("sudokupair-tui/settings", "k 3\ngrids 2\nlevel easy\nsymmetry default\n");
}

static int run_settings(char msg[IO_ERRLEN])
{
    puzzle_kind s = kind_square(4, 1, LEVEL_HARD, KIND_SYM_DEFAULT);
    msg[0] = '\0';
    return settings_save(&s, msg) == NULL;
}

static void settings_again(void)
{
    char *live = contents("sudokupair-tui/settings");
    assert_string_equal(live, "k 4\ngrids 1\nlevel hard\nsymmetry default\n");
    free(live);
}

/* The k=2 pair of udit-test1 and its solution, made before any fault (a
 * puzzle file is read through keep too). */
static game *k2;
static uint8_t *k2_sol;

static const char *const STORE_FILES[] = { "sudokupair-tui/k2-pair-maximal.store", NULL };
static const puzzle_kind K2 = KIND_SQUARE(2, 2, LEVEL_MAXIMAL, KIND_SYM_DEFAULT);

static void prepare_store(void)
{
    fresh_folder();
    for (uint64_t seed = 1; seed <= 3; seed++)
        assert_int_equal(store_put(&K2, seed, game_view(k2).givens, k2_sol, 0), 1);
}

static int run_take(char msg[IO_ERRLEN])
{
    uint8_t p[32], s[32];
    uint64_t seed;
    msg[0] = '\0';
    return store_take(&K2, NULL, p, s, &seed) == 1;
}

static void store_again(void)
{
    int n = store_count(&K2);
    assert_true(n == 1 || n == 2); /* one or two taken: never all lost */
}

/* A history of 100 lines, the 50th bad, read by --stats (stats_load): shown,
 * and set aside with its 99 good lines kept when that can be done. */
static const char *const STATS_FILES[] = { "sudokupair-tui/history", NULL };

static void prepare_bad_history(void)
{
    fresh_folder();
    char *text = history_of(100, 49);
    write_file("sudokupair-tui/history", text);
    free(text);
}

static int run_salvage(char msg[IO_ERRLEN])
{
    history_list h;
    int rc = stats_load(&h, msg), shown = h.n;
    history_free(&h);
    if (rc == 0 && shown != 99 && shown != 100)
        snprintf(msg, IO_ERRLEN, "shown: %d games", shown);
    return rc == 0 && (strstr(msg, "moved it aside") || !msg[0]);
}

/* The bad file is named aside with every byte when (and only when) it was
 * done, and the message says which: what was kept, or what is shown and
 * why the file is left as it is. */
static void salvage_said(int done, const char *msg)
{
    char dir[700];
    snprintf(dir, sizeof dir, "%s/sudokupair-tui", folder);
    int aside = count_named(dir, "history.bad-");
    if (done != (aside == 1) || done != (strstr(msg, "moved it aside to history.bad-") != NULL))
        fail_msg("salvage: done %d, %d files aside, and it says '%s'", done, aside, msg);
    if (done && !strstr(msg, "kept the 99 lines of it that could be read"))
        fail_msg("salvage: the message does not say what was kept: '%s'", msg);
    if (!done && !(strstr(msg, "history:50:1: expected a date") &&
                   strstr(msg, "shown: the 99 lines that could be read; the file is left as "
                               "it is")) &&
        !strstr(msg, "cannot open") && !strstr(msg, "cannot read"))
        fail_msg("salvage: the message does not say what happened: '%s'", msg);
}

static void salvage_again(void)
{
    char *live = contents("sudokupair-tui/history"), line[120];
    assert_non_null(live);
    for (int i = 0; i < 100; i++) {
        history_line(line, sizeof line, i);
        if (i != 49 && !strstr(live, line))
            fail_msg("good line %d is not in the live history", i + 1);
    }
    assert_null(strstr(live, "garbage"));
    free(live);
}

static const char *const SAVE_FILES[] = { "sudokupair-tui/k2-1.save", NULL };

static void prepare_save(void)
{
    fresh_folder();
    char id[SAVE_IDLEN] = "k2-1", err[IO_ERRLEN];
    assert_null(save_store(k2, id, err));
    save_release();
}

static int run_save(char msg[IO_ERRLEN])
{
    game_place(k2, first_empty(k2), 1); /* (in the child: the parent's game stays) */
    char id[SAVE_IDLEN] = "k2-1";
    return save_store(k2, id, msg) == NULL;
}

static void save_again(void)
{
    game *gm;
    char err[IO_ERRLEN];
    assert_int_equal(save_load("k2-1", &gm, err), SAVE_OK);
    game_free(gm);
    save_release();
}

static const char *const SHEET_FILES[] = { "sheet-1.svg", "sheet-2.svg", NULL };

static void prepare_sheet(void)
{
    fresh_folder();
    write_file("sheet-1.svg", "an older page 1\n");
    write_file("sheet-2.svg", "an older page 2\n");
}

static int run_sheet(char msg[IO_ERRLEN])
{
    print_puzzle p = { game_view(k2).givens, k2_sol, "a sheet", NULL };
    print_job job = { game_view(k2).g, &p, 1, 1, PRINT_A4 };
    char err[PRINT_ERRLEN];
    int files, done = print_write(path_in("sheet.svg"), &job, &files, err) == NULL;
    snprintf(msg, IO_ERRLEN, "%.500s", done ? "" : err);
    return done && files == 2;
}

/* The history at its budget: the append keeps the oldest games apart in
 * history.1, two files written one after the other. Wherever the process
 * ends, the next clean run has each game there once (none lost, none
 * twice). (Its many lines make each run slow: only that fault.) */
static const char *const NO_FILES[] = { NULL };
#define CAP_LINES (HISTORY_BUDGET / 50)

static void prepare_cap(void)
{
    fresh_folder();
    FILE *f = fopen(path_in("history"), "w");
    assert_non_null(f);
    char line[120];
    for (int i = 0; i < CAP_LINES; i++) {
        snprintf(line, sizeof line, "2025-%02d-%02d 10:11:12 2 2 0 %d 0 1 hand 5 "
                 "sp2-AqgAA2NwRl\n", 1 + i % 12, 1 + i % 28, i);
        fputs(line, f);
    }
    fclose(f);
}

/* Counts each game of the history and its archives into seen[]: 0, or the
 * first game found twice. */
static int count_games(unsigned char *seen, int *archives)
{
    char err[IO_ERRLEN], name[32], *text;
    size_t len;
    keep_status why;
    int twice = 0;
    for (int a = 0; a < 100; a++) {
        snprintf(name, sizeof name, a ? "history.%d" : "history", a);
        if (keep_read_file(path_in(name), 0, &text, &len, &why, err))
            break;
        *archives = a;
        history_list h;
        if (history_parse(name, text, len, time(NULL), &h, err))
            fail_msg("%s", err);
        for (int i = 0; i < h.n; i++)
            if (h.e[i].end == HIST_HAND && seen[h.e[i].seconds]++ && !twice)
                twice = (int)h.e[i].seconds + 1;
        history_free(&h);
        free(text);
    }
    return twice;
}

static void cap_again(void)
{
    unsigned char *seen = xcalloc(CAP_LINES, 1);
    int archives = 0, twice = count_games(seen, &archives);
    if (twice)
        fail_msg("at the cap: game %d twice after a clean run", twice - 1);
    for (int i = 0; i < CAP_LINES; i++)
        if (!seen[i])
            fail_msg("at the cap: game %d lost after a clean run", i);
    struct stat st;
    assert_int_equal(stat(path_in("history"), &st), 0);
    assert_true(st.st_size <= HISTORY_BUDGET);
    free(seen);
}

static const sweep_op OPS[] = {
    { "append to the history", prepare_history, run_append, HISTORY_FILES, 1, 1, 0, NULL,
      append_again },
    { "record a best time", prepare_best, run_best, BEST_FILES, 1, 1, 0, NULL, best_again },
    { "save settings", prepare_settings, run_settings, SETTINGS_FILES, 1, 1, 0, NULL,
      settings_again },
    { "take from the store", prepare_store, run_take, STORE_FILES, 0, 1, 0, NULL,
      store_again },
    { "salvage a bad history", prepare_bad_history, run_salvage, STATS_FILES, 1, 1, 0,
      salvage_said, salvage_again },
    { "save a game", prepare_save, run_save, SAVE_FILES, 1, 1, 0, NULL, save_again },
    { "write a sheet", prepare_sheet, run_sheet, SHEET_FILES, 1, 0, 0, NULL, NULL },
    { "append at the cap", prepare_cap, run_append, NO_FILES, 1, 1, 1, NULL, cap_again },
};

/* Every operation, every step, every fault. */
void test_keep_fault_sweep(void **state)
{
    (void)state;
    /* in memory where there is some: a thousand runs, each flushed to the disk */
    struct stat shm;
    if (stat("/dev/shm", &shm) == 0 && S_ISDIR(shm.st_mode) && access("/dev/shm", W_OK) == 0)
        snprintf(folder, sizeof folder, "/dev/shm/sudokupair-test-%ld-faults", (long)getpid());
    else
        snprintf(folder, sizeof folder, "%s", temp_path("faults"));
    temp_remove_at_exit(folder);
    char *data = env_swap("XDG_DATA_HOME", folder), *config = env_swap("XDG_CONFIG_HOME", folder),
         *cache = env_swap("XDG_CACHE_HOME", folder);
    char *tz = env_swap("TZ", "UTC0"); /* a history's dates read without a file a line */
    tzset();
    int total = 0;
    k2 = k2_game(&k2_sol);
    for (size_t i = 0; i < sizeof OPS / sizeof *OPS; i++) {
        int steps, runs = sweep(&OPS[i], &steps);
        print_message("fault sweep: %-22s %3d steps, %3d runs\n", OPS[i].what, steps, runs);
        total += runs;
    }
    print_message("fault sweep: %d runs in all, each followed by a clean one\n", total);
    env_restore("XDG_DATA_HOME", data);
    env_restore("XDG_CONFIG_HOME", config);
    env_restore("XDG_CACHE_HOME", cache);
    env_restore("TZ", tz);
    tzset();
    game_free(k2);
    free(k2_sol);
    empty_dir(folder, 1);
}
