export const LANGUAGES = ["id", "en"] as const;

export type Language = (typeof LANGUAGES)[number];

/** Indonesian first. */
export const DEFAULT_LANGUAGE: Language = "id";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Reads a language from anything (local storage value, Accept-Language entry, query param):
 * `"en"`, `"EN"`, `"en-US"` -> `"en"`; `"id"`, `"id-ID"`, `"in"` -> `"id"`; anything else -> `"id"`.
 */
export function parseLanguage(value: unknown): Language {
  if (typeof value !== "string") return DEFAULT_LANGUAGE;
  const primary =
    value
      .trim()
      .toLowerCase()
      .split(/[-_;,]/, 1)[0] ?? "";
  if (primary === "in") return "id";
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}
