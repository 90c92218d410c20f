/* test_cli.c - the built binary, run as a user would run it. */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "game.h"
#include "gen.h"
#include "io.h"
#include "save.h"
#include "store.h"

static void test_solve(void **state)
{
    (void)state;
    char *out, *err;
    assert_int_equal(run_bin("--solve " DATA "/pairs/udit-test1.csv", &out, &err), 0);
    assert_string_equal(out, "4,3,2,1\n2,1,3,4\n1,2,4,3\n3,4,1,2\n"
                             "3,2,1,4\n1,4,2,3\n4,1,3,2\n2,3,4,1\n");
    free(out), free(err);
    assert_int_equal(run_bin("--solve " DATA "/pairs/udit-test3.csv", &out, NULL), 1);
    assert_string_equal(out, "None\n");
    free(out);
    assert_int_equal(run_bin("--solve " DATA "/pairs/udit-test6.csv", &out, NULL), 1);
    assert_string_equal(out, "None\n");
    free(out);
    /* k from the file agrees with --k, or it is an error */
    assert_int_equal(run_bin("--k 2 --solve " DATA "/pairs/udit-test1.csv", NULL, NULL), 0);
    assert_int_equal(run_bin("--k 3 --solve " DATA "/pairs/udit-test1.csv", &out, &err), 2);
    assert_string_equal(out, "");
    assert_non_null(strstr(err, "udit-test1.csv:1:1: a first line of 4 values does not fit k=3"));
    free(out), free(err);
}

static void test_solve_single(void **state)
{
    (void)state;
    char *out;
    const char *file = temp_file("two.txt",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
        "11...............................................................................\n");
    char args[600];
    snprintf(args, sizeof args, "--single --solve %s", file);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    assert_string_equal(out,
        "417369825632158947958724316825437169791586432346912758289643571573291684164875293\n"
        "None\n");
    free(out);
    remove(file);
    const char *grid = temp_file("g.csv", "1,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,1\n");
    snprintf(args, sizeof args, "--single --count %s", grid);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    assert_string_equal(out, "2\n");
    free(out);
    snprintf(args, sizeof args, "--single --solve %s", grid);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    assert_int_equal(strlen(out), 4 * 8);
    free(out);
    remove(grid);
}

static void test_solve_many_in_order(void **state)
{
    (void)state;
    char *out, err[IO_ERRLEN];
    assert_int_equal(run_bin("--single --solve " DATA "/singles/top95.txt", &out, NULL), 0);
    char *text = read_text(DATA "/singles/top95.txt");
    uint8_t *puzzles, *answers;
    int np, na;
    assert_null(io_parse_oneline("top95", text, strlen(text), &puzzles, &np, err));
    if (io_parse_oneline("output", out, strlen(out), &answers, &na, err))
        fail_msg("%s", err);
    assert_int_equal(np, 95);
    assert_int_equal(na, 95);
    geom *g = geom_new(3, 1);
    for (int i = 0; i < 95; i++) {
        assert_true(grid_is_solution(g, answers + i * 81));
        assert_true(agrees(g, puzzles + i * 81, answers + i * 81));
    }
    geom_free(g);
    free(puzzles), free(answers), free(text), free(out);
}

static void test_count(void **state)
{
    (void)state;
    char *out;
    assert_int_equal(run_bin("--count " DATA "/pairs/soham-k3.csv", &out, NULL), 0);
    assert_string_equal(out, "1\n");
    free(out);
    assert_int_equal(run_bin("--count " DATA "/pairs/tejas-test1_9x9.csv", &out, NULL), 0);
    assert_string_equal(out, "2\n");
    free(out);
    assert_int_equal(run_bin("--count " DATA "/pairs/jaya-k3-nosolution.csv", &out, NULL), 1);
    assert_string_equal(out, "0\n");
    free(out);
    /* one-line 9x9 puzzles: a count a line, and why for the ones with none */
    char *err;
    const char *file = temp_file("c3.txt",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
        "11...............................................................................\n"
        ".................................................................................\n");
    char args[600];
    snprintf(args, sizeof args, "--single --count %s", file);
    assert_int_equal(run_bin(args, &out, &err), 0);
    assert_string_equal(out, "1\n0\n2\n");
    assert_non_null(strstr(err, "c3.txt: puzzle 2: no solution: the givens r1c1 and r1c2"));
    free(out), free(err);
    remove(file);
}

/* None stays alone on stdout; stderr says why. */
static void test_why_none(void **state)
{
    (void)state;
    char *out, *err;
    assert_int_equal(run_bin("--solve " DATA "/pairs/tejas-test_UNSAT_9x9.csv", &out, &err), 1);
    assert_string_equal(out, "None\n");
    assert_non_null(strstr(err, "tejas-test_UNSAT_9x9.csv: no solution: the givens "
                                "A r1c1 and B r1c1 both hold 5\n"));
    free(out), free(err);
    assert_int_equal(run_bin("--count " DATA "/pairs/made-k2-deep-nosolution.csv", &out, &err), 1);
    assert_string_equal(out, "0\n");
    assert_non_null(strstr(err, "these 6 givens cannot all hold together"));
    assert_non_null(strstr(err, "A r1c3=2 A r2c2=1 A r4c4=3 B r2c4=2 B r3c1=3 B r4c1=4\n"));
    free(out), free(err);
    assert_int_equal(run_bin("--solve " DATA "/pairs/jaya-k4-nosolution.csv", &out, &err), 1);
    assert_string_equal(out, "None\n");
    assert_non_null(strstr(err, "(the same row)"));
    free(out), free(err);
    /* the game's --load says the same why (issue 18 item 11) */
    assert_int_equal(run_bin("--load " DATA "/pairs/tejas-test_UNSAT_9x9.csv", &out, &err), 1);
    assert_string_equal(out, "");
    assert_non_null(strstr(err, "tejas-test_UNSAT_9x9.csv: no solution: the givens "
                                "A r1c1 and B r1c1 both hold 5\n"));
    free(out), free(err);
    assert_int_equal(run_bin("--load " DATA "/pairs/made-k2-deep-nosolution.csv", &out, &err), 1);
    assert_non_null(strstr(err, "A r1c3=2 A r2c2=1 A r4c4=3 B r2c4=2 B r3c1=3 B r4c1=4\n"));
    free(out), free(err);
    /* one-line puzzles: the puzzle is named by its number */
    const char *file = temp_file("none.txt",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
        "11...............................................................................\n");
    char args[600];
    snprintf(args, sizeof args, "--single --solve %s", file);
    assert_int_equal(run_bin(args, &out, &err), 0);
    assert_non_null(strstr(err, "none.txt: puzzle 2: no solution: the givens r1c1 and r1c2 "
                                "both hold 1 (the same row)"));
    free(out), free(err);
    remove(file);
}

