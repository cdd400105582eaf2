# tabletty - four tabletop games in a terminal.
#
#   make            build ./tabletty
#   make run        install missing Debian packages, build, start the menu
#   make test       install missing Debian packages, build, run every test
#   make SANITIZE=1 test   the same under AddressSanitizer + UBSan
#   make install / uninstall   PREFIX (default /usr/local), DESTDIR
#   make clean

PREFIX   ?= /usr/local
DESTDIR  ?=
BINDIR    = $(PREFIX)/bin
DATADIR   = $(PREFIX)/share/tabletty
MANDIR    = $(PREFIX)/share/man

CC       ?= cc
PKGS      = ncursesw inih
# Debian packages: to build and play; to test; to fuzz.
RUN_PKGS  = build-essential pkg-config libncurses-dev libinih-dev
TEST_PKGS = $(RUN_PKGS) libcmocka-dev tmux mandoc python3 valgrind openssh-server openssh-client strace
FUZZ_PKGS = $(RUN_PKGS) clang libclang-rt-14-dev

ifeq ($(SANITIZE),1)
BUILD     = build-san
SANFLAGS  = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
OPT       = -O1 -g
else
BUILD     = build
SANFLAGS  =
OPT       = -O2 -g
endif

WARN      = -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
            -Wformat=2 -Wno-format-truncation -Werror
PKG_CFLAGS = $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PKG_LIBS   = $(shell pkg-config --libs $(PKGS) 2>/dev/null)
CFLAGS   ?= $(OPT)
# Nothing reads errno after a math function: with -fno-math-errno the one
# sqrt (sim's intervals) is an instruction, and --as-needed leaves libm
# out where nothing else needs it (one library less to map at every start:
# about 350 KiB of the resident set, issue 29).
ALL_CFLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE $(WARN) $(CFLAGS) $(SANFLAGS) \
             -fno-math-errno -iquote include -iquote $(BUILD) $(PKG_CFLAGS) -MMD -MP
LDLIBS    = $(PKG_LIBS) -Wl,--as-needed -lm -Wl,--no-as-needed

BIN       = $(if $(filter 1,$(SANITIZE)),$(BUILD)/tabletty,tabletty)

