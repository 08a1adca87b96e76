import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { haversineMeters } from "../geo/haversineMeters.js";
import { routeTiming } from "./routeTiming.js";
import { DEFAULT_DETOUR_FACTOR, DEFAULT_SPEED_KMH, travelMatrix } from "./travelMatrix.js";
import {
  AREA_CELL_DEGREES,
  areaPairKey,
  DEFAULT_TRAFFIC_FACTORS,
  expectedTrafficFactor,
  learnedSpeed,
  learnedTravelMatrix,
  learnTravel,
  legFactorAt,
  MAX_DETOUR_FACTOR,
  MAX_TRAFFIC_FACTOR,
  MIN_AREA_SAMPLES,
  MIN_DETOUR_FACTOR,
  MIN_TRAFFIC_FACTOR,
  MIN_TRAVEL_SAMPLES,
  type TravelSample,
  trafficFactors,
} from "./travelModel.js";

const MONAS = { lat: -6.1754, lng: 106.8272 };
const BLOK_M = { lat: -6.2443, lng: 106.7987 };
const straightKm = haversineMeters(MONAS, BLOK_M) / 1000;

/** A drive from Monas to Blok M driven `detour` times the straight line at `speed` km/h, starting at `hour`. */
const drive = (detour: number, speed: number, hour: number, from = MONAS, to = BLOK_M): TravelSample => {
  const km = (haversineMeters(from, to) / 1000) * detour;
  return { from, to, km, minutes: (km / speed) * 60, hour };
};

const point = fc.record({
  lat: fc.double({ min: -8, max: -5, noNaN: true }),
  lng: fc.double({ min: 105, max: 112, noNaN: true }),
});
const sample = fc.record({
  from: point,
  to: point,
  km: fc.double({ min: 0, max: 500, noNaN: true }),
  minutes: fc.double({ min: 0, max: 600, noNaN: true }),
  hour: fc.integer({ min: 0, max: 23 }),
});

describe("learnTravel", () => {
  it("keeps the defaults below the minimum of usable drives", () => {
    const model = learnTravel(Array.from({ length: MIN_TRAVEL_SAMPLES - 1 }, () => drive(1.8, 20, 8)));
    expect(model).toMatchObject({
      detourFactor: DEFAULT_DETOUR_FACTOR,
      speedKmh: DEFAULT_SPEED_KMH,
      samples: 0,
    });
  });

  it("learns the median detour and speed, by hour where enough drives back it", () => {
    const drives = [
      ...Array.from({ length: 12 }, () => drive(1.6, 18, 7)),
      ...Array.from({ length: 12 }, () => drive(1.6, 42, 13)),
      drive(1.6, 36, 20),
      // an outlier: a loop driven far longer than the straight line, which the median ignores
      drive(2.4, 30, 13),
    ];
    const model = learnTravel(drives);
    expect(model.samples).toBe(26);
    expect(model.detourFactor).toBeCloseTo(1.6, 6);
    expect(model.hourSpeeds[7]).toBeCloseTo(18, 6);
    expect(model.hourSpeeds[13]).toBeCloseTo(42, 6);
    expect(model.hourSpeeds[20]).toBeNull();
    expect(model.areaSpeeds[areaPairKey(MONAS, BLOK_M)]).toBeGreaterThan(18);
  });

  it("leaves out drives too short, shorter than the straight line or at an impossible speed", () => {
    const nearby = { lat: MONAS.lat + 0.001, lng: MONAS.lng };
    const broken = [
      ...Array.from({ length: 30 }, () => drive(1.5, 25, 9, MONAS, nearby)),
      ...Array.from({ length: 30 }, () => drive(0.8, 25, 9)),
      ...Array.from({ length: 30 }, () => drive(1.5, 400, 9)),
    ];
    expect(learnTravel(broken).samples).toBe(0);
  });

  it("keeps the detour factor within its bounds and every speed within the drives' speeds", () => {
    fc.assert(
      fc.property(fc.array(sample, { maxLength: 80 }), (samples) => {
        const model = learnTravel(samples);
        expect(model.detourFactor).toBeGreaterThanOrEqual(Math.min(MIN_DETOUR_FACTOR, DEFAULT_DETOUR_FACTOR));
        expect(model.detourFactor).toBeLessThanOrEqual(MAX_DETOUR_FACTOR);
        expect(model.hourSpeeds).toHaveLength(24);
        const speeds = [model.speedKmh, ...Object.values(model.areaSpeeds)];
        for (const speed of [...speeds, ...model.hourSpeeds]) {
          if (speed === null) continue;
          expect(speed).toBeGreaterThanOrEqual(3);
          expect(speed).toBeLessThanOrEqual(130);
        }
      }),
    );
  });

  it("learns a speed for an area pair only from its own drives, either direction", () => {
    const far = { lat: -6.9147, lng: 107.6098 }; // Bandung
    const drives = [
      ...Array.from({ length: MIN_AREA_SAMPLES }, (_, i) =>
        i % 2 ? drive(1.4, 60, 10, MONAS, far) : drive(1.4, 60, 10, far, MONAS),
      ),
      ...Array.from({ length: MIN_TRAVEL_SAMPLES }, () => drive(1.4, 20, 10)),
    ];
    const model = learnTravel(drives);
    expect(learnedSpeed(model, MONAS, far, null)).toBeCloseTo(60, 6);
    expect(learnedSpeed(model, far, MONAS, 3)).toBeCloseTo(60, 6);
    // a pair without its own drives: the hour's speed, else the overall median
    const elsewhere = { lat: MONAS.lat + 10 * AREA_CELL_DEGREES, lng: MONAS.lng };
    expect(learnedSpeed(model, elsewhere, BLOK_M, 10)).toBe(model.hourSpeeds[10]);
    expect(learnedSpeed(model, elsewhere, BLOK_M, 3)).toBe(model.speedKmh);
  });
});

