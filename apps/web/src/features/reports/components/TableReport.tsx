import type { ReportKind } from "@armada/domain";
import { Card, Stack } from "@mantine/core";
import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ReportFilter } from "@/generated/graphql/graphql";
import { DataTable } from "@/shared/ui/DataTable";
import { usePaging } from "@/shared/ui/usePaging";
import { useReport } from "../api/reports";

type TableKind = Exclude<ReportKind, "alerts">;

/**
 * A report shown a page at a time, with an optional chart of the page's rows above the table. Keyed by its filter
 * in the page, so a new period or scope starts at the first page.
 */
export function TableReport<TRow>(props: {
  kind: TableKind;
  filter: Omit<ReportFilter, "pagination">;
  columns: ColumnDef<TRow, unknown>[];
  rowId: (row: TRow, index: number) => string;
  chart?: (rows: readonly TRow[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { page, pageSize, pager } = usePaging(25);
  const report = useReport(props.kind, { ...props.filter, pagination: { page, show: pageSize } });
  const rows = (report.data?.data ?? []) as TRow[];
  return (
    <Stack gap="md">
      {props.chart && rows.length > 0 ? (
        <Card withBorder padding="md">
          {props.chart(rows)}
        </Card>
      ) : null}
      <DataTable
        data={rows}
        columns={props.columns}
        getRowId={(row) => props.rowId(row, rows.indexOf(row))}
        total={report.data?.pagination?.total ?? 0}
        {...pager}
        loading={report.isPending}
        testId={`report-${props.kind}`}
        minWidth={900}
        emptyText={t("reports.empty")}
        error={report.isError ? report.error.message : undefined}
      />
    </Stack>
  );
}
