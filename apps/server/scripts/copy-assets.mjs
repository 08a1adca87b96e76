// Copies the SDL files next to the compiled modules so dist/ loads the same schema as src/.
import { cpSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
cpSync(join(root, "src"), join(root, "dist"), {
  recursive: true,
  filter: (source) => statSync(source).isDirectory() || source.endsWith(".graphql"),
});
