import { describe, expect, it } from "vitest";
import { createDeliveryOrderInputSchema } from "../deliveries/deliveryInputs.js";
import { createVehicleInputSchema } from "../schemas/vehicleInput.js";
import { moveStop, type PlanStop, routeTiming } from "./routeTiming.js";
import { travelMatrix } from "./travelMatrix.js";
import {
  holdsSkills,
  missingSkills,
  VEHICLE_SKILL_LABELS,
  VEHICLE_SKILLS,
  vehicleSkillsSchema,
} from "./vehicleSkills.js";

const stop = (requiredSkills: string[] = []): PlanStop => ({
  weightKg: 1,
  volumeM3: 0.01,
  ready: 0,
  due: null,
  serviceMinutes: 5,
  requiredSkills,
});
const matrix = travelMatrix(
  [
    { lat: -6.1847, lng: 106.9402 },
    { lat: -6.1937, lng: 106.8839 },
    { lat: -6.2186, lng: 106.8669 },
  ],
  { detourFactor: 1.3, speedKmh: 30 },
);
const plain = { capacityKg: null, capacityM3: null };
const coldBox = { ...plain, skills: ["COLD_BOX"] };

describe("vehicle skills", () => {
  it("has an Indonesian and an English label for every skill", () => {
    for (const skill of VEHICLE_SKILLS) {
      expect(VEHICLE_SKILL_LABELS[skill].id).not.toBe("");
      expect(VEHICLE_SKILL_LABELS[skill].en).not.toBe("");
    }
  });

  it("lets a vehicle carry an order only when it holds every skill the order requires", () => {
    expect(holdsSkills([], [])).toBe(true);
    expect(holdsSkills(["COLD_BOX", "TAIL_LIFT"], ["COLD_BOX"])).toBe(true);
    expect(holdsSkills(["TAIL_LIFT"], ["COLD_BOX"])).toBe(false);
    expect(missingSkills(["COLD_BOX", "HAZMAT"], ["HAZMAT"])).toEqual(["COLD_BOX"]);
  });

  it("takes only known skills, each once", () => {
    expect(vehicleSkillsSchema.safeParse(["COLD_BOX", "FREEZER"]).success).toBe(true);
    expect(vehicleSkillsSchema.safeParse(["JETPACK"]).success).toBe(false);
    expect(vehicleSkillsSchema.safeParse(["COLD_BOX", "COLD_BOX"]).success).toBe(false);
  });

  it("keeps the vehicle and order inputs without skills valid", () => {
    expect(createVehicleInputSchema.parse({ licensePlate: "B 1234 XY" }).skills).toBeUndefined();
    const order = createDeliveryOrderInputSchema.parse({
      customerName: "Toko",
      origin: { address: "Depo", lat: -6.18, lng: 106.94 },
      destination: { address: "Toko", lat: -6.19, lng: 106.88 },
    });
    expect(order.requiredSkills).toBeUndefined();
  });
});

describe("routeTiming with skills", () => {
  it("flags a route whose vehicle lacks a skill one of its stops requires", () => {
    const stops = [stop(["COLD_BOX"]), stop()];
    expect(routeTiming(stops, matrix, plain, 600, [0, 1]).violations).toEqual(["MISSING_SKILL"]);
    expect(routeTiming(stops, matrix, coldBox, 600, [0, 1]).violations).toEqual([]);
    expect(routeTiming(stops, matrix, plain, 600, [1]).violations).toEqual([]);
  });

  it("flags the violation once a stop is moved by hand onto a vehicle without the skill", () => {
    const stops = [stop(["COLD_BOX"]), stop()];
    const routes = moveStop([[0], [1]], 0, 1, 0);
    expect(routes).toEqual([[], [0, 1]]);
    const [cold, other] = [coldBox, plain].map((vehicle, r) =>
      routeTiming(stops, matrix, vehicle, 600, routes[r] ?? []),
    );
    expect(cold?.violations).toEqual([]);
    expect(other?.violations).toEqual(["MISSING_SKILL"]);
  });
});
