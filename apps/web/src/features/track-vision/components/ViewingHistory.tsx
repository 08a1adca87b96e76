import { quotaPercent, zonedDay, zonedDayStart } from "@armada/domain";
import { Badge, Group, Paper, Progress, Select, Skeleton, Stack, Text } from "@mantine/core";
import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDashcamVehicles } from "@/features/media";
import { appTimeZone, formatDateTime, formatNumber } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { DateRangeFilter } from "@/shared/ui/DateRangeFilter";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { usePaging } from "@/shared/ui/usePaging";
import { useVideoUsage, useVideoViews, type VideoViewRow } from "../api/videoViewsApi";

const DAY_MS = 86_400_000;
/** the listing's longest window (the server allows 93 days) */
const MAX_DAYS = 92;

/** "1 j 02 mnt 05 dtk" / "1 h 02 min 05 s" */
function formatWatched(seconds: number, t: TFunction) {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0
    ? t("videoViews.durationHours", { hours, minutes, seconds: rest })
    : t("videoViews.duration", { minutes, seconds: rest });
}

/** This month's video minutes against the company's quota. */
export function VideoUsageBar() {
  const { t, i18n } = useTranslation();
  const usage = useVideoUsage();
  if (usage.isPending) return <Skeleton h={56} />;
  if (usage.isError || !usage.data)
    return (
      <LoadFailed
        message={<Text size="sm">{t("videoViews.usageError")}</Text>}
        retryLabel={t("videoViews.retry")}
        onRetry={() => void usage.refetch()}
      />
    );
  const { minutesUsed, secondsUsed, monthlyVideoMinutes, maxLiveStreams } = usage.data;
  const percent = quotaPercent(monthlyVideoMinutes ?? null, secondsUsed);
  const used = formatNumber(minutesUsed, i18n.language, 1);
  return (
    <Paper withBorder p="sm" data-testid="video-usage">
      <Group justify="space-between" gap="xs" mb={6}>
        <Text size="sm" fw={600}>
          {t("videoViews.usageTitle")}
        </Text>
        <Text size="sm" c="dimmed" data-testid="video-usage-text">
          {monthlyVideoMinutes === null || monthlyVideoMinutes === undefined
            ? t("videoViews.usageUnlimited", { used })
            : t("videoViews.usageOf", {
                used,
                quota: formatNumber(monthlyVideoMinutes, i18n.language, 0),
                percent: formatNumber(percent, i18n.language, 1),
              })}
          {" · "}
          {t("videoViews.streamsCap", { count: maxLiveStreams })}
        </Text>
      </Group>
      {monthlyVideoMinutes !== null && monthlyVideoMinutes !== undefined && (
        <Progress
          value={percent}
          color={percent >= 100 ? "red" : percent >= 80 ? "orange" : "blue"}
          aria-label={t("videoViews.usageTitle")}
        />
      )}
    </Paper>
  );
}

/** "Riwayat tontonan": who watched which vehicle's camera channel, when and how long (this company's). */
export function ViewingHistory() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const zone = appTimeZone();
  const today = zonedDay(new Date(), zone);
  const [period, setPeriod] = useState({
    start: zonedDay(new Date(Date.now() - 6 * DAY_MS), zone),
    end: today,
  });
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const { page, pageSize, pager, resetting } = usePaging(10);
  const vehicles = useDashcamVehicles();
  const views = useVideoViews({
    startDate: zonedDayStart(period.start, zone).toISOString(),
    endDate: new Date(zonedDayStart(period.end, zone).getTime() + DAY_MS).toISOString(),
    vehicleId: vehicleId ? Number(vehicleId) : null,
    page,
    show: pageSize,
  });
  const columns = useMemo<ColumnDef<VideoViewRow, unknown>[]>(
    () => [
      {
        id: "startedAt",
        header: t("videoViews.startedAt"),
        cell: ({ row }) => formatDateTime(row.original.startedAt, language),
      },
      { id: "user", header: t("videoViews.user"), cell: ({ row }) => row.original.userName },
      {
        id: "vehicle",
        header: t("videoViews.vehicle"),
        cell: ({ row }) => row.original.licensePlate ?? "—",
      },
      {
        id: "channel",
        header: t("videoViews.channel"),
        cell: ({ row }) => t("videoViews.channelN", { channel: row.original.channel }),
      },
      {
        id: "mode",
        header: t("videoViews.mode"),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Badge variant="light" color={row.original.mode === "live" ? "red" : "blue"}>
              {t(`videoViews.modes.${row.original.mode === "live" ? "live" : "playback"}`)}
            </Badge>
            {row.original.recordedStart && (
              <Text size="xs" c="dimmed">
                {formatDateTime(row.original.recordedStart, language, "short")}–
                {formatDateTime(row.original.recordedEnd, language, "short")}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: "watched",
        header: t("videoViews.watched"),
        cell: ({ row }) =>
          row.original.endedAt ? (
            formatWatched(row.original.secondsWatched, t)
          ) : (
            <Badge color="green" variant="dot">
              {t("videoViews.running")}
            </Badge>
          ),
      },
    ],
    [t, language],
  );
  return (
    <Stack gap="sm" data-testid="viewing-history">
      <VideoUsageBar />
      <Group gap="sm" wrap="wrap">
        <DateRangeFilter
          label={t("videoViews.period")}
          start={period.start}
          end={period.end}
          maxDays={MAX_DAYS}
          onChange={(start, end) => {
            setPeriod({ start, end });
            pager.onPageChange(1);
          }}
          testId="video-views-period"
        />
        <Select
          aria-label={t("videoViews.vehicle")}
          placeholder={t("videoViews.allVehicles")}
          data={(vehicles.data ?? []).map((vehicle) => ({
            value: String(vehicle.id),
            label: vehicle.licensePlate,
          }))}
          value={vehicleId}
          onChange={resetting(setVehicleId)}
          clearable
          searchable
          w={{ base: "100%", sm: 220 }}
          data-testid="video-views-vehicle"
        />
      </Group>
      <DataTable
        data={views.data?.rows ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        total={views.data?.total ?? 0}
        {...pager}
        loading={views.isFetching}
        testId="video-views"
        minWidth={760}
        emptyText={t("videoViews.empty")}
        error={
          views.isError ? (
            <LoadFailed
              message={<Text size="sm">{t("videoViews.error")}</Text>}
              retryLabel={t("videoViews.retry")}
              onRetry={() => void views.refetch()}
            />
          ) : undefined
        }
      />
    </Stack>
  );
}
