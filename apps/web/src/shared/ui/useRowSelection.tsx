import { Checkbox } from "@mantine/core";
import type { ColumnDef, RowSelectionState, Updater } from "@tanstack/react-table";
import { useCallback, useMemo, useState } from "react";

/**
 * Row selection of a server-paginated DataTable that survives page changes: keeps the selected rows
 * themselves (not only their ids) so bulk actions can list them.
 */
export function useRowSelection<TRow>(rows: readonly TRow[], getRowId: (row: TRow) => string) {
  const [selected, setSelected] = useState<Record<string, TRow>>({});
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(Object.keys(selected).map((id) => [id, true])),
    [selected],
  );
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) => {
    const next = typeof updater === "function" ? updater(rowSelection) : updater;
    const byId = new Map(rows.map((row) => [getRowId(row), row]));
    const result: Record<string, TRow> = {};
    for (const [id, on] of Object.entries(next)) {
      const row = byId.get(id) ?? selected[id];
      if (on && row) result[id] = row;
    }
    setSelected(result);
  };
  const clear = useCallback(() => setSelected({}), []);
  const selectedRows = useMemo(() => Object.values(selected), [selected]);
  return { rowSelection, onRowSelectionChange, selectedRows, clear };
}

/** The checkbox column of a selectable DataTable (header toggles the page, each row itself). */
export function selectColumn<TRow>(labels: {
  all: string;
  row: (row: TRow) => string;
}): ColumnDef<TRow, unknown> {
  return {
    id: "select",
    size: 40,
    enableSorting: false,
    header: ({ table }) => (
      <Checkbox
        aria-label={labels.all}
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
        data-testid="select-page"
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={labels.row(row.original)}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        onClick={(event) => event.stopPropagation()}
        data-testid="row-select"
      />
    ),
  };
}