/* A pair written on one line, and a file that starts with text. */
static void test_layouts(void **state)
{
    (void)state;
    char *out, *err, *expect;
    assert_int_equal(run_bin("--solve " DATA "/pairs/jaya-k3-oneline.csv", &out, NULL), 0);
    assert_int_equal(run_bin("--solve " DATA "/pairs/jaya-k3.csv", &expect, NULL), 0);
    assert_string_equal(out, expect);
    free(out);
    assert_int_equal(run_bin("--count " DATA "/pairs/jaya-k3-oneline.csv", &out, NULL), 0);
    assert_string_equal(out, "1\n");
    free(out);
    /* --one-line writes that layout, and it reads back */
    assert_int_equal(run_bin("--one-line --solve " DATA "/pairs/jaya-k3.csv", &out, NULL), 0);
    assert_int_equal(strlen(out), 162 * 2);
    const char *file = temp_file("line.csv", out);
    char args[600];
    snprintf(args, sizeof args, "--solve %s", file);
    free(out);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    assert_string_equal(out, expect);
    free(out), free(expect);
    remove(file);
    /* --generate --one-line: the puzzle and its solution, each on one line */
    const char *solpath = temp_path("line-sol.csv");
    snprintf(args, sizeof args, "--k 2 --generate --seed 3 --one-line --solution %s", solpath);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    assert_int_equal(strlen(out), 32 * 2);
    assert_non_null(strchr(out, '\n'));
    assert_int_equal(strchr(out, '\n') - out, 32 * 2 - 1);
    char *sol = read_text(solpath);
    assert_int_equal(strlen(sol), 32 * 2);
    file = temp_file("gen-line.csv", out);
    snprintf(args, sizeof args, "--solve %s --one-line", file);
    free(out);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    assert_string_equal(out, sol);
    free(out), free(sol);
    remove(file);
    remove(solpath);
    /* text before one-line puzzles: named, with the format assumed and why */
    assert_int_equal(run_bin("--single --solve " DATA "/singles/made-header-oneline.txt", &out,
                             &err), 2);
    assert_string_equal(out, "");
    assert_non_null(strstr(err, "made-header-oneline.txt:1:1: a line of text, not puzzle "
                                "data: 'Gordon F. Royle"));
    assert_non_null(strstr(err, "--skip-text"));
    assert_non_null(strstr(err, "read as one-line 9x9 puzzles, because"));
    free(out), free(err);
    assert_int_equal(run_bin("--skip-text --single --solve " DATA
                             "/singles/made-header-oneline.txt", &out, NULL), 0);
    assert_int_equal(strlen(out), 3 * 82);
    free(out);
    /* a CSV guess says so too */
    file = temp_file("title.csv", "My puzzle, k=2\n1,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,1\n");
    snprintf(args, sizeof args, "--single --solve %s", file);
    assert_int_equal(run_bin(args, &out, &err), 2);
    assert_non_null(strstr(err, "title.csv:1:1: a line of text, not puzzle data: 'My puzzle, k=2'"));
    assert_non_null(strstr(err, "read as the CSV layout"));
    free(out), free(err);
    snprintf(args, sizeof args, "--single --skip-text --count %s", file);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    assert_string_equal(out, "2\n");
    free(out);
    remove(file);
}

static void test_generate(void **state)
{
    (void)state;
    char *a, *b, *c, *counted;
    const char *sol = temp_path("sol.csv");
    char args[256];
    snprintf(args, sizeof args, "--generate --seed 77 --solution %s", sol);
    assert_int_equal(run_bin(args, &a, NULL), 0);
    assert_int_equal(run_bin("--generate --seed 77", &b, NULL), 0);
    /* stderr not a terminal: no wait line, no word, and the store (where a
     * wait's time is kept) is not touched */
    char *said, cmd[1200];
    const char *cache = temp_path("cache");
    snprintf(cmd, sizeof cmd, "XDG_CACHE_HOME=%s %s --generate --seed 78", cache, bin_path());
    assert_int_equal(run_cmd(cmd, &c, &said), 0);
    assert_string_equal(said, "");
    assert_int_equal(access(cache, F_OK), -1);
    free(said);
    assert_string_equal(a, b);
    assert_string_not_equal(a, c);
    const char *puzzle = temp_file("gen.csv", a);
    snprintf(args, sizeof args, "--count %s", puzzle);
    assert_int_equal(run_bin(args, &counted, NULL), 0);
    assert_string_equal(counted, "1\n");
    free(counted);
    snprintf(args, sizeof args, "--solve %s", puzzle);
    assert_int_equal(run_bin(args, &counted, NULL), 0);
    char *expect = read_text(sol);
    assert_string_equal(counted, expect);
    free(expect), free(counted), free(a), free(b), free(c);
    remove(puzzle);
    remove(sol);
    assert_int_equal(run_bin("--k 2 --single --generate --seed 3", &a, NULL), 0);
    assert_int_equal(strlen(a), 4 * 8);
    free(a);
}

