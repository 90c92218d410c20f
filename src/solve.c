/* solve.c - solve, count up to two, and why there is no solution: the one
 * place that says how a puzzle is answered, for the command line and the game. */
#include "solve.h"

#include <stdlib.h>
#include <string.h>

#include "cnf.h"
#include "logic.h"
#include "sat.h"
#include "util.h"

/* Propagates the givens of puzzle into work and cand (g->ncells each).
 * Returns 0 when the puzzle has no solution (a clash or a contradiction),
 * 1 when work and cand hold the open part left for the solver. */
static int prepare(const geom *g, const uint8_t *puzzle, uint8_t *work, grid_mask *cand)
{
    memcpy(work, puzzle, (size_t)g->ncells);
    if (grid_conflicts(g, puzzle, NULL) != 0)
        return 0;
    logic_candidates(g, work, cand, 1);
    return logic_singles(g, work, cand, -1, NULL) >= 0;
}

/* Small puzzles (n <= 9: 9x9 grids and pairs, and smaller) are finished by a
 * search over propagation before picosat is set up: the open cell with the
 * fewest candidates gets each of them in turn, propagation follows, and a
 * contradiction backs up. Measured: on minimal 9x9 puzzles most of the time
 * went to building and freeing a picosat instance for a few dozen open cells.
 * search_limit bounds the work; past it picosat gets the puzzle as before. */
enum { SEARCH_MAX_N = 9, SEARCH_NODES = 2000 };
static long search_limit = SEARCH_NODES;

void solve_set_search_limit(long nodes) { search_limit = nodes < 0 ? SEARCH_NODES : nodes; }

typedef struct search {
    const geom *g;
    uint8_t *vals;       /* one copy of the cells per depth */
    grid_mask *cand;     /* and of the candidates */
    long nodes, limit;
    const uint8_t *pref; /* a value to try first at each cell, or NULL */
    rng *r;              /* random ties and value order, or NULL: in order */
    int want;            /* the solutions to find before stopping: 1, or 2 to count */
    int found;           /* found so far */
    uint8_t *first;      /* counting: the first solution found */
} search;

/* The open cell to branch on: one with the fewest candidates (the first with
 * two in order; with an rng, any of the fewest at random). -1 when none is
 * open. Built twice where gcc can: with the popcnt instruction, taken at
 * load time on a processor that has it, and without (this scan counts every
 * open cell at every node of a search). */
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
__attribute__((target_clones("popcnt", "default")))
#endif
static int branch_cell(const search *sr, const uint8_t *vals, const grid_mask *cand)
{
    const geom *g = sr->g;
    int best = -1, fewest = g->n + 1, ties = 0;
    for (int cell = 0; cell < g->ncells; cell++) {
        if (vals[cell])
            continue;
        int c = grid_mask_count(cand[cell]);
        if (c < fewest) {
            fewest = c;
            best = cell;
            ties = 1;
            if (c <= 2 && !sr->r)
                break;
        } else if (c == fewest && sr->r && rng_below(sr->r, (uint32_t)++ties) == 0) {
            best = cell;
        }
    }
    return best;
}

/* 1 solved (the answer is at level depth), 0 no solution, -1 over budget. */
static int search_from(search *sr, int depth)
{
    const geom *g = sr->g;
    size_t nc = (size_t)g->ncells;
    uint8_t *vals = sr->vals + nc * (size_t)depth;
    grid_mask *cand = sr->cand + nc * (size_t)depth;
    int best = branch_cell(sr, vals, cand);
    if (best < 0 && sr->want > 1) { /* counting: keep the first, go on to a second */
        if (sr->found++ == 0)
            memcpy(sr->first, vals, nc);
        return sr->found >= sr->want;
    }
    if (best < 0)
        return 1;
    /* the preferred value first, then the others (shuffled with an rng) */
    int order[GRID_NMAX], nvalues = 0, first = 0;
    grid_mask m = cand[best];
    if (sr->pref && sr->pref[best] && (m & grid_bit(sr->pref[best]))) {
        order[nvalues++] = sr->pref[best];
        m &= ~grid_bit(sr->pref[best]);
        first = 1;
    }
    for (; m; m &= m - 1)
        order[nvalues++] = grid_mask_lowest(m);
    if (sr->r)
        rng_shuffle(sr->r, order + first, nvalues - first);
    uint8_t *nvals = vals + nc;
    grid_mask *ncand = cand + nc;
    for (int i = 0; i < nvalues; i++) {
        if (++sr->nodes > sr->limit)
            return -1;
        memcpy(nvals, vals, nc);
        memcpy(ncand, cand, nc * sizeof *cand);
        if (logic_assume(g, nvals, ncand, best, order[i]) < 0)
            continue;
        int res = search_from(sr, depth + 1);
        if (res != 0) {
            if (res > 0)
                memcpy(vals, nvals, nc);
            return res;
        }
    }
    return 0;
}

