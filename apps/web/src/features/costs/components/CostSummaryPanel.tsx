import {
  Badge,
  Card,
  Group,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatNumber, formatRupiah } from "@/shared/i18n/format";
import { type CostFilter, useCostSummary } from "../api/costs";
import { CATEGORY_COLORS } from "../lib/categoryColors";
import { CostStat } from "./CostStat";

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
        <Card withBorder radius="md" p="sm">
          <Text fw={600} fz="sm" mb="xs">
            {t("costs.perVehicle")}
          </Text>
          <ScrollArea>
            <Table miw={720} striped fz="sm" data-testid="cost-vehicles">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("costs.vehicle")}</Table.Th>
                  <Table.Th ta="right">{t("costs.total")}</Table.Th>
                  <Table.Th ta="right">{t("costs.distance")}</Table.Th>
                  <Table.Th ta="right">{t("costs.costPerKm")}</Table.Th>
                  <Table.Th ta="right">{t("costs.litresPer100Km")}</Table.Th>
                  <Table.Th ta="right">{t("costs.kmPerLitre")}</Table.Th>
                  <Table.Th ta="right">{t("costs.expected")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.vehicles.map((vehicle) => (
                  <Table.Tr key={vehicle.vehicleId}>
                    <Table.Td>{vehicle.licensePlate}</Table.Td>
                    <Table.Td ta="right">{formatRupiah(vehicle.total, i18n.language)}</Table.Td>
                    <Table.Td ta="right">
                      {t("units.km", { value: formatNumber(vehicle.distanceKm, i18n.language) })}
                    </Table.Td>
                    <Table.Td ta="right">
                      {vehicle.costPerKm == null ? dash : formatRupiah(vehicle.costPerKm, i18n.language)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {vehicle.litresPer100Km == null
                        ? dash
                        : `${formatNumber(vehicle.litresPer100Km, i18n.language)} L`}
                    </Table.Td>
                    <Table.Td ta="right">
                      {vehicle.kmPerLitre == null ? dash : formatNumber(vehicle.kmPerLitre, i18n.language, 2)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {vehicle.expectedKmPerLitre == null ? (
                        dash
                      ) : (
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          {formatNumber(vehicle.expectedKmPerLitre, i18n.language, 2)}
                          {vehicle.efficiencyRatio != null ? (
                            <Badge
                              size="sm"
                              variant="light"
                              color={vehicle.efficiencyRatio < 0.9 ? "red" : "green"}
                              tt="none"
                            >
                              {Math.round(vehicle.efficiencyRatio * 100)}%
                            </Badge>
                          ) : null}
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Card>
      ) : null}
    </Stack>
  );
}
