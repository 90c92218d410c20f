/* sat.c - the picosat wrapper: the rules loaded once, questions under assumptions. */
#include "sat.h"

#include <picosat/picosat.h>
#include <stdlib.h>

#include "cnf.h"
#include "util.h"

struct sat {
    PicoSAT *ps;
    const geom *g;
    long calls;
};

static void add_clause(void *ctx, const int *lits, int len)
{
    PicoSAT *ps = ctx;
    for (int i = 0; i < len; i++)
        picosat_add(ps, lits[i]);
    picosat_add(ps, 0);
}

sat *sat_new(const geom *g)
{
    sat *s = xcalloc(1, sizeof *s);
    s->g = g;
    s->ps = picosat_init();
    if (!s->ps) {
        free(s);
        return NULL;
    }
    picosat_adjust(s->ps, cnf_nvars(g));
    cnf_rules(g, add_clause, s->ps);
    return s;
}

void sat_free(sat *s)
{
    if (!s)
        return;
    picosat_reset(s->ps);
    free(s);
}

void sat_set_interrupt(sat *s, int (*stop)(void *ctx), void *ctx)
{
    picosat_set_interrupt(s->ps, ctx, stop);
}

void sat_prefer(sat *s, const uint8_t *pref)
{
    const geom *g = s->g;
    for (int cell = 0; cell < g->ncells; cell++)
        for (int v = 1; v <= g->n; v++)
            picosat_set_default_phase_lit(s->ps, cnf_var(g, cell, v),
                                          !pref[cell] ? 0 : pref[cell] == v ? 1 : -1);
}

static void assume_values(sat *s, const uint8_t *vals)
{
    for (int cell = 0; vals && cell < s->g->ncells; cell++)
        if (vals[cell])
            picosat_assume(s->ps, cnf_var(s->g, cell, vals[cell]));
}

static void read_model(sat *s, uint8_t *model)
{
    const geom *g = s->g;
    for (int cell = 0; cell < g->ncells; cell++) {
        model[cell] = 0;
        for (int v = 1; v <= g->n; v++) {
            if (picosat_deref(s->ps, cnf_var(g, cell, v)) > 0) {
                model[cell] = (uint8_t)v;
                break;
            }
        }
    }
}

/* Runs one search under the assumptions already made: 1, 0 or -1. */
static int run(sat *s, uint8_t *model)
{
    s->calls++;
    int res = picosat_sat(s->ps, -1);
    if (res == PICOSAT_SATISFIABLE) {
        if (model)
            read_model(s, model);
        return 1;
    }
    return res == PICOSAT_UNSATISFIABLE ? 0 : -1;
}

int sat_solve(sat *s, const uint8_t *vals, int avoid_cell, int avoid_v, uint8_t *model)
{
    assume_values(s, vals);
    if (avoid_cell >= 0)
        picosat_assume(s->ps, -cnf_var(s->g, avoid_cell, avoid_v));
    return run(s, model);
}

sat_answer sat_count(sat *s, const uint8_t *vals, uint8_t *sol)
{
    const geom *g = s->g;
    uint8_t *first = xmalloc((size_t)g->ncells);
    int res = sat_solve(s, vals, -1, 0, first);
    sat_answer answer = res < 0 ? SAT_UNKNOWN : res == 0 ? SAT_NONE : SAT_UNIQUE;
    if (res == 1) {
        if (sol)
            for (int cell = 0; cell < g->ncells; cell++)
                sol[cell] = first[cell];
        /* A second solution differs from the first at some free cell. The
         * clause is guarded by a fresh selector that is switched off after. */
        int selector = picosat_inc_max_var(s->ps);
        picosat_add(s->ps, -selector);
        for (int cell = 0; cell < g->ncells; cell++)
            if (!vals || !vals[cell])
                picosat_add(s->ps, -cnf_var(g, cell, first[cell]));
        picosat_add(s->ps, 0);
        assume_values(s, vals);
        picosat_assume(s->ps, selector);
        res = run(s, NULL);
        answer = res < 0 ? SAT_UNKNOWN : res == 1 ? SAT_MULTIPLE : SAT_UNIQUE;
        picosat_add(s->ps, -selector);
        picosat_add(s->ps, 0);
    }
    free(first);
    return answer;
}

