/* fuzz_readers.c - the readers on arbitrary bytes, with their contracts checked. */
#include "fuzz_readers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "best.h"
#include "cli.h"
#include "save.h"
#include "savefile.h"
#include "grid.h"
#include "code.h"
#include "io.h"
#include "history.h"
#include "settings.h"
#include "store.h"

const char *const fuzz_reader_names[FUZZ_NREADERS] = { "pair_csv", "single_csv", "oneline",
                                                       "save",     "options",    "best",
                                                       "code",     "history",    "store",
                                                       "settings" };

static void check(int ok, const char *what)
{
    if (!ok) {
        fprintf(stderr, "fuzz: contract broken: %s\n", what);
        abort();
    }
}

/* A refusal must be a message that names the input. */
static void check_message(const char *msg)
{
    check(strncmp(msg, "input:", 6) == 0, "the message names the input");
    check(strlen(msg) < IO_ERRLEN, "the message fits");
}

static int csv_flags(const char *text, size_t len, int ngrids, int flags)
{
    char err[IO_ERRLEN];
    uint8_t *vals;
    int k = 0;
    /* the one reading every command does (a single grid: one-line 9x9 too) */
    const char *msg = io_parse_puzzle("input", text, len, 0, ngrids, flags, &k, &vals, NULL,
                                      NULL, err);
    if (msg) {
        check_message(msg);
        return 1;
    }
    check(k >= GRID_KMIN && k <= GRID_KMAX, "k in range");
    geom *g = geom_new(k, ngrids);
    for (int cell = 0; cell < g->ncells; cell++)
        check(vals[cell] <= g->n, "values in range");
    grid_conflicts(g, vals, NULL);
    geom_free(g);
    free(vals);
    return 0;
}

/* Both ways: text lines refused, and skipped. */
static int csv(const char *text, size_t len, int ngrids)
{
    csv_flags(text, len, ngrids, IO_SKIP_TEXT);
    return csv_flags(text, len, ngrids, 0);
}

static int oneline(const char *text, size_t len)
{
    char err[IO_ERRLEN];
    uint8_t *vals;
    int count;
    io_is_oneline(text, len);
    if (io_parse_oneline_flags("input", text, len, IO_SKIP_TEXT, &vals, &count, err))
        check_message(err);
    else
        free(vals);
    const char *msg = io_parse_oneline("input", text, len, &vals, &count, err);
    if (msg) {
        check_message(msg);
        return 1;
    }
    check(count > 0, "at least one puzzle");
    for (int i = 0; i < count * 81; i++)
        check(vals[i] <= 9, "values in range");
    free(vals);
    return 0;
}

static int save(const char *text, size_t len)
{
    char err[IO_ERRLEN];
    savefile_data d;
    const char *msg = savefile_parse("input", text, len, &d, err);
    if (msg) {
        check_message(msg);
        check(!d.givens && !d.vals && !d.notes && !d.moves, "nothing kept after a refusal");
        return 1;
    }
    puzzle_kind kd = kind_shape(d.box_rows, d.box_cols, d.ngrids, d.diagonals);
    check(kind_n(&kd) <= KIND_NMAX_PLAY, "a shape the game plays");
    geom *g = kind_geom(&kd);
    check(g != NULL, "the shape and grids in range");
    check(d.version >= 1 && d.version <= SAVEFILE_VERSION, "a version it reads");
    for (int cell = 0; cell < g->ncells; cell++) {
        check(d.givens[cell] <= g->n && d.vals[cell] <= g->n, "values in range");
        check(!d.givens[cell] || d.givens[cell] == d.vals[cell], "givens kept");
        check((d.notes[cell] & ~grid_all(g)) == 0, "notes in range");
    }
    check(!d.by_computer || grid_is_solution(g, d.vals), "computer 1 only when solved");
    check(d.done >= 0 && d.done <= d.nmoves, "moves done within the history");
    for (int i = 0; i < d.nmoves; i++)
        for (int c = 0; c < d.moves[i].count; c++) {
            const game_change *ch = &d.moves[i].changes[c];
            check(ch->cell >= 0 && ch->cell < g->ncells, "changes on a cell");
            check(ch->old_v <= g->n && ch->new_v <= g->n, "change values in range");
            check(((ch->old_notes | ch->new_notes) & ~grid_all(g)) == 0, "change notes in range");
        }
    geom_free(g);
    savefile_data_free(&d);
    return 0;
}

