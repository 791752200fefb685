# The two commands of the README, and their helpers.
#   make gallery   render every example into output/
#   make test      run the whole test suite
SWIFT ?= swift
CLI := .build/debug/layout-diagram

.PHONY: gallery test deps build bench

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
	scripts/check-examples $(CLI)

bench:
	$(SWIFT) run -c release layout-diagram-benchmark
