/* test_io.c - the readers: what they forgive, and the messages for bad input
 * (opening and writing files: test_keep_disk.c). */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include "io.h"

static const char K2_PAIR[] =
    "1,2,3,4\n3,4,1,2\n2,1,4,3\n4,3,2,1\n"
    "2,1,4,3\n4,3,2,1\n1,2,3,4\n3,4,1,2\n";

/* Parses text as a pair (or single) and returns the error, or NULL. */
static const char *parse(const char *text, int k, int ngrids, uint8_t **vals, int *kout)
{
    static char err[IO_ERRLEN];
    *vals = NULL;
    return io_parse_csv("f.csv", text, strlen(text), k, ngrids, kout, vals, err);
}

static void expect_error(const char *text, int k, int ngrids, const char *where,
                         const char *what)
{
    uint8_t *vals;
    int kk;
    const char *err = parse(text, k, ngrids, &vals, &kk);
    assert_non_null(err);
    assert_null(vals);
    if (strncmp(err, where, strlen(where)) != 0 || !strstr(err, what))
        fail_msg("message '%s' lacks '%s' ... '%s'", err, where, what);
}

static void test_plain_pair(void **state)
{
    (void)state;
    uint8_t *vals;
    int k;
    assert_null(parse(K2_PAIR, 0, 2, &vals, &k));
    assert_int_equal(k, 2);
    assert_int_equal(vals[0], 1);
    assert_int_equal(vals[31], 2);
    free(vals);
}

static void test_forgiving(void **state)
{
    (void)state;
    const char *texts[] = {
        "\xEF\xBB\xBF" "1,2,3,4\r\n3,4,1,2\r\n2,1,4,3\r\n4,3,2,1\r\n"
        "2,1,4,3\r\n4,3,2,1\r\n1,2,3,4\r\n3,4,1,2\r\n",          /* BOM, CRLF */
        "\n\n 1 , 2,3 ,4\n3,4,1,2\n\n2,1,4,3\n4,3,2,1\n   \n"
        "2,1,4,3\n4,3,2,1\n1,2,3,4\n3,4,1,2",                     /* blanks, spaces, no final newline */
        "1,2,3,4,\n3,4,1,2,\n2,1,4,3,\n4,3,2,1,\n"
        "2,1,4,3,\n4,3,2,1,\n1,2,3,4,\n3,4,1,2,\n",               /* trailing commas */
        "2\n1,2,3,4\n3,4,1,2\n2,1,4,3\n4,3,2,1\n"
        "2,1,4,3\n4,3,2,1\n1,2,3,4\n3,4,1,2\n",                   /* a k header */
        "1,2,3,4\r3,4,1,2\r2,1,4,3\r4,3,2,1\r2,1,4,3\r4,3,2,1\r1,2,3,4\r3,4,1,2\r", /* CR */
    };
    uint8_t *ref, *vals;
    int k;
    assert_null(parse(K2_PAIR, 0, 2, &ref, &k));
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        const char *err = parse(texts[i], 0, 2, &vals, &k);
        if (err)
            fail_msg("text %zu: %s", i, err);
        assert_int_equal(k, 2);
        assert_memory_equal(vals, ref, 32);
        free(vals);
    }
    assert_null(parse(K2_PAIR, 2, 2, &vals, &k)); /* an explicit k that agrees */
    free(vals);
    free(ref);
}

