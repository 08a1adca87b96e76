/**
 * The architecture's import rules for the server and the domain package, checked by `npm run boundaries`
 * (part of `make test`). See docs/architecture.md for the layers these rules keep apart.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const server = "^apps/server/src/";
const infrastructure = `${server}(db|http|sockets|graphql|bus|net|platform)/`;
const testFiles = "\\.test\\.ts$|/testing/";
const modules = `${server}modules/`;

const { moduleDependencies } = require("./apps/server/moduleDependencies.cjs");

/** Throws when the declared module arrows contain a cycle, naming it. */
function assertNoModuleCycle(dependencies) {
  const done = new Set();
  const visit = (name, path) => {
    if (path.includes(name)) throw new Error(`server module cycle: ${[...path, name].join(" → ")}`);
    if (done.has(name)) return;
    for (const next of dependencies[name] ?? []) visit(next, [...path, name]);
    done.add(name);
  };
  for (const name of Object.keys(dependencies)) visit(name, []);
}
assertNoModuleCycle(moduleDependencies);

/** One rule per module: it imports only itself and the modules it declares. */
const moduleImportRules = Object.entries(moduleDependencies).map(([name, dependencies]) => {
  const allowed = [name, ...dependencies];
  return {
    name: `module-imports-only-declared-modules`,
    severity: "error",
    comment:
      `${name} may import only the modules it declares in moduleDependencies (.dependency-cruiser.cjs): ` +
      "the declared arrows have no cycle, so the modules stay layered and each can be read, tested and " +
      "replaced without the ones above it.",
    from: { path: `^${modules}${name}/`, pathNot: testFiles },
    to: { path: `^${modules}`, pathNot: `^${modules}(${allowed.join("|")})/` },
  };
});

module.exports = {
  forbidden: [
    {
      name: "module-imports-another-module-only-through-its-index",
      severity: "error",
      comment:
        "A module's public surface is its index.ts: another module imports only that, never a file inside it, so a " +
        "module can change its insides (tables, repositories, helpers) without touching its users. Tests may reach " +
        "into other modules to set up data.",
      from: { path: `^${modules}([^/]+)/`, pathNot: testFiles },
      to: { path: `^${modules}`, pathNot: [`^${modules}$1/`, `^${modules}[^/]+/index\\.ts$`] },
    },
    ...moduleImportRules,
    {
      name: "infrastructure-imports-no-module",
      severity: "error",
      comment:
        "The server's infrastructure (db/, http/, sockets/, graphql/, bus/, net/, platform/) is shared plumbing: it may " +
        "name a module's types, but every module's code reaches it through the composition root (app.ts and the " +
        "module list, modules/moduleList.ts), which hands the infrastructure what it needs.",
      from: { path: infrastructure, pathNot: testFiles },
      to: { path: `${server}(modules/|app\\.ts$)`, dependencyTypesNot: ["type-only"] },
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
      name: "route-solver-imports-no-workspace",
      severity: "error",
      comment:
        "packages/route-solver is a self-contained solver (pure TypeScript, worker threads): it imports no other " +
        "workspace, so the server, the benchmarks and the tests use it alike.",
      from: { path: "^packages/route-solver/src/" },
      to: { path: "^(apps|tools|e2e|bench|packages/domain)/" },
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
    doNotFollow: { path: "node_modules|^(tools|packages/(domain|route-solver)/dist|apps/web)/" },
    exclude: { path: "^apps/server/src/generated/" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
    preserveSymlinks: false,
  },
};
