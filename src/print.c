/* print.c - printable sheets: the page layout (one place, shared by drawing
 * and print_place) and the drawing, through cairo's PDF, SVG and image
 * surfaces. */
#include "print.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>
#include <ctype.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "io.h"
#include "keep.h"
#include "util.h"

#define MARGIN 36.0   /* half an inch all round */
#define HEADER 22.0   /* the rules line */
#define FOOTER 16.0   /* the page number */
#define GAP_X 24.0
#define GAP_Y 18.0
#define CODE_SIZE 7.0 /* monospace: advance at most 0.62 of the size */
#define CODE_LINE 8.5
#define LABEL_H 11.0  /* under each grid of a pair: its name, A or B */

/* One kind of page: its size and its places (slots) for puzzles. */
typedef struct layout {
    double w, h;             /* the page, in points */
    int rows, cols;          /* slots */
    double sw, sh;           /* a slot */
    double title_size;       /* the title's font size */
    double title_h;          /* the title band over the grids, code lines included */
    int code_cpl, code_lines;/* code characters a line, and lines (0: no code) */
    double grid, ggap;       /* a grid's side, and the gap between a pair's grids */
} layout;

static void make_layout(const print_job *job, int solution, layout *l)
{
    const geom *g = job->g;
    int big = g->n >= 16, pair = g->ngrids == 2;
    double pw = job->paper == PRINT_LETTER ? 612.0 : 595.276;
    double ph = job->paper == PRINT_LETTER ? 792.0 : 841.890;
    int landscape = pair && big && !solution;
    l->w = landscape ? ph : pw;
    l->h = landscape ? pw : ph;
    /* puzzles: pair 2 (big: 1), single 4 (big: 1); solutions: more, smaller */
    static const int ROWS[2][2][2] = { { { 2, 3 }, { 1, 2 } }, { { 2, 3 }, { 1, 2 } } };
    static const int COLS[2][2][2] = { { { 2, 3 }, { 1, 2 } }, { { 1, 2 }, { 1, 1 } } };
    l->rows = ROWS[pair][big][solution];
    l->cols = COLS[pair][big][solution];
    double cw = l->w - 2 * MARGIN, ch = l->h - 2 * MARGIN - HEADER - FOOTER;
    l->sw = (cw - (l->cols - 1) * GAP_X) / l->cols;
    l->sh = (ch - (l->rows - 1) * GAP_Y) / l->rows;
    l->title_size = solution ? 9.0 : 11.0;
    l->title_h = l->title_size * 1.3 + 4;
    l->code_cpl = (int)(l->sw / (CODE_SIZE * 0.62));
    l->code_lines = 0;
    if (!solution) {
        size_t longest = 0;
        for (int i = 0; i < job->count; i++)
            if (job->puzzles[i].code && strlen(job->puzzles[i].code) > longest)
                longest = strlen(job->puzzles[i].code);
        l->code_lines = (int)((longest + (size_t)l->code_cpl - 1) / (size_t)l->code_cpl);
        l->title_h += l->code_lines * CODE_LINE + (l->code_lines ? 2 : 0);
    }
    l->ggap = pair ? (l->sw * 0.04 > 10 ? l->sw * 0.04 : 10) : 0;
    double gw = (l->sw - (g->ngrids - 1) * l->ggap) / g->ngrids;
    double gh = l->sh - l->title_h - (pair ? LABEL_H : 0);
    l->grid = gw < gh ? gw : gh;
}

static int per_page(const layout *l) { return l->rows * l->cols; }

static int puzzle_pages(const print_job *job)
{
    layout l;
    make_layout(job, 0, &l);
    return (job->count + per_page(&l) - 1) / per_page(&l);
}

int print_pages(const print_job *job)
{
    int pages = puzzle_pages(job);
    if (job->with_solutions) {
        layout l;
        make_layout(job, 1, &l);
        pages += (job->count + per_page(&l) - 1) / per_page(&l);
    }
    return pages;
}

/* The top left corner of puzzle index's slot, and its page. */
static void slot_of(const print_job *job, const layout *l, int index, int solution, int *page,
                    double *x, double *y)
{
    int slot = index % per_page(l);
    *page = index / per_page(l) + (solution ? puzzle_pages(job) : 0);
    *x = MARGIN + (slot % l->cols) * (l->sw + GAP_X);
    *y = MARGIN + HEADER + (slot / l->cols) * (l->sh + GAP_Y);
}

/* The left edge of the grids of a slot at x (they are centred in it). */
static double grids_left(const print_job *job, const layout *l, double x)
{
    int ng = job->g->ngrids;
    return x + (l->sw - (ng * l->grid + (ng - 1) * l->ggap)) / 2;
}

