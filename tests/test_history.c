/* test_history.c - a player's record (issue 28): the history of games
 * (history.h: a round trip over random games, two programs appending at
 * once, bad lines named and the file moved aside), the statistics from a
 * known history (stats.h, and --stats), the daily puzzle's rule (daily.h,
 * --daily and --date), and the game's life recording each end and
 * continuing the game played last of any size (life.h). */
#define _XOPEN_SOURCE 700
#include "testlib.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "code.h"
#include "daily.h"
#include "game.h"
#include "history.h"
#include "keep_tests.h"
#include "level.h"
#include "life.h"
#include "save.h"
#include "stats.h"
#include "util.h"

static char home[300];   /* XDG_DATA_HOME of these tests */
static char folder[300]; /* the save folder in it */

static int setup(void **state)
{
    (void)state;
    data_home_begin("history-home", home, folder);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    save_release();
    return data_home_end();
}

static void fresh_folder(void)
{
    char cmd[700];
    save_release();
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", folder, folder);
    assert_int_equal(system(cmd), 0);
}

static const char *in_folder(const char *name)
{
    static char path[600];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    return path;
}

/* ---- the daily puzzle's rule ---- */

/* The seed rule of daily.h for three dates, sizes and levels, as the man
 * page writes it: 9000000000000000000 + YYYYMMDD*1000 + K*100 + G*10 + L. */
static void test_daily_seed_rule(void **state)
{
    (void)state;
    static const struct {
        const char *date;
        int k, ngrids;
        level_id level;
        uint64_t seed;
    } DAYS[] = {
        { "2026-11-24", 3, 2, LEVEL_MEDIUM, 9000000020261124322ULL },
        { "2024-02-29", 4, 1, LEVEL_HARD, 9000000020240229413ULL },
        { "1999-12-31", 2, 2, LEVEL_MAXIMAL, 9000000019991231225ULL },
        /* other boxes and the diagonals: S = R*100 + C*10 + D above the date, K 0 */
        { "2026-11-24", 230, 2, LEVEL_MEDIUM, 9000023020261124022ULL },
        { "2026-11-24", 331, 1, LEVEL_EASY, 9000033120261124011ULL },
    };
    for (size_t i = 0; i < sizeof DAYS / sizeof *DAYS; i++) {
        daily_date d;
        assert_true(daily_parse_date(DAYS[i].date, &d));
        uint64_t seed = daily_seed(d, DAYS[i].k, DAYS[i].ngrids, DAYS[i].level);
        assert_true(seed == DAYS[i].seed);
        daily_date back;
        level_id level;
        assert_true(daily_of_seed(seed, DAYS[i].k, DAYS[i].ngrids, &back, &level));
        assert_int_equal(level, DAYS[i].level);
        char text[16];
        daily_format_date(back, text, sizeof text);
        assert_string_equal(text, DAYS[i].date);
        /* the seed of another size is not that size's daily */
        assert_false(daily_of_seed(seed, DAYS[i].k + 1, DAYS[i].ngrids, NULL, NULL));
    }
    /* daily_shape: a square kind's k, as before; S for the others */
    puzzle_kind k6 = { 2, 3, 2, 0, LEVEL_EASY, KIND_SYM_DEFAULT }, x9 = *SQUARE(3, 2);
    x9.diagonals = 1;
    assert_int_equal(daily_shape(SQUARE(3, 2)), 3);
    assert_int_equal(daily_shape(&k6), 230);
    assert_int_equal(daily_shape(&x9), 331);
    assert_false(daily_of_seed(9000023020261124022ULL, 3, 2, NULL, NULL));
    assert_false(daily_of_seed(9000000020261124322ULL, 331, 2, NULL, NULL));
    /* a daily's seed is named by its day in sentences, another by its number */
    char which[48];
    assert_string_equal(daily_seed_words(9000023020261124022ULL, &k6, which, sizeof which),
                        "the daily 2026-11-24");
    assert_string_equal(daily_seed_words(42, &k6, which, sizeof which), "seed 42");
    assert_string_equal(daily_seed_words(9000023020261124022ULL, SQUARE(3, 2), which, sizeof which),
                        "seed 9000023020261124022");
    /* the next day's puzzle is another */
    daily_date a, b;
    assert_true(daily_parse_date("2026-12-31", &a));
    assert_true(daily_parse_date("2027-01-01", &b));
    assert_true(daily_seed(a, 3, 2, LEVEL_MEDIUM) != daily_seed(b, 3, 2, LEVEL_MEDIUM));
    assert_int_equal(daily_day_number(b) - daily_day_number(a), 1);
    assert_false(daily_of_seed(12345, 3, 2, NULL, NULL));
    /* not real dates */
    static const char *const BAD[] = { "2023-02-29", "2026-13-01", "2026-04-31", "2026-1-01",
                                       "2026-01-01x", "26-01-01", "", "2026-00-10",
                                       "1969-12-31" };
    for (size_t i = 0; i < sizeof BAD / sizeof *BAD; i++)
        assert_false(daily_parse_date(BAD[i], &a));
    /* day numbers: the epoch, and there and back over 400 years */
    assert_int_equal(daily_day_number((daily_date){ 1970, 1, 1 }), 0);
    assert_int_equal(daily_day_number((daily_date){ 2000, 3, 1 }), 11017);
    for (long day = 0; day < 146097; day += 7) {
        daily_date d = daily_from_day_number(day);
        assert_true(daily_date_ok(d));
        assert_int_equal(daily_day_number(d), day);
    }
}

/* --daily: the same puzzle for everyone that day (the rule's seed), --date
 * an earlier day's; a date that is not real, or --date alone: exit 2. */
