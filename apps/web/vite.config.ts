import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const domainSource = fileURLToPath(new URL("../../packages/domain/src/index.ts", import.meta.url));
const sourceRoot = fileURLToPath(new URL("./src", import.meta.url));
const apiTarget = process.env.ARMADA_API_URL ?? "http://localhost:3000";
/** Two pages: the operator app and the public live-track page (its own small entry, no operator code). */
const pages = {
  main: fileURLToPath(new URL("./index.html", import.meta.url)),
  liveTrack: fileURLToPath(new URL("./live-track.html", import.meta.url)),
};

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
      input: pages,
      output: {
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // react-router apart from react: the public live-track page loads react but no router.
            { name: "react-router", test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            {
              name: "mantine",
              test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-number-format)/,
            },
            { name: "icons", test: /node_modules[\\/]@tabler/ },
            // Map and chart libraries stay out of the main bundle: only lazy map/chart chunks import them.
            // Vite's preload helper gets its own group, or it would follow react-map-gl's import() into the map chunk.
            { name: "preload-helper", test: /preload-helper/ },
            {
              name: "maplibre",
              test: /node_modules[\\/](maplibre-gl|@maplibre|@vis\.gl|react-map-gl|@mapbox|kdbush|supercluster|earcut|pbf|gl-matrix)/,
            },
            { name: "uplot", test: /node_modules[\\/]uplot/ },
            { name: "terra-draw", test: /node_modules[\\/]terra-draw/ },
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
