import { ActionIcon, Badge, Card, Group, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconExternalLink, IconVideo } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { placePhrase } from "@/shared/geocoding/placePhrase";
import { formatDateTime, formatNumber } from "@/shared/i18n/format";
import { DataTable } from "@/shared/ui/DataTable";
import { usePaging } from "@/shared/ui/usePaging";
import { type DriverAlertRow, useDriverAlerts } from "../api/driverScores";

/** Units of a rule's threshold by behaviour: speed in km/h, idle and parking time in seconds. */
const THRESHOLD_UNIT: Partial<Record<string, string>> = {
  overspeed: "driverScore.alerts.kmh",
  exceededIdleTime: "driverScore.alerts.seconds",
  exceededParkingTime: "driverScore.alerts.seconds",
};

/** The driver's behaviour alerts of the period, newest first, each linking to its detail and its clip. */
export function DriverAlertList(props: { driverId: number; period: { startDate: string; endDate: string } }) {
  const { t, i18n } = useTranslation();
  const { page, pageSize, pager } = usePaging(10);
  const alerts = useDriverAlerts(props.driverId, props.period, { page, show: pageSize });
  const language = i18n.language;

  const columns = useMemo<ColumnDef<DriverAlertRow, unknown>[]>(
    () => [
      {
        id: "createdOn",
        header: t("driverScore.alerts.time"),
        cell: ({ row }) => formatDateTime(row.original.createdOn, language, "short"),
      },
      {
        id: "behaviour",
        header: t("driverScore.behaviour"),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text fz="sm" fw={600}>
              {t(`driverScore.behaviourNames.${row.original.behaviour}`)}
            </Text>
            {row.original.formattedAlertData ? (
              <Text fz="xs" c="dimmed">
                {row.original.formattedAlertData}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: "vehicle",
        header: t("driverScore.alerts.vehicle"),
        cell: ({ row }) => row.original.licensePlate,
      },
      {
        id: "address",
        header: t("driverScore.alerts.address"),
        cell: ({ row }) =>
          placePhrase(
            { display_name: row.original.address, near: row.original.addressNear ?? undefined },
            t,
            language,
          ) ?? "—",
      },
      {
        id: "threshold",
        header: t("driverScore.alerts.threshold"),
        cell: ({ row }) => {
          const { threshold, behaviour } = row.original;
          if (threshold === null || threshold === undefined) return "—";
          const unit = THRESHOLD_UNIT[behaviour];
          const value = formatNumber(threshold, language, 0);
          return unit ? t(unit, { value }) : value;
        },
      },
      {
        id: "cost",
        header: t("driverScore.alerts.cost"),
        cell: ({ row }) =>
          t("driverScore.alerts.costValue", { cost: formatNumber(row.original.cost, language, 1) }),
      },
      {
        id: "status",
        header: t("driverScore.alerts.status"),
        cell: ({ row }) => (
          <Stack gap={2}>
            <Text
              fz="xs"
              fw={600}
              c={row.original.isRead ? "teal" : "orange"}
              style={{ whiteSpace: "nowrap" }}
            >
              {t(row.original.isRead ? "driverScore.alerts.read" : "driverScore.alerts.unread")}
            </Text>
            {row.original.isFalseAlert ? (
              <Badge color="gray" variant="light" size="xs">
                {t("driverScore.alerts.falseAlert")}
              </Badge>
            ) : null}
          </Stack>
        ),
      },
      {
        id: "actions",
        header: "",
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t("driverScore.alerts.openDetail")}>
              <ActionIcon
                component={Link}
                to={`/notification/detail/${row.original.rawAlertId}`}
                variant="subtle"
                aria-label={t("driverScore.alerts.openDetail")}
                data-testid="driver-alert-detail"
              >
                <IconExternalLink size={16} />
              </ActionIcon>
            </Tooltip>
            {row.original.mediaUrl ? (
              <Tooltip label={t("driverScore.alerts.openMedia")}>
                <ActionIcon
                  component="a"
                  href={row.original.mediaUrl}
                  target="_blank"
                  rel="noopener"
                  variant="subtle"
                  color="grape"
                  aria-label={t("driverScore.alerts.openMedia")}
                  data-testid="driver-alert-media"
                >
                  <IconVideo size={16} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        ),
      },
    ],
    [t, language],
  );

  return (
    <Card withBorder padding="md">
      <Title order={2} fz="md" mb="sm">
        {t("driverScore.alerts.title")}
      </Title>
      <DataTable
        data={alerts.data?.data ?? []}
        columns={columns}
        getRowId={(row) => String(row.rawAlertId)}
        total={alerts.data?.total ?? 0}
        {...pager}
        loading={alerts.isPending}
        testId="driver-alerts"
        minWidth={900}
        emptyText={t("driverScore.alerts.empty")}
        error={alerts.isError ? alerts.error.message : undefined}
      />
    </Card>
  );
}