static void test_daily_command_line(void **state)
{
    (void)state;
    char *out, *err, *again, *seeded;
    assert_int_equal(run_bin("--daily --date 2026-11-24 --generate --one-line", &out, &err), 0);
    assert_int_equal(run_bin("--daily --date 2026-11-24 --generate --one-line", &again, NULL), 0);
    assert_string_equal(out, again);
    assert_int_equal(run_bin("--generate --one-line --difficulty medium --seed "
                             "9000000020261124322", &seeded, NULL), 0);
    assert_string_equal(out, seeded);
    free(out), free(err), free(again), free(seeded);
    assert_int_equal(run_bin("--daily --date 2026-02-30", NULL, &err), 2);
    assert_non_null(strstr(err, "--date takes a real date"));
    free(err);
    assert_int_equal(run_bin("--daily --date 9999-12-31 --generate", NULL, &err), 2);
    assert_non_null(strstr(err, "--date 9999-12-31 has not come yet anywhere (today is "));
    free(err);
    /* tomorrow is somewhere today: taken; the day after is refused, saying why */
    char day[16], args[80];
    long today = daily_day_number(daily_today());
    daily_format_date(daily_from_day_number(today + 1), day, sizeof day);
    snprintf(args, sizeof args, "--daily --date %s --generate --one-line", day);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    free(out);
    daily_format_date(daily_from_day_number(today + 2), day, sizeof day);
    snprintf(args, sizeof args, "--daily --date %s --generate", day);
    assert_int_equal(run_bin(args, NULL, &err), 2);
    assert_non_null(strstr(err, "tomorrow's is taken, as it is tomorrow somewhere already"));
    free(err);
    assert_int_equal(run_bin("--date 2026-02-03", NULL, &err), 2);
    assert_non_null(strstr(err, "--date goes with --daily"));
    free(err);
    assert_int_equal(run_bin("--daily --seed 4", NULL, &err), 2);
    free(err);
    assert_int_equal(run_bin("--daily --symmetry mirror --generate", NULL, &err), 2);
    assert_non_null(strstr(err, "--daily is the day's puzzle: not with --symmetry"));
    free(err);
}

/* ---- the history file ---- */

/* A random entry: a random puzzle of a random size (its code), random
 * figures, dated within the last years. */
static void random_entry(rng *r, time_t now, history_entry *e)
{
    memset(e, 0, sizeof *e);
    history_stamp(e, now - (time_t)rng_below(r, 3u * 365 * 86400));
    int k = GRID_KMIN + (int)rng_below(r, GRID_KMAX_PLAY - GRID_KMIN + 1);
    e->kind = kind_square(k, 1 + (int)rng_below(r, 2), LEVEL_UNKNOWN, KIND_SYM_DEFAULT);
    static const int LEVELS[] = { 0, 1, 2, 3, 4, -1, -2 };
    e->level = LEVELS[rng_below(r, 7)];
    e->seconds = (long)rng_below(r, 100000000);
    e->hints = (long)rng_below(r, 1000);
    e->checks = (long)rng_below(r, 30);
    e->end = (history_end)rng_below(r, HIST_NENDS);
    e->has_seed = (int)rng_below(r, 2);
    e->seed = e->has_seed ? rng_next(r) : 0;
    geom *g = kind_geom(&e->kind);
    uint8_t *vals = xcalloc((size_t)g->ncells, 1);
    for (int c = 0; c < g->ncells; c++)
        if (rng_below(r, 3) == 0)
            vals[c] = (uint8_t)(1 + rng_below(r, (uint32_t)g->n));
    e->code = code_encode(g, vals);
    free(vals);
    geom_free(g);
}

static void assert_same_entry(const history_entry *a, const history_entry *b)
{
    assert_int_equal(daily_day_number(a->date), daily_day_number(b->date));
    assert_int_equal(a->hour * 3600 + a->min * 60 + a->sec, b->hour * 3600 + b->min * 60 + b->sec);
    assert_true(kind_same_shape(&a->kind, &b->kind));
    assert_int_equal(a->level, b->level);
    assert_int_equal(a->seconds, b->seconds);
    assert_int_equal(a->hints, b->hints);
    assert_int_equal(a->checks, b->checks);
    assert_int_equal(a->end, b->end);
    assert_int_equal(a->has_seed, b->has_seed);
    assert_true(a->seed == b->seed);
    assert_string_equal(a->code, b->code);
}

/* Random games appended one by one read back as they were, in order; and
 * each written line parses alone to its entry. */
static void test_history_round_trip(void **state)
{
    (void)state;
    fresh_folder();
    const char *path = in_folder("history");
    rng r;
    rng_seed(&r, 28);
    time_t now = time(NULL);
    enum { N = 60 };
    history_entry made[N];
    char note[IO_ERRLEN];
    for (int i = 0; i < N; i++) {
        random_entry(&r, now, &made[i]);
        assert_int_equal(history_append(path, &made[i], NULL, note), 0);
        assert_string_equal(note, "");
    }
    history_list back;
    char err[IO_ERRLEN];
    assert_int_equal(history_read(path, &back, err), KEEP_OK);
    assert_int_equal(back.n, N);
    for (int i = 0; i < N; i++)
        assert_same_entry(&made[i], &back.e[i]);
    history_free(&back);
    for (int i = 0; i < N; i++) {
        char *text;
        size_t len;
        FILE *f = open_memstream(&text, &len);
        assert_int_equal(history_write_line(f, &made[i]), 0);
        fclose(f);
        history_list one;
        assert_null(history_parse("h", text, len, now, &one, err));
        assert_int_equal(one.n, 1);
        assert_same_entry(&made[i], &one.e[0]);
        history_free(&one);
        free(text);
        free(made[i].code);
    }
}

/* Round r of program who: a game of its own (who and r in its seconds). */
static void append_body(int who, int round, const char *path)
{
    history_entry e;
    memset(&e, 0, sizeof e);
    history_stamp(&e, time(NULL));
    e.kind = *SQUARE(2, 2), e.level = 0, e.end = HIST_HAND;
    e.seconds = who * 1000 + round;
    e.code = xstrdup("sp2-AqgAA2NwRl");
    char note[IO_ERRLEN];
    int rc = history_append(path, &e, NULL, note);
    free(e.code);
    if (rc != 0 || note[0]) {
        fprintf(stderr, "history_append: %s\n", note);
        _exit(1);
    }
}

