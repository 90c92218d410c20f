/* test_print.c - printed sheets: pixels where the layout says (thick box
 * lines, ink in given cells and none in empty ones), page counts of PDFs,
 * one file a page for PNG and SVG, and the messages. */
#include "testlib.h"

#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "code.h"
#include "gen.h"
#include "print.h"
#include "solve.h"

typedef struct image {
    cairo_surface_t *s;
    unsigned char *data;
    int w, h, stride;
} image;

static image load_png(const char *path)
{
    image im;
    im.s = cairo_image_surface_create_from_png(path);
    assert_int_equal(cairo_surface_status(im.s), CAIRO_STATUS_SUCCESS);
    im.data = cairo_image_surface_get_data(im.s);
    im.w = cairo_image_surface_get_width(im.s);
    im.h = cairo_image_surface_get_height(im.s);
    im.stride = cairo_image_surface_get_stride(im.s);
    return im;
}

/* The brightness 0..255 of the pixel at x, y (in points). */
static int lum(const image *im, double x, double y)
{
    int px = (int)(x * PRINT_PNG_SCALE), py = (int)(y * PRINT_PNG_SCALE);
    assert_true(px >= 0 && px < im->w && py >= 0 && py < im->h);
    const uint32_t *row = (const uint32_t *)(const void *)(im->data + (size_t)py * (size_t)im->stride);
    uint32_t p = row[px];
    return (int)((p >> 16 & 255) + (p >> 8 & 255) + (p & 255)) / 3;
}

/* 1 when the pixel at x, y (in points) is dark. */
static int dark(const image *im, double x, double y) { return lum(im, x, y) < 128; }

/* Dark pixels in the middle 60% of a cell (away from its lines). */
static int ink_in_cell(const image *im, const double rect[4], int n, int r, int c)
{
    double cell = rect[2] / n, step = 1.0 / PRINT_PNG_SCALE;
    int count = 0;
    for (double y = rect[1] + (r + 0.2) * cell; y < rect[1] + (r + 0.8) * cell; y += step)
        for (double x = rect[0] + (c + 0.2) * cell; x < rect[0] + (c + 0.8) * cell; x += step)
            count += dark(im, x, y);
    return count;
}

/* Prints one puzzle of file (solutions too when with_solutions) to PNG and
 * checks every cell of every grid: ink exactly where a value is printed, a
 * thick line at each box edge and a thin one between cells. */
static void check_sheet(const geom *g, const uint8_t *puzzle, int with_solutions);

static void check_png(const char *file, int ngrids, int with_solutions)
{
    int k;
    uint8_t *puzzle = read_csv(file, ngrids, &k);
    geom *g = geom_new(k, ngrids);
    check_sheet(g, puzzle, with_solutions);
    free(puzzle);
    geom_free(g);
}

/* A line's pixels across x (in points) at y: the dark run, and 1 in *ink
 * when any pixel there is inked at all. */
static int line_run(const image *im, double x, double y, int across, int *ink)
{
    double px = 1.0 / PRINT_PNG_SCALE;
    int thick = (int)(1.8 * PRINT_PNG_SCALE) - 1, run = 0;
    *ink = 0;
    for (double at = -(thick + 1) * px; at <= (thick + 1) * px; at += px) {
        double ax = across ? x : x + at, ay = across ? y + at : y;
        run += dark(im, ax, ay);
        *ink |= lum(im, ax, ay) < 200;
    }
    return run;
}

/* check_png's checks on a puzzle of g's kind: lines thick at the boxes'
 * columns and rows, and with diagonals their cells shaded light grey. */
