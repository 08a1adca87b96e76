import { and, count, desc, eq, ilike, inArray, isNull, lte, not, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/database.js";
import { containsPattern } from "../../../db/likePattern.js";
import { users } from "../../auth/index.js";
import { vehicles, vehicleTypes } from "../../fleet/index.js";
import {
  type ContactLocation,
  temporaryLiveViewContacts,
  temporaryLiveViews,
  temporaryLiveViewVehicles,
} from "../temporaryLiveView.tables.js";

export type ViewRow = typeof temporaryLiveViews.$inferSelect;
export type ContactRow = typeof temporaryLiveViewContacts.$inferSelect & { createdByName: string | null };

export async function findView(
  db: DbExecutor,
  companyId: number,
  temporaryLvId: number,
): Promise<ViewRow | null> {
  const [view] = await db
    .select()
    .from(temporaryLiveViews)
    .where(
      and(
        eq(temporaryLiveViews.temporaryLvId, temporaryLvId),
        eq(temporaryLiveViews.companyId, companyId),
        isNull(temporaryLiveViews.deletedOn),
      ),
    );
  return view ?? null;
}

export interface ViewListQuery {
  search?: string | undefined;
  status?: "A" | "E" | undefined;
  page: number;
  show: number;
  now: Date;
}

/** A page of the company's views with their vehicle and contact counts, newest first. */
export async function listViews(db: DbExecutor, companyId: number, query: ViewListQuery) {
  const conditions: SQL[] = [
    eq(temporaryLiveViews.companyId, companyId),
    isNull(temporaryLiveViews.deletedOn),
  ];
  if (query.search) conditions.push(ilike(temporaryLiveViews.name, containsPattern(query.search)));
  // Column-typed comparisons: postgres.js needs the timestamp type to send a Date parameter.
  const expired = or(eq(temporaryLiveViews.status, "E"), lte(temporaryLiveViews.expiresOn, query.now));
  if (query.status === "E" && expired) conditions.push(expired);
  if (query.status === "A" && expired) conditions.push(not(expired));
  const where = and(...conditions);
  const vehicleCount = db
    .select({ id: temporaryLiveViewVehicles.temporaryLvId, total: count().as("vehicle_total") })
    .from(temporaryLiveViewVehicles)
    .groupBy(temporaryLiveViewVehicles.temporaryLvId)
    .as("vehicle_counts");
  const contactCount = db
    .select({ id: temporaryLiveViewContacts.temporaryLvId, total: count().as("contact_total") })
    .from(temporaryLiveViewContacts)
    .groupBy(temporaryLiveViewContacts.temporaryLvId)
    .as("contact_counts");
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        view: temporaryLiveViews,
        vehicleCount: sql<number>`coalesce(${vehicleCount.total}, 0)::int`,
        contactCount: sql<number>`coalesce(${contactCount.total}, 0)::int`,
      })
      .from(temporaryLiveViews)
      .leftJoin(vehicleCount, eq(vehicleCount.id, temporaryLiveViews.temporaryLvId))
      .leftJoin(contactCount, eq(contactCount.id, temporaryLiveViews.temporaryLvId))
      .where(where)
      .orderBy(desc(temporaryLiveViews.createdOn), desc(temporaryLiveViews.temporaryLvId))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(temporaryLiveViews).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findViewVehicles(db: DbExecutor, temporaryLvId: number) {
  return db
    .select({
      id: vehicles.id,
      licensePlate: vehicles.licensePlate,
      manufacturer: vehicleTypes.manufacturer,
      model: vehicleTypes.model,
      type: vehicleTypes.type,
      category: vehicleTypes.category,
    })
    .from(temporaryLiveViewVehicles)
    .innerJoin(vehicles, eq(vehicles.id, temporaryLiveViewVehicles.vehicleId))
    .leftJoin(vehicleTypes, eq(vehicleTypes.vehicleTypeId, vehicles.vehicleTypeId))
    .where(eq(temporaryLiveViewVehicles.temporaryLvId, temporaryLvId))
    .orderBy(vehicles.licensePlate);
}