/* Two programs appending 150 games each at once: 300 lines, none lost. */
static void test_history_two_programs(void **state)
{
    (void)state;
    fresh_folder();
    const char *path = in_folder("history");
    /* the code must be a real one: check it first */
    int k, ng;
    uint8_t *vals;
    char why[CODE_ERRLEN];
    assert_null(code_decode("sp2-AqgAA2NwRl", &k, &ng, &vals, why));
    free(vals);
    test_race(append_body, path, 150);
    history_list h;
    char err[IO_ERRLEN];
    assert_int_equal(history_read(path, &h, err), KEEP_OK);
    assert_int_equal(h.n, 300);
    char seen[2000] = { 0 };
    for (int i = 0; i < h.n; i++) {
        assert_true(h.e[i].seconds < 2000);
        assert_false(seen[h.e[i].seconds]);
        seen[h.e[i].seconds] = 1;
    }
    history_free(&h);
}

/* A malformed line, a line too long, a line from the future and a NUL byte
 * are named NAME:LINE:COLUMN; an append moves such a file aside, keeps
 * every line of it that reads by itself, and adds its own. */
static void test_history_bad_lines(void **state)
{
    (void)state;
    const char *good = "2026-01-02 10:11:12 2 2 0 61 0 1 hand 5 sp2-AqgAA2NwRl\n";
    static const struct {
        const char *text, *where, *what;
    } BAD[] = {
        { "2026-01-02 10:11:12 7 2 0 61 0 1 hand 5 sp2-AqgAA2NwRl\n", "h:2:21:", "box size" },
        { "2026-01-02 10:11:12 2 2 0 61 0 1 won 5 sp2-AqgAA2NwRl\n", "h:2:34:", "how it ended" },
        { "2026-02-30 10:11:12 2 2 0 61 0 1 hand 5 sp2-AqgAA2NwRl\n", "h:2:1:", "real date" },
        { "2026-01-02 10:11:12 2 2 0 61 0 1 hand 5 sp3-AqgAA2NwRl\n", "h:2:", "code" },
        { "2999-01-02 10:11:12 2 2 0 61 0 1 hand 5 sp2-AqgAA2NwRl\n", "h:2:1:", "future" },
        { "2026-01-02 10:11:12 2 2 0 -61 0 1 hand 5 sp2-AqgAA2NwRl\n", "h:2:27:", "seconds" },
        { "2026-01-02 10:11:12 2 2 0 61 0 1 hand 5 sp2-AqgAA2NwRl x\n", "h:2:", "code" },
    };
    char err[IO_ERRLEN], text[4096];
    history_list h;
    time_t now = time(NULL);
    for (size_t i = 0; i < sizeof BAD / sizeof *BAD; i++) {
        snprintf(text, sizeof text, "%s%s", good, BAD[i].text);
        assert_non_null(history_parse("h", text, strlen(text), now, &h, err));
        assert_int_equal(h.n, 0);
        assert_non_null(strstr(err, BAD[i].where));
        assert_non_null(strstr(err, BAD[i].what));
    }
    /* too long */
    memset(text, 'a', sizeof text);
    memcpy(text, good, strlen(good));
    text[sizeof text - 1] = '\n';
    assert_non_null(history_parse("h", text, sizeof text, now, &h, err));
    assert_non_null(strstr(err, "h:2:2049: expected a line of at most 2048"));
    /* a NUL byte */
    snprintf(text, sizeof text, "%s20", good);
    size_t len = strlen(text);
    text[len] = '\0';
    memcpy(text + len + 1, "26\n", 3);
    assert_non_null(history_parse("h", text, len + 4, now, &h, err));
    assert_non_null(strstr(err, "h:2:3: a NUL byte"));
    /* what can be kept of a bad text: each line that reads by itself */
    snprintf(text, sizeof text, "%s%s%s\n%s", good, BAD[0].text, "junk", good);
    assert_int_equal(history_salvage(text, strlen(text), now, &h), 2);
    assert_int_equal(h.n, 2);
    assert_int_equal(h.e[1].seconds, 61);
    assert_string_equal(h.e[1].code, "sp2-AqgAA2NwRl");
    history_free(&h);
    snprintf(text, sizeof text, "%s20", good);
    text[len] = '\0';
    memcpy(text + len + 1, "26\n", 3);
    memcpy(text + len + 4, good, strlen(good));
    assert_int_equal(history_salvage(text, len + 4 + strlen(good), now, &h), 2);
    history_free(&h);
    /* an append moves the bad file aside, never over it, and keeps its good
     * lines */
    fresh_folder();
    const char *path = in_folder("history");
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fprintf(f, "%s%s", good, BAD[0].text);
    fclose(f);
    history_entry e;
    memset(&e, 0, sizeof e);
    history_stamp(&e, now);
    e.kind = *SQUARE(2, 2), e.end = HIST_GAVE_UP, e.code = xstrdup("sp2-AqgAA2NwRl");
    char note[IO_ERRLEN];
    assert_int_equal(history_append(path, &e, NULL, note), 0);
    free(e.code);
    assert_non_null(strstr(note, "history:2:21: expected a box size"));
    assert_non_null(strstr(note, "moved it aside to history.bad-"));
    assert_non_null(strstr(note, "and kept the 1 line of it that could be read"));
    assert_null(strstr(note, "a new history begins"));
    assert_int_equal(history_read(path, &h, err), KEEP_OK);
    assert_int_equal(h.n, 2);
    assert_int_equal(h.e[0].end, HIST_HAND);
    assert_int_equal(h.e[0].seconds, 61);
    assert_int_equal(h.e[1].end, HIST_GAVE_UP);
    history_free(&h);
    char cmd[800], *out;
    snprintf(cmd, sizeof cmd, "cat '%s'/history.bad-*", folder);
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    assert_non_null(strstr(out, BAD[0].text)); /* kept whole */
    free(out);
}

