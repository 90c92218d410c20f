/* bank.c - the starter bank (bank.h): puzzles shipped with the program, read
 * only, handed out in turn. */
#define _POSIX_C_SOURCE 200809L
#include "bank.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "code.h"
#include "gen.h"
#include "level.h"
#include "tally.h"
#include "util.h"

#ifndef SUDOKUPAIR_DATADIR /* the Makefile's DATADIR */
#define SUDOKUPAIR_DATADIR "/usr/local/share/sudokupair-tui"
#endif

#define HEADER "sudokupair-tui starter bank"
#define TAKEN_HEADER "sudokupair-tui bank taken"

static int is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

const char *bank_dir(char buf[KEEP_PATHLEN])
{
    char exe[KEEP_PATHLEN];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash)
            *slash = '\0';
        /* the build tree: ./sudokupair-tui, build/sanitize/sudokupair-tui,
         * build/release/run_tests */
        static const char *const UP[] = { "", "/../.." };
        for (size_t i = 0; i < sizeof UP / sizeof *UP; i++) {
            int w = snprintf(buf, KEEP_PATHLEN, "%s%s/assets/bank", exe, UP[i]);
            if (w > 0 && w < KEEP_PATHLEN && is_dir(buf))
                return buf;
        }
    }
    snprintf(buf, KEEP_PATHLEN, "%s/bank", SUDOKUPAIR_DATADIR);
    return is_dir(buf) ? buf : NULL;
}

/* ---- a bank file ---- */

/* The two first lines of a file, exactly head[0] and head[1]. NULL or err. */
static const char *head_lines(const char *name, io_lines *ls, const char *const head[2],
                              char err[IO_ERRLEN])
{
    for (int i = 0; i < 2; i++) {
        if (!io_lines_next(ls))
            return io_fail_at(err, name, ls->number + 1, 1, "expected '%s'", head[i]);
        if (ls->line_len != strlen(head[i]) || memcmp(ls->line, head[i], ls->line_len) != 0)
            return io_fail_at(err, name, ls->number, 1, "expected '%s'", head[i]);
    }
    return NULL;
}

/* The code in text[0..len) (a copy ended by NUL: code_decode reads a
 * string) as values of key's size into *vals (free it). NULL or why. */
static const char *decode_of(const puzzle_kind *key, const char *text, size_t len,
                             uint8_t **vals, char why[CODE_ERRLEN])
{
    char *copy = xmalloc(len + 1);
    memcpy(copy, text, len);
    copy[len] = '\0';
    code_shape sh;
    const char *bad = code_decode_shape(copy, &sh, vals, why);
    free(copy);
    if (bad)
        return bad;
    puzzle_kind coded = kind_shape(sh.box_rows, sh.box_cols, sh.ngrids, sh.diagonals);
    if (kind_same_shape(&coded, key))
        return NULL;
    free(*vals);
    char want[64], got[64];
    snprintf(why, CODE_ERRLEN, "expected a code of the file's size (%s), not of a %s",
             kind_name(key, LEVEL_NONE, want, sizeof want),
             kind_name(&coded, LEVEL_NONE, got, sizeof got));
    return why;
}

/* One line "CODE SOLUTION" of the file of key: appended to *puzzles. NULL or err. */
static const char *read_entry(const puzzle_kind *key, const char *name, const io_lines *ls,
                              uint8_t **puzzles, int *count, char err[IO_ERRLEN])
{
    char why[CODE_ERRLEN];
    const char *l = ls->line, *sp = memchr(l, ' ', ls->line_len);
    size_t cl = sp ? (size_t)(sp - l) : ls->line_len, sl = sp ? ls->line_len - cl - 1 : 0;
    uint8_t *puzzle, *sol;
    if (!sp)
        return io_fail_at(err, name, ls->number, (int)cl + 1, "expected a space and the "
                          "solution's code after the puzzle's");
    if (*count >= BANK_MAX)
        return io_fail_at(err, name, ls->number, 1, "expected at most %d puzzles", BANK_MAX);
    if (decode_of(key, l, cl, &puzzle, why))
        return io_fail_at(err, name, ls->number, 1, "%s", why);
    if (decode_of(key, sp + 1, sl, &sol, why)) {
        free(puzzle);
        return io_fail_at(err, name, ls->number, (int)cl + 2, "%s", why);
    }
    geom *g = kind_geom(key);
    size_t nc = (size_t)g->ncells;
    int fits = grid_is_solution(g, sol);
    for (size_t c = 0; c < nc && fits; c++)
        fits = !puzzle[c] || puzzle[c] == sol[c];
    geom_free(g);
    if (fits) {
        *puzzles = xrealloc(*puzzles, 2 * nc * (size_t)(*count + 1));
        memcpy(*puzzles + 2 * nc * (size_t)*count, puzzle, nc);
        memcpy(*puzzles + 2 * nc * (size_t)*count + nc, sol, nc);
        (*count)++;
    }
    free(puzzle);
    free(sol);
    return fits ? NULL : io_fail_at(err, name, ls->number, (int)cl + 2, "expected the "
                                    "solution of the puzzle before it");
}

const char *bank_parse_text(const puzzle_kind *key, const char *name, const char *text, size_t len,
                            uint8_t **puzzles, int *count, char err[IO_ERRLEN])
{
    *puzzles = NULL;
    *count = 0;
    if (io_check_nul(err, name, text, len, "a starter bank"))
        return err;
    char kind[64], want[80];
    kind_key_name(key, kind, sizeof kind);
    snprintf(want, sizeof want, "kind %s", kind);
    const char *const HEAD[] = { HEADER, want };
    io_lines ls;
    io_lines_init(&ls, text, len);
    if (head_lines(name, &ls, HEAD, err))
        return err;
    while (io_lines_next(&ls)) {
        if (ls.line_len > 0 && ls.line[0] == '#')
            continue;
        if (read_entry(key, name, &ls, puzzles, count, err)) {
            free(*puzzles);
            *puzzles = NULL;
            *count = 0;
            return err;
        }
    }
    return NULL;
}

