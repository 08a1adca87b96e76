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
  position: status,
});
const at = (motionStatus: "moving" | "idle" | "parked" | "offline") => ({
  latitude: -6.2,
  longitude: 106.8,
  speed: 0,
  course: null,
  ignition: null,
  motionStatus,
  temperature: null,
  fuel: null,
  fixTime: "2026-01-01T00:00:00Z",
  lastPacket: "2026-01-01T00:00:00Z",
  address: null,
});

const fleet = [
  vehicle(1, "B 1234 CD", at("moving"), "Budi Santoso"),
  vehicle(2, "B 9 XY", at("parked")),
  vehicle(3, "D 77 AB", null),
  vehicle(4, "L 5 QQ", at("moving")),
];

describe("fleet filter", () => {
  it("searches plates ignoring spaces and case, and driver names", () => {
    expect(filterFleet(fleet, "b1234", "all").map((v) => v.id)).toEqual([1]);
    expect(filterFleet(fleet, "budi", "all").map((v) => v.id)).toEqual([1]);
  });
  it("filters by status and counts per status", () => {
    expect(filterFleet(fleet, "", "moving").map((v) => v.id)).toEqual([1, 4]);
    expect(countByStatus(fleet)).toEqual({ all: 4, moving: 2, idle: 0, parked: 1, offline: 0 });
  });
});
