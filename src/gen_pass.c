/* gen_pass.c - the passes of a try over its givens: its random solution,
 * its order, the ladder's pass, and the passes that make a try of each way
 * (a level; maximal in two passes; maximal in one). */
#define _POSIX_C_SOURCE 200809L
#include "gen_int.h"

#include <stdlib.h>
#include <string.h>

#include "ladder.h"
#include "logic.h"
#include "sat.h"

int gen_stopping(void *ctx)
{
    gen_ctx *c = ctx;
    return atomic_load(&c->run->stop) || atomic_load(&c->run->winner) < c->index;
}

/* The share of a try's cells (in percent) that its first pass counts for
 * when it makes two: the singles pass takes about a tenth of the time of
 * the pass after it (bench/README.md), so the cells it decides count for a
 * tenth, and the bar moves with the time a try takes. */
enum { FIRST_PASS_SHARE = 10 };

int gen_cancelled(gen_ctx *c)
{
    long n = c->g->ncells, decided = n - c->left, done;
    if (c->phases == 1)
        done = decided;
    else if (c->phase == 0)
        done = decided * FIRST_PASS_SHARE / 100;
    else
        done = n * FIRST_PASS_SHARE / 100 + decided * (100 - FIRST_PASS_SHARE) / 100;
    /* a repair asks the pass again: the bar waits rather than goes back */
    atomic_int *slot = &c->run->tries[c->index].done;
    if (done > atomic_load(slot))
        atomic_store(slot, (int)done);
    return gen_stopping(c);
}

/* A random complete pair: a random first row of A and random preferred values
 * make picosat wander to a different solution for every seed. */
static int random_solution(gen_ctx *c, uint8_t *solution)
{
    const geom *g = c->g;
    uint8_t *pref = xmalloc((size_t)g->ncells);
    grid_mask *cand = xmalloc(sizeof *cand * (size_t)g->ncells);
    for (int cell = 0; cell < g->ncells; cell++)
        pref[cell] = (uint8_t)(1 + rng_below(&c->r, (uint32_t)g->n));
    int perm[GRID_NMAX];
    for (int v = 0; v < g->n; v++)
        perm[v] = v + 1;
    rng_shuffle(&c->r, perm, g->n);
    memset(solution, 0, (size_t)g->ncells);
    for (int col = 0; col < g->n; col++)
        solution[geom_cell(g, 0, 0, col)] = (uint8_t)perm[col];
    logic_candidates(g, solution, cand, 1);
    int res = sat_solve_open(g, solution, cand, pref, gen_stopping, c, solution);
    free(cand);
    free(pref);
    return res;
}

int gen_new_attempt(gen_ctx *c, uint8_t *puzzle, uint8_t *solution)
{
    if (random_solution(c, solution) != 1)
        return -1;
    memcpy(puzzle, solution, (size_t)c->g->ncells);
    for (int cell = 0; cell < c->g->ncells; cell++)
        c->order[cell] = cell;
    rng_shuffle(&c->r, c->order, c->g->ncells);
    return 0;
}

int gen_ladder_finishes(gen_ctx *c, const uint8_t *puzzle, level_id max)
{
    memcpy(c->work, puzzle, (size_t)c->g->ncells);
    ladder_candidates(c->g, c->work, c->cand);
    return ladder_solve(c->g, c->work, c->cand, max, NULL) == 1;
}

void gen_pass_begin(gen_ctx *c, const uint8_t *puzzle, int phase)
{
    const geom *g = c->g;
    memset(c->tried, 0, (size_t)c->run->orbits.n);
    memset(c->ucount, 0, sizeof *c->ucount * (size_t)g->nunits);
    memset(c->dcount, 0, sizeof *c->dcount * (size_t)g->nunits);
    c->left = c->givens = 0;
    for (int cell = 0; cell < g->ncells; cell++)
        if (puzzle[cell]) {
            c->left++;
            c->givens++;
            for (int u = 0; u < 3; u++)
                c->ucount[g->cell_units[cell * 3 + u]]++;
        }
    c->pos = 0;
    c->phase = phase;
}

/* The givens of the units of orbit o's cells, counted together; in the SAT
 * pass first of all those of a unit holding a deferred given (one no
 * solution needs but the ladder does): emptying its peers is what may make
 * another solution need it by the end. */
