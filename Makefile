# The two commands of the README, and their helpers.
#   make gallery   render every example into output/
#   make test      run the whole test suite, check that the library products' public API is documented
#                  (scripts/check-doc-coverage), then check that output/ matches a fresh rendering
#   make docs      build the DocC catalogs of CompositionalLayout and LayoutDiagramTesting, warnings as errors
#   make ci        what CI runs: make test and make docs, then the renderers' agreement on the gallery
#                  (scripts/compare-renderers) and about two minutes of fuzzing (scripts/fuzz --ci)
#   make fidelity  compare the engine with the frames measured from real UIKit (corpus/)
#   make fuzz      libFuzzer on each target of Fuzz/ (the spec reader, solver and scene builder; the preview
#                  server's request heads; the Markdown block reader; the Swift function finder),
#                  FUZZ_SECONDS long each
#   make readme    write README.md (and its diagrams) from README.template.md
#   make install   build release and install under PREFIX (default /usr/local; DESTDIR honoured): the command,
#                  the runtime a Swift file is compiled against, a man page and bash/zsh/fish completions
#                  (docs/install.md)
#   make uninstall remove what make install put under the same PREFIX (and DESTDIR), from its manifest
SWIFT ?= swift
# A pipeline fails when any command in it does (`compare-renderers … | tail -1`).
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
CLI := .build/debug/layout-diagram
# `make test` builds in a folder of its own, without debug info: about 4 s off a cold build of
# 65–70 s on 2 cores. Its own folder, so that it and `swift build` never rebuild each other's
# products. (A crash in a test still names the functions on its backtrace.)
TEST_BUILD := --scratch-path .build/make-test -debug-info-format none
TEST_CLI := .build/make-test/debug/layout-diagram

.PHONY: gallery test ci deps build bench fidelity fuzz readme doc-figures docs install uninstall

PREFIX ?= /usr/local
DESTDIR ?=

FUZZ_SECONDS ?= 600

deps:
	@scripts/install-deps

build:
	$(SWIFT) build --product layout-diagram

gallery: deps build
	rm -rf output
	scripts/render-gallery $(CLI) output
	# The DocC catalog shows gallery pictures: keep its copies the gallery's (DocumentationImageTests).
	for image in Sources/CompositionalLayout/CompositionalLayout.docc/Resources/*.png; do \
		cp output/$$(basename $$image) $$image; done
	scripts/compare-renderers $(CLI) output | tail -1

test: deps
	$(SWIFT) build --build-tests $(TEST_BUILD)
	$(SWIFT) test --skip-build $(TEST_BUILD)
	# Every public declaration of the library products is documented; the other modules' coverage is printed.
	scripts/check-doc-coverage
	$(TEST_CLI) check examples/*.yaml --against output --report .build/layout-diagram-check
	scripts/check-examples $(TEST_CLI) .build/layout-diagram-check/actual
	$(TEST_CLI) markdown README.template.md -o README.md --check

ci: test docs
	scripts/compare-renderers $(TEST_CLI) .build/layout-diagram-check/actual | tail -1
	scripts/fuzz --ci

# The DocC catalogs of the library products, with warnings as errors: a broken symbol link or an
# undocumented parameter fails CI. The archives go to .build/docs (swift-docc-plugin).
docs:
	$(SWIFT) package --scratch-path .build/docs generate-documentation \
		--target CompositionalLayout --target LayoutDiagramTesting --warnings-as-errors

fidelity:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter FidelityTests

bench:
	$(SWIFT) run -c release layout-diagram-benchmark
	$(SWIFT) build -c release --product layout-diagram
	scripts/bench-limits .build/release/layout-diagram
	scripts/bench-png .build/release/layout-diagram
	scripts/bench-gallery .build/release/layout-diagram
	scripts/bench-animation .build/release/layout-diagram

# The figures of docs/authoring-loop.md and docs/diagrams.md, made by the tool from the code or spec beside them.
doc-figures: build
	.build/debug/layout-diagram render docs/figures/authoring-loop/Layout.swift -o docs/figures/authoring-loop/layout.png
	.build/debug/layout-diagram render docs/figures/authoring-loop/Layout.swift --explain 0.4 \
		-o docs/figures/authoring-loop/explained.png
	.build/debug/layout-diagram render docs/figures/insets/three-levels.yaml -o docs/figures/insets/three-levels.png
	.build/debug/layout-diagram render docs/figures/insets/small-gaps.yaml -o docs/figures/insets/small-gaps.png

fuzz:
	scripts/fuzz $(FUZZ_SECONDS)

readme: build
	$(CLI) markdown README.template.md -o README.md

# The man page comes from swift-argument-parser's own generator (the tool its generate-manual plugin
# runs), built alone: the plugin would build every product of the package in release first.
install:
	$(SWIFT) build -c release --product layout-diagram
	$(SWIFT) build -c release --product generate-manual
	scripts/install install "$(DESTDIR)$(PREFIX)"

uninstall:
	scripts/install uninstall "$(DESTDIR)$(PREFIX)"
