import { describe, expect, it } from "vitest";
import { demoDevices, deviceFromId, fleetOf } from "./devices.js";
import { seededRandom } from "./random.js";
import { routeById } from "./routes.js";
import { DRIVING_STYLE_TRAITS, planFleet } from "./scenario.js";
import { ReeferTelemetry } from "./telemetry.js";

describe("demo devices", () => {
  it("are GT06 IMEIs 864717000000001-015 and OsmAnd armada-demo-16-24", () => {
    const devices = demoDevices();
    expect(devices).toHaveLength(24);
    expect(devices[0]).toEqual({ protocol: "gt06", id: "864717000000001" });
    expect(devices[14]).toEqual({ protocol: "gt06", id: "864717000000015" });
    expect(devices[15]).toEqual({ protocol: "osmand", id: "armada-demo-16" });
    expect(devices[23]).toEqual({ protocol: "osmand", id: "armada-demo-24" });
  });

  it("tells GT06 IMEIs from OsmAnd ids", () => {
    expect(deviceFromId("864717000000007").protocol).toBe("gt06");
    expect(deviceFromId("armada-demo-20").protocol).toBe("osmand");
    expect(deviceFromId("12345").protocol).toBe("osmand");
  });

  it("takes fewer devices or adds GT06 IMEIs for more", () => {
    expect(fleetOf(demoDevices(), 3).map((device) => device.id)).toEqual([
      "864717000000001",
      "864717000000002",
      "864717000000003",
    ]);
    const more = fleetOf(demoDevices(), 26);
    expect(more).toHaveLength(26);
    expect(more[24]).toEqual({ protocol: "gt06", id: "864717000100025" });
    expect(new Set(more.map((device) => device.id)).size).toBe(26);
  });
});

describe("planFleet", () => {
  const plans = planFleet(demoDevices());
  const byBehaviour = (behaviour: string) => plans.filter((plan) => plan.behaviour === behaviour);

  it("casts every demo behaviour", () => {
    expect(byBehaviour("speeder")).toHaveLength(2);
    expect(byBehaviour("idler")).toHaveLength(1);
    expect(byBehaviour("parker").length).toBeGreaterThanOrEqual(2);
    expect(byBehaviour("geofenceCrosser").length).toBeGreaterThanOrEqual(2);
    expect(byBehaviour("goesOffline")).toHaveLength(1);
    expect(byBehaviour("sos")).toHaveLength(1);
    expect(byBehaviour("reefer").map((plan) => plan.device.id)).toEqual(["armada-demo-17"]);
  });

  it("puts the speeders on toll routes with toll speeds above 95 km/h", () => {
    for (const plan of byBehaviour("speeder")) {
      expect(routeById(plan.routeId).waypoints.some((point) => point.road === "toll")).toBe(true);
      expect(plan.profile.tollSpeedKmh).toBeGreaterThan(95);
    }
    for (const plan of byBehaviour("normal")) expect(plan.profile.tollSpeedKmh).toBeLessThanOrEqual(90);
  });

  it("starts the idler and the parkers parked, the idler with its engine on", () => {
    const [idler] = byBehaviour("idler");
    expect(idler?.startParkedSeconds).toBeGreaterThan(600);
    expect(idler?.profile.idleAtDepot).toBe(true);
    for (const parker of byBehaviour("parker")) {
      expect(parker.startParkedSeconds).toBeGreaterThan(600);
      expect(parker.profile.idleAtDepot).toBe(false);
    }
  });

  it("gives the drivers calm, average and aggressive styles: calm ones keep well under the toll limit", () => {
    const byStyle = (style: string) => plans.filter((plan) => plan.style === style);
    expect(byStyle("calm").length).toBeGreaterThanOrEqual(5);
    expect(byStyle("average").length).toBeGreaterThanOrEqual(5);
    expect(byStyle("aggressive").length).toBeGreaterThanOrEqual(5);
    for (const plan of byBehaviour("speeder")) expect(plan.style).toBe("aggressive");
    for (const plan of byStyle("calm")) {
      if (plan.behaviour === "normal") expect(plan.profile.tollSpeedKmh).toBeLessThan(75);
      expect(plan.profile.acceleration).toBeLessThanOrEqual(1.1);
    }
    for (const plan of byStyle("aggressive")) expect(plan.profile.acceleration).toBeGreaterThanOrEqual(1.8);
    const [calmHarsh] = DRIVING_STYLE_TRAITS.calm.harshEverySeconds;
    const [, aggressiveHarsh] = DRIVING_STYLE_TRAITS.aggressive.harshEverySeconds;
    expect(aggressiveHarsh * 5).toBeLessThan(calmHarsh);
  });

  it("gives every vehicle an existing route", () => {
    for (const plan of plans) expect(() => routeById(plan.routeId)).not.toThrow();
  });

  it("is the same fleet for the same seed", () => {
    expect(planFleet(demoDevices(), 5)).toEqual(planFleet(demoDevices(), 5));
    expect(planFleet(demoDevices(), 5)).not.toEqual(planFleet(demoDevices(), 6));
  });
});

describe("ReeferTelemetry", () => {
  it("holds about -18 °C on the road and warms with the door open at a depot", () => {
    const reefer = new ReeferTelemetry(seededRandom(1));
    for (let second = 0; second < 600; second++) reefer.update(1, second * 15, false);
    expect(reefer.reading().temperatureC).toBeGreaterThan(-19.5);
    expect(reefer.reading().temperatureC).toBeLessThan(-16.5);
    for (let second = 0; second < 300; second++) reefer.update(1, 9_000, true);
    expect(reefer.reading().temperatureC).toBeGreaterThan(-15);
  });

  it("burns fuel with distance and refuels at a depot when low", () => {
    const reefer = new ReeferTelemetry(seededRandom(2));
    const start = reefer.reading().fuelPercent;
    reefer.update(1, 60_000, false); // 60 km at 6 km per percent
    expect(reefer.reading().fuelPercent).toBeCloseTo(start - 10, 0);
    reefer.update(1, 600_000, false);
    expect(reefer.reading().fuelPercent).toBe(0);
    reefer.update(1, 600_000, true);
    expect(reefer.reading().fuelPercent).toBeGreaterThan(90);
  });

  it("is siphoned once, 30 % in about four minutes, at its first depot stop at least half full", () => {
    const reefer = new ReeferTelemetry(seededRandom(3));
    const start = reefer.reading().fuelPercent;
    expect(start).toBeGreaterThanOrEqual(55);
    for (let second = 0; second < 120; second++) reefer.update(1, 0, true);
    expect(reefer.reading().fuelPercent).toBeCloseTo(start - 14.4, 0);
    for (let second = 0; second < 180; second++) reefer.update(1, 0, true);
    expect(reefer.reading().fuelPercent).toBeCloseTo(start - 30, 0);
    reefer.update(1, 6_000, false); // 6 km: 1 %
    for (let second = 0; second < 300; second++) reefer.update(1, 6_000, true);
    expect(reefer.reading().fuelPercent).toBeCloseTo(start - 31, 0);
  });
});
