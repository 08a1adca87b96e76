import { describe, expect, it } from "vitest";
import type { LiveVehicle } from "@/shared/realtime";
import { countByStatus, filterFleet } from "./fleetFilter";

const vehicle = (
  id: number,
  plate: string,
  status: LiveVehicle["position"] extends infer P ? P : never,
  driver: string | null = null,
): LiveVehicle => ({
  id,
  licensePlate: plate,
  hullNo: null,
  driverName: driver,
  vehicleTypeName: null,
  hasDevice: true,
  takesCommands: false,
  deviceType: null,
  position: status,
});
const clock = {
  now: Date.parse("2026-01-01T00:02:00Z"),
  timeouts: { idleMinutes: 5, parkMinutes: 10, offlineMinutes: 60 },
};
const at = (motionStatus: "moving" | "idle" | "parked" | "offline", fixTime = "2026-01-01T00:00:00Z") => ({
  latitude: -6.2,
  longitude: 106.8,
  speed: 40,
  course: null,
  ignition: null,
  motionStatus,
  temperature: null,
  fuel: null,
  fixTime,
  lastPacket: fixTime,
  address: null,
});

const fleet = [
  vehicle(1, "B 1234 CD", at("moving"), "Budi Santoso"),
  vehicle(2, "B 9 XY", at("parked")),
  vehicle(3, "D 77 AB", null),
  vehicle(4, "L 5 QQ", at("moving")),
  vehicle(5, "B 33 ST", at("moving", "2025-12-31T23:29:00Z")),
];

describe("fleet filter", () => {
  it("searches plates ignoring spaces and case, and driver names", () => {
    expect(filterFleet(fleet, "b1234", "all", clock).map((v) => v.id)).toEqual([1]);
    expect(filterFleet(fleet, "budi", "all", clock).map((v) => v.id)).toEqual([1]);
  });
  it("filters by status and counts per status", () => {
    expect(filterFleet(fleet, "", "moving", clock).map((v) => v.id)).toEqual([1, 4]);
    expect(countByStatus(fleet, clock)).toEqual({
      all: 5,
      moving: 2,
      stopped: 0,
      idle: 0,
      parked: 1,
      stale: 1,
      offline: 0,
    });
  });
  it("files a vehicle silent for 33 minutes under stale, not moving, and moves it on as the clock runs", () => {
    expect(filterFleet(fleet, "", "stale", clock).map((v) => v.id)).toEqual([5]);
    const hourLater = { ...clock, now: clock.now + 60 * 60_000 };
    expect(filterFleet(fleet, "", "offline", hourLater).map((v) => v.id)).toEqual([1, 2, 4, 5]);
  });
  it("reads a vehicle's new position within the same clock tick (statuses are kept per vehicle object)", () => {
    expect(filterFleet(fleet, "", "stale", clock).map((v) => v.id)).toEqual([5]);
    const reported = fleet.map((v) =>
      v.id === 5 ? { ...v, position: at("moving", "2026-01-01T00:01:30Z") } : v,
    );
    expect(filterFleet(reported, "", "stale", clock)).toEqual([]);
    expect(filterFleet(reported, "", "moving", clock).map((v) => v.id)).toEqual([1, 4, 5]);
  });
});
