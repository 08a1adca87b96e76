import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@armada/domain": fileURLToPath(new URL("../../packages/domain/src/index.ts", import.meta.url)),
    },
  },
  // one process per worker for many files, two workers (as packages/domain/vitest.config.ts)
  test: { include: ["src/**/*.test.ts"], isolate: false, maxWorkers: 2 },
});
