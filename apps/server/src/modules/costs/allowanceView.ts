import { allowanceSettlement } from "@armada/domain";
import { fleetTaskCode } from "../deliveries/index.js";
import type { AllowanceExpenseRow, AllowanceRow } from "./allowanceRepository.js";

/** The API's driver allowance from its row: while given, the variance is what settling now would give. */
export function toAllowanceView(row: AllowanceRow) {
  const variance = row.variance ?? allowanceSettlement(row.amount, [row.spent]).variance;
  return {
    allowanceId: row.id,
    vehicleId: row.vehicleId,
    licensePlate: row.licensePlate,
    driverId: row.driverId,
    driverName: row.driverName,
    fleetTaskId: row.fleetTaskId,
    fleetTaskCode: row.fleetTaskId ? fleetTaskCode(row.fleetTaskId) : null,
    purpose: row.purpose,
    amount: row.amount,
    paidOn: row.paidOn.toISOString(),
    note: row.note,
    status: row.status,
    spent: row.spent,
    expenseCount: row.expenseCount,
    variance,
    direction: allowanceSettlement(row.amount, [row.amount - variance]).direction,
    closedOn: row.closedOn?.toISOString() ?? null,
  };
}
export type AllowanceView = ReturnType<typeof toAllowanceView>;

export function toAllowanceExpenseView(row: AllowanceExpenseRow) {
  return {
    expenseId: row.id,
    allowanceId: row.allowanceId,
    kind: row.kind,
    spentAt: row.spentAt.toISOString(),
    amount: row.amount,
    description: row.description,
    receiptUrl: row.receiptUrl,
  };
}
