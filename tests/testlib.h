/* testlib.h - helpers shared by the test groups: data files, running the binary. */
#ifndef TESTLIB_H
#define TESTLIB_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "grid.h"

#define DATA "tests/data"

/* Reads a whole file (fails the test if it cannot); free the result. */
char *read_text(const char *path);

/* Reads a CSV puzzle with io_parse_csv (fails the test on a parse error). */
uint8_t *read_csv(const char *path, int ngrids, int *k);

/* Parses the "pretty" answer layout (rows like 3|1|2|4|) into values. */
uint8_t *read_pretty(const char *path, int ncells);

/* Runs the built binary with a shell-quoted argument string; returns the exit
 * status and fills out/err (free them) with what it printed. */
int run_bin(const char *args, char **out, char **err);

/* Writes text to a fresh temporary file and returns its path (static buffer). */
const char *temp_file(const char *name, const char *text);

/* 1 when the values agree with every given of puzzle. */
int agrees(const geom *g, const uint8_t *puzzle, const uint8_t *vals);

/* The test groups, each runs with cmocka and returns its failure count. */
int run_grid_tests(void);
int run_io_tests(void);
int run_sat_tests(void);
int run_data_tests(void);
int run_gen_tests(void);
int run_logic_tests(void);
int run_cli_tests(void);
int run_game_tests(void);
int run_e2e_tests(void);
int run_fuzz_replay_tests(void);

#endif
