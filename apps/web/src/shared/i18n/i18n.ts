import { DEFAULT_LANGUAGE, LANGUAGES, type Language, parseLanguage } from "@armada/domain";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { readStorage, writeStorage } from "../lib/storage";
import bootTexts from "./locales/id.json?boot";

/** localStorage key of the chosen UI language. */
export const LANGUAGE_STORAGE_KEY = "I18N_LANGUAGE";

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

const loaded = new Set<Language>();

/**
 * Adds the language's texts of every page, with the menu labels, unless they are there already. The first pages
 * start with the Indonesian boot sections only (`BOOT_TEXT_SECTIONS`); English comes whole when picked.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const { allTexts } = await import("./allTexts");
  i18n.addResourceBundle(language, "translation", await allTexts(language), true, true);
  loaded.add(language);
}

/** Every text of the signed-in app in Indonesian (the fallback) and in the chosen language. */
export async function loadAllTexts(): Promise<void> {
  await Promise.all([loadLanguage(DEFAULT_LANGUAGE), loadLanguage(currentLanguage())]);
}

let pageTexts: Promise<void> | null = null;

/**
 * The Indonesian texts only pages below the shell show (`PAGE_TEXT_SECTIONS`), which the dashboard does without;
 * each such page's route waits for them. English has them already.
 */
export function loadPageTexts(): Promise<void> {
  pageTexts ??= import("./pageTexts").then(
    (module) => {
      i18n.addResourceBundle(DEFAULT_LANGUAGE, "translation", module.pageTexts, true, true);
    },
    (error: unknown) => {
      pageTexts = null;
      throw error;
    },
  );
  return pageTexts;
}

/**
 * The texts of the live view's first view (`LIVE_VIEW_TEXT_SECTIONS`), which its route waits for instead of every
 * page's; the page asks for the rest (`loadPageTexts`) after its map, and before its card or list.
 */
export async function loadLiveViewTexts(): Promise<void> {
  // opened from another page: they came with every page's texts
  if (pageTexts !== null) return pageTexts;
  const { liveViewTexts } = await import("./liveViewTexts");
  i18n.addResourceBundle(DEFAULT_LANGUAGE, "translation", liveViewTexts, true, true);
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
  resources: { id: { translation: bootTexts } },
  // texts added after the first render (the rest of the app's, a language) re-render what shows them
  react: { bindI18nStore: "added" },
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
