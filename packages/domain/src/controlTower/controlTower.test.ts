import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALERT_CODE } from "../alerts/alertCodeNumbers.js";
import { CONTROL_TOWER_ALERT_CODES, queueOfAlertCode } from "./controlTowerQueues.js";
import {
  formatSlaRemaining,
  isDeviceOffline,
  isStopLate,
  minutesLate,
  slaState,
} from "./controlTowerRules.js";
import { controlTowerSettingsSchema, DEFAULT_CONTROL_TOWER_SETTINGS } from "./controlTowerSchemas.js";

const at = (iso: string) => new Date(iso);

describe("late stops", () => {
  const stop = { targetArrival: at("2026-11-29T08:00:00Z"), actualArrival: null };

  it("is late only beyond the grace minutes", () => {
    expect(isStopLate(stop, at("2026-11-29T08:15:00Z"), 15)).toBe(false);
    expect(isStopLate(stop, at("2026-11-29T08:15:01Z"), 15)).toBe(true);
    expect(isStopLate(stop, at("2026-11-29T08:00:01Z"), 0)).toBe(true);
    expect(minutesLate(stop, at("2026-11-29T08:42:30Z"))).toBe(42);
  });

  it("never counts a reached stop or one without a target", () => {
    const reached = { ...stop, actualArrival: at("2026-11-29T09:00:00Z") };
    expect(isStopLate(reached, at("2026-11-29T12:00:00Z"), 0)).toBe(false);
    expect(minutesLate(reached, at("2026-11-29T12:00:00Z"))).toBe(0);
    expect(isStopLate({ targetArrival: null, actualArrival: null }, at("2030-01-01T00:00:00Z"), 0)).toBe(
      false,
    );
  });

  it("a later clock is never less late", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (a, b) => {
          const t1 = new Date(stop.targetArrival.getTime() + Math.min(a, b) * 1000);
          const t2 = new Date(stop.targetArrival.getTime() + Math.max(a, b) * 1000);
          expect(minutesLate(stop, t2)).toBeGreaterThanOrEqual(minutesLate(stop, t1));
          if (isStopLate(stop, t1, 15)) expect(isStopLate(stop, t2, 15)).toBe(true);
        },
      ),
    );
  });
});

describe("offline devices", () => {
  it("is offline past the minutes, or without any packet", () => {
    const now = at("2026-11-29T10:00:00Z");
    expect(isDeviceOffline(at("2026-11-29T09:31:00Z"), now, 30)).toBe(false);
    expect(isDeviceOffline(at("2026-11-29T09:29:00Z"), now, 30)).toBe(true);
    expect(isDeviceOffline(null, now, 30)).toBe(true);
  });
});

describe("SLA", () => {
  it("counts down from the first sighting and breaches after", () => {
    const first = at("2026-11-29T10:00:00Z");
    expect(slaState(first, at("2026-11-29T10:10:00Z"), 30)).toEqual({
      dueAt: at("2026-11-29T10:30:00Z"),
      remainingMs: 20 * 60_000,
      breached: false,
    });
    expect(slaState(first, at("2026-11-29T10:31:00Z"), 30).breached).toBe(true);
  });

  it("formats the timer as minutes and seconds, negative once past", () => {
    expect(formatSlaRemaining(754_000)).toBe("12:34");
    expect(formatSlaRemaining(-220_000)).toBe("-3:40");
    expect(formatSlaRemaining(3 * 3_600_000)).toBe("180:00");
  });
});

describe("alert queues", () => {
  it("maps the watched codes to one queue each", () => {
    expect(queueOfAlertCode(ALERT_CODE.overspeed)).toBe("SPEEDING");
    expect(queueOfAlertCode(ALERT_CODE.dmsFatigue)).toBe("FATIGUE");
    expect(queueOfAlertCode(ALERT_CODE.fleetOrderOffRoute)).toBe("OFF_ROUTE");
    expect(queueOfAlertCode(ALERT_CODE.fuelLoss)).toBe("FUEL_DRAIN");
    expect(queueOfAlertCode(ALERT_CODE.geofenceEnter)).toBeNull();
    expect(new Set(CONTROL_TOWER_ALERT_CODES).size).toBe(CONTROL_TOWER_ALERT_CODES.length);
  });
});

describe("settings", () => {
  it("accepts the defaults and refuses out-of-range minutes", () => {
    expect(controlTowerSettingsSchema.parse(DEFAULT_CONTROL_TOWER_SETTINGS)).toEqual(
      DEFAULT_CONTROL_TOWER_SETTINGS,
    );
    expect(
      controlTowerSettingsSchema.safeParse({ ...DEFAULT_CONTROL_TOWER_SETTINGS, slaMinutes: 0 }).success,
    ).toBe(false);
    expect(
      controlTowerSettingsSchema.safeParse({ ...DEFAULT_CONTROL_TOWER_SETTINGS, lateMinutes: 1.5 }).success,
    ).toBe(false);
    expect(
      controlTowerSettingsSchema.safeParse({ ...DEFAULT_CONTROL_TOWER_SETTINGS, offlineMinutes: 99_999 })
        .success,
    ).toBe(false);
  });
});
