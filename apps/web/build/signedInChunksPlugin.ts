import type { Plugin } from "vite";

/** All of a module's exports: a namespace import, a side-effect import, a module imported in full. */
export const ALL = "*";

/** A module's static imports, and for a module that only re-exports (a barrel) where each export comes from. */
export interface ModuleLinks {
  /** each imported module with the names taken from it (`ALL` for all of them) */
  imports: { id: string; names: string[] }[];
  /** the names it exports itself or by name from another module */
  exports: Set<string>;
  /** its `export * from` modules */
  starFrom: string[];
  /** a barrel's exports: exported name -> the module and name it re-exports (`ALL`: a namespace) */
  reexports?: Map<string, { id: string; name: string }>;
}

export interface ModuleGraph {
  links(id: string): ModuleLinks;
}

/** Whether the module exports `name`, itself or through its `export * from` modules. */
function provides(graph: ModuleGraph, id: string, name: string, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const links = graph.links(id);
  return links.exports.has(name) || links.starFrom.some((star) => provides(graph, star, name, seen));
}

/**
 * Every module reachable from `roots` through static imports, the roots included. Through a barrel (a module that
 * only re-exports, such as `@mantine/core`'s index) only the modules of the names imported from it count, so
 * importing `Button` does not make every Mantine component reachable.
 */
export function staticClosure(
  graph: ModuleGraph,
  roots: Iterable<string>,
  barrelsTaken: Set<string> = new Set(),
): Set<string> {
  const modules = new Set<string>();
  const whole = new Set<string>();
  const namesTaken = new Map<string, Set<string>>();
  const pending: [string, readonly string[]][] = [...roots].map((root) => [root, [ALL]]);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [id, names] = next;
    const links = graph.links(id);
    // A barrel taken by name is not needed itself (its namespace object would import every module it names).
    if (links.reexports && !names.includes(ALL)) {
      const taken = namesTaken.get(id) ?? new Set<string>();
      namesTaken.set(id, taken);
      barrelsTaken.add(id);
      for (const name of names) {
        if (taken.has(name)) continue;
        taken.add(name);
        const from = links.reexports.get(name);
        if (from) pending.push([from.id, [from.name]]);
        else for (const star of links.starFrom) if (provides(graph, star, name)) pending.push([star, [name]]);
      }
      continue;
    }
    if (whole.has(id)) continue;
    whole.add(id);
    modules.add(id);
    for (const imported of links.imports) pending.push([imported.id, imported.names]);
  }
  return modules;
}

/**
 * The modules only the signed-in app runs: reachable from its roots, not from a page's entry (the login page's
 * `main.tsx`, the public page's). The entries' modules import none of the others, so chunks cut along this line
 * have no cycles, and a page's entry loads no signed-in chunk.
 */
export function signedInModules(
  graph: ModuleGraph,
  entries: readonly string[],
  roots: readonly string[],
  lazy: { imported: readonly string[]; importers(id: string): readonly string[] },
) {
  const initial = staticClosure(graph, entries);
  const barrels = new Set<string>();
  const signedIn = staticClosure(graph, roots, barrels);
  for (const id of initial) signedIn.delete(id);
  // Rolldown (1.2) loses a lazily imported module's namespace object when a group takes the module: such modules
  // stay out (`lazy.imported`), and so does every module importing one of them (a barrel taken by name too), or
  // their chunks and the group's would import each other.
  const pending = [...lazy.imported];
  const left = new Set<string>();
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (left.has(id)) continue;
    left.add(id);
    signedIn.delete(id);
    pending.push(...lazy.importers(id));
  }
  // A barrel taken by name is in no group, so the bundler kept it as a chunk of its own that only imports the group's
  // chunk (0.4 KB and a request on every page importing it); one whose every module is captured joins them instead.
  for (const barrel of barrels)
    if (
      !initial.has(barrel) &&
      !left.has(barrel) &&
      graph.links(barrel).imports.every((imported) => signedIn.has(imported.id))
    )
      signedIn.add(barrel);
  return signedIn;
}

type Node = { type: string; [key: string]: unknown };
type Specifier = Node & { local?: { name: string }; imported?: Name; exported?: Name };
type Name = { name?: string; value?: string };
const nameOf = (name: Name | undefined) => name?.name ?? name?.value ?? "default";

