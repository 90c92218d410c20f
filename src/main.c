/* main.c - argv to a mode: play in the terminal, or run a command-line job. */
#include "cli.h"
#include "tui.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

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
    return tui_play(&o);
}
