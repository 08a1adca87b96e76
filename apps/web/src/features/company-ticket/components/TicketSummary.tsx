import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import type { TicketDetail } from "../api/companyTickets";
import { TicketAttachments } from "./TicketAttachments";
import { TicketHealthCard } from "./TicketHealthCard";
import { TicketStatusBadge } from "./TicketStatusBadge";

/** A ticket's head: code, status, category, priority, who and when, the description, screenshots, health. */
export function TicketSummary({ ticket, showCompany }: { ticket: TicketDetail; showCompany: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fz="xs" c="dimmed" ff="monospace">
                {ticket.code}
              </Text>
              <Badge size="sm" variant="outline" color="gray">
                {t(`companyTicket.category.${ticket.category}`)}
              </Badge>
              <Badge
                size="sm"
                variant="light"
                color={ticket.priority === "urgent" || ticket.priority === "high" ? "red" : "gray"}
              >
                {t(`companyTicket.priority.${ticket.priority}`)}
              </Badge>
              {ticket.marketplaceItemId && (
                <Badge size="sm" variant="light" color="teal">
                  {t("companyTicket.marketplaceLead")}
                </Badge>
              )}
            </Group>
            <Title order={3} fz="lg" style={{ overflowWrap: "anywhere" }} data-testid="ticket-subject-title">
              {ticket.subject}
            </Title>
            <Text fz="xs" c="dimmed">
              {[
                showCompany ? ticket.companyName : null,
                ticket.createdByName,
                formatDateTime(ticket.createdOn, i18n.language, "short"),
              ]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          </Stack>
          <TicketStatusBadge status={ticket.status} />
        </Group>
        <Text fz="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {ticket.description}
        </Text>
        <TicketAttachments urls={ticket.attachments} />
        <TicketHealthCard ticket={ticket} />
      </Stack>
    </Paper>
  );
}
