/* keep_int.h - what the files of keep share (internal to src/keep*.c). */
#ifndef KEEP_INT_H
#define KEEP_INT_H

#include "keep.h"

/* How keep_put writes a file. */
typedef struct keep_how {
    int here;     /* a kept file: the name itself is replaced, never followed (what
                     is not a regular file there is before's to move aside) */
    int own;      /* a folder of the program's own: the temporary files an older
                     version left there are removed too */
    int only_new; /* nothing may be at the name (keep_write_new) */
    /* Called once the new content is whole on the disk under its temporary
     * name, just before it is renamed over the name: 0 to go on, -1 to give
     * up (err says why; the temporary file goes). May be NULL. */
    int (*before)(void *arg, char err[IO_ERRLEN]);
    void *arg;
} keep_how;

/* Writes bytes to path as keep_write does, as how says; with batch, a
 * regular file's temporary file is kept in the batch instead of renamed.
 * *exists (may be NULL) is set when only_new found something there. NULL or
 * a message naming path. */
const char *keep_put(const char *path, const char *bytes, size_t len, const keep_how *how,
                     int *exists, keep_batch *batch, char err[IO_ERRLEN]);

#endif
