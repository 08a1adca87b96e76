import { Chip, Group, ScrollArea, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * The statuses of a list as chips with their count ("Draf 3"); "Semua" shows every status. Scrolls sideways on a
 * phone instead of wrapping into many rows.
 */
export function StatusFilter<S extends string>(props: {
  statuses: readonly S[];
  counts: Record<string, number>;
  value: S | null;
  onChange: (status: S | null) => void;
  labelKey: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const total = Object.values(props.counts).reduce((sum, count) => sum + count, 0);
  const chip = (value: string, label: string, count: number) => (
    <Chip key={value} value={value} size="sm" data-testid={`${props.testId}-${value}`}>
      {label}{" "}
      <Text span fz="xs" fw={700} c="dimmed" data-testid={`${props.testId}-${value}-count`}>
        {count}
      </Text>
    </Chip>
  );
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <Chip.Group
        multiple={false}
        value={(props.value as string | null) ?? "ALL"}
        onChange={(value) => props.onChange(value === "ALL" ? null : (value as S))}
      >
        <Group gap="xs" wrap="nowrap" data-testid={props.testId}>
          {chip("ALL", t("table.all"), total)}
          {props.statuses.map((status) =>
            chip(status, t(`${props.labelKey}.${status as string}`), props.counts[status] ?? 0),
          )}
        </Group>
      </Chip.Group>
    </ScrollArea>
  );
}
