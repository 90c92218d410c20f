/* tui_session.c - the terminal side of saving: which game to start (resume,
 * --resume ID), saving and forgetting through save.h, signals, and whether
 * the terminal can run the game at all. */
#include <curses.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "save.h"
#include "tui_int.h"

#include <term.h> /* after the rest: it defines short macros */

static volatile sig_atomic_t got_signal, got_cont;

/* 1 when the terminal can show the game; else says why on stderr. */
static int terminal_ok(void)
{
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        fprintf(stderr, "sudokupair-tui: the game needs a terminal; see --help for the "
                        "command-line jobs\n");
        return 0;
    }
    const char *term = getenv("TERM");
    int err = 0;
    if (!term || !*term) {
        fprintf(stderr, "sudokupair-tui: this terminal cannot run the game: TERM is not set "
                        "(try TERM=xterm-256color); the command-line jobs work without it\n");
        return 0;
    }
    if (setupterm(NULL, STDOUT_FILENO, &err) != OK) {
        fprintf(stderr, "sudokupair-tui: this terminal cannot run the game: TERM=%.60s is %s "
                        "(try TERM=xterm-256color)\n",
                term, err == 0 ? "not a terminal type this system knows" : "unusable here");
        return 0;
    }
    /* a terminal that cannot move the cursor (dumb, a printer) cannot draw grids */
    const char *cup = tigetstr("cup");
    int usable = cup && cup != (const char *)-1;
    del_curterm(cur_term);
    cur_term = NULL;
    if (!usable) {
        fprintf(stderr, "sudokupair-tui: this terminal cannot run the game: TERM=%.60s cannot "
                        "move the cursor (try TERM=xterm-256color)\n",
                term);
        return 0;
    }
    return 1;
}

int tui_session_open(ui *u)
{
    const cli_options *o = u->o;
    u->save_id[0] = '\0';
    if (!terminal_ok()) {
        game_free(u->gm);
        u->gm = NULL;
        return EXIT_USAGE;
    }
    char err[IO_ERRLEN], note[IO_ERRLEN];
    if (o->resume) {
        if (save_load(o->resume, &u->gm, err)) {
            fprintf(stderr, "sudokupair-tui: %s\n", err);
            return EXIT_USAGE;
        }
        snprintf(u->save_id, sizeof u->save_id, "%s", o->resume);
    } else if (!u->gm && !o->new_game && !o->have_seed) {
        save_resume(u->k, u->ngrids, &u->gm, u->save_id, note);
        if (u->gm)
            tui_say(u, "%s%sWelcome back: resumed your saved game %s. ? shows the keys; "
                    "--list-saves shows every save.",
                    note, note[0] ? " " : "", u->save_id);
        else if (note[0])
            tui_say(u, "%s A new game starts.", note);
        if (!u->gm)
            return -1;
    } else {
        return -1;
    }
    /* the size of the game is the save's, whatever --k said */
    const geom *g = game_view(u->gm).g;
    u->k = g->k;
    u->ngrids = g->ngrids;
    if (o->resume)
        tui_say(u, "Welcome back: resumed your saved game %s. ? shows the keys.", u->save_id);
    if (game_is_complete(u->gm))
        tui_session_forget(u); /* a finished game keeps no save */
    return -1;
}

int tui_session_save(ui *u)
{
    char err[IO_ERRLEN];
    u->unsaved = save_store(u->gm, u->save_id, err) != NULL;
    if (u->unsaved) {
        tui_say(u, "Could not save: %s", err);
        return -1;
    }
    return 0;
}

void tui_session_forget(ui *u)
{
    save_forget(u->save_id);
    u->save_id[0] = '\0';
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

static void on_signal(int sig) { got_signal = sig; }

static void on_cont(int sig)
{
    (void)sig;
    got_cont = 1;
}

static void on_crash(int sig)
{
    endwin();
    signal(sig, SIG_DFL);
    raise(sig);
}

void tui_session_signals(void)
{
    /* every signal that would end the game saves it and restores the
     * terminal: the handler only notes it, the game loop does the rest */
    static const int ENDING[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1,
                                  SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU };
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = on_signal; /* no SA_RESTART: getch returns at once */
    for (size_t i = 0; i < sizeof ENDING / sizeof *ENDING; i++)
        sigaction(ENDING[i], &sa, NULL);
    sa.sa_handler = on_cont;
    sigaction(SIGCONT, &sa, NULL);
    sa.sa_handler = on_crash;
    sa.sa_flags = SA_RESETHAND;
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);
    sigaction(SIGFPE, &sa, NULL);
    sigaction(SIGILL, &sa, NULL);
    sigaction(SIGABRT, &sa, NULL);
    sigaction(SIGTRAP, &sa, NULL);
    sigaction(SIGSYS, &sa, NULL);
}

int tui_session_signal(void) { return got_signal; }

int tui_session_interrupted(ui *u)
{
    if (got_cont) {
        /* after kill -STOP / -CONT the terminal may have been set back to
         * line mode with echo: put curses' mode back and draw it all again */
        got_cont = 0;
        reset_prog_mode(); /* not endwin and back: it would leave keypad mode a moment,
                              and a key typed then arrives in the wrong encoding */
        keypad(stdscr, TRUE);
        if (enter_ca_mode)
            putp(enter_ca_mode); /* the alternate screen, if something left it */
        clearok(curscr, TRUE);
        refresh();
    }
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
