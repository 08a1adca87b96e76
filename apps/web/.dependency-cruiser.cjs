/**
 * The web app's architecture, checked by `npm run boundaries` (part of `make test`):
 *   app/ (router, providers, shell) composes the features; a feature is one screen area with its own api/,
 *   components/, lib/; shared/ holds what every feature may use; the public temporary live view is its own
 *   small page. Imports only go down that list: app → features → shared.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "feature-imports-feature",
      comment:
        "A feature does not import another feature's inside. Where one feature shows a piece of another (the " +
        "dashboard's alert card, the settings' outbox page) it imports that feature's public index.ts.",
      severity: "error",
      from: { path: "^src/features/([^/]+)/" },
      to: {
        path: "^src/features/([^/]+)/",
        pathNot: ["^src/features/$1/", "^src/features/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "shared-imports-feature",
      comment: "shared/ is used by every feature, so it imports no feature and nothing of app/.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/(features|app)/" },
    },
    {
      name: "feature-imports-app",
      comment:
        "app/ composes the features; a feature does not reach back into the router, providers or shell.",
      severity: "error",
      from: { path: "^src/features/" },
      to: { path: "^src/app/" },
    },
    {
      name: "public-page-imports-operator-app",
      comment:
        "The public temporary live view (live-track.html) is served to anyone with a link: it imports no operator " +
        "feature and nothing of app/, so no operator code ships in its bundle.",
      severity: "error",
      from: { path: "^src/public-temporary-live-view/" },
      to: { path: "^src/(features|app)/" },
    },
    {
      name: "public-page-on-react",
      comment:
        "The public page renders with Preact (4 KB against React's 58 KB on a recipient's phone, docs/decisions.md): " +
        "React there would ship both runtimes.",
      severity: "error",
      from: { path: "^src/public-temporary-live-view/" },
      to: { path: "node_modules/(react|react-dom|scheduler)/" },
    },
    {
      name: "preact-outside-public-page",
      comment: "The operator app is React (Mantine, TanStack Query): Preact is the public page's alone.",
      severity: "error",
      from: { pathNot: "^src/public-temporary-live-view/" },
      to: { path: "node_modules/preact/" },
    },
    {
      name: "operator-app-imports-public-page",
      comment:
        "The operator app and the public temporary live view are two pages: neither imports the other.",
      severity: "error",
      from: { path: "^src/(features|app|shared)/" },
      to: { path: "^src/public-temporary-live-view/" },
    },
    {
      name: "not-to-unresolvable",
      comment:
        "Every import resolves (a moved file leaves no dangling import behind); `geojson` is types only (@types/geojson), `virtual:` modules come from the build's plugins.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: ["^geojson$", "^virtual:"] },
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules", "^\\.\\./\\.\\./packages/"] },
    exclude: { path: ["^src/generated/"] },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
