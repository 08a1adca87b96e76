export const WHATSAPP_MESSAGE_KINDS = [
  "tracking-link",
  "arrival-soon",
  "arrived",
  "delivered",
  "delivery-failed",
  "alert",
  /** a document expiring or a service coming due (issue 34) */
  "reminder",
  "verification-code",
  /** a rule's answer to a recipient's question, or the operator's reply, from the WhatsApp inbox (issue 40) */
  "inbox-answer",
  "inbox-reply",
  /** a scheduled report's download link (issue 37) */
  "scheduled-report",
] as const;
export type WhatsAppMessageKind = (typeof WHATSAPP_MESSAGE_KINDS)[number];

export { WHATSAPP_MESSAGE_STATUSES, type WhatsAppMessageStatus } from "@armada/domain";
