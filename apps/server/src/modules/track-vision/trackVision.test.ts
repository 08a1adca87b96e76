import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TRACK_VISION } from "@armada/domain";
import { type DemoVideo, loadDemoVideo, type Simulator, startSimulator } from "@armada/simulator";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { companies } from "../company/company.tables.js";
import { silentLogger } from "../ingest/ingestLogger.js";
import { type Ingest, startIngest } from "../ingest/startIngest.js";
import { ingestTestConfig } from "../ingest/testing/ingestTestConfig.js";
import { vehicleLatestStatus } from "../positions/positions.tables.js";
import { liveVideoSocket } from "./testing/liveVideoSocket.js";
import { probeMp4 } from "./testing/probeMp4.js";
import { videoViews } from "./trackVision.tables.js";

const RECORDED_VIDEOS = /* GraphQL */ `
  query RecordedVideos($filter: RecordedVideosFilter!) {
    recordedVideos(filter: $filter) {
      isSuccessful
      errorName
      message
      data { channel startTime endTime fileSize }
    }
  }
`;

interface RecordedVideosAnswer {
  recordedVideos: {
    isSuccessful: boolean;
    errorName: string | null;
    message: string;
    data: { channel: number; startTime: string; endTime: string; fileSize: number }[] | null;
  };
}

const TIMING = { answerMs: 5_000, silenceMs: 3_000, idleMs: 300, quotaCheckMs: 250 };

