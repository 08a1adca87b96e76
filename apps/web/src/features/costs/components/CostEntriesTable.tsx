import { ActionIcon, Badge, Menu, Stack, Text } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatNumber, formatRupiah } from "@/shared/i18n/format";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { usePaging } from "@/shared/ui/usePaging";
import { type CostEntryRow, type CostFilter, useCostEntries, useDeleteCostEntry } from "../api/costs";
import { CATEGORY_COLORS } from "../lib/categoryColors";

/** The filter's entries, newest first, a page at a time; edit and delete (after confirmation) from each row. */
export function CostEntriesTable(props: { filter: CostFilter; onEdit: (entry: CostEntryRow) => void }) {
  const { t, i18n } = useTranslation();
  const paging = usePaging(10);
  const entries = useCostEntries(props.filter, paging.page, paging.pageSize);
  const filterKey = JSON.stringify(props.filter);
  const { setPage } = paging;
  // a new filter starts at its first page
  useEffect(() => {
    if (filterKey) setPage(1);
  }, [filterKey, setPage]);
  const remove = useDeleteCostEntry();

  const confirmDelete = (entry: CostEntryRow) =>
    confirmDestructive({
      title: t("costs.deleteTitle"),
      text: t("costs.deleteText", {
        category: t(`costs.categories.${entry.category}`),
        amount: formatRupiah(entry.amount, i18n.language),
        plate: entry.licensePlate,
      }),
      confirmLabel: t("costs.delete"),
      cancelLabel: t("costs.cancel"),
      testId: "confirm-delete-cost",
      onConfirm: () =>
        remove.mutate(entry.costEntryId, {
          onSuccess: () => notifySuccess(t("costs.deleted")),
          onError: errorNotifier("costs.deleteFailed"),
        }),
    });

  const columns: ColumnDef<CostEntryRow, unknown>[] = [
    {
      id: "spentAt",
      header: t("costs.spentAt"),
      cell: ({ row }) => formatDateTime(row.original.spentAt, i18n.language, "short"),
    },
    { id: "vehicle", header: t("costs.vehicle"), cell: ({ row }) => row.original.licensePlate },
    {
      id: "category",
      header: t("costs.category"),
      cell: ({ row }) => (
        <Badge color={CATEGORY_COLORS[row.original.category]} variant="light" tt="none">
          {t(`costs.categories.${row.original.category}`)}
        </Badge>
      ),
    },
    {
      id: "detail",
      header: t("costs.detail"),
      cell: ({ row }) => {
        const entry = row.original;
        const main =
          entry.category === "fuel"
            ? `${formatNumber(entry.litres ?? 0, i18n.language)} L × ${formatRupiah(entry.pricePerLitre ?? 0, i18n.language)}`
            : (entry.etollCard ?? entry.description ?? "");
        const sub = entry.category === "fuel" ? entry.station : entry.etollCard ? entry.description : null;
        return (
          <Stack gap={0} maw={320}>
            <Text fz="sm" lineClamp={1}>
              {main || "—"}
            </Text>
            {sub ? (
              <Text fz="xs" c="dimmed" lineClamp={1}>
                {sub}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      id: "amount",
      header: t("costs.amount"),
      cell: ({ row }) => (
        <Text fz="sm" fw={600} ta="right" data-testid="cost-row-amount">
          {formatRupiah(row.original.amount, i18n.language)}
        </Text>
      ),
    },
    {
      id: "actions",
      header: t("costs.actions"),
      cell: ({ row }) =>
        row.original.fromAllowance ? (
          <Badge variant="outline" color="gray" tt="none" title={t("costs.allowances.fromAllowanceHint")}>
            {t("costs.allowances.fromAllowance")}
          </Badge>
        ) : (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t("costs.actions")} data-testid="cost-actions">
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => props.onEdit(row.original)} data-testid="cost-edit">
                {t("costs.edit")}
              </Menu.Item>
              <Menu.Item color="red" onClick={() => confirmDelete(row.original)} data-testid="cost-delete">
                {t("costs.delete")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ),
    },
  ];

  return (
    <DataTable
      data={entries.data?.rows ?? []}
      columns={columns}
      getRowId={(row) => String(row.costEntryId)}
      total={entries.data?.total ?? 0}
      {...paging.pager}
      loading={entries.isPending}
      testId="cost-entries"
      minWidth={760}
      emptyText={t("costs.empty")}
      error={
        entries.isError ? (
          <LoadFailed
            message={t("costs.failed")}
            retryLabel={t("costs.retry")}
            onRetry={() => void entries.refetch()}
          />
        ) : undefined
      }
    />
  );
}
