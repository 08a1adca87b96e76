import { detectFuelEvents, type FuelDetectionOptions, type FuelEvent } from "../fuelEvents.js";
import { syntheticFuelSeries, type TrueFuelEvent } from "./syntheticFuelSeries.js";

export interface FuelDetectionFigures {
  vehicleMonths: number;
  refuels: number;
  refuelsFound: number;
  drains: number;
  drainsFound: number;
  falseRefuels: number;
  falseDrains: number;
  /** worst false drains in one vehicle-month */
  worstFalseDrains: number;
  /** mean absolute error of the found events' litres */
  meanLitresError: number;
}

const TOLERANCE_MS = 15 * 60_000;

function overlaps(found: FuelEvent, truth: TrueFuelEvent): boolean {
  return (
    found.kind === truth.kind &&
    found.startTime <= truth.endTime + TOLERANCE_MS &&
    found.endTime >= truth.startTime - TOLERANCE_MS
  );
}

/** Runs the detector over `vehicleMonths` seeded synthetic months and counts what it found against the truth. */
export function measureFuelDetection(
  vehicleMonths: number,
  drainsPerMonth: number,
  options: Partial<FuelDetectionOptions> = {},
): FuelDetectionFigures {
  const figures: FuelDetectionFigures = {
    vehicleMonths,
    refuels: 0,
    refuelsFound: 0,
    drains: 0,
    drainsFound: 0,
    falseRefuels: 0,
    falseDrains: 0,
    worstFalseDrains: 0,
    meanLitresError: 0,
  };
  let errorSum = 0;
  let matched = 0;
  for (let seed = 1; seed <= vehicleMonths; seed++) {
    const series = syntheticFuelSeries({ seed, days: 30, drainsPerMonth });
    const found = detectFuelEvents(series.samples, options);
    for (const truth of series.events) {
      const match = found.find((event) => overlaps(event, truth));
      if (truth.kind === "refuel") figures.refuels++;
      else figures.drains++;
      if (!match) continue;
      if (truth.kind === "refuel") figures.refuelsFound++;
      else figures.drainsFound++;
      errorSum += Math.abs(match.litres - truth.litres);
      matched++;
    }
    let falseDrains = 0;
    for (const event of found) {
      if (series.events.some((truth) => overlaps(event, truth))) continue;
      if (event.kind === "refuel") figures.falseRefuels++;
      else falseDrains++;
    }
    figures.falseDrains += falseDrains;
    figures.worstFalseDrains = Math.max(figures.worstFalseDrains, falseDrains);
  }
  figures.meanLitresError = matched ? Math.round((errorSum / matched) * 10) / 10 : 0;
  return figures;
}
