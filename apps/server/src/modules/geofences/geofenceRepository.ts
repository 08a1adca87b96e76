import { and, asc, count, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import { geofences } from "./geofences.tables.js";
import type { GeofenceRow } from "./geofenceView.js";

export type GeofenceValues = Omit<typeof geofences.$inferInsert, "geofenceId" | "companyId" | "createdOn">;

export interface GeofenceQuery {
  ownership?: readonly string[] | undefined;
  type?: string | undefined;
  search?: string | undefined;
  category?: string | undefined;
  isGarage?: boolean | undefined;
  page: number;
  show: number;
}

export async function findGeofences(db: DbExecutor, companyId: number, query: GeofenceQuery) {
  const conditions: SQL[] = [eq(geofences.companyId, companyId)];
  if (query.ownership && query.ownership.length > 0)
    conditions.push(inArray(geofences.ownership, [...query.ownership]));
  if (query.type) conditions.push(eq(geofences.type, query.type));
  if (query.category) conditions.push(eq(geofences.category, query.category));
  if (query.isGarage !== undefined) conditions.push(eq(geofences.isGarage, query.isGarage));
  if (query.search) {
    const pattern = containsPattern(query.search);
    const match = or(ilike(geofences.fenceName, pattern), ilike(geofences.address, pattern));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(geofences)
      .where(where)
      .orderBy(asc(geofences.fenceName), asc(geofences.geofenceId))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(geofences).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findGeofence(db: DbExecutor, companyId: number, geofenceId: number) {
  const [row] = await db
    .select()
    .from(geofences)
    .where(and(eq(geofences.companyId, companyId), eq(geofences.geofenceId, geofenceId)));
  return row ?? null;
}

/** The company's geofences among `ids` (others' ids are silently left out). */
export async function findGeofencesByIds(
  db: DbExecutor,
  companyId: number,
  ids: readonly number[],
): Promise<GeofenceRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(geofences)
    .where(and(eq(geofences.companyId, companyId), inArray(geofences.geofenceId, [...new Set(ids)])));
}

export async function insertGeofence(db: DbExecutor, companyId: number, values: GeofenceValues) {
  const [row] = await db
    .insert(geofences)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateGeofenceRow(
  db: DbExecutor,
  companyId: number,
  geofenceId: number,
  values: Partial<GeofenceValues>,
) {
  const [row] = await db
    .update(geofences)
    .set({ ...values, updatedOn: new Date() })
    .where(and(eq(geofences.companyId, companyId), eq(geofences.geofenceId, geofenceId)))
    .returning();
  return row ?? null;
}

export async function deleteGeofenceRow(db: DbExecutor, companyId: number, geofenceId: number) {
  const [row] = await db
    .delete(geofences)
    .where(and(eq(geofences.companyId, companyId), eq(geofences.geofenceId, geofenceId)))
    .returning();
  return row ?? null;
}