/* --solution: what is there decides how it is written (issue 18, items 1-3). */
static void test_solution_targets(void **state)
{
    (void)state;
    char args[1400], *puzzle, *sol, *out, *err;
    const char *solpath = temp_path("t-sol.csv");
    snprintf(args, sizeof args, "--generate --k 2 --seed 1 --solution %s", solpath);
    assert_int_equal(run_bin(args, &puzzle, NULL), 0);
    sol = read_text(solpath);
    remove(solpath);
    char both[200];
    snprintf(both, sizeof both, "%s%s", puzzle, sol);
    /* the solution to /dev/stdout, stdout a file: one stream, 16 lines */
    const char *file = temp_path("t-out.txt");
    snprintf(args, sizeof args, "--generate --k 2 --seed 1 --solution /dev/stdout > %s", file);
    assert_int_equal(run_bin(args, NULL, NULL), 0);
    char *got = read_text(file);
    assert_string_equal(got, both);
    free(got);
    /* ... and named by its own name, appended to */
    snprintf(args, sizeof args, "--generate --k 2 --seed 1 --solution %s >> %s", file, file);
    assert_int_equal(run_bin(args, NULL, NULL), 0);
    got = read_text(file);
    assert_int_equal(strlen(got), 2 * strlen(both));
    free(got);
    /* /dev/stderr as a file: refused, never written over */
    snprintf(args, sizeof args, "(%s --generate --k 2 --seed 1 --solution /dev/stderr 2> %s)",
             bin_path(), file);
    assert_int_equal(run_cmd(args, &out, NULL), 2);
    free(out);
    got = read_text(file);
    assert_non_null(strstr(got, "/dev/stderr: cannot write: it is this program's standard "
                                "error"));
    free(got);
    remove(file);
    /* a regular file under /dev is replaced whole, not appended to */
    char shm[200];
    snprintf(shm, sizeof shm, "/dev/shm/sudokupair-test-%ld-sol.csv", (long)getpid());
    FILE *f = fopen(shm, "w");
    if (f) {
        fputs("precious\n", f);
        fclose(f);
        snprintf(args, sizeof args, "--generate --k 2 --seed 1 --solution %s", shm);
        assert_int_equal(run_bin(args, &out, NULL), 0);
        free(out);
        got = read_text(shm);
        assert_string_equal(got, sol);
        free(got);
        remove(shm);
    }
    /* a dangling link: the target made, the link kept; a loop: an error */
    const char *target = temp_path("t-target.csv"), *link = temp_path("t-link.csv");
    remove(target), remove(link);
    assert_int_equal(symlink(target, link), 0);
    snprintf(args, sizeof args, "--generate --k 2 --seed 1 --solution %s", link);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    free(out);
    struct stat st;
    assert_int_equal(lstat(link, &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    got = read_text(target);
    assert_string_equal(got, sol);
    free(got);
    remove(link), remove(target);
    assert_int_equal(symlink(link, link), 0);
    snprintf(args, sizeof args, "--generate --k 2 --seed 1 --solution %s", link);
    assert_int_equal(run_bin(args, &out, &err), 2);
    assert_non_null(strstr(err, "t-link.csv: cannot write: a loop of symbolic links"));
    free(out), free(err);
    remove(link);
    free(puzzle), free(sol);
}

/* --difficulty makes a puzzle of that level; --grade says so, with the
 * hardest technique and the steps of each. */
static void test_difficulty_and_grade(void **state)
{
    (void)state;
    char *puzzle, *out, *err, args[256];
    assert_int_equal(run_bin("--generate --difficulty medium --seed 5", &puzzle, NULL), 0);
    const char *path = temp_file("medium.csv", puzzle);
    snprintf(args, sizeof args, "--grade %s", path);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    assert_memory_equal(out, "level: medium\nhardest: ", 22);
    assert_non_null(strstr(out, "guesses: 0\n"));
    assert_non_null(strstr(out, "steps: naked single: "));
    free(out), free(puzzle);
    remove(path);
    /* a peer's maximal 16x16 pair needs guesses: beyond fiendish */
    assert_int_equal(run_bin("--grade " DATA "/pairs/jaya-k4.csv", &out, NULL), 0);
    assert_memory_equal(out, "level: beyond fiendish\nhardest: trial\nguesses: ", 46);
    free(out);
    /* a single grid */
    assert_int_equal(run_bin("--single --k 3 --generate --difficulty hard --seed 2", &puzzle, NULL), 0);
    path = temp_file("hard.csv", puzzle);
    snprintf(args, sizeof args, "--single --grade %s", path);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    assert_memory_equal(out, "level: hard\n", 12);
    free(out), free(puzzle);
    remove(path);
    /* no solution, several solutions */
    assert_int_equal(run_bin("--grade " DATA "/pairs/jaya-k3-nosolution.csv", &out, NULL), 1);
    assert_string_equal(out, "None\n");
    free(out);
    assert_int_equal(run_bin("--grade " DATA "/pairs/tejas-test1_9x9.csv", &out, &err), 1);
    assert_non_null(strstr(err, "more than one solution"));
    free(out), free(err);
    /* a level the size cannot reach is said, not hidden */
    assert_int_equal(run_bin("--k 2 --generate --difficulty hard --seed 1", &out, &err), 0);
    assert_non_null(strstr(err, "found no hard puzzle"));
    free(out), free(err);
}

static void test_dimacs(void **state)
{
    (void)state;
    char *out;
    assert_int_equal(run_bin("--k 2 --dimacs", &out, NULL), 0);
    /* 32 cells * (1 + 6) + 24 units * 4 values * (1 + 6) + 16 * 4 pair clauses */
    assert_non_null(strstr(out, "\np cnf 128 960\n"));
    free(out);
    /* the CNF with the givens goes through the picosat program to the same answer */
    const char *cnf1 = temp_path("udit-test1.cnf");
    char cmd1[1200];
    snprintf(cmd1, sizeof cmd1, "--dimacs " DATA "/pairs/udit-test1.csv > %s; picosat %s", cnf1,
             cnf1);
    assert_int_equal(run_bin(cmd1, &out, NULL), 10);
    remove(cnf1);
    assert_non_null(strstr(out, "s SATISFIABLE"));
    int k;
    uint8_t *sol = read_csv(DATA "/pairs/udit-test1.out.csv", 2, &k);
    for (int cell = 0; cell < 32; cell++) {
        char lit[16];
        snprintf(lit, sizeof lit, " %d", cell * 4 + sol[cell]);
        char *p = strstr(out, lit);
        while (p && p[strlen(lit)] != ' ' && p[strlen(lit)] != '\n')
            p = strstr(p + 1, lit);
        if (!p)
            fail_msg("the model lacks variable %s", lit + 1);
    }
    free(sol);
    free(out);
    const char *cnf = temp_path("udit-test3.cnf");
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "--dimacs " DATA "/pairs/udit-test3.csv > %s; picosat %s", cnf, cnf);
    assert_int_equal(run_bin(cmd, &out, NULL), 20);
    free(out);
    remove(cnf);
}

/* Every command that takes a single grid's FILE reads what --solve reads:
 * a one-line 9x9 puzzle gives what the same puzzle in the CSV layout gives
 * (--grade, --explain, --code, --dimacs, --print --load); a file of several
 * is refused by those that take one, saying so. */
static void test_oneline_read_alike(void **state)
{
    (void)state;
    char *top = read_text(DATA "/singles/top95.txt"), csv[300] = "", line[90];
    snprintf(line, sizeof line, "%.81s\n", top);
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) {
            char ch = line[r * 9 + c];
            size_t at = strlen(csv);
            snprintf(csv + at, sizeof csv - at, "%c%c", ch == '.' ? '0' : ch, c < 8 ? ',' : '\n');
        }
    char oneline_path[600], csv_path[600];
    snprintf(oneline_path, sizeof oneline_path, "%s", temp_file("one.txt", line));
    snprintf(csv_path, sizeof csv_path, "%s", temp_file("one.csv", csv));
    static const char *const COMMANDS[] = { "--single --grade", "--single --explain",
                                            "--single --code", "--single --dimacs" };
    for (size_t i = 0; i < sizeof COMMANDS / sizeof *COMMANDS; i++) {
        char args[800], *a, *b, *err;
        snprintf(args, sizeof args, "%s %s", COMMANDS[i], oneline_path);
        int rc = run_bin(args, &a, &err);
        if (rc != 0 || err[0])
            fail_msg("'%s': exit %d, '%s'", args, rc, err);
        free(err);
        snprintf(args, sizeof args, "%s %s", COMMANDS[i], csv_path);
        assert_int_equal(run_bin(args, &b, NULL), 0);
        assert_true(a[0] != '\0');
        assert_string_equal(a, b);
        free(a), free(b);
    }
    char args[1400], *out, *err;
    const char *pdf = temp_path("one.pdf");
    snprintf(args, sizeof args, "--single --print %s --load %s", pdf, oneline_path);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    assert_int_equal(access(pdf, F_OK), 0);
    free(out);
    /* two puzzles where one is taken: refused, saying so */
    snprintf(line, sizeof line, "%.81s\n", top + 82);
    char two[200];
    snprintf(two, sizeof two, "%.82s%s", top, line);
    const char *two_path = temp_file("two.txt", two);
    snprintf(args, sizeof args, "--single --code %s", two_path);
    assert_int_equal(run_bin(args, &out, &err), 2);
    assert_non_null(strstr(err, "two.txt: holds 2 one-line puzzles; this takes one"));
    free(out), free(err);
    /* a one-line puzzle is 9x9: another --k is refused, saying why */
    snprintf(args, sizeof args, "--single --k 2 --grade %s", oneline_path);
    assert_int_equal(run_bin(args, &out, &err), 2);
    assert_non_null(strstr(err, "one.txt: holds one-line 9x9 puzzles, which need k=3, not k=2"));
    free(out), free(err);
    free(top);
}

