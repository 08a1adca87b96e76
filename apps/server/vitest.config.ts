import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/** suites of two built server processes: the bus's, and any `*.instances.test.ts` */
const TWO_INSTANCES = ["src/bus/twoInstances.test.ts", "src/**/*.instances.test.ts"];
const twoInstancesRun = process.env.TEST_TWO_INSTANCES === "1";

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
    include: twoInstancesRun ? TWO_INSTANCES : ["src/**/*.test.ts"],
    exclude: twoInstancesRun ? configDefaults.exclude : [...configDefaults.exclude, ...TWO_INSTANCES],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
