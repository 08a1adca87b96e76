import type { AlertRuleInput } from "@armada/domain";
import { and, count, desc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../../db/database.js";
import { containsPattern } from "../../../db/likePattern.js";
import { users } from "../../auth/index.js";
import { vehicles, vehicleVgroups, vgroups } from "../../fleet/index.js";
import { geofences } from "../../geofences/index.js";
import {
  alertRuleContacts,
  alertRuleGeofences,
  alertRules,
  alertRuleUsers,
  alertRuleVehicles,
  alertRuleVgroups,
} from "../alerts.tables.js";

export type AlertRuleRow = typeof alertRules.$inferSelect;

export interface AlertRuleQuery {
  search?: string | undefined;
  alertCode?: number[] | undefined;
  isActive?: boolean | undefined;
  alertUrgencyType?: string | undefined;
  alertRuleIds?: number[] | undefined;
  page: number;
  show: number;
}

export async function findAlertRules(db: DbExecutor, companyId: number, query: AlertRuleQuery) {
  const conditions: SQL[] = [eq(alertRules.companyId, companyId)];
  if (query.search) conditions.push(ilike(alertRules.label, containsPattern(query.search)));
  if (query.alertCode && query.alertCode.length > 0)
    conditions.push(inArray(alertRules.alertCode, query.alertCode));
  if (query.isActive !== undefined) conditions.push(eq(alertRules.isActive, query.isActive));
  if (query.alertUrgencyType) conditions.push(eq(alertRules.alertUrgencyType, query.alertUrgencyType));
  if (query.alertRuleIds) conditions.push(inArray(alertRules.alertRuleId, [...query.alertRuleIds, -1]));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(alertRules)
      .where(where)
      .orderBy(desc(alertRules.createdOn), desc(alertRules.alertRuleId))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(alertRules).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findAlertRulesByIds(db: DbExecutor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(alertRules)
    .where(and(eq(alertRules.companyId, companyId), inArray(alertRules.alertRuleId, [...ids])));
}

/** Everything a page of rules links to, in one query per link table. */
export async function loadAlertRuleLinks(db: DbExecutor, ruleIds: readonly number[]) {
  const ids = [...ruleIds, -1];
  const [vehicleRows, vgroupRows, userRows, geofenceRows, contactRows] = await Promise.all([
    db
      .select({
        alertRuleId: alertRuleVehicles.alertRuleId,
        id: vehicles.id,
        licensePlate: vehicles.licensePlate,
        status: vehicles.status,
      })
      .from(alertRuleVehicles)
      .innerJoin(vehicles, eq(vehicles.id, alertRuleVehicles.vehicleId))
      .where(inArray(alertRuleVehicles.alertRuleId, ids)),
    db
      .select({ alertRuleId: alertRuleVgroups.alertRuleId, id: vgroups.id, name: vgroups.name })
      .from(alertRuleVgroups)
      .innerJoin(vgroups, eq(vgroups.id, alertRuleVgroups.vgroupId))
      .where(inArray(alertRuleVgroups.alertRuleId, ids)),
    db
      .select({
        alertRuleId: alertRuleUsers.alertRuleId,
        userId: users.id,
        fullname: users.name,
        isActive: users.isActive,
      })
      .from(alertRuleUsers)
      .innerJoin(users, eq(users.id, alertRuleUsers.userId))
      .where(inArray(alertRuleUsers.alertRuleId, ids)),
    db
      .select({
        alertRuleId: alertRuleGeofences.alertRuleId,
        geofenceId: geofences.geofenceId,
        fenceName: geofences.fenceName,
        serviceLocType: geofences.serviceLocType,
        type: geofences.type,
        address: geofences.address,
      })
      .from(alertRuleGeofences)
      .innerJoin(geofences, eq(geofences.geofenceId, alertRuleGeofences.geofenceId))
      .where(inArray(alertRuleGeofences.alertRuleId, ids)),
    db
      .select({
        alertRuleId: alertRuleContacts.alertRuleId,
        contactId: alertRuleContacts.contactId,
        label: alertRuleContacts.label,
        phoneNumber: alertRuleContacts.phoneNumber,
        email: alertRuleContacts.email,
        userId: alertRuleContacts.userId,
        fullname: users.name,
      })
      .from(alertRuleContacts)
      .leftJoin(users, eq(users.id, alertRuleContacts.userId))
      .where(inArray(alertRuleContacts.alertRuleId, ids)),
  ]);
  const groupIds = [...new Set(vgroupRows.map((row) => row.id)), -1];
  const sizes = await db
    .select({ vgroupId: vehicleVgroups.vgroupId, total: count() })
    .from(vehicleVgroups)
    .where(inArray(vehicleVgroups.vgroupId, groupIds))
    .groupBy(vehicleVgroups.vgroupId);
  const sizeOf = new Map(sizes.map((row) => [row.vgroupId, row.total]));
  return {
    vehicles: vehicleRows,
    vgroups: vgroupRows.map((row) => ({ ...row, totalVehicle: sizeOf.get(row.id) ?? 0 })),
    users: userRows,
    geofences: geofenceRows,
    contacts: contactRows,
  };
}

export type AlertRuleLinks = Awaited<ReturnType<typeof loadAlertRuleLinks>>;

/** How many of `ids` belong to the company in `table` (vehicles, vgroups, users, geofences). */
export async function countOwned(
  db: DbExecutor,
  companyId: number,
  kind: "vehicles" | "vgroups" | "users" | "geofences",
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const list = [...new Set(ids)];
  const [table, companyColumn, idColumn]: [PgTable, PgColumn, PgColumn] =
    kind === "vehicles"
      ? [vehicles, vehicles.companyId, vehicles.id]
      : kind === "vgroups"
        ? [vgroups, vgroups.companyId, vgroups.id]
        : kind === "users"
          ? [users, users.companyId, users.id]
          : [geofences, geofences.companyId, geofences.geofenceId];
  const [row] = await db
    .select({ total: count() })
    .from(table)
    .where(and(eq(companyColumn, companyId), inArray(idColumn, list)));
  return row?.total ?? 0;
}

type RuleColumns = Omit<
  AlertRuleInput,
  "vehicleIds" | "vgroupIds" | "userIds" | "geofenceIds" | "contactRecipients"
>;

export function ruleColumns(input: AlertRuleInput): RuleColumns {
  const { vehicleIds, vgroupIds, userIds, geofenceIds, contactRecipients, ...columns } = input;
  return columns;
}

export async function insertAlertRule(
  db: DbExecutor,
  companyId: number,
  createdBy: number | null,
  columns: RuleColumns,
): Promise<AlertRuleRow> {
  const [row] = await db
    .insert(alertRules)
    .values({ ...columns, companyId, createdBy })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateAlertRuleRow(
  db: DbExecutor,
  companyId: number,
  alertRuleId: number,
  columns: Partial<RuleColumns>,
) {
  const [row] = await db
    .update(alertRules)
    .set({ ...columns, updatedOn: new Date() })
    .where(and(eq(alertRules.companyId, companyId), eq(alertRules.alertRuleId, alertRuleId)))
    .returning();
  return row ?? null;
}

/** Replaces a rule's vehicles, groups, users, geofences and contacts. */
export async function replaceAlertRuleLinks(db: DbExecutor, alertRuleId: number, input: AlertRuleInput) {
  await Promise.all([
    db.delete(alertRuleVehicles).where(eq(alertRuleVehicles.alertRuleId, alertRuleId)),
    db.delete(alertRuleVgroups).where(eq(alertRuleVgroups.alertRuleId, alertRuleId)),
    db.delete(alertRuleUsers).where(eq(alertRuleUsers.alertRuleId, alertRuleId)),
    db.delete(alertRuleGeofences).where(eq(alertRuleGeofences.alertRuleId, alertRuleId)),
    db.delete(alertRuleContacts).where(eq(alertRuleContacts.alertRuleId, alertRuleId)),
  ]);
  const link = <T>(list: number[], row: (id: number) => T) => list.map(row);
  if (input.vehicleIds.length > 0)
    await db
      .insert(alertRuleVehicles)
      .values(link(input.vehicleIds, (vehicleId) => ({ alertRuleId, vehicleId })));
  if (input.vgroupIds.length > 0)
    await db
      .insert(alertRuleVgroups)
      .values(link(input.vgroupIds, (vgroupId) => ({ alertRuleId, vgroupId })));
  if (input.userIds.length > 0)
    await db.insert(alertRuleUsers).values(link(input.userIds, (userId) => ({ alertRuleId, userId })));
  if (input.geofenceIds.length > 0)
    await db
      .insert(alertRuleGeofences)
      .values(link(input.geofenceIds, (geofenceId) => ({ alertRuleId, geofenceId })));
  if (input.contactRecipients.length > 0)
    await db.insert(alertRuleContacts).values(
      input.contactRecipients.map((contact) => ({
        alertRuleId,
        label: contact.label,
        phoneNumber: contact.phoneNumber,
        email: contact.email,
        userId: contact.userId ?? null,
      })),
    );
}

export async function deleteAlertRuleRows(db: DbExecutor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .delete(alertRules)
    .where(and(eq(alertRules.companyId, companyId), inArray(alertRules.alertRuleId, [...ids])))
    .returning({ alertRuleId: alertRules.alertRuleId });
}

export async function setAlertRulesActive(
  db: DbExecutor,
  companyId: number,
  ids: readonly number[],
  isActive: boolean,
) {
  if (ids.length === 0) return [];
  return db
    .update(alertRules)
    .set({ isActive, updatedOn: new Date() })
    .where(and(eq(alertRules.companyId, companyId), inArray(alertRules.alertRuleId, [...ids])))
    .returning({ alertRuleId: alertRules.alertRuleId });
}

/** The company's active rules per alert code (for templates: already active, skip on create). */
export async function activeRulesByCode(db: DbExecutor, companyId: number) {
  const rows = await db
    .select({ alertRuleId: alertRules.alertRuleId, label: alertRules.label, alertCode: alertRules.alertCode })
    .from(alertRules)
    .where(and(eq(alertRules.companyId, companyId), eq(alertRules.isActive, true)));
  const byCode = new Map<number, { alertRuleId: number; label: string }[]>();
  for (const row of rows) {
    const list = byCode.get(row.alertCode) ?? [];
    list.push({ alertRuleId: row.alertRuleId, label: row.label });
    byCode.set(row.alertCode, list);
  }
  return byCode;
}
