import type { Jt1078Edition, Jt1078Resource } from "@armada/domain";
import { demoVideoCodec } from "./demoVideo.js";
import { FRAME_MS, Jt1078FrameSender, SOUND_FRAME_SAMPLES } from "./jt1078FrameSender.js";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface DashcamPlaybackStats {
  playbacks: number;
  playbackFramesSent: number;
  /** the recorded sound's samples sent with playbacks that asked for audio (8 kHz, 40 ms a frame) */
  playbackSoundSamplesSent: number;
}

/** hours before the current one at which each simulated dashcam recorded (a few files of the last day) */
const RECORDED_HOURS_AGO = [1, 2, 4, 7, 12, 20];

/**
 * What a simulated dashcam holds on its card for a camera channel it films: a 10-minute file at the start of a few
 * of the last day's hours (channel 1 on the hour, channel 2 five minutes later) and the file it is recording now
 * (begun five minutes ago, to the minute: the positions it reports meanwhile fall in it), whatever it plays being
 * its demo video. `channels` are those it has video for; channel 0 asks for all of them.
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
      [
        Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS - 5 * MINUTE_MS,
        ...RECORDED_HOURS_AGO.map((ago) => hour - ago * HOUR_MS + (channel - 1) * 5 * MINUTE_MS),
      ].map((start) => ({
        channel,
        start: new Date(start),
        end: new Date(start + 10 * MINUTE_MS),
        alarmFlags: [0, 0] as const,
        resourceType: 2,
        streamType: 1,
        storageType: 1,
        // ≈ 1 Mbit/s
        sizeBytes: 75_000_000,
      })),
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
 * the asked speed, until the window's end (then it hangs up), a stop (0x9202) or a drop; with each picture sent, the
 * recorded microphone's 40 ms when the request asked for audio. 0x9202 pauses, resumes, changes the speed and drags
 * to another time (from the next key frame).
 */
export class DashcamPlayback {
  private readonly sender: Jt1078FrameSender;
  /** the recorded time of the next frame */
  private position: number;
  private speed = 1;
  private paused = false;
  private connected = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    sim: string,
    readonly channel: number,
    host: string,
    port: number,
    edition: Jt1078Edition,
    frames: readonly Uint8Array[],
    start: Date,
    private readonly end: Date | null,
    private readonly stats: DashcamPlaybackStats,
    onClose: () => void,
    private readonly withAudio: boolean,
    /** the microphone recorded AAC: its ADTS frames */
    aacSound?: readonly Uint8Array[],
  ) {
    this.position = start.getTime();
    this.sender = new Jt1078FrameSender(
      sim,
      channel,
      { host, port, edition, codec: demoVideoCodec(channel), aacSound },
      frames,
      { timestamp: this.position, onKeyFrame: true },
      {
        connect: () => {
          this.connected = true;
          this.stats.playbacks += 1;
          this.schedule();
        },
        close: () => {
          if (this.timer) clearInterval(this.timer);
          onClose();
        },
      },
    );
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
    this.sender.waitForKeyFrame();
  }

  stop() {
    this.sender.hangUp();
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
      this.sender.end();
      if (this.timer) clearInterval(this.timer);
      return;
    }
    // the frame of the demo video at this recorded time (it loops)
    const index = Math.floor(this.position / FRAME_MS) % this.sender.frames.length;
    const timestamp = Math.round(this.position);
    this.position += FRAME_MS;
    if (!this.sender.send(index, timestamp)) return;
    this.stats.playbackFramesSent += 1;
    if (this.withAudio && this.sender.sendSound(timestamp))
      this.stats.playbackSoundSamplesSent += SOUND_FRAME_SAMPLES;
  }
}
