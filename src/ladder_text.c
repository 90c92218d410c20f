/* ladder_text.c - a ladder step in words: the one place a step's sentence is
 * made, from the step's data alone (ladder_step), one sentence maker a
 * technique. The finders (ladder.c) say nothing. */
#include "ladder.h"

#include <stdarg.h>
#include <stdio.h>

/* A sentence being written. */
typedef struct text {
    const geom *g;
    char *buf;
    size_t len, used;
    int all; /* every cell named (ladder_step_text_all), else at most 4 */
} text;

__attribute__((format(printf, 2, 3))) static void put(text *t, const char *fmt, ...)
{
    if (t->used >= t->len)
        return;
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(t->buf + t->used, t->len - t->used, fmt, ap);
    va_end(ap);
    if (w > 0)
        t->used += (size_t)w < t->len - t->used ? (size_t)w : t->len - t->used - 1;
}

static void put_cell(text *t, int cell)
{
    char name[32];
    grid_cell_name(t->g, cell, name, sizeof name);
    put(t, "%s", name);
}

/* "A r1c4, A r1c5": every cell with all, else at most four ("... and 3 more"). */
static void put_cells(text *t, const int *cells, int count)
{
    int shown = count > 4 && !t->all ? 3 : count;
    for (int i = 0; i < shown; i++) {
        put(t, i ? ", " : "");
        put_cell(t, cells[i]);
    }
    if (shown < count)
        put(t, " and %d more", count - shown);
}

/* Symbol v as a sentence names it (grid_symbol_text); "?" for none. */
static void put_sym(text *t, int v)
{
    char b[8];
    if (v)
        grid_symbol_text(t->g, v, b, sizeof b);
    put(t, "%s", v ? b : "?");
}

/* "1, 2 and 5" */
static void put_values(text *t, grid_mask m)
{
    int count = grid_mask_count(m);
    for (int i = 0; m; m &= m - 1, i++) {
        put(t, "%s", i == 0 ? "" : i == count - 1 ? " and " : ", ");
        put_sym(t, grid_mask_lowest(m));
    }
}

static const char *const KIND_NAMES[4] = { "row", "column", "box", "diagonal" };
static const char *const DIAG_NAMES[2] = { "the main diagonal", "the anti-diagonal" };

/* "row 3", "box r4-6 c1-3" (grid_box_name), "the main diagonal", then
 * " of A" with_grid in a pair. */
static void put_unit_as(text *t, int u, int with_grid)
{
    const geom *g = t->g;
    char box[32];
    if (geom_unit_kind(g, u) == GEOM_DIAG) {
        put(t, "%s", DIAG_NAMES[geom_unit_index(g, u)]);
    } else if (geom_unit_kind(g, u) == GEOM_BOX) {
        grid_box_name(g, g->units[(size_t)u * g->n], box, sizeof box);
        put(t, "%s", box);
    } else {
        put(t, "%s %d", KIND_NAMES[geom_unit_kind(g, u)], geom_unit_index(g, u) + 1);
    }
    if (with_grid && g->ngrids == 2)
        put(t, " of %c", geom_unit_grid(g, u) ? 'B' : 'A');
}

/* "row 3 of A" (no grid for a single grid) */
static void put_unit(text *t, int u) { put_unit_as(t, u, 1); }

/* The technique's name as a sentence starts it ("Hidden single"). */
static void put_tech(text *t, ladder_tech tech)
{
    char name[32];
    snprintf(name, sizeof name, "%s", ladder_tech_name(tech));
    name[0] = (char)(name[0] >= 'a' && name[0] <= 'z' ? name[0] - 'a' + 'A' : name[0]);
    put(t, "%s", name);
}

/* The value a fish, chain, trial or locked set is about: the lowest of the
 * step's values, 0 when it names none. */
static int step_value(const ladder_step *s)
{
    return s->values ? grid_mask_lowest(s->values) : 0;
}

/* ---- one sentence maker a technique, after "Technique: " ---- */

/* The pair rule, through the twins of cells (count of them) that hold v:
 * "B r3c4 holds '7', so its twin A r3c4 cannot" ("...hold '7', so their
 * twins ... cannot" for several). */
