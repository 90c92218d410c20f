/* keep.h - the save folder, its files, and the one way the program keeps a
 * file of its own there (best times, settings, the history of games, the
 * puzzle store): a strict reader, an atomic write, a lock held across each
 * read-change-write, and a bad file moved aside. No terminal. The saved
 * games are files of this folder too (save.h).
 *
 * A kept file NAME has a lock file .NAME.keep beside it (made on first use,
 * never through a link). keep_update takes an open-file-description write
 * lock on it (F_OFD_SETLK, retried while another program holds it, at most
 * KEEP_WAIT seconds), reads the file, lets the caller change what it read,
 * writes it whole with io_write_atomic, and lets go: two windows changing the
 * same file one after the other each see the other's change, and none is
 * lost. Reading alone (keep_read) takes no lock: a file is only ever replaced
 * whole by a rename, so a reader sees the old or the new one. */
#ifndef KEEP_H
#define KEEP_H

#include <stddef.h>
#include <stdio.h>

#include "io.h"

#define KEEP_WAIT 10 /* seconds keep_update waits for another program's lock */
#define KEEP_PATHLEN 4096 /* PATH_MAX on Linux: the one limit of every path of the folder */
/* The longest name of a file of the folder (an id, ".save.bad-", a date and
 * a number): keep_dir leaves room for it after the folder's path. */
#define KEEP_NAMELEN 88

/* ---- the save folder and its files ---- */

/* A folder of the program under an XDG base directory, written into buf:
 * $VAR/sudokupair-tui when the environment's VAR (var: "XDG_DATA_HOME") is
 * an absolute path, else $HOME/HOME_PART/sudokupair-tui (home_part:
 * ".local/share"), with room after it for a file's name of KEEP_NAMELEN
 * (it is never cut short). NULL, or a message: "NOWHERE: neither VAR nor
 * HOME is set" (nowhere: "there is nowhere to keep saves"), "NOWHERE: VAR
 * ('dir') is a relative path, which the XDG spec says to ignore, and HOME is
 * not set", "the FOLDER's path is too long (N characters, at most M); set
 * VAR to a shorter one" (folder: "save folder"). The one shape of keep_dir
 * and the puzzle store's store_dir. */
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
    /* Forgets what a failed parse may have left in ctx, so that a file moved
     * aside starts empty. May be NULL. */
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
    KEEP_OK,       /* read and parsed */
    KEEP_MISSING,  /* no file (nothing parsed: the empty file) */
    KEEP_NOT_FILE, /* a folder, a FIFO, a device, a socket or a link: refused at
                      once, never waited on */
    KEEP_BAD       /* unreadable, too large, or its text did not parse */
} keep_status;

/* Reads a file of the save folder whole (io_read_file_flags): only a regular
 * file (never through a symbolic link; a FIFO, a device or a folder is
 * refused at once, never waited on), at most IO_MAX_FILE bytes. NULL, or a
 * message naming the file with *why KEEP_MISSING (nothing there),
 * KEEP_NOT_FILE or KEEP_BAD (cannot be read). */
const char *keep_read_file(const char *path, char **text, size_t *len, keep_status *why,
                           char err[IO_ERRLEN]);

/* Reads the kept file at path (only a regular file, never through a link,
 * never waiting, at most IO_MAX_FILE bytes) and parses it with ops->parse.
 * Takes no lock. Returns the status; err holds the message of every status
 * but KEEP_OK and KEEP_MISSING. With KEEP_BAD for a text that did not
 * parse, ctx holds what ops->salvage kept of it. */
keep_status keep_read(const char *path, const keep_ops *ops, void *ctx, char err[IO_ERRLEN]);

/* The read-change-write of path under its lock. Its folder is made when
 * missing. What cannot be read there (a bad line, a file too large, a folder,
 * a FIFO, a device or a link: never waited on) is moved aside to
 * NAME.bad-DATE and change starts from what ops->salvage kept of it (else
 * from nothing), which is written even when change asks for no write; note
 * then says so ("...; moved it aside to NAME.bad-DATE", and "and kept the N
 * lines of it that could be read"). Returns 1 when
 * the file was written, 0 when change asked for no write, -1 when it could
 * not be done (note says why; the file is as it was). note is empty when there
 * is nothing to tell. */
int keep_update(const char *path, const keep_ops *ops, void *ctx, char note[IO_ERRLEN]);

/* The lock of a kept file, for a read-change-write that keep_update does not
 * fit (a save that is written under its claim needs none). keep_lock returns
 * a descriptor to pass to keep_unlock, or -1 with err ("PATH: is a FIFO ...",
 * "PATH: another program has held its lock for 10 s"). */
int keep_lock(const char *path, char err[IO_ERRLEN]);
void keep_unlock(int fd);

/* Opens the lock file at lock (a claim's, save.c; a kept file's): made when
 * create (never through a link) and open for writing (a write lock needs
 * it), else open for reading. Never waits (O_NONBLOCK: a FIFO opens at
 * once). The descriptor; -1 when it cannot be opened or made here (then no
 * lock can be taken or seen here, which is no reason to refuse the file: the
 * write that follows says what is wrong in its own words); -2 when it is not
 * a regular file (err says so, as io_open_read says it). */
int keep_open_lock(const char *lock, int create, char err[IO_ERRLEN]);

/* The lock file's path for path (".NAME.keep" in its folder), into buf.
 * NULL, or a message when it does not fit. */
const char *keep_lock_path(const char *path, char *buf, size_t len, char err[IO_ERRLEN]);

#endif
