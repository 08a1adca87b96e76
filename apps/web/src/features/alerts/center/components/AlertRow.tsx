import { vendorDisplayName } from "@armada/domain";
import { Badge, Group, Stack, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconDeviceCctv, IconGps } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import type { RawAlert } from "../api/rawAlert";
import { alertColor, alertDescription } from "../lib/alertPresentation";
import { timePassed } from "../lib/timePassed";
import classes from "./AlertCenter.module.css";
import { AlertIcon } from "./AlertIcon";

export interface AlertRowProps {
  alert: RawAlert;
  now: number;
  canSeeUrgent: boolean;
  /** multiImei: the icon of the device that raised it (camera or GPS tracker) */
  showSourceDevice?: boolean;
  onOpen: (alert: RawAlert) => void;
}

/** One alert of the Urgent/Important list: icon, description, plate, driver, time passed, state. */
export function AlertRow({ alert, now, canSeeUrgent, showSourceDevice = false, onOpen }: AlertRowProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const color = alertColor(alert, canSeeUrgent);
  return (
    <UnstyledButton
      className={classes.row}
      data-unread={!alert.isRead || undefined}
      onClick={() => onOpen(alert)}
      data-testid={`alert-row-${alert.rawAlertId}`}
      data-resolved={alert.isResolved}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <AlertIcon iconUrl={alert.alert.iconUrl} color={color} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text fw={600} fz="sm" truncate>
              {alertDescription(alert, language)}
            </Text>
            {alert.isFalseAlert ? (
              <Badge size="xs" color="gray" variant="light">
                {t("alertCenter.state.false")}
              </Badge>
            ) : alert.isResolved ? (
              <Badge size="xs" color="green" variant="light">
                {t("alertCenter.state.resolved")}
              </Badge>
            ) : null}
          </Group>
          <Group gap={4} wrap="nowrap">
            {showSourceDevice ? <SourceDeviceIcon alert={alert} /> : null}
            <Text fz="xs" c="dimmed" truncate>
              {alert.licensePlate}
              {alert.driverName ? ` · ${alert.driverName}` : ""}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed">
            {timePassed(alert.createdOn, now, language)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** The camera or GPS tracker that raised the alert, named with its device type. */
function SourceDeviceIcon({ alert }: { alert: RawAlert }) {
  const { t } = useTranslation();
  const camera = alert.sourceDeviceCategory === "camera";
  const Icon = camera ? IconDeviceCctv : IconGps;
  const label = t(camera ? "alertCenter.source.camera" : "alertCenter.source.gps");
  return (
    <Tooltip
      label={alert.sourceDeviceType ? `${label} · ${vendorDisplayName(alert.sourceDeviceType)}` : label}
    >
      <Icon
        size={14}
        aria-label={label}
        color="var(--mantine-color-dimmed)"
        data-testid="alert-row-source"
        data-source={alert.sourceDeviceCategory}
      />
    </Tooltip>
  );
}
