import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";

const QUERY = "?boot";

/** The named top-level sections of a texts object. */
export function pickSections(
  texts: Record<string, unknown>,
  sections: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    sections.filter((section) => section in texts).map((section) => [section, texts[section]]),
  );
}

/**
 * `import texts from "./locales/id.json?boot"`: only the sections the first pages need, as a module of its own,
 * so the login page does not download every page's texts (the full file stays importable as usual).
 */
export function localeSectionsPlugin(sections: readonly string[]): Plugin {
  return {
    name: "armada-locale-sections",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(`.json${QUERY}`)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${QUERY}` : null;
    },
    async load(id) {
      if (!id.endsWith(`.json${QUERY}`)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const texts = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
      return { code: `export default ${JSON.stringify(pickSections(texts, sections))};`, map: null };
    },
  };
}
