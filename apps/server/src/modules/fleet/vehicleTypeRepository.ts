import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import { fuelTypes, vehicles, vehicleTypes } from "./fleet.tables.js";

export type VehicleTypeRow = typeof vehicleTypes.$inferSelect;
export type FuelTypeRow = typeof fuelTypes.$inferSelect;
export type VehicleTypeWithFuel = VehicleTypeRow & { fuelType: FuelTypeRow | null };
export type VehicleTypeValues = Omit<
  typeof vehicleTypes.$inferInsert,
  "vehicleTypeId" | "companyId" | "createdOn" | "updatedOn"
>;

export interface VehicleTypeQuery {
  search?: string | undefined;
  manufacturer?: string | undefined;
  model?: string | undefined;
  category?: string | undefined;
  isActive?: boolean | undefined;
  page: number;
  show: number;
}

const withFuel = (row: {
  vehicle_types: VehicleTypeRow;
  fuel_types: FuelTypeRow | null;
}): VehicleTypeWithFuel => ({
  ...row.vehicle_types,
  fuelType: row.fuel_types,
});

export async function findVehicleTypes(db: DbExecutor, companyId: number, query: VehicleTypeQuery) {
  const conditions: SQL[] = [eq(vehicleTypes.companyId, companyId)];
  if (query.manufacturer) conditions.push(ilike(vehicleTypes.manufacturer, query.manufacturer));
  if (query.model) conditions.push(ilike(vehicleTypes.model, query.model));
  if (query.category) conditions.push(ilike(vehicleTypes.category, query.category));
  if (query.isActive !== undefined) conditions.push(eq(vehicleTypes.isActive, query.isActive));
  if (query.search) {
    const pattern = containsPattern(query.search);
    const match = or(
      ilike(vehicleTypes.manufacturer, pattern),
      ilike(vehicleTypes.model, pattern),
      ilike(vehicleTypes.type, pattern),
      ilike(vehicleTypes.category, pattern),
      sql`(${vehicleTypes.manufacturer} || ' ' || ${vehicleTypes.model} || ' ' || ${vehicleTypes.type}) ilike ${pattern}`,
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(vehicleTypes)
      .leftJoin(fuelTypes, eq(fuelTypes.fuelTypeId, vehicleTypes.fuelTypeId))
      .where(where)
      .orderBy(
        asc(vehicleTypes.manufacturer),
        asc(vehicleTypes.model),
        asc(vehicleTypes.type),
        asc(vehicleTypes.vehicleTypeId),
      )
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(vehicleTypes).where(where),
  ]);
  return { rows: rows.map(withFuel), total: totals?.total ?? 0 };
}

/** The company's vehicle types among `ids`, with their fuel type, in one query. */
export async function findVehicleTypesByIds(db: DbExecutor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(vehicleTypes)
    .leftJoin(fuelTypes, eq(fuelTypes.fuelTypeId, vehicleTypes.fuelTypeId))
    .where(
      and(eq(vehicleTypes.companyId, companyId), inArray(vehicleTypes.vehicleTypeId, [...new Set(ids)])),
    );
  return rows.map(withFuel);
}

export async function findVehicleType(db: DbExecutor, companyId: number, vehicleTypeId: number) {
  const [row] = await findVehicleTypesByIds(db, companyId, [vehicleTypeId]);
  return row ?? null;
}

/** Which of the types a vehicle uses: one query for a page. */
export async function findVehicleTypesInUse(db: DbExecutor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ id: vehicles.vehicleTypeId })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), inArray(vehicles.vehicleTypeId, [...new Set(ids)])));
  return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
}

/** Another type of the company with the same manufacturer, model and type (case ignored). */
export async function findSameVehicleType(
  db: DbExecutor,
  companyId: number,
  names: { manufacturer: string; model: string; type: string },
  exceptId?: number,
) {
  const conditions: SQL[] = [
    eq(vehicleTypes.companyId, companyId),
    sql`lower(${vehicleTypes.manufacturer}) = lower(${names.manufacturer})`,
    sql`lower(${vehicleTypes.model}) = lower(${names.model})`,
    sql`lower(${vehicleTypes.type}) = lower(${names.type})`,
  ];
  if (exceptId !== undefined) conditions.push(ne(vehicleTypes.vehicleTypeId, exceptId));
  const [row] = await db
    .select({ id: vehicleTypes.vehicleTypeId })
    .from(vehicleTypes)
    .where(and(...conditions))
    .limit(1);
  return row?.id ?? null;
}

export async function insertVehicleType(db: DbExecutor, companyId: number, values: VehicleTypeValues) {
  const [row] = await db
    .insert(vehicleTypes)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateVehicleTypeRow(
  db: DbExecutor,
  companyId: number,
  vehicleTypeId: number,
  changes: Partial<VehicleTypeValues>,
) {
  const [row] = await db
    .update(vehicleTypes)
    .set({ ...changes, updatedOn: new Date() })
    .where(and(eq(vehicleTypes.companyId, companyId), eq(vehicleTypes.vehicleTypeId, vehicleTypeId)))
    .returning();
  return row ?? null;
}

export async function findFuelTypes(db: DbExecutor) {
  return db.select().from(fuelTypes).orderBy(asc(fuelTypes.fuelTypeId));
}

export async function findFuelType(db: DbExecutor, fuelTypeId: number) {
  const [row] = await db.select().from(fuelTypes).where(eq(fuelTypes.fuelTypeId, fuelTypeId));
  return row ?? null;
}
