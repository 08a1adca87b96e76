import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconGauge } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { GradeBadge, WeeklyTrendChart } from "@/features/driver-scores";
import { formatDay, formatNumber } from "@/shared/i18n/format";
import type { MyDriverHome } from "../api/myDriverHome";

/** "Skor mengemudi Anda": the score and grade of the last four weeks, the violations, the distance and each week's score. */
export function DriverScoreCard({
  score,
  period,
  withHint = false,
}: Pick<MyDriverHome, "score"> & { period: MyDriverHome["scorePeriod"]; withHint?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const figure = (label: string, value: ReactNode, testId: string) => (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
  return (
    <Card padding="lg" data-testid="driver-score">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="md">
            {t("driverHome.score.title")}
          </Title>
          <Text fz="xs" c="dimmed">
            {t("driverHome.score.period", {
              start: formatDay(period.startDate, language),
              end: formatDay(period.endDate, language),
            })}
          </Text>
        </Stack>
        {score ? (
          <>
            <Group gap="md" align="center">
              <Text fz={44} fw={800} lh={1} data-testid="driver-score-value">
                {formatNumber(score.score, language, 1)}
              </Text>
              <Stack gap={2}>
                <Text fz="xs" c="dimmed">
                  {t("driverHome.score.grade")}
                </Text>
                <GradeBadge grade={score.finalGrade} size="lg" />
              </Stack>
            </Group>
            <SimpleGrid cols={2} spacing="md">
              {figure(
                t("driverHome.score.alerts"),
                formatNumber(score.totalAlert, language, 0),
                "driver-score-alerts",
              )}
              {figure(
                t("driverHome.score.distance"),
                t("driverScore.km", { distance: formatNumber(score.totalDriven.distanceKm, language, 1) }),
                "driver-score-distance",
              )}
            </SimpleGrid>
            <Stack gap="xs">
              <Text fz="sm" fw={600}>
                {t("driverHome.score.trend")}
              </Text>
              <WeeklyTrendChart weeks={score.weeks ?? []} base={Math.max(score.score, 100)} />
            </Stack>
          </>
        ) : (
          <Stack align="center" gap="xs" py="md" ta="center" data-testid="driver-score-none">
            <ThemeIcon size={44} radius="xl" variant="light" color="gray">
              <IconGauge size={22} stroke={1.5} />
            </ThemeIcon>
            <Text fw={600}>{t("driverHome.score.none")}</Text>
            <Text c="dimmed" fz="sm" maw={420}>
              {t("driverHome.score.noneHint")}
            </Text>
          </Stack>
        )}
        {withHint ? (
          <Text fz="xs" c="dimmed">
            {t("driverHome.score.hint")}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
