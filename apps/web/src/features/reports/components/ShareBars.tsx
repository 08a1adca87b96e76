import { Group, Stack, Text, Tooltip } from "@mantine/core";

export interface ShareBarPart {
  key: string;
  label: string;
  value: number;
  color: string;
}

/**
 * One horizontal bar per row, split into coloured parts by share (e.g. a vehicle's driving, idle, parked and
 * offline time), with a legend; each part tells its value on hover.
 */
export function ShareBars(props: {
  rows: readonly { key: string; label: string; parts: readonly ShareBarPart[] }[];
  format: (value: number) => string;
  testId: string;
}) {
  const legend = props.rows[0]?.parts ?? [];
  return (
    <Stack gap={6} data-testid={props.testId}>
      <Group gap="md">
        {legend.map((part) => (
          <Group key={part.key} gap={4}>
            <div style={{ width: 10, height: 10, borderRadius: 2, background: part.color }} />
            <Text fz="xs">{part.label}</Text>
          </Group>
        ))}
      </Group>
      {props.rows.map((row) => {
        const total = row.parts.reduce((sum, part) => sum + part.value, 0);
        return (
          <Group key={row.key} gap="sm" wrap="nowrap">
            <Text fz="xs" w={110} truncate title={row.label}>
              {row.label}
            </Text>
            <div
              style={{
                display: "flex",
                flex: 1,
                height: 14,
                borderRadius: 4,
                overflow: "hidden",
                background: "var(--mantine-color-gray-2)",
              }}
            >
              {row.parts.map((part) =>
                part.value > 0 && total > 0 ? (
                  <Tooltip key={part.key} label={`${part.label}: ${props.format(part.value)}`}>
                    <div style={{ width: `${(part.value / total) * 100}%`, background: part.color }} />
                  </Tooltip>
                ) : null,
              )}
            </div>
          </Group>
        );
      })}
    </Stack>
  );
}
