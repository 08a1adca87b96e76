import { Text } from "@mantine/core";
import type { ColumnDef } from "@tanstack/react-table";
import { formatDateTime } from "@/shared/i18n/format";

/** The "Waktu" column of the Notifikasi lists: the row's createdOn as local date and time, on one line. */
export function createdOnColumn<Row extends { createdOn: string }>(
  header: string,
  language: string,
): ColumnDef<Row, unknown> {
  return {
    id: "time",
    header,
    cell: ({ row }) => (
      <Text fz="sm" style={{ whiteSpace: "nowrap" }}>
        {formatDateTime(row.original.createdOn, language)}
      </Text>
    ),
  };
}
