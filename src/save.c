/* save.c - saved games by id: their files, storing, loading and forgetting
 * them, and the claim of the game played (save.h). */
#define _GNU_SOURCE /* F_OFD_SETLK, F_OFD_GETLK */
#include "save.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "savefile.h"
#include "tally.h"

/* every name of the folder a save has: ".ID.lock", "ID.save.bad-DATE-N" */
_Static_assert(SAVE_IDLEN + 40 <= KEEP_NAMELEN, "KEEP_NAMELEN holds a save's names");

int save_id_ok(const char *id)
{
    size_t len = strlen(id);
    if (len == 0 || len >= SAVE_IDLEN || id[0] == '-')
        return 0;
    for (size_t i = 0; i < len; i++)
        if (!((id[i] >= 'a' && id[i] <= 'z') || (id[i] >= 'A' && id[i] <= 'Z') ||
              (id[i] >= '0' && id[i] <= '9') || id[i] == '-' || id[i] == '_'))
            return 0;
    return 1;
}

/* The path of a file in the save folder: prefix, id, suffix. NULL or a message. */
static const char *path_of(const char *id, const char *prefix, const char *suffix, char *buf,
                           char *err)
{
    char name[KEEP_NAMELEN + 16];
    snprintf(name, sizeof name, "%s%s%s", prefix, id, suffix);
    return keep_path(name, buf, err);
}

const char *save_file_path(const char *id, char buf[KEEP_PATHLEN], char err[IO_ERRLEN])
{
    return path_of(id, "", ".save", buf, err);
}

/* This program's claim: the id of the game it plays and the locked file. */
static int claim_fd = -1;
static char claim_id[SAVE_IDLEN];
static pid_t claim_pid; /* a child made by fork does not hold its parent's claim */

static int mine(const char *id)
{
    return claim_fd >= 0 && claim_pid == getpid() && strcmp(claim_id, id) == 0;
}

static void release(void)
{
    if (claim_fd >= 0 && claim_pid == getpid())
        keep_close(claim_fd); /* the lock goes with it */
    claim_fd = -1;
    claim_id[0] = '\0';
}

static void flush_behind(void);

void save_release(void)
{
    flush_behind();
    release();
}

/* Claims id for this program (and lets go of any other claim): an
 * open-file-description lock (F_OFD_SETLK) on the whole lock file, held while
 * its descriptor is open. save_in_use only asks about it (F_OFD_GETLK) and
 * never takes it, so looking never makes a claim fail: of two windows started
 * at once exactly one gets the game. 0 (claimed,
 * or no lock can be made here: then there is no claim, which is no reason to
 * refuse the game), -1 when another running program holds it, -2 when the
 * lock file is not a regular file (err says so). */
static int claim(const char *id, char *err)
{
    if (mine(id))
        return 0;
    char path[KEEP_PATHLEN], why[IO_ERRLEN];
    if (path_of(id, ".", ".lock", path, why))
        return 0;
    int fd = keep_open_lock(path, 1, why);
    if (fd == -2) {
        snprintf(err, IO_ERRLEN, "%s", why);
        return -2;
    }
    if (fd < 0)
        return 0;
    if (keep_lock_whole(fd, F_OFD_SETLK, F_WRLCK) != 0) {
        int busy = errno == EAGAIN || errno == EACCES;
        keep_close(fd);
        return busy ? -1 : 0;
    }
    release();
    claim_fd = fd;
    claim_pid = getpid();
    snprintf(claim_id, sizeof claim_id, "%s", id);
    return 0;
}

int save_in_use(const char *id)
{
    if (mine(id))
        return 0;
    char path[KEEP_PATHLEN], err[IO_ERRLEN];
    if (path_of(id, ".", ".lock", path, err))
        return 0;
    int fd = keep_open_lock(path, 0, err);
    if (fd < 0)
        return 0;
    int busy = keep_lock_whole(fd, F_OFD_GETLK, F_WRLCK) == 1;
    keep_close(fd);
    return busy;
}

/* 1 when id's lock file is there but is not a regular file (a symbolic
 * link, dangling or not, a FIFO, a folder): no claim can be made on it, so a
 * new game does not take id. */
static int lock_unusable(const char *id)
{
    char path[KEEP_PATHLEN], err[IO_ERRLEN];
    struct stat st;
    return !path_of(id, ".", ".lock", path, err) && lstat(path, &st) == 0 &&
           !S_ISREG(st.st_mode);
}

static int write_game(FILE *out, void *ctx) { return savefile_write(ctx, out); }

/* Ids never given twice: the last number given to each prefix (kK or
 * kK-single, K the shape as kind_shape_key writes it: k3, k2x3-single, k3d) is
 * counted in the folder's "save-ids" (tally.h), so that a line "Resume with:
 * ... --resume k3-2" noted down never opens another game after k3-2 was
 * finished or deleted. A new id is read from the count (no write, so no
 * wait on the game's thread); the count is raised once its save is written,
 * where it is written (the writes behind: their thread). */
#define SAVE_IDS "sudokupair-tui save ids"

