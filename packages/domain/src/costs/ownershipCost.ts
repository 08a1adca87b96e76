import { z } from "zod";
import { ISSUE_KEYS } from "../schemas/issueKeys.js";
import { type CompanyTimeZone, zonedDayStart } from "../timeZone.js";

const DAY_MS = 86_400_000;
/** a month is a twelfth of a 365-day year, so a period's share does not depend on which months it spans */
const MONTH_MS = (365 / 12) * DAY_MS;

/** The highest monthly ownership cost accepted: Rp 1 miliar a month is far above any leased truck. */
export const MAX_MONTHLY_OWNERSHIP_COST = 1_000_000_000;

const day = z.iso
  .date()
  .nullish()
  .transform((value) => value ?? null);

/**
 * A vehicle's monthly ownership cost (leasing or instalment, or depreciation worked out by the owner); null or absent
 * clears it. `startsOn` (the vehicle joined, the lease began) and `endsOn` (the lease ended, inclusive) are company days;
 * absent: open on that side.
 */
export const ownershipCostInputSchema = z
  .object({
    vehicleId: z.int32().min(1),
    monthlyCost: z
      .number()
      .int()
      .min(0)
      .max(MAX_MONTHLY_OWNERSHIP_COST)
      .nullish()
      .transform((cost) => cost ?? null),
    startsOn: day,
    endsOn: day,
  })
  .refine((input) => !input.startsOn || !input.endsOn || input.endsOn >= input.startsOn, {
    path: ["endsOn"],
    message: ISSUE_KEYS.endDayBeforeStartDay,
  });
export type OwnershipCostInput = z.output<typeof ownershipCostInputSchema>;

/** When an ownership cost applies: from `startsAt` (inclusive) to `endsAt` (exclusive); null is open on that side. */
export interface OwnershipCostSpan {
  startsAt: Date | null;
  endsAt: Date | null;
}

/** The span of the company days `startsOn`..`endsOn` (both inclusive): from the start day's midnight to the end day's end. */
export function ownershipCostSpan(
  startsOn: string | null,
  endsOn: string | null,
  zone: CompanyTimeZone,
): OwnershipCostSpan {
  return {
    startsAt: startsOn ? zonedDayStart(startsOn, zone) : null,
    endsAt: endsOn ? new Date(zonedDayStart(endsOn, zone).getTime() + DAY_MS) : null,
  };
}

/**
 * The share of a monthly ownership cost that falls in [from, to) and inside the cost's span, unrounded (0 for an
 * empty or reversed period, or one wholly outside the span): a vehicle that joined mid-period pays only its days.
 */
export function prorateOwnershipCost(
  monthlyCost: number,
  from: Date,
  to: Date,
  span: OwnershipCostSpan = { startsAt: null, endsAt: null },
): number {
  const start = Math.max(from.getTime(), span.startsAt?.getTime() ?? Number.NEGATIVE_INFINITY);
  const end = Math.min(to.getTime(), span.endsAt?.getTime() ?? Number.POSITIVE_INFINITY);
  return end > start ? (monthlyCost * (end - start)) / MONTH_MS : 0;
}

/** Rupiah per km, whole; null when nothing was driven (a cost with no distance has no per-km figure). */
export function costPerKm(amount: number, distanceKm: number): number | null {
  return distanceKm > 0 ? Math.round(amount / distanceKm) : null;
}
