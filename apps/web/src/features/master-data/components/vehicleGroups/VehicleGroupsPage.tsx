import { can } from "@armada/domain";
import { Alert, Group, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { DataTable } from "@/shared/ui/DataTable";
import { usePaging } from "@/shared/ui/usePaging";
import { useDeleteVgroup, useVgroups, type VgroupRow } from "../../api/vgroups";
import { notifyError, notifySuccess } from "../../lib/notify";
import { ListToolbar } from "../ListToolbar";
import { RowAction } from "../RowAction";
import { VehicleGroupFormModal } from "./VehicleGroupFormModal";

/** Plates shown in a row before "+N". */
const SHOWN_PLATES = 3;

/** /master/vehicle-groups: groups of vehicles (they filter the live view and scope alert rules). */
export function VehicleGroupsPage() {
  const { t } = useTranslation();
  const { accessKeys } = useSession();
  const mayCreate = can(accessKeys, "d4a-master-vehicle-group:create");
  const mayUpdate = can(accessKeys, "d4a-master-vehicle-group:update");
  const mayDelete = can(accessKeys, "d4a-master-vehicle-group:delete");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 350);
  const { page, pageSize, resetting, pager } = usePaging();
  const [editing, setEditing] = useState<VgroupRow | "new" | null>(null);
  const query = useVgroups({ search: debounced, page, show: pageSize });
  const remove = useDeleteVgroup();

  const confirmDelete = (group: VgroupRow) =>
    modals.openConfirmModal({
      title: t("masterData.vehicleGroups.deleteTitle"),
      centered: true,
      children: (
        <Text fz="sm" data-testid="delete-vehicle-group-modal">
          {t("masterData.vehicleGroups.deleteMessage", { name: group.name, count: group.totalVehicle })}
        </Text>
      ),
      labels: { confirm: t("masterData.actions.delete"), cancel: t("masterData.actions.cancel") },
      confirmProps: { color: "red", "data-testid": "confirm-delete" } as Record<string, unknown>,
      onConfirm: () =>
        remove.mutate(group.id, {
          onSuccess: (result) => notifySuccess(result.message || t("masterData.deleted")),
          onError: notifyError,
        }),
    });
  const confirmDeleteRef = useRef(confirmDelete);
  confirmDeleteRef.current = confirmDelete;

  const columns = useMemo<ColumnDef<VgroupRow, unknown>[]>(
    () => [
      {
        id: "name",
        header: t("masterData.vehicleGroups.name"),
        cell: ({ row }) => (
          <Text fw={600} fz="sm" data-testid="vehicle-group-name-cell">
            {row.original.name}
          </Text>
        ),
      },
      {
        id: "vehicles",
        header: t("masterData.vehicleGroups.vehicles"),
        cell: ({ row }) => {
          const { vehicles, totalVehicle } = row.original;
          if (totalVehicle === 0) {
            return (
              <Text fz="sm" c="dimmed">
                {t("masterData.vehicleGroups.noVehicles")}
              </Text>
            );
          }
          const plates = vehicles.slice(0, SHOWN_PLATES).map((vehicle) => vehicle.licensePlate);
          const more = totalVehicle - plates.length;
          return (
            <Text fz="sm" data-testid="vehicle-group-plates">
              {plates.join(", ")}
              {more > 0 ? ` ${t("masterData.vehicleGroups.more", { count: more })}` : ""}
            </Text>
          );
        },
      },
      {
        id: "actions",
        header: () => <span className="visually-hidden">{t("masterData.table.actions")}</span>,
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            {mayUpdate ? (
              <RowAction
                label={t("masterData.actions.edit")}
                icon={IconPencil}
                onClick={() => setEditing(row.original)}
                testId="vehicle-group-edit"
              />
            ) : null}
            {mayDelete ? (
              <RowAction
                label={t("masterData.actions.delete")}
                icon={IconTrash}
                color="red"
                onClick={() => confirmDeleteRef.current(row.original)}
                testId="vehicle-group-delete"
              />
            ) : null}
          </Group>
        ),
      },
    ],
    [t, mayUpdate, mayDelete],
  );

  return (
    <>
      <ListToolbar
        searchPlaceholder={t("masterData.vehicleGroups.searchPlaceholder")}
        searchTestId="vehicle-group-search"
        search={search}
        onSearch={resetting(setSearch)}
        addLabel={t("masterData.vehicleGroups.add")}
        addTestId="vehicle-group-add"
        onAdd={mayCreate ? () => setEditing("new") : undefined}
      />
      <DataTable
        testId="vehicle-groups-table"
        data={query.data?.rows ?? []}
        columns={columns.map((column) => ({ ...column, enableSorting: false }))}
        getRowId={(row) => String(row.id)}
        total={query.data?.total ?? 0}
        {...pager}
        loading={query.isPending}
        error={query.isError ? <Alert color="red">{t("masterData.errors.unexpected")}</Alert> : undefined}
      />
      <VehicleGroupFormModal
        opened={editing !== null}
        group={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
