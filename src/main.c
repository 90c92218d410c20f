/* main.c - argv to a mode: play in the terminal, or run a command-line job. */
#include "cli.h"
#include "tui.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

/* The game's start (life.h) and what the screens need, from the options. */
static tui_options game_options(const cli_options *o)
{
    life_start how = {
        .kind = o->kind,
        .has_seed = o->have_seed,
        .seed = o->seed,
        .new_game = o->new_game,
        .load = o->load,
        .resume = o->resume,
        .errors = stderr,
        /* no level asked: the player's level (the menu's last), not --generate's maximal */
        .level_from_menu = !o->have_level && !o->daily && o->strategy == GEN_FAST,
        .menu_first = !o->kind.box_rows && !o->kind.ngrids && !o->kind.diagonals &&
                      !o->have_seed && !o->have_level && !o->new_game && !o->load && !o->resume,
        .program = o->program,
    };
    return (tui_options){ how, o->strategy, o->no_color };
}

int main(int argc, char **argv)
{
    /* a file-size limit or a full disk must end in a message, not a kill */
    signal(SIGXFSZ, SIG_IGN);
    cli_options o;
    int rc = cli_parse(argc, argv, &o);
    if (rc >= 0) {
        /* --help and --version print: output that was not written is an error */
        if (fflush(stdout) != 0 || ferror(stdout)) {
            fprintf(stderr, "sudokupair-tui: cannot write the output: %s\n", strerror(errno));
            return EXIT_USAGE;
        }
        return rc;
    }
    if (o.mode != MODE_PLAY)
        return cli_run(&o);
    if ((rc = cli_check_play(&o)) >= 0)
        return rc;
    tui_options play = game_options(&o);
    return tui_play(&play);
}
