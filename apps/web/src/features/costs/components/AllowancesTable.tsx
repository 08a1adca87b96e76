import { Badge, Stack, Text } from "@mantine/core";
import type { ColumnDef } from "@tanstack/react-table";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatRupiah } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { usePaging } from "@/shared/ui/usePaging";
import { type AllowanceFilter, type AllowanceRow, useAllowances } from "../api/allowances";
import { ALLOWANCE_STATUS_COLORS } from "../lib/allowanceStatus";

/** The filter's allowances, newest first, a page at a time; a row opens its receipts and settlement. */
export function AllowancesTable(props: { filter: AllowanceFilter; onOpen: (row: AllowanceRow) => void }) {
  const { t, i18n } = useTranslation();
  const paging = usePaging(10);
  const allowances = useAllowances(props.filter, paging.page, paging.pageSize);
  const filterKey = JSON.stringify(props.filter);
  const { setPage } = paging;
  useEffect(() => {
    if (filterKey) setPage(1);
  }, [filterKey, setPage]);
  const rupiah = (value: number) => formatRupiah(value, i18n.language);

  const columns: ColumnDef<AllowanceRow, unknown>[] = [
    {
      id: "paidOn",
      header: t("costs.allowances.paidOn"),
      cell: ({ row }) => formatDateTime(row.original.paidOn, i18n.language, "short"),
    },
    {
      id: "driver",
      header: t("costs.allowances.driver"),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text fz="sm">{row.original.driverName}</Text>
          <Text fz="xs" c="dimmed">
            {row.original.licensePlate}
          </Text>
        </Stack>
      ),
    },
    {
      id: "purpose",
      header: t("costs.allowances.purpose"),
      cell: ({ row }) => (
        <Stack gap={0} maw={280}>
          <Text fz="sm" lineClamp={1}>
            {row.original.purpose}
          </Text>
          {row.original.fleetTaskCode ? (
            <Text fz="xs" c="dimmed">
              {row.original.fleetTaskCode}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: "status",
      header: t("costs.allowances.status"),
      cell: ({ row }) => (
        <Badge color={ALLOWANCE_STATUS_COLORS[row.original.status]} variant="light" tt="none">
          {t(`costs.allowances.statuses.${row.original.status}`)}
        </Badge>
      ),
    },
    { id: "amount", header: t("costs.allowances.advance"), cell: ({ row }) => rupiah(row.original.amount) },
    { id: "spent", header: t("costs.allowances.spent"), cell: ({ row }) => rupiah(row.original.spent) },
    {
      id: "variance",
      header: t("costs.allowances.variance"),
      cell: ({ row }) =>
        row.original.status === "CANCELED" ? (
          "—"
        ) : (
          <Text
            fz="sm"
            fw={600}
            c={row.original.variance < 0 ? "red" : undefined}
            data-testid="allowance-variance"
          >
            {rupiah(row.original.variance)}
          </Text>
        ),
    },
  ];

  return (
    <DataTable
      data={allowances.data?.rows ?? []}
      columns={columns}
      getRowId={(row) => String(row.allowanceId)}
      total={allowances.data?.total ?? 0}
      {...paging.pager}
      loading={allowances.isPending}
      onRowClick={props.onOpen}
      testId="allowances"
      minWidth={860}
      emptyText={t("costs.allowances.empty")}
      error={
        allowances.isError ? (
          <LoadFailed
            message={t("costs.failed")}
            retryLabel={t("costs.retry")}
            onRetry={() => void allowances.refetch()}
          />
        ) : undefined
      }
    />
  );
}
