import {
  canWatchLiveVideo,
  DASHCAM_VENDOR_TYPES,
  encodeJt1078RealtimeControl,
  encodeJt1078RealtimeRequest,
  JT1078_CLOSE_SCOPE,
  JT1078_REALTIME_COMMAND,
  JT1078_REALTIME_DATA,
  JT1078_REALTIME_MESSAGE,
  type LiveVideoMuxer,
  type LiveVideoRequest,
  type LiveVideoServerMessage,
  type LiveVideoState,
  liveVideoMuxerFor,
  MEDIA_TIMING,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { AppError, forbidden, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import type { MediaStream, ReceivedAudio, ReceivedVideo, SharedMediaPort } from "../ingest/index.js";
import type { DashcamRelay } from "../media/index.js";
import { findMediaTarget } from "../media/index.js";
import { findMaxLiveStreams } from "./liveStreamRepository.js";
import type { VideoMedia } from "./videoMedia.js";
import { createVideoSound, type VideoSound } from "./videoSound.js";

/** One viewer's end of a live stream (a live video socket). */
export interface LiveViewer {
  message(message: LiveVideoServerMessage): void;
  /** sends an fMP4 segment; false when the viewer is too far behind and it was dropped */
  segment(bytes: Uint8Array): boolean;
  /** sends the channel's sound (`liveAudioMessage`); dropped when the viewer is too far behind */
  audio(bytes: Uint8Array): void;
  /** the stream ended for good (its last state was sent) */
  ended(): void;
}

export interface LiveWatch {
  /** the viewer leaves */
  leave(): void;
  /** the viewer turns the channel's sound on or off (off at first) */
  sound(on: boolean): void;
}

export interface LiveStreamTiming {
  /** 0x9101 sent and no picture after this long: no signal */
  answerMs: number;
  /** a stream whose camera sends nothing for this long ends with no signal */
  silenceMs: number;
  /** a stream nobody watches anymore is stopped (0x9102) after this long, kept for a viewer coming right back */
  idleMs: number;
  /** how often running video views are checked against the company's monthly minutes (the video views' timer) */
  quotaCheckMs?: number;
}

export const LIVE_STREAM_TIMING: LiveStreamTiming = { answerMs: 15_000, silenceMs: 10_000, idleMs: 10_000 };

export interface LiveStreamsOptions {
  /** where a request tells the dashcam to stream */
  mediaPort: Pick<SharedMediaPort, "address">;
  /** the dashcams' streams, on this instance's media port or relayed from another's */
  video: VideoMedia;
  /** requests to the dashcams, wherever their JT/T 808 socket is held */
  dashcams: Pick<DashcamRelay, "send">;
  logger: FastifyBaseLogger;
  timing?: Partial<LiveStreamTiming>;
  now?: () => Date;
}

interface Viewer {
  viewer: LiveViewer;
  /** made at the first frame, for its codec (H.264 or H.265) */
  muxer: LiveVideoMuxer | null;
  state: LiveVideoState;
  sound: boolean;
}

interface Stream {
  key: string;
  companyId: number;
  deviceId: number;
  channel: number;
  viewers: Set<Viewer>;
  media: MediaStream | null;
  /** the answer timer, then the idle timer once nobody watches */
  timer: NodeJS.Timeout | null;
  streaming: boolean;
  sound: VideoSound;
}

const streamKey = (deviceId: number, channel: number) => `${deviceId}:${channel}`;

function requireWatchKey(user: AuthUser) {
  if (!canWatchLiveVideo(user.accessKeys)) throw forbidden();
}

/**
 * Track Vision's live video: one stream per dashcam channel, however many watch it. The first viewer's request
 * sends 0x9101 (video, main or sub stream) through the media module's dashcam relay; the dashcam dials the shared
 * JT/T 1078 media port, whose whole H.264 or H.265 frames are muxed to fMP4 per viewer (each from its own first key
 * frame), and whose sound (0x9101 asks for audio and video) is decoded to PCM for the viewers who turned it on.
 * 0x9102 stops the stream once nobody has watched it for the idle limit, or when the camera goes silent. A company
 * watches at most its `maxLiveStreams` streams at once (counted on this instance).
 */
export function createLiveStreams(db: Db, options: LiveStreamsOptions) {
  const { mediaPort, video: videoMedia, dashcams, logger } = options;
  const timing = { ...LIVE_STREAM_TIMING, ...options.timing };
  const now = options.now ?? (() => new Date());
  const streams = new Map<string, Stream>();

  const sendToDashcam = (deviceId: number, messageId: number, body: Uint8Array) =>
    dashcams.send(deviceId, messageId, body).catch((error: unknown) => {
      logger.warn({ err: error, deviceId, messageId }, "dashcam request not sent");
      return null;
    });

  function tell(viewer: Viewer, state: LiveVideoState) {
    if (viewer.state === state) return;
    viewer.state = state;
    viewer.viewer.message({ type: "state", state });
  }

  /** Stops the stream (0x9102 when it was asked for); its viewers are told `state` and let go. */
  function end(stream: Stream, state: LiveVideoState) {
    if (streams.get(stream.key) !== stream) return;
    streams.delete(stream.key);
    if (stream.timer) clearTimeout(stream.timer);
    for (const viewer of stream.viewers) {
      tell(viewer, state);
      viewer.viewer.ended();
    }
    stream.viewers.clear();
    if (!stream.media) return;
    stream.media.close();
    // the channel streams for whoever took it over now
    if (state === "takenOver") return;
    void sendToDashcam(
      stream.deviceId,
      JT1078_REALTIME_MESSAGE.realtimeControl,
      encodeJt1078RealtimeControl({
        channel: stream.channel,
        command: JT1078_REALTIME_COMMAND.close,
        closeScope: JT1078_CLOSE_SCOPE.all,
        streamType: 0,
      }),
    );
  }

  function video(stream: Stream, received: ReceivedVideo) {
    if (!stream.streaming) {
      stream.streaming = true;
      // the answer timer goes; an idle timer (the last viewer left before the first frame) stays
      if (stream.viewers.size > 0) {
        if (stream.timer) clearTimeout(stream.timer);
        stream.timer = null;
      }
    }
    const frame = {
      timestamp: received.timestamp ?? now().getTime(),
      interval: received.frameInterval,
      data: received.frame,
    };
    for (const viewer of stream.viewers) {
      viewer.muxer ??= liveVideoMuxerFor(received.payloadType);
      const { muxer } = viewer;
      if (received.afterLoss) muxer.lost();
      if (viewer.state === "requesting") tell(viewer, "connecting");
      for (const segment of muxer.push(frame)) {
        if (segment.kind === "init")
          viewer.viewer.message({
            type: "init",
            codec: segment.codec,
            width: segment.width,
            height: segment.height,
          });
        if (!viewer.viewer.segment(segment.bytes)) {
          // a viewer that fell behind starts again at the next key frame instead of decoding garbage
          muxer.lost();
          break;
        }
        if (segment.kind === "fragment") tell(viewer, "live");
      }
    }
  }

  /** The channel's sound, decoded once per stream, sent as it comes to the viewers who turned it on. */
  function audio(stream: Stream, received: ReceivedAudio) {
    const offered = stream.sound.offered;
    const message = stream.sound.decode(received);
    if (stream.sound.offered !== offered) for (const viewer of stream.viewers) offerSound(stream, viewer);
    if (message) for (const viewer of stream.viewers) if (viewer.sound) viewer.viewer.audio(message);
  }

  function offerSound(stream: Stream, viewer: Viewer) {
    const codec = stream.sound.offered;
    if (codec !== null) viewer.viewer.message({ type: "audio", codec });
  }

  function waitForAnswer(stream: Stream) {
    stream.timer = setTimeout(() => end(stream, "noSignal"), timing.answerMs);
    stream.timer.unref();
  }

  function open(stream: Stream, imei: string, quality: LiveVideoRequest["quality"]) {
    stream.media = videoMedia.expect(
      imei,
      stream.channel,
      {
        video: (received) => video(stream, received),
        audio: (received) => audio(stream, received),
        ended: (reason) => end(stream, reason === "replaced" ? "takenOver" : "noSignal"),
      },
      { silenceMs: timing.silenceMs },
    );
    waitForAnswer(stream);
    const { host, port } = mediaPort.address();
    void sendToDashcam(
      stream.deviceId,
      JT1078_REALTIME_MESSAGE.realtimeRequest,
      encodeJt1078RealtimeRequest({
        host,
        tcpPort: port,
        udpPort: 0,
        channel: stream.channel,
        // audio and video: a channel without a microphone sends video only
        dataType: JT1078_REALTIME_DATA.audioVideo,
        streamType: quality === "main" ? 0 : 1,
      }),
    ).then((serial) => {
      if (serial === null) end(stream, "offline");
    });
  }

  /**
   * The viewer watches the vehicle's camera channel: refused without the key, for another company's vehicle, a
   * vehicle without a camera, or a company at its maximum of streams; an unreachable device ends at `offline`.
   */
  async function watch(user: AuthUser, request: LiveVideoRequest, viewer: LiveViewer): Promise<LiveWatch> {
    requireWatchKey(user);
    const target = await findMediaTarget(db, user.companyId, request.vehicleId);
    if (!target) throw notFound();
    if (
      target.deviceId === null ||
      !target.imei ||
      !(DASHCAM_VENDOR_TYPES as readonly (string | null)[]).includes(target.vendorType)
    )
      throw new AppError("NoCamera", 422);
    const { deviceId, imei } = target;
    const maximum = await findMaxLiveStreams(db, user.companyId);
    const key = streamKey(deviceId, request.channel);
    let stream = streams.get(key);
    if (!stream) {
      const running = [...streams.values()].filter((other) => other.companyId === user.companyId).length;
      if (running >= maximum) throw new AppError("LiveStreamsAtMaximum", 409, { maximum });
      stream = {
        key,
        companyId: user.companyId,
        deviceId,
        channel: request.channel,
        viewers: new Set(),
        media: null,
        timer: null,
        streaming: false,
        sound: createVideoSound(logger),
      };
      streams.set(key, stream);
      const silent =
        !target.lastPacket ||
        now().getTime() - target.lastPacket.getTime() > MEDIA_TIMING.deviceLastReceiveLimitMs;
      if (!silent) open(stream, imei, request.quality);
    } else if (stream.viewers.size === 0 && stream.timer) {
      // back within the idle limit: the stream goes on (and still has to answer if it has not yet)
      clearTimeout(stream.timer);
      stream.timer = null;
      if (!stream.streaming) waitForAnswer(stream);
    }
    const joined = stream;
    const watcher: Viewer = { viewer, muxer: null, state: "requesting", sound: false };
    joined.viewers.add(watcher);
    viewer.message({ type: "state", state: "requesting" });
    offerSound(joined, watcher);
    if (!joined.media) end(joined, "offline");
    else if (joined.streaming) tell(watcher, "connecting");
    return {
      sound(on) {
        watcher.sound = on;
      },
      leave() {
        if (!joined.viewers.delete(watcher) || joined.viewers.size > 0) return;
        if (joined.timer) clearTimeout(joined.timer);
        joined.timer = setTimeout(() => end(joined, "noSignal"), timing.idleMs);
        joined.timer.unref();
      },
    };
  }

  return {
    watch,
    /** streams running on this instance */
    get streams(): number {
      return streams.size;
    },
    stop() {
      for (const stream of [...streams.values()]) end(stream, "noSignal");
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
