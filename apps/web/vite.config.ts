import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { buildIdPlugin } from "./build/buildIdPlugin";
import { graphqlDocumentsPlugin } from "./build/graphqlDocumentsPlugin";
import { localeSectionsPlugin } from "./build/localeSectionsPlugin";
import { precompressPlugin } from "./build/precompressPlugin";
import { themeVariablesPlugin } from "./build/themeVariablesPlugin";
import { BOOT_TEXT_SECTIONS } from "./src/shared/i18n/bootSections";
import { cssVariablesResolver, theme } from "./src/shared/theme/theme";

const domainSource = fileURLToPath(new URL("../../packages/domain/src/index.ts", import.meta.url));
const sourceRoot = fileURLToPath(new URL("./src", import.meta.url));
const apiTarget = process.env.ARMADA_API_URL ?? "http://localhost:3000";
/** Mantine components of the signed-in shell and the dashboard (see the "mantine" chunk below). */
const SHELL_MANTINE_COMPONENTS = [
  "ActionIcon",
  "Affix",
  "Alert",
  "Anchor",
  "AppShell",
  "Avatar",
  "Badge",
  "Breadcrumbs",
  "Button",
  "Card",
  "Center",
  "CloseButton",
  "Collapse",
  "Divider",
  "Drawer",
  "FocusTrap",
  "Grid",
  "Group",
  "Image",
  "Indicator",
  "Input",
  "InputBase",
  "Loader",
  "Menu",
  "Modal",
  "ModalBase",
  "Overlay",
  "Paper",
  "Popover",
  "Portal",
  "ScrollArea",
  "SimpleGrid",
  "Skeleton",
  "Stack",
  "Table",
  "Text",
  "ThemeIcon",
  "Title",
  "Tooltip",
  "Transition",
  "UnstyledButton",
  "VisuallyHidden",
];
const SHELL_MANTINE = new RegExp(
  `node_modules[\\\\/](@mantine[\\\\/]core[\\\\/]esm[\\\\/](core|components[\\\\/](${SHELL_MANTINE_COMPONENTS.join("|")}))[\\\\/]|@floating-ui[\\\\/]|react-remove-scroll|use-sidecar|use-callback-ref|react-style-singleton|get-nonce)`,
);
/** Two pages: the operator app and the public temporary live view (its own small entry, no operator code). */
const pages = {
  main: fileURLToPath(new URL("./index.html", import.meta.url)),
  temporaryLiveView: fileURLToPath(new URL("./live-track.html", import.meta.url)),
};

export default defineConfig({
  plugins: [
    localeSectionsPlugin(BOOT_TEXT_SECTIONS),
    graphqlDocumentsPlugin(),
    themeVariablesPlugin(theme, cssVariablesResolver),
    react(),
    buildIdPlugin(),
    precompressPlugin(),
  ],
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
          // Few groups on purpose: every other library lands in the chunks of the pages that use it, so the login
          // page loads no Mantine component, icon or library it does not render (a catch-all vendor chunk did).
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
            // Vite's preload helper gets its own group, or it would follow an import() into a lazy chunk.
            { name: "preload-helper", test: /preload-helper/ },
            // The Mantine every signed-in page renders (the shell's and the dashboard's components, the provider, the
            // popover and modal bases) in one chunk instead of some fifty small ones, each with its own request and
            // headers; the login page uses none of it, other components stay with the pages that render them.
            { name: "mantine", test: SHELL_MANTINE, priority: 1 },
            {
              name: "query",
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
              priority: 1,
            },
            // MapLibre itself, only ever imported by lazy map chunks; react-map-gl stays apart (it imports
            // maplibre-gl only dynamically), so a page that merely declares map layers does not pull MapLibre.
            {
              name: "maplibre",
              test: /node_modules[\\/](maplibre-gl|@maplibre|@mapbox|kdbush|supercluster|earcut|pbf|gl-matrix)/,
            },
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
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
  },
});
