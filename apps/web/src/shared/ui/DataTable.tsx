import { Center, Group, Skeleton, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconDatabaseOff } from "@tabler/icons-react";
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TablePager } from "./TablePager";

export interface DataTableProps<TRow> {
  data: readonly TRow[];
  columns: ColumnDef<TRow, unknown>[];
  getRowId: (row: TRow) => string;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  loading: boolean;
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: OnChangeFn<RowSelectionState>;
  testId: string;
  onRowClick?: (row: TRow) => void;
  activeRowId?: string | null;
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
  /** Text of the empty state (default "Tidak ada data"). */
  emptyText?: string;
  /** Shown instead of the rows when loading failed. */
  error?: ReactNode;
}

/** Server-side paginated table: sortable headers, skeleton rows while loading, an empty state, page sizes. */
export function DataTable<TRow>(props: DataTableProps<TRow>) {
  const { t } = useTranslation();
  const table = useReactTable({
    data: props.data as TRow[],
    columns: props.columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: Boolean(props.onRowSelectionChange),
    state: {
      sorting: props.sorting ?? [],
      rowSelection: props.rowSelection ?? {},
    },
    onSortingChange: props.onSortingChange,
    onRowSelectionChange: props.onRowSelectionChange,
    enableSortingRemoval: true,
  });
  const showSkeleton = props.loading && props.data.length === 0;
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={props.minWidth ?? 720}>
        <Table striped highlightOnHover verticalSpacing="xs" data-testid={props.testId}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = header.column.getCanSort();
                  const sorted = header.column.getIsSorted();
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <Table.Th
                      key={header.id}
                      style={{
                        width:
                          header.column.columnDef.size && header.column.columnDef.size < 150
                            ? header.column.columnDef.size
                            : undefined,
                        whiteSpace: "nowrap",
                      }}
                      aria-sort={
                        sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined
                      }
                    >
                      {sortable ? (
                        <UnstyledButton
                          onClick={header.column.getToggleSortingHandler()}
                          fw={600}
                          fz="sm"
                          data-testid={`sort-${header.column.id}`}
                        >
                          <Group gap={4} wrap="nowrap">
                            {content}
                            {sorted === "asc" ? (
                              <IconArrowUp size={14} aria-hidden />
                            ) : sorted === "desc" ? (
                              <IconArrowDown size={14} aria-hidden />
                            ) : (
                              <IconArrowsSort size={14} opacity={0.4} aria-hidden />
                            )}
                          </Group>
                        </UnstyledButton>
                      ) : (
                        content
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {showSkeleton
              ? Array.from({ length: Math.min(props.pageSize, 5) }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <Table.Tr key={index} data-testid="table-skeleton-row">
                    {Array.from({ length: columnCount }, (_, cell) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                      <Table.Td key={cell}>
                        <Skeleton height={14} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : table.getRowModel().rows.map((row) => (
                  <Table.Tr
                    key={row.id}
                    data-testid="table-row"
                    bg={props.activeRowId === row.id ? "var(--mantine-primary-color-light)" : undefined}
                    style={props.onRowClick ? { cursor: "pointer" } : undefined}
                    onClick={
                      props.onRowClick
                        ? (event) => {
                            // clicks on checkboxes, buttons, switches and links inside the row stay theirs
                            if ((event.target as HTMLElement).closest("input, button, a, label")) return;
                            props.onRowClick?.(row.original);
                          }
                        : undefined
                    }
                  >
                    {row.getVisibleCells().map((cell) => (
                      <Table.Td key={cell.id}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.error ? props.error : null}
      {!props.error && !showSkeleton && props.data.length === 0 ? (
        <Center py="xl" data-testid="table-empty">
          <Stack align="center" gap={4}>
            <IconDatabaseOff size={32} opacity={0.5} aria-hidden />
            <Text c="dimmed" fz="sm">
              {props.emptyText ?? t("table.empty")}
            </Text>
          </Stack>
        </Center>
      ) : null}
      <TablePager
        total={props.total}
        page={props.page}
        pageSize={props.pageSize}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
        testId={props.testId}
      />
    </Stack>
  );
}
