import { canAny, DEVICE_COMMAND_ACCESS } from "@armada/domain";
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { IconCurrentLocation, IconRoute, IconTerminal2, IconX } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DeviceCommandPanel } from "@/features/device-commands";
import { CallDriverButton } from "@/features/driver-call";
import { LiveVideoButton } from "@/features/track-vision";
import { PositionAddress } from "@/shared/geocoding/PositionAddress";
import { formatSpeed } from "@/shared/i18n/format";
import { MotionStatusBadge as StatusBadge } from "@/shared/map/MotionStatusBadge";
import { formatLastSeen, type LiveVehicle, shownMotion, useMotionClock } from "@/shared/realtime";
import { useSession } from "@/shared/session/SessionContext";
import { DeviceHealthFacts } from "./DeviceHealthFacts";
import classes from "./LiveView.module.css";
import { VehicleDocumentBadges } from "./VehicleDocumentBadges";

export interface VehicleCardProps {
  vehicle: LiveVehicle;
  following: boolean;
  onFollow: (follow: boolean) => void;
  onClose: () => void;
}

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div>
      <Text fz={11} c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text fz="sm" fw={500} data-testid={testId} className={classes.num}>
        {value}
      </Text>
    </div>
  );
}

/**
 * The selected vehicle: status, driver, expired or expiring documents, speed, last seen (ticking), the tracker's health, address, sensors, follow,
 * history and, for a GT06 tracker, the device commands.
 */
export function VehicleCard({ vehicle, following, onFollow, onClose }: VehicleCardProps) {
  const { t, i18n } = useTranslation();
  const { accessKeys } = useSession();
  const [commandsOpen, setCommandsOpen] = useState(false);
  const mayCommand = vehicle.takesCommands && canAny(accessKeys, Object.values(DEVICE_COMMAND_ACCESS));
  const clock = useMotionClock(1000);
  const position = vehicle.position;
  const { motion, speed } = shownMotion(vehicle, clock);
  return (
    <Paper
      className={classes.card}
      shadow="md"
      radius="md"
      p="md"
      withBorder
      data-testid="vehicle-card"
      data-vehicle-id={vehicle.id}
      data-latitude={position?.latitude}
      data-longitude={position?.longitude}
      data-status={motion?.status ?? "noData"}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={700} fz="lg" truncate data-testid="vehicle-card-plate">
                {vehicle.licensePlate}
              </Text>
              <StatusBadge motion={motion} />
            </Group>
            <Text fz="sm" c="dimmed" truncate>
              {[vehicle.driverName ?? t("liveview.noDriver"), vehicle.vehicleTypeName]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          </div>
          <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t("liveview.closeCard")}>
            <IconX size={18} />
          </ActionIcon>
        </Group>
        <VehicleDocumentBadges vehicleId={vehicle.id} />
        {position ? (
          <>
            <SimpleGrid cols={3} spacing="xs" verticalSpacing="xs">
              <Fact
                label={t("liveview.speed")}
                value={speed === null ? "—" : formatSpeed(speed, i18n.language)}
                testId="vehicle-card-speed"
              />
              <Fact
                label={t("liveview.lastSeen")}
                value={formatLastSeen(position.lastPacket, clock.now, i18n.language)}
                testId="vehicle-card-last-seen"
              />
              <Fact
                label={t("liveview.engine")}
                value={
                  position.ignition === null
                    ? "—"
                    : t(position.ignition ? "liveview.engineOn" : "liveview.engineOff")
                }
              />
              {position.temperature !== null && (
                <Fact label={t("liveview.temperature")} value={`${position.temperature.toFixed(1)} °C`} />
              )}
              {position.fuel !== null && (
                <Fact label={t("liveview.fuel")} value={`${Math.round(position.fuel)}%`} />
              )}
            </SimpleGrid>
            <DeviceHealthFacts vehicleId={vehicle.id} />
            <div>
              <Text fz={11} c="dimmed" tt="uppercase" fw={600} lts={0.3}>
                {t("liveview.location")}
              </Text>
              <Text fz="sm" lineClamp={2} data-testid="vehicle-card-address">
                <PositionAddress
                  latitude={position.latitude}
                  longitude={position.longitude}
                  address={position.address}
                />
              </Text>
            </div>
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            {t(vehicle.hasDevice ? "liveview.noPositionYet" : "liveview.noDevice")}
          </Text>
        )}
        <Group gap="xs" grow>
          <Tooltip label={t("liveview.followHint")} openDelay={400}>
            <Button
              size="xs"
              variant={following ? "filled" : "light"}
              leftSection={<IconCurrentLocation size={16} />}
              disabled={!position}
              onClick={() => onFollow(!following)}
              data-testid="vehicle-card-follow"
              aria-pressed={following}
            >
              {t(following ? "liveview.following" : "liveview.follow")}
            </Button>
          </Tooltip>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRoute size={16} />}
            component={Link}
            to={`/route/?vehicleId=${vehicle.id}`}
            data-testid="vehicle-card-history"
          >
            {t("liveview.routeHistory")}
          </Button>
        </Group>
        <CallDriverButton
          vehicleId={vehicle.id}
          licensePlate={vehicle.licensePlate}
          deviceType={vehicle.deviceType}
          testId="vehicle-card-call"
        />
        <LiveVideoButton vehicleId={vehicle.id} deviceType={vehicle.deviceType} />
        {mayCommand ? (
          <>
            <Button
              size="xs"
              variant={commandsOpen ? "light" : "subtle"}
              leftSection={<IconTerminal2 size={16} />}
              onClick={() => setCommandsOpen((open) => !open)}
              aria-expanded={commandsOpen}
              data-testid="vehicle-card-commands"
            >
              {t("deviceCommands.open")}
            </Button>
            {commandsOpen ? (
              <ScrollArea.Autosize mah={360} offsetScrollbars>
                <DeviceCommandPanel
                  vehicleId={vehicle.id}
                  licensePlate={vehicle.licensePlate}
                  vendorType={vehicle.deviceType}
                />
              </ScrollArea.Autosize>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
