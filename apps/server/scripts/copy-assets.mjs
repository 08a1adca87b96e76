// Copies the SDL files next to the compiled modules so dist/ loads the same schema as src/. A schema file whose
// module moved or was removed in src/ is deleted from dist/ (it must not be loaded twice). Only changed files are
// written, each by an atomic rename: a server starting from dist/ meanwhile (a test suite beside another) never
// sees a schema file missing or half written.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "src");
const dist = join(root, "dist");
const schemaFiles = (dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".graphql"));

const wanted = new Set(schemaFiles(src));
for (const file of schemaFiles(dist)) if (!wanted.has(file)) rmSync(join(dist, file));
for (const file of wanted) {
  const text = readFileSync(join(src, file));
  const target = join(dist, file);
  let current = null;
  try {
    current = readFileSync(target);
  } catch {}
  if (current?.equals(text)) continue;
  mkdirSync(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, target);
}