typedef struct id_taken {
    char prefix[24]; /* kK or kK-single; "" when no new id was taken */
    unsigned long n;
} id_taken;

/* Raises the count of the id taken, if any (a count that cannot be kept
 * costs nothing but an id given again later). */
static void ids_raise(const id_taken *t)
{
    char path[KEEP_PATHLEN], note[IO_ERRLEN];
    if (t->prefix[0] && !keep_path("save-ids", path, note))
        tally_raise(path, SAVE_IDS, t->prefix, t->n, note);
}

/* A new id for a game of g's size: the first kK-N (kK-single-N) after the
 * last given that no save has, claimed before it is taken (of two programs
 * taking one at once, each gets its own), into id; *t what to count once it
 * is written. NULL or a message. */
static const char *reserve(const geom *g, char id[SAVE_IDLEN], id_taken *t,
                           char err[IO_ERRLEN])
{
    char counts[KEEP_PATHLEN], shape[16];
    puzzle_kind kd = kind_of_geom(g, LEVEL_UNKNOWN, KIND_SYM_DEFAULT);
    kind_shape_key(&kd, shape, sizeof shape);
    snprintf(t->prefix, sizeof t->prefix, "k%s%s", shape, g->ngrids == 1 ? "-single" : "");
    unsigned long last = keep_path("save-ids", counts, err) ? 0
                         : tally_get(counts, SAVE_IDS, t->prefix);
    for (int n = last < 100000 ? (int)last + 1 : 1; n < 100000; n++) {
        char fresh[SAVE_IDLEN], path[KEEP_PATHLEN];
        struct stat st;
        snprintf(fresh, sizeof fresh, "%s-%d", t->prefix, n);
        if (path_of(fresh, "", ".save", path, err) || keep_make_dirs(path, err))
            return err;
        /* a save; a game finished elsewhere, still running; a lock no claim can take */
        if (lstat(path, &st) == 0 || save_in_use(fresh) || lock_unusable(fresh) ||
            claim(fresh, err) != 0)
            continue;
        if (lstat(path, &st) == 0) { /* made meanwhile, by a program that claims after */
            release();
            continue;
        }
        snprintf(id, SAVE_IDLEN, "%s", fresh);
        t->n = (unsigned long)n;
        return NULL;
    }
    snprintf(err, IO_ERRLEN, "too many saved games; remove some (see --list-saves)");
    return err;
}

/* The path of gm's save under id (a new id reserved when it is empty). */
static const char *save_path_for(const game *gm, char id[SAVE_IDLEN], char path[KEEP_PATHLEN],
                                 id_taken *t, char err[IO_ERRLEN])
{
    t->prefix[0] = '\0';
    if (!id[0])
        return reserve(game_view(gm).g, id, t, err) ? err : save_file_path(id, path, err);
    if (!save_id_ok(id)) {
        snprintf(err, IO_ERRLEN, "'%.60s' is not a save id", id);
        return err;
    }
    return path_of(id, "", ".save", path, err) || keep_make_dirs(path, err) ? err : NULL;
}

const char *save_store(const game *gm, char id[SAVE_IDLEN], char err[IO_ERRLEN])
{
    char path[KEEP_PATHLEN];
    char *bytes;
    size_t len;
    id_taken t;
    flush_behind(); /* a write behind of this game is older than this one */
    if (save_path_for(gm, id, path, &t, err) ||
        keep_render(path, write_game, (void *)gm, &bytes, &len, err))
        return err;
    const char *msg = keep_write_own(path, bytes, len, err);
    free(bytes);
    if (msg)
        return msg;
    ids_raise(&t);
    claim(id, err);
    return NULL;
}

/* ---- the writes behind (save_store_behind) ---- */

static struct {
    pthread_mutex_t mu;
    pthread_cond_t changed;
    int on, started;
    char *bytes;          /* the save waiting to be written (NULL: none) */
    size_t len;
    char path[KEEP_PATHLEN];
    int busy;             /* a save is being written */
    char failed[IO_ERRLEN]; /* why the last one written failed ("": it did not) */
    id_taken taken;       /* the new id of a save waiting, counted once it is written */
} behind = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0, NULL, 0, "", 0, "",
             { "", 0 } };

/* The thread of the writes behind: each save handed over is written in turn
 * (a newer one waiting replaces the one before it). */
static void *write_behind(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&behind.mu);
    for (;;) {
        while (!behind.bytes)
            pthread_cond_wait(&behind.changed, &behind.mu);
        char *bytes = behind.bytes, path[KEEP_PATHLEN], err[IO_ERRLEN];
        size_t len = behind.len;
        memcpy(path, behind.path, sizeof path);
        id_taken taken = behind.taken;
        behind.taken.prefix[0] = '\0';
        behind.bytes = NULL;
        behind.busy = 1;
        pthread_mutex_unlock(&behind.mu);
        const char *msg = keep_write_own(path, bytes, len, err);
        free(bytes);
        ids_raise(&taken);
        pthread_mutex_lock(&behind.mu);
        behind.busy = 0;
        snprintf(behind.failed, sizeof behind.failed, "%s", msg ? msg : "");
        pthread_cond_broadcast(&behind.changed);
    }
    return NULL;
}

