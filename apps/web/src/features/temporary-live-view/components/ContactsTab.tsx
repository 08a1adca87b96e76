import { canAny, contactLocationMapLink } from "@armada/domain";
import { ActionIcon, Anchor, Badge, Group, List, Stack, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconCopy, IconMapPin, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "@/shared/i18n/format";
import { useSession } from "@/shared/session/SessionContext";
import { messageStatusColor } from "@/shared/whatsapp/messageStatus";
import { type ResendResult, useResendWhatsAppMessage } from "@/shared/whatsapp/useResendWhatsAppMessage";
import { displayPhone, formatShortDateTime } from "../lib/format";
import type { FormContact } from "../lib/liveViewForm";
import { copyLink } from "../lib/notify";
import { NOTIFICATION_FLAG } from "./ContactForm";
import { type SelectableColumn, SelectableTable } from "./SelectableTable";

/** Who may resend a failed message from this table (the server checks the same, see whatsappService). */
const RESEND_KEYS = ["c5a-setting-notification:update", "b2a-temporary-liveview:update"];

const matchesContact = (contact: FormContact, search: string) => {
  const needle = search.toLowerCase();
  const digits = needle.replace(/\D/g, "");
  return (
    contact.label.toLowerCase().includes(needle) ||
    (digits !== "" && contact.phoneNumber.replace(/\D/g, "").includes(digits))
  );
};

/** Last WhatsApp message of the contact: its delivery state, the reason when failed, and a resend. */
function MessageCell(props: {
  contact: FormContact;
  mayResend: boolean;
  resend: ReturnType<typeof useResendWhatsAppMessage>;
}) {
  const { t, i18n } = useTranslation();
  const { contact } = props;
  const message = contact.lastMessage;
  if (!contact.contactId) {
    return (
      <Badge variant="outline" color="orange" data-testid="contact-message-status">
        {t("temporaryLiveView.contacts.notSaved")}
      </Badge>
    );
  }
  if (!message) return <Text c="dimmed">—</Text>;
  const failed = message.status === "failed";
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap">
        <Tooltip
          label={
            failed && message.lastError
              ? message.lastError
              : formatDateTime(message.updatedOn, i18n.language, "short")
          }
          multiline
          maw={280}
          withArrow
        >
          <Badge
            variant="light"
            color={messageStatusColor(message.status)}
            data-testid="contact-message-status"
          >
            {t(`temporaryLiveView.contacts.messageStatus.${message.status}`, {
              defaultValue: message.status,
            })}
          </Badge>
        </Tooltip>
        {failed && props.mayResend ? (
          <Tooltip label={t("whatsappOutbox.resend")}>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`${t("whatsappOutbox.resend")} ${contact.label}`}
              loading={props.resend.pendingFor(message.messageId)}
              onClick={() =>
                props.resend.confirm({ id: message.messageId, recipientPhone: contact.phoneNumber })
              }
              data-testid="contact-resend"
            >
              <IconRefresh size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      {failed && message.lastError ? (
        <Text fz="xs" c="red" lineClamp={2} maw={220} data-testid="contact-message-error">
          {message.lastError}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Recipient contacts: select, delete with confirmation, create (docs/spec/temporary-live-view.md §2), last message with resend, opens. */
export function ContactsTab(props: {
  contacts: FormContact[];
  onChange: (contacts: FormContact[]) => void;
  onAdd: () => void;
  /** a failed message of this contact was queued again */
  onMessageResent?: (contactKey: string, result: ResendResult) => void;
}) {
  const { t, i18n } = useTranslation();
  const { featureFlags, accessKeys } = useSession();
  const showLocation = featureFlags[NOTIFICATION_FLAG] !== true;
  const mayResend = canAny(accessKeys, RESEND_KEYS);
  const resend = useResendWhatsAppMessage({
    onResent: (result) => {
      const contact = props.contacts.find((entry) => entry.lastMessage?.messageId === result.messageId);
      if (contact) props.onMessageResent?.(contact.key, result);
    },
  });
  const columns: SelectableColumn<FormContact>[] = [
    {
      key: "label",
      header: t("temporaryLiveView.contacts.label"),
      cell: (contact) => contact.label,
      td: { fw: 600 },
    },
    {
      key: "phone",
      header: t("temporaryLiveView.contacts.phone"),
      cell: (contact) => displayPhone(contact.phoneNumber),
      td: { style: { whiteSpace: "nowrap" }, "data-testid": "contact-phone" },
    },
    ...(showLocation
      ? [
          {
            key: "location",
            header: t("temporaryLiveView.contacts.location"),
            td: { maw: 260 },
            cell: (contact: FormContact) =>
              contact.location ? (
                <Anchor
                  href={contactLocationMapLink(contact.location)}
                  target="_blank"
                  rel="noreferrer"
                  fz="sm"
                >
                  <Group gap={4} wrap="nowrap">
                    <IconMapPin size={14} style={{ flexShrink: 0 }} aria-hidden />
                    <Text span fz="sm" truncate>
                      {contact.location.name || contact.location.fullName}
                    </Text>
                  </Group>
                </Anchor>
              ) : (
                "—"
              ),
          },
        ]
      : []),
    {
      key: "createdOn",
      header: t("temporaryLiveView.contacts.createdOn"),
      cell: (contact) => formatDateTime(contact.createdOn, i18n.language, "short"),
      td: { style: { whiteSpace: "nowrap" } },
    },
    {
      key: "createdBy",
      header: t("temporaryLiveView.contacts.createdBy"),
      cell: (contact) => contact.createdBy ?? "—",
    },
    {
      key: "message",
      header: t("temporaryLiveView.contacts.message"),
      cell: (contact) => <MessageCell contact={contact} mayResend={mayResend} resend={resend} />,
    },
    {
      key: "opens",
      header: t("temporaryLiveView.contacts.opens"),
      td: { fz: "sm", style: { whiteSpace: "nowrap" }, "data-testid": "contact-opens" },
      cell: (contact) =>
        !contact.contactId ? (
          "—"
        ) : contact.openCount && contact.lastOpenedOn ? (
          t("temporaryLiveView.contacts.opensValue", {
            count: contact.openCount,
            last: formatShortDateTime(contact.lastOpenedOn, i18n.language),
          })
        ) : (
          <Text span fz="sm" c="dimmed">
            {t("temporaryLiveView.contacts.notOpened")}
          </Text>
        ),
    },
    {
      key: "copy",
      header: <VisuallyHidden>{t("temporaryLiveView.contacts.copyLink")}</VisuallyHidden>,
      width: 48,
      cell: (contact) =>
        contact.link ? (
          <Tooltip label={t("temporaryLiveView.contacts.copyLink")}>
            <ActionIcon
              variant="subtle"
              aria-label={t("temporaryLiveView.contacts.copyLink")}
              onClick={() => contact.link && void copyLink(contact.link)}
              data-testid="contact-copy-link"
            >
              <IconCopy size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null,
    },
  ];
  return (
    <SelectableTable
      name="contacts"
      rowName="contact"
      rows={props.contacts}
      rowKey={(contact) => contact.key}
      rowLabel={(contact) => contact.label}
      matches={matchesContact}
      columns={columns}
      minWidth={960}
      texts={{
        search: t("temporaryLiveView.contacts.search"),
        delete: t("temporaryLiveView.contacts.delete"),
        add: t("temporaryLiveView.contacts.add"),
        deleteTitle: t("temporaryLiveView.contacts.deleteTitle"),
      }}
      onAdd={props.onAdd}
      onDelete={(keys) => props.onChange(props.contacts.filter((contact) => !keys.includes(contact.key)))}
      confirmBody={(chosen) => (
        <>
          <Text fz="sm">{t("temporaryLiveView.contacts.deleteText", { count: chosen.length })}</Text>
          <List size="sm" spacing={2}>
            {chosen.map((contact) => (
              <List.Item key={contact.key}>
                <b>{contact.label}</b> · {displayPhone(contact.phoneNumber)}
              </List.Item>
            ))}
          </List>
        </>
      )}
    />
  );
}
