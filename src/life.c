/* life.c - a game's life: start, finish, give up, quit, and what each does to
 * saves and best times (see life.h). */
#define _POSIX_C_SOURCE 200809L
#include "life.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "best.h"
#include "code.h"
#include "savefile.h"
#include "saves.h"
#include "settings.h"
#include "solve.h"
#include "stats.h"
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
    util_format_clock(seconds, buf, len);
}

level_id life_category_level(const game *gm)
{
    game_record rec = game_get_record(gm);
    if (rec.level_asked != LEVEL_UNKNOWN)
        return rec.level_asked;
    level_id graded = game_view(gm).level;
    return graded != LEVEL_SEVERAL ? graded : LEVEL_UNKNOWN;
}

/* The game's kind (its level the one it is named under). */
static puzzle_kind kind_of(const game *gm)
{
    return kind_of_geom(game_view(gm).g, game_get_record(gm).level_asked, KIND_SYM_DEFAULT);
}

void life_short_note(const life *lf, level_id asked, char *buf, size_t len)
{
    buf[0] = '\0';
    if (!lf->gm || asked == LEVEL_MAXIMAL || !level_can_ask(asked) ||
        game_get_record(lf->gm).level_asked == asked)
        return;
    game_state st = game_view(lf->gm);
    char words[128];
    level_short_text(asked, st.level, words, sizeof words);
    if (st.has_seed) {
        puzzle_kind kd = kind_of(lf->gm);
        char which[48];
        daily_seed_words(st.seed, &kd, which, sizeof which);
        snprintf(buf, len, "%c%s: %s.", toupper((unsigned char)which[0]), which + 1, words);
    }
    else /* a sentence of its own: "Found no hard puzzle; ..." */
        snprintf(buf, len, "%c%s.", toupper((unsigned char)words[0]), words + 1);
}

/* "9x9 pair, fiendish" */
static void kind_text(const game *gm, char *buf, size_t len)
{
    puzzle_kind kd = kind_of(gm);
    kind_name(&kd, level_or_none(kd.level), buf, len);
}

/* The game's life ends: its line appended to the history (once). after (may
 * be NULL) gets the history as written (empty when it could not be). note
 * says what the player should know ("" when all went well: a bad history
 * moved aside, or why the line could not be kept). 0 when the line is kept
 * (or was already), -1 when not. */
static int record_end(life *lf, history_end how, history_list *after, char note[IO_ERRLEN])
{
    char path[KEEP_PATHLEN];
    note[0] = '\0';
    if (after)
        after->e = NULL, after->n = 0;
    if (lf->recorded || !lf->gm)
        return 0;
    lf->recorded = 1;
    game_state st = game_view(lf->gm);
    game_record rec = game_get_record(lf->gm);
    history_entry e;
    memset(&e, 0, sizeof e);
    history_stamp(&e, time(NULL));
    e.kind = kind_of(lf->gm);
    e.level = level_code(life_category_level(lf->gm));
    e.seconds = st.elapsed > HISTORY_MAX_NUMBER ? HISTORY_MAX_NUMBER : (long)st.elapsed;
    e.hints = rec.hints, e.checks = rec.checks, e.end = how;
    e.has_seed = st.has_seed, e.seed = st.seed;
    e.code = code_encode(st.g, st.givens);
    int rc = history_path(path, note) ? -1 : history_append(path, &e, after, note);
    free(e.code);
    if (rc < 0) { /* said when the program ends, whatever is said now */
        size_t used = strlen(lf->unkept);
        snprintf(lf->unkept + used, sizeof lf->unkept - used, "%sthe end of a game (%s) could "
                 "not be kept in the history: %.300s", used ? "; " : "", history_end_name(how),
                 note);
    }
    return rc;
}

/* The newest save that could be resumed but was not: "Your game k3-2 (9x9
 * pair, fiendish) is still saved: --resume k3-2." */
static void still_saved(char msg[LIFE_MSGLEN])
{
    char err[IO_ERRLEN];
    int count;
    saves_info *list = saves_list(&count, err);
    for (int i = 0; list && i < count; i++) {
        const saves_info *s = &list[i];
        if (!s->ok || s->in_use)
            continue;
        char kind[64];
        kind_name(&s->kind, level_or_none(s->kind.level), kind, sizeof kind);
        add(msg, "Your game %s (%s) is still saved: --resume %s.", s->id, kind, s->id);
        break;
    }
    free(list);
}

