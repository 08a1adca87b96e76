import { Badge, Group, Loader, Stack, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import type { ConversationRow } from "../api/whatsappConversations";
import classes from "./WhatsAppInbox.module.css";

/** The conversations, those waiting for the operator first (the server's order), each with its unread count. */
export function ConversationList(props: {
  rows: ConversationRow[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  if (props.loading)
    return (
      <Group justify="center" p="lg">
        <Loader size="sm" aria-label={t("whatsappInbox.loading")} />
      </Group>
    );
  if (props.rows.length === 0)
    return (
      <Text c="dimmed" p="md" fz="sm" data-testid="inbox-empty">
        {t("whatsappInbox.empty")}
      </Text>
    );
  return (
    <Stack gap={0} data-testid="inbox-conversations">
      {props.rows.map((row) => (
        <UnstyledButton
          key={row.id}
          className={classes.row}
          data-active={row.id === props.selectedId || undefined}
          onClick={() => props.onSelect(row.id)}
          data-testid="inbox-conversation"
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={row.unreadCount > 0 ? 700 : 500} fz="sm" truncate>
              {row.contactLabel}
            </Text>
            <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatDateTime(row.lastMessageOn, i18n.language, "short")}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed" truncate>
            {row.phone} · {row.deliveryOrderCode ?? row.linkName}
          </Text>
          <Group gap={4} mt={4}>
            {row.needsOperator ? (
              <Badge size="xs" color="orange" variant="light" data-testid="inbox-waiting">
                {t("whatsappInbox.waiting")}
              </Badge>
            ) : null}
            {row.unreadCount > 0 ? (
              <Badge size="xs" color="green" variant="filled" data-testid="inbox-unread">
                {t("whatsappInbox.unread", { count: row.unreadCount })}
              </Badge>
            ) : null}
            {row.confirmedByConsigneeOn ? (
              <Badge size="xs" color="teal" variant="light">
                {t("whatsappInbox.confirmed")}
              </Badge>
            ) : null}
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
