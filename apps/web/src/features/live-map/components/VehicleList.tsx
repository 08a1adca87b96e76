import { Box, Button, Chip, Group, ScrollArea, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatSpeed } from "@/shared/i18n/format";
import { MOTION_COLORS } from "@/shared/map/motionColors";
import {
  currentSpeed,
  fleetStatus,
  formatLastSeen,
  type LiveVehicle,
  useMotionClock,
} from "@/shared/realtime";
import {
  countByStatus,
  filterFleet,
  matchesSearch,
  STATUS_FILTERS,
  type StatusFilter,
} from "../lib/fleetFilter";
import classes from "./LiveView.module.css";

const PAGE = 60;

export interface VehicleListProps {
  vehicles: readonly LiveVehicle[];
  selectedId: number | null;
  onSelect: (vehicleId: number) => void;
}

/** Search, status chips with counts and the vehicle rows (shown 60 at a time). */
export function VehicleList({ vehicles, selectedId, onSelect }: VehicleListProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [shown, setShown] = useState(PAGE);
  const clock = useMotionClock(5000);
  const searched = useMemo(
    () => vehicles.filter((vehicle) => matchesSearch(vehicle, search)),
    [vehicles, search],
  );
  const counts = useMemo(() => countByStatus(searched, clock), [searched, clock]);
  const rows = useMemo(() => filterFleet(searched, "", status, clock), [searched, status, clock]);

  return (
    <Stack gap={0} h="100%" data-testid="liveview-list">
      <Stack gap="xs" p="sm" className={classes.listHeader}>
        <TextInput
          size="sm"
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t("liveview.searchPlaceholder")}
          aria-label={t("liveview.searchPlaceholder")}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setShown(PAGE);
          }}
          data-testid="liveview-search"
        />
        <Chip.Group
          value={status}
          onChange={(value) => {
            setStatus(value as StatusFilter);
            setShown(PAGE);
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
      <ScrollArea style={{ flex: 1 }} type="auto" scrollbarSize={6}>
        {rows.length === 0 ? (
          <Text c="dimmed" fz="sm" ta="center" p="lg">
            {t("liveview.noMatch")}
          </Text>
        ) : (
          <Box component="ul" className={classes.rows}>
            {rows.slice(0, shown).map((vehicle) => {
              const state = fleetStatus(vehicle, clock);
              const speed = currentSpeed(vehicle, state);
              return (
                <li key={vehicle.id}>
                  <UnstyledButton
                    className={classes.row}
                    data-active={vehicle.id === selectedId || undefined}
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
                        <Text
                          fz="xs"
                          fw={500}
                          c={state === "moving" ? "green.8" : "dimmed"}
                          className={classes.num}
                        >
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
                </li>
              );
            })}
          </Box>
        )}
        {rows.length > shown && (
          <Box p="sm">
            <Button variant="subtle" fullWidth size="xs" onClick={() => setShown((count) => count + PAGE)}>
              {t("liveview.showMore", { count: rows.length - shown })}
            </Button>
          </Box>
        )}
      </ScrollArea>
    </Stack>
  );
}
