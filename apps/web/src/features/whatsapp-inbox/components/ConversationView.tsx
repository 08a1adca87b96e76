import { Alert, Badge, Button, Group, Loader, Stack, Text, Textarea, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowLeft, IconClockExclamation, IconSend } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { LoadFailed } from "@/shared/ui/LoadFailed";
import { useConversation, useMarkRead, useReply } from "../api/whatsappConversations";
import classes from "./WhatsAppInbox.module.css";

const REPLY_MAX = 1000;

/**
 * One conversation: the messages with who answered them (a rule, named, or the operator) and their delivery state,
 * and the operator's reply: free text within WhatsApp's 24 hours, else said so and sent as the template.
 */
export function ConversationView(props: { conversationId: number; mayReply: boolean; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useConversation(props.conversationId);
  const reply = useReply();
  const markRead = useMarkRead();
  const [body, setBody] = useState("");
  const conversation = query.data;
  const unread = conversation?.unreadCount ?? 0;

  // opening a conversation reads it (once per unread batch)
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (unread > 0) mark(props.conversationId);
  }, [unread, props.conversationId, mark]);

  if (query.isPending)
    return (
      <Group justify="center" p="lg">
        <Loader size="sm" aria-label={t("whatsappInbox.loading")} />
      </Group>
    );
  if (query.isError || !conversation)
    return (
      <LoadFailed
        message={<Text c="red">{t("whatsappInbox.loadFailed")}</Text>}
        retryLabel={t("whatsappInbox.retry")}
        onRetry={() => void query.refetch()}
      />
    );

  const send = (asTemplate: boolean) => {
    const text = body.trim();
    if (!text) return;
    reply.mutate(
      { conversationId: conversation.id, body: text, asTemplate },
      {
        onSuccess: (result) => {
          setBody("");
          notifications.show({ color: "green", message: result.message });
        },
        onError: (error) => notifications.show({ color: "red", message: error.message }),
      },
    );
  };

  return (
    <Stack gap="sm" data-testid="inbox-conversation-view">
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} />}
        onClick={props.onBack}
        hiddenFrom="md"
        style={{ alignSelf: "flex-start" }}
      >
        {t("whatsappInbox.back")}
      </Button>
      <Group gap="xs" wrap="wrap" align="flex-start">
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="lg">
            {conversation.contactLabel}
          </Title>
          <Text fz="sm" c="dimmed">
            {conversation.phone} · {conversation.linkName}
            {conversation.deliveryOrderCode && !conversation.linkName.includes(conversation.deliveryOrderCode)
              ? ` · ${conversation.deliveryOrderCode}`
              : ""}
          </Text>
        </Stack>
        {conversation.confirmedByConsigneeOn ? (
          <Badge color="teal" variant="light" data-testid="inbox-confirmed">
            {t("whatsappInbox.confirmedOn", {
              time: formatDateTime(conversation.confirmedByConsigneeOn, i18n.language, "short"),
            })}
          </Badge>
        ) : null}
      </Group>

      <Stack gap="xs" className={classes.messages} data-testid="inbox-messages">
        {conversation.messages.map((message) => (
          <Stack
            key={message.id}
            gap={2}
            className={`${classes.bubble} ${message.direction === "IN" ? classes.in : classes.out}`}
            data-testid={message.direction === "IN" ? "inbox-message-in" : "inbox-message-out"}
          >
            <Text fz="sm">{message.body}</Text>
            <Text fz="xs" c="dimmed">
              {formatDateTime(message.createdOn, i18n.language, "short")}
              {message.direction === "IN" && message.intent
                ? ` · ${t(`whatsappInbox.intents.${message.intent}`, { defaultValue: message.intent })}`
                : ""}
              {message.answeredBy === "rule" ? ` · ${t("whatsappInbox.byRule", { rule: message.rule })}` : ""}
              {message.answeredBy === "operator" ? ` · ${t("whatsappInbox.byOperator")}` : ""}
              {message.status
                ? ` · ${t(`whatsappOutbox.statuses.${message.status}`, { defaultValue: message.status })}`
                : ""}
            </Text>
          </Stack>
        ))}
      </Stack>

      {props.mayReply ? (
        <Stack gap="xs">
          {conversation.windowOpen ? null : (
            <Alert color="yellow" icon={<IconClockExclamation size={18} />} data-testid="inbox-window-closed">
              {t("whatsappInbox.windowClosed")}
            </Alert>
          )}
          <Textarea
            label={t("whatsappInbox.replyLabel")}
            placeholder={t("whatsappInbox.replyPlaceholder")}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={REPLY_MAX}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            data-testid="inbox-reply"
          />
          <Group justify="flex-end">
            <Button
              leftSection={<IconSend size={16} />}
              onClick={() => send(!conversation.windowOpen)}
              loading={reply.isPending}
              disabled={body.trim() === ""}
              data-testid="inbox-send"
            >
              {conversation.windowOpen ? t("whatsappInbox.send") : t("whatsappInbox.sendTemplate")}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
