import { Box, Group, Stack, Text, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDayMonth } from "@/shared/i18n/format";
import type { DeliveryReportData } from "../api/deliveryReport";

const SERIES = [
  { key: "delivered", color: "var(--mantine-color-green-6)" },
  { key: "failed", color: "var(--mantine-color-red-6)" },
  { key: "canceled", color: "var(--mantine-color-gray-5)" },
] as const;

/** Deliveries per day as stacked bars (delivered, failed, canceled); the table below holds the same figures. */
export function DeliveriesPerDayChart({ days }: { days: DeliveryReportData["perDay"] }) {
  const { t, i18n } = useTranslation();
  const max = Math.max(1, ...days.map((day) => day.delivered + day.failed + day.canceled));
  const height = 160;
  return (
    <Stack gap="xs">
      <Box
        role="img"
        aria-label={t("deliveries.report.chartLabel")}
        data-testid="report-chart"
        style={{ display: "flex", alignItems: "flex-end", gap: 2, height, overflowX: "auto" }}
      >
        {days.map((day) => {
          const total = day.delivered + day.failed + day.canceled;
          return (
            <Tooltip
              key={day.day}
              label={`${formatDayMonth(day.day, i18n.language)}: ${t("deliveries.report.dayTip", day)}`}
            >
              <Box
                style={{
                  flex: "1 0 8px",
                  minWidth: 8,
                  height: `${(total / max) * 100}%`,
                  display: "flex",
                  flexDirection: "column-reverse",
                }}
              >
                {SERIES.map((series) =>
                  day[series.key] > 0 ? (
                    <Box
                      key={series.key}
                      style={{
                        height: `${(day[series.key] / total) * 100}%`,
                        background: series.color,
                        borderRadius: 2,
                      }}
                    />
                  ) : null,
                )}
              </Box>
            </Tooltip>
          );
        })}
      </Box>
      <Group justify="space-between">
        <Text fz="xs" c="dimmed">
          {days[0] ? formatDayMonth(days[0].day, i18n.language) : ""}
        </Text>
        <Text fz="xs" c="dimmed">
          {days.at(-1) ? formatDayMonth(days.at(-1)?.day ?? "", i18n.language) : ""}
        </Text>
      </Group>
      <Group gap="md">
        {SERIES.map((series) => (
          <Group key={series.key} gap={4}>
            <Box w={10} h={10} style={{ background: series.color, borderRadius: 2 }} />
            <Text fz="xs">{t(`deliveries.report.${series.key}`)}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
