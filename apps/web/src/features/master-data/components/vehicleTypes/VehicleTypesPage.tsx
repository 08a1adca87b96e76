import { can } from "@armada/domain";
import { Badge, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPencil } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { DataTable } from "@/shared/ui/DataTable";
import { usePaging } from "@/shared/ui/usePaging";
import { useVehicleTypes, type VehicleTypeRow } from "../../api/vehicleTypes";
import { ListToolbar } from "../ListToolbar";
import { RowAction } from "../RowAction";
import { VehicleTypeFormModal } from "./VehicleTypeFormModal";

const number = (value: number | null, unit: string, language: string) =>
  value === null ? "—" : `${formatNumber(value, language, 2)} ${unit}`;

export function VehicleTypesPage() {
  const { t, i18n } = useTranslation();
  const { accessKeys } = useSession();
  const mayCreate = can(accessKeys, "d1a-master-vehicle:create");
  const mayUpdate = can(accessKeys, "d1a-master-vehicle:update");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 350);
  const { page, pageSize, resetting, pager } = usePaging();
  const [editing, setEditing] = useState<VehicleTypeRow | "new" | null>(null);
  const query = useVehicleTypes({ search: debounced, page, show: pageSize });

  const columns = useMemo<ColumnDef<VehicleTypeRow, unknown>[]>(
    () => [
      {
        id: "name",
        header: t("masterData.vehicleTypes.name"),
        cell: ({ row }) => (
          <Text fw={600} fz="sm" data-testid="vehicle-type-name">
            {row.original.formattedVehicleType}
          </Text>
        ),
      },
      {
        id: "category",
        header: t("masterData.vehicleTypes.category"),
        cell: ({ row }) => row.original.category,
      },
      {
        id: "transmission",
        header: t("masterData.vehicleTypes.transmission"),
        cell: ({ row }) =>
          row.original.transmissionType
            ? t(`masterData.transmission.${row.original.transmissionType}`, {
                defaultValue: row.original.transmissionType,
              })
            : "—",
      },
      {
        id: "fuel",
        header: t("masterData.vehicleTypes.fuelType"),
        cell: ({ row }) => row.original.fuelType?.name ?? "—",
      },
      {
        id: "tonnage",
        header: t("masterData.vehicleTypes.tonnage"),
        cell: ({ row }) => number(row.original.tonnage, "t", i18n.language),
      },
      {
        id: "volume",
        header: t("masterData.vehicleTypes.volume"),
        cell: ({ row }) => number(row.original.volume, "m³", i18n.language),
      },
      {
        id: "isActive",
        header: t("masterData.vehicleTypes.active"),
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.isActive ? "green" : "gray"}>
            {row.original.isActive
              ? t("masterData.vehicleTypes.activeYes")
              : t("masterData.vehicleTypes.activeNo")}
          </Badge>
        ),
      },
      {
        id: "actions",
        header: () => <span className="visually-hidden">{t("masterData.table.actions")}</span>,
        cell: ({ row }) =>
          mayUpdate ? (
            <RowAction
              label={t("masterData.actions.edit")}
              icon={IconPencil}
              onClick={() => setEditing(row.original)}
              testId="vehicle-type-edit"
            />
          ) : null,
      },
    ],
    [t, i18n.language, mayUpdate],
  );

  return (
    <>
      <ListToolbar
        searchPlaceholder={t("masterData.vehicleTypes.searchPlaceholder")}
        search={search}
        onSearch={resetting(setSearch)}
        addLabel={t("masterData.vehicleTypes.add")}
        addTestId="vehicle-type-add"
        onAdd={mayCreate ? () => setEditing("new") : undefined}
      />
      <DataTable
        testId="vehicle-types-table"
        data={query.data?.rows ?? []}
        columns={columns.map((column) => ({ ...column, enableSorting: false }))}
        getRowId={(row) => String(row.vehicleTypeId)}
        total={query.data?.total ?? 0}
        {...pager}
        loading={query.isPending}
      />
      <VehicleTypeFormModal
        opened={editing !== null}
        vehicleType={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
