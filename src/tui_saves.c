/* tui_saves.c - the saved-games screen, from the new-game menu: every save
 * with its kind of game (kind_name), time played, cells to fill, when
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

/* The screen's own state: the saves listed, the one selected. */
static struct {
    saves_info *list;
    int n, at;
} saves;

/* Reads the saves again; the selection stays on the list. */
static void read_saves(void)
{
    char err[IO_ERRLEN];
    free(saves.list);
    saves.list = saves_list(&saves.n, err);
    if (!saves.list)
        saves.n = 0;
    if (saves.at >= saves.n)
        saves.at = saves.n ? saves.n - 1 : 0;
}

void tui_saves_open(ui *u)
{
    saves.at = 0;
    read_saves();
    u->msg.text[0] = '\0';
}

void tui_saves_close(void)
{
    free(saves.list);
    saves.list = NULL;
    saves.n = saves.at = 0;
}

/* The words of a save's kind of game: "9x9 pair, easy" (kind_name). */
static const char *kind_of(const saves_info *s, char *buf, size_t len)
{
    return kind_name(&s->kind, level_or_none(s->kind.level), buf, len);
}

/* The widths of the list's id, kind and time columns: the longest listed. */
typedef struct widths {
    int id, kind, clock;
} widths;

static widths list_widths(void)
{
    widths w = { 4, 8, 5 };
    for (int i = 0; i < saves.n; i++) {
        const saves_info *s = &saves.list[i];
        char clock[32], kind[64];
        tui_format_time(s->elapsed, clock, sizeof clock);
        int il = (int)strlen(s->id), cl = (int)strlen(clock);
        int kl = (int)strlen(kind_of(s, kind, sizeof kind));
        w.id = il > w.id ? il : w.id;
        w.kind = s->ok && kl > w.kind ? kl : w.kind;
        w.clock = s->ok && cl > w.clock ? cl : w.clock;
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
    daily_mark(s->has_seed, s->seed, &s->kind, daily, sizeof daily);
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
    if (saves.n == 0)
        mvaddnstr(y + 1, 1, "No saved games: a game quit before its finish is saved here.",
                  COLS - 2);
    int top = saves.at >= rows ? saves.at - rows + 1 : 0;
    widths w = list_widths();
    for (int i = top; i < saves.n && i - top < rows; i++) {
        char line[200];
        save_line(u, &saves.list[i], w, line, sizeof line);
        attrset(i == saves.at ? A_REVERSE | A_BOLD : A_NORMAL);
        mvaddnstr(y + 1 + i - top, 1, line, COLS - 2);
        attrset(A_NORMAL);
    }
    char keys[160];
    snprintf(keys, sizeof keys, "Enter resumes (the game shown is saved first), %s deletes, "
             "Esc goes back.", tui_key_name(ACT_CLEAR));
    tui_draw_wrapped(LINES - 4, 1, COLS - 2, 2, keys);
    if (u->msg.text[0])
        tui_draw_wrapped(LINES - 2, 1, COLS - 2, 2, u->msg.text);
}

void tui_saves_delete(ui *u, const char *id)
{
    char msg[LIFE_MSGLEN];
    life_delete_save(&u->lf, id, msg);
    read_saves();
    tui_say(u, "%s", msg);
}

what_next tui_saves_key(ui *u, action a, int value)
{
    (void)value;
    const saves_info *s = saves.n ? &saves.list[saves.at] : NULL;
    what_next n = tui_do(DO_NOTHING);
    switch (a) {
    case ACT_UP: saves.at = saves.at > 0 ? saves.at - 1 : 0; break;
    case ACT_DOWN: saves.at += saves.at + 1 < saves.n; break;
    case ACT_ENTER:
        if (s && strcmp(s->id, u->lf.id) == 0 && u->gm)
            return tui_open(SCR_GAME); /* the game shown */
        if (s && s->ok) {
            n = tui_do(DO_SWITCH);
            snprintf(n.id, sizeof n.id, "%s", s->id);
        }
        break;
    case ACT_CLEAR:
        if (s) {
            char text[120];
            snprintf(text, sizeof text, "Delete the saved game %s? (y/n)", s->id);
            n = tui_question(u, DO_DELETE_SAVE, text);
            snprintf(n.id, sizeof n.id, "%s", s->id);
        }
        break;
    case ACT_NO:
    case ACT_QUIT:
    case ACT_NEW: return tui_open(SCR_MENU);
    default: break;
    }
    return n;
}
