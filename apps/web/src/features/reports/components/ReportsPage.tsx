import { can, REPORT_ACCESS_KEYS, REPORT_KINDS, type ReportKind } from "@armada/domain";
import { Button, Group, Stack, Tabs } from "@mantine/core";
import { IconCalendarTime } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { appTimeZone, formatNumber } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { DateRangeFilter } from "@/shared/ui/DateRangeFilter";
import { PageHeader } from "@/shared/ui/PageHeader";
import { lastSevenDays, scopeFilter } from "../lib/reportPeriod";
import { AlertSummaryReport } from "./AlertSummaryReport";
import { ExportButtons } from "./ExportButtons";
import { ReportScopeSelect } from "./ReportScopeSelect";
import { reportColumns } from "./reportColumns";
import { ShareBars } from "./ShareBars";
import { TableReport } from "./TableReport";

const MAX_REPORT_DAYS = 31;
const STATE_COLORS = {
  moving: "var(--mantine-color-green-6)",
  idle: "var(--mantine-color-yellow-5)",
  parked: "var(--mantine-color-blue-5)",
  offline: "var(--mantine-color-gray-5)",
};

/** /report/: the fleet's reports (each behind its own access key) for a vehicle, a group or the fleet. */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const { accessKeys } = useSession();
  const visible = REPORT_KINDS.filter((kind) => can(accessKeys, REPORT_ACCESS_KEYS[kind]));
  const [params, setParams] = useSearchParams();
  const asked = params.get("report") as ReportKind | null;
  const kind = asked && visible.includes(asked) ? asked : (visible[0] ?? "trips");
  const [scope, setScope] = useState("fleet");
  const [period, setPeriod] = useState(() => lastSevenDays(new Date(), appTimeZone()));
  const filter = useMemo(() => ({ ...period, ...scopeFilter(scope) }), [period, scope]);
  const exportQuery = useMemo(
    () => new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)])),
    [filter],
  );
  const viewKey = `${kind}|${JSON.stringify(filter)}`;
  const columns = useMemo(() => reportColumns(t, i18n.language), [t, i18n.language]);
  const hours = (seconds: number) =>
    `${formatNumber(seconds / 3600, i18n.language, 1)} ${t("reports.hoursShort")}`;

  return (
    <>
      <PageHeader
        title={t("menu.report")}
        actions={
          <Group gap="xs" wrap="wrap">
            <Button
              component={Link}
              to="/report/scheduled"
              variant="light"
              leftSection={<IconCalendarTime size={16} />}
              data-testid="report-scheduled"
            >
              {t("reports.scheduled")}
            </Button>
            <ExportButtons kind={kind} query={exportQuery} />
          </Group>
        }
      />
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <ReportScopeSelect value={scope} onChange={setScope} />
          <DateRangeFilter
            label={t("reports.period")}
            start={period.startDate}
            end={period.endDate}
            maxDays={MAX_REPORT_DAYS}
            onChange={(startDate, endDate) => setPeriod({ startDate, endDate })}
            testId="report-period"
          />
        </Group>
        <Tabs value={kind} onChange={(value) => value && setParams({ report: value }, { replace: true })}>
          <Tabs.List style={{ flexWrap: "nowrap", overflowX: "auto" }}>
            {visible.map((report) => (
              <Tabs.Tab key={report} value={report} data-testid={`report-tab-${report}`}>
                {t(`reports.kinds.${report}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {kind === "alerts" ? (
          <AlertSummaryReport filter={filter} />
        ) : kind === "trips" ? (
          <TableReport
            key={viewKey}
            kind="trips"
            filter={filter}
            columns={columns.trips}
            rowId={(row) => `${row.vehicleId}-${row.startTime}`}
          />
        ) : kind === "stops" ? (
          <TableReport
            key={viewKey}
            kind="stops"
            filter={filter}
            columns={columns.stops}
            rowId={(row) => `${row.vehicleId}-${row.startTime}`}
          />
        ) : kind === "geofenceVisits" ? (
          <TableReport
            key={viewKey}
            kind="geofenceVisits"
            filter={filter}
            columns={columns.geofenceVisits}
            rowId={(row) => `${row.vehicleId}-${row.geofenceId}-${row.enterTime}`}
          />
        ) : kind === "utilisation" ? (
          <TableReport
            key={viewKey}
            kind="utilisation"
            filter={filter}
            columns={columns.utilisation}
            rowId={(row) => `${row.vehicleId}-${row.day}`}
            chart={(rows) => (
              <ShareBars
                testId="report-utilisation-chart"
                format={hours}
                rows={rows.map((row) => ({
                  key: `${row.vehicleId}-${row.day}`,
                  label: `${row.licensePlate} · ${row.day.slice(5)}`,
                  parts: (["moving", "idle", "parked", "offline"] as const).map((state) => ({
                    key: state,
                    label: t(`reports.states.${state}`),
                    value: {
                      moving: row.drivingSeconds,
                      idle: row.idleSeconds,
                      parked: row.parkedSeconds,
                      offline: row.offlineSeconds,
                    }[state],
                    color: STATE_COLORS[state],
                  })),
                }))}
              />
            )}
          />
        ) : (
          <TableReport
            key={viewKey}
            kind="driverScores"
            filter={filter}
            columns={columns.driverScores}
            rowId={(row) => String(row.driverId)}
          />
        )}
      </Stack>
    </>
  );
}
