import { JT1078_DATA_TYPE, JT1078_PAYLOAD } from "@armada/domain";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import type { EventBus } from "../../bus/eventBus.js";
import { createMemoryEventBus } from "../../bus/memoryEventBus.js";
import { waitFor } from "../../testing/socketClient.js";
import { createMediaPort, type MediaStreamEnd, type ReceivedVideo } from "../ingest/jt1078MediaPort.js";
import { readVideoMessage, videoMessage } from "../ingest/mediaStreamRelay.js";
import { SIM, terminal } from "../ingest/testing/jt1078Terminal.js";
import { createVideoMedia } from "./videoMedia.js";

const silent = { info() {}, warn() {}, error() {}, debug() {} } as never;
const frame = (fill: number, length = 3000) => new Uint8Array(length).fill(fill);

/**
 * Two instances' media ports and Track Vision video over one bus: the viewer's stream is asked for on A, the
 * dashcam dials B (one balancer in front of both ports). Over NATS and two server processes:
 * trackVision.instances.test.ts.
 */
async function twoInstances() {
  const shared = createMemoryEventBus();
  const instance = async () => {
    // dies: says and hears nothing more on the bus, as a killed process
    let dead = false;
    const bus: EventBus = {
      ...shared,
      publish: (topic, payload) => {
        if (!dead) shared.publish(topic, payload);
      },
      publishBytes: (topic, data) => {
        if (!dead) shared.publishBytes(topic, data);
      },
      subscribeBytes: (pattern, handler) =>
        shared.subscribeBytes(pattern, (data, topic) => {
          if (!dead) handler(data, topic);
        }),
    };
    const port = createMediaPort({ host: "127.0.0.1", port: 0, logger: silent, silenceMs: 2_000 });
    const video = createVideoMedia({ bus, mediaPort: { port }, logger: silent, aliveMs: 100, lostMs: 300 });
    return {
      port,
      video,
      portNumber: await port.listen(),
      die: () => {
        dead = true;
      },
    };
  };
  return { a: await instance(), b: await instance() };
}

describe("Track Vision video relayed between instances", () => {
  const opened: Awaited<ReturnType<typeof twoInstances>>[] = [];
  afterEach(async () => {
    for (const { a, b } of opened.splice(0)) {
      a.video.stop();
      b.video.stop();
      await Promise.all([a.port.close(), b.port.close()]);
    }
  });

  it("carries the dashcam's frames from B to the viewer's stream on A, losses marked, and closes it", async () => {
    const instances = await twoInstances();
    opened.push(instances);
    const { a, b } = instances;
    const seen: ReceivedVideo[] = [];
    const ended: MediaStreamEnd[] = [];
    const stream = a.video.media.expect(
      SIM,
      2,
      { video: (video) => seen.push(video), ended: (reason) => ended.push(reason) },
      // the relaying instance's port times the dashcam's silence with the viewer's own limit
      { silenceMs: 30_000 },
    );
    const dashcam = await terminal(b.portNumber, 2);
    dashcam.sendVideo(frame(1, 100_000), { key: true });
    dashcam.sendVideo(frame(2), { key: false, losePart: 1 });
    dashcam.sendVideo(frame(3), { key: false });
    await waitFor(() => seen.length === 2);
    expect(seen[0]).toMatchObject({
      payloadType: JT1078_PAYLOAD.h264,
      dataType: JT1078_DATA_TYPE.videoI,
      frameInterval: 40,
      afterLoss: false,
      frame: frame(1, 100_000),
    });
    expect(seen[1]).toMatchObject({ dataType: JT1078_DATA_TYPE.videoP, afterLoss: true, frame: frame(3) });
    expect(b.video.relayed).toBe(1);
    expect(a.video.relayed).toBe(0);

    // both ends alive well past the loss timeout
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(ended).toEqual([]);
    stream.close();
    await dashcam.closed;
    await waitFor(() => b.video.relayed === 0);
  });

  it("ends the viewer's stream when the dashcam hangs up on B, and as relayLost when B dies", async () => {
    const instances = await twoInstances();
    opened.push(instances);
    const { a, b } = instances;
    const ended: MediaStreamEnd[] = [];
    a.video.media.expect(SIM, 1, { ended: (reason) => ended.push(reason) }, { silenceMs: 2_000 });
    const hangsUp = await terminal(b.portNumber, 1);
    hangsUp.sendVideo(frame(1), { key: true });
    await waitFor(() => b.video.relayed === 1);
    hangsUp.socket.destroy();
    await waitFor(() => ended.length === 1);
    expect(ended).toEqual(["closed"]);

    const lost: MediaStreamEnd[] = [];
    a.video.media.expect(SIM, 3, { ended: (reason) => lost.push(reason) }, { silenceMs: 2_000 });
    const dashcam = await terminal(b.portNumber, 3);
    dashcam.sendVideo(frame(1), { key: true });
    await waitFor(() => b.video.relayed === 1);
    b.die();
    await waitFor(() => lost.length === 1);
    expect(lost).toEqual(["relayLost"]);
    dashcam.socket.destroy();
  });

  it("closes a stream no instance asked for, and one whose viewer's stream was closed before it came", async () => {
    const instances = await twoInstances();
    opened.push(instances);
    const { a, b } = instances;
    const nobody = await terminal(b.portNumber, 5);
    nobody.sendVideo(frame(1), { key: true });
    await nobody.closed;

    a.video.media.expect(SIM, 6, { ended() {} }, { silenceMs: 2_000 }).close();
    const late = await terminal(b.portNumber, 6);
    late.sendVideo(frame(1), { key: true });
    await late.closed;
    expect(b.video.relayed).toBe(0);
  });

  it("keeps every field of a video frame across the bus", () => {
    fc.assert(
      fc.property(
        fc.record({
          payloadType: fc.integer({ min: 0, max: 255 }),
          dataType: fc.integer({ min: 0, max: 2 }),
          timestamp: fc.option(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })),
          frameInterval: fc.option(fc.integer({ min: 0, max: 0xffff })),
          afterLoss: fc.boolean(),
          frame: fc.uint8Array({ minLength: 1, maxLength: 2000 }),
        }),
        (video) => {
          expect(readVideoMessage(videoMessage(video))).toEqual(video);
        },
      ),
    );
    expect(readVideoMessage(Uint8Array.of(5, 1, 2))).toBeNull();
  });
});
