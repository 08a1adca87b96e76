import { z } from "zod";
import { uploadPath } from "../announcements/uploadType.js";
import { canMove, type StatusMachine } from "../deliveries/statusMachine.js";
import { afterValidFields, isoTimeSchema } from "../schemas/isoTimeSchema.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import type { CostCategory } from "./costCategories.js";

/**
 * A driver allowance (uang jalan, issue 34): an advance given for a fleet task, spent on receipts, then settled.
 * Given (Diberikan) → Settled (Diselesaikan) or Canceled (Dibatalkan); both are final.
 */
export const ALLOWANCE_STATUSES = ["GIVEN", "SETTLED", "CANCELED"] as const;
export type AllowanceStatus = (typeof ALLOWANCE_STATUSES)[number];

export const ALLOWANCE_MACHINE: StatusMachine<AllowanceStatus> = {
  GIVEN: ["SETTLED", "CANCELED"],
  SETTLED: [],
  CANCELED: [],
};

export const ALLOWANCE_STATUS_LABELS: Record<AllowanceStatus, { id: string; en: string }> = {
  GIVEN: { id: "Diberikan", en: "Given" },
  SETTLED: { id: "Diselesaikan", en: "Settled" },
  CANCELED: { id: "Dibatalkan", en: "Canceled" },
};

/** What a receipt against an allowance paid for. */
export const ALLOWANCE_EXPENSE_KINDS = ["fuel", "toll", "parking", "meal", "other"] as const;
export type AllowanceExpenseKind = (typeof ALLOWANCE_EXPENSE_KINDS)[number];

export const ALLOWANCE_EXPENSE_KIND_LABELS: Record<AllowanceExpenseKind, { id: string; en: string }> = {
  fuel: { id: "BBM", en: "Fuel" },
  toll: { id: "Tol", en: "Toll" },
  parking: { id: "Parkir", en: "Parking" },
  meal: { id: "Makan", en: "Meals" },
  other: { id: "Lainnya", en: "Other" },
};

/** The vehicle cost category a settled receipt is booked under: fuel and toll keep theirs, the rest is uang jalan. */
export function allowanceExpenseCategory(kind: AllowanceExpenseKind): CostCategory {
  return kind === "fuel" || kind === "toll" ? kind : "allowance";
}

export interface AllowanceSettlement {
  /** the receipts' sum */
  spent: number;
  /** advance − spent: above 0 the driver returns it, below 0 the company pays the driver */
  variance: number;
  direction: "RETURN_TO_COMPANY" | "PAY_DRIVER" | "EVEN";
}

/** The settlement of an advance against its receipts (whole Rupiah). */
export function allowanceSettlement(advance: number, expenses: readonly number[]): AllowanceSettlement {
  const spent = expenses.reduce((sum, amount) => sum + amount, 0);
  const variance = advance - spent;
  return {
    spent,
    variance,
    direction: variance > 0 ? "RETURN_TO_COMPANY" : variance < 0 ? "PAY_DRIVER" : "EVEN",
  };
}

/**
 * Why an allowance may not move from `from` to `to`, or null when it may. A canceled advance was never spent:
 * one with receipts is settled (or its receipts removed first).
 */
export function allowanceMoveRefusal(
  from: AllowanceStatus,
  to: AllowanceStatus,
  expenseCount: number,
): "StatusChangeNotAllowed" | "AllowanceHasExpenses" | null {
  if (!canMove(ALLOWANCE_MACHINE, from, to)) return "StatusChangeNotAllowed";
  if (to === "CANCELED" && expenseCount > 0) return "AllowanceHasExpenses";
  return null;
}

/** Receipts may be added or removed only while the advance is out. */
export const allowanceTakesExpenses = (status: AllowanceStatus) => status === "GIVEN";

/** What a driver still holds: the advances still out, less what their receipts spent (may be negative). */
export function outstandingAllowance(
  allowances: readonly { status: AllowanceStatus; amount: number; spent: number }[],
): number {
  return allowances
    .filter((allowance) => allowance.status === "GIVEN")
    .reduce((sum, allowance) => sum + allowance.amount - allowance.spent, 0);
}

const id = z.int32().min(1);
const text = (max: number) => z.string().trim().max(max);
const rupiah = z.number().int().min(1).max(1_000_000_000);
const RECEIPT_PATH = uploadPath("png|jpg|webp");

export const allowanceFieldsSchema = z.object({
  vehicleId: id,
  driverId: id,
  fleetTaskId: id.nullish().transform((value) => value ?? null),
  purpose: text(200).min(1),
  amount: rupiah,
  paidOn: isoTimeSchema,
  note: text(1000)
    .nullish()
    .transform((value) => value || null),
});
export type AllowanceFields = z.output<typeof allowanceFieldsSchema>;

export const allowanceExpenseFieldsSchema = z.object({
  allowanceId: id,
  kind: z.enum(ALLOWANCE_EXPENSE_KINDS),
  spentAt: isoTimeSchema,
  amount: rupiah,
  description: text(500)
    .nullish()
    .transform((value) => value || null),
  receiptUrl: z
    .string()
    .regex(RECEIPT_PATH)
    .nullish()
    .transform((value) => value ?? null),
});
export type AllowanceExpenseFields = z.output<typeof allowanceExpenseFieldsSchema>;

export const allowanceIdInputSchema = z.object({ allowanceId: id });
export const allowanceExpenseIdInputSchema = z.object({ expenseId: id });

/** The allowances' list and export: paid in [from, to), optionally one driver, vehicle or status. */
export const allowanceFilterSchema = z
  .object({
    driverId: id.nullish(),
    vehicleId: id.nullish(),
    status: z.enum(ALLOWANCE_STATUSES).nullish(),
    from: isoTimeSchema,
    to: isoTimeSchema,
  })
  .refine((filter) => filter.from < filter.to, {
    path: ["to"],
    message: "to before from",
    ...afterValidFields,
  })
  .refine((filter) => filter.to.getTime() - filter.from.getTime() <= 366 * 86_400_000, {
    path: ["to"],
    message: "range too long",
    ...afterValidFields,
  });
export type AllowanceFilter = z.output<typeof allowanceFilterSchema>;

export const allowancesInputSchema = z.object({
  filter: allowanceFilterSchema,
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

/** The allowance form's fleet-task picker: the vehicle's or the driver's tasks whose code, plate, driver or stop matches. */
export const allowanceFleetTasksInputSchema = z.object({
  vehicleId: id.nullish().transform((value) => value ?? undefined),
  driverId: id.nullish().transform((value) => value ?? undefined),
  search: text(100)
    .nullish()
    .transform((value) => value || undefined),
});
