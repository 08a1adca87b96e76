import { CALL_ACCESS_KEYS, CALL_CLIENT_END, JT1078_PAYLOAD } from "@armada/domain";
import { DASHCAM_AV_ATTRIBUTES, type Simulator, startSimulator } from "@armada/simulator";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { companies } from "../company/company.tables.js";
import { silentLogger } from "../ingest/ingestLogger.js";
import { type Ingest, startIngest } from "../ingest/startIngest.js";
import { ingestTestConfig } from "../ingest/testing/ingestTestConfig.js";
import { vehicleLatestStatus } from "../positions/positions.tables.js";
import { callSocket, expectAudioBothWays } from "./testing/callSocket.js";

const TIMING = { answerMs: 3_000, silenceMs: 2_000, heartbeatMs: 200 };

const LOG_QUERY = `query ($filter: DriverCallLogFilter) { driverCallLog(filter: $filter) {
  isSuccessful errorName pagination { total }
  data { id vehicleId licensePlate userName answeredOn endedOn durationSeconds endReason payloadType } } }`;

type LogRow = {
  id: number;
  vehicleId: number;
  endReason: string | null;
  answeredOn: string | null;
  durationSeconds: number | null;
  payloadType: number | null;
};

/** A full driver call against the simulated dashcam, over the real gateway, media port and database. */
describe("driver call through the simulated dashcam", () => {
  let t: TestApp;
  let ingest: Ingest | undefined;
  let simulator: Simulator | undefined;
  let base: string;
  let cookie: string;
  let vehicles: Awaited<ReturnType<typeof createTestVehicle>>[];

  const callLog = async (as: string, filter: Record<string, unknown> = {}) =>
    (
      await t.graphql<{ driverCallLog: { data: LogRow[] | null; errorName: string | null } }>(as, LOG_QUERY, {
        filter,
      })
    ).data?.driverCallLog;

  beforeAll(async () => {
    t = await startTestApp(
      { INGEST_HOST: "127.0.0.1", JT1078_PORT: "0", JT1078_PUBLIC_HOST: "127.0.0.1" },
      { callTiming: TIMING },
    );
    ingest = await startIngest(
      t.services.positionPipeline,
      ingestTestConfig(),
      silentLogger,
      {},
      {
        jt808: t.services.media.dashcamHooks,
      },
    );
    await t.services.mediaPort.start();
    base = (await t.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    cookie = await t.loginAs(CALL_ACCESS_KEYS);
    vehicles = [];
    // the last two declare codecs of their own (set on the simulator before their first call)
    for (const [index, vendorType] of ["bsj", "vss-howen", "bsj", "bsj"].entries())
      vehicles.push(
        await createTestVehicle(t.database.db, {
          companyName: "PT Armada Demo",
          imei: `6281300009${index}`,
          licensePlate: `B 90${index} CALL`,
          vendorType,
        }),
      );
    simulator = startSimulator({
      host: "127.0.0.1",
      gt06Port: ingest.ports.gt06,
      osmandPort: ingest.ports.osmand,
      jt808Port: ingest.ports.jt808,
      devices: vehicles.map((vehicle) => ({ protocol: "jt808" as const, id: vehicle.imei })),
      rateSeconds: 0.2,
      heartbeatSeconds: 0.5,
    });
    const deadline = Date.now() + 20_000;
    for (;;) {
      await t.services.positionPipeline.drain();
      const rows = await t.database.db.select().from(vehicleLatestStatus);
      const reported = vehicles.every((vehicle) => rows.some((row) => row.vehicleId === vehicle.vehicleId));
      if (reported && simulator.stats().jt808.authentications === vehicles.length) break;
      if (Date.now() > deadline) throw new Error("the simulated dashcams did not report");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 40_000);

  afterAll(async () => {
    await simulator?.stop();
    await ingest?.stop();
    await t.close();
  });

  it("hears the driver, is heard by the dashcam, ends and logs the call", async () => {
    const [vehicle] = vehicles;
    if (!vehicle) throw new Error("no vehicle");
    const call = callSocket(base, cookie, vehicle.vehicleId);
    await expect.poll(() => call.message("connected"), { timeout: 5_000 }).toBeDefined();
    expect(call.message("ringing")).toMatchObject({
      vehicleId: vehicle.vehicleId,
      licensePlate: "B 900 CALL",
    });

    const active = await t.graphql<{
      activeDriverCalls: { data: { maxActiveCalls: number; calls: { vehicleId: number }[] } };
    }>(cookie, "{ activeDriverCalls { data { maxActiveCalls calls { vehicleId } } } }");
    expect(active.data?.activeDriverCalls.data).toEqual({
      maxActiveCalls: 3,
      calls: [{ vehicleId: vehicle.vehicleId }],
    });

    // the dashcam was asked its audio attributes (0x9003) and declared what it sends
    expect(simulator?.stats().jt808.attributeQueries).toBe(1);
    await expectAudioBothWays(call, () => simulator?.stats().jt808.callLoudFramesHeard ?? 0);

    call.socket.send(CALL_CLIENT_END);
    await call.closed;
    expect(call.message("ended")).toEqual({ type: "ended", reason: "operatorEnded" });
    const [row] = (await callLog(cookie, { vehicleId: vehicle.vehicleId }))?.data ?? [];
    expect(row).toMatchObject({ vehicleId: vehicle.vehicleId, endReason: "operatorEnded", payloadType: 6 });
    expect(row?.answeredOn).not.toBeNull();
    expect(row?.durationSeconds).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it("refuses a call over the company's maximum and a second call to a busy vehicle", async () => {
    const [first, second] = vehicles;
    if (!first || !second) throw new Error("no vehicles");
    await t.database.db.update(companies).set({ maxActiveCalls: 1 }).where(eq(companies.id, first.companyId));
    try {
      const call = callSocket(base, cookie, first.vehicleId);
      await expect.poll(() => call.message("connected"), { timeout: 5_000 }).toBeDefined();
      const over = callSocket(base, cookie, second.vehicleId);
      expect(await over.closed).toBe(4409);
      expect(over.message("refused")).toMatchObject({ errorName: "CallsAtMaximum" });
      expect(over.message("refused")?.message).toContain("(1)");
      const busy = callSocket(base, await t.loginAs(CALL_ACCESS_KEYS), first.vehicleId);
      expect(await busy.closed).toBe(4409);
      expect(busy.message("refused")).toMatchObject({ errorName: "VehicleInCall" });
      call.socket.close();
      await call.closed;
      await expect
        .poll(async () => (await callLog(cookie, { vehicleId: first.vehicleId }))?.data?.[0]?.endReason)
        .toBe("operatorDisconnected");
      // the place is free again
      const next = callSocket(base, cookie, second.vehicleId);
      await expect.poll(() => next.message("connected"), { timeout: 5_000 }).toBeDefined();
      next.socket.send(CALL_CLIENT_END);
      await next.closed;
    } finally {
      await t.database.db
        .update(companies)
        .set({ maxActiveCalls: 3 })
        .where(eq(companies.id, first.companyId));
    }
  }, 30_000);

  it("follows packets that differ from what the dashcam declared, and asks the declaration once", async () => {
    const vehicle = vehicles[3];
    if (!vehicle) throw new Error("no vehicle");
    // declared G.726 (0x1003 through the relay), it sends G.711 A-law: counted, and the call speaks what the packets are
    simulator?.setDashcamCalls(vehicle.imei, {
      attributes: { ...DASHCAM_AV_ATTRIBUTES, audioCodec: JT1078_PAYLOAD.g726 },
    });
    const asked = simulator?.stats().jt808.attributeQueries ?? 0;
    const mismatches = t.services.calls.metrics().driver_call_codec_mismatches_total;
    const call = callSocket(base, cookie, vehicle.vehicleId);
    await expect.poll(() => call.message("connected"), { timeout: 5_000 }).toBeDefined();
    await expectAudioBothWays(call, () => simulator?.stats().jt808.callLoudFramesHeard ?? 0);
    expect(t.services.calls.metrics().driver_call_codec_mismatches_total).toBe(mismatches + 1);
    call.socket.send(CALL_CLIENT_END);
    await call.closed;
    expect((await callLog(cookie, { vehicleId: vehicle.vehicleId }))?.data?.[0]).toMatchObject({
      endReason: "operatorEnded",
      payloadType: JT1078_PAYLOAD.g711a,
    });
    expect(simulator?.stats().jt808.attributeQueries).toBe(asked + 1);
  }, 30_000);

  it("ends a call when the operator goes silent", async () => {
    const [vehicle] = vehicles;
    if (!vehicle) throw new Error("no vehicle");
    const call = callSocket(base, cookie, vehicle.vehicleId, { mute: true });
    await call.closed;
    expect(call.message("connected")).toBeDefined();
    expect(call.message("ended")).toEqual({ type: "ended", reason: "operatorSilent" });
  }, 15_000);

  /** A dashcam that reported a moment ago, but whose JT/T 808 link is gone: it answers nothing. */
  async function unreachableDashcam(imei: string, licensePlate: string) {
    const silent = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei,
      licensePlate,
      vendorType: "bsj",
    });
    await t.database.db.insert(vehicleLatestStatus).values({
      vehicleId: silent.vehicleId,
      companyId: silent.companyId,
      latitude: -6.2,
      longitude: 106.8,
      motionStatus: "parked",
      fixTime: new Date(),
      lastPacket: new Date(),
    });
    return silent;
  }

  it("ends a ringing call when the dashcam declares a codec calls cannot speak, then refuses calls to it", async () => {
    const vehicle = vehicles[2];
    if (!vehicle) throw new Error("no vehicle");
    // a dashcam nobody picks up, whose 0x1003 (AAC) comes while the call rings
    simulator?.setDashcamCalls(vehicle.imei, {
      attributes: { ...DASHCAM_AV_ATTRIBUTES, audioCodec: JT1078_PAYLOAD.aac },
      attributesDelayMs: 800,
      answersCalls: false,
    });
    const asked = simulator?.stats().jt808.attributeQueries ?? 0;
    const started = Date.now();
    const call = callSocket(base, cookie, vehicle.vehicleId);
    await call.closed;
    // it rang, and ended once the dashcam had declared, before it would have stopped ringing unanswered (read from
    // the messages' order and the clock, not polled while ringing: a busy machine may poll after the declaration)
    expect(call.messages.map((message) => message.type)).toEqual(["ringing", "ended"]);
    expect(call.message("ended")).toEqual({ type: "ended", reason: "codecNotSupported" });
    expect(simulator?.stats().jt808.attributeQueries).toBe(asked + 1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(Date.now() - started).toBeLessThan(TIMING.answerMs);
    await expect
      .poll(async () => (await callLog(cookie, { vehicleId: vehicle.vehicleId }))?.data?.[0]?.endReason)
      .toBe("codecNotSupported");

    // what was declared is kept (an hour): the next call is refused before it rings, and nothing is asked or logged
    const logged = async () => (await callLog(cookie, { vehicleId: vehicle.vehicleId }))?.data?.length;
    const loggedBefore = await logged();
    const refused = callSocket(base, cookie, vehicle.vehicleId);
    expect(await refused.closed).toBe(4422);
    expect(refused.message("refused")).toMatchObject({ errorName: "CallCodecNotSupported" });
    expect(refused.message("refused")?.message).toContain("(AAC)");
    expect(await logged()).toBe(loggedBefore);
    expect(simulator?.stats().jt808.attributeQueries).toBe(asked + 1);
  }, 15_000);

  it("ends a call the dashcam never answers", async () => {
    const silent = await unreachableDashcam("62813000099", "B 999 MUTE");
    const call = callSocket(base, cookie, silent.vehicleId);
    const started = Date.now();
    await call.closed;
    expect(call.message("ringing")).toBeDefined();
    expect(call.message("ended")).toEqual({ type: "ended", reason: "noAnswer" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMING.answerMs - 100);
    expect((await callLog(cookie, { vehicleId: silent.vehicleId }))?.data?.[0]).toMatchObject({
      endReason: "noAnswer",
      answeredOn: null,
      durationSeconds: 0,
    });
  }, 15_000);

  it("keeps companies apart and needs both two-way communication keys", async () => {
    const [vehicle] = vehicles;
    if (!vehicle) throw new Error("no vehicle");
    const other = await t.loginAs(CALL_ACCESS_KEYS, "PT Lain");
    const foreign = callSocket(base, other, vehicle.vehicleId);
    expect(await foreign.closed).toBe(4404);
    expect(foreign.message("refused")).toMatchObject({ errorName: "NotFound" });
    const log = await callLog(other);
    expect(log?.data).toEqual([]);
    const [demoCall] = (await callLog(cookie))?.data ?? [];
    const ended = await t.graphql<{ endDriverCall: { errorName: string | null } }>(
      other,
      "mutation ($id: Int!) { endDriverCall(callId: $id) { errorName } }",
      { id: demoCall?.id },
    );
    expect(ended.data?.endDriverCall.errorName).toBe("NotFound");

    const oneKey = callSocket(base, await t.loginAs([CALL_ACCESS_KEYS[0]]), vehicle.vehicleId);
    expect(await oneKey.closed).toBe(4403);
    const refused = await t.graphql(await t.loginAs([CALL_ACCESS_KEYS[1]]), LOG_QUERY, {});
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  }, 15_000);

  it("is ended from another page through endDriverCall, and by the dashcam going away", async () => {
    const [first, second] = vehicles;
    if (!first || !second) throw new Error("no vehicles");
    const call = callSocket(base, cookie, first.vehicleId);
    const ringing = await new Promise<number>((resolve) => {
      const check = setInterval(() => {
        const message = call.message("ringing");
        if (message) {
          clearInterval(check);
          resolve(message.callId);
        }
      }, 20);
    });
    const ended = await t.graphql<{ endDriverCall: { data: boolean } }>(
      cookie,
      "mutation ($id: Int!) { endDriverCall(callId: $id) { data } }",
      { id: ringing },
    );
    expect(ended.data?.endDriverCall.data).toBe(true);
    await call.closed;
    expect(call.message("ended")).toEqual({ type: "ended", reason: "operatorEnded" });

    const dropped = callSocket(base, cookie, second.vehicleId);
    await expect.poll(() => dropped.message("connected"), { timeout: 5_000 }).toBeDefined();
    await simulator?.stop();
    await dropped.closed;
    expect(dropped.message("ended")).toEqual({ type: "ended", reason: "deviceDisconnected" });
  }, 20_000);
});
