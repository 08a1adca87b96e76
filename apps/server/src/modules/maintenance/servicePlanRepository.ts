import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { vehicles } from "../fleet/index.js";
import { servicePlanItems, servicePlans } from "./maintenance.tables.js";

export type ServicePlanRow = typeof servicePlans.$inferSelect & { licensePlate: string };
export type ServicePlanItemRow = typeof servicePlanItems.$inferSelect;
export type ServicePlanItemValues = Omit<
  typeof servicePlanItems.$inferInsert,
  "id" | "companyId" | "servicePlanId"
>;

/** The company's plans (optionally one vehicle's or some ids) with their vehicle's plate, and their items. */
export async function findServicePlans(
  db: DbExecutor,
  companyId: number,
  where: { vehicleId?: number | undefined; ids?: number[] | undefined } = {},
) {
  const plans = await db
    .select({ plan: servicePlans, licensePlate: vehicles.licensePlate })
    .from(servicePlans)
    .innerJoin(vehicles, eq(vehicles.id, servicePlans.vehicleId))
    .where(
      and(
        eq(servicePlans.companyId, companyId),
        where.vehicleId ? eq(servicePlans.vehicleId, where.vehicleId) : undefined,
        where.ids ? inArray(servicePlans.id, where.ids.length > 0 ? where.ids : [0]) : undefined,
      ),
    )
    .orderBy(asc(vehicles.licensePlate), asc(servicePlans.id));
  const planIds = plans.map(({ plan }) => plan.id);
  const items =
    planIds.length === 0
      ? []
      : await db
          .select()
          .from(servicePlanItems)
          .where(
            and(eq(servicePlanItems.companyId, companyId), inArray(servicePlanItems.servicePlanId, planIds)),
          )
          .orderBy(asc(servicePlanItems.id));
  return plans.map(({ plan, licensePlate }) => ({
    ...plan,
    licensePlate,
    items: items.filter((item) => item.servicePlanId === plan.id),
  }));
}

export async function insertServicePlan(
  db: DbExecutor,
  companyId: number,
  plan: { vehicleId: number; name: string },
) {
  const [row] = await db
    .insert(servicePlans)
    .values({ ...plan, companyId })
    .returning({ id: servicePlans.id });
  return row?.id ?? 0;
}

export async function updateServicePlanRow(
  db: DbExecutor,
  companyId: number,
  id: number,
  plan: { vehicleId: number; name: string },
) {
  await db
    .update(servicePlans)
    .set({ ...plan, updatedOn: new Date() })
    .where(and(eq(servicePlans.companyId, companyId), eq(servicePlans.id, id)));
}

export async function deleteServicePlanRow(db: DbExecutor, companyId: number, id: number) {
  await db.delete(servicePlans).where(and(eq(servicePlans.companyId, companyId), eq(servicePlans.id, id)));
}

/** Makes the plan's items exactly `items`: an item with an id of the plan is updated, one without is added. */
export async function replaceServicePlanItems(
  db: DbExecutor,
  companyId: number,
  servicePlanId: number,
  items: (ServicePlanItemValues & { id?: number | null | undefined })[],
) {
  const kept = items.flatMap((item) => (item.id ? [item.id] : []));
  const ofPlan = and(
    eq(servicePlanItems.companyId, companyId),
    eq(servicePlanItems.servicePlanId, servicePlanId),
  );
  await db
    .delete(servicePlanItems)
    .where(kept.length > 0 ? and(ofPlan, notInArray(servicePlanItems.id, kept)) : ofPlan);
  for (const { id, ...values } of items) {
    if (id) {
      await db
        .update(servicePlanItems)
        .set(values)
        .where(and(ofPlan, eq(servicePlanItems.id, id)));
    } else {
      await db.insert(servicePlanItems).values({ ...values, companyId, servicePlanId });
    }
  }
}

/** The company's items among `ids`, with their plan's vehicle. */
export async function findPlanItems(db: DbExecutor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ item: servicePlanItems, vehicleId: servicePlans.vehicleId })
    .from(servicePlanItems)
    .innerJoin(servicePlans, eq(servicePlans.id, servicePlanItems.servicePlanId))
    .where(and(eq(servicePlanItems.companyId, companyId), inArray(servicePlanItems.id, [...ids])));
}

/** Finishing a service order: its items start counting again from the meters and day of the service. */
export async function resetPlanItems(
  db: DbExecutor,
  companyId: number,
  ids: readonly number[],
  baseline: { day: string; odometerKm: number | null; engineHours: number | null },
) {
  if (ids.length === 0) return;
  await db
    .update(servicePlanItems)
    .set({
      lastServiceDay: baseline.day,
      lastServiceOdometerKm: baseline.odometerKm,
      lastServiceEngineHours: baseline.engineHours,
    })
    .where(and(eq(servicePlanItems.companyId, companyId), inArray(servicePlanItems.id, [...ids])));
}
