import { useTranslation } from "react-i18next";
import { SecretShownOnce } from "@/shared/ui/SecretShownOnce";

/** New recovery codes, shown once: one a line, to copy or download. */
export function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <SecretShownOnce
      secret={codes.join("\n")}
      warning={t("twoFactor.recoveryHint")}
      labels={{ copy: t("twoFactor.copy"), copied: t("twoFactor.copied"), done: t("twoFactor.done") }}
      download={{ fileName: "armada-recovery-codes.txt", label: t("twoFactor.download") }}
      onDone={onDone}
      testId="recovery-codes"
    />
  );
}
