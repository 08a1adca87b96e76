import { IconRocket } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "./PageHeader";
import { StatusPage } from "./StatusPage";

export interface ComingSoonPageProps {
  /** i18n key of the module name (a menu label key). */
  labelKey: string;
}

/** Placeholder for a module that a later release fills in. */
export function ComingSoonPage({ labelKey }: ComingSoonPageProps) {
  const { t } = useTranslation();
  const module = t(labelKey);
  return (
    <>
      <PageHeader title={module} />
      <StatusPage
        testId="coming-soon-page"
        headingOrder={2}
        icon={IconRocket}
        badge={t("pages.comingSoon.badge")}
        title={t("pages.comingSoon.title", { module })}
        message={t("pages.comingSoon.message")}
        action={{ label: t("pages.comingSoon.back"), to: "/" }}
      />
    </>
  );
}
