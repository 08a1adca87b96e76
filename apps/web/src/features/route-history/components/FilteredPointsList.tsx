import { Group, Paper, ScrollArea, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { RouteHistoryData } from "../api/routeHistory";

/** The fixes the company's track filters kept out of the track, each with its time and reason. */
export function FilteredPointsList(props: {
  points: RouteHistoryData["filteredPoints"];
  color: string;
  format: (time: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: "hidden" }} data-testid="route-filtered-points">
      <Text fw={600} fz="sm" p="md" pb="xs">
        {t("routeHistory.filteredList", { count: props.points.length })}
      </Text>
      {props.points.length === 0 ? (
        <Text c="dimmed" fz="sm" px="md" pb="md">
          {t("routeHistory.noFiltered")}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={200}>
          <Stack gap={0} pb="xs">
            {props.points.map((point) => (
              <Group
                key={point.fixTime}
                gap="sm"
                px="md"
                py={6}
                wrap="nowrap"
                style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
                data-testid="route-filtered-point"
                data-reason={point.reason}
              >
                <span
                  style={{ width: 10, height: 10, borderRadius: 5, background: props.color, flexShrink: 0 }}
                />
                <Text fz="sm" style={{ flex: 1 }}>
                  {t(`routeHistory.filterReasons.${point.reason}`, { defaultValue: point.reason })}
                </Text>
                <Text fz="xs" c="dimmed">
                  {props.format(Date.parse(point.fixTime))}
                </Text>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
