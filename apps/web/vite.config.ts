import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const domainSource = fileURLToPath(new URL("../../packages/domain/src/index.ts", import.meta.url));
const sourceRoot = fileURLToPath(new URL("./src", import.meta.url));
const apiTarget = process.env.ARMADA_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { "@armada/domain": domainSource, "@": sourceRoot },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            {
              name: "mantine",
              test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-number-format)/,
            },
            { name: "icons", test: /node_modules[\\/]@tabler/ },
            { name: "vendor", test: /node_modules/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The proxy keeps the Host header: the server's CSRF check compares Origin with Host.
    strictPort: true,
    proxy: {
      "/api": { target: apiTarget },
      "/graphql": { target: apiTarget },
      "/ws": { target: apiTarget, ws: true },
    },
  },
  preview: { port: 4173 },
  test: {
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
