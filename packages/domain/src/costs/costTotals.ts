import type { CostCategory } from "./costCategories.js";

export interface CostTotalsInput {
  /** Rupiah per category over the period */
  amounts: Partial<Record<CostCategory, number>>;
  /** litres bought (fuel entries) */
  litres: number;
  /** kilometres driven in the period (the activity rollup) */
  distanceKm: number;
  /** the vehicle's expected km per litre, when set */
  expectedKmPerLitre: number | null;
}

export interface CostTotals {
  total: number;
  /** null when nothing was driven */
  costPerKm: number | null;
  litresPer100Km: number | null;
  kmPerLitre: number | null;
  /** actual km per litre over expected (1 = as expected, below 1 = burns more than it should) */
  efficiencyRatio: number | null;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Totals of a vehicle (or the fleet, summed) over a period: cost per km and fuel efficiency against expected. */
export function costTotals(input: CostTotalsInput): CostTotals {
  const total = Object.values(input.amounts).reduce((sum, amount) => sum + (amount ?? 0), 0);
  const driven = input.distanceKm > 0;
  const kmPerLitre = driven && input.litres > 0 ? input.distanceKm / input.litres : null;
  return {
    total,
    costPerKm: driven ? round(total / input.distanceKm, 0) : null,
    litresPer100Km: driven && input.litres > 0 ? round((input.litres / input.distanceKm) * 100, 1) : null,
    kmPerLitre: kmPerLitre === null ? null : round(kmPerLitre, 2),
    efficiencyRatio:
      kmPerLitre !== null && input.expectedKmPerLitre
        ? round(kmPerLitre / input.expectedKmPerLitre, 2)
        : null,
  };
}
