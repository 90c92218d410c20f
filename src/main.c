/* main.c - argv to a mode: play in the terminal, or run a command-line job. */
#include "cli.h"
#include "tui.h"

#include <signal.h>

int main(int argc, char **argv)
{
    /* a file-size limit or a full disk must end in a message, not a kill */
    signal(SIGXFSZ, SIG_IGN);
    cli_options o;
    int rc = cli_parse(argc, argv, &o);
    if (rc >= 0)
        return rc;
    if (o.mode != MODE_PLAY)
        return cli_run(&o);
    if ((rc = cli_check_play(&o)) >= 0)
        return rc;
    return tui_play(&o);
}
