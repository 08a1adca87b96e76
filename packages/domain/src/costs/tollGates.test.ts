import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { haversineMeters } from "../geo/haversineMeters.js";
import {
  DEFAULT_TOLL_GATE_RULES,
  findTollGate,
  normalizeTollGateName,
  type TimedPoint,
  TOLL_GATES,
  tollGateProximity,
  tollTransactionGate,
} from "./tollGates.js";

const AT = new Date("2026-11-02T00:15:20Z");
const latitude = fc.double({ min: -11, max: 6, noNaN: true });
const longitude = fc.double({ min: 95, max: 141, noNaN: true });
const point = fc.record({
  lat: latitude,
  lng: longitude,
  time: fc.integer({ min: -3_600_000, max: 3_600_000 }).map((offset) => new Date(AT.getTime() + offset)),
});
const gate = fc.record({ lat: latitude, lng: longitude });

describe("toll gates", () => {
  it("knows every gate by its name and aliases, each name once", () => {
    const names = TOLL_GATES.flatMap((g) => [g.name, ...(g.aliases ?? [])].map(normalizeTollGateName));
    expect(new Set(names).size).toBe(names.length);
    for (const g of TOLL_GATES) expect(findTollGate(g.name)).toBe(g);
  });

  it("reads a statement's gate names without case, punctuation, 'GT' or the booth number", () => {
    expect(findTollGate("Cikunir 1")?.name).toBe("Cikunir");
    expect(findTollGate("GT. KALIHURIP 2")?.name).toBe("Kalihurip");
    expect(findTollGate("Gerbang Tol Cikampek Utama")?.name).toBe("Cikampek Utama");
    expect(findTollGate("Tanjung Priok 1")?.name).toBe("Tanjung Priok");
    expect(findTollGate("Moh. Toha")?.name).toBe("Mohammad Toha");
    expect(findTollGate("Indomaret Cawang Raya")).toBeNull();
    expect(findTollGate(null)).toBeNull();
    expect(findTollGate("")).toBeNull();
  });

  it("checks a transaction at its exit gate, or at the only gate named", () => {
    expect(tollTransactionGate({ gateIn: "Cikunir 1", gateOut: "Cikampek Utama" })?.name).toBe(
      "Cikampek Utama",
    );
    expect(tollTransactionGate({ gateIn: "Cawang", gateOut: null })?.name).toBe("Cawang");
    expect(tollTransactionGate({ gateIn: "Cawang", gateOut: "Gerbang Entah" })).toBeNull();
  });
});

describe("toll gate proximity", () => {
  const cawang = findTollGate("Cawang");
  const at = (minutes: number, lat: number, lng: number): TimedPoint => ({
    lat,
    lng,
    time: new Date(AT.getTime() + minutes * 60_000),
  });

  it("is near when the track passed the gate in the window, far when it was elsewhere", () => {
    const passing = [at(-20, -6.3, 107.0), at(-3, -6.2448, 106.8725), at(4, -6.25, 106.9)];
    const near = tollGateProximity(cawang, AT, passing);
    expect(near.check).toBe("near");
    expect(near.distanceMeters).toBeLessThan(100);
    const elsewhere = tollGateProximity(cawang, AT, [at(-5, -6.9, 107.6), at(5, -6.91, 107.61)]);
    expect(elsewhere.check).toBe("far");
    expect(elsewhere.distanceMeters).toBeGreaterThan(80_000);
  });

  it("has no data without a track in the window: a pass at the gate an hour before counts for nothing", () => {
    expect(tollGateProximity(cawang, AT, [])).toEqual({ check: "noData", distanceMeters: null });
    expect(tollGateProximity(cawang, AT, [at(-60, -6.2445, 106.872)]).check).toBe("noData");
    expect(
      tollGateProximity(cawang, AT, [at(-60, -6.2445, 106.872)], {
        ...DEFAULT_TOLL_GATE_RULES,
        windowMs: 3_600_000,
      }).check,
    ).toBe("near");
  });

  it("an unknown gate is never checked, whatever the track", () => {
    fc.assert(
      fc.property(fc.array(point, { maxLength: 30 }), (track) => {
        expect(tollGateProximity(null, AT, track)).toEqual({ check: "noData", distanceMeters: null });
      }),
    );
  });

  it("the distance is never negative and is the closest point of the window; near exactly when within the limit", () => {
    fc.assert(
      fc.property(gate, fc.array(point, { maxLength: 30 }), (g, track) => {
        const result = tollGateProximity(g, AT, track);
        const inWindow = track.filter(
          (p) => Math.abs(p.time.getTime() - AT.getTime()) <= DEFAULT_TOLL_GATE_RULES.windowMs,
        );
        if (inWindow.length === 0) {
          expect(result).toEqual({ check: "noData", distanceMeters: null });
          return;
        }
        const closest = Math.min(...inWindow.map((p) => haversineMeters(g, p)));
        expect(result.distanceMeters).toBeGreaterThanOrEqual(0);
        expect(result.distanceMeters).toBe(Math.round(closest));
        expect(result.check).toBe(closest <= DEFAULT_TOLL_GATE_RULES.nearMeters ? "near" : "far");
      }),
    );
  });
});
