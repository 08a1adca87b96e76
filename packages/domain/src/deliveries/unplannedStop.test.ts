import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { haversineMeters } from "../geo/haversineMeters.js";
import type { StopPlace } from "./stopVisit.js";
import { type Halt, haltSeconds, haltStep, isUnplannedStop } from "./unplannedStop.js";

const T0 = Date.UTC(2026, 10, 30, 2, 0, 0);
const stopPlace: StopPlace = { lat: -6.2, lng: 106.8, arrivalRadiusMeters: 200, dwellSeconds: 120 };
const RADIUS = 200;
/** A point `meters` east of the stop (one degree of longitude at -6.2° is ~110.7 km). */
const east = (meters: number) => ({ lat: stopPlace.lat, lng: stopPlace.lng + meters / 110_700 });
const fixAt = (second: number, meters: number) => ({ ...east(meters), time: new Date(T0 + second * 1000) });

const run = (fixes: { time: Date; lat: number; lng: number }[]) =>
  fixes.reduce<Halt | null>((halt, fix) => haltStep(halt, fix, [stopPlace], RADIUS), null);

describe("unplanned stop", () => {
  it("has no halt at a planned place, whatever came before", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 20 }),
        fc.integer({ min: 0, max: 190 }),
        (track, at) => {
          const fixes = [...track.map((meters, i) => fixAt(i * 10, meters)), fixAt(track.length * 10, at)];
          expect(run(fixes)).toBeNull();
        },
      ),
    );
  });

  it("keeps the halt's first moment while the vehicle stays within the radius, away from the stops", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 50_000 }),
        fc.array(fc.integer({ min: -90, max: 90 }), { minLength: 1, maxLength: 30 }),
        (place, jitter) => {
          const fixes = [fixAt(0, place), ...jitter.map((delta, i) => fixAt((i + 1) * 30, place + delta))];
          const halt = run(fixes);
          expect(halt?.since).toEqual(new Date(T0));
          expect(haltSeconds(halt, fixes.at(-1)?.time ?? new Date(T0))).toBe(jitter.length * 30);
        },
      ),
    );
  });

  it("starts anew where the vehicle moved beyond the radius, so a vehicle driving on never stays long", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 50_000 }), fc.integer({ min: 2, max: 40 }), (from, steps) => {
        // 60 km/h, a fix every 15 s: 250 m apart
        const fixes = Array.from({ length: steps }, (_, i) => fixAt(i * 15, from + i * 250));
        const halt = run(fixes);
        const last = fixes.at(-1);
        expect(halt && last ? haversineMeters(halt, last) : null).toBe(0);
        expect(isUnplannedStop(halt, last?.time ?? new Date(T0), 16)).toBe(false);
      }),
    );
  });

  it("is an unplanned stop once the halt lasted the threshold, not a second before", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60, max: 3_600 }),
        fc.integer({ min: 1, max: 3_600 }),
        (threshold, stayed) => {
          const halt = run([fixAt(0, 5_000), fixAt(stayed, 5_050)]);
          expect(isUnplannedStop(halt, new Date(T0 + stayed * 1000), threshold)).toBe(stayed >= threshold);
        },
      ),
    );
    expect(isUnplannedStop(null, new Date(T0), 0)).toBe(false);
  });

  it("reads a saved geofence of a stop as its place instead of the radius", () => {
    const fenced: StopPlace = {
      ...stopPlace,
      area: { type: "C", circData: { ...east(2_000), radius: 500 } },
    };
    expect(haltStep(null, fixAt(0, 2_300), [fenced], RADIUS)).toBeNull();
    expect(haltStep(null, fixAt(0, 100), [fenced], RADIUS)?.since).toEqual(new Date(T0));
  });
});
