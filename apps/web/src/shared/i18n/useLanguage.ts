import { type Language, parseLanguage } from "@armada/domain";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "./i18n";

/** The current UI language and a setter that also keeps it in localStorage. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  return { language: parseLanguage(i18n.resolvedLanguage ?? i18n.language), setLanguage: changeLanguage };
}
