/* savefile_write.c - the save file's writer, and keeping a save within its
 * budget (savefile.h; the reader is savefile.c's). */
#define _GNU_SOURCE /* open_memstream */
#include "savefile.h"

#include <stdlib.h>

#include "level.h"
#include "util.h"

/* The notes of a row of cells, as hexadecimal numbers. */
static void write_notes(FILE *out, const geom *g, const grid_mask *notes)
{
    for (int row = 0; row < g->ngrids * g->n; row++)
        for (int c = 0; c < g->n; c++)
            fprintf(out, "%llx%c", (unsigned long long)notes[row * g->n + c],
                    c + 1 < g->n ? ',' : '\n');
}

/* One move of the history, as step_line reads it. */
static void write_move(FILE *out, const game_move *m)
{
    switch (m->kind) {
    case MK_PLACE: fprintf(out, "p %d %d", m->cell, m->value); break;
    case MK_NOTE: fprintf(out, "n %d %d", m->cell, m->value); break;
    case MK_RESTART: fputc('r', out); break;
    case MK_CANDIDATES: fputs(m->value == CAND_KEEP ? "c 1" : "c", out); break;
    case MK_SOLVE:
    case MK_STRIKE:
        fputc(m->kind == MK_SOLVE ? 's' : 'x', out);
        for (int c = 0; c < m->count; c++)
            if (m->kind == MK_SOLVE)
                fprintf(out, " %d:%d", m->changes[c].cell, m->changes[c].new_v);
            else
                fprintf(out, " %d:%llx", m->changes[c].cell,
                        (unsigned long long)m->changes[c].new_notes);
        break;
    case MK_CHANGES:
        fprintf(out, "d %d %d", m->old_by_computer, m->new_by_computer);
        for (int c = 0; c < m->count; c++) {
            const game_change *ch = &m->changes[c];
            fprintf(out, " %d:%d:%d:%llx:%llx", ch->cell, ch->old_v, ch->new_v,
                    (unsigned long long)ch->old_notes, (unsigned long long)ch->new_notes);
        }
        break;
    }
    fputc('\n', out);
}

/* Everything before the history's moves; *fixed gets the bytes of the
 * values and notes rows (what a 'base' adds). */
static void write_head(const game *gm, FILE *out)
{
    game_state st = game_view(gm);
    const geom *g = st.g;
    game_record rec = game_get_record(gm);
    fprintf(out, "sudokupair-tui save %d\n", SAVEFILE_VERSION);
    fprintf(out, "box %dx%d\ngrids %d\ndiagonals %d\n", g->box_rows, g->box_cols, g->ngrids,
            g->diagonals);
    if (st.has_seed)
        fprintf(out, "seed %llu\n", (unsigned long long)st.seed);
    /* tenths of a second, written without printf's %f: the game runs under
     * the user's locale, whose decimal point may be a comma */
    double e = st.elapsed < 0 ? 0 : st.elapsed > 999999999 ? 999999999 : st.elapsed;
    long long tenths = (long long)(e * 10 + 0.5);
    fprintf(out, "elapsed %lld.%lld\ncomputer %d\n", tenths / 10, tenths % 10, st.by_computer);
    fprintf(out, "level %s\ngraded %s\n",
            level_name(level_can_ask(rec.level_asked) ? rec.level_asked : LEVEL_UNKNOWN),
            level_name(st.level));
    fprintf(out, "hints %d\nreveals %d\nchecks %d\nsolved-at %d\ncursor %d\n", rec.hints,
            rec.reveals, rec.checks, rec.computer_move, rec.cursor);
    if (rec.mark >= 0)
        fprintf(out, "bookmark %d\n", rec.mark);
    else
        fputs("bookmark none\n", out);
    fputs("givens\n", out);
    io_write_rows(out, g, st.givens);
    fputs("values\n", out);
    io_write_rows(out, g, st.vals);
    fputs("notes\n", out);
    write_notes(out, g, st.notes);
}

int savefile_write(const game *gm, FILE *out)
{
    const geom *g = game_view(gm).g;
    write_head(gm, out);
    int count, done, base_computer;
    const game_move *moves = game_history(gm, &count, &done);
    fprintf(out, "history %d %d\n", count, done);
    const grid_mask *base_notes;
    const uint8_t *base = game_history_base(gm, &base_notes, &base_computer);
    if (base) {
        fprintf(out, "base %d\n", base_computer);
        io_write_rows(out, g, base);
        write_notes(out, g, base_notes);
    }
    for (int i = 0; i < count; i++)
        write_move(out, &moves[i]);
    fputs("end\n", out);
    return ferror(out) ? -1 : 0;
}

int savefile_fit(game *gm)
{
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    if (!f)
        return 0;
    write_head(gm, f);
    long head = ftell(f);
    int count, done;
    const game_move *moves = game_history(gm, &count, &done);
    long *at = xmalloc(sizeof *at * (size_t)(count + 1));
    for (int i = 0; i < count; i++) {
        at[i] = ftell(f);
        write_move(f, &moves[i]);
    }
    at[count] = ftell(f);
    fclose(f);
    free(text);
    /* the rows a 'base' adds are as long as the values and notes: less than the head */
    long budget = SAVEFILE_BUDGET - 2 * head - 64, oldest = 0, newest = 0;
    long total = at[count] - at[0];
    while (total > budget && oldest < done)
        total -= at[oldest + 1] - at[oldest], oldest++;
    while (total > budget && newest < count - done)
        total -= at[count - newest] - at[count - newest - 1], newest++;
    free(at);
    if (oldest || newest)
        game_drop_history(gm, (int)oldest, (int)newest);
    return (int)(oldest + newest);
}