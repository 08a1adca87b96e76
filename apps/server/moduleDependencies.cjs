/**
 * The server modules each module may import (through its index.ts), read from the `dependsOn: [...]` of each
 * module folder's `<name>.module.ts`: a module's definition is the one place its arrows are declared. These arrows
 * form a layering with no cycle: company and the small modules at the bottom, then auth, geofences and fleet,
 * positions, and the features that combine them on top. A module that needs something of a module above it offers
 * a hook the upper one fills (see docs/architecture.md). .dependency-cruiser.cjs checks them acyclic, so a new arrow
 * that closes a cycle fails `npm run boundaries`; a definition whose `dependsOn` cannot be read fails it too.
 */
const { readdirSync, readFileSync } = require("node:fs");
const { join } = require("node:path");

const modulesFolder = join(__dirname, "src", "modules");

/** The `dependsOn` string literals of one module's definition; throws when there is not exactly one readable list. */
function dependsOnOf(folder) {
  const definitions = readdirSync(join(modulesFolder, folder)).filter((file) => file.endsWith(".module.ts"));
  if (definitions.length !== 1)
    throw new Error(`modules/${folder}/ needs exactly one <name>.module.ts, found ${definitions.length}`);
  const path = `modules/${folder}/${definitions[0]}`;
  const source = readFileSync(join(modulesFolder, folder, definitions[0]), "utf8");
  const lists = [...source.matchAll(/\bdependsOn:\s*\[([^\]]*)\]/g)];
  if (lists.length !== 1)
    throw new Error(`${path}: expected one literal \`dependsOn: [...]\`, found ${lists.length}`);
  const items = lists[0][1]
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
  return items.map((item) => {
    const name = /^"([a-z0-9-]+)"$/.exec(item)?.[1];
    if (!name) throw new Error(`${path}: dependsOn holds ${item}, not a module name in double quotes`);
    return name;
  });
}

const moduleDependencies = Object.fromEntries(
  readdirSync(modulesFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [entry.name, dependsOnOf(entry.name)]),
);

module.exports = { moduleDependencies };