int sat_forced(sat *s, const uint8_t *vals, int cell, int v)
{
    int res = sat_solve(s, vals, cell, v, NULL);
    return res < 0 ? -1 : !res;
}

int sat_solve_core(sat *s, const uint8_t *vals, uint8_t *core)
{
    assume_values(s, vals);
    int res = run(s, NULL);
    if (res == 0)
        for (int cell = 0; cell < s->g->ncells; cell++)
            core[cell] = vals[cell] &&
                         picosat_failed_assumption(s->ps, cnf_var(s->g, cell, vals[cell]));
    return res;
}

/* A fresh solver for the open cells of vals (see cnf_open_vars); varmap gets
 * g->ncells * n entries. */
static PicoSAT *open_solver(const geom *g, const uint8_t *vals, const grid_mask *cand,
                            int (*stop)(void *ctx), void *ctx, int *varmap)
{
    int nvars = cnf_open_vars(g, vals, cand, varmap);
    PicoSAT *ps = picosat_init();
    /* measured: on these small, structured formulas, failed-literal probing
     * costs more than it saves, and starting from the preferred values finds
     * nearby solutions sooner */
    picosat_set_plain(ps, 1);
    if (stop)
        picosat_set_interrupt(ps, ctx, stop);
    picosat_adjust(ps, nvars);
    cnf_open_rules(g, vals, varmap, add_clause, ps);
    return ps;
}

static void read_open_model(PicoSAT *ps, const geom *g, const uint8_t *vals, const int *varmap,
                            uint8_t *model)
{
    int n = g->n;
    for (int cell = 0; cell < g->ncells; cell++) {
        model[cell] = vals[cell];
        for (int v = 1; v <= n && !model[cell]; v++)
            if (varmap[cell * n + v - 1] && picosat_deref(ps, varmap[cell * n + v - 1]) > 0)
                model[cell] = (uint8_t)v;
    }
}

int sat_solve_open(const geom *g, const uint8_t *vals, const grid_mask *cand,
                   const uint8_t *pref, int (*stop)(void *ctx), void *ctx, uint8_t *model)
{
    int n = g->n;
    int *varmap = xmalloc(sizeof *varmap * (size_t)g->ncells * (size_t)n);
    PicoSAT *ps = open_solver(g, vals, cand, stop, ctx, varmap);
    for (int cell = 0; pref && cell < g->ncells; cell++)
        for (int v = 1; v <= n; v++)
            if (varmap[cell * n + v - 1])
                picosat_set_default_phase_lit(ps, varmap[cell * n + v - 1],
                                              pref[cell] == v ? 1 : -1);
    int res = picosat_sat(ps, -1);
    if (res == PICOSAT_SATISFIABLE && model)
        read_open_model(ps, g, vals, varmap, model);
    picosat_reset(ps);
    free(varmap);
    return res == PICOSAT_SATISFIABLE ? 1 : res == PICOSAT_UNSATISFIABLE ? 0 : -1;
}

sat_answer sat_count_open(const geom *g, const uint8_t *vals, const grid_mask *cand,
                          uint8_t *sol)
{
    int n = g->n;
    int *varmap = xmalloc(sizeof *varmap * (size_t)g->ncells * (size_t)n);
    PicoSAT *ps = open_solver(g, vals, cand, NULL, NULL, varmap);
    sat_answer answer = SAT_NONE;
    if (picosat_sat(ps, -1) == PICOSAT_SATISFIABLE) {
        answer = SAT_UNIQUE;
        if (sol)
            read_open_model(ps, g, vals, varmap, sol);
        /* a second solution differs from the first at some open cell */
        int *block = xmalloc(sizeof *block * (size_t)g->ncells), m = 0;
        for (int cell = 0; cell < g->ncells; cell++)
            for (int v = 1; v <= n; v++) {
                int var = varmap[cell * n + v - 1];
                if (var && picosat_deref(ps, var) > 0)
                    block[m++] = -var;
            }
        add_clause(ps, block, m);
        if (m && picosat_sat(ps, -1) == PICOSAT_SATISFIABLE)
            answer = SAT_MULTIPLE;
        free(block);
    }
    picosat_reset(ps);
    free(varmap);
    return answer;
}

long sat_calls(const sat *s) { return s->calls; }
