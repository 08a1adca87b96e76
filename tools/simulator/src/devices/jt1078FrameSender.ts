import { connect, type Socket } from "node:net";
import {
  CALL_SAMPLE_RATE,
  encodeG711,
  encodeJt1078Packet,
  H264_NAL,
  h264NalType,
  h265NalType,
  isH265Keyframe,
  JT1078_DATA_TYPE,
  JT1078_PAYLOAD,
  type Jt1078Edition,
  jt1078FramePackets,
  readAdtsFrame,
  splitAnnexB,
} from "@armada/domain";
import { voiceLikeSignal } from "./dashcamCall.js";
import { DEMO_VIDEO_FPS, type DemoVideoCodec } from "./demoVideo.js";

/** the demo video's frame interval */
export const FRAME_MS = 1000 / DEMO_VIDEO_FPS;
/** The cab microphone's sound sent with video: the driver call's voice-like signal, G.711 A-law, looped. */
const SOUND = encodeG711(voiceLikeSignal(4), "alaw");
/** one audio frame per video frame: 40 ms at 8 kHz */
export const SOUND_FRAME_SAMPLES = Math.round((FRAME_MS / 1000) * CALL_SAMPLE_RATE);

/** samples in one AAC LC frame */
const AAC_FRAME_SAMPLES = 1024;
/** a socket this far behind skips to the next key frame rather than queue more */
const MAX_QUEUED_BYTES = 256 * 1024;

const isKeyFrame = (frame: Uint8Array, codec: DemoVideoCodec) =>
  splitAnnexB(frame).some((unit) =>
    codec === "h265" ? isH265Keyframe(h265NalType(unit)) : h264NalType(unit) === H264_NAL.idr,
  );

/**
 * A dashcam's media connection for one channel (live video or playback): dials the media server and sends H.264 or
 * H.265 frames (and, when asked, the cab microphone's audio) as JT/T 1078 packets, sub-packaged, each stamped with
 * the time its sender gives. The server sends nothing back on it.
 */
export class Jt1078FrameSender {
  private readonly socket: Socket;
  private readonly keys: boolean[];
  private readonly edition: Jt1078Edition;
  private readonly payloadType: number;
  private serial = 0;
  private soundAt = 0;
  private lastKeyAt: number;
  /** after a seek, or while the socket is too far behind: frames are skipped until a key frame */
  private waitingForKey: boolean;
  private readonly aacSound: readonly Uint8Array[] | null;
  private readonly aacFrameMs: number;
  private aacAt = 0;
  /** the time the next AAC frame is due (the sender's clock), null before the first */
  private aacDueAt: number | null = null;

  constructor(
    private readonly sim: string,
    readonly channel: number,
    connection: {
      host: string;
      port: number;
      edition: Jt1078Edition;
      codec?: DemoVideoCodec;
      /** the microphone records AAC: its ADTS frames, looped (else G.711 A-law) */
      aacSound?: readonly Uint8Array[] | undefined;
    },
    readonly frames: readonly Uint8Array[],
    start: { timestamp: number; onKeyFrame: boolean },
    on: { connect: () => void; close: () => void },
  ) {
    this.edition = connection.edition;
    this.aacSound = connection.aacSound?.length ? connection.aacSound : null;
    const first = this.aacSound?.[0];
    this.aacFrameMs = first ? (AAC_FRAME_SAMPLES / readAdtsFrame(first).sampleRate) * 1000 : 0;
    const codec = connection.codec ?? "h264";
    this.payloadType = codec === "h265" ? JT1078_PAYLOAD.h265 : JT1078_PAYLOAD.h264;
    this.keys = frames.map((frame) => isKeyFrame(frame, codec));
    this.lastKeyAt = start.timestamp;
    this.waitingForKey = start.onKeyFrame;
    this.socket = connect({ host: connection.host, port: connection.port });
    this.socket.setNoDelay(true);
    this.socket.on("connect", on.connect);
    this.socket.on("data", () => {});
    this.socket.on("error", () => {});
    this.socket.on("close", on.close);
  }

  /** Sends frame `index` stamped `timestamp` (ms); false when it was skipped waiting for a key frame. */
  send(index: number, timestamp: number): boolean {
    const frame = this.frames[index] as Uint8Array;
    const key = this.keys[index] as boolean;
    if (this.socket.writableLength > MAX_QUEUED_BYTES) this.waitingForKey = true;
    if (this.waitingForKey && !key) return false;
    this.waitingForKey = false;
    if (key) this.lastKeyAt = timestamp;
    const packets = jt1078FramePackets(
      {
        payloadType: this.payloadType,
        sim: this.sim,
        channel: this.channel,
        dataType: key ? JT1078_DATA_TYPE.videoI : JT1078_DATA_TYPE.videoP,
        timestamp,
        lastIFrameInterval: timestamp - this.lastKeyAt,
        lastFrameInterval: Math.round(FRAME_MS),
      },
      frame,
      this.serial,
    );
    this.serial = (this.serial + packets.length) & 0xffff;
    for (const packet of packets) this.socket.write(encodeJt1078Packet(packet, this.edition));
    return true;
  }

  /**
   * Sends the microphone's sound up to `timestamp`: the next 40 ms of G.711 A-law (one frame), or the AAC frames due
   * by then (64 ms each at 16 kHz); false when dropped because the socket is behind.
   */
  sendSound(timestamp: number): boolean {
    if (this.socket.writableLength > MAX_QUEUED_BYTES) return false;
    if (this.aacSound) {
      // a seek, or a clock that went back: the sound starts again at the picture's time
      if (
        this.aacDueAt === null ||
        timestamp < this.aacDueAt - this.aacFrameMs ||
        timestamp - this.aacDueAt > 1_000
      )
        this.aacDueAt = timestamp;
      while (this.aacDueAt <= timestamp) {
        this.writeAudio(
          JT1078_PAYLOAD.aac,
          this.aacSound[this.aacAt] as Uint8Array,
          Math.round(this.aacDueAt),
        );
        this.aacAt = (this.aacAt + 1) % this.aacSound.length;
        this.aacDueAt += this.aacFrameMs;
      }
      return true;
    }
    if (this.soundAt + SOUND_FRAME_SAMPLES > SOUND.length) this.soundAt = 0;
    const frame = SOUND.subarray(this.soundAt, this.soundAt + SOUND_FRAME_SAMPLES);
    this.soundAt += SOUND_FRAME_SAMPLES;
    this.writeAudio(JT1078_PAYLOAD.g711a, frame, timestamp);
    return true;
  }

  private writeAudio(payloadType: number, frame: Uint8Array, timestamp: number) {
    const packets = jt1078FramePackets(
      {
        payloadType,
        sim: this.sim,
        channel: this.channel,
        dataType: JT1078_DATA_TYPE.audio,
        timestamp,
        lastIFrameInterval: null,
        lastFrameInterval: null,
      },
      frame,
      this.serial,
    );
    this.serial = (this.serial + packets.length) & 0xffff;
    for (const packet of packets) this.socket.write(encodeJt1078Packet(packet, this.edition));
  }

  /** the next frames wait for a key frame (a seek) */
  waitForKeyFrame() {
    this.waitingForKey = true;
  }

  /** ends the connection once what is queued is sent */
  end() {
    this.socket.end();
  }

  hangUp() {
    this.socket.destroy();
  }
}
