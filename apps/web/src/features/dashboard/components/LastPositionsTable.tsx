import { Anchor, Group, Paper, ScrollArea, Skeleton, Table, Text } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PositionAddress } from "@/shared/geocoding/PositionAddress";
import { formatSpeed } from "@/shared/i18n/format";
import { MotionStatusBadge } from "@/shared/map/MotionStatusBadge";
import { formatLastSeen, type LiveVehicle, shownMotion, useMotionClock } from "@/shared/realtime";

const ROWS = 10;

/** "Posisi terakhir": the most recently reporting vehicles with status, speed, last seen and place. */
export function LastPositionsTable({
  vehicles,
  loading,
}: {
  vehicles: readonly LiveVehicle[];
  loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const clock = useMotionClock(5000);
  const rows = useMemo(
    () =>
      [...vehicles]
        .sort((a, b) => (b.position?.lastPacket ?? "").localeCompare(a.position?.lastPacket ?? ""))
        .slice(0, ROWS),
    [vehicles],
  );
  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: "hidden" }}>
      <Group justify="space-between" p="md" pb="sm">
        <Text fw={600}>{t("dashboard.lastPositions")}</Text>
        <Anchor component={Link} to="/liveview-2/" fz="sm">
          {t("dashboard.openLiveView")}
        </Anchor>
      </Group>
      <ScrollArea>
        <Table
          verticalSpacing={8}
          horizontalSpacing="md"
          highlightOnHover
          data-testid="last-positions"
          miw={720}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("dashboard.columns.plate")}</Table.Th>
              <Table.Th>{t("dashboard.columns.status")}</Table.Th>
              <Table.Th ta="right">{t("dashboard.columns.speed")}</Table.Th>
              <Table.Th>{t("dashboard.columns.lastSeen")}</Table.Th>
              <Table.Th>{t("dashboard.columns.location")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading
              ? ["a", "b", "c", "d", "e"].map((key) => (
                  <Table.Tr key={key}>
                    <Table.Td colSpan={5}>
                      <Skeleton h={18} />
                    </Table.Td>
                  </Table.Tr>
                ))
              : rows.map((vehicle) => {
                  const { motion, speed } = shownMotion(vehicle, clock);
                  return (
                    <Table.Tr key={vehicle.id} data-testid={`last-position-${vehicle.id}`}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/liveview-2/?type=vehicle&vehicleId=${vehicle.id}`}
                          fw={600}
                          fz="sm"
                          c="dark"
                        >
                          {vehicle.licensePlate}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <MotionStatusBadge motion={motion} />
                      </Table.Td>
                      <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
                        {speed === null ? "—" : formatSpeed(speed, i18n.language)}
                      </Table.Td>
                      <Table.Td c="dimmed" fz="sm">
                        {formatLastSeen(vehicle.position?.lastPacket, clock.now, i18n.language) ?? "—"}
                      </Table.Td>
                      <Table.Td fz="sm" c="dimmed" style={{ fontVariantNumeric: "tabular-nums" }}>
                        {vehicle.position ? (
                          <PositionAddress
                            latitude={vehicle.position.latitude}
                            longitude={vehicle.position.longitude}
                            address={vehicle.position.address}
                          />
                        ) : (
                          "—"
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}
