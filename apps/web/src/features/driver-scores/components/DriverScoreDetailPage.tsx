import { DRIVER_BEHAVIOURS } from "@armada/domain";
import {
  Alert,
  Anchor,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { appTimeZone, formatDateTime, formatNumber } from "@/shared/i18n/format";
import { PageHeader } from "@/shared/ui/PageHeader";
import { useDriverScore } from "../api/driverScores";
import { SCORE_PERIODS, type ScorePeriod, scorePeriodDays } from "../lib/scorePeriod";
import { DriverAlertList } from "./DriverAlertList";
import { GradeBadge } from "./GradeBadge";
import { ScoreFormulaHelp } from "./ScoreFormulaHelp";
import { WeeklyTrendChart } from "./WeeklyTrendChart";

const isScorePeriod = (value: string | null): value is ScorePeriod =>
  SCORE_PERIODS.includes(value as ScorePeriod);

/** /driverscore/:driverId: one driver's score of the period, per behaviour, and its weekly trend. */
export function DriverScoreDetailPage() {
  const { t, i18n } = useTranslation();
  const { driverId } = useParams();
  const [params, setParams] = useSearchParams();
  const periodParam = params.get("period");
  const period: ScorePeriod = isScorePeriod(periodParam) ? periodParam : "last30Days";
  const days = useMemo(() => scorePeriodDays(period, new Date(), appTimeZone()), [period]);
  const score = useDriverScore(Number(driverId), days);
  const data = score.data;
  const number = (value: number, digits = 1) => formatNumber(value, i18n.language, digits);

  return (
    <>
      <PageHeader
        title={data?.driver.fullname ?? t("driverScore.detailTitle")}
        actions={<ScoreFormulaHelp />}
      />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Anchor component={Link} to={`/driverscore/?period=${period}`} data-testid="score-back">
            <Group gap={4}>
              <IconArrowLeft size={16} />
              {t("driverScore.back")}
            </Group>
          </Anchor>
          {/* four periods do not fit a phone's width: they scroll sideways */}
          <div style={{ maxWidth: "100%", overflowX: "auto" }}>
            <SegmentedControl
              value={period}
              onChange={(value) => setParams({ period: value }, { replace: true })}
              data={SCORE_PERIODS.map((value) => ({ value, label: t(`driverScore.periods.${value}`) }))}
              data-testid="score-period"
            />
          </div>
        </Group>
        {score.isPending ? (
          <Skeleton h={240} />
        ) : score.isError ? (
          <Alert color="red">{score.error.message}</Alert>
        ) : !data ? (
          <Alert color="gray" data-testid="score-detail-empty">
            {t("driverScore.noFigures")}
          </Alert>
        ) : (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" data-testid="score-detail">
              <Card withBorder padding="md">
                <Text c="dimmed" fz="sm">
                  {t("driverScore.score")}
                </Text>
                <Group gap="xs" mt={4}>
                  <Text fz={28} fw={700} data-testid="score-detail-value">
                    {number(data.score)}
                  </Text>
                  <GradeBadge grade={data.finalGrade} size="lg" />
                </Group>
              </Card>
              <Card withBorder padding="md">
                <Text c="dimmed" fz="sm">
                  {t("driverScore.totalAlert")}
                </Text>
                <Text fz={28} fw={700} mt={4}>
                  {number(data.totalAlert, 0)}
                </Text>
              </Card>
              <Card withBorder padding="md">
                <Text c="dimmed" fz="sm">
                  {t("driverScore.distance")}
                </Text>
                <Text fz={28} fw={700} mt={4}>
                  {t("driverScore.km", { distance: number(data.totalDriven.distanceKm) })}
                </Text>
              </Card>
              <Card withBorder padding="md">
                <Text c="dimmed" fz="sm">
                  {t("driverScore.lastSync")}
                </Text>
                <Text fz="sm" fw={600} mt={12}>
                  {formatDateTime(data.lastSync, i18n.language, "short")}
                </Text>
              </Card>
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <Card withBorder padding="md">
                <Title order={2} fz="md" mb="sm">
                  {t("driverScore.behaviours")}
                </Title>
                <Table striped verticalSpacing={4} data-testid="score-behaviours">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("driverScore.behaviour")}</Table.Th>
                      <Table.Th ta="right">{t("driverScore.count")}</Table.Th>
                      <Table.Th ta="right">{t("driverScore.score")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {DRIVER_BEHAVIOURS.map((behaviour) => (
                      <Table.Tr key={behaviour} data-testid={`behaviour-${behaviour}`}>
                        <Table.Td>{t(`driverScore.behaviourNames.${behaviour}`)}</Table.Td>
                        <Table.Td ta="right">{number(data[behaviour], 0)}</Table.Td>
                        <Table.Td ta="right">{number(data[`${behaviour}Score`])}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Card>
              <Card withBorder padding="md">
                <Title order={2} fz="md" mb="sm">
                  {t("driverScore.trend")}
                </Title>
                <WeeklyTrendChart weeks={data.weeks ?? []} base={Math.max(data.score, 100)} />
              </Card>
            </SimpleGrid>
            <DriverAlertList driverId={data.driverId} period={days} />
          </>
        )}
      </Stack>
    </>
  );
}
