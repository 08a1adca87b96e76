import { describe, expect, it } from "vitest";
import { estimateEta, publicEta } from "./eta.js";
import { PICKED_COLUMNS, type PickedColumn } from "./pickedColumns.js";
import { type MotionClock, toPublicVehicle, type VehicleSnapshot } from "./publicVehicle.js";

const snapshot: VehicleSnapshot = {
  licensePlate: "B 1234 CD",
  driverName: "Budi Santoso",
  latitude: -6.2,
  longitude: 106.8,
  course: 90,
  motionStatus: "moving",
  speed: 55,
  temperature: -18,
  ignition: true,
  fixTime: new Date("2026-11-21T08:00:00Z"),
  lastPacket: new Date("2026-11-21T08:00:00Z"),
};

const minutesAfterFix = (minutes: number): MotionClock => ({
  now: new Date(Date.parse("2026-11-21T08:00:00Z") + minutes * 60_000),
  timeouts: { idleMinutes: 5, parkMinutes: 10, offlineMinutes: 60 },
});
const clock = minutesAfterFix(0);

const ALWAYS = ["course", "latitude", "licensePlate", "longitude", "moving", "ref"];
const FIELD_OF: Record<PickedColumn, string> = {
  driverName: "driverName",
  lastSeen: "lastSeen",
  speed: "speed",
  temperature: "temperature",
  engineStatus: "engineStatus",
};

/** Every subset of the five picked columns: 32 combinations. */
const subsets = Array.from({ length: 2 ** PICKED_COLUMNS.length }, (_, mask) =>
  PICKED_COLUMNS.filter((_, index) => mask & (1 << index)),
);

describe("toPublicVehicle", () => {
  it.each(subsets.map((subset) => [subset.join(",") || "(none)", subset] as const))(
    "shows exactly the plate, position and the picked fields: %s",
    (_name, picked) => {
      const result = toPublicVehicle("v1", snapshot, picked, clock);
      expect(Object.keys(result).sort()).toEqual(
        [...ALWAYS, ...picked.map((column) => FIELD_OF[column])].sort(),
      );
    },
  );

  it("formats the picked values", () => {
    expect(toPublicVehicle("v1", snapshot, [...PICKED_COLUMNS], clock)).toEqual({
      ref: "v1",
      licensePlate: "B 1234 CD",
      latitude: -6.2,
      longitude: 106.8,
      course: 90,
      moving: true,
      driverName: "Budi Santoso",
      lastSeen: "2026-11-21T08:00:00.000Z",
      speed: 55,
      temperature: -18,
      engineStatus: "on",
    });
  });

  it("is not moving at 0 km/h with the engine off, even while the stored status still says moving", () => {
    const standing = { ...snapshot, speed: 0, ignition: false };
    expect(toPublicVehicle("v1", standing, ["speed", "engineStatus"], clock)).toMatchObject({
      moving: false,
      speed: 0,
      engineStatus: "off",
    });
  });

  it("is not moving once the last position is stale or the vehicle offline, nor without a position", () => {
    expect(toPublicVehicle("v1", snapshot, [], minutesAfterFix(4)).moving).toBe(true);
    expect(toPublicVehicle("v1", snapshot, [], minutesAfterFix(33)).moving).toBe(false);
    expect(toPublicVehicle("v1", snapshot, [], minutesAfterFix(90)).moving).toBe(false);
    const noPosition = { ...snapshot, motionStatus: null, speed: null, fixTime: null, lastPacket: null };
    expect(toPublicVehicle("v1", noPosition, [], clock).moving).toBe(false);
  });
});

describe("estimateEta", () => {
  const destination = { lat: -6.2, lng: 106.9 };
  it("divides the road distance by the recent moving speed", () => {
    const eta = estimateEta({ lat: -6.2, lng: 106.8 }, destination, 60);
    expect(eta.distanceMeters).toBeCloseTo(11_060, -2);
    expect(eta.etaSeconds).toBeCloseTo((11.06 * 1.3 * 3600) / 60, -1);
  });

  it("assumes city speed when the vehicle has not moved recently", () => {
    expect(estimateEta({ lat: -6.2, lng: 106.8 }, destination, 0).etaSeconds).toBeCloseTo(
      (11.06 * 1.3 * 3600) / 30,
      -1,
    );
  });

  it("marks a stopped vehicle's ETA stopped with the same distance, so the page says so instead of a growing time", () => {
    const driving = publicEta("v1", { lat: -6.2, lng: 106.8 }, destination, 77, true);
    const waiting = publicEta("v1", { lat: -6.2, lng: 106.8 }, destination, 77, false);
    expect(driving).toMatchObject({ ref: "v1", stopped: false });
    expect(waiting).toEqual({ ...driving, stopped: true });
  });

  it("is zero inside the arrival radius", () => {
    expect(estimateEta({ lat: -6.2, lng: 106.899 }, destination, 40).etaSeconds).toBe(0);
  });
});
