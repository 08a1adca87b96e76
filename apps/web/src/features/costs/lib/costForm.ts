import { type CostCategory, costEntryFieldsSchema } from "@armada/domain";
import dayjs from "dayjs";
import type { CostEntryInput } from "@/generated/graphql/graphql";
import type { CostEntryRow } from "../api/costs";

export interface CostFormValues {
  vehicleId: string | null;
  category: CostCategory;
  /** the date picker's local "YYYY-MM-DD HH:mm:ss" */
  spentAt: string | null;
  amount: number | string;
  litres: number | string;
  pricePerLitre: number | string;
  odometerKm: number | string;
  station: string;
  etollCard: string;
  description: string;
}

const LOCAL = "YYYY-MM-DD HH:mm:ss";

export const emptyCostForm = (): CostFormValues => ({
  vehicleId: null,
  category: "fuel",
  spentAt: dayjs().second(0).format(LOCAL),
  amount: "",
  litres: "",
  pricePerLitre: "",
  odometerKm: "",
  station: "",
  etollCard: "",
  description: "",
});

const numberOrEmpty = (value: number | null) => value ?? "";
const numberOrNull = (value: number | string) => (value === "" ? null : Number(value));

export function entryToForm(entry: CostEntryRow): CostFormValues {
  return {
    vehicleId: String(entry.vehicleId),
    category: entry.category,
    spentAt: dayjs(entry.spentAt).format(LOCAL),
    amount: entry.amount,
    litres: numberOrEmpty(entry.litres ?? null),
    pricePerLitre: numberOrEmpty(entry.pricePerLitre ?? null),
    odometerKm: numberOrEmpty(entry.odometerKm ?? null),
    station: entry.station ?? "",
    etollCard: entry.etollCard ?? "",
    description: entry.description ?? "",
  };
}

export function formToCostInput(values: CostFormValues): CostEntryInput {
  return {
    vehicleId: Number(values.vehicleId),
    category: values.category,
    spentAt: values.spentAt ? dayjs(values.spentAt).toISOString() : "",
    amount: values.category === "fuel" ? null : numberOrNull(values.amount),
    litres: values.category === "fuel" ? numberOrNull(values.litres) : null,
    pricePerLitre: values.category === "fuel" ? numberOrNull(values.pricePerLitre) : null,
    odometerKm: numberOrNull(values.odometerKm),
    station: values.category === "fuel" ? values.station || null : null,
    etollCard: values.category === "toll" ? values.etollCard || null : null,
    description: values.description || null,
  };
}

/** The form fields the shared input schema refuses (the same rules as the server's), by field name. */
export function costFormErrors(input: CostEntryInput): Partial<Record<keyof CostFormValues, true>> {
  const parsed = costEntryFieldsSchema.safeParse(
    Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== "")),
  );
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), true]));
}
