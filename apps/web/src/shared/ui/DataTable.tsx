import { Center, Group, Paper, Skeleton, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconDatabaseOff } from "@tabler/icons-react";
import {
  type Cell,
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
import classes from "./DataTable.module.css";
import { TablePager } from "./TablePager";

/** Columns with these ids stay pinned at the right edge while the rest of a wide table scrolls. */
export const PINNED_COLUMN_IDS: readonly string[] = ["actions"];
const SELECT_COLUMN_ID = "select";
/** Below this width (48em, Mantine's sm) rows collapse into cards: status and actions without a sideways scroll. */
const CARD_LAYOUT_QUERY = "(max-width: 48em)";

const isPinned = (columnId: string) => PINNED_COLUMN_IDS.includes(columnId);

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
  /** Below this width the table scrolls sideways (its action column pinned); on phones rows become cards. */
  minWidth?: number;
  /** Text of the empty state (default "Tidak ada data"). */
  emptyText?: string;
  /** Shown instead of the rows when loading failed. */
  error?: ReactNode;
}

/**
 * Server-side paginated table: sortable headers, skeleton rows while loading, an empty state, page sizes. The
 * action column is pinned to the right edge; on a phone every row is a card, so no column hides off-screen.
 */
export function DataTable<TRow>(props: DataTableProps<TRow>) {
  const { t } = useTranslation();
  const cards = useMediaQuery(CARD_LAYOUT_QUERY, false, { getInitialValueInEffect: false });
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
  const headerOf = (columnId: string) => {
    const header = table.getFlatHeaders().find((candidate) => candidate.column.id === columnId);
    return header ? flexRender(header.column.columnDef.header, header.getContext()) : null;
  };
  const rowClick = (row: TRow) =>
    props.onRowClick
      ? (event: React.MouseEvent) => {
          // clicks on checkboxes, buttons, switches and links inside the row stay theirs
          if ((event.target as HTMLElement).closest("input, button, a, label")) return;
          props.onRowClick?.(row);
        }
      : undefined;
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <Stack gap="sm">
      {cards ? (
        <Stack gap="xs" data-testid={props.testId}>
          {showSkeleton
            ? Array.from({ length: Math.min(props.pageSize, 3) }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
                <Skeleton key={index} height={96} radius="md" data-testid="table-skeleton-row" />
              ))
            : table
                .getRowModel()
                .rows.map((row) => (
                  <RowCard<TRow>
                    key={row.id}
                    cells={row.getVisibleCells()}
                    active={props.activeRowId === row.id}
                    onClick={rowClick(row.original)}
                    headerOf={headerOf}
                  />
                ))}
        </Stack>
      ) : (
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
                        className={isPinned(header.column.id) ? classes.pinned : undefined}
                        style={{
                          width:
                            header.column.columnDef.size && header.column.columnDef.size < 150
                              ? header.column.columnDef.size
                              : undefined,
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
                      data-active={props.activeRowId === row.id || undefined}
                      bg={props.activeRowId === row.id ? "var(--mantine-primary-color-light)" : undefined}
                      style={props.onRowClick ? { cursor: "pointer" } : undefined}
                      onClick={rowClick(row.original)}
                    >
                      {row.getVisibleCells().map((cell) => (
                        <Table.Td
                          key={cell.id}
                          className={isPinned(cell.column.id) ? classes.pinned : undefined}
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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

/** One row on a phone: each column as "label: value", the select box first and the actions at the bottom. */
function RowCard<TRow>(props: {
  cells: Cell<TRow, unknown>[];
  active: boolean;
  onClick: ((event: React.MouseEvent) => void) | undefined;
  headerOf: (columnId: string) => ReactNode;
}) {
  const render = (cell: Cell<TRow, unknown>) => flexRender(cell.column.columnDef.cell, cell.getContext());
  const select = props.cells.find((cell) => cell.column.id === SELECT_COLUMN_ID);
  const actions = props.cells.filter((cell) => isPinned(cell.column.id));
  const fields = props.cells.filter((cell) => cell !== select && !actions.includes(cell));
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="table-row"
      bg={props.active ? "var(--mantine-primary-color-light)" : undefined}
      style={props.onClick ? { cursor: "pointer" } : undefined}
      onClick={props.onClick}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        {select ? render(select) : null}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          {fields.map((cell) => (
            <Group key={cell.id} gap="xs" wrap="nowrap" align="flex-start" className={classes.cardField}>
              <Text fz="xs" c="dimmed" w={96} style={{ flexShrink: 0 }}>
                {props.headerOf(cell.column.id)}
              </Text>
              <div className={classes.cardValue}>{render(cell)}</div>
            </Group>
          ))}
          {actions.length > 0 ? (
            <Group justify="flex-end" gap="xs">
              {actions.map((cell) => (
                <div key={cell.id}>{render(cell)}</div>
              ))}
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
