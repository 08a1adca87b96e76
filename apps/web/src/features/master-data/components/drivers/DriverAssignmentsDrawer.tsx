import { Alert, Badge, Drawer, Group, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { confirmDeleteList } from "@/shared/ui/confirmDeleteList";
import { DataTable } from "@/shared/ui/DataTable";
import { usePaging } from "@/shared/ui/usePaging";
import {
  type AssignmentOwner,
  type DriverAssignmentRow,
  useDeleteDriverAssignment,
  useDriverAssignments,
} from "../../api/drivers";
import { notifyError, notifySuccess } from "../../lib/notify";
import { RowAction } from "../RowAction";
import { AssignmentPeriodModal } from "./AssignmentPeriodModal";

/**
 * Who was driver 1 or 2 of a vehicle when (or which vehicles a driver drove when), newest first. Periods open and
 * close as the vehicle's drivers change; here their times are corrected and a wrong past period removed.
 */
export function DriverAssignmentsDrawer(props: {
  owner: AssignmentOwner | null;
  /** The vehicle's plate or the driver's name, for the title. */
  ownerName: string;
  mayEdit: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const { page, pageSize, pager } = usePaging();
  const assignments = useDriverAssignments(props.owner, page, pageSize);
  const remove = useDeleteDriverAssignment();
  const [editing, setEditing] = useState<DriverAssignmentRow | null>(null);
  const byVehicle = props.owner !== null && "vehicleId" in props.owner;
  const { mayEdit } = props;

  const columns = useMemo<ColumnDef<DriverAssignmentRow, unknown>[]>(() => {
    const confirmDelete = (period: DriverAssignmentRow) =>
      confirmDeleteList({
        title: t("masterData.assignments.deleteTitle"),
        text: t("masterData.assignments.deleteMessage"),
        items: [{ key: period.id, name: `${period.driver.fullname} · ${period.licensePlate}` }],
        confirmLabel: t("masterData.actions.delete"),
        cancelLabel: t("masterData.actions.cancel"),
        testId: "assignment-delete-confirm",
        onConfirm: () =>
          remove.mutate(period.id, {
            onSuccess: (result) => notifySuccess(result.message || t("masterData.deleted")),
            onError: notifyError,
          }),
      });
    return [
      {
        id: "who",
        header: byVehicle ? t("masterData.vehicles.driver") : t("masterData.vehicles.plate"),
        cell: ({ row }) => (
          <Text fw={600} fz="sm" data-testid="assignment-who">
            {byVehicle ? row.original.driver.fullname : row.original.licensePlate}
          </Text>
        ),
      },
      {
        id: "slot",
        header: t("masterData.assignments.slot"),
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.slot === 1 ? "blue" : "grape"}>
            {row.original.slot === 1 ? t("masterData.vehicles.driver1") : t("masterData.vehicles.driver2")}
          </Badge>
        ),
      },
      {
        id: "startedAt",
        header: t("masterData.assignments.startedAt"),
        cell: ({ row }) => (
          <Text fz="sm" style={{ whiteSpace: "nowrap" }} data-testid="assignment-start">
            {formatDateTime(row.original.startedAt, i18n.language, "short")}
          </Text>
        ),
      },
      {
        id: "endedAt",
        header: t("masterData.assignments.endedAt"),
        cell: ({ row }) =>
          row.original.endedAt ? (
            <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
              {formatDateTime(row.original.endedAt, i18n.language, "short")}
            </Text>
          ) : (
            <Badge color="green" variant="light" data-testid="assignment-current">
              {t("masterData.assignments.current")}
            </Badge>
          ),
      },
      {
        id: "actions",
        header: () => <span className="visually-hidden">{t("masterData.table.actions")}</span>,
        cell: ({ row }) =>
          mayEdit ? (
            <Group gap={4} wrap="nowrap" justify="flex-end">
              <RowAction
                label={t("masterData.assignments.editTimes")}
                icon={IconPencil}
                onClick={() => setEditing(row.original)}
                testId="assignment-edit"
              />
              {row.original.endedAt ? (
                <RowAction
                  label={t("masterData.actions.delete")}
                  icon={IconTrash}
                  color="red"
                  onClick={() => confirmDelete(row.original)}
                  testId="assignment-delete"
                />
              ) : null}
            </Group>
          ) : null,
      },
    ];
  }, [t, i18n.language, byVehicle, mayEdit, remove]);

  return (
    <Drawer
      opened={props.owner !== null}
      onClose={props.onClose}
      position="right"
      size={phone ? "100%" : "xl"}
      title={
        <Title order={2} fz="lg">
          {t("masterData.assignments.title", { name: props.ownerName })}
        </Title>
      }
    >
      <div data-testid="driver-assignments-drawer">
        <Text fz="sm" c="dimmed" mb="sm">
          {byVehicle ? t("masterData.assignments.vehicleHint") : t("masterData.assignments.driverHint")}
        </Text>
        <DataTable
          testId="driver-assignments-table"
          data={assignments.data?.rows ?? []}
          columns={columns.map((column) => ({ ...column, enableSorting: false }))}
          getRowId={(row) => String(row.id)}
          total={assignments.data?.total ?? 0}
          {...pager}
          loading={assignments.isPending}
          minWidth={560}
          emptyText={t("masterData.assignments.empty")}
          error={
            assignments.isError ? <Alert color="red">{t("masterData.errors.unexpected")}</Alert> : undefined
          }
        />
      </div>
      <AssignmentPeriodModal period={editing} onClose={() => setEditing(null)} />
    </Drawer>
  );
}
