import { Alert, Card, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ReportFilter } from "@/generated/graphql/graphql";
import { formatNumber } from "@/shared/i18n/format";
import { type ReportAnswer, useReport } from "../api/reports";
import { ShareBars } from "./ShareBars";

type SummaryRow = NonNullable<ReportAnswer<"alerts">["data"]>["byCode"][number];

function SummaryTable(props: {
  title: string;
  rows: readonly SummaryRow[];
  testId: string;
  emptyLabel: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding="md">
      <Title order={3} fz="sm" mb="xs">
        {props.title}
      </Title>
      <Table striped verticalSpacing={4} data-testid={props.testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("reports.columns.name")}</Table.Th>
            <Table.Th ta="right">{t("reports.columns.alerts")}</Table.Th>
            <Table.Th ta="right">{t("reports.columns.falseAlertRate")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={`${row.key}`}>
              <Table.Td>{row.label || props.emptyLabel}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.total, i18n.language, 0)}</Table.Td>
              <Table.Td ta="right">{`${formatNumber(row.falseAlertRate, i18n.language, 1)}%`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** Alerts of the period by code, vehicle and driver, with how many were marked false. */
export function AlertSummaryReport(props: { filter: Omit<ReportFilter, "pagination"> }) {
  const { t, i18n } = useTranslation();
  const report = useReport("alerts", props.filter);
  if (report.isPending) return <Skeleton h={240} />;
  if (report.isError) return <Alert color="red">{report.error.message}</Alert>;
  const data = report.data.data;
  if (!data || data.summary.total === 0) {
    return (
      <Alert color="gray" data-testid="report-alerts-empty">
        {t("reports.empty")}
      </Alert>
    );
  }
  const number = (value: number, digits = 0) => formatNumber(value, i18n.language, digits);
  return (
    <Stack gap="md" data-testid="report-alerts">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {[
          [t("reports.columns.alerts"), number(data.summary.total)],
          [t("reports.columns.falseAlerts"), number(data.summary.falseAlerts)],
          [t("reports.columns.falseAlertRate"), `${number(data.summary.falseAlertRate, 1)}%`],
        ].map(([label, value]) => (
          <Card key={label} withBorder padding="md">
            <Text c="dimmed" fz="sm">
              {label}
            </Text>
            <Text fz={24} fw={700}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder padding="md">
        <Title order={3} fz="sm" mb="xs">
          {t("reports.alertsByCode")}
        </Title>
        <ShareBars
          testId="report-alerts-chart"
          format={(value) => number(value)}
          rows={data.byCode.slice(0, 10).map((row) => ({
            key: String(row.key),
            label: row.label,
            parts: [
              {
                key: "real",
                label: t("reports.realAlerts"),
                value: row.total - row.falseAlerts,
                color: "var(--mantine-color-orange-6)",
              },
              {
                key: "false",
                label: t("reports.columns.falseAlerts"),
                value: row.falseAlerts,
                color: "var(--mantine-color-gray-5)",
              },
            ],
          }))}
        />
      </Card>
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <SummaryTable
          title={t("reports.byCode")}
          rows={data.byCode}
          testId="report-alerts-by-code"
          emptyLabel="—"
        />
        <SummaryTable
          title={t("reports.byVehicle")}
          rows={data.byVehicle}
          testId="report-alerts-by-vehicle"
          emptyLabel="—"
        />
        <SummaryTable
          title={t("reports.byDriver")}
          rows={data.byDriver}
          testId="report-alerts-by-driver"
          emptyLabel={t("reports.noDriver")}
        />
      </SimpleGrid>
    </Stack>
  );
}
