import { Paper, Text } from "@mantine/core";

/** A headline figure: its label, value and an optional hint under it. */
export function CostStat(props: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={props.testId}>
      <Text fz="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fz="lg" fw={700}>
        {props.value}
      </Text>
      {props.hint ? (
        <Text fz="xs" c="dimmed">
          {props.hint}
        </Text>
      ) : null}
    </Paper>
  );
}