/* Waits until every save handed over is written. */
static void flush_behind(void)
{
    pthread_mutex_lock(&behind.mu);
    while (behind.bytes || behind.busy)
        pthread_cond_wait(&behind.changed, &behind.mu);
    pthread_mutex_unlock(&behind.mu);
}

void save_write_behind(int on)
{
    if (!on)
        flush_behind();
    pthread_mutex_lock(&behind.mu);
    behind.on = on;
    pthread_mutex_unlock(&behind.mu);
}

const char *save_store_behind(const game *gm, char id[SAVE_IDLEN], char err[IO_ERRLEN])
{
    char path[KEEP_PATHLEN], *bytes;
    size_t len;
    id_taken taken;
    if (!behind.on)
        return save_store(gm, id, err);
    if (save_path_for(gm, id, path, &taken, err) ||
        keep_render(path, write_game, (void *)gm, &bytes, &len, err))
        return err;
    pthread_mutex_lock(&behind.mu);
    free(behind.bytes); /* a save that waits is older than this one */
    behind.bytes = bytes;
    behind.len = len;
    memcpy(behind.path, path, sizeof path);
    if (taken.prefix[0]) /* the first save of a game: a newer one of it keeps the count */
        behind.taken = taken;
    if (!behind.started) {
        pthread_t t;
        behind.started = pthread_create(&t, NULL, write_behind, NULL) == 0;
        if (behind.started)
            pthread_detach(t);
    }
    int alone = !behind.started; /* no thread: written here */
    if (alone) {
        behind.bytes = NULL;
        behind.taken.prefix[0] = '\0';
    }
    pthread_cond_broadcast(&behind.changed);
    pthread_mutex_unlock(&behind.mu);
    const char *msg = alone ? keep_write_own(path, bytes, len, err) : NULL;
    if (alone) {
        free(bytes);
        ids_raise(&taken);
    }
    return msg;
}

int save_behind_state(char err[IO_ERRLEN])
{
    pthread_mutex_lock(&behind.mu);
    int state = behind.bytes || behind.busy ? 1 : behind.failed[0] ? -1 : 0;
    if (state < 0) {
        snprintf(err, IO_ERRLEN, "%s", behind.failed);
        behind.failed[0] = '\0'; /* told */
    }
    pthread_mutex_unlock(&behind.mu);
    return state;
}

save_status save_load(const char *id, game **out, char err[IO_ERRLEN])
{
    *out = NULL;
    if (!save_id_ok(id)) {
        snprintf(err, IO_ERRLEN, "'%.60s' is not a save id; --list-saves shows them", id);
        return SAVE_MISSING;
    }
    char path[KEEP_PATHLEN], *text;
    size_t len;
    if (path_of(id, "", ".save", path, err))
        return SAVE_MISSING;
    struct stat st;
    if (lstat(path, &st) != 0) {
        snprintf(err, IO_ERRLEN, "there is no saved game %s; --list-saves shows them", id);
        return SAVE_MISSING;
    }
    /* the claim first: of two windows started at once, one gets it */
    int had = mine(id), c = claim(id, err);
    if (c == -1) {
        snprintf(err, IO_ERRLEN, "the saved game %s is open in another window", id);
        return SAVE_BUSY;
    }
    if (c == -2)
        return SAVE_NOT_FILE;
    save_status status = SAVE_OK;
    keep_status why;
    if (keep_read_file(path, 0, &text, &len, &why, err)) {
        status = why == KEEP_MISSING ? SAVE_MISSING : why == KEEP_NOT_FILE ? SAVE_NOT_FILE
                                                                           : SAVE_BAD;
        if (status == SAVE_MISSING)
            snprintf(err, IO_ERRLEN, "there is no saved game %s; --list-saves shows them", id);
    } else {
        savefile_read(path, text, len, out, err);
        free(text);
        if (!*out)
            status = SAVE_BAD;
    }
    if (status != SAVE_OK && !had && mine(id))
        release();
    return status;
}

const char *save_move_aside(const char *id, char *dest, size_t len, char err[IO_ERRLEN])
{
    if (!save_id_ok(id)) {
        snprintf(err, IO_ERRLEN, "'%.60s' is not a save id", id);
        return err;
    }
    char path[KEEP_PATHLEN];
    if (path_of(id, "", ".save", path, err))
        return err;
    return keep_move_aside(path, dest, len, err);
}

int save_forget(const char *id)
{
    if (!id[0] || !save_id_ok(id))
        return 0;
    char path[KEEP_PATHLEN], err[IO_ERRLEN];
    int rc = 0;
    flush_behind(); /* a write behind of this save is done before it goes */
    if (!path_of(id, "", ".save", path, err) && keep_unlink(path) != 0 && errno != ENOENT)
        rc = -1;
    if (mine(id)) {
        if (!path_of(id, ".", ".lock", path, err))
            keep_unlink(path);
        release();
    }
    return rc;
}
