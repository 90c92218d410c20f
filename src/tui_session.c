/* tui_session.c - the terminal's side of a game's life: whether the terminal
 * can run the game at all, signals (a signal that ends the program has the
 * life module save the game), and the line left to the shell at the end. */
#include <curses.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tui_int.h"

#include <term.h> /* after the rest: it defines short macros */

static volatile sig_atomic_t got_signal, got_cont;

int tui_session_terminal_ok(void)
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
    char msg[LIFE_MSGLEN];
    if (!life_suspend(&u->lf, msg))
        tui_say(u, "%s", msg);
    return 1;
}

int tui_session_exit(const ui *u, int cancelled)
{
    char line[LIFE_MSGLEN];
    life_exit_line(&u->lf, line, sizeof line);
    if (got_signal && u->lf.unsaved)
        fprintf(stderr, "sudokupair-tui: %s\n", u->msg.text); /* why the game could not be kept */
    if (line[0])
        printf("%s\n", line);
    else if (!u->gm && cancelled)
        printf("The new game was cancelled before it was ready: nothing to save.\n");
    fflush(stdout);
    return got_signal ? 128 + got_signal : EXIT_DONE;
}
