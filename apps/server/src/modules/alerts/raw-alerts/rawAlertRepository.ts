import { ALERT_CODES, type RawAlertsFilter } from "@armada/domain";
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { DbExecutor } from "../../../db/database.js";
import { containsPattern } from "../../../db/likePattern.js";
import { users } from "../../auth/index.js";
import { dashcamDeviceId, devices, vehicles } from "../../fleet/index.js";
import { geofences } from "../../geofences/index.js";
import type { AlertClipSource } from "../alertClips.js";
import { rawAlerts, rawAlertUserLogs } from "../alerts.tables.js";
import type { SubscribedAlertRules } from "./alertSubscriptions.js";

export type RawAlertRow = typeof rawAlerts.$inferSelect;
export type RawAlertCriteria = Omit<RawAlertsFilter, "pagination" | "orderBy">;

/** The caller's urgency filter: the alert's rule ids overlap (or not) their subscribed list (GIN index). */
function urgencyCondition(wanted: boolean, ruleIds: number[]): SQL {
  if (ruleIds.length === 0) return wanted ? sql`false` : sql`true`;
  const overlap = arrayOverlaps(rawAlerts.alertRuleIds, ruleIds);
  return wanted ? overlap : not(overlap);
}

/** Where-conditions of the raw alert filters of docs/spec/alert-center-and-shell.md §7, always within the company. */
export function rawAlertConditions(
  companyId: number,
  criteria: RawAlertCriteria,
  subscribed: SubscribedAlertRules,
): SQL[] {
  const conditions: SQL[] = [eq(rawAlerts.companyId, companyId)];
  if (criteria.startDate) conditions.push(gte(rawAlerts.createdOn, criteria.startDate));
  if (criteria.endDate) conditions.push(lte(rawAlerts.createdOn, criteria.endDate));
  if (criteria.isResolved !== undefined) conditions.push(eq(rawAlerts.isResolved, criteria.isResolved));
  if (criteria.isFalseAlert !== undefined) conditions.push(eq(rawAlerts.isFalseAlert, criteria.isFalseAlert));
  if (criteria.isRead !== undefined) conditions.push(eq(rawAlerts.isRead, criteria.isRead));
  if (criteria.vehicleIds) conditions.push(inArray(rawAlerts.vehicleId, [...criteria.vehicleIds, -1]));
  if (criteria.alertCodes) conditions.push(inArray(rawAlerts.alertCode, [...criteria.alertCodes, -1]));
  if (criteria.rawAlertIds) conditions.push(inArray(rawAlerts.rawAlertId, [...criteria.rawAlertIds, -1]));
  if (criteria.isUrgent !== undefined)
    conditions.push(urgencyCondition(criteria.isUrgent, subscribed.urgentAlertRules));
  if (criteria.isImportant !== undefined)
    conditions.push(urgencyCondition(criteria.isImportant, subscribed.importantAlertRules));
  if (criteria.search) {
    const pattern = containsPattern(criteria.search);
    const needle = criteria.search.toLowerCase();
    const codes = ALERT_CODES.filter(
      (code) =>
        code.descriptionIdn.toLowerCase().includes(needle) ||
        code.descriptionEng.toLowerCase().includes(needle),
    ).map((code) => code.alertCode);
    // the company's vehicles whose plate matches, as a subquery of the same statement
    const plates = sql`${rawAlerts.vehicleId} in (select ${vehicles.id} from ${vehicles} where ${vehicles.companyId} = ${companyId} and ${vehicles.licensePlate} ilike ${pattern})`;
    const match = or(ilike(rawAlerts.address, pattern), inArray(rawAlerts.alertCode, [...codes, -1]), plates);
    if (match) conditions.push(match);
  }
  return conditions;
}

