import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatNumber, formatRupiah } from "@/shared/i18n/format";
import { type CostFilter, useCostSummary } from "../api/costs";
import { CATEGORY_COLORS } from "../lib/categoryColors";
import { CostStat } from "./CostStat";
import { CostTableCard, EfficiencyBadge } from "./CostTableCard";

/** The filter's totals: fleet figures, the share of each category and each vehicle's cost per km and efficiency. */
export function CostSummaryPanel({ filter }: { filter: CostFilter }) {
  const { t, i18n } = useTranslation();
  const summary = useCostSummary(filter);
  const data = summary.data;
  if (summary.isPending) return <Skeleton h={180} data-testid="cost-summary-loading" />;
  if (summary.isError || !data)
    return (
      <Text c="red" fz="sm" data-testid="cost-summary-error">
        {t("costs.failed")}
      </Text>
    );
  const { fleet } = data;
  const dash = "—";
  const total = data.byCategory.reduce((sum, row) => sum + row.amount, 0);
  return (
    <Stack gap="md" data-testid="cost-summary">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <CostStat
          label={t("costs.total")}
          value={formatRupiah(fleet.total, i18n.language)}
          testId="cost-total"
        />
        <CostStat
          label={t("costs.costPerKm")}
          value={
            fleet.costPerKm === null || fleet.costPerKm === undefined
              ? dash
              : formatRupiah(fleet.costPerKm, i18n.language)
          }
          hint={`${formatNumber(fleet.distanceKm, i18n.language)} km`}
          testId="cost-per-km"
        />
        <CostStat
          label={t("costs.litresPer100Km")}
          value={
            fleet.litresPer100Km == null ? dash : `${formatNumber(fleet.litresPer100Km, i18n.language)} L`
          }
          hint={`${formatNumber(fleet.litres, i18n.language)} L ${t("costs.bought")}`}
          testId="cost-litres-100km"
        />
        <CostStat
          label={t("costs.kmPerLitre")}
          value={fleet.kmPerLitre == null ? dash : `${formatNumber(fleet.kmPerLitre, i18n.language, 2)} km/L`}
          testId="cost-km-per-litre"
        />
      </SimpleGrid>
      <Card withBorder radius="md" p="sm">
        <Text fw={600} fz="sm" mb="xs">
          {t("costs.byCategory")}
        </Text>
        {total > 0 ? (
          <Stack gap={6} data-testid="cost-category-bars">
            <div style={{ display: "flex", height: 16, borderRadius: 4, overflow: "hidden" }}>
              {data.byCategory.map((row) => (
                <Tooltip
                  key={row.category}
                  label={`${t(`costs.categories.${row.category}`)}: ${formatRupiah(row.amount, i18n.language)}`}
                >
                  <div
                    style={{
                      width: `${(row.amount / total) * 100}%`,
                      background: `var(--mantine-color-${CATEGORY_COLORS[row.category]}-6)`,
                    }}
                  />
                </Tooltip>
              ))}
            </div>
            <Group gap="md">
              {data.byCategory.map((row) => (
                <Group key={row.category} gap={4} wrap="nowrap">
                  <div
                    style={{
                      width: 10,
                      height: 10,
                      borderRadius: 2,
                      background: `var(--mantine-color-${CATEGORY_COLORS[row.category]}-6)`,
                    }}
                  />
                  <Text fz="xs">
                    {t(`costs.categories.${row.category}`)} {formatRupiah(row.amount, i18n.language)} (
                    {Math.round((row.amount / total) * 100)}%)
                  </Text>
                </Group>
              ))}
            </Group>
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            {t("costs.empty")}
          </Text>
        )}
      </Card>
      {data.vehicles.length > 0 ? (
        <CostTableCard
          title={t("costs.perVehicle")}
          rows={data.vehicles}
          rowKey={(vehicle) => vehicle.vehicleId}
          minWidth={720}
          testId="cost-vehicles"
          columns={[
            { key: "vehicle", header: t("costs.vehicle"), cell: (vehicle) => vehicle.licensePlate },
            {
              key: "total",
              header: t("costs.total"),
              cell: (vehicle) => formatRupiah(vehicle.total, i18n.language),
              figure: true,
            },
            {
              key: "distance",
              header: t("costs.distance"),
              cell: (vehicle) => t("units.km", { value: formatNumber(vehicle.distanceKm, i18n.language) }),
              figure: true,
            },
            {
              key: "costPerKm",
              header: t("costs.costPerKm"),
              cell: (vehicle) =>
                vehicle.costPerKm == null ? dash : formatRupiah(vehicle.costPerKm, i18n.language),
              figure: true,
            },
            {
              key: "litres",
              header: t("costs.litresPer100Km"),
              cell: (vehicle) =>
                vehicle.litresPer100Km == null
                  ? dash
                  : `${formatNumber(vehicle.litresPer100Km, i18n.language)} L`,
              figure: true,
            },
            {
              key: "kmPerLitre",
              header: t("costs.kmPerLitre"),
              cell: (vehicle) =>
                vehicle.kmPerLitre == null ? dash : formatNumber(vehicle.kmPerLitre, i18n.language, 2),
              figure: true,
            },
            {
              key: "expected",
              header: t("costs.expected"),
              figure: true,
              cell: (vehicle) =>
                vehicle.expectedKmPerLitre == null ? (
                  dash
                ) : (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {formatNumber(vehicle.expectedKmPerLitre, i18n.language, 2)}
                    <EfficiencyBadge ratio={vehicle.efficiencyRatio} />
                  </Group>
                ),
            },
          ]}
        />
      ) : null}
    </Stack>
  );
}