/* The puzzle of --generate and its --solution FILE succeed or fail
 * together: output that cannot be written keeps no new solution (an earlier
 * one untouched, nothing else left); a solution that cannot be written
 * prints no puzzle. */
static void test_solution_with_output(void **state)
{
    (void)state;
    char args[1400], *out, *err;
    const char *folder = temp_path("gen");
    assert_int_equal(mkdir(folder, 0700), 0);
    char solpath[600];
    snprintf(solpath, sizeof solpath, "%s/sol.csv", folder);
    FILE *f = fopen(solpath, "w");
    assert_non_null(f);
    fputs("earlier\n", f);
    fclose(f);
    snprintf(args, sizeof args, "--generate --k 2 --seed 1 --solution %s > /dev/full", solpath);
    assert_int_equal(run_bin(args, NULL, &err), 2);
    assert_non_null(strstr(err, "cannot write the output: No space left on device"));
    free(err);
    char *text = read_text(solpath);
    assert_string_equal(text, "earlier\n");
    free(text);
    snprintf(args, sizeof args, "ls -A %s", folder);
    assert_int_equal(run_cmd(args, &out, NULL), 0);
    assert_string_equal(out, "sol.csv\n");
    free(out);
    /* the solution cannot be written (a folder there): no puzzle printed */
    snprintf(args, sizeof args, "--generate --k 2 --seed 1 --solution %s", folder);
    assert_int_equal(run_bin(args, &out, &err), 2);
    assert_string_equal(out, "");
    assert_non_null(strstr(err, "gen: cannot write: is a directory"));
    free(out), free(err);
    /* both written */
    snprintf(args, sizeof args, "--generate --k 2 --seed 1 --solution %s", solpath);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    assert_int_equal(strlen(out), 8 * 8);
    text = read_text(solpath);
    assert_int_equal(strlen(text), 8 * 8);
    free(text), free(out);
}

/* Messages that say what is so: --strategy with a level is refused with
 * what it goes with; --solve of a puzzle with several solutions says so (and
 * prints one); "..." only where a code was shortened; --dimacs --single
 * speaks of one grid. */
