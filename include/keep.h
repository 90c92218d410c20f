/* keep.h - the one door to the disk: every file the program opens, writes,
 * renames, links or removes goes through this module, and every call it
 * makes to the file system goes through one table that a test can replace
 * (as sqlite's os_unix.c keeps its aSyscall[]). No terminal.
 *
 * What it keeps: the save folder and its files (best times, settings, the
 * history of games, the saved games: save.h), the puzzle store (store.h),
 * and what a command writes where it is told (--solution FILE, a printed
 * sheet). Each of those is written whole to a temporary file beside its
 * name, flushed to the disk and renamed over it: a reader sees the old file
 * or the new one, never a torn or an empty one.
 *
 * A kept file NAME (best-times, history, settings, a store) also has a lock
 * file .NAME.keep beside it (made on first use, never through a link).
 * keep_update takes an open-file-description write lock on it (F_OFD_SETLK;
 * another program's is waited for, in sight: keep_on_wait, at most
 * KEEP_WAIT seconds), reads the file, lets the caller change what it read,
 * writes it whole and lets go: two windows changing the same file one after
 * the other each see the other's change, and none is lost. Reading alone
 * (keep_read) takes no lock and never writes. */
#ifndef KEEP_H
#define KEEP_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#include "io.h"
#include "kind.h"

#define KEEP_WAIT 10 /* seconds keep_update waits for another program's lock */
#define KEEP_PATHLEN 4096 /* PATH_MAX on Linux: the one limit of every path of the folder */
/* The longest name of a file of the folder (an id, ".save.bad-", a date and
 * a number; a temporary file's name): keep_dir leaves room for it after the
 * folder's path. */
#define KEEP_NAMELEN 88
/* A kept file that holds records (the history) is read up to this many bytes
 * to salvage it when it is over IO_MAX_FILE; past it, it is only moved aside. */
#define KEEP_SALVAGE_MAX (16 * IO_MAX_FILE)
/* Seconds after which a temporary file whose lock cannot be seen (a file
 * system without locks) is taken for one of a write that died. */
#define KEEP_STALE_TEMP 60
#define KEEP_FIFO_WAIT 30 /* seconds a FIFO written to may wait for a reader */
#define KEEP_FIFO_WAIT_TEXT "30 s"

/* ---- the calls to the file system ---- */

/* The table: "open" int (*)(const char *, int, mode_t); "read" ssize_t
 * (*)(int, void *, size_t); "write" ssize_t (*)(int, const void *, size_t);
 * "fsync" int (*)(int); "close" int (*)(int); "rename" and "link" int
 * (*)(const char *, const char *); "unlink" int (*)(const char *); "mkdir"
 * int (*)(const char *, mode_t); "fchmod" int (*)(int, mode_t); "lock" int
 * (*)(int, int, struct flock *) (fcntl's F_OFD_SETLK and F_OFD_GETLK). Each
 * returns as the system's call does (-1 with errno). A call is stored as a
 * keep_syscall and called through its own type. */
typedef void (*keep_syscall)(void);

/* Puts fn in the place of the call name (NULL: the system's again). 0, or
 * -1 for a name that is not in the table. Only while no other thread of the
 * program uses the disk (a test's setup). */
int keep_syscall_set(const char *name, keep_syscall fn);

/* The system's own call of that name; NULL for a name not in the table. */
keep_syscall keep_syscall_get(const char *name);

/* The name of the call after name in the table (NULL: the first); NULL
 * after the last. */
const char *keep_syscall_next(const char *name);

/* The calls through the table. Each is made again when it was interrupted
 * (EINTR), but close (the descriptor is gone whatever it says). */
struct flock;
int keep_open(const char *path, int flags, mode_t mode);
ssize_t keep_read_some(int fd, void *buf, size_t len);
int keep_fsync(int fd);
int keep_close(int fd);
int keep_rename(const char *from, const char *to);
int keep_link(const char *from, const char *to);
int keep_unlink(const char *path);
int keep_mkdir(const char *path, mode_t mode);
int keep_fchmod(int fd, mode_t mode);
int keep_lock_call(int fd, int cmd, struct flock *fl);

