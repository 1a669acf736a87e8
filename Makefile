# Tribunal — the two commands on a fresh machine:
#   make run    build everything and run the main job on the embedded default
#   make test   install what is missing, vet, lint, and run every test
# Everything else here is a helper of those two.

GO      ?= go
BIN     := bin
RUNDIR  := run
DEPLOY  := $(RUNDIR)/deploy
BROWSER ?= /usr/bin/chromium
# Packages whose tests need nothing outside the Go toolchain and the repo.
PKGS    := ./...

.PHONY: all build test checks test-build chaos race corpus mcp-corpus run approve deps debian-packages npm-packages gomod vet lint lint-tools fuzz bench clean

all: build

## deps: everything the tests and the main job need, installed if missing,
## side by side (downloads and compiles that do not wait on each other):
## the Debian packages (one apt-get for all that are missing), the Go
## modules, the pinned linters and the npm packages (these after the
## Debian packages only on a machine without npm: they bring it).
deps:
	@$(MAKE) --no-print-directory -j8 -Otarget debian-packages gomod lint-tools npm-packages

# A download from the Go module proxy is tried five times, 5, 10, 20 and
# 40 s apart: a TLS handshake that times out (seen on this project's
# machines, 2026-12-07; once three tries 5 s apart all met it) must not
# fail make test.
RETRY := for i in 1 2 3 4 5; do
RETRY_END := && exit 0; [ $$i = 5 ] || { w=$$((5 << ($$i - 1))); echo "try $$i failed; trying again in $$w s" >&2; sleep $$w; }; done; exit 1

gomod:
	@$(RETRY) $(GO) mod download $(RETRY_END)

# The linters make test runs, pinned, from the Go module proxy into
# bin/tools/<tool>-<version>/ (a new version is a new directory, so a
# changed pin installs itself): deadcode (golang.org/x/tools) and
# staticcheck (honnef.co/go/tools).
DEADCODE_VERSION    := v0.52.0
STATICCHECK_VERSION := v0.8.2
TOOLS       := $(abspath $(BIN))/tools
DEADCODE    := $(TOOLS)/deadcode-$(DEADCODE_VERSION)/deadcode
STATICCHECK := $(TOOLS)/staticcheck-$(STATICCHECK_VERSION)/staticcheck
lint-tools: $(DEADCODE) $(STATICCHECK)
$(DEADCODE):
	@$(RETRY) GOBIN=$(dir $@) $(GO) install golang.org/x/tools/cmd/deadcode@$(DEADCODE_VERSION) $(RETRY_END)
$(STATICCHECK):
	@$(RETRY) GOBIN=$(dir $@) $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION) $(RETRY_END)

# debian-packages installs, with one apt-get update and one apt-get
# install (with sudo unless root), every Debian package below whose
# program or file is missing. A machine without them (CI's) pays for one
# update and one install instead of one of each per package.
#   chromium                 the witnesses' browser (unless TRIBUNAL_BROWSER names one)
#   chromium-headless-shell  witness-w2 runs on it when it is installed, and
#                            internal/w2/measure checks that W2 reports the
#                            same on it as on chromium (docs/OPERATIONS.md §3)
#   fontconfig               fc-list names the fonts a browser can see, for
#                            every report's renderer record (docs/FORMAT.md §1)
#   fonts-wqy-microhei       CJK glyphs: the widened corpus
#                            (testdata/realpages-wide) has Chinese, Japanese
#                            and Korean pages, and Chromium's other fonts
#                            have none
#   nodejs, npm              the npm packages below
#   bubblewrap               bwrap jails the stdio MCP servers a witness runs
#                            (docs/MCP-APPS.md, "The stdio sandbox"); without
#                            it server mode refuses to run them
#   nats-server              Debian's 2.9.10, older than the ledger's minimum
#                            2.10.0: cmd/ledgerd's TestServeRefusesOldNATS
#                            starts it and reads the one line ledgerd serve
#                            refuses it with (docs/OPERATIONS.md, "NATS server
#                            version"); the package's own service is stopped,
#                            the test runs the binary itself
HEADLESS_SHELL := /usr/lib/chromium/chromium-headless-shell
debian-packages:
	@missing=""; \
	if [ ! -x "$(BROWSER)" ] && [ -z "$$TRIBUNAL_BROWSER" ]; then missing="$$missing chromium"; fi; \
	[ -x "$(HEADLESS_SHELL)" ] || missing="$$missing chromium-headless-shell"; \
	if ! command -v fc-list >/dev/null; then missing="$$missing fontconfig fonts-wqy-microhei"; \
	elif ! fc-list :lang=zh | grep -q .; then missing="$$missing fonts-wqy-microhei"; fi; \
	command -v node >/dev/null 2>&1 || missing="$$missing nodejs"; \
	command -v npm >/dev/null 2>&1 || missing="$$missing npm"; \
	[ -x /usr/bin/bwrap ] || missing="$$missing bubblewrap"; \
	[ -x /usr/sbin/nats-server ] || missing="$$missing nats-server"; \
	if [ -n "$$missing" ]; then \
		echo "installing$$missing (Debian packages)"; \
		SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null || exit 1; \
		case "$$missing" in *nats-server*) systemctl disable --now nats-server >/dev/null 2>&1 || true;; esac; \
	fi