void print_place(const print_job *job, int index, int solution, int gi, int *page,
                 double rect[4], double *page_w, double *page_h)
{
    layout l;
    make_layout(job, solution, &l);
    double x, y;
    slot_of(job, &l, index, solution, page, &x, &y);
    rect[0] = grids_left(job, &l, x) + gi * (l.grid + l.ggap);
    rect[1] = y + l.title_h;
    rect[2] = rect[3] = l.grid;
    if (page_w)
        *page_w = l.w;
    if (page_h)
        *page_h = l.h;
}

/* Text centred on cx with its baseline at y, shrunk to fit width. */
static void text_centred(cairo_t *cr, const char *s, double cx, double y, double size,
                         double width)
{
    cairo_text_extents_t e;
    cairo_set_font_size(cr, size);
    cairo_text_extents(cr, s, &e);
    if (e.x_advance > width && e.x_advance > 0) {
        cairo_set_font_size(cr, size * width / e.x_advance);
        cairo_text_extents(cr, s, &e);
    }
    cairo_move_to(cr, cx - e.x_advance / 2, y);
    cairo_show_text(cr, s);
}

static void line(cairo_t *cr, double x0, double y0, double x1, double y1, double width)
{
    cairo_set_line_width(cr, width);
    cairo_move_to(cr, x0, y0);
    cairo_line_to(cr, x1, y1);
    cairo_stroke(cr);
}

/* One grid at x, y of side s: lines, then the givens (bold) and, when
 * solution is set, the other values in grey. */
static void draw_grid(cairo_t *cr, const geom *g, int gi, const uint8_t *puzzle,
                      const uint8_t *solution, double x, double y, double s)
{
    int n = g->n, R = g->box_rows, C = g->box_cols;
    double cell = s / n;
    /* thick at least three times thin, whatever the size */
    double thick = s * 0.009 < 1.8 ? 1.8 : s * 0.009 > 2.6 ? 2.6 : s * 0.009;
    double thin = s * 0.0015 < 0.45 ? 0.45 : s * 0.0015 > 0.6 ? 0.6 : s * 0.0015;
    /* the diagonals' cells shaded: they read without colour */
    if (g->diagonals) {
        cairo_set_source_rgb(cr, 0.86, 0.86, 0.86);
        for (int i = 0; i < n; i++) {
            cairo_rectangle(cr, x + i * cell, y + i * cell, cell, cell);
            cairo_rectangle(cr, x + (n - 1 - i) * cell, y + i * cell, cell, cell);
        }
        cairo_fill(cr);
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
    /* thin lines inside boxes, thick at the boxes' edges: every box_cols
     * columns, every box_rows rows */
    for (int i = 1; i < n; i++) {
        if (i % C)
            line(cr, x + i * cell, y, x + i * cell, y + s, thin);
        if (i % R)
            line(cr, x, y + i * cell, x + s, y + i * cell, thin);
    }
    for (int i = 0; i <= n; i += C)
        line(cr, x + i * cell, y, x + i * cell, y + s, thick);
    for (int i = 0; i <= n; i += R)
        line(cr, x, y + i * cell, x + s, y + i * cell, thick);
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
            int cellno = geom_cell(g, gi, r, c);
            int given = puzzle[cellno] != 0;
            int v = given ? puzzle[cellno] : solution ? solution[cellno] : 0;
            if (!v)
                continue;
            char sym[2] = { grid_symbol(v), '\0' };
            cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                                   given ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
            cairo_set_font_size(cr, cell * 0.62);
            cairo_text_extents_t e;
            cairo_text_extents(cr, sym, &e);
            double gray = given ? 0.0 : 0.35;
            cairo_set_source_rgb(cr, gray, gray, gray);
            cairo_move_to(cr, x + (c + 0.5) * cell - e.x_bearing - e.width / 2,
                          y + (r + 0.5) * cell - e.y_bearing - e.height / 2);
            cairo_show_text(cr, sym);
        }
    cairo_set_source_rgb(cr, 0, 0, 0);
}

/* "1-9", "1-9 and A-G", "1-4". */
static void symbols_text(int n, char *buf, size_t len)
{
    if (n <= 9)
        snprintf(buf, len, "1-%d", n);
    else
        snprintf(buf, len, "1-9 and A-%c", grid_symbol(n));
}