/* An open-file-description lock of type (F_WRLCK, F_RDLCK) on the whole
 * file open on fd, through the table: with cmd F_OFD_SETLK taken (0, or -1
 * with errno: EAGAIN or EACCES when another holds one), with F_OFD_GETLK
 * asked about (1 when another holds one, 0 when none, -1 with errno). */
int keep_lock_whole(int fd, int cmd, int type);

/* Writes all len bytes of buf to fd, a short write followed by the rest.
 * 0, or -1 with errno (ENOSPC when the disk took no byte and said nothing). */
int keep_write_all(int fd, const void *buf, size_t len);

/* ---- reading ---- */

/* Flags of keep_open_read and keep_read_text. */
#define KEEP_READ_NOFOLLOW 1 /* a symbolic link at path is refused (O_NOFOLLOW): for the
                                program's own files (saves, locks, best times) */
#define KEEP_READ_REGULAR 2  /* only a regular file; without it a FIFO, a pipe or a
                                character device is read too, as a user may name one
                                (<(command), /dev/stdin) */
#define KEEP_READ_LARGE 4    /* up to KEEP_SALVAGE_MAX bytes, not IO_MAX_FILE */

/* Opens path to read and never waits to open it: O_NONBLOCK (a FIFO with no
 * writer opens at once, and then reads as empty instead of hanging), O_NOCTTY,
 * O_CLOEXEC, O_NOFOLLOW with KEEP_READ_NOFOLLOW. The file's type is checked
 * with fstat on the open descriptor (no race with a file swapped in between):
 * a directory, a socket and a block device are always refused, a FIFO, pipe
 * or character device with KEEP_READ_REGULAR. Returns the descriptor
 * (blocking again; keep_close it) and fills *st (when not NULL); or -1 with
 * a sentence in err ("PATH: cannot open: No such file or directory", "PATH:
 * is a directory, not a file", "PATH: is a FIFO (a named pipe), not a
 * regular file; it is not read", "PATH: is a symbolic link; it is not
 * followed") and errno set: ENOENT when nothing is there, EISDIR, EINVAL for
 * a refused type, ELOOP for a link, or what open said. */
struct stat;
int keep_open_read(const char *path, int flags, struct stat *st, char err[IO_ERRLEN]);

/* Reads a whole file (keep_open_read with flags) into a NUL-terminated
 * buffer (free it); a file over IO_MAX_FILE (KEEP_SALVAGE_MAX with
 * KEEP_READ_LARGE) is refused ("PATH: too large (more than N bytes)", errno
 * EFBIG). NULL, or a message with errno as keep_open_read sets it. */
const char *keep_read_text(const char *path, int flags, char **text, size_t *len,
                           char err[IO_ERRLEN]);

/* Reads the text of a puzzle argument, the one entry that takes a puzzle
 * FILE or a puzzle code everywhere: a file is read (keep_read_text); an arg
 * that names no file and looks like a code (code_looks_like) is decoded, and
 * *text (free it) holds its puzzle as CSV rows (io_write_csv: boxes that
 * are not square, or the diagonals, said on a first line), and *coded (may
 * be NULL) is 1 (0 for a file).
 * A bad code gives code.h's message ("not a puzzle code: ..."), a code of a
 * single grid when ngrids is 2 (or of a pair when 1) says so; ngrids 0
 * takes either. */
const char *keep_read_puzzle(const char *arg, int ngrids, char **text, size_t *len,
                             int *coded, char err[IO_ERRLEN]);

/* keep_read_puzzle (a FILE or a code), then io_parse_puzzle_shape of one
 * puzzle with arg as the name. kd gives the boxes asked (0 x 0: what the
 * file or code says, or its size infers), the grids and the diagonals
 * asked; on success it holds the boxes read, and the diagonals asked or
 * said by the file's shape line or the code. Its level and symmetry are not touched. */
const char *keep_load_puzzle(const char *arg, int flags, puzzle_kind *kd, uint8_t **vals,
                             int *oneline, char err[IO_ERRLEN]);

/* ---- writing ---- */

