/* fill.c - the puzzle store filled in the background (fill.h). */
#include "fill.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

struct fill {
    gen_strategy strategy;
    job *j;             /* the running job, or NULL */
    geom *g;
    puzzle_kind key;      /* what it makes */
    uint64_t seed;
    double started;     /* util_now at its start */
    double looked;      /* when the store was last found full; 0: look now */
    puzzle_kind looked_for; /* the playing kind looked at then */
    int broken;         /* the store cannot be written: make nothing more */
    puzzle_kind last_short; /* the kind of the last puzzle that fell short */
    int shorts;         /* of its level, so many times in a row */
    puzzle_kind given_up[FILL_GIVEN_UP_MAX]; /* kinds no longer made (fill_serves) */
    int ngiven_up;
    puzzle_kind chosen;   /* the playing kind of the last fill_poll */
};

fill *fill_new(gen_strategy strategy)
{
    fill *f = xcalloc(1, sizeof *f);
    f->strategy = strategy;
    return f;
}

void fill_stop(fill *f)
{
    if (!f->j)
        return;
    job_cancel(f->j);
    job_finish(f->j, NULL, NULL, NULL);
    geom_free(f->g);
    f->j = NULL;
    f->g = NULL;
}

void fill_free(fill *f)
{
    if (!f)
        return;
    fill_stop(f);
    free(f);
}

int fill_serves(const fill *f, const puzzle_kind *key)
{
    for (int i = 0; i < f->ngiven_up; i++)
        if (kind_same(&f->given_up[i], key))
            return 0;
    return f->strategy == GEN_FAST && kind_valid(key, 1);
}

/* A level puzzle fell short of f->key's level: FILL_SHORTS times in a row,
 * and the kind is given up (a 4x4 pair has no hard puzzle: made forever,
 * it would keep a core busy for nothing). */
static void fell_short(fill *f)
{
    if (f->shorts > 0 && kind_same(&f->last_short, &f->key)) {
        f->shorts++;
    } else {
        f->last_short = f->key;
        f->shorts = 1;
    }
    if (f->shorts >= FILL_SHORTS && f->ngiven_up < FILL_GIVEN_UP_MAX)
        f->given_up[f->ngiven_up++] = f->key;
}

/* The finished job's puzzle into the store. */
static void put_done(fill *f)
{
    size_t nc = (size_t)f->g->ncells;
    uint8_t *p = xmalloc(nc), *s = xmalloc(nc);
    gen_stats st;
    int rc = job_finish(f->j, p, s, &st);
    f->j = NULL;
    /* a level puzzle that fell short of its level is not one of the kind */
    int fits = rc == 0 && (f->key.level == LEVEL_MAXIMAL || st.level == f->key.level);
    if (rc == 0 && store_put(&f->key, f->seed, fits ? p : NULL, s, st.seconds) < 0)
        f->broken = 1;
    /* its time tells a player's wait only when the machine was quiet: the
     * job ran at the lowest priority */
    if (rc == 0 && fill_slowdown() < FILL_QUIET)
        fill_note_time(f->strategy, &f->key, st.seconds);
    if (rc == 0 && !fits)
        fell_short(f);
    else if (fits)
        f->shorts = 0;
    free(p);
    free(s);
    geom_free(f->g);
    f->g = NULL;
    f->looked = 0;
}

/* The other sizes are made up to this k: a 25x25 pair takes both cores
 * for many seconds, and is made for the store once one is played. */
#define OTHER_KMAX 4

/* The first kind short of puzzles: playing up to STORE_FEW, then the other
 * sizes one each. 1 with *key, or 0 when every one is full. */
static int next_short(const fill *f, const puzzle_kind *playing, puzzle_kind *key)
{
    if (fill_serves(f, playing) && store_count(playing) < STORE_FEW) {
        *key = *playing;
        return 1;
    }
    for (int k = GRID_KMIN; k <= OTHER_KMAX; k++) {
        puzzle_kind other = *playing;
        other.box_rows = other.box_cols = k;
        if (k != kind_k(playing) && fill_serves(f, &other) && store_count(&other) < 1) {
            *key = other;
            return 1;
        }
    }
    return 0;
}

