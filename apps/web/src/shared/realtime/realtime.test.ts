import { encodeVehicleUpdatesMessage } from "@armada/domain";
import { describe, expect, it, vi } from "vitest";
import { reconnectDelay } from "./backoff";
import { formatLastSeen } from "./lastSeen";
import { applyVehicleAddresses, applyVehicleUpdates, type LiveVehicle } from "./liveVehicles";
import { createUpdateBuffer } from "./updateBuffer";
import { parseServerMessage, type VehicleUpdate } from "./vehicleUpdate";

const update = (vehicleId: number, lastPacket: string, latitude = -6.2): VehicleUpdate => ({
  vehicleId,
  latitude,
  longitude: 106.8,
  speed: 30,
  course: 90,
  ignition: true,
  motionStatus: "moving",
  temperature: null,
  fuel: null,
  fixTime: lastPacket,
  lastPacket,
  alarm: null,
});

describe("update buffer", () => {
  it("coalesces per vehicle (newest wins) and flushes at most once per interval", () => {
    vi.useFakeTimers();
    const flushed: VehicleUpdate[][] = [];
    const buffer = createUpdateBuffer((batch) => flushed.push(batch), 250);
    buffer.push([update(1, "2026-01-01T00:00:01Z", -6.1)]);
    buffer.push([update(1, "2026-01-01T00:00:03Z", -6.3), update(2, "2026-01-01T00:00:01Z")]);
    buffer.push([update(1, "2026-01-01T00:00:02Z", -6.2)]); // older: ignored
    expect(flushed).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(flushed).toHaveLength(1);
    expect(flushed[0]?.map((u) => [u.vehicleId, u.latitude])).toEqual([
      [1, -6.3],
      [2, -6.2],
    ]);
    for (let i = 0; i < 10; i += 1) buffer.push([update(3, `2026-01-01T00:00:1${i}Z`)]);
    vi.advanceTimersByTime(100);
    expect(flushed).toHaveLength(1);
    vi.advanceTimersByTime(150);
    expect(flushed).toHaveLength(2);
    expect(flushed[1]).toHaveLength(1);
    buffer.dispose();
    vi.useRealTimers();
  });
});

describe("reconnect backoff", () => {
  it("grows exponentially with jitter and is capped", () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
    expect(reconnectDelay(20, () => 0)).toBe(15_000);
  });
});

describe("socket messages", () => {
  it("parses vehicle updates and ignores PONG and junk", () => {
    expect(parseServerMessage("PONG")).toBeNull();
    expect(parseServerMessage("{oops")).toBeNull();
    const update = {
      vehicleId: 7,
      latitude: -6.2,
      longitude: 106.8,
      speed: 42,
      course: 90,
      ignition: true,
      motionStatus: "moving" as const,
      temperature: null,
      fuel: null,
      fixTime: "2026-01-01T00:00:05.000Z",
      lastPacket: "2026-01-01T00:00:06.000Z",
      alarm: null,
    };
    expect(parseServerMessage(encodeVehicleUpdatesMessage([update]))).toEqual({
      type: "vehicle-updates",
      data: [update],
    });
  });
});

describe("applying updates to the fleet", () => {
  const fleet: LiveVehicle[] = [
    {
      id: 1,
      licensePlate: "B 1 AA",
      hullNo: null,
      driverName: null,
      vehicleTypeName: null,
      hasDevice: true,
      takesCommands: false,
      deviceType: null,
      position: { ...update(1, "2026-01-01T00:00:05Z"), address: "Jl. Sudirman" },
    },
    {
      id: 2,
      licensePlate: "B 2 BB",
      hullNo: null,
      driverName: null,
      vehicleTypeName: null,
      hasDevice: true,
      takesCommands: false,
      deviceType: null,
      position: null,
    },
  ];

  it("replaces only changed vehicles, keeps the server's address until it sends the next and ignores older updates", () => {
    const next = applyVehicleUpdates(fleet, [
      update(1, "2026-01-01T00:00:09Z", -6.25),
      update(2, "2026-01-01T00:00:09Z"),
    ]);
    expect(next[0]?.position).toMatchObject({ latitude: -6.25, address: "Jl. Sudirman" });
    expect(next[1]?.position?.motionStatus).toBe("moving");
    expect(applyVehicleUpdates(fleet, [update(1, "2026-01-01T00:00:01Z", -7)])).toBe(fleet);
    const still = applyVehicleUpdates(fleet, [update(1, "2026-01-01T00:00:09Z")]);
    expect(still[0]?.position?.address).toBe("Jl. Sudirman");
    expect(still[1]).toBe(fleet[1]);
  });

  it("sets the addresses the server resolved, keeping unchanged vehicles' objects", () => {
    const next = applyVehicleAddresses(fleet, [
      { vehicleId: 1, address: "± 1,5 km dari Bekasi, Jawa Barat" },
      { vehicleId: 2, address: "Depo Cakung" },
    ]);
    expect(next[0]?.position?.address).toBe("± 1,5 km dari Bekasi, Jawa Barat");
    // no position yet: nothing to name
    expect(next[1]).toBe(fleet[1]);
    expect(applyVehicleAddresses(fleet, [{ vehicleId: 1, address: "Jl. Sudirman" }])).toBe(fleet);
  });
});

describe("last seen", () => {
  it("formats relative times and never says 'in the future'", () => {
    const now = Date.parse("2026-01-01T00:10:00Z");
    expect(formatLastSeen("2026-01-01T00:09:55Z", now, "en")).toBe("5 seconds ago");
    expect(formatLastSeen("2026-01-01T00:07:00Z", now, "id")).toBe("3 menit yang lalu");
    expect(formatLastSeen("2026-01-01T00:10:03Z", now, "en")).toBe("now");
    expect(formatLastSeen(null, now, "en")).toBeNull();
  });
});
