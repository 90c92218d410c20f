# sudokupair-tui - a plain Makefile: make, make play, make test, make golden, make bench,
# make install / uninstall (PREFIX, DESTDIR), make deb, make bank, make SANITIZE=1 ...
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
# cairo draws the printed sheets (src/print.c only)
# (and fontconfig, whose caches print.c lets go of at the end)
CAIRO_CFLAGS := $(shell pkg-config --cflags cairo fontconfig 2>/dev/null)
CAIRO_LIBS := $(shell pkg-config --libs cairo fontconfig 2>/dev/null || echo -lcairo -lfontconfig)
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
TEST_SRC := $(wildcard tests/test_*.c) tests/tmux.c tests/fuzz/fuzz_readers.c
TEST_BIN := $(BUILD)/run_tests
BENCH_BIN := $(BUILD)/run_bench

# What the build, the tests, the fuzzers and the benchmark need, as
# KIND:NAME:DEBIAN-PACKAGE. Each is checked directly (a command on PATH, a
# header the compiler finds, a library it links), never in a package
# database, so the check holds on any system; the package is what to install
# on Debian when it is missing.
BUILD_NEEDS := cmd:$(firstword $(CC)):gcc cmd:make:make cmd:pkg-config:pkg-config \
               hdr:curses.h:libncurses-dev lib:ncursesw:libncurses-dev \
               hdr:picosat/picosat.h:picosat lib:picosat:picosat \
               hdr:cairo/cairo.h:libcairo2-dev lib:cairo:libcairo2-dev \
               hdr:fontconfig/fontconfig.h:libfontconfig-dev lib:fontconfig:libfontconfig-dev
TEST_NEEDS := $(BUILD_NEEDS) hdr:cmocka.h:libcmocka-dev lib:cmocka:libcmocka-dev \
              cmd:tmux:tmux cmd:valgrind:valgrind cmd:pgrep:procps cmd:ps:procps \
              cmd:setpriv:util-linux cmd:bash:bash cmd:pdfinfo:poppler-utils
BENCH_NEEDS := $(BUILD_NEEDS) cmd:qqwing:qqwing
debs = $(sort $(foreach n,$(1),$(word 3,$(subst :, ,$(n)))))
BUILD_DEBS = $(call debs,$(BUILD_NEEDS))
TEST_DEBS = $(call debs,$(TEST_NEEDS))
BENCH_DEBS = $(call debs,$(BENCH_NEEDS))

all: $(BIN)

$(BIN): $(ENGINE_OBJ) $(TUI_OBJ) $(MAIN_OBJ)
	$(CC) $(LDFLAGS) -o $@ $^ $(CURSES_LIBS) $(CAIRO_LIBS) $(LDLIBS)

$(BUILD)/tui%.o: src/tui%.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CURSES_CFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/print.o: src/print.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CAIRO_CFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/%.o: src/%.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

# the starter bank's installed folder (bank.c looks in the build tree first)
$(BUILD)/bank.o: CPPFLAGS += -DSUDOKUPAIR_DATADIR='"$(DATADIR)"'

$(BUILD)/tests/test_print.o: tests/test_print.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CAIRO_CFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/tests/%.o: tests/%.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

# libFuzzer on every reader: make fuzz FUZZ_SECONDS=N (each reader N seconds).
# New inputs go to build/fuzz/corpus_*; a crashing input is written to
# build/fuzz/READER-crash-*: copy it into tests/fuzz/READER/ and make test
# replays it from then on.
FUZZ_CC ?= clang
FUZZ_SECONDS ?= 30
FUZZ_READERS := pair_csv single_csv oneline save options best code history store settings
FUZZ_SRC := $(ENGINE_SRC) tests/fuzz/fuzz_readers.c tests/fuzz/fuzz_main.c
FUZZ_NEEDS := cmd:$(FUZZ_CC):clang fuzzer:$(FUZZ_CC):libclang-rt-14-dev lib:picosat:picosat \
              lib:cairo:libcairo2-dev lib:fontconfig:libfontconfig-dev
FUZZ_DEBS = $(call debs,$(FUZZ_NEEDS))

