import {
  type Language,
  rateCardFieldsSchema,
  rateCardIdInputSchema,
  rateCardsFilterSchema,
  updateRateCardInputSchema,
} from "@armada/domain";
import { and, asc, count, eq, ilike } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/database.js";
import { containsPattern, escapeLike } from "../../db/likePattern.js";
import { notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput, withoutNulls } from "../../http/envelope.js";
import { rateCards } from "./invoices.tables.js";
import { requireInvoiceAccess } from "./invoicesAccess.js";

export type RateCardRow = typeof rateCards.$inferSelect;

/** The API's rate card from its row. */
export function toRateCardView(row: RateCardRow) {
  const { id, companyId: _company, createdOn, updatedOn, ...fields } = row;
  return {
    rateCardId: id,
    ...fields,
    createdOn: createdOn.toISOString(),
    updatedOn: updatedOn.toISOString(),
  };
}

export function createRateCardService(db: Db) {
  async function card(executor: DbExecutor, companyId: number, id: number) {
    const [row] = await executor
      .select()
      .from(rateCards)
      .where(and(eq(rateCards.companyId, companyId), eq(rateCards.id, id)));
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(user: AuthUser, input: unknown, language: Language) {
      await requireInvoiceAccess(db, user, "read");
      const { customerName, pagination } = parseInput(
        rateCardsFilterSchema,
        withoutNulls(input ?? {}),
        language,
      );
      const where = and(
        eq(rateCards.companyId, user.companyId),
        customerName ? ilike(rateCards.customerName, containsPattern(customerName)) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(rateCards)
          .where(where)
          .orderBy(asc(rateCards.customerName), asc(rateCards.id))
          .limit(pagination.show)
          .offset((pagination.page - 1) * pagination.show),
        db.select({ total: count() }).from(rateCards).where(where),
      ]);
      return { list: rows.map(toRateCardView), pagination: { total: totals?.total ?? 0, ...pagination } };
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      await requireInvoiceAccess(db, user, "create");
      const parsed = parseInput(rateCardFieldsSchema, withoutNulls(input), language);
      const [row] = await db
        .insert(rateCards)
        .values({ ...parsed, companyId: user.companyId })
        .returning();
      return toRateCardView(row as RateCardRow);
    },

    async update(user: AuthUser, input: unknown, language: Language) {
      await requireInvoiceAccess(db, user, "update");
      const { rateCardId, ...parsed } = parseInput(updateRateCardInputSchema, withoutNulls(input), language);
      await card(db, user.companyId, rateCardId);
      await db
        .update(rateCards)
        .set({ ...parsed, updatedOn: new Date() })
        .where(and(eq(rateCards.companyId, user.companyId), eq(rateCards.id, rateCardId)));
      return toRateCardView(await card(db, user.companyId, rateCardId));
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      await requireInvoiceAccess(db, user, "delete");
      const { rateCardId } = parseInput(rateCardIdInputSchema, input, language);
      const removed = await card(db, user.companyId, rateCardId);
      // invoices keep their priced lines; the line's card reference is cleared
      await db
        .delete(rateCards)
        .where(and(eq(rateCards.companyId, user.companyId), eq(rateCards.id, rateCardId)));
      return toRateCardView(removed);
    },

    /** Every card of the customer (case-insensitive), for pricing a draft. */
    async ofCustomer(executor: DbExecutor, companyId: number, customerName: string) {
      return executor
        .select()
        .from(rateCards)
        .where(
          and(
            eq(rateCards.companyId, companyId),
            ilike(rateCards.customerName, escapeLike(customerName.trim())),
          ),
        );
    },
  };
}
export type RateCardService = ReturnType<typeof createRateCardService>;
