import { DELIVERY_TEMPLATE_STATUSES, type DeliveryTemplateStatus, isoWeekday } from "@armada/domain";
import { ActionIcon, Anchor, Badge, Button, Group, Menu, Stack, Text } from "@mantine/core";
import { IconDots, IconPlus } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ORDER_STATUS_COLORS } from "@/features/deliveries";
import { formatDay } from "@/shared/i18n/format";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { SearchInput } from "@/shared/ui/SearchInput";
import { StatusFilter } from "@/shared/ui/StatusFilter";
import { usePaging } from "@/shared/ui/usePaging";
import {
  type DeliveryTemplateRow,
  useDeleteDeliveryTemplate,
  useDeliveryTemplates,
  useGenerateDeliveryTemplateOrders,
  useSetDeliveryTemplateStatus,
} from "../api/deliveryTemplates";
import { DeliveryTemplateDrawer } from "./DeliveryTemplateDrawer";

const STATUS_COLORS: Record<DeliveryTemplateStatus, string> = { ACTIVE: "teal", PAUSED: "gray" };

/** /delivery-scheduler/: the company's recurring delivery templates, their next dates and the orders they made. */
export function DeliverySchedulerPage() {
  const { t, i18n } = useTranslation();
  const paging = usePaging(10);
  const [status, setStatus] = useState<DeliveryTemplateStatus | null>(null);
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<DeliveryTemplateRow | "new" | null>(null);
  const templates = useDeliveryTemplates({ status, search, page: paging.page, show: paging.pageSize });
  const setTemplateStatus = useSetDeliveryTemplateStatus();
  const generate = useGenerateDeliveryTemplateOrders();
  const remove = useDeleteDeliveryTemplate();

  const day = (value: string) =>
    `${t(`deliveryScheduler.weekdays.${isoWeekday(value)}`)}, ${formatDay(value, i18n.language)}`;
  const scheduleText = ({ schedule }: DeliveryTemplateRow) =>
    t(`deliveryScheduler.scheduleText.${schedule.kind}`, {
      days: (schedule.weekdays ?? []).map((weekday) => t(`deliveryScheduler.weekdays.${weekday}`)).join(", "),
      dates: (schedule.monthDays ?? []).join(", "),
      rule: schedule.rrule ?? "",
    });

  const changeStatus = (template: DeliveryTemplateRow, to: DeliveryTemplateStatus) =>
    setTemplateStatus.mutate(
      { deliveryTemplateId: template.deliveryTemplateId, status: to },
      {
        onSuccess: () =>
          notifySuccess(
            t(to === "PAUSED" ? "deliveryScheduler.pausedDone" : "deliveryScheduler.resumedDone"),
          ),
        onError: errorNotifier("deliveryScheduler.actionFailed"),
      },
    );
  const generateNow = (template: DeliveryTemplateRow) =>
    generate.mutate(template.deliveryTemplateId, {
      onSuccess: (result) =>
        notifySuccess(t("deliveryScheduler.generatedDone", { count: result?.created ?? 0 })),
      onError: errorNotifier("deliveryScheduler.actionFailed"),
    });
  const confirmDelete = (template: DeliveryTemplateRow) =>
    confirmDestructive({
      title: t("deliveryScheduler.deleteTitle"),
      text: t("deliveryScheduler.deleteText", { name: template.name }),
      confirmLabel: t("deliveryScheduler.delete"),
      cancelLabel: t("deliveryScheduler.cancel"),
      testId: "confirm-delete-template",
      onConfirm: () =>
        remove.mutate(template.deliveryTemplateId, {
          onSuccess: () => notifySuccess(t("deliveryScheduler.deleted")),
          onError: errorNotifier("deliveryScheduler.actionFailed"),
        }),
    });

  const columns: ColumnDef<DeliveryTemplateRow, unknown>[] = [
    {
      id: "name",
      header: t("deliveryScheduler.name"),
      cell: ({ row }) => (
        <Stack gap={0} maw={260}>
          <Text fz="sm" fw={600} lineClamp={2}>
            {row.original.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {row.original.customerName}
          </Text>
          <Text fz="xs" c="dimmed" lineClamp={1}>
            → {row.original.destination.address}
          </Text>
        </Stack>
      ),
    },
    {
      id: "schedule",
      header: t("deliveryScheduler.schedule"),
      cell: ({ row }) => (
        <Stack gap={0} maw={240}>
          <Text fz="sm" data-testid="template-schedule">
            {scheduleText(row.original)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t("deliveryScheduler.horizon", { count: row.original.horizonDays })}
          </Text>
          {row.original.skipHolidays ? (
            <Text fz="xs" c="dimmed">
              {t("deliveryScheduler.skipsHolidays")}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: "next",
      header: t("deliveryScheduler.next"),
      cell: ({ row }) => (
        <Stack gap={0} data-testid="template-next">
          {row.original.nextOccurrences.slice(0, 3).map((next) => (
            <Text key={next} fz="sm" c={row.original.status === "PAUSED" ? "dimmed" : undefined}>
              {day(next)}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      id: "orders",
      header: t("deliveryScheduler.orders"),
      cell: ({ row }) => {
        const made = row.original.orders.filter((order) => order.code);
        if (made.length === 0)
          return (
            <Text fz="sm" c="dimmed">
              {t("deliveryScheduler.noOrders")}
            </Text>
          );
        return (
          <Group gap={4} maw={280} data-testid="template-orders">
            {made.map((order) => (
              <Anchor
                key={order.runDate}
                component={Link}
                to={`/delivery/?search=${order.code}`}
                fz="xs"
                title={day(order.runDate)}
                data-testid="template-order"
              >
                <Badge
                  variant="light"
                  tt="none"
                  color={order.status ? ORDER_STATUS_COLORS[order.status] : "gray"}
                  style={{ cursor: "pointer" }}
                >
                  {order.code} · {formatDay(order.runDate, i18n.language)}
                </Badge>
              </Anchor>
            ))}
          </Group>
        );
      },
    },
    {
      id: "status",
      header: t("deliveryScheduler.status"),
      cell: ({ row }) => (
        <Badge
          color={STATUS_COLORS[row.original.status]}
          variant="light"
          tt="none"
          data-testid="template-status"
        >
          {t(`deliveryScheduler.statuses.${row.original.status}`)}
        </Badge>
      ),
    },
    {
      id: "actions",
      header: t("deliveryScheduler.actions"),
      cell: ({ row }) => {
        const template = row.original;
        const active = template.status === "ACTIVE";
        return (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                aria-label={t("deliveryScheduler.actions")}
                data-testid="template-actions"
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setEditing(template)} data-testid="template-edit">
                {t("deliveryScheduler.edit")}
              </Menu.Item>
              {active ? (
                <Menu.Item onClick={() => generateNow(template)} data-testid="template-generate">
                  {t("deliveryScheduler.generate")}
                </Menu.Item>
              ) : null}
              <Menu.Item
                onClick={() => changeStatus(template, active ? "PAUSED" : "ACTIVE")}
                data-testid={active ? "template-pause" : "template-resume"}
              >
                {t(active ? "deliveryScheduler.pause" : "deliveryScheduler.resume")}
              </Menu.Item>
              <Menu.Item color="red" onClick={() => confirmDelete(template)} data-testid="template-delete">
                {t("deliveryScheduler.delete")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={t("deliveryScheduler.title")}
        description={t("deliveryScheduler.description")}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing("new")}
            data-testid="template-add"
          >
            {t("deliveryScheduler.add")}
          </Button>
        }
      />
      <StatusFilter
        statuses={DELIVERY_TEMPLATE_STATUSES}
        counts={templates.data?.counts ?? {}}
        value={status}
        onChange={paging.resetting(setStatus)}
        labelKey="deliveryScheduler.statuses"
        testId="template-status-filter"
      />
      <Group>
        <SearchInput
          placeholder={t("deliveryScheduler.search")}
          value={search}
          onSearch={paging.resetting(setSearch)}
          w={{ base: "100%", sm: 320 }}
          testId="template-search"
        />
      </Group>
      <DataTable
        data={templates.data?.rows ?? []}
        columns={columns}
        getRowId={(row) => String(row.deliveryTemplateId)}
        total={templates.data?.total ?? 0}
        {...paging.pager}
        loading={templates.isPending}
        testId="delivery-templates"
        minWidth={960}
        emptyText={t("deliveryScheduler.empty")}
        error={
          templates.isError ? (
            <LoadFailed
              message={t("deliveryScheduler.failed")}
              retryLabel={t("deliveryScheduler.retry")}
              onRetry={() => void templates.refetch()}
            />
          ) : undefined
        }
      />
      <DeliveryTemplateDrawer
        opened={editing !== null}
        template={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