static long orbit_fullness(const gen_ctx *c, int o)
{
    const gen_orbits *orb = &c->run->orbits;
    long sum = 0;
    for (int i = 0; i < orb->size[o]; i++) {
        const int *units = c->g->cell_units + orb->cells[o * 4 + i] * 3;
        sum += c->ucount[units[0]] + c->ucount[units[1]] + c->ucount[units[2]];
        sum += (long)c->g->n * 3 *
               (c->dcount[units[0]] + c->dcount[units[1]] + c->dcount[units[2]]);
    }
    return sum;
}

/* The next orbit: in the SAT pass (phase 1) one a repair marked in c->first
 * before all others; then, where the way goes fullest first, the one whose
 * units are fullest (orbit_fullness, per cell; ties by c->rank), else the
 * next in c->order. */
int gen_pass_next(gen_ctx *c, const uint8_t *puzzle)
{
    const gen_orbits *orb = &c->run->orbits;
    int best = -1;
    for (int o = 0; o < orb->n && best < 0 && c->phase == 1; o++)
        if (c->first[o] && !c->tried[o] && puzzle[orb->cells[o * 4]])
            best = o;
    if (best >= 0) {
    } else if (c->run->way->fullest_first) {
        long best_sum = 0;
        for (int o = 0; o < orb->n; o++) {
            if (c->tried[o] || !puzzle[orb->cells[o * 4]])
                continue;
            long sum = orbit_fullness(c, o), a = sum * (best < 0 ? 1 : orb->size[best]),
                 b = best_sum * orb->size[o];
            if (best < 0 || a > b || (a == b && c->rank[o] < c->rank[best]))
                best = o, best_sum = sum;
        }
    } else {
        while (best < 0 && c->pos < c->g->ncells) {
            int o = orb->of[c->order[c->pos++]];
            if (!c->tried[o] && puzzle[orb->cells[o * 4]])
                best = o;
        }
    }
    if (best >= 0) {
        c->tried[best] = 1;
        c->left -= orb->size[best];
    }
    return best;
}

void gen_orbit_set(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, int o, int clear)
{
    const gen_orbits *orb = &c->run->orbits;
    for (int i = 0; i < orb->size[o]; i++) {
        int cell = orb->cells[o * 4 + i];
        puzzle[cell] = clear ? 0 : solution[cell];
        c->givens += clear ? -1 : 1;
        for (int u = 0; u < 3; u++)
            c->ucount[c->g->cell_units[cell * 3 + u]] += clear ? -1 : 1;
    }
}

int gen_orbit_empties_unit(const gen_ctx *c, int o)
{
    const gen_orbits *orb = &c->run->orbits;
    int floor = gen_unit_floor(c->g, c->run->way->floor, c->givens);
    for (int i = 0; i < orb->size[o]; i++)
        for (int u = 0; u < 3; u++)
            if (c->ucount[c->g->cell_units[orb->cells[o * 4 + i] * 3 + u]] < floor)
                return 1;
    return 0;
}

int gen_orbit_given(const gen_ctx *c, const uint8_t *puzzle, int o)
{
    return puzzle[c->run->orbits.cells[o * 4]] != 0;
}

/* Up to this many symbols the level pass asks a short search before the
 * ladder (gen_surely_needed): where the ladder cannot finish a puzzle it
 * tries every rung before it gives up, dearer than the search at 9x9 and
 * cheaper from 16x16 on (bench/README.md). */
enum { SURE_MAX_N = 9 };

/* Empties, orbit by orbit (gen_pass_next), every orbit of givens whose
 * removal the ladder up to max still finishes (above singles and up to 9x9
 * a short search first: an orbit some other solution needs is kept without
 * the ladder, which could not finish the puzzle without it); keep_units keeps the fewest
 * givens a unit may keep (the way's floor). The orbits kept for that are
 * tried again until none goes, as the floor falls with the givens: in the
 * end every orbit is needed by the ladder or by the floor of the puzzle as
 * it is (the ladder needs no fewer givens for fewer givens). -1 if stopped. */
