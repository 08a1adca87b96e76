import {
  bytesFromPcm,
  CALL_ACCESS_KEYS,
  CALL_CLIENT_END,
  type CallServerMessage,
  pcmFromBytes,
} from "@armada/domain";
import { type Simulator, startSimulator } from "@armada/simulator";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { companies } from "../company/company.tables.js";
import { silentLogger } from "../ingest/ingestLogger.js";
import { type Ingest, startIngest } from "../ingest/startIngest.js";
import { ingestTestConfig } from "../ingest/testing/ingestTestConfig.js";
import { vehicleLatestStatus } from "../positions/positions.tables.js";

const TIMING = { answerMs: 3_000, silenceMs: 2_000, heartbeatMs: 200 };

/** 80 ms of a 440 Hz tone: the operator speaking. */
const tone = (frame: number) =>
  Int16Array.from({ length: 640 }, (_, index) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 440 * (frame * 640 + index)) / 8000)),
  );

/**
 * The operator's end: the call socket, its JSON messages and the PCM it received. Like the web app's microphone
 * it sends a 640-sample frame every 80 ms (silence, or a tone while `speaking`) unless `mute`d entirely.
 */
function callSocket(base: string, cookie: string, vehicleId: number, options: { mute?: boolean } = {}) {
  const socket = new WebSocket(`${base}/ws/call?vehicleId=${vehicleId}`, { headers: { cookie } });
  const voice = { speaking: false, frame: 0 };
  const microphone = setInterval(() => {
    if (options.mute || socket.readyState !== socket.OPEN) return;
    socket.send(bytesFromPcm(voice.speaking ? tone(voice.frame++) : new Int16Array(640)));
  }, 80);
  const messages: CallServerMessage[] = [];
  const heard: Int16Array[] = [];
  socket.on("message", (data: Buffer, binary) => {
    if (binary) heard.push(pcmFromBytes(new Uint8Array(data)));
    else messages.push(JSON.parse(data.toString()) as CallServerMessage);
  });
  const closed = new Promise<number>((resolve) =>
    socket.on("close", (code) => {
      clearInterval(microphone);
      resolve(code);
    }),
  );
  const message = <K extends CallServerMessage["type"]>(type: K) =>
    messages.find(
      (candidate): candidate is Extract<CallServerMessage, { type: K }> => candidate.type === type,
    );
  return { socket, messages, heard, closed, message, voice };
}

const rms = (frames: Int16Array[]) => {
  let total = 0;
  let count = 0;
  for (const frame of frames)
    for (const sample of frame) {
      total += sample * sample;
      count += 1;
    }
  return Math.sqrt(total / Math.max(1, count));
};

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
    await t.services.calls.startMediaPort();
    base = (await t.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    cookie = await t.loginAs(CALL_ACCESS_KEYS);
    vehicles = [];
    for (const [index, vendorType] of ["bsj", "vss-howen"].entries())
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
      gt06Port: ingest.gt06Port,
      osmandPort: ingest.osmandPort,
      jt808Port: ingest.jt808Port,
      devices: vehicles.map((vehicle) => ({ protocol: "jt808" as const, id: vehicle.imei })),
      rateSeconds: 0.2,
      heartbeatSeconds: 0.5,
    });
    const deadline = Date.now() + 20_000;
    for (;;) {
      await t.services.positionPipeline.drain();
      const rows = await t.database.db.select().from(vehicleLatestStatus);
      const reported = vehicles.every((vehicle) => rows.some((row) => row.vehicleId === vehicle.vehicleId));
      if (reported && simulator.stats().jt808.authentications === 2) break;
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
    // the dashcam's voice-like signal comes through decoded
    await expect.poll(() => rms(call.heard), { timeout: 3_000 }).toBeGreaterThan(500);
    expect(call.heard.every((frame) => frame.length === 320)).toBe(true);

    const active = await t.graphql<{
      activeDriverCalls: { data: { maxActiveCalls: number; calls: { vehicleId: number }[] } };
    }>(cookie, "{ activeDriverCalls { data { maxActiveCalls calls { vehicleId } } } }");
    expect(active.data?.activeDriverCalls.data).toEqual({
      maxActiveCalls: 3,
      calls: [{ vehicleId: vehicle.vehicleId }],
    });

    const loudBefore = simulator?.stats().jt808.callLoudFramesHeard ?? 0;
    call.voice.speaking = true;
    // the dashcam heard the operator's tone in its codec …
    await expect
      .poll(() => (simulator?.stats().jt808.callLoudFramesHeard ?? 0) - loudBefore, { timeout: 3_000 })
      .toBeGreaterThan(10);
    // … and, its own 2 s of voice over, echoes it back (while the operator is silent, it is silent)
    await expect.poll(() => call.heard.length, { timeout: 4_000 }).toBeGreaterThan(60);
    const echoFrom = call.heard.length;
    await expect.poll(() => rms(call.heard.slice(echoFrom)), { timeout: 3_000 }).toBeGreaterThan(2000);
    call.voice.speaking = false;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const quietFrom = call.heard.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(rms(call.heard.slice(quietFrom))).toBeLessThan(100);

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

  it("ends a call when the operator goes silent", async () => {
    const [vehicle] = vehicles;
    if (!vehicle) throw new Error("no vehicle");
    const call = callSocket(base, cookie, vehicle.vehicleId, { mute: true });
    await call.closed;
    expect(call.message("connected")).toBeDefined();
    expect(call.message("ended")).toEqual({ type: "ended", reason: "operatorSilent" });
  }, 15_000);

  it("ends a call the dashcam never answers", async () => {
    const silent = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "62813000099",
      licensePlate: "B 999 MUTE",
      vendorType: "bsj",
    });
    // it reported a moment ago, but its JT/T 808 link is gone
    await t.database.db.insert(vehicleLatestStatus).values({
      vehicleId: silent.vehicleId,
      companyId: silent.companyId,
      latitude: -6.2,
      longitude: 106.8,
      motionStatus: "parked",
      fixTime: new Date(),
      lastPacket: new Date(),
    });
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