void fill_poll(fill *f, const puzzle_kind *playing)
{
    if (f->j && job_finished(f->j))
        put_done(f);
    /* another kind chosen (the menu's Size, Level...): a job of a kind not
     * chosen gives way when the chosen one is short */
    if (f->j && !kind_same(&f->chosen, playing) && !kind_same(&f->key, playing) &&
        fill_serves(f, playing) && store_count(playing) < STORE_FEW)
        fill_stop(f);
    f->chosen = *playing;
    if (f->j || f->broken)
        return;
    double now = util_now();
    int same = kind_same(&f->looked_for, playing);
    if (f->looked > 0 && same && now - f->looked < FILL_LOOK)
        return;
    puzzle_kind key;
    if (!next_short(f, playing, &key)) {
        f->looked = now;
        f->looked_for = *playing;
        return;
    }
    f->key = key;
    f->seed = util_fresh_seed();
    f->g = kind_geom(&key);
    f->started = now;
    f->j = job_start_idle(f->g, &(gen_params){ f->seed, f->strategy, key.level, 0,
                                                key.symmetry });
}

int fill_making(const fill *f, const puzzle_kind *key)
{
    return f->j && kind_same(&f->key, key);
}

job *fill_adopt(fill *f, const puzzle_kind *key, geom **g, uint64_t *seed, double *started)
{
    if (!fill_making(f, key))
        return NULL;
    job *j = f->j;
    *g = f->g;
    *seed = f->seed;
    *started = f->started;
    f->j = NULL;
    f->g = NULL;
    return j;
}

double fill_bar(double elapsed, double expect)
{
    if (expect <= 0)
        expect = 1;
    if (elapsed <= 0)
        return 0;
    if (elapsed <= expect)
        return 0.9 * elapsed / expect;
    double over = (elapsed - expect) / expect;
    return 0.9 + 0.099 * over / (over + 1);
}

/* "12 s", "3 min 5 s", "under a second" */
static void span(double seconds, char *buf, size_t len)
{
    long s = (long)(seconds + 0.5);
    if (seconds < 1)
        snprintf(buf, len, "under a second");
    else if (s < 100)
        snprintf(buf, len, "%ld s", s);
    else
        snprintf(buf, len, "%ld min %ld s", s / 60, s % 60);
}

void fill_wait_text(double elapsed, double expect, int measured, char *buf, size_t len)
{
    char so_far[32], all[40];
    span(elapsed, so_far, sizeof so_far);
    span(expect, all + 6, sizeof all - 6);
    memcpy(all, "about ", 6);
    const char *usual = expect < 1 ? all + 6 : all;
    /* what was measured here, or a rough figure: said as such */
    const char *takes = measured ? "usually takes" : "should take";
    const char *here = measured ? " here" : "";
    if (elapsed < 1)
        snprintf(buf, len, "It %s %s%s.", takes, usual, here);
    else if (elapsed <= expect * 1.2)
        snprintf(buf, len, "%s so far; it %s %s%s.", so_far, takes, usual, here);
    else
        snprintf(buf, len, "%s so far: longer than %s (%s); some puzzles take a few goes.",
                 so_far, measured ? "usual" : "expected", usual);
}

void fill_bar_text(double share, int width, char *buf, size_t len)
{
    if (width < 1)
        width = 1;
    if ((size_t)width + 3 > len)
        width = len > 3 ? (int)len - 3 : 0;
    if (!(share > 0)) /* NaN too */
        share = 0;
    int done = share >= 1 ? width : (int)(share * width);
    buf[0] = '[';
    memset(buf + 1, '#', (size_t)done);
    memset(buf + 1 + done, '-', (size_t)(width - done));
    buf[width + 1] = ']';
    buf[width + 2] = '\0';
}

