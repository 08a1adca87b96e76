import type { CostEntryRow } from "./costEntryRepository.js";

/** The API's cost entry from its row. */
export function toCostEntryView(row: CostEntryRow) {
  return {
    costEntryId: row.id,
    vehicleId: row.vehicleId,
    licensePlate: row.licensePlate,
    category: row.category,
    spentAt: row.spentAt.toISOString(),
    amount: row.amount,
    litres: row.litres,
    pricePerLitre: row.pricePerLitre,
    station: row.station,
    etollCard: row.etollCard,
    odometerKm: row.odometerKm,
    description: row.description,
    fromAllowance: row.allowanceExpenseId !== null,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}
export type CostEntryView = ReturnType<typeof toCostEntryView>;
