import type { UpsertRawAlertsActionInput } from "@armada/domain";
import { and, eq, inArray, not, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../../db/database.js";
import { notFound } from "../../../http/appError.js";
import type { AuthUser } from "../../../http/authUser.js";
import { vehicles } from "../../fleet/index.js";
import type { AlertCounter } from "../alertCounters.js";
import { rawAlerts, rawAlertUserLogs } from "../alerts.tables.js";
import type { SubscribedAlertRules } from "./alertSubscriptions.js";
import { findRawAlertIds, rawAlertConditions } from "./rawAlertRepository.js";

const CHUNK = 1000;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += CHUNK) out.push(list.slice(start, start + CHUNK));
  return out;
}

type Changes = Partial<typeof rawAlerts.$inferInsert>;

/** What an action sets, and which alerts it changes (the rest only get a log). */
function changesOf(
  input: UpsertRawAlertsActionInput,
  user: AuthUser,
  now: Date,
): { set: Changes; changes: SQL | null } {
  const on = input.data === "true";
  switch (input.actionType) {
    case "Read":
      return { set: { isRead: true, readOn: now }, changes: eq(rawAlerts.isRead, false) };
    case "Resolve":
      return on
        ? {
            set: { isResolved: true, resolvedOn: now, resolvedBy: user.userId, isRead: true },
            changes: eq(rawAlerts.isResolved, false),
          }
        : {
            set: { isResolved: false, resolvedOn: null, resolvedBy: null },
            changes: eq(rawAlerts.isResolved, true),
          };
    case "FalseAlert":
      return on
        ? {
            set: {
              isFalseAlert: true,
              form: input.form ? { reason: input.form.reason, others: input.form.others ?? null } : null,
              isRead: true,
            },
            changes: eq(rawAlerts.isFalseAlert, false),
          }
        : {
            // recheck / cancel: back to an open alert
            set: { isFalseAlert: false, form: null, isResolved: false, resolvedOn: null, resolvedBy: null },
            changes: eq(rawAlerts.isFalseAlert, true),
          };
    case "Feedback":
      return { set: { note: input.data }, changes: null };
  }
}

/** The note a log carries: the feedback text, or the false-alert reason. */
function logNote(input: UpsertRawAlertsActionInput): string | null {
  if (input.actionType === "Feedback") return input.data;
  if (input.actionType === "FalseAlert" && input.data === "true" && input.form)
    return [input.form.reason, input.form.others].filter(Boolean).join(": ");
  return null;
}

/** The alerts an action applies to: the listed ids (Selection), all of the range and filter (All), or all but the listed (Exclude). */
async function targetIds(
  tx: DbExecutor,
  user: AuthUser,
  input: UpsertRawAlertsActionInput,
  subscribed: SubscribedAlertRules,
): Promise<number[]> {
  const range = input.dateRange
    ? { startDate: input.dateRange.startDate, endDate: input.dateRange.endDate }
    : {};
  if (input.selectionMode === "Selection") {
    const found = await findRawAlertIds(tx, [
      ...rawAlertConditions(user.companyId, range, subscribed),
      inArray(rawAlerts.rawAlertId, input.rawAlertId),
    ]);
    // another company's (or an unknown) id: nothing is changed
    if (found.length !== input.rawAlertId.length) throw notFound();
    return found;
  }
  const conditions = rawAlertConditions(user.companyId, { ...input.filter, ...range }, subscribed);
  if (input.selectionMode === "Exclude" && input.rawAlertId.length > 0)
    conditions.push(not(inArray(rawAlerts.rawAlertId, input.rawAlertId)));
  return findRawAlertIds(tx, conditions);
}

export interface RawAlertsActionResult {
  records: {
    actionType: string;
    data: string | null;
    createdOn: string;
    userId: number;
    rawAlertId: number;
    type: string;
  }[];
  aggregate: { updatedAlerts: number; updatedAlertStatuses: number; insertedAlertLogs: number };
  rawAlertIds: number[];
  /** the first user log written (null when none was): names the action */
  firstLogId: number | null;
  /** plates of the affected alerts' vehicles */
  vehicles: Record<number, string>;
}

/** Applies an action inside the caller's transaction and writes the user logs. */
export async function applyRawAlertsAction(
  tx: DbExecutor,
  user: AuthUser,
  input: UpsertRawAlertsActionInput,
  subscribed: SubscribedAlertRules,
  now: Date,
  countAlerts: AlertCounter,
): Promise<RawAlertsActionResult> {
  const ids = await targetIds(tx, user, input, subscribed);
  const { set, changes } = changesOf(input, user, now);
  const changed: number[] = [];
  const vehicleIds = new Set<number>();
  for (const part of chunks(ids)) {
    const inPart = and(eq(rawAlerts.companyId, user.companyId), inArray(rawAlerts.rawAlertId, part));
    const rows = await tx
      .update(rawAlerts)
      .set(set)
      .where(changes ? and(inPart, changes) : inPart)
      .returning({
        rawAlertId: rawAlerts.rawAlertId,
        vehicleId: rawAlerts.vehicleId,
        companyId: rawAlerts.companyId,
        driverId: rawAlerts.driverId,
        alertCode: rawAlerts.alertCode,
        createdOn: rawAlerts.createdOn,
      });
    for (const row of rows) changed.push(row.rawAlertId);
    // a false alert does not count in its driver's score; taken back, it counts again
    if (input.actionType === "FalseAlert") await countAlerts(tx, rows, input.data === "true" ? -1 : 1);
    const all = changes
      ? await tx.select({ vehicleId: rawAlerts.vehicleId }).from(rawAlerts).where(inPart)
      : rows;
    for (const row of all) vehicleIds.add(row.vehicleId);
  }
  // Read is logged once per alert (when it becomes read); the other actions on every alert they touch.
  const logged = input.actionType === "Read" ? changed : ids;
  const note = logNote(input);
  const data = input.actionType === "Read" ? null : input.data;
  const records: RawAlertsActionResult["records"] = [];
  let firstLogId: number | null = null;
  for (const part of chunks(logged)) {
    const rows = await tx
      .insert(rawAlertUserLogs)
      .values(
        part.map((rawAlertId) => ({
          rawAlertId,
          companyId: user.companyId,
          userId: user.userId,
          typeField: input.actionType,
          data,
          note,
          createdOn: now,
        })),
      )
      .returning();
    firstLogId ??= rows[0]?.id ?? null;
    for (const row of rows)
      records.push({
        actionType: row.typeField,
        data: row.data,
        createdOn: row.createdOn.toISOString(),
        userId: user.userId,
        rawAlertId: row.rawAlertId,
        type: "RawAlertUserLog",
      });
  }
  const plates = await tx
    .select({ id: vehicles.id, licensePlate: vehicles.licensePlate })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, user.companyId), inArray(vehicles.id, [...vehicleIds, -1])));
  return {
    records,
    aggregate: {
      updatedAlerts: ids.length,
      updatedAlertStatuses: changed.length,
      insertedAlertLogs: records.length,
    },
    rawAlertIds: ids,
    firstLogId,
    vehicles: Object.fromEntries(plates.map((row) => [row.id, row.licensePlate])),
  };
}