/* Finishes work (propagated, with cand) by search runs of limit nodes each:
 * 1 solved, 0 no solution (a run went through the whole search), -1 when
 * every run hit its limit. With an rng each run takes other ties and value
 * orders; without, one run is all there is. */
static int search_solve(const geom *g, uint8_t *work, grid_mask *cand, const uint8_t *pref,
                        rng *r, int runs, long limit)
{
    size_t nc = (size_t)g->ncells;
    /* a copy a depth; a run goes no deeper than its open cells, nor than its
     * node limit (each depth costs a node): at 25x25 a short run needs a
     * few hundred copies, not one an open cell */
    long open = g->ncells - grid_count_filled(g, work);
    size_t depths = (size_t)(open < limit ? open : limit) + 1;
    search sr = { g, xmalloc(nc * depths), xmalloc(nc * depths * sizeof *cand), 0, limit, pref, r,
                  1, 0, NULL };
    int res = -1;
    for (int run = 0; run < (r ? runs : 1) && res < 0; run++) {
        memcpy(sr.vals, work, nc);
        memcpy(sr.cand, cand, nc * sizeof *cand);
        sr.nodes = 0;
        res = search_from(&sr, 0);
    }
    if (res > 0)
        memcpy(work, sr.vals, nc);
    free(sr.vals);
    free(sr.cand);
    return res;
}

int solve_search_near(const geom *g, uint8_t *work, grid_mask *cand, const uint8_t *pref,
                      uint64_t seed, int runs, long nodes)
{
    if (search_limit == 0)
        return -1; /* solve_set_search_limit(0): picosat answers everything */
    rng r;
    rng_seed(&r, seed);
    return search_solve(g, work, cand, pref, &r, runs, nodes);
}

int solve_puzzle(const geom *g, const uint8_t *puzzle, uint8_t *answer)
{
    grid_mask *cand = xmalloc(sizeof *cand * (size_t)g->ncells);
    uint8_t *work = xmalloc((size_t)g->ncells);
    int res = prepare(g, puzzle, work, cand);
    int found = res && g->n <= SEARCH_MAX_N ? search_solve(g, work, cand, NULL, NULL, 1,
                                                                     search_limit)
                                            : -1;
    if (found >= 0) {
        res = found;
        if (found)
            memcpy(answer, work, (size_t)g->ncells);
    } else {
        res = res && sat_solve_open(g, work, cand, NULL, NULL, NULL, answer) == 1;
    }
    free(work);
    free(cand);
    return res;
}

/* Counts the solutions of work (propagated, with cand) up to two by one
 * search of at most search_limit nodes, as solve_puzzle's search goes: 0, 1
 * or 2, the first into sol (may be NULL); -1 when the search hit its limit
 * (no answer: ask picosat). */
static int search_count(const geom *g, const uint8_t *work, const grid_mask *cand,
                        uint8_t *sol)
{
    size_t nc = (size_t)g->ncells;
    long open = g->ncells - grid_count_filled(g, work);
    size_t depths = (size_t)(open < search_limit ? open : search_limit) + 1;
    search sr = { g, xmalloc(nc * depths), xmalloc(nc * depths * sizeof *cand), 0, search_limit,
                  NULL, NULL, 2, 0, xmalloc(nc) };
    memcpy(sr.vals, work, nc);
    memcpy(sr.cand, cand, nc * sizeof *cand);
    int res = search_from(&sr, 0) < 0 ? -1 : sr.found;
    if (res > 0 && sol)
        memcpy(sol, sr.first, nc);
    free(sr.first);
    free(sr.vals);
    free(sr.cand);
    return res;
}