/* Line i of a long history: each its own (its seconds), a finish by hand of
 * the k=2 pair. */
static int long_line(char *buf, size_t len, long i)
{
    return snprintf(buf, len, "2025-%02ld-%02ld 10:11:12 2 2 0 %ld 0 1 hand 5 sp2-AqgAA2NwRl\n",
                    1 + i % 12, 1 + i % 28, i);
}

/* A history file of lines [0, n) (with a blank at each line's end when
 * blanks), written to name. */
static void write_long(const char *name, long from, long n, int blanks)
{
    FILE *f = fopen(in_folder(name), "w");
    assert_non_null(f);
    char line[128];
    for (long i = from; i < n; i++) {
        long_line(line, sizeof line, i);
        if (blanks)
            strcpy(line + strlen(line) - 1, " \t\n");
        fputs(line, f);
    }
    fclose(f);
}

/* Every line [0, n) is in the history or its archives, exactly once; the
 * history within its budget; returns how many archives there are. */
static int all_kept_once(long n)
{
    char *seen = xcalloc((size_t)n, 1), err[IO_ERRLEN], name[32];
    int archives = 0;
    for (int a = 0;; a++) {
        snprintf(name, sizeof name, a ? "history.%d" : "history", a);
        char *text;
        size_t len;
        keep_status why;
        if (keep_read_file(in_folder(name), 0, &text, &len, &why, err)) {
            assert_true(a > 0);
            break;
        }
        if (a == 0)
            assert_true(len <= (size_t)HISTORY_BUDGET);
        archives = a;
        history_list h;
        assert_null(history_parse(name, text, len, time(NULL), &h, err));
        for (int i = 0; i < h.n; i++) {
            if (h.e[i].end != HIST_HAND)
                continue;
            assert_true(h.e[i].seconds >= 0 && h.e[i].seconds < n);
            if (seen[h.e[i].seconds]++)
                fail_msg("line %ld twice (in %s)", h.e[i].seconds, name);
        }
        history_free(&h);
        free(text);
    }
    for (long i = 0; i < n; i++)
        if (!seen[i])
            fail_msg("line %ld lost", i);
    free(seen);
    return archives;
}

static int append_one(char note[IO_ERRLEN])
{
    history_entry e;
    memset(&e, 0, sizeof e);
    history_stamp(&e, time(NULL));
    e.kind = *SQUARE(2, 2), e.end = HIST_GAVE_UP, e.code = (char *)"sp2-AqgAA2NwRl";
    return history_append(in_folder("history"), &e, NULL, note);
}

/* Past its budget the history keeps its oldest games apart in history.1
 * (never dropped, and said); a run that ended between the archive and the
 * history is caught up (no game twice); a history over 4 MiB is salvaged
 * whole into archives; blanks at the ends of lines are no fault. */
static void test_history_keeps_the_oldest(void **state)
{
    (void)state;
    char note[IO_ERRLEN], err[IO_ERRLEN];
    fresh_folder();
    long n = HISTORY_BUDGET / 50; /* past the budget */
    write_long("history", 0, n, 1);
    history_list h;
    assert_int_equal(history_read(in_folder("history"), &h, err), KEEP_OK); /* blanks */
    assert_int_equal(h.n, n);
    history_free(&h);
    assert_int_equal(append_one(note), 0);
    assert_non_null(strstr(note, "games are kept apart in history.1"));
    assert_int_equal(all_kept_once(n), 1);
    /* an archive written, the history not (the run ended there): no game twice */
    fresh_folder();
    write_long("history", 0, n, 0);
    write_long("history.1", 0, 1000, 0);
    assert_int_equal(append_one(note), 0);
    assert_int_equal(all_kept_once(n), 2);
    /* over 4 MiB: salvaged whole, into archives */
    fresh_folder();
    long big = (IO_MAX_FILE + IO_MAX_FILE / 4) / 50;
    write_long("history", 0, big, 0);
    assert_int_equal(append_one(note), 0);
    assert_non_null(strstr(note, "too large"));
    assert_non_null(strstr(note, "moved it aside to history.bad-"));
    assert_non_null(strstr(note, "games are kept apart in history.1 to history."));
    assert_true(all_kept_once(big) >= 2);
}

/* A history that is there but cannot be opened (no permission: a chmod
 * 000, as root cannot be made to feel it, told by the table of calls) is
 * left where it is: the append fails and says why, --stats shows nothing
 * and says why. */
static int no_permission(const char *path, int flags, mode_t mode)
{
    if (strstr(path, "/history") && !strstr(path, ".keep") && !strstr(path, ".sudokupair-")) {
        errno = EACCES;
        return -1;
    }
    return ((int (*)(const char *, int, mode_t))keep_syscall_get("open"))(path, flags, mode);
}

static void test_history_not_readable(void **state)
{
    (void)state;
    char note[IO_ERRLEN];
    fresh_folder();
    write_long("history", 0, 3, 0);
    keep_syscall_set("open", (keep_syscall)no_permission);
    int rc = append_one(note);
    history_list h;
    int st = stats_load(&h, note);
    keep_syscall_set("open", NULL);
    assert_int_equal(rc, -1);
    assert_int_equal(st, -1);
    assert_int_equal(h.n, 0);
    assert_non_null(strstr(note, "history: cannot open: Permission denied"));
    char cmd[700], *out;
    snprintf(cmd, sizeof cmd, "ls -A '%s'", folder);
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    assert_null(strstr(out, "history.bad-"));
    free(out);
    char *text = read_text(in_folder("history"));
    char line[128];
    long_line(line, sizeof line, 2);
    assert_non_null(strstr(text, line));
    free(text);
}