build/fuzz/fuzz_%: $(FUZZ_SRC) $(wildcard include/*.h tests/fuzz/*.h)
	@mkdir -p $(@D)
	$(FUZZ_CC) -g -O1 -fsanitize=fuzzer,address,undefined -Iinclude \
	  $(CAIRO_CFLAGS) -DFUZZ_READER='"$*"' -o $@ $(FUZZ_SRC) $(CAIRO_LIBS) -lpicosat -lpthread

fuzz-deps:
	$(call need_debs,$(FUZZ_NEEDS))

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

# The layout, the key table, the text rules and the screens' keys of the
# terminal are unit-tested too (test_layout.c), linked in without a terminal.
TEST_TUI_OBJ := $(TUI_OBJ)

$(TEST_BIN): $(ENGINE_OBJ) $(TEST_TUI_OBJ) $(TEST_SRC:tests/%.c=$(BUILD)/tests/%.o)
	$(CC) $(LDFLAGS) -o $@ $^ -lcmocka $(CURSES_LIBS) $(CAIRO_LIBS) $(LDLIBS)

# Checks each KIND:NAME:PACKAGE of $(1): cmd (on PATH), hdr (the compiler
# finds it), lib (it links), fuzzer (the compiler builds a libFuzzer target).
# What is missing is named with its Debian package; as root with apt-get the
# packages are installed, otherwise it stops with the apt-get line.
define need_debs
	@missing=""; pkgs=""; for n in $(1); do \
	  kind=$${n%%:*}; rest=$${n#*:}; name=$${rest%%:*}; pkg=$${rest#*:}; \
	  case $$kind in \
	  cmd) command -v "$$name" >/dev/null 2>&1 ;; \
	  hdr) printf '#include <%s>\n' "$$name" | $(CC) $(CURSES_CFLAGS) -E -x c - >/dev/null 2>&1 ;; \
	  lib) printf 'int main(void){return 0;}\n' | \
	         $(CC) -x c - -o /dev/null -l"$$name" >/dev/null 2>&1 ;; \
	  fuzzer) printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n){(void)d;(void)n;return 0;}\n' | \
	         "$$name" -fsanitize=fuzzer -x c - -o /dev/null >/dev/null 2>&1 ;; \
	  esac || { missing="$$missing $$name ($$pkg);"; \
	            case " $$pkgs " in *" $$pkg "*) ;; *) pkgs="$$pkgs $$pkg";; esac; }; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "missing:$$missing"; \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "installing:$$pkgs"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$pkgs >/dev/null || exit 1; \
	  else \
	    echo "install them; on Debian:  sudo apt-get install -y$$pkgs"; exit 1; \
	  fi; \
	fi
endef

deps:
	$(call need_debs,$(BUILD_NEEDS))

test-deps:
	$(call need_debs,$(TEST_NEEDS))

bench-deps:
	$(call need_debs,$(BENCH_NEEDS))

play: deps
	$(MAKE) $(BIN)
	./$(BIN) $(ARGS)

test: test-deps
	$(MAKE) $(BIN) $(TEST_BIN)
	SUDOKUPAIR_BIN=./$(BIN) $(TEST_BIN)

# The commands' outputs the golden group compares (tests/data/golden/),
# written anew from this build: only for a change of output that is meant.
golden: test-deps
	$(MAKE) $(BIN) $(TEST_BIN)
	GOLDEN_WRITE=1 TEST_GROUPS=golden SUDOKUPAIR_BIN=./$(BIN) $(TEST_BIN)

# make bench K6=1 adds 36x36 generation (minutes); BENCH_ONLY=SECTION runs one
# section (generation, maximal, batch, bank, solve, latency, k6); bench/README.md
# keeps results.
bench: bench-deps
	$(MAKE) sudokupair-tui $(BENCH_BIN)
	K6="$(K6)" BENCH_ONLY="$(BENCH_ONLY)" BENCH_KMAX="$(BENCH_KMAX)" $(BENCH_BIN)

$(BENCH_BIN): $(ENGINE_OBJ) $(BUILD)/bench/bench.o
	$(CC) $(LDFLAGS) -o $@ $^ $(CAIRO_LIBS) $(LDLIBS)

$(BUILD)/bench/%.o: bench/%.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

install: sudokupair-tui
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man6 $(DESTDIR)$(DATADIR)/examples \
	  $(DESTDIR)$(DATADIR)/bank
	install -m 755 sudokupair-tui $(DESTDIR)$(BINDIR)/sudokupair-tui
	install -m 644 man/sudokupair-tui.6 $(DESTDIR)$(MANDIR)/man6/sudokupair-tui.6
	install -m 644 assets/examples/*.csv $(DESTDIR)$(DATADIR)/examples/
	install -m 644 assets/bank/*.bank $(DESTDIR)$(DATADIR)/bank/

# The starter bank (assets/bank/README.md): made again by this generator
# with the seeds the script fixes; BANK_COUNT puzzles a kind.
BANK_COUNT ?= 4
bank: sudokupair-tui
	sh assets/bank/make-bank.sh ./sudokupair-tui assets/bank $(BANK_COUNT)

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/sudokupair-tui $(DESTDIR)$(MANDIR)/man6/sudokupair-tui.6
	rm -rf $(DESTDIR)$(DATADIR)

clean:
	rm -rf build sudokupair-tui

.PHONY: all deps test-deps bench-deps fuzz-deps play test golden bench fuzz install uninstall clean \
        bank

-include $(wildcard build/*/*.d build/*/*/*.d build/*/*/*/*.d)

# The Debian packages, for .ci/run: make -s print-test-debs / print-fuzz-debs;
# print-build-debs is what debian/control's Build-Depends lists (but gcc and
# make: build-essential, which every Debian build has)
print-test-debs:
	@echo $(TEST_DEBS)
print-fuzz-debs:
	@echo $(FUZZ_DEBS)
print-build-debs:
	@echo $(BUILD_DEBS)
.PHONY: print-test-debs print-fuzz-debs print-build-debs

# The Debian package (debian/): dpkg-buildpackage in a copy of the tree in
# build/deb/, so the build never dirties this one; the .deb lands in
# build/deb/, and lintian must find no error and no warning in it.
DEB_NEEDS := $(BUILD_NEEDS) cmd:dpkg-buildpackage:dpkg-dev cmd:g++:build-essential cmd:dh:debhelper \
             cmd:lintian:lintian cmd:tar:tar
deb:
	$(call need_debs,$(DEB_NEEDS))
	rm -rf build/deb && mkdir -p build/deb/sudokupair-tui
	tar --exclude=./build --exclude=./.git --exclude=./sudokupair-tui -cf - . | \
	  tar -C build/deb/sudokupair-tui -xf -
	cd build/deb/sudokupair-tui && dpkg-buildpackage -us -uc -b
	lintian --fail-on error,warning build/deb/*.changes
	@ls build/deb/*.deb
.PHONY: deb
