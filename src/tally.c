/* tally.c - a kept file of counts by name (tally.h). */
#include "tally.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "keep.h"
#include "util.h"

typedef struct tally {
    const char *header;
    char names[TALLY_NAMES][TALLY_NAMELEN];
    unsigned long counts[TALLY_NAMES];
    int n;
    const char *want;    /* the change: this name's count */
    unsigned long least; /* raised to this, or by one when 0 */
    unsigned long after; /* its count then */
} tally;

static const char *parse(const char *name, const char *text, size_t len, void *ctx,
                         char err[IO_ERRLEN])
{
    tally *t = ctx;
    if (io_check_nul(err, name, text, len, "a file of counts"))
        return err;
    io_lines ls;
    io_lines_init(&ls, text, len);
    const char *const head[] = { t->header, "format 1" };
    for (int i = 0; i < 2; i++) {
        if (!io_lines_next(&ls))
            return io_fail_at(err, name, ls.number + 1, 1, "expected '%s'", head[i]);
        if (ls.line_len != strlen(head[i]) || memcmp(ls.line, head[i], ls.line_len) != 0)
            return io_fail_at(err, name, ls.number, 1, "expected '%s'", head[i]);
    }
    while (io_lines_next(&ls)) {
        const char *sp = memchr(ls.line, ' ', ls.line_len);
        size_t nl = sp ? (size_t)(sp - ls.line) : 0, at = nl + 1;
        uint64_t v;
        if (!sp || nl == 0 || nl >= TALLY_NAMELEN)
            return io_fail_at(err, name, ls.number, 1, "expected 'NAME N'");
        if (t->n >= TALLY_NAMES)
            return io_fail_at(err, name, ls.number, 1, "expected at most %d names", TALLY_NAMES);
        if (io_number(ls.line, ls.line_len, &at, 10, TALLY_COUNT_MAX, &v) || at != ls.line_len)
            return io_fail_at(err, name, ls.number, (int)at + 1, "expected a count");
        memcpy(t->names[t->n], ls.line, nl);
        t->names[t->n][nl] = '\0';
        for (int i = 0; i < t->n; i++)
            if (strcmp(t->names[i], t->names[t->n]) == 0)
                return io_fail_at(err, name, ls.number, 1, "expected each name once");
        t->counts[t->n++] = (unsigned long)v;
    }
    return NULL;
}

static void reset(void *ctx) { ((tally *)ctx)->n = 0; }

static int raise_count(void *ctx, char err[IO_ERRLEN])
{
    tally *t = ctx;
    int i = 0;
    while (i < t->n && strcmp(t->names[i], t->want) != 0)
        i++;
    if (i == t->n) {
        if (t->n >= TALLY_NAMES)
            return snprintf(err, IO_ERRLEN, "more than %d names", TALLY_NAMES), -1;
        snprintf(t->names[t->n], TALLY_NAMELEN, "%s", t->want);
        t->counts[t->n++] = 0;
    }
    unsigned long before = t->counts[i];
    if (t->least == 0 && before < TALLY_COUNT_MAX)
        t->counts[i]++;
    else if (t->least > before)
        t->counts[i] = t->least;
    t->after = t->counts[i];
    return t->after != before;
}

static int write_tally(FILE *out, void *ctx)
{
    const tally *t = ctx;
    fprintf(out, "%s\nformat 1\n", t->header);
    for (int i = 0; i < t->n; i++)
        fprintf(out, "%s %lu\n", t->names[i], t->counts[i]);
    return 0;
}

static const keep_ops OPS = { parse, reset, raise_count, write_tally, NULL };

unsigned long tally_raise(const char *path, const char *header, const char *name,
                          unsigned long least, char note[IO_ERRLEN])
{
    tally *t = xcalloc(1, sizeof *t);
    t->header = header;
    t->want = name;
    t->least = least > TALLY_COUNT_MAX ? TALLY_COUNT_MAX : least;
    unsigned long after = 0;
    note[0] = '\0';
    if (strlen(name) >= TALLY_NAMELEN || strchr(name, ' ') || !name[0])
        snprintf(note, IO_ERRLEN, "'%.60s' is no name for a count", name);
    else if (keep_update(path, &OPS, t, note) >= 0)
        after = t->after;
    free(t);
    return after;
}

unsigned long tally_get(const char *path, const char *header, const char *name)
{
    char *text, err[IO_ERRLEN];
    size_t len;
    keep_status why;
    unsigned long count = 0;
    if (keep_read_file(path, 0, &text, &len, &why, err))
        return 0;
    tally *t = xcalloc(1, sizeof *t);
    t->header = header;
    if (!parse(path, text, len, t, err))
        for (int i = 0; i < t->n; i++)
            if (strcmp(t->names[i], name) == 0)
                count = t->counts[i];
    free(t);
    free(text);
    return count;
}

const char *tally_parse_text(const char *header, const char *name, const char *text, size_t len,
                             int *names, char err[IO_ERRLEN])
{
    tally *t = xcalloc(1, sizeof *t);
    t->header = header;
    const char *bad = parse(name, text, len, t, err);
    *names = bad ? 0 : t->n;
    free(t);
    return bad;
}
