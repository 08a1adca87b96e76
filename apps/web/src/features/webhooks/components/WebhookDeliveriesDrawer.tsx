import { Badge, Drawer, Stack, Text, Tooltip } from "@mantine/core";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { usePaging } from "@/shared/ui/usePaging";
import { useWebhookDeliveries, type WebhookDeliveryRow, type WebhookRow } from "../api/webhooks";

const STATUS_COLORS: Record<string, string> = {
  sent: "green",
  queued: "yellow",
  sending: "blue",
  failed: "red",
};

/** A subscription's delivery log: event, time, attempts, the receiver's code, duration and error, newest first. */
export function WebhookDeliveriesDrawer({
  webhook,
  onClose,
}: {
  webhook: WebhookRow | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { page, pageSize, pager } = usePaging();
  const deliveries = useWebhookDeliveries(webhook?.id ?? null, { page, show: pageSize });

  const columns = useMemo<ColumnDef<WebhookDeliveryRow, unknown>[]>(
    () => [
      {
        id: "createdOn",
        header: t("webhooks.time"),
        cell: ({ row }) => (
          <Text fz="sm">{formatDateTime(row.original.createdOn, i18n.language, "short")}</Text>
        ),
      },
      {
        id: "event",
        header: t("webhooks.event"),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text fz="sm">{row.original.eventType}</Text>
            <Text fz="xs" c="dimmed" ff="monospace" style={{ wordBreak: "break-all" }}>
              {row.original.eventId}
            </Text>
          </Stack>
        ),
      },
      {
        id: "status",
        header: t("webhooks.status"),
        cell: ({ row }) => (
          <Badge
            variant="light"
            color={STATUS_COLORS[row.original.status] ?? "gray"}
            data-testid="webhook-delivery-status"
          >
            {t(`webhooks.deliveryStatuses.${row.original.status}`, { defaultValue: row.original.status })}
          </Badge>
        ),
      },
      { id: "attempts", header: t("webhooks.attempts"), cell: ({ row }) => row.original.attempts },
      {
        id: "responseStatus",
        header: t("webhooks.responseStatus"),
        cell: ({ row }) =>
          row.original.responseStatus === null ? (
            "—"
          ) : (
            <Tooltip
              label={row.original.responseExcerpt ?? ""}
              disabled={!row.original.responseExcerpt}
              multiline
              maw={360}
            >
              <Badge
                variant="light"
                color={
                  row.original.responseStatus < 300
                    ? "green"
                    : row.original.responseStatus < 500
                      ? "orange"
                      : "red"
                }
                data-testid="webhook-delivery-code"
              >
                {row.original.responseStatus}
              </Badge>
            </Tooltip>
          ),
      },
      {
        id: "durationMs",
        header: t("webhooks.duration"),
        cell: ({ row }) => (row.original.durationMs === null ? "—" : `${row.original.durationMs} ms`),
      },
      {
        id: "error",
        header: t("webhooks.error"),
        cell: ({ row }) => (
          <Text fz="xs" c="red" style={{ wordBreak: "break-word" }}>
            {row.original.error ?? ""}
          </Text>
        ),
      },
    ],
    [t, i18n.language],
  );

  return (
    <Drawer
      opened={webhook !== null}
      onClose={onClose}
      position="right"
      // the log's seven columns without squeezing the status and code
      size="62rem"
      title={t("webhooks.logTitle", { name: webhook?.name ?? "" })}
    >
      <DataTable
        data={deliveries.data?.rows ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        total={deliveries.data?.total ?? 0}
        loading={deliveries.isPending}
        minWidth={760}
        emptyText={t("webhooks.logEmpty")}
        testId="webhook-deliveries-table"
        error={
          deliveries.isError ? (
            <LoadFailed
              message={t("webhooks.loadFailed")}
              retryLabel={t("webhooks.retry")}
              onRetry={() => void deliveries.refetch()}
            />
          ) : undefined
        }
        {...pager}
      />
    </Drawer>
  );
}