static int pass_ladder(gen_ctx *c, uint8_t *puzzle, const uint8_t *solution, level_id max,
                       int keep_units, int phase)
{
    int nkept = 0;
    gen_pass_begin(c, puzzle, phase);
    for (int o; (o = gen_pass_next(c, puzzle)) >= 0;) {
        if (gen_cancelled(c))
            return -1;
        gen_orbit_set(c, puzzle, solution, o, 1);
        if (keep_units && gen_orbit_empties_unit(c, o)) {
            gen_orbit_set(c, puzzle, solution, o, 0);
            c->deferred[nkept++] = o;
        } else if ((max > LEVEL_EASY && c->g->n <= SURE_MAX_N &&
                    gen_surely_needed(c, puzzle, solution, o)) ||
                   !gen_ladder_finishes(c, puzzle, max)) {
            gen_orbit_set(c, puzzle, solution, o, 0);
        }
    }
    for (int changed = 1; changed;) {
        changed = 0;
        for (int i = 0; i < nkept; i++) {
            int o = c->deferred[i];
            if (!puzzle[c->run->orbits.cells[o * 4]])
                continue;
            gen_orbit_set(c, puzzle, solution, o, 1);
            if (!gen_orbit_empties_unit(c, o) && gen_ladder_finishes(c, puzzle, max))
                changed = 1;
            else
                gen_orbit_set(c, puzzle, solution, o, 0);
        }
    }
    return 0;
}

/* 1 when the way keeps a floor in its passes (from 9x9 on). */
static int keeps_units(const gen_ctx *c)
{
    return c->run->way->floor != FLOOR_NONE && c->g->n >= 9;
}

int gen_try_level(gen_ctx *c, gen_try *t)
{
    level_id level = c->run->params->level;
    int keep = keeps_units(c);
    /* singles first: they empty most cells at a fraction of the cost */
    c->phases = 2;
    if (pass_ladder(c, t->puzzle, t->solution, LEVEL_EASY, keep, 0) < 0)
        return -1;
    memset(c->first, 0, (size_t)c->run->orbits.n);
    if (level > LEVEL_EASY && pass_ladder(c, t->puzzle, t->solution, level, keep, 1) < 0)
        return -1;
    t->level = ladder_level(c->g, t->puzzle);
    t->good = t->level == level;
    return 0;
}

int gen_try_maximal(gen_ctx *c, gen_try *t)
{
    const gen_way *way = c->run->way;
    uint8_t *puzzle = t->puzzle, *solution = t->solution;
    int keep = keeps_units(c), good = 1;
    c->phases = 2;
    if (pass_ladder(c, puzzle, solution, LEVEL_EASY, keep, 0) < 0)
        return -1;
    memset(c->first, 0, (size_t)c->run->orbits.n);
    /* a try that is not good is repaired: up to way->repairs times the SAT
     * pass again from where it started, the orbits that spoiled it (no
     * solution needs them, the ladder does) tried first, while the ladder
     * may still do without them; up to way->box_repairs times around those
     * orbits only (gen_repair_box); the witnesses found are kept through
     * the repairs, and a given whose witness still holds is not asked again */
    memcpy(c->start, puzzle, (size_t)c->g->ncells);
    if (c->wit)
        memset(c->haswit, 0, sizeof *c->haswit * (size_t)c->run->orbits.n);
    for (int round = 0;; round++) {
        if (gen_pass_sat(c, puzzle, solution, 1, keep, 1, &good) < 0)
            return -1;
        if (good || round == way->repairs)
            break;
        memcpy(puzzle, c->start, (size_t)c->g->ncells);
    }
    for (int round = 0; !good && round < way->box_repairs; round++)
        if (gen_repair_box(c, puzzle, solution, &good) < 0)
            return -1;
    t->level = ladder_level(c->g, puzzle);
    t->good = good && t->level <= LEVEL_FIENDISH && gen_well_spread(c->g, way->floor, puzzle);
    return 0;
}

/* A random band-preserving permutation of the rows (or columns): nbands
 * bands of size lines each. */
static void permute_lines(int size, int nbands, rng *r, int *map)
{
    int bands[GRID_KMAX], inner[GRID_KMAX];
    for (int i = 0; i < nbands; i++)
        bands[i] = i;
    rng_shuffle(r, bands, nbands);
    for (int b = 0; b < nbands; b++) {
        for (int i = 0; i < size; i++)
            inner[i] = i;
        rng_shuffle(r, inner, size);
        for (int j = 0; j < size; j++)
            map[b * size + j] = bands[b] * size + inner[j];
    }
}