solve_answer solve_count(const geom *g, const uint8_t *puzzle, uint8_t *sol)
{
    grid_mask *cand = xmalloc(sizeof *cand * (size_t)g->ncells);
    uint8_t *work = xmalloc((size_t)g->ncells);
    sat_answer a = SAT_NONE;
    if (prepare(g, puzzle, work, cand)) {
        /* small puzzles: the search first, as solve_puzzle does */
        int found = g->n <= SEARCH_MAX_N && search_limit > 0 ? search_count(g, work, cand, sol)
                                                             : -1;
        a = found == 0   ? SAT_NONE
            : found == 1 ? SAT_UNIQUE
            : found == 2 ? SAT_MULTIPLE
                         : sat_count_open(g, work, cand, sol);
    }
    free(work);
    free(cand);
    return a == SAT_NONE ? SOLVE_NONE : a == SAT_UNIQUE ? SOLVE_UNIQUE
                                      : a == SAT_MULTIPLE ? SOLVE_MULTIPLE : SOLVE_UNKNOWN;
}

struct solve_ctx {
    const geom *g;
    sat *s; /* made at the first question */
};

solve_ctx *solve_ctx_new(const geom *g)
{
    solve_ctx *sc = xcalloc(1, sizeof *sc);
    sc->g = g;
    return sc;
}

void solve_ctx_free(solve_ctx *sc)
{
    if (!sc)
        return;
    sat_free(sc->s);
    free(sc);
}

static sat *ctx_solver(solve_ctx *sc)
{
    if (!sc->s)
        sc->s = sat_new(sc->g);
    return sc->s;
}

int solve_follow(solve_ctx *sc, const uint8_t *vals, uint8_t *sol)
{
    return sat_solve(ctx_solver(sc), vals, -1, 0, sol) == 1;
}

int solve_forced(solve_ctx *sc, const uint8_t *vals, int cell, int v)
{
    return sat_forced(ctx_solver(sc), vals, cell, v) == 1;
}

int solve_given_needed(const geom *g, const uint8_t *puzzle, int cell)
{
    grid_mask *cand = xmalloc(sizeof *cand * (size_t)g->ncells);
    uint8_t *work = xmalloc((size_t)g->ncells);
    memcpy(work, puzzle, (size_t)g->ncells);
    work[cell] = 0;
    int res = 0;
    if (grid_conflicts(g, work, NULL) == 0) {
        logic_candidates(g, work, cand, 1);
        cand[cell] &= ~grid_bit(puzzle[cell]);
        res = logic_singles(g, work, cand, -1, NULL) >= 0 &&
              sat_solve_open(g, work, cand, NULL, NULL, NULL, NULL) == 1;
    }
    free(work);
    free(cand);
    return res;
}

/* The first two givens that clash directly, in cell order; 0 when none do. */
static int first_clash(const geom *g, const uint8_t *puzzle, int *a, int *b)
{
    for (int cell = 0; cell < g->ncells; cell++) {
        if (!puzzle[cell])
            continue;
        int np;
        const int *p = geom_peers(g, cell, &np);
        for (int i = 0; i < np; i++) {
            if (p[i] > cell && puzzle[p[i]] == puzzle[cell]) {
                *a = cell;
                *b = p[i];
                return 1;
            }
        }
    }
    return 0;
}

int solve_why_none(const geom *g, const uint8_t *puzzle, solve_why *why)
{
    memset(why, 0, sizeof *why);
    int a, b;
    if (first_clash(g, puzzle, &a, &b)) {
        why->clash = 1;
        why->ncells = 2;
        why->cells = xmalloc(2 * sizeof *why->cells);
        why->cells[0] = a;
        why->cells[1] = b;
        return 1;
    }
    size_t nc = (size_t)g->ncells;
    sat *s = sat_new(g);
    uint8_t *keep = xmalloc(nc), *core = xmalloc(nc);
    memcpy(keep, puzzle, nc);
    int res = sat_solve_core(s, keep, core);
    if (res == 0) {
        /* keep only the failed assumptions, then drop each given in turn
         * that is not needed: when the rest still have no solution it goes
         * (with whatever the new, smaller core leaves out too) */
        for (size_t cell = 0; cell < nc; cell++)
            if (!core[cell])
                keep[cell] = 0;
        for (size_t cell = 0; cell < nc; cell++) {
            if (!keep[cell])
                continue;
            uint8_t v = keep[cell];
            keep[cell] = 0;
            if (sat_solve_core(s, keep, core) == 0) {
                for (size_t c = 0; c < nc; c++)
                    if (!core[c])
                        keep[c] = 0;
            } else {
                keep[cell] = v; /* needed */
            }
        }
        why->cells = xmalloc(sizeof *why->cells * (size_t)grid_count_filled(g, keep) + 1);
        for (size_t cell = 0; cell < nc; cell++)
            if (keep[cell])
                why->cells[why->ncells++] = (int)cell;
    }
    free(core);
    free(keep);
    sat_free(s);
    return res == 0;
}