static void test_messages_true(void **state)
{
    (void)state;
    char *out, *err;
    static const char *const STRATEGY[] = { "--generate --difficulty easy --strategy rows",
                                            "--difficulty hard --strategy boxes" };
    for (int i = 0; i < 2; i++) {
        assert_int_equal(run_bin(STRATEGY[i], &out, &err), 2);
        assert_non_null(strstr(err, "--strategy says how a maximal puzzle is made: it goes "
                                    "with --difficulty maximal (the default), not with "
                                    "--difficulty "));
        assert_string_equal(out, "");
        free(out), free(err);
    }
    assert_int_equal(run_bin("--generate --k 2 --seed 1 --strategy rows", &out, NULL), 0);
    free(out);
    const char *grid = temp_file("multi.csv", "1,0,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,1\n");
    char args[700];
    snprintf(args, sizeof args, "--single --solve %s", grid);
    assert_int_equal(run_bin(args, &out, &err), 0);
    assert_int_equal(strlen(out), 4 * 8);
    assert_non_null(strstr(err, "multi.csv has more than one solution; this is one of them"));
    free(out), free(err);
    assert_int_equal(run_bin("--solve " DATA "/pairs/udit-test1.csv", &out, &err), 0);
    assert_string_equal(err, "");
    free(out), free(err);
    /* a short code is shown whole, a long one shortened */
    assert_int_equal(run_bin("--single --solve sp2-AqgAA2NwRl", &out, &err), 2);
    assert_non_null(strstr(err, "sp2-AqgAA2NwRl: the code of a pair"));
    assert_null(strstr(err, "..."));
    free(out), free(err);
    char *code;
    assert_int_equal(run_bin("--code assets/examples/pair-k3.csv", &code, NULL), 0);
    code[strcspn(code, "\n")] = '\0';
    assert_true(strlen(code) > 24);
    snprintf(args, sizeof args, "--single --solve %s", code);
    assert_int_equal(run_bin(args, &out, &err), 2);
    char want[80];
    snprintf(want, sizeof want, "%.24s...: the code of a pair", code);
    assert_non_null(strstr(err, want));
    free(out), free(err), free(code);
    /* one grid is one grid: no grid index */
    assert_int_equal(run_bin("--single --k 2 --dimacs", &out, NULL), 0);
    assert_non_null(strstr(out, "c sudokupair-tui: one 4x4 Sudoku grid (k=2)\n"));
    assert_null(strstr(out, "grid g"));
    assert_null(strstr(out, "grids"));
    free(out);
    assert_int_equal(run_bin("--k 2 --dimacs", &out, NULL), 0);
    assert_non_null(strstr(out, "c sudokupair-tui: a pair of 4x4 Sudoku grids (k=2)\n"));
    free(out);
}

/* --version says 0.2.0, as debian/changelog's first entry and the man page
 * do. */
static void test_version(void **state)
{
    (void)state;
    char *out;
    assert_int_equal(run_bin("--version", &out, NULL), 0);
    assert_string_equal(out, "sudokupair-tui 0.2.0\n");
    free(out);
    char *changelog = read_text("debian/changelog");
    assert_true(strncmp(changelog, "sudokupair-tui (0.2.0) ", 23) == 0);
    free(changelog);
    char *man = read_text("man/sudokupair-tui.6");
    assert_non_null(strstr(man, "\"sudokupair-tui 0.2.0\""));
    free(man);
}

/* debian/control's Build-Depends are the Makefile's build packages (but gcc
 * and make: build-essential), one list kept in one place. */
static void test_debian_build_depends(void **state)
{
    (void)state;
    char *debs;
    assert_int_equal(run_cmd("make -s print-build-debs", &debs, NULL), 0);
    char *control = read_text("debian/control"), want[600] = "debhelper-compat (= 13)";
    for (char *name = strtok(debs, " \n"); name; name = strtok(NULL, " \n"))
        if (strcmp(name, "gcc") != 0 && strcmp(name, "make") != 0) {
            size_t at = strlen(want);
            snprintf(want + at, sizeof want - at, ",\n               %s", name);
        }
    char line[700];
    snprintf(line, sizeof line, "\nBuild-Depends: %s\n", want);
    if (!strstr(control, line))
        fail_msg("debian/control should say%s", line);
    free(control);
    free(debs);
}

static void expect_usage(const char *args, const char *message)
{
    char *out, *err;
    int rc = run_bin(args, &out, &err);
    if (rc != 2 || !strstr(err, message))
        fail_msg("'%s' gave exit %d and '%s', not exit 2 and '%s'", args, rc, err, message);
    assert_string_equal(out, "");
    free(out), free(err);
}

static void test_output_not_written(void **state)
{
    (void)state;
    const char *jobs[] = { "--solve " DATA "/pairs/udit-test1.csv", "--generate --seed 1",
                           "--k 2 --dimacs", "--count " DATA "/pairs/soham-k3.csv",
                           "--single --solve " DATA "/singles/hardest.txt" };
    for (size_t i = 0; i < sizeof jobs / sizeof *jobs; i++) {
        char args[300];
        snprintf(args, sizeof args, "%s > /dev/full", jobs[i]);
        expect_usage(args, "cannot write the output: No space left on device");
    }
}

static void test_bad_usage(void **state)
{
    (void)state;
    expect_usage("--k 1", "--k takes a box size from 2 to 6, not '1' (the game plays 2 to 5)");
    expect_usage("--k 9", "--k takes a box size from 2 to 6, not '9' (the game plays 2 to 5)");
    expect_usage("--k x", "--k takes a box size from 2 to 6, not 'x'");
    /* k=6 is for the command line; the game says what it plays, however k came */
    expect_usage("--k 6", "the game plays k from 2 to 5; k=6 (36x36) works with --solve");
    expect_usage("--load " DATA "/pairs/made-k6.csv",
                 "made-k6.csv: a 36x36 puzzle (k=6, from the file); the game plays k from 2 to 5");
    expect_usage("--k", "option --k needs a value");
    expect_usage("--frobnicate", "unknown option '--frobnicate'");
    expect_usage("--solve /nonexistent.csv", "/nonexistent.csv: cannot open: No such file");
    expect_usage("--solve tests", "tests: is a directory, not a file");
    expect_usage("--solve a --count b", "cannot be combined");
    expect_usage("--seed -4 --generate", "--seed takes a whole number");
    expect_usage("--solution x.csv", "--solution goes with --generate");
    expect_usage("--strategy slow --generate", "--strategy is fast, even, boxes, spread, rows or naive");
    expect_usage("--single=yes", "option --single takes no value");
    expect_usage("--k=4 --k 3 --generate", "option --k is given twice");
    expect_usage("--single --generate --single", "option --single is given twice");
    const char *bad = temp_file("bad.csv", "1,2,3,4\n3,4,1,2\n2,1,4,3\n4,3,2,1\n"
                                           "2,1,4,3\n4,3,2,1\n1,2,3,4\n3,4,1,x\n");
    char args[256], where[256];
    snprintf(args, sizeof args, "--solve %s", bad);
    snprintf(where, sizeof where, "%s:8:7: expected a number from 0 to 4, found 'x'", bad);
    expect_usage(args, where);
    remove(bad);
    expect_usage("--difficulty extreme --generate", "--difficulty is easy, medium, hard, fiendish or maximal");
    expect_usage("--difficulty easy --solve x.csv", "--difficulty goes with --generate, --stats or a new game");
    expect_usage("--difficulty easy --load x.csv", "--difficulty makes a new puzzle: not with --load");
    /* issue 18 item 7: where k came from */
    bad = temp_file("k-guessed.csv", "0,0,0,0\n0,0,0,5\n");
    snprintf(args, sizeof args, "--single --solve %s", bad);
    expect_usage(args, "k-guessed.csv:2:7: expected a number from 0 to 4, found '5' (k=2, from "
                       "the 4 values of the first row)");
    remove(bad);
    /* issue 18 item 8: a relative XDG_DATA_HOME is ignored, and said so */
    char cmd[600], *out, *err;
    snprintf(cmd, sizeof cmd, "env -u HOME XDG_DATA_HOME=relative/dir %s --list-saves",
             bin_path());
    assert_int_equal(run_cmd(cmd, &out, &err), 2);
    assert_non_null(strstr(err, "there is nowhere to keep saves: XDG_DATA_HOME ('relative/dir') "
                                "is a relative path, which the XDG spec says to ignore, and "
                                "HOME is not set"));
    free(out), free(err);
    /* issue 18 items 9 and 10, as a user types them */
    expect_usage("--solve=", "option --solve needs a FILE, not an empty string");
    expect_usage("--help=x", "option --help takes no value");
    expect_usage("--k ' 3'", "--k takes a box size from 2 to 6, not ' 3'");
    expect_usage("--k +3", "--k takes a box size from 2 to 6, not '+3'");
    expect_usage("--list-saves --seed 4", "--seed goes with --generate or a new game, not with "
                                          "--list-saves");
}

