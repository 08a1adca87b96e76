import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createFleetTaskInputSchema, fleetTaskStopInputSchema } from "./deliveryInputs.js";
import {
  DELIVERY_ORDER_MACHINE,
  DELIVERY_ORDER_STATUSES,
  isManualDeliveryOrderMove,
} from "./deliveryOrderStatus.js";
import { deliveryOrderStatusAfterTask, FLEET_TASK_MACHINE, FLEET_TASK_STATUSES } from "./fleetTaskStatus.js";
import { canMove, isFinalStatus, type StatusMachine } from "./statusMachine.js";
import {
  detectStopVisit,
  INITIAL_STOP_VISIT_STATE,
  type StopFix,
  type StopPlace,
  stopLateness,
  stopVisitStep,
} from "./stopVisit.js";

const stop: StopPlace = { lat: -6.2, lng: 106.9, arrivalRadiusMeters: 200, dwellSeconds: 120 };
const start = Date.UTC(2026, 10, 21, 2, 0, 0);
/** A fix `metersWest` of the stop at second `second` (one degree of longitude here is ~110.6 km). */
const fix = (second: number, metersWest: number): StopFix => ({
  time: new Date(start + second * 1000),
  lat: stop.lat,
  lng: stop.lng - metersWest / 110_600,
});
const at = (second: number) => new Date(start + second * 1000);

/** Every status reachable from `from` by following the machine. */
function reachable<S extends string>(machine: StatusMachine<S>, from: S): Set<S> {
  const seen = new Set<S>([from]);
  const queue = [from];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const to of machine[next]) {
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}

describe("delivery order status machine", () => {
  it("runs Draf → Dikonfirmasi → Dijadwalkan → Dijalankan → Diambil → Terkirim", () => {
    const path = ["DRAFT", "CONFIRMED", "SCHEDULED", "IN_PROGRESS", "PICKED_UP", "DELIVERED"] as const;
    for (let i = 1; i < path.length; i++) {
      expect(canMove(DELIVERY_ORDER_MACHINE, path[i - 1] ?? "DRAFT", path[i] ?? "DRAFT")).toBe(true);
    }
  });

  it("refuses skipping ahead, canceling a running order and leaving a final status", () => {
    expect(canMove(DELIVERY_ORDER_MACHINE, "DRAFT", "SCHEDULED")).toBe(false);
    expect(canMove(DELIVERY_ORDER_MACHINE, "IN_PROGRESS", "CANCELED")).toBe(false);
    expect(canMove(DELIVERY_ORDER_MACHINE, "DELIVERED", "FAILED")).toBe(false);
    expect(DELIVERY_ORDER_STATUSES.filter((s) => isFinalStatus(DELIVERY_ORDER_MACHINE, s))).toEqual([
      "DELIVERED",
      "FAILED",
      "CANCELED",
    ]);
  });

  it("leaves scheduling and starting to the fleet task", () => {
    expect(isManualDeliveryOrderMove("DRAFT", "CONFIRMED")).toBe(true);
    expect(isManualDeliveryOrderMove("PICKED_UP", "DELIVERED")).toBe(true);
    expect(isManualDeliveryOrderMove("CONFIRMED", "SCHEDULED")).toBe(false);
    expect(isManualDeliveryOrderMove("SCHEDULED", "CANCELED")).toBe(false);
    expect(isManualDeliveryOrderMove("DELIVERED", "FAILED")).toBe(false);
  });

  it("reaches a final status from every status, and every status from a draft (property)", () => {
    for (const machine of [DELIVERY_ORDER_MACHINE, FLEET_TASK_MACHINE] as StatusMachine<string>[]) {
      const statuses = Object.keys(machine);
      fc.assert(
        fc.property(fc.constantFrom(...statuses), (status) => {
          const ahead = [...reachable(machine, status)];
          expect(ahead.some((s) => isFinalStatus(machine, s))).toBe(true);
          for (const to of machine[status] ?? []) expect(statuses).toContain(to);
          expect(machine[status]).not.toContain(status);
        }),
      );
      expect(reachable(machine, "DRAFT").size).toBe(statuses.length);
    }
  });
});

describe("fleet task status machine", () => {
  it("runs DRAFT → SCHEDULED → STARTED → ENDED and cancels before the end", () => {
    expect(canMove(FLEET_TASK_MACHINE, "DRAFT", "SCHEDULED")).toBe(true);
    expect(canMove(FLEET_TASK_MACHINE, "SCHEDULED", "STARTED")).toBe(true);
    expect(canMove(FLEET_TASK_MACHINE, "STARTED", "ENDED")).toBe(true);
    expect(canMove(FLEET_TASK_MACHINE, "STARTED", "CANCELED")).toBe(true);
    expect(canMove(FLEET_TASK_MACHINE, "ENDED", "CANCELED")).toBe(false);
    expect(canMove(FLEET_TASK_MACHINE, "DRAFT", "STARTED")).toBe(false);
  });

  it("moves its orders only along the order machine (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FLEET_TASK_STATUSES),
        fc.constantFrom(...DELIVERY_ORDER_STATUSES),
        (task, order) => {
          const next = deliveryOrderStatusAfterTask(task, order);
          if (next !== null) expect(canMove(DELIVERY_ORDER_MACHINE, order, next)).toBe(true);
        },
      ),
    );
    expect(deliveryOrderStatusAfterTask("STARTED", "SCHEDULED")).toBe("IN_PROGRESS");
    expect(deliveryOrderStatusAfterTask("CANCELED", "SCHEDULED")).toBe("CONFIRMED");
    expect(deliveryOrderStatusAfterTask("CANCELED", "PICKED_UP")).toBeNull();
  });
});

