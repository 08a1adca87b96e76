import {
  etollCardFieldsSchema,
  etollCardIdInputSchema,
  type Language,
  updateEtollCardSchema,
} from "@armada/domain";
import type { Db, DbExecutor } from "../../db/database.js";
import { uniqueViolation } from "../../db/uniqueViolation.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput, withoutNulls } from "../../http/envelope.js";
import { requireCostKey } from "./costsAccess.js";
import { requireCostVehicle } from "./costVehicles.js";
import { auditEtollCard } from "./etollAudit.js";
import {
  deleteEtollCardRow,
  type EtollCardRow,
  findEtollCard,
  findEtollCards,
  insertEtollCard,
  moveEtollCard,
  updateEtollCardRow,
} from "./etollCardRepository.js";

export const toEtollCardView = (row: EtollCardRow) => ({
  etollCardId: row.id,
  cardNumber: row.cardNumber,
  issuer: row.issuer,
  vehicleId: row.vehicleId,
  licensePlate: row.licensePlate,
  assignedFrom: row.assignedFrom?.toISOString() ?? null,
  balance: row.balance,
  balanceOn: row.balanceOn?.toISOString() ?? null,
  note: row.note,
});

/** Inserting a number the company already has is refused with its own error, not a database failure. */
async function refusingDuplicate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (uniqueViolation(error) === "etoll_cards_company_number_idx")
      throw new AppError("EtollCardExists", 409);
    throw error;
  }
}

/** The company's e-toll cards: registered, moved between vehicles (the history kept for statements), removed. */
export function createEtollCardService(db: Db) {
  async function card(executor: DbExecutor, companyId: number, id: number, lock = false) {
    const row = await findEtollCard(executor, companyId, id, lock);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(user: AuthUser) {
      requireCostKey(user, "read");
      return (await findEtollCards(db, user.companyId)).map(toEtollCardView);
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "create");
      const { assignedFrom, ...values } = parseInput(etollCardFieldsSchema, withoutNulls(input), language);
      return refusingDuplicate(() =>
        db.transaction(async (tx) => {
          if (values.vehicleId) await requireCostVehicle(tx, user.companyId, values.vehicleId, language);
          const id = await insertEtollCard(tx, user.companyId, user.userId, values);
          if (values.vehicleId)
            await moveEtollCard(tx, user.companyId, id, values.vehicleId, assignedFrom ?? new Date());
          const created = await card(tx, user.companyId, id);
          await auditEtollCard(tx, user.userId, "create", null, created);
          return toEtollCardView(created);
        }),
      );
    },

    async update(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "update");
      const { etollCardId, assignedFrom, ...values } = parseInput(
        updateEtollCardSchema,
        withoutNulls(input),
        language,
      );
      return refusingDuplicate(() =>
        db.transaction(async (tx) => {
          const before = await card(tx, user.companyId, etollCardId, true);
          if (values.vehicleId) await requireCostVehicle(tx, user.companyId, values.vehicleId, language);
          if (values.vehicleId !== before.vehicleId) {
            const at = assignedFrom ?? new Date();
            if (before.assignedFrom && at <= before.assignedFrom)
              throw new AppError("EtollAssignedFromTooEarly", 400);
            await moveEtollCard(tx, user.companyId, etollCardId, values.vehicleId, at);
          }
          await updateEtollCardRow(
            tx,
            user.companyId,
            etollCardId,
            values,
            values.balance !== before.balance,
          );
          const after = await card(tx, user.companyId, etollCardId);
          await auditEtollCard(tx, user.userId, "update", before, after);
          return toEtollCardView(after);
        }),
      );
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      requireCostKey(user, "delete");
      const { etollCardId } = parseInput(etollCardIdInputSchema, input, language);
      return db.transaction(async (tx) => {
        const removed = await card(tx, user.companyId, etollCardId, true);
        await deleteEtollCardRow(tx, user.companyId, etollCardId);
        await auditEtollCard(tx, user.userId, "delete", removed, null);
        return toEtollCardView(removed);
      });
    },
  };
}
export type EtollCardService = ReturnType<typeof createEtollCardService>;
