import type { AllowanceExpenseKind } from "@armada/domain";
import dayjs from "dayjs";
import type { AllowanceExpenseInput, DriverAllowanceInput } from "@/generated/graphql/graphql";

const LOCAL = "YYYY-MM-DD HH:mm:ss";

export interface AllowanceFormValues {
  vehicleId: string | null;
  driverId: string | null;
  fleetTaskId: string | null;
  purpose: string;
  amount: number | string;
  /** the date picker's local "YYYY-MM-DD HH:mm:ss" */
  paidOn: string | null;
  note: string;
}

export const emptyAllowanceForm = (): AllowanceFormValues => ({
  vehicleId: null,
  driverId: null,
  fleetTaskId: null,
  purpose: "",
  amount: "",
  paidOn: dayjs().second(0).format(LOCAL),
  note: "",
});

export const formToAllowanceInput = (values: AllowanceFormValues): DriverAllowanceInput => ({
  vehicleId: Number(values.vehicleId),
  driverId: Number(values.driverId),
  fleetTaskId: values.fleetTaskId ? Number(values.fleetTaskId) : null,
  purpose: values.purpose.trim(),
  amount: Number(values.amount),
  paidOn: dayjs(values.paidOn).toISOString(),
  note: values.note.trim() || null,
});

export interface ExpenseFormValues {
  kind: AllowanceExpenseKind;
  amount: number | string;
  spentAt: string | null;
  description: string;
  receipt: File | null;
}

export const emptyExpenseForm = (): ExpenseFormValues => ({
  kind: "fuel",
  amount: "",
  spentAt: dayjs().second(0).format(LOCAL),
  description: "",
  receipt: null,
});

export const formToExpenseInput = (
  allowanceId: number,
  values: ExpenseFormValues,
  receiptUrl: string | null,
): AllowanceExpenseInput => ({
  allowanceId,
  kind: values.kind,
  amount: Number(values.amount),
  spentAt: dayjs(values.spentAt).toISOString(),
  description: values.description.trim() || null,
  receiptUrl,
});

/** A whole Rupiah amount from 1 to 1.000.000.000, as the server takes it. */
export const isRupiahAmount = (value: number | string) =>
  value !== "" && Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 1_000_000_000;
