import { COST_CATEGORIES, type CostCategory } from "./costCategories.js";
import { costTotals } from "./costTotals.js";
import { costPerKm } from "./ownershipCost.js";

export interface TcoVehicleInput {
  vehicleId: number;
  licensePlate: string;
  /** Rupiah per category over the period */
  amounts: Partial<Record<CostCategory, number>>;
  litres: number;
  distanceKm: number;
  /** the period's share of the vehicle's ownership cost, whole Rupiah */
  ownership: number;
  expectedKmPerLitre: number | null;
}

export interface TcoGroupInput {
  groupId: number;
  name: string;
  vehicleIds: readonly number[];
}

export interface TcoTotals {
  byCategory: { category: CostCategory; amount: number }[];
  /** running costs: the cost entries of the period */
  running: number;
  ownership: number;
  /** total cost of ownership: running + ownership */
  tco: number;
  distanceKm: number;
  litres: number;
  costPerKm: number | null;
  tcoPerKm: number | null;
  litresPer100Km: number | null;
  kmPerLitre: number | null;
  efficiencyRatio: number | null;
}

export interface TcoSummary {
  vehicles: (TcoTotals & { vehicleId: number; licensePlate: string; expectedKmPerLitre: number | null })[];
  /** the company's groups with at least one vehicle in the summary, then (groupId null) the vehicles in no group */
  groups: (TcoTotals & { groupId: number | null; name: string | null; vehicleCount: number })[];
  fleet: TcoTotals & { vehicleCount: number };
}

const tenth = (value: number) => Math.round(value * 10) / 10;

function totalsOf(members: readonly TcoVehicleInput[], expectedKmPerLitre: number | null): TcoTotals {
  const amounts: Partial<Record<CostCategory, number>> = {};
  let litres = 0;
  let distanceKm = 0;
  let ownership = 0;
  for (const member of members) {
    for (const category of COST_CATEGORIES)
      if (member.amounts[category] !== undefined)
        amounts[category] = (amounts[category] ?? 0) + (member.amounts[category] ?? 0);
    litres += member.litres;
    distanceKm += member.distanceKm;
    ownership += member.ownership;
  }
  const { total, litresPer100Km, kmPerLitre, efficiencyRatio } = costTotals({
    amounts,
    litres,
    distanceKm,
    expectedKmPerLitre,
  });
  return {
    byCategory: COST_CATEGORIES.filter((category) => amounts[category] !== undefined).map((category) => ({
      category,
      amount: amounts[category] ?? 0,
    })),
    running: total,
    ownership,
    tco: total + ownership,
    distanceKm: tenth(distanceKm),
    litres: tenth(litres),
    costPerKm: costPerKm(total, distanceKm),
    tcoPerKm: costPerKm(total + ownership, distanceKm),
    litresPer100Km,
    kmPerLitre,
    efficiencyRatio,
  };
}

/**
 * A period's totals per vehicle, per vehicle group and for the fleet. A group's and the fleet's per-km and per-litre
 * figures come from their summed costs, distance and litres (not an average of the vehicles' ratios); a vehicle in
 * two groups counts in both, and once in the fleet.
 */
export function tcoSummary(
  vehicles: readonly TcoVehicleInput[],
  groups: readonly TcoGroupInput[],
): TcoSummary {
  const byId = new Map(vehicles.map((vehicle) => [vehicle.vehicleId, vehicle]));
  const grouped = new Set<number>();
  const groupRows: TcoSummary["groups"] = [];
  for (const group of groups) {
    const members = [...new Set(group.vehicleIds)].flatMap((id) => byId.get(id) ?? []);
    if (members.length === 0) continue;
    for (const member of members) grouped.add(member.vehicleId);
    groupRows.push({
      groupId: group.groupId,
      name: group.name,
      vehicleCount: members.length,
      ...totalsOf(members, null),
    });
  }
  const ungrouped = vehicles.filter((vehicle) => !grouped.has(vehicle.vehicleId));
  if (ungrouped.length > 0 && groupRows.length > 0)
    groupRows.push({
      groupId: null,
      name: null,
      vehicleCount: ungrouped.length,
      ...totalsOf(ungrouped, null),
    });
  return {
    vehicles: vehicles
      .map((vehicle) => ({
        vehicleId: vehicle.vehicleId,
        licensePlate: vehicle.licensePlate,
        expectedKmPerLitre: vehicle.expectedKmPerLitre,
        ...totalsOf([vehicle], vehicle.expectedKmPerLitre),
      }))
      .sort((a, b) => b.tco - a.tco || a.licensePlate.localeCompare(b.licensePlate)),
    groups: groupRows.sort((a, b) => (a.name === null ? 1 : b.name === null ? -1 : b.tco - a.tco)),
    fleet: { vehicleCount: vehicles.length, ...totalsOf(vehicles, null) },
  };
}
