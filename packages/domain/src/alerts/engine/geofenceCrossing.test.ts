import { describe, expect, it } from "vitest";
import { ALERT_CODE } from "../alertCodeNumbers.js";
import type { EngineGeofence } from "./engineTypes.js";
import { MONDAY_10_WIB, makeRule, runTrack, track } from "./testing/syntheticTrack.js";

const T0 = MONDAY_10_WIB;
const DEPOT: EngineGeofence = {
  geofenceId: 11,
  fenceName: "Depo Cakung",
  shape: { type: "C", circData: { lat: -6.2, lng: 106.85, radius: 500 } },
};
const PORT: EngineGeofence = {
  geofenceId: 12,
  fenceName: "Pelabuhan",
  shape: {
    type: "P",
    polyData: [
      [-6.1, 106.88],
      [-6.1, 106.89],
      [-6.11, 106.89],
      [-6.11, 106.88],
    ],
  },
};
const OUTSIDE = { latitude: -6.25, longitude: 106.8 };
const IN_DEPOT = { latitude: -6.2, longitude: 106.851 };
const IN_PORT = { latitude: -6.105, longitude: 106.885 };

describe("geofence enter (1) and exit (2)", () => {
  it("raises enter and exit once per crossing, naming the fence", () => {
    const enter = makeRule(ALERT_CODE.geofenceEnter, { geofences: [DEPOT, PORT] });
    const exit = makeRule(ALERT_CODE.geofenceExit, { geofences: [DEPOT, PORT] });
    const samples = track(T0, 30, [OUTSIDE, IN_DEPOT, IN_DEPOT, OUTSIDE, IN_PORT, OUTSIDE]);
    const { raises } = runTrack([enter, exit], samples);
    expect(raises.map((r) => [r.alertCode, r.alertData, r.geofenceIds])).toEqual([
      [1, "Depo Cakung|11", [11]],
      [2, "Depo Cakung|11", [11]],
      [1, "Pelabuhan|12", [12]],
      [2, "Pelabuhan|12", [12]],
    ]);
    expect(raises[0]).toMatchObject({ alertFlag: "E", alertTrigger: "enter", time: T0 + 30_000 });
  });

  it("the first position only learns where the vehicle is", () => {
    const enter = makeRule(ALERT_CODE.geofenceEnter, { geofences: [DEPOT] });
    expect(runTrack([enter], track(T0, 30, [IN_DEPOT, IN_DEPOT])).raises).toHaveLength(0);
  });

  it("remembers being inside across a restart: no second enter", () => {
    const enter = makeRule(ALERT_CODE.geofenceEnter, { geofences: [DEPOT] });
    const first = runTrack([enter], track(T0, 30, [OUTSIDE, IN_DEPOT]), { serialise: true });
    const second = runTrack([enter], track(T0 + 60_000, 30, [IN_DEPOT, IN_DEPOT]), { state: first.state });
    expect(first.raises).toHaveLength(1);
    expect(second.raises).toHaveLength(0);
  });
});

describe("geofence filter (withGeofence)", () => {
  const speeding = track(T0, 10, [
    { ...IN_DEPOT, speed: 100 },
    { ...IN_DEPOT, speed: 100 },
    { ...OUTSIDE, speed: 40 },
    { ...OUTSIDE, speed: 100 },
    { ...OUTSIDE, speed: 100 },
  ]);

  it("inside: alerts only in the rule's fences", () => {
    const rule = makeRule(ALERT_CODE.overspeed, {
      maxThreshold: 80,
      minThresholdTime: 10,
      withGeofence: true,
      isInsideGeofence: true,
      geofences: [DEPOT],
    });
    const { raises } = runTrack([rule], speeding);
    expect(raises.map((r) => r.time)).toEqual([T0 + 10_000]);
  });

  it("outside: alerts only out of all of them", () => {
    const rule = makeRule(ALERT_CODE.overspeed, {
      maxThreshold: 80,
      minThresholdTime: 10,
      withGeofence: true,
      isInsideGeofence: false,
      geofences: [DEPOT],
    });
    const { raises } = runTrack([rule], speeding);
    expect(raises.map((r) => r.time)).toEqual([T0 + 40_000]);
  });
});
