import { ALLOWANCE_EXPENSE_KIND_LABELS, formatRupiah } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import { vehicleAuditLogs } from "../fleet/index.js";
import type { AllowanceExpenseRow, AllowanceRow } from "./allowanceRepository.js";

const ACTIONS = {
  create: "Beri Uang Jalan",
  addExpense: "Tambah Nota Uang Jalan",
  deleteExpense: "Hapus Nota Uang Jalan",
  settle: "Selesaikan Uang Jalan",
  cancel: "Batalkan Uang Jalan",
} as const;

const allowanceSnapshot = (row: AllowanceRow) => ({
  allowanceId: row.id,
  driverId: row.driverId,
  fleetTaskId: row.fleetTaskId,
  purpose: row.purpose,
  amount: row.amount,
  paidOn: row.paidOn.toISOString(),
  status: row.status,
  spent: row.spent,
  variance: row.variance,
});

const expenseSnapshot = (row: AllowanceExpenseRow) => ({
  expenseId: row.id,
  allowanceId: row.allowanceId,
  kind: row.kind,
  spentAt: row.spentAt.toISOString(),
  amount: row.amount,
  description: row.description,
  receiptUrl: row.receiptUrl,
});

/**
 * Writes an allowance's change into its vehicle's audit log (object `allowance`, Indonesian texts like the rest of
 * the log): the allowance before and after, or the receipt added or removed.
 */
export async function auditAllowance(
  db: DbExecutor,
  userId: number,
  kind: keyof typeof ACTIONS,
  allowance: { before: AllowanceRow | null; after: AllowanceRow },
  expense?: AllowanceExpenseRow,
) {
  const { before, after } = allowance;
  const detail = expense
    ? `${ALLOWANCE_EXPENSE_KIND_LABELS[expense.kind].id} ${formatRupiah(expense.amount)} · ${after.purpose}`
    : `${after.driverName} ${formatRupiah(after.amount)} · ${after.purpose}`;
  await db.insert(vehicleAuditLogs).values({
    companyId: after.companyId,
    vehicleId: after.vehicleId,
    userId,
    actionType: kind,
    action: ACTIONS[kind],
    detail: `${detail} · ${after.licensePlate}`,
    object: "allowance",
    oldData: expense
      ? kind === "deleteExpense"
        ? expenseSnapshot(expense)
        : null
      : before && allowanceSnapshot(before),
    newData: expense ? (kind === "addExpense" ? expenseSnapshot(expense) : null) : allowanceSnapshot(after),
  });
}
