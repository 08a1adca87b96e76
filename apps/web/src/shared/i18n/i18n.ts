import { DEFAULT_LANGUAGE, LANGUAGES, type Language, MENU_LABELS, parseLanguage } from "@armada/domain";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { readStorage, writeStorage } from "../lib/storage";
import id from "./locales/id.json";

/** localStorage key of the chosen UI language. */
export const LANGUAGE_STORAGE_KEY = "I18N_LANGUAGE";

type ResourceTree = { [key: string]: string | ResourceTree };

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

/** The language kept in this browser, or Indonesian. */
export function storedLanguage(): Language {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  return stored === null ? DEFAULT_LANGUAGE : parseLanguage(stored);
}

export function hasStoredLanguage(): boolean {
  return readStorage(LANGUAGE_STORAGE_KEY) !== null;
}

export function currentLanguage(): Language {
  return parseLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/**
 * Indonesian (the default and the fallback) is in the main bundle; English is its own chunk, fetched when a user
 * picks it or has picked it before, so a first visit does not download both languages' texts.
 */
const LOCALE_LOADERS: Record<Exclude<Language, "id">, () => Promise<{ default: ResourceTree }>> = {
  en: () => import("./locales/en.json"),
};

/** Adds the language's texts to i18next unless they are there already. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === "id" || i18n.hasResourceBundle(language, "translation")) return;
  const { default: texts } = await LOCALE_LOADERS[language]();
  i18n.addResourceBundle(language, "translation", withMenuLabels(texts, language));
}

/** Switches the UI language and keeps the choice in localStorage. */
export async function changeLanguage(language: Language): Promise<void> {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== "undefined") document.documentElement.lang = parseLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources: { id: { translation: withMenuLabels(id, "id") } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

syncDocumentLanguage(i18n.language);
i18n.on("languageChanged", syncDocumentLanguage);

/**
 * Resolves once the language kept in this browser is loaded and on: the app renders after it. When English cannot
 * be fetched (offline), the app stays in Indonesian.
 */
export const i18nReady: Promise<void> =
  storedLanguage() === DEFAULT_LANGUAGE
    ? Promise.resolve()
    : changeLanguage(storedLanguage()).catch(() => undefined);

export { i18n };
