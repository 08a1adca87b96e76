import { Select } from "@mantine/core";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useDashcamVehicles } from "../api/mediaApi";

/** The vehicles with a dashcam; picks the first one when none is chosen yet. */
export function DashcamVehicleSelect(props: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const vehicles = useDashcamVehicles();
  const options = useMemo(
    () =>
      (vehicles.data ?? []).map((vehicle) => ({
        value: String(vehicle.id),
        label: [vehicle.licensePlate, vehicle.driver1?.fullname].filter(Boolean).join(" · "),
      })),
    [vehicles.data],
  );
  const { value, onChange } = props;
  useEffect(() => {
    if (value === null && options[0]) onChange(options[0].value);
  }, [value, options, onChange]);
  return (
    <Select
      label={t("media.vehicle")}
      placeholder={vehicles.isPending ? t("media.loadingVehicles") : t("media.vehiclePlaceholder")}
      searchable
      data={options}
      value={value}
      onChange={onChange}
      nothingFoundMessage={t("media.noDashcamVehicle")}
      disabled={vehicles.isPending}
      w={{ base: "100%", sm: 280 }}
      data-testid="media-vehicle"
    />
  );
}