export async function findRawAlerts(
  db: DbExecutor,
  conditions: SQL[],
  page: { page: number; show: number; direction: "asc" | "desc" },
) {
  const where = and(...conditions);
  const order = page.direction === "asc" ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(rawAlerts)
      .where(where)
      .orderBy(order(rawAlerts.createdOn), order(rawAlerts.rawAlertId))
      .limit(page.show)
      .offset((page.page - 1) * page.show),
    db.select({ total: count() }).from(rawAlerts).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findRawAlertIds(db: DbExecutor, conditions: SQL[]) {
  const rows = await db
    .select({ rawAlertId: rawAlerts.rawAlertId })
    .from(rawAlerts)
    .where(and(...conditions))
    .orderBy(desc(rawAlerts.createdOn), desc(rawAlerts.rawAlertId));
  return rows.map((row) => row.rawAlertId);
}

export async function countRawAlerts(db: DbExecutor, conditions: SQL[]) {
  const [row] = await db
    .select({ total: count() })
    .from(rawAlerts)
    .where(and(...conditions));
  return row?.total ?? 0;
}

export async function findRawAlertsByIds(db: DbExecutor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(rawAlerts)
    .where(and(eq(rawAlerts.companyId, companyId), inArray(rawAlerts.rawAlertId, [...ids])))
    .orderBy(desc(rawAlerts.createdOn), desc(rawAlerts.rawAlertId));
}

export async function findRawAlertByKey(
  db: DbExecutor,
  companyId: number,
  key: { alertCode: number; vehicleId: number; createdOn: Date; alertFlag: string },
) {
  const [row] = await db
    .select()
    .from(rawAlerts)
    .where(
      and(
        eq(rawAlerts.companyId, companyId),
        eq(rawAlerts.vehicleId, key.vehicleId),
        eq(rawAlerts.alertCode, key.alertCode),
        eq(rawAlerts.createdOn, key.createdOn),
        eq(rawAlerts.alertFlag, key.alertFlag),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Vehicles (with their device), people, logs, geofences and clip requests of a page of alerts: one query each. */
export async function loadRawAlertRefs(
  db: DbExecutor,
  rows: readonly RawAlertRow[],
  clipRequestsOf: AlertClipSource,
) {
  const alertIds = [...rows.map((row) => row.rawAlertId), -1];
  const vehicleIds = [...new Set(rows.map((row) => row.vehicleId)), -1];
  const geofenceIds = [...new Set(rows.flatMap((row) => row.geofenceIds)), -1];
  const [vehicleRows, logRows, geofenceRows, mediaRows] = await Promise.all([
    db
      .select({
        id: vehicles.id,
        licensePlate: vehicles.licensePlate,
        vendorType: devices.vendorType,
        imei: devices.imei,
      })
      .from(vehicles)
      .leftJoin(devices, eq(devices.id, dashcamDeviceId))
      .where(inArray(vehicles.id, vehicleIds)),
    db
      .select()
      .from(rawAlertUserLogs)
      .where(inArray(rawAlertUserLogs.rawAlertId, alertIds))
      .orderBy(asc(rawAlertUserLogs.createdOn), asc(rawAlertUserLogs.id)),
    db
      .select({ geofenceId: geofences.geofenceId, fenceName: geofences.fenceName })
      .from(geofences)
      .where(inArray(geofences.geofenceId, geofenceIds)),
    clipRequestsOf(rows.map((row) => row.rawAlertId)),
  ]);
  const userIds = new Set<number>();
  for (const row of rows) {
    if (row.driverId !== null) userIds.add(row.driverId);
    if (row.resolvedBy !== null) userIds.add(row.resolvedBy);
  }
  for (const log of logRows) if (log.userId !== null) userIds.add(log.userId);
  const userRows = await db
    .select({ userId: users.id, fullname: users.name })
    .from(users)
    .where(inArray(users.id, [...userIds, -1]));
  return {
    vehicles: new Map(vehicleRows.map((row) => [row.id, row])),
    users: new Map(userRows.map((row) => [row.userId, row])),
    geofences: new Map(geofenceRows.map((row) => [row.geofenceId, row])),
    logs: logRows,
    /** the dashcam clip requests of each alert, oldest first */
    mediaRequests: mediaRows,
  };
}

export type RawAlertRefs = Awaited<ReturnType<typeof loadRawAlertRefs>>;