# a game's folder may hold sub-folders (POWERUP's layers): every .c under it
CORE_SRC  = $(wildcard src/core/*.c) $(sort $(shell find src/games -name '*.c'))
IO_SRC    = $(wildcard src/io/*.c) $(wildcard src/cli/*.c) $(wildcard src/net/*.c)
UI_SRC    = $(wildcard src/front/*.c) $(wildcard src/ui/*.c) $(wildcard src/plain/*.c)
CORE_OBJ  = $(CORE_SRC:%.c=$(BUILD)/%.o)
IO_OBJ    = $(IO_SRC:%.c=$(BUILD)/%.o)
UI_OBJ    = $(UI_SRC:%.c=$(BUILD)/%.o)
MAIN_OBJ  = $(BUILD)/src/main.o
LIB       = $(BUILD)/libtt.a

UNIT_SRC  = $(wildcard test/unit/test_*.c)
UNIT_BIN  = $(UNIT_SRC:test/unit/%.c=$(BUILD)/test/%)

.PHONY: FORCE man all run test deps-run deps-fuzz deps unit batch tty lint purity install uninstall clean

all: $(BIN)

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

# The data directory is compiled in; rewrite the header only when PREFIX changes.
$(BUILD)/config.h: FORCE
	@mkdir -p $(BUILD)
	@echo '#define TT_DATADIR "$(DATADIR)"' >$@.tmp
	@cmp -s $@.tmp $@ && rm -f $@.tmp || mv $@.tmp $@

$(BUILD)/src/io/io.o: $(BUILD)/config.h

FORCE:

$(LIB): $(CORE_OBJ) $(IO_OBJ) $(UI_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(BIN): $(MAIN_OBJ) $(LIB)
	$(CC) $(ALL_CFLAGS) -o $@ $(MAIN_OBJ) $(LIB) $(LDLIBS)

$(BUILD)/test/%: test/unit/%.c $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -iquote src -o $@ $< $(LIB) $(LDLIBS) $(shell pkg-config --libs cmocka 2>/dev/null)

# Install the Debian packages that are missing (with sudo when not root).
deps:
	@sh test/deps.sh $(TEST_PKGS)

deps-run:
	@sh test/deps.sh $(RUN_PKGS)

deps-fuzz:
	@sh test/deps.sh $(FUZZ_PKGS)

run: deps-run
	@$(MAKE) --no-print-directory all
	TABLETTY_DATA=$(CURDIR)/scenarios ./$(BIN)

test: deps
	@$(MAKE) --no-print-directory all
	@$(MAKE) --no-print-directory $(UNIT_BIN)
	@sh test/run-all.sh $(BIN) $(BUILD)

unit: $(UNIT_BIN)
	@sh test/run-all.sh $(BIN) $(BUILD) unit

install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR) $(DESTDIR)$(MANDIR)/man6 $(DESTDIR)$(MANDIR)/man5
	install -m 755 $(BIN) $(DESTDIR)$(BINDIR)/tabletty
	cp -R scenarios/. $(DESTDIR)$(DATADIR)/
	install -m 644 man/tabletty.6 $(DESTDIR)$(MANDIR)/man6/tabletty.6
	install -m 644 man/tabletty.5 $(DESTDIR)$(MANDIR)/man5/tabletty.5

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/tabletty $(DESTDIR)$(MANDIR)/man6/tabletty.6 $(DESTDIR)$(MANDIR)/man5/tabletty.5
	rm -rf $(DESTDIR)$(DATADIR)

clean:
	rm -rf build build-san build-fuzz tabletty

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

# The man pages from man/parts and the registry (tabletty list --ids, --mdoc),
# with each game's board legend from its glyph table.
man: all
	python3 test/mklegend.py ./$(BIN)
	sh test/mkman.sh ./$(BIN)

# libFuzzer targets (clang): make fuzz [FUZZ_SECONDS=60]
FUZZ_SECONDS ?= 60
FUZZ_CC    = clang
FUZZ_FLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -g -O1 -iquote include \
             $(shell pkg-config --cflags inih 2>/dev/null) -DTT_DATADIR='"$(DATADIR)"' -iquote build-fuzz \
             -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -MMD -MP
# The games come from the registry (`tabletty list --ids`): `make fuzz`
# builds tabletty first and passes them to fuzz-run.
FUZZ_GAMES ?=
FUZZ_OBJ   = $(CORE_SRC:%.c=build-fuzz/%.o) $(IO_SRC:%.c=build-fuzz/%.o)
FUZZ_BINS  = build-fuzz/fuzz_conf build-fuzz/fuzz_cmd build-fuzz/fuzz_opts build-fuzz/fuzz_save build-fuzz/fuzz_settings build-fuzz/fuzz_wire \
             $(foreach g,$(FUZZ_GAMES),build-fuzz/fuzz_load_$(g) build-fuzz/fuzz_play_$(g))

build-fuzz/%.o: %.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_FLAGS) $(shell pkg-config --cflags ncursesw) -c $< -o $@

build-fuzz/fuzz_%: test/fuzz/fuzz_%.c $(FUZZ_OBJ)
	$(FUZZ_CC) $(FUZZ_FLAGS) -fsanitize=fuzzer -o $@ $< $(FUZZ_OBJ) $(shell pkg-config --libs inih) -lm

build-fuzz/fuzz_settings: test/fuzz/fuzz_settings.c $(FUZZ_OBJ) build-fuzz/src/front/front_keys.o
	$(FUZZ_CC) $(FUZZ_FLAGS) -iquote src/front -fsanitize=fuzzer -o $@ $< build-fuzz/src/front/front_keys.o \
		$(FUZZ_OBJ) $(shell pkg-config --libs inih) -lm

build-fuzz/fuzz_load_%: test/fuzz/fuzz_load.c $(FUZZ_OBJ)
	$(FUZZ_CC) $(FUZZ_FLAGS) -fsanitize=fuzzer -DFUZZ_GAME='"$*"' -o $@ $< $(FUZZ_OBJ) $(shell pkg-config --libs inih) -lm

build-fuzz/fuzz_play_%: test/fuzz/fuzz_play.c $(FUZZ_OBJ)
	$(FUZZ_CC) $(FUZZ_FLAGS) -fsanitize=fuzzer -DFUZZ_GAME='"$*"' -o $@ $< $(FUZZ_OBJ) $(shell pkg-config --libs inih) -lm

fuzz-build: $(FUZZ_BINS)

# a changed header rebuilds the fuzz objects that include it; each .d
# gets an empty rule of its own, or make would remake an included
# build-fuzz/fuzz_play_GAME.d by the fuzz_play_% link rule (a binary
# written over the dependency file)
FUZZ_DEPS := $(shell find build-fuzz -name '*.d' 2>/dev/null)
-include $(FUZZ_DEPS)
$(FUZZ_DEPS): ;

fuzz-run: fuzz-build
	@sh test/fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_BINS)

fuzz: deps-fuzz
	@$(MAKE) --no-print-directory all
	@ids=$$(./$(BIN) list --ids | tr '\n' ' ') && [ -n "$$ids" ] && \
		$(MAKE) --no-print-directory fuzz-run FUZZ_GAMES="$$ids"

.PHONY: fuzz fuzz-build fuzz-run

# Every batch transcript under valgrind --leak-check=full.
valgrind: deps
	@$(MAKE) --no-print-directory all
	@sh test/valgrind.sh ./tabletty

.PHONY: valgrind
