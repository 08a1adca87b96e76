import { formatBadgeCount } from "@armada/domain";
import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconBellRinging } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNow } from "@/shared/realtime";
import { useAlertCounts } from "../api/alertQueries";
import { useAlertCenter } from "../state/alertCenterContext";
import { AlertRow } from "./AlertRow";
import { useLatestUnreadAlerts } from "./useQuickAlerts";

const DASHBOARD_ALERTS = 5;

/** Dashboard card: unresolved Urgent/Important counts and the 5 newest unread alerts, opening the alert center. */
export function DashboardAlertCard() {
  const { t } = useTranslation();
  const center = useAlertCenter();
  const counts = useAlertCounts(!!center);
  const alerts = useLatestUnreadAlerts(DASHBOARD_ALERTS);
  const now = useNow(1000);
  if (!center) return null;
  const tiles = [
    ...(center.access.urgent ? [{ kind: "urgent" as const, color: "red" }] : []),
    { kind: "important" as const, color: "orange" },
  ];
  return (
    <Stack gap="sm" h="100%" data-testid="dashboard-alert-card">
      <Group justify="space-between" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconBellRinging size={20} stroke={1.6} />
          <Text fw={600}>{t("dashboard.alertsTitle")}</Text>
        </Group>
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => center.setMode(center.mode === "pinned" ? "pinned" : "popup")}
          data-testid="dashboard-open-alert-center"
        >
          {t("alertCenter.openCenter")}
        </Button>
      </Group>
      <SimpleGrid cols={tiles.length} spacing="xs">
        {tiles.map((tile) => (
          <Paper key={tile.kind} withBorder radius="md" p="xs">
            <Text fz="xs" c="dimmed">
              {t(`alertCenter.${tile.kind}`)}
            </Text>
            {counts.isPending ? (
              <Skeleton h={28} w={40} mt={4} />
            ) : (
              <Badge
                size="xl"
                variant="light"
                color={tile.color}
                data-testid={`dashboard-alert-${tile.kind}`}
              >
                {formatBadgeCount(counts.data?.[tile.kind] ?? 0)}
              </Badge>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      <Stack gap={2} style={{ flex: 1, minHeight: 0, overflowY: "auto" }}>
        {alerts.length === 0 ? (
          <Text fz="sm" c="dimmed" ta="center" py="md">
            {t("alertCenter.list.emptyUnread")}
          </Text>
        ) : (
          alerts.map((alert) => (
            <AlertRow
              key={alert.rawAlertId}
              alert={alert}
              now={now}
              canSeeUrgent={center.access.urgent}
              onOpen={center.openAlert}
            />
          ))
        )}
      </Stack>
    </Stack>
  );
}