static void test_bad_input(void **state)
{
    (void)state;
    expect_error("1,2,3,4\n3,4,1,2\n2,1,4,3\n4,3,2,1\n", 0, 2, "f.csv:5:1:",
                 "expected 8 rows (grid A, then grid B), found 4; for one grid use --single");
    expect_error("1,2,3,4\n3,4,1\n", 0, 2, "f.csv:2:6:", "expected 4 values in a row, found 3");
    expect_error("1,2,3,4\n3,4,1,2,1\n", 0, 2, "f.csv:2:9:",
                 "expected 4 values in a row, found 5");
    expect_error("1,2,3,4\n3,x,1,2\n", 0, 2, "f.csv:2:3:",
                 "expected a number from 0 to 4, found 'x'");
    expect_error("1,2,3,4\n3,4,1,-2\n", 0, 2, "f.csv:2:7:", "found '-2'");
    expect_error("1,2,3,4\n3,4,1,5\n", 0, 2, "f.csv:2:7:", "expected a number from 0 to 4, found '5'");
    /* on the first line the size is not known yet: no made-up range */
    expect_error("x,1,2,3\n", 0, 2, "f.csv:1:1:", "expected a number, found 'x'");
    expect_error("1,2,3,4\n3,4,,2\n", 0, 2, "f.csv:2:5:", "found an empty field");
    expect_error("1,2,3\n", 0, 2, "f.csv:1:1:", "a first line of 3 values; expected a row of 4, 9, 16, 25 or 36 values, or a pair on one line of 32, 162, 512, 1250 or 2592 values");
    expect_error(K2_PAIR, 3, 2, "f.csv:1:1:", "a first line of 4 values does not fit k=3 (expected rows of 9 values, or a pair on one line of 162 values)");
    expect_error("", 0, 2, "f.csv:1:1:", "found no rows");
    expect_error("\n \n", 0, 2, "f.csv:1:1:", "found no rows");
    expect_error(K2_PAIR, 0, 1, "f.csv:5:1:", "expected 4 rows (one grid), found more");
    expect_error("3\n1,2,3,4\n", 0, 2, "f.csv:2:8:", "expected 9 values in a row, found 4");
    expect_error("2\n", 0, 2, "f.csv:2:1:", "expected the rows of the grid after the k line");
    expect_error("7\n1,2\n", 0, 2, "f.csv:1:1:",
                 "a first line holding only 7, read as k; k goes from 2 to 6 (the game plays 2 to 5)");
    expect_error("1,2,3,4\n3,4,1,2\n2,1,4,3\n4,3,2,1\n9999999999999,1,1,1\n", 0, 2, "f.csv:5:1:",
                 "expected a number from 0 to 4, found '9999999999999'");
    /* where k came from is said with the range it sets */
    expect_error("0,0,0,0\n0,0,0,5\n", 0, 1, "f.csv:2:7:", "expected a number from 0 to 4, "
                 "found '5' (k=2, from the 4 values of the first row)");
    expect_error("2\n0,0,0,0\n0,0,0,5\n", 0, 1, "f.csv:3:7:", "expected a number from 0 to 4, "
                 "found '5' (k=2, as the k line says)");
    expect_error("0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,5\n", 0, 1, "f.csv:1:31:", "expected a number "
                 "from 0 to 4, found '5' (k=2, from the 16 values on one line)");
    expect_error("0,0,0,0\n0,0,,0\n", 2, 1, "f.csv:2:5:", "expected a number from 0 to 4, "
                 "found an empty field (k=2, as --k says)");
    expect_error("1,2,3,4\n3,4,1\n", 0, 2, "f.csv:2:6:", "expected 4 values in a row, found 3 "
                 "(k=2, from the 4 values of the first row)");
}

/* A whole pair on one line: k follows from the count of values. */
static void test_pair_on_one_line(void **state)
{
    (void)state;
    uint8_t *ref, *vals;
    int k;
    assert_null(parse(K2_PAIR, 0, 2, &ref, &k));
    char line[200] = "";
    for (int i = 0; i < 32; i++)
        snprintf(line + strlen(line), sizeof line - strlen(line), "%d%s", ref[i],
                 i < 31 ? "," : "\n");
    const char *err = parse(line, 0, 2, &vals, &k);
    if (err)
        fail_msg("%s", err);
    assert_int_equal(k, 2);
    assert_memory_equal(vals, ref, 32);
    free(vals);
    assert_null(parse(line, 2, 2, &vals, &k)); /* with --k 2 */
    free(vals);
    /* io_write_line writes what it reads */
    geom *g = geom_new(2, 2);
    FILE *f = tmpfile();
    io_write_line(f, g, ref);
    rewind(f);
    char back[200] = "";
    assert_non_null(fgets(back, sizeof back, f));
    fclose(f);
    assert_string_equal(back, line);
    geom_free(g);
    /* bad one-line pairs name the line and column */
    line[0] = '7';
    expect_error(line, 0, 2, "f.csv:1:1:", "expected a number from 0 to 4, found '7'");
    line[0] = '1';
    char two[400];
    snprintf(two, sizeof two, "%s%s", line, line);
    expect_error(two, 0, 2, "f.csv:2:1:", "expected nothing after a pair on one line (32 values, k=2)");
    expect_error(line, 3, 2, "f.csv:1:1:", "a first line of 32 values does not fit k=3");
    /* a single grid of 16 values on one line, alone in the file */
    uint8_t *single;
    assert_null(parse("1,2,3,4,3,4,1,2,2,1,4,3,4,3,2,1\n", 0, 1, &single, &k));
    assert_int_equal(k, 2);
    assert_memory_equal(single, ref, 16);
    free(single);
    free(ref);
}

