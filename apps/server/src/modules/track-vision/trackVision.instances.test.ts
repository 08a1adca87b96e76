import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DemoVideo, loadDemoVideo } from "@armada/simulator";
import { afterAll, describe, expect, it } from "vitest";
import { builtServerMetric, exited } from "../../testing/builtServer.js";
import { dashcamInstancesSuite, type MediaInstance } from "../../testing/dashcamInstances.js";
import { liveVideoSocket } from "./testing/liveVideoSocket.js";
import { probeMp4 } from "./testing/probeMp4.js";

/*
 * Track Vision across two BUILT server processes over one PostgreSQL database and one NATS (TEST_TWO_INSTANCES=1):
 * the operator's video socket on one; the dashcam's JT/T 808 link and its media stream on the other
 * (`dashcamInstancesSuite`), whose frames are relayed, as the dashcam coded them, to the operator's instance.
 */
describe("Track Vision across two server instances", () => {
  const dir = mkdtempSync(join(tmpdir(), "armada-track-vision-instances-"));
  const suite = dashcamInstancesSuite(
    { imei: "628130007021", licensePlate: "B 7021 TVR" },
    { video: async () => (await loadDemoVideo(dir)) as DemoVideo },
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const metric = (instance: MediaInstance, name: string) => builtServerMetric(instance.port, name);
  const watch = (query: Record<string, string | number>) =>
    liveVideoSocket(`ws://127.0.0.1:${suite.operatorSide.port}`, suite.cookie, {
      vehicleId: suite.vehicle.vehicleId,
      ...query,
    });

  it("plays a live channel and its sound whose stream lands on the other instance, and stops it there once nobody watches", async () => {
    const viewer = watch({ channel: 2, quality: "sub" });
    await expect.poll(() => viewer.segments.length, { timeout: 20_000 }).toBeGreaterThan(30);
    expect(viewer.states()).toEqual(["requesting", "connecting", "live"]);
    // the stream runs on the operator's instance, fed by the dashcam's instance
    expect(await metric(suite.operatorSide, "track_vision_live_streams")).toBe(1);
    expect(await metric(suite.dashcamSide, "track_vision_streams_relayed")).toBe(1);
    expect(await metric(suite.operatorSide, "track_vision_streams_relayed")).toBe(0);
    const stream = probeMp4(dir, viewer.bytes());
    expect(stream).toMatchObject({ codec_name: "h264", width: 640, height: 360 });
    expect(Number(stream?.nb_read_frames)).toBeGreaterThanOrEqual(viewer.segments.length - 1);
    // the channel's sound crosses too, as coded, and is decoded on the operator's instance
    await expect
      .poll(() => viewer.messages.find((message) => message.type === "audio"), { timeout: 5_000 })
      .toEqual({ type: "audio", codec: "G.711 A-law" });
    viewer.socket.send(JSON.stringify({ type: "sound", on: true }));
    await expect.poll(() => viewer.sound.length, { timeout: 10_000 }).toBeGreaterThan(10);
    expect(Math.max(...viewer.sound.flatMap((frame) => [...frame].map(Math.abs)))).toBeGreaterThan(5_000);

    viewer.socket.close();
    await expect
      .poll(() => metric(suite.operatorSide, "track_vision_live_streams"), { timeout: 20_000 })
      .toBe(0);
    await expect
      .poll(() => metric(suite.dashcamSide, "track_vision_streams_relayed"), { timeout: 5_000 })
      .toBe(0);
  }, 60_000);

  it("ends the live tile with no signal within the relay's 3 s when the dashcam's instance dies", async () => {
    const viewer = watch({ channel: 1, quality: "sub" });
    await expect.poll(() => viewer.states(), { timeout: 20_000 }).toContain("live");
    const killedAt = Date.now();
    suite.dashcamSide.child.kill("SIGKILL");
    await exited(suite.dashcamSide.child);
    await expect.poll(() => viewer.states().at(-1), { timeout: 8_000 }).toBe("noSignal");
    expect(Date.now() - killedAt).toBeLessThan(6_000);
    viewer.socket.close();
  }, 60_000);
});