/* --list-saves --k K and --single keep the saves of that size, and the
 * ready puzzles of that size (they were all listed). */
static void test_list_saves_filter(void **state)
{
    (void)state;
    const char *home = temp_path("xdg-list"), *cache = temp_path("xdg-list-cache");
    char cmd[900], err[IO_ERRLEN], *out;
    snprintf(cmd, sizeof cmd, "rm -rf %s %s && mkdir -p %s %s", home, cache, home, cache);
    assert_int_equal(system(cmd), 0);
    char *old = env_swap("XDG_DATA_HOME", home), *old_cache = env_swap("XDG_CACHE_HOME", cache);
    geom *g2 = geom_new(2, 2);
    uint8_t ready[32], ready_sol[32];
    assert_int_equal(gen_puzzle(g2, &(gen_params){ 1, GEN_FAST, LEVEL_MAXIMAL, 1,
                                                   KIND_SYM_DEFAULT },
                                NULL, NULL, ready, ready_sol, NULL), 0);
    geom_free(g2);
    puzzle_kind k2_pair = kind_square(2, 2, LEVEL_MAXIMAL, KIND_SYM_DEFAULT);
    assert_int_equal(store_put(&k2_pair, 1, ready, ready_sol, 1.0), 1);
    char pair_id[SAVE_IDLEN] = "", single_id[SAVE_IDLEN] = "";
    game *pair = k2_game(NULL);
    assert_null(save_store(pair, pair_id, err));
    uint8_t givens[16] = { 1 };
    game *single = game_new(geom_new(2, 1), givens, NULL, 0, 0, err);
    assert_non_null(single);
    assert_null(save_store(single, single_id, err));
    struct { const char *args; int pair, single, ready; } cases[] = {
        { "", 1, 1, 1 }, { "--k 2", 1, 1, 1 }, { "--single", 0, 1, 0 },
        { "--k 2 --single", 0, 1, 0 }, { "--k 3", 0, 0, 0 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        snprintf(cmd, sizeof cmd, "XDG_DATA_HOME=%s XDG_CACHE_HOME=%s %s --list-saves %s", home,
                 cache, bin_path(), cases[i].args);
        assert_int_equal(run_cmd(cmd, &out, NULL), 0);
        char pair_at[40], single_at[40];
        snprintf(pair_at, sizeof pair_at, "  %s ", pair_id);
        snprintf(single_at, sizeof single_at, "  %s ", single_id);
        if (!strstr(out, pair_at) != !cases[i].pair ||
            !strstr(out, single_at) != !cases[i].single ||
            !strstr(out, " 1 4x4 pair, maximal\n") != !cases[i].ready ||
            (strstr(out, "none yet") != NULL) == cases[i].ready)
            fail_msg("--list-saves %s listed: %s", cases[i].args, out);
        free(out);
    }
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    assert_memory_equal(out, "No saved 9x9 games in ", 22);
    free(out);
    snprintf(cmd, sizeof cmd, "XDG_DATA_HOME=%s %s --list-saves --single", home, bin_path());
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    assert_memory_equal(out, "Saved single-grid games in ", 27);
    free(out);
    save_forget(pair_id);
    save_forget(single_id);
    game_free(pair);
    game_free(single);
    env_restore("XDG_DATA_HOME", old);
    env_restore("XDG_CACHE_HOME", old_cache);
    snprintf(cmd, sizeof cmd, "rm -rf %s %s", home, cache);
    assert_int_equal(system(cmd), 0);
}

/* A file the user may not read: as root (CI), the program runs as nobody
 * (setpriv), from a copy that nobody can run, so it is refused there too. */
static void test_unreadable_file(void **state)
{
    (void)state;
    const char *path = temp_file("unreadable.csv", "1,0,0,0\n");
    assert_int_equal(chmod(path, 0), 0);
    char args[1600], message[600];
    snprintf(message, sizeof message, "%s: cannot open: Permission denied", path);
    if (geteuid() != 0) {
        snprintf(args, sizeof args, "--solve %s", path);
        expect_usage(args, message);
    } else {
        const char *copy = temp_path("nobody-bin");
        char cmd[1600], *out, *err;
        snprintf(cmd, sizeof cmd, "cp %s %s && chmod 755 %s", bin_path(), copy, copy);
        assert_int_equal(run_cmd(cmd, NULL, NULL), 0);
        snprintf(cmd, sizeof cmd, "setpriv --reuid=65534 --regid=65534 --clear-groups "
                                  "%s --solve %s", copy, path);
        int rc = run_cmd(cmd, &out, &err);
        if (rc != 2 || !strstr(err, message))
            fail_msg("as nobody: exit %d, '%s'", rc, err);
        assert_string_equal(out, "");
        free(out), free(err);
        remove(copy);
    }
    remove(path);
}

/* A FIFO with no writer never hangs a command: it reads as empty. */
static void test_fifo_input(void **state)
{
    (void)state;
    const char *fifo = temp_path("in.fifo");
    remove(fifo);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    char args[700], message[700];
    snprintf(args, sizeof args, "--solve %s", fifo);
    snprintf(message, sizeof message, "%s:1:1: expected a pair of grids in CSV rows, found "
                                      "no rows", fifo);
    expect_usage(args, message);
    /* a pipe with a writer is read: <(command) */
    char *out;
    snprintf(args, sizeof args, "bash -c '%s --count <(cat %s/pairs/soham-k3.csv)'", bin_path(),
             DATA);
    assert_int_equal(run_cmd(args, &out, NULL), 0);
    assert_string_equal(out, "1\n");
    free(out);
    remove(fifo);
}

/* --symmetry: the printed puzzle has it; a level's default is rotate2 (the
 * same puzzle as asking for it), maximal's none; a bad name or a command it
 * does not go with is refused. */
static void test_symmetry_option(void **state)
{
    (void)state;
    static const char *const runs[][2] = {
        { "--k 3 --generate --symmetry rotate4 --seed 5", "rotate4" },
        { "--k 3 --generate --difficulty hard --symmetry mirror --seed 6", "mirror" },
        { "--k 3 --generate --difficulty easy --seed 7", "rotate2" },
    };
    for (size_t i = 0; i < sizeof runs / sizeof *runs; i++) {
        char *out;
        assert_int_equal(run_bin(runs[i][0], &out, NULL), 0);
        const char *path = temp_file("sym.csv", out);
        int k;
        uint8_t *vals = read_csv(path, 2, &k);
        geom *g = geom_new(k, 2);
        if (!gen_is_symmetric(g, vals, (kind_symmetry)kind_symmetry_from_name(runs[i][1])))
            fail_msg("%s: not %s", runs[i][0], runs[i][1]);
        geom_free(g);
        free(vals), free(out);
        remove(path);
    }
    char *a, *b;
    assert_int_equal(run_bin("--k 3 --generate --difficulty easy --seed 7", &a, NULL), 0);
    assert_int_equal(run_bin("--k 3 --generate --difficulty easy --symmetry rotate2 --seed 7", &b,
                             NULL),
                     0);
    assert_string_equal(a, b);
    free(a), free(b);
    assert_int_equal(run_bin("--k 3 --generate --seed 8", &a, NULL), 0);
    assert_int_equal(run_bin("--k 3 --generate --symmetry none --seed 8", &b, NULL), 0);
    assert_string_equal(a, b);
    free(a), free(b);
    expect_usage("--symmetry spiral --generate", "--symmetry is none, rotate2, rotate4 or mirror");
    expect_usage("--symmetry default --generate", "--symmetry is none, rotate2, rotate4 or mirror");
    expect_usage("--symmetry mirror --solve x.csv", "--symmetry goes with --generate or a new game");
}

static void test_help(void **state)
{
    (void)state;
    char *out;
    assert_int_equal(run_bin("--help", &out, NULL), 0);
    const char *options[] = { "--k K", "--single", "--solve FILE", "--count FILE", "--generate",
                              "--seed N", "--solution FILE", "--dimacs [FILE]", "--strategy",
                              "--symmetry KIND",
                              "--new", "--load FILE", "--no-color", "Exit status" };
    for (size_t i = 0; i < sizeof options / sizeof *options; i++)
        if (!strstr(out, options[i]))
            fail_msg("--help lacks %s", options[i]);
    /* the game's own usage lines name --single (issue 19) */
    const char *play = strstr(out, "Usage: ");
    assert_non_null(play);
    const char *second = strstr(play, "\n       sudokupair-tui");
    assert_non_null(second);
    const char *single = strstr(play, "[--single]");
    if (!single || single > second)
        fail_msg("the game's usage line lacks --single:\n%s", out);
    /* it reads whole in an 80-column terminal */
    int line = 1;
    for (const char *p = out; *p; line++) {
        const char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len > 80)
            fail_msg("--help line %d is %zu columns wide: %.*s", line, len, (int)len, p);
        p += len + (end != NULL);
    }
    free(out);
}

