import {
  ALLOWANCE_EXPENSE_KIND_LABELS,
  type AllowanceExpenseKind,
  allowanceExpenseCategory,
} from "@armada/domain";
import type { costEntries } from "./costs.tables.js";

/**
 * The vehicle cost entry a settled allowance's receipt becomes: fuel and toll under their categories, the rest as
 * uang jalan, described by the receipt's kind, the allowance's purpose and driver; linked to the receipt so it is
 * booked once and changes only with it.
 */
export function allowanceCostEntry(
  allowance: { companyId: number; vehicleId: number; purpose: string; driverName: string },
  expense: {
    id: number;
    kind: AllowanceExpenseKind;
    spentAt: Date;
    amount: number;
    description: string | null;
  },
  createdBy: number | null,
): typeof costEntries.$inferInsert {
  return {
    companyId: allowance.companyId,
    vehicleId: allowance.vehicleId,
    category: allowanceExpenseCategory(expense.kind),
    spentAt: expense.spentAt,
    amount: expense.amount,
    description: [
      `${ALLOWANCE_EXPENSE_KIND_LABELS[expense.kind].id} · ${allowance.purpose} · ${allowance.driverName}`,
      expense.description,
    ]
      .filter(Boolean)
      .join(" — "),
    allowanceExpenseId: expense.id,
    createdBy,
  };
}
