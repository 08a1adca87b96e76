import { IconPuzzleOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useBreadcrumbTrail } from "./BreadcrumbTrailContext";
import { PageHeader } from "./PageHeader";
import { StatusPage } from "./StatusPage";

export interface NotInEditionPageProps {
  /** i18n key of the module name; by default the label of the active menu entry. */
  labelKey?: string;
}

/** Shown for modules of the product that this edition of Armada does not include. */
export function NotInEditionPage({ labelKey }: NotInEditionPageProps) {
  const { t } = useTranslation();
  const trail = useBreadcrumbTrail();
  const menuLabel = trail[trail.length - 1]?.label;
  const title = labelKey ? t(labelKey) : menuLabel;
  return (
    <>
      {title ? <PageHeader title={title} /> : null}
      <StatusPage
        testId="not-in-edition-page"
        headingOrder={title ? 2 : 1}
        icon={IconPuzzleOff}
        color="gray"
        badge={t("pages.notInEdition.badge")}
        title={t("pages.notInEdition.title")}
        message={t("pages.notInEdition.message", { module: title ?? t("modules.default") })}
        action={{ label: t("pages.notInEdition.back"), to: "/" }}
      />
    </>
  );
}
