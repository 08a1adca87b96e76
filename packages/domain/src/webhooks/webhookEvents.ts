/**
 * The events a company's webhook subscription may choose (issue 37). Each delivery carries a stable event id
 * (`X-Armada-Event-Id`), the same on every attempt and every instance, for the receiver's deduplication.
 */
export const WEBHOOK_EVENT_TYPES = [
  "alert.raised",
  "alert.resolved",
  "delivery_order.status_changed",
  "fleet_task.status_changed",
  "position.reported",
  "geofence.entered",
  "geofence.exited",
  "ignition.on",
  "ignition.off",
  "proof_of_delivery.recorded",
  "device.online",
  "device.offline",
  "document.expiring",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The test event "Kirim uji" sends; never chosen, always delivered to the subscription it was asked for. */
export const WEBHOOK_PING_EVENT = "ping" as const;

/** What a receiver gets as the JSON body of every delivery. */
export interface WebhookEnvelope<Data = unknown> {
  /** the event id, as in `X-Armada-Event-Id` */
  id: string;
  type: WebhookEventType | typeof WEBHOOK_PING_EVENT;
  /** ISO time the event happened */
  createdOn: string;
  companyId: number;
  data: Data;
}
