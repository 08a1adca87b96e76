import {
  EDITABLE_SERVICE_ORDER_STATUSES,
  SERVICE_ORDER_MACHINE,
  SERVICE_ORDER_STATUSES,
  type ServiceOrderStatus,
} from "@armada/domain";
import { ActionIcon, Badge, Menu, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconDots, IconPencil } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDay, formatRupiah } from "@/shared/i18n/format";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { StatusFilter } from "@/shared/ui/StatusFilter";
import { usePaging } from "@/shared/ui/usePaging";
import { type ServiceOrderRow, useChangeServiceOrderStatus, useServiceOrders } from "../api/maintenance";
import { ORDER_STATUS_COLORS } from "../lib/statusColors";
import { ServiceOrderDrawer } from "./ServiceOrderDrawer";

/**
 * The service orders with a count per status; each moves along Draf → … → Selesai from its menu after a
 * confirmation, and a draft or confirmed one is edited in the drawer.
 */
export function ServiceOrdersTable() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const paging = usePaging(10);
  const [status, setStatus] = useState<ServiceOrderStatus | null>(null);
  const orders = useServiceOrders({
    statuses: status ? [status] : null,
    page: paging.page,
    show: paging.pageSize,
  });
  const changeStatus = useChangeServiceOrderStatus();
  const [editing, setEditing] = useState<ServiceOrderRow | null>(null);

  const moveTo = (order: ServiceOrderRow, to: ServiceOrderStatus) =>
    changeStatus.mutate(
      { serviceOrderId: order.serviceOrderId, status: to },
      {
        onSuccess: () => notifySuccess(t("maintenance.orders.statusChanged")),
        onError: errorNotifier("maintenance.actionFailed"),
      },
    );
  const confirmMove = (order: ServiceOrderRow, to: ServiceOrderStatus) =>
    modals.openConfirmModal({
      title: t("maintenance.orders.moveTitle", { code: order.code }),
      centered: true,
      children: (
        <Text fz="sm">
          {t("maintenance.orders.moveText", {
            code: order.code,
            from: t(`maintenance.orderStatus.${order.status}`),
            to: t(`maintenance.orderStatus.${to}`),
          })}
          {to === "DONE" ? ` ${t("maintenance.orders.moveDoneHint")}` : ""}
        </Text>
      ),
      labels: { confirm: t(`maintenance.orders.moveTo.${to}`), cancel: t("maintenance.cancel") },
      confirmProps: { "data-testid": "confirm-service-order-move" },
      onConfirm: () => moveTo(order, to),
    });
  const confirmCancel = (order: ServiceOrderRow) =>
    confirmDestructive({
      title: t("maintenance.orders.cancelTitle"),
      text: t("maintenance.orders.cancelText", { code: order.code }),
      confirmLabel: t("maintenance.orders.cancelOrder"),
      cancelLabel: t("maintenance.cancel"),
      testId: "confirm-cancel-service-order",
      onConfirm: () => moveTo(order, "CANCELED"),
    });

  const columns: ColumnDef<ServiceOrderRow, unknown>[] = [
    {
      id: "code",
      header: t("maintenance.orders.code"),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {row.original.code}
          </Text>
          <Text fz="xs" c="dimmed">
            {row.original.licensePlate}
          </Text>
        </Stack>
      ),
    },
    {
      id: "day",
      header: t("maintenance.orders.day"),
      cell: ({ row }) => formatDay(row.original.scheduledDay, language),
    },
    {
      id: "location",
      header: t("maintenance.orders.location"),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text fz="sm">{t(`maintenance.location.${row.original.location}`)}</Text>
          {row.original.workshopName ? (
            <Text fz="xs" c="dimmed" lineClamp={1}>
              {row.original.workshopName}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: "pic",
      header: t("maintenance.orders.personInCharge"),
      cell: ({ row }) => row.original.personInCharge,
    },
    {
      id: "services",
      header: t("maintenance.orders.services"),
      cell: ({ row }) => (
        <Text fz="sm" lineClamp={2} maw={260}>
          {[...row.original.planItems.map((item) => item.name), ...row.original.extraServices].join(", ")}
        </Text>
      ),
    },
    {
      id: "total",
      header: t("maintenance.orders.total"),
      cell: ({ row }) => formatRupiah(row.original.totalCost, language),
    },
    {
      id: "status",
      header: t("maintenance.status"),
      cell: ({ row }) => (
        <Badge
          color={ORDER_STATUS_COLORS[row.original.status]}
          variant="light"
          tt="none"
          data-testid="service-order-status"
        >
          {t(`maintenance.orderStatus.${row.original.status}`)}
        </Badge>
      ),
    },
    {
      id: "actions",
      header: t("maintenance.actions"),
      cell: ({ row }) => {
        const order = row.original;
        const moves = SERVICE_ORDER_MACHINE[order.status].filter((to) => to !== "CANCELED");
        return (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                aria-label={t("maintenance.actions")}
                data-testid="service-order-actions"
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {EDITABLE_SERVICE_ORDER_STATUSES.includes(order.status) ? (
                <Menu.Item
                  leftSection={<IconPencil size={14} />}
                  onClick={() => setEditing(order)}
                  data-testid="service-order-edit"
                >
                  {t("maintenance.orders.edit")}
                </Menu.Item>
              ) : null}
              {moves.map((to) => (
                <Menu.Item
                  key={to}
                  onClick={() => confirmMove(order, to)}
                  data-testid={`service-order-to-${to}`}
                >
                  {t(`maintenance.orders.moveTo.${to}`)}
                </Menu.Item>
              ))}
              <Menu.Item
                component={Link}
                to={`/maintenance/service-orders/${order.serviceOrderId}/spk`}
                target="_blank"
                data-testid="service-order-spk"
              >
                {t("maintenance.orders.printSpk")}
              </Menu.Item>
              {SERVICE_ORDER_MACHINE[order.status].includes("CANCELED") ? (
                <Menu.Item
                  color="red"
                  onClick={() => confirmCancel(order)}
                  data-testid="service-order-cancel"
                >
                  {t("maintenance.orders.cancelOrder")}
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <StatusFilter
        statuses={SERVICE_ORDER_STATUSES}
        counts={orders.data?.counts ?? {}}
        value={status}
        onChange={paging.resetting(setStatus)}
        labelKey="maintenance.orderStatus"
        testId="service-order-filter"
      />
      <DataTable
        data={orders.data?.rows ?? []}
        columns={columns}
        getRowId={(row) => String(row.serviceOrderId)}
        total={orders.data?.total ?? 0}
        {...paging.pager}
        loading={orders.isPending}
        testId="service-orders"
        minWidth={980}
        emptyText={t("maintenance.orders.empty")}
        error={
          orders.isError ? (
            <LoadFailed
              message={t("maintenance.failed")}
              retryLabel={t("maintenance.retry")}
              onRetry={() => void orders.refetch()}
            />
          ) : undefined
        }
      />
      <ServiceOrderDrawer opened={editing !== null} order={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
