import { Badge, Button, Drawer, Group, Stack, Text, Tooltip } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconDownload } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "@/shared/api/downloadFile";
import { formatDateTime, formatDay, formatFileSize, formatNumber } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier } from "@/shared/ui/notify";
import { usePaging } from "@/shared/ui/usePaging";
import {
  type ScheduledReportRow,
  type ScheduledReportRunRow,
  useScheduledReportRuns,
} from "../api/scheduledReports";

export const RUN_STATUS_COLORS: Record<string, string> = {
  SENT: "green",
  QUEUED: "yellow",
  RUNNING: "blue",
  FAILED: "red",
};

/** What a schedule sent: when, the period, to whom, the result, the size, and its files while they are kept. */
export function ScheduledReportRunsDrawer({
  schedule,
  onClose,
}: {
  schedule: ScheduledReportRow | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const { page, pageSize, pager } = usePaging();
  const runs = useScheduledReportRuns(schedule?.id ?? null, { page, show: pageSize });
  const [downloading, setDownloading] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<ScheduledReportRunRow, unknown>[]>(() => {
    const download = (run: ScheduledReportRunRow, format: string) => {
      const key = `${run.id}-${format}`;
      setDownloading(key);
      downloadFile(`/api/scheduled-reports/runs/${run.id}/files/${format}`, () => undefined)
        .catch(errorNotifier("scheduledReports.downloadFailed"))
        .finally(() => setDownloading(null));
    };
    return [
      {
        id: "createdOn",
        header: t("scheduledReports.history.time"),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text fz="sm">
              {formatDateTime(row.original.finishedOn ?? row.original.createdOn, i18n.language, "short")}
            </Text>
            <Text fz="xs" c="dimmed">
              {t(`scheduledReports.triggers.${row.original.trigger}`)}
            </Text>
          </Stack>
        ),
      },
      {
        id: "period",
        header: t("scheduledReports.history.period"),
        cell: ({ row }) =>
          row.original.periodStart === row.original.periodEnd
            ? formatDay(row.original.periodStart, i18n.language)
            : `${formatDay(row.original.periodStart, i18n.language)} – ${formatDay(row.original.periodEnd, i18n.language)}`,
      },
      {
        id: "status",
        header: t("scheduledReports.history.status"),
        cell: ({ row }) => (
          <Tooltip label={row.original.error ?? ""} disabled={!row.original.error} multiline maw={320}>
            <Badge
              variant="light"
              color={RUN_STATUS_COLORS[row.original.status] ?? "gray"}
              data-testid="run-status"
            >
              {t(`scheduledReports.statuses.${row.original.status}`)}
            </Badge>
          </Tooltip>
        ),
      },
      {
        id: "recipients",
        header: t("scheduledReports.history.recipients"),
        cell: ({ row }) => (
          <Stack gap={0}>
            {row.original.recipients.map((recipient) => (
              <Text
                key={`${recipient.channel}-${recipient.address}`}
                fz="xs"
                style={{ wordBreak: "break-all" }}
              >
                {t(`scheduledReports.channels.${recipient.channel}`)}:{" "}
                {recipient.name ? `${recipient.name} · ` : ""}
                {recipient.address}
              </Text>
            ))}
            {row.original.error ? (
              <Text fz="xs" c="red">
                {row.original.error}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: "size",
        header: t("scheduledReports.history.size"),
        cell: ({ row }) =>
          row.original.size === null || row.original.size === undefined
            ? "—"
            : `${formatFileSize(row.original.size, i18n.language)} · ${t("scheduledReports.history.rows", {
                count: row.original.rowCount ?? 0,
                rows: formatNumber(row.original.rowCount ?? 0, i18n.language),
              })}`,
      },
      {
        id: "actions",
        header: "",
        cell: ({ row }) =>
          row.original.files.length > 0 ? (
            <Group gap="xs" wrap="nowrap" justify="flex-end">
              {row.original.files.map((format) => (
                <Button
                  key={format}
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} />}
                  loading={downloading === `${row.original.id}-${format}`}
                  onClick={() => download(row.original, format)}
                  data-testid={`run-download-${format}`}
                >
                  {format.toUpperCase()}
                </Button>
              ))}
            </Group>
          ) : row.original.status === "SENT" ? (
            <Text fz="xs" c="dimmed">
              {t("scheduledReports.history.filesGone")}
            </Text>
          ) : null,
      },
    ];
  }, [t, i18n.language, downloading]);

  return (
    <Drawer
      opened={schedule !== null}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "62rem"}
      title={t("scheduledReports.history.title", { name: schedule?.name ?? "" })}
    >
      <DataTable
        data={runs.data?.rows ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        total={runs.data?.total ?? 0}
        loading={runs.isPending}
        minWidth={760}
        emptyText={t("scheduledReports.history.empty")}
        testId="schedule-runs-table"
        error={
          runs.isError ? (
            <LoadFailed
              message={t("scheduledReports.loadFailed")}
              retryLabel={t("scheduledReports.retry")}
              onRetry={() => void runs.refetch()}
            />
          ) : undefined
        }
        {...pager}
      />
    </Drawer>
  );
}
