import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { haversineMeters } from "../geo/haversineMeters.js";
import {
  DEFAULT_TRACK_FILTER_SETTINGS,
  type FilterFix,
  filterTrackFix,
  isParked,
  type TrackFilterSettings,
} from "./trackFilter.js";
import { readTrackFilterSettings, trackFilterSettingsSchema } from "./trackFilterSettings.js";

const now = Date.parse("2026-11-21T08:00:00Z");
const defaults: TrackFilterSettings = { ...DEFAULT_TRACK_FILTER_SETTINGS };
const with_ = (changes: Partial<TrackFilterSettings>) => ({ ...defaults, ...changes });

/** A fix in Jakarta `seconds` before now, `northMeters` north of the start. */
function fix(seconds: number, northMeters = 0, extra: Partial<FilterFix> = {}): FilterFix {
  return {
    time: now - seconds * 1000,
    latitude: -6.2 + northMeters / 111_195,
    longitude: 106.8,
    speedKmh: 40,
    gpsFixed: true,
    ...extra,
  };
}

const reasonOf = (settings: TrackFilterSettings, last: FilterFix | undefined, next: FilterFix) => {
  const decision = filterTrackFix(settings, last, next, now);
  return decision.accepted ? null : decision.reason;
};

describe("filterTrackFix", () => {
  it("accepts a plausible next fix", () => {
    expect(reasonOf(defaults, fix(60), fix(50, 100))).toBeNull();
    expect(reasonOf(defaults, undefined, fix(50))).toBeNull();
  });

  it("flags a fix the device marks invalid", () => {
    expect(reasonOf(defaults, undefined, fix(0, 0, { gpsFixed: false }))).toBe("invalid");
    expect(reasonOf(with_({ invalidEnabled: false }), undefined, fix(0, 0, { gpsFixed: false }))).toBeNull();
  });

  it("flags 0,0", () => {
    const zero = { ...fix(0), latitude: 0, longitude: 0 };
    expect(reasonOf(defaults, undefined, zero)).toBe("zero");
    expect(reasonOf(with_({ zeroEnabled: false, jumpEnabled: false }), fix(60), zero)).toBeNull();
  });

  it("flags a time further ahead than the limit", () => {
    expect(reasonOf(defaults, undefined, fix(-5 * 60))).toBeNull();
    expect(reasonOf(defaults, undefined, fix(-5 * 60 - 1))).toBe("future");
    expect(reasonOf(with_({ futureMinutes: 10 }), undefined, fix(-6 * 60))).toBeNull();
  });

  it("flags a time further behind than the limit, when switched on", () => {
    expect(reasonOf(defaults, undefined, fix(3 * 3600))).toBeNull();
    expect(reasonOf(with_({ pastEnabled: true, pastHours: 2 }), undefined, fix(3 * 3600))).toBe("past");
  });

  it("flags poor accuracy in metres or HDOP, when switched on", () => {
    const on = with_({ accuracyEnabled: true, accuracyMaxMeters: 50, accuracyMaxHdop: 3 });
    expect(reasonOf(defaults, undefined, fix(0, 0, { accuracyMeters: 500 }))).toBeNull();
    expect(reasonOf(on, undefined, fix(0, 0, { accuracyMeters: 50 }))).toBeNull();
    expect(reasonOf(on, undefined, fix(0, 0, { accuracyMeters: 51 }))).toBe("accuracy");
    expect(reasonOf(on, undefined, fix(0, 0, { hdop: 3.5 }))).toBe("accuracy");
    expect(reasonOf(on, undefined, fix(0, 0, { accuracyMeters: null, hdop: null }))).toBeNull();
  });

  it("flags a fix at the last accepted one's time; an older one is buffered history that fills the track", () => {
    expect(reasonOf(defaults, fix(10), fix(10))).toBe("duplicate");
    expect(reasonOf(defaults, fix(10), fix(10, 10))).toBe("duplicate");
    expect(reasonOf(with_({ duplicateEnabled: false }), fix(10), fix(10))).toBeNull();
    // 40 km away, ten seconds before the last fix: not judged against it
    expect(reasonOf(defaults, fix(10), fix(20, 40_000))).toBeNull();
    expect(reasonOf(defaults, fix(10), fix(20, 0, { gpsFixed: false }))).toBe("invalid");
  });

  it("flags a 40 km jump between fixes ten seconds apart, not 40 km in an hour", () => {
    expect(reasonOf(defaults, fix(20), fix(10, 40_000))).toBe("jump");
    expect(reasonOf(defaults, fix(3600), fix(0, 40_000))).toBeNull();
    // 300 km/h for 10 s is 833 m
    expect(reasonOf(defaults, fix(20), fix(10, 820))).toBeNull();
    expect(reasonOf(defaults, fix(20), fix(10, 850))).toBe("jump");
    expect(reasonOf(with_({ jumpEnabled: false }), fix(20), fix(10, 40_000))).toBeNull();
  });

  it("holds the parked position while the ignition is off or a device without ignition stands", () => {
    const on = with_({ driftEnabled: true });
    const parked = fix(600, 0, { ignition: false, speedKmh: 0 });
    expect(reasonOf(on, parked, fix(300, 80, { ignition: false, speedKmh: 2 }))).toBe("drift");
    expect(reasonOf(on, parked, fix(300, 80, { ignition: true, speedKmh: 0 }))).toBeNull();
    const standing = fix(600, 0, { speedKmh: 1 });
    expect(reasonOf(on, standing, fix(300, 30, { speedKmh: 3 }))).toBe("drift");
    expect(reasonOf(on, standing, fix(300, 30, { speedKmh: 20 }))).toBeNull();
    expect(reasonOf(defaults, parked, fix(300, 80, { ignition: false, speedKmh: 2 }))).toBeNull();
  });

  it("flags fixes too soon or too near after the last accepted one, when switched on", () => {
    expect(reasonOf(with_({ minPeriodEnabled: true, minPeriodSeconds: 30 }), fix(60), fix(40, 50))).toBe(
      "minPeriod",
    );
    expect(
      reasonOf(with_({ minPeriodEnabled: true, minPeriodSeconds: 30 }), fix(60), fix(30, 50)),
    ).toBeNull();
    expect(reasonOf(with_({ minDistanceEnabled: true, minDistanceMeters: 20 }), fix(60), fix(30, 10))).toBe(
      "minDistance",
    );
    expect(
      reasonOf(with_({ minDistanceEnabled: true, minDistanceMeters: 20 }), fix(60), fix(30, 30)),
    ).toBeNull();
  });

  it("tells parked fixes", () => {
    expect(isParked(fix(0, 0, { ignition: false, speedKmh: 30 }))).toBe(true);
    expect(isParked(fix(0, 0, { ignition: true, speedKmh: 0 }))).toBe(false);
    expect(isParked(fix(0, 0, { speedKmh: 4.9 }))).toBe(true);
  });
});