/** Live video from the simulated dashcam, over the real gateway, media port, database and live video socket. */
describe("Track Vision live video", () => {
  let t: TestApp;
  let ingest: Ingest | undefined;
  let simulator: Simulator | undefined;
  let dir: string;
  let base: string;
  let cookie: string;
  let dashcam: Awaited<ReturnType<typeof createTestVehicle>>;
  let tracker: Awaited<ReturnType<typeof createTestVehicle>>;

  const setMaximum = (maximum: number) =>
    t.database.db
      .update(companies)
      .set({ maxLiveStreams: maximum })
      .where(eq(companies.id, dashcam.companyId));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "armada-track-vision-"));
    const video = (await loadDemoVideo(dir)) as DemoVideo;
    t = await startTestApp(
      { INGEST_HOST: "127.0.0.1", JT1078_PORT: "0", JT1078_PUBLIC_HOST: "127.0.0.1" },
      { liveStreamTiming: TIMING },
    );
    ingest = await startIngest(
      t.services.positionPipeline,
      ingestTestConfig(),
      silentLogger,
      {},
      { jt808: t.services.media.dashcamHooks },
    );
    await t.services.mediaPort.start();
    base = (await t.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    cookie = await t.loginAs([TRACK_VISION]);
    dashcam = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "628130007001",
      licensePlate: "B 7001 TV",
      vendorType: "bsj",
    });
    tracker = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "358130007002",
      licensePlate: "B 7002 TV",
    });
    simulator = startSimulator({
      host: "127.0.0.1",
      gt06Port: ingest.ports.gt06,
      osmandPort: ingest.ports.osmand,
      jt808Port: ingest.ports.jt808,
      devices: [{ protocol: "jt808" as const, id: dashcam.imei }],
      rateSeconds: 0.2,
      heartbeatSeconds: 0.5,
      video,
    });
    const deadline = Date.now() + 20_000;
    for (;;) {
      await t.services.positionPipeline.drain();
      const rows = await t.database.db.select().from(vehicleLatestStatus);
      if (rows.some((row) => row.vehicleId === dashcam.vehicleId) && simulator.stats().jt808.authentications)
        break;
      if (Date.now() > deadline) throw new Error("the simulated dashcam did not report");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  afterAll(async () => {
    await simulator?.stop();
    await ingest?.stop();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("streams the dashcam's channel as fMP4 that ffprobe reads, and stops it once nobody watches", async () => {
    const viewer = liveVideoSocket(base, cookie, {
      vehicleId: dashcam.vehicleId,
      channel: 2,
      quality: "sub",
    });
    await expect.poll(() => viewer.segments.length, { timeout: 15_000 }).toBeGreaterThan(30);
    expect(viewer.states()).toEqual(["requesting", "connecting", "live"]);
    expect(viewer.messages.find((message) => message.type === "init")).toMatchObject({
      type: "init",
      width: 640,
      height: 360,
    });
    const stream = probeMp4(dir, viewer.bytes());
    expect(stream).toMatchObject({ codec_name: "h264", width: 640, height: 360 });
    expect(Number(stream?.nb_read_frames)).toBeGreaterThanOrEqual(viewer.segments.length - 1);

    // a second viewer shares the stream: no second 0x9101
    const second = liveVideoSocket(base, cookie, { vehicleId: dashcam.vehicleId, channel: 2 });
    await expect.poll(() => second.states(), { timeout: 5_000 }).toContain("live");
    expect(simulator?.stats().jt808.videoStreams).toBe(1);
    expect(t.services.liveStreams.streams).toBe(1);

    viewer.socket.close();
    second.socket.close();
    await expect.poll(() => t.services.liveStreams.streams, { timeout: 5_000 }).toBe(0);
    await expect.poll(() => t.services.mediaPort.port.streams, { timeout: 5_000 }).toBe(0);
  }, 40_000);

  it("plays the channel's sound only to a viewer who turned it on, decoded to 8 kHz PCM", async () => {
    const viewer = liveVideoSocket(base, cookie, { vehicleId: dashcam.vehicleId, channel: 1 });
    const quiet = liveVideoSocket(base, cookie, { vehicleId: dashcam.vehicleId, channel: 1 });
    await expect
      .poll(() => viewer.messages.find((message) => message.type === "audio"), { timeout: 15_000 })
      .toEqual({ type: "audio", codec: "G.711 A-law" });
    expect(viewer.sound).toHaveLength(0);
    viewer.socket.send(JSON.stringify({ type: "sound", on: true }));
    // the simulated microphone's voice-like signal, 40 ms (320 samples) a frame, with syllables that are loud
    await expect.poll(() => viewer.sound.length, { timeout: 10_000 }).toBeGreaterThan(25);
    expect(viewer.sound.every((frame) => frame.length === 320)).toBe(true);
    const peak = Math.max(...viewer.sound.map((frame) => Math.max(...frame.map(Math.abs))));
    expect(peak).toBeGreaterThan(5_000);
    await expect.poll(() => quiet.states(), { timeout: 5_000 }).toContain("live");
    expect(quiet.sound).toHaveLength(0);

    viewer.socket.send(JSON.stringify({ type: "sound", on: false }));
    // the server answers a ping after the message before it: what sound it sent before that has come in by the pong
    await new Promise<void>((resolve) => {
      viewer.socket.once("pong", () => resolve());
      viewer.socket.ping();
    });
    const heard = viewer.sound.length;
    const segments = viewer.segments.length;
    await expect.poll(() => viewer.segments.length, { timeout: 5_000 }).toBeGreaterThan(segments + 10);
    expect(viewer.sound.length).toBe(heard);
    viewer.socket.close();
    quiet.socket.close();
    await expect.poll(() => t.services.liveStreams.streams, { timeout: 5_000 }).toBe(0);
  }, 40_000);

  it("streams an H.265 channel as hvc1 fMP4 that ffprobe reads", async () => {
    const viewer = liveVideoSocket(base, cookie, { vehicleId: dashcam.vehicleId, channel: 3 });
    await expect.poll(() => viewer.segments.length, { timeout: 15_000 }).toBeGreaterThan(30);
    expect(viewer.messages.find((message) => message.type === "init")).toMatchObject({
      type: "init",
      codec: expect.stringMatching(/^hvc1\.1\.6\.L\d+/),
      width: 320,
      height: 180,
    });
    const stream = probeMp4(dir, viewer.bytes());
    expect(stream).toMatchObject({ codec_name: "hevc", width: 320, height: 180 });
    expect(Number(stream?.nb_read_frames)).toBeGreaterThanOrEqual(viewer.segments.length - 1);
    viewer.socket.close();
    await expect.poll(() => t.services.liveStreams.streams, { timeout: 5_000 }).toBe(0);
  }, 40_000);

  it("refuses without the Track Vision key, another company's vehicle and a vehicle without a camera", async () => {
    const noKey = liveVideoSocket(base, await t.loginAs(["b1a-default-liveview:read"]), {
      vehicleId: dashcam.vehicleId,
      channel: 1,
    });
    expect(await noKey.closed).toBe(4403);
    const stranger = liveVideoSocket(base, await t.loginAs([TRACK_VISION], "PT Lain"), {
      vehicleId: dashcam.vehicleId,
      channel: 1,
    });
    expect(await stranger.closed).toBe(4404);
    const noCamera = liveVideoSocket(base, cookie, { vehicleId: tracker.vehicleId, channel: 1 });
    expect(await noCamera.closed).toBe(4422);
    expect(noCamera.refusal()).toMatchObject({ errorName: "NoCamera" });
    const badChannel = liveVideoSocket(base, cookie, { vehicleId: dashcam.vehicleId, channel: 9 });
    expect(await badChannel.closed).toBe(4400);
    expect(t.services.liveStreams.streams).toBe(0);
  });

  it("refuses a stream beyond the company's maximum in Indonesian", async () => {
    await setMaximum(1);
    try {
      const first = liveVideoSocket(base, cookie, { vehicleId: dashcam.vehicleId, channel: 1 });
      await expect.poll(() => first.states(), { timeout: 10_000 }).toContain("live");
      const second = liveVideoSocket(base, cookie, { vehicleId: dashcam.vehicleId, channel: 2 });
      expect(await second.closed).toBe(4409);
      expect(second.refusal()).toMatchObject({
        errorName: "LiveStreamsAtMaximum",
        message: expect.stringContaining("batas (1)"),
      });
      first.socket.close();
      await expect.poll(() => t.services.liveStreams.streams, { timeout: 5_000 }).toBe(0);
    } finally {
      await setMaximum(9);
    }
  }, 30_000);

  it("lists the dashcam's recorded files of a channel and plays one as fMP4, paused, sought and stopped", async () => {
    const endTime = new Date();
    const startTime = new Date(endTime.getTime() - 24 * 3_600_000);
    const list = async (channel: number, vehicleId = dashcam.vehicleId, who = cookie) =>
      (
        await t.graphql<RecordedVideosAnswer>(who, RECORDED_VIDEOS, {
          filter: { vehicleId, channel, startTime, endTime },
        })
      ).data?.recordedVideos;
    const files = (await list(2))?.data ?? [];
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(files.every((file) => file.channel === 2)).toBe(true);
    const file = files[files.length - 1] as (typeof files)[number];

    const viewer = liveVideoSocket(base, cookie, {
      mode: "playback",
      vehicleId: dashcam.vehicleId,
      channel: 2,
      start: file.startTime,
      end: file.endTime,
    });
    await expect.poll(() => viewer.segments.length, { timeout: 15_000 }).toBeGreaterThan(20);
    expect(viewer.states()).toEqual(["requesting", "loading", "playing"]);
    expect(viewer.messages.find((message) => message.type === "init")).toMatchObject({
      width: 640,
      height: 360,
    });
    const stream = probeMp4(dir, viewer.bytes());
    expect(stream).toMatchObject({ codec_name: "h264", width: 640, height: 360 });
    // the recorded time playing is the file's
    const positions = () =>
      viewer.messages.flatMap((message) => (message.type === "position" ? [Date.parse(message.at)] : []));
    await expect.poll(() => positions().length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(positions()[0]).toBeGreaterThanOrEqual(Date.parse(file.startTime));
    expect(simulator?.stats().jt808.playbacks).toBe(1);

    // pause: the dashcam stops sending; resume, then seek five minutes on
    viewer.socket.send(JSON.stringify({ type: "pause" }));
    await expect.poll(() => viewer.states().at(-1), { timeout: 5_000 }).toBe("paused");
    const frames = simulator?.stats().jt808.playbackFramesSent ?? 0;
    await expect.poll(() => simulator?.stats().jt808.playbackFramesSent, { timeout: 5_000 }).toBe(frames);
    viewer.socket.send(JSON.stringify({ type: "resume" }));
    await expect.poll(() => viewer.states().at(-1), { timeout: 5_000 }).toBe("playing");
    const target = Date.parse(file.startTime) + 5 * 60_000;
    viewer.socket.send(JSON.stringify({ type: "seek", at: new Date(target).toISOString() }));
    await expect.poll(() => positions().at(-1), { timeout: 10_000 }).toBeGreaterThanOrEqual(target);

    viewer.socket.close();
    await expect.poll(() => t.services.playbacks.sessions, { timeout: 5_000 }).toBe(0);
    await expect
      .poll(() => simulator?.stats().jt808 && t.services.mediaPort.port.streams, { timeout: 5_000 })
      .toBe(0);
  }, 60_000);

  it("plays a recording's sound once turned on, none while paused, as 8 kHz PCM of exactly the samples sent", async () => {
    const endTime = new Date();
    const filter = {
      vehicleId: dashcam.vehicleId,
      channel: 1,
      startTime: new Date(endTime.getTime() - 3_600_000),
    };
    const files =
      (await t.graphql<RecordedVideosAnswer>(cookie, RECORDED_VIDEOS, { filter: { ...filter, endTime } }))
        .data?.recordedVideos.data ?? [];
    const file = files[0] as (typeof files)[number];
    const stats = () => simulator?.stats().jt808 ?? { playbackFramesSent: 0, playbackSoundSamplesSent: 0 };
    const viewer = liveVideoSocket(base, cookie, {
      mode: "playback",
      vehicleId: dashcam.vehicleId,
      channel: 1,
      start: file.startTime,
      // a short window: the dashcam hangs up at its end
      end: new Date(Date.parse(file.startTime) + 12_000).toISOString(),
    });
    await expect
      .poll(() => viewer.messages.find((message) => message.type === "audio"), { timeout: 15_000 })
      .toEqual({ type: "audio", codec: "G.711 A-law" });
    await expect.poll(() => viewer.states().at(-1), { timeout: 5_000 }).toBe("playing");
    expect(viewer.sound).toHaveLength(0);
    viewer.socket.send(JSON.stringify({ type: "sound", on: true }));
    await expect.poll(() => viewer.sound.length, { timeout: 5_000 }).toBeGreaterThan(10);

    // paused: what the dashcam still sent before it heard the pause is not played
    viewer.socket.send(JSON.stringify({ type: "pause" }));
    await expect.poll(() => viewer.states().at(-1), { timeout: 5_000 }).toBe("paused");
    const frames = stats().playbackFramesSent;
    await expect.poll(() => stats().playbackFramesSent, { timeout: 5_000 }).toBe(frames);
    // the server answers a ping after the frames before it
    await new Promise<void>((resolve) => {
      viewer.socket.once("pong", () => resolve());
      viewer.socket.ping();
    });
    const pausedAt = viewer.messages.findIndex(
      (message) => message.type === "state" && message.state === "paused",
    );
    expect(viewer.sound.length).toBe(viewer.heardBy[pausedAt]);

    // resumed to the window's end: every sample the dashcam sends meanwhile is heard
    const heard = viewer.sound.length;
    const samplesBefore = stats().playbackSoundSamplesSent;
    viewer.socket.send(JSON.stringify({ type: "resume" }));
    await expect.poll(() => viewer.states().at(-1), { timeout: 45_000 }).toBe("ended");
    await viewer.closed;
    const sent = stats().playbackSoundSamplesSent - samplesBefore;
    const resumed = viewer.sound.slice(heard);
    expect(sent).toBeGreaterThan(25 * 320);
    expect(resumed.every((frame) => frame.length === 320)).toBe(true);
    expect(resumed.reduce((total, frame) => total + frame.length, 0)).toBe(sent);
    const peak = Math.max(...resumed.map((frame) => Math.max(...frame.map(Math.abs))));
    expect(peak).toBeGreaterThan(5_000);
    await expect.poll(() => t.services.playbacks.sessions, { timeout: 5_000 }).toBe(0);
  }, 120_000);

  it("hands a channel from live video to a playback of it and back, the one taken over told so", async () => {
    const live = liveVideoSocket(base, cookie, { vehicleId: dashcam.vehicleId, channel: 2, quality: "sub" });
    await expect.poll(() => live.states(), { timeout: 15_000 }).toContain("live");
    const endTime = new Date();
    const filter = {
      vehicleId: dashcam.vehicleId,
      channel: 2,
      startTime: new Date(endTime.getTime() - 3_600_000),
    };
    const files =
      (await t.graphql<RecordedVideosAnswer>(cookie, RECORDED_VIDEOS, { filter: { ...filter, endTime } }))
        .data?.recordedVideos.data ?? [];
    const file = files[0] as (typeof files)[number];
    const playback = liveVideoSocket(base, cookie, {
      mode: "playback",
      vehicleId: dashcam.vehicleId,
      channel: 2,
      start: file.startTime,
      end: file.endTime,
    });
    await expect.poll(() => playback.states(), { timeout: 15_000 }).toContain("playing");
    expect(live.states().at(-1)).toBe("takenOver");
    expect(await live.closed).toBe(1000);
    expect(t.services.liveStreams.streams).toBe(0);

    const again = liveVideoSocket(base, cookie, { vehicleId: dashcam.vehicleId, channel: 2, quality: "sub" });
    await expect.poll(() => again.states(), { timeout: 15_000 }).toContain("live");
    expect(playback.states().at(-1)).toBe("takenOver");
    expect(t.services.playbacks.sessions).toBe(0);
    again.socket.close();
    await expect.poll(() => t.services.liveStreams.streams, { timeout: 5_000 }).toBe(0);
  }, 60_000);

  it("refuses the file list and playback without the key, for another company and a vehicle without a camera", async () => {
    const endTime = new Date();
    const filter = { channel: 1, startTime: new Date(endTime.getTime() - 3_600_000), endTime };
    const ask = async (who: string, vehicleId: number) =>
      await t.graphql<RecordedVideosAnswer>(who, RECORDED_VIDEOS, { filter: { ...filter, vehicleId } });
    const noKey = await ask(await t.loginAs(["b1a-default-liveview:read"]), dashcam.vehicleId);
    expect(noKey.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const stranger = (await ask(await t.loginAs([TRACK_VISION], "PT Lain"), dashcam.vehicleId)).data
      ?.recordedVideos;
    expect(stranger).toMatchObject({ isSuccessful: false, errorName: "NotFound", data: null });
    const noCamera = (await ask(cookie, tracker.vehicleId)).data?.recordedVideos;
    expect(noCamera).toMatchObject({ isSuccessful: false, errorName: "NoCamera" });
    expect(noCamera?.message).toContain("tidak memiliki kamera");

    const playback = {
      mode: "playback",
      channel: 1,
      start: filter.startTime.toISOString(),
      end: endTime.toISOString(),
    };
    const strangerPlays = liveVideoSocket(base, await t.loginAs([TRACK_VISION], "PT Lain"), {
      ...playback,
      vehicleId: dashcam.vehicleId,
    });
    expect(await strangerPlays.closed).toBe(4404);
    const noCameraPlays = liveVideoSocket(base, cookie, { ...playback, vehicleId: tracker.vehicleId });
    expect(await noCameraPlays.closed).toBe(4422);
    expect(t.services.playbacks.sessions).toBe(0);
  });
  const VIDEO_VIEWS = /* GraphQL */ `
    query VideoViews($filter: VideoViewsFilter!) {
      videoViews(filter: $filter) {
        isSuccessful
        data { userName vehicleId licensePlate channel mode startedAt endedAt secondsWatched }
        pagination { total }
      }
    }
  `;
  const setQuota = (minutes: number | null) =>
    t.database.db
      .update(companies)
      .set({ monthlyVideoMinutes: minutes })
      .where(eq(companies.id, dashcam.companyId));
  /** a finished view of `seconds` this month, so the quota is (nearly) used */
  const watchedBefore = (seconds: number) => {
    const endedAt = new Date();
    return t.database.db.insert(videoViews).values({
      companyId: dashcam.companyId,
      userName: "Sebelumnya",
      vehicleId: dashcam.vehicleId,
      channel: 1,
      mode: "live",
      startedAt: new Date(endedAt.getTime() - seconds * 1000),
      endedAt,
      secondsWatched: seconds,
    });
  };

  it("writes a view row when a live view starts and closes it with the seconds watched; the company lists it, another does not", async () => {
    const viewer = liveVideoSocket(base, cookie, { vehicleId: dashcam.vehicleId, channel: 1 });
    await expect.poll(() => viewer.states(), { timeout: 15_000 }).toContain("live");
    const [running] = await t.database.db.select().from(videoViews).orderBy(desc(videoViews.id)).limit(1);
    expect(running).toMatchObject({ vehicleId: dashcam.vehicleId, channel: 1, mode: "live", endedAt: null });
    expect(running?.userId).toBeGreaterThan(0);
    viewer.socket.close();
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(videoViews)
              .where(eq(videoViews.id, running?.id ?? 0))
          )[0]?.endedAt,
        { timeout: 5_000 },
      )
      .not.toBeNull();
    const [closed] = await t.database.db
      .select()
      .from(videoViews)
      .where(eq(videoViews.id, running?.id ?? 0));
    expect(closed?.secondsWatched).toBeGreaterThanOrEqual(0);
    expect(closed?.secondsWatched).toBe(
      Math.floor(((closed?.endedAt?.getTime() ?? 0) - (closed?.startedAt.getTime() ?? 0)) / 1000),
    );

    const filter = {
      startDate: new Date(Date.now() - 3_600_000).toISOString(),
      endDate: new Date(Date.now() + 60_000).toISOString(),
      vehicleId: dashcam.vehicleId,
    };
    type Views = { videoViews: { data: { channel: number; userName: string; licensePlate: string }[] } };
    const own = (await t.graphql<Views>(cookie, VIDEO_VIEWS, { filter })).data?.videoViews.data ?? [];
    expect(own[0]).toMatchObject({ channel: 1, licensePlate: "B 7001 TV", userName: closed?.userName });
    const stranger = await t.graphql<Views>(await t.loginAs([TRACK_VISION], "PT Lain"), VIDEO_VIEWS, {
      filter,
    });
    expect(stranger.data?.videoViews.data).toEqual([]);
    const noKey = await t.graphql(await t.loginAs(["b1a-default-liveview:read"]), VIDEO_VIEWS, { filter });
    expect(noKey.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    await expect.poll(() => t.services.liveStreams.streams, { timeout: 5_000 }).toBe(0);
  }, 30_000);

  it("refuses a view once the month's minutes are used, in Indonesian and English", async () => {
    await setQuota(1);
    await watchedBefore(60);
    try {
      const refused = liveVideoSocket(base, cookie, { vehicleId: dashcam.vehicleId, channel: 1 });
      expect(await refused.closed).toBe(4429);
      expect(refused.refusal()).toMatchObject({
        errorName: "VideoQuotaExhausted",
        message: expect.stringContaining("Kuota menit video perusahaan Anda bulan ini sudah habis (1 menit)"),
      });
      const english = liveVideoSocket(
        base,
        cookie,
        { vehicleId: dashcam.vehicleId, channel: 1 },
        { "accept-language": "en" },
      );
      expect(await english.closed).toBe(4429);
      expect(english.refusal()).toMatchObject({
        message: expect.stringContaining("video minutes for this month are used up (quota: 1 min)"),
      });
      const playback = liveVideoSocket(base, cookie, {
        mode: "playback",
        vehicleId: dashcam.vehicleId,
        channel: 1,
        start: new Date(Date.now() - 3_600_000).toISOString(),
        end: new Date().toISOString(),
      });
      expect(await playback.closed).toBe(4429);
      expect(t.services.liveStreams.streams).toBe(0);
    } finally {
      await setQuota(null);
    }
  }, 30_000);

  it("ends a running view when the quota runs out during it", async () => {
    // three seconds left of the quota
    const usage = await t.graphql<{ videoUsage: { data: { secondsUsed: number } } }>(
      cookie,
      `query { videoUsage { data { secondsUsed } } }`,
    );
    const used = usage.data?.videoUsage.data.secondsUsed ?? 0;
    const quota = Math.ceil(used / 60) + 1;
    await setQuota(quota);
    await watchedBefore(quota * 60 - used - 3);
    try {
      const viewer = liveVideoSocket(base, cookie, { vehicleId: dashcam.vehicleId, channel: 2 });
      expect(await viewer.closed).toBe(4429);
      expect(viewer.states()).toContain("requesting");
      expect(viewer.refusal()).toMatchObject({ errorName: "VideoQuotaExhausted" });
      await expect.poll(() => t.services.videoViews.open, { timeout: 5_000 }).toBe(0);
    } finally {
      await setQuota(null);
    }
  }, 30_000);

  it("updates the streams cap and the monthly minutes with the company settings' update key only", async () => {
    const UPDATE = `mutation ($input: UpdateVideoSettingsInput!) { updateVideoSettings(input: $input) { isSuccessful errorName data { maxLiveStreams monthlyVideoMinutes minutesUsed } } }`;
    const viewerOnly = await t.graphql(cookie, UPDATE, {
      input: { maxLiveStreams: 2, monthlyVideoMinutes: 10 },
    });
    expect(viewerOnly.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const admin = await t.loginAs(["c1a-setting-company:update"]);
    const invalid = await t.graphql<{ updateVideoSettings: { errorName: string } }>(admin, UPDATE, {
      input: { maxLiveStreams: 99, monthlyVideoMinutes: 10 },
    });
    expect(invalid.data?.updateVideoSettings.errorName).toBe("ValidationError");
    const saved = await t.graphql(admin, UPDATE, { input: { maxLiveStreams: 5, monthlyVideoMinutes: 600 } });
    expect(saved.data).toMatchObject({
      updateVideoSettings: { isSuccessful: true, data: { maxLiveStreams: 5, monthlyVideoMinutes: 600 } },
    });
    const usage = await t.graphql(
      cookie,
      `query { videoUsage { data { maxLiveStreams monthlyVideoMinutes } } }`,
    );
    expect(usage.data).toEqual({ videoUsage: { data: { maxLiveStreams: 5, monthlyVideoMinutes: 600 } } });
    await t.graphql(admin, UPDATE, { input: { maxLiveStreams: 9, monthlyVideoMinutes: null } });
  });
  it("closes a view a crash left open at its last known time, and the running views when the server stops", async () => {
    const startedAt = new Date(Date.now() - 20 * 60_000);
    const lastSeenAt = new Date(startedAt.getTime() + 10 * 60_000);
    const [left] = await t.database.db
      .insert(videoViews)
      .values({
        companyId: dashcam.companyId,
        userName: "Sebelum crash",
        vehicleId: dashcam.vehicleId,
        channel: 1,
        mode: "live",
        startedAt,
        lastSeenAt,
      })
      .returning({ id: videoViews.id });
    await t.services.videoViews.check();
    const [closed] = await t.database.db
      .select()
      .from(videoViews)
      .where(eq(videoViews.id, left?.id ?? 0));
    expect(closed?.endedAt).toEqual(lastSeenAt);
    expect(closed?.secondsWatched).toBe(600);

    const viewer = liveVideoSocket(base, cookie, { vehicleId: dashcam.vehicleId, channel: 1 });
    // closed before its first frame, too: the stream still stops once idle
    await expect.poll(() => t.services.videoViews.open, { timeout: 15_000 }).toBe(1);
    // the server stops (its jobs' stop): the running view ends now, before its socket closes
    await t.services.videoViews.stop();
    const [running] = await t.database.db.select().from(videoViews).orderBy(desc(videoViews.id)).limit(1);
    expect(running?.endedAt).not.toBeNull();
    expect(running?.userName).not.toBe("Sebelum crash");
    viewer.socket.close();
    await expect.poll(() => t.services.liveStreams.streams, { timeout: 5_000 }).toBe(0);
  }, 30_000);
});
