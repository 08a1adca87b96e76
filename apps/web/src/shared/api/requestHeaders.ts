import i18n from "i18next";

/** Headers every call to the Armada server carries (CSRF marker and the UI language). */
export function requestHeaders(): Record<string, string> {
  const language = i18n.resolvedLanguage ?? i18n.language ?? "id";
  return {
    accept: "application/json",
    "content-type": "application/json",
    "x-armada-client": "web",
    "accept-language": language,
  };
}
