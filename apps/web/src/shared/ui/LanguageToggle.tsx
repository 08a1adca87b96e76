import { LANGUAGES, type Language } from "@armada/domain";
import { Button, type ButtonGroupProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface LanguageToggleProps extends Omit<ButtonGroupProps, "onChange"> {
  value: Language;
  onChange: (language: Language) => void;
  disabled?: boolean;
  /** Items get data-testid `{prefix}-id` / `{prefix}-en`. */
  testIdPrefix?: string;
}

/** Two-button ID / EN switch (login page, profile). */
export function LanguageToggle({
  value,
  onChange,
  disabled,
  testIdPrefix = "language",
  ...groupProps
}: LanguageToggleProps) {
  const { t } = useTranslation();
  return (
    <Button.Group aria-label={t("language.label")} {...groupProps}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="xs"
          variant={language === value ? "filled" : "default"}
          aria-pressed={language === value}
          title={t(`language.${language}`)}
          lang={language}
          disabled={disabled}
          onClick={() => onChange(language)}
          data-testid={`${testIdPrefix}-${language}`}
        >
          {t(`language.short.${language}`)}
        </Button>
      ))}
    </Button.Group>
  );
}
