/* io.c - the formats of puzzle files: CSV and one-line readers, the CSV
 * writer, and the pieces every reader of a kept file shares (io.h). No disk:
 * files are read and written through keep.h. */
#define _POSIX_C_SOURCE 200809L
#include "io.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "kind.h"
#include "util.h"

static const char *fail(char *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, IO_ERRLEN, fmt, ap);
    va_end(ap);
    return err;
}

const char *io_kind(unsigned mode)
{
    return S_ISREG(mode) ? "a regular file" : S_ISDIR(mode) ? "a directory"
         : S_ISFIFO(mode) ? "a FIFO (a named pipe)" : S_ISCHR(mode) ? "a character device"
         : S_ISBLK(mode) ? "a block device" : S_ISSOCK(mode) ? "a socket"
         : S_ISLNK(mode) ? "a symbolic link" : "not a file";
}

/* A cursor over the lines of a text: the BOM is skipped, line ends are \n,
 * \r\n or \r; line numbers are 1-based. */
typedef io_lines lines;

static void lines_init(lines *ls, const char *text, size_t len)
{
    ls->p = text;
    ls->end = text + len;
    ls->number = 0;
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        ls->p += 3;
}

static int lines_next(lines *ls)
{
    if (ls->p >= ls->end)
        return 0;
    ls->line = ls->p;
    while (ls->p < ls->end && *ls->p != '\n' && *ls->p != '\r')
        ls->p++;
    ls->line_len = (size_t)(ls->p - ls->line);
    if (ls->p < ls->end && *ls->p == '\r') {
        ls->p++;
        if (ls->p < ls->end && *ls->p == '\n')
            ls->p++;
    } else if (ls->p < ls->end && *ls->p == '\n') {
        ls->p++;
    }
    ls->number++;
    return 1;
}

/* Like lines_next, but skips lines of nothing but white space. */
static int lines_next_data(lines *ls)
{
    while (lines_next(ls)) {
        for (size_t i = 0; i < ls->line_len; i++)
            if (ls->line[i] != ' ' && ls->line[i] != '\t')
                return 1;
    }
    return 0;
}

static int is_space(char ch) { return ch == ' ' || ch == '\t'; }

/* Describes the text of a field for a message, cut short and printable. */
static void describe(const char *s, size_t len, char *out, size_t cap)
{
    size_t j = 0;
    for (size_t i = 0; i < len && j + 4 < cap; i++)
        out[j++] = (s[i] >= 32 && s[i] < 127) ? s[i] : '?';
    if (j + 4 >= cap)
        memcpy(out + j, "...", 3), j += 3;
    out[j] = '\0';
}

/* Splits one CSV line into up to max numbers. Returns the count of fields,
 * or -1 with a message in err. cols gets the 1-based column of each field. */
/* "a number from 0 to N", or just "a number" while the size is not known
 * yet (the first row, read with the 1000 sentinel). */
static const char *expected_number(int max_value, char *buf, size_t len)
{
    if (max_value >= 1000)
        return "a number";
    snprintf(buf, len, "a number from 0 to %d", max_value);
    return buf;
}

/* why (NULL: none) says where the range came from: "k=2, as --k says". */
static int parse_row(const char *name, const lines *ls, int max_value, const char *why,
                     int *vals, int *cols, int max, char *err)
{
    char range[48];
    const char *s = ls->line, *end = s + ls->line_len;
    int count = 0;
    for (const char *p = s;;) {
        while (p < end && is_space(*p))
            p++;
        const char *start = p;
        while (p < end && *p != ',')
            p++;
        const char *stop = p;
        while (stop > start && is_space(stop[-1]))
            stop--;
        int col = (int)(start - s) + 1;
        int last = p >= end;
        if (start == stop) {
            if (last && count > 0)
                break; /* a trailing comma */
            fail(err, "%s:%d:%d: expected %s, found an empty field%s%s%s", name, ls->number,
                 col, expected_number(max_value, range, sizeof range), why ? " (" : "",
                 why ? why : "", why ? ")" : "");
            return -1;
        }
        long v = 0;
        int ok = 1;
        for (const char *q = start; q < stop && ok; q++) {
            ok = *q >= '0' && *q <= '9';
            if (ok && v <= 1000)
                v = v * 10 + (*q - '0');
        }
        if (!ok || v > max_value) {
            char what[32];
            describe(start, (size_t)(stop - start), what, sizeof what);
            fail(err, "%s:%d:%d: expected %s, found '%s'%s%s%s", name, ls->number, col,
                 expected_number(max_value, range, sizeof range), what, why ? " (" : "",
                 why ? why : "", why ? ")" : "");
            return -1;
        }
        if (count < max) {
            vals[count] = (int)v;
            cols[count] = col;
        }
        count++;
        if (last)
            break;
        p++; /* the comma */
    }
    return count;
}

