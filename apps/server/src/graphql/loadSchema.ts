import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const sourceRoot = fileURLToPath(new URL("..", import.meta.url));

/** Every module's `schema.graphql` after the base schema: one SDL document for the whole API. */
export function schemaFiles(root = sourceRoot): string[] {
  const modulesDir = join(root, "modules");
  const moduleSchemas = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(modulesDir, entry.name, "schema.graphql"))
    .filter((file) => {
      try {
        return readFileSync(file).length > 0;
      } catch {
        return false;
      }
    })
    .sort();
  return [join(root, "graphql", "base.graphql"), ...moduleSchemas];
}

export function loadSchema(root = sourceRoot): string {
  return schemaFiles(root)
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
}