export async function findContacts(db: DbExecutor, temporaryLvId: number): Promise<ContactRow[]> {
  const rows = await db
    .select({ contact: temporaryLiveViewContacts, createdByName: users.name })
    .from(temporaryLiveViewContacts)
    .leftJoin(users, eq(users.id, temporaryLiveViewContacts.createdBy))
    .where(eq(temporaryLiveViewContacts.temporaryLvId, temporaryLvId))
    .orderBy(temporaryLiveViewContacts.createdOn, temporaryLiveViewContacts.contactId);
  return rows.map((row) => ({ ...row.contact, createdByName: row.createdByName }));
}

/** The ids among `vehicleIds` that belong to the company. */
export async function ownedVehicleIds(
  db: DbExecutor,
  companyId: number,
  vehicleIds: number[],
): Promise<Set<number>> {
  if (vehicleIds.length === 0) return new Set();
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), inArray(vehicles.id, vehicleIds)));
  return new Set(rows.map((row) => row.id));
}

export async function insertView(db: DbExecutor, values: typeof temporaryLiveViews.$inferInsert) {
  const [view] = await db.insert(temporaryLiveViews).values(values).returning();
  if (!view) throw new Error("insert returned no row");
  return view;
}

export async function updateView(
  db: DbExecutor,
  temporaryLvId: number,
  values: Partial<typeof temporaryLiveViews.$inferInsert>,
) {
  await db.update(temporaryLiveViews).set(values).where(eq(temporaryLiveViews.temporaryLvId, temporaryLvId));
}

export async function addViewVehicles(db: DbExecutor, temporaryLvId: number, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return;
  await db
    .insert(temporaryLiveViewVehicles)
    .values(vehicleIds.map((vehicleId) => ({ temporaryLvId, vehicleId })))
    .onConflictDoNothing();
}

export async function removeViewVehicles(db: DbExecutor, temporaryLvId: number, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return;
  await db
    .delete(temporaryLiveViewVehicles)
    .where(
      and(
        eq(temporaryLiveViewVehicles.temporaryLvId, temporaryLvId),
        inArray(temporaryLiveViewVehicles.vehicleId, vehicleIds),
      ),
    );
}

export async function insertContacts(
  db: DbExecutor,
  rows: (typeof temporaryLiveViewContacts.$inferInsert)[],
) {
  if (rows.length === 0) return [];
  return db.insert(temporaryLiveViewContacts).values(rows).returning();
}

export async function updateContact(
  db: DbExecutor,
  temporaryLvId: number,
  contactId: number,
  values: { label?: string; location?: ContactLocation | null },
) {
  const [updated] = await db
    .update(temporaryLiveViewContacts)
    .set(values)
    .where(
      and(
        eq(temporaryLiveViewContacts.temporaryLvId, temporaryLvId),
        eq(temporaryLiveViewContacts.contactId, contactId),
      ),
    )
    .returning({ contactId: temporaryLiveViewContacts.contactId });
  return updated !== undefined;
}

export async function removeContacts(db: DbExecutor, temporaryLvId: number, contactIds: number[]) {
  if (contactIds.length === 0) return;
  await db
    .delete(temporaryLiveViewContacts)
    .where(
      and(
        eq(temporaryLiveViewContacts.temporaryLvId, temporaryLvId),
        inArray(temporaryLiveViewContacts.contactId, contactIds),
      ),
    );
}

/** Marks every view past its expiry as E; returns their ids. */
export async function expireViews(db: DbExecutor, now: Date): Promise<number[]> {
  const rows = await db
    .update(temporaryLiveViews)
    .set({ status: "E" })
    .where(and(eq(temporaryLiveViews.status, "A"), lte(temporaryLiveViews.expiresOn, now)))
    .returning({ id: temporaryLiveViews.temporaryLvId });
  return rows.map((row) => row.id);
}
