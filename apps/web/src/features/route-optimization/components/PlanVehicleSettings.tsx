import { Card, Group, NumberInput, Select, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/shared/i18n/format";
import type { RoutePlanVehicleSettings } from "../lib/routePlanForm";

export interface PlanVehicleSettingsProps {
  vehicles: { id: number; licensePlate: string; tonnage: number | null; volume: number | null }[];
  drivers: { userId: number; fullname: string }[];
  chosen: string[];
  value: Record<string, RoutePlanVehicleSettings>;
  onChange: (value: Record<string, RoutePlanVehicleSettings>) => void;
}

const EMPTY: RoutePlanVehicleSettings = { driverId: null, capacityKg: "", capacityM3: "" };

/** Per chosen vehicle: the driver and the capacity of this plan, empty keeping the vehicle's own. */
export function PlanVehicleSettings({
  vehicles,
  drivers,
  chosen,
  value,
  onChange,
}: PlanVehicleSettingsProps) {
  const { t, i18n } = useTranslation();
  const decimalSeparator = i18n.language === "en" ? "." : ",";
  const driverOptions = drivers.map((driver) => ({ value: String(driver.userId), label: driver.fullname }));
  const set = (id: string, change: Partial<RoutePlanVehicleSettings>) =>
    onChange({ ...value, [id]: { ...EMPTY, ...value[id], ...change } });
  return chosen.map((id) => {
    const vehicle = vehicles.find((v) => String(v.id) === id);
    const settings = value[id] ?? EMPTY;
    return (
      <Card key={id} withBorder padding="xs" data-testid="plan-vehicle-settings">
        <Group justify="space-between" mb={4}>
          <Text fz="sm" fw={600}>
            {vehicle?.licensePlate ?? id}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Select
            size="xs"
            label={t("routeOptimization.form.driver")}
            placeholder={t("routeOptimization.form.vehicleDriver")}
            data={driverOptions}
            value={settings.driverId}
            onChange={(driverId) => set(id, { driverId })}
            searchable
            clearable
            disabled={driverOptions.length === 0}
            comboboxProps={{ withinPortal: true }}
            data-testid="plan-vehicle-driver"
          />
          <NumberInput
            size="xs"
            label={t("routeOptimization.form.capacityKg")}
            placeholder={vehicle?.tonnage ? formatNumber(vehicle.tonnage * 1000, i18n.language, 0) : "—"}
            value={settings.capacityKg}
            onChange={(capacityKg) => set(id, { capacityKg })}
            min={1}
            max={1_000_000}
            decimalScale={0}
            thousandSeparator={decimalSeparator === "," ? "." : ","}
            decimalSeparator={decimalSeparator}
            data-testid="plan-vehicle-kg"
          />
          <NumberInput
            size="xs"
            label={t("routeOptimization.form.capacityM3")}
            placeholder={vehicle?.volume ? formatNumber(vehicle.volume, i18n.language) : "—"}
            value={settings.capacityM3}
            onChange={(capacityM3) => set(id, { capacityM3 })}
            min={0.1}
            max={10_000}
            decimalScale={2}
            decimalSeparator={decimalSeparator}
            data-testid="plan-vehicle-m3"
          />
        </SimpleGrid>
      </Card>
    );
  });
}