/* Where words are cut to keep at most max characters: after the last
 * clause ("; " or ": ") that fits, else before the last space that is not
 * after a number, else 0 (no word is cut in two). */
static size_t cut_at(const char *words, size_t max)
{
    size_t n = strlen(words);
    if (n <= max)
        return n;
    size_t space = 0;
    for (size_t i = max; i > 0; i--) {
        if ((words[i] == ';' || words[i] == ':') && words[i + 1] == ' ')
            return i;
        if (!space && words[i] == ' ' && !(words[i - 1] >= '0' && words[i - 1] <= '9'))
            space = i; /* a number stays with its unit: "20 s" */
    }
    return space;
}

void fill_line(double share, const char *words, int cols, char *buf, size_t len)
{
    if (cols <= 0)
        cols = 80;
    int width = (cols - 1) / 4; /* a quarter of the line, 4 to 24 */
    width = width < 4 ? 4 : width > 24 ? 24 : width;
    char bar[32];
    fill_bar_text(share, width, bar, sizeof bar);
    int room = cols - 1 - (width + 3) - 1; /* after the bar and a space */
    size_t keep = room > 0 ? cut_at(words, (size_t)room) : 0;
    if (keep == 0) /* no room for a word: the bar alone, cut to fit */
        snprintf(buf, len, "%.*s", cols > 1 ? cols - 1 : 0, bar);
    else
        snprintf(buf, len, "%s %.*s", bar, (int)keep, words);
}

double fill_wait_bar(double elapsed, double expect, double cells)
{
    if (expect <= 0)
        expect = 1;
    if (elapsed > FILL_OVERRUN * expect)
        return -1;
    double share = fill_bar(elapsed, expect);
    return cells >= 0 && cells < share ? cells : share;
}

void fill_busy_text(double elapsed, int width, char *buf, size_t len)
{
    fill_bar_text(0, width, buf, len);
    width = (int)strlen(buf) - 2;
    int block = width / 5 < 1 ? 1 : width / 5, room = width - block;
    /* to and fro, a column every eighth of a second */
    long step = elapsed > 0 ? (long)(elapsed * 8) : 0;
    int at = room > 0 ? (int)(step % (2 * room)) : 0;
    if (at > room)
        at = 2 * room - at;
    memset(buf + 1 + at, '#', (size_t)block);
}

void fill_wait_line(double elapsed, double expect, int measured, double cells, int cols,
                    char *buf, size_t len)
{
    char words[200];
    fill_wait_text(elapsed, expect, measured, words, sizeof words);
    double share = fill_wait_bar(elapsed, expect, cells);
    fill_line(share, words, cols, buf, len);
    if (share < 0 && buf[0] == '[') { /* the bar fill_line drew, made busy */
        char busy[40];
        size_t width = strcspn(buf, "]");
        fill_busy_text(elapsed, (int)width - 1, busy, sizeof busy);
        if (buf[width] == ']' && strlen(busy) == width + 1)
            memcpy(buf, busy, width + 1);
    }
}

double fill_batch_bar(int done, int count, const batch_making *making, int n, double expect)
{
    if (count <= 0 || done >= count)
        return 1;
    double sum = done;
    for (int i = 0; i < n; i++) {
        double by_time = fill_bar(making[i].seconds, expect);
        sum += making[i].cells < by_time ? making[i].cells : by_time;
    }
    double share = sum / count;
    return share < 0.999 ? share : 0.999;
}

void fill_batch_text(int made, int count, double elapsed, char *buf, size_t len)
{
    char so_far[32];
    span(elapsed, so_far, sizeof so_far);
    snprintf(buf, len, "%d of %d puzzle%s made%s%s%s", made, count, count == 1 ? "" : "s",
             elapsed < 1 ? "" : "; ", elapsed < 1 ? "" : so_far, elapsed < 1 ? "" : " so far");
}