static void check_sheet(const geom *g, const uint8_t *puzzle, int with_solutions)
{
    int ngrids = g->ngrids;
    uint8_t *sol = malloc((size_t)g->ncells);
    assert_int_equal(solve_count(g, puzzle, sol), SOLVE_UNIQUE);
    char *code = code_encode(g, puzzle);
    print_puzzle p = { puzzle, sol, "a test sheet", code };
    print_job job = { g, &p, 1, with_solutions, PRINT_A4 };
    const char *path = temp_path("sheet.png");
    char err[PRINT_ERRLEN];
    int files;
    assert_null(print_write(path, &job, &files, err));
    assert_int_equal(files, print_pages(&job));
    for (int solution = 0; solution <= with_solutions; solution++) {
        int page;
        double rect[4], pw, ph;
        print_place(&job, 0, solution, 0, &page, rect, &pw, &ph);
        char name[600];
        if (files == 1)
            snprintf(name, sizeof name, "%s", path);
        else
            snprintf(name, sizeof name, "%.*s-%d.png", (int)strlen(path) - 4, path, page + 1);
        image im = load_png(name);
        assert_int_equal(im.w, (int)(pw * PRINT_PNG_SCALE + 0.5));
        assert_int_equal(im.h, (int)(ph * PRINT_PNG_SCALE + 0.5));
        /* 300 dpi: an A4 page 2480 pixels by 3508 (210 x 297 mm) */
        assert_int_equal(im.w < im.h ? im.w : im.h, 2480);
        assert_int_equal(im.w < im.h ? im.h : im.w, 3508);
        for (int gi = 0; gi < ngrids; gi++) {
            print_place(&job, 0, solution, gi, &page, rect, NULL, NULL);
            double cell = rect[2] / g->n;
            for (int r = 0; r < g->n; r++)
                for (int c = 0; c < g->n; c++) {
                    int cl = geom_cell(g, gi, r, c);
                    int shown = puzzle[cl] || solution;
                    int ink = ink_in_cell(&im, rect, g->n, r, c);
                    if (shown != (ink > 0))
                        fail_msg("%s page %d grid %d r%dc%d: %d dark pixels, value %d", name,
                                 page + 1, gi, r + 1, c + 1, ink, shown);
                }
            /* lines, across the middle of the first row and down the
             * middle of the first column: box edges thick (at least 1.8
             * points: that many dark pixels but one), the others thin (at
             * most 0.6 points, fewer pixels) */
            int thick = (int)(1.8 * PRINT_PNG_SCALE) - 1;
            for (int dir = 0; dir < 2; dir++) {
                int every = dir ? g->box_rows : g->box_cols;
                for (int i = 0; i <= g->n; i++) {
                    double at = (dir ? rect[1] : rect[0]) + i * cell;
                    double mid = (dir ? rect[0] : rect[1]) + 0.5 * cell;
                    int ink, run = dir ? line_run(&im, mid, at, 1, &ink) : line_run(&im, at, mid, 0, &ink);
                    assert_true(ink);
                    if ((run >= thick) != (i % every == 0))
                        fail_msg("%s grid %d %s line %d: %d pixels wide, should be %s", name, gi,
                                 dir ? "row" : "column", i, run, i % every ? "thin" : "thick");
                }
            }
            /* a cell's corner, inside its lines: shaded on a diagonal */
            for (int r = 0; r < g->n; r++) {
                int l = lum(&im, rect[0] + (r + 0.15) * cell, rect[1] + (r + 0.15) * cell);
                int other = lum(&im, rect[0] + ((r + 1) % g->n + 0.15) * cell,
                                rect[1] + (r + 0.15) * cell);
                assert_true(g->diagonals ? l > 180 && l < 240 : l > 240);
                if ((r + 1) % g->n != g->n - 1 - r)
                    assert_true(other > 240);
            }
        }
        cairo_surface_destroy(im.s);
        unlink(name);
    }
    free(code);
    free(sol);
}

static void test_pixels_9x9(void **state)
{
    (void)state;
    check_png("assets/examples/pair-k3.csv", 2, 1);
    check_png("assets/examples/single-k3.csv", 1, 0);
}

static void test_pixels_16x16_25x25(void **state)
{
    (void)state;
    check_png("assets/examples/pair-k4.csv", 2, 0);
    check_png("assets/examples/pair-k5.csv", 2, 1);
    check_png("assets/examples/single-k4.csv", 1, 0);
}

/* Boxes of other shapes and the diagonals: a 6x6 X pair, a 12x12 single
 * grid, a 6x6 pair of tall boxes. */
static void test_pixels_shapes(void **state)
{
    (void)state;
    static const int kinds[][4] = { { 2, 3, 2, 1 }, { 3, 4, 1, 0 }, { 3, 2, 2, 0 } };
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++) {
        geom *g = geom_new_shape(kinds[i][0], kinds[i][1], kinds[i][2], kinds[i][3]);
        uint8_t *puzzle = malloc((size_t)g->ncells), *sol = malloc((size_t)g->ncells);
        gen_params params = { 1, GEN_FAST, LEVEL_EASY, 0, KIND_SYM_DEFAULT };
        assert_int_equal(gen_puzzle(g, &params, NULL, NULL, puzzle, sol, NULL), 0);
        check_sheet(g, puzzle, 1);
        free(puzzle);
        free(sol);
        geom_free(g);
    }
}

