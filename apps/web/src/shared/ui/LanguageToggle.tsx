import { LANGUAGES, type Language } from "@armada/domain";
import { useTranslation } from "react-i18next";
import classes from "./LanguageToggle.module.css";

export interface LanguageToggleProps {
  value: Language;
  onChange: (language: Language) => void;
  disabled?: boolean;
  /** Items get data-testid `{prefix}-id` / `{prefix}-en`. */
  testIdPrefix?: string;
}

/** Two-button ID / EN switch (login page, profile); plain buttons, as the login page loads no Mantine. */
export function LanguageToggle({
  value,
  onChange,
  disabled,
  testIdPrefix = "language",
}: LanguageToggleProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={classes.group} aria-label={t("language.label")}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className={classes.button}
          aria-pressed={language === value}
          title={t(`language.${language}`)}
          lang={language}
          disabled={disabled}
          onClick={() => onChange(language)}
          data-testid={`${testIdPrefix}-${language}`}
        >
          {t(`language.short.${language}`)}
        </button>
      ))}
    </fieldset>
  );
}
