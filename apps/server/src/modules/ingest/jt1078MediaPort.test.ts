import { JT1078_DATA_TYPE, JT1078_PAYLOAD } from "@armada/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../../testing/socketClient.js";
import {
  createMediaPort,
  type MediaPort,
  type ReceivedAudio,
  type ReceivedVideo,
} from "./jt1078MediaPort.js";
import { SIM, terminal, toneFrame } from "./testing/jt1078Terminal.js";

const silent = { info() {}, warn() {}, error() {}, debug() {} } as never;
describe("JT/T 1078 media port", () => {
  let port: MediaPort;
  let portNumber: number;
  beforeAll(async () => {
    port = createMediaPort({ host: "127.0.0.1", port: 0, logger: silent, silenceMs: 400, identifyMs: 400 });
    portNumber = await port.listen();
  });
  afterAll(() => port.close());

  it("refuses to start on a port another process holds, with the reason, instead of waiting forever", async () => {
    const second = createMediaPort({ host: "127.0.0.1", port: portNumber, logger: silent });
    await expect(second.listen()).rejects.toMatchObject({ code: "EADDRINUSE" });
  });

  it("hands the expected terminal's audio frames to the call, whole, and sends the call's audio back", async () => {
    const heard: ReceivedAudio[] = [];
    const ended: string[] = [];
    const stream = port.expect(SIM, 1, {
      audio: (audio) => heard.push(audio),
      ended: (reason) => ended.push(reason),
    });
    const dashcam = await terminal(portNumber);
    dashcam.sendAudio(toneFrame(0), true);
    dashcam.sendAudio(toneFrame(320));
    // a frame larger than one packet arrives joined
    dashcam.sendAudio(Uint8Array.from({ length: 2000 }, (_, index) => index & 0xff));
    await waitFor(() => heard.length === 3);
    expect(heard[0]).toMatchObject({ payloadType: JT1078_PAYLOAD.g711a, frame: toneFrame(0) });
    expect(heard[1]?.frame).toEqual(toneFrame(320));
    expect(heard[2]?.frame).toEqual(Uint8Array.from({ length: 2000 }, (_, index) => index & 0xff));

    stream.sendAudio(JT1078_PAYLOAD.g711a, toneFrame(640));
    await waitFor(() => dashcam.received.length === 1);
    expect(dashcam.received[0]).toMatchObject({
      sim: SIM,
      channel: 1,
      dataType: JT1078_DATA_TYPE.audio,
      payloadType: JT1078_PAYLOAD.g711a,
      body: toneFrame(640),
    });

    dashcam.socket.end();
    await waitFor(() => ended.length === 1);
    expect(ended).toEqual(["closed"]);
    expect(port.streams).toBe(0);
  });

  it("keeps a stream whose terminal dials again on the new connection, and tells a replaced user why", async () => {
    const seen: ReceivedVideo[] = [];
    const ended: string[] = [];
    const handlers = {
      video: (video: ReceivedVideo) => seen.push(video),
      ended: (reason: string) => ended.push(reason),
    };
    const stream = port.expect(SIM, 7, handlers, { silenceMs: 30_000 });
    const frame = (fill: number) => new Uint8Array(500).fill(fill);
    // two frames each: the port tells the 2016 and 2019 layouts apart by where the next packet starts
    const first = await terminal(portNumber, 7);
    first.sendVideo(frame(1), { key: true });
    first.sendVideo(frame(2), { key: false });
    await waitFor(() => seen.length === 1);
    // the terminal's second connection (its first one half-open after a network change) takes the stream over
    const second = await terminal(portNumber, 7);
    second.sendVideo(frame(3), { key: true });
    second.sendVideo(frame(4), { key: false });
    await first.closed;
    await waitFor(() => seen.length === 4);
    expect(seen.map((video) => video.frame[0])).toEqual([1, 2, 3, 4]);
    expect(ended).toEqual([]);
    expect(port.streams).toBe(1);

    // another user of the same channel (a playback after live video): the first is told it was replaced
    const playback: string[] = [];
    port.expect(SIM, 7, { ended: (reason) => playback.push(reason) }).close();
    expect(ended).toEqual(["replaced"]);
    expect(playback).toEqual([]);
    stream.close();
    await second.closed;
  });

  it("closes a stream nobody asked for, and one that never says who it is", async () => {
    const stranger = await terminal(portNumber, 7);
    stranger.sendAudio(toneFrame(0));
    await stranger.closed;
    const mute = await terminal(portNumber);
    mute.socket.write(Buffer.from("not a media stream"));
    await mute.closed;
    expect(port.streams).toBe(0);
  });

  it("ends a call whose terminal goes silent", async () => {
    const ended: string[] = [];
    port.expect(SIM, 2, { audio: () => {}, ended: (reason) => ended.push(reason) });
    const dashcam = await terminal(portNumber, 2);
    // a stream (whose edition shows from one packet to the next), then nothing
    dashcam.sendAudio(toneFrame(0));
    dashcam.sendAudio(toneFrame(320));
    await dashcam.closed;
    expect(ended).toEqual(["silent"]);
  });

  it("lets the call hang up: the terminal's connection closes", async () => {
    const stream = port.expect(SIM, 3, { audio: () => {}, ended: () => {} });
    const dashcam = await terminal(portNumber, 3);
    dashcam.sendAudio(toneFrame(0));
    await waitFor(() => port.streams === 1);
    stream.close();
    await dashcam.closed;
    expect(port.streams).toBe(0);
  });

  it("hands a camera's video frames whole, and says when a frame before one was lost", async () => {
    const seen: ReceivedVideo[] = [];
    port.expect(SIM, 4, { video: (video) => seen.push(video), ended: () => {} });
    const dashcam = await terminal(portNumber, 4);
    const frame = (fill: number) => new Uint8Array(3000).fill(fill);
    dashcam.sendVideo(frame(1), { key: true });
    dashcam.sendVideo(frame(2), { key: false, losePart: 1 });
    dashcam.sendVideo(frame(3), { key: false });
    await waitFor(() => seen.length === 2);
    expect(seen[0]).toMatchObject({
      payloadType: JT1078_PAYLOAD.h264,
      dataType: JT1078_DATA_TYPE.videoI,
      frameInterval: 40,
      afterLoss: false,
      frame: frame(1),
    });
    expect(seen[1]).toMatchObject({ dataType: JT1078_DATA_TYPE.videoP, afterLoss: true, frame: frame(3) });
    dashcam.socket.destroy();
  });

  it("offers a stream nobody here expects to each claimer in turn, its first video frame kept meanwhile", async () => {
    const claims = createMediaPort({ host: "127.0.0.1", port: 0, logger: silent });
    const claimsPort = await claims.listen();
    const seen: ReceivedVideo[] = [];
    const asked: string[] = [];
    claims.addClaimer(async (sim, channel) => {
      asked.push(`call ${sim}:${channel}`);
      return false;
    });
    claims.addClaimer(async (sim, channel) => {
      asked.push(`video ${sim}:${channel}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      claims.expect(sim, channel, { video: (video) => seen.push(video), ended: () => {} });
      return true;
    });
    const dashcam = await terminal(claimsPort, 2);
    // a key frame of 100 KB: 106 packets arrive while the claim runs
    const keyFrame = Uint8Array.from({ length: 100_000 }, (_, index) => index % 253);
    dashcam.sendVideo(keyFrame, { key: true });
    await waitFor(() => seen.length === 1);
    expect(asked).toEqual([`call ${SIM}:2`, `video ${SIM}:2`]);
    expect(seen[0]?.frame).toEqual(keyFrame);
    dashcam.socket.destroy();
    await claims.close();
  });
});
