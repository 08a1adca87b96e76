import { Group, Text, Tooltip } from "@mantine/core";
import {
  IconAntennaBars1,
  IconAntennaBars2,
  IconAntennaBars3,
  IconAntennaBars4,
  IconAntennaBars5,
  IconBattery,
  IconBattery1,
  IconBattery2,
  IconBattery3,
  IconBattery4,
  IconBatteryCharging,
  IconBolt,
  IconSatellite,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDayTime, formatNumber } from "@/shared/i18n/format";
import { useVehicleCardDetails } from "../lib/useVehicleCardDetails";

const SIGNAL_ICONS = [
  IconAntennaBars1,
  IconAntennaBars2,
  IconAntennaBars3,
  IconAntennaBars4,
  IconAntennaBars5,
];
const BATTERY_ICONS = [IconBattery, IconBattery1, IconBattery2, IconBattery3, IconBattery4];
/** below this the device may soon go silent: shown in red */
const LOW_BATTERY_PERCENT = 20;

function Item({
  icon,
  label,
  value,
  color,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  color?: string | undefined;
  testId: string;
}) {
  return (
    <Tooltip label={label} openDelay={300}>
      <Group gap={4} wrap="nowrap" c={color} data-testid={testId} aria-label={`${label}: ${value}`}>
        {icon}
        <Text fz="xs" fw={500} c={color}>
          {value}
        </Text>
      </Group>
    </Tooltip>
  );
}

/** One line under the card's facts: battery (and charging), power supply, GSM bars and satellites, when the tracker reports them. */
export function DeviceHealthFacts({ vehicleId }: { vehicleId: number }) {
  const { t, i18n } = useTranslation();
  const health = useVehicleCardDetails(vehicleId).data?.deviceHealth;
  if (!health) return null;
  const language = i18n.language;
  const items: ReactNode[] = [];
  if (health.batteryPercent !== null && health.batteryPercent !== undefined) {
    const percent = health.batteryPercent;
    const BatteryIcon = health.charging
      ? IconBatteryCharging
      : (BATTERY_ICONS[Math.min(4, Math.round(percent / 25))] ?? IconBattery);
    items.push(
      <Item
        key="battery"
        icon={<BatteryIcon size={16} />}
        label={t(health.charging ? "liveview.health.batteryCharging" : "liveview.health.battery")}
        value={`${Math.round(percent)}%`}
        color={percent < LOW_BATTERY_PERCENT && !health.charging ? "red" : undefined}
        testId="device-health-battery"
      />,
    );
  } else if (health.batteryVolts !== null && health.batteryVolts !== undefined) {
    items.push(
      <Item
        key="battery"
        icon={<IconBattery size={16} />}
        label={t("liveview.health.battery")}
        value={`${formatNumber(health.batteryVolts, language, 2)} V`}
        testId="device-health-battery"
      />,
    );
  }
  if (health.externalVolts !== null && health.externalVolts !== undefined)
    items.push(
      <Item
        key="power"
        icon={<IconBolt size={16} />}
        label={t("liveview.health.power")}
        value={`${formatNumber(health.externalVolts, language, 1)} V`}
        color={health.externalVolts === 0 ? "red" : undefined}
        testId="device-health-power"
      />,
    );
  if (health.gsmSignal !== null && health.gsmSignal !== undefined) {
    const SignalIcon = SIGNAL_ICONS[health.gsmSignal] ?? IconAntennaBars1;
    items.push(
      <Item
        key="gsm"
        icon={<SignalIcon size={16} />}
        label={t("liveview.health.gsm")}
        value={`${health.gsmSignal}/4`}
        color={health.gsmSignal <= 1 ? "orange" : undefined}
        testId="device-health-gsm"
      />,
    );
  }
  if (health.satellites !== null && health.satellites !== undefined)
    items.push(
      <Item
        key="satellites"
        icon={<IconSatellite size={16} />}
        label={t("liveview.health.satellites")}
        value={String(health.satellites)}
        testId="device-health-satellites"
      />,
    );
  if (items.length === 0) return null;
  return (
    <div data-testid="device-health">
      <Text fz={11} c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {t("liveview.health.title")}
        {health.statusTime
          ? ` · ${t("liveview.health.reportedAt", { time: formatDayTime(Date.parse(health.statusTime), language) })}`
          : ""}
      </Text>
      <Group gap="md" mt={2}>
        {items}
      </Group>
    </div>
  );
}
