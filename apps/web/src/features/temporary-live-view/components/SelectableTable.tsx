import { Button, Checkbox, Group, Stack, Table, type TableTdProps, Text, TextInput } from "@mantine/core";
import { IconPlus, IconSearch, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { TablePager } from "@/shared/ui/TablePager";
import { ConfirmModal } from "./ConfirmModal";

export interface SelectableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** props of the cell (weight, width, a test id …) */
  td?: TableTdProps & { "data-testid"?: string };
  width?: number;
}

/**
 * The edit page's linked-items table (vehicles and recipient contacts, docs/spec/temporary-live-view.md §2): search, multi-select with a
 * select-all of the page, delete with a confirmation listing the chosen rows, an add button, page sizes.
 * Test ids: `{name}-search`, `{name}-delete`, `{name}-add`, `{name}-table`, `{name}-empty`,
 * `{name}-delete-confirm`, and per row `{rowName}-row` / `{rowName}-select`.
 */
export function SelectableTable<Row, Key extends string | number>(props: {
  name: string;
  rowName: string;
  rows: Row[];
  rowKey: (row: Row) => Key;
  /** the row's name in the row checkbox's label */
  rowLabel: (row: Row) => string;
  matches: (row: Row, search: string) => boolean;
  columns: SelectableColumn<Row>[];
  minWidth: number;
  texts: { search: string; delete: string; add: string; deleteTitle: string };
  confirmBody: (chosen: Row[]) => ReactNode;
  onDelete: (keys: Key[]) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<Key[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const { rows: allRows, rowKey, matches } = props;
  const rows = useMemo(
    () => (search.trim() === "" ? allRows : allRows.filter((row) => matches(row, search.trim()))),
    [allRows, matches, search],
  );
  const pageRows = rows.slice((page - 1) * pageSize, page * pageSize);
  const chosen = allRows.filter((row) => selected.includes(rowKey(row)));
  const allSelected = pageRows.length > 0 && pageRows.every((row) => selected.includes(rowKey(row)));
  const someSelected = pageRows.some((row) => selected.includes(rowKey(row)));

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={props.texts.search}
          aria-label={props.texts.search}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: "100%", sm: 280 }}
          data-testid={`${props.name}-search`}
        />
        <Group gap="xs">
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            disabled={chosen.length === 0}
            onClick={() => setConfirming(true)}
            data-testid={`${props.name}-delete`}
          >
            {props.texts.delete}
            {chosen.length > 0 ? ` (${chosen.length})` : ""}
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={props.onAdd}
            data-testid={`${props.name}-add`}
          >
            {props.texts.add}
          </Button>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={props.minWidth}>
        <Table striped highlightOnHover verticalSpacing="xs" data-testid={`${props.name}-table`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t("temporaryLiveView.table.selectAll")}
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  onChange={(event) => {
                    const keys = pageRows.map(rowKey);
                    setSelected((current) =>
                      event.currentTarget.checked
                        ? [...new Set([...current, ...keys])]
                        : current.filter((key) => !keys.includes(key)),
                    );
                  }}
                />
              </Table.Th>
              {props.columns.map((column) => (
                <Table.Th key={column.key} w={column.width}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.map((row) => {
              const key = rowKey(row);
              return (
                <Table.Tr key={key} data-testid={`${props.rowName}-row`}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${t("temporaryLiveView.table.selectRow")} ${props.rowLabel(row)}`}
                      checked={selected.includes(key)}
                      onChange={(event) => {
                        const on = event.currentTarget.checked;
                        setSelected((current) =>
                          on ? [...current, key] : current.filter((entry) => entry !== key),
                        );
                      }}
                      data-testid={`${props.rowName}-select`}
                    />
                  </Table.Td>
                  {props.columns.map((column) => (
                    <Table.Td key={column.key} {...column.td}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="lg" data-testid={`${props.name}-empty`}>
          {t("temporaryLiveView.table.empty")}
        </Text>
      ) : null}
      <TablePager
        testId={`${props.name}-table`}
        total={rows.length}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
      <ConfirmModal
        opened={confirming}
        title={props.texts.deleteTitle}
        testId={`${props.name}-delete-confirm`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          props.onDelete(selected);
          setSelected([]);
          setConfirming(false);
        }}
      >
        {props.confirmBody(chosen)}
      </ConfirmModal>
    </Stack>
  );
}
