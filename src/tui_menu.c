/* tui_menu.c - the new-game menu (Ctrl-N): the size (4x4, 6x6, 8x8, 9x9,
 * 12x12, 16x16, 25x25: boxes of their shape), level, pair or single grid,
 * the diagonals (X) or not, symmetry, seed (random, or typed); Enter
 * starts, Esc goes back. The next puzzle of the kind chosen is prepared in
 * the background (tui_ready.c), so with a random seed it starts at once. */
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "settings.h"
#include "tui_int.h"

enum { F_K, F_LEVEL, F_GRIDS, F_X, F_SYM, F_SEED, F_COUNT };

/* The levels in the menu's order. */
static const level_id LEVELS[] = { LEVEL_EASY, LEVEL_MEDIUM, LEVEL_HARD, LEVEL_FIENDISH,
                                   LEVEL_MAXIMAL };
#define NLEVELS ((int)(sizeof LEVELS / sizeof *LEVELS))

/* The menu's own state. */
static struct {
    game_spec spec;      /* the fields */
    int field;           /* the line selected: a field, then the lines under them */
    char kept_note[300]; /* what keeping the choice had to say (a bad settings
                            file moved aside), told with the new game */
} menu;

void tui_menu_open(ui *u)
{
    /* a loaded puzzle has no level asked: the player's */
    puzzle_kind kd = u->kind;
    if (!level_can_ask(kd.level))
        kd.level = life_players_level();
    menu.spec = (game_spec){ kd, 0, 0 };
    menu.field = F_K; /* both menus open on Size */
    tui_more_refresh();
}

void tui_menu_back(ui *u)
{
    (void)u;
    tui_more_refresh();
}

const game_spec *tui_menu_choice(void) { return &menu.spec; }

void tui_menu_take_note(char *buf, size_t len)
{
    snprintf(buf, len, "%s", menu.kept_note);
    menu.kept_note[0] = '\0';
}

void tui_menu_close(void) { tui_more_close(); }

/* What the kind chosen is, in one line under the title. */
static const char *subtitle(const puzzle_kind *kd)
{
    if (kd->ngrids == 2)
        return kd->diagonals ? "A pair: two X-Sudoku grids that differ in every cell."
                             : "A pair: two Sudoku grids that differ in every cell.";
    return kd->diagonals ? "One X-Sudoku grid: each diagonal holds each symbol too."
                         : "One grid: each row, column and box holds each symbol once.";
}

void tui_menu_draw(const ui *u, const layout *L)
{
    (void)L;
    const game_spec *m = &menu.spec;
    const puzzle_kind *kd = &m->kind;
    int y = LINES / 2 - 8, x = COLS / 2 - 20;
    if (x + tui_more_width(u) > COLS - 1) /* the lines under the fields whole */
        x = COLS - 1 - tui_more_width(u);
    if (y < 0)
        y = 0;
    if (x < 0)
        x = 0;
    char values[F_COUNT][64];
    snprintf(values[F_K], sizeof values[F_K], "%s", kind_size_name(kd));
    snprintf(values[F_LEVEL], sizeof values[F_LEVEL], "%s", level_name(kd->level));
    snprintf(values[F_GRIDS], sizeof values[F_GRIDS], "%s",
             kd->ngrids == 2 ? "pair (A and B)" : "single grid");
    snprintf(values[F_X], sizeof values[F_X], "%s", kd->diagonals ? "yes (diagonals too)" : "no");
    snprintf(values[F_SYM], sizeof values[F_SYM], "%s%s",
             kind_symmetry_name(kind_symmetry_of(kd->level, kd->symmetry)),
             kd->symmetry == KIND_SYM_DEFAULT ? " (the level's)" : "");
    if (m->has_seed)
        snprintf(values[F_SEED], sizeof values[F_SEED], "%llu", (unsigned long long)m->seed);
    else
        snprintf(values[F_SEED], sizeof values[F_SEED], "random");
    static const char *const names[F_COUNT] = { "Size",     "Level",    "Grids",
                                                "X-Sudoku", "Symmetry", "Seed" };
    attrset(A_BOLD);
    mvaddnstr(y, x, "New game", COLS - x);
    attrset(A_NORMAL);
    tui_draw_wrapped(y + 1, x, COLS - x - 1, 1, subtitle(kd));
    for (int f = 0; f < F_COUNT; f++) {
        attrset(f == menu.field ? A_REVERSE | A_BOLD : A_NORMAL);
        char line[120];
        snprintf(line, sizeof line, "%c %-8s %-21s", f == menu.field ? '>' : ' ', names[f],
                 values[f]);
        mvaddnstr(y + 2 + f, x, line, COLS - x);
    }
    attrset(A_NORMAL);
    char seed_help[120], clear[16];
    snprintf(clear, sizeof clear, "%s", tui_key_name(ACT_CLEAR)); /* its buffer is reused */
    snprintf(seed_help, sizeof seed_help, "Type a seed (%s); %s deletes, %s for random.",
             tui_key_names(ACT_DIGIT), clear, tui_key_name(ACT_RANDOM));
    const char *help = menu.field == F_SEED
                           ? seed_help
                           : "Up/Down (j/k) choose a line, Left/Right (h/l) change it.";
    /* what the level asks of a player, in one line */
    static const struct {
        level_id level;
        const char *what;
    } MEANS[] = {
        { LEVEL_EASY, "easy: singles only (one value left, one place left)" },
        { LEVEL_MEDIUM, "medium: + pointing, claiming, pairs and triples" },
        { LEVEL_HARD, "hard: + X-wing, swordfish and pair chains" },
        { LEVEL_FIENDISH, "fiendish: + trials (suppose a value, see it fail)" },
        { LEVEL_MAXIMAL, "maximal: the fewest givens; often beyond the ladder" },
    };
    /* what the symmetry does, on its line */
    static const char *const SYMS[KIND_SYM_COUNT] = {
        NULL, "none: givens anywhere",
        "rotate2: a half turn maps the givens onto givens",
        "rotate4: so does a quarter turn",
        "mirror: the givens mirrored left and right",
    };
    const char *means = menu.field == F_SYM ? SYMS[kind_symmetry_of(kd->level, kd->symmetry)]
                        : menu.field == F_X ? "X: both main diagonals hold each symbol once too"
                                            : NULL;
    for (size_t i = 0; i < sizeof MEANS / sizeof *MEANS && !means; i++)
        if (MEANS[i].level == kd->level)
            means = MEANS[i].what;
    attrset(A_DIM);
    tui_draw_wrapped(y + 2 + F_COUNT, x + 2, COLS - x - 3, 1, means ? means : "");
    attrset(A_NORMAL);
    tui_draw_wrapped(y + 3 + F_COUNT, x, COLS - x - 1, 2, help);
    tui_draw_wrapped(y + 5 + F_COUNT, x, COLS - x - 1, 1,
                     u->gm ? "Enter starts, Esc goes back." : "Enter starts, Esc or q quits.");
    const char *ready = tui_readiness(u, m);
    if (ready)
        tui_draw_wrapped(y + 6 + F_COUNT, x, COLS - x - 1, 1, ready);
    tui_more_draw(u, y + 8 + F_COUNT, x, menu.field - F_COUNT); /* Continue, Daily, ... */
}

