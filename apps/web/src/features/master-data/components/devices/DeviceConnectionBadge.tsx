import { deviceConnection } from "@armada/domain";
import { Badge, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";

const COLORS = { online: "green", offline: "gray", never: "gray" } as const;

/** Online / offline with the time the device was last heard from. */
export function DeviceConnectionBadge({ lastPacket }: { lastPacket: string | null | undefined }) {
  const { t, i18n } = useTranslation();
  const connection = deviceConnection(lastPacket, new Date());
  return (
    <Stack gap={0} data-testid="device-connection">
      <Badge variant="light" color={COLORS[connection]} w="fit-content">
        {t(`masterData.devices.connection.${connection}`)}
      </Badge>
      {lastPacket ? (
        <Text fz="xs" c="dimmed">
          {t("masterData.devices.lastSeen", { time: formatDateTime(lastPacket, i18n.language, "short") })}
        </Text>
      ) : null}
    </Stack>
  );
}