/* Writes a file through write(out, ctx) (into memory first; write returns 0
 * on success). What is at path decides (stat, links followed), never its
 * name:
 * - a regular file, or nothing yet: a temporary file .NAME.sudokupair-XXXXXX
 *   is made in the folder of the name the links lead to (nothing planted
 *   there can redirect it) and locked while it is written, flushed to disk,
 *   then renamed over that name: the file is either old or new, never half
 *   written, and keeps its mode; a symbolic link is written through,
 *   dangling or not (its target made or replaced, the link kept). Before,
 *   the temporary files of writes that died in that folder are removed:
 *   those whose lock is free (or, where no lock can be seen, older than
 *   KEEP_STALE_TEMP seconds);
 * - a character device, a terminal or a FIFO (/dev/stdout, /dev/null): written
 *   in place, never replaced; a FIFO is written once a reader opens it, and
 *   is an error when none has in KEEP_FIFO_WAIT seconds (never a hang);
 * - a directory, a socket, a block device, a loop of links, a regular file
 *   that is this program's standard output or error (a second descriptor
 *   would write over it: write to the stream instead, see keep_same_file), or
 *   a link whose text names no file (as in /proc/self/fd): an error.
 * Returns NULL or a message that names path and says why ("PATH: cannot
 * write: No space left on device"); then the file is as it was. */
const char *keep_write(const char *path, int (*write)(FILE *out, void *ctx), void *ctx,
                       char err[IO_ERRLEN]);

/* What write(out, ctx) writes, into memory: *bytes (free it) and *len, for
 * keep_write_bytes. NULL, or "PATH: cannot write: why" when write or the
 * stream failed (path names the file it was meant for). */
const char *keep_render(const char *path, int (*write)(FILE *out, void *ctx), void *ctx,
                        char **bytes, size_t *len, char err[IO_ERRLEN]);

/* keep_write of bytes already made. */
const char *keep_write_bytes(const char *path, const char *bytes, size_t len,
                             char err[IO_ERRLEN]);

/* keep_write_bytes for a file of the program's own folders (a save): the
 * temporary files an older version left there (".k3-1.save.a1B2c3", no
 * lock) are removed too, once older than KEEP_STALE_TEMP seconds. */
const char *keep_write_own(const char *path, const char *bytes, size_t len,
                           char err[IO_ERRLEN]);

/* Like keep_write, but only makes a new file: when anything is at path
 * (a dangling link too) nothing is written, *exists is set to 1 and a message
 * returned. */
const char *keep_write_new(const char *path, int (*write)(FILE *out, void *ctx), void *ctx,
                           int *exists, char err[IO_ERRLEN]);

/* 1 when path (links followed) is the file open on descriptor fd. */
int keep_same_file(const char *path, int fd);

/* Several files written all or nothing (the pages of a sheet, a puzzle's
 * solution beside its output): each is written whole to a temporary file
 * beside its name, and only when every one of them was written are they
 * renamed, one after another, over their names. Until keep_batch_commit
 * nothing at the names changes; keep_batch_free removes every temporary file
 * not renamed, so after a failure nothing new is left and the files that
 * were there (an earlier set of pages) are untouched.
 *   keep_batch *b = keep_batch_new();
 *   for each file: if (keep_batch_write(b, ...)) -> report, keep_batch_free(b)
 *   if (keep_batch_commit(b, err)) -> report;  keep_batch_free(b); */
typedef struct keep_batch keep_batch;
keep_batch *keep_batch_new(void);

/* Writes path as keep_write does (the same checks, the same message on
 * failure), but leaves the new content under its temporary name in the
 * batch. What is not a regular file (a terminal, a FIFO, /dev/null) cannot
 * wait: it is written in place at once, as keep_write writes it. */
const char *keep_batch_write(keep_batch *b, const char *path,
                             int (*write)(FILE *out, void *ctx), void *ctx, char err[IO_ERRLEN]);

/* Renames every file of the batch over its name, in the order written, and
 * syncs their folders. NULL when all are renamed. A rename beside its own
 * name rarely fails (the folder made read-only in between, a full folder
 * table): then the message names the file and how many were renamed before
 * it (those are new; the rest are removed by keep_batch_free). */
const char *keep_batch_commit(keep_batch *b, char err[IO_ERRLEN]);

/* Removes the temporary files not renamed and frees b (NULL: nothing). */
void keep_batch_free(keep_batch *b);

/* Removes path (a file the program made, such as a page of an older sheet):
 * 0, or -1 with errno (ENOENT when nothing was there). */
