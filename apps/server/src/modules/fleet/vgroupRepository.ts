import { and, asc, count, eq, ilike, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import { vehicles, vehicleVgroups, vgroups } from "./fleet.tables.js";

export type VgroupRow = typeof vgroups.$inferSelect;

export interface VgroupQuery {
  search?: string | undefined;
  ids?: readonly number[] | undefined;
  page: number;
  show: number;
}

export async function findVgroups(db: DbExecutor, companyId: number, query: VgroupQuery) {
  const conditions: SQL[] = [eq(vgroups.companyId, companyId)];
  if (query.ids) conditions.push(query.ids.length > 0 ? inArray(vgroups.id, [...query.ids]) : sql`false`);
  if (query.search) conditions.push(ilike(vgroups.name, containsPattern(query.search)));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(vgroups)
      .where(where)
      .orderBy(asc(vgroups.name), asc(vgroups.id))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(vgroups).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The company's groups among `ids` (others' ids are left out). */
export async function findVgroupsByIds(db: DbExecutor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(vgroups)
    .where(and(eq(vgroups.companyId, companyId), inArray(vgroups.id, [...new Set(ids)])));
}

export async function findVgroup(db: DbExecutor, companyId: number, id: number) {
  const [row] = await findVgroupsByIds(db, companyId, [id]);
  return row ?? null;
}

export async function findVgroupByName(db: DbExecutor, companyId: number, name: string, exceptId?: number) {
  const conditions: SQL[] = [eq(vgroups.companyId, companyId), sql`lower(${vgroups.name}) = lower(${name})`];
  if (exceptId !== undefined) conditions.push(ne(vgroups.id, exceptId));
  const [row] = await db
    .select({ id: vgroups.id })
    .from(vgroups)
    .where(and(...conditions))
    .limit(1);
  return row?.id ?? null;
}

/** The vehicles of many groups in one query, by group id. */
export async function findVgroupMembers(db: DbExecutor, vgroupIds: readonly number[]) {
  const members = new Map<number, { id: number; licensePlate: string }[]>();
  if (vgroupIds.length === 0) return members;
  const rows = await db
    .select({ vgroupId: vehicleVgroups.vgroupId, id: vehicles.id, licensePlate: vehicles.licensePlate })
    .from(vehicleVgroups)
    .innerJoin(vehicles, eq(vehicles.id, vehicleVgroups.vehicleId))
    .where(inArray(vehicleVgroups.vgroupId, [...vgroupIds]))
    .orderBy(asc(vehicles.licensePlate));
  for (const { vgroupId, ...vehicle } of rows) {
    const list = members.get(vgroupId);
    if (list) list.push(vehicle);
    else members.set(vgroupId, [vehicle]);
  }
  return members;
}

export async function insertVgroup(db: DbExecutor, companyId: number, name: string) {
  const [row] = await db.insert(vgroups).values({ companyId, name }).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function renameVgroup(db: DbExecutor, companyId: number, id: number, name: string) {
  await db
    .update(vgroups)
    .set({ name })
    .where(and(eq(vgroups.companyId, companyId), eq(vgroups.id, id)));
}

export async function replaceVgroupVehicles(db: DbExecutor, vgroupId: number, vehicleIds: readonly number[]) {
  await db.delete(vehicleVgroups).where(eq(vehicleVgroups.vgroupId, vgroupId));
  if (vehicleIds.length > 0) {
    await db.insert(vehicleVgroups).values(vehicleIds.map((vehicleId) => ({ vehicleId, vgroupId })));
  }
}

export async function deleteVgroupRow(db: DbExecutor, companyId: number, id: number) {
  const [row] = await db
    .delete(vgroups)
    .where(and(eq(vgroups.companyId, companyId), eq(vgroups.id, id)))
    .returning();
  return row ?? null;
}
