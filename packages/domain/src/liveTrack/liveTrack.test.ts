import { describe, expect, it } from "vitest";
import { PICKED_COLUMNS, type PickedColumn } from "../temporaryTracking/pickedColumns.js";
import { estimateEta } from "./eta.js";
import { toPublicVehicle, type VehicleSnapshot } from "./publicVehicle.js";

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
  lastPacket: new Date("2026-11-21T08:00:00Z"),
};

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
      const result = toPublicVehicle("v1", snapshot, picked);
      expect(Object.keys(result).sort()).toEqual(
        [...ALWAYS, ...picked.map((column) => FIELD_OF[column])].sort(),
      );
    },
  );

  it("formats the picked values", () => {
    expect(toPublicVehicle("v1", snapshot, [...PICKED_COLUMNS])).toEqual({
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

  it("is zero inside the arrival radius", () => {
    expect(estimateEta({ lat: -6.2, lng: 106.899 }, destination, 40).etaSeconds).toBe(0);
  });
});
