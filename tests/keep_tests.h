/* keep_tests.h - the tests of the keep group that live outside test_keep.c:
 * the plain uses of the disk (test_keep_disk.c), the fault sweep
 * (test_keep_faults.c) and the game's kept paths in tmux (test_keep_game.c,
 * each with tm_group_setup and tm_group_teardown of its own). test_keep.c
 * runs them all in its group. */
#ifndef KEEP_TESTS_H
#define KEEP_TESTS_H

#include <sys/types.h>

/* Another program at work: a child that holds an open-file-description
 * write lock on the whole of path (made when missing) until
 * keep_test_let_go; its pid, *release the descriptor that lets it go. */
pid_t keep_test_hold(const char *path, int *release);
void keep_test_let_go(pid_t holder, int release);

void test_keep_files(void **state);
void test_keep_open_read(void **state);
void test_keep_batch(void **state);
void test_keep_atomic_write(void **state);
void test_keep_write_by_type(void **state);
void test_keep_write_not_stdout(void **state);
void test_keep_fault_sweep(void **state);
void test_keep_finish_waits_in_sight(void **state);
void test_keep_computer_end_held(void **state);
void test_keep_full_disk(void **state);
void test_keep_autosave_full_disk(void **state);

#endif
