/* main.c - argv to a mode: play in the terminal, or run a command-line job. */
#include "cli.h"
#include "tui.h"

int main(int argc, char **argv)
{
    cli_options o;
    int rc = cli_parse(argc, argv, &o);
    if (rc >= 0)
        return rc;
    if (o.mode != MODE_PLAY)
        return cli_run(&o);
    return tui_play(&o);
}