static int best(const char *text, size_t len)
{
    char err[IO_ERRLEN];
    best_entry *list;
    int n;
    const char *msg = best_parse("input", text, len, &list, &n, err);
    if (msg) {
        check_message(msg);
        check(list == NULL, "nothing kept after a refusal");
        return 1;
    }
    for (int i = 0; i < n; i++) {
        puzzle_kind kd = list[i].kind;
        kd.level = LEVEL_EASY;
        check(kind_valid(&kd, 1), "a kind the game plays");
        check(list[i].level >= -2 && list[i].level <= 4, "level in range");
        check(list[i].seconds >= 0 && list[i].seconds <= BEST_MAX_SECONDS, "time in range");
        check(!list[i].code || strncmp(list[i].code, "sp", 2) == 0, "a code is a code");
    }
    best_free(list, n);
    return 0;
}

static int history(const char *text, size_t len)
{
    char err[IO_ERRLEN];
    history_list h;
    const char *msg = history_parse("input", text, len, time(NULL), &h, err);
    if (msg) {
        check_message(msg);
        check(h.e == NULL && h.n == 0, "nothing kept after a refusal");
        return 1;
    }
    for (int i = 0; i < h.n; i++) {
        const history_entry *e = &h.e[i];
        check(daily_date_ok(e->date), "a real date");
        puzzle_kind kd = e->kind;
        kd.level = LEVEL_EASY;
        check(kind_valid(&kd, 1), "a kind the game plays");
        check(e->level >= -2 && e->level <= 4, "level in range");
        check(e->seconds >= 0 && e->seconds <= HISTORY_MAX_NUMBER, "time in range");
        check(e->end >= HIST_HAND && e->end < HIST_NENDS, "an end");
        check(e->code && strncmp(e->code, "sp", 2) == 0, "a code is a code");
    }
    history_free(&h);
    return 0;
}

/* What cli_parse promises about the options it accepted. */
static void check_options(const cli_options *opts)
{
    const cli_options o = *opts;
    check(o.mode >= MODE_PLAY && o.mode <= MODE_STATS, "a mode");
    check(!o.date || (o.daily && o.have_seed), "--date only with --daily, which sets the seed");
    /* the kind asked, completed, is one a puzzle can be made of (the game's) */
    puzzle_kind asked = kind_complete(o.kind);
    check(kind_valid(&asked, o.mode == MODE_PLAY), "a kind of the command's range");
    check(!o.file || *o.file, "no empty file name");
    check(!o.solution || (*o.solution && o.mode == MODE_GENERATE), "--solution with --generate");
    check(!o.load || (*o.load && (o.mode == MODE_PLAY || o.mode == MODE_PRINT)),
          "--load for the game or --print");
    check(!o.print || o.mode == MODE_PRINT || o.mode == MODE_GENERATE,
          "--print of --load or --generate");
    check(!o.resume || save_id_ok(o.resume), "a save id");
    int reads = o.mode == MODE_SOLVE || o.mode == MODE_COUNT || o.mode == MODE_GRADE ||
                o.mode == MODE_EXPLAIN || o.mode == MODE_CODE || o.mode == MODE_PRINT;
    check(o.mode == MODE_DIMACS || reads == (o.file != NULL), "a file for a command that reads");
}