int keep_remove(const char *path);

/* ---- the save folder and its files ---- */

/* A folder of the program under an XDG base directory, written into buf:
 * $VAR/sudokupair-tui when the environment's VAR (var: "XDG_DATA_HOME") is
 * an absolute path, else $HOME/HOME_PART/sudokupair-tui (home_part:
 * ".local/share"), with room after it for a file's name of KEEP_NAMELEN
 * (it is never cut short). NULL, or a message: "NOWHERE: neither VAR nor
 * HOME is set" (nowhere: "there is nowhere to keep saves"), "NOWHERE: VAR
 * ('dir') is a relative path, which the XDG spec says to ignore, and HOME is
 * not set", "the FOLDER's path is too long (N characters, at most M); set
 * VAR to a shorter one" (folder: "save folder"). The one shape of keep_dir,
 * the settings' folder and the puzzle store's store_dir. */
const char *keep_xdg_dir(const char *var, const char *home_part, const char *nowhere,
                         const char *folder, char buf[KEEP_PATHLEN], char err[IO_ERRLEN]);

/* The save folder ($XDG_DATA_HOME/sudokupair-tui, by default
 * ~/.local/share/sudokupair-tui), written into buf: keep_xdg_dir, its
 * messages saying "there is nowhere to keep saves" and "the save folder". */
const char *keep_dir(char buf[KEEP_PATHLEN], char err[IO_ERRLEN]);

/* The path of a file in the save folder (name: "best-times", "k2-1.save"),
 * written into buf. NULL or a message (as keep_dir; the same one limit). */
const char *keep_path(const char *name, char buf[KEEP_PATHLEN], char err[IO_ERRLEN]);

/* Makes the folders of path (the save folder and its parents; the last part
 * of path is the file) when they are not there. NULL or a message. */
const char *keep_make_dirs(const char *path, char err[IO_ERRLEN]);

/* Whether the folder dir is there, or could be made (keep_make_dirs): its
 * nearest part that is there is a folder this program may write in. NULL,
 * or a message ("DIR: cannot be made: Not a directory"). Makes nothing. */
const char *keep_dir_can_be(const char *dir, char err[IO_ERRLEN]);

/* Moves the file at path aside to PATH.bad-DATE (never over another file);
 * dest gets the new name (without the folder). NULL or a message. */
const char *keep_move_aside(const char *path, char *dest, size_t len, char err[IO_ERRLEN]);

/* What a kept file holds for its owner (best.c, settings.c, ...). */
typedef struct keep_ops {
    /* Reads the file's text into ctx, strictly. NULL, or a message
     * "NAME:LINE:COLUMN: what was expected" in err. Not called when there is
     * no file. */
    const char *(*parse)(const char *name, const char *text, size_t len, void *ctx,
                         char err[IO_ERRLEN]);
    /* Forgets what a failed parse may have left in ctx, so that a file that
     * cannot be read starts empty. May be NULL. */
    void (*reset)(void *ctx);
    /* Changes what was read (nothing read: the file is new). Returns 1 to
     * write the file, 0 to leave it as it is, -1 to stop (err says why). */
    int (*change)(void *ctx, char err[IO_ERRLEN]);
    /* Writes the whole file from ctx; 0, or -1 when the stream failed. */
    int (*write)(FILE *out, void *ctx);
    /* After parse refused a text (and reset ran): takes into ctx what can
     * still be kept of it, for a file of records each record that reads by
     * itself, and returns how many it kept. May be NULL: nothing is kept. */
    int (*salvage)(const char *name, const char *text, size_t len, void *ctx);
} keep_ops;

/* What keep_read found. */
typedef enum {
    KEEP_OK,         /* read and parsed */
    KEEP_MISSING,    /* no file (nothing parsed: the empty file) */
    KEEP_NOT_FILE,   /* a folder, a FIFO, a device, a socket or a link: refused at
                        once, never waited on */
    KEEP_BAD,        /* too large, or its text did not parse */
    KEEP_UNREADABLE  /* there, but it cannot be opened or read (no permission, an
                        I/O error): the player's to look at, never moved aside */
} keep_status;

