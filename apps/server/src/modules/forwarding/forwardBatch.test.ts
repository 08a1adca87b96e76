import { positionMessage, type VehicleUpdate } from "@armada/domain";
import { describe, expect, it } from "vitest";
import { batchMessages, batchSize, ForwardBatchBuilder, forwardKey, toOutgoing } from "./forwardBatch.js";

const update = (vehicleId: number, overrides: Partial<VehicleUpdate> = {}): VehicleUpdate => ({
  vehicleId,
  latitude: -6.2 - vehicleId / 1_000,
  longitude: 106.816666,
  speed: 42.5,
  course: 270,
  ignition: true,
  motionStatus: "moving",
  temperature: -3.25,
  fuel: 61,
  fixTime: "2026-11-30T01:02:03.000Z",
  lastPacket: "2026-11-30T01:02:04.000Z",
  alarm: null,
  ...overrides,
});

describe("the forwarding worker's batches", () => {
  it("carry vehicle updates as columns that give back the same forward messages, nulls included", () => {
    const builder = new ForwardBatchBuilder();
    const updates = [
      update(1),
      update(2, { course: null, ignition: null, temperature: null, fuel: null, alarm: "sos" }),
      update(3, { ignition: false, motionStatus: "parked", alarm: "" }),
    ];
    // past the first buffer's 256 rows: it grows
    for (let index = 4; index <= 600; index++) updates.push(update(index, { speed: index }));
    for (const each of updates) builder.addPosition(7, each);
    builder.addMessage({
      v: 1,
      type: "alert.raised",
      companyId: 7,
      vehicleId: 2,
      alertId: 9,
      alertCode: 3,
      alertRuleIds: [1],
      time: "2026-11-30T01:02:05.000Z",
    });
    const batch = builder.take();
    expect(batch).not.toBeNull();
    if (!batch) return;
    expect(batchSize(batch)).toBe(601);
    expect(batch.numbers).toBeInstanceOf(ArrayBuffer);
    const messages = [...batchMessages(batch)];
    expect(messages.slice(0, 600)).toEqual(updates.map((each) => positionMessage(7, each)));
    expect(messages[1]).toMatchObject({
      course: null,
      ignition: null,
      temperature: null,
      fuel: null,
      alarm: "sos",
    });
    expect(messages[2]).toMatchObject({ ignition: false, alarm: "" });
    expect(messages[600]?.type).toBe("alert.raised");
    // the builder starts afresh
    expect(builder.size).toBe(0);
    expect(builder.take()).toBeNull();
  });

  it("key a vehicle's messages by company and vehicle, a company's by company", () => {
    const position = positionMessage(7, update(12));
    expect(forwardKey(position)).toBe("7.12");
    expect(toOutgoing(position)).toEqual({
      route: ["positions", "7", "12"],
      type: "position",
      key: "7.12",
      body: JSON.stringify(position),
    });
    expect(
      forwardKey({
        v: 1,
        type: "alerts.resolved",
        companyId: 7,
        action: "resolve",
        resolved: true,
        mode: "all",
        startTime: null,
        endTime: null,
        alertIds: [],
        vehicleIds: [12],
        userId: 1,
      }),
    ).toBe("7");
  });
});
