import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { PreRenderedChunk } from "rolldown";
import { visualizer } from "rollup-plugin-visualizer";
import { defineConfig } from "vitest/config";
import { appShellScrollClassesPlugin } from "./build/appShellScrollClassesPlugin";
import { buildIdPlugin } from "./build/buildIdPlugin";
import { graphqlDocumentsPlugin } from "./build/graphqlDocumentsPlugin";
import { localeSectionsPlugin } from "./build/localeSectionsPlugin";
import { precompressPlugin } from "./build/precompressPlugin";
import { scrollAreaRefsPlugin } from "./build/scrollAreaRefsPlugin";
import { signedInChunks } from "./build/signedInChunksPlugin";
import { themeVariablesPlugin } from "./build/themeVariablesPlugin";
import {
  BOOT_TEXT_SECTIONS,
  LIVE_VIEW_TEXT_SECTIONS,
  PAGE_TEXT_SECTIONS,
} from "./src/shared/i18n/bootSections";
import { cssVariablesResolver, theme } from "./src/shared/theme/theme";

const domainSource = fileURLToPath(new URL("../../packages/domain/src/index.ts", import.meta.url));
const sourceRoot = fileURLToPath(new URL("./src", import.meta.url));
const apiTarget = process.env.ARMADA_API_URL ?? "http://localhost:3000";
const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
/**
 * What every signed-in page loads first, in two chunks (its libraries, its own code): the session guard and the
 * shell with the alert center, and what the two pages operators open first, the dashboard (where sign-in lands)
 * and the live view, both need.
 */
const signedIn = signedInChunks(
  ["app/router/AuthGuard.tsx", "app/shell/AppLayout.tsx", "features/alerts/center/index.ts"].map(source),
);
/**
 * The live view's first view below the shell (the page's Mantine parts, the map's React wrapper and layers, its
 * helpers) in one chunk instead of some eight of 0.3–7 KB, each paying its request's headers and round trip on a
 * slow phone; a page that shares a module with it loads that chunk too (a few KB, no MapLibre).
 */
const liveViewFirstView = signedInChunks([source("features/live-map/components/LiveViewPage.tsx")]);
/**
 * The dashboard's own first view below the shell (its cards, table and grid, their icons) in one chunk: the live
 * view, opened on a phone in the field, does not load them.
 */
const dashboardFirstView = signedInChunks([source("features/dashboard/components/DashboardPage.tsx")]);
/**
 * The side and horizontal menus of a wider screen (`DesktopMenus`, with OverflowList, Collapse and their
 * icons) in one chunk, which a phone downloads only when it opens its menu drawer.
 */
const desktopMenus = signedInChunks([source("app/shell/DesktopMenus.tsx")]);
const inDesktopMenus = (id: string) => desktopMenus.isLibrary(id) || desktopMenus.isApp(id);
/** The live view with its vehicle list (beside the map on a desktop, from the first view on). */
const liveViewWithList = signedInChunks(
  ["features/live-map/components/LiveViewPage.tsx", "features/live-map/components/VehicleList.tsx"].map(
    source,
  ),
);
/** The same with the vehicle card, loaded after the map (a status badge, an address: shared with the dashboard). */
const liveViewWithCard = signedInChunks(
  [
    "features/live-map/components/LiveViewPage.tsx",
    "features/live-map/components/VehicleList.tsx",
    "features/live-map/components/VehicleCard.tsx",
  ].map(source),
);
/**
 * The login page's own modules (the form, the SSO button, their icons), loaded as its route's chunk: the entry keeps
 * the router and the route table, so a signed-in visit does not download the sign-in form.
 */
const loginPage = signedInChunks([source("features/auth/components/LoginPage.tsx")]);
const inLoginPage = (id: string) => loginPage.isLibrary(id) || loginPage.isApp(id);
/** The sign-in's own code (`features/auth`): the login page, its second steps and SSO's e-mail step. */
const SIGN_IN_CODE = /[\\/]src[\\/]features[\\/]auth[\\/]/;
/** What the live view and the dashboard both show stays in the shell's chunks: neither page loads the other's. */
const inLiveViewAndDashboard = (id: string) =>
  (liveViewWithCard.isLibrary(id) || liveViewWithCard.isApp(id)) &&
  (dashboardFirstView.isLibrary(id) || dashboardFirstView.isApp(id));
