import { describe, expect, it } from "vitest";
import {
  type OsmAndResult,
  parseOsmAndJson,
  parseOsmAndParams,
  parseOsmAndRequest,
  parseOsmAndTimestamp,
} from "./parseOsmAnd.js";

const now = new Date("2026-03-14T03:00:00Z");

function report(result: OsmAndResult) {
  if (!result.ok) throw new Error(`expected a report, got ${result.error.reason}`);
  return result.report;
}
function position(result: OsmAndResult) {
  const value = report(result);
  if (value.kind !== "position") throw new Error("expected a position");
  return value;
}
const reason = (result: OsmAndResult) => (result.ok ? "ok" : result.error.reason);

describe("parseOsmAndParams (Traccar Client query)", () => {
  it("reads what Traccar Client sends, with speed in knots", () => {
    const query = new URLSearchParams(
      "id=armada-demo-16&timestamp=1773457200&lat=-6.175392&lon=106.827153&speed=27.0&bearing=91.5&altitude=12.3&accuracy=4.8&batt=76.0&charge=true",
    );
    expect(position(parseOsmAndParams(query, now))).toEqual({
      kind: "position",
      deviceId: "armada-demo-16",
      fixTime: new Date(1773457200 * 1000),
      latitude: -6.175392,
      longitude: 106.827153,
      speedKmh: 27 * 1.852,
      course: 91.5,
      altitude: 12.3,
      accuracy: 4.8,
      batteryPercent: 76,
      charging: true,
      gpsFixed: true,
      attributes: {},
    });
  });

  it("accepts deviceid, location=lat,lon and heading", () => {
    const value = position(
      parseOsmAndParams({ deviceid: "abc", location: "-6.2,106.8", heading: "370" }, now),
    );
    expect(value).toMatchObject({
      deviceId: "abc",
      latitude: -6.2,
      longitude: 106.8,
      course: 10,
      fixTime: now,
    });
  });

  it("reads ignition, valid, temperature, fuel, alarm and keeps other parameters as attributes", () => {
    const value = position(
      parseOsmAndParams(
        [
          ["id", "reefer-1"],
          ["lat", "-6.3"],
          ["lon", "107.1"],
          ["ignition", "1"],
          ["valid", "false"],
          ["temp1", "-18.5"],
          ["fuel", "64"],
          ["alarm", "sos"],
          ["hdop", "0.9"],
          ["driverUniqueId", "D-77"],
          ["door", "true"],
          ["empty", ""],
        ],
        now,
      ),
    );
    expect(value).toMatchObject({
      ignition: true,
      gpsFixed: false,
      temperature: -18.5,
      fuelPercent: 64,
      alarm: "sos",
      attributes: { hdop: 0.9, driverUniqueId: "D-77", door: true },
    });
    expect(value.attributes).not.toHaveProperty("empty");
  });

  it("converts speed from knots and ignores a negative speed", () => {
    expect(
      position(parseOsmAndParams({ id: "a", lat: "1", lon: "2", speed: "10" }, now)).speedKmh,
    ).toBeCloseTo(18.52);
    expect(position(parseOsmAndParams({ id: "a", lat: "1", lon: "2", speed: "-1" }, now)).speedKmh).toBe(0);
  });

  it("without coordinates is a status report (battery from a phone at rest)", () => {
    expect(report(parseOsmAndParams({ id: "a", batt: "40", charge: "false" }, now))).toEqual({
      kind: "status",
      deviceId: "a",
      time: now,
      batteryPercent: 40,
      charging: false,
      attributes: {},
    });
  });

  it.each([
    [{ lat: "1", lon: "2" }, "missing id"],
    [{ id: "  ", lat: "1", lon: "2" }, "missing id"],
    [{ id: "x".repeat(65), lat: "1", lon: "2" }, "invalid id"],
    [{ id: "a", lat: "91", lon: "2" }, "invalid latitude"],
    [{ id: "a", lat: "north", lon: "2" }, "invalid latitude"],
    [{ id: "a", lat: "1", lon: "-180.5" }, "invalid longitude"],
    [{ id: "a", lat: "1" }, "missing longitude"],
    [{ id: "a", lon: "1" }, "missing latitude"],
    [{ id: "a", location: "1" }, "invalid longitude"],
    [{ id: "a", lat: "1", lon: "2", timestamp: "yesterday" }, "invalid timestamp"],
    [{ id: "a", lat: "1", lon: "2", speed: "fast" }, "invalid speed"],
    [{ id: "a", lat: "1", lon: "2", speed: "0x10" }, "invalid speed"],
  ])("refuses %o: %s", (params, expected) => {
    expect(reason(parseOsmAndParams(params, now))).toBe(expected);
  });
});

