import { ActionIcon, Badge, Card, ScrollArea, SimpleGrid, Skeleton, Stack, Table, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber, formatRupiah } from "@/shared/i18n/format";
import { type TcoVehicleRow, useTcoSummary } from "../api/tco";
import { CostStat } from "./CostStat";
import { OwnershipCostDrawer } from "./OwnershipCostDrawer";
import { TcoPerVehicleChart } from "./TcoPerVehicleChart";

const DASH = "—";

/**
 * The period's total cost of ownership: fleet figures, each vehicle group's totals, the TCO per vehicle as a
 * chart, and each vehicle's running cost, ownership share and efficiency, its monthly ownership cost edited in a drawer.
 */
export function TcoPanel({ period }: { period: { from: string; to: string } }) {
  const { t, i18n } = useTranslation();
  const summary = useTcoSummary(period);
  const [editing, setEditing] = useState<TcoVehicleRow | null>(null);
  const rupiah = (value: number | null | undefined) =>
    value == null ? DASH : formatRupiah(value, i18n.language);
  const km = (value: number) => t("units.km", { value: formatNumber(value, i18n.language) });
  const litres = (value: number | null | undefined) =>
    value == null ? DASH : `${formatNumber(value, i18n.language)} L`;
  const data = summary.data;
  if (summary.isPending) return <Skeleton h={240} data-testid="tco-loading" />;
  if (summary.isError || !data)
    return (
      <Text c="red" fz="sm" data-testid="tco-error">
        {t("costs.failed")}
      </Text>
    );
  if (data.vehicles.length === 0)
    return (
      <Text c="dimmed" fz="sm" data-testid="tco-empty">
        {t("costs.tco.empty")}
      </Text>
    );
  const { fleet } = data;
  return (
    <Stack gap="md" data-testid="tco-panel">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <CostStat label={t("costs.tco.tco")} value={rupiah(fleet.tco)} testId="tco-fleet-total" />
        <CostStat
          label={t("costs.tco.running")}
          value={rupiah(fleet.running)}
          hint={`${t("costs.tco.ownership")} ${rupiah(fleet.ownership)}`}
          testId="tco-fleet-running"
        />
        <CostStat
          label={t("costs.tco.tcoPerKm")}
          value={rupiah(fleet.tcoPerKm)}
          hint={`${t("costs.costPerKm")} ${rupiah(fleet.costPerKm)} · ${km(fleet.distanceKm)}`}
          testId="tco-fleet-per-km"
        />
        <CostStat
          label={t("costs.litresPer100Km")}
          value={litres(fleet.litresPer100Km)}
          hint={t("costs.tco.vehicles", { count: fleet.vehicleCount })}
          testId="tco-fleet-litres"
        />
      </SimpleGrid>
      {data.groups.length > 0 ? (
        <Card withBorder radius="md" p="sm">
          <Text fw={600} fz="sm" mb="xs">
            {t("costs.tco.perGroup")}
          </Text>
          <ScrollArea>
            <Table miw={640} striped fz="sm" data-testid="tco-groups">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("costs.tco.group")}</Table.Th>
                  <Table.Th ta="right">{t("costs.tco.running")}</Table.Th>
                  <Table.Th ta="right">{t("costs.tco.ownership")}</Table.Th>
                  <Table.Th ta="right">{t("costs.tco.tco")}</Table.Th>
                  <Table.Th ta="right">{t("costs.distance")}</Table.Th>
                  <Table.Th ta="right">{t("costs.tco.tcoPerKm")}</Table.Th>
                  <Table.Th ta="right">{t("costs.litresPer100Km")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.groups.map((group) => (
                  <Table.Tr key={group.groupId ?? "none"} data-testid="tco-group-row">
                    <Table.Td>
                      {group.name ?? t("costs.tco.noGroup")}{" "}
                      <Text span c="dimmed" fz="xs">
                        ({t("costs.tco.vehicles", { count: group.vehicleCount })})
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{rupiah(group.running)}</Table.Td>
                    <Table.Td ta="right">{rupiah(group.ownership)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {rupiah(group.tco)}
                    </Table.Td>
                    <Table.Td ta="right">{km(group.distanceKm)}</Table.Td>
                    <Table.Td ta="right">{rupiah(group.tcoPerKm)}</Table.Td>
                    <Table.Td ta="right">{litres(group.litresPer100Km)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Card>
      ) : null}
      <Card withBorder radius="md" p="sm">
        <Text fw={600} fz="sm" mb="xs">
          {t("costs.tco.chartTitle")}
        </Text>
        <TcoPerVehicleChart vehicles={data.vehicles} />
      </Card>
      <Card withBorder radius="md" p="sm">
        <Text fw={600} fz="sm" mb="xs">
          {t("costs.perVehicle")}
        </Text>
        <ScrollArea>
          <Table miw={900} striped fz="sm" data-testid="tco-vehicles">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("costs.vehicle")}</Table.Th>
                <Table.Th ta="right">{t("costs.tco.running")}</Table.Th>
                <Table.Th ta="right">{t("costs.tco.monthlyOwnership")}</Table.Th>
                <Table.Th ta="right">{t("costs.tco.ownership")}</Table.Th>
                <Table.Th ta="right">{t("costs.tco.tco")}</Table.Th>
                <Table.Th ta="right">{t("costs.distance")}</Table.Th>
                <Table.Th ta="right">{t("costs.tco.tcoPerKm")}</Table.Th>
                <Table.Th ta="right">{t("costs.litresPer100Km")}</Table.Th>
                <Table.Th ta="right">{t("costs.kmPerLitre")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.vehicles.map((vehicle) => (
                <Table.Tr key={vehicle.vehicleId} data-testid="tco-vehicle-row">
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{vehicle.licensePlate}</Table.Td>
                  <Table.Td ta="right">{rupiah(vehicle.running)}</Table.Td>
                  <Table.Td ta="right">
                    {rupiah(vehicle.monthlyOwnershipCost)}
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      ml={4}
                      aria-label={t("costs.tco.ownershipTitle", { plate: vehicle.licensePlate })}
                      onClick={() => setEditing(vehicle)}
                      data-testid="tco-ownership-edit"
                    >
                      <IconPencil size={14} />
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td ta="right">{rupiah(vehicle.ownership)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {rupiah(vehicle.tco)}
                  </Table.Td>
                  <Table.Td ta="right">{km(vehicle.distanceKm)}</Table.Td>
                  <Table.Td ta="right">{rupiah(vehicle.tcoPerKm)}</Table.Td>
                  <Table.Td ta="right">{litres(vehicle.litresPer100Km)}</Table.Td>
                  <Table.Td ta="right">
                    {vehicle.kmPerLitre == null ? DASH : formatNumber(vehicle.kmPerLitre, i18n.language, 2)}
                    {vehicle.expectedKmPerLitre != null ? (
                      <Text span c="dimmed" fz="xs">
                        {" "}
                        / {formatNumber(vehicle.expectedKmPerLitre, i18n.language, 2)}
                      </Text>
                    ) : null}
                    {vehicle.efficiencyRatio != null ? (
                      <Badge
                        ml={4}
                        size="sm"
                        variant="light"
                        color={vehicle.efficiencyRatio < 0.9 ? "red" : "green"}
                        tt="none"
                      >
                        {Math.round(vehicle.efficiencyRatio * 100)}%
                      </Badge>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Card>
      <OwnershipCostDrawer vehicle={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
