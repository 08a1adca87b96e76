import { type Language, MENU_LABELS } from "@armada/domain";
import id from "./locales/id.json?shell";

export type ResourceTree = { [key: string]: string | ResourceTree };

/** Adds the domain's menu labels (keys like "menu.group.fleetTracking") as nested resources. */
export function withMenuLabels(base: ResourceTree, language: Language): ResourceTree {
  const tree: ResourceTree = structuredClone(base);
  for (const [key, texts] of Object.entries(MENU_LABELS)) {
    const parts = key.split(".");
    const leaf = parts.pop();
    if (!leaf) continue;
    let node = tree;
    for (const part of parts) {
      const next = node[part];
      if (typeof next === "object") {
        node = next;
      } else {
        const created: ResourceTree = {};
        node[part] = created;
        node = created;
      }
    }
    node[leaf] = texts[language];
  }
  return tree;
}

const TEXTS: Record<Language, () => Promise<ResourceTree>> = {
  id: async () => id,
  en: async () => (await import("./locales/en.json")).default,
};

/**
 * A language's texts with the menu labels: in Indonesian those of the shell and the dashboard (every section but
 * `PAGE_TEXT_SECTIONS`, see `loadPageTexts`), in English all of them (in their own chunk, loaded when picked).
 */
export async function allTexts(language: Language): Promise<ResourceTree> {
  return withMenuLabels(await TEXTS[language](), language);
}
