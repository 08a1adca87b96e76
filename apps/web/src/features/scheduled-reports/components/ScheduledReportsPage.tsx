import { Anchor, Badge, Button, Group, Paper, Stack, Switch, Text } from "@mantine/core";
import { IconArrowLeft, IconEdit, IconList, IconPlus, IconSend, IconTrash } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "@/shared/i18n/format";
import { confirmDestructive } from "@/shared/ui/confirmDestructive";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { usePaging } from "@/shared/ui/usePaging";
import {
  type ScheduledReportRow,
  useDeleteScheduledReport,
  useScheduledReports,
  useSendScheduledReportNow,
  useSetScheduledReportPaused,
} from "../api/scheduledReports";
import { scheduleText } from "../lib/scheduleText";
import { ScheduledReportDrawer } from "./ScheduledReportDrawer";
import { RUN_STATUS_COLORS, ScheduledReportRunsDrawer } from "./ScheduledReportRunsDrawer";

/** /report/scheduled: the reports sent on a schedule, their next run and last result, history, send now. */
export function ScheduledReportsPage() {
  const { t, i18n } = useTranslation();
  const schedules = useScheduledReports();
  const paging = usePaging();
  const [editing, setEditing] = useState<ScheduledReportRow | "new" | null>(null);
  const [historyOf, setHistoryOf] = useState<ScheduledReportRow | null>(null);
  const setPaused = useSetScheduledReportPaused();
  const remove = useDeleteScheduledReport();
  const sendNow = useSendScheduledReportNow();

  const columns = useMemo<ColumnDef<ScheduledReportRow, unknown>[]>(
    () => [
      {
        id: "name",
        header: t("scheduledReports.name"),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text fz="sm" fw={600}>
              {row.original.name}
            </Text>
            <Text fz="xs" c="dimmed">
              {t(`reports.kinds.${row.original.reportKind}`)} ·{" "}
              {row.original.formats.map((f) => f.toUpperCase()).join(", ")}
            </Text>
          </Stack>
        ),
      },
      {
        id: "when",
        header: t("scheduledReports.when.title"),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text fz="sm">{scheduleText(t, i18n.language, row.original)}</Text>
            <Text fz="xs" c="dimmed">
              {row.original.paused
                ? t("scheduledReports.pausedNote")
                : t("scheduledReports.nextRun", {
                    time: formatDateTime(row.original.nextRunAt, i18n.language, "short"),
                  })}
            </Text>
          </Stack>
        ),
      },
      {
        id: "recipients",
        header: t("scheduledReports.recipients"),
        cell: ({ row }) =>
          t("scheduledReports.recipientCount", {
            count: row.original.userIds.length + row.original.emails.length + row.original.phones.length,
          }),
      },
      {
        id: "lastRun",
        header: t("scheduledReports.lastRun"),
        cell: ({ row }) =>
          row.original.lastRunStatus ? (
            <Stack gap={2}>
              <Badge
                variant="light"
                color={RUN_STATUS_COLORS[row.original.lastRunStatus] ?? "gray"}
                data-testid="schedule-last-status"
              >
                {t(`scheduledReports.statuses.${row.original.lastRunStatus}`)}
              </Badge>
              <Text fz="xs" c="dimmed">
                {formatDateTime(row.original.lastRunOn, i18n.language, "short")}
              </Text>
            </Stack>
          ) : (
            <Text fz="xs" c="dimmed">
              {t("scheduledReports.neverSent")}
            </Text>
          ),
      },
      {
        id: "active",
        header: t("scheduledReports.active"),
        cell: ({ row }) => (
          <Switch
            checked={!row.original.paused}
            disabled={setPaused.isPending}
            aria-label={t("scheduledReports.active")}
            data-testid={`schedule-active-${row.original.id}`}
            onChange={(event) =>
              setPaused.mutate(
                { scheduledReportId: row.original.id, paused: !event.currentTarget.checked },
                {
                  onSuccess: () =>
                    notifySuccess(
                      t(event.currentTarget.checked ? "scheduledReports.resumed" : "scheduledReports.paused"),
                    ),
                  onError: errorNotifier("scheduledReports.saveFailed"),
                },
              )
            }
          />
        ),
      },
      {
        id: "actions",
        header: "",
        cell: ({ row }) => (
          <Group gap="xs" wrap="wrap" justify="flex-end">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconSend size={14} />}
              loading={sendNow.isPending && sendNow.variables === row.original.id}
              data-testid={`schedule-send-${row.original.id}`}
              onClick={() =>
                sendNow.mutate(row.original.id, {
                  onSuccess: () => {
                    notifySuccess(t("scheduledReports.sending"));
                    setHistoryOf(row.original);
                  },
                  onError: errorNotifier("scheduledReports.sendFailed"),
                })
              }
            >
              {t("scheduledReports.sendNow")}
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconList size={14} />}
              onClick={() => setHistoryOf(row.original)}
              data-testid={`schedule-history-${row.original.id}`}
            >
              {t("scheduledReports.history.open")}
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEdit size={14} />}
              onClick={() => setEditing(row.original)}
              data-testid={`schedule-edit-${row.original.id}`}
            >
              {t("scheduledReports.edit")}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={14} />}
              data-testid={`schedule-delete-${row.original.id}`}
              onClick={() =>
                confirmDestructive({
                  title: t("scheduledReports.deleteTitle"),
                  text: t("scheduledReports.deleteText", { name: row.original.name }),
                  confirmLabel: t("scheduledReports.delete"),
                  cancelLabel: t("scheduledReports.cancel"),
                  testId: "schedule-delete-confirm",
                  onConfirm: () =>
                    remove.mutate(row.original.id, {
                      onSuccess: () => notifySuccess(t("scheduledReports.deleted")),
                      onError: errorNotifier("scheduledReports.deleteFailed"),
                    }),
                })
              }
            >
              {t("scheduledReports.delete")}
            </Button>
          </Group>
        ),
      },
    ],
    [t, i18n.language, setPaused, sendNow, remove],
  );

  return (
    <>
      <PageHeader
        title={t("scheduledReports.title")}
        description={t("scheduledReports.description")}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing("new")}
            data-testid="schedule-new"
          >
            {t("scheduledReports.new")}
          </Button>
        }
      />
      <Stack gap="sm">
        <Anchor component={Link} to="/report/" fz="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t("scheduledReports.backToReports")}
          </Group>
        </Anchor>
        <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
          {schedules.isError ? (
            <LoadFailed
              message={t("scheduledReports.loadFailed")}
              retryLabel={t("scheduledReports.retry")}
              onRetry={() => void schedules.refetch()}
            />
          ) : (
            <DataTable
              data={(schedules.data ?? []).slice(
                (paging.page - 1) * paging.pageSize,
                paging.page * paging.pageSize,
              )}
              columns={columns}
              getRowId={(row) => String(row.id)}
              total={schedules.data?.length ?? 0}
              {...paging.pager}
              loading={schedules.isPending}
              minWidth={1000}
              emptyText={t("scheduledReports.empty")}
              testId="schedules-table"
            />
          )}
        </Paper>
      </Stack>
      <ScheduledReportDrawer
        opened={editing !== null}
        schedule={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ScheduledReportRunsDrawer schedule={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
