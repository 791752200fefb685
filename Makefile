# The two commands of the README, and their helpers.
#   make gallery   render every example into output/
#   make test      run the whole test suite, then check that output/ matches a fresh rendering
#   make fidelity  compare the engine with the frames measured from real UIKit (corpus/)
#   make fuzz      libFuzzer on the spec reader, the solver and the scene builder (Fuzz/), FUZZ_SECONDS long
#   make readme    write README.md (and its diagrams) from README.template.md
SWIFT ?= swift
CLI := .build/debug/layout-diagram

.PHONY: gallery test deps build bench fidelity fuzz readme

FUZZ_SECONDS ?= 600

deps:
	@scripts/install-deps

build:
	$(SWIFT) build --product layout-diagram

gallery: deps build
	rm -rf output
	scripts/render-gallery $(CLI) output

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(CLI) check examples/*.yaml --against output --report .build/layout-diagram-check
	scripts/check-examples $(CLI) .build/layout-diagram-check/actual
	$(CLI) markdown README.template.md -o README.md --check
	scripts/fuzz --ci

fidelity:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter FidelityTests

bench:
	$(SWIFT) run -c release layout-diagram-benchmark
	$(SWIFT) build -c release --product layout-diagram
	scripts/bench-limits .build/release/layout-diagram
	scripts/bench-png .build/release/layout-diagram
	scripts/bench-gallery .build/release/layout-diagram

fuzz:
	scripts/fuzz $(FUZZ_SECONDS)

readme: build
	$(CLI) markdown README.template.md -o README.md
