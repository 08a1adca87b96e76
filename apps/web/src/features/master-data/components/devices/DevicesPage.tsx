import { can, vendorDisplayName } from "@armada/domain";
import { Alert, Badge, Code, Group, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { IconListDetails, IconPencil } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { DataTable } from "@/shared/ui/DataTable";
import { usePaging } from "@/shared/ui/usePaging";
import { type DeviceRow, useDevices, useSaveDevice } from "../../api/devices";
import { notifyError, notifySuccess } from "../../lib/notify";
import { ActiveToggleAction } from "../ActiveToggleAction";
import { ListToolbar } from "../ListToolbar";
import { RowAction } from "../RowAction";
import { DeviceConnectionBadge } from "./DeviceConnectionBadge";
import { DeviceDrawer } from "./DeviceDrawer";
import { DeviceFormModal } from "./DeviceFormModal";

/** /master/devices: the company's trackers and dashcams, where each is fitted, and whether it is heard from. */
export function DevicesPage() {
  const { t } = useTranslation();
  const { accessKeys } = useSession();
  const mayCreate = can(accessKeys, "d5a-master-device:create");
  const mayUpdate = can(accessKeys, "d5a-master-device:update");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 350);
  const { page, pageSize, resetting, pager } = usePaging();
  const [editing, setEditing] = useState<DeviceRow | "new" | null>(null);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const query = useDevices({ search: debounced, page, show: pageSize });
  const save = useSaveDevice();
  // the drawer follows the list, so a move shows at once
  const opened = query.data?.rows.find((row) => row.id === openedId) ?? null;

  const toggleActive = (device: DeviceRow) => {
    const deactivating = device.status === "active";
    modals.openConfirmModal({
      title: t(deactivating ? "masterData.devices.deactivateTitle" : "masterData.devices.activateTitle"),
      centered: true,
      children: (
        <Text fz="sm" data-testid="device-status-modal">
          {deactivating
            ? t("masterData.devices.deactivateMessage", {
                imei: device.imei,
                plate: device.vehicle?.licensePlate ?? t("masterData.devices.spare"),
              })
            : t("masterData.devices.activateMessage", { imei: device.imei })}
        </Text>
      ),
      labels: {
        confirm: t(deactivating ? "masterData.devices.deactivate" : "masterData.devices.activate"),
        cancel: t("masterData.actions.cancel"),
      },
      confirmProps: {
        color: deactivating ? "red" : "green",
        "data-testid": "confirm-device-status",
      } as Record<string, unknown>,
      onConfirm: () =>
        save.mutate(
          { id: device.id, status: deactivating ? "inactive" : "active" },
          {
            onSuccess: (result) => notifySuccess(result.message || t("masterData.saved")),
            onError: notifyError,
          },
        ),
    });
  };
  const toggleRef = useRef(toggleActive);
  toggleRef.current = toggleActive;

  const columns = useMemo<ColumnDef<DeviceRow, unknown>[]>(
    () => [
      {
        id: "imei",
        header: t("masterData.devices.imei"),
        cell: ({ row }) => (
          <Code fz="sm" data-testid="device-imei-cell">
            {row.original.imei}
          </Code>
        ),
      },
      {
        id: "vendorType",
        header: t("masterData.devices.vendorType"),
        cell: ({ row }) => vendorDisplayName(row.original.vendorType),
      },
      {
        id: "vehicle",
        header: t("masterData.devices.vehicle"),
        cell: ({ row }) =>
          row.original.vehicle ? (
            <Text fz="sm" fw={600} data-testid="device-vehicle">
              {row.original.vehicle.licensePlate}
            </Text>
          ) : (
            <Text fz="sm" c="dimmed" data-testid="device-vehicle">
              {t("masterData.devices.spare")}
            </Text>
          ),
      },
      {
        id: "connection",
        header: t("masterData.devices.connectionLabel"),
        cell: ({ row }) => <DeviceConnectionBadge lastPacket={row.original.lastPacket} />,
      },
      {
        id: "status",
        header: t("masterData.devices.status"),
        cell: ({ row }) => (
          <Badge
            variant="light"
            color={row.original.status === "active" ? "green" : "gray"}
            data-testid="device-status"
          >
            {t(`masterData.devices.statusValue.${row.original.status}`, {
              defaultValue: row.original.status,
            })}
          </Badge>
        ),
      },
      {
        id: "actions",
        header: () => <span className="visually-hidden">{t("masterData.table.actions")}</span>,
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <RowAction
              label={t("masterData.devices.detail")}
              icon={IconListDetails}
              onClick={() => setOpenedId(row.original.id)}
              testId="device-open"
            />
            {mayUpdate ? (
              <>
                <RowAction
                  label={t("masterData.actions.edit")}
                  icon={IconPencil}
                  onClick={() => setEditing(row.original)}
                  testId="device-edit"
                />
                <ActiveToggleAction
                  active={row.original.status === "active"}
                  activateLabel={t("masterData.devices.activate")}
                  deactivateLabel={t("masterData.devices.deactivate")}
                  onToggle={() => toggleRef.current(row.original)}
                  testId="device-toggle-status"
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
        searchPlaceholder={t("masterData.devices.searchPlaceholder")}
        searchTestId="device-search"
        search={search}
        onSearch={resetting(setSearch)}
        addLabel={t("masterData.devices.add")}
        addTestId="device-add"
        onAdd={mayCreate ? () => setEditing("new") : undefined}
      />
      <DataTable
        testId="devices-table"
        data={query.data?.rows ?? []}
        columns={columns.map((column) => ({ ...column, enableSorting: false }))}
        getRowId={(row) => String(row.id)}
        total={query.data?.total ?? 0}
        {...pager}
        loading={query.isPending}
        error={query.isError ? <Alert color="red">{t("masterData.errors.unexpected")}</Alert> : undefined}
      />
      <DeviceFormModal
        opened={editing !== null}
        device={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
      />
      <DeviceDrawer device={opened} mayMove={mayUpdate} onClose={() => setOpenedId(null)} />
    </>
  );
}