/* The option parser: the input is the arguments, one a line. */
static int options(const char *data, size_t len)
{
    char *text = malloc(len + 1);
    memcpy(text, data, len);
    text[len] = '\0';
    static FILE *sink;
    if (!sink)
        sink = fopen("/dev/null", "w");
    check(sink != NULL, "/dev/null opens");
    static char program[] = "sudokupair-tui";
    char *argv[66] = { program };
    int argc = 1;
    for (size_t i = 0, start = 0; len > 0 && i <= len && argc < 65; i++)
        if (i == len || text[i] == '\n') {
            if (i < len)
                text[i] = '\0';
            argv[argc++] = text + start;
            start = i + 1;
        }
    argv[argc] = NULL;
    cli_options o;
    int rc = cli_parse_to(argc, argv, &o, sink, sink);
    check(rc == -1 || rc == EXIT_DONE || rc == EXIT_USAGE, "an exit code it documents");
    if (rc == -1)
        check_options(&o);
    free(text);
    return rc == EXIT_USAGE;
}

/* A puzzle code: a decoded code encodes to itself (spaces around it aside);
 * a refusal says "not a puzzle code: ". */
static int code(const char *data, size_t len)
{
    char *text = malloc(len + 1);
    memcpy(text, data, len);
    text[len] = '\0';
    char err[CODE_ERRLEN];
    int k, ngrids;
    uint8_t *vals;
    const char *msg = code_decode(text, &k, &ngrids, &vals, err);
    if (msg) {
        check(strncmp(msg, "not a puzzle code: ", 19) == 0, "the message says what it is");
        free(text);
        return 1;
    }
    check(k >= GRID_KMIN && k <= GRID_KMAX && (ngrids == 1 || ngrids == 2), "a size");
    geom *g = geom_new(k, ngrids);
    for (int cell = 0; cell < g->ncells; cell++)
        check(vals[cell] <= g->n, "values in range");
    char *again = code_encode(g, vals);
    check(strstr(text, again) != NULL && strlen(again) <= strlen(text), "one code a puzzle");
    free(again);
    free(vals);
    geom_free(g);
    free(text);
    return 0;
}

/* A puzzle store file, read as the file of k=2 maximal pairs. */
static int store(const char *text, size_t len)
{
    char err[IO_ERRLEN];
    int count = -1;
    puzzle_kind key = kind_square(2, 2, LEVEL_MAXIMAL, KIND_SYM_DEFAULT);
    const char *msg = store_parse_text(&key, "input", text, len, &count, err);
    if (msg) {
        check_message(msg);
        check(count == 0, "nothing kept after a refusal");
        return 1;
    }
    check(count >= 0 && count <= STORE_MAX, "a count in range");
    return 0;
}

/* The settings file: refused, the defaults; read, a choice the menu can
 * show, which the writer writes back as read. */
static int settings_reader(const char *text, size_t len)
{
    char err[IO_ERRLEN], again[256];
    puzzle_kind s, d = settings_default(), t;
    const char *msg = settings_parse("input", text, len, &s, err);
    if (msg) {
        check_message(msg);
        check(memcmp(&s, &d, sizeof s) == 0, "the defaults after a refusal");
        return 1;
    }
    check(kind_valid(&s, 1), "a kind the game plays");
    settings_format(&s, again, sizeof again);
    check(!settings_parse("input", again, strlen(again), &t, err) &&
              memcmp(&s, &t, sizeof s) == 0,
          "written back as read");
    return 0;
}

int fuzz_one(const char *reader, const uint8_t *data, size_t len)
{
    /* the readers take text with a length; a copy ends the buffer exactly */
    char *text = malloc(len ? len : 1);
    if (len)
        memcpy(text, data, len);
    int rc;
    if (strcmp(reader, "pair_csv") == 0)
        rc = csv(text, len, 2);
    else if (strcmp(reader, "single_csv") == 0)
        rc = csv(text, len, 1);
    else if (strcmp(reader, "oneline") == 0)
        rc = oneline(text, len);
    else if (strcmp(reader, "best") == 0)
        rc = best(text, len);
    else if (strcmp(reader, "options") == 0)
        rc = options(text, len);
    else if (strcmp(reader, "code") == 0)
        rc = code(text, len);
    else if (strcmp(reader, "history") == 0)
        rc = history(text, len);
    else if (strcmp(reader, "store") == 0)
        rc = store(text, len);
    else if (strcmp(reader, "settings") == 0)
        rc = settings_reader(text, len);
    else
        rc = save(text, len);
    free(text);
    return rc;
}
