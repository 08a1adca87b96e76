import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { haversineMeters } from "../geo/haversineMeters.js";
import {
  type CheckedStop,
  distanceToSegmentMeters,
  fleetOrderFindings,
  isEarly,
  isLate,
  isLongStop,
  isOffRoute,
  plannedLeg,
} from "./fleetOrderChecks.js";
import { DEFAULT_FLEET_TASK_SETTINGS, FLEET_TASK_SETTINGS } from "./stopDetectionSettings.js";

const T0 = Date.UTC(2026, 10, 29, 2, 0, 0);
const minute = (m: number) => new Date(T0 + m * 60_000);
const jakarta = { lat: -6.2, lng: 106.8 };
const bekasi = { lat: -6.24, lng: 107.0 };

const stop = (sequence: number, place: { lat: number; lng: number }, extra: Partial<CheckedStop> = {}) =>
  ({
    stopId: sequence * 10,
    sequence,
    ...place,
    visitStatus: "TO_VISIT",
    windowStart: null,
    targetArrival: null,
    targetDeparture: null,
    actualArrival: null,
    actualDeparture: null,
    ...extra,
  }) satisfies CheckedStop;

describe("fleet-order checks", () => {
  it("is late only past the target plus the tolerance, by the arrival or, before it, by now", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -600, max: 600 }),
        fc.integer({ min: 0, max: 120 }),
        fc.boolean(),
        (offset, tolerance, arrived) => {
          const moment = minute(offset);
          const late = arrived
            ? isLate(minute(0), moment, minute(10_000), tolerance)
            : isLate(minute(0), null, moment, tolerance);
          expect(late).toBe(offset > tolerance);
        },
      ),
    );
    expect(isLate(null, null, minute(9_999), 0)).toBe(false);
  });

  it("is early only before the window's start less the tolerance, and only once arrived", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -600, max: 600 }),
        fc.integer({ min: 0, max: 120 }),
        (offset, tolerance) => {
          expect(isEarly(minute(0), minute(offset), tolerance)).toBe(offset < -tolerance);
          expect(isEarly(minute(0), null, tolerance)).toBe(false);
        },
      ),
    );
  });

  it("counts a long stop from the arrival to the departure or now", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 5, max: 240 }), (stay, limit) => {
        expect(isLongStop(minute(0), minute(stay), minute(10_000), limit)).toBe(stay > limit);
        expect(isLongStop(minute(0), null, minute(stay), limit)).toBe(stay > limit);
        expect(isLongStop(null, null, minute(stay), limit)).toBe(false);
      }),
    );
  });

  it("measures the distance to a segment: zero on it, never more than to either end", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.2, max: 0.2, noNaN: true }),
        fc.double({ min: -0.2, max: 0.2, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (dLat, dLng, t) => {
          const point = { lat: jakarta.lat + dLat, lng: jakarta.lng + dLng };
          const distance = distanceToSegmentMeters(point, jakarta, bekasi);
          expect(distance).toBeLessThanOrEqual(
            Math.min(haversineMeters(point, jakarta), haversineMeters(point, bekasi)) + 1,
          );
          const on = {
            lat: jakarta.lat + t * (bekasi.lat - jakarta.lat),
            lng: jakarta.lng + t * (bekasi.lng - jakarta.lng),
          };
          expect(distanceToSegmentMeters(on, jakarta, bekasi)).toBeLessThan(1);
        },
      ),
    );
    // 0.01° of latitude north of a west-east leg is ~1.1 km off it
    const west = { lat: -6.2, lng: 106.8 };
    const east = { lat: -6.2, lng: 107.0 };
    expect(distanceToSegmentMeters({ lat: -6.19, lng: 106.9 }, west, east)).toBeCloseTo(1_113, -1);
  });

  it("plans the leg from the last stop reached to the next one, none once all were reached", () => {
    const stops = [stop(1, jakarta, { actualArrival: minute(0), visitStatus: "VISITED" }), stop(2, bekasi)];
    expect(plannedLeg(stops, null)).toEqual([stops[0], stops[1]]);
    expect(plannedLeg([stop(1, jakarta)], bekasi)).toEqual([bekasi, stop(1, jakarta)]);
    expect(plannedLeg([stop(1, jakarta)], null)).toBeNull();
    expect(
      plannedLeg([stop(1, jakarta, { actualArrival: minute(0), visitStatus: "VISITED" })], null),
    ).toBeNull();
    expect(isOffRoute({ lat: -5, lng: 106 }, null, 100)).toBe(false);
  });

  it("finds each condition of a task's stops", () => {
    const stops = [
      stop(1, jakarta, {
        targetArrival: minute(0),
        actualArrival: minute(30),
        targetDeparture: minute(20),
        visitStatus: "VISITED",
      }),
      stop(2, bekasi, { targetArrival: minute(500) }),
      stop(3, bekasi, { windowStart: minute(600), actualArrival: minute(100), visitStatus: "VISITED" }),
    ];
    const away = { lat: -6.1, lng: 106.9 };
    const findings = fleetOrderFindings(stops, away, null, minute(120), DEFAULT_FLEET_TASK_SETTINGS);
    expect(findings).toEqual(
      expect.arrayContaining([
        { condition: "LATE_ARRIVAL", stopId: 10 },
        { condition: "LATE_DEPARTURE", stopId: 10 },
        { condition: "LONG_STOP", stopId: 10 },
        { condition: "EARLY_ARRIVAL", stopId: 30 },
        { condition: "WRONG_DESTINATION", stopId: 20 },
        { condition: "OFF_ROUTE", stopId: 20 },
      ]),
    );
    expect(findings).toHaveLength(6);
    // on the leg, in time, nothing
    const onTime = [stop(1, jakarta, { targetArrival: minute(60) }), stop(2, bekasi)];
    expect(fleetOrderFindings(onTime, jakarta, bekasi, minute(10), DEFAULT_FLEET_TASK_SETTINGS)).toEqual([]);
  });

  it("keeps every default within its range", () => {
    for (const range of Object.values(FLEET_TASK_SETTINGS)) {
      expect(range.default).toBeGreaterThanOrEqual(range.min);
      expect(range.default).toBeLessThanOrEqual(range.max);
    }
  });
});
