import { Anchor, Badge, Card, Group, Image, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconShieldCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "@/shared/i18n/format";
import type { MyDriverAlert } from "../api/myDriverHome";

function alertState(alert: MyDriverAlert) {
  if (alert.isFalseAlert) return { label: "driverHome.alerts.falseAlert", color: "gray" };
  if (alert.isResolved) return { label: "driverHome.alerts.resolved", color: "green" };
  return { label: "driverHome.alerts.open", color: "orange" };
}

/**
 * "Peringatan Anda": the driver's own latest alerts, read-only: what, when, where and whether it was handled. With
 * `limit`, the first few and a link to them all.
 */
export function DriverAlertsCard({ alerts, limit }: { alerts: readonly MyDriverAlert[]; limit?: number }) {
  const { t, i18n } = useTranslation();
  const shown = limit === undefined ? alerts : alerts.slice(0, limit);
  const english = i18n.language === "en";
  return (
    <Card padding="lg" data-testid="driver-alerts">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="md">
          {t("driverHome.alerts.title")}
        </Title>
        {limit !== undefined && alerts.length > 0 ? (
          <Anchor component={Link} to="/driver/alerts/" fz="sm" data-testid="driver-alerts-see-all">
            {t("driverHome.alerts.seeAll")}
          </Anchor>
        ) : null}
      </Group>
      {shown.length === 0 ? (
        <Stack align="center" gap="xs" py="md" data-testid="driver-alerts-none">
          <ThemeIcon size={44} radius="xl" variant="light" color="green">
            <IconShieldCheck size={22} stroke={1.5} />
          </ThemeIcon>
          <Text c="dimmed" fz="sm" ta="center">
            {t("driverHome.alerts.none")}
          </Text>
        </Stack>
      ) : (
        <Stack gap={0}>
          <Text c="dimmed" fz="sm" mb="sm">
            {t("driverHome.alerts.description")}
          </Text>
          {shown.map((alert) => {
            const state = alertState(alert);
            return (
              <Group
                key={alert.rawAlertId}
                wrap="nowrap"
                align="flex-start"
                gap="sm"
                py="sm"
                style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
                data-testid="driver-alert"
              >
                <Image src={alert.alert.iconUrl} w={32} h={32} alt="" fit="contain" />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fw={600} fz="sm" truncate>
                      {english ? alert.alert.descriptionEng : alert.alert.descriptionIdn}
                    </Text>
                    <Badge size="sm" variant="light" color={state.color} style={{ flexShrink: 0 }}>
                      {t(state.label)}
                    </Badge>
                  </Group>
                  {alert.formattedAlertData ? <Text fz="xs">{alert.formattedAlertData}</Text> : null}
                  <Text fz="xs" c="dimmed">
                    {formatDateTime(alert.createdOn, i18n.language, "short")} · {alert.licensePlate}
                  </Text>
                  {alert.address ? (
                    <Text fz="xs" c="dimmed" lineClamp={2}>
                      {alert.address}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