static void draw_page(cairo_t *cr, const print_job *job, int page, int npages)
{
    const geom *g = job->g;
    int solution = page >= puzzle_pages(job);
    layout l;
    make_layout(job, solution, &l);
    cairo_set_source_rgb(cr, 0, 0, 0);
    /* the rules in one line */
    char syms[32], rules[300];
    const char *diag = g->diagonals ? ", shaded diagonal and" : " and";
    symbols_text(g->n, syms, sizeof syms);
    if (g->ngrids == 2)
        snprintf(rules, sizeof rules, "%sSudoku pair: fill both grids so that every row, column%s "
                 "%dx%d box of each holds %s once, and the two grids differ in every cell.",
                 solution ? "Solutions. " : "", diag, g->box_rows, g->box_cols, syms);
    else
        snprintf(rules, sizeof rules, "%sSudoku: fill the grid so that every row, column%s "
                 "%dx%d box holds %s once.", solution ? "Solutions. " : "", diag, g->box_rows,
                 g->box_cols, syms);
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    text_centred(cr, rules, l.w / 2, MARGIN + 9, 9.5, l.w - 2 * MARGIN);
    char number[48];
    snprintf(number, sizeof number, "page %d of %d", page + 1, npages);
    text_centred(cr, number, l.w / 2, l.h - MARGIN + 4, 8.5, l.w);
    int first = (page - (solution ? puzzle_pages(job) : 0)) * per_page(&l);
    for (int i = first; i < first + per_page(&l) && i < job->count; i++) {
        const print_puzzle *p = &job->puzzles[i];
        int pg;
        double x, y;
        slot_of(job, &l, i, solution, &pg, &x, &y);
        double left = grids_left(job, &l, x);
        double block = g->ngrids * l.grid + (g->ngrids - 1) * l.ggap;
        /* the title (numbered: the solutions name the puzzle they belong to) */
        char title[512];
        snprintf(title, sizeof title, "%d. %s", i + 1, p->title ? p->title : "");
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                               CAIRO_FONT_WEIGHT_BOLD);
        text_centred(cr, title, left + block / 2, y + l.title_size, l.title_size, l.sw);
        if (!solution && p->code) {
            cairo_select_font_face(cr, "monospace", CAIRO_FONT_SLANT_NORMAL,
                                   CAIRO_FONT_WEIGHT_NORMAL);
            size_t len = strlen(p->code), cpl = (size_t)l.code_cpl;
            char *part = xmalloc(cpl + 1);
            for (size_t at = 0, ln = 0; at < len; at += cpl, ln++) {
                size_t take = len - at < cpl ? len - at : cpl;
                memcpy(part, p->code + at, take);
                part[take] = '\0';
                text_centred(cr, part, left + block / 2,
                             y + l.title_size * 1.3 + 2 + (double)(ln + 1) * CODE_LINE,
                             CODE_SIZE, l.sw);
            }
            free(part);
        }
        for (int gi = 0; gi < g->ngrids; gi++) {
            double gx = left + gi * (l.grid + l.ggap);
            draw_grid(cr, g, gi, p->puzzle, solution ? p->solution : NULL, gx, y + l.title_h,
                      l.grid);
            if (g->ngrids == 2) { /* the names the hints and --explain use */
                cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                                       CAIRO_FONT_WEIGHT_NORMAL);
                text_centred(cr, gi ? "B" : "A", gx + l.grid / 2,
                             y + l.title_h + l.grid + LABEL_H - 2, 8.0, l.grid);
            }
        }
    }
}

typedef enum { FORMAT_PDF, FORMAT_SVG, FORMAT_PNG, FORMAT_NONE } format;

static format format_of(const char *path)
{
    size_t len = strlen(path);
    if (len < 5 || path[len - 4] != '.')
        return FORMAT_NONE;
    char ext[4];
    for (int i = 0; i < 3; i++)
        ext[i] = (char)tolower((unsigned char)path[len - 3 + (size_t)i]);
    ext[3] = '\0';
    return strcmp(ext, "pdf") == 0 ? FORMAT_PDF
           : strcmp(ext, "svg") == 0 ? FORMAT_SVG
           : strcmp(ext, "png") == 0 ? FORMAT_PNG : FORMAT_NONE;
}

int print_format_ok(const char *path) { return format_of(path) != FORMAT_NONE; }

static cairo_status_t to_file(void *closure, const unsigned char *data, unsigned int length)
{
    return fwrite(data, 1, length, closure) == length ? CAIRO_STATUS_SUCCESS
                                                       : CAIRO_STATUS_WRITE_ERROR;
}

/* What one file holds: pages first..last of job in format f. */
typedef struct file_work {
    const print_job *job;
    format f;
    int first, last, npages;
    cairo_status_t status;
} file_work;

