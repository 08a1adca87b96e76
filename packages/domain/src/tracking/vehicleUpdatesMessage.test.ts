import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MOTION_STATUSES } from "./motionStatus.js";
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

  it("sends times as milliseconds before the message's base, the status as its index, ignition as 1/0", () => {
    const base = Date.parse("2026-11-22T02:00:03.000Z");
    const message = JSON.parse(encodeVehicleUpdatesMessage([update, { ...update, vehicleId: 43 }], base));
    expect(message.type).toBe("vehicle-updates");
    expect(message.base).toBe(base);
    expect(message.rows).toHaveLength(2);
    const value = (name: string) => message.rows[0][message.fields.indexOf(name)];
    expect(value("fixAge")).toBe(2000);
    expect(value("packetAge")).toBe(1750);
    expect(value("motion")).toBe(MOTION_STATUSES.indexOf("moving"));
    expect(value("ignition")).toBe(1);
  });

  it("leaves a row's trailing nulls out, and they read as null", () => {
    const plain = { ...update, temperature: null, fuel: null, alarm: null };
    const message = JSON.parse(encodeVehicleUpdatesMessage([plain]));
    expect(message.rows[0]).toHaveLength(message.fields.indexOf("fuel"));
    expect(decodeVehicleUpdatesMessage(message)[0]).toMatchObject({
      temperature: null,
      fuel: null,
      alarm: null,
    });
  });

  it("is about 50 bytes a vehicle: under a quarter of the same updates as objects", () => {
    const base = Date.parse("2026-11-22T02:00:02.000Z");
    const updates = Array.from({ length: 100 }, (_, index) => ({
      ...update,
      vehicleId: 1000 + index,
      temperature: null,
      alarm: null,
    }));
    const compact = encodeVehicleUpdatesMessage(updates, base).length;
    const objects = JSON.stringify({ type: "vehicle-updates", data: updates }).length;
    expect(compact / updates.length).toBeLessThan(55);
    expect(compact).toBeLessThan(objects / 4);
  });

  it("still reads the earlier form: the status by name, times as epoch milliseconds", () => {
    const time = Date.parse(update.fixTime);
    expect(
      decodeVehicleUpdatesMessage({
        fields: ["vehicleId", "latitude", "longitude", "motionStatus", "ignition", "fixTime", "lastPacket"],
        rows: [[42, -6.2, 106.8, "idle", true, time, time]],
      }),
    ).toMatchObject([{ vehicleId: 42, motionStatus: "idle", ignition: true, fixTime: update.fixTime }]);
  });

  it("round-trips any update, and never throws on any message", () => {
    const anyUpdate = fc.record({
      vehicleId: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
      speed: fc.double({ min: 0, max: 400, noNaN: true }),
      course: fc.option(fc.double({ min: 0, max: 360, noNaN: true })),
      ignition: fc.option(fc.boolean()),
      motionStatus: fc.constantFrom(...MOTION_STATUSES),
      temperature: fc.option(fc.double({ min: -60, max: 120, noNaN: true })),
      fuel: fc.option(fc.double({ min: 0, max: 2000, noNaN: true })),
      fixTime: fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
      packetAfterFix: fc.integer({ min: -86_400_000, max: 86_400_000 }),
      alarm: fc.option(fc.constantFrom("sos", "overspeed", "powerCut")),
    });
    fc.assert(
      fc.property(anyUpdate, fc.integer({ min: 0, max: 4_102_444_800_000 }), (drawn, base) => {
        const { packetAfterFix, fixTime, ...rest } = drawn;
        const sent: VehicleUpdate = {
          ...rest,
          fixTime: fixTime.toISOString(),
          lastPacket: new Date(fixTime.getTime() + packetAfterFix).toISOString(),
        };
        const [received] = decodeVehicleUpdatesMessage(JSON.parse(encodeVehicleUpdatesMessage([sent], base)));
        expect(received).toMatchObject({
          vehicleId: sent.vehicleId,
          motionStatus: sent.motionStatus,
          ignition: sent.ignition,
          fixTime: sent.fixTime,
          lastPacket: sent.lastPacket,
          alarm: sent.alarm,
        });
        expect(received?.latitude).toBeCloseTo(sent.latitude, 5);
        expect(received?.longitude).toBeCloseTo(sent.longitude, 5);
      }),
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (fields, base, rows) => {
        expect(Array.isArray(decodeVehicleUpdatesMessage({ fields, base, rows } as never))).toBe(true);
      }),
    );
    expect(
      decodeVehicleUpdatesMessage({
        fields: ["vehicleId", "latitude", "longitude", "motion", "fixAge", "packetAge"],
        base: 0,
        rows: [
          [1, -6, 106, 0, -1e20, 0],
          [2, -6, 106, 9, 0, 0],
          [3, -6, 106, 0, "5", 0],
        ],
      }),
    ).toEqual([]);
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
