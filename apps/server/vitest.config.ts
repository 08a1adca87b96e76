import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/** suites of two built server processes: the bus's, and any `*.instances.test.ts` */
const TWO_INSTANCES = ["src/bus/twoInstances.test.ts", "src/**/*.instances.test.ts"];
const twoInstancesRun = process.env.TEST_TWO_INSTANCES === "1";

/** the helpers through which a test file opens a database (a test app, a built server, a bare database) */
const OPENS_DATABASE =
  /startTestApp|openTestDatabase|openDatabase|builtServerPlace|dashcamTestApp|useCommandIngestApp|startCommandIngest|uploadOwnersMigrationDatabase|openSeededTestDatabase/;
const srcDir = fileURLToPath(new URL("./src", import.meta.url));
/** the test files that open a database (`opens`), or those that do not */
const testFiles = (opens: boolean) =>
  readdirSync(srcDir, { recursive: true, encoding: "utf8" })
    .filter(
      (file) =>
        file.endsWith(".test.ts") && OPENS_DATABASE.test(readFileSync(`${srcDir}/${file}`, "utf8")) === opens,
    )
    .map((file) => `src/${file}`);
/**
 * On PostgreSQL only the test files that open a database run: the others (codecs, gateways over fake writers,
 * config) run the same code whatever the database, and run in the PGlite suite.
 */
const postgresRun = process.env.TEST_DB === "postgres";
/**
 * Where PostgreSQL runs the database files (scripts/test.sh sets TEST_PGLITE_SCOPE=embedded when it answers), PGlite
 * runs the files that open no database and those about the embedded database itself: starting on an empty data
 * directory, crash recovery of its WAL, leadership, the seed. Every user flow also runs on PGlite in the Chromium
 * suite. Without PostgreSQL, PGlite runs every file.
 */
const EMBEDDED_DATABASE_FILES = [
  "src/db/**/*.test.ts",
  "src/seed/**/*.test.ts",
  "src/modules/ingest/ingestCrash.test.ts",
  "src/modules/messaging/whatsappOutboxCrash.test.ts",
  "src/modules/webhooks/webhookCrash.test.ts",
];
const embeddedScope = process.env.TEST_PGLITE_SCOPE === "embedded";
const embeddedRun = embeddedScope && !postgresRun && !twoInstancesRun;
/**
 * Database files bounded by timings or memory of their own process (event-loop delay, a report's p95 beside health
 * checks, RSS per connection, a refusal within 100 ms, a call ringing for its time): on PostgreSQL they run as a
 * suite of their own, one file at a time (scripts/test.sh sets TEST_TIMED=1), while the other database files run two
 * at a time, their waits on PostgreSQL overlapping.
 */
const TIMED = [
  "src/modules/ingest/ingestResources.test.ts",
  "src/modules/reports/reportLoad.test.ts",
  "src/graphql/queryLimits.test.ts",
  "src/modules/forwarding/forwarding.worker.test.ts",
  "src/modules/route-optimization/googleMatrixBlock.test.ts",
  "src/modules/driver-call/driverCall.test.ts",
];
const timedRun = process.env.TEST_TIMED === "1";
const pooledRun = postgresRun && !timedRun && !twoInstancesRun;

export default defineConfig({
  resolve: {
    alias: {
      // before the package itself: an alias also matches the paths under its name
      "@armada/domain/schedule-occurrences": fileURLToPath(
        new URL("../../packages/domain/src/deliveryScheduler/scheduleOccurrences.ts", import.meta.url),
      ),
      "@armada/domain": fileURLToPath(new URL("../../packages/domain/src/index.ts", import.meta.url)),
      "@armada/simulator": fileURLToPath(new URL("../../tools/simulator/src/index.ts", import.meta.url)),
    },
  },
  test: {
    // Two built server processes over PostgreSQL and NATS run as a suite of their own (scripts/test.sh sets
    // TEST_TWO_INSTANCES=1 where both answer), not beside the other files: their load made those time out.
    include: twoInstancesRun
      ? TWO_INSTANCES
      : postgresRun
        ? timedRun
          ? TIMED
          : testFiles(true).filter((file) => !TIMED.includes(file))
        : embeddedScope
          ? [...testFiles(false), ...EMBEDDED_DATABASE_FILES]
          : ["src/**/*.test.ts"],
    exclude: twoInstancesRun ? configDefaults.exclude : [...configDefaults.exclude, ...TWO_INSTANCES],
    // one migrated database per run, copied by each test file's fresh one (testing/testDatabaseTemplate.ts)
    globalSetup: ["src/testing/testDatabaseTemplate.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // two files at a time, each worker importing the app once for all its files (the import was 673 of the 900 s
    // the suite took): the app keeps no state in its modules, one app's services are all made by its factory
    maxWorkers: pooledRun ? 2 : undefined,
    // (the PGlite suite's files too: importing the app and PGlite anew for each was two of its five minutes)
    isolate: !pooledRun && !embeddedRun,
  },
});