static void put_pair_rule(text *t, const int *cells, int count, int v)
{
    int twins[LADDER_MAX_BASIS];
    for (int i = 0; i < count; i++)
        twins[i] = geom_twin(t->g, cells[i]);
    put_cells(t, cells, count);
    put(t, " hold%s ", count > 1 ? "" : "s");
    put_sym(t, v);
    put(t, ", so %s ", count > 1 ? "their twins" : "its twin");
    put_cells(t, twins, count);
    put(t, " cannot; ");
}

static void say_naked_single(text *t, const ladder_step *s)
{
    /* the twin whose value only the pair rule keeps out of the cell */
    for (int i = 0; s->pair && i < s->nbasis; i++)
        if (s->basis[i] == geom_twin(t->g, s->cell))
            put_pair_rule(t, &s->basis[i], 1, s->basis_value[i]);
    put_sym(t, s->value);
    put(t, " is the only value left for ");
    put_cell(t, s->cell);
}

static void say_hidden_single(text *t, const ladder_step *s)
{
    const geom *g = t->g;
    if (s->pair) {
        /* the cells across the pair holding the value: their twins, in the
         * unit, cannot hold it */
        int across[LADDER_MAX_BASIS], count = 0;
        for (int i = 0; i < s->nbasis; i++)
            if (geom_grid_of(g, s->basis[i]) != geom_grid_of(g, s->cell))
                across[count++] = s->basis[i];
        put_pair_rule(t, across, count, s->value);
    }
    if (geom_unit_kind(g, s->unit) == GEOM_DIAG) {
        /* "A r3c3 is the only place for '7' on the main diagonal of A" */
        put_cell(t, s->cell);
        put(t, " is the only place for ");
        put_sym(t, s->value);
        put(t, " on ");
        put_unit(t, s->unit);
        return;
    }
    put_sym(t, s->value);
    put(t, " can only go at ");
    put_cell(t, s->cell);
    put(t, " in its %s", KIND_NAMES[geom_unit_kind(g, s->unit)]);
}

/* The unit a pointing or claiming step's places share: the line of a
 * pointing box (the row of its places, else their column or diagonal), the
 * box of a claiming line; the eliminations lie in it. */
static int locked_other(const geom *g, const ladder_step *s)
{
    int us[GEOM_CELL_UNITS], nu = geom_cell_units(g, s->elim_cell[0], us);
    for (int i = 0; i < nu; i++) {
        int all = us[i] != s->unit;
        for (int b = 0; b < s->nbasis && all; b++)
            all = geom_in_unit(g, s->basis[b], us[i]);
        if (all)
            return us[i];
    }
    return s->unit; /* not reached: the step's eliminations lie in that unit */
}

static void say_locked(text *t, const ladder_step *s)
{
    int other = locked_other(t->g, s);
    put(t, "in ");
    put_unit(t, s->unit);
    put(t, ", ");
    put_sym(t, step_value(s));
    put(t, " can only go in ");
    put_unit_as(t, other, 0);
    put(t, ", so ");
    put_sym(t, step_value(s));
    put(t, " leaves ");
    put_cells(t, s->elim_cell, s->nelim);
}

static void say_naked_subset(text *t, const ladder_step *s)
{
    put_cells(t, s->basis, s->nbasis);
    put(t, " hold only ");
    put_values(t, s->values);
    put(t, ", so those leave the rest of ");
    put_unit(t, s->unit);
    put(t, ": ");
    put_cells(t, s->elim_cell, s->nelim);
}

static void say_hidden_subset(text *t, const ladder_step *s)
{
    put(t, "in ");
    put_unit(t, s->unit);
    put(t, ", ");
    put_values(t, s->values);
    put(t, " fit only at ");
    put_cells(t, s->basis, s->nbasis);
    put(t, ", so other values leave them");
}

/* "1, 5": the lines of a bit set (bit i: line i + 1). */
static void put_lines(text *t, uint64_t lines)
{
    for (uint64_t m = lines; m; m &= m - 1)
        put(t, "%d%s", grid_mask_lowest(m), (m & (m - 1)) ? ", " : "");
}