/* Runs the option parser in this process on args (split at spaces): its exit
 * code (-1: go on), with what it printed in *printed (free it). */
static int parse(const char *args, cli_options *o, char **printed)
{
    char *copy = strdup(args), *argv[32] = { (char *)"sudokupair-tui" };
    int argc = 1;
    for (char *t = strtok(copy, " "); t && argc < 31; t = strtok(NULL, " "))
        argv[argc++] = t;
    argv[argc] = NULL;
    size_t len;
    FILE *out = open_memstream(printed, &len);
    int rc = cli_parse_to(argc, argv, o, out, out);
    fclose(out);
    /* o's strings point into argv: keep them for the caller to look at */
    static char *kept[8];
    static int next;
    free(kept[next]);
    kept[next] = copy;
    next = (next + 1) % 8;
    return rc;
}

static void expect_parse_error(const char *args, const char *message)
{
    cli_options o;
    char *printed;
    int rc = parse(args, &o, &printed);
    if (rc != EXIT_USAGE || !strstr(printed, message))
        fail_msg("'%s' gave %d and '%s', not %d and '%s'", args, rc, printed, EXIT_USAGE,
                 message);
    free(printed);
}

/* Every option --help shows is one the parser takes, with the value --help
 * names: help and parsing come from one table and cannot drift apart. */
