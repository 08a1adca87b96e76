import { Button, Center } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { StatusPage } from "@/shared/ui/StatusPage";

/** Last-resort page when rendering a route throws. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="100dvh" p="md">
      <StatusPage
        icon={IconAlertTriangle}
        color="red"
        title={t("pages.error.title")}
        message={t("pages.error.message")}
        extra={<Button onClick={() => window.location.reload()}>{t("pages.error.reload")}</Button>}
        testId="route-error"
      />
    </Center>
  );
}
