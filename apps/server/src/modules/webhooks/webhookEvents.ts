import { createHash } from "node:crypto";
import type {
  AlertsResolvedNotice,
  FleetTaskChange,
  WebhookEnvelope,
  WebhookEventType,
} from "@armada/domain";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type DeliveryOrderChange, type EventBus, topics } from "../../bus/eventBus.js";
import type { Db, DbExecutor } from "../../db/database.js";
import type { AlertRaisedEvent } from "../alerts/index.js";
import { deliveryOrders, fleetTaskStops, fleetTasks } from "../deliveries/index.js";
import { notifyOutboxEnqueued } from "../messaging/index.js";
import { insertDeliveries, subscribersOf } from "./webhookRepository.js";

/** One event for the company's subscribers: its id is the same on every instance that hears it. */
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

/** Queues the event (`insertWebhookEvent`) and wakes the outbox worker. */
export async function queueWebhookEvent(db: DbExecutor, event: WebhookEvent & { type: WebhookEventType }) {
  const queued = await insertWebhookEvent(db, event);
  if (queued > 0) notifyOutboxEnqueued();
  return queued;
}

const companyOf = (topic: string) => Number(topic.slice(topic.lastIndexOf(".") + 1));
const digest = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 24);

/**
 * Turns what the other modules publish on the bus into webhook events. Every instance hears each message and
 * queues it under the same event id, so a subscription gets it once. A message published while no instance listened
 * is not sent (the bus keeps none); the position path's events are captured durably instead (webhookStatusTap).
 */
export function startWebhookEventSources(db: Db, bus: EventBus, log: Pick<FastifyBaseLogger, "error">) {
  const queue = (event: WebhookEvent & { type: WebhookEventType }) =>
    queueWebhookEvent(db, event).catch((error: unknown) =>
      log.error({ err: error, eventId: event.id }, "webhook event not queued"),
    );

  async function orderStatus(companyId: number, deliveryOrderId: number) {
    const [order] = await db
      .select({ id: deliveryOrders.id, status: deliveryOrders.status, updatedOn: deliveryOrders.updatedOn })
      .from(deliveryOrders)
      .where(and(eq(deliveryOrders.companyId, companyId), eq(deliveryOrders.id, deliveryOrderId)));
    if (!order) return;
    await queue({
      companyId,
      // an order may come back to a status (confirmed → draft → confirmed): the move's time tells them apart
      id: `delivery_order.${order.id}.${order.status}.${order.updatedOn.getTime()}`,
      type: "delivery_order.status_changed",
      createdOn: order.updatedOn,
      data: { deliveryOrderId: order.id, status: order.status },
    });
  }

  const stops = [
    bus.subscribe<AlertRaisedEvent[]>(topics.allAlertsRaised, (events, topic) => {
      for (const alert of events)
        void queue({
          companyId: companyOf(topic),
          id: `alert.raised.${alert.rawAlertId}`,
          type: "alert.raised",
          createdOn: new Date(alert.createdOn),
          data: {
            rawAlertId: alert.rawAlertId,
            vehicleId: alert.vehicleId,
            alertCode: alert.alertCode,
            alertRuleIds: alert.alertRuleIds,
          },
        });
    }),
    bus.subscribe<AlertsResolvedNotice>(topics.allAlertsResolved, (notice, topic) => {
      if (!notice.resolved) return;
      void queue({
        companyId: companyOf(topic),
        id: `alert.resolved.${digest(notice)}`,
        type: "alert.resolved",
        createdOn: new Date(),
        data: {
          action: notice.actionType,
          mode: notice.mode,
          rawAlertIds: notice.rawAlertIds,
          startTime: notice.startTime,
          endTime: notice.endTime,
          vehicleIds: Object.keys(notice.vehicles).map(Number),
          userName: notice.userName,
        },
      });
    }),
    bus.subscribe<FleetTaskChange>(topics.allFleetTaskChanges, (change, topic) => {
      if (change.stopId !== null && change.stopId !== undefined) {
        // a stop visited may move its order: its status is what is sent
        void (async () => {
          const companyId = companyOf(topic);
          const [stop] = await db
            .select({ deliveryOrderId: fleetTaskStops.deliveryOrderId })
            .from(fleetTaskStops)
            .where(and(eq(fleetTaskStops.companyId, companyId), eq(fleetTaskStops.id, change.stopId ?? 0)));
          if (stop?.deliveryOrderId) await orderStatus(companyId, stop.deliveryOrderId);
        })().catch((error: unknown) => log.error({ err: error }, "webhook stop change not read"));
        return;
      }
      void (async () => {
        const companyId = companyOf(topic);
        const [task] = await db
          .select({ id: fleetTasks.id, status: fleetTasks.status, updatedOn: fleetTasks.updatedOn })
          .from(fleetTasks)
          .where(and(eq(fleetTasks.companyId, companyId), eq(fleetTasks.id, change.fleetTaskId)));
        if (!task) return;
        await queue({
          companyId,
          // a task leaves started, ended and canceled never; it may go back and forth between draft and scheduled
          id: ["DRAFT", "SCHEDULED"].includes(task.status)
            ? `fleet_task.${task.id}.${task.status}.${task.updatedOn.getTime()}`
            : `fleet_task.${task.id}.${task.status}`,
          type: "fleet_task.status_changed",
          createdOn: task.updatedOn,
          data: { fleetTaskId: task.id, status: task.status, isInstant: change.isInstant },
        });
        // the task's move carries its orders along (planned → scheduled, started → on the way, ...)
        const orders = await db
          .select({ id: fleetTaskStops.deliveryOrderId })
          .from(fleetTaskStops)
          .where(
            and(
              eq(fleetTaskStops.companyId, companyId),
              eq(fleetTaskStops.fleetTaskId, task.id),
              sql`${fleetTaskStops.deliveryOrderId} is not null`,
            ),
          );
        for (const id of new Set(orders.map((order) => order.id)))
          if (id !== null) await orderStatus(companyId, id);
      })().catch((error: unknown) => log.error({ err: error }, "webhook task change not read"));
    }),
    bus.subscribe<DeliveryOrderChange>(topics.allDeliveryOrderChanges, (change, topic) => {
      orderStatus(companyOf(topic), change.deliveryOrderId).catch((error: unknown) =>
        log.error({ err: error }, "webhook order change not read"),
      );
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
