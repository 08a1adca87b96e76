import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";

/** The named top-level sections of a texts object. */
export function pickSections(
  texts: Record<string, unknown>,
  sections: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    sections.filter((section) => section in texts).map((section) => [section, texts[section]]),
  );
}

/** A texts object without the named top-level sections. */
export function omitSections(
  texts: Record<string, unknown>,
  sections: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(texts).filter(([section]) => !sections.includes(section)));
}

/** A cut of a locale file: the sections it keeps, or the sections it leaves out. */
export type TextsCut = { pick: readonly string[] } | { omit: readonly string[] };

/**
 * `import texts from "./locales/id.json?<cut>"`: a part of a locale file as a module of its own, so a page loads
 * only the texts it shows (the login page its boot sections, the signed-in shell not every page's). The full file
 * stays importable as usual.
 */
export function localeSectionsPlugin(cuts: Record<string, TextsCut>): Plugin {
  const cutOf = (id: string) => {
    const match = /\.json\?(\w+)$/.exec(id);
    const name = match?.[1];
    return name !== undefined && Object.hasOwn(cuts, name) ? { name, cut: cuts[name] as TextsCut } : null;
  };
  return {
    name: "armada-locale-sections",
    enforce: "pre",
    async resolveId(source, importer) {
      const found = cutOf(source);
      if (!found) return null;
      const file = source.slice(0, -(found.name.length + 1));
      const resolved = await this.resolve(file, importer, { skipSelf: true });
      return resolved ? `${resolved.id}?${found.name}` : null;
    },
    async load(id) {
      const found = cutOf(id);
      if (!found) return null;
      const file = id.slice(0, -(found.name.length + 1));
      this.addWatchFile(file);
      const texts = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
      const part =
        "pick" in found.cut ? pickSections(texts, found.cut.pick) : omitSections(texts, found.cut.omit);
      return { code: `export default ${JSON.stringify(part)};`, map: null };
    },
  };
}
