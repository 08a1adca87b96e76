# Armada: `make start` runs the app with demo data; `make test` runs every test. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := start

NPM_STAMP := node_modules/.install-stamp

.PHONY: start build test install dev lint format typecheck bench bench-ingest bench-check bench-public-viewers bench-alerts bench-reports bench-route-optimization bench-calls bench-web bench-web-liveview bench-deliveries clean

$(NPM_STAMP): package.json package-lock.json apps/*/package.json packages/*/package.json tools/*/package.json e2e/package.json
	npm install --no-audit --no-fund
	@touch $(NPM_STAMP)

install: $(NPM_STAMP)

build: install
	npm run build

start: build
	node --max-semi-space-size=128 apps/server/dist/main.js

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

# The full ingest benchmark (throughput, latency with 1,000 operator sockets, raw insert limit), the public
# viewers benchmark (5,000 viewers of a temporary live view) and the alert engine benchmark (10,000 vehicles, 1,000 rules), on the local
# PostgreSQL; figures and method in docs/performance.md.
bench: build
	npx tsx bench/ingest/run.ts --out /tmp/armada-bench.json
	npx tsx bench/public-viewers/run.ts --out /tmp/armada-bench-public-viewers.json
	npx tsx bench/alerts/run.ts --out /tmp/armada-bench-alerts.json
	npx tsx bench/reports/run.ts --out /tmp/armada-bench-reports.json
	npx tsx bench/calls/run.ts --out /tmp/armada-bench-calls.json
	npx tsx bench/web/run.ts --out /tmp/armada-bench-web.json
	npx tsx bench/web/liveView.ts --out /tmp/armada-bench-web-liveview.json
	npx tsx bench/deliveries/stopDetection.ts --out /tmp/armada-bench-deliveries.json

# GT06 load alone, against a running server (BENCH_ARGS="--host ... --port 5023 --devices 2000 --rate 2000")
# or against an in-process gateway with BENCH_ARGS=--self. See bench/ingest/README.md.
bench-ingest: install
	npm run build -w @armada/domain
	npx tsx bench/ingest/gt06Load.ts $(BENCH_ARGS)

# Regression gate of the position path: pipeline CPU per position and p99 packet → operator socket of this build
# against the recorded baseline build (bench/ingest/baseline.json), alternating in the same run; fails when either is
# more than 10 % worse (BENCH_ARGS="--rounds 5 --baseline-root ../armada-baseline"). See docs/performance.md.
bench-check: build
	npx tsx bench/ingest/check.ts $(BENCH_ARGS)

# Public viewers of temporary live views against the built server on the local PostgreSQL: 5,000 WebSocket
# viewers of moving vehicles, p99 from position ingest to viewer message (BENCH_ARGS="--viewers 1000 --links 4 --duration 30").
# See bench/public-viewers/README.md.
bench-public-viewers: build
	npx tsx bench/public-viewers/run.ts $(BENCH_ARGS)

# Alert engine against the built server on the local PostgreSQL: throughput with 10,000 vehicles and 1,000 rules,
# p99 from an SOS position to the alert on an operator socket (BENCH_ARGS="--rounds 3 --probes 100").
# See bench/alerts/README.md.
bench-alerts: build
	npx tsx bench/alerts/run.ts $(BENCH_ARGS)

# Reports on the local PostgreSQL: 50 vehicles × 7 days of positions (3 M rows) rolled up, each report for the fleet,
# driver scores of 500 drivers × 30 days (BENCH_ARGS="--vehicles 10 --days 2"). See bench/reports/README.md.
bench-reports: install
	npm run build -w @armada/domain
	npx tsx bench/reports/run.ts $(BENCH_ARGS)

# Route solver on Solomon's 56 VRPTW instances against the best known, 10 s each on 2 worker threads, about 10 minutes
# (BENCH_ARGS="--seconds 10 --only R1,RC2"). See bench/route-optimization/README.md and docs/performance.md.
bench-route-optimization: install
	npm run build -w @armada/route-solver
	npx tsx bench/route-optimization/runAll.ts $(BENCH_ARGS)

# Driver calls against the built server on the local PostgreSQL: 50 simulated dashcams in a call at once, audio
# latency added by the server both ways (BENCH_ARGS="--calls 10 --seconds 60"). See bench/calls/README.md.
bench-calls: build
	npx tsx bench/calls/run.ts $(BENCH_ARGS)

# Page loads on an emulated slow 4G phone in Chromium (bytes per route, public page timings, LCP, TBT).
# See bench/web/README.md.
bench-web: build
	npx tsx bench/web/run.ts $(BENCH_ARGS)

# The operator live view with 5,000 vehicles moving (GT06 trackers through the real gateway, local PostgreSQL):
# main-thread busy, long tasks, list scrolling, click to card (BENCH_ARGS="--vehicles 5000 --seconds 60").
# See bench/web/README.md.
bench-web-liveview: build
	npx tsx bench/web/liveView.ts $(BENCH_ARGS)

# Stop detection of started fleet tasks against the built server on the local PostgreSQL: 2,000 vehicles on tasks of
# 10 stops, a fix every 10 s over OsmAnd, p99 from the fix completing a stop's arrival to the stop's message on the
# planner's socket (BENCH_ARGS="--vehicles 500 --stops 3 --dwell 20"). See bench/deliveries/README.md.
bench-deliveries: build
	npx tsx bench/deliveries/stopDetection.ts $(BENCH_ARGS)