/**
 * What the desktop menus share with the dashboard (the menu's icons, which its quick links show) stays in the shell's
 * chunks: a desktop's live view does not load the dashboard's chunk for them, nor a phone's dashboard the menus'.
 */
const inDesktopMenusAndDashboard = (id: string) =>
  inDesktopMenus(id) && (dashboardFirstView.isLibrary(id) || dashboardFirstView.isApp(id));
/** Two pages: the operator app and the public temporary live view (its own small entry, no operator code). */
const pages = {
  main: fileURLToPath(new URL("./index.html", import.meta.url)),
  temporaryLiveView: fileURLToPath(new URL("./live-track.html", import.meta.url)),
};

/**
 * The public page's own modules that the operator app shares (the number and time formats, the time zones, the
 * socket's heartbeat) in one chunk instead of one each: the public page and every signed-in page load them.
 */
const publicEntry = fileURLToPath(new URL("./src/public-temporary-live-view/main.tsx", import.meta.url));
const sharedWithPublicPage = signedInChunks(
  [publicEntry],
  (id) => id !== pages.temporaryLiveView && id !== publicEntry,
);
/**
 * What every visit to the operator app runs first (React Router, the route table, the texts' setup), in the entry's
 * one chunk: with the login page loaded as its own route, the bundler otherwise cut the modules the entry shares with
 * the login page and the shell (the translation hook, the access rules, the status page, icons) into some ten small
 * chunks of their own, each a request.
 */
const operatorEntry = signedInChunks(
  [source("main.tsx")],
  (id) => id === pages.temporaryLiveView || id === publicEntry,
);
/**
 * A chunk only shared by others (a Mantine component, a hook two pages use) by its hash alone, `c-` before it (a hash
 * may begin with "-"): the entry lists every lazy chunk's file for its preloads, and those names were some 2 KB of its
 * Brotli bytes on every first visit. The chunk groups below and what a page imports lazily (a page, a text section,
 * a dialog) keep their names, as the benches, the specs and a reader of the network log look for them; the source
 * maps name every chunk's modules.
 */
const chunkFileName = ({ name, isDynamicEntry, isEntry }: PreRenderedChunk) =>
  isDynamicEntry || isEntry || NAMED_CHUNKS.has(name) ? "assets/[name]-[hash].js" : "assets/c-[hash].js";
/** The chunk groups of `codeSplitting` below. */
const NAMED_CHUNKS = new Set([
  "react",
  "preload-helper",
  "main",
  "login",
  "shell-libraries",
  "shell",
  "shared-with-public-page",
  "live-view",
  "live-view-list",
  "desktop-menus",
  "dashboard",
  "maplibre",
]);
const MAPLIBRE_MODULES =
  /node_modules[\\/](maplibre-gl|@maplibre|@mapbox|kdbush|supercluster|earcut|pbf|gl-matrix)/;
