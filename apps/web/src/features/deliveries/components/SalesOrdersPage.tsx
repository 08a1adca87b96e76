import { SALES_ORDER_STATUSES, type SalesOrderStatus } from "@armada/domain";
import { ActionIcon, Badge, Button, Group, Menu, Stack, Text } from "@mantine/core";
import { IconDots, IconPlus } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDay, formatRupiah } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { PageHeader } from "@/shared/ui/PageHeader";
import { SearchInput } from "@/shared/ui/SearchInput";
import { StatusFilter } from "@/shared/ui/StatusFilter";
import { usePaging } from "@/shared/ui/usePaging";
import {
  type SalesOrderRow,
  useChangeSalesOrderStatus,
  useDeleteSalesOrder,
  useSalesOrders,
} from "../api/salesOrders";
import { SALES_ORDER_STATUS_COLORS } from "../lib/salesOrderStatusColors";
import { ORDER_STATUS_COLORS } from "../lib/statusColors";
import { SalesOrderDrawer } from "./SalesOrderDrawer";
import { ShipSalesOrderDrawer } from "./ShipSalesOrderDrawer";
import { useOrderRowActions } from "./useOrderRowActions";

const RELEASED = ["CANCELED", "FAILED"];

/** /sales-order/: customers' orders with a count per status; add, edit, confirm, cancel, delete, and "Buat DO". */
export function SalesOrdersPage() {
  const { t, i18n } = useTranslation();
  const paging = usePaging(10);
  const [status, setStatus] = useState<SalesOrderStatus | null>(null);
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<SalesOrderRow | "new" | null>(null);
  const [shipping, setShipping] = useState<SalesOrderRow | null>(null);
  const orders = useSalesOrders({ status, search, page: paging.page, show: paging.pageSize });
  const changeStatus = useChangeSalesOrderStatus();
  const remove = useDeleteSalesOrder();

  const { moveTo, confirmCancel, confirmDelete } = useOrderRowActions<SalesOrderRow, "DRAFT" | "CONFIRMED">({
    section: "salesOrders",
    testId: "so",
    changeStatus: (order, to, callbacks) =>
      changeStatus.mutate({ salesOrderId: order.salesOrderId, status: to }, callbacks),
    remove: (order, callbacks) => remove.mutate(order.salesOrderId, callbacks),
  });

  const columns: ColumnDef<SalesOrderRow, unknown>[] = [
    {
      id: "code",
      header: t("deliveries.salesOrders.code"),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {row.original.code}
          </Text>
          <Text fz="xs" c="dimmed">
            {formatDay(row.original.orderDate, i18n.language)}
          </Text>
        </Stack>
      ),
    },
    {
      id: "customer",
      header: t("deliveries.orders.customer"),
      cell: ({ row }) => (
        <Stack gap={0} maw={280}>
          <Text fz="sm">{row.original.customerName}</Text>
          <Text fz="xs" c="dimmed" lineClamp={1}>
            → {row.original.destination.address}
          </Text>
        </Stack>
      ),
    },
    {
      id: "lines",
      header: t("deliveries.salesOrders.shippedOfOrdered"),
      cell: ({ row }) => (
        <Stack gap={0} data-testid="so-lines">
          {row.original.lines.map((line) => (
            <Text key={line.lineNo} fz="xs">
              {line.name}: {line.shippedQuantity}/{line.quantity}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      id: "total",
      header: t("deliveries.salesOrders.total"),
      cell: ({ row }) => formatRupiah(row.original.totalPrice, i18n.language),
    },
    {
      id: "dos",
      header: t("deliveries.salesOrders.deliveryOrders"),
      cell: ({ row }) =>
        row.original.deliveryOrders.length === 0 ? (
          "—"
        ) : (
          <Stack gap={4} data-testid="so-dos">
            {row.original.deliveryOrders.map((order) => (
              <Group key={order.deliveryOrderId} gap={6} wrap="nowrap" data-testid="so-do">
                <Text
                  component={Link}
                  to={`/delivery/?search=${order.code}`}
                  fz="xs"
                  fw={600}
                  c="blue"
                  data-testid="so-do-code"
                >
                  {order.code}
                </Text>
                <Badge size="xs" variant="light" tt="none" color={ORDER_STATUS_COLORS[order.status]}>
                  {t(`deliveries.orderStatus.${order.status}`)}
                </Badge>
              </Group>
            ))}
          </Stack>
        ),
    },
    {
      id: "status",
      header: t("deliveries.orders.status"),
      cell: ({ row }) => (
        <Badge
          color={SALES_ORDER_STATUS_COLORS[row.original.status]}
          variant="light"
          tt="none"
          data-testid="so-status"
        >
          {t(`deliveries.salesOrderStatus.${row.original.status}`)}
        </Badge>
      ),
    },
    {
      id: "actions",
      header: t("deliveries.actions"),
      cell: ({ row }) => {
        const order = row.original;
        const live = order.deliveryOrders.some((candidate) => !RELEASED.includes(candidate.status));
        const shippable =
          (order.status === "CONFIRMED" || order.status === "PARTIALLY_SHIPPED") &&
          order.lines.some((line) => line.remainingQuantity > 0);
        return (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t("deliveries.actions")} data-testid="so-actions">
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {shippable ? (
                <Menu.Item onClick={() => setShipping(order)} data-testid="so-ship">
                  {t("deliveries.salesOrders.ship")}
                </Menu.Item>
              ) : null}
              {order.status === "DRAFT" ? (
                <>
                  <Menu.Item onClick={() => setEditing(order)} data-testid="so-edit">
                    {t("deliveries.orders.edit")}
                  </Menu.Item>
                  <Menu.Item onClick={() => moveTo(order, "CONFIRMED")} data-testid="so-confirm">
                    {t("deliveries.orders.confirm")}
                  </Menu.Item>
                </>
              ) : null}
              {order.status === "CONFIRMED" && !live ? (
                <Menu.Item onClick={() => moveTo(order, "DRAFT")} data-testid="so-to-draft">
                  {t("deliveries.orders.toDraft")}
                </Menu.Item>
              ) : null}
              {(order.status === "DRAFT" || order.status === "CONFIRMED") && !live ? (
                <Menu.Item color="red" onClick={() => confirmCancel(order)} data-testid="so-cancel">
                  {t("deliveries.salesOrders.cancelOrder")}
                </Menu.Item>
              ) : null}
              {order.status === "DRAFT" ? (
                <Menu.Item color="red" onClick={() => confirmDelete(order)} data-testid="so-delete">
                  {t("deliveries.delete")}
                </Menu.Item>
              ) : null}
              {!shippable && order.status !== "DRAFT" && (order.status !== "CONFIRMED" || live) ? (
                <Menu.Item disabled>{t("deliveries.salesOrders.noAction")}</Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={t("deliveries.salesOrders.title")}
        description={t("deliveries.salesOrders.description")}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")} data-testid="so-add">
            {t("deliveries.salesOrders.add")}
          </Button>
        }
      />
      <StatusFilter
        statuses={SALES_ORDER_STATUSES}
        counts={orders.data?.counts ?? {}}
        value={status}
        onChange={paging.resetting(setStatus)}
        labelKey="deliveries.salesOrderStatus"
        testId="so-status-filter"
      />
      <Group>
        <SearchInput
          placeholder={t("deliveries.salesOrders.search")}
          value={search}
          onSearch={paging.resetting(setSearch)}
          w={{ base: "100%", sm: 320 }}
          testId="so-search"
        />
      </Group>
      <DataTable
        data={orders.data?.rows ?? []}
        columns={columns}
        getRowId={(row) => String(row.salesOrderId)}
        total={orders.data?.total ?? 0}
        {...paging.pager}
        loading={orders.isPending}
        testId="sales-orders"
        minWidth={1000}
        emptyText={t("deliveries.salesOrders.empty")}
        error={
          orders.isError ? (
            <LoadFailed
              message={t("deliveries.failed")}
              retryLabel={t("deliveries.retry")}
              onRetry={() => void orders.refetch()}
            />
          ) : undefined
        }
      />
      <SalesOrderDrawer
        opened={editing !== null}
        order={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ShipSalesOrderDrawer order={shipping} onClose={() => setShipping(null)} />
    </Stack>
  );
}
