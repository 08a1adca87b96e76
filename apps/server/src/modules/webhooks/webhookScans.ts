import { documentExpiryThreshold, type WebhookEventType } from "@armada/domain";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/database.js";
import { companies } from "../company/index.js";
import { deliveryOrderStatusChanges, fleetTaskStopOutcomes } from "../deliveries/index.js";
import { documents } from "../documents/index.js";
import { insertWebhookEvent, queueRecordedEvents, type WebhookEvent } from "./webhookEvents.js";
import type { WebhookInterest } from "./webhookInterest.js";
import { subscriptionsWanting } from "./webhookRepository.js";
import { webhookCursors } from "./webhooks.tables.js";

/** how far back each scan reads again: a row committed after a later one was read is still found */
const CURSOR_OVERLAP_MS = 60_000;
const ROWS_PER_PASS = 2_000;

/** A table read by time since a cursor kept in `webhook_cursors`, each row one event. */
interface CursorScan<Row> {
  source: string;
  type: WebhookEventType;
  /** the companies' rows recorded after `after`, oldest first, at most `limit` */
  read(tx: DbExecutor, companyIds: number[], after: Date, limit: number): Promise<Row[]>;
  recordedOn(row: Row): Date;
  event(row: Row): WebhookEvent & { type: WebhookEventType };
}

/**
 * Queues an event for each row recorded since the scan's cursor, in one transaction with the cursor's move: read
 * again after a restart, queued once by event id. The first scan starts at the present (no history is sent).
 */
async function scanSinceCursor<Row>(db: Db, interest: WebhookInterest, scan: CursorScan<Row>, now: Date) {
  const companyIds = interest.companiesWanting(scan.type);
  return db.transaction(async (tx) => {
    const [started] = await tx
      .insert(webhookCursors)
      .values({ source: scan.source, reached: now })
      .onConflictDoNothing()
      .returning({ reached: webhookCursors.reached });
    if (started || companyIds.length === 0) return 0;
    // locked until the cursor moves: another instance's scan waits and then reads past it
    const [cursor] = await tx
      .select({ reached: webhookCursors.reached })
      .from(webhookCursors)
      .where(eq(webhookCursors.source, scan.source))
      .for("update");
    if (!cursor) return 0;
    const rows = await scan.read(tx, companyIds, cursor.reached, ROWS_PER_PASS);
    const subscriptions = rows.length > 0 ? await subscriptionsWanting(tx, companyIds, [scan.type]) : [];
    const queued = await queueRecordedEvents(
      tx,
      rows.map((row) => ({ event: scan.event(row), recordedOn: scan.recordedOn(row) })),
      subscriptions,
    );
    const last = rows.at(-1);
    // a full pass moves past what it read, else the overlap could hold the cursor in place
    const overlap = rows.length === ROWS_PER_PASS ? 0 : CURSOR_OVERLAP_MS;
    const next = last && new Date(scan.recordedOn(last).getTime() - overlap);
    if (next && next > cursor.reached)
      await tx.update(webhookCursors).set({ reached: next }).where(eq(webhookCursors.source, scan.source));
    return queued;
  });
}

/**
 * `proof_of_delivery.recorded` for the stop outcomes (delivered or failed, with photo, signature, receiver) recorded
 * since the last scan.
 */