describe("stop visit from positions", () => {
  it("counts a stay inside the radius as long as the dwell, from when it entered, and departs on the first fix out", () => {
    const track = [fix(0, 1000), fix(60, 150), fix(120, 20), fix(180, 10), fix(240, 400), fix(300, 2000)];
    expect(detectStopVisit(stop, track)).toEqual({ arrivedAt: at(60), departedAt: at(240) });
  });

  it("ignores a vehicle passing through, and one still there has not departed", () => {
    expect(detectStopVisit(stop, [fix(0, 150), fix(60, 0), fix(100, 300)])).toBeNull();
    expect(detectStopVisit(stop, [fix(0, 150), fix(130, 0)])).toEqual({ arrivedAt: at(0), departedAt: null });
  });

  it("uses the stop's geofence instead of the radius", () => {
    const area = { type: "C" as const, circData: { lat: stop.lat, lng: stop.lng, radius: 1000 } };
    const track = [fix(0, 800), fix(200, 700)];
    expect(detectStopVisit(stop, track)).toBeNull();
    expect(detectStopVisit({ ...stop, area }, track)).toEqual({ arrivedAt: at(0), departedAt: null });
  });

  // one fix per second at most: a tracker never reports two places at once
  const tracks = fc.uniqueArray(
    fc.record({ second: fc.integer({ min: 0, max: 3600 }), meters: fc.integer({ min: 0, max: 600 }) }),
    { maxLength: 40, selector: (fix) => fix.second },
  );

  it("reads fixes by time whatever their order, and the arrival lies in the track (property)", () => {
    fc.assert(
      fc.property(tracks, (raw) => {
        const track = raw.map(({ second, meters }) => fix(second, meters));
        const visit = detectStopVisit(stop, track);
        expect(detectStopVisit(stop, [...track].reverse())?.arrivedAt.getTime()).toBe(
          visit?.arrivedAt.getTime(),
        );
        if (!visit) return;
        expect(track.some((f) => f.time.getTime() === visit.arrivedAt.getTime())).toBe(true);
        if (visit.departedAt) expect(visit.departedAt.getTime()).toBeGreaterThan(visit.arrivedAt.getTime());
      }),
    );
  });

  it("follows fix by fix the same rule as the whole track (property)", () => {
    fc.assert(
      fc.property(tracks, (raw) => {
        const track = raw
          .map(({ second, meters }) => fix(second, meters))
          .sort((a, b) => a.time.getTime() - b.time.getTime());
        let state = INITIAL_STOP_VISIT_STATE;
        const arrivals = new Set<number>();
        for (const point of track) {
          state = stopVisitStep(state, stop, point);
          if (state.visit) arrivals.add(state.visit.arrivedAt.getTime());
        }
        // once counted, a visit keeps its arrival
        expect(arrivals.size).toBeLessThanOrEqual(1);
        expect(state.visit).toEqual(detectStopVisit(stop, track));
      }),
    );
  });

  it("never finds a visit with every fix outside, and a longer dwell never arrives earlier (property)", () => {
    fc.assert(
      fc.property(tracks, fc.integer({ min: 0, max: 600 }), (raw, extra) => {
        const track = raw.map(({ second, meters }) => fix(second, meters));
        const outside = track.map((f, i) => fix((f.time.getTime() - start) / 1000, 300 + i));
        expect(detectStopVisit(stop, outside)).toBeNull();
        const longer = detectStopVisit({ ...stop, dwellSeconds: stop.dwellSeconds + extra }, track);
        const shorter = detectStopVisit(stop, track);
        if (longer) expect(shorter?.arrivedAt.getTime()).toBeLessThanOrEqual(longer.arrivedAt.getTime());
      }),
    );
  });
});

describe("lateness against the target window", () => {
  const window = { start: at(0), end: at(3600) };
  it("says early, on time or late by the arrival, and late already when the window passed unreached", () => {
    expect(stopLateness(window, at(-60), at(0))).toEqual({ punctuality: "EARLY", lateMinutes: 0 });
    expect(stopLateness(window, at(3600), at(9000))).toEqual({ punctuality: "ON_TIME", lateMinutes: 0 });
    expect(stopLateness(window, at(3601), at(3601))).toEqual({ punctuality: "LATE", lateMinutes: 1 });
    expect(stopLateness(window, null, at(100))).toBeNull();
    expect(stopLateness(window, null, at(3600 + 600))).toEqual({ punctuality: "LATE", lateMinutes: 10 });
    expect(stopLateness({ start: null, end: null }, null, at(99_999))).toBeNull();
  });

  it("is late exactly when the arrival is past the end, by the minutes past it (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (second) => {
        const result = stopLateness(window, at(second), at(20_000));
        expect(result?.punctuality === "LATE").toBe(second > 3600);
        expect(result?.lateMinutes).toBe(second > 3600 ? Math.ceil((second - 3600) / 60) : 0);
      }),
    );
  });
});

describe("fleet task inputs", () => {
  it("needs an address on an instant stop and two different drivers", () => {
    expect(fleetTaskStopInputSchema.safeParse({ activity: "DROP" }).success).toBe(false);
    expect(fleetTaskStopInputSchema.safeParse({ activity: "DROP", deliveryOrderId: 3 }).success).toBe(true);
    const task = {
      vehicleId: 1,
      driverId: 2,
      coDriverId: 2,
      departureTime: "2026-11-21T08:00:00+07:00",
      stops: [{ activity: "PICKUP", address: { address: "Gudang", lat: -6.2, lng: 106.8 } }],
    };
    expect(createFleetTaskInputSchema.safeParse(task).success).toBe(false);
    expect(createFleetTaskInputSchema.safeParse({ ...task, coDriverId: 3 }).success).toBe(true);
  });
});