/* Text lines (a title, a comment, a citation) are named as such, or skipped. */
static void test_text_lines(void **state)
{
    (void)state;
    char err[IO_ERRLEN];
    const char *text = "Gordon F. Royle, 17-clue puzzles\n# a comment\n"
                       "1,2,3,4\n3,4,1,2\n2,1,4,3\n4,3,2,1\n";
    expect_error(text, 0, 1, "f.csv:1:1:", "a line of text, not puzzle data: 'Gordon F. Royle");
    uint8_t *vals;
    int k;
    assert_null(io_parse_csv_flags("f.csv", text, strlen(text), 0, 1, IO_SKIP_TEXT, &k, &vals, err));
    assert_int_equal(k, 2);
    assert_int_equal(vals[15], 1);
    free(vals);
    /* a stray letter in a row is a typo, not a text line */
    expect_error("1,2,3,4\n3,x,1,2\n", 0, 2, "f.csv:2:3:", "found 'x'");
    /* one-line puzzles: the format is found past the text, which is then named */
    const char *lines = "# title\n"
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";
    assert_true(io_is_oneline(lines, strlen(lines)));
    int count;
    assert_non_null(io_parse_oneline("p.txt", lines, strlen(lines), &vals, &count, err));
    assert_non_null(strstr(err, "p.txt:1:1: a line of text, not puzzle data: '# title'"));
    assert_null(io_parse_oneline_flags("p.txt", lines, strlen(lines), IO_SKIP_TEXT, &vals,
                                       &count, err));
    assert_int_equal(count, 1);
    free(vals);
}

static void test_oneline(void **state)
{
    (void)state;
    char err[IO_ERRLEN];
    const char *good = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\r\n"
                       "\n"
                       "000000000000000000000000000000000000000000000000000000000000000000000000000000001\n";
    uint8_t *vals;
    int count;
    assert_true(io_is_oneline(good, strlen(good)));
    assert_false(io_is_oneline(K2_PAIR, strlen(K2_PAIR)));
    assert_null(io_parse_oneline("p.txt", good, strlen(good), &vals, &count, err));
    assert_int_equal(count, 2);
    assert_int_equal(vals[0], 4);
    assert_int_equal(vals[1], 0);
    assert_int_equal(vals[161], 1);
    free(vals);
    const char *bad = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
                      "4....x8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";
    assert_non_null(io_parse_oneline("p.txt", bad, strlen(bad), &vals, &count, err));
    assert_string_equal(err, "p.txt:2:6: expected 1-9, or '.' or '0' for empty, found 'x'");
    const char *shortline = "4.....8.5.3..\n";
    assert_non_null(io_parse_oneline("p.txt", shortline, strlen(shortline), &vals, &count, err));
    assert_string_equal(err, "p.txt:1:14: expected 81 characters in a puzzle line, found 13");
    /* where a pair is asked for, a one-line puzzle says what it is; one
     * character short is still read as one, and says 81 */
    int k, oneline;
    assert_non_null(io_parse_puzzle("p.txt", good, strlen(good), 0, 2, 0, &k, &vals, NULL,
                                    &oneline, err));
    assert_string_equal(err, "p.txt: holds a one-line puzzle, which is a single 9x9 grid: add "
                             "--single (a pair is read from rows of comma-separated numbers)");
    char shorter[100];
    snprintf(shorter, sizeof shorter, "%.80s\n", good);
    assert_non_null(io_parse_puzzle("p.txt", shorter, strlen(shorter), 0, 1, 0, &k, &vals, NULL,
                                    &oneline, err));
    assert_int_equal(oneline, 1);
    assert_string_equal(err, "p.txt:1:81: expected 81 characters in a puzzle line, found 80");
    /* a first line of k alone is no one-line puzzle */
    assert_false(io_is_oneline("2\n1,2,3,4\n", 10));
}