describe("parseOsmAndTimestamp", () => {
  it.each([
    ["1773457200", "2026-03-14T03:00:00.000Z"],
    ["1773457200.5", "2026-03-14T03:00:00.500Z"],
    ["1773457200123", "2026-03-14T03:00:00.123Z"],
    ["2026-03-14T10:00:00+07:00", "2026-03-14T03:00:00.000Z"],
    ["2026-03-14T10:00:00+0700", "2026-03-14T03:00:00.000Z"],
    ["2026-03-14T03:00:00.250Z", "2026-03-14T03:00:00.250Z"],
    ["2026-03-14T03:00:00", "2026-03-14T03:00:00.000Z"],
    ["2026-03-14 03:00:00", "2026-03-14T03:00:00.000Z"],
  ])("reads %s", (text, iso) => {
    expect(parseOsmAndTimestamp(text)?.toISOString()).toBe(iso);
  });

  it.each(["", "soon", "2026-13-45 99:00:00", "14/03/2026"])("refuses %j", (text) => {
    expect(parseOsmAndTimestamp(text)).toBeNull();
  });
});

const jsonBody = {
  device_id: "armada-demo-17",
  location: {
    timestamp: "2026-03-14T02:59:58.000Z",
    coords: { latitude: -6.2297, longitude: 106.8295, accuracy: 5, speed: 12.5, heading: 180, altitude: 30 },
    is_moving: true,
    odometer: 15250,
    event: "motionchange",
    battery: { level: 0.29, is_charging: false },
    activity: { type: "in_vehicle" },
    extras: { temperature: 4.5, fuel_level: 80, ignition: true, trip: "T-9" },
  },
};

describe("parseOsmAndJson (Traccar Client JSON)", () => {
  it("reads device, coords (speed m/s), battery (0..1), odometer (m) and extras", () => {
    expect(position(parseOsmAndJson(jsonBody, now))).toEqual({
      kind: "position",
      deviceId: "armada-demo-17",
      fixTime: new Date("2026-03-14T02:59:58.000Z"),
      latitude: -6.2297,
      longitude: 106.8295,
      speedKmh: 45,
      course: 180,
      accuracy: 5,
      altitude: 30,
      gpsFixed: true,
      batteryPercent: 29,
      charging: false,
      odometerKm: 15.25,
      temperature: 4.5,
      fuelPercent: 80,
      ignition: true,
      attributes: { motion: true, event: "motionchange", activity: "in_vehicle", trip: "T-9" },
    });
  });

  it("reads the body as text too", () => {
    expect(position(parseOsmAndJson(JSON.stringify(jsonBody), now)).deviceId).toBe("armada-demo-17");
  });

  it("ignores the -1 the app sends for an unknown speed, heading and battery", () => {
    const body = {
      device_id: "a",
      location: {
        timestamp: "2026-03-14T02:59:58Z",
        coords: { latitude: 1, longitude: 2, speed: -1, heading: -1, accuracy: 3 },
        battery: { level: -1, is_charging: true },
      },
    };
    const value = position(parseOsmAndJson(body, now));
    expect(value.speedKmh).toBe(0);
    expect(value.course).toBeUndefined();
    expect(value.batteryPercent).toBeUndefined();
    expect(value.charging).toBe(true);
  });

  it("without coords is a status report", () => {
    const value = report(parseOsmAndJson({ device_id: "a", location: { battery: { level: 0.5 } } }, now));
    expect(value).toMatchObject({ kind: "status", deviceId: "a", batteryPercent: 50, time: now });
  });

  it.each([
    ["not json", "body is not valid JSON"],
    [[1, 2], "body must be a JSON object"],
    [{ location: {} }, "missing id"],
    [{ device_id: "a" }, "missing location"],
    [{ device_id: "a", location: [] }, "location must be an object"],
    [{ device_id: "a", location: { coords: { longitude: 2 } } }, "missing latitude"],
    [{ device_id: "a", location: { coords: { latitude: 1 } } }, "missing longitude"],
    [{ device_id: "a", location: { coords: { latitude: 1, longitude: 200 } } }, "invalid longitude"],
    [{ device_id: "a", location: { coords: { latitude: "x", longitude: 2 } } }, "invalid latitude"],
    [
      { device_id: "a", location: { timestamp: "later", coords: { latitude: 1, longitude: 2 } } },
      "invalid timestamp",
    ],
    [{ device_id: "a", location: { coords: { latitude: 1, longitude: 2, speed: true } } }, "invalid speed"],
  ])("refuses %j: %s", (body, expected) => {
    expect(reason(parseOsmAndJson(body, now))).toBe(expected);
  });
});

describe("parseOsmAndRequest", () => {
  it("reads JSON when the content type says so", () => {
    const result = parseOsmAndRequest(
      { contentType: "application/json; charset=utf-8", body: jsonBody },
      now,
    );
    expect(position(result).deviceId).toBe("armada-demo-17");
  });

  it("reads a form body together with the query, the body winning", () => {
    const result = parseOsmAndRequest(
      {
        query: { id: "from-query", lat: "5" },
        contentType: "application/x-www-form-urlencoded",
        body: "lat=-6.1&lon=106.9&speed=5",
      },
      now,
    );
    expect(position(result)).toMatchObject({ deviceId: "from-query", latitude: -6.1, longitude: 106.9 });
  });

  it("reads a GET with only a query", () => {
    const result = parseOsmAndRequest({ query: new URLSearchParams("id=a&lat=1&lon=2") }, now);
    expect(position(result)).toMatchObject({ deviceId: "a", latitude: 1, longitude: 2 });
  });
});