static void say_fish(text *t, const ladder_step *s)
{
    const geom *g = t->g;
    /* the base lines and the cover lines, from the fish's cells */
    int kind = geom_unit_kind(g, s->unit);
    uint64_t base = 0, cover = 0;
    for (int i = 0; i < s->nbasis; i++) {
        int b = s->basis[i];
        base |= (uint64_t)1 << (kind == 0 ? geom_row(g, b) : geom_col(g, b));
        cover |= (uint64_t)1 << (kind == 0 ? geom_col(g, b) : geom_row(g, b));
    }
    put(t, "in %ss ", KIND_NAMES[kind]);
    put_lines(t, base);
    if (g->ngrids == 2)
        put(t, " of %c", geom_unit_grid(g, s->unit) ? 'B' : 'A');
    put(t, ", ");
    put_sym(t, step_value(s));
    put(t, " can only go in %ss ", KIND_NAMES[1 - kind]);
    put_lines(t, cover);
    put(t, ", so ");
    put_sym(t, step_value(s));
    put(t, " leaves the rest of those %ss: ", KIND_NAMES[1 - kind]);
    put_cells(t, s->elim_cell, s->nelim);
}

static void say_pair_chain(text *t, const ladder_step *s)
{
    for (int i = 0; i < s->nbasis; i++) {
        put(t, i ? " - " : "");
        put_cell(t, s->basis[i]);
    }
    /* each link across the pair: the twin the rule acts through */
    int links = 0;
    for (int i = 0; i + 1 < s->nbasis; i++) {
        if (geom_twin(t->g, s->basis[i]) != s->basis[i + 1])
            continue;
        put(t, links++ ? "; if " : " (if ");
        put_cell(t, s->basis[i]);
        put(t, " holds ");
        put_sym(t, s->basis_value[i]);
        put(t, ", its twin ");
        put_cell(t, s->basis[i + 1]);
        put(t, " cannot");
    }
    put(t, links ? ")" : "");
    put(t, ": one end holds ");
    put_sym(t, step_value(s));
    put(t, ", so ");
    put_sym(t, step_value(s));
    put(t, " leaves ");
    put_cells(t, s->elim_cell, s->nelim);
}

static void say_trial(text *t, const ladder_step *s)
{
    put_sym(t, step_value(s));
    put(t, " at ");
    put_cell(t, s->elim_cell[0]);
    put(t, " leads by singles to a contradiction, so ");
    put_sym(t, step_value(s));
    put(t, " leaves it");
}

/* The sentence makers, in ladder_tech order. */
static void (*const SAY[TECH_COUNT])(text *t, const ladder_step *s) = {
    [TECH_NAKED_SINGLE] = say_naked_single,   [TECH_HIDDEN_SINGLE] = say_hidden_single,
    [TECH_POINTING] = say_locked,             [TECH_CLAIMING] = say_locked,
    [TECH_NAKED_PAIR] = say_naked_subset,     [TECH_HIDDEN_PAIR] = say_hidden_subset,
    [TECH_NAKED_TRIPLE] = say_naked_subset,   [TECH_HIDDEN_TRIPLE] = say_hidden_subset,
    [TECH_XWING] = say_fish,                  [TECH_SWORDFISH] = say_fish,
    [TECH_PAIR_CHAIN] = say_pair_chain,       [TECH_TRIAL] = say_trial,
};

static void step_text(const geom *g, const ladder_step *s, char *buf, size_t len, int all)
{
    text t = { g, buf, len, 0, all };
    if (!len)
        return;
    buf[0] = '\0';
    put_tech(&t, s->tech);
    put(&t, ": ");
    if ((unsigned)s->tech < TECH_COUNT)
        SAY[s->tech](&t, s);
}

void ladder_step_text(const geom *g, const ladder_step *s, char *buf, size_t len)
{
    step_text(g, s, buf, len, 0);
}

void ladder_step_text_all(const geom *g, const ladder_step *s, char *buf, size_t len)
{
    step_text(g, s, buf, len, 1);
}

void ladder_step_where(const geom *g, const ladder_step *s, char *buf, size_t len)
{
    text t = { g, buf, len, 0, 0 };
    if (!len)
        return;
    buf[0] = '\0';
    put_tech(&t, s->tech);
    if (s->unit >= 0) {
        put(&t, " in ");
        put_unit(&t, s->unit);
    } else if (s->cell >= 0 && s->tech == TECH_NAKED_SINGLE) {
        put(&t, " at ");
        put_cell(&t, s->cell);
    } else {
        put(&t, " on the highlighted cells");
    }
}
