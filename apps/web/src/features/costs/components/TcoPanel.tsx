import { ActionIcon, Card, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDay, formatNumber, formatRupiah } from "@/shared/i18n/format";
import { type TcoData, type TcoVehicleRow, useTcoSummary } from "../api/tco";
import { CostStat } from "./CostStat";
import { CostTableCard, type CostTableColumn, EfficiencyBadge } from "./CostTableCard";
import { OwnershipCostDrawer } from "./OwnershipCostDrawer";
import { TcoPerVehicleChart } from "./TcoPerVehicleChart";

const DASH = "—";

type TcoTotalsRow = Pick<
  TcoData["fleet"],
  "running" | "ownership" | "tco" | "distanceKm" | "tcoPerKm" | "litresPer100Km"
>;

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
  const day = (value: string) => formatDay(value, i18n.language);
  const ownershipDays = (vehicle: TcoVehicleRow) =>
    [
      vehicle.ownershipStartsOn ? t("costs.tco.ownershipSince", { day: day(vehicle.ownershipStartsOn) }) : "",
      vehicle.ownershipEndsOn ? t("costs.tco.ownershipUntil", { day: day(vehicle.ownershipEndsOn) }) : "",
    ]
      .filter(Boolean)
      .join(" ");
  /** running, ownership share, TCO, distance, TCO per km, L/100 km: the columns a group and a vehicle share */
  const totalsColumns = <TRow extends TcoTotalsRow>(): CostTableColumn<TRow>[] => [
    { key: "running", header: t("costs.tco.running"), cell: (row) => rupiah(row.running), figure: true },
    {
      key: "ownership",
      header: t("costs.tco.ownership"),
      cell: (row) => rupiah(row.ownership),
      figure: true,
    },
    { key: "tco", header: t("costs.tco.tco"), cell: (row) => rupiah(row.tco), figure: true, strong: true },
    { key: "distance", header: t("costs.distance"), cell: (row) => km(row.distanceKm), figure: true },
    { key: "tcoPerKm", header: t("costs.tco.tcoPerKm"), cell: (row) => rupiah(row.tcoPerKm), figure: true },
    {
      key: "litres",
      header: t("costs.litresPer100Km"),
      cell: (row) => litres(row.litresPer100Km),
      figure: true,
    },
  ];
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
        <CostTableCard
          title={t("costs.tco.perGroup")}
          rows={data.groups}
          rowKey={(group) => group.groupId ?? "none"}
          minWidth={640}
          testId="tco-groups"
          rowTestId="tco-group-row"
          columns={[
            {
              key: "group",
              header: t("costs.tco.group"),
              cell: (group) => (
                <>
                  {group.name ?? t("costs.tco.noGroup")}{" "}
                  <Text span c="dimmed" fz="xs">
                    ({t("costs.tco.vehicles", { count: group.vehicleCount })})
                  </Text>
                </>
              ),
            },
            ...totalsColumns<TcoData["groups"][number]>(),
          ]}
        />
      ) : null}
      <Card withBorder radius="md" p="sm">
        <Text fw={600} fz="sm" mb="xs">
          {t("costs.tco.chartTitle")}
        </Text>
        <TcoPerVehicleChart vehicles={data.vehicles} />
      </Card>
      <CostTableCard
        title={t("costs.perVehicle")}
        rows={data.vehicles}
        rowKey={(vehicle) => vehicle.vehicleId}
        minWidth={900}
        testId="tco-vehicles"
        rowTestId="tco-vehicle-row"
        columns={[
          {
            key: "vehicle",
            header: t("costs.vehicle"),
            cell: (vehicle) => vehicle.licensePlate,
            nowrap: true,
          },
          {
            key: "running",
            header: t("costs.tco.running"),
            cell: (vehicle) => rupiah(vehicle.running),
            figure: true,
          },
          {
            key: "monthly",
            header: t("costs.tco.monthlyOwnership"),
            figure: true,
            cell: (vehicle) => (
              <>
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
                {ownershipDays(vehicle) ? (
                  <Text c="dimmed" fz="xs" data-testid="tco-ownership-days">
                    {ownershipDays(vehicle)}
                  </Text>
                ) : null}
              </>
            ),
          },
          ...totalsColumns<TcoVehicleRow>().slice(1),
          {
            key: "kmPerLitre",
            header: t("costs.kmPerLitre"),
            figure: true,
            cell: (vehicle) => (
              <>
                {vehicle.kmPerLitre == null ? DASH : formatNumber(vehicle.kmPerLitre, i18n.language, 2)}
                {vehicle.expectedKmPerLitre != null ? (
                  <Text span c="dimmed" fz="xs">
                    {" "}
                    / {formatNumber(vehicle.expectedKmPerLitre, i18n.language, 2)}
                  </Text>
                ) : null}
                <EfficiencyBadge ratio={vehicle.efficiencyRatio} ml={4} />
              </>
            ),
          },
        ]}
      />
      <OwnershipCostDrawer vehicle={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
