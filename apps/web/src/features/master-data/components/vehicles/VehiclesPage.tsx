import { can, canAny, DEVICE_COMMAND_ACCESS, takesDeviceCommands, VEHICLE_STATUSES } from "@armada/domain";
import { Button, Checkbox, Group, Menu, Paper, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  IconChevronDown,
  IconGasStation,
  IconHistory,
  IconPencil,
  IconSteeringWheel,
  IconTerminal2,
  IconTrash,
} from "@tabler/icons-react";
import type { ColumnDef, RowSelectionState, SortingState, Updater } from "@tanstack/react-table";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FuelCalibrationDrawer } from "@/features/costs";
import { formatDateTime } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { confirmDeleteList } from "@/shared/ui/confirmDeleteList";
import { DataTable } from "@/shared/ui/DataTable";
import { usePaging } from "@/shared/ui/usePaging";
import {
  useBulkVehicleStatus,
  useDeleteVehicles,
  useVehicles,
  type VehicleRow,
  type VehicleSortField,
} from "../../api/vehicles";
import { notifyError, notifySuccess } from "../../lib/notify";
import { DriverAssignmentsDrawer } from "../drivers/DriverAssignmentsDrawer";
import { ListToolbar } from "../ListToolbar";
import { RowAction } from "../RowAction";
import { StatusBadge } from "../StatusBadge";
import { VehicleAuditDrawer } from "./VehicleAuditDrawer";
import { VehicleCommandsDrawer } from "./VehicleCommandsDrawer";
import { VehicleFormDrawer } from "./VehicleFormDrawer";

const SORT_FIELDS: Record<string, VehicleSortField> = {
  licensePlate: "licensePlate",
  status: "status",
  updatedOn: "updatedOn",
};

