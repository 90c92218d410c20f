/* keep.h - the one way the program keeps a file of its own in the save folder
 * (best times, settings, the history of games, the puzzle store): a strict
 * reader, an atomic write, a lock held across each read-change-write, and a
 * bad file moved aside. No terminal.
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
} keep_ops;

/* What keep_read found. */
typedef enum {
    KEEP_OK,       /* read and parsed */
    KEEP_MISSING,  /* no file (nothing parsed: the empty file) */
    KEEP_NOT_FILE, /* a folder, a FIFO, a device, a socket or a link: refused at
                      once, never waited on */
    KEEP_BAD       /* unreadable, too large, or its text did not parse */
} keep_status;

/* Reads the kept file at path (only a regular file, never through a link,
 * never waiting, at most IO_MAX_FILE bytes) and parses it with ops->parse.
 * Takes no lock. Returns the status; err holds the message of every status
 * but KEEP_OK and KEEP_MISSING. */
keep_status keep_read(const char *path, const keep_ops *ops, void *ctx, char err[IO_ERRLEN]);

/* The read-change-write of path under its lock. Its folder is made when
 * missing. What cannot be read there (a bad line, a file too large, a folder,
 * a FIFO, a device or a link: never waited on) is moved aside to
 * NAME.bad-DATE and change starts from nothing; note then says so ("...;
 * moved it aside to NAME.bad-DATE"). Returns 1 when
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

/* The lock file's path for path (".NAME.keep" in its folder), into buf.
 * NULL, or a message when it does not fit. */
const char *keep_lock_path(const char *path, char *buf, size_t len, char err[IO_ERRLEN]);

#endif
