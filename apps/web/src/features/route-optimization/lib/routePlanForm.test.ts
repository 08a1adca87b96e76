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

  it("leaves the travel times to the server unless the planner sets the rule by hand, with the traffic choice", () => {
    const auto = formToRoutePlanInput({ ...emptyRoutePlanForm(), depot, vehicleIds: ["3"], speedKmh: 50 });
    expect(auto).toMatchObject({ travelEstimate: "AUTO", traffic: false });
    expect(auto).not.toHaveProperty("detourFactor");
    expect(auto).not.toHaveProperty("speedKmh");
    const manual = formToRoutePlanInput({
      ...emptyRoutePlanForm(),
      depot,
      vehicleIds: ["3"],
      travelEstimate: "MANUAL",
      traffic: true,
      detourFactor: "1.5",
      speedKmh: 50,
    });
    expect(manual).toMatchObject({
      travelEstimate: "MANUAL",
      traffic: true,
      detourFactor: 1.5,
      speedKmh: 50,
    });
    expect(routePlanFormErrors({ ...manual, detourFactor: 4 })).toEqual({ detourFactor: true });
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

  it("plans on the fewest vehicles unless the planner asks to balance the routes", () => {
    const form = { ...emptyRoutePlanForm(), depot, vehicleIds: ["3", "4"] };
    expect(formToRoutePlanInput(form).balanceRoutes).toBe(false);
    expect(formToRoutePlanInput({ ...form, balanceRoutes: true }).balanceRoutes).toBe(true);
  });

  it("plans the drivers' breaks by default (30 minutes after 4 hours), sent in minutes, none when switched off", () => {
    const form = { ...emptyRoutePlanForm(), depot, vehicleIds: ["3"] };
    expect(formToRoutePlanInput(form).breaks).toEqual({ afterMinutes: 240, minutes: 30 });
    expect(formToRoutePlanInput({ ...form, breakAfterHours: 4.5, breakMinutes: 45 }).breaks).toEqual({
      afterMinutes: 270,
      minutes: 45,
    });
    expect(formToRoutePlanInput({ ...form, breaksOn: false }).breaks).toBeUndefined();
    expect(
      routePlanFormErrors(formToRoutePlanInput({ ...form, breakAfterHours: 0.5, breakMinutes: 5 })),
    ).toEqual({
      breakAfterHours: true,
      breakMinutes: true,
    });
  });
});
