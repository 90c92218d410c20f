/* tui_menu_more.c - the new-game menu's lines under its fields (issue 28):
 * Continue (the save played last that is not the game shown), Daily (the
 * day's puzzle that --daily plays, whatever the menu's fields say: resumed
 * when it was saved, asked first when it was finished today), Saved games
 * (tui_saves.c), Statistics (tui_stats.c). */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "daily.h"
#include "stats.h"
#include "tui_int.h"

enum { MORE_CONTINUE, MORE_DAILY, MORE_SAVES, MORE_STATS, MORE_COUNT };

void tui_more_refresh(ui *u)
{
    char err[IO_ERRLEN];
    free(u->saves);
    u->saves = saves_list(&u->nsaves, err);
    if (!u->saves)
        u->nsaves = 0;
}

/* The save Continue resumes: the newest readable one, not this game's and
 * not open elsewhere; NULL when there is none. */
static const saves_info *to_continue(const ui *u)
{
    for (int i = 0; i < u->nsaves; i++) {
        const saves_info *s = &u->saves[i];
        if (s->ok && !s->in_use && strcmp(s->id, u->lf.id) != 0)
            return s;
    }
    return NULL;
}

/* The kinds of the lines shown, in order; returns how many. */
static int kinds(const ui *u, int kind[MORE_COUNT])
{
    int n = 0;
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
    return (game_spec){ DAILY_K, DAILY_NGRIDS, DAILY_LEVEL, 1,
                        daily_seed(today, DAILY_K, DAILY_NGRIDS, DAILY_LEVEL), GEN_SYM_DEFAULT };
}

/* What the history says of the daily of seed finished today, in words to
 * go before a question ("" when it was not): playing it again counts for
 * the days in a row only when no finish by hand did already. */
static void finished_today(uint64_t seed, char *buf, size_t len)
{
    history_list h;
    char note[IO_ERRLEN], clock[32];
    buf[0] = '\0';
    if (stats_load(&h, note) != 0)
        return;
    const history_entry *e = stats_finish_on(&h, seed, daily_today());
    if (e) {
        tui_format_time(e->seconds, clock, sizeof clock);
        if (e->end == HIST_HAND)
            snprintf(buf, len, "You finished today's daily by hand in %s; playing it again "
                               "does not add to your days in a row. ", clock);
        else
            snprintf(buf, len, "You finished today's daily with help in %s; a finish by hand "
                               "today would count for your days in a row. ", clock);
    }
    history_free(&h);
}

void tui_more_draw(const ui *u, int y, int x, int selected)
{
    int kind[MORE_COUNT], n = kinds(u, kind);
    for (int i = 0; i < n && y + i < LINES; i++) {
        char value[160] = "", line[200], clock[32], words[64];
        const saves_info *s = to_continue(u);
        static const char *const NAMES[MORE_COUNT] = { "Continue", "Daily", "Saved games",
                                                       "Statistics" };
        switch (kind[i]) {
        case MORE_CONTINUE:
            tui_format_time(s->elapsed, clock, sizeof clock);
            level_kind_name(s->k, s->ngrids, level_or_none(s->level_asked), words, sizeof words);
            snprintf(value, sizeof value, "%.24s: %s, %s played", s->id, words, clock);
            break;
        case MORE_DAILY: daily_of_today(value, sizeof value); break;
        case MORE_SAVES:
            snprintf(value, sizeof value, "%d saved: resume or delete", u->nsaves);
            break;
        default: snprintf(value, sizeof value, "games, best times, days in a row"); break;
        }
        snprintf(line, sizeof line, "%c %-11s %s", i == selected ? '>' : ' ', NAMES[kind[i]],
                 value);
        attrset(i == selected ? A_REVERSE | A_BOLD : A_NORMAL);
        mvaddnstr(y + i, x, line, COLS - x);
        attrset(A_NORMAL);
    }
}

/* The daily: a saved one is resumed, else it is made (the game shown given
 * up first, asked as for any new game; one finished today asked about). */
static int start_daily(ui *u)
{
    char words[120], done[400], question[600];
    game_spec daily = daily_of_today(words, sizeof words);
    for (int i = 0; i < u->nsaves; i++) {
        const saves_info *s = &u->saves[i];
        if (s->ok && !s->in_use && s->has_seed && s->seed == daily.seed) {
            tui_switch_to(u, s->id);
            return DO_NOTHING;
        }
    }
    if (u->gm && !life_over(&u->lf) && game_view(u->gm).has_seed &&
        game_view(u->gm).seed == daily.seed) {
        u->scr = SCR_GAME; /* it is the game shown */
        return DO_NOTHING;
    }
    finished_today(daily.seed, done, sizeof done);
    u->menu = daily; /* what DO_NEW_GAME makes; the menu's fields are set anew when it opens */
    u->scr = SCR_GAME;
    int nothing_to_give_up = !u->gm || life_finished(&u->lf) || game_is_complete(u->gm);
    if (!u->gm || (nothing_to_give_up && !done[0])) {
        if (done[0])
            tui_say(u, "%s", done); /* the first game: said with it */
        return DO_NEW_GAME;
    }
    snprintf(question, sizeof question, "%s%s (y/n)", done,
             nothing_to_give_up ? "Play it again?"
             : done[0]          ? "Give up this game to play it again?"
                                : "Give up this game for the daily puzzle?");
    tui_ask(u, DO_NEW_GAME, question);
    return DO_NOTHING;
}

void tui_switch_to(ui *u, const char *id)
{
    char msg[LIFE_MSGLEN];
    int ok = life_switch(&u->lf, id, msg);
    if (ok) {
        tui_begun(u);
        u->scr = SCR_GAME;
        tui_prepare_next(u);
    }
    tui_say(u, "%s", msg);
}

int tui_more_key(ui *u, int i)
{
    int kind[MORE_COUNT], n = kinds(u, kind);
    if (i < 0 || i >= n)
        return DO_NOTHING;
    switch (kind[i]) {
    case MORE_CONTINUE: {
        char id[SAVE_IDLEN];
        snprintf(id, sizeof id, "%s", to_continue(u)->id);
        tui_switch_to(u, id);
        return DO_NOTHING;
    }
    case MORE_DAILY: return start_daily(u);
    case MORE_SAVES: tui_saves_open(u); return DO_NOTHING;
    default: tui_stats_open(u); return DO_NOTHING;
    }
}

void tui_menu_back(ui *u)
{
    tui_more_refresh(u);
    u->scr = SCR_MENU;
}

void tui_record_free(ui *u)
{
    tui_record_free_stats(u);
    free(u->saves);
    u->saves = NULL;
    u->nsaves = 0;
}
