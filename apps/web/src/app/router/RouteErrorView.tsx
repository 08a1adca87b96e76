import { Button, Center } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { StatusPage } from "@/shared/ui/StatusPage";

/** What the route error page shows, with Mantine (loaded when a route has thrown). */
export function RouteErrorView() {
  const { t } = useTranslation();
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
