/**
 * The architecture's import rules for the server and the domain package, checked by `npm run boundaries`
 * (part of `make test`). See docs/architecture.md for the layers these rules keep apart.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const server = "^apps/server/src/";
const infrastructure = `${server}(db|http|sockets|graphql|bus)/`;
const testFiles = "\\.test\\.ts$|/testing/";

module.exports = {
  forbidden: [
    {
      name: "infrastructure-imports-no-module",
      severity: "error",
      comment:
        "The server's infrastructure (db/, http/, sockets/, graphql/, bus/) is shared plumbing: it may name a module's " +
        "types, but every module's code reaches it through the composition root (app.ts, services.ts), which hands " +
        "the infrastructure what it needs. The one index that may list the modules is db/schema.ts, the tables " +
        "drizzle reads.",
      from: { path: infrastructure, pathNot: [testFiles, `${server}db/schema\\.ts$`] },
      to: { path: `${server}(modules/|services\\.ts$|app\\.ts$)`, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "domain-imports-no-app",
      severity: "error",
      comment:
        "packages/domain is pure TypeScript shared by the server, the web app and the tools: it imports nothing " +
        "of them.",
      from: { path: "^packages/domain/src/" },
      to: { path: "^(apps|tools|e2e|bench)/" },
    },
    {
      name: "server-loads-the-simulator-only-on-demand",
      severity: "error",
      comment:
        "The demo simulator (tools/) is not part of the production server: main.ts loads it by dynamic import only " +
        "when DEMO and SIMULATOR are on; no other server file imports it.",
      from: { path: server, pathNot: testFiles },
      to: { path: "^tools/", dependencyTypesNot: ["type-only", "dynamic-import"] },
    },
    {
      name: "no-circular-server-dependencies",
      severity: "error",
      comment:
        "No import cycles in the server: a cycle means two files are one concept or one leans on the other's " +
        "insides. Type-only cycles are allowed (they vanish at run time).",
      from: { path: server },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
  ],
  options: {
    // the other workspaces are checked where they are imported, not cruised themselves
    doNotFollow: { path: "node_modules|^(tools|packages/domain/dist|apps/web)/" },
    exclude: { path: "^apps/server/src/generated/" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
    preserveSymlinks: false,
  },
};
