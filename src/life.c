/* life.c - a game's life: start, finish, give up, quit, and what each does to
 * saves and best times (see life.h). */
#define _POSIX_C_SOURCE 200809L
#include "life.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "best.h"
#include "code.h"
#include "solve.h"
#include "util.h"

__attribute__((format(printf, 2, 3))) static void say(char msg[LIFE_MSGLEN], const char *fmt,
                                                      ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, LIFE_MSGLEN, fmt, ap);
    va_end(ap);
}

/* Adds a sentence to msg (a space between). */
__attribute__((format(printf, 2, 3))) static void add(char msg[LIFE_MSGLEN], const char *fmt,
                                                      ...)
{
    size_t used = strlen(msg);
    if (used && used + 1 < LIFE_MSGLEN)
        msg[used++] = ' ', msg[used] = '\0';
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg + used, LIFE_MSGLEN - used, fmt, ap);
    va_end(ap);
}

void life_format_time(double seconds, char *buf, size_t len)
{
    long s = seconds > 0 ? (long)seconds : 0;
    if (s >= 3600)
        snprintf(buf, len, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    else
        snprintf(buf, len, "%02ld:%02ld", s / 60, s % 60);
}

level_id life_category_level(const game *gm)
{
    game_record rec = game_get_record(gm);
    if (rec.level_asked != LEVEL_UNKNOWN)
        return rec.level_asked;
    level_id graded = game_view(gm).level;
    return graded != LEVEL_SEVERAL ? graded : LEVEL_UNKNOWN;
}

/* The name of a level asked for, "" when none was. */
static const char *asked_name(level_id level)
{
    return level_can_ask(level) ? level_name(level) : "";
}

/* "9x9 pair, fiendish" */
static void kind_text(const game *gm, char *buf, size_t len)
{
    const geom *g = game_view(gm).g;
    const char *level = asked_name(game_get_record(gm).level_asked);
    snprintf(buf, len, "%dx%d %s%s%s", g->n, g->n, g->ngrids == 2 ? "pair" : "grid",
             level[0] ? ", " : "", level);
}

/* The newest save that could be resumed but was not: "Your game k3-2 (9x9
 * pair, fiendish) is still saved: --resume k3-2." */
static void still_saved(char msg[LIFE_MSGLEN])
{
    char err[IO_ERRLEN];
    int count;
    save_info *list = save_list(&count, err);
    for (int i = 0; list && i < count; i++) {
        const save_info *s = &list[i];
        if (!s->ok || s->in_use)
            continue;
        const char *level = asked_name((level_id)s->level_asked);
        add(msg, "Your game %s (%dx%d %s%s%s) is still saved: --resume %s.", s->id,
            s->k * s->k, s->k * s->k, s->ngrids == 2 ? "pair" : "grid", level[0] ? ", " : "",
            level, s->id);
        break;
    }
    free(list);
}

/* A game that starts complete (an old save) is finished at once. */
static void begun(life *lf)
{
    lf->finished = 0;
    lf->unsaved = 0;
    lf->saved_on_exit = 0;
    lf->dropped = 0;
    lf->shown = game_view(lf->gm).by_computer;
    if (game_is_complete(lf->gm) && !game_view(lf->gm).by_computer) {
        lf->finished = 1;
        save_forget(lf->id);
        lf->id[0] = '\0';
    }
}

/* A start that cannot be made: said on how->errors. */
static life_open_result refuse(const life_start *how, const char *msg, int *status, int code)
{
    if (how->errors)
        fprintf(how->errors, "sudokupair-tui: %s\n", msg);
    *status = code;
    return LIFE_EXIT;
}

life_open_result life_open(life *lf, const life_start *how, life_spec *spec,
                           char msg[LIFE_MSGLEN], int *status)
{
    char err[IO_ERRLEN], note[IO_ERRLEN];
    memset(lf, 0, sizeof *lf);
    msg[0] = '\0';
    *status = 0;
    int ngrids = how->ngrids ? how->ngrids : 2, k = how->k ? how->k : 3;
    *spec = (life_spec){ k, ngrids, how->level, how->has_seed, how->seed, how->symmetry };
    if (how->resume) {
        if (save_load(how->resume, &lf->gm, err) != SAVE_OK) {
            say(msg, "%s", err);
            if (strstr(err, "open in another window"))
                add(msg, "(play it there, or start a new game with --new)");
            return refuse(how, msg, status, 2);
        }
        snprintf(lf->id, sizeof lf->id, "%s", how->resume);
        say(msg, "Welcome back: resumed your saved game %s.", lf->id);
        begun(lf);
        return LIFE_READY;
    }
    if (how->load) {
        int lk;
        uint8_t *vals;
        if (io_load_csv(how->load, how->k, ngrids, &lk, &vals, err)) {
            say(msg, "%s", err);
            return refuse(how, msg, status, 2);
        }
        geom *g = geom_new(lk, ngrids);
        lf->gm = game_new(g, vals, NULL, 0, 0, err);
        if (!lf->gm) {
            /* why, as --solve says it */
            char prefix[IO_PATHSHOW + 64], shown[IO_PATHSHOW + 4];
            snprintf(prefix, sizeof prefix, "sudokupair-tui: %s: ",
                     io_show_path(how->load, shown));
            say(msg, "%s: %s", shown, err);
            *status = 1;
            if (!how->errors || !solve_explain_none(how->errors, prefix, g, vals))
                refuse(how, msg, status, 1);
            free(vals);
            geom_free(g);
            return LIFE_EXIT;
        }
        free(vals);
        if (!game_view(lf->gm).unique)
            say(msg, "This puzzle has more than one solution; hints follow one of them.");
        begun(lf);
        return LIFE_READY;
    }
    if (!how->new_game && !how->has_seed) {
        int level = how->level != LEVEL_MAXIMAL ? (int)how->level : SAVE_ANY_LEVEL;
        if (save_resume(k, ngrids, level, &lf->gm, lf->id, note)) {
            say(msg, "%s", note);
            add(msg, "Welcome back: resumed your saved game %s.", lf->id);
            begun(lf);
            return LIFE_READY;
        }
        if (note[0])
            say(msg, "%s A new game starts.", note);
    }
    /* a new game: a save that could have been resumed is still there */
    if (!how->new_game)
        still_saved(msg);
    return LIFE_GENERATE;
}

void life_begin(life *lf, game *gm, level_id level_asked)
{
    if (lf->gm && !lf->finished)
        save_forget(lf->id); /* the game given up: its save goes */
    game_free(lf->gm);
    lf->gm = gm;
    lf->id[0] = '\0';
    game_set_level_asked(gm, level_asked);
    begun(lf);
}

int life_finished(const life *lf) { return lf->finished; }

int life_over(const life *lf)
{
    return lf->finished || (game_view(lf->gm).by_computer && game_is_complete(lf->gm));
}

/* What helped, for the finish: "27 hints, 2 checks" ("" when nothing). */
static void help_text(const game_record *rec, char *buf, size_t len)
{
    int used = 0;
    buf[0] = '\0';
    if (rec->hints)
        used += snprintf(buf + used, len - (size_t)used, "%d hint%s", rec->hints,
                         rec->hints == 1 ? "" : "s");
    if (rec->checks)
        snprintf(buf + used, len - (size_t)used, "%s%d check%s", used ? ", " : "", rec->checks,
                 rec->checks == 1 ? "" : "s");
}

int life_after_move(life *lf, char msg[LIFE_MSGLEN])
{
    game_state st = game_view(lf->gm);
    int complete = !lf->finished && game_is_complete(lf->gm);
    if (!complete || !st.by_computer)
        lf->shown = 0;
    if (!complete)
        return LIFE_MOVED;
    game_record rec = game_get_record(lf->gm);
    char clock[32], helped[96], path[SAVE_PATHLEN], note[IO_ERRLEN];
    life_format_time(st.elapsed, clock, sizeof clock);
    help_text(&rec, helped, sizeof helped);
    if (st.by_computer) {
        /* the computer's solution shown: help, not a finish; undo takes it back */
        if (lf->shown)
            return LIFE_MOVED;
        lf->shown = 1;
        save_forget(lf->id); /* the game is over unless taken back */
        lf->id[0] = '\0';
        say(msg, "Solved by the computer after %s%s%s%s.", clock, helped[0] ? " (" : "",
            helped, helped[0] ? ")" : "");
        return LIFE_SHOWN;
    }
    lf->finished = 1;
    save_forget(lf->id);
    lf->id[0] = '\0';
    /* the puzzle's code: named where it is short enough to read (to 9x9),
     * kept with a best time at every size */
    const geom *g = st.g;
    char *code = code_encode(g, st.givens), named[LIFE_CODE_SHOWN + 16] = "";
    if (strlen(code) <= LIFE_CODE_SHOWN)
        snprintf(named, sizeof named, " Puzzle %s.", code);
    if (rec.computer_move) {
        say(msg, "Solved in %s%s%s.%s Not a best time: the computer showed the solution at "
                 "move %d.", clock, helped[0] ? " with " : "", helped, named, rec.computer_move);
        free(code);
        return LIFE_FINISHED;
    }
    if (rec.reveals) {
        say(msg, "Solved in %s with %s.%s Not a best time: %d hint%s placed a value.", clock,
            helped, named, rec.reveals, rec.reveals == 1 ? "" : "s");
        free(code);
        return LIFE_FINISHED;
    }
    /* a finish by hand: a best-time candidate */
    say(msg, "Solved in %s! Well done%s%s.%s", clock, helped[0] ? ", with " : "", helped, named);
    level_id level = life_category_level(lf->gm);
    double previous = -1;
    int rc = -1;
    if (!best_path(path, note))
        rc = best_record(path, g->k, g->ngrids, level, st.elapsed, code, &previous, note);
    free(code);
    if (rc < 0) {
        add(msg, "(The best time could not be kept: %.400s.)", note);
        return LIFE_FINISHED;
    }
    if (note[0])
        add(msg, "(%.400s.)", note);
    char was[32];
    life_format_time(previous, was, sizeof was);
    if (rc == 1 && previous >= 0)
        add(msg, "A new best for this size and level (was %s)!", was);
    else if (rc == 1)
        add(msg, "Your first time for this size and level.");
    else
        add(msg, "Best for this size and level: %s.", was);
    return LIFE_FINISHED;
}

static int save_now(life *lf, char msg[LIFE_MSGLEN])
{
    char err[IO_ERRLEN];
    msg[0] = '\0';
    if (!lf->gm || lf->finished || life_over(lf))
        return 1;
    int dropped = save_fit(lf->gm);
    lf->dropped += dropped;
    if (dropped)
        say(msg, "The oldest %d moves of the undo history were dropped to keep the save "
                 "readable.", dropped);
    lf->unsaved = save_store(lf->gm, lf->id, err) != NULL;
    if (lf->unsaved) {
        add(msg, "Could not save: %.400s", err);
        return 0;
    }
    lf->saved_on_exit = 1;
    return 1;
}

int life_quit(life *lf, char msg[LIFE_MSGLEN]) { return save_now(lf, msg); }

int life_suspend(life *lf, char msg[LIFE_MSGLEN]) { return save_now(lf, msg); }

void life_exit_line(const life *lf, char *buf, size_t len)
{
    buf[0] = '\0';
    if (!lf->gm || !lf->saved_on_exit || life_over(lf) || !lf->id[0])
        return;
    char kind[64], clock[32], dropped[96] = "";
    kind_text(lf->gm, kind, sizeof kind);
    life_format_time(game_view(lf->gm).elapsed, clock, sizeof clock);
    if (lf->dropped)
        snprintf(dropped, sizeof dropped, "; the oldest %d moves of its undo history dropped",
                 lf->dropped);
    snprintf(buf, len, "Saved %s (%s, %s played%s). Resume with: sudokupair-tui --resume %s",
             lf->id, kind, clock, dropped, lf->id);
}

void life_close(life *lf)
{
    game_free(lf->gm);
    lf->gm = NULL;
    save_release();
}