# The npm packages, each directory pinned by its package-lock.json and
# installed with npm ci when node_modules is absent or older than the lock
# file (node and npm come from debian-packages where npm is missing):
#   testdata/realpages/oracle      the real-page corpus's oracle
#                                  (playwright-core + axe-core) for
#                                  internal/realpages's conformance test
#   testdata/pixelmatch            the reference pixelmatch 7.2.0 and pngjs
#                                  for cmd/witness-w1's conformance test
#   testdata/mcp-server-thirdparty a real MCP App server nobody here wrote
#                                  (the ext-apps project's vanilla-JS
#                                  example) for internal/mcpapp/runner's
#                                  third-party test (docs/MCP-APPS.md §8)
#   testdata/mcp-apps-corpus       the MCP Apps corpus (docs/MCP-APPS.md):
#                                  the eight official ext-apps example
#                                  servers at 2.0.3, our broken variants'
#                                  server, and the independent oracle of
#                                  their truth (the TypeScript SDK's client
#                                  and playwright-core)
#   testdata/mcp-clients           third-party MCP clients (the TypeScript
#                                  SDK's client, the MCP Inspector's CLI, the
#                                  conformance suite) for
#                                  internal/requester/agentmcp's
#                                  TestThirdPartyClients against tribunal mcp
#                                  (docs/AGENTS.md)
ORACLE     := testdata/realpages/oracle
CORPUS     := testdata/mcp-apps-corpus
NPM_DIRS   := $(ORACLE) testdata/pixelmatch testdata/mcp-server-thirdparty $(CORPUS) testdata/mcp-clients
NPM_NEEDS  := $(if $(shell command -v npm),,debian-packages)
npm-packages: $(addsuffix /node_modules,$(NPM_DIRS))
$(addsuffix /node_modules,$(NPM_DIRS)): %/node_modules: %/package-lock.json | $(NPM_NEEDS)
	@echo "npm ci in $*"
	@cd $* && npm ci --no-audit --no-fund --loglevel=error && touch node_modules

# --version names the commit even where the go command records no VCS
# information (GOFLAGS=-buildvcs=false, a git worktree): internal/cli's
# Revision and Modified, stamped here; empty outside a git checkout.
REVISION := $(shell git rev-parse HEAD 2>/dev/null)
MODIFIED := $(shell git status --porcelain 2>/dev/null | grep -q . && echo true)
LDFLAGS  := -X github.com/tribunal-dev/tribunal/internal/cli.Revision=$(REVISION) -X github.com/tribunal-dev/tribunal/internal/cli.Modified=$(MODIFIED)

build:
	$(GO) build -ldflags '$(LDFLAGS)' -o $(BIN)/ ./cmd/...

vet:
	$(GO) vet $(PKGS)