/* io_number, the one reader of a number in a kept file's line: digits only,
 * a bound, and the bad character's place (for io_fail_at's column). */
static void test_number(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        size_t from;
        int base;
        uint64_t max;
        int rc;
        size_t at;   /* *i after */
        uint64_t v;  /* the value, when rc is 0 */
    } cases[] = {
        { "", 0, 10, 99, -1, 0, 0 },                /* empty */
        { "k 3", 2, 10, 99, 0, 3, 3 },              /* to the end of the line */
        { "k ", 2, 10, 99, -1, 2, 0 },              /* empty at the end: the column after */
        { "12 7", 0, 10, 99, 0, 2, 12 },            /* stops at the space */
        { "-5", 0, 10, 99, -1, 0, 0 },              /* a sign */
        { "+5", 0, 10, 99, -1, 0, 0 },
        { " 5", 0, 10, 99, -1, 0, 0 },              /* a space first */
        { "x5", 0, 10, 99, -1, 0, 0 },              /* a non-digit */
        { "5x", 0, 10, 99, 0, 1, 5 },               /* what follows is the caller's */
        { "0x1f", 0, 16, 255, 0, 1, 0 },            /* no "0x" */
        { "1f", 0, 16, 255, 0, 2, 31 },             /* base 16 */
        { "1F", 0, 16, 255, 0, 2, 31 },
        { "1f", 0, 10, 255, 0, 1, 1 },              /* a letter is no decimal digit */
        { "100", 0, 10, 99, -2, 2, 0 },             /* too big: at the digit past it */
        { "99", 0, 10, 99, 0, 2, 99 },              /* the bound itself */
        { "007", 0, 10, 99, 0, 3, 7 },              /* leading zeros */
        { "5", 0, 10, 4, -2, 0, 0 },                /* one digit past the bound */
        { "18446744073709551615", 0, 10, UINT64_MAX, 0, 20, UINT64_MAX },
        { "18446744073709551616", 0, 10, UINT64_MAX, -2, 19, 0 },
        { "99999999999999999999999", 0, 10, UINT64_MAX, -2, 19, 0 },
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        size_t i = cases[c].from;
        uint64_t v = 12345;
        int rc = io_number(cases[c].text, strlen(cases[c].text), &i, cases[c].base,
                           cases[c].max, &v);
        if (rc != cases[c].rc || i != cases[c].at ||
            v != (rc == 0 ? cases[c].v : 12345))
            fail_msg("'%s' from %zu: rc %d at %zu value %llu", cases[c].text, cases[c].from, rc,
                     i, (unsigned long long)v);
    }
    /* the bad character's column, as a kept file's message names it */
    char err[IO_ERRLEN];
    const char *line = "k 1x";
    size_t i = 2;
    uint64_t v;
    assert_int_equal(io_number(line, 4, &i, 10, 5, &v), 0);
    assert_int_equal(io_number(line, 4, &i, 10, 5, &v), -1);
    io_fail_at(err, "f", 1, (int)i + 1, "expected digits");
    assert_string_equal(err, "f:1:4: expected digits");
}

int run_io_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_plain_pair),
        cmocka_unit_test(test_number),
        cmocka_unit_test(test_forgiving),
        cmocka_unit_test(test_bad_input),
        cmocka_unit_test(test_oneline),
        cmocka_unit_test(test_pair_on_one_line),
        cmocka_unit_test(test_text_lines),
    };
    return cmocka_run_group_tests_name("io", tests, NULL, NULL);
}