static int write_pages(FILE *out, void *ctx)
{
    file_work *w = ctx;
    layout l;
    make_layout(w->job, w->first >= puzzle_pages(w->job), &l);
    cairo_surface_t *surface;
    double scale = w->f == FORMAT_PNG ? PRINT_PNG_SCALE : 1.0;
    if (w->f == FORMAT_PDF)
        surface = cairo_pdf_surface_create_for_stream(to_file, out, l.w, l.h);
    else if (w->f == FORMAT_SVG)
        surface = cairo_svg_surface_create_for_stream(to_file, out, l.w, l.h);
    else
        surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)(l.w * scale + 0.5),
                                             (int)(l.h * scale + 0.5));
    cairo_t *cr = cairo_create(surface);
    for (int page = w->first; page <= w->last; page++) {
        make_layout(w->job, page >= puzzle_pages(w->job), &l);
        if (w->f == FORMAT_PDF)
            cairo_pdf_surface_set_size(surface, l.w, l.h);
        cairo_save(cr);
        cairo_scale(cr, scale, scale);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        draw_page(cr, w->job, page, w->npages);
        cairo_restore(cr);
        cairo_show_page(cr);
    }
    w->status = cairo_status(cr);
    cairo_destroy(cr);
    if (w->status == CAIRO_STATUS_SUCCESS && w->f == FORMAT_PNG)
        w->status = cairo_surface_write_to_png_stream(surface, to_file, out);
    cairo_surface_finish(surface);
    if (w->status == CAIRO_STATUS_SUCCESS)
        w->status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    return w->status == CAIRO_STATUS_SUCCESS ? 0 : -1;
}

/* Lets go of what cairo and fontconfig keep between drawings (font maps,
 * the font configuration): no surface is alive here, and the next drawing
 * loads them again. Without it a run ends with fontconfig's memory still
 * held, which AddressSanitizer reports as leaks. */
static void release_fonts(void)
{
    cairo_debug_reset_static_data();
    FcFini();
}

const char *print_write(const char *path, const print_job *job, int *files,
                        char err[PRINT_ERRLEN])
{
    char shown[IO_PATHSHOW + 4];
    format f = format_of(path);
    if (files)
        *files = 0;
    if (f == FORMAT_NONE) {
        snprintf(err, PRINT_ERRLEN, "%s: the printed sheet's name ends in .pdf, .svg or .png",
                 io_show_path(path, shown));
        return err;
    }
    if (job->g->n > PRINT_KMAX * PRINT_KMAX) {
        snprintf(err, PRINT_ERRLEN, "%s: sheets print up to 25x25 (k=%d), not %dx%d",
                 io_show_path(path, shown), PRINT_KMAX, job->g->n, job->g->n);
        return err;
    }
    int npages = print_pages(job);
    int nfiles = f == FORMAT_PDF ? 1 : npages;
    size_t len = strlen(path);
    char *name = xmalloc(len + 24);
    /* every page written before any is renamed: a failed sheet leaves
     * nothing new, and an earlier sheet of that name as it was */
    keep_batch *batch = keep_batch_new();
    const char *msg = NULL;
    char ioerr[IO_ERRLEN];
    for (int i = 0; i < nfiles && !msg; i++) {
        file_work w = { job, f, f == FORMAT_PDF ? 0 : i, f == FORMAT_PDF ? npages - 1 : i,
                        npages, CAIRO_STATUS_SUCCESS };
        if (nfiles == 1)
            memcpy(name, path, len + 1);
        else
            snprintf(name, len + 24, "%.*s-%d%s", (int)(len - 4), path, i + 1,
                     path + len - 4);
        if (!keep_batch_write(batch, name, write_pages, &w, ioerr))
            continue;
        if (w.status != CAIRO_STATUS_SUCCESS && w.status != CAIRO_STATUS_WRITE_ERROR)
            snprintf(err, PRINT_ERRLEN, "%s: cannot draw the sheet: %s",
                     io_show_path(name, shown), cairo_status_to_string(w.status));
        else /* what writing said (a full disk), not cairo's "write error" */
            snprintf(err, PRINT_ERRLEN, "%s", ioerr);
        msg = err;
    }
    if (!msg && keep_batch_commit(batch, ioerr))
        msg = strcpy(err, ioerr);
    else if (!msg && files)
        *files = nfiles;
    /* the pages after the last of an earlier, longer sheet of that name
     * would read as this one's: they go */
    for (int i = nfiles + 1; !msg && nfiles > 1; i++) {
        snprintf(name, len + 24, "%.*s-%d%s", (int)(len - 4), path, i, path + len - 4);
        if (keep_remove(name) != 0)
            break;
    }
    keep_batch_free(batch);
    free(name);
    release_fonts();
    return msg;
}