static size_t trimmed_len(const char *s, size_t len)
{
    while (len > 0 && is_space(s[len - 1]))
        len--;
    return len;
}

/* 1 when a line is obviously text, not puzzle data: it starts with '#' or
 * holds a word (three letters in a row; no layout read here has those, while
 * a stray letter in a row of numbers is a typo to point at). */
static int is_text_line(const char *s, size_t len)
{
    size_t i = 0;
    while (i < len && is_space(s[i]))
        i++;
    if (i < len && s[i] == '#')
        return 1;
    for (int run = 0; i < len; i++) {
        run = (s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ? run + 1 : 0;
        if (run == 3)
            return 1;
    }
    return 0;
}

/* The next line that holds data: blank lines are skipped, and so are text
 * lines with IO_SKIP_TEXT; without it a text line is an error (returns -1
 * with the message in err). Returns 1, or 0 at the end. */
static int next_data(lines *ls, const char *name, int flags, char *err)
{
    while (lines_next_data(ls)) {
        if (!is_text_line(ls->line, ls->line_len))
            return 1;
        if (flags & IO_SKIP_TEXT)
            continue;
        char what[40];
        describe(ls->line, trimmed_len(ls->line, ls->line_len), what, sizeof what);
        fail(err, "%s:%d:1: a line of text, not puzzle data: '%s' (--skip-text skips "
                  "titles, comments and other text lines)", name, ls->number, what);
        return -1;
    }
    return 0;
}

/* A shape of boxes as a reading knows it: rows x cols, 0 x 0 while not
 * known; diagonals 1 when a shape line says the diagonals are units. */
typedef struct box {
    int rows, cols, diagonals;
} box;

/* One reading of the CSV layout: where it is, and the row buffers. */
typedef struct csv_read {
    const char *name;
    lines ls;
    int ngrids, flags;
    int shapes;           /* 1: any shape of boxes; 0: square ones only */
    int *row, *cols, cap; /* the values of the line read and their columns */
    const char *what;     /* "a pair" or "one grid" */
    char *err;
} csv_read;

/* The shape of boxes a reading takes for n values a row, or 0 x 0: with
 * shapes, the one with rows <= cols when only one fits (geom_shapes_of);
 * else square boxes. *two is set when two fit (n = 12). */
static box box_of(const csv_read *cr, int n, int *two)
{
    box b = { 0, 0, 0 };
    *two = 0;
    if (cr->shapes) {
        int r, c, count = geom_shapes_of(n, &r, &c);
        if (count == 1)
            b = (box){ r, c, 0 };
        *two = count == 2;
        return b;
    }
    for (int kk = GRID_KMIN; kk <= GRID_KMAX; kk++)
        if (n == kk * kk)
            b = (box){ kk, kk, 0 };
    return b;
}

/* "k=3" for square boxes, "boxes 2x3" for others. */
static void box_text(box b, char *buf, size_t len)
{
    if (b.rows == b.cols)
        snprintf(buf, len, "k=%d", b.rows);
    else
        snprintf(buf, len, "boxes %dx%d", b.rows, b.cols);
}

/* 1 when the data line is a shape line "RxC" (box rows and columns, each
 * one digit 2..6), "RxCd" with the diagonals as units too, with *b set; -1
 * when it is meant as one (a digit, then 'x') but is not, with the message;
 * 0 when it is a line of values. */
static int shape_line(csv_read *cr, box *b)
{
    const lines *ls = &cr->ls;
    size_t l = trimmed_len(ls->line, ls->line_len), i = 0;
    while (i < l && is_space(ls->line[i]))
        i++;
    const char *s = ls->line + i;
    size_t n = l - i, at = 0;
    if (n < 2 || s[0] < '0' || s[0] > '9' || (s[1] != 'x' && s[1] != 'X'))
        return 0;
    char shape[8] = ""; /* "3X4" read as "3x4" */
    snprintf(shape, sizeof shape, "%.*s", (int)(n < 7 ? n : 7), s);
    shape[1] = 'x';
    puzzle_kind kd;
    if (n > 4 || kind_shape_read(shape, n, &at, 0, &kd) || at != n) {
        fail(cr->err, "%s:%d:%zu: expected a shape line: boxes RxC, R and C from %d to %d "
                      "(\"2x3\"), a 'd' after it when the diagonals are units (\"3x3d\"); "
                      "found '%.*s'", cr->name, ls->number, i + 1, GRID_KMIN, GRID_KMAX,
             (int)(n < 16 ? n : 16), s);
        return -1;
    }
    *b = (box){ kd.box_rows, kd.box_cols, kd.diagonals };
    return 1;
}

/* The header line: k alone, or a shape "RxC" (with shapes), at the data
 * line read. Sets *b from it, or checks it against the boxes asked (*b
 * set); *from says so. 0, or -1 with the message. */
static int csv_header(csv_read *cr, box *b, int v, int col, const char **from)
{
    int number = cr->ls.number;
    char said[32], asked[32];
    box h = { v, v, 0 };
    int line = v < 0 ? shape_line(cr, &h) : 1;
    if (line <= 0)
        return line;
    if (v >= 0 && (v < GRID_KMIN || v > GRID_KMAX)) {
        fail(cr->err, "%s:%d:%d: a first line holding only %d, read as k; k goes from %d to "
                      "%d (the game plays %d to %d)", cr->name, number, col, v, GRID_KMIN,
             GRID_KMAX, GRID_KMIN, GRID_KMAX_PLAY);
        return -1;
    }
    if (b->rows && (b->rows != h.rows || b->cols != h.cols)) {
        box_text(h, said, sizeof said);
        box_text(*b, asked, sizeof asked);
        if (v >= 0 && b->rows == b->cols)
            fail(cr->err, "%s:%d:%d: the file says k=%d, but --k %d was given", cr->name,
                 number, col, v, b->rows);
        else
            fail(cr->err, "%s:%d:%d: the file says %s, but %s was asked for", cr->name, number,
                 col, said, asked);
        return -1;
    }
    *b = h;
    *from = v >= 0 ? "as the k line says" : "as the shape line says";
    return 1;
}

/* Reads the first line of data, and the line after it when the first holds
 * only k, or (with shapes) a shape "RxC" (a header: then *b is set from it,
 * or checked against the boxes asked, and *from says so). *count gets the
 * values of the first line of the puzzle. 0, or -1 with the message in
 * err. */
static int csv_first_row(csv_read *cr, box *b, int *count, int *from_header, const char **from)
{
    int more = next_data(&cr->ls, cr->name, cr->flags, cr->err), head = 0;
    if (more < 0)
        return -1;
    if (!more) {
        fail(cr->err, "%s:1:1: expected %s in CSV rows, found no rows", cr->name,
             cr->ngrids == 2 ? "a pair of grids" : "a grid");
        return -1;
    }
    if (cr->shapes && (head = csv_header(cr, b, -1, 1, from)) < 0)
        return -1;
    if (!head) {
        *count = parse_row(cr->name, &cr->ls, 1000, NULL, cr->row, cr->cols, cr->cap, cr->err);
        if (*count != 1)
            return *count < 0 ? -1 : 0;
        if (csv_header(cr, b, cr->row[0], cr->cols[0], from) < 0)
            return -1;
    }
    *from_header = 1;
    if ((more = next_data(&cr->ls, cr->name, cr->flags, cr->err)) <= 0) {
        if (more == 0)
            fail(cr->err, "%s:%d:1: expected the rows of the grid after the %s line", cr->name,
                 cr->ls.number + 1, head ? "shape" : "k");
        return -1;
    }
    *count = parse_row(cr->name, &cr->ls, 1000, NULL, cr->row, cr->cols, cr->cap, cr->err);
    return *count < 0 ? -1 : 0;
}

/* The symbols n whose whole puzzle (ngrids * n * n values) is count and
 * that some shape the reading takes holds, or 0. */
static int n_of_line(const csv_read *cr, int count)
{
    for (int n = GRID_KMIN * GRID_KMIN; n <= GRID_NMAX; n++) {
        int r, c;
        if (count == cr->ngrids * n * n &&
            (cr->shapes ? geom_shapes_of(n, &r, &c) > 0 : box_of(cr, n, &r).rows > 0))
            return n;
    }
    return 0;
}

/* The message for a first line of count values that fits no size. */
static void no_size(csv_read *cr, int count, int two_n)
{
    if (two_n) {
        fail(cr->err, "%s:%d:1: a first line of %d values: %dx%d could be boxes 2x6 or 3x4: "
                      "say which with --box 3x4 or --box 2x6 (or a first line \"3x4\" in the "
                      "file)", cr->name, cr->ls.number, count, two_n, two_n);
    } else if (!cr->shapes) {
        fail(cr->err, "%s:%d:1: a first line of %d values; expected a row of 4, 9, 16, 25 or "
                      "36 values, or %s on one line of %s values (k from 2 to 6)", cr->name,
             cr->ls.number, count, cr->what,
             cr->ngrids == 2 ? "32, 162, 512, 1250 or 2592" : "16, 81, 256, 625 or 1296");
    } else {
        fail(cr->err, "%s:%d:1: a first line of %d values; expected a row of 4, 6, 8, 9, 10, "
                      "12, 15, 16, 18, 20, 24, 25, 30 or 36 values, or %s on one line",
             cr->name, cr->ls.number, count, cr->what);
    }
}

/* The layout follows from the first line of count values: a row of n
 * values, or the whole puzzle on one line (ngrids * n * n values); a
 * one-line single grid of 16 values (4x4) must be alone in its file, else it
 * is a row of 16x16. The boxes: as asked or the header says (*b set), else
 * inferred from n (box_of). Sets *b and *one_line; 0, or -1 with the
 * message. */
static int csv_layout(csv_read *cr, int count, box *b, int from_header, int *one_line)
{
    int by_row = count >= 4 && count <= GRID_NMAX ? count : 0, by_line = n_of_line(cr, count);
    int two = 0;
    if (by_row && !b->rows && !box_of(cr, by_row, &two).rows && !two)
        by_row = 0;
    if (by_line && by_row) {
        lines peek = cr->ls;
        if (next_data(&peek, cr->name, IO_SKIP_TEXT, cr->err) != 0)
            by_line = 0;
    }
    if (b->rows) {
        int n = b->rows * b->cols;
        if (by_row == n) {
            by_line = 0;
        } else if (by_line == n) {
            by_row = 0;
        } else if (from_header) {
            by_row = n, by_line = 0; /* the row check names the column */
        } else {
            char asked[32];
            box_text(*b, asked, sizeof asked);
            fail(cr->err, "%s:%d:1: a first line of %d values does not fit %s (expected "
                          "rows of %d values, or %s on one line of %d values)", cr->name,
                 cr->ls.number, count, asked, n, cr->what, cr->ngrids * n * n);
            return -1;
        }
        *one_line = by_line != 0;
        return 0;
    }
    *one_line = by_line != 0;
    int n = by_line ? by_line : by_row;
    if (n)
        *b = box_of(cr, n, &two);
    if (b->rows)
        return 0;
    no_size(cr, count, two ? n : 0);
    return -1;
}

/* Reads the puzzle's values from the current line on into out: the whole
 * puzzle on this one line, or ngrids * n rows of n values (n symbols of
 * boxes b). why says where the boxes came from. 0, or -1 with the message. */
static int csv_values(csv_read *cr, box b, int one_line, const char *why, uint8_t *out)
{
    int n = b.rows * b.cols, nrows = cr->ngrids * n, more, count;
    const char *name = cr->name;
    lines *ls = &cr->ls;
    if (one_line) {
        char size[32];
        box_text(b, size, sizeof size);
        if (parse_row(name, ls, n, why, cr->row, cr->cols, cr->cap, cr->err) < 0)
            return -1;
        for (int i = 0; i < nrows * n; i++)
            out[i] = (uint8_t)cr->row[i];
        if ((more = next_data(ls, name, cr->flags, cr->err)) > 0)
            fail(cr->err, "%s:%d:1: expected nothing after %s on one line (%d values, %s), "
                          "found more", name, ls->number, cr->what, nrows * n, size);
        return more != 0 ? -1 : 0;
    }
    const char *grids = cr->ngrids == 2 ? "grid A, then grid B" : "one grid";
    int r = 0;
    do {
        if (r == nrows) {
            fail(cr->err, "%s:%d:1: expected %d rows (%s), found more", name, ls->number,
                 nrows, grids);
            return -1;
        }
        count = parse_row(name, ls, n, why, cr->row, cr->cols, cr->cap, cr->err);
        if (count < 0)
            return -1;
        if (count != n) {
            int col = count > n ? cr->cols[n] : (int)ls->line_len + 1;
            fail(cr->err, "%s:%d:%d: expected %d values in a row, found %d (%s)", name,
                 ls->number, col, n, count, why);
            return -1;
        }
        for (int c = 0; c < n; c++)
            out[r * n + c] = (uint8_t)cr->row[c];
        r++;
    } while ((more = next_data(ls, name, cr->flags, cr->err)) > 0);
    if (more < 0)
        return -1;
    if (r < nrows) {
        fail(cr->err, "%s:%d:1: expected %d rows (%s), found %d%s", name, ls->number + 1,
             nrows, grids, r, cr->ngrids == 2 && r == n ? "; for one grid use --single" : "");
        return -1;
    }
    return 0;
}

/* The CSV layout read with boxes b asked (0 x 0: the file says or n
 * infers; see csv_layout); shapes: any shape of boxes, else square ones.
 * On success *b is set and *vals (free it) holds the cells. */
static const char *parse_csv(const char *name, const char *text, size_t len, box *b,
                             int shapes, int ngrids, int flags, uint8_t **vals, char *err)
{
    *vals = NULL;
    const int cap = 2 * GRID_NMAX * GRID_NMAX + 1;
    csv_read cr = { name, { 0 }, ngrids, flags, shapes, NULL, NULL, cap,
                    ngrids == 2 ? "a pair" : "one grid", err };
    lines_init(&cr.ls, text, len);
    cr.row = xmalloc(sizeof *cr.row * (size_t)cap * 2);
    cr.cols = cr.row + cap;
    uint8_t *out = NULL;
    int count, from_header = 0, one_line;
    const char *from = !b->rows ? NULL : b->rows == b->cols ? "as --k says" : "as --box says";
    if (csv_first_row(&cr, b, &count, &from_header, &from) == 0 &&
        csv_layout(&cr, count, b, from_header, &one_line) == 0) {
        int n = b->rows * b->cols;
        /* where the boxes came from, for the messages */
        char size[32], why[80];
        box_text(*b, size, sizeof size);
        if (from)
            snprintf(why, sizeof why, "%s, %s", size, from);
        else if (one_line)
            snprintf(why, sizeof why, "%s, from the %d values on one line", size, count);
        else
            snprintf(why, sizeof why, "%s, from the %d values of the first row", size, count);
        out = xcalloc((size_t)(ngrids * n) * (size_t)n, 1);
        if (csv_values(&cr, *b, one_line, why, out) != 0) {
            free(out);
            out = NULL;
        }
    }
    free(cr.row);
    if (!out)
        return err;
    *vals = out;
    return NULL;
}

const char *io_parse_csv(const char *name, const char *text, size_t len, int k, int ngrids,
                         int *k_out, uint8_t **vals, char err[IO_ERRLEN])
{
    return io_parse_csv_flags(name, text, len, k, ngrids, 0, k_out, vals, err);
}

const char *io_parse_csv_flags(const char *name, const char *text, size_t len, int k,
                               int ngrids, int flags, int *k_out, uint8_t **vals,
                               char err[IO_ERRLEN])
{
    box b = { k, k, 0 };
    if (parse_csv(name, text, len, &b, 0, ngrids, flags, vals, err))
        return err;
    *k_out = b.rows;
    return NULL;
}

/* io_parse_puzzle for boxes b (0 x 0: inferred) of any shape (shapes) or
 * square ones; *b set on success. */
static const char *parse_puzzle(const char *name, const char *text, size_t len, box *b,
                                int shapes, int ngrids, int flags, uint8_t **vals, int *count,
                                int *oneline, char err[IO_ERRLEN])
{
    *vals = NULL;
    int looks = io_is_oneline(text, len), is_oneline = ngrids == 1 && looks, found = 1;
    char shown[IO_PATHSHOW + 4], asked[32];
    if (oneline)
        *oneline = is_oneline;
    if (looks && ngrids == 2)
        return fail(err, "%s: holds a one-line puzzle, which is a single 9x9 grid: add "
                         "--single (a pair is read from rows of comma-separated numbers)",
                    io_show_path(name, shown));
    if (!is_oneline) {
        if (count)
            *count = 1;
        return parse_csv(name, text, len, b, shapes, ngrids, flags, vals, err);
    }
    box_text(*b, asked, sizeof asked);
    if (b->rows && (b->rows != 3 || b->cols != 3))
        return fail(err, "%s: holds one-line 9x9 puzzles, which need k=3, not %s",
                    io_show_path(name, shown), asked);
    if (io_parse_oneline_flags(name, text, len, flags, vals, &found, err))
        return err;
    if (!count && found > 1) {
        free(*vals);
        *vals = NULL;
        return fail(err, "%s: holds %d one-line puzzles; this takes one (--solve and --count "
                         "take a file of many)", io_show_path(name, shown), found);
    }
    if (count)
        *count = found;
    *b = (box){ 3, 3, 0 };
    return NULL;
}

const char *io_parse_puzzle(const char *name, const char *text, size_t len, int k, int ngrids,
                            int flags, int *k_out, uint8_t **vals, int *count, int *oneline,
                            char err[IO_ERRLEN])
{
    box b = { k, k, 0 };
    if (parse_puzzle(name, text, len, &b, 0, ngrids, flags, vals, count, oneline, err))
        return err;
    *k_out = b.rows;
    return NULL;
}

const char *io_parse_puzzle_shape(const char *name, const char *text, size_t len,
                                  int *box_rows, int *box_cols, int *diagonals, int ngrids,
                                  int flags, uint8_t **vals, int *count, int *oneline,
                                  char err[IO_ERRLEN])
{
    box b = { *box_rows, *box_cols, 0 };
    if (parse_puzzle(name, text, len, &b, 1, ngrids, flags, vals, count, oneline, err))
        return err;
    *box_rows = b.rows;
    *box_cols = b.cols;
    if (diagonals)
        *diagonals = b.diagonals;
    return NULL;
}

/* 1 when a line is a one-line puzzle, or meant as one: ONELINE_LEAST or more
 * characters of 0-9 and '.' and nothing else but blanks at its end (a CSV
 * row has commas; a first line of k alone has one digit). */
#define ONELINE_LEAST 10
static int oneline_like(const char *s, size_t len)
{
    size_t l = trimmed_len(s, len);
    for (size_t i = 0; i < l; i++)
        if (!(s[i] >= '0' && s[i] <= '9') && s[i] != '.')
            return 0;
    return l >= ONELINE_LEAST;
}

int io_is_oneline(const char *text, size_t len)
{
    lines ls;
    lines_init(&ls, text, len);
    char err[IO_ERRLEN];
    if (next_data(&ls, "", IO_SKIP_TEXT, err) <= 0)
        return 0;
    return oneline_like(ls.line, ls.line_len);
}

const char *io_parse_oneline(const char *name, const char *text, size_t len, uint8_t **vals,
                             int *count, char err[IO_ERRLEN])
{
    return io_parse_oneline_flags(name, text, len, 0, vals, count, err);
}

const char *io_parse_oneline_flags(const char *name, const char *text, size_t len, int flags,
                                   uint8_t **vals, int *count, char err[IO_ERRLEN])
{
    lines ls;
    lines_init(&ls, text, len);
    int cap = 16, used = 0, more;
    uint8_t *out = xmalloc((size_t)cap * 81);
    while ((more = next_data(&ls, name, flags, err)) > 0) {
        size_t l = trimmed_len(ls.line, ls.line_len);
        for (size_t i = 0; i < l && i < 81; i++) {
            char ch = ls.line[i];
            if (!(ch >= '0' && ch <= '9') && ch != '.') {
                free(out);
                char what[8];
                describe(&ls.line[i], 1, what, sizeof what);
                return fail(err, "%s:%d:%zu: expected 1-9, or '.' or '0' for empty, found '%s'",
                            name, ls.number, i + 1, what);
            }
        }
        if (l != 81) {
            free(out);
            return fail(err, "%s:%d:%zu: expected 81 characters in a puzzle line, found %zu",
                        name, ls.number, l < 81 ? l + 1 : (size_t)82, l);
        }
        if (used == cap)
            out = xrealloc(out, (size_t)(cap *= 2) * 81);
        for (int i = 0; i < 81; i++)
            out[used * 81 + i] = ls.line[i] == '.' ? 0 : (uint8_t)(ls.line[i] - '0');
        used++;
    }
    if (more < 0) {
        free(out);
        return err;
    }
    if (!used) {
        free(out);
        return fail(err, "%s:1:1: expected one-line puzzles, found none", name);
    }
    *vals = out;
    *count = used;
    return NULL;
}

void io_write_line(FILE *out, const geom *g, const uint8_t *vals)
{
    for (int cell = 0; cell < g->ncells; cell++)
        fprintf(out, "%d%c", vals[cell], cell + 1 < g->ncells ? ',' : '\n');
}

void io_write_csv(FILE *out, const geom *g, const uint8_t *vals)
{
    if (g->box_rows != g->box_cols || g->diagonals)
        fprintf(out, "%dx%d%s\n", g->box_rows, g->box_cols, g->diagonals ? "d" : "");
    io_write_rows(out, g, vals);
}

void io_write_rows(FILE *out, const geom *g, const uint8_t *vals)
{
    for (int row = 0; row < g->ngrids * g->n; row++)
        for (int c = 0; c < g->n; c++)
            fprintf(out, "%d%c", vals[row * g->n + c], c + 1 < g->n ? ',' : '\n');
}

/* ---- what every reader of a kept file shares ---- */

void io_lines_init(io_lines *ls, const char *text, size_t len) { lines_init(ls, text, len); }
int io_lines_next(io_lines *ls) { return lines_next(ls); }

const char *io_show_path(const char *path, char buf[IO_PATHSHOW + 4])
{
    size_t len = strlen(path);
    if (len <= IO_PATHSHOW)
        return memcpy(buf, path, len + 1);
    memcpy(buf, "...", 3);
    memcpy(buf + 3, path + len - (IO_PATHSHOW - 3), IO_PATHSHOW - 3 + 1);
    return buf;
}

const char *io_fail_path(char err[IO_ERRLEN], const char *path, const char *fmt, ...)
{
    char shown[IO_PATHSHOW + 4], why[IO_ERRLEN - IO_PATHSHOW - 8];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    snprintf(err, IO_ERRLEN, "%s: %s", io_show_path(path, shown), why);
    return err;
}

const char *io_fail_at(char err[IO_ERRLEN], const char *name, int line, int col,
                       const char *fmt, ...)
{
    char msg[IO_ERRLEN - IO_PATHSHOW - 32], shown[IO_PATHSHOW + 4];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(err, IO_ERRLEN, "%s:%d:%d: %s", io_show_path(name, shown), line, col, msg);
    return err;
}

/* The value of ch as a digit of base (10 or 16), or -1. */
static int digit_of(char ch, int base)
{
    if (ch >= '0' && ch <= '9')
        return ch - '0';
    if (base == 16 && ch >= 'a' && ch <= 'f')
        return ch - 'a' + 10;
    if (base == 16 && ch >= 'A' && ch <= 'F')
        return ch - 'A' + 10;
    return -1;
}

int io_number(const char *s, size_t len, size_t *i, int base, uint64_t max, uint64_t *v)
{
    size_t at = *i;
    uint64_t x = 0;
    int d;
    while (at < len && (d = digit_of(s[at], base)) >= 0) {
        if ((uint64_t)d > max || x > (max - (uint64_t)d) / (uint64_t)base) {
            *i = at;
            return -2;
        }
        x = x * (uint64_t)base + (uint64_t)d;
        at++;
    }
    if (at == *i)
        return -1;
    *i = at;
    *v = x;
    return 0;
}

const char *io_check_nul(char err[IO_ERRLEN], const char *name, const char *text, size_t len,
                         const char *what)
{
    const char *z = memchr(text, '\0', len);
    if (!z)
        return NULL;
    int line = 1, col = 1;
    for (const char *p = text; p < z; p++)
        if (*p == '\n')
            line++, col = 1;
        else
            col++;
    return io_fail_at(err, name, line, col, "a NUL byte: not %s", what);
}
