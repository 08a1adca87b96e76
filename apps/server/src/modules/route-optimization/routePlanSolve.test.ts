import { type PlanStop, type PlanVehicle, routeTiming, type TravelMatrix } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { breaksWithin, solvePlan } from "./routePlanSolve.js";

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

/** The depot and stops 10 minutes apart, except `far` stops, 60 minutes from everything. */
const matrixWithFar = (size: number, far: readonly number[]): TravelMatrix => {
  const minutes = new Float64Array(size * size);
  for (let i = 0; i < size; i++)
    for (let j = 0; j < size; j++)
      minutes[i * size + j] = i === j ? 0 : far.includes(i - 1) || far.includes(j - 1) ? 60 : 10;
  return { size, km: minutes, minutes };
};

describe("solvePlan with priorities", () => {
  it("gives the last capacity to the urgent order, leaving a normal one out as lower priority", async () => {
    const vehicles: PlanVehicle[] = [{ capacityKg: 100, capacityM3: null }];
    // the urgent order is the far one: by distance alone the solver would leave it out
    const stops = [order(50), order(50), { ...order(50), priority: 3 }];
    const solved = await solvePlan(stops, vehicles, matrixWithFar(4, [2]), 600, 300);
    expect(solved.routes[0]).toContain(2);
    expect(solved.routes[0]).toHaveLength(2);
    expect(solved.unassigned).toHaveLength(1);
    expect(solved.unassigned[0]?.reason).toBe("LOWER_PRIORITY_DROPPED");
    expect([0, 1]).toContain(solved.unassigned[0]?.stop);
  });

  it("leaves the order of the lowest priority out, keeping a high one over a normal one", async () => {
    const vehicles: PlanVehicle[] = [{ capacityKg: 100, capacityM3: null }];
    const stops = [{ ...order(50), priority: 0 }, { ...order(50), priority: 2 }, order(50)];
    const solved = await solvePlan(stops, vehicles, matrixWithFar(4, [1, 2]), 600, 300);
    expect([...(solved.routes[0] ?? [])].sort()).toEqual([1, 2]);
    expect(solved.unassigned.map(({ stop }) => stop)).toEqual([0]);
  });

  it("changes nothing when every order fits", async () => {
    const vehicles: PlanVehicle[] = [{ capacityKg: 1000, capacityM3: null }];
    const stops = [order(50), { ...order(50), priority: 3 }, { ...order(50), priority: 0 }];
    const solved = await solvePlan(stops, vehicles, matrixWithFar(4, [1]), 600, 300);
    expect([...(solved.routes[0] ?? [])].sort()).toEqual([0, 1, 2]);
    expect(solved.unassigned).toEqual([]);
  });
});

describe("solvePlan with breaks", () => {
  const breaks = { afterMinutes: 240, minutes: 30 };
  // 10 minutes' drive and 50 of service a stop: 7 stops and the drive back take 430 minutes, the 8th (35 minutes
  // of service) 475 of an 8-hour shift, 505 with the half-hour break
  const stops = [
    ...Array.from({ length: 7 }, () => ({ ...order(1), serviceMinutes: 50 })),
    { ...order(1), serviceMinutes: 35 },
  ];
  const vehicles: PlanVehicle[] = [{ capacityKg: null, capacityM3: null }];

  it("plans within the shift less the break a full route needs, so the breaks keep the route in the shift", async () => {
    const solved = await solvePlan(stops, vehicles, flatMatrix(9), 480, 300, { breaks });
    const route = solved.routes[0] ?? [];
    expect(route).toHaveLength(7);
    const timing = routeTiming(stops, flatMatrix(9), { capacityKg: null, capacityM3: null }, 480, route, {
      breaks,
    });
    expect(timing.breaks).toHaveLength(1);
    expect(timing.violations).toEqual([]);
    expect(solved.unassigned.map(({ reason }) => reason)).toEqual(["NO_VEHICLE_LEFT"]);
  });

  it("without breaks, routes every order in the same shift", async () => {
    const solved = await solvePlan(stops, vehicles, flatMatrix(9), 480, 300);
    expect(solved.routes[0]).toHaveLength(8);
    expect(solved.unassigned).toEqual([]);
  });

  it("needs no break in a shift within the limit, and one per further stretch", () => {
    expect([240, 241, 480, 481, 600].map((shift) => breaksWithin(shift, breaks))).toEqual([0, 1, 1, 2, 2]);
    expect(breaksWithin(600, null)).toBe(0);
  });
});
