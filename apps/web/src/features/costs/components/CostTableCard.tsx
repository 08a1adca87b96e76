import { Badge, Card, Group, Paper, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";

/** Below this width (48em, Mantine's sm, as the shared DataTable) the rows become cards: no sideways scroll. */
const CARD_LAYOUT_QUERY = "(max-width: 48em)";

/** A column of a figures table: its header, each row's cell, right-aligned figures and a bold total. */
export interface CostTableColumn<TRow> {
  key: string;
  header: ReactNode;
  cell: (row: TRow) => ReactNode;
  /** figures are right-aligned in the table */
  figure?: boolean;
  strong?: boolean;
  /** kept on one line in the table (a plate) */
  nowrap?: boolean;
}

/**
 * A titled card holding a table of figures (per vehicle, per group): on a desktop a striped table that scrolls sideways
 * below `minWidth`; on a phone each row is a small card, its first column as the card's title and the other columns
 * as label and value lines.
 */
export function CostTableCard<TRow>(props: {
  title: ReactNode;
  rows: readonly TRow[];
  columns: readonly CostTableColumn<TRow>[];
  rowKey: (row: TRow) => string | number;
  minWidth: number;
  testId: string;
  rowTestId?: string;
}) {
  const cards = useMediaQuery(CARD_LAYOUT_QUERY, false, { getInitialValueInEffect: false });
  const [first, ...rest] = props.columns;
  return (
    <Card withBorder radius="md" p="sm">
      <Text fw={600} fz="sm" mb="xs">
        {props.title}
      </Text>
      {cards ? (
        <Stack gap="xs" data-testid={props.testId}>
          {props.rows.map((row) => (
            <Paper key={props.rowKey(row)} withBorder radius="md" p="xs" data-testid={props.rowTestId}>
              {first ? (
                <Text fw={600} fz="sm" mb={4}>
                  {first.cell(row)}
                </Text>
              ) : null}
              <Stack gap={2}>
                {rest.map((column) => (
                  <Group key={column.key} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text fz="xs" c="dimmed">
                      {column.header}
                    </Text>
                    <Text fz="sm" fw={column.strong ? 600 : undefined} ta="right" component="div">
                      {column.cell(row)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <ScrollArea>
          <Table miw={props.minWidth} striped fz="sm" data-testid={props.testId}>
            <Table.Thead>
              <Table.Tr>
                {props.columns.map((column) => (
                  <Table.Th key={column.key} ta={column.figure ? "right" : undefined}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.rows.map((row) => (
                <Table.Tr key={props.rowKey(row)} data-testid={props.rowTestId}>
                  {props.columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      ta={column.figure ? "right" : undefined}
                      fw={column.strong ? 600 : undefined}
                      style={column.nowrap ? { whiteSpace: "nowrap" } : undefined}
                    >
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Card>
  );
}

/** A vehicle's km per litre against its expected efficiency, in percent: red below 90 %. */
export function EfficiencyBadge({ ratio, ml }: { ratio: number | null | undefined; ml?: number }) {
  if (ratio == null) return null;
  return (
    <Badge ml={ml} size="sm" variant="light" color={ratio < 0.9 ? "red" : "green"} tt="none">
      {Math.round(ratio * 100)}%
    </Badge>
  );
}