/** The links of one module from its parsed code; `resolve` turns an import's source into a module id. */
export async function linksOf(
  body: readonly Node[],
  resolve: (source: string) => Promise<string | null>,
): Promise<ModuleLinks> {
  const imports: ModuleLinks["imports"] = [];
  const bindings = new Map<string, { id: string; name: string }>();
  const reexports = new Map<string, { id: string; name: string }>();
  const starFrom: string[] = [];
  const localExports: [string, string][] = [];
  const exports = new Set<string>();
  let barrel = true;
  for (const node of body) {
    const source = (node.source as { value?: string } | null | undefined)?.value;
    const id = source === undefined ? null : await resolve(source);
    const specifiers = (node.specifiers ?? []) as Specifier[];
    if (node.type === "ImportDeclaration") {
      if (id === null) continue;
      const names = specifiers.map((specifier) =>
        specifier.type === "ImportNamespaceSpecifier"
          ? ALL
          : specifier.type === "ImportDefaultSpecifier"
            ? "default"
            : nameOf(specifier.imported),
      );
      imports.push({ id, names: names.length > 0 ? names : [ALL] });
      for (const [index, specifier] of specifiers.entries())
        if (specifier.local) bindings.set(specifier.local.name, { id, name: names[index] ?? ALL });
    } else if (node.type === "ExportNamedDeclaration" && !node.declaration) {
      if (source !== undefined) {
        if (id === null) continue;
        imports.push({ id, names: specifiers.map((specifier) => nameOf(specifier.local as Name)) });
        for (const specifier of specifiers)
          reexports.set(nameOf(specifier.exported), { id, name: nameOf(specifier.local as Name) });
        for (const name of reexports.keys()) exports.add(name);
      } else {
        for (const specifier of specifiers) {
          localExports.push([nameOf(specifier.exported), nameOf(specifier.local as Name)]);
          exports.add(nameOf(specifier.exported));
        }
      }
    } else if (node.type === "ExportAllDeclaration") {
      if (id === null) continue;
      imports.push({ id, names: [ALL] });
      if (node.exported) {
        reexports.set(nameOf(node.exported as Name), { id, name: ALL });
        exports.add(nameOf(node.exported as Name));
      } else starFrom.push(id);
    } else {
      barrel = false;
      for (const name of declaredExports(node)) exports.add(name);
    }
  }
  for (const [exported, local] of localExports) {
    const binding = bindings.get(local);
    if (binding) reexports.set(exported, binding);
    else barrel = false;
  }
  return barrel ? { imports, exports, starFrom, reexports } : { imports, exports, starFrom };
}

/** The names an `export function f`, `export const a = …, b = …`, `export class C` or `export default` declares. */
function declaredExports(node: Node): string[] {
  if (node.type === "ExportDefaultDeclaration") return ["default"];
  if (node.type !== "ExportNamedDeclaration" || !node.declaration) return [];
  const declaration = node.declaration as Node & { id?: { name: string }; declarations?: { id: Node }[] };
  if (declaration.id) return [declaration.id.name];
  return (declaration.declarations ?? []).flatMap((declarator) => bindingNames(declarator.id));
}

/** The names a binding pattern (`a`, `{ a, b: c }`, `[a, ...b]`) declares. */
function bindingNames(pattern: Node): string[] {
  if (pattern.type === "Identifier") return [pattern.name as string];
  if (pattern.type === "ObjectPattern")
    return (pattern.properties as Node[]).flatMap((property) =>
      bindingNames((property.type === "RestElement" ? property.argument : property.value) as Node),
    );
  if (pattern.type === "ArrayPattern")
    return (pattern.elements as (Node | null)[]).flatMap((element) => (element ? bindingNames(element) : []));
  if (pattern.type === "RestElement") return bindingNames(pattern.argument as Node);
  if (pattern.type === "AssignmentPattern") return bindingNames(pattern.left as Node);
  return [];
}

const LIBRARY = /[\\/]node_modules[\\/]/;

/**
 * Two chunk groups for what every signed-in page loads first (the session guard, the shell, the dashboard): its
 * libraries (Mantine's components, floating-ui, TanStack Query, the icons) in one chunk, its own code in another,
 * instead of some sixty chunks that rolldown cuts by which lazy pages share a module, a third of them single icons
 * of 0.2 KB, each paying 0.4 KB of headers. The groups are computed from the module graph at the end of the build
 * (`roots`: absolute paths of the signed-in app's lazily imported modules), so they follow the code: a component
 * the shell stops rendering leaves them, one that only a page renders stays with that page. `entries` picks the
 * entries whose modules stay out (all of them unless given: the module ids of those pages' scripts).
 */
export function signedInChunks(roots: readonly string[], entries?: (id: string) => boolean) {
  let modules: Set<string> | null = null;
  const captured = (id: string) => {
    if (modules === null)
      throw new Error("signedInChunks: the chunk groups ran before the module graph was built");
    return modules.has(id);
  };
  const plugin: Plugin = {
    name: "armada-signed-in-chunks",
    apply: "build",
    async buildEnd(error) {
      if (error) return;
      const missing = roots.filter((root) => this.getModuleInfo(root) === null);
      if (missing.length > 0) this.error(`signed-in chunk roots not in the build: ${missing.join(", ")}`);
      const ids = [...this.getModuleIds()];
      const links = new Map<string, ModuleLinks>();
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        const everything: ModuleLinks = {
          imports: (info?.importedIds ?? []).map((imported) => ({ id: imported, names: [ALL] })),
          exports: new Set(info?.exports),
          starFrom: [],
        };
        if (!info?.code || info.inputFormat === "cjs" || !/\.(m?[jt]sx?)$/.test(id)) {
          links.set(id, everything);
          continue;
        }
        const program = this.parse(info.code, { lang: "js" }) as unknown as { body: Node[] };
        links.set(
          id,
          await linksOf(program.body, async (source) => {
            const resolved = await this.resolve(source, id);
            return resolved && !resolved.external ? resolved.id : null;
          }),
        );
      }
      modules = signedInModules(
        {
          links: (id) => links.get(id) ?? { imports: [], exports: new Set(), starFrom: [] },
        },
        ids.filter((id) => this.getModuleInfo(id)?.isEntry && (entries?.(id) ?? true)),
        roots,
        {
          imported: ids.filter((id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0),
          importers: (id) => this.getModuleInfo(id)?.importers ?? [],
        },
      );
    },
  };
  return {
    plugin,
    /** the signed-in app's libraries */
    isLibrary: (id: string) => LIBRARY.test(id) && captured(id),
    /** the signed-in app's own modules */
    isApp: (id: string) => !LIBRARY.test(id) && captured(id),
  };
}
