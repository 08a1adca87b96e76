import { describe, expect, it } from "vitest";
import type { VehicleUpdate } from "./vehicleUpdate.js";
import { decodeVehicleUpdatesMessage, encodeVehicleUpdatesMessage } from "./vehicleUpdatesMessage.js";

const update: VehicleUpdate = {
  vehicleId: 42,
  latitude: -6.208333333333333,
  longitude: 106.84559999999999,
  speed: 61.11111,
  course: 187.4,
  ignition: true,
  motionStatus: "moving",
  temperature: -18.26,
  fuel: null,
  fixTime: "2026-11-22T02:00:01.000Z",
  lastPacket: "2026-11-22T02:00:01.250Z",
  alarm: "sos",
};

describe("vehicle-updates message", () => {
  it("round-trips an update with coordinates to 6 decimals and measurements to 1", () => {
    const text = encodeVehicleUpdatesMessage([update]);
    expect(decodeVehicleUpdatesMessage(JSON.parse(text))).toEqual([
      { ...update, latitude: -6.208333, longitude: 106.8456, speed: 61.1, temperature: -18.3 },
    ]);
  });

  it("sends times as epoch milliseconds and field names once per message", () => {
    const message = JSON.parse(encodeVehicleUpdatesMessage([update, { ...update, vehicleId: 43 }]));
    expect(message.type).toBe("vehicle-updates");
    expect(message.fields).toContain("fixTime");
    expect(message.rows).toHaveLength(2);
    expect(message.rows[0][message.fields.indexOf("fixTime")]).toBe(Date.parse(update.fixTime));
  });

  it("is less than half the size of the same updates as objects", () => {
    const updates = Array.from({ length: 100 }, (_, index) => ({ ...update, vehicleId: 1000 + index }));
    const compact = encodeVehicleUpdatesMessage(updates).length;
    const objects = JSON.stringify({ type: "vehicle-updates", data: updates }).length;
    expect(compact).toBeLessThan(objects / 2);
  });

  it("reads fields by name: unknown ones ignored, missing optional ones null", () => {
    const decoded = decodeVehicleUpdatesMessage({
      fields: ["odometer", "vehicleId", "latitude", "longitude", "motionStatus", "fixTime", "lastPacket"],
      rows: [[1234.5, 7, -6.1, 106.9, "parked", 1_763_776_800_000, 1_763_776_800_000]],
    });
    expect(decoded).toEqual([
      {
        vehicleId: 7,
        latitude: -6.1,
        longitude: 106.9,
        speed: 0,
        course: null,
        ignition: null,
        motionStatus: "parked",
        temperature: null,
        fuel: null,
        fixTime: "2025-11-22T02:00:00.000Z",
        lastPacket: "2025-11-22T02:00:00.000Z",
        alarm: null,
      },
    ]);
  });

  it("skips rows it cannot place on the map and messages of another shape", () => {
    const fields = ["vehicleId", "latitude", "longitude", "motionStatus", "fixTime", "lastPacket"];
    const time = 1_763_776_800_000;
    expect(
      decodeVehicleUpdatesMessage({
        fields,
        rows: [
          ["7", -6.1, 106.9, "moving", time, time],
          [7, null, 106.9, "moving", time, time],
          [7, -6.1, 106.9, "flying", time, time],
          [7, -6.1, 106.9, "moving", "yesterday", time],
          "not a row",
        ],
      }),
    ).toEqual([]);
    expect(decodeVehicleUpdatesMessage({ data: [] } as never)).toEqual([]);
  });
});