## lint: staticcheck on every package, and deadcode on the binaries:
## every function in a package a binary links must be reachable from a
## main (code only tests use lives in _test.go files or ...test packages).
lint: lint-tools
	$(STATICCHECK) $(PKGS)
	@out=$$($(DEADCODE) ./cmd/...) || { echo "$$out"; exit 1; }; \
	if [ -n "$$out" ]; then echo "$$out"; echo "deadcode: unreachable code in packages the binaries link (above)" >&2; exit 1; fi

## test: the README's test command; .ci/run calls exactly this.
##
## First, side by side (make -j), what the go tests need: the Debian and
## the npm packages, which wait on the network more than they compute (npm
## ci in the five directories: 37 CPU s), the Go modules, and
## test-build: every package of the module compiled (go list -export).
##
## Then the go tests (scripts/test.sh): pass 1 in the foreground, two
## lanes beside it from the start, their output printed when they end;
## and beside them, at the lowest priority (nice 19), checks: the linters
## installed, vet, then lint. None of the tests needs them, and apart
## from the linters' own install what they compile the tests compile too
## (the packages are in the build cache from test-build; vet type-checks
## the test files that go test compiles), so they take the CPU the tests
## leave idle: a core while a test waits out a deadline, the lanes'
## tails.
##
## The suite is bound by its CPU on two cores (CI's machine): the runs
## below keep both busy from start to end, and none is left alone at the
## end with a core idle.
##
## Pass 1: the packages of TEST_FIRST compute: Chromium, daemons, pixel
## and crypto loops. go test starts packages in the order they are named:
## the longest first (e2e ahead of all); one per core at a time (go
## test's default). Each still holds its core only part of the time, but
## more of them at once would raise the load until deadlines that hold on
## any honest machine (a witness's job deadline, a server's start) are
## missed; the lanes fill that room with one go test each, one package at
## a time.
##
## Lane 1: LANE_TESTS of LANE_PKGS, then LANE1_PKGS one at a time.
## e2e's TestHostilePages (about 150 s) checks its rows one after
## another, each waiting out a 10 s job deadline while its page spins
## (its renderers take what CPU is left), and no other e2e test would
## start before it ends; pass 1 skips it. LANE1_PKGS are table tests
## that drive the witnesses over corpora one page or app at a time: the
## real-page corpora and their oracle, the MCP Apps corpus and servers,
## the fault-injection harness, the witnesses' commands on golden pages.
##
## Lane 2: every other package mostly waits: on a lease running out, a
## connection timeout, a killed process (internal/ledger: 82 s, most of
## it waiting), or is over in seconds. They run in a go test of their own
## instead of holding one of pass 1's two places with a core idle.
##
## No test runs under the race detector in make test; make race runs
## every package under it. Its cost is mostly compiling: the standard
## library and every dependency again, before the first test (every
## package: 320 CPU s of compiling and linking; the go test of the seven
## packages whose own code starts goroutines that share state and whose
## tests need no browser, internal/ledger, internal/hashchain,
## internal/witness, internal/witness/job, internal/notify,
## internal/browser/netguard and internal/chaos/lazyfs: 211 CPU s with it
## on an empty build cache, 23 without it once the module is compiled;
## 2026-12-08), and where the witnesses' Go code works (CDP's JSON, PNG
## decoding, pixel loops) it multiplies a test's CPU 2.6 to 11 times
## (the test process and its children: runner 151 against 52 CPU s,
## capture 94 against 36, edverify 22 against 2; 2026-12-07), on a suite
## whose two cores are its limit.
TEST_FIRST := ./e2e ./internal/w2/measure ./internal/requester/authoring ./internal/browser ./internal/w1/pixelcheck ./internal/w1/capture ./cmd/ledgerd ./internal/mcpapp/mcpserver ./internal/requester/agentmcp ./internal/edverify ./internal/w1/pixeldiff
LANE_TESTS  := ^(TestHostilePages)$$
LANE_PKGS   := ./e2e
LANE1_PKGS  := ./internal/realpages ./internal/mcpapp/runner ./internal/chaos ./cmd/witness-w1 ./cmd/witness-w2
test:
	@$(MAKE) --no-print-directory -j8 -Otarget test-build debian-packages gomod npm-packages
	GO='$(GO)' CHECKS='$(MAKE) --no-print-directory checks' TEST_FIRST='$(TEST_FIRST)' LANE_TESTS='$(LANE_TESTS)' LANE_PKGS='$(LANE_PKGS)' LANE1_PKGS='$(LANE1_PKGS)' scripts/test.sh