/* Applies one random symmetry of the pair to both arrays: rows and columns
 * within bands and stacks, bands and stacks (not with diagonals), a
 * transposition (square boxes only), one relabelling
 * of the symbols for both grids, and which grid is A; only the last two when
 * the givens keep a symmetry of their own (keep_places). */
static void random_symmetry(const geom *g, rng *r, int keep_places, uint8_t *puzzle,
                            uint8_t *solution)
{
    int n = g->n, rows[GRID_NMAX], cols[GRID_NMAX], sym[GRID_NMAX + 1];
    permute_lines(g->box_rows, g->box_cols, r, rows);
    permute_lines(g->box_cols, g->box_rows, r, cols);
    if (keep_places || g->diagonals) /* moving lines would break a diagonal */
        for (int i = 0; i < n; i++)
            rows[i] = cols[i] = i;
    sym[0] = 0;
    for (int v = 1; v <= n; v++)
        sym[v] = v;
    rng_shuffle(r, sym + 1, n);
    int transpose = (int)rng_below(r, 2) && !keep_places && g->box_rows == g->box_cols;
    int swap = g->ngrids == 2 && rng_below(r, 2);
    uint8_t *tmp = xmalloc((size_t)g->ncells);
    uint8_t *arrays[2] = { puzzle, solution };
    for (int a = 0; a < 2; a++) {
        for (int cell = 0; cell < g->ncells; cell++) {
            int nr = rows[geom_row(g, cell)], nc = cols[geom_col(g, cell)];
            int ng = swap ? 1 - geom_grid_of(g, cell) : geom_grid_of(g, cell);
            tmp[transpose ? geom_cell(g, ng, nc, nr) : geom_cell(g, ng, nr, nc)] =
                (uint8_t)sym[arrays[a][cell]];
        }
        memcpy(arrays[a], tmp, (size_t)g->ncells);
    }
    free(tmp);
}

/* A try of one pass (naive or rows) made: good when it has no empty cross
 * (the rows pass cannot leave one; naive might; rows always leaves some
 * rows empty, so no more is asked of either). */
static int one_pass_made(gen_ctx *c, gen_try *t)
{
    t->good = !gen_empty_cross(c->g, t->puzzle);
    t->level = ladder_level(c->g, t->puzzle);
    return 0;
}

int gen_try_naive(gen_ctx *c, gen_try *t)
{
    c->phases = 1;
    if (gen_pass_naive(c, t->puzzle, t->solution) < 0)
        return -1;
    return one_pass_made(c, t);
}

int gen_try_rows(gen_ctx *c, gen_try *t)
{
    int good = 1;
    c->phases = 1;
    if (gen_pass_sat(c, t->puzzle, t->solution, 0, 0, 0, &good) < 0)
        return -1;
    random_symmetry(c->g, &c->r, c->run->symmetry != KIND_SYM_NONE, t->puzzle, t->solution);
    return one_pass_made(c, t);
}

/* Grid A row by row from the top, B from the bottom (so no row is
 * emptied in both grids), position by position. */
void gen_order_rows(gen_ctx *c)
{
    const geom *g = c->g;
    int i = 0, n = g->n, *order = c->order;
    for (int r = 0; r < n; r++)
        for (int col = 0; col < n; col++)
            for (int gr = 0; gr < g->ngrids; gr++)
                order[i++] = gr == 0 ? geom_cell(g, 0, r, col) : geom_cell(g, 1, n - 1 - r, n - 1 - col);
}

/* The boxes of every grid in a random order, the cells of each box in a
 * random order. */
void gen_order_boxes(gen_ctx *c)
{
    const geom *g = c->g;
    int n = g->n, nboxes = g->ngrids * n, boxes[2 * GRID_NMAX], i = 0, *order = c->order;
    for (int b = 0; b < nboxes; b++)
        boxes[b] = b;
    rng_shuffle(&c->r, boxes, nboxes);
    for (int b = 0; b < nboxes; b++) {
        int unit = geom_unit(g, boxes[b] / n, GEOM_BOX, boxes[b] % n);
        for (int j = 0; j < n; j++)
            order[i + j] = g->units[(size_t)unit * n + j];
        rng_shuffle(&c->r, order + i, n);
        i += n;
    }
}
