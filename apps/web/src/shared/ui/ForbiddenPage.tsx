import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { StatusPage } from "./StatusPage";

/** 403: the user's access rights do not include the current path. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="forbidden-page"
      icon={IconLock}
      color="orange"
      badge={t("pages.forbidden.code")}
      title={t("pages.forbidden.title")}
      message={t("pages.forbidden.message")}
      action={{ label: t("pages.forbidden.back"), to: "/" }}
    />
  );
}
