/* explain.c - the solving path in words: the ladder walked one step at a
 * time, each step told as a hint tells it. */
#include "explain.h"

#include <stdlib.h>
#include <string.h>

#include "logic.h"
#include "util.h"

void explain_write_grids(FILE *out, const geom *g, const uint8_t *vals)
{
    for (int r = 0; r < g->n; r++) {
        for (int gr = 0; gr < g->ngrids; gr++) {
            fputs(gr ? "   " : "", out);
            for (int c = 0; c < g->n; c++) {
                if (c && c % g->k == 0)
                    putc(' ', out);
                putc(grid_symbol(vals[geom_cell(g, gr, r, c)]), out);
            }
        }
        putc('\n', out);
    }
}

void explain_write_grade(FILE *out, const geom *g, const uint8_t *puzzle,
                         const ladder_report *rep)
{
    fprintf(out, "level: %s\n", level_name(rep->level));
    fprintf(out, "hardest: %s\n", rep->hardest >= 0 ? ladder_tech_name(rep->hardest) : "none");
    fprintf(out, "guesses: %d\n", rep->guesses);
    fprintf(out, "givens: %d of %d\n", grid_count_filled(g, puzzle), g->ncells);
    for (int t = 0; t < TECH_COUNT; t++)
        if (rep->steps[t])
            fprintf(out, "steps: %s: %d\n", ladder_tech_name((ladder_tech)t), rep->steps[t]);
}

/* The grids after a run of placements, between blank lines. */
static void batch_end(FILE *out, const geom *g, const uint8_t *vals, int *placed)
{
    if (!*placed)
        return;
    putc('\n', out);
    explain_write_grids(out, g, vals);
    putc('\n', out);
    *placed = 0;
}

int explain_write(FILE *out, const geom *g, const uint8_t *puzzle, const uint8_t *solution,
                  int grids, ladder_report *rep_out)
{
    ladder_report rep;
    ladder_report_start(&rep);
    uint8_t *vals = xmalloc((size_t)g->ncells);
    grid_mask *cand = xmalloc(sizeof *cand * (size_t)g->ncells);
    ladder_step *step = xmalloc(sizeof *step);
    size_t textlen = 4096;
    char *text = xmalloc(textlen);
    memcpy(vals, puzzle, (size_t)g->ncells);
    ladder_candidates(g, vals, cand);
    int number = 0, placed = 0;
    for (;;) {
        int r = ladder_next(g, vals, cand, LEVEL_FIENDISH, step);
        if (r > 0) {
            if (step->cell < 0 && grids)
                batch_end(out, g, vals, &placed);
            ladder_step_text_all(g, step, text, textlen);
            fprintf(out, "%d. %s\n", ++number, text);
            ladder_apply(g, vals, cand, step);
            ladder_report_add(&rep, step->tech);
            placed += step->cell >= 0;
            continue;
        }
        if (r < 0) { /* the solution given holds: a sound ladder cannot get here */
            fprintf(out, "%d. The candidates contradict each other: the givens cannot all "
                         "hold\n", ++number);
            rep.contradiction = 1;
            break;
        }
        int cell = ladder_guess_cell(g, vals, cand);
        if (cell < 0) {
            rep.solved = 1;
            break;
        }
        char name[32];
        grid_cell_name(g, cell, name, sizeof name);
        int left = grid_mask_count(cand[cell]);
        fprintf(out, "%d. Stuck: no technique of the ladder applies; guess: %s = %c, the cell "
                     "with fewest candidates (%d of them)\n",
                ++number, name, grid_symbol(solution[cell]), left);
        logic_place(g, vals, cand, cell, solution[cell]);
        rep.guesses++;
        placed++;
    }
    if (grids && placed)
        batch_end(out, g, vals, &placed); /* ends in a blank line */
    else
        fputc('\n', out);
    ladder_report_end(&rep);
    explain_write_grade(out, g, puzzle, &rep);
    if (rep_out)
        *rep_out = rep;
    free(text);
    free(step);
    free(cand);
    free(vals);
    return ferror(out) ? -1 : 0;
}
