/* tui_session.c - saving, resuming, moving bad saves aside, and signals. */
#include <curses.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "tui_int.h"

static volatile sig_atomic_t got_signal;

void tui_session_open(ui *u)
{
    u->can_save = game_save_path(u->k, u->ngrids, u->save_path, sizeof u->save_path) != NULL;
}

int tui_session_save(ui *u)
{
    if (!u->can_save) {
        u->unsaved = 1;
        tui_say(u, "Could not save: neither XDG_DATA_HOME nor HOME is set.");
        return -1;
    }
    char err[IO_ERRLEN];
    u->unsaved = game_save(u->gm, u->save_path, err) != NULL;
    if (u->unsaved) {
        tui_say(u, "Could not save: %s", err);
        return -1;
    }
    return 0;
}

void tui_session_forget(const ui *u)
{
    if (u->can_save)
        unlink(u->save_path);
}

int tui_session_quit(ui *u)
{
    if (tui_session_save(u) == 0)
        return 1;
    char why[300];
    snprintf(why, sizeof why, "%s", u->msg);
    char text[400];
    snprintf(text, sizeof text, "Quit without saving? (y/n) %s", why);
    tui_ask(u, ASK_QUIT_UNSAVED, text);
    return 0;
}

/* Moves a save file that cannot be read aside, never over another file. */
static void move_aside(const char *path, char *dest, size_t len)
{
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    char stamp[32];
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    for (int i = 0; i < 100; i++) {
        if (i == 0)
            snprintf(dest, len, "%s.bad-%s", path, stamp);
        else
            snprintf(dest, len, "%s.bad-%s-%d", path, stamp, i);
        if (access(dest, F_OK) != 0 && rename(path, dest) == 0)
            return;
    }
    snprintf(dest, len, "(could not move it: %s)", strerror(errno));
}

game *tui_session_resume(ui *u)
{
    if (!u->can_save || access(u->save_path, F_OK) != 0)
        return NULL;
    char err[IO_ERRLEN], *text;
    size_t len;
    game *gm = NULL;
    if (!io_read_file(u->save_path, &text, &len, err)) {
        game_parse(u->save_path, text, len, &gm, err);
        free(text);
    }
    if (!gm) {
        char dest[1100];
        move_aside(u->save_path, dest, sizeof dest);
        const char *base = strrchr(dest, '/');
        tui_say(u, "Could not resume: %s. Moved it aside to %s; a new game starts.", err,
                base ? base + 1 : dest);
    }
    return gm;
}

static void on_signal(int sig) { got_signal = sig; }

static void on_crash(int sig)
{
    endwin();
    signal(sig, SIG_DFL);
    raise(sig);
}

void tui_session_signals(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = on_signal; /* no SA_RESTART: getch returns at once */
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
    sa.sa_handler = on_crash;
    sa.sa_flags = SA_RESETHAND;
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);
    sigaction(SIGFPE, &sa, NULL);
    sigaction(SIGILL, &sa, NULL);
    sigaction(SIGABRT, &sa, NULL);
}

int tui_session_signal(void) { return got_signal; }

int tui_session_interrupted(ui *u)
{
    if (!got_signal)
        return 0;
    if (u->gm && !u->was_complete)
        tui_session_save(u);
    return 1;
}

int tui_session_exit(const ui *u)
{
    if (got_signal && u->unsaved)
        fprintf(stderr, "sudokupair-tui: %s\n", u->msg); /* the game could not be kept */
    return got_signal ? 128 + got_signal : EXIT_DONE;
}
