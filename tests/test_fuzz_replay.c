/* test_fuzz_replay.c - every file of the fuzzing corpus (seeds and the inputs
 * that once broke a reader) goes through its reader again. */
#define _POSIX_C_SOURCE 200809L
#include "testlib.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../tests/fuzz/fuzz_readers.h"
#include "io.h"
#include "keep.h"

static void test_replay_corpus(void **state)
{
    (void)state;
    int files = 0, accepted = 0;
    for (int r = 0; r < FUZZ_NREADERS; r++) {
        char dir[256];
        snprintf(dir, sizeof dir, "tests/fuzz/%s", fuzz_reader_names[r]);
        DIR *d = opendir(dir);
        assert_non_null(d);
        int here = 0;
        for (struct dirent *e; (e = readdir(d));) {
            if (e->d_name[0] == '.')
                continue;
            char path[600], err[IO_ERRLEN], *text;
            size_t len;
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            if (keep_read_text(path, 0, &text, &len, err))
                fail_msg("%s", err);
            int ok = fuzz_one(fuzz_reader_names[r], (const uint8_t *)text, len) == 0;
            /* the seeds say what the reader must do with them */
            if (strncmp(e->d_name, "good-", 5) == 0 && !ok)
                fail_msg("%s was refused", path);
            if (strncmp(e->d_name, "bad-", 4) == 0 && ok)
                fail_msg("%s was accepted", path);
            accepted += ok;
            free(text);
            here++;
        }
        closedir(d);
        if (here == 0)
            fail_msg("no seed files in %s", dir);
        files += here;
    }
    /* the seeds hold good files too: each reader accepted some */
    assert_true(accepted >= FUZZ_NREADERS);
    assert_true(files > accepted);
}

int run_fuzz_replay_tests(void)
{
    const struct CMUnitTest tests[] = { cmocka_unit_test(test_replay_corpus) };
    return cmocka_run_group_tests_name("fuzz corpus replay", tests, NULL, NULL);
}