const MAP_WORKER_ADDRESS = /maplibre-gl-worker\.mjs\?worker&url/;
const PUBLIC_PAGE_CODE = /[\\/]src[\\/]public-temporary-live-view[\\/]/;
export default defineConfig({
  plugins: [
    localeSectionsPlugin({
      boot: { pick: BOOT_TEXT_SECTIONS },
      shell: { omit: PAGE_TEXT_SECTIONS },
      pages: { pick: PAGE_TEXT_SECTIONS },
      liveView: { pick: LIVE_VIEW_TEXT_SECTIONS },
    }),
    graphqlDocumentsPlugin(),
    scrollAreaRefsPlugin(),
    appShellScrollClassesPlugin(),
    themeVariablesPlugin(theme, cssVariablesResolver),
    // the public page renders with Preact (its files say so with their JSX pragma), not React's runtime or refresh
    react({ exclude: PUBLIC_PAGE_CODE }),
    buildIdPlugin(),
    precompressPlugin(),
    signedIn.plugin,
    loginPage.plugin,
    operatorEntry.plugin,
    liveViewFirstView.plugin,
    dashboardFirstView.plugin,
    liveViewWithList.plugin,
    liveViewWithCard.plugin,
    desktopMenus.plugin,
    sharedWithPublicPage.plugin,
    // `npm run analyze`: every chunk's modules with their Brotli sizes, as a treemap and as data for
    // scripts/bundleSummary.ts (docs/performance.md)
    ...(process.env.ANALYZE
      ? (["treemap", "raw-data"] as const).map((template) =>
          visualizer({
            filename: `stats/bundle.${template === "treemap" ? "html" : "json"}`,
            template,
            brotliSize: true,
          }),
        )
      : []),
  ],
  resolve: {
    alias: { "@armada/domain": domainSource, "@": sourceRoot },
  },
  build: {
    // every browser the app supports preloads modules itself: the polyfill was one more script request per page
    modulePreload: { polyfill: false },
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: pages,
      output: {
        chunkFileNames: chunkFileName,
        codeSplitting: {
          // Few groups on purpose: every other library lands in the chunks of the pages that use it, so the login
          // page loads no Mantine component, icon or library it does not render (a catch-all vendor chunk did).
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
            // Vite's preload helper gets its own group, or it would follow an import() into a lazy chunk.
            { name: "preload-helper", test: /preload-helper/ },
            // The entry, with what the login page shares with other pages (the API's requests and errors, the
            // language switch, icons): before the shell's groups, or a signed-out visit would download the shell for
            // them, and a signed-in one the sign-in form for a page that shows one of them.
            {
              name: "main",
              test: (id) =>
                operatorEntry.isLibrary(id) ||
                operatorEntry.isApp(id) ||
                (inLoginPage(id) && !SIGN_IN_CODE.test(id)),
              priority: 3,
              includeDependenciesRecursively: false,
            },
            // the login page's own code (the form, the SSO button), in its route's chunk: only the sign-in steps
            // share it
            {
              name: "login",
              test: (id) => inLoginPage(id) && SIGN_IN_CODE.test(id),
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The signed-in app's first load: its libraries (Mantine's components, TanStack Query, the icons) and its
            // own code, each one chunk (see signedInChunksPlugin). Not the captured modules' dependencies: those the
            // login page loads stay in its chunks.
            {
              name: "shell-libraries",
              test: (id) =>
                signedIn.isLibrary(id) ||
                (dashboardFirstView.isLibrary(id) && inLiveViewAndDashboard(id)) ||
                (desktopMenus.isLibrary(id) && inDesktopMenusAndDashboard(id)),
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: "shell",
              test: (id) =>
                signedIn.isApp(id) ||
                (dashboardFirstView.isApp(id) && inLiveViewAndDashboard(id)) ||
                (desktopMenus.isApp(id) && inDesktopMenusAndDashboard(id)),
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: "shared-with-public-page",
              // and MapLibre's worker address, which the public page and the operator app's maps import: a chunk of
              // its own was one more request before either page's first view
              test: (id) =>
                (sharedWithPublicPage.isApp(id) && !PUBLIC_PAGE_CODE.test(id)) || MAP_WORKER_ADDRESS.test(id),
              includeDependenciesRecursively: false,
            },
            // after the shell's groups, which keep what the shell shares with the live view
            {
              name: "live-view",
              test: (id) => liveViewFirstView.isLibrary(id) || liveViewFirstView.isApp(id),
              includeDependenciesRecursively: false,
            },
            // the desktop's list beside the map: its Mantine inputs (search field, filter chips) and icons in one
            // chunk rather than five; TanStack Virtual stays with the list's own chunk
            {
              name: "live-view-list",
              test: (id) => liveViewWithList.isLibrary(id) && !/[\\/]@tanstack[\\/]/.test(id),
              includeDependenciesRecursively: false,
            },
            // after the live view's groups, which keep what the menus share with the live view
            {
              name: "desktop-menus",
              test: inDesktopMenus,
              includeDependenciesRecursively: false,
            },
            {
              name: "dashboard",
              test: (id) => dashboardFirstView.isLibrary(id) || dashboardFirstView.isApp(id),
              includeDependenciesRecursively: false,
            },
            // MapLibre itself, only ever imported by lazy map chunks; react-map-gl stays apart (it imports
            // maplibre-gl only dynamically), so a page that merely declares map layers does not pull MapLibre. Not
            // the worker's address (`maplibre-gl-worker.mjs?worker&url`, a one-line module): in this group, the public
            // page's entry, which prefetches the worker, imported all of MapLibre to read it and showed nothing
            // until its 241 KB had come.
            {
              name: "maplibre",
              test: (id) => MAPLIBRE_MODULES.test(id) && !MAP_WORKER_ADDRESS.test(id),
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
    // the files share one process per worker instead of one each: starting and importing per file was 70 of the
    // suite's 103 s, its tests 1.3 s (a file that stubs globals or timers restores them after each test)
    isolate: false,
    maxWorkers: 2,
  },
});