describe("learnedTravelMatrix", () => {
  it("is the default travel matrix for the default model, symmetric with a zero diagonal", () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 2, maxLength: 6 }), (points) => {
        const learned = learnedTravelMatrix(points, learnTravel([]));
        const plain = travelMatrix(points, {
          detourFactor: DEFAULT_DETOUR_FACTOR,
          speedKmh: DEFAULT_SPEED_KMH,
        });
        const { size } = learned;
        for (let i = 0; i < size * size; i++) {
          expect(learned.km[i]).toBeCloseTo(plain.km[i] ?? Number.NaN, 9);
          expect(learned.minutes[i]).toBeCloseTo(plain.minutes[i] ?? Number.NaN, 9);
        }
        for (let i = 0; i < size; i++) {
          expect(learned.minutes[i * size + i]).toBe(0);
          for (let j = 0; j < size; j++)
            expect(learned.minutes[i * size + j]).toBe(learned.minutes[j * size + i]);
        }
      }),
    );
  });

  it("drives Monas to Blok M at the learned detour and speed", () => {
    const model = learnTravel(Array.from({ length: 30 }, () => drive(1.5, 20, 8)));
    const matrix = learnedTravelMatrix([MONAS, BLOK_M], model);
    expect(matrix.km[1]).toBeCloseTo(straightKm * 1.5, 6);
    expect(matrix.minutes[1]).toBeCloseTo(((straightKm * 1.5) / 20) * 60, 6);
  });
});

describe("traffic factors", () => {
  it("are bounded, slower hours above 1, and none with too few hours learned", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.double({ min: 3, max: 130, noNaN: true }), { nil: null }), {
          minLength: 24,
          maxLength: 24,
        }),
        (hourSpeeds) => {
          const model = { ...learnTravel([]), hourSpeeds };
          const factors = trafficFactors(model);
          const known = hourSpeeds.filter((s) => s !== null);
          if (known.length < 6) {
            expect(factors).toBeNull();
            return;
          }
          const mean = known.reduce((a, b) => a + b, 0) / known.length;
          factors?.forEach((factor, hour) => {
            expect(factor).toBeGreaterThanOrEqual(MIN_TRAFFIC_FACTOR);
            expect(factor).toBeLessThanOrEqual(MAX_TRAFFIC_FACTOR);
            const speed = hourSpeeds[hour] ?? null;
            if (speed === null) expect(factor).toBe(1);
            else if (speed < mean) expect(factor).toBeGreaterThan(1);
          });
        },
      ),
    );
  });

  it("read the hour of the company day from the shift's start", () => {
    const factorAt = legFactorAt(DEFAULT_TRAFFIC_FACTORS, 5 * 60);
    expect(factorAt(0)).toBe(1); // 05:00
    expect(factorAt(90)).toBe(1.4); // 06:30
    expect(factorAt(4 * 60)).toBe(1); // 09:00
    expect(factorAt(20 * 60)).toBe(1); // 01:00 the next day
  });

  it("make the timing's arrivals later by each leg's own factor", () => {
    const matrix = travelMatrix([MONAS, BLOK_M, MONAS], { detourFactor: 1.3, speedKmh: 30 });
    const stops = [0, 1].map(() => ({ weightKg: 1, volumeM3: 0, ready: 0, due: null, serviceMinutes: 60 }));
    const vehicle = { capacityKg: null, capacityM3: null };
    const plain = routeTiming(stops, matrix, vehicle, 600, [0, 1]);
    // the shift starts at 05:30: the first leg leaves before the rush hour, the second leaves in it
    const timed = routeTiming(stops, matrix, vehicle, 600, [0, 1], {
      legFactor: legFactorAt(DEFAULT_TRAFFIC_FACTORS, 5 * 60 + 30),
    });
    const leg = matrix.minutes[1] ?? Number.NaN;
    expect(timed.stops[0]?.arrival).toBeCloseTo(plain.stops[0]?.arrival ?? Number.NaN, 9);
    expect(timed.stops[1]?.arrival).toBeCloseTo(leg + 60 + leg * 1.4, 9);
    expect(timed.km).toBeCloseTo(plain.km, 9);
  });

  it("expect the mean factor over the stops' windows' middles", () => {
    const factorAt = legFactorAt(DEFAULT_TRAFFIC_FACTORS, 6 * 60);
    const stops = [
      { ready: 0, due: 120 }, // 07:00: 1.4
      { ready: 240, due: 300 }, // 10:30: 1
    ];
    expect(expectedTrafficFactor(stops, 600, factorAt)).toBeCloseTo(1.2, 9);
    expect(expectedTrafficFactor([], 600, factorAt)).toBe(1);
  });
});
