import { Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import type { TicketDetail } from "../api/companyTickets";
import { TicketAttachments } from "./TicketAttachments";
import { TicketStatusBadge } from "./TicketStatusBadge";

/** The replies, oldest first: the platform team's on one side, the company's on the other. */
export function TicketThread({ messages }: { messages: TicketDetail["messages"] }) {
  const { t, i18n } = useTranslation();
  if (messages.length === 0)
    return (
      <Text c="dimmed" fz="sm" data-testid="ticket-thread-empty">
        {t("companyTicket.thread.empty")}
      </Text>
    );
  return (
    <Stack gap="sm" data-testid="ticket-thread">
      {messages.map((message) => (
        <Paper
          key={message.id}
          withBorder
          p="sm"
          radius="md"
          maw="90%"
          ml={message.fromPlatform ? 0 : "auto"}
          bg={message.fromPlatform ? "var(--mantine-color-blue-light)" : undefined}
          data-testid={message.fromPlatform ? "ticket-message-platform" : "ticket-message-company"}
        >
          <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
            <Text fz="xs" fw={600}>
              {message.fromPlatform
                ? t("companyTicket.thread.platform", { name: message.authorName ?? "" })
                : (message.authorName ?? t("companyTicket.thread.company"))}
            </Text>
            <Text fz="xs" c="dimmed">
              {formatDateTime(message.createdOn, i18n.language, "short")}
            </Text>
          </Group>
          <Text fz="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {message.body}
          </Text>
          <TicketAttachments urls={message.attachments} />
          {message.status && (
            <Group gap={4} mt={6}>
              <Text fz="xs" c="dimmed">
                {t("companyTicket.thread.statusSet")}
              </Text>
              <TicketStatusBadge status={message.status} />
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
