import { addDays, parseCompanyTimeZone, zonedDay } from "@armada/domain";
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { downloadFile } from "@/shared/api/downloadFile";
import { formatDay } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { errorNotifier } from "@/shared/ui/notify";
import { PageHeader } from "@/shared/ui/PageHeader";
import { type OnTimeRow, useDeliveryReport } from "../api/deliveryReport";
import { DeliveriesPerDayChart } from "./DeliveriesPerDayChart";

const percent = (rate: number | null | undefined, language: string) =>
  rate == null
    ? "—"
    : new Intl.NumberFormat(language === "en" ? "en" : "id", {
        style: "percent",
        maximumFractionDigits: 1,
      }).format(rate);

/** /delivery/report/: on-time rate per customer, driver and vehicle, and deliveries per day, with XLSX export. */
export function DeliveryReportPage() {
  const { t, i18n } = useTranslation();
  const { identity } = useSession();
  const today = zonedDay(new Date(), parseCompanyTimeZone(identity.timeZone));
  const [startDate, setStartDate] = useState(addDays(today, -29));
  const [endDate, setEndDate] = useState(today);
  const [downloading, setDownloading] = useState(false);
  const report = useDeliveryReport(startDate, endDate);
  const data = report.data;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(`/api/deliveries/report/export?startDate=${startDate}&endDate=${endDate}`, () => {});
    } catch (error) {
      errorNotifier("deliveries.report.exportFailed")(error as Error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t("deliveries.report.title")}
        description={t("deliveries.report.description")}
        actions={
          <Button
            leftSection={<IconDownload size={16} />}
            onClick={() => void download()}
            loading={downloading}
            disabled={!data}
            data-testid="report-export"
          >
            {t("deliveries.report.export")}
          </Button>
        }
      />
      <Anchor component={Link} to="/delivery/" fz="sm">
        {t("deliveries.report.back")}
      </Anchor>
      <Group gap="sm" align="flex-end">
        <TextInput
          type="date"
          label={t("deliveries.report.from")}
          value={startDate}
          onChange={(event) => event.currentTarget.value && setStartDate(event.currentTarget.value)}
          data-testid="report-from"
        />
        <TextInput
          type="date"
          label={t("deliveries.report.to")}
          value={endDate}
          onChange={(event) => event.currentTarget.value && setEndDate(event.currentTarget.value)}
          data-testid="report-to"
        />
        <Text fz="xs" c="dimmed" pb={8}>
          {t("deliveries.report.cap")}
        </Text>
      </Group>
      {report.isError ? (
        <LoadFailed
          message={report.error instanceof Error ? report.error.message : t("deliveries.failed")}
          retryLabel={t("deliveries.retry")}
          onRetry={() => void report.refetch()}
        />
      ) : !data ? (
        <Loader type="dots" data-testid="report-loading" />
      ) : (
        <>
          {data.truncated ? <Alert color="yellow">{t("deliveries.report.truncated")}</Alert> : null}
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure
              label={t("deliveries.report.onTimeRate")}
              value={percent(data.onTimeRate, i18n.language)}
              id="rate"
            />
            <Figure label={t("deliveries.report.delivered")} value={String(data.delivered)} id="delivered" />
            <Figure label={t("deliveries.report.failed")} value={String(data.failed)} id="failed" />
            <Figure label={t("deliveries.report.canceled")} value={String(data.canceled)} id="canceled" />
          </SimpleGrid>
          <Card withBorder>
            <Text fw={600} mb="xs">
              {t("deliveries.report.perDay")}
            </Text>
            <DeliveriesPerDayChart days={data.perDay} />
          </Card>
          <Tabs defaultValue="customer" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="customer">{t("deliveries.report.perCustomer")}</Tabs.Tab>
              <Tabs.Tab value="driver">{t("deliveries.report.perDriver")}</Tabs.Tab>
              <Tabs.Tab value="vehicle">{t("deliveries.report.perVehicle")}</Tabs.Tab>
              <Tabs.Tab value="day">{t("deliveries.report.perDayTable")}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="customer" pt="sm">
              <RateTable
                rows={data.perCustomer}
                first={t("deliveries.report.customer")}
                testId="report-customers"
              />
            </Tabs.Panel>
            <Tabs.Panel value="driver" pt="sm">
              <RateTable
                rows={data.perDriver}
                first={t("deliveries.report.driver")}
                testId="report-drivers"
              />
            </Tabs.Panel>
            <Tabs.Panel value="vehicle" pt="sm">
              <RateTable
                rows={data.perVehicle}
                first={t("deliveries.report.vehicle")}
                testId="report-vehicles"
              />
            </Tabs.Panel>
            <Tabs.Panel value="day" pt="sm">
              <Table.ScrollContainer minWidth={360}>
                <Table striped data-testid="report-days">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("deliveries.report.day")}</Table.Th>
                      <Table.Th ta="right">{t("deliveries.report.delivered")}</Table.Th>
                      <Table.Th ta="right">{t("deliveries.report.failed")}</Table.Th>
                      <Table.Th ta="right">{t("deliveries.report.canceled")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.perDay.map((day) => (
                      <Table.Tr key={day.day}>
                        <Table.Td>{formatDay(day.day, i18n.language)}</Table.Td>
                        <Table.Td ta="right">{day.delivered}</Table.Td>
                        <Table.Td ta="right">{day.failed}</Table.Td>
                        <Table.Td ta="right">{day.canceled}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}

function Figure({ label, value, id }: { label: string; value: string; id: string }) {
  return (
    <Card withBorder padding="sm">
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={`report-${id}`}>
        {value}
      </Text>
    </Card>
  );
}

function RateTable({ rows, first, testId }: { rows: OnTimeRow[]; first: string; testId: string }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0)
    return (
      <Text c="dimmed" fz="sm" data-testid={`${testId}-empty`}>
        {t("deliveries.report.empty")}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{first}</Table.Th>
            <Table.Th ta="right">{t("deliveries.report.delivered")}</Table.Th>
            <Table.Th ta="right">{t("deliveries.report.onTime")}</Table.Th>
            <Table.Th ta="right">{t("deliveries.report.late")}</Table.Th>
            <Table.Th ta="right">{t("deliveries.report.rate")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right">{row.delivered}</Table.Td>
              <Table.Td ta="right">{row.onTime}</Table.Td>
              <Table.Td ta="right">{row.late}</Table.Td>
              <Table.Td ta="right">{percent(row.rate, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