static void autosave_begun(life *lf);

/* A game that starts complete (an old save) is finished at once. */
static void begun(life *lf)
{
    lf->finished = 0;
    lf->recorded = 0;
    memset(&lf->result, 0, sizeof lf->result);
    lf->unsaved = 0;
    lf->saved_on_exit = 0;
    lf->dropped = 0;
    autosave_begun(lf);
    lf->shown = game_view(lf->gm).by_computer;
    if (game_is_complete(lf->gm) && !game_view(lf->gm).by_computer) {
        lf->finished = 1;
        save_forget(lf->id);
        lf->id[0] = '\0';
    }
}

/* The day's puzzle started before and saved: resumed (1), msg says so. */
static int resume_daily(life *lf, uint64_t seed, char msg[LIFE_MSGLEN])
{
    char err[IO_ERRLEN];
    int count, found = 0;
    saves_info *list = saves_list(&count, err);
    for (int i = 0; list && i < count && !found; i++) {
        const saves_info *s = &list[i];
        if (!s->ok || s->in_use || !s->has_seed || s->seed != seed ||
            save_load(s->id, &lf->gm, err) != SAVE_OK)
            continue;
        snprintf(lf->id, sizeof lf->id, "%s", s->id);
        say(msg, "Welcome back to the day's puzzle: resumed your saved game %s.", lf->id);
        begun(lf);
        found = 1;
    }
    free(list);
    return found;
}

/* A start that cannot be made: said on how->errors. */
static life_open_result refuse(const life_start *how, const char *msg, int *status, int code)
{
    if (how->errors)
        fprintf(how->errors, "sudokupair-tui: %s\n", msg);
    *status = code;
    return LIFE_EXIT;
}

level_id life_players_level(void) { return settings_load().level; }

