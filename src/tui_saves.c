/* tui_saves.c - the saved-games screen, from the new-game menu: every save
 * with its kind of game (level_kind_name), time played, cells to fill, when
 * it was saved and whether it is a daily; Enter resumes one (the game shown
 * is saved first, life_switch), x deletes one after a y/n question, Esc goes
 * back to the menu. */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "daily.h"
#include "tui_int.h"

void tui_saves_open(ui *u)
{
    tui_more_refresh(u);
    u->saves_at = 0;
    u->msg[0] = '\0';
    u->scr = SCR_SAVES;
}

/* The words of a save's kind of game: "9x9 pair, easy" (level_kind_name). */
static const char *kind_of(const saves_info *s, char *buf, size_t len)
{
    return level_kind_name(kind_k(&s->kind), s->kind.ngrids, level_or_none(s->kind.level), buf,
                           len);
}

/* The widths of the list's id, kind and time columns: the longest listed. */
typedef struct widths {
    int id, kind, clock;
} widths;

static widths list_widths(const ui *u)
{
    widths w = { 4, 8, 5 };
    for (int i = 0; i < u->nsaves; i++) {
        char clock[32], kind[64];
        tui_format_time(u->saves[i].elapsed, clock, sizeof clock);
        int il = (int)strlen(u->saves[i].id), cl = (int)strlen(clock);
        int kl = (int)strlen(kind_of(&u->saves[i], kind, sizeof kind));
        w.id = il > w.id ? il : w.id;
        w.kind = u->saves[i].ok && kl > w.kind ? kl : w.kind;
        w.clock = u->saves[i].ok && cl > w.clock ? cl : w.clock;
    }
    return w;
}

/* One save as a line of the list, its columns w (list_widths, once a draw):
 * when it was saved (the time today, else the day), within 78 columns with
 * "(elsewhere)" for ids up to 12 characters; a daily says so at its end. */
static void save_line(const ui *u, const saves_info *s, widths w, char *buf, size_t len)
{
    if (!s->ok) {
        snprintf(buf, len, "%-*s cannot be read: %.50s", w.id, s->id, s->problem);
        return;
    }
    char clock[32], when[32], kind[64], daily[32], today[32];
    tui_format_time(s->elapsed, clock, sizeof clock);
    struct tm tm;
    time_t now = time(NULL);
    localtime_r(&now, &tm);
    strftime(today, sizeof today, "%m-%d", &tm);
    localtime_r(&s->saved, &tm);
    strftime(when, sizeof when, "%m-%d", &tm);
    if (strcmp(when, today) == 0)
        strftime(when, sizeof when, "%H:%M", &tm);
    daily_mark(s->has_seed, s->seed, kind_k(&s->kind), s->kind.ngrids, daily, sizeof daily);
    const char *where = strcmp(s->id, u->lf.id) == 0 ? "shown" : s->in_use ? "elsewhere" : "";
    snprintf(buf, len, "%-*s %-*s %*s %3d cells to fill %s%s%s%s%s%s", w.id, s->id, w.kind,
             kind_of(s, kind, sizeof kind), w.clock, clock, s->open_cells, when,
             daily[0] || where[0] ? "  (" : "", daily, daily[0] && where[0] ? ", " : "", where,
             daily[0] || where[0] ? ")" : "");
}

void tui_saves_draw(const ui *u, const layout *L)
{
    (void)L;
    int y = 1, rows = LINES - 6;
    attrset(A_BOLD);
    mvaddnstr(0, 1, "Saved games", COLS - 1);
    attrset(A_NORMAL);
    if (u->nsaves == 0)
        mvaddnstr(y + 1, 1, "No saved games: a game quit before its finish is saved here.",
                  COLS - 2);
    int top = u->saves_at >= rows ? u->saves_at - rows + 1 : 0;
    widths w = list_widths(u);
    for (int i = top; i < u->nsaves && i - top < rows; i++) {
        char line[200];
        save_line(u, &u->saves[i], w, line, sizeof line);
        attrset(i == u->saves_at ? A_REVERSE | A_BOLD : A_NORMAL);
        mvaddnstr(y + 1 + i - top, 1, line, COLS - 2);
        attrset(A_NORMAL);
    }
    char keys[160];
    snprintf(keys, sizeof keys, "Enter resumes (the game shown is saved first), %s deletes, "
             "Esc goes back.", tui_key_name(ACT_CLEAR));
    tui_draw_wrapped(LINES - 4, 1, COLS - 2, 2, keys);
    if (u->msg[0])
        tui_draw_wrapped(LINES - 2, 1, COLS - 2, 2, u->msg);
}

void tui_saves_delete(ui *u)
{
    char msg[LIFE_MSGLEN];
    life_delete_save(&u->lf, u->pick, msg);
    tui_more_refresh(u);
    if (u->saves_at >= u->nsaves)
        u->saves_at = u->nsaves ? u->nsaves - 1 : 0;
    tui_say(u, "%s", msg);
}

int tui_saves_key(ui *u, action a, int value)
{
    (void)value;
    const saves_info *s = u->nsaves ? &u->saves[u->saves_at] : NULL;
    switch (a) {
    case ACT_UP: u->saves_at = u->saves_at > 0 ? u->saves_at - 1 : 0; break;
    case ACT_DOWN: u->saves_at += u->saves_at + 1 < u->nsaves; break;
    case ACT_ENTER:
        if (s && strcmp(s->id, u->lf.id) == 0 && u->gm)
            u->scr = SCR_GAME; /* the game shown */
        else if (s && s->ok)
            tui_switch_to(u, s->id);
        break;
    case ACT_CLEAR:
        if (s) {
            char text[120];
            snprintf(u->pick, sizeof u->pick, "%s", s->id);
            snprintf(text, sizeof text, "Delete the saved game %s? (y/n)", s->id);
            tui_ask(u, DO_DELETE_SAVE, text);
        }
        break;
    case ACT_NO:
    case ACT_QUIT:
    case ACT_NEW: tui_menu_back(u); break;
    default: break;
    }
    return DO_NOTHING;
}
