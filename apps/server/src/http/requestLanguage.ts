import { DEFAULT_LANGUAGE, type Language, parseLanguage } from "@armada/domain";

/** The language the client shows (its Accept-Language), else the user's saved one, else Indonesian. */
export function requestLanguage(acceptLanguage: string | undefined, userLanguage?: string): Language {
  const first = acceptLanguage?.split(",")[0]?.trim().slice(0, 2).toLowerCase();
  if (first === "id" || first === "en") return first;
  return userLanguage ? parseLanguage(userLanguage) : DEFAULT_LANGUAGE;
}