/* Reading never needs writing: --stats shows what reads of a bad history,
 * naming the bad line, while another program holds its lock (status 2, the
 * file as it was); --list-saves lists a save that cannot be read, naming
 * the line, while its game is claimed elsewhere. */
static void test_reading_never_writes(void **state)
{
    (void)state;
    fresh_folder();
    write_long("history", 0, 9, 0);
    FILE *f = fopen(in_folder("history"), "a");
    assert_non_null(f);
    fputs("garbage\n", f);
    fclose(f);
    char *before = read_text(in_folder("history"));
    int release;
    pid_t holder = keep_test_hold(in_folder(".history.keep"), &release);
    char cmd[900], *out, *err;
    snprintf(cmd, sizeof cmd, "XDG_DATA_HOME='%s' %s --stats", home, bin_path());
    int rc = run_cmd(cmd, &out, &err);
    keep_test_let_go(holder, release);
    assert_int_equal(rc, 2);
    assert_non_null(strstr(out, "4x4           pair   easy         9    9"));
    assert_non_null(strstr(err, "history:10:1: expected a date"));
    assert_non_null(strstr(err, "shown: the 9 lines that could be read; the file is left as it "
                                "is ("));
    assert_non_null(strstr(err, "history: another program holds its lock)"));
    char *after = read_text(in_folder("history"));
    assert_string_equal(after, before);
    free(out), free(err), free(before), free(after);
    /* a save that cannot be read, its game claimed by another program */
    f = fopen(in_folder("k2-7.save"), "w");
    assert_non_null(f);
    fputs("sudokupair-tui save 4\nk 9\n", f);
    fclose(f);
    holder = keep_test_hold(in_folder(".k2-7.lock"), &release);
    snprintf(cmd, sizeof cmd, "XDG_DATA_HOME='%s' %s --list-saves", home, bin_path());
    rc = run_cmd(cmd, &out, &err);
    keep_test_let_go(holder, release);
    assert_int_equal(rc, 0);
    assert_non_null(strstr(out, "k2-7"));
    assert_non_null(strstr(out, "cannot be read: k2-7.save:2:3: "));
    free(out), free(err);
}

/* ---- statistics from a known history ---- */

/* 9x9 pair easy: hand 300, 200, 400 s, a help, a give-up; 9x9 pair medium:
 * the daily of 2026-11-24 by hand that day and the next two days' dailies;
 * 4x4 single: the computer's. Today is 2026-11-26. */
static const char KNOWN[] =
    "2026-11-20 09:00:00 3 2 0 300 0 0 hand 11 sp3-AgLUhCgMKBAoK0AMZcIQUE0BQA4Cck5OIufvZVva94awRLVEF_t2\n"
    "2026-11-21 09:00:00 3 2 0 200 1 2 hand 12 sp3-AgLUhCgMKBAoK0AMZcIQUE0BQA4Cck5OIufvZVva94awRLVEF_t2\n"
    "2026-11-21 10:00:00 3 2 0 900 5 0 help 13 sp3-AgLUhCgMKBAoK0AMZcIQUE0BQA4Cck5OIufvZVva94awRLVEF_t2\n"
    "2026-11-22 09:00:00 3 2 0 400 0 0 hand 14 sp3-AgLUhCgMKBAoK0AMZcIQUE0BQA4Cck5OIufvZVva94awRLVEF_t2\n"
    "2026-11-22 11:00:00 3 2 0 50 0 0 gave-up 15 sp3-AgLUhCgMKBAoK0AMZcIQUE0BQA4Cck5OIufvZVva94awRLVEF_t2\n"
    "2026-11-24 21:00:00 3 2 1 432 0 0 hand 9000000020261124322 sp3-AgLUhCgMKBAoK0AMZcIQUE0BQA4Cck5OIufvZVva94awRLVEF_t2\n"
    "2026-11-25 21:00:00 3 2 1 500 0 0 hand 9000000020261125322 sp3-AgLUhCgMKBAoK0AMZcIQUE0BQA4Cck5OIufvZVva94awRLVEF_t2\n"
    "2026-11-26 08:00:00 3 2 1 380 0 0 hand 9000000020261126322 sp3-AgLUhCgMKBAoK0AMZcIQUE0BQA4Cck5OIufvZVva94awRLVEF_t2\n"
    "2026-11-26 09:00:00 2 1 -2 20 0 0 computer - sp2s-YoRtgAZ\n";

