import { MAX_MONTHLY_OWNERSHIP_COST } from "@armada/domain";

/** Empty (no ownership cost) or a whole Rupiah amount from 0 to Rp 1 miliar a month. */
export function isMonthlyOwnershipCost(value: number | string): boolean {
  if (value === "") return true;
  const amount = Number(value);
  return Number.isInteger(amount) && amount >= 0 && amount <= MAX_MONTHLY_OWNERSHIP_COST;
}

/** The form's value as the API takes it: empty clears it. */
export const toMonthlyOwnershipCost = (value: number | string): number | null =>
  value === "" ? null : Number(value);

/** Both days empty or either alone, or an end day on or after the start day ("YYYY-MM-DD" compares as text). */
export const isOwnershipSpan = (startsOn: string, endsOn: string): boolean =>
  !startsOn || !endsOn || endsOn >= startsOn;
