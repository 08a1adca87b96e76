import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { VehicleUpdate } from "../tracking/vehicleUpdate.js";
import { BoundedBuffer, reconnectDelayMs } from "./boundedBuffer.js";
import {
  alertRaisedMessage,
  alertsResolvedMessage,
  amqpRoutingKey,
  brokerAddressForLog,
  companyIdOfTopic,
  forwardRoute,
  isCompanyForwarded,
  MQTT_TOPIC_PREFIX_PATTERN,
  mqttTopic,
  positionMessage,
} from "./forwardMessages.js";

const update: VehicleUpdate = {
  vehicleId: 7,
  latitude: -6.2,
  longitude: 106.816666,
  speed: 42.5,
  course: 90,
  ignition: true,
  motionStatus: "moving",
  temperature: null,
  fuel: 61.5,
  fixTime: "2026-11-30T07:00:00.000Z",
  lastPacket: "2026-11-30T07:00:01.000Z",
  alarm: null,
};

describe("forwarded messages", () => {
  it("maps a vehicle update to a versioned position message with stable field names", () => {
    expect(positionMessage(3, update)).toEqual({
      v: 1,
      type: "position",
      companyId: 3,
      vehicleId: 7,
      latitude: -6.2,
      longitude: 106.816666,
      speed: 42.5,
      course: 90,
      ignition: true,
      motionStatus: "moving",
      temperature: null,
      fuel: 61.5,
      fixTime: "2026-11-30T07:00:00.000Z",
      lastPacket: "2026-11-30T07:00:01.000Z",
      alarm: null,
    });
    expect(forwardRoute(positionMessage(3, update))).toEqual(["positions", "3", "7"]);
  });

  it("maps raised and resolved alerts", () => {
    const raised = alertRaisedMessage({
      rawAlertId: 99,
      companyId: 3,
      vehicleId: 7,
      alertCode: 12,
      alertRuleIds: [4],
      createdOn: "2026-11-30T07:00:00.000Z",
    });
    expect(raised).toEqual({
      v: 1,
      type: "alert.raised",
      companyId: 3,
      vehicleId: 7,
      alertId: 99,
      alertCode: 12,
      alertRuleIds: [4],
      time: "2026-11-30T07:00:00.000Z",
    });
    expect(amqpRoutingKey(forwardRoute(raised))).toBe("alerts.3.raised");
    const resolved = alertsResolvedMessage(3, {
      mode: "s",
      startTime: null,
      endTime: null,
      actionType: "FalseAlert",
      resolved: true,
      userId: 5,
      userName: "Budi",
      vehicles: { "9": "B 1 A", "7": "B 2 B" },
      rawAlertIds: [99, 100],
    } as never);
    expect(resolved).toEqual({
      v: 1,
      type: "alerts.resolved",
      companyId: 3,
      action: "false-alert",
      resolved: true,
      mode: "selection",
      startTime: null,
      endTime: null,
      alertIds: [99, 100],
      vehicleIds: [7, 9],
      userId: 5,
    });
    expect(resolved).not.toHaveProperty("userName");
    expect(mqttTopic("fleet/armada", forwardRoute(resolved))).toBe("fleet/armada/alerts/3/resolved");
  });

  it("routes every message to segments without separators or wildcards", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 2 ** 31 }),
        (company, vehicle) => {
          const route = forwardRoute(positionMessage(company, { ...update, vehicleId: vehicle }));
          expect(route).toEqual(["positions", String(company), String(vehicle)]);
          for (const segment of route) expect(segment).toMatch(/^[a-z0-9]+$/);
          expect(mqttTopic("armada", route).split("/")).toEqual(["armada", ...route]);
          expect(amqpRoutingKey(route).split(".")).toEqual(route);
        },
      ),
    );
  });

  it("reads the company of a per-company bus topic", () => {
    expect(companyIdOfTopic("vehicle-updates.12")).toBe(12);
    expect(companyIdOfTopic("alerts-raised.1")).toBe(1);
    expect(companyIdOfTopic("vehicle-updates.*")).toBeNull();
    expect(companyIdOfTopic("vehicle-updates.0")).toBeNull();
    expect(companyIdOfTopic("vehicle-updates.1e3")).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(companyIdOfTopic(`vehicle-updates.${id}`)).toBe(id);
      }),
    );
  });

  it("forwards every company without an allow-list, only the listed ones with one", () => {
    expect(isCompanyForwarded(4, [])).toBe(true);
    expect(isCompanyForwarded(4, [1, 4])).toBe(true);
    expect(isCompanyForwarded(5, [1, 4])).toBe(false);
  });

  it("accepts MQTT prefixes without wildcards or empty levels", () => {
    for (const ok of ["armada", "fleet/armada", "a-b_c.d/e"]) expect(ok).toMatch(MQTT_TOPIC_PREFIX_PATTERN);
    for (const bad of ["", "/armada", "armada/", "a//b", "a/+", "a/#", "$SYS", "a b"])
      expect(bad).not.toMatch(MQTT_TOPIC_PREFIX_PATTERN);
  });

  it("never puts a broker's credentials in the address it logs", () => {
    expect(brokerAddressForLog("amqp://guest:s3cret@rabbit.example:5672/fleet")).toBe(
      "amqp://rabbit.example:5672/fleet",
    );
    expect(brokerAddressForLog("mqtts://user:pw@broker:8883")).toBe("mqtts://broker:8883");
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{4,20}$/), (secret) => {
        expect(brokerAddressForLog(`amqp://user:${secret}@host:5672`)).not.toContain(secret);
      }),
    );
  });
});

