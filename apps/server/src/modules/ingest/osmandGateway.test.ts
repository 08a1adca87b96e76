import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "./ingestLogger.js";
import { createOsmAndGateway, type OsmAndGateway, type OsmAndGatewayOptions } from "./osmandGateway.js";
import { RecordingSink } from "./testing/recordingSink.js";

const DEVICE = "armada-demo-16";
let gateway: OsmAndGateway | null = null;

async function start(sink: RecordingSink, options: Partial<OsmAndGatewayOptions> = {}) {
  gateway = createOsmAndGateway({ sink, logger: silentLogger, host: "127.0.0.1", port: 0, ...options });
  const { port } = await gateway.start();
  return `http://127.0.0.1:${port}`;
}

async function send(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  return { status: response.status, text: (await response.text()).trim() };
}

afterEach(async () => {
  await gateway?.stop();
  gateway = null;
});

describe("OsmAnd gateway over HTTP", () => {
  it("accepts a GET with query parameters, speed in knots", async () => {
    const sink = new RecordingSink([DEVICE]);
    const base = await start(sink);
    const timestamp = Math.floor(Date.now() / 1000) - 30;
    const response = await send(
      `${base}/?id=${DEVICE}&timestamp=${timestamp}&lat=-6.2&lon=106.816666&speed=10&bearing=45&altitude=8&accuracy=5&batt=88&ignition=true`,
    );
    expect(response).toEqual({ status: 200, text: "OK" });
    expect(sink.positions).toHaveLength(1);
    expect(sink.positions[0]).toMatchObject({
      imei: DEVICE,
      protocol: "osmand",
      fixTime: new Date(timestamp * 1000),
      latitude: -6.2,
      longitude: 106.816666,
      course: 45,
      altitude: 8,
      accuracy: 5,
      batteryPercent: 88,
      ignition: true,
      gpsFixed: true,
    });
    expect(sink.positions[0]?.speedKmh).toBeCloseTo(18.52, 6);
  });

  it("accepts a POST with a form body", async () => {
    const sink = new RecordingSink([DEVICE]);
    const base = await start(sink);
    const response = await send(`${base}/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        id: DEVICE,
        lat: "-6.35",
        lon: "106.99",
        temp1: "-17.5",
        fuel: "62",
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect(sink.positions[0]).toMatchObject({
      latitude: -6.35,
      longitude: 106.99,
      temperature: -17.5,
      fuelPercent: 62,
    });
  });

  it("accepts a POST with query parameters and no body, as Traccar Client sends it", async () => {
    const sink = new RecordingSink([DEVICE]);
    const base = await start(sink);
    const response = await send(`${base}/?id=${DEVICE}&lat=-6.1&lon=106.7`, { method: "POST" });
    expect(response.status).toBe(200);
    expect(sink.positions).toHaveLength(1);
  });

  it("accepts a POST with a JSON body, speed in m/s", async () => {
    const sink = new RecordingSink([DEVICE]);
    const base = await start(sink);
    const timestamp = new Date(Date.now() - 10_000).toISOString();
    const response = await send(`${base}/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        device_id: DEVICE,
        location: {
          timestamp,
          coords: { latitude: -6.23, longitude: 106.83, speed: 10, heading: 270, accuracy: 4, altitude: 20 },
          is_moving: true,
          odometer: 2500,
          battery: { level: 0.64, is_charging: true },
        },
      }),
    });
    expect(response).toEqual({ status: 200, text: "OK" });
    expect(sink.positions[0]).toMatchObject({
      fixTime: new Date(timestamp),
      speedKmh: 36,
      course: 270,
      odometerKm: 2.5,
      batteryPercent: 64,
      charging: true,
      attributes: { motion: true },
    });
  });

  it("submits a request without coordinates as a status", async () => {
    const sink = new RecordingSink([DEVICE]);
    const base = await start(sink);
    expect((await send(`${base}/?id=${DEVICE}&batt=15&charge=true`)).status).toBe(200);
    expect(sink.statuses[0]).toMatchObject({
      imei: DEVICE,
      protocol: "osmand",
      batteryPercent: 15,
      charging: true,
    });
  });

  it("answers 400 with the reason for a malformed request", async () => {
    const sink = new RecordingSink([DEVICE]);
    const base = await start(sink);
    expect(await send(`${base}/?id=${DEVICE}&lat=95&lon=106`)).toEqual({
      status: 400,
      text: "invalid latitude",
    });
    expect(await send(`${base}/?lat=1&lon=2`)).toEqual({ status: 400, text: "missing id" });
    const badJson = await send(`${base}/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ not json",
    });
    expect(badJson).toEqual({ status: 400, text: "body is not valid JSON" });
    expect(sink.positions).toHaveLength(0);
    expect(gateway?.metrics().malformed).toBe(3);
  });

  it("answers 404 for an unknown device", async () => {
    const sink = new RecordingSink([DEVICE]);
    const base = await start(sink);
    expect(await send(`${base}/?id=stranger&lat=-6.2&lon=106.8`)).toEqual({
      status: 404,
      text: "unknown device",
    });
    expect(gateway?.metrics().unknownDevice).toBe(1);
    expect((await send(`${base}/elsewhere?id=${DEVICE}&lat=1&lon=2`)).status).toBe(404);
  });

  it("answers 200 for a report the pipeline refuses, so the phone does not resend it forever", async () => {
    const sink = new RecordingSink([DEVICE]);
    sink.rejectWith = { accepted: false, reason: "duplicate" };
    const base = await start(sink);
    expect(await send(`${base}/?id=${DEVICE}&lat=-6.2&lon=106.8`)).toEqual({
      status: 200,
      text: "rejected: duplicate",
    });
    expect(gateway?.metrics().positionsRejected).toBe(1);
  });

  it("answers 503 when the pipeline fails, so the phone retries", async () => {
    const sink = new RecordingSink([DEVICE]);
    sink.failWith = new Error("database down");
    const base = await start(sink);
    expect((await send(`${base}/?id=${DEVICE}&lat=-6.2&lon=106.8`)).status).toBe(503);
  });

  it("answers 200 only once the report is stored, 503 when it could not be", async () => {
    const sink = new RecordingSink([DEVICE]);
    const base = await start(sink);
    sink.holdStorage();
    let answered = false;
    const first = send(`${base}/?id=${DEVICE}&lat=-6.2&lon=106.8`).finally(() => {
      answered = true;
    });
    await sink.until(() => sink.positions.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    sink.releaseStorage();
    expect(await first).toEqual({ status: 200, text: "OK" });

    sink.holdStorage();
    const second = send(`${base}/?id=${DEVICE}&lat=-6.3&lon=106.8`);
    await sink.until(() => sink.positions.length === 2);
    sink.releaseStorage(false);
    expect((await second).status).toBe(503);
  });

  it("refuses a body over the size limit", async () => {
    const sink = new RecordingSink([DEVICE]);
    const base = await start(sink, { bodyLimit: 1024 });
    const response = await send(`${base}/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `id=${DEVICE}&lat=1&lon=2&note=${"x".repeat(2000)}`,
    });
    expect(response.status).toBe(413);
    expect(sink.positions).toHaveLength(0);
  });

  it("limits the request rate per device", async () => {
    const sink = new RecordingSink([DEVICE, "armada-demo-17"]);
    const base = await start(sink, { rateLimit: { max: 3, timeWindowMs: 60_000 } });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) {
      statuses.push((await send(`${base}/?id=${DEVICE}&lat=-6.2&lon=106.8`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await send(`${base}/?id=armada-demo-17&lat=-6.2&lon=106.8`)).status).toBe(200);
    expect(gateway?.metrics().rateLimited).toBe(2);
  });
});
