import type { PlanStop, PlanVehicle, TravelMatrix } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { solvePlan } from "./routePlanSolve.js";

/** Every place 10 minutes from every other: only capacity and skills decide who carries what. */
const flatMatrix = (size: number): TravelMatrix => {
  const minutes = new Float64Array(size * size).map((_, i) => (i % (size + 1) === 0 ? 0 : 10));
  return { size, km: minutes, minutes };
};
const order = (weightKg: number, requiredSkills?: string[]): PlanStop => ({
  weightKg,
  volumeM3: 0,
  ready: 0,
  due: null,
  serviceMinutes: 5,
  ...(requiredSkills ? { requiredSkills } : {}),
});

describe("solvePlan with vehicle skills", () => {
  it("gives the orders needing a skill first claim on the largest vehicle holding it", async () => {
    const vehicles: PlanVehicle[] = [
      { capacityKg: 1000, capacityM3: null },
      { capacityKg: 3000, capacityM3: null, skills: ["COLD_BOX"] },
      { capacityKg: 1000, capacityM3: null },
    ];
    // 4,000 kg of ordinary orders would fill the cold box alone, and more of them fit than of the heavier cold ones.
    const stops = [
      ...Array.from({ length: 20 }, () => order(200)),
      ...Array.from({ length: 3 }, () => order(400, ["COLD_BOX"])),
    ];
    const cold = [20, 21, 22];
    const solved = await solvePlan(stops, vehicles, flatMatrix(stops.length + 1), 600, 900);
    expect(solved.routes[1]).toEqual(expect.arrayContaining(cold));
    expect(solved.unassigned.filter(({ stop }) => cold.includes(stop))).toEqual([]);
    // the cold box's spare 1,800 kg still carries ordinary orders
    expect(solved.routes[1]?.length).toBeGreaterThan(cold.length);
    expect(solved.routes[0]?.every((stop) => !cold.includes(stop))).toBe(true);
  });

  it("without skilled orders, fills the largest vehicle first as before", async () => {
    const vehicles: PlanVehicle[] = [
      { capacityKg: 1000, capacityM3: null },
      { capacityKg: 3000, capacityM3: null, skills: ["COLD_BOX"] },
    ];
    const stops = Array.from({ length: 13 }, () => order(300));
    const solved = await solvePlan(stops, vehicles, flatMatrix(stops.length + 1), 600, 400);
    expect(solved.routes[1]).toHaveLength(10);
    expect(solved.routes[0]).toHaveLength(3);
    expect(solved.unassigned).toEqual([]);
  });
});