static void change(int dir)
{
    game_spec *m = &menu.spec;
    puzzle_kind *kd = &m->kind;
    switch (menu.field) {
    case F_K: /* the sizes the game plays, around */
        kind_size_step(kd, dir, 1);
        if (!kind_valid(kd, 1)) /* a quarter turn of boxes that are not square */
            kd->symmetry = KIND_SYM_DEFAULT;
        break;
    case F_LEVEL: {
        int i = 0;
        while (i < NLEVELS && LEVELS[i] != kd->level)
            i++;
        kd->level = LEVELS[((i + dir) % NLEVELS + NLEVELS) % NLEVELS];
        break;
    }
    case F_GRIDS: kd->ngrids = 3 - kd->ngrids; break;
    case F_X: kd->diagonals = !kd->diagonals; break;
    case F_SYM: /* those the shape has (a quarter turn: square boxes only) */
        do
            kd->symmetry =
                (kind_symmetry)(((int)kd->symmetry + dir + KIND_SYM_COUNT) % KIND_SYM_COUNT);
        while (!kind_valid(kd, 1) && kd->symmetry != KIND_SYM_DEFAULT);
        break;
    case F_SEED:
        if (!m->has_seed)
            m->has_seed = 1, m->seed = 0;
        m->seed += (uint64_t)(int64_t)dir;
        break;
    }
}

/* Keeps the menu's choice for the next first start (settings.h); a file that
 * cannot be written only loses the convenience, and the player is told with
 * the new game (tui_menu_take_note: a question or the game's first words
 * would hide it now). */
static void remember(void)
{
    const puzzle_kind *kd = &menu.spec.kind;
    char note[IO_ERRLEN];
    menu.kept_note[0] = '\0';
    if (level_can_ask(kd->level) && settings_save(kd, note))
        snprintf(menu.kept_note, sizeof menu.kept_note, "Settings: %.250s", note);
}

void tui_menu_first(ui *u)
{
    (void)u;
    menu.spec = (game_spec){ settings_load(), 0, 0 };
    menu.field = F_K;
    tui_more_refresh();
}

/* Enter: the menu's game (the game played is kept saved), or the line
 * under the fields selected. The choice is kept when it makes a game, and
 * before Give up asks. */
static what_next enter(ui *u)
{
    int line = menu.field - F_COUNT; /* Give up, Continue, Daily, Saved games, Statistics */
    if (line < 0 || tui_more_gives_up(u, line))
        remember();
    if (line >= 0)
        return tui_more_key(u, line, &menu.spec);
    return (what_next){ .to = DO_NEW_GAME, .spec = menu.spec };
}

what_next tui_menu_key(ui *u, action a, int value)
{
    game_spec *m = &menu.spec;
    int lines = F_COUNT + tui_more_rows(u); /* the fields, then Continue, Daily, ... */
    switch (a) {
    case ACT_DIGIT:
        if (menu.field != F_SEED)
            break;
        if (!m->has_seed)
            m->has_seed = 1, m->seed = 0;
        if (m->seed < 1000000000000000000ULL)
            m->seed = m->seed * 10 + (uint64_t)value;
        break;
    case ACT_UP: menu.field = (menu.field + lines - 1) % lines; break;
    case ACT_DOWN: menu.field = (menu.field + 1) % lines; break;
    case ACT_LEFT: change(-1); break;
    case ACT_RIGHT: change(1); break;
    case ACT_CLEAR:
        if (menu.field == F_SEED && m->has_seed) {
            m->seed /= 10;
            if (m->seed == 0)
                m->has_seed = 0;
        }
        break;
    case ACT_RANDOM:
        if (menu.field == F_SEED)
            m->has_seed = 0;
        break;
    case ACT_ENTER: return enter(u);
    case ACT_NO:
    case ACT_QUIT:
    case ACT_NEW:
        /* the first start's menu: nothing to go back to */
        return u->gm ? tui_open(SCR_GAME) : tui_do(DO_END);
    default: break;
    }
    return tui_do(DO_NOTHING);
}
