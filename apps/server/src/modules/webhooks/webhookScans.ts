import { documentExpiryThreshold } from "@armada/domain";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { companies } from "../company/index.js";
import { fleetTaskStopOutcomes } from "../deliveries/index.js";
import { documents } from "../documents/index.js";
import { insertWebhookEvent } from "./webhookEvents.js";
import type { WebhookInterest } from "./webhookInterest.js";
import { webhookCursors } from "./webhooks.tables.js";

const PROOF_SOURCE = "proof_of_delivery";
/** how far back each scan reads again: an outcome committed after a later one was read is still found */
const PROOF_OVERLAP_MS = 60_000;
const PROOFS_PER_PASS = 2_000;

/**
 * `proof_of_delivery.recorded` for the stop outcomes (delivered or failed, with photo, signature, receiver) recorded
 * since the cursor, in one transaction with the cursor's move: read again after a restart, queued once by event id.
 * The first scan starts at the present (no history is sent).
 */
export async function scanProofsOfDelivery(db: Db, interest: WebhookInterest, now = new Date()) {
  const companyIds = interest.companiesWanting("proof_of_delivery.recorded");
  return db.transaction(async (tx) => {
    const [started] = await tx
      .insert(webhookCursors)
      .values({ source: PROOF_SOURCE, reached: now })
      .onConflictDoNothing()
      .returning({ reached: webhookCursors.reached });
    if (started || companyIds.length === 0) return 0;
    // locked until the cursor moves: another instance's scan waits and then reads past it
    const [cursor] = await tx
      .select({ reached: webhookCursors.reached })
      .from(webhookCursors)
      .where(eq(webhookCursors.source, PROOF_SOURCE))
      .for("update");
    if (!cursor) return 0;
    const outcomes = await tx
      .select()
      .from(fleetTaskStopOutcomes)
      .where(
        and(
          inArray(fleetTaskStopOutcomes.companyId, companyIds),
          gt(fleetTaskStopOutcomes.recordedOn, cursor.reached),
        ),
      )
      .orderBy(asc(fleetTaskStopOutcomes.recordedOn))
      .limit(PROOFS_PER_PASS);
    let queued = 0;
    for (const outcome of outcomes)
      queued += await insertWebhookEvent(tx, {
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
      });
    const last = outcomes.at(-1)?.recordedOn;
    // a full pass moves past what it read, else the overlap could hold the cursor in place
    const overlap = outcomes.length === PROOFS_PER_PASS ? 0 : PROOF_OVERLAP_MS;
    const next = last && new Date(last.getTime() - overlap);
    if (next && next > cursor.reached)
      await tx.update(webhookCursors).set({ reached: next }).where(eq(webhookCursors.source, PROOF_SOURCE));
    return queued;
  });
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
