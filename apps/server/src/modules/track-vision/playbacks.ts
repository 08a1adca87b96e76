import {
  canPlayBackVideo,
  DASHCAM_VENDOR_TYPES,
  encodeJt1078PlaybackControl,
  encodeJt1078PlaybackRequest,
  encodeJt1078ResourceQuery,
  JT808_STANDARD_ZONE_MINUTES,
  JT1078_PLAYBACK_CONTROL,
  JT1078_PLAYBACK_MESSAGE,
  JT1078_PLAYBACK_MODE,
  JT1078_RESOURCE_TYPE,
  type Jt1078PlaybackSpeed,
  type Jt1078Resource,
  type Language,
  type LiveVideoMuxer,
  liveVideoMuxerFor,
  MEDIA_TIMING,
  type PlaybackCommand,
  type PlaybackRequest,
  type PlaybackServerMessage,
  type PlaybackState,
  playbackSoundInSync,
  recordedVideosFilterSchema,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { AppError, forbidden, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import type { MediaStream, ReceivedAudio, ReceivedVideo, SharedMediaPort } from "../ingest/index.js";
import type { DashcamRelay } from "../media/index.js";
import { findMediaTarget } from "../media/index.js";
import type { VideoMedia } from "./videoMedia.js";
import { createVideoSound } from "./videoSound.js";

/** One viewer's end of a playback (a live video socket opened in playback mode). */
export interface PlaybackViewer {
  message(message: PlaybackServerMessage): void;
  /** sends an fMP4 segment; false when the viewer is too far behind and it was dropped */
  segment(bytes: Uint8Array): boolean;
  /** sends the recording's sound (`liveAudioMessage`); dropped when the viewer is too far behind */
  audio(bytes: Uint8Array): void;
  /** the playback ended for good (its last state was sent) */
  ended(): void;
}

export interface PlaybackSession {
  command(command: PlaybackCommand): void;
  /** the viewer turns the recording's sound on or off (off at first) */
  sound(on: boolean): void;
  /** the viewer leaves: the dashcam is told to stop */
  leave(): void;
}

export interface PlaybackTiming {
  /** 0x9201 sent and no picture after this long: no signal */
  answerMs: number;
  /** a playback whose dashcam sends nothing for this long (paused included) ends */
  silenceMs: number;
  /** how long the dashcam has to answer a resource list (0x9205 → 0x1205) */
  listMs: number;
}

export const PLAYBACK_TIMING: PlaybackTiming = { answerMs: 15_000, silenceMs: 10 * 60_000, listMs: 10_000 };

export interface PlaybacksOptions {
  /** where a request tells the dashcam to stream */
  mediaPort: Pick<SharedMediaPort, "address">;
  /** the dashcams' streams, on this instance's media port or relayed from another's */
  video: VideoMedia;
  dashcams: Pick<DashcamRelay, "send" | "resourceList">;
  logger: FastifyBaseLogger;
  timing?: Partial<PlaybackTiming>;
  now?: () => Date;
}

/** how often the recorded time playing is told */
const POSITION_EVERY_MS = 500;
const ZONE = JT808_STANDARD_ZONE_MINUTES;

/**
 * Track Vision's playback of a dashcam's card: the files it recorded on a channel (0x9205 → 0x1205) and a
 * playback per viewer (0x9201), streamed over `ingest`'s shared JT/T 1078 media port like live video and muxed to
 * fMP4, its sound decoded like live video's (`createVideoSound`) and sent only with the picture it was recorded with
 * (`playbackSoundInSync`: late sound is dropped, the picture never waits), not while paused, after a seek until the
 * new time's first picture, nor faster than ×1; pause, resume, seek and speed go to the dashcam as 0x9202. The live
 * view's key (or a playback page's,
 * `canPlayBackVideo`), the caller's company.
 */
export function createPlaybacks(db: Db, options: PlaybacksOptions) {
  const { mediaPort, video: videoMedia, dashcams, logger } = options;
  const timing = { ...PLAYBACK_TIMING, ...options.timing };
  const now = options.now ?? (() => new Date());
  const sessions = new Set<{ stop(state: PlaybackState): void }>();

  /** The vehicle's dashcam, or why not: no key 403, another company's 404, no camera 422, offline 409. */
  async function camera(user: AuthUser, vehicleId: number) {
    if (!canPlayBackVideo(user.accessKeys)) throw forbidden();
    const target = await findMediaTarget(db, user.companyId, vehicleId);
    if (!target) throw notFound();
    if (
      target.deviceId === null ||
      !target.imei ||
      !(DASHCAM_VENDOR_TYPES as readonly (string | null)[]).includes(target.vendorType)
    )
      throw new AppError("NoCamera", 422);
    const silent =
      !target.lastPacket ||
      now().getTime() - target.lastPacket.getTime() > MEDIA_TIMING.deviceLastReceiveLimitMs;
    return { deviceId: target.deviceId, imei: target.imei, silent };
  }

  const send = (deviceId: number, messageId: number, body: Uint8Array) =>
    dashcams.send(deviceId, messageId, body).catch((error: unknown) => {
      logger.warn({ err: error, deviceId, messageId }, "dashcam request not sent");
      return null;
    });

  /** recordedVideos: the dashcam's files of a channel and window, asked now (0x9205), oldest first. */
  async function list(user: AuthUser, filter: unknown, language: Language): Promise<Jt1078Resource[]> {
    const input = parseInput(recordedVideosFilterSchema, filter, language);
    const { deviceId, silent } = await camera(user, input.vehicleId);
    if (silent) throw new AppError("DeviceUnreachable", 409);
    const body = encodeJt1078ResourceQuery(
      {
        channel: input.channel,
        start: input.startTime,
        end: input.endTime,
        resourceType: JT1078_RESOURCE_TYPE.videoOrAudioVideo,
      },
      ZONE,
    );
    const resources = await dashcams.resourceList(deviceId, body, timing.listMs);
    if (resources === "unreachable") throw new AppError("DeviceUnreachable", 409);
    if (resources === "noAnswer") throw new AppError("DeviceNotAnswering", 504);
    return resources
      .filter((resource) => resource.channel === input.channel || resource.channel === 0)
      .sort((a, b) => (a.start?.getTime() ?? 0) - (b.start?.getTime() ?? 0));
  }

  /** Plays the window of the vehicle's camera channel to `viewer` (refusals as `camera` says). */
  async function play(
    user: AuthUser,
    request: PlaybackRequest,
    viewer: PlaybackViewer,
  ): Promise<PlaybackSession> {
    const { deviceId, imei, silent } = await camera(user, request.vehicleId);
    const { channel } = request;
    /** made at the first frame, for its codec (H.264 or H.265) */
    let muxer: LiveVideoMuxer | null = null;
    let state: PlaybackState | null = null;
    let media: MediaStream | null = null;
    let timer: NodeJS.Timeout | null = null;
    let streaming = false;
    let paused = false;
    let lastPosition = 0;
    let done = false;
    const sound = createVideoSound(logger);
    let soundOn = false;
    let speed = 1;
    /** the recorded time of the picture last sent; null before the first and after a seek */
    let pictureAt: number | null = null;

    const tell = (next: PlaybackState) => {
      if (state === next) return;
      state = next;
      viewer.message({ type: "state", state: next });
    };
    const control = (
      command: number,
      fields: { speed?: Jt1078PlaybackSpeed | null; dragTo?: Date | null } = {},
    ) =>
      send(
        deviceId,
        JT1078_PLAYBACK_MESSAGE.playbackControl,
        encodeJt1078PlaybackControl(
          {
            channel,
            control: command,
            speed: fields.speed ?? null,
            dragTo: fields.dragTo ?? null,
          },
          ZONE,
        ),
      );

    const session = {
      /** ends the playback at `final`; the dashcam is told to stop unless it finished by itself or was taken over */
      stop(final: PlaybackState, tellDashcam = final !== "ended" && final !== "takenOver") {
        if (done) return;
        done = true;
        sessions.delete(session);
        if (timer) clearTimeout(timer);
        tell(final);
        viewer.ended();
        if (!media) return;
        media.close();
        if (tellDashcam) void control(JT1078_PLAYBACK_CONTROL.stop);
      },
    };
    sessions.add(session);

    const video = (received: ReceivedVideo) => {
      if (!streaming) {
        streaming = true;
        if (timer) clearTimeout(timer);
        timer = null;
      }
      muxer ??= liveVideoMuxerFor(received.payloadType);
      if (received.afterLoss) muxer.lost();
      if (state === "requesting") tell("loading");
      const timestamp = received.timestamp ?? now().getTime();
      for (const segment of muxer.push({
        timestamp,
        interval: received.frameInterval,
        data: received.frame,
      })) {
        if (segment.kind === "init")
          viewer.message({
            type: "init",
            codec: segment.codec,
            width: segment.width,
            height: segment.height,
          });
        if (!viewer.segment(segment.bytes)) {
          muxer.lost();
          break;
        }
        if (segment.kind !== "fragment") continue;
        pictureAt = received.timestamp;
        if (!paused) tell("playing");
        // the dashcam stamps playback frames with their recorded time
        if (received.timestamp !== null && Math.abs(timestamp - lastPosition) >= POSITION_EVERY_MS) {
          lastPosition = timestamp;
          viewer.message({ type: "position", at: new Date(timestamp).toISOString() });
        }
      }
    };

    const audio = (received: ReceivedAudio) => {
      const offered = sound.offered;
      const message = sound.decode(received);
      if (sound.offered !== null && sound.offered !== offered)
        viewer.message({ type: "audio", codec: sound.offered });
      if (message && soundOn && !paused && speed === 1 && playbackSoundInSync(received.timestamp, pictureAt))
        viewer.audio(message);
    };

    viewer.message({ type: "state", state: "requesting" });
    state = "requesting";
    if (silent) {
      session.stop("offline");
    } else {
      media = videoMedia.expect(
        imei,
        channel,
        {
          video,
          audio,
          // the dashcam hangs up at the window's end
          ended: (reason) =>
            session.stop(
              reason === "replaced" ? "takenOver" : reason === "closed" && streaming ? "ended" : "noSignal",
            ),
        },
        { silenceMs: timing.silenceMs },
      );
      timer = setTimeout(() => session.stop("noSignal"), timing.answerMs);
      timer.unref();
      const { host, port } = mediaPort.address();
      void send(
        deviceId,
        JT1078_PLAYBACK_MESSAGE.playbackRequest,
        encodeJt1078PlaybackRequest(
          {
            host,
            tcpPort: port,
            udpPort: 0,
            channel,
            // with its sound where the file has one
            resourceType: JT1078_RESOURCE_TYPE.videoOrAudioVideo,
            streamType: 0,
            storageType: 0,
            mode: JT1078_PLAYBACK_MODE.normal,
            speed: null,
            start: request.start,
            end: request.end,
          },
          ZONE,
        ),
      ).then((serial) => {
        if (serial === null) session.stop("offline");
      });
    }

    return {
      command(command) {
        if (done) return;
        switch (command.type) {
          case "pause":
            paused = true;
            tell("paused");
            void control(JT1078_PLAYBACK_CONTROL.pause);
            return;
          case "resume":
            paused = false;
            if (streaming) tell("playing");
            void control(JT1078_PLAYBACK_CONTROL.resume);
            return;
          case "seek":
            // the next frames come from a key frame at the new time, the sound with them
            muxer?.lost();
            pictureAt = null;
            void control(JT1078_PLAYBACK_CONTROL.seek, { dragTo: command.at });
            return;
          case "speed":
            speed = command.speed;
            void control(
              command.speed === 1 ? JT1078_PLAYBACK_CONTROL.resume : JT1078_PLAYBACK_CONTROL.fastForward,
              { speed: command.speed },
            );
            return;
        }
      },
      sound(on) {
        soundOn = on;
      },
      leave: () => session.stop("ended", true),
    };
  }

  return {
    list,
    play,
    /** playbacks running on this instance */
    get sessions(): number {
      return sessions.size;
    },
    stop() {
      for (const session of [...sessions]) session.stop("noSignal");
    },
  };
}

export type Playbacks = ReturnType<typeof createPlaybacks>;
