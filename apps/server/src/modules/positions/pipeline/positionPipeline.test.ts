import { decodeVehicleUpdatesMessage, type VehicleUpdate } from "@armada/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createMemoryEventBus } from "../../../bus/memoryEventBus.js";
import { startTestApp, type TestApp } from "../../../testing/testApp.js";
import { createTestVehicle } from "../../../testing/testFleet.js";
import { positions, vehicleLatestStatus } from "../positions.tables.js";
import type { DeviceReport } from "./deviceReport.js";
import { markOfflineVehicles } from "./offlineSweeper.js";
import { createPositionPipeline } from "./positionPipeline.js";

const report = (imei: string, minutesAgo: number, overrides: Partial<DeviceReport> = {}): DeviceReport => ({
  imei,
  protocol: "gt06",
  fixTime: new Date(Math.floor(Date.now() / 1000) * 1000 - minutesAgo * 60_000),
  latitude: -6.2,
  longitude: 106.85,
  speedKmh: 42,
  course: 90,
  gpsFixed: true,
  ignition: true,
  attributes: {},
  ...overrides,
});

function openSocket(baseUrl: string, cookie: string) {
  const socket = new WebSocket(`${baseUrl.replace("http", "ws")}/ws`, { headers: { cookie } });
  const messages: { type: string; data: unknown }[] = [];
  socket.on("message", (data) => {
    const text = data.toString();
    if (text.startsWith("{")) messages.push(JSON.parse(text));
  });
  return new Promise<{ socket: WebSocket; messages: typeof messages }>((resolve, reject) => {
    socket.on("open", () => resolve({ socket, messages }));
    socket.on("error", reject);
  });
}

const vehicleUpdates = (messages: { type: string; data: unknown }[]) =>
  messages
    .filter((m) => m.type === "vehicle-updates")
    .flatMap((m) => decodeVehicleUpdatesMessage(m as { fields?: unknown; rows?: unknown }));

const waitFor = async (condition: () => boolean, ms = 3_000) => {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
};