void solve_why_free(solve_why *why)
{
    free(why->cells);
    why->cells = NULL;
    why->ncells = 0;
}

int solve_why_print(FILE *out, const geom *g, const uint8_t *puzzle, const solve_why *why)
{
    char a[32], b[32];
    if (why->clash) {
        int c0 = why->cells[0], c1 = why->cells[1];
        grid_cell_name(g, c0, a, sizeof a);
        grid_cell_name(g, c1, b, sizeof b);
        const char *where = geom_twin(g, c0) == c1 ? "" :
                            geom_row(g, c0) == geom_row(g, c1) ? " (the same row)" :
                            geom_col(g, c0) == geom_col(g, c1) ? " (the same column)"
                                                               : " (the same box)";
        fprintf(out, "no solution: the givens %s and %s both hold %d%s\n", a, b, puzzle[c0],
                where);
    } else if (why->ncells == 0) {
        fputs("no solution: the rules alone cannot be met\n", out);
    } else {
        fprintf(out, "no solution: these %d givens cannot all hold together (without any one "
                     "of them the others can):\n ", why->ncells);
        for (int i = 0; i < why->ncells; i++) {
            grid_cell_name(g, why->cells[i], a, sizeof a);
            fprintf(out, " %s=%d", a, puzzle[why->cells[i]]);
        }
        fputc('\n', out);
    }
    return ferror(out) ? -1 : 0;
}

int solve_explain_none(FILE *out, const char *prefix, const geom *g, const uint8_t *puzzle)
{
    solve_why why;
    if (!solve_why_none(g, puzzle, &why))
        return 0;
    fputs(prefix, out);
    solve_why_print(out, g, puzzle, &why);
    solve_why_free(&why);
    return 1;
}

static void count_clause(void *ctx, const int *lits, int len)
{
    (void)lits;
    (void)len;
    ++*(long *)ctx;
}

static void print_clause(void *ctx, const int *lits, int len)
{
    FILE *out = ctx;
    for (int i = 0; i < len; i++)
        fprintf(out, "%d ", lits[i]);
    fputs("0\n", out);
}

int solve_write_dimacs(FILE *out, const geom *g, const uint8_t *vals)
{
    long clauses = 0;
    cnf_rules(g, count_clause, &clauses);
    int givens = vals ? grid_count_filled(g, vals) : 0, n = g->n;
    char shape[48] = "";
    if (g->box_rows != g->box_cols || g->diagonals) /* a square shape: as it always was */
        snprintf(shape, sizeof shape, " (boxes %dx%d%s)", g->box_rows, g->box_cols,
                 g->diagonals ? ", both diagonals" : "");
    else
        snprintf(shape, sizeof shape, " (k=%d)", g->k);
    if (g->ngrids == 2) {
        fprintf(out, "c sudokupair-tui: a pair of %dx%d Sudoku grids%s\n", n, n, shape);
        fprintf(out, "c variable (g*%d + r*%d + c)*%d + v means: grid g (0=A, 1=B), row r,\n",
                n * n, n, n);
    } else {
        fprintf(out, "c sudokupair-tui: one %dx%d Sudoku grid%s\n", n, n, shape);
        fprintf(out, "c variable (r*%d + c)*%d + v means: row r,\n", n, n);
    }
    fprintf(out, "c column c (0-based) holds value v (1..%d)\n", n);
    fprintf(out, "c %ld rule clauses, %d unit clauses for the givens\n", clauses, givens);
    fprintf(out, "p cnf %d %ld\n", cnf_nvars(g), clauses + givens);
    cnf_rules(g, print_clause, out);
    for (int cell = 0; vals && cell < g->ncells; cell++)
        if (vals[cell])
            fprintf(out, "%d 0\n", cnf_var(g, cell, vals[cell]));
    return ferror(out) ? -1 : 0;
}