/* Prints count copies of file's puzzle to a PDF: pdfinfo counts the pages. */
static void check_pages(const char *file, int ngrids, int count, int with_solutions,
                        print_paper paper, int pages, const char *size)
{
    int k;
    uint8_t *puzzle = read_csv(file, ngrids, &k);
    geom *g = geom_new(k, ngrids);
    uint8_t *sol = malloc((size_t)g->ncells);
    assert_int_equal(solve_count(g, puzzle, sol), SOLVE_UNIQUE);
    print_puzzle *p = calloc((size_t)count, sizeof *p);
    for (int i = 0; i < count; i++)
        p[i] = (print_puzzle){ puzzle, sol, "title", NULL };
    print_job job = { g, p, count, with_solutions, paper };
    assert_int_equal(print_pages(&job), pages);
    const char *path = temp_path("sheet.pdf");
    char err[PRINT_ERRLEN];
    int files;
    assert_null(print_write(path, &job, &files, err));
    assert_int_equal(files, 1);
    char cmd[700], *out;
    snprintf(cmd, sizeof cmd, "pdfinfo '%s'", path);
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    const char *at = strstr(out, "Pages:");
    int got = -1;
    if (!at || sscanf(at, "Pages: %d", &got) != 1 || got != pages)
        fail_msg("%s x%d: pdfinfo says\n%s", file, count, out);
    assert_non_null(strstr(out, size));
    free(out);
    unlink(path);
    free(p);
    free(sol);
    free(puzzle);
    geom_free(g);
}

static void test_pdf_pages(void **state)
{
    (void)state;
    /* 9x9 pairs: two a page, solutions six a page */
    check_pages("assets/examples/pair-k3.csv", 2, 1, 0, PRINT_A4, 1, "595.276 x 841.89 pts (A4)");
    check_pages("assets/examples/pair-k3.csv", 2, 5, 1, PRINT_A4, 3 + 1, "(A4)");
    check_pages("assets/examples/pair-k3.csv", 2, 7, 1, PRINT_LETTER, 4 + 2,
                "612 x 792 pts (letter)");
    /* 16x16 pairs: one a page (landscape), solutions two a page */
    check_pages("assets/examples/pair-k4.csv", 2, 3, 1, PRINT_A4, 3 + 2,
                "841.89 x 595.276 pts (A4)");
    /* single 9x9: four a page, solutions nine */
    check_pages("assets/examples/single-k3.csv", 1, 9, 1, PRINT_A4, 3 + 1, "(A4)");
    check_pages("assets/examples/single-k4.csv", 1, 2, 0, PRINT_A4, 2, "(A4)");
}

/* SVG: one file a page; a bad name or size is refused with the path named. */
static void test_files_and_messages(void **state)
{
    (void)state;
    int k;
    uint8_t *puzzle = read_csv("assets/examples/pair-k2.csv", 2, &k);
    geom *g = geom_new(k, 2);
    print_puzzle p[3] = { { puzzle, NULL, "t", NULL }, { puzzle, NULL, "t", NULL },
                          { puzzle, NULL, "t", NULL } };
    print_job job = { g, p, 3, 0, PRINT_A4 };
    const char *path = temp_path("sheet.SVG");
    char err[PRINT_ERRLEN], name[600];
    int files;
    assert_null(print_write(path, &job, &files, err));
    assert_int_equal(files, 2);
    assert_int_not_equal(access(path, F_OK), 0);
    for (int i = 1; i <= 2; i++) {
        snprintf(name, sizeof name, "%.*s-%d.SVG", (int)strlen(path) - 4, path, i);
        char *text = read_text(name);
        assert_non_null(strstr(text, "<svg"));
        free(text);
        unlink(name);
    }
    assert_non_null(print_write("sheet.txt", &job, &files, err));
    assert_string_equal(err, "sheet.txt: the printed sheet's name ends in .pdf, .svg or .png");
    assert_non_null(print_write("/nonexistent-dir/sheet.pdf", &job, &files, err));
    assert_non_null(strstr(err, "/nonexistent-dir/sheet.pdf"));
    assert_int_equal(files, 0);
    geom *g6 = geom_new(6, 1);
    print_job big = { g6, p, 1, 0, PRINT_A4 };
    assert_non_null(print_write("big.pdf", &big, &files, err));
    assert_string_equal(err, "big.pdf: sheets print up to 25x25 (k=5), not 36x36");
    geom_free(g6);
    assert_true(print_format_ok("a.Pdf"));
    assert_false(print_format_ok("pdf"));
    free(puzzle);
    geom_free(g);
}

