import { describe, expect, it } from "vitest";
import { seededRandom } from "./random.js";
import { RoutePath } from "./routePath.js";
import { type RouteDefinition, routeById } from "./routes.js";
import { profileFor } from "./scenario.js";
import { type DriverProfile, VehicleModel } from "./vehicleModel.js";

const tollOnly: RouteDefinition = {
  id: "toll",
  name: "toll",
  waypoints: [
    { lat: -6.18, lon: 106.962, road: "toll" },
    { lat: -6.22, lon: 106.97, road: "toll" },
    { lat: -6.247, lon: 106.988, road: "toll" },
  ],
};

const steady: DriverProfile = {
  cruiseFactor: 1,
  tollSpeedKmh: 80,
  tollCongestionFloor: 1,
  acceleration: 1.5,
  deceleration: 2.5,
  depotDwellSeconds: [100, 100],
  idleAtDepot: false,
};

function drive(model: VehicleModel, seconds: number, onStep?: (second: number) => void) {
  for (let second = 0; second < seconds; second++) {
    model.step(1);
    onStep?.(second);
  }
}

describe("VehicleModel", () => {
  it("accelerates no faster than its profile allows and settles at the toll speed", () => {
    const model = new VehicleModel(new RoutePath(tollOnly), steady, seededRandom(1));
    const speeds: number[] = [];
    drive(model, 60, () => speeds.push(model.state.speedMps));
    for (let index = 1; index < speeds.length; index++) {
      expect((speeds[index] as number) - (speeds[index - 1] as number)).toBeLessThanOrEqual(1.5 + 1e-9);
    }
    expect(model.sample().speedKmh).toBeCloseTo(80, 0);
  });

  it("keeps its odometer equal to the distance driven", () => {
    const model = new VehicleModel(new RoutePath(tollOnly), steady, seededRandom(2));
    drive(model, 120);
    expect(model.state.odometerMeters).toBeCloseTo(model.state.distance, 6);
    // 80 km/h for most of two minutes: a little under 2.7 km
    expect(model.state.odometerMeters).toBeGreaterThan(2_300);
    expect(model.state.odometerMeters).toBeLessThan(2_700);
  });

  it("brakes for the route end, dwells with the engine off, then drives back", () => {
    const path = new RoutePath(tollOnly);
    const model = new VehicleModel(path, steady, seededRandom(3), {
      distance: path.length - 800,
      speedMps: 22,
    });
    let arrivedAt = -1;
    drive(model, 120, (second) => {
      if (arrivedAt < 0 && model.state.stop?.kind === "depot") arrivedAt = second;
    });
    expect(arrivedAt).toBeGreaterThan(0);
    expect(model.state.distance).toBe(path.length);
    expect(model.sample()).toMatchObject({ speedKmh: 0, ignition: false, stopped: "depot" });
    drive(model, 100);
    expect(model.state.direction).toBe(-1);
    drive(model, 30);
    expect(model.state.distance).toBeLessThan(path.length);
    expect(model.sample().ignition).toBe(true);
    // heading back north-west: the course is the reverse of the route's bearing
    expect(model.sample().course).toBeGreaterThan(180);
  });

  it("stops at red lights on city roads, never on toll roads", () => {
    const city = new VehicleModel(new RoutePath(routeById("sunter-kuningan")), steady, seededRandom(4));
    let signalStops = 0;
    let wasStopped = false;
    drive(city, 1_500, () => {
      const stopped = city.state.stop?.kind === "signal";
      if (stopped && !wasStopped) signalStops++;
      wasStopped = stopped;
    });
    expect(signalStops).toBeGreaterThan(0);

    const toll = new VehicleModel(new RoutePath(tollOnly), steady, seededRandom(4));
    drive(toll, 400, () => expect(toll.state.stop?.kind).not.toBe("signal"));
  });

  it("an idler keeps the engine on while parked", () => {
    const model = new VehicleModel(
      new RoutePath(tollOnly),
      profileFor("idler", seededRandom(5)),
      seededRandom(5),
    );
    model.parkAtDepot(600);
    drive(model, 300);
    expect(model.sample()).toMatchObject({ speedKmh: 0, ignition: true, stopped: "depot" });
  });

  it("a speeder stays above 80 km/h for more than a minute on the toll road", () => {
    const model = new VehicleModel(
      new RoutePath(tollOnly),
      profileFor("speeder", seededRandom(6)),
      seededRandom(6),
    );
    let longest = 0;
    let current = 0;
    drive(model, 300, () => {
      current = model.sample().speedKmh > 80 ? current + 1 : 0;
      longest = Math.max(longest, current);
    });
    expect(longest).toBeGreaterThan(60);
  });

  it("normal drivers stay within 0-90 km/h", () => {
    for (let seed = 10; seed < 20; seed++) {
      const model = new VehicleModel(
        new RoutePath(routeById("cakung-cikarang")),
        profileFor("normal", seededRandom(seed)),
        seededRandom(seed),
      );
      let fastest = 0;
      let slowest = Number.POSITIVE_INFINITY;
      drive(model, 1_800, () => {
        fastest = Math.max(fastest, model.state.speedMps * 3.6);
        slowest = Math.min(slowest, model.state.speedMps);
      });
      expect(slowest).toBeGreaterThanOrEqual(0);
      expect(fastest).toBeLessThanOrEqual(90);
      expect(fastest).toBeGreaterThan(40);
    }
  });

  it("is deterministic for a seed", () => {
    const run = () => {
      const model = new VehicleModel(new RoutePath(routeById("monas-blokm")), steady, seededRandom(7));
      drive(model, 900);
      return model.sample();
    };
    expect(run()).toEqual(run());
  });
});
