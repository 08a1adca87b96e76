import { CALL_CLIENT_END } from "@armada/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { builtServerMetric, exited } from "../../testing/builtServer.js";
import { dashcamInstancesSuite, type MediaInstance } from "../../testing/dashcamInstances.js";
import { driverCalls } from "./driverCalls.tables.js";
import { callSocket, expectAudioBothWays } from "./testing/callSocket.js";

/*
 * A driver call across two BUILT server processes over one PostgreSQL database and one NATS (TEST_TWO_INSTANCES=1):
 * the operator's call socket on one; the dashcam's JT/T 808 link and its media stream on the other
 * (`dashcamInstancesSuite`).
 */
describe("a driver call across two server instances", () => {
  const suite = dashcamInstancesSuite({ imei: "628130007001", licensePlate: "B 7001 RLY" });
  const metric = (instance: MediaInstance, name: string) => builtServerMetric(instance.port, name);
  const callRow = async (id: number) =>
    (await suite.database.db.select().from(driverCalls).where(eq(driverCalls.id, id)))[0];
  const ringingId = async (call: ReturnType<typeof callSocket>) => {
    await expect.poll(() => call.message("ringing"), { timeout: 5_000 }).toBeDefined();
    return call.message("ringing")?.callId ?? 0;
  };

  it("hears the driver and is heard through the other instance, asks the codec there, ends and logs", async () => {
    const call = callSocket(
      `ws://127.0.0.1:${suite.operatorSide.port}`,
      suite.cookie,
      suite.vehicle.vehicleId,
    );
    const callId = await ringingId(call);
    await expect.poll(() => call.message("connected"), { timeout: 8_000 }).toBeDefined();
    // the stream landed on B and is relayed to A, where the call runs
    expect(await metric(suite.dashcamSide, "driver_call_streams_relayed")).toBe(1);
    expect(await metric(suite.operatorSide, "driver_calls_running")).toBe(1);
    expect(await metric(suite.dashcamSide, "driver_calls_running")).toBe(0);
    // 0x9003 went from A through B's JT/T 808 link; the answer (0x1003) matched the packets
    await expect.poll(() => suite.simulator.stats().jt808.attributeQueries).toBe(1);
    expect(await metric(suite.operatorSide, "driver_call_codec_mismatches_total")).toBe(0);

    await expectAudioBothWays(call, () => suite.simulator.stats().jt808.callLoudFramesHeard ?? 0);

    call.socket.send(CALL_CLIENT_END);
    await call.closed;
    expect(call.message("ended")).toEqual({ type: "ended", reason: "operatorEnded" });
    // the operator is told before the row is written
    await expect.poll(async () => (await callRow(callId))?.endReason).toBe("operatorEnded");
    const row = await callRow(callId);
    expect(row?.payloadType).toBe(6);
    expect(row?.answeredOn).not.toBeNull();
    expect(row?.endedOn).not.toBeNull();
    await expect.poll(() => metric(suite.dashcamSide, "driver_call_streams_relayed")).toBe(0);
    // the limits are the database's: one call per suite.vehicle holds whichever instance is asked
    const first = callSocket(
      `ws://127.0.0.1:${suite.operatorSide.port}`,
      suite.cookie,
      suite.vehicle.vehicleId,
    );
    await ringingId(first);
    const second = callSocket(
      `ws://127.0.0.1:${suite.dashcamSide.port}`,
      suite.cookie,
      suite.vehicle.vehicleId,
    );
    expect(await second.closed).toBe(4409);
    expect(second.message("refused")).toMatchObject({ errorName: "VehicleInCall" });
    first.socket.send(CALL_CLIENT_END);
    await first.closed;
  }, 60_000);

  it("ends the call as relayLost, its log row closed, when the relaying instance dies", async () => {
    const call = callSocket(
      `ws://127.0.0.1:${suite.operatorSide.port}`,
      suite.cookie,
      suite.vehicle.vehicleId,
    );
    const callId = await ringingId(call);
    await expect.poll(() => call.message("connected"), { timeout: 8_000 }).toBeDefined();
    await expect.poll(() => call.heard.length, { timeout: 3_000 }).toBeGreaterThan(5);
    const killedAt = Date.now();
    suite.dashcamSide.child.kill("SIGKILL");
    await exited(suite.dashcamSide.child);
    await call.closed;
    expect(call.message("ended")).toEqual({ type: "ended", reason: "relayLost" });
    // the relay's 3 s of silence, not the call's 15 s
    expect(Date.now() - killedAt).toBeLessThan(6_000);
    await expect.poll(async () => (await callRow(callId))?.endReason, { timeout: 3_000 }).toBe("relayLost");
    expect((await callRow(callId))?.endedOn).not.toBeNull();
  }, 60_000);
});
