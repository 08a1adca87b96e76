// Copies the SDL files next to the compiled modules so dist/ loads the same schema as src/. The ones copied before
// go first: a module moved or removed in src/ must not leave its old schema file to be loaded twice.
import { cpSync, readdirSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
for (const file of readdirSync(dist, { recursive: true, encoding: "utf8" }))
  if (file.endsWith(".graphql")) rmSync(join(dist, file));
cpSync(join(root, "src"), dist, {
  recursive: true,
  filter: (source) => statSync(source).isDirectory() || source.endsWith(".graphql"),
});
