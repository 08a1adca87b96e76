#!/usr/bin/env bash
# Runs every check and test; ends with one line "N passed, N failed" and exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."

RESULTS=test-results
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
CHECKS="$RESULTS/checks.txt"
: >"$CHECKS"

run_check() { # name, command...
  local name=$1
  shift
  echo
  echo "==> $name"
  if "$@"; then echo "pass $name" >>"$CHECKS"; else echo "fail $name" >>"$CHECKS"; fi
}

run_suite() { # name, report file, command... (the suite writes its JSON report to the file)
  local name=$1 report=$2
  shift 2
  echo
  echo "==> $name"
  "$@"
  local code=$?
  if [ ! -s "$report" ]; then echo "fail $name (no report, exit $code)" >>"$CHECKS"; fi
  if [ "$code" -ne 0 ] && [ -s "$report" ]; then echo "exit $name $code" >>"$CHECKS"; fi
}

# CI's runs take no screenshots for people to look at (e2e/support/screenshot.ts); a local run keeps them
if [ -n "${CI:-}" ]; then export E2E_SCREENSHOTS=${E2E_SCREENSHOTS:-off}; fi

run_check "chromium available" bash scripts/ensure-chromium.sh
run_check "ffmpeg available" bash scripts/ensure-ffmpeg.sh
run_check "graphql codegen" npm run codegen --silent -w @armada/server
run_check "graphql codegen (web)" npm run codegen --silent -w @armada/web
# The web's production build (vite, codegen done above) runs beside the type check, whose tsc keeps one core busy
# and leaves the other idle; it ends before the server's suites start (see "build" below)
(cd apps/web && npx vite build >"../../$RESULTS/web-build.log" 2>&1; echo $? >"../../$RESULTS/web-build.exit") &
web_build=$!

run_check "typecheck" npm run typecheck --silent
run_check "lint (biome)" npx biome check .
run_check "architecture boundaries (server, domain)" npm run boundaries --silent
run_check "architecture boundaries (web)" npm run boundaries --silent -w @armada/web

run_suite "unit tests (packages/domain)" "$RESULTS/domain.json" \
  npx vitest run --root packages/domain --reporter=default --reporter=json --outputFile.json="../../$RESULTS/domain.json"
run_suite "unit tests (packages/route-solver)" "$RESULTS/route-solver.json" \
  npx vitest run --root packages/route-solver --reporter=default --reporter=json --outputFile.json="../../$RESULTS/route-solver.json"
run_suite "unit tests (tools/simulator)" "$RESULTS/simulator.json" \
  npx vitest run --root tools/simulator --reporter=default --reporter=json --outputFile.json="../../$RESULTS/simulator.json"
run_suite "web unit tests (apps/web)" "$RESULTS/web.json" \
  npx vitest run --root apps/web --passWithNoTests --reporter=default --reporter=json --outputFile.json="../../$RESULTS/web.json"
wait "$web_build"

# With PostgreSQL there, it runs the server's database tests and PGlite the embedded database's own (see
# apps/server/vitest.config.ts); without it, PGlite runs them all.
pglite_scope=all
node apps/server/scripts/postgres-reachable.mjs && pglite_scope=embedded
run_suite "integration tests on PGlite (apps/server, $pglite_scope)" "$RESULTS/server-pglite.json" \
  env TEST_DB=pglite TEST_PGLITE_SCOPE=$pglite_scope npx vitest run --root apps/server --reporter=default --reporter=json --outputFile.json="../../$RESULTS/server-pglite.json"

if [ $pglite_scope = embedded ]; then
  run_suite "integration tests on PostgreSQL (apps/server)" "$RESULTS/server-postgres.json" \
    env TEST_DB=postgres npx vitest run --root apps/server --reporter=default --reporter=json --outputFile.json="../../$RESULTS/server-postgres.json"
  run_suite "timed integration tests on PostgreSQL, one file at a time (apps/server)" "$RESULTS/server-postgres-timed.json" \
    env TEST_DB=postgres TEST_TIMED=1 npx vitest run --root apps/server --reporter=default --reporter=json --outputFile.json="../../$RESULTS/server-postgres-timed.json"
  if node apps/server/scripts/nats-reachable.mjs; then
    run_suite "two server instances over PostgreSQL and NATS (apps/server)" "$RESULTS/server-two-instances.json" \
      env TEST_DB=postgres TEST_TWO_INSTANCES=1 npx vitest run --root apps/server --reporter=default --reporter=json --outputFile.json="../../$RESULTS/server-two-instances.json"
  else
    echo
    echo "==> NATS not reachable (TEST_NATS_URL or 127.0.0.1:4222): the two-instance test is not run"
  fi
else
  echo
  echo "==> PostgreSQL not reachable (TEST_DATABASE_URL or 127.0.0.1:5432): integration tests ran on PGlite only"
fi

# npm run build's other part (the web's ran above): its packages and the server, type-checked and mostly emitted by
# the typecheck already
build_after_web() {
  cat "$RESULTS/web-build.log"
  [ "$(cat "$RESULTS/web-build.exit")" = 0 ] && npm run build:server
}
run_check "build" build_after_web
if grep -q "^pass build" "$CHECKS"; then
  run_suite "end-to-end tests (Playwright, Chromium)" "$RESULTS/e2e.json" \
    env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$RESULTS/e2e.json" npx playwright test --config e2e/playwright.config.ts
fi

node scripts/summarize-tests.mjs "$RESULTS"
