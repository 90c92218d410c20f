/* code.c - puzzle codes: the givens packed into a short base64url text with
 * two check characters (the format is in code.h and never changes). */
#include "code.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kind.h"
#include "util.h"

#define CHECK_MOD 4093 /* a prime below 64*64 */

static const char ALPHABET[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/* The base64url value of ch, or -1. */
static int b64_value(int ch)
{
    if (ch >= 'A' && ch <= 'Z')
        return ch - 'A';
    if (ch >= 'a' && ch <= 'z')
        return ch - 'a' + 26;
    if (ch >= '0' && ch <= '9')
        return ch - '0' + 52;
    if (ch == '-')
        return 62;
    if (ch == '_')
        return 63;
    return -1;
}

/* The check number of len characters (all in the alphabet). */
static int check_of(const char *s, size_t len)
{
    int h = 0;
    for (size_t i = 0; i < len; i++)
        h = (h * 64 + b64_value((unsigned char)s[i])) % CHECK_MOD;
    return h;
}

/* How many values one chunk holds: the most m with n^m <= 2^64. */
static int chunk_values(int n)
{
    uint64_t limit = (UINT64_MAX - (uint64_t)n + 1) / (uint64_t)n + 1; /* floor(2^64 / n) */
    uint64_t p = 1; /* n^m */
    int m = 0;
    while (p <= limit) { /* n^(m+1) = p*n <= 2^64 */
        m++;
        if (p > UINT64_MAX / (uint64_t)n)
            break; /* n^m = 2^64 exactly: no more */
        p *= (uint64_t)n;
    }
    return m;
}

/* n^s - 1, the largest number of a chunk of s values (n^s <= 2^64). */
static uint64_t chunk_max(int n, int s)
{
    uint64_t p = 1;
    for (int i = 0; i < s; i++)
        p *= (uint64_t)n; /* wraps to 0 exactly when n^s = 2^64 */
    return p - 1;
}

static int bit_length(uint64_t x)
{
    return x ? 64 - __builtin_clzll(x) : 0;
}

/* The bits of the values of count givens. */
static long value_bits(int n, long count)
{
    int m = chunk_values(n);
    long bits = count / m * bit_length(chunk_max(n, m));
    if (count % m)
        bits += bit_length(chunk_max(n, (int)(count % m)));
    return bits;
}

/* "sp3-", "sp2x3ds-": the shape (square boxes as one digit), 'd' for
 * diagonals, 's' for a single grid. */
static size_t header(char *buf, const geom *g)
{
    size_t len = g->box_rows == g->box_cols ? (size_t)sprintf(buf, "sp%d", g->box_rows)
                                            : (size_t)sprintf(buf, "sp%dx%d", g->box_rows,
                                                              g->box_cols);
    return len + (size_t)sprintf(buf + len, "%s%s-", g->diagonals ? "d" : "",
                                 g->ngrids == 1 ? "s" : "");
}

int code_max_len(const geom *g)
{
    char head[16];
    return (int)header(head, g) + (int)((g->ncells + value_bits(g->n, g->ncells) + 5) / 6) + 2;
}

/* A bit string being written or read, highest bit first. */
typedef struct bits {
    uint8_t *b; /* one bit a byte: simple, and codes are short */
    long len, pos;
} bits;

static void put(bits *w, uint64_t x, int nbits)
{
    for (int i = nbits - 1; i >= 0; i--)
        w->b[w->len++] = (uint8_t)(x >> i & 1);
}

static uint64_t get(bits *r, int nbits)
{
    uint64_t x = 0;
    for (int i = 0; i < nbits; i++)
        x = x << 1 | r->b[r->pos++];
    return x;
}

char *code_encode(const geom *g, const uint8_t *vals)
{
    int n = g->n, m = chunk_values(n);
    long count = grid_count_filled(g, vals);
    long nbits = g->ncells + value_bits(n, count);
    bits w = { xcalloc((size_t)nbits + 6, 1), 0, 0 };
    for (int c = 0; c < g->ncells; c++)
        put(&w, vals[c] != 0, 1);
    uint64_t chunk = 0;
    int in_chunk = 0;
    for (int c = 0; c < g->ncells; c++) {
        if (!vals[c])
            continue;
        chunk = chunk * (uint64_t)n + (uint64_t)(vals[c] - 1);
        if (++in_chunk == m) {
            put(&w, chunk, bit_length(chunk_max(n, m)));
            chunk = 0;
            in_chunk = 0;
        }
    }
    if (in_chunk)
        put(&w, chunk, bit_length(chunk_max(n, in_chunk)));
    char *out = xmalloc((size_t)code_max_len(g) + 1);
    size_t len = header(out, g);
    for (long i = 0; i < w.len; i += 6) {
        int v = 0;
        for (int j = 0; j < 6; j++)
            v = v << 1 | (i + j < w.len ? w.b[i + j] : 0);
        out[len++] = ALPHABET[v];
    }
    int h = check_of(out, len);
    out[len++] = ALPHABET[h / 64];
    out[len++] = ALPHABET[h % 64];
    out[len] = '\0';
    free(w.b);
    return out;
}

__attribute__((format(printf, 2, 3))) static const char *fail(char err[CODE_ERRLEN],
                                                              const char *fmt, ...)
{
    va_list ap;
    int used = snprintf(err, CODE_ERRLEN, "not a puzzle code: ");
    va_start(ap, fmt);
    vsnprintf(err + used, CODE_ERRLEN - (size_t)used, fmt, ap);
    va_end(ap);
    return err;
}

/* A character as a message shows it. */
static const char *show_char(int ch, char buf[8])
{
    if (ch >= 0x21 && ch < 0x7f)
        snprintf(buf, 8, "'%c'", ch);
    else
        snprintf(buf, 8, "0x%02x", ch & 0xff);
    return buf;
}

/* The message for a box side that is not GRID_KMIN..GRID_KMAX at s[i]
 * (what names the side); returns err. */
static const char *bad_side(const char *s, size_t len, size_t i, size_t start,
                            const char *what, char err[CODE_ERRLEN])
{
    char ch[8];
    if (i >= len)
        return fail(err, "it ends at position %zu; %s %d..%d comes next", i + start + 1, what,
                    GRID_KMIN, GRID_KMAX);
    return fail(err, "%s at position %zu: %s is %d..%d", show_char((unsigned char)s[i], ch),
                i + start + 1, what, GRID_KMIN, GRID_KMAX);
}

/* The position of s[i] in the text, counted from 1 (s starts at text[start]). */
#define POS(i) ((size_t)(i) + start + 1)

/* Reads a code's head: "sp", the box size (or RxC), 'd' for the diagonals,
 * 's' for a single grid, '-'; sh gets the kind and *payload the index
 * after the '-'. NULL, or err. */
static const char *read_head(const char *s, size_t len, size_t start, code_shape *sh,
                             size_t *payload, char err[CODE_ERRLEN])
{
    char ch[8];
    if (len == 0)
        return fail(err, "it is empty");
    for (size_t i = 0; i < 2; i++)
        if (i >= len || s[i] != "sp"[i])
            return i >= len ? fail(err, "it ends at position %zu; a code begins with 'sp'",
                                   POS(i))
                            : fail(err, "%s at position %zu: a code begins with 'sp'",
                                   show_char((unsigned char)s[i], ch), POS(i));
    size_t i = 2;
    puzzle_kind kd;
    if (kind_shape_read(s, len, &i, 0, &kd)) /* the shape as kind.h writes it */
        return bad_side(s, len, i, start, i == 2 ? "the box size" : "the box width", err);
    if (kd.box_rows == kd.box_cols && s[3] == 'x')
        return fail(err, "'x' at position %zu: square boxes are written as one digit "
                         "(sp%d-)", POS(3), kd.box_rows);
    *sh = (code_shape){ kd.box_rows, kd.box_cols, kd.diagonals, 2 };
    if (i < len && s[i] == 's')
        sh->ngrids = 1, i++;
    if (i >= len || s[i] != '-')
        return i >= len ? fail(err, "it ends at position %zu; '-' comes next", POS(i))
                        : fail(err, "%s at position %zu: '-'%s comes after the box size",
                               show_char((unsigned char)s[i], ch), POS(i),
                               sh->ngrids == 2 && i == 3 ? " (or 's' for a single grid)" : "");
    *payload = i + 1;
    return NULL;
}

/* Reads the count givens' values (n symbols) from r, after its bitmap of
 * ncells, into the cells the bitmap marks; then checks the padding. NULL,
 * or err naming the position in s. */
static const char *read_values(bits *r, int n, long count, const char *s, size_t len,
                               size_t start, size_t payload, uint8_t *vals,
                               char err[CODE_ERRLEN])
{
    char ch[8];
    int m = chunk_values(n), c = 0;
    for (long left = count; left > 0;) {
        int size = left < m ? (int)left : m;
        long at = r->pos;
        uint64_t chunk = get(r, bit_length(chunk_max(n, size)));
        if (chunk > chunk_max(n, size))
            return fail(err, "the values around position %zu are out of range for %d symbols",
                        POS(payload + (size_t)at / 6), n);
        uint8_t v[64];
        for (int j = size - 1; j >= 0; j--) {
            v[j] = (uint8_t)(chunk % (uint64_t)n + 1);
            chunk /= (uint64_t)n;
        }
        for (int j = 0; j < size; j++) {
            while (!r->b[c])
                c++;
            vals[c++] = v[j];
        }
        left -= size;
    }
    while (r->pos < r->len)
        if (get(r, 1))
            return fail(err, "%s at position %zu: its last bits must be 0",
                        show_char((unsigned char)s[len - 3], ch), POS(len - 3));
    return NULL;
}

const char *code_decode_shape(const char *text, code_shape *sh, uint8_t **vals_out,
                              char err[CODE_ERRLEN])
{
    size_t start = 0, end = strlen(text), payload = 0;
    while (start < end && isspace((unsigned char)text[start]))
        start++;
    while (end > start && isspace((unsigned char)text[end - 1]))
        end--;
    const char *s = text + start;
    size_t len = end - start;
    char ch[8];
    code_shape got;
    if (read_head(s, len, start, &got, &payload, err))
        return err;
    int n = got.box_rows * got.box_cols, ngrids = got.ngrids;
    for (size_t j = payload; j < len; j++)
        if (b64_value((unsigned char)s[j]) < 0)
            return fail(err, "%s at position %zu is not one of A-Z a-z 0-9 - _",
                        show_char((unsigned char)s[j], ch), POS(j));
    if (len < payload + 3)
        return fail(err, "it ends at position %zu, too short for a %dx%d %s", POS(len), n, n,
                    ngrids == 2 ? "pair" : "grid");
    int h = check_of(s, len - 2);
    if (b64_value((unsigned char)s[len - 2]) * 64 + b64_value((unsigned char)s[len - 1]) != h)
        return fail(err, "the check characters at positions %zu-%zu do not match the rest: "
                         "a character is mistyped, missing or extra",
                    POS(len - 2), POS(len - 1));
    /* the payload as bits */
    size_t nchars = len - 2 - payload;
    bits r = { xmalloc(nchars * 6 + 1), (long)nchars * 6, 0 };
    for (size_t j = 0; j < nchars; j++) {
        int v = b64_value((unsigned char)s[payload + j]);
        for (int b = 0; b < 6; b++)
            r.b[j * 6 + (size_t)b] = (uint8_t)(v >> (5 - b) & 1);
    }
    int ncells = ngrids * n * n;
    const char *bad = NULL;
    uint8_t *vals = NULL;
    long count = 0;
    for (int c = 0; c < ncells && r.len >= ncells; c++)
        count += r.b[c];
    size_t need_chars = (size_t)((ncells + value_bits(n, count) + 5) / 6);
    if (r.len < ncells) {
        bad = fail(err, "it ends at position %zu, too short for a %dx%d %s", POS(len - 2), n,
                   n, ngrids == 2 ? "pair" : "grid");
    } else if (nchars != need_chars) {
        bad = nchars < need_chars
                  ? fail(err, "it ends at position %zu; its %ld givens need %zu characters "
                              "more", POS(len - 2), count, need_chars - nchars)
                  : fail(err, "position %zu and on are more than its %ld givens need",
                         POS(payload + need_chars), count);
    } else {
        vals = xcalloc((size_t)ncells, 1);
        r.pos = ncells;
        bad = read_values(&r, n, count, s, len, start, payload, vals, err);
    }
    free(r.b);
    if (bad) {
        free(vals);
        return bad;
    }
    *sh = got;
    *vals_out = vals;
    return NULL;
}
#undef POS

const char *code_decode(const char *text, int *k, int *ngrids, uint8_t **vals,
                        char err[CODE_ERRLEN])
{
    code_shape sh;
    if (code_decode_shape(text, &sh, vals, err))
        return err;
    if (sh.box_rows != sh.box_cols || sh.diagonals) {
        free(*vals);
        *vals = NULL;
        return fail(err, "it is of boxes %dx%d%s; here only square boxes are read",
                    sh.box_rows, sh.box_cols, sh.diagonals ? " with diagonals" : "");
    }
    *k = sh.box_rows;
    *ngrids = sh.ngrids;
    return NULL;
}

int code_looks_like(const char *arg)
{
    return strncmp(arg, "sp", 2) == 0 && isdigit((unsigned char)arg[2]) && !strchr(arg, '.') &&
           !strchr(arg, '/');
}
