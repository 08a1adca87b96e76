export const WHATSAPP_MESSAGE_KINDS = ["tracking-link", "arrival-soon", "arrived", "alert"] as const;
export type WhatsAppMessageKind = (typeof WHATSAPP_MESSAGE_KINDS)[number];

export const WHATSAPP_MESSAGE_STATUSES = [
  "queued",
  "sending",
  /** kept by the log provider: nothing was sent because no WhatsApp provider is configured */
  "stored",
  "sent",
  "delivered",
  "read",
  "failed",
] as const;
export type WhatsAppMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];
