import { connect, type Socket } from "node:net";
import {
  encodeJt1078Packet,
  H264_NAL,
  h264NalType,
  JT1078_DATA_TYPE,
  JT1078_PAYLOAD,
  type Jt1078Edition,
  type Jt1078Resource,
  jt1078FramePackets,
  splitAnnexB,
} from "@armada/domain";
import { DEMO_VIDEO_FPS } from "./demoVideo.js";

const FRAME_MS = 1000 / DEMO_VIDEO_FPS;
const MAX_QUEUED_BYTES = 256 * 1024;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface DashcamPlaybackStats {
  playbacks: number;
  playbackFramesSent: number;
}

const isKeyFrame = (frame: Uint8Array) =>
  splitAnnexB(frame).some((unit) => h264NalType(unit) === H264_NAL.idr);

/** hours before the current one at which each simulated dashcam recorded (a few files of the last day; 0 records now) */
const RECORDED_HOURS_AGO = [0, 1, 2, 4, 7, 12, 20];

/**
 * What a simulated dashcam holds on its card for a camera channel it films: a 10-minute file at the start of a few
 * of the last day's hours (channel 1 on the hour, channel 2 five minutes later), whatever it plays being its demo
 * video (the current hour's file may still be recording). `channels` are those it has video for; channel 0 asks for
 * all of them.
 */
export function recordedFiles(
  channels: readonly number[],
  query: { channel: number; start: Date; end: Date },
  now = new Date(),
): Jt1078Resource[] {
  const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  return channels
    .filter((channel) => query.channel === 0 || query.channel === channel)
    .flatMap((channel) =>
      RECORDED_HOURS_AGO.map((ago) => {
        const start = hour - ago * HOUR_MS + (channel - 1) * 5 * MINUTE_MS;
        return {
          channel,
          start: new Date(start),
          end: new Date(start + 10 * MINUTE_MS),
          alarmFlags: [0, 0] as const,
          resourceType: 2,
          streamType: 1,
          storageType: 1,
          // ≈ 1 Mbit/s
          sizeBytes: 75_000_000,
        };
      }),
    )
    .filter(
      (file) =>
        file.start.getTime() <= now.getTime() &&
        file.end.getTime() > query.start.getTime() &&
        file.start.getTime() < query.end.getTime(),
    )
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.channel - b.channel);
}

/**
 * A dashcam playing back a window of its card on one channel (0x9201): dials the media server and sends its demo
 * video as JT/T 1078 packets stamped with the recorded time (milliseconds since 1970) from the window's start, at
 * the asked speed, until the window's end (then it hangs up), a stop (0x9202) or a drop. 0x9202 pauses, resumes,
 * changes the speed and drags to another time (from the next key frame).
 */
export class DashcamPlayback {
  private readonly socket: Socket;
  private readonly keys: boolean[];
  private serial = 0;
  /** the recorded time of the next frame */
  private position: number;
  private lastKeyAt: number;
  private waitingForKey = true;
  private speed = 1;
  private paused = false;
  private connected = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly sim: string,
    readonly channel: number,
    host: string,
    port: number,
    private readonly edition: Jt1078Edition,
    private readonly frames: readonly Uint8Array[],
    start: Date,
    private readonly end: Date | null,
    private readonly stats: DashcamPlaybackStats,
    onClose: () => void,
  ) {
    this.keys = frames.map(isKeyFrame);
    this.position = start.getTime();
    this.lastKeyAt = this.position;
    this.socket = connect({ host, port });
    this.socket.setNoDelay(true);
    this.socket.on("connect", () => {
      this.connected = true;
      this.stats.playbacks += 1;
      this.schedule();
    });
    this.socket.on("data", () => {});
    this.socket.on("error", () => {});
    this.socket.on("close", () => {
      if (this.timer) clearInterval(this.timer);
      onClose();
    });
  }

  pause() {
    this.paused = true;
    this.schedule();
  }

  resume() {
    this.paused = false;
    this.schedule();
  }

  /** ×1 … ×16 */
  setSpeed(speed: number) {
    this.speed = Math.max(1, Math.min(16, speed));
    this.schedule();
  }

  /** plays from `time` on, from its next key frame */
  seek(time: Date) {
    this.position = time.getTime();
    this.waitingForKey = true;
  }

  stop() {
    this.socket.destroy();
  }

  private schedule() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.paused || !this.connected) return;
    this.timer = setInterval(() => this.sendFrame(), FRAME_MS / this.speed);
    this.timer.unref?.();
  }

  private sendFrame() {
    if (this.end && this.position >= this.end.getTime()) {
      this.socket.end();
      if (this.timer) clearInterval(this.timer);
      return;
    }
    // the frame of the demo video at this recorded time (it loops)
    const index = Math.floor(this.position / FRAME_MS) % this.frames.length;
    const timestamp = Math.round(this.position);
    this.position += FRAME_MS;
    const frame = this.frames[index] as Uint8Array;
    const key = this.keys[index] as boolean;
    if (this.socket.writableLength > MAX_QUEUED_BYTES) this.waitingForKey = true;
    if (this.waitingForKey && !key) return;
    this.waitingForKey = false;
    if (key) this.lastKeyAt = timestamp;
    const packets = jt1078FramePackets(
      {
        payloadType: JT1078_PAYLOAD.h264,
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
    this.stats.playbackFramesSent += 1;
  }
}
