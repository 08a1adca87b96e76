export const WHATSAPP_MESSAGE_KINDS = [
  "tracking-link",
  "arrival-soon",
  "arrived",
  "delivered",
  "delivery-failed",
  "alert",
  "verification-code",
] as const;
export type WhatsAppMessageKind = (typeof WHATSAPP_MESSAGE_KINDS)[number];

export { WHATSAPP_MESSAGE_STATUSES, type WhatsAppMessageStatus } from "@armada/domain";
