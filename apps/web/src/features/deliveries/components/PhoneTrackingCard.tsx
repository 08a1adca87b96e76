import { Alert, Stack, Text } from "@mantine/core";
import { IconGps, IconMapPinOff, IconPlayerStop } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDayTime, formatNumber } from "@/shared/i18n/format";
import type { DriverTask } from "../api/driverTasks";
import { useDriverActions } from "./DriverActions";
import { usePhoneTracker } from "./PhoneTracker";

/**
 * What the driver's phone does for the task's vehicle (issue 33): about to track it, tracking it (the last fix and
 * the fixes waiting for a signal), refused the location, or stopped with the task. Nothing for a vehicle that does
 * not take its position from the phone.
 */
export function PhoneTrackingCard({ task }: { task: DriverTask }) {
  const { t, i18n } = useTranslation();
  const tracker = usePhoneTracker();
  const waiting = useDriverActions().pending.reduce(
    (sum, action) => sum + (action.kind === "positions" ? action.positions.length : 0),
    0,
  );
  if (!task.phoneTracking) return null;
  const plate = task.licensePlate ?? "—";
  if (task.status === "SCHEDULED")
    return (
      <Alert color="gray" variant="light" icon={<IconGps size={18} />} data-testid="phone-tracking-soon">
        {t("deliveries.driver.phone.soon", { plate })}
      </Alert>
    );
  if (task.status !== "STARTED" || tracker.fleetTaskId !== task.fleetTaskId)
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconPlayerStop size={18} />}
        data-testid="phone-tracking-stopped"
      >
        {t("deliveries.driver.phone.stopped", { plate })}
      </Alert>
    );
  const { state } = tracker;
  if (state.kind === "denied" || state.kind === "unsupported")
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconMapPinOff size={18} />}
        title={t(`deliveries.driver.phone.${state.kind}Title`)}
        data-testid="phone-tracking-denied"
      >
        {t(`deliveries.driver.phone.${state.kind}`, { plate })}
      </Alert>
    );
  return (
    <Alert
      color={state.kind === "unavailable" ? "orange" : "teal"}
      variant="light"
      icon={<IconGps size={18} />}
      title={t("deliveries.driver.phone.tracking", { plate })}
      data-testid="phone-tracking"
      data-state={state.kind}
    >
      <Stack gap={4}>
        <Text fz="sm">
          {state.kind === "tracking"
            ? t("deliveries.driver.phone.lastFix", {
                time: formatDayTime(new Date(state.last.time), i18n.language, true),
                accuracy: formatNumber(Math.round(state.last.accuracy), i18n.language),
              })
            : t(`deliveries.driver.phone.${state.kind}`)}
        </Text>
        {waiting > 0 ? (
          <Text fz="sm" fw={600} data-testid="phone-tracking-waiting">
            {t("deliveries.driver.phone.waiting", { count: waiting })}
          </Text>
        ) : null}
        <Text fz="xs" c="dimmed">
          {t("deliveries.driver.phone.keepOpen")}
        </Text>
      </Stack>
    </Alert>
  );
}
