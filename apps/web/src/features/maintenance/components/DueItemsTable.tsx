import type { ServiceDueStatus } from "@armada/domain";
import { Badge, Button, Stack, Text } from "@mantine/core";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDay, formatNumber } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { StatusFilter } from "@/shared/ui/StatusFilter";
import { usePaging } from "@/shared/ui/usePaging";
import { type ServicePlanItemRow, useServicePlanItems } from "../api/maintenance";
import { DUE_STATUS_COLORS } from "../lib/statusColors";

const DUE_FILTERS: readonly ServiceDueStatus[] = ["OVERDUE", "UPCOMING", "OK"];

/** The plan items by urgency (overdue, coming due, fine) with a count per status; an item opens a service order. */
export function DueItemsTable({ onOrder }: { onOrder: (item: ServicePlanItemRow) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const paging = usePaging(10);
  const [status, setStatus] = useState<ServiceDueStatus | null>(null);
  const items = useServicePlanItems({ dueStatus: status, page: paging.page, show: paging.pageSize });

  const remaining = (item: ServicePlanItemRow) => {
    const parts: string[] = [];
    if (item.remainingKm !== null && item.remainingKm !== undefined) {
      parts.push(
        item.remainingKm < 0
          ? t("maintenance.due.kmOver", { km: formatNumber(-item.remainingKm, language) })
          : t("maintenance.due.kmLeft", { km: formatNumber(item.remainingKm, language) }),
      );
    }
    if (item.remainingDays !== null && item.remainingDays !== undefined) {
      parts.push(
        item.remainingDays < 0
          ? t("maintenance.due.daysOver", { count: -item.remainingDays })
          : t("maintenance.due.daysLeft", { count: item.remainingDays }),
      );
    }
    return parts.join(" · ") || "—";
  };

  const columns: ColumnDef<ServicePlanItemRow, unknown>[] = [
    {
      id: "vehicle",
      header: t("maintenance.vehicle"),
      cell: ({ row }) => (
        <Text fz="sm" fw={600}>
          {row.original.licensePlate}
        </Text>
      ),
    },
    {
      id: "item",
      header: t("maintenance.due.item"),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text fz="sm">{row.original.name}</Text>
          <Text fz="xs" c="dimmed">
            {row.original.planName}
          </Text>
        </Stack>
      ),
    },
    {
      id: "due",
      header: t("maintenance.due.dueAt"),
      cell: ({ row }) => (
        <Stack gap={0}>
          {row.original.dueDay ? <Text fz="sm">{formatDay(row.original.dueDay, language)}</Text> : null}
          {row.original.dueOdometerKm !== null && row.original.dueOdometerKm !== undefined ? (
            <Text fz="xs" c="dimmed">
              {t("units.km", { value: formatNumber(row.original.dueOdometerKm, language) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { id: "remaining", header: t("maintenance.due.remaining"), cell: ({ row }) => remaining(row.original) },
    {
      id: "status",
      header: t("maintenance.status"),
      cell: ({ row }) => (
        <Badge
          color={DUE_STATUS_COLORS[row.original.status]}
          variant="light"
          tt="none"
          data-testid="due-status"
        >
          {t(`maintenance.dueStatus.${row.original.status}`)}
        </Badge>
      ),
    },
    {
      id: "actions",
      header: "",
      cell: ({ row }) =>
        row.original.status === "OK" ? null : (
          <Button size="xs" variant="light" onClick={() => onOrder(row.original)} data-testid="due-order">
            {t("maintenance.due.order")}
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <StatusFilter
        statuses={DUE_FILTERS}
        counts={items.data?.counts ?? {}}
        value={status}
        onChange={paging.resetting(setStatus)}
        labelKey="maintenance.dueStatus"
        testId="due-filter"
      />
      <DataTable
        data={items.data?.rows ?? []}
        columns={columns}
        getRowId={(row) => String(row.servicePlanItemId)}
        total={items.data?.total ?? 0}
        {...paging.pager}
        loading={items.isPending}
        testId="due-items"
        minWidth={820}
        emptyText={t("maintenance.due.empty")}
        error={
          items.isError ? (
            <LoadFailed
              message={t("maintenance.failed")}
              retryLabel={t("maintenance.retry")}
              onRetry={() => void items.refetch()}
            />
          ) : undefined
        }
      />
    </Stack>
  );
}
