import "@mantine/dates/styles.css";
import "dayjs/locale/id";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import { IconCalendar, IconPlayerPlay } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import dayjs from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { PageHeader } from "@/shared/ui/PageHeader";
import { usePaging } from "@/shared/ui/usePaging";
import { type DownloadVideoHistory, useDownloadHistories } from "../api/mediaApi";
import { channelName, formatFileSize } from "../lib/mediaFormat";
import { ClipModal } from "./ClipModal";
import { DashcamVehicleSelect } from "./DashcamVehicleSelect";

const STATUS_COLOR: Record<string, string> = { S: "green", W: "blue", F: "red" };
const DAY_FORMAT = "YYYY-MM-DD";

/** /video-history/: a vehicle's clip requests in a period (findDownloadVideoHistories), their states, play. */
export function VideoHistoryPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>(() => [
    dayjs().subtract(6, "day").format(DAY_FORMAT),
    dayjs().format(DAY_FORMAT),
  ]);
  const { page, pageSize, resetting, pager } = usePaging();
  const [clip, setClip] = useState<{ url: string; title: string; contentType?: string | null } | null>(null);
  const [start, end] = range;
  const histories = useDownloadHistories(
    vehicleId && start && end
      ? {
          vehicleId: Number(vehicleId),
          startTime: dayjs(start).startOf("day").toISOString(),
          endTime: dayjs(end).endOf("day").toISOString(),
          page,
          show: pageSize,
        }
      : null,
  );

  const columns = useMemo<ColumnDef<DownloadVideoHistory, unknown>[]>(
    () => [
      {
        id: "createdOn",
        header: t("media.history.requestedOn"),
        cell: ({ row }) => formatDateTime(row.original.createdOn, language),
      },
      {
        id: "channel",
        header: t("media.channel"),
        cell: ({ row }) => channelName(row.original.channel),
      },
      {
        id: "window",
        header: t("media.history.window"),
        cell: ({ row }) =>
          `${formatDateTime(row.original.startTime, language)} – ${dayjs(row.original.endTime).format("HH:mm:ss")}`,
      },
      {
        id: "status",
        header: t("media.history.status"),
        cell: ({ row }) => (
          <Stack gap={2}>
            <Badge
              color={STATUS_COLOR[row.original.status] ?? "gray"}
              variant="light"
              data-testid="media-history-status"
            >
              {t(`media.history.state.${row.original.status}`, { defaultValue: row.original.status })}
            </Badge>
            {row.original.failureReason ? (
              <Text fz="xs" c="dimmed">
                {row.original.failureReason}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: "fileSize",
        header: t("media.fileSize"),
        cell: ({ row }) => formatFileSize(row.original.fileSize, language),
      },
      {
        id: "actions",
        header: "",
        cell: ({ row }) => {
          const url = row.original.url;
          return url ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlayerPlay size={14} />}
              onClick={() =>
                setClip({
                  url,
                  title: `${channelName(row.original.channel)} · ${formatDateTime(row.original.startTime, language)}`,
                  contentType: row.original.contentType,
                })
              }
              data-testid="media-history-play"
            >
              {t("media.play")}
            </Button>
          ) : null;
        },
      },
    ],
    [t, language],
  );

  return (
    <DatesProvider settings={{ locale: language === "en" ? "en" : "id", firstDayOfWeek: 1 }}>
      <PageHeader title={t("menu.videoHistory")} description={t("media.history.description")} />
      <Stack gap="md">
        <Paper withBorder radius="lg" p="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <DashcamVehicleSelect value={vehicleId} onChange={resetting(setVehicleId)} />
            <DatePickerInput
              type="range"
              label={t("media.period")}
              leftSection={<IconCalendar size={16} aria-hidden />}
              value={range}
              onChange={resetting(setRange)}
              allowSingleDateInRange
              valueFormat="DD MMM YYYY"
              maxDate={new Date()}
              w={{ base: "100%", sm: 260 }}
              data-testid="media-history-range"
            />
          </Group>
        </Paper>
        <DataTable
          testId="media-history-table"
          data={histories.data?.rows ?? []}
          columns={columns}
          getRowId={(row) => String(row.id)}
          total={histories.data?.total ?? 0}
          {...pager}
          loading={vehicleId !== null && histories.isPending}
          minWidth={820}
          emptyText={vehicleId ? t("media.history.empty") : t("media.chooseVehicle")}
          error={
            histories.isError ? (
              <Text c="red" fz="sm">
                {histories.error.message || t("media.loadFailed")}
              </Text>
            ) : undefined
          }
        />
      </Stack>
      <ClipModal clip={clip} onClose={() => setClip(null)} />
    </DatesProvider>
  );
}
