import { Alert, Button, Skeleton, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type MyDriverHome, useMyDriverHome } from "../api/myDriverHome";

/**
 * The driver's home data for one of its pages: skeletons while it loads, an error with a retry, else the page.
 * `fetchedAt` is when the server said what the vehicle does (its status is aged from then).
 */
export function DriverHomeData({
  children,
}: {
  children: (home: MyDriverHome, fetchedAt: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const home = useMyDriverHome();
  if (home.isPending) {
    return (
      <Stack gap="lg" data-testid="driver-home-loading">
        <Skeleton h={260} radius="lg" />
        <Skeleton h={180} radius="lg" />
      </Stack>
    );
  }
  if (home.isError) {
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} />}
        title={t("driverHome.loadError")}
        data-testid="driver-home-error"
      >
        <Stack gap="sm" align="flex-start">
          {home.error.message}
          <Button size="xs" variant="light" color="red" onClick={() => home.refetch()}>
            {t("pages.error.retry")}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return children(home.data, home.dataUpdatedAt);
}
