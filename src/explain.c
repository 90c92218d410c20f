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
                if (c && c % g->box_cols == 0)
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

/* What explain_write's walk tells it needs. */
typedef struct telling {
    FILE *out;
    const geom *g;
    int grids, number, placed;
    uint8_t *last; /* vals as the last move found them */
    char *text;
    size_t textlen;
} telling;

static void tell_move(void *ctx, const uint8_t *vals, const ladder_move *m)
{
    telling *t = ctx;
    memcpy(t->last, vals, (size_t)t->g->ncells);
    if (m->step) {
        if (m->step->cell < 0 && t->grids)
            batch_end(t->out, t->g, vals, &t->placed);
        ladder_step_text_all(t->g, m->step, t->text, t->textlen);
        fprintf(t->out, "%d. %s\n", ++t->number, t->text);
        t->placed += m->step->cell >= 0;
    } else if (m->guess_cell < 0) {
        fprintf(t->out, "%d. The candidates contradict each other: the givens cannot all "
                        "hold\n", ++t->number);
    } else {
        char name[32], sym[8];
        grid_cell_name(t->g, m->guess_cell, name, sizeof name);
        grid_symbol_text(t->g, m->guess_value, sym, sizeof sym);
        fprintf(t->out, "%d. Stuck: no technique of the ladder applies; guess: %s = %s, the "
                        "cell with fewest candidates (%d of them)\n",
                ++t->number, name, sym, m->guess_left);
        t->placed++;
    }
}

int explain_write(FILE *out, const geom *g, const uint8_t *puzzle, const uint8_t *solution,
                  int grids, ladder_report *rep_out)
{
    telling t = { out, g, grids, 0, 0, xmalloc((size_t)g->ncells), xmalloc(4096), 4096 };
    ladder_report rep;
    ladder_walk(g, puzzle, solution, tell_move, &t, &rep);
    if (grids && t.placed) /* ends in a blank line */
        batch_end(out, g, rep.solved ? solution : t.last, &t.placed);
    else
        fputc('\n', out);
    explain_write_grade(out, g, puzzle, &rep);
    if (rep_out)
        *rep_out = rep;
    free(t.text);
    free(t.last);
    return ferror(out) ? -1 : 0;
}