export function scanProofsOfDelivery(db: Db, interest: WebhookInterest, now = new Date()) {
  return scanSinceCursor(
    db,
    interest,
    {
      source: "proof_of_delivery",
      type: "proof_of_delivery.recorded",
      read: (tx, companyIds, after, limit) =>
        tx
          .select()
          .from(fleetTaskStopOutcomes)
          .where(
            and(
              inArray(fleetTaskStopOutcomes.companyId, companyIds),
              gt(fleetTaskStopOutcomes.recordedOn, after),
            ),
          )
          .orderBy(asc(fleetTaskStopOutcomes.recordedOn))
          .limit(limit),
      recordedOn: (outcome) => outcome.recordedOn,
      event: (outcome) => ({
        companyId: outcome.companyId,
        id: `proof_of_delivery.recorded.${outcome.id}`,
        type: "proof_of_delivery.recorded",
        createdOn: outcome.happenedOn,
        data: {
          fleetTaskId: outcome.fleetTaskId,
          stopKey: outcome.stopKey,
          outcome: outcome.outcome,
          receiverName: outcome.receiverName,
          failureReason: outcome.failureReason,
          notes: outcome.notes,
          hasPhoto: outcome.photoUrl !== null,
          hasSignature: outcome.signatureUrl !== null,
          happenedOn: outcome.happenedOn.toISOString(),
          recordedOn: outcome.recordedOn.toISOString(),
        },
      }),
    },
    now,
  );
}

/**
 * `delivery_order.status_changed` for each move in the orders' status history since the last scan, whoever made
 * it (a planner, the API, a task's start or a stop's proof): every move once, in order, none lost to a restart.
 */
export function scanDeliveryOrderStatusChanges(db: Db, interest: WebhookInterest, now = new Date()) {
  return scanSinceCursor(
    db,
    interest,
    {
      source: "delivery_order_status",
      type: "delivery_order.status_changed",
      read: (tx, companyIds, after, limit) =>
        tx
          .select()
          .from(deliveryOrderStatusChanges)
          .where(
            and(
              inArray(deliveryOrderStatusChanges.companyId, companyIds),
              gt(deliveryOrderStatusChanges.changedOn, after),
            ),
          )
          .orderBy(asc(deliveryOrderStatusChanges.changedOn), asc(deliveryOrderStatusChanges.id))
          .limit(limit),
      recordedOn: (change) => change.changedOn,
      event: (change) => ({
        companyId: change.companyId,
        id: `delivery_order.status_changed.${change.id}`,
        type: "delivery_order.status_changed",
        createdOn: change.changedOn,
        data: {
          deliveryOrderId: change.deliveryOrderId,
          status: change.toStatus,
          fromStatus: change.fromStatus,
        },
      }),
    },
    now,
  );
}

/**
 * `document.expiring` when a vehicle's or driver's document comes within 30 and 7 days of its expiry and on the
 * day it expires (days counted in the company's zone). Each (document, expiry, threshold) has one event id, so
 * the hourly scan of every instance queues it once; a document renewed (a new expiry) starts again.
 */
export async function scanDocumentExpiries(db: Db, interest: WebhookInterest) {
  const companyIds = interest.companiesWanting("document.expiring");
  if (companyIds.length === 0) return 0;
  const rows = await db
    .select({
      id: documents.id,
      companyId: documents.companyId,
      type: documents.type,
      number: documents.number,
      vehicleId: documents.vehicleId,
      driverId: documents.driverId,
      expiresOn: documents.expiresOn,
      daysLeft: sql<number>`(${documents.expiresOn} - (now() at time zone ${companies.timeZone})::date)::int`,
    })
    .from(documents)
    .innerJoin(companies, eq(companies.id, documents.companyId))
    .where(
      and(
        inArray(documents.companyId, companyIds),
        sql`${documents.expiresOn} between (now() at time zone ${companies.timeZone})::date - 1
                                   and (now() at time zone ${companies.timeZone})::date + 30`,
      ),
    );
  let queued = 0;
  for (const row of rows) {
    const threshold = documentExpiryThreshold(Number(row.daysLeft));
    if (threshold === null) continue;
    queued += await insertWebhookEvent(db, {
      companyId: row.companyId,
      id: `document.expiring.${row.id}.${row.expiresOn}.${threshold}`,
      type: "document.expiring",
      createdOn: new Date(),
      data: {
        documentId: row.id,
        type: row.type,
        number: row.number,
        vehicleId: row.vehicleId,
        driverId: row.driverId,
        expiresOn: row.expiresOn,
        daysLeft: Number(row.daysLeft),
        threshold,
      },
    });
  }
  return queued;
}
