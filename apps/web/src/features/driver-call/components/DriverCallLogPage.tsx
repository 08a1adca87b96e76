import { CALL_CODEC_NAMES } from "@armada/domain";
import { Badge, Stack, Text } from "@mantine/core";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { DriverCallLogQuery } from "@/generated/graphql/graphql";
import { formatDateTime } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { PageHeader } from "@/shared/ui/PageHeader";
import { usePaging } from "@/shared/ui/usePaging";
import { useDriverCallLog } from "../api/driverCalls";
import { formatCallDuration } from "../lib/formatCallDuration";

type CallRow = NonNullable<DriverCallLogQuery["driverCallLog"]["data"]>[number];

const REASON_COLORS: Record<string, string> = {
  operatorEnded: "teal",
  noAnswer: "orange",
  deviceDisconnected: "red",
  deviceSilent: "orange",
  operatorSilent: "orange",
  relayLost: "red",
  codecNotSupported: "red",
  operatorDisconnected: "gray",
};

/**
 * /driver-calls/: the company's driver calls (who, vehicle, start, end, duration, how it ended, the dashcam's audio
 * codec), of one vehicle with ?vehicleId.
 */
export function DriverCallLogPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const vehicleId = Number(params.get("vehicleId")) || undefined;
  const paging = usePaging(25);
  const log = useDriverCallLog({ vehicleId, page: paging.page, show: paging.pageSize });
  const columns = useMemo<ColumnDef<CallRow, unknown>[]>(
    () => [
      {
        id: "startedOn",
        header: t("driverCall.log.started"),
        cell: ({ row }) => formatDateTime(row.original.startedOn, i18n.language),
      },
      {
        id: "licensePlate",
        header: t("driverCall.log.vehicle"),
        cell: ({ row }) => row.original.licensePlate,
      },
      { id: "userName", header: t("driverCall.log.caller"), cell: ({ row }) => row.original.userName ?? "—" },
      {
        id: "endedOn",
        header: t("driverCall.log.ended"),
        cell: ({ row }) => (row.original.endedOn ? formatDateTime(row.original.endedOn, i18n.language) : "—"),
      },
      {
        id: "duration",
        header: t("driverCall.log.duration"),
        cell: ({ row }) =>
          row.original.durationSeconds === null || row.original.durationSeconds === undefined
            ? t("driverCall.log.running")
            : formatCallDuration(row.original.durationSeconds),
      },
      {
        id: "codec",
        header: t("driverCall.log.codec"),
        cell: ({ row }) => {
          const payloadType = row.original.payloadType;
          return payloadType === null || payloadType === undefined
            ? "—"
            : (CALL_CODEC_NAMES[payloadType] ?? `#${payloadType}`);
        },
      },
      {
        id: "endReason",
        header: t("driverCall.log.how"),
        cell: ({ row }) =>
          row.original.endReason ? (
            <Badge variant="light" color={REASON_COLORS[row.original.endReason] ?? "gray"} tt="none">
              {t(`driverCall.ended.${row.original.endReason}`)}
            </Badge>
          ) : (
            <Badge variant="dot" color="teal" tt="none">
              {t("driverCall.log.running")}
            </Badge>
          ),
      },
    ],
    [t, i18n.language],
  );
  return (
    <Stack gap="md">
      <PageHeader title={t("driverCall.log.title")} description={t("driverCall.log.description")} />
      {vehicleId && log.data?.rows[0] ? (
        <Text fz="sm" c="dimmed">
          {t("driverCall.log.ofVehicle", { plate: log.data.rows[0].licensePlate })}
        </Text>
      ) : null}
      <DataTable
        data={log.data?.rows ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        total={log.data?.total ?? 0}
        {...paging.pager}
        loading={log.isPending}
        testId="driver-call-log"
        emptyText={t("driverCall.log.empty")}
        error={log.isError ? t("driverCall.log.failed") : undefined}
      />
    </Stack>
  );
}
