/* test_main.c - runs every test group; cmocka prints each group's summary. */
#include "testlib.h"

int main(void)
{
    int failed = 0;
    failed += run_grid_tests();
    failed += run_io_tests();
    failed += run_logic_tests();
    failed += run_sat_tests();
    failed += run_data_tests();
    failed += run_gen_tests();
    failed += run_assets_tests();
    failed += run_game_tests();
    failed += run_fuzz_replay_tests();
    failed += run_cli_tests();
    failed += run_e2e_tests();
    failed += run_valgrind_tests();
    return failed ? 1 : 0;
}
