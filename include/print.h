/* print.h - printable sheets of puzzles (and their solutions) through cairo:
 * PDF, SVG or PNG. Pure drawing: no terminal, no solver.
 *
 * A sheet: A4 or US letter; at the top of each page the rules in one line,
 * at the bottom "page P of N"; each puzzle under its title (and its code), a
 * pair's two grids side by side, thick lines at box edges and around each
 * grid, thin lines between cells, givens bold and centred, symbols 1-9 then
 * A-P. Puzzles to a page: a 4x4 or 9x9 pair two (portrait), a 16x16 or 25x25
 * pair one (landscape), a 4x4 or 9x9 single grid four, a larger one one;
 * solutions follow on pages of their own, smaller (more to a page), givens
 * bold and the rest in grey. Every grid is as large as its place allows. */
#ifndef PRINT_H
#define PRINT_H

#include <stdint.h>

#include "grid.h"

#define PRINT_ERRLEN 600
#define PRINT_KMAX 5     /* symbols 1-9, A-P: up to 25x25 */
#define PRINT_PNG_SCALE (300.0 / 72.0) /* PNG pixels per point: 300 dpi */

typedef enum { PRINT_A4, PRINT_LETTER } print_paper;

/* One puzzle to print. */
typedef struct print_puzzle {
    const uint8_t *puzzle;   /* g->ncells values, 0 for empty */
    const uint8_t *solution; /* g->ncells values, or NULL when the job prints none */
    const char *title;       /* one line, e.g. "9×9 pair · medium · 44 givens" */
    const char *code;        /* its puzzle code, printed under the title (or NULL) */
} print_puzzle;

/* What to print: count puzzles of one size. */
typedef struct print_job {
    const geom *g;           /* any shape of up to PRINT_KMAX^2 symbols */
    const print_puzzle *puzzles;
    int count;               /* 1 or more */
    int with_solutions;      /* solutions (every puzzle's must be set) on the last pages */
    print_paper paper;
} print_job;

/* The pages the job fills: the puzzles', then the solutions'. */
int print_pages(const print_job *job);

/* Where grid gi (0 = A, 1 = B) of puzzle index lands (solution = 1: of its
 * solution): *page (0-based) and rect = x, y, width, height of the grid in
 * points from the page's top left corner (a PNG has PRINT_PNG_SCALE pixels
 * a point). Also the page's size in *page_w, *page_h (may be NULL). */
void print_place(const print_job *job, int index, int solution, int gi, int *page,
                 double rect[4], double *page_w, double *page_h);

/* Writes the job to path; the format follows its extension: .pdf (all the
 * pages in one file), .svg or .png (case does not matter). An SVG or PNG
 * holds one page: with more than one, page P goes to NAME-P.EXT (P from 1)
 * and path itself is not written. All the files are written or none
 * (keep_batch): on failure nothing new is left and files of an earlier sheet
 * of that name are as they were; on success the pages NAME-P.EXT of an
 * earlier, longer sheet after the last page written are removed (from
 * P = last + 1 while there is one). *files (may be NULL) gets the number of
 * files written (0 on failure).
 * Returns NULL, or a message that names the path and says what went wrong. */
const char *print_write(const char *path, const print_job *job, int *files,
                        char err[PRINT_ERRLEN]);

/* 1 when path ends in .pdf, .svg or .png (case does not matter). */
int print_format_ok(const char *path);

#endif
