/* fuzz_readers.h - runs one of the file readers on arbitrary bytes and checks
 * what it returns; shared by the libFuzzer targets and the corpus replay test. */
#ifndef FUZZ_READERS_H
#define FUZZ_READERS_H

#include <stddef.h>
#include <stdint.h>

/* The readers, by name: pair_csv, single_csv, oneline, save, the option
 * parser (options: the arguments one a line), best (best times), puzzle
 * codes (code), the history of games (history), the puzzle store (store:
 * a file of k=2 maximal pairs) and the settings (settings). */
extern const char *const fuzz_reader_names[];
#define FUZZ_NREADERS 10

/* Feeds data to the named reader; aborts if a result breaks its contract.
 * Returns 0 when the reader accepted the data, 1 when it refused it. */
int fuzz_one(const char *reader, const uint8_t *data, size_t len);

#endif
