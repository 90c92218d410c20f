/* fuzz_main.c - the libFuzzer entry point; FUZZ_READER names the reader. */
#include "fuzz_readers.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_one(FUZZ_READER, data, size);
    return 0;
}
