import { ActionIcon, Anchor, Button, Group, Paper, Progress, Text, Tooltip } from "@mantine/core";
import { useInterval } from "@mantine/hooks";
import { IconMicrophone, IconMicrophoneOff, IconPhoneOff, IconX } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type CallView, callStore } from "../lib/callStore";
import { formatCallDuration } from "../lib/formatCallDuration";
import { useCallLevel } from "../lib/useCall";
import classes from "./InCallBar.module.css";

/** Ticks every second while the call is connected. */
function CallTimer({ since }: { since: number | null }) {
  const [now, setNow] = useState(Date.now());
  const interval = useInterval(() => setNow(Date.now()), 1000);
  useEffect(() => {
    interval.start();
    return interval.stop;
  }, [interval]);
  return (
    <Text fz="sm" fw={600} className={classes.timer} data-testid="call-bar-timer">
      {since === null ? "00:00" : formatCallDuration(Math.max(0, Math.round((now - since) / 1000)))}
    </Text>
  );
}

/** How loud the driver is: a meter the operator can glance at (and tests can read). */
function DriverLevel() {
  const { t } = useTranslation();
  const level = useCallLevel();
  const percent = Math.min(100, Math.round(Math.sqrt(level) * 180));
  return (
    <Progress
      value={percent}
      w={72}
      size="sm"
      color="teal"
      aria-label={t("driverCall.driverLevel")}
      data-testid="call-bar-level"
      data-level={level.toFixed(4)}
    />
  );
}

function statusText(call: CallView, t: TFunction) {
  if (call.phase === "failed")
    return call.refusal ?? t(`driverCall.microphone.${call.microphone ?? "unknown"}`);
  if (call.phase === "ended") return t(`driverCall.ended.${call.endReason ?? "operatorEnded"}`);
  return t(`driverCall.phase.${call.phase}`);
}

/** The call in progress, above every page of the app: vehicle, state, timer, the driver's level, mute and end. */
export function InCallBar({ call }: { call: CallView }) {
  const { t } = useTranslation();
  const over = call.phase === "ended" || call.phase === "failed";
  return (
    <Paper
      className={classes.bar}
      shadow="lg"
      radius="xl"
      px="md"
      py={8}
      withBorder
      role="status"
      aria-live="polite"
      data-testid="call-bar"
      data-phase={call.phase}
      data-end-reason={call.endReason ?? undefined}
    >
      <Group gap="sm" wrap="nowrap">
        <span className={classes.dot} data-phase={call.phase} aria-hidden />
        <div className={classes.text}>
          <Text fz="sm" fw={700} truncate data-testid="call-bar-plate">
            {call.licensePlate}
          </Text>
          <Text
            fz="xs"
            c={call.phase === "failed" ? "red" : "dimmed"}
            data-testid="call-bar-status"
            lineClamp={3}
          >
            {statusText(call, t)}
          </Text>
        </div>
        {call.phase === "connected" ? (
          <>
            <CallTimer since={call.answeredAt} />
            <DriverLevel />
          </>
        ) : null}
        {over ? (
          <>
            <Anchor component={Link} to={`/driver-calls/?vehicleId=${call.vehicleId}`} fz="xs">
              {t("driverCall.log.open")}
            </Anchor>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => callStore.dismiss()}
              aria-label={t("driverCall.dismiss")}
            >
              <IconX size={16} />
            </ActionIcon>
          </>
        ) : (
          <>
            <Tooltip label={t(call.muted ? "driverCall.unmute" : "driverCall.mute")}>
              <ActionIcon
                variant={call.muted ? "filled" : "light"}
                color={call.muted ? "orange" : "gray"}
                size="lg"
                radius="xl"
                onClick={() => callStore.toggleMute()}
                aria-pressed={call.muted}
                aria-label={t(call.muted ? "driverCall.unmute" : "driverCall.mute")}
                data-testid="call-bar-mute"
              >
                {call.muted ? <IconMicrophoneOff size={18} /> : <IconMicrophone size={18} />}
              </ActionIcon>
            </Tooltip>
            <Button
              color="red"
              radius="xl"
              size="xs"
              leftSection={<IconPhoneOff size={16} />}
              onClick={() => callStore.end()}
              data-testid="call-bar-end"
            >
              {t("driverCall.end")}
            </Button>
          </>
        )}
      </Group>
    </Paper>
  );
}
