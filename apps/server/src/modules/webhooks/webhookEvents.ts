import { chunked, type WebhookEnvelope, type WebhookEventType } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import { insertDeliveries, subscribersOf, type WantingSubscription } from "./webhookRepository.js";

/** deliveries per INSERT: well under PostgreSQL's 65,535 bound parameters at 5 a row */
const DELIVERIES_PER_INSERT = 1_000;

/** One event for the company's subscribers: its id is stable, so an event queued twice is delivered once. */
export interface WebhookEvent {
  companyId: number;
  id: string;
  type: WebhookEventType | "ping";
  createdOn: Date;
  data: unknown;
}

export const envelopeOf = (event: WebhookEvent): WebhookEnvelope => ({
  id: event.id,
  type: event.type,
  createdOn: event.createdOn.toISOString(),
  companyId: event.companyId,
  data: event.data,
});

/**
 * Queues the event for every enabled subscription of its company that chose its type, inside the caller's
 * transaction (the caller wakes the outbox worker once it commits).
 */
export async function insertWebhookEvent(db: DbExecutor, event: WebhookEvent & { type: WebhookEventType }) {
  const subscribers = await subscribersOf(db, event.companyId, event.type);
  if (subscribers.length === 0) return 0;
  const body = JSON.stringify(envelopeOf(event));
  return insertDeliveries(
    db,
    subscribers.map(({ id }) => ({
      companyId: event.companyId,
      subscriptionId: id,
      eventId: event.id,
      eventType: event.type,
      body,
    })),
  );
}

/** A capture row (webhook_captures) of one event, which a tap inserts in the transaction of the fact it tells. */
export const eventCapture = (event: WebhookEvent & { type: WebhookEventType }) => ({
  companyId: event.companyId,
  kind: "event" as const,
  eventId: event.id,
  eventType: event.type,
  data: event.data,
  createdOn: event.createdOn,
});

/** An event and when it was recorded: a subscription gets it only when made by then. */
export interface RecordedEvent {
  event: WebhookEvent & { type: WebhookEventType };
  recordedOn: Date;
}

/**
 * Queues each event for the subscriptions (read once for the whole pass) of its company that chose its type and were
 * made by the time it was recorded: a pass read back in time, or a capture relayed after a subscription was made,
 * gives a new subscription nothing from before it. Inserted in chunks, never a query per event.
 */
export async function queueRecordedEvents(
  tx: DbExecutor,
  recorded: readonly RecordedEvent[],
  subscriptions: readonly WantingSubscription[],
) {
  const deliveries = recorded.flatMap(({ event, recordedOn }) => {
    const body = JSON.stringify(envelopeOf(event));
    return subscriptions
      .filter(
        (subscription) =>
          subscription.companyId === event.companyId &&
          subscription.events.includes(event.type) &&
          subscription.createdOn <= recordedOn,
      )
      .map((subscription) => ({
        companyId: event.companyId,
        subscriptionId: subscription.id,
        eventId: event.id,
        eventType: event.type,
        body,
      }));
  });
  let queued = 0;
  for (const part of chunked(deliveries, DELIVERIES_PER_INSERT)) queued += await insertDeliveries(tx, part);
  return queued;
}