const settingsArbitrary: fc.Arbitrary<TrackFilterSettings> = fc.record({
  invalidEnabled: fc.boolean(),
  zeroEnabled: fc.boolean(),
  futureEnabled: fc.boolean(),
  futureMinutes: fc.integer({ min: 1, max: 1440 }),
  pastEnabled: fc.boolean(),
  pastHours: fc.integer({ min: 1, max: 168 }),
  accuracyEnabled: fc.boolean(),
  accuracyMaxMeters: fc.integer({ min: 5, max: 10_000 }),
  accuracyMaxHdop: fc.double({ min: 0.5, max: 50, noNaN: true }),
  duplicateEnabled: fc.boolean(),
  jumpEnabled: fc.boolean(),
  jumpMaxKmh: fc.integer({ min: 50, max: 2000 }),
  driftEnabled: fc.boolean(),
  minPeriodEnabled: fc.boolean(),
  minPeriodSeconds: fc.integer({ min: 1, max: 3600 }),
  minDistanceEnabled: fc.boolean(),
  minDistanceMeters: fc.integer({ min: 1, max: 1000 }),
});

const fixArbitrary: fc.Arbitrary<FilterFix> = fc.record({
  time: fc.integer({ min: now - 10 * 86_400_000, max: now + 2 * 86_400_000 }),
  latitude: fc.oneof(fc.constant(0), fc.double({ min: -90, max: 90, noNaN: true })),
  longitude: fc.oneof(fc.constant(0), fc.double({ min: -180, max: 180, noNaN: true })),
  speedKmh: fc.double({ min: 0, max: 300, noNaN: true }),
  gpsFixed: fc.boolean(),
  ignition: fc.option(fc.boolean(), { nil: undefined }),
  accuracyMeters: fc.option(fc.double({ min: 0, max: 20_000, noNaN: true }), { nil: undefined }),
  hdop: fc.option(fc.double({ min: 0, max: 99, noNaN: true }), { nil: undefined }),
});

/** Anything at all, NaN and infinities included: the rule must answer, not throw. */
const wildFix: fc.Arbitrary<FilterFix> = fc.record({
  time: fc.double(),
  latitude: fc.double(),
  longitude: fc.double(),
  speedKmh: fc.double(),
  gpsFixed: fc.boolean(),
  ignition: fc.constantFrom(true, false, null, undefined),
  accuracyMeters: fc.option(fc.double(), { nil: null }),
  hdop: fc.option(fc.double(), { nil: undefined }),
});

