import { Box, Chip, Group, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatSpeed } from "@/shared/i18n/format";
import { MOTION_COLORS } from "@/shared/map/motionColors";
import {
  currentSpeed,
  fleetStatus,
  formatLastSeen,
  type LiveVehicle,
  type MotionClock,
} from "@/shared/realtime";
import {
  countByStatus,
  filterFleet,
  matchesSearch,
  STATUS_FILTERS,
  type StatusFilter,
} from "../lib/fleetFilter";
import classes from "./LiveView.module.css";

/** A row's height in px (two lines of text and the padding); rows are laid out at fixed offsets. */
const ROW_HEIGHT = 58;

export interface VehicleListProps {
  vehicles: readonly LiveVehicle[];
  selectedId: number | null;
  onSelect: (vehicleId: number) => void;
  /** the page's motion clock: the map, the legend and the list read each vehicle's status once per tick */
  clock: MotionClock;
}

/**
 * Search, status chips with counts and the vehicle rows, virtualised: only the rows in view (and a few around)
 * are in the page, so thousands of vehicles scroll smoothly and an update re-renders a screenful of rows.
 */
export function VehicleList({ vehicles, selectedId, onSelect, clock }: VehicleListProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const scroller = useRef<HTMLDivElement>(null);
  const searched = useMemo(
    () => vehicles.filter((vehicle) => matchesSearch(vehicle, search)),
    [vehicles, search],
  );
  const counts = useMemo(() => countByStatus(searched, clock), [searched, clock]);
  const rows = useMemo(() => filterFleet(searched, "", status, clock), [searched, status, clock]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 6,
  });

  return (
    <Stack gap={0} h="100%" data-testid="liveview-list" data-count={rows.length}>
      <Stack gap="xs" p="sm" className={classes.listHeader}>
        <TextInput
          size="sm"
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t("liveview.searchPlaceholder")}
          aria-label={t("liveview.searchPlaceholder")}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            scroller.current?.scrollTo({ top: 0 });
          }}
          data-testid="liveview-search"
        />
        <Chip.Group
          value={status}
          onChange={(value) => {
            setStatus(value as StatusFilter);
            scroller.current?.scrollTo({ top: 0 });
          }}
        >
          <Group gap={6}>
            {STATUS_FILTERS.map((filter) => (
              <Chip
                key={filter}
                value={filter}
                size="xs"
                radius="sm"
                variant="light"
                wrapperProps={{ "data-testid": `status-chip-${filter}` }}
              >
                {t(`liveview.filter.${filter}`)} <span className={classes.chipCount}>{counts[filter]}</span>
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <div ref={scroller} className={classes.scroller} data-testid="liveview-list-scroll">
        {rows.length === 0 ? (
          <Text c="dimmed" fz="sm" ta="center" p="lg">
            {t("liveview.noMatch")}
          </Text>
        ) : (
          <Box component="ul" className={classes.rows} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const vehicle = rows[item.index] as LiveVehicle;
              return (
                <li
                  key={item.key}
                  className={classes.virtualRow}
                  style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                >
                  <VehicleRow
                    vehicle={vehicle}
                    clock={clock}
                    active={vehicle.id === selectedId}
                    onSelect={onSelect}
                  />
                </li>
              );
            })}
          </Box>
        )}
      </div>
    </Stack>
  );
}

/** One vehicle row; re-renders only when its vehicle, the clock or the selection changes. */
const VehicleRow = memo(function VehicleRow({
  vehicle,
  clock,
  active,
  onSelect,
}: {
  vehicle: LiveVehicle;
  clock: MotionClock;
  active: boolean;
  onSelect: (vehicleId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const state = fleetStatus(vehicle, clock);
  const speed = currentSpeed(vehicle, state);
  return (
    <UnstyledButton
      className={classes.row}
      data-active={active || undefined}
      data-testid={`vehicle-row-${vehicle.id}`}
      data-status={state}
      onClick={() => onSelect(vehicle.id)}
    >
      <span
        className={classes.dot}
        style={{ background: state === "noData" ? "#ced4da" : MOTION_COLORS[state] }}
        aria-hidden
      />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap={6} wrap="nowrap">
          <Text fz="sm" fw={600} truncate>
            {vehicle.licensePlate}
          </Text>
          <Text fz="xs" fw={500} c={state === "moving" ? "green.8" : "dimmed"} className={classes.num}>
            {speed === null ? "—" : formatSpeed(speed, i18n.language)}
          </Text>
        </Group>
        <Group justify="space-between" gap={6} wrap="nowrap">
          <Text fz="xs" c="dimmed" truncate>
            {vehicle.driverName ?? t("liveview.noDriver")}
          </Text>
          <Text fz="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {vehicle.position
              ? formatLastSeen(vehicle.position.lastPacket, clock.now, i18n.language)
              : t(vehicle.hasDevice ? "fleetStatus.noData" : "liveview.noDevice")}
          </Text>
        </Group>
      </Box>
    </UnstyledButton>
  );
});
