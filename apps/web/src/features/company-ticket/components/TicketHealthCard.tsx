import { Badge, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatNumber } from "@/shared/i18n/format";
import type { TicketDetail } from "../api/companyTickets";

/** The referenced vehicle's or device's health as it was when the ticket was opened. */
export function TicketHealthCard({ ticket }: { ticket: Pick<TicketDetail, "referenceLabel" | "health"> }) {
  const { t, i18n } = useTranslation();
  if (!ticket.referenceLabel) return null;
  const { health } = ticket;
  const fact = (label: string, value: string) => (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
  return (
    <Paper withBorder p="sm" radius="md" data-testid="ticket-health">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600} fz="sm">
          {ticket.referenceLabel}
        </Text>
        <Badge color={health?.online ? "green" : "gray"} variant="dot">
          {health?.online ? t("companyTicket.health.online") : t("companyTicket.health.offline")}
        </Badge>
      </Group>
      <Text fz="xs" c="dimmed" mb="xs">
        {t("companyTicket.health.capturedAt")}
      </Text>
      {!health?.lastPacketOn ? (
        <Text fz="sm" c="dimmed" data-testid="ticket-health-none">
          {t("companyTicket.health.noData")}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {fact(
            t("companyTicket.health.lastPosition"),
            formatDateTime(health?.lastPositionOn, i18n.language, "short"),
          )}
          {fact(
            t("companyTicket.health.motion"),
            health?.motionStatus ? t(`companyTicket.health.motionStatus.${health.motionStatus}`) : "—",
          )}
          {fact(
            t("companyTicket.health.battery"),
            health?.battery == null ? "—" : `${formatNumber(health.battery, i18n.language, 1)} V`,
          )}
          {fact(t("companyTicket.health.signal"), health?.signal == null ? "—" : `${health.signal}/4`)}
        </SimpleGrid>
      )}
    </Paper>
  );
}
