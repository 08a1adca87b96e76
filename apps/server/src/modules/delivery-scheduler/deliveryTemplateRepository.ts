import type { DeliveryTemplateStatus } from "@armada/domain";
import { and, count, desc, eq, gte, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import { companies } from "../company/index.js";
import { deliveryOrders } from "../deliveries/index.js";
import { deliveryTemplateRuns, deliveryTemplates } from "./deliveryScheduler.tables.js";

export type DeliveryTemplateRow = typeof deliveryTemplates.$inferSelect;
export type DeliveryTemplateValues = Omit<
  typeof deliveryTemplates.$inferInsert,
  "id" | "companyId" | "status" | "createdBy" | "createdOn" | "updatedOn"
>;

export interface DeliveryTemplateQuery {
  status?: DeliveryTemplateStatus | undefined;
  search?: string | undefined;
  page: number;
  show: number;
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(deliveryTemplates.name, pattern), ilike(deliveryTemplates.customerName, pattern));
}

/** A page of the company's templates, newest first, with the total and a count per status. */
export async function findDeliveryTemplates(db: DbExecutor, companyId: number, query: DeliveryTemplateQuery) {
  const scope = and(eq(deliveryTemplates.companyId, companyId), searchCondition(query.search));
  const where = query.status ? and(scope, eq(deliveryTemplates.status, query.status)) : scope;
  const [rows, [totals], counts] = await Promise.all([
    db
      .select()
      .from(deliveryTemplates)
      .where(where)
      .orderBy(desc(deliveryTemplates.id))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(deliveryTemplates).where(where),
    db
      .select({ status: deliveryTemplates.status, count: count() })
      .from(deliveryTemplates)
      .where(scope)
      .groupBy(deliveryTemplates.status),
  ]);
  return { rows, total: totals?.total ?? 0, counts };
}

export async function findDeliveryTemplate(db: DbExecutor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(deliveryTemplates)
    .where(and(eq(deliveryTemplates.companyId, companyId), eq(deliveryTemplates.id, id)));
  return row ?? null;
}

export async function insertDeliveryTemplate(
  db: DbExecutor,
  companyId: number,
  createdBy: number,
  values: DeliveryTemplateValues,
) {
  const [row] = await db
    .insert(deliveryTemplates)
    .values({ ...values, companyId, createdBy })
    .returning({ id: deliveryTemplates.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Changes the company's template; false when it has none of that id. */
export async function updateDeliveryTemplateRow(
  db: DbExecutor,
  companyId: number,
  id: number,
  values: Partial<DeliveryTemplateValues> & { status?: DeliveryTemplateStatus },
) {
  const rows = await db
    .update(deliveryTemplates)
    .set({ ...values, updatedOn: new Date() })
    .where(and(eq(deliveryTemplates.companyId, companyId), eq(deliveryTemplates.id, id)))
    .returning({ id: deliveryTemplates.id });
  return rows.length > 0;
}

export async function deleteDeliveryTemplateRow(db: DbExecutor, companyId: number, id: number) {
  await db
    .delete(deliveryTemplates)
    .where(and(eq(deliveryTemplates.companyId, companyId), eq(deliveryTemplates.id, id)));
}

/** The orders the templates made on `from` and later, by template, soonest first, with each order's status. */
export async function findTemplateOrders(
  db: DbExecutor,
  companyId: number,
  templateIds: number[],
  from: string,
) {
  if (templateIds.length === 0) return [];
  return db
    .select({
      templateId: deliveryTemplateRuns.templateId,
      runDate: deliveryTemplateRuns.runDate,
      deliveryOrderId: deliveryTemplateRuns.deliveryOrderId,
      status: deliveryOrders.status,
    })
    .from(deliveryTemplateRuns)
    .leftJoin(deliveryOrders, eq(deliveryOrders.id, deliveryTemplateRuns.deliveryOrderId))
    .where(
      and(
        eq(deliveryTemplateRuns.companyId, companyId),
        inArray(deliveryTemplateRuns.templateId, templateIds),
        gte(deliveryTemplateRuns.runDate, from),
      ),
    )
    .orderBy(deliveryTemplateRuns.runDate);
}

/** Every active template (every company, or one), with its company's time zone: what the generator works on. */
export async function findActiveTemplates(db: DbExecutor, only?: { companyId: number; templateId: number }) {
  return db
    .select({ template: deliveryTemplates, timeZone: companies.timeZone })
    .from(deliveryTemplates)
    .innerJoin(companies, eq(companies.id, deliveryTemplates.companyId))
    .where(
      and(
        eq(deliveryTemplates.status, "ACTIVE"),
        only ? eq(deliveryTemplates.companyId, only.companyId) : undefined,
        only ? eq(deliveryTemplates.id, only.templateId) : undefined,
      ),
    );
}

/** The days of the template already claimed from `from` on. */
export async function findClaimedDays(db: DbExecutor, templateId: number, from: string) {
  const rows = await db
    .select({ runDate: deliveryTemplateRuns.runDate })
    .from(deliveryTemplateRuns)
    .where(and(eq(deliveryTemplateRuns.templateId, templateId), gte(deliveryTemplateRuns.runDate, from)));
  return new Set(rows.map((row) => row.runDate));
}

/**
 * Claims the template's day in the caller's transaction; false when it is already claimed (another instance made, or
 * is making, that order: the unique index waits for its transaction and then refuses this one).
 */
export async function claimTemplateDay(
  db: DbExecutor,
  companyId: number,
  templateId: number,
  runDate: string,
) {
  const rows = await db
    .insert(deliveryTemplateRuns)
    .values({ companyId, templateId, runDate })
    .onConflictDoNothing({ target: [deliveryTemplateRuns.templateId, deliveryTemplateRuns.runDate] })
    .returning({ id: deliveryTemplateRuns.id });
  return rows[0]?.id ?? null;
}

export async function setRunOrder(db: DbExecutor, runId: number, deliveryOrderId: number) {
  await db.update(deliveryTemplateRuns).set({ deliveryOrderId }).where(eq(deliveryTemplateRuns.id, runId));
}

/** The company's template, locked for the caller's transaction (an order is made from its current values). */
export async function lockDeliveryTemplate(db: DbExecutor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(deliveryTemplates)
    .where(and(eq(deliveryTemplates.companyId, companyId), eq(deliveryTemplates.id, id)))
    .for("update");
  return row ?? null;
}
