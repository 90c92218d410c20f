# sudokupair-tui - a plain Makefile: make, make play, make test, make bench,
# make install / uninstall (PREFIX, DESTDIR), make SANITIZE=1 ...
CC ?= cc
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
DATADIR ?= $(PREFIX)/share/sudokupair-tui

CPPFLAGS += -Iinclude -MMD -MP
CFLAGS ?= -O2 -g
CFLAGS += -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
          -Wmissing-prototypes -Wwrite-strings -Wformat=2
CURSES_CFLAGS := $(shell pkg-config --cflags ncursesw 2>/dev/null)
CURSES_LIBS := $(shell pkg-config --libs ncursesw 2>/dev/null || echo -lncursesw)
LDLIBS += -lpicosat -lpthread

ifeq ($(SANITIZE),1)
  CFLAGS += -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
  LDFLAGS += -fsanitize=address,undefined
  BUILD := build/sanitize
  BIN := $(BUILD)/sudokupair-tui
else
  BUILD := build/release
  BIN := sudokupair-tui
endif

# The engine: everything but the terminal and main, so tests link it too.
# Every src/*.c but main.c and the tui*.c files: a new engine module is picked up by itself.
TUI_SRC := $(wildcard src/tui*.c)
ENGINE_SRC := $(filter-out src/main.c $(TUI_SRC),$(wildcard src/*.c))
ENGINE_OBJ := $(ENGINE_SRC:src/%.c=$(BUILD)/%.o)
TUI_OBJ := $(TUI_SRC:src/%.c=$(BUILD)/%.o)
MAIN_OBJ := $(BUILD)/main.o
TEST_SRC := $(wildcard tests/test_*.c) tests/fuzz/fuzz_readers.c
TEST_BIN := $(BUILD)/run_tests
BENCH_BIN := $(BUILD)/run_bench

# Debian packages the build and the tests need.
BUILD_DEBS := gcc make pkg-config libncurses-dev picosat
TEST_DEBS := $(BUILD_DEBS) libcmocka-dev tmux valgrind procps
BENCH_DEBS := $(BUILD_DEBS) qqwing

all: $(BIN)

$(BIN): $(ENGINE_OBJ) $(TUI_OBJ) $(MAIN_OBJ)
	$(CC) $(LDFLAGS) -o $@ $^ $(CURSES_LIBS) $(LDLIBS)

$(BUILD)/tui%.o: src/tui%.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CURSES_CFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/%.o: src/%.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/tests/%.o: tests/%.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

# libFuzzer on every reader: make fuzz FUZZ_SECONDS=N (each reader N seconds).
# New inputs go to build/fuzz/corpus_*; a crashing input is written to
# build/fuzz/READER-crash-*: copy it into tests/fuzz/READER/ and make test
# replays it from then on.
FUZZ_CC ?= clang
FUZZ_SECONDS ?= 30
FUZZ_READERS := pair_csv single_csv oneline save
FUZZ_SRC := $(ENGINE_SRC) tests/fuzz/fuzz_readers.c tests/fuzz/fuzz_main.c
FUZZ_DEBS := clang libclang-rt-14-dev picosat

build/fuzz/fuzz_%: $(FUZZ_SRC) $(wildcard include/*.h tests/fuzz/*.h)
	@mkdir -p $(@D)
	$(FUZZ_CC) -g -O1 -fsanitize=fuzzer,address,undefined -Iinclude \
	  -DFUZZ_READER='"$*"' -o $@ $(FUZZ_SRC) -lpicosat -lpthread

fuzz-deps:
	$(call need_debs,$(FUZZ_DEBS))

fuzz: fuzz-deps
	$(MAKE) $(FUZZ_READERS:%=build/fuzz/fuzz_%)
	@for r in $(FUZZ_READERS); do \
	  mkdir -p build/fuzz/corpus_$$r; \
	  echo "fuzzing the $$r reader for $(FUZZ_SECONDS) s"; \
	  if ! build/fuzz/fuzz_$$r build/fuzz/corpus_$$r tests/fuzz/$$r \
	      -max_total_time=$(FUZZ_SECONDS) -artifact_prefix=build/fuzz/$$r- \
	      -print_final_stats=1 2>build/fuzz/$$r.log; then \
	    tail -40 build/fuzz/$$r.log; echo "fuzz: the $$r reader broke; the input is in build/fuzz/"; \
	    exit 1; \
	  fi; \
	  grep -E '^stat::number_of_executed_units' build/fuzz/$$r.log; \
	done

$(TEST_BIN): $(ENGINE_OBJ) $(TEST_SRC:tests/%.c=$(BUILD)/tests/%.o)
	$(CC) $(LDFLAGS) -o $@ $^ -lcmocka $(LDLIBS)

# Installs the Debian packages in $(1) that are missing: with apt-get when run
# as root, otherwise it prints the apt-get line and stops.
define need_debs
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null || exit 1; \
	  else \
	    echo "missing Debian packages; run:  sudo apt-get install -y$$missing"; exit 1; \
	  fi; \
	fi
endef

deps:
	$(call need_debs,$(BUILD_DEBS))

test-deps:
	$(call need_debs,$(TEST_DEBS))

bench-deps:
	$(call need_debs,$(BENCH_DEBS))

play: deps
	$(MAKE) $(BIN)
	./$(BIN) $(ARGS)

test: test-deps
	$(MAKE) $(BIN) $(TEST_BIN)
	SUDOKUPAIR_BIN=./$(BIN) $(TEST_BIN)

bench: bench-deps
	$(MAKE) sudokupair-tui $(BENCH_BIN)
	$(BENCH_BIN)

$(BENCH_BIN): $(ENGINE_OBJ) $(BUILD)/bench/bench.o
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/bench/%.o: bench/%.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

install: sudokupair-tui
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man6 $(DESTDIR)$(DATADIR)/examples
	install -m 755 sudokupair-tui $(DESTDIR)$(BINDIR)/sudokupair-tui
	install -m 644 man/sudokupair-tui.6 $(DESTDIR)$(MANDIR)/man6/sudokupair-tui.6
	install -m 644 assets/examples/*.csv $(DESTDIR)$(DATADIR)/examples/

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/sudokupair-tui $(DESTDIR)$(MANDIR)/man6/sudokupair-tui.6
	rm -rf $(DESTDIR)$(DATADIR)

clean:
	rm -rf build sudokupair-tui

.PHONY: all deps test-deps bench-deps fuzz-deps play test bench fuzz install uninstall clean

-include $(wildcard build/*/*.d build/*/*/*.d build/*/*/*/*.d)

# The Debian packages, for .ci/run: make -s print-test-debs / print-fuzz-debs
print-test-debs:
	@echo $(TEST_DEBS)
print-fuzz-debs:
	@echo $(FUZZ_DEBS)
.PHONY: print-test-debs print-fuzz-debs
