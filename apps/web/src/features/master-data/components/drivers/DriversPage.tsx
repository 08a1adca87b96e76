import { can } from "@armada/domain";
import { Alert, Badge, Code, Group, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { IconHistory, IconId, IconPencil } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { DataTable } from "@/shared/ui/DataTable";
import { usePaging } from "@/shared/ui/usePaging";
import { type DriverRow, useDrivers, useSaveDriver } from "../../api/drivers";
import { notifyError, notifySuccess } from "../../lib/notify";
import { ActiveToggleAction } from "../ActiveToggleAction";
import { ListToolbar } from "../ListToolbar";
import { RowAction } from "../RowAction";
import { DriverAssignmentsDrawer } from "./DriverAssignmentsDrawer";
import { DriverCardModal } from "./DriverCardModal";
import { DriverFormModal } from "./DriverFormModal";

/**
 * /master/drivers: the company's drivers with their card numbers and the vehicles they were assigned to; adding,
 * editing and deactivating them (the driver update key: the catalogue has no create key for drivers).
 */
export function DriversPage() {
  const { t } = useTranslation();
  const { accessKeys } = useSession();
  const mayUpdate = can(accessKeys, "d2a-master-driver:update");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 350);
  const { page, pageSize, resetting, pager } = usePaging();
  const [cardDriver, setCardDriver] = useState<DriverRow | null>(null);
  const [historyDriver, setHistoryDriver] = useState<DriverRow | null>(null);
  const [editing, setEditing] = useState<DriverRow | "new" | null>(null);
  const query = useDrivers({ search: debounced, page, show: pageSize });
  const save = useSaveDriver();

  const toggleActive = (driver: DriverRow) => {
    const deactivating = driver.isActive;
    modals.openConfirmModal({
      title: t(deactivating ? "masterData.drivers.deactivateTitle" : "masterData.drivers.activateTitle"),
      centered: true,
      children: (
        <Text fz="sm" data-testid="driver-status-modal">
          {t(deactivating ? "masterData.drivers.deactivateMessage" : "masterData.drivers.activateMessage", {
            name: driver.fullname,
          })}
        </Text>
      ),
      labels: {
        confirm: t(deactivating ? "masterData.drivers.deactivate" : "masterData.drivers.activate"),
        cancel: t("masterData.actions.cancel"),
      },
      confirmProps: {
        color: deactivating ? "red" : "green",
        "data-testid": "confirm-driver-status",
      } as Record<string, unknown>,
      onConfirm: () =>
        save.mutate(
          { userId: driver.userId, isActive: !deactivating },
          {
            onSuccess: (result) => notifySuccess(result.message || t("masterData.saved")),
            onError: notifyError,
          },
        ),
    });
  };
  const toggleRef = useRef(toggleActive);
  toggleRef.current = toggleActive;

  const columns = useMemo<ColumnDef<DriverRow, unknown>[]>(
    () => [
      {
        id: "fullname",
        header: t("masterData.drivers.name"),
        cell: ({ row }) => (
          <Text fw={600} fz="sm" data-testid="driver-name">
            {row.original.fullname}
          </Text>
        ),
      },
      {
        id: "phoneNo",
        header: t("masterData.drivers.phone"),
        cell: ({ row }) => row.original.phoneNo ?? "—",
      },
      {
        id: "driverCardId",
        header: t("masterData.drivers.card"),
        cell: ({ row }) =>
          row.original.driverCardId ? (
            <Code data-testid="driver-card">{row.original.driverCardId}</Code>
          ) : (
            <Text fz="sm" c="dimmed" data-testid="driver-card">
              {t("masterData.drivers.noCard")}
            </Text>
          ),
      },
      {
        id: "isActive",
        header: t("masterData.drivers.status"),
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.isActive ? "green" : "gray"} data-testid="driver-status">
            {row.original.isActive ? t("masterData.drivers.active") : t("masterData.drivers.inactive")}
          </Badge>
        ),
      },
      {
        id: "actions",
        header: () => <span className="visually-hidden">{t("masterData.table.actions")}</span>,
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <RowAction
              label={t("masterData.assignments.open")}
              icon={IconHistory}
              onClick={() => setHistoryDriver(row.original)}
              testId="driver-assignments"
            />
            {mayUpdate ? (
              <>
                <RowAction
                  label={t("masterData.drivers.cardTitle")}
                  icon={IconId}
                  onClick={() => setCardDriver(row.original)}
                  testId="driver-card-edit"
                />
                <RowAction
                  label={t("masterData.actions.edit")}
                  icon={IconPencil}
                  onClick={() => setEditing(row.original)}
                  testId="driver-edit"
                />
                <ActiveToggleAction
                  active={row.original.isActive}
                  activateLabel={t("masterData.drivers.activate")}
                  deactivateLabel={t("masterData.drivers.deactivate")}
                  onToggle={() => toggleRef.current(row.original)}
                  testId="driver-toggle-status"
                />
              </>
            ) : null}
          </Group>
        ),
      },
    ],
    [t, mayUpdate],
  );

  return (
    <>
      <ListToolbar
        searchPlaceholder={t("masterData.drivers.searchPlaceholder")}
        searchTestId="driver-search"
        search={search}
        onSearch={resetting(setSearch)}
        addLabel={t("masterData.drivers.add")}
        addTestId="driver-add"
        onAdd={mayUpdate ? () => setEditing("new") : undefined}
      />
      <DataTable
        testId="drivers-table"
        data={query.data?.rows ?? []}
        columns={columns.map((column) => ({ ...column, enableSorting: false }))}
        getRowId={(row) => String(row.userId)}
        total={query.data?.total ?? 0}
        {...pager}
        loading={query.isPending}
        error={query.isError ? <Alert color="red">{t("masterData.errors.unexpected")}</Alert> : undefined}
      />
      <DriverFormModal
        opened={editing !== null}
        driver={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
      />
      <DriverCardModal driver={cardDriver} onClose={() => setCardDriver(null)} />
      <DriverAssignmentsDrawer
        owner={historyDriver ? { driverId: historyDriver.userId } : null}
        ownerName={historyDriver?.fullname ?? ""}
        mayEdit={can(accessKeys, "d2a-master-driver:update") || can(accessKeys, "d1a-master-vehicle:update")}
        onClose={() => setHistoryDriver(null)}
      />
    </>
  );
}
