import { Badge, Button, Card, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { SessionFieldsFragment } from "@/generated/graphql/graphql";
import { formatDateTime } from "@/shared/i18n/format";

const DEVICE_ICONS = { mobile: IconDeviceMobile, tablet: IconDeviceTablet } as const;

/** The fields of a signed-in browser both sessions pages show (the user's own and an admin's view of a user). */
export type SessionShown = SessionFieldsFragment;

/** The browser and system of a session, or "unknown device". */
export function useDeviceName() {
  const { t } = useTranslation();
  return (session: SessionShown) =>
    [session.browser, session.os].filter(Boolean).join(" · ") || t("sessions.unknownDevice");
}

/** One session: device, IP, when it began and was last seen; "Akhiri" unless it is this browser's own. */
export function SessionCard({
  session,
  onEnd,
}: {
  session: SessionShown;
  onEnd: (session: SessionShown) => void;
}) {
  const { t, i18n } = useTranslation();
  const deviceName = useDeviceName();
  const Icon = DEVICE_ICONS[session.deviceType as keyof typeof DEVICE_ICONS] ?? IconDeviceDesktop;
  return (
    <Card withBorder radius="md" padding="md" data-testid="session-card">
      <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon variant="light" size={40} radius="md">
            <Icon size={22} />
          </ThemeIcon>
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>{deviceName(session)}</Text>
              {session.isCurrent ? (
                <Badge color="green" variant="light" data-testid="session-current">
                  {t("sessions.current")}
                </Badge>
              ) : null}
            </Group>
            <Text fz="sm" c="dimmed">
              {t("sessions.ip", { ip: session.ip ?? "—" })}
            </Text>
            <Text fz="sm" c="dimmed">
              {t("sessions.signedIn", { time: formatDateTime(session.createdOn, i18n.language, "short") })}
            </Text>
            <Text fz="sm" c="dimmed">
              {t("sessions.lastSeen", { time: formatDateTime(session.lastSeenOn, i18n.language, "short") })}
            </Text>
          </Stack>
        </Group>
        {session.isCurrent ? null : (
          <Button
            color="red"
            variant="subtle"
            size="compact-sm"
            onClick={() => onEnd(session)}
            data-testid="session-end"
          >
            {t("sessions.end")}
          </Button>
        )}
      </Group>
    </Card>
  );
}
