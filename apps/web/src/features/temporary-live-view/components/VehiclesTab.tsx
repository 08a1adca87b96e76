import { List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LinkedVehicle } from "../api/temporaryLiveViews";
import { type SelectableColumn, SelectableTable } from "./SelectableTable";

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, "");
const matchesPlate = (vehicle: LinkedVehicle, search: string) =>
  normalise(vehicle.licensePlate).includes(normalise(search));

/** The linked vehicles: search, multi-select, delete with a confirmation listing the plates (docs/spec/temporary-live-view.md §2). */
export function VehiclesTab(props: {
  vehicles: LinkedVehicle[];
  onChange: (vehicles: LinkedVehicle[]) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const columns: SelectableColumn<LinkedVehicle>[] = [
    {
      key: "plate",
      header: t("temporaryLiveView.vehicles.licensePlate"),
      cell: (vehicle) => vehicle.licensePlate,
      td: { fw: 600, "data-testid": "vehicle-plate" },
    },
    {
      key: "type",
      header: t("temporaryLiveView.vehicles.vehicleType"),
      cell: (vehicle) =>
        [vehicle.vehicleType?.model, vehicle.vehicleType?.type].filter(Boolean).join(" ") || "—",
    },
    {
      key: "category",
      header: t("temporaryLiveView.vehicles.category"),
      cell: (vehicle) => vehicle.vehicleType?.category ?? "—",
    },
    {
      key: "manufacturer",
      header: t("temporaryLiveView.vehicles.manufacturer"),
      cell: (vehicle) => vehicle.vehicleType?.manufacturer ?? "—",
    },
  ];
  return (
    <SelectableTable
      name="vehicles"
      rowName="vehicle"
      rows={props.vehicles}
      rowKey={(vehicle) => vehicle.id}
      rowLabel={(vehicle) => vehicle.licensePlate}
      matches={matchesPlate}
      columns={columns}
      minWidth={600}
      texts={{
        search: t("temporaryLiveView.vehicles.search"),
        delete: t("temporaryLiveView.vehicles.delete"),
        add: t("temporaryLiveView.vehicles.add"),
        deleteTitle: t("temporaryLiveView.vehicles.deleteTitle"),
      }}
      onAdd={props.onAdd}
      onDelete={(ids) => props.onChange(props.vehicles.filter((vehicle) => !ids.includes(vehicle.id)))}
      confirmBody={(chosen) => (
        <>
          <Text fz="sm">{t("temporaryLiveView.vehicles.deleteText", { count: chosen.length })}</Text>
          <List
            size="sm"
            spacing={2}
            data-testid="vehicles-delete-plates"
            mah={240}
            style={{ overflowY: "auto" }}
          >
            {chosen.map((vehicle) => (
              <List.Item key={vehicle.id} fw={600}>
                {vehicle.licensePlate}
              </List.Item>
            ))}
          </List>
        </>
      )}
    />
  );
}
