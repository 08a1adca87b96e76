import { Box, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "@/shared/i18n/format";
import type { TcoVehicleRow } from "../api/tco";

/**
 * Each vehicle's total cost of ownership as a horizontal bar, dearest first: the running cost's part in blue, the
 * ownership cost's in grape. The table below holds the same figures and the per-km ones.
 */
export function TcoPerVehicleChart({ vehicles }: { vehicles: readonly TcoVehicleRow[] }) {
  const { t, i18n } = useTranslation();
  const costly = vehicles.filter((vehicle) => vehicle.tco > 0).sort((a, b) => b.tco - a.tco);
  if (costly.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t("costs.empty")}
      </Text>
    );
  const max = Math.max(...costly.map((vehicle) => vehicle.tco));
  return (
    <Stack gap={6} role="img" aria-label={t("costs.tco.chartTitle")} data-testid="tco-chart">
      {costly.map((vehicle) => {
        const share = vehicle.tco / max;
        const runningShare = vehicle.running / vehicle.tco;
        return (
          <Group key={vehicle.vehicleId} gap="xs" wrap="nowrap">
            <Text fz="xs" w={90} truncate>
              {vehicle.licensePlate}
            </Text>
            <Box style={{ flex: 1, display: "flex", height: 14 }}>
              <Box
                h="100%"
                w={`${share * runningShare * 100}%`}
                bg="var(--mantine-color-blue-6)"
                style={{ borderRadius: "3px 0 0 3px" }}
              />
              <Box
                h="100%"
                w={`${share * (1 - runningShare) * 100}%`}
                bg="var(--mantine-color-grape-5)"
                style={{ borderRadius: "0 3px 3px 0" }}
              />
            </Box>
            <Text fz="xs" w={110} ta="right">
              {formatRupiah(vehicle.tco, i18n.language)}
            </Text>
          </Group>
        );
      })}
      <Group gap="md">
        {(
          [
            ["blue-6", "costs.tco.running"],
            ["grape-5", "costs.tco.ownership"],
          ] as const
        ).map(([color, label]) => (
          <Group key={label} gap={4}>
            <Box w={10} h={10} bg={`var(--mantine-color-${color})`} style={{ borderRadius: 2 }} />
            <Text fz="xs">{t(label)}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