static void test_stats_known_history(void **state)
{
    (void)state;
    int k, ng;
    uint8_t *vals;
    char why[CODE_ERRLEN];
    assert_null(code_decode("sp2s-YoRtgAZ", &k, &ng, &vals, why));
    free(vals);
    history_list h;
    char err[IO_ERRLEN];
    assert_null(history_parse("known", KNOWN, strlen(KNOWN), time(NULL), &h, err));
    assert_int_equal(h.n, 9);
    stats_row *rows;
    stats_filter all = STATS_ALL;
    int n = stats_rows(&h, &all, &rows);
    assert_int_equal(n, 3);
    /* sorted: 4x4 single first, then 9x9 pair easy, medium */
    assert_int_equal(kind_k(&rows[0].kind), 2);
    assert_int_equal(rows[0].computer, 1);
    assert_int_equal(rows[0].best, -1);
    assert_int_equal(rows[1].level, 0);
    assert_int_equal(rows[1].games, 5);
    assert_int_equal(rows[1].hand, 3);
    assert_int_equal(rows[1].help, 1);
    assert_int_equal(rows[1].gave_up, 1);
    assert_int_equal(rows[1].best, 200);
    assert_int_equal(rows[1].median, 300);
    assert_int_equal(rows[2].level, 1);
    assert_int_equal(rows[2].median, 432);
    free(rows);
    daily_date today = { 2026, 11, 26 };
    stats_streaks s = stats_streaks_of(&h, &all, today);
    assert_int_equal(s.current, 3);   /* 24, 25, 26 */
    assert_int_equal(s.longest, 3);   /* 20..22 and 24..26 */
    assert_int_equal(s.daily_current, 3);
    assert_int_equal(s.daily_longest, 3);
    /* a day later the runs are still current; two days later not */
    s = stats_streaks_of(&h, &all, (daily_date){ 2026, 11, 27 });
    assert_int_equal(s.current, 3);
    s = stats_streaks_of(&h, &all, (daily_date){ 2026, 11, 28 });
    assert_int_equal(s.current, 0);
    assert_int_equal(s.longest, 3);
    /* a filter: 9x9 easy only */
    stats_filter easy = { 3, 2, 0, 0, 0 };
    n = stats_rows(&h, &easy, &rows);
    assert_int_equal(n, 1);
    free(rows);
    s = stats_streaks_of(&h, &easy, today);
    assert_int_equal(s.current, 0);
    assert_int_equal(s.longest, 3);
    assert_int_equal(s.daily_longest, 0);
    /* the place of the newest finish by hand among the last ten */
    history_list first4 = { h.e, 4 };
    int of;
    assert_int_equal(stats_place(&first4, STATS_LAST, &of), 3); /* 400 after 200 and 300 */
    assert_int_equal(of, 3);
    history_list first2 = { h.e, 2 };
    assert_int_equal(stats_place(&first2, STATS_LAST, &of), 1);
    assert_int_equal(stats_median(&h, SQUARE(3, 2), 0, 2), 300); /* (400 + 200) / 2 */
    history_free(&h);
}

/* The streaks in words: "1 day in a row", never "1 days" (play-test). */
static void test_streak_words(void **state)
{
    (void)state;
    char first[160], second[160];
    stats_streaks one = { 1, 1, 1, 1 }, more = { 0, 4, 0, 3 };
    stats_streaks long_run = { 99999, 99999, 99999, 99999 };
    stats_format_streaks(&one, first, second);
    assert_string_equal(first, "Days in a row with a finish by hand: 1 now, 1 at the longest.");
    assert_string_equal(second, "Daily puzzle by hand on its day: 1 day in a row now, 1 at "
                                "the longest.");
    stats_format_streaks(&more, first, second);
    assert_string_equal(second, "Daily puzzle by hand on its day: 0 days in a row now, 3 "
                                "at the longest.");
    stats_format_streaks(&long_run, first, second);
    assert_true(strlen(first) <= 80 && strlen(second) <= 80);
    /* --stats says it so: one daily finished by hand today */
    history_list h;
    char err[IO_ERRLEN], *text = NULL;
    size_t len = 0;
    assert_null(history_parse("one", KNOWN, strlen(KNOWN), time(NULL), &h, err));
    history_list last = { h.e + 7, 1 }; /* 2026-11-26's daily by hand */
    FILE *out = open_memstream(&text, &len);
    stats_filter all = STATS_ALL;
    assert_int_equal(stats_print(out, &last, &all, (daily_date){ 2026, 11, 26 }), 0);
    fclose(out);
    assert_non_null(strstr(text, "1 day in a row now"));
    assert_null(strstr(text, "1 days"));
    free(text);
    history_free(&h);
}

/* The finish of a day's daily that counts: the fastest by hand, else the last
 * with help; a give-up, the computer's, another day or puzzle: none. */
static void test_finish_on_a_day(void **state)
{
    (void)state;
    static const char LINES[] =
        "2026-11-26 08:00:00 3 2 1 600 3 0 help 9000000020261126322 "
        "sp3-AgLUhCgMKBAoK0AMZcIQUE0BQA4Cck5OIufvZVva94awRLVEF_t2\n"
        "2026-11-26 09:00:00 3 2 1 500 4 0 help 9000000020261126322 "
        "sp3-AgLUhCgMKBAoK0AMZcIQUE0BQA4Cck5OIufvZVva94awRLVEF_t2\n"
        "2026-11-26 10:00:00 3 2 1 30 0 0 gave-up 9000000020261126322 "
        "sp3-AgLUhCgMKBAoK0AMZcIQUE0BQA4Cck5OIufvZVva94awRLVEF_t2\n"
        "2026-11-26 11:00:00 3 2 1 20 0 0 computer 9000000020261126322 "
        "sp3-AgLUhCgMKBAoK0AMZcIQUE0BQA4Cck5OIufvZVva94awRLVEF_t2\n"
        "2026-11-26 12:00:00 3 2 1 400 0 0 hand 9000000020261126322 "
        "sp3-AgLUhCgMKBAoK0AMZcIQUE0BQA4Cck5OIufvZVva94awRLVEF_t2\n"
        "2026-11-26 13:00:00 3 2 1 450 0 0 hand 9000000020261126322 "
        "sp3-AgLUhCgMKBAoK0AMZcIQUE0BQA4Cck5OIufvZVva94awRLVEF_t2\n"
        "2026-11-26 14:00:00 3 2 1 100 0 0 help 9000000020261126322 "
        "sp3-AgLUhCgMKBAoK0AMZcIQUE0BQA4Cck5OIufvZVva94awRLVEF_t2\n";
    history_list h;
    char err[IO_ERRLEN];
    assert_null(history_parse("day", LINES, strlen(LINES), time(NULL), &h, err));
    daily_date day = { 2026, 11, 26 };
    uint64_t seed = 9000000020261126322ULL;
    history_list help = { h.e, 4 }; /* with help twice, a give-up, the computer's */
    const history_entry *e = stats_finish_on(&help, seed, day);
    assert_non_null(e);
    assert_int_equal(e->end, HIST_HELP);
    assert_int_equal(e->seconds, 500); /* the last with help */
    e = stats_finish_on(&h, seed, day);
    assert_non_null(e);
    assert_int_equal(e->end, HIST_HAND);
    assert_int_equal(e->seconds, 400); /* the fastest by hand, before and after it */
    history_list none = { h.e + 2, 2 };
    assert_null(stats_finish_on(&none, seed, day));
    assert_null(stats_finish_on(&h, seed, (daily_date){ 2026, 11, 25 }));
    assert_null(stats_finish_on(&h, seed + 1, day));
    history_free(&h);
}

