import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from "@mantine/core";
import {
  IconCar,
  IconCircleOff,
  IconClockPause,
  IconDeviceMobileOff,
  IconHandStop,
  IconHourglassEmpty,
  IconParking,
  IconPlayerPause,
  IconSteeringWheel,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MOTION_MANTINE_COLORS } from "@/shared/map/motionColors";
import { type FleetSummary, useFleetSummary } from "../api/fleetSummary";

const CARDS: { key: keyof FleetSummary; color: string; icon: ReactNode }[] = [
  { key: "total", color: "armada", icon: <IconCar size={18} /> },
  { key: "moving", color: MOTION_MANTINE_COLORS.moving, icon: <IconSteeringWheel size={18} /> },
  { key: "stopped", color: MOTION_MANTINE_COLORS.stopped, icon: <IconHandStop size={18} /> },
  { key: "idle", color: MOTION_MANTINE_COLORS.idle, icon: <IconPlayerPause size={18} /> },
  { key: "parked", color: MOTION_MANTINE_COLORS.parked, icon: <IconParking size={18} /> },
  { key: "stale", color: MOTION_MANTINE_COLORS.stale, icon: <IconClockPause size={18} /> },
  { key: "offline", color: MOTION_MANTINE_COLORS.offline, icon: <IconCircleOff size={18} /> },
  { key: "noData", color: "yellow", icon: <IconHourglassEmpty size={18} /> },
  { key: "noDevice", color: "red", icon: <IconDeviceMobileOff size={18} /> },
];

/** One card per motion status, plus vehicles with no data yet and without a device. */
export function FleetSummaryCards() {
  const { t } = useTranslation();
  const summary = useFleetSummary();
  return (
    <SimpleGrid minColWidth={170} autoFlow="auto-fit" spacing="sm" data-testid="fleet-summary">
      {CARDS.map((card) => (
        <Paper
          key={card.key}
          withBorder
          radius="md"
          p="sm"
          component={Link}
          to="/liveview-2/"
          style={{ color: "inherit", textDecoration: "none" }}
          data-testid={`fleet-summary-${card.key}`}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fz="xs" c="dimmed" fw={500} truncate>
                {t(`dashboard.summary.${card.key}`)}
              </Text>
              {summary.isPending ? (
                <Skeleton h={30} w={40} mt={4} />
              ) : (
                <Text
                  fz={28}
                  fw={700}
                  lh={1.2}
                  data-testid={`fleet-summary-${card.key}-value`}
                  style={{ fontVariantNumeric: "tabular-nums" }}
                >
                  {summary.data?.[card.key] ?? "—"}
                </Text>
              )}
            </div>
            <ThemeIcon variant="light" color={card.color} radius="md" size="lg">
              {card.icon}
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
