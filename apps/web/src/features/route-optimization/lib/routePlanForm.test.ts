import { LOCATION_TYPES } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { emptyRoutePlanForm, formToRoutePlanInput, routePlanFormErrors } from "./routePlanForm";

const depot = {
  name: "Depo Cakung",
  fullName: "Jl. Raya Cakung Cilincing, Cakung",
  lat: -6.1847,
  lng: 106.9402,
  id: "7",
  type: LOCATION_TYPES.savedAddress,
};

describe("route plan form", () => {
  it("starts on tomorrow in Jakarta with the travel rule's defaults", () => {
    const form = emptyRoutePlanForm(new Date("2026-11-29T20:00:00Z"));
    // 03:00 on the 30th in Jakarta: tomorrow is 1 December
    expect(form.day).toBe("2026-12-01");
    expect(form).toMatchObject({ detourFactor: 1.3, speedKmh: 30, timeLimitSeconds: 10 });
  });

  it("sends a saved address as the depot with its geofence, and the chosen vehicles", () => {
    const input = formToRoutePlanInput({ ...emptyRoutePlanForm(), depot, vehicleIds: ["3", "5"] });
    expect(input.depot).toEqual({ address: depot.fullName, lat: depot.lat, lng: depot.lng, geofenceId: 7 });
    expect(input.vehicles).toEqual([{ vehicleId: 3 }, { vehicleId: 5 }]);
    expect(routePlanFormErrors(input)).toEqual({});
  });

  it("sends a vehicle's driver and capacity when the planner set them, the vehicle's own otherwise", () => {
    const input = formToRoutePlanInput({
      ...emptyRoutePlanForm(),
      depot,
      vehicleIds: ["3", "5", "8"],
      vehicleSettings: {
        3: { driverId: "41", capacityKg: 2500, capacityM3: "" },
        5: { driverId: null, capacityKg: "", capacityM3: 12.5 },
      },
    });
    expect(input.vehicles).toEqual([
      { vehicleId: 3, driverId: 41, capacityKg: 2500 },
      { vehicleId: 5, capacityM3: 12.5 },
      { vehicleId: 8 },
    ]);
    expect(routePlanFormErrors(input)).toEqual({});
    const zero = formToRoutePlanInput({
      ...emptyRoutePlanForm(),
      depot,
      vehicleIds: ["3"],
      vehicleSettings: { 3: { driverId: null, capacityKg: 0, capacityM3: "" } },
    });
    expect(routePlanFormErrors(zero)).toEqual({ vehicleIds: true });
  });

  it("names the fields the domain refuses: no depot, no vehicle, a shift ending before it starts", () => {
    const input = formToRoutePlanInput({ ...emptyRoutePlanForm(), shiftEnd: "06:00", timeLimitSeconds: 90 });
    expect(routePlanFormErrors(input)).toEqual({
      depot: true,
      vehicleIds: true,
      shiftEnd: true,
      timeLimitSeconds: true,
    });
  });
});