static void test_help_is_the_parser(void **state)
{
    (void)state;
    cli_options o;
    char *help, *printed;
    assert_int_equal(parse("--help", &o, &help), EXIT_DONE);
    const char *values[][2] = { { "FILE", "x.csv" }, { "K", "3" }, { "N", "7" },
                                { "LEVEL", "easy" }, { "NAME", "fast" }, { "ID", "k3-1" },
                                { "SIZE", "letter" }, { "SHEET", "x.pdf" },
                                { "DATE", "2026-01-02" }, { "KIND", "mirror" },
                                { "RxC", "2x3" } };
    int options = 0;
    for (char *line = help; (line = strstr(line, "\n  --")); line++) {
        char name[40], arg[40] = "", args[100];
        assert_int_equal(sscanf(line + 3, "%39s %39[A-Z[x]]", name, arg) >= 1, 1);
        const char *value = "";
        for (size_t i = 0; i < sizeof values / sizeof *values; i++)
            if (strcmp(arg, values[i][0]) == 0)
                value = values[i][1];
        if (*arg && !*value && arg[0] != '[')
            fail_msg("no test value for %s %s", name, arg);
        snprintf(args, sizeof args, "%s %s", name, value);
        int rc = parse(args, &o, &printed);
        if (rc == EXIT_USAGE && (strstr(printed, "unknown option") ||
                                 strstr(printed, "needs a value") ||
                                 strstr(printed, "takes no value") || strstr(printed, " takes ")))
            fail_msg("--help shows '%s', the parser says: %s", args, printed);
        assert_true(rc == -1 || rc == EXIT_DONE || strstr(printed, "goes with") ||
                    strstr(printed, "is for playing"));
        free(printed);
        options++;
    }
    assert_true(options >= 20);
    free(help);
}

/* The conventions: --opt=value, --, names in full, digits for a number, no
 * empty file name, no value for an option that takes none. */
static void test_option_syntax(void **state)
{
    (void)state;
    cli_options o;
    char *printed;
    assert_int_equal(parse("--k=2 --seed=18446744073709551615 --generate --solution=s.csv",
                           &o, &printed), -1);
    assert_int_equal(kind_k(&o.kind), 2);
    assert_true(o.have_seed && o.seed == UINT64_MAX);
    assert_string_equal(o.solution, "s.csv");
    assert_int_equal(o.mode, MODE_GENERATE);
    free(printed);
    assert_int_equal(parse("--k 03 --solve -odd-name.csv --", &o, &printed), -1);
    assert_int_equal(kind_k(&o.kind), 3);
    assert_string_equal(o.file, "-odd-name.csv");
    free(printed);
    assert_int_equal(parse("--dimacs --k 2", &o, &printed), -1);
    assert_null(o.file);
    free(printed);
    assert_int_equal(parse("--dimacs=x.csv", &o, &printed), -1);
    assert_string_equal(o.file, "x.csv");
    free(printed);
    assert_int_equal(parse("-h", &o, &printed), EXIT_DONE);
    assert_non_null(strstr(printed, "Usage:"));
    free(printed);
    assert_int_equal(parse("--no-colour", &o, &printed), -1);
    assert_true(o.no_color);
    free(printed);
    expect_parse_error("--help=x", "option --help takes no value");
    expect_parse_error("--version=", "option --version takes no value");
    expect_parse_error("--k +3", "--k takes a box size from 2 to 6, not '+3'");
    expect_parse_error("--k -3", "--k takes a box size from 2 to 6, not '-3'");
    expect_parse_error("--k=", "--k takes a box size from 2 to 6, not ''");
    expect_parse_error("--k 99999999999999999999", "--k takes a box size");
    expect_parse_error("--k 7", "--k takes a box size from 2 to 6, not '7'");
    expect_parse_error("--seed +1 --generate", "--seed takes a whole number");
    expect_parse_error("--seed 18446744073709551616 --generate", "--seed takes a whole number");
    expect_parse_error("--solve=", "option --solve needs a FILE, not an empty string");
    expect_parse_error("--dimacs=", "option --dimacs needs a FILE, not an empty string");
    expect_parse_error("--load=", "option --load needs a FILE, not an empty string");
    expect_parse_error("--generate --solution=", "option --solution needs a FILE");
    expect_parse_error("--sol x.csv", "unknown option '--sol' (options are written out in "
                                      "full: did you mean --solve or --solution?)");
    expect_parse_error("--k=3=4", "--k takes a box size from 2 to 6, not '3=4'");
    expect_parse_error("-- --solve x.csv", "unexpected argument '--solve'");
    expect_parse_error("x.csv", "unexpected argument 'x.csv'");
    expect_parse_error("-k 3", "unknown option '-k' (options start with --)");
    expect_parse_error("--solve a --count b", "--count cannot be combined with another of "
                       "--solve, --count, --grade, --generate, --explain, --code, --dimacs, "
                       "--list-saves or --stats");
    expect_parse_error("--one-line --count x", "--one-line goes with --solve, --generate or "
                                               "--code, not with --count");
    /* an option that does not apply is refused, never ignored */
    expect_parse_error("--list-saves --seed 3", "--seed goes with --generate or a new game, "
                                                "not with --list-saves");
    expect_parse_error("--list-saves --one-line", "--one-line goes with --solve, --generate "
                                                  "or --code, not with --list-saves");
    expect_parse_error("--new --k 6", "the game plays k from 2 to 5");
    expect_parse_error("--new --dimacs", "--new is for playing, not with a command option");
}

int run_cli_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solve),
        cmocka_unit_test(test_solve_single),
        cmocka_unit_test(test_solve_many_in_order),
        cmocka_unit_test(test_count),
        cmocka_unit_test(test_why_none),
        cmocka_unit_test(test_layouts),
        cmocka_unit_test(test_generate),
        cmocka_unit_test(test_solution_targets),
        cmocka_unit_test(test_difficulty_and_grade),
        cmocka_unit_test(test_symmetry_option),
        cmocka_unit_test(test_dimacs),
        cmocka_unit_test(test_bad_usage),
        cmocka_unit_test(test_output_not_written),
        cmocka_unit_test(test_list_saves_filter),
        cmocka_unit_test(test_unreadable_file),
        cmocka_unit_test(test_fifo_input),
        cmocka_unit_test(test_help),
        cmocka_unit_test(test_help_is_the_parser),
        cmocka_unit_test(test_option_syntax),
        cmocka_unit_test(test_oneline_read_alike),
        cmocka_unit_test(test_solution_with_output),
        cmocka_unit_test(test_messages_true),
        cmocka_unit_test(test_version),
        cmocka_unit_test(test_debian_build_depends),
    };
    return cmocka_run_group_tests_name("cli", tests, NULL, NULL);
}
