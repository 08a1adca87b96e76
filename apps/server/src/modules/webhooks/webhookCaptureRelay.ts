import {
  chunked,
  type EngineGeofence,
  fencesContaining,
  geofenceCrossings,
  MAX_POSITIONS_PER_WEBHOOK,
  type WebhookEventType,
} from "@armada/domain";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/database.js";
import { geofenceShapeColumns, geofences, toEngineGeofence } from "../geofences/index.js";
import { insertWebhookEvent, queueRecordedEvents, type RecordedEvent } from "./webhookEvents.js";
import { subscribersOf, subscriptionsWanting } from "./webhookRepository.js";
import type { CapturedPosition } from "./webhookStatusTap.js";
import { webhookCaptures, webhookGeofencePresence } from "./webhooks.tables.js";

/** The capture relay runs on one instance at a time (advisory lock): geofence presence is read and written in order. */
export const WEBHOOK_RELAY_LOCK_KEY = 4_152_037;
/** capture rows per transaction (each holds one write batch of a company's positions at most) */
const CAPTURES_PER_PASS = 200;

/**
 * Turns the oldest captures into deliveries and deletes them, all in one transaction: a capture is relayed once,
 * whatever process dies when. Answers how many capture rows it took (a full pass means more are waiting).
 */
export async function relayWebhookCaptures(db: Db, now = new Date()) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(webhookCaptures)
      .orderBy(asc(webhookCaptures.id))
      .limit(CAPTURES_PER_PASS)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return { captures: 0, queued: 0 };
    const events: RecordedEvent[] = [];
    const positions = new Map<number, { firstCaptureId: number; positions: CapturedPosition[] }>();
    for (const row of rows) {
      if (row.kind === "event" && row.eventId && row.eventType) {
        events.push({
          event: {
            companyId: row.companyId,
            id: row.eventId,
            type: row.eventType as WebhookEventType,
            createdOn: row.createdOn,
            data: row.data,
          },
          recordedOn: row.recordedOn,
        });
        continue;
      }
      const group = positions.get(row.companyId) ?? { firstCaptureId: row.id, positions: [] };
      group.positions.push(...(row.data as CapturedPosition[]));
      positions.set(row.companyId, group);
    }
    let queued = await queueCapturedEvents(tx, events);
    for (const [companyId, group] of positions) {
      queued += await relayPositions(tx, companyId, group.firstCaptureId, group.positions, now);
      queued += await relayGeofenceCrossings(tx, companyId, group.positions);
    }
    await tx.delete(webhookCaptures).where(
      inArray(
        webhookCaptures.id,
        rows.map((row) => row.id),
      ),
    );
    return { captures: rows.length, queued };
  });
}

/** The pass's events to the subscriptions made by their capture, read once for all of them (not per event). */
async function queueCapturedEvents(tx: DbExecutor, events: readonly RecordedEvent[]) {
  if (events.length === 0) return 0;
  const subscriptions = await subscriptionsWanting(
    tx,
    [...new Set(events.map(({ event }) => event.companyId))],
    [...new Set(events.map(({ event }) => event.type))],
  );
  return queueRecordedEvents(tx, events, subscriptions);
}

/** One `position.reported` per MAX_POSITIONS_PER_WEBHOOK positions of the pass, for each subscription. */
async function relayPositions(
  tx: DbExecutor,
  companyId: number,
  firstCaptureId: number,
  positions: CapturedPosition[],
  now: Date,
) {
  if ((await subscribersOf(tx, companyId, "position.reported")).length === 0) return 0;
  let queued = 0;
  for (const [index, chunk] of chunked(positions, MAX_POSITIONS_PER_WEBHOOK).entries())
    queued += await insertWebhookEvent(tx, {
      companyId,
      // the capture ids are never reused and each capture is relayed once: the first one names the pass
      id: `position.reported.${firstCaptureId}.${index}`,
      type: "position.reported",
      createdOn: now,
      data: { positions: chunk },
    });
  return queued;
}

/**
 * `geofence.entered` / `geofence.exited` over the company's fences, each position against the fences its vehicle
 * was inside at the one before; a vehicle's first relayed position only learns where it is.
 */
async function relayGeofenceCrossings(tx: DbExecutor, companyId: number, positions: CapturedPosition[]) {
  const [entering, exiting] = await Promise.all([
    subscribersOf(tx, companyId, "geofence.entered"),
    subscribersOf(tx, companyId, "geofence.exited"),
  ]);
  if (entering.length === 0 && exiting.length === 0) return 0;
  const fences = (
    await tx.select(geofenceShapeColumns).from(geofences).where(eq(geofences.companyId, companyId))
  )
    .map(toEngineGeofence)
    .filter((fence): fence is EngineGeofence => fence !== null);
  const names = new Map(fences.map((fence) => [fence.geofenceId, fence.fenceName]));
  const vehicleIds = [...new Set(positions.map((position) => position.vehicleId))];
  const presence = new Map(
    (
      await tx
        .select({
          vehicleId: webhookGeofencePresence.vehicleId,
          geofenceIds: webhookGeofencePresence.geofenceIds,
        })
        .from(webhookGeofencePresence)
        .where(inArray(webhookGeofencePresence.vehicleId, vehicleIds))
    ).map((row) => [row.vehicleId, row.geofenceIds]),
  );
  let queued = 0;
  for (const position of positions) {
    const inside = fencesContaining({ lat: position.latitude, lng: position.longitude }, fences);
    const before = presence.get(position.vehicleId);
    presence.set(position.vehicleId, inside);
    if (!before) continue;
    const { entered, exited } = geofenceCrossings(before, inside);
    const crossings = [
      ...entered.map((geofenceId) => ({ geofenceId, type: "geofence.entered" as const })),
      ...exited.map((geofenceId) => ({ geofenceId, type: "geofence.exited" as const })),
    ];
    for (const { geofenceId, type } of crossings)
      queued += await insertWebhookEvent(tx, {
        companyId,
        id: `${type}.${position.vehicleId}.${geofenceId}.${Date.parse(position.fixTime)}`,
        type,
        createdOn: new Date(position.fixTime),
        data: {
          vehicleId: position.vehicleId,
          geofenceId,
          fenceName: names.get(geofenceId) ?? null,
          latitude: position.latitude,
          longitude: position.longitude,
          fixTime: position.fixTime,
        },
      });
  }
  await tx
    .insert(webhookGeofencePresence)
    .values(
      vehicleIds.map((vehicleId) => ({ vehicleId, companyId, geofenceIds: presence.get(vehicleId) ?? [] })),
    )
    .onConflictDoUpdate({
      target: webhookGeofencePresence.vehicleId,
      set: { geofenceIds: sql`excluded.geofence_ids`, updatedOn: sql`now()` },
    });
  return queued;
}
