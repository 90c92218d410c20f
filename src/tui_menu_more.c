/* tui_menu_more.c - the new-game menu's lines under its fields: Give up
 * (the game played, for a new one of the fields: the one way to end a game
 * unfinished, counted in the statistics; a new game otherwise keeps it
 * saved), Continue (the save played last that is not the game shown, a
 * daily marked as one), Daily (the day's puzzle that --daily plays,
 * whatever the menu's fields say: resumed when it was saved, asked first
 * when it was finished today, "done in 00:28" then), Saved games
 * (tui_saves.c), Statistics (tui_stats.c). */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "daily.h"
#include "stats.h"
#include "tui_int.h"

enum { MORE_GIVE_UP, MORE_CONTINUE, MORE_DAILY, MORE_SAVES, MORE_STATS, MORE_COUNT };

/* The lines' own state: the saves, read when the menu opens. */
static struct {
    saves_info *saves;
    int n;
} listed;

void tui_more_refresh(void)
{
    char err[IO_ERRLEN];
    free(listed.saves);
    listed.saves = saves_list(&listed.n, err);
    if (!listed.saves)
        listed.n = 0;
}

void tui_more_close(void)
{
    free(listed.saves);
    listed.saves = NULL;
    listed.n = 0;
}

/* The save Continue resumes: the newest readable one, not this game's and
 * not open elsewhere; NULL when there is none. */
static const saves_info *to_continue(const ui *u)
{
    for (int i = 0; i < listed.n; i++) {
        const saves_info *s = &listed.saves[i];
        if (s->ok && !s->in_use && strcmp(s->id, u->lf.id) != 0)
            return s;
    }
    return NULL;
}

/* The kinds of the lines shown, in order; returns how many. */
static int kinds(const ui *u, int kind[MORE_COUNT])
{
    int n = 0;
    if (u->gm && !life_over(&u->lf))
        kind[n++] = MORE_GIVE_UP;
    if (to_continue(u))
        kind[n++] = MORE_CONTINUE;
    kind[n++] = MORE_DAILY;
    kind[n++] = MORE_SAVES;
    kind[n++] = MORE_STATS;
    return n;
}

int tui_more_rows(const ui *u)
{
    int kind[MORE_COUNT];
    return kinds(u, kind);
}

/* Today's daily puzzle (daily.h: the one --daily plays, whatever the menu's
 * fields say): its spec, and its words ("2026-11-26: 9x9 pair, medium"). */
static game_spec daily_of_today(char *words, size_t len)
{
    daily_date today = daily_today();
    char date[16], kind[64];
    daily_format_date(today, date, sizeof date);
    snprintf(words, len, "%s: %s", date,
             level_kind_name(DAILY_K, DAILY_NGRIDS, DAILY_LEVEL, kind, sizeof kind));
    return (game_spec){ kind_square(DAILY_K, DAILY_NGRIDS, DAILY_LEVEL, KIND_SYM_DEFAULT), 1,
                        daily_seed(today, DAILY_K, DAILY_NGRIDS, DAILY_LEVEL) };
}

/* The daily of seed finished today, as the history has it: 1 with *e (its
 * time and how), else 0. */
static int daily_done(uint64_t seed, history_entry *e)
{
    history_list h;
    char note[IO_ERRLEN];
    if (stats_load(&h, note) != 0)
        return 0;
    const history_entry *found = stats_finish_on(&h, seed, daily_today());
    if (found) {
        *e = *found;
        e->code = NULL; /* freed with the history */
    }
    history_free(&h);
    return found != NULL;
}

/* What the history says of the daily of seed finished today, in words to
 * go before a question ("" when it was not): playing it again counts for
 * the days in a row only when no finish by hand did already. */
static void finished_today(uint64_t seed, char *buf, size_t len)
{
    history_entry e;
    char clock[32];
    buf[0] = '\0';
    if (!daily_done(seed, &e))
        return;
    tui_format_time(e.seconds, clock, sizeof clock);
    if (e.end == HIST_HAND)
        snprintf(buf, len, "You finished today's daily by hand in %s; playing it again "
                           "does not add to your days in a row. ", clock);
    else
        snprintf(buf, len, "You finished today's daily with help in %s; a finish by hand "
                           "today would count for your days in a row. ", clock);
}

