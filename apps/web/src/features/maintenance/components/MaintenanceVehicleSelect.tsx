import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMaintenanceVehicles } from "../api/maintenance";

/** The vehicle a service plan or order is for, searchable by plate. */
export function MaintenanceVehicleSelect(props: {
  value: string | null;
  onChange: (vehicleId: string | null) => void;
  error: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  const vehicles = useMaintenanceVehicles();
  return (
    <Select
      label={t("maintenance.vehicle")}
      data={(vehicles.data ?? []).map((vehicle) => ({
        value: String(vehicle.id),
        label: vehicle.licensePlate,
      }))}
      searchable
      withAsterisk
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      data-testid={props.testId}
    />
  );
}
