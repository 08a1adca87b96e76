import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@armada/domain": fileURLToPath(new URL("../../packages/domain/src/index.ts", import.meta.url)),
      "@armada/simulator": fileURLToPath(new URL("../../tools/simulator/src/index.ts", import.meta.url)),
    },
  },
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