/* Line i's words after its name (value) and the name. */
static const char *line_of(const ui *u, int kind, char *value, size_t len)
{
    static const char *const NAMES[MORE_COUNT] = { "Give up", "Continue", "Daily",
                                                   "Saved games", "Statistics" };
    char clock[32], words[64], daily[32];
    const saves_info *s = to_continue(u);
    history_entry e;
    switch (kind) {
    case MORE_GIVE_UP:
        snprintf(value, len, "this game for a new one (counts as given up)");
        break;
    case MORE_CONTINUE:
        tui_format_time(s->elapsed, clock, sizeof clock);
        kind_name(&s->kind, level_or_none(s->kind.level), words, sizeof words);
        daily_mark(s->has_seed, s->seed, &s->kind, daily, sizeof daily);
        snprintf(value, len, "%.24s: %.20s%s%.40s, %.12s played", s->id, daily,
                 daily[0] ? ", " : "", words, clock);
        break;
    case MORE_DAILY: {
        game_spec d = daily_of_today(value, len);
        if (daily_done(d.seed, &e)) {
            tui_format_time(e.seconds, clock, sizeof clock);
            size_t used = strlen(value);
            snprintf(value + used, len - used, ", done in %s%s", clock,
                     e.end == HIST_HAND ? "" : " with help");
        }
        break;
    }
    case MORE_SAVES: snprintf(value, len, "%d saved: resume or delete", listed.n); break;
    default: snprintf(value, len, "games, best times, days in a row"); break;
    }
    return NAMES[kind];
}

int tui_more_width(const ui *u)
{
    int kind[MORE_COUNT], n = kinds(u, kind), widest = 0;
    for (int i = 0; i < n; i++) {
        char value[160];
        line_of(u, kind[i], value, sizeof value);
        int w = 14 + (int)strlen(value); /* "> Continue    " */
        widest = w > widest ? w : widest;
    }
    return widest;
}

void tui_more_draw(const ui *u, int y, int x, int selected)
{
    int kind[MORE_COUNT], n = kinds(u, kind);
    for (int i = 0; i < n && y + i < LINES; i++) {
        char value[160], line[200];
        const char *name = line_of(u, kind[i], value, sizeof value);
        snprintf(line, sizeof line, "%c %-11s %s", i == selected ? '>' : ' ', name, value);
        attrset(i == selected ? A_REVERSE | A_BOLD : A_NORMAL);
        mvaddnstr(y + i, x, line, COLS - x);
        attrset(A_NORMAL);
    }
}

/* What next resumes the save id. */
static what_next resume(const char *id)
{
    what_next n = tui_do(DO_SWITCH);
    snprintf(n.id, sizeof n.id, "%s", id);
    return n;
}

/* The daily: a saved one is resumed, else it is made (the game shown given
 * up first, asked as for any new game; one finished today asked about). */
static what_next start_daily(ui *u)
{
    char words[120], done[400], question[600];
    game_spec daily = daily_of_today(words, sizeof words);
    for (int i = 0; i < listed.n; i++) {
        const saves_info *s = &listed.saves[i];
        if (s->ok && !s->in_use && s->has_seed && s->seed == daily.seed)
            return resume(s->id);
    }
    if (u->gm && !life_over(&u->lf) && game_view(u->gm).has_seed &&
        game_view(u->gm).seed == daily.seed)
        return tui_open(SCR_GAME); /* it is the game shown */
    finished_today(daily.seed, done, sizeof done);
    what_next n = tui_do(DO_NEW_GAME); /* the game played is kept saved */
    if (!u->gm && done[0])
        tui_say(u, "%s", done); /* the first game: said with it */
    if (u->gm && done[0]) {
        snprintf(question, sizeof question, "%sPlay it again? (y/n)", done);
        n = tui_question(u, DO_NEW_GAME, question);
        n.scr = SCR_GAME; /* asked over the board */
    }
    n.spec = daily;
    return n;
}

/* The menu's Give up (the menu's fields: menu): asked first, over the
 * board; it counts. */
static what_next give_up(ui *u, const game_spec *menu)
{
    char kind[64], question[200];
    kind_name(&menu->kind, menu->kind.level, kind, sizeof kind);
    snprintf(question, sizeof question, "Give up this game? It counts as given up in your "
             "statistics, and a new %s starts. (y/n)", kind);
    what_next n = tui_question(u, DO_GIVE_UP, question);
    n.scr = SCR_GAME;
    n.spec = *menu;
    return n;
}

int tui_more_gives_up(const ui *u, int i)
{
    int kind[MORE_COUNT], n = kinds(u, kind);
    return i >= 0 && i < n && kind[i] == MORE_GIVE_UP;
}

what_next tui_more_key(ui *u, int i, const game_spec *menu)
{
    int kind[MORE_COUNT], n = kinds(u, kind);
    if (i < 0 || i >= n)
        return tui_do(DO_NOTHING);
    switch (kind[i]) {
    case MORE_GIVE_UP: return give_up(u, menu);
    case MORE_CONTINUE: return resume(to_continue(u)->id);
    case MORE_DAILY: return start_daily(u);
    case MORE_SAVES: return tui_open(SCR_SAVES);
    default: return tui_open(SCR_STATS);
    }
}
