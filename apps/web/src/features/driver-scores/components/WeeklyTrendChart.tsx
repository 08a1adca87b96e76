import { Group, Stack, Text, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDayMonth, formatNumber } from "@/shared/i18n/format";

const GRADE_BAR_COLORS = [
  "var(--mantine-color-red-6)",
  "var(--mantine-color-yellow-6)",
  "var(--mantine-color-green-6)",
];

/** The score of each week as a bar (0 to the base), oldest first; the week's Monday under it. */
export function WeeklyTrendChart(props: {
  weeks: readonly { week: string; score: number; distanceKm: number }[];
  base: number;
}) {
  const { t, i18n } = useTranslation();
  if (props.weeks.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t("driverScore.noWeeks")}
      </Text>
    );
  }
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap" style={{ overflowX: "auto" }} data-testid="score-trend">
      {props.weeks.map((week) => {
        const share = Math.max(0, Math.min(1, week.score / props.base));
        const color = GRADE_BAR_COLORS[share >= 0.9 ? 2 : share >= 0.6 ? 1 : 0];
        const label = t("driverScore.weekTooltip", {
          week: formatDayMonth(week.week, i18n.language),
          score: formatNumber(week.score, i18n.language, 1),
          distance: formatNumber(week.distanceKm, i18n.language, 1),
        });
        return (
          <Tooltip key={week.week} label={label}>
            <Stack
              gap={4}
              align="center"
              style={{ minWidth: 56 }}
              data-testid="score-trend-week"
              aria-label={label}
            >
              <Text fz="xs" fw={600}>
                {formatNumber(week.score, i18n.language, 1)}
              </Text>
              <div style={{ height: 140, width: 28, display: "flex", alignItems: "flex-end" }}>
                <div
                  style={{
                    height: `${Math.max(share * 100, 2)}%`,
                    width: "100%",
                    background: color,
                    borderRadius: 4,
                  }}
                />
              </div>
              <Text fz="xs" c="dimmed">
                {formatDayMonth(week.week, i18n.language)}
              </Text>
            </Stack>
          </Tooltip>
        );
      })}
    </Group>
  );
}