export function VehiclesPage() {
  const { t, i18n } = useTranslation();
  const { accessKeys } = useSession();
  const mayCreate = can(accessKeys, "d1a-master-vehicle:create");
  const mayUpdate = can(accessKeys, "d1a-master-vehicle:update");
  const mayDelete = can(accessKeys, "d1a-master-vehicle:delete");
  const mayCommand = canAny(accessKeys, Object.values(DEVICE_COMMAND_ACCESS));

  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search, 350);
  const { page, pageSize, resetting, pager } = usePaging();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [selected, setSelected] = useState<Record<string, VehicleRow>>({});
  const [formVehicle, setFormVehicle] = useState<VehicleRow | "new" | null>(null);
  const [auditVehicle, setAuditVehicle] = useState<VehicleRow | null>(null);
  const [driversVehicle, setDriversVehicle] = useState<VehicleRow | null>(null);
  const [commandVehicle, setCommandVehicle] = useState<VehicleRow | null>(null);
  const [calibrationVehicle, setCalibrationVehicle] = useState<VehicleRow | null>(null);

  const sort = sorting[0];
  const sortField = sort ? SORT_FIELDS[sort.id] : undefined;
  const query = useVehicles({
    search: debouncedSearch,
    page,
    show: pageSize,
    sort: sort && sortField ? { field: sortField, direction: sort.desc ? "desc" : "asc" } : null,
  });
  const rows = query.data?.rows ?? [];
  const deleteVehicles = useDeleteVehicles();
  const bulkStatus = useBulkVehicleStatus();

  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(Object.keys(selected).map((id) => [id, true])),
    [selected],
  );
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) => {
    const next = typeof updater === "function" ? updater(rowSelection) : updater;
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    const result: Record<string, VehicleRow> = {};
    for (const [id, on] of Object.entries(next)) {
      const row = byId.get(id) ?? selected[id];
      if (on && row) result[id] = row;
    }
    setSelected(result);
  };

  const confirmDelete = (vehicles: VehicleRow[]) => {
    confirmDeleteList({
      title: t("masterData.vehicles.deleteTitle", { count: vehicles.length }),
      text: t("masterData.vehicles.deleteMessage", { count: vehicles.length }),
      items: vehicles.map((vehicle) => ({ key: vehicle.id, name: vehicle.licensePlate })),
      testId: "delete-vehicles-modal",
      listTestId: "delete-vehicles-plates",
      confirmLabel: t("masterData.actions.delete"),
      cancelLabel: t("masterData.actions.cancel"),
      onConfirm: () =>
        deleteVehicles.mutate(
          vehicles.map((vehicle) => vehicle.id),
          {
            onSuccess: (count) => {
              notifySuccess(t("masterData.vehicles.deleted", { count }));
              setSelected({});
            },
            onError: notifyError,
          },
        ),
    });
  };

  const confirmDeleteRef = useRef(confirmDelete);
  confirmDeleteRef.current = confirmDelete;

  const changeStatus = (status: string) => {
    const ids = Object.values(selected).map((vehicle) => vehicle.id);
    bulkStatus.mutate(
      { ids, status },
      {
        onSuccess: (result) => {
          notifySuccess(t("masterData.vehicles.statusChanged", { count: result.count ?? ids.length }));
          setSelected({});
        },
        onError: notifyError,
      },
    );
  };

  const columns = useMemo<ColumnDef<VehicleRow, unknown>[]>(
    () => [
      {
        id: "select",
        size: 40,
        enableSorting: false,
        header: ({ table }) => (
          <Checkbox
            aria-label={t("masterData.table.selectAll")}
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={t("masterData.table.selectRow", { name: row.original.licensePlate })}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
            onClick={(event) => event.stopPropagation()}
            data-testid="row-select"
          />
        ),
      },
      {
        id: "licensePlate",
        header: t("masterData.vehicles.plate"),
        cell: ({ row }) => (
          <Text fw={600} fz="sm" data-testid="vehicle-plate">
            {row.original.licensePlate}
          </Text>
        ),
      },
      {
        id: "vehicleType",
        enableSorting: false,
        header: t("masterData.vehicles.type"),
        cell: ({ row }) => row.original.vehicleType?.formattedVehicleType ?? "—",
      },
      {
        id: "driver",
        enableSorting: false,
        header: t("masterData.vehicles.driver"),
        cell: ({ row }) => row.original.driver1?.fullname ?? "—",
      },
      {
        id: "imei",
        enableSorting: false,
        header: t("masterData.vehicles.imei"),
        cell: ({ row }) => (
          <Text ff="monospace" fz="xs">
            {row.original.imei ?? "—"}
          </Text>
        ),
      },
      {
        id: "status",
        header: t("masterData.vehicles.status"),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: "updatedOn",
        header: t("masterData.vehicles.updated"),
        cell: ({ row }) => (
          <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
            {formatDateTime(row.original.updatedOn, i18n.language, "short")}
          </Text>
        ),
      },
      {
        id: "actions",
        enableSorting: false,
        header: () => <span className="visually-hidden">{t("masterData.table.actions")}</span>,
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <RowAction
              label={t("masterData.vehicles.auditLog")}
              icon={IconHistory}
              onClick={() => setAuditVehicle(row.original)}
              testId="vehicle-audit"
            />
            <RowAction
              label={t("masterData.assignments.open")}
              icon={IconSteeringWheel}
              onClick={() => setDriversVehicle(row.original)}
              testId="vehicle-driver-assignments"
            />
            {mayCommand && takesDeviceCommands(row.original.device?.vendorType) ? (
              <RowAction
                label={t("deviceCommands.open")}
                icon={IconTerminal2}
                onClick={() => setCommandVehicle(row.original)}
                testId="vehicle-commands"
              />
            ) : null}
            {mayUpdate ? (
              <RowAction
                label={t("costs.calibration.open")}
                icon={IconGasStation}
                onClick={() => setCalibrationVehicle(row.original)}
                testId="vehicle-fuel-calibration"
              />
            ) : null}
            {mayUpdate ? (
              <RowAction
                label={t("masterData.actions.edit")}
                icon={IconPencil}
                onClick={() => setFormVehicle(row.original)}
                testId="vehicle-edit"
              />
            ) : null}
            {mayDelete ? (
              <RowAction
                label={t("masterData.actions.delete")}
                icon={IconTrash}
                color="red"
                onClick={() => confirmDeleteRef.current([row.original])}
                testId="vehicle-delete"
              />
            ) : null}
          </Group>
        ),
      },
    ],
    [t, i18n.language, mayUpdate, mayDelete, mayCommand],
  );

  const selectedRows = Object.values(selected);

  return (
    <>
      <ListToolbar
        searchPlaceholder={t("masterData.vehicles.searchPlaceholder")}
        searchTestId="vehicle-search"
        search={search}
        onSearch={resetting(setSearch)}
        searchWidth={380}
        addLabel={t("masterData.vehicles.add")}
        addTestId="vehicle-add"
        onAdd={mayCreate ? () => setFormVehicle("new") : undefined}
      />

      {selectedRows.length > 0 ? (
        <Paper withBorder p="xs" mb="sm" bg="var(--mantine-primary-color-light)" data-testid="bulk-bar">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fz="sm" fw={500}>
              {t("masterData.table.selected", { count: selectedRows.length })}
            </Text>
            <Group gap="xs">
              {mayUpdate ? (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button
                      size="xs"
                      variant="default"
                      rightSection={<IconChevronDown size={14} />}
                      loading={bulkStatus.isPending}
                      data-testid="bulk-status"
                    >
                      {t("masterData.vehicles.changeStatus")}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {VEHICLE_STATUSES.map((status) => (
                      <Menu.Item
                        key={status}
                        onClick={() => changeStatus(status)}
                        data-testid={`bulk-status-${status}`}
                      >
                        {t(`masterData.vehicleStatus.${status}`)}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              ) : null}
              {mayDelete ? (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => confirmDelete(selectedRows)}
                  data-testid="bulk-delete"
                >
                  {t("masterData.actions.deleteSelected")}
                </Button>
              ) : null}
              <Button size="xs" variant="subtle" onClick={() => setSelected({})}>
                {t("masterData.table.clearSelection")}
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}

      <DataTable
        testId="vehicles-table"
        data={rows}
        columns={columns}
        getRowId={(row) => String(row.id)}
        total={query.data?.total ?? 0}
        {...pager}
        loading={query.isPending}
        sorting={sorting}
        onSortingChange={resetting(setSorting)}
        rowSelection={rowSelection}
        onRowSelectionChange={onRowSelectionChange}
      />

      <VehicleFormDrawer
        vehicle={formVehicle === "new" ? null : formVehicle}
        opened={formVehicle !== null}
        onClose={() => setFormVehicle(null)}
      />
      <VehicleAuditDrawer vehicle={auditVehicle} onClose={() => setAuditVehicle(null)} />
      <DriverAssignmentsDrawer
        owner={driversVehicle ? { vehicleId: driversVehicle.id } : null}
        ownerName={driversVehicle?.licensePlate ?? ""}
        mayEdit={mayUpdate}
        onClose={() => setDriversVehicle(null)}
      />
      <VehicleCommandsDrawer vehicle={commandVehicle} onClose={() => setCommandVehicle(null)} />
      {/* mounted while open only: its unsaved-changes guard would answer the vehicle form's too */}
      {calibrationVehicle ? (
        <FuelCalibrationDrawer vehicle={calibrationVehicle} onClose={() => setCalibrationVehicle(null)} />
      ) : null}
    </>
  );
}