describe("filterTrackFix properties", () => {
  it("never throws, whatever the fixes and settings", () => {
    fc.assert(
      fc.property(
        settingsArbitrary,
        fc.option(wildFix, { nil: undefined }),
        wildFix,
        (settings, last, next) => {
          const decision = filterTrackFix(settings, last, next, now);
          expect(typeof decision.accepted).toBe("boolean");
        },
      ),
    );
  });

  it("never accepts a fix that breaks an enabled limit", () => {
    fc.assert(
      fc.property(
        settingsArbitrary,
        fc.option(fixArbitrary, { nil: undefined }),
        fixArbitrary,
        (s, last, next) => {
          if (!filterTrackFix(s, last, next, now).accepted) return;
          if (s.invalidEnabled) expect(next.gpsFixed).toBe(true);
          if (s.zeroEnabled) expect(next.latitude === 0 && next.longitude === 0).toBe(false);
          if (s.futureEnabled) expect(next.time).toBeLessThanOrEqual(now + s.futureMinutes * 60_000);
          if (s.pastEnabled) expect(next.time).toBeGreaterThanOrEqual(now - s.pastHours * 3_600_000);
          if (s.accuracyEnabled) {
            expect(next.accuracyMeters ?? 0).toBeLessThanOrEqual(s.accuracyMaxMeters);
            expect(next.hdop ?? 0).toBeLessThanOrEqual(s.accuracyMaxHdop);
          }
          if (!last) return;
          if (s.duplicateEnabled) expect(next.time).not.toBe(last.time);
          if (next.time < last.time) return;
          const meters = haversineMeters(
            { lat: last.latitude, lng: last.longitude },
            { lat: next.latitude, lng: next.longitude },
          );
          const hours = Math.abs(next.time - last.time) / 3_600_000;
          if (s.jumpEnabled) expect(meters / 1000).toBeLessThanOrEqual(s.jumpMaxKmh * hours + 1e-9);
          if (s.driftEnabled) expect(isParked(last) && isParked(next)).toBe(false);
          if (s.minPeriodEnabled) expect(hours * 3600).toBeGreaterThanOrEqual(s.minPeriodSeconds);
          if (s.minDistanceEnabled) expect(meters).toBeGreaterThanOrEqual(s.minDistanceMeters);
        },
      ),
    );
  });

  it("never moves a parked vehicle's held position, however its fixes drift", () => {
    const drift = fc.record({
      seconds: fc.integer({ min: 1, max: 600 }),
      northMeters: fc.double({ min: -300, max: 300, noNaN: true }),
      speedKmh: fc.double({ min: 0, max: 15, noNaN: true }),
      ignitionReported: fc.boolean(),
    });
    fc.assert(
      fc.property(settingsArbitrary, fc.array(drift, { maxLength: 60 }), (settings, steps) => {
        const on = { ...settings, driftEnabled: true };
        const held: FilterFix = fix(36_000, 0, { ignition: false, speedKmh: 0 });
        let last = held;
        let time = held.time;
        let north = 0;
        for (const step of steps) {
          time += step.seconds * 1000;
          north += step.northMeters;
          const next: FilterFix = {
            ...fix(0, north, { speedKmh: step.speedKmh }),
            time,
            ignition: step.ignitionReported ? false : undefined,
            speedKmh: step.ignitionReported ? step.speedKmh : Math.min(step.speedKmh, 4.9),
          };
          if (filterTrackFix(on, last, next, now).accepted) last = next;
        }
        expect(last).toBe(held);
      }),
    );
  });
});

describe("track filter settings", () => {
  it("reads a stored value, with defaults for what is missing or out of range", () => {
    expect(readTrackFilterSettings(null)).toEqual(defaults);
    expect(readTrackFilterSettings({ jumpMaxKmh: 150, driftEnabled: true, futureMinutes: -3 })).toEqual({
      ...defaults,
      jumpMaxKmh: 150,
      driftEnabled: true,
    });
  });

  it("refuses limits out of range", () => {
    expect(trackFilterSettingsSchema.safeParse(defaults).success).toBe(true);
    expect(trackFilterSettingsSchema.safeParse({ ...defaults, jumpMaxKmh: 10 }).success).toBe(false);
    expect(trackFilterSettingsSchema.safeParse({ ...defaults, minDistanceMeters: 0 }).success).toBe(false);
  });
});
