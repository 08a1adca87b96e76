import { DELIVERY_ORDER_STATUSES, type DeliveryOrderStatus, isManualDeliveryOrderMove } from "@armada/domain";
import { ActionIcon, Anchor, Badge, Button, Group, Menu, Stack, Text } from "@mantine/core";
import { IconDots, IconPlus, IconSettings } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { formatDateTime, formatNumber } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { PageHeader } from "@/shared/ui/PageHeader";
import { SearchInput } from "@/shared/ui/SearchInput";
import { StatusFilter } from "@/shared/ui/StatusFilter";
import { usePaging } from "@/shared/ui/usePaging";
import {
  type DeliveryOrderRow,
  useChangeDeliveryOrderStatus,
  useDeleteDeliveryOrder,
  useDeliveryOrders,
} from "../api/deliveryOrders";
import { ORDER_STATUS_COLORS } from "../lib/statusColors";
import { ConsigneeLinksModal } from "./ConsigneeLinksModal";
import { DeliveryOrderDrawer } from "./DeliveryOrderDrawer";
import { PodSettingsModal } from "./PodSettingsModal";
import { useOrderRowActions } from "./useOrderRowActions";

/** /delivery/: the company's delivery orders with a count per status; add, edit, confirm, cancel, delete. */
export function DeliveryOrdersPage() {
  const { t, i18n } = useTranslation();
  const paging = usePaging(10);
  const [status, setStatus] = useState<DeliveryOrderStatus | null>(null);
  // ?search=DO-000123: a link to an order (the delivery scheduler's generated orders)
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get("search") ?? "");
  const [editing, setEditing] = useState<DeliveryOrderRow | "new" | null>(null);
  const [linksOf, setLinksOf] = useState<DeliveryOrderRow | null>(null);
  const [podSettings, setPodSettings] = useState(false);
  const orders = useDeliveryOrders({ status, search, page: paging.page, show: paging.pageSize });
  const changeStatus = useChangeDeliveryOrderStatus();
  const remove = useDeleteDeliveryOrder();

  const { moveTo, confirmCancel, confirmDelete } = useOrderRowActions<DeliveryOrderRow, DeliveryOrderStatus>({
    section: "orders",
    testId: "order",
    changeStatus: (order, to, callbacks) =>
      changeStatus.mutate({ deliveryOrderId: order.deliveryOrderId, status: to }, callbacks),
    remove: (order, callbacks) => remove.mutate(order.deliveryOrderId, callbacks),
  });

  const columns: ColumnDef<DeliveryOrderRow, unknown>[] = [
    {
      id: "code",
      header: t("deliveries.orders.code"),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={`/delivery/${row.original.deliveryOrderId}/`}
            fz="sm"
            fw={600}
            data-testid="order-open"
          >
            {row.original.code}
          </Anchor>
          {row.original.shipmentNumber ? (
            <Text fz="xs" c="dimmed">
              {row.original.shipmentNumber}
            </Text>
          ) : null}
          {row.original.salesOrderCode && row.original.salesOrderCode !== row.original.shipmentNumber ? (
            <Text fz="xs" c="dimmed" data-testid="order-sales-order">
              {t("deliveries.salesOrders.salesOrder")}: {row.original.salesOrderCode}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: "customer",
      header: t("deliveries.orders.customer"),
      cell: ({ row }) => {
        const { customerName, destinationContactName, destinationContactPhone } = row.original;
        const consignee = [destinationContactName, destinationContactPhone].filter(Boolean).join(" · ");
        return (
          <Stack gap={0}>
            <Text fz="sm">{customerName}</Text>
            {consignee && (
              <Text fz="xs" c="dimmed" data-testid="order-consignee">
                {t("deliveries.orders.consignee", { consignee })}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      id: "route",
      header: t("deliveries.orders.route"),
      cell: ({ row }) => (
        <Stack gap={0} maw={320}>
          <Text fz="sm" lineClamp={1}>
            {row.original.origin.address}
          </Text>
          <Text fz="sm" c="dimmed" lineClamp={1}>
            → {row.original.destination.address}
          </Text>
        </Stack>
      ),
    },
    {
      id: "window",
      header: t("deliveries.orders.deliveryWindow"),
      cell: ({ row }) => {
        const { start, end } = row.original.deliveryWindow;
        if (!start && !end) return "—";
        return (
          <Text fz="sm">
            {formatDateTime(start, i18n.language, "short")} – {formatDateTime(end, i18n.language, "short")}
          </Text>
        );
      },
    },
    {
      id: "weight",
      header: t("deliveries.orders.weight"),
      cell: ({ row }) => `${formatNumber(row.original.totalWeightKg, i18n.language)} kg`,
    },
    {
      id: "status",
      header: t("deliveries.orders.status"),
      cell: ({ row }) => (
        <Badge
          color={ORDER_STATUS_COLORS[row.original.status]}
          variant="light"
          tt="none"
          data-testid="order-status"
        >
          {t(`deliveries.orderStatus.${row.original.status}`)}
        </Badge>
      ),
    },
    {
      id: "actions",
      header: t("deliveries.actions"),
      cell: ({ row }) => {
        const order = row.original;
        const editable = order.status === "DRAFT" || order.status === "CONFIRMED";
        return (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t("deliveries.actions")} data-testid="order-actions">
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item disabled={!editable} onClick={() => setEditing(order)} data-testid="order-edit">
                {t("deliveries.orders.edit")}
              </Menu.Item>
              <Menu.Item onClick={() => setLinksOf(order)} data-testid="order-consignee-links">
                {t("deliveries.consigneeLink.show")}
              </Menu.Item>
              {isManualDeliveryOrderMove(order.status, "CONFIRMED") ? (
                <Menu.Item onClick={() => moveTo(order, "CONFIRMED")} data-testid="order-confirm">
                  {t("deliveries.orders.confirm")}
                </Menu.Item>
              ) : null}
              {isManualDeliveryOrderMove(order.status, "DRAFT") ? (
                <Menu.Item onClick={() => moveTo(order, "DRAFT")} data-testid="order-to-draft">
                  {t("deliveries.orders.toDraft")}
                </Menu.Item>
              ) : null}
              {isManualDeliveryOrderMove(order.status, "CANCELED") ? (
                <Menu.Item color="red" onClick={() => confirmCancel(order)} data-testid="order-cancel">
                  {t("deliveries.orders.cancelOrder")}
                </Menu.Item>
              ) : null}
              {order.status === "DRAFT" ? (
                <Menu.Item color="red" onClick={() => confirmDelete(order)} data-testid="order-delete">
                  {t("deliveries.delete")}
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
      <PageHeader
        title={t("deliveries.orders.title")}
        description={t("deliveries.orders.description")}
        actions={
          <Group gap="xs">
            <Button
              component={Link}
              to="/delivery/report/"
              variant="default"
              data-testid="delivery-report-link"
            >
              {t("deliveries.report.title")}
            </Button>
            <Button
              variant="default"
              leftSection={<IconSettings size={16} />}
              onClick={() => setPodSettings(true)}
              data-testid="pod-settings-open"
            >
              {t("deliveries.podSettings.open")}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing("new")}
              data-testid="order-add"
            >
              {t("deliveries.orders.add")}
            </Button>
          </Group>
        }
      />
      <StatusFilter
        statuses={DELIVERY_ORDER_STATUSES}
        counts={orders.data?.counts ?? {}}
        value={status}
        onChange={paging.resetting(setStatus)}
        labelKey="deliveries.orderStatus"
        testId="order-status-filter"
      />
      <Group>
        <SearchInput
          placeholder={t("deliveries.search")}
          value={search}
          onSearch={paging.resetting(setSearch)}
          w={{ base: "100%", sm: 320 }}
          testId="order-search"
        />
      </Group>
      <DataTable
        data={orders.data?.rows ?? []}
        columns={columns}
        getRowId={(row) => String(row.deliveryOrderId)}
        total={orders.data?.total ?? 0}
        {...paging.pager}
        loading={orders.isPending}
        testId="delivery-orders"
        minWidth={900}
        emptyText={t("deliveries.orders.empty")}
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
      <DeliveryOrderDrawer
        opened={editing !== null}
        order={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConsigneeLinksModal order={linksOf} onClose={() => setLinksOf(null)} />
      <PodSettingsModal opened={podSettings} onClose={() => setPodSettings(false)} />
    </Stack>
  );
}