/* The names in folder, sorted, one a line. */
static char *listing(const char *folder)
{
    char cmd[600], *out;
    snprintf(cmd, sizeof cmd, "ls -A '%s'", folder);
    assert_int_equal(run_cmd(cmd, &out, NULL), 0);
    return out;
}

/* A sheet of several pages is written all or nothing: when a page cannot be
 * written (a folder in the way of page 2), nothing new is left, an earlier
 * sheet's pages are as they were and no temporary file stays behind; once
 * the way is clear every page is new. */
static void test_all_or_nothing(void **state)
{
    (void)state;
    int k;
    uint8_t *puzzle = read_csv("assets/examples/pair-k2.csv", 2, &k);
    geom *g = geom_new(k, 2);
    print_puzzle p[5];
    for (int i = 0; i < 5; i++)
        p[i] = (print_puzzle){ puzzle, NULL, "t", NULL };
    print_job job = { g, p, 5, 0, PRINT_A4 }; /* two a page: three pages */
    assert_int_equal(print_pages(&job), 3);
    const char *folder = temp_path("pages");
    assert_int_equal(mkdir(folder, 0700), 0);
    char sheet[600], name[700], err[PRINT_ERRLEN];
    snprintf(sheet, sizeof sheet, "%s/m.svg", folder);
    for (int i = 1; i <= 3; i += 2) { /* an earlier sheet's pages 1 and 3 */
        snprintf(name, sizeof name, "%s/m-%d.svg", folder, i);
        FILE *f = fopen(name, "w");
        assert_non_null(f);
        fputs("old\n", f);
        fclose(f);
    }
    snprintf(name, sizeof name, "%s/m-2.svg", folder);
    assert_int_equal(mkdir(name, 0700), 0);
    char *before = listing(folder);
    int files = -1;
    assert_non_null(print_write(sheet, &job, &files, err));
    assert_non_null(strstr(err, "m-2.svg: cannot write: is a directory"));
    assert_int_equal(files, 0);
    char *after = listing(folder);
    assert_string_equal(after, before);
    assert_string_equal(after, "m-1.svg\nm-2.svg\nm-3.svg\n");
    free(after);
    for (int i = 1; i <= 3; i += 2) {
        snprintf(name, sizeof name, "%s/m-%d.svg", folder, i);
        char *text = read_text(name);
        assert_string_equal(text, "old\n");
        free(text);
    }
    snprintf(name, sizeof name, "%s/m-2.svg", folder);
    assert_int_equal(rmdir(name), 0);
    assert_null(print_write(sheet, &job, &files, err));
    assert_int_equal(files, 3);
    after = listing(folder);
    assert_string_equal(after, "m-1.svg\nm-2.svg\nm-3.svg\n");
    free(after);
    for (int i = 1; i <= 3; i++) {
        snprintf(name, sizeof name, "%s/m-%d.svg", folder, i);
        char *text = read_text(name);
        assert_non_null(strstr(text, "<svg"));
        free(text);
    }
    /* a shorter sheet of that name: the earlier one's last page goes, so no
     * page of it reads as this one's */
    job.count = 3; /* two pages */
    assert_null(print_write(sheet, &job, &files, err));
    assert_int_equal(files, 2);
    after = listing(folder);
    assert_string_equal(after, "m-1.svg\nm-2.svg\n");
    free(after);
    /* one page is the name itself: the numbered pages are another sheet's */
    job.count = 1;
    assert_null(print_write(sheet, &job, &files, err));
    after = listing(folder);
    assert_string_equal(after, "m-1.svg\nm-2.svg\nm.svg\n");
    free(after);
    free(before);
    free(puzzle);
    geom_free(g);
}

