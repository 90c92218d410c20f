/* daily.c - the daily puzzle's rule and its calendar (see daily.h). */
#define _POSIX_C_SOURCE 200809L
#include "daily.h"

#include <stdio.h>
#include <time.h>

/* The levels in the rule's order: L = index + 1. */
static const level_id RULE_LEVELS[] = { LEVEL_EASY, LEVEL_MEDIUM, LEVEL_HARD, LEVEL_FIENDISH,
                                        LEVEL_MAXIMAL };
#define NRULE ((int)(sizeof RULE_LEVELS / sizeof *RULE_LEVELS))

static int leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int daily_date_ok(daily_date d)
{
    static const int DAYS[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
    if (d.y < DAILY_YEAR_MIN || d.y > DAILY_YEAR_MAX || d.m < 1 || d.m > 12 || d.d < 1)
        return 0;
    return d.d <= DAYS[d.m - 1] + (d.m == 2 && leap(d.y));
}

int daily_parse_date(const char *s, daily_date *out)
{
    int v[3] = { 0, 0, 0 };
    static const int WIDTH[3] = { 4, 2, 2 };
    for (int f = 0; f < 3; f++) {
        for (int i = 0; i < WIDTH[f]; i++, s++) {
            if (*s < '0' || *s > '9')
                return 0;
            v[f] = v[f] * 10 + (*s - '0');
        }
        if (*s != (f < 2 ? '-' : '\0'))
            return 0;
        s++;
    }
    daily_date d = { v[0], v[1], v[2] };
    if (!daily_date_ok(d))
        return 0;
    *out = d;
    return 1;
}

void daily_format_date(daily_date d, char *buf, unsigned long len)
{
    snprintf(buf, len, "%04d-%02d-%02d", d.y, d.m, d.d);
}

/* Howard Hinnant's days_from_civil and civil_from_days. */
long daily_day_number(daily_date d)
{
    long y = d.m <= 2 ? d.y - 1 : d.y;
    long era = (y >= 0 ? y : y - 399) / 400;
    long yoe = y - era * 400;
    long doy = (153L * (d.m > 2 ? d.m - 3 : d.m + 9) + 2) / 5 + d.d - 1;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

daily_date daily_from_day_number(long days)
{
    days += 719468;
    long era = (days >= 0 ? days : days - 146096) / 146097;
    long doe = days - era * 146097;
    long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long mp = (5 * doy + 2) / 153;
    int d = (int)(doy - (153 * mp + 2) / 5 + 1);
    int m = (int)(mp < 10 ? mp + 3 : mp - 9);
    return (daily_date){ (int)(yoe + era * 400 + (m <= 2)), m, d };
}

daily_date daily_today(void)
{
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    return (daily_date){ tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday };
}

#define SHAPE_UNIT 100000000000ULL /* 10^11: S's place, above YYYYMMDD * 1000 */

int daily_shape(const puzzle_kind *kd)
{
    if (kd->box_rows == kd->box_cols && !kd->diagonals)
        return kd->box_rows;
    return kd->box_rows * 100 + kd->box_cols * 10 + (kd->diagonals != 0);
}

uint64_t daily_seed(daily_date d, int shape, int ngrids, level_id level)
{
    int l = 0;
    while (l < NRULE && RULE_LEVELS[l] != level)
        l++;
    if (l == NRULE || !daily_date_ok(d) || shape < 1 || (shape > 9 && shape < 100) ||
        shape > 999 || ngrids < 1 || ngrids > 2)
        return 0;
    uint64_t ymd = (uint64_t)d.y * 10000 + (uint64_t)d.m * 100 + (uint64_t)d.d;
    uint64_t k = shape < 10 ? (uint64_t)shape : 0, s = shape < 10 ? 0 : (uint64_t)shape;
    return DAILY_BASE + s * SHAPE_UNIT + ymd * 1000 + k * 100 + (uint64_t)ngrids * 10 +
           (uint64_t)(l + 1);
}

int daily_of_seed(uint64_t seed, int shape, int ngrids, daily_date *d, level_id *level)
{
    if (seed < DAILY_BASE)
        return 0;
    uint64_t rest = seed - DAILY_BASE;
    int l = (int)(rest % 10), g = (int)(rest / 10 % 10), kk = (int)(rest / 100 % 10);
    uint64_t ymd = rest / 1000 % (SHAPE_UNIT / 1000), s = rest / SHAPE_UNIT;
    int read = s ? (kk ? -1 : (int)(s < 1000 ? s : 0)) : kk;
    daily_date day = { (int)(ymd / 10000), (int)(ymd / 100 % 100), (int)(ymd % 100) };
    if (ymd > 99991231 || l < 1 || l > NRULE || g != ngrids || read != shape ||
        !daily_date_ok(day))
        return 0;
    if (d)
        *d = day;
    if (level)
        *level = RULE_LEVELS[l - 1];
    return 1;
}

const char *daily_mark(int has_seed, uint64_t seed, const puzzle_kind *kd, char *buf,
                       unsigned long len)
{
    daily_date d;
    char date[16];
    buf[0] = '\0';
    if (has_seed && daily_of_seed(seed, daily_shape(kd), kd->ngrids, &d, NULL)) {
        daily_format_date(d, date, sizeof date);
        snprintf(buf, len, "daily %s", date);
    }
    return buf;
}

const char *daily_seed_words(uint64_t seed, const puzzle_kind *kd, char *buf, unsigned long len)
{
    char mark[32];
    if (*daily_mark(1, seed, kd, mark, sizeof mark))
        snprintf(buf, len, "the %s", mark);
    else
        snprintf(buf, len, "seed %llu", (unsigned long long)seed);
    return buf;
}