/* The path of key's bank file in dir. NULL or err. */
static const char *file_of(const char *dir, const puzzle_kind *key, char path[KEEP_PATHLEN],
                           char err[IO_ERRLEN])
{
    char kind[64];
    kind_key_name(key, kind, sizeof kind);
    int n = snprintf(path, KEEP_PATHLEN, "%s/%s.bank", dir, kind);
    if (n < 0 || n >= KEEP_PATHLEN)
        return snprintf(err, IO_ERRLEN, "the starter bank's path is too long"), err;
    return NULL;
}

const char *bank_read(const char *dir, const puzzle_kind *key, uint8_t **puzzles, int *count,
                      char err[IO_ERRLEN])
{
    char path[KEEP_PATHLEN], *text;
    size_t len;
    keep_status why;
    *puzzles = NULL;
    *count = 0;
    if (file_of(dir, key, path, err))
        return err;
    if (keep_read_file(path, 0, &text, &len, &why, err))
        return why == KEEP_MISSING ? NULL : err;
    const char *bad = bank_parse_text(key, path, text, len, puzzles, count, err);
    free(text);
    return bad;
}

int bank_has(const char *dir, const puzzle_kind *key)
{
    uint8_t *puzzles;
    int count;
    char err[IO_ERRLEN];
    if (!dir || bank_read(dir, key, &puzzles, &count, err))
        return 0;
    free(puzzles);
    return count > 0;
}

void bank_relabel(const geom *g, uint8_t *puzzle, uint64_t seed)
{
    rng r;
    int perm[GRID_NMAX];
    rng_seed(&r, seed);
    for (int i = 0; i < g->n; i++)
        perm[i] = i + 1;
    rng_shuffle(&r, perm, g->n);
    for (int cell = 0; cell < g->ncells; cell++)
        if (puzzle[cell])
            puzzle[cell] = (uint8_t)perm[puzzle[cell] - 1];
}

/* How many puzzles of kind were handed out before this one (its count in
 * the cache folder's "bank-taken" raised by one); -1 when it cannot be kept
 * (note says why). */
static long long count_taken(const char *kind, char note[IO_ERRLEN])
{
    char path[KEEP_PATHLEN];
    if (store_dir(path, note) || strlen(path) + 12 > sizeof path)
        return -1;
    strcat(path, "/bank-taken");
    unsigned long after = tally_raise(path, TAKEN_HEADER, kind, 0, note);
    return after > 0 ? (long long)after - 1 : -1;
}

int bank_take(const char *dir, const puzzle_kind *key, uint8_t *puzzle, uint8_t *solution,
              char note[IO_ERRLEN])
{
    uint8_t *puzzles;
    int count;
    char kind[64];
    note[0] = '\0';
    if (!dir || bank_read(dir, key, &puzzles, &count, note) || count == 0)
        return 0;
    kind_key_name(key, kind, sizeof kind);
    uint64_t seed = util_fresh_seed() ^ (uint64_t)(uintptr_t)puzzles;
    long long before = count_taken(kind, note);
    int pick = before >= 0 ? (int)(before % count) : (int)(seed % (uint64_t)count);
    geom *g = kind_geom(key);
    size_t nc = (size_t)g->ncells;
    memcpy(puzzle, puzzles + 2 * nc * (size_t)pick, nc);
    memcpy(solution, puzzles + 2 * nc * (size_t)pick + nc, nc);
    bank_relabel(g, puzzle, seed);
    bank_relabel(g, solution, seed);
    geom_free(g);
    free(puzzles);
    return 1;
}

/* ---- --list-saves ---- */

int bank_print_where(FILE *out)
{
    char dir[KEEP_PATHLEN], err[IO_ERRLEN], bad[IO_ERRLEN] = "";
    if (!bank_dir(dir))
        return fprintf(out, "\nNo starter puzzles: there is no %s/bank.\n",
                       SUDOKUPAIR_DATADIR) < 0 ? -1 : 0;
    static const level_id LEVELS[] = { LEVEL_EASY, LEVEL_MEDIUM, LEVEL_HARD, LEVEL_FIENDISH,
                                        LEVEL_MAXIMAL };
    int kinds = 0, total = 0;
    for (int k = GRID_KMIN; k <= GRID_KMAX_PLAY; k++)
        for (int ngrids = 1; ngrids <= 2; ngrids++)
            for (size_t l = 0; l < sizeof LEVELS / sizeof *LEVELS; l++) {
                puzzle_kind key = kind_square(k, ngrids, LEVELS[l], KIND_SYM_DEFAULT);
                uint8_t *puzzles;
                int count;
                if (bank_read(dir, &key, &puzzles, &count, err)) {
                    if (!bad[0])
                        snprintf(bad, sizeof bad, "%s", err);
                    continue;
                }
                free(puzzles);
                kinds += count > 0;
                total += count;
            }
    int rc = fprintf(out, "\nStarter puzzles (a first game of a kind starts from one) in %s: "
                          "%d of %d kinds.\n", dir, total, kinds);
    if (rc >= 0 && bad[0])
        rc = fprintf(out, "Starter puzzles that cannot be read (a new game of their kind is "
                          "made instead): %s\n", bad);
    return rc < 0 ? -1 : 0;
}
