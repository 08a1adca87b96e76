# Armada: `make start` runs the app with demo data; `make test` runs every test. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := start

NPM_STAMP := node_modules/.install-stamp

.PHONY: start build test install dev lint format typecheck bench clean

$(NPM_STAMP): package.json package-lock.json apps/*/package.json packages/*/package.json e2e/package.json
	npm ci --no-audit --no-fund
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
	rm -rf node_modules apps/*/dist packages/*/dist apps/server/src/generated test-results
