# Tribunal — the two commands on a fresh machine:
#   make run    build everything and run the main job on the embedded default
#   make test   install what is missing, vet, and run every test
# Everything else here is a helper of those two.

GO      ?= go
BIN     := bin
RUNDIR  := run
DEPLOY  := $(RUNDIR)/deploy
BROWSER ?= /usr/bin/chromium
# Packages whose tests need nothing outside the Go toolchain and the repo.
PKGS    := ./...

.PHONY: all build test run deps chromium gomod vet fuzz bench clean

all: build

## deps: everything the tests and the main job need, installed if missing.
deps: gomod chromium

gomod:
	$(GO) mod download

# Chromium comes from Debian's package; CI starts from a machine without it.
chromium:
	@if [ ! -x "$(BROWSER)" ] && [ -z "$$TRIBUNAL_BROWSER" ]; then \
		echo "installing chromium (Debian package)"; \
		SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; \
	fi

build:
	$(GO) build -o $(BIN)/ ./cmd/...

vet:
	$(GO) vet $(PKGS)

## test: the README's test command; .ci/run calls exactly this.
test: deps vet
	$(GO) test -race -count=1 -timeout 20m $(PKGS)

## run: the main job (scripts/run.sh). Until the witnesses and the request
## flow land, it makes a fresh deployment, starts ledgerd serve with its
## embedded NATS, plays one signed request through the broker with every
## role's own credentials, stops the ledger and verifies, exports and
## checkpoints a copy of the chain offline as an auditor would.
run: deps build
	BIN=$(BIN) RUN=$(RUNDIR) scripts/run.sh

## fuzz: a short run of every fuzz target (FUZZTIME each).
FUZZTIME ?= 20s
fuzz:
	@for pkg in $$($(GO) list ./...); do \
		for f in $$($(GO) test -list '^Fuzz' $$pkg 2>/dev/null | grep '^Fuzz'); do \
			echo "== $$pkg $$f"; \
			$(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
		done; \
	done

## bench: the benchmarks, with a baseline measured in the same run.
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./internal/...

clean:
	rm -rf $(BIN) $(RUNDIR)