/* Reads a file of the save folder whole (keep_read_text): only a regular
 * file (never through a symbolic link; a FIFO, a device or a folder is
 * refused at once, never waited on), at most IO_MAX_FILE bytes (with
 * KEEP_READ_LARGE in flags, KEEP_SALVAGE_MAX). NULL, or a message naming the
 * file with *why KEEP_MISSING (nothing there), KEEP_NOT_FILE, KEEP_BAD (too
 * large) or KEEP_UNREADABLE. */
const char *keep_read_file(const char *path, int flags, char **text, size_t *len,
                           keep_status *why, char err[IO_ERRLEN]);

/* Reads the kept file at path (only a regular file, never through a link,
 * never waiting, at most IO_MAX_FILE bytes) and parses it with ops->parse.
 * Takes no lock and writes nothing. Returns the status; err holds the
 * message of every status but KEEP_OK and KEEP_MISSING. With KEEP_BAD, ctx
 * holds what ops->salvage kept of it (read up to KEEP_SALVAGE_MAX bytes when
 * it was too large). */
keep_status keep_read(const char *path, const keep_ops *ops, void *ctx, char err[IO_ERRLEN]);

/* The read-change-write of path under its lock. Its folder is made when
 * missing. What cannot be read there (a bad line, a file too large, a folder,
 * a FIFO, a device or a link: never waited on) is salvaged: change starts
 * from what ops->salvage kept of it (else from nothing), the new file is
 * written beside it whole, the bad one is linked aside to NAME.bad-DATE and
 * the new one renamed over it; note then says so ("...; moved it aside to
 * NAME.bad-DATE", and "and kept the N lines of it that could be read"). When
 * that write fails nothing has moved: note names the bad line and says the
 * file is left as it is. A file that is there but cannot be opened or read
 * (no permission, an I/O error) is left as it is, unchanged (-1). Returns 1
 * when the file was written, 0 when change asked for no write, -1 when it
 * could not be done (note says why; the file is as it was). note is empty
 * when there is nothing to tell. */
int keep_update(const char *path, const keep_ops *ops, void *ctx, char note[IO_ERRLEN]);

/* keep_update that never waits: when another program holds the lock,
 * nothing is done (-1, note says so). For a reader that tidies a bad file
 * when it can (--stats), but never needs to. */
int keep_update_now(const char *path, const keep_ops *ops, void *ctx, char note[IO_ERRLEN]);

/* The lock of a kept file, for a read-change-write that keep_update does not
 * fit (a save that is written under its claim needs none). keep_lock returns
 * a descriptor to pass to keep_unlock, or -1 with err ("PATH: is a FIFO ...",
 * "PATH: another program has held its lock for 10 s"). While another
 * program holds it, the waiting is said (keep_on_wait). */
int keep_lock(const char *path, char err[IO_ERRLEN]);
void keep_unlock(int fd);

/* What the program says while it waits for another one's lock: fn(sentence,
 * arg) is called once a wait begins, with "waiting for another
 * sudokupair-tui to finish with NAME..." (NAME the kept file's name), on
 * the thread that waits; NULL: nothing is said. Each thread has its own
 * (the background's say nothing), set for the thread that calls it. */
void keep_on_wait(void (*fn)(const char *sentence, void *arg), void *arg);

/* The plain fn for keep_on_wait: the sentence as a line "sudokupair-tui:
 * SENTENCE" on the stream arg (a FILE *, stderr), flushed. */
void keep_say_wait(const char *sentence, void *arg);

/* Opens the lock file at lock (a claim's, save.c; a kept file's): made when
 * create (never through a link) and open for writing (a write lock needs
 * it), else open for reading. Never waits (O_NONBLOCK: a FIFO opens at
 * once). The descriptor; -1 when it cannot be opened or made here (then no
 * lock can be taken or seen here, which is no reason to refuse the file: the
 * write that follows says what is wrong in its own words); -2 when it is not
 * a regular file (err says so, as keep_open_read says it). */
int keep_open_lock(const char *lock, int create, char err[IO_ERRLEN]);

/* The lock file's path for path (".NAME.keep" in its folder), into buf.
 * NULL, or a message when it does not fit. */
const char *keep_lock_path(const char *path, char *buf, size_t len, char err[IO_ERRLEN]);

#endif