/* The command line: --print of --load (a file or a code) and of --generate. */
static void test_command_line(void **state)
{
    (void)state;
    char args[800], *out, *err;
    const char *pdf = temp_path("cli.pdf");
    snprintf(args, sizeof args, "--print %s --load assets/examples/pair-k3.csv --with-solutions",
             pdf);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    char want[700];
    snprintf(want, sizeof want, "%s: 2 pages\n", pdf);
    assert_string_equal(out, want);
    free(out);
    snprintf(args, sizeof args, "pdfinfo '%s'", pdf);
    assert_int_equal(run_cmd(args, &out, NULL), 0);
    assert_non_null(strstr(out, "Pages:           2\n"));
    free(out);
    /* the title says the level as a player would: --grade's level, the givens */
    char *grade;
    assert_int_equal(run_bin("--grade assets/examples/pair-k3.csv", &grade, NULL), 0);
    char level[40] = "";
    assert_int_equal(sscanf(grade, "level: %39[a-z ]", level), 1);
    free(grade);
    int givens;
    uint8_t *vals = read_csv("assets/examples/pair-k3.csv", 2, &givens);
    geom *g3 = geom_new(givens, 2);
    givens = grid_count_filled(g3, vals);
    free(vals);
    geom_free(g3);
    snprintf(want, sizeof want, "1. 9\xc3\x97" "9 pair \xc2\xb7 %s \xc2\xb7 %d givens", level, givens);
    snprintf(args, sizeof args, "pdftotext '%s' -", pdf);
    assert_int_equal(run_cmd(args, &out, NULL), 0);
    if (!strstr(out, want))
        fail_msg("no title '%s' in the sheet:\n%s", want, out);
    free(out);
    /* three new easy puzzles on letter paper: two pages, a solution page */
    snprintf(args, sizeof args, "--print %s --generate --seed 3 --puzzles 3 --difficulty easy "
             "--paper letter --with-solutions", pdf);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    free(out);
    snprintf(args, sizeof args, "pdfinfo '%s'", pdf);
    assert_int_equal(run_cmd(args, &out, NULL), 0);
    assert_non_null(strstr(out, "Pages:           3\n"));
    assert_non_null(strstr(out, "612 x 792 pts (letter)"));
    free(out);
    unlink(pdf);
    /* a single grid from its code, to PNG */
    const char *png = temp_path("cli.png");
    char *code;
    assert_int_equal(run_bin("--single --code assets/examples/single-k3.csv", &code, NULL), 0);
    code[strcspn(code, "\n")] = '\0';
    snprintf(args, sizeof args, "--single --print %s --load %s", png, code);
    assert_int_equal(run_bin(args, &out, NULL), 0);
    image im = load_png(png);
    assert_true(im.w > 1000);
    cairo_surface_destroy(im.s);
    unlink(png);
    free(out);
    free(code);
    /* what is refused */
    assert_int_equal(run_bin("--print x.pdf", NULL, &err), 2);
    assert_non_null(strstr(err, "--print goes with --load FILE"));
    free(err);
    assert_int_equal(run_bin("--print x.txt --generate", NULL, &err), 2);
    assert_non_null(strstr(err, "ends in .pdf, .svg or .png"));
    free(err);
    assert_int_equal(run_bin("--generate --with-solutions", NULL, &err), 2);
    assert_non_null(strstr(err, "--with-solutions goes with --print"));
    free(err);
    assert_int_equal(run_bin("--print x.pdf --generate --puzzles 1001", NULL, &err), 2);
    assert_non_null(strstr(err, "a sheet holds at most 1000 puzzles"));
    free(err);
    assert_int_equal(run_bin("--print x.pdf --generate --paper a3", NULL, &err), 2);
    assert_non_null(strstr(err, "--paper is a4 or letter, not 'a3'"));
    free(err);
    assert_int_equal(run_bin("--print x.pdf --generate --k 6", NULL, &err), 2);
    assert_non_null(strstr(err, "sheets print up to 25x25"));
    free(err);
    snprintf(args, sizeof args, "--print %s --load sp2-AqgAA2NwRx", pdf);
    assert_int_equal(run_bin(args, NULL, &err), 2);
    assert_non_null(strstr(err, "not a puzzle code: "));
    free(err);
    assert_int_not_equal(access(pdf, F_OK), 0);
}

int run_print_tests(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pixels_9x9),
        cmocka_unit_test(test_pixels_shapes),
        cmocka_unit_test(test_pixels_16x16_25x25),
        cmocka_unit_test(test_pdf_pages),
        cmocka_unit_test(test_files_and_messages),
        cmocka_unit_test(test_command_line),
        cmocka_unit_test(test_all_or_nothing),
    };
    return cmocka_run_group_tests_name("print", tests, NULL, NULL);
}
