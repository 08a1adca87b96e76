import { WHATSAPP_MESSAGE_STATUSES, type WhatsAppMessageStatus } from "@armada/domain";

/** Delivery states of an outbox WhatsApp message, as the server reports them. */
export const MESSAGE_STATUSES = WHATSAPP_MESSAGE_STATUSES;
export type MessageStatus = WhatsAppMessageStatus;

/** Badge colour of each state (the outbox page and the contacts table of a temporary live view). */
export const MESSAGE_STATUS_COLORS: Record<MessageStatus, string> = {
  queued: "gray",
  sending: "blue",
  /** kept by the server's log provider: nothing was sent */
  stored: "orange",
  sent: "teal",
  delivered: "green",
  read: "green",
  failed: "red",
};

export const messageStatusColor = (status: string) =>
  MESSAGE_STATUS_COLORS[status as MessageStatus] ?? "gray";