# checks: the linters installed, then vet, then lint. Each finds in the
# build cache what the one before compiled (vet: 211 of its 237 standard
# packages from the linters' install; staticcheck: every package vet
# compiled); at once, they would compile the same packages side by side
# (the build cache is shared, not the work). In make test, test-build has
# compiled every package of the module before they start.
checks:
	@$(MAKE) --no-print-directory lint-tools
	@$(MAKE) --no-print-directory vet
	@$(MAKE) --no-print-directory lint

# test-build: scripts/test.sh's build (every package of the module),
# beside apt and npm.
test-build:
	@GO='$(GO)' scripts/test.sh build

## chaos: the fault-injection run (internal/chaos; docs/OPERATIONS.md
## §10): a 3-node NATS cluster, two ledgers and two witnesses per role
## under load, with a seeded random schedule of faults for
## CHAOS_DURATION, then the checker over the history. About 10 minutes.
## The seed is printed; CHAOS_SEEDS=N replays one. make test runs the
## short form: the fixed seed, 45 s, about 70 CPU s (each seed more
## costs as much again; make chaos explores random seeds). Needs root
## (network namespaces, tmpfs and FUSE mounts: /dev/fuse) and iproute2.
CHAOS_SEEDS    ?= random
CHAOS_DURATION ?= 6m
chaos: deps
	$(GO) test -count=1 -v -timeout 20m -run '^TestChaos$$' ./internal/chaos/ -args \
		-chaos.seeds=$(CHAOS_SEEDS) -chaos.duration=$(CHAOS_DURATION) -chaos.witnesses=2 -chaos.publishers=3 -chaos.backlog=8

## race: every package's tests under the race detector (make test runs
## none under it: see test).
race: deps
	$(GO) test -race -count=1 -timeout 60m ./...

## mcp-corpus: the MCP Apps corpus (testdata/mcp-apps-corpus,
## docs/MCP-APPS.md §9) on all three surfaces: its independent truth
## again (truth.mjs, written to truth.new.json to compare with the
## golden truth.json), then both witnesses on every app against
## truth.json, and the good and the third-party server on all three
## surfaces too. make test judges these on web only. About 7 minutes.
mcp-corpus: deps
	cd $(CORPUS) && node truth.mjs > truth.new.json
	@cmp -s $(CORPUS)/truth.json $(CORPUS)/truth.new.json && echo "truth.mjs: the same truth as truth.json" || \
		{ echo "truth.mjs: the truth differs from truth.json (diff $(CORPUS)/truth.json $(CORPUS)/truth.new.json)"; exit 1; }
	$(GO) test -count=1 -v -timeout 30m -run '^(TestExamplesCorpus|TestServerGood|TestThirdPartyServer)$$' ./internal/mcpapp/runner/ -args -surfaces=web,android,ios

