import { JT1078_PAYLOAD } from "@armada/domain";
import { afterEach, describe, expect, it } from "vitest";
import type { EventBus } from "../../bus/eventBus.js";
import { createMemoryEventBus } from "../../bus/memoryEventBus.js";
import { waitFor } from "../../testing/socketClient.js";
import { createMediaPort, type MediaStreamEnd, type ReceivedAudio } from "../ingest/jt1078MediaPort.js";
import { SIM, terminal, toneFrame } from "../ingest/testing/jt1078Terminal.js";
import { createMediaRelay } from "./mediaRelay.js";

const silent = { info() {}, warn() {}, error() {}, debug() {} } as never;
const CALL_ID = 41;

/**
 * Two instances' media ports and relays over one bus: the call expects its stream on A, the terminal dials B.
 * (The same over NATS and two server processes: driverCall.instances.test.ts.)
 */
async function twoInstances(findCall: (sim: string) => Promise<number | null> = async () => CALL_ID) {
  const shared = createMemoryEventBus();
  const instance = async () => {
    // dies: says and hears nothing more on the bus, as a killed process
    let dead = false;
    const bus: EventBus = {
      ...shared,
      publishBytes: (topic, data) => {
        if (!dead) shared.publishBytes(topic, data);
      },
      subscribeBytes: (pattern, handler) =>
        shared.subscribeBytes(pattern, (data, topic) => {
          if (!dead) handler(data, topic);
        }),
    };
    const mediaPort = createMediaPort({ host: "127.0.0.1", port: 0, logger: silent, silenceMs: 2_000 });
    const relay = createMediaRelay({ bus, mediaPort, logger: silent, findCall, aliveMs: 100, lostMs: 300 });
    mediaPort.addClaimer((sim, channel) => relay.claim(sim, channel));
    return {
      mediaPort,
      relay,
      port: await mediaPort.listen(),
      die: () => {
        dead = true;
      },
    };
  };
  return { a: await instance(), b: await instance() };
}

describe("driver call media relayed between instances", () => {
  const opened: Awaited<ReturnType<typeof twoInstances>>[] = [];
  afterEach(async () => {
    for (const { a, b } of opened.splice(0)) {
      a.relay.stop();
      b.relay.stop();
      await Promise.all([a.mediaPort.close(), b.mediaPort.close()]);
    }
  });

  it("carries the terminal's frames from B to the call on A and the call's audio back, and hangs up", async () => {
    const instances = await twoInstances(
      // the claim takes a moment (a database query): the first frames wait for it
      (sim) => new Promise((resolve) => setTimeout(() => resolve(sim === SIM ? CALL_ID : null), 100)),
    );
    opened.push(instances);
    const { a, b } = instances;
    const heard: ReceivedAudio[] = [];
    const ended: MediaStreamEnd[] = [];
    const stream = a.relay.media.expect(CALL_ID, SIM, 1, {
      audio: (audio) => heard.push(audio),
      ended: (reason) => ended.push(reason),
    });
    const dashcam = await terminal(b.port);
    for (let frame = 0; frame < 3; frame++) dashcam.sendAudio(toneFrame(frame * 320), true);
    await waitFor(() => heard.length === 3);
    expect(heard.map((audio) => [audio.payloadType, [...audio.frame]])).toEqual(
      [0, 1, 2].map((frame) => [JT1078_PAYLOAD.g711a, [...toneFrame(frame * 320)]]),
    );
    expect(b.relay.relayed).toBe(1);

    stream.sendAudio(JT1078_PAYLOAD.g711a, toneFrame(0));
    await waitFor(() => dashcam.received.length > 0);
    expect(dashcam.received[0]?.payloadType).toBe(JT1078_PAYLOAD.g711a);

    // both ends alive well past the loss timeout
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(ended).toEqual([]);
    stream.close();
    await dashcam.closed;
    await waitFor(() => b.relay.relayed === 0);
  });

  it("tells the call its stream closed when the terminal hangs up on B", async () => {
    const instances = await twoInstances();
    opened.push(instances);
    const ended: MediaStreamEnd[] = [];
    instances.a.relay.media.expect(CALL_ID, SIM, 1, { audio() {}, ended: (reason) => ended.push(reason) });
    const dashcam = await terminal(instances.b.port);
    // two frames: the port tells the 2016 and 2019 layouts apart by where the next packet starts
    dashcam.sendAudio(toneFrame(0));
    dashcam.sendAudio(toneFrame(320));
    await waitFor(() => instances.b.relay.relayed === 1);
    dashcam.socket.destroy();
    await waitFor(() => ended.length === 1);
    expect(ended).toEqual(["closed"]);
  });

  it("ends the call as relayLost when B dies, and B closes the stream when A dies", async () => {
    const instances = await twoInstances();
    opened.push(instances);
    const { a, b } = instances;
    const ended: MediaStreamEnd[] = [];
    a.relay.media.expect(CALL_ID, SIM, 1, { audio() {}, ended: (reason) => ended.push(reason) });
    const dashcam = await terminal(b.port);
    dashcam.sendAudio(toneFrame(0));
    dashcam.sendAudio(toneFrame(320));
    await waitFor(() => b.relay.relayed === 1);
    b.die();
    await waitFor(() => ended.length === 1);
    expect(ended).toEqual(["relayLost"]);

    const again = await twoInstances();
    opened.push(again);
    again.a.relay.media.expect(CALL_ID, SIM, 1, { audio() {}, ended() {} });
    const second = await terminal(again.b.port);
    second.sendAudio(toneFrame(0));
    second.sendAudio(toneFrame(320));
    await waitFor(() => again.b.relay.relayed === 1);
    again.a.die();
    await second.closed;
    expect(again.b.relay.relayed).toBe(0);
  });

  it("closes a stream no running call claims", async () => {
    const instances = await twoInstances(async () => null);
    opened.push(instances);
    const dashcam = await terminal(instances.b.port);
    dashcam.sendAudio(toneFrame(0));
    dashcam.sendAudio(toneFrame(320));
    await dashcam.closed;
    expect(instances.b.relay.relayed).toBe(0);
  });
});
