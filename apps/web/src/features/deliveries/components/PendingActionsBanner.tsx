import { Alert, Group, Text } from "@mantine/core";
import { IconCloudUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useDriverActions } from "./DriverActions";

/** "n aksi menunggu sinyal": the driver's actions the server does not have yet (none: nothing shown). */
export function PendingActionsBanner() {
  const { t } = useTranslation();
  // the phone's positions waiting are told on its tracking card
  const pending = useDriverActions().pending.filter((action) => action.kind !== "positions");
  if (pending.length === 0) return null;
  return (
    <Alert color="orange" variant="light" p="xs" data-testid="pending-actions">
      <Group gap="xs" wrap="nowrap">
        <IconCloudUpload size={18} />
        <Text fz="sm" fw={600}>
          {t("deliveries.driver.pending", { count: pending.length })}
        </Text>
      </Group>
    </Alert>
  );
}
