import { Badge, Group, Stack, Text, UnstyledButton } from "@mantine/core";
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
  onOpen: (alert: RawAlert) => void;
}

/** One alert of the Urgent/Important list: icon, description, plate, driver, time passed, state. */
export function AlertRow({ alert, now, canSeeUrgent, onOpen }: AlertRowProps) {
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
          <Text fz="xs" c="dimmed" truncate>
            {alert.licensePlate}
            {alert.driverName ? ` · ${alert.driverName}` : ""}
          </Text>
          <Text fz="xs" c="dimmed">
            {timePassed(alert.createdOn, now, language)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