describe("position pipeline and operator sockets", () => {
  let t: TestApp;
  let baseUrl: string;
  let vehicleA: Awaited<ReturnType<typeof createTestVehicle>>;

  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
    vehicleA = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "864717003283581",
      licensePlate: "B 1 TES",
    });
    await createTestVehicle(t.database.db, {
      companyName: "PT Lain",
      imei: "864717003283599",
      licensePlate: "B 2 TES",
    });
    // these vehicles move tens of kilometres between fixes seconds apart: the pipeline's mechanics, not its filters
    await t.database.db.execute(sql`update companies set track_filters = '{"jumpEnabled": false}'`);
  });
  afterAll(() => t.close());

  it("refuses a socket without a session", async () => {
    const socket = new WebSocket(`${baseUrl.replace("http", "ws")}/ws`);
    const outcome = await new Promise<string>((resolve) => {
      socket.on("unexpected-response", (_request, response) => resolve(String(response.statusCode)));
      socket.on("open", () => resolve("open"));
    });
    expect(outcome).toBe("401");
  });

  it("stores a position, updates the latest status and tells only the vehicle's company", async () => {
    const a = await openSocket(baseUrl, await t.login("operator"));
    const b = await openSocket(baseUrl, await t.login("lain"));
    const pipeline = t.services.positionPipeline;

    const result = await pipeline.submitPosition(report(vehicleA.imei, 1));
    expect(result).toMatchObject({ accepted: true });
    await waitFor(() => vehicleUpdates(a.messages).length > 0);

    const update = vehicleUpdates(a.messages)[0];
    expect(update).toMatchObject({
      vehicleId: vehicleA.vehicleId,
      latitude: -6.2,
      longitude: 106.85,
      speed: 42,
      motionStatus: "moving",
    });
    const [stored] = await t.database.db
      .select()
      .from(positions)
      .where(eq(positions.vehicleId, vehicleA.vehicleId));
    expect(stored).toMatchObject({
      latitude: -6.2,
      speed: 42,
      ignition: true,
      protocol: "gt06",
      companyId: vehicleA.companyId,
    });
    const [latest] = await t.database.db
      .select()
      .from(vehicleLatestStatus)
      .where(eq(vehicleLatestStatus.vehicleId, vehicleA.vehicleId));
    expect(latest?.motionStatus).toBe("moving");

    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(vehicleUpdates(b.messages)).toEqual([]);
    a.socket.close();
    b.socket.close();
  });

  it("sends vehicle updates as text frames and not to a socket that opted out in update_tags", async () => {
    const a = await openSocket(baseUrl, await t.login("operator"));
    const quiet = await openSocket(baseUrl, await t.login("operator"));
    const frames: boolean[] = [];
    a.socket.on("message", (_data, isBinary) => frames.push(isBinary));
    const pong = new Promise((resolve) =>
      quiet.socket.on("message", (data) => data.toString() === "PONG" && resolve(0)),
    );
    quiet.socket.send(
      JSON.stringify({ type: "update_tags", payload: { vehicleUpdates: false, channels: [] } }),
    );
    quiet.socket.send("PING");
    await pong;

    await t.services.positionPipeline.submitPosition(report(vehicleA.imei, 0.8, { latitude: -6.3 }));
    await waitFor(() => vehicleUpdates(a.messages).some((update) => update.latitude === -6.3));
    expect(vehicleUpdates(a.messages).some((update) => update.latitude === -6.3)).toBe(true);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((isBinary) => !isBinary)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(vehicleUpdates(quiet.messages)).toEqual([]);
    a.socket.close();
    quiet.socket.close();
  });

  it("answers PING with PONG", async () => {
    const a = await openSocket(baseUrl, await t.login("operator"));
    const pong = new Promise<string>((resolve) =>
      a.socket.on("message", (data) => data.toString() === "PONG" && resolve("PONG")),
    );
    a.socket.send("PING");
    expect(await pong).toBe("PONG");
    a.socket.close();
  });

  it("refuses duplicates, bad coordinates, future times and unknown devices, and counts them", async () => {
    const pipeline = t.services.positionPipeline;
    const fix = report(vehicleA.imei, 3);
    expect(await pipeline.submitPosition(fix)).toMatchObject({ accepted: true });
    expect(await pipeline.submitPosition({ ...fix })).toEqual({ accepted: false, reason: "duplicate" });
    expect(await pipeline.submitPosition(report(vehicleA.imei, 0, { latitude: 123 }))).toEqual({
      accepted: false,
      reason: "invalidCoordinates",
    });
    expect(await pipeline.submitPosition(report(vehicleA.imei, -25 * 60))).toEqual({
      accepted: false,
      reason: "futureTime",
    });
    expect(await pipeline.submitPosition(report("000000000000000", 0))).toEqual({
      accepted: false,
      reason: "unknownDevice",
    });
    await pipeline.drain();
    const metrics = await t.app.inject({ method: "GET", url: "/api/metrics" });
    expect(metrics.body).toMatch(/armada_positions_rejected_total\{reason="duplicate"\} [1-9]/);
    expect(metrics.body).toMatch(/armada_positions_rejected_total\{reason="invalidCoordinates"\} [1-9]/);
    expect(metrics.body).toMatch(/armada_positions_written_total [1-9]/);
  });

  it("merges a second OsmAnd report of the same time into the position instead of refusing it", async () => {
    const phone = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "armada-merge-1",
      licensePlate: "B 3 TES",
      vendorType: "osmand",
    });
    const pipeline = t.services.positionPipeline;
    const first = report(phone.imei, 2, { protocol: "osmand", attributes: { activity: "still" } });
    const again = { ...first, batteryPercent: 81, attributes: { charge: true, event: "motionchange" } };
    // in one batch, then the same time again after it is written
    expect(await pipeline.submitPosition(first)).toMatchObject({ accepted: true });
    expect(await pipeline.submitPosition(again)).toMatchObject({ accepted: true });
    await pipeline.drain();
    expect(
      await pipeline.submitPosition({ ...first, ignition: false, attributes: { alarm: "none" } }),
    ).toMatchObject({ accepted: true });
    await pipeline.drain();
    const rows = await t.database.db.select().from(positions).where(eq(positions.vehicleId, phone.vehicleId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      battery: 81,
      ignition: false,
      attributes: { activity: "still", charge: true, event: "motionchange", alarm: "none" },
    });
    const [latest] = await t.database.db
      .select()
      .from(vehicleLatestStatus)
      .where(eq(vehicleLatestStatus.vehicleId, phone.vehicleId));
    expect(latest).toMatchObject({
      battery: 81,
      ignition: false,
      attributes: { charge: true, alarm: "none" },
    });
    expect(pipeline.metrics().merged).toBe(2);
    // a GT06 packet of the same time is a resend: still refused
    const gt06 = report(vehicleA.imei, 4);
    await pipeline.submitPosition(gt06);
    expect(await pipeline.submitPosition({ ...gt06, batteryPercent: 50 })).toEqual({
      accepted: false,
      reason: "duplicate",
    });
  });

  it("keeps an older position in history without moving the latest status back", async () => {
    const pipeline = t.services.positionPipeline;
    await pipeline.submitPosition(report(vehicleA.imei, 0.5, { latitude: -6.1 }));
    await pipeline.drain();
    await pipeline.submitPosition(report(vehicleA.imei, 20, { latitude: -6.5 }));
    await pipeline.drain();
    const [latest] = await t.database.db
      .select()
      .from(vehicleLatestStatus)
      .where(eq(vehicleLatestStatus.vehicleId, vehicleA.vehicleId));
    expect(latest?.latitude).toBe(-6.1);
    const history = await t.database.db.select().from(positions).where(eq(positions.latitude, -6.5));
    expect(history).toHaveLength(1);
  });

  it("marks a silent vehicle offline and tells its company", async () => {
    const a = await openSocket(baseUrl, await t.login("operator"));
    await t.database.db.execute(
      sql`update vehicle_latest_status set last_packet = now() - interval '2 hours' where vehicle_id = ${vehicleA.vehicleId}`,
    );
    // the background sweep may get there first; either way the vehicle is marked once and the socket told
    await markOfflineVehicles(t.database.db, t.services.bus, () => {});
    // the newest update about the vehicle: a "moving" one of an earlier position may still arrive first
    const latestOfA = () => vehicleUpdates(a.messages).findLast((u) => u.vehicleId === vehicleA.vehicleId);
    await waitFor(() => latestOfA()?.motionStatus === "offline");
    expect(latestOfA()?.motionStatus).toBe("offline");
    expect(await markOfflineVehicles(t.database.db, t.services.bus, () => {})).toBe(0);
    a.socket.close();
  });

  it("takes a device as soon as an operator registers it (no stale unknown-device cache)", async () => {
    const pipeline = t.services.positionPipeline;
    const imei = "864717005555001";
    expect(await pipeline.submitPosition(report(imei, 1))).toEqual({
      accepted: false,
      reason: "unknownDevice",
    });
    const created = await t.graphql<{ createVehicle: { isSuccessful: boolean; message: string } }>(
      await t.login("admin"),
      `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { isSuccessful message } }`,
      { input: { licensePlate: "B 5551 NEW", imei, vendorType: "gt06" } },
    );
    expect(created.data?.createVehicle).toMatchObject({ isSuccessful: true });
    expect(await pipeline.submitPosition(report(imei, 1))).toMatchObject({ accepted: true });
  });

  it("writes over several lanes at once and keeps each vehicle's order", async () => {
    // three fresh vehicles with consecutive ids: one per lane
    const vehicles = [];
    for (const index of [0, 1, 2])
      vehicles.push(
        await createTestVehicle(t.database.db, {
          companyName: "PT Armada Demo",
          imei: `86471700555510${index}`,
          licensePlate: `B ${7100 + index} LN`,
        }),
      );
    const bus = createMemoryEventBus();
    const published: VehicleUpdate[][] = [];
    bus.subscribe<VehicleUpdate[]>(`vehicle-updates.${vehicleA.companyId}`, (updates) => {
      published.push(updates);
    });
    const pipeline = createPositionPipeline(t.database.db, bus, t.app.log, {
      lanes: 3,
      batchSize: 4,
      lingerMs: 5,
    });
    const steps = 10;
    const newestFix = new Map<number, number>();
    // like one device connection each: a vehicle's reports one after another, the vehicles side by side
    await Promise.all(
      vehicles.map(async (vehicle) => {
        for (let step = 0; step < steps; step++) {
          const sent = report(vehicle.imei, 300 - step, { latitude: -6 - step / 100 });
          newestFix.set(vehicle.vehicleId, sent.fixTime.getTime());
          await pipeline.submitPosition(sent);
        }
      }),
    );
    await pipeline.stop();

    expect(pipeline.metrics()).toMatchObject({ accepted: steps * 3, written: steps * 3, queueDepth: 0 });
    for (const vehicle of vehicles) {
      const seen = published.flat().filter((update) => update.vehicleId === vehicle.vehicleId);
      const times = seen.map((update) => Date.parse(update.fixTime));
      // one update per vehicle and batch (the newest state), batches in order
      expect(times.length).toBeGreaterThanOrEqual(steps / 4);
      expect(times).toEqual([...new Set(times)].sort((x, y) => x - y));
      expect(times.at(-1)).toBe(newestFix.get(vehicle.vehicleId));
      const stored = await t.database.db
        .select({ fixTime: positions.fixTime })
        .from(positions)
        .where(eq(positions.vehicleId, vehicle.vehicleId));
      expect(stored).toHaveLength(steps);
      const [latest] = await t.database.db
        .select()
        .from(vehicleLatestStatus)
        .where(eq(vehicleLatestStatus.vehicleId, vehicle.vehicleId));
      expect(latest?.latitude).toBeCloseTo(-6 - (steps - 1) / 100);
    }
  });

  it("makes submitters wait while the queue is full and writes everything on stop", async () => {
    const pipeline = createPositionPipeline(t.database.db, createMemoryEventBus(), t.app.log, {
      capacity: 2,
      batchSize: 2,
      lingerMs: 200,
    });
    const submits = Array.from({ length: 6 }, (_, index) =>
      pipeline.submitPosition(report(vehicleA.imei, 60 + index)),
    );
    const results = await Promise.all(submits);
    expect(results.map((result) => result.accepted)).toEqual(Array(6).fill(true));
    await pipeline.stop();
    const metrics = pipeline.metrics();
    expect(metrics).toMatchObject({ accepted: 6, written: 6, queueDepth: 0 });
    expect(metrics.peakQueueDepth).toBeLessThanOrEqual(2);
    expect(metrics.backpressureWaits).toBeGreaterThan(0);
  });
});