/* --stats prints the table from the history file, within 80 columns (the
 * puzzle codes on lines of their own), and --k, --single, --difficulty
 * choose the rows. */
/* What the command line refuses of the record and the seeds: --stats and
 * --list-saves of a size the game never plays, --puzzles whose seeds would
 * pass 2^64-1. */
static void test_refusals(void **state)
{
    (void)state;
    char *err;
    assert_int_equal(run_bin("--k 6 --stats", NULL, &err), 2);
    assert_non_null(strstr(err, "--stats: the game plays k from 2 to 5, so there are no games "
                                "of k=6 (36x36)"));
    free(err);
    assert_int_equal(run_bin("--k 6 --list-saves", NULL, &err), 2);
    assert_non_null(strstr(err, "--list-saves: the game plays k from 2 to 5"));
    free(err);
    assert_int_equal(run_bin("--generate --k 2 --puzzles 3 --seed 18446744073709551614", NULL,
                             &err), 2);
    assert_non_null(strstr(err, "--puzzles 3 --seed 18446744073709551614: the last seed would "
                                "pass 2^64-1; the seed may be at most 18446744073709551613"));
    free(err);
    char *out;
    assert_int_equal(run_bin("--generate --k 2 --puzzles 3 --seed 18446744073709551613 "
                             "--one-line", &out, &err), 0);
    int lines = 0; /* three puzzles, each on a line of its own */
    for (const char *p = out; (p = strchr(p, '\n')) != NULL; p++)
        lines++;
    assert_true(lines >= 3);
    free(out), free(err);
}

static void test_stats_command(void **state)
{
    (void)state;
    fresh_folder();
    FILE *f = fopen(in_folder("history"), "w");
    assert_non_null(f);
    fputs(KNOWN, f);
    fclose(f);
    char cmd[900], *out, *err;
    snprintf(cmd, sizeof cmd, "XDG_DATA_HOME='%s' %s --stats", home, bin_path());
    assert_int_equal(run_cmd(cmd, &out, &err), 0);
    assert_string_equal(err, "");
    assert_non_null(strstr(out, "9x9           pair   easy         5    3    1      0       1    03:20"
                                "    05:00"));
    assert_non_null(strstr(out, "4x4           single unknown      1    0    0      1       0"));
    assert_non_null(strstr(out, "Days in a row with a finish by hand: "));
    for (char *line = strtok(out, "\n"); line; line = strtok(NULL, "\n"))
        assert_true(strlen(line) <= 80 || strncmp(line, "sp", 2) == 0);
    free(out), free(err);
    snprintf(cmd, sizeof cmd, "XDG_DATA_HOME='%s' %s --stats --k 3 --difficulty medium", home,
             bin_path());
    assert_int_equal(run_cmd(cmd, &out, &err), 0);
    assert_null(strstr(out, "easy"));
    assert_non_null(strstr(out, "9x9           pair   medium       3    3"));
    free(out), free(err);
    snprintf(cmd, sizeof cmd, "XDG_DATA_HOME='%s' %s --stats --single", home, bin_path());
    assert_int_equal(run_cmd(cmd, &out, &err), 0);
    assert_null(strstr(out, "pair"));
    free(out), free(err);
    /* a bad line: named, the file moved aside, its good lines kept (the
     * same table, and the same again once the file is written anew) */
    snprintf(cmd, sizeof cmd, "XDG_DATA_HOME='%s' %s --stats", home, bin_path());
    char *before;
    assert_int_equal(run_cmd(cmd, &before, &err), 0);
    free(err);
    f = fopen(in_folder("history"), "a");
    fputs("garbage\n", f);
    fclose(f);
    assert_int_equal(run_cmd(cmd, &out, &err), 0);
    assert_non_null(strstr(err, "history:10:1: expected a date"));
    assert_non_null(strstr(err, "moved it aside to history.bad-"));
    assert_non_null(strstr(err, "and kept the 9 lines of it that could be read"));
    assert_string_equal(out, before);
    free(out), free(err);
    assert_int_equal(run_cmd(cmd, &out, &err), 0);
    assert_string_equal(err, "");
    assert_string_equal(out, before);
    free(out), free(err), free(before);
    /* nothing readable at all: a new history */
    f = fopen(in_folder("history"), "w");
    fputs("garbage\n", f);
    fclose(f);
    assert_int_equal(run_cmd(cmd, &out, &err), 0);
    assert_non_null(strstr(err, "moved it aside to history.bad-"));
    assert_null(strstr(err, "kept the"));
    assert_non_null(strstr(out, "No games in the history yet"));
    free(out), free(err);
}

/* ---- the game's life ---- */

/* A game of a data file (with its solution: nothing to solve). */
static game *data_game(const char *name, int seed)
{
    char path[256], sol_path[256];
    snprintf(path, sizeof path, DATA "/pairs/%s.csv", name);
    snprintf(sol_path, sizeof sol_path, DATA "/pairs/%s.sol.csv", name);
    int k;
    uint8_t *puzzle = read_csv(path, 2, &k), *sol = read_csv(sol_path, 2, &k);
    char err[IO_ERRLEN];
    game *gm = game_new(geom_new(k, 2), puzzle, sol, 1, (uint64_t)seed, err);
    assert_non_null(gm);
    free(puzzle);
    free(sol);
    return gm;
}

