import { z } from "zod";

const DAY_MS = 86_400_000;
/** a month is a twelfth of a 365-day year, so a period's share does not depend on which months it spans */
const MONTH_MS = (365 / 12) * DAY_MS;

/** The highest monthly ownership cost accepted: Rp 1 miliar a month is far above any leased truck. */
export const MAX_MONTHLY_OWNERSHIP_COST = 1_000_000_000;

/** A vehicle's monthly ownership cost (leasing or instalment, or depreciation worked out by the owner); null or absent clears it. */
export const ownershipCostInputSchema = z.object({
  vehicleId: z.int32().min(1),
  monthlyCost: z
    .number()
    .int()
    .min(0)
    .max(MAX_MONTHLY_OWNERSHIP_COST)
    .nullish()
    .transform((cost) => cost ?? null),
});
export type OwnershipCostInput = z.output<typeof ownershipCostInputSchema>;

/** The share of a monthly ownership cost that falls in [from, to), unrounded (0 for an empty or reversed period). */
export function prorateOwnershipCost(monthlyCost: number, from: Date, to: Date): number {
  const span = to.getTime() - from.getTime();
  return span > 0 ? (monthlyCost * span) / MONTH_MS : 0;
}

/** Rupiah per km, whole; null when nothing was driven (a cost with no distance has no per-km figure). */
export function costPerKm(amount: number, distanceKm: number): number | null {
  return distanceKm > 0 ? Math.round(amount / distanceKm) : null;
}
