/** A WhatsApp message's states, in the order they can only move forward. */
export const DELIVERY_STATUS_ORDER = ["queued", "sending", "sent", "delivered", "read"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUS_ORDER)[number] | "failed";

/**
 * The state after a provider's status report, or null when it changes nothing. Reports may arrive out
 * of order or twice: a later state never goes back (a "sent" after "read" is ignored) and "failed" is
 * final.
 */
export function nextDeliveryStatus(current: string, reported: DeliveryStatus): DeliveryStatus | null {
  if (current === "failed" || current === reported) return null;
  if (reported === "failed") return "failed";
  const from = DELIVERY_STATUS_ORDER.indexOf(current as (typeof DELIVERY_STATUS_ORDER)[number]);
  const to = DELIVERY_STATUS_ORDER.indexOf(reported);
  return to > from ? reported : null;
}

/** Every state of an outbox message; `stored`: kept by the log provider, nothing was sent. */
export const WHATSAPP_MESSAGE_STATUSES = [
  "queued",
  "sending",
  "stored",
  "sent",
  "delivered",
  "read",
  "failed",
] as const;
export type WhatsAppMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];