/* --load FILE: the game of its puzzle (LIFE_READY), or why not (LIFE_EXIT). */
static life_open_result load_game(life *lf, const life_start *how, int ngrids,
                                  char msg[LIFE_MSGLEN], int *status)
{
    char err[IO_ERRLEN];
    uint8_t *vals;
    puzzle_kind loaded = how->kind;
    loaded.ngrids = ngrids;
    if (keep_load_puzzle(how->load, 0, &loaded, &vals, NULL, err)) {
        say(msg, "%s", err);
        return refuse(how, msg, status, EXIT_USAGE);
    }
    geom *g = kind_geom(&loaded);
    lf->gm = game_new(g, vals, NULL, 0, 0, err);
    if (!lf->gm) {
        /* why, as --solve says it */
        char prefix[IO_PATHSHOW + 64], shown[IO_PATHSHOW + 4];
        snprintf(prefix, sizeof prefix, "sudokupair-tui: %s: ", io_show_path(how->load, shown));
        say(msg, "%s: %s", shown, err);
        *status = EXIT_NO_SOLUTION;
        if (!how->errors || !solve_explain_none(how->errors, prefix, g, vals))
            refuse(how, msg, status, EXIT_NO_SOLUTION);
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

life_open_result life_open(life *lf, const life_start *how, life_spec *spec,
                           char msg[LIFE_MSGLEN], int *status)
{
    char err[IO_ERRLEN], note[IO_ERRLEN];
    memset(lf, 0, sizeof *lf);
    msg[0] = '\0';
    *status = 0;
    puzzle_kind kd = kind_complete(how->kind);
    *spec = (life_spec){ kd, how->has_seed, how->seed };
    life_program_shown(how->program, getenv("PATH"), lf->program, sizeof lf->program);
    if (how->level_from_menu)
        spec->kind.level = life_players_level();
    if (how->resume) {
        save_status st = save_load(how->resume, &lf->gm, err);
        if (st != SAVE_OK) {
            say(msg, "%s", err);
            if (strstr(err, "open in another window"))
                add(msg, "(play it there, or start a new game with --new)");
            if (st == SAVE_BAD && !saves_set_aside(how->resume, err, msg))
                add(msg, "A new game starts with --new.");
            return refuse(how, msg, status, EXIT_USAGE);
        }
        snprintf(lf->id, sizeof lf->id, "%s", how->resume);
        say(msg, "Welcome back: resumed your saved game %s.", lf->id);
        begun(lf);
        return LIFE_READY;
    }
    if (how->load)
        return load_game(lf, how, kd.ngrids, msg, status);
    if (!how->new_game && how->has_seed &&
        daily_of_seed(how->seed, daily_shape(&kd), kd.ngrids, NULL, NULL) &&
        resume_daily(lf, how->seed, msg))
        return LIFE_READY;
    if (!how->new_game && !how->has_seed) {
        int any_level = how->kind.level == LEVEL_MAXIMAL;
        if (!how->kind.box_rows && !how->kind.ngrids && any_level)
            kd = how->kind; /* no size asked: the game played last, of any kind */
        if (saves_resume(&kd, any_level, &lf->gm, lf->id, note)) {
            say(msg, "%s", note);
            add(msg, "Welcome back: resumed your saved game %s (--new for a new one).", lf->id);
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

void life_give_up(life *lf)
{
    char note[IO_ERRLEN];
    if (lf->gm && !lf->finished) {
        record_end(lf, life_over(lf) ? HIST_COMPUTER : HIST_GAVE_UP, NULL, note);
        save_forget(lf->id); /* the game given up: its save goes */
    }
    game_free(lf->gm);
    lf->gm = NULL;
    lf->id[0] = '\0';
}

static int write_save(life *lf, int behind, char msg[LIFE_MSGLEN]);

int life_set_aside(life *lf, char msg[LIFE_MSGLEN])
{
    char note[IO_ERRLEN], kind[64], clock[32], dropped[LIFE_MSGLEN];
    msg[0] = '\0';
    if (!lf->gm)
        return 1;
    if (!lf->finished && !life_over(lf)) {
        if (write_save(lf, 0, dropped) < 0) {
            say(msg, "%s", dropped);
            return 0;
        }
        kind_text(lf->gm, kind, sizeof kind);
        life_format_time(game_view(lf->gm).elapsed, clock, sizeof clock);
        say(msg, "Your game %s (%s, %s played) is saved.", lf->id, kind, clock);
        if (dropped[0])
            add(msg, "%s", dropped);
    } else if (!lf->finished) {
        record_end(lf, HIST_COMPUTER, NULL, note); /* over by the computer's solution */
    }
    game_free(lf->gm);
    lf->gm = NULL;
    lf->id[0] = '\0';
    save_release(); /* Continue, or another window, may take it */
    return 1;
}

void life_begin(life *lf, game *gm, level_id level_asked)
{
    life_give_up(lf);
    lf->gm = gm;
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

/* What the history's keeping had to say at a finish, after msg. */
static void tell_history(const life *lf, char msg[LIFE_MSGLEN])
{
    if (lf->result.note[0])
        add(msg, "(History: %.400s.)", lf->result.note);
}

/* The finish's end in the history, and lf->result but for the best time
 * (keep_best adds it). *after (history_free it) gets the history as written,
 * this finish last (empty when it could not be kept). */
static void finish_result(life *lf, history_list *after)
{
    game_state st = game_view(lf->gm);
    game_record rec = game_get_record(lf->gm);
    life_result *r = &lf->result;
    char note[IO_ERRLEN];
    int by_hand = !rec.computer_move && !rec.reveals;
    int kept = record_end(lf, by_hand ? HIST_HAND : HIST_HELP, after, note) == 0;
    memset(r, 0, sizeof *r);
    snprintf(r->note, sizeof r->note, "%s", note);
    r->history_kept = kept;
    r->ended = 1;
    r->how = by_hand ? HIST_HAND : HIST_HELP;
    r->seconds = st.elapsed;
    r->hints = rec.hints, r->checks = rec.checks;
    r->reveals = rec.reveals, r->computer_move = rec.computer_move;
    r->best = r->previous = -1;
    if (by_hand)
        r->place = stats_place(after, STATS_LAST, &r->of);
    level_id daily_level;
    puzzle_kind kd = kind_of(lf->gm);
    r->daily = st.has_seed && daily_of_seed(st.seed, daily_shape(&kd), kd.ngrids, &r->date,
                                            &daily_level);
    kind_text(lf->gm, r->kind, sizeof r->kind);
    char *code = code_encode(st.g, st.givens);
    snprintf(r->code, sizeof r->code, "%s", code);
    free(code);
}

/* The best time of each category among the finishes by hand of h but its
 * newest line (this finish), as stats counts them: what best-times starts
 * from when it was moved aside or is missing, so that the best time and
 * the history's place agree. The codes point into h. */
static best_entry *history_bests(const history_list *h, int *n)
{
    history_list before = { h->e, h->n > 0 ? h->n - 1 : 0 };
    stats_filter all = STATS_ALL;
    stats_row *rows;
    int nrows = stats_rows(&before, &all, &rows);
    best_entry *past = xmalloc(sizeof *past * (size_t)(nrows + 1));
    *n = 0;
    for (int i = 0; i < nrows; i++)
        if (rows[i].best >= 0) /* best_record copies the code, never frees it */
            past[(*n)++] = (best_entry){ rows[i].kind, rows[i].level, rows[i].best,
                                         (char *)rows[i].best_code };
    free(rows);
    return past;
}

/* A finish by hand: its time kept in best-times (from the history's bests
 * when best-times was moved aside or is missing), lf->result's best, and
 * what to say of it after msg. after: the history as finish_result wrote it. */
static void keep_best(life *lf, const history_list *after, const char *code,
                      char msg[LIFE_MSGLEN])
{
    game_state st = game_view(lf->gm);
    char path[KEEP_PATHLEN], note[IO_ERRLEN], was[32];
    int npast;
    best_entry *past = history_bests(after, &npast);
    double previous = -1;
    int rc = -1;
    puzzle_kind kd = kind_of(lf->gm);
    if (!best_path(path, note))
        rc = best_record(path, &kd, life_category_level(lf->gm), st.elapsed, code, past, npast,
                         &previous, note);
    free(past);
    if (rc < 0) {
        add(msg, "(The best time could not be kept: %.400s.)", note);
        return;
    }
    if (note[0])
        add(msg, "(%.400s.)", note);
    life_format_time(previous, was, sizeof was);
    lf->result.previous = previous;
    lf->result.new_best = rc == 1;
    lf->result.best = rc == 1 ? (double)(long)st.elapsed : previous;
    if (rc == 1 && previous >= 0)
        add(msg, "A new best for this size and level (was %s)!", was);
    else if (rc == 1)
        add(msg, "Your first time for this size and level.");
    else
        add(msg, "Best for this size and level: %s.", was);
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
    char clock[32], helped[96];
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
    history_list after;
    finish_result(lf, &after);
    /* the puzzle's code: named where it is short enough to read (to 9x9),
     * kept with a best time at every size */
    char *code = code_encode(st.g, st.givens), named[LIFE_CODE_SHOWN + 16] = "";
    if (strlen(code) <= LIFE_CODE_SHOWN)
        snprintf(named, sizeof named, " Puzzle %s.", code);
    if (rec.computer_move) {
        say(msg, "Solved in %s%s%s.%s Not a best time: the computer showed the solution at "
                 "move %d.", clock, helped[0] ? " with " : "", helped, named, rec.computer_move);
        tell_history(lf, msg);
    } else if (rec.reveals) {
        say(msg, "Solved in %s with %s.%s Not a best time: %d hint%s placed a value.", clock,
            helped, named, rec.reveals, rec.reveals == 1 ? "" : "s");
        tell_history(lf, msg);
    } else { /* a finish by hand: a best-time candidate */
        say(msg, "Solved in %s! Well done%s%s.%s", clock, helped[0] ? ", with " : "", helped,
            named);
        tell_history(lf, msg);
        keep_best(lf, &after, code, msg);
    }
    history_free(&after);
    free(code);
    return LIFE_FINISHED;
}

/* Writes the save of an unfinished game (behind: save_store_behind, the
 * autosave's): 1, 0 when the game is over (nothing to write), -1 when it
 * failed (msg says why). */
static int write_save(life *lf, int behind, char msg[LIFE_MSGLEN])
{
    char err[IO_ERRLEN];
    msg[0] = '\0';
    if (!lf->gm || lf->finished || life_over(lf))
        return 0;
    int dropped = savefile_fit(lf->gm);
    lf->dropped += dropped;
    if (dropped)
        say(msg, "The oldest %d moves of the undo history were dropped to keep the save "
                 "readable.", dropped);
    lf->unsaved = (behind ? save_store_behind(lf->gm, lf->id, err)
                          : save_store(lf->gm, lf->id, err)) != NULL;
    if (lf->unsaved) {
        add(msg, "Could not save: %.400s", err);
        return -1;
    }
    return 1;
}

static int save_now(life *lf, char msg[LIFE_MSGLEN])
{
    int rc = write_save(lf, 0, msg);
    if (rc > 0)
        lf->saved_on_exit = 1;
    return rc >= 0;
}

int life_quit(life *lf, char msg[LIFE_MSGLEN]) { return save_now(lf, msg); }

int life_suspend(life *lf, char msg[LIFE_MSGLEN]) { return save_now(lf, msg); }

void life_finish_line(const life *lf, int with_code, char *buf, size_t len)
{
    const life_result *r = &lf->result;
    buf[0] = '\0';
    if (!r->ended)
        return;
    char clock[32], was[32], how[96] = "by hand", date[16], tail[64] = "";
    life_format_time(r->seconds, clock, sizeof clock);
    life_format_time(r->previous, was, sizeof was);
    if (r->how == HIST_HELP && r->computer_move)
        snprintf(how, sizeof how, "with the computer's solution");
    else if (r->how == HIST_HELP)
        snprintf(how, sizeof how, "with %d hint%s", r->hints, r->hints == 1 ? "" : "s");
    if (r->how == HIST_HAND && r->new_best && r->previous >= 0)
        snprintf(tail, sizeof tail, " - a new best (was %s)", was);
    else if (r->how == HIST_HAND && r->new_best)
        snprintf(tail, sizeof tail, " - best");
    else if (r->how == HIST_HAND && r->best >= 0)
        life_format_time(r->best, was, sizeof was), snprintf(tail, sizeof tail, " (best %s)", was);
    if (with_code)
        tail[0] = '\0'; /* a line to paste: the day, the time and the code */
    daily_format_date(r->date, date, sizeof date);
    int n = r->daily ? snprintf(buf, len, "Daily %s, %s: %s %s%s", date, r->kind, clock, how, tail)
                     : snprintf(buf, len, "Solved %s%s in %s %s%s", r->kind,
                                strchr(r->kind, ',') ? "," : "", clock, how, tail);
    if (with_code && n > 0 && (size_t)n < len)
        snprintf(buf + n, len - (size_t)n, "\n%s", r->code);
}

/* 1 when the file at path is the one of st (the same inode). */
static int same_file(const char *path, const struct stat *st)
{
    struct stat other;
    return stat(path, &other) == 0 && other.st_dev == st->st_dev && other.st_ino == st->st_ino;
}

void life_program_shown(const char *argv0, const char *path, char *buf, size_t len)
{
    const char *name = argv0 ? strrchr(argv0, '/') : NULL;
    struct stat self;
    snprintf(buf, len, "sudokupair-tui");
    if (!argv0 || !*argv0 || strlen(argv0) + 3 > LIFE_PROGRAMLEN || (name && !name[1]))
        return;
    if (!name || stat(argv0, &self) != 0) { /* found by the shell, by this name */
        snprintf(buf, len, "%s", name ? name + 1 : argv0);
        return;
    }
    name++;
    for (const char *dir = path; dir && *dir;) {
        size_t dl = strcspn(dir, ":");
        char candidate[KEEP_PATHLEN];
        if (dl > 0 && dl + strlen(name) + 2 < sizeof candidate) {
            snprintf(candidate, sizeof candidate, "%.*s/%s", (int)dl, dir, name);
            if (same_file(candidate, &self)) {
                snprintf(buf, len, "%s", name);
                return;
            }
        }
        dir += dl + (dir[dl] == ':');
    }
    /* not on PATH: as it was typed, quoted when a shell would read it otherwise */
    int plain = 1;
    for (const char *c = argv0; *c; c++)
        plain &= isalnum((unsigned char)*c) || strchr("/._-+,=:@%", *c) != NULL;
    snprintf(buf, len, plain ? "%s" : "'%s'", argv0);
}

/* The program as the resume line names it. */
static const char *program_of(const life *lf)
{
    return lf->program[0] ? lf->program : "sudokupair-tui";
}

void life_exit_line(const life *lf, char *buf, size_t len)
{
    buf[0] = '\0';
    if (lf->result.ended) {
        life_finish_line(lf, lf->result.daily, buf, len);
        return;
    }
    if (!lf->gm)
        return;
    char kind[64], clock[32], dropped[96] = "";
    kind_text(lf->gm, kind, sizeof kind);
    if (!lf->finished && life_over(lf)) { /* the computer's solution stands: no save */
        life_format_time(game_view(lf->gm).elapsed, clock, sizeof clock);
        snprintf(buf, len, "Solved by the computer after %s: %s", clock, kind);
        return;
    }
    if (!lf->saved_on_exit && !lf->unsaved)
        return;
    if (!lf->saved_on_exit) { /* the last save failed: is the one before it there? */
        char path[KEEP_PATHLEN], err[IO_ERRLEN];
        if (!lf->id[0] || save_file_path(lf->id, path, err) || access(path, F_OK) != 0) {
            snprintf(buf, len, "Could not save at the end: nothing of this game is kept.");
            return;
        }
        life_format_time(lf->auto_elapsed, clock, sizeof clock);
        snprintf(buf, len, "Could not save at the end; the last save is kept:\n%s (%s, %s "
                           "played).\nResume with: %s --resume %s",
                 lf->id, kind, clock, program_of(lf), lf->id);
        return;
    }
    life_format_time(game_view(lf->gm).elapsed, clock, sizeof clock);
    if (lf->dropped)
        snprintf(dropped, sizeof dropped, "\nThe oldest %d moves of its undo history were "
                                          "dropped.", lf->dropped);
    /* lines that fit 80 columns: an id is at most SAVE_IDLEN - 1 = 47 characters */
    snprintf(buf, len, "Saved %s (%s, %s played).%s\nResume with: %s --resume %s",
             lf->id, kind, clock, dropped, program_of(lf), lf->id);
}

int life_switch(life *lf, const char *id, char msg[LIFE_MSGLEN])
{
    char err[IO_ERRLEN], note[IO_ERRLEN];
    game *gm = NULL;
    if (lf->gm && strcmp(id, lf->id) == 0 && !lf->finished) {
        say(msg, "%s is the game played here.", id);
        return 0;
    }
    if (lf->gm && !save_now(lf, msg))
        return 0;
    if (save_load(id, &gm, err) != SAVE_OK) {
        say(msg, "Could not resume %s: %.400s", id, err);
        if (lf->gm && lf->id[0] && !life_over(lf))
            save_store(lf->gm, lf->id, err); /* claimed again */
        return 0;
    }
    if (lf->gm && !lf->finished && life_over(lf))
        record_end(lf, HIST_COMPUTER, NULL, note);
    game_free(lf->gm);
    lf->gm = gm;
    snprintf(lf->id, sizeof lf->id, "%s", id);
    begun(lf);
    char kind[64], clock[32];
    kind_text(gm, kind, sizeof kind);
    life_format_time(game_view(gm).elapsed, clock, sizeof clock);
    say(msg, "Resumed %s (%s, %s played).", id, kind, clock);
    return 1;
}

int life_delete_save(const life *lf, const char *id, char msg[LIFE_MSGLEN])
{
    char err[IO_ERRLEN];
    int count, busy = 0;
    if (lf->gm && strcmp(id, lf->id) == 0) {
        say(msg, "%s is the game played here: give it up with a new game instead.", id);
        return 0;
    }
    saves_info *list = saves_list(&count, err);
    for (int i = 0; list && i < count; i++)
        busy |= strcmp(list[i].id, id) == 0 && list[i].in_use;
    free(list);
    if (busy) {
        say(msg, "%s is open in another window: not deleted.", id);
        return 0;
    }
    if (save_forget(id)) {
        say(msg, "Could not delete %s.", id);
        return 0;
    }
    say(msg, "Deleted %s.", id);
    return 1;
}

void life_close(life *lf)
{
    char note[IO_ERRLEN];
    if (lf->gm && !lf->finished && life_over(lf))
        record_end(lf, HIST_COMPUTER, NULL, note);
    game_free(lf->gm);
    lf->gm = NULL;
    save_release();
}

/* ---- autosave ---- */

static uint64_t mix(uint64_t h, uint64_t x) { return (h ^ x) * 1099511628211ULL; }

/* What the save holds of gm but the clock and the cursor, as one number:
 * the entries and notes, the record and the undo history. */
static uint64_t autosave_stamp(const game *gm)
{
    game_state st = game_view(gm);
    game_record rec = game_get_record(gm);
    uint64_t h = 1469598103934665603ULL;
    for (int cell = 0; cell < st.g->ncells; cell++)
        h = mix(h, st.vals[cell] ^ ((uint64_t)st.notes[cell] << 8));
    int count, done;
    const game_move *moves = game_history(gm, &count, &done);
    for (int i = 0; i < count; i++)
        h = mix(h, (uint64_t)moves[i].kind ^ (uint64_t)moves[i].cell << 4 ^
                       (uint64_t)moves[i].value << 36 ^ (uint64_t)moves[i].count << 44);
    const int facts[] = { st.by_computer, count, done, rec.hints, rec.reveals, rec.checks,
                          rec.computer_move, rec.mark, (int)rec.level_asked };
    for (size_t i = 0; i < sizeof facts / sizeof facts[0]; i++)
        h = mix(h, (uint64_t)(uint32_t)facts[i]);
    return h;
}

/* The game as begun (or resumed) is what its save holds: nothing waits. */
static void autosave_begun(life *lf)
{
    lf->auto_stamp = autosave_stamp(lf->gm);
    lf->auto_changed = -1;
    lf->auto_elapsed = game_view(lf->gm).elapsed;
    lf->auto_retry = 0;
    lf->auto_failing = 0;
}

/* A failed autosave: tried again LIFE_AUTOSAVE_AFTER seconds later, said
 * once (msg emptied when it was said already). -1. */
static int autosave_failed(life *lf, double now, char msg[LIFE_MSGLEN])
{
    lf->auto_retry = now + LIFE_AUTOSAVE_AFTER;
    if (lf->auto_failing)
        msg[0] = '\0'; /* said already */
    lf->auto_failing = 1;
    return -1;
}

int life_autosave(life *lf, double now, int paused, char msg[LIFE_MSGLEN])
{
    char err[IO_ERRLEN];
    msg[0] = '\0';
    if (!lf->gm || life_over(lf))
        return 0;
    if (save_behind_state(err) < 0) { /* written behind, and it failed: due again */
        lf->unsaved = 1;
        lf->auto_stamp = ~autosave_stamp(lf->gm);
        lf->auto_changed = now;
        say(msg, "Could not save: %.400s", err);
        return autosave_failed(lf, now, msg);
    }
    uint64_t stamp = autosave_stamp(lf->gm);
    if (stamp != lf->auto_stamp && lf->auto_changed < 0)
        lf->auto_changed = now;
    int clock_moved = game_view(lf->gm).elapsed != lf->auto_elapsed;
    int due = paused ? lf->auto_changed >= 0 || clock_moved
                     : lf->auto_changed >= 0 && now - lf->auto_changed >= LIFE_AUTOSAVE_AFTER;
    if (!due || now < lf->auto_retry)
        return 0;
    if (write_save(lf, 1, msg) < 0)
        return autosave_failed(lf, now, msg);
    lf->auto_stamp = autosave_stamp(lf->gm); /* savefile_fit may have dropped moves */
    lf->auto_changed = -1;
    lf->auto_elapsed = game_view(lf->gm).elapsed;
    lf->auto_failing = 0;
    return 1;
}

double life_autosave_wait(const life *lf, double now)
{
    if (!lf->gm || lf->auto_changed < 0 || life_over(lf))
        return -1;
    double due = lf->auto_changed + LIFE_AUTOSAVE_AFTER;
    if (due < lf->auto_retry)
        due = lf->auto_retry;
    return due > now ? due - now : 0;
}
