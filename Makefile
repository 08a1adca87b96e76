# Armada: `make start` runs the app with demo data; `make test` runs every test. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := start

NPM_STAMP := node_modules/.install-stamp

.PHONY: start build test install dev lint format typecheck bench bench-ingest clean

$(NPM_STAMP): package.json package-lock.json apps/*/package.json packages/*/package.json tools/*/package.json e2e/package.json
	npm install --no-audit --no-fund
	@touch $(NPM_STAMP)

install: $(NPM_STAMP)

build: install
	npm run build

start: build
	node apps/server/dist/main.js

dev: install
	npm run build -w @armada/domain
	(npm run dev -w @armada/server & npm run dev -w @armada/web & wait)

test: install
	bash scripts/test.sh

typecheck: install
	npm run typecheck

lint: install
	npx biome check .

format: install
	npx biome check --write .

clean:
	rm -rf node_modules apps/*/dist packages/*/dist tools/*/dist test-results

# The full ingest benchmark (throughput, latency with 1,000 operator sockets, raw insert limit) on the local
# PostgreSQL; figures and method in docs/performance.md.
bench: build
	npx tsx bench/ingest/run.ts --out /tmp/armada-bench.json

# GT06 load alone, against a running server (BENCH_ARGS="--host ... --port 5023 --devices 2000 --rate 2000")
# or against an in-process gateway with BENCH_ARGS=--self. See bench/ingest/README.md.
bench-ingest: install
	npm run build -w @armada/domain
	npx tsx bench/ingest/gt06Load.ts $(BENCH_ARGS)
