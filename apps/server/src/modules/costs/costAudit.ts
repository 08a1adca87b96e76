import { COST_CATEGORY_LABELS, formatRupiah } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import { vehicleAuditLogs } from "../fleet/index.js";
import type { CostEntryRow } from "./costEntryRepository.js";

const ACTIONS = {
  create: "Tambah Biaya",
  update: "Ubah Biaya",
  delete: "Hapus Biaya",
} as const;

/** What an audit entry keeps of a cost entry. */
function snapshot(row: CostEntryRow) {
  return {
    costEntryId: row.id,
    category: row.category,
    spentAt: row.spentAt.toISOString(),
    amount: row.amount,
    litres: row.litres,
    pricePerLitre: row.pricePerLitre,
    station: row.station,
    etollCard: row.etollCard,
    odometerKm: row.odometerKm,
    description: row.description,
  };
}

/**
 * Writes a cost entry's change into its vehicle's audit log (object `cost`, Indonesian texts like the rest of the
 * log), with the entry before and after.
 */
export async function auditCostEntry(
  db: DbExecutor,
  userId: number,
  kind: keyof typeof ACTIONS,
  before: CostEntryRow | null,
  after: CostEntryRow | null,
) {
  const row = (after ?? before) as CostEntryRow;
  await db.insert(vehicleAuditLogs).values({
    companyId: row.companyId,
    vehicleId: row.vehicleId,
    userId,
    actionType: kind,
    action: ACTIONS[kind],
    detail: `${COST_CATEGORY_LABELS[row.category].id} ${formatRupiah(row.amount)} · ${row.licensePlate}`,
    object: "cost",
    oldData: before ? snapshot(before) : null,
    newData: after ? snapshot(after) : null,
  });
}