describe("the bounded buffer", () => {
  it("keeps the newest items, in order, dropping and counting the oldest", () => {
    const buffer = new BoundedBuffer<number>(3);
    for (const item of [1, 2, 3]) expect(buffer.push(item)).toBeNull();
    expect(buffer.push(4)).toEqual({ dropped: 1 });
    expect(buffer.dropped).toBe(1);
    expect([buffer.shift(), buffer.shift(), buffer.shift(), buffer.shift()]).toEqual([2, 3, 4, undefined]);
    expect(() => new BoundedBuffer(0)).toThrow(RangeError);
  });

  it("behaves as a queue truncated to its capacity, whatever the pushes and shifts (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.oneof(fc.integer(), fc.constant("shift" as const)), { maxLength: 300 }),
        (capacity, operations) => {
          const buffer = new BoundedBuffer<number>(capacity);
          const model: number[] = [];
          let dropped = 0;
          for (const operation of operations) {
            if (operation === "shift") {
              expect(buffer.shift()).toBe(model.shift());
            } else {
              model.push(operation);
              if (model.length > capacity) {
                const oldest = model.shift();
                dropped++;
                expect(buffer.push(operation)).toEqual({ dropped: oldest });
              } else expect(buffer.push(operation)).toBeNull();
            }
            expect(buffer.size).toBe(model.length);
            expect(buffer.size).toBeLessThanOrEqual(capacity);
            expect(buffer.dropped).toBe(dropped);
          }
          expect(buffer.clear()).toBe(model.length);
          expect(buffer.size).toBe(0);
        },
      ),
    );
  });

  it("backs off exponentially up to the cap, with jitter only ever shortening the wait (property)", () => {
    expect(reconnectDelayMs(0, { baseMs: 500, maxMs: 30_000, jitter: 0 })).toBe(500);
    expect(reconnectDelayMs(3, { baseMs: 500, maxMs: 30_000, jitter: 0 })).toBe(4_000);
    expect(reconnectDelayMs(100, { baseMs: 500, maxMs: 30_000, jitter: 0 })).toBe(30_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (attempt, random) => {
          const delay = reconnectDelayMs(attempt, {}, () => random);
          expect(delay).toBeGreaterThanOrEqual(400);
          expect(delay).toBeLessThanOrEqual(30_000);
          expect(delay).toBeLessThanOrEqual(reconnectDelayMs(attempt + 1, {}, () => 0));
        },
      ),
    );
  });
});