/* Saves gm as a new save (its own id), dated `age` seconds ago. */
static void saved(game *gm, int age, char id[SAVE_IDLEN])
{
    char err[IO_ERRLEN], path[KEEP_PATHLEN], name[SAVE_IDLEN + 8];
    id[0] = '\0';
    assert_null(save_store(gm, id, err));
    save_release();
    snprintf(name, sizeof name, "%s.save", id);
    assert_null(keep_path(name, path, err));
    struct timeval tv[2];
    gettimeofday(&tv[0], NULL);
    tv[0].tv_sec -= age;
    tv[1] = tv[0];
    assert_int_equal(utimes(path, tv), 0);
    game_free(gm);
}

/* With no arguments the game played last is continued, of any size: three
 * saves of three sizes, each newest in turn. */
static void test_continue_the_last(void **state)
{
    (void)state;
    fresh_folder();
    char k2[SAVE_IDLEN], k3[SAVE_IDLEN], k4[SAVE_IDLEN];
    saved(k2_game(NULL), 300, k2);
    saved(data_game("jaya-k3", 7), 200, k3);
    saved(data_game("jaya-k4", 8), 100, k4);
    const char *order[3] = { k4, k3, k2 };
    for (int i = 0; i < 3; i++) {
        life lf;
        life_spec spec;
        char msg[LIFE_MSGLEN];
        int status;
        life_start how = { KIND_SQUARE(0, 0, LEVEL_MAXIMAL, KIND_SYM_DEFAULT),
                           0, 0, 0, NULL, NULL, NULL, 0, 0, NULL };
        assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_READY);
        assert_string_equal(lf.id, order[i]);
        assert_non_null(strstr(msg, order[i]));
        /* played on and quit: not the newest any more, once the next is older */
        life_close(&lf);
        char path[KEEP_PATHLEN], err[IO_ERRLEN], name[SAVE_IDLEN + 8];
        snprintf(name, sizeof name, "%s.save", order[i]);
        assert_null(keep_path(name, path, err));
        struct timeval tv[2];
        gettimeofday(&tv[0], NULL);
        tv[0].tv_sec -= 1000;
        tv[1] = tv[0];
        assert_int_equal(utimes(path, tv), 0);
    }
    /* asking for a size still resumes that size */
    life lf;
    life_spec spec;
    char msg[LIFE_MSGLEN];
    int status;
    life_start how = { KIND_SQUARE(3, 0, LEVEL_MAXIMAL, KIND_SYM_DEFAULT),
                       0, 0, 0, NULL, NULL, NULL, 0, 0, NULL };
    assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_READY);
    assert_string_equal(lf.id, k3);
    life_close(&lf);
}

/* Every end is one history line: a finish by hand (its place and best), a
 * give-up for a new game, the computer's solution standing at the end; and
 * the shell line of a finish fits 80 columns. */
static void test_life_records_ends(void **state)
{
    (void)state;
    fresh_folder();
    life lf;
    life_spec spec;
    char msg[LIFE_MSGLEN];
    int status;
    life_start how = { KIND_SQUARE(2, 2, LEVEL_MAXIMAL, KIND_SYM_DEFAULT),
                       0, 0, 1, NULL, NULL, NULL, 0, 0, NULL };
    assert_int_equal(life_open(&lf, &how, &spec, msg, &status), LIFE_GENERATE);
    uint8_t *sol;
    life_begin(&lf, k2_game(&sol), LEVEL_EASY);
    game_add_time(lf.gm, 8.5);
    const game_state st = game_view(lf.gm);
    for (int c = 0; c < st.g->ncells; c++)
        if (!st.givens[c])
            game_place(lf.gm, c, sol[c]);
    assert_int_equal(life_after_move(&lf, msg), LIFE_FINISHED);
    assert_int_equal(lf.result.how, HIST_HAND);
    assert_int_equal(lf.result.place, 1);
    assert_int_equal(lf.result.of, 1);
    assert_true(lf.result.new_best);
    char line[LIFE_MSGLEN];
    life_exit_line(&lf, line, sizeof line);
    assert_string_equal(line, "Solved 4x4 pair, easy, in 00:08 by hand - best");
    /* a new game: the finished one is not given up again */
    life_begin(&lf, k2_game(NULL), LEVEL_EASY);
    game_place(lf.gm, first_empty(lf.gm), 1);
    life_begin(&lf, k2_game(NULL), LEVEL_EASY); /* given up */
    game_solve(lf.gm);
    assert_int_equal(life_after_move(&lf, msg), LIFE_SHOWN);
    life_close(&lf); /* the computer's solution stands at the end */
    free(sol);
    history_list h;
    char err[IO_ERRLEN];
    assert_int_equal(history_read(in_folder("history"), &h, err), KEEP_OK);
    assert_int_equal(h.n, 3);
    assert_int_equal(h.e[0].end, HIST_HAND);
    assert_int_equal(h.e[0].seconds, 8);
    assert_int_equal(h.e[0].level, 0);
    assert_true(h.e[0].has_seed && h.e[0].seed == 5);
    assert_int_equal(h.e[1].end, HIST_GAVE_UP);
    assert_int_equal(h.e[2].end, HIST_COMPUTER);
    history_free(&h);
}

int run_history_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_daily_seed_rule),
        cmocka_unit_test(test_daily_command_line),
        cmocka_unit_test(test_history_round_trip),
        cmocka_unit_test(test_history_two_programs),
        cmocka_unit_test(test_history_bad_lines),
        cmocka_unit_test(test_history_keeps_the_oldest),
        cmocka_unit_test(test_history_not_readable),
        cmocka_unit_test(test_reading_never_writes),
        cmocka_unit_test(test_stats_known_history),
        cmocka_unit_test(test_streak_words),
        cmocka_unit_test(test_finish_on_a_day),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_stats_command),
        cmocka_unit_test(test_continue_the_last),
        cmocka_unit_test(test_life_records_ends),
    };
    return cmocka_run_group_tests_name("history", tests, setup, teardown);
}
