import { Alert, Card, Group, SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { ColumnDef, SortingState } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { appTimeZone, formatDay, formatNumber } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { PageHeader } from "@/shared/ui/PageHeader";
import { SearchInput } from "@/shared/ui/SearchInput";
import { usePaging } from "@/shared/ui/usePaging";
import { type DriverScoreRow, useDriverScores } from "../api/driverScores";
import { SCORE_PERIODS, type ScorePeriod, scorePeriodDays } from "../lib/scorePeriod";
import { GradeBadge } from "./GradeBadge";
import { RankingCard } from "./RankingCard";
import { ScoreFormulaHelp } from "./ScoreFormulaHelp";

const isScorePeriod = (value: string | null): value is ScorePeriod =>
  SCORE_PERIODS.includes(value as ScorePeriod);

/** /driverscore/: the period's average, best and lowest drivers, and every scored driver in a sortable table. */
export function DriverScoresPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const periodParam = params.get("period");
  const period: ScorePeriod = isScorePeriod(periodParam) ? periodParam : "last30Days";
  const days = useMemo(() => scorePeriodDays(period, new Date(), appTimeZone()), [period]);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 350);
  const [sorting, setSorting] = useState<SortingState>([{ id: "score", desc: true }]);
  const { page, pageSize, resetting, pager, setPage } = usePaging();
  const sort = sorting[0] ?? { id: "score", desc: true };
  const scores = useDriverScores({
    ...days,
    search: debounced,
    orderBy: { field: sort.id, direction: sort.desc ? "desc" : "asc" },
    page,
    show: pageSize,
  });
  const open = (driverId: number) => navigate(`/driverscore/${driverId}?period=${period}`);
  const aggregation = scores.data?.aggregation;
  const number = (value: number, digits = 1) => formatNumber(value, i18n.language, digits);

  const columns = useMemo<ColumnDef<DriverScoreRow, unknown>[]>(
    () => [
      {
        id: "fullname",
        accessorFn: (row) => row.driver.fullname,
        header: t("driverScore.driver"),
        cell: ({ row }) => (
          <Text fw={600} fz="sm" data-testid="score-driver">
            {row.original.driver.fullname}
          </Text>
        ),
      },
      {
        id: "score",
        accessorFn: (row) => row.score,
        header: t("driverScore.score"),
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            <Text fz="sm" fw={600} data-testid="score-value">
              {formatNumber(row.original.score, i18n.language, 1)}
            </Text>
            <GradeBadge grade={row.original.finalGrade} size="sm" />
          </Group>
        ),
      },
      {
        id: "totalAlert",
        accessorFn: (row) => row.totalAlert,
        header: t("driverScore.totalAlert"),
        cell: ({ row }) => formatNumber(row.original.totalAlert, i18n.language, 0),
      },
      {
        id: "distance",
        accessorFn: (row) => row.totalDriven.distanceKm,
        header: t("driverScore.distance"),
        cell: ({ row }) =>
          t("driverScore.km", {
            distance: formatNumber(row.original.totalDriven.distanceKm, i18n.language, 1),
          }),
      },
      {
        id: "drivingTime",
        enableSorting: false,
        header: t("driverScore.drivingTime"),
        cell: ({ row }) =>
          t("driverScore.hours", {
            hours: formatNumber(row.original.totalDriven.drivingSeconds / 3600, i18n.language, 1),
          }),
      },
    ],
    [t, i18n.language],
  );

  return (
    <>
      <PageHeader title={t("menu.driverScore")} actions={<ScoreFormulaHelp />} />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          {/* four periods do not fit a phone's width: they scroll sideways */}
          <div style={{ maxWidth: "100%", overflowX: "auto" }}>
            <SegmentedControl
              value={period}
              onChange={(value) => {
                setParams({ period: value }, { replace: true });
                setPage(1);
              }}
              data={SCORE_PERIODS.map((value) => ({ value, label: t(`driverScore.periods.${value}`) }))}
              data-testid="score-period"
            />
          </div>
          <SearchInput
            placeholder={t("driverScore.searchPlaceholder")}
            value={search}
            onSearch={resetting(setSearch)}
            testId="score-search"
            w={{ base: "100%", sm: 280 }}
          />
        </Group>
        {scores.isError ? <Alert color="red">{scores.error.message}</Alert> : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Card withBorder padding="md" data-testid="score-average">
            <Text c="dimmed" fz="sm">
              {t("driverScore.averageScore")}
            </Text>
            <Group gap="xs" mt={4}>
              <Text fz={28} fw={700}>
                {aggregation?.averageScore == null ? "—" : number(aggregation.averageScore)}
              </Text>
              <GradeBadge grade={aggregation?.averageFinalGrade} size="lg" />
            </Group>
          </Card>
          <Card withBorder padding="md" data-testid="score-total-drivers">
            <Text c="dimmed" fz="sm">
              {t("driverScore.totalDriver")}
            </Text>
            <Text fz={28} fw={700} mt={4}>
              {aggregation ? number(aggregation.totalDriver, 0) : "—"}
            </Text>
          </Card>
          <Card withBorder padding="md">
            <Text c="dimmed" fz="sm">
              {t("driverScore.period")}
            </Text>
            <Text fz="lg" fw={600} mt={8} data-testid="score-period-days">
              {formatDay(days.startDate, i18n.language)} – {formatDay(days.endDate, i18n.language)}
            </Text>
          </Card>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <RankingCard
            title={t("driverScore.top10")}
            drivers={aggregation?.top10Drivers ?? []}
            testId="score-top10"
            onOpen={open}
          />
          <RankingCard
            title={t("driverScore.lowest10")}
            drivers={aggregation?.lowest10Drivers ?? []}
            testId="score-lowest10"
            onOpen={open}
          />
        </SimpleGrid>
        <DataTable
          testId="driver-scores-table"
          data={scores.data?.data ?? []}
          columns={columns}
          getRowId={(row) => String(row.driverId)}
          total={scores.data?.pagination.total ?? 0}
          {...pager}
          loading={scores.isPending}
          sorting={sorting}
          onSortingChange={(updater) => {
            setSorting(updater);
            setPage(1);
          }}
          onRowClick={(row) => open(row.driverId)}
          emptyText={t("driverScore.noDrivers")}
        />
      </Stack>
    </>
  );
}
