# Glide's entry points. `make demo` and `make test` install what they need first.
#
#   make demo   replay the bundled default trace: pinch-pop, a pinch that pops a navigation stack
#   make test   run the whole test suite
#   make deps   install the Debian packages Glide needs (idempotent; uses sudo when not root)
#   make examples   build the example apps in Examples/ (make test builds and runs them)
#   make bench      the benchmarks of BENCHMARKS.md (tools/bench)
#   make fuzz       each libFuzzer target for FUZZ_SECONDS (600 for a release check; tools/fuzz)
#   make sanitize   the test suite under AddressSanitizer, then ThreadSanitizer (tools/sanitize)
#   make docs       the DocC catalogs of every library module, warnings as errors (swift-docc-plugin);
#                   make docs DOCS_OUT=DIR: the same, written to DIR as one browsable site (tools/docs-site)

SWIFT ?= swift
DEBIAN_PACKAGES := pkg-config libevdev-dev umockdev evemu-tools libevemu-dev chromium python3 tmux time \
  libsdl2-dev libsdl2-ttf-dev libpng-dev fonts-dejavu-core fonts-inter ffmpeg \
  libegl-dev libgles-dev libegl-mesa0 libgl1-mesa-dri \
  xvfb xdotool x11-apps
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
DEFAULT_TRACE := traces/default.evemu

.PHONY: demo test deps build examples clean bench fuzz sanitize docs

FUZZ_SECONDS ?= 60

demo: deps
	$(SWIFT) build --product glide
	$(SWIFT) run --skip-build glide replay $(DEFAULT_TRACE)

# Suites that run glide against the clock (a mocked touchpad played in real time by umockdev, tmux, a
# window under Xvfb): run on their own after the rest, so a loaded machine's other tests do not starve
# them (their timing assertions need the clock; a reader that falls behind still reads every event).
REAL_TIME_SUITES := RealTimeReplayTests|LiveCommandUmockdevTests|LiveCommandTmuxTests|LiveAccelerometerTests|LiveRecordingTests|LiveSignalsTests

test: deps examples
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip '$(REAL_TIME_SUITES)'
	$(SWIFT) test --skip-build --filter '$(REAL_TIME_SUITES)'
	$(SWIFT) run --skip-build glide test traces/

build: deps
	$(SWIFT) build

# The packages in Examples/ (each depends on Glide by path): built here, run by the tests
# (ExampleTests), which compare their output with glide replay's.
EXAMPLES := $(wildcard Examples/*/Package.swift)
examples: deps
	@for package in $(EXAMPLES); do echo "building $$(dirname $$package)"; \
	  $(SWIFT) build --package-path "$$(dirname $$package)" || exit 1; done

# Every library module's catalog (Sources/<Module>/<Module>.docc): landing page, articles, the tutorial
# in GlideInteraction's. A broken symbol link or a malformed directive is an error. The archives land in
# .build/plugins/Swift-DocC/outputs/<Module>.doccarchive. With DOCS_OUT=DIR the same build writes one
# combined static site to DIR instead (DIR/documentation/<module>/ each module's landing page): serve it,
# `python3 -m http.server -d DIR`; tools/check-docs-site DIR reads its pages back in headless Chromium.
DOCS_OUT ?=
DOC_TARGETS := GlideOutput GlideInput GlideGestures GlideLayout GlideAnimation GlideTransitions GlideInteraction \
  GlideRender GlideKit GlideSimulation GlideScenarios GlideTraceTesting GlideLab GlideReports GlideDemos GlideWindow GlideCommandLine
docs: deps
ifeq ($(DOCS_OUT),)
	$(SWIFT) package generate-documentation $(foreach target,$(DOC_TARGETS),--target $(target)) \
	  --warnings-as-errors --disable-indexing
else
	SWIFT='$(SWIFT)' tools/docs-site '$(DOCS_OUT)' $(DOC_TARGETS)
endif

deps:
	@missing=""; for p in $(DEBIAN_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -q && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; \
	fi

bench: deps
	tools/bench

fuzz: deps
	tools/fuzz all $(FUZZ_SECONDS)

sanitize: deps
	tools/sanitize all

clean:
	rm -rf .build