## corpus: both witnesses on every page and injected defect of the widened
## real-page corpus (testdata/realpages-wide), of the held-out one
## (testdata/realpages-held) and of the blind ones (testdata/realpages-blind,
## testdata/realpages-blind2, testdata/realpages-blind3,
## testdata/realpages-blind4, testdata/realpages-blind5,
## testdata/realpages-blind6, testdata/realpages-blind7), counted against
## the oracle (flags, false flags, misses, undecided per witness; no
## regression against each corpus's golden.json). make test judges the widened corpus's suite pages
## only, the held-out corpus's suite page, and none of the blind ones (each
## blind corpus's test is built only with its own tag). Then the oracle
## re-measured on every page of the first corpus (testdata/realpages), the
## framework pages' custom properties perturbed live in the browser
## (testdata/frameworks/README.md; make test reads the recording), and
## W1's and W2's real-page tests and the recording of skeletons on every
## page and variant of it, of which make test judges three pages
## (realpages.SuitePages).
corpus: deps
	REALPAGES_WIDE=all REALPAGES_HELD=all REALPAGES_BLIND=all REALPAGES_BLIND2=all REALPAGES_BLIND3=all REALPAGES_BLIND4=all REALPAGES_BLIND5=all REALPAGES_BLIND6=all REALPAGES_BLIND7=all $(GO) test -tags blindcorpus,blind2corpus,blind3corpus,blind4corpus,blind5corpus,blind6corpus,blind7corpus -count=1 -timeout 240m -run '^(TestWideCorpusWitnesses|TestHeldCorpusWitnesses|TestBlindCorpusWitnesses|TestBlind2CorpusWitnesses|TestBlind3CorpusWitnesses|TestBlind4CorpusWitnesses|TestBlind5CorpusWitnesses|TestBlind6CorpusWitnesses|TestBlind7CorpusWitnesses)$$' -v ./internal/realpages/
	REALPAGES_ORACLE=all $(GO) test -count=1 -timeout 30m -run '^TestOracleConformance$$' ./internal/realpages/
	FRAMEWORKS_PERTURB=live $(GO) test -count=1 -timeout 30m -run '^TestFrameworkChainsAgreeWithChromium$$' ./internal/w2/measure/
	REALPAGES_PAGES=all $(GO) test -count=1 -timeout 60m -run '^(TestRealPages|TestRealPagesNoFalseFlags|TestRealPagesDefectsCaught|TestRealPagesContrastAgainstAxe|TestShareRealPages|TestHeadlessShellAgrees|TestRecordRealPages)$$' ./internal/w1/pixelcheck ./internal/w2/measure ./internal/requester/authoring

## run: the main job (scripts/run.sh): a fresh deployment under run/,
## ledgerd serve and both witnesses as separate processes, tribunal check
## on examples/acme, the W³ result, then the approve and audit commands.
## Nothing is left running.
run: deps build
	BIN=$(BIN) RUN=$(RUNDIR) scripts/run.sh

## approve: the judge approves request ID (default: make run's last one),
## with the ledger started for the time of the decision.
ID     ?= $(shell cat $(RUNDIR)/last-request 2>/dev/null)
REASON ?= reviewed the example: matches its skeleton
approve: build
	@test -n "$(ID)" || { echo "make approve: no ID (run make run first, or give ID=...)" >&2; exit 64; }
	BIN=$(BIN) scripts/with-ledger.sh $(DEPLOY) $(BIN)/judge approve $(ID) --reason "$(REASON)" --dir $(DEPLOY)

## fuzz: a short run of every fuzz target (FUZZTIME each).
FUZZTIME ?= 20s
fuzz:
	@for pkg in $$($(GO) list ./...); do \
		for f in $$($(GO) test -list '^Fuzz' $$pkg 2>/dev/null | grep '^Fuzz'); do \
			echo "== $$pkg $$f"; \
			$(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
		done; \
	done

## bench: the benchmarks, with a baseline measured in the same run, then
## the speed rows of bench/README.md, a script each (A and B interleaved,
## the median ratio printed last). BENCH_ROWS picks rows, e.g.
## make bench BENCH_ROWS="verify verify-trust".
BENCH_ROWS ?= cold warm suite concurrent verify verify-trust ingest growth-w2 growth-w1
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./internal/...
	@for r in $(BENCH_ROWS); do echo "== bench/$$r.sh"; sh bench/$$r.sh || exit 1; done

clean:
	rm -rf $(BIN) $(RUNDIR)

## mcp-app: rebuild the MCP test app's single-file bundles
## (testdata/mcp-app/dist) from source with the pinned npm packages. The
## tests use the committed bundles and never need npm.
.PHONY: mcp-app
mcp-app:
	cd testdata/mcp-app && npm ci --no-audit --no-fund && node build.mjs
