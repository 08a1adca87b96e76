import { IconMapSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { StatusPage } from "./StatusPage";

/** 404: no route matches the address. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="not-found-page"
      icon={IconMapSearch}
      color="gray"
      badge={t("pages.notFound.code")}
      title={t("pages.notFound.title")}
      message={t("pages.notFound.message")}
      action={{ label: t("pages.notFound.back"), to: "/" }}
    />
  );
}
