import { Alert, Stack, Text } from "@mantine/core";
import { IconGps, IconMapPinOff, IconPlayerStop } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDayTime, formatMinutes, formatNumber } from "@/shared/i18n/format";
import type { DriverTask } from "../api/driverTasks";
import { useDriverActions } from "./DriverActions";
import { usePhoneTracker } from "./PhoneTracker";

/** A gap's length: seconds under a minute ("45 detik"), else whole minutes or hours ("12 mnt"). */
function useGapLength() {
  const { t, i18n } = useTranslation();
  return (ms: number) =>
    ms < 60_000
      ? t("deliveries.driver.phone.seconds", { count: Math.max(1, Math.round(ms / 1000)) })
      : formatMinutes(ms / 60_000, i18n.language);
}

/**
 * What the driver's phone does for the task's vehicle (issue 33): about to track it, tracking it (the last fix and
 * the fixes waiting for a signal, the screen kept on, a stop while the page was hidden and the gaps it left), refused
 * the location, or stopped with the task. Nothing for a vehicle that does not take its position from the phone.
 */
export function PhoneTrackingCard({ task }: { task: DriverTask }) {
  const { t, i18n } = useTranslation();
  const tracker = usePhoneTracker();
  const gapLength = useGapLength();
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
  const { state, pausedSince, gaps, wakeLock } = tracker;
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
      color={state.kind === "unavailable" || pausedSince !== null ? "orange" : "teal"}
      variant="light"
      icon={<IconGps size={18} />}
      title={t("deliveries.driver.phone.tracking", { plate })}
      data-testid="phone-tracking"
      data-state={state.kind}
    >
      <Stack gap={4}>
        {pausedSince !== null ? (
          <Text fz="sm" fw={600} c="orange.9" role="alert" data-testid="phone-tracking-paused">
            {t("deliveries.driver.phone.paused", {
              time: formatDayTime(new Date(pausedSince), i18n.language, true),
            })}
          </Text>
        ) : null}
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
        {gaps.last ? (
          <Text fz="sm" data-testid="phone-tracking-gap">
            {t(gaps.count === 1 ? "deliveries.driver.phone.gap" : "deliveries.driver.phone.gaps", {
              from: formatDayTime(new Date(gaps.last.from), i18n.language, true),
              to: formatDayTime(new Date(gaps.last.to), i18n.language, true),
              length: gapLength(gaps.last.to - gaps.last.from),
              count: gaps.count,
              total: gapLength(gaps.totalMs),
            })}
          </Text>
        ) : null}
        <Text fz="xs" c="dimmed" data-testid="phone-tracking-wake-lock" data-state={wakeLock}>
          {wakeLock === "held"
            ? t("deliveries.driver.phone.screenOn")
            : wakeLock === "released"
              ? t("deliveries.driver.phone.keepOpen")
              : t("deliveries.driver.phone.screenNotKept")}
        </Text>
      </Stack>
    </Alert>
  );
}
