/* save.c - saved games by id: their files, storing, loading and forgetting
 * them, and the claim of the game played (save.h). */
#define _GNU_SOURCE /* F_OFD_SETLK, F_OFD_GETLK */
#include "save.h"

#include <errno.h>
#include <fcntl.h>
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
        close(claim_fd); /* the lock goes with it */
    claim_fd = -1;
    claim_id[0] = '\0';
}

void save_release(void) { release(); }

/* The lock of a claim: an open-file-description lock (F_OFD_SETLK) on the
 * whole lock file, held while its descriptor is open. save_in_use only asks
 * about it (F_OFD_GETLK) and never takes it, so looking never makes a claim
 * fail: of two windows started at once exactly one gets the game. */
static struct flock whole_file(void)
{
    struct flock fl;
    memset(&fl, 0, sizeof fl);
    fl.l_type = F_WRLCK;
    fl.l_whence = SEEK_SET;
    return fl;
}

/* Claims id for this program (and lets go of any other claim). 0 (claimed,
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
    struct flock fl = whole_file();
    if (fcntl(fd, F_OFD_SETLK, &fl) != 0) {
        int busy = errno == EAGAIN || errno == EACCES;
        close(fd);
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
    struct flock fl = whole_file();
    int busy = fcntl(fd, F_OFD_GETLK, &fl) == 0 && fl.l_type != F_UNLCK;
    close(fd);
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

/* Ids never given twice: the last number given to each kK or kK-single is
 * counted in the folder's "save-ids" (tally.h), so that a line "Resume with:
 * ... --resume k3-2" noted down never opens another game after k3-2 was
 * finished or deleted. The count raised to least (0: by one); 0 when the
 * file cannot be kept. */
static unsigned long ids_raise(const char *prefix, unsigned long least)
{
    char path[KEEP_PATHLEN], note[IO_ERRLEN];
    if (keep_path("save-ids", path, note))
        return 0;
    return tally_raise(path, "sudokupair-tui save ids", prefix, least, note);
}

const char *save_store(const game *gm, char id[SAVE_IDLEN], char err[IO_ERRLEN])
{
    char path[KEEP_PATHLEN];
    const geom *g = game_view(gm).g;
    if (id[0]) {
        if (!save_id_ok(id)) {
            snprintf(err, IO_ERRLEN, "'%.60s' is not a save id", id);
            return err;
        }
        if (path_of(id, "", ".save", path, err) || keep_make_dirs(path, err))
            return err;
        if (io_write_atomic(path, write_game, (void *)gm, err))
            return err;
        claim(id, err);
        return NULL;
    }
    /* a new id: the first kK-N after the last given that no save has;
     * io_write_new never replaces */
    char prefix[16];
    snprintf(prefix, sizeof prefix, "k%d%s", g->k, g->ngrids == 1 ? "-single" : "");
    unsigned long first = ids_raise(prefix, 0);
    for (int n = first > 0 && first < 100000 ? (int)first : 1; n < 100000; n++) {
        char fresh[SAVE_IDLEN];
        snprintf(fresh, sizeof fresh, "%s-%d", prefix, n);
        if (path_of(fresh, "", ".save", path, err) || keep_make_dirs(path, err))
            return err;
        if (save_in_use(fresh) || lock_unusable(fresh))
            continue; /* a game that was finished elsewhere, still running; or a
                         lock that no claim can take */
        int exists;
        if (!io_write_new(path, write_game, (void *)gm, &exists, err)) {
            snprintf(id, SAVE_IDLEN, "%s", fresh);
            claim(id, err);
            ids_raise(prefix, (unsigned long)n); /* past saves made before the count */
            return NULL;
        }
        if (!exists)
            return err;
    }
    snprintf(err, IO_ERRLEN, "too many saved games; remove some (see --list-saves)");
    return err;
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
    if (keep_read_file(path, &text, &len, &why, err)) {
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
    if (!path_of(id, "", ".save", path, err) && unlink(path) != 0 && errno != ENOENT)
        rc = -1;
    if (mine(id)) {
        if (!path_of(id, ".", ".lock", path, err))
            unlink(path);
        release();
    }
    return rc;
}
