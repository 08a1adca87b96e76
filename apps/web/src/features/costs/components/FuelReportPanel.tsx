import {
  Badge,
  Card,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatNumber, formatRupiah } from "@/shared/i18n/format";
import { useFuelReport } from "../api/costs";
import { FuelLevelChart } from "./FuelLevelChart";

const RECEIPT_COLORS: Record<string, string> = { matched: "green", short: "red", unseen: "gray" };
const MAX_DAYS = 31;
const DAY_MS = 86_400_000;

/** One vehicle's fuel over the period (its last 31 days at most): level chart, events, litres, receipts checked. */
export function FuelReportPanel(props: { vehicleId: number | null; from: string; to: string }) {
  const { t, i18n } = useTranslation();
  const to = props.to;
  const from = new Date(Math.max(Date.parse(props.from), Date.parse(to) - MAX_DAYS * DAY_MS)).toISOString();
  const report = useFuelReport({ vehicleId: props.vehicleId, from, to });
  const data = report.data;
  const series = useMemo(
    () => ({
      times: (data?.levels ?? []).map((level) => Date.parse(level.time) / 1000),
      litres: (data?.levels ?? []).map((level) => level.litres),
      events: (data?.events ?? []).map((event) => ({
        kind: event.kind,
        start: Date.parse(event.startTime) / 1000,
        end: Date.parse(event.endTime) / 1000,
      })),
    }),
    [data],
  );

  if (props.vehicleId === null)
    return (
      <Text c="dimmed" fz="sm">
        {t("costs.fuel.pickVehicle")}
      </Text>
    );
  if (report.isPending) return <Skeleton h={320} data-testid="fuel-report-loading" />;
  if (report.isError || !data)
    return (
      <Text c="red" fz="sm" data-testid="fuel-report-error">
        {report.error instanceof Error ? report.error.message : t("costs.failed")}
      </Text>
    );
  return (
    <Stack gap="md" data-testid="fuel-report">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {(
          [
            ["consumed", data.consumedLitres],
            ["refuelled", data.refuelledLitres],
            ["drained", data.drainedLitres],
          ] as const
        ).map(([key, value]) => (
          <Paper key={key} withBorder p="sm" radius="md" data-testid={`fuel-${key}`}>
            <Text fz="xs" c="dimmed">
              {t(`costs.fuel.${key}`)}
            </Text>
            <Text fz="lg" fw={700} c={key === "drained" && value > 0 ? "red" : undefined}>
              {formatNumber(value, i18n.language)} L
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" p="sm">
        <Group justify="space-between" mb="xs">
          <Text fw={600} fz="sm">
            {t("costs.fuel.level", { plate: data.licensePlate })}
          </Text>
          <Group gap="md">
            <Badge color="teal" variant="light" tt="none">
              {t("costs.fuel.refuel")}
            </Badge>
            <Badge color="red" variant="light" tt="none">
              {t("costs.fuel.drain")}
            </Badge>
          </Group>
        </Group>
        {series.times.length > 0 ? (
          <FuelLevelChart
            times={series.times}
            litres={series.litres}
            capacity={data.capacityLitres}
            events={series.events}
            language={i18n.language}
            litresLabel={t("costs.fuel.litresAxis")}
          />
        ) : (
          <Text c="dimmed" fz="sm" data-testid="fuel-no-levels">
            {t("costs.fuel.noLevels")}
          </Text>
        )}
      </Card>
      <Card withBorder radius="md" p="sm">
        <Text fw={600} fz="sm" mb="xs">
          {t("costs.fuel.events")}
        </Text>
        {data.events.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t("costs.fuel.noEvents")}
          </Text>
        ) : (
          <Stack gap={6} data-testid="fuel-events">
            {data.events.map((event) => (
              <Group key={event.fuelEventId} gap="sm" wrap="wrap" data-testid={`fuel-event-${event.kind}`}>
                <Badge color={event.kind === "drain" ? "red" : "teal"} variant="light" tt="none">
                  {t(`costs.fuel.${event.kind}`)}
                </Badge>
                <Text fz="sm" fw={600}>
                  {formatNumber(event.litres, i18n.language)} L
                </Text>
                <Text fz="sm" c="dimmed">
                  {formatDateTime(event.startTime, i18n.language, "short")} ·{" "}
                  {formatNumber(event.levelBefore, i18n.language)} →{" "}
                  {formatNumber(event.levelAfter, i18n.language)} L ·{" "}
                  {event.whileParked ? t("costs.fuel.parked") : t("costs.fuel.driving")}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
      {data.receipts.length > 0 ? (
        <Card withBorder radius="md" p="sm">
          <Text fw={600} fz="sm" mb="xs">
            {t("costs.fuel.receipts")}
          </Text>
          <ScrollArea>
            <Table miw={600} fz="sm" data-testid="fuel-receipts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("costs.spentAt")}</Table.Th>
                  <Table.Th>{t("costs.station")}</Table.Th>
                  <Table.Th ta="right">{t("costs.fuel.receiptLitres")}</Table.Th>
                  <Table.Th ta="right">{t("costs.fuel.seenLitres")}</Table.Th>
                  <Table.Th ta="right">{t("costs.amount")}</Table.Th>
                  <Table.Th>{t("costs.fuel.check")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.receipts.map((receipt) => (
                  <Table.Tr key={receipt.costEntryId}>
                    <Table.Td>{formatDateTime(receipt.spentAt, i18n.language, "short")}</Table.Td>
                    <Table.Td>{receipt.station ?? "—"}</Table.Td>
                    <Table.Td ta="right">{formatNumber(receipt.receiptLitres, i18n.language)} L</Table.Td>
                    <Table.Td ta="right">
                      {receipt.detectedLitres == null
                        ? "—"
                        : `${formatNumber(receipt.detectedLitres, i18n.language)} L`}
                    </Table.Td>
                    <Table.Td ta="right">{formatRupiah(receipt.amount, i18n.language)}</Table.Td>
                    <Table.Td>
                      <Badge color={RECEIPT_COLORS[receipt.status] ?? "gray"} variant="light" tt="none">
                        {t(`costs.fuel.status.${receipt.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Card>
      ) : null}
    </Stack>
  );
}
