import type { CardAssignment, EtollCardFields } from "@armada/domain";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { vehicles } from "../fleet/index.js";
import { etollCardAssignments, etollCards } from "./costs.tables.js";

export type EtollCardRow = typeof etollCards.$inferSelect & {
  licensePlate: string | null;
  assignedFrom: Date | null;
};

const openAssignment = and(
  eq(etollCardAssignments.cardId, etollCards.id),
  isNull(etollCardAssignments.assignedTo),
);

function selectCards(db: DbExecutor) {
  return db
    .select({
      card: etollCards,
      licensePlate: vehicles.licensePlate,
      assignedFrom: etollCardAssignments.assignedFrom,
    })
    .from(etollCards)
    .leftJoin(vehicles, eq(vehicles.id, etollCards.vehicleId))
    .leftJoin(etollCardAssignments, openAssignment);
}

const flatten = (
  rows: { card: typeof etollCards.$inferSelect; licensePlate: string | null; assignedFrom: Date | null }[],
): EtollCardRow[] => rows.map(({ card, ...rest }) => ({ ...card, ...rest }));

/** The company's cards, by number. */
export async function findEtollCards(db: DbExecutor, companyId: number) {
  return flatten(
    await selectCards(db).where(eq(etollCards.companyId, companyId)).orderBy(asc(etollCards.cardNumber)),
  );
}

export async function findEtollCard(db: DbExecutor, companyId: number, id: number, lock = false) {
  const query = selectCards(db).where(and(eq(etollCards.companyId, companyId), eq(etollCards.id, id)));
  const [row] = flatten(await (lock ? query.for("update", { of: etollCards }) : query));
  return row ?? null;
}

type CardValues = Omit<EtollCardFields, "assignedFrom">;

export async function insertEtollCard(db: DbExecutor, companyId: number, userId: number, values: CardValues) {
  const [row] = await db
    .insert(etollCards)
    .values({
      ...values,
      companyId,
      createdBy: userId,
      balanceOn: values.balance === null ? null : new Date(),
    })
    .returning({ id: etollCards.id });
  return (row as { id: number }).id;
}

export async function updateEtollCardRow(
  db: DbExecutor,
  companyId: number,
  id: number,
  values: CardValues,
  balanceChanged: boolean,
) {
  await db
    .update(etollCards)
    .set({ ...values, updatedOn: new Date(), ...(balanceChanged ? { balanceOn: new Date() } : {}) })
    .where(and(eq(etollCards.companyId, companyId), eq(etollCards.id, id)));
}

export async function deleteEtollCardRow(db: DbExecutor, companyId: number, id: number) {
  await db.delete(etollCards).where(and(eq(etollCards.companyId, companyId), eq(etollCards.id, id)));
}

/** Ends the card's open assignment at `at` and, for a vehicle, opens the next one from `at`. */
export async function moveEtollCard(
  db: DbExecutor,
  companyId: number,
  cardId: number,
  vehicleId: number | null,
  at: Date,
) {
  await db
    .update(etollCardAssignments)
    .set({ assignedTo: at })
    .where(
      and(
        eq(etollCardAssignments.companyId, companyId),
        eq(etollCardAssignments.cardId, cardId),
        isNull(etollCardAssignments.assignedTo),
      ),
    );
  if (vehicleId !== null)
    await db.insert(etollCardAssignments).values({ companyId, cardId, vehicleId, assignedFrom: at });
}

/** The company's cards among `numbers`, each with its assignments (what a statement's rows are matched against). */
export async function findCardAssignments(db: DbExecutor, companyId: number, numbers: readonly string[]) {
  const cards = new Map<string, { id: number; assignments: CardAssignment[] }>();
  if (numbers.length === 0) return cards;
  const rows = await db
    .select({
      id: etollCards.id,
      cardNumber: etollCards.cardNumber,
      vehicleId: etollCardAssignments.vehicleId,
      from: etollCardAssignments.assignedFrom,
      to: etollCardAssignments.assignedTo,
    })
    .from(etollCards)
    .leftJoin(etollCardAssignments, eq(etollCardAssignments.cardId, etollCards.id))
    .where(and(eq(etollCards.companyId, companyId), inArray(etollCards.cardNumber, [...numbers])));
  for (const row of rows) {
    const card = cards.get(row.cardNumber) ?? { id: row.id, assignments: [] };
    if (row.vehicleId !== null && row.from !== null)
      card.assignments.push({ vehicleId: row.vehicleId, from: row.from, to: row.to });
    cards.set(row.cardNumber, card);
  }
  return cards;
}
