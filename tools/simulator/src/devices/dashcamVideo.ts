import type { Jt1078Edition } from "@armada/domain";
import { demoVideoCodec } from "./demoVideo.js";
import { FRAME_MS, Jt1078FrameSender } from "./jt1078FrameSender.js";

/** A live video frame left the dashcam: its index in the clip (called right after its packets are written). */
export type VideoFrameSent = (terminalId: string, channel: number, index: number) => void;

export interface DashcamVideoStats {
  videoStreams: number;
  videoFramesSent: number;
  /** audio frames sent with live video (0x9101 audio and video) */
  videoAudioFramesSent: number;
}

/**
 * A dashcam's live video on one channel (0x9101 video, or audio and video): sends its H.264 or H.265 frames (and, when
 * asked for audio too, its microphone's G.711 A-law in 40 ms frames) to the media server, looping the clip with its
 * clock running on, until hung up (0x9102) or dropped.
 */
export class DashcamVideo {
  private readonly sender: Jt1078FrameSender;
  private next = 0;
  private readonly startedAt = Date.now();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    sim: string,
    readonly channel: number,
    host: string,
    port: number,
    edition: Jt1078Edition,
    frames: readonly Uint8Array[],
    private readonly stats: DashcamVideoStats,
    onClose: () => void,
    private readonly withAudio = false,
    private readonly frameSent?: (index: number) => void,
    /** the microphone records AAC: its ADTS frames */
    aacSound?: readonly Uint8Array[],
  ) {
    this.sender = new Jt1078FrameSender(
      sim,
      channel,
      { host, port, edition, codec: demoVideoCodec(channel), aacSound },
      frames,
      { timestamp: 0, onKeyFrame: false },
      {
        connect: () => {
          this.stats.videoStreams += 1;
          this.timer = setInterval(() => this.sendFrame(), FRAME_MS);
          this.timer.unref?.();
        },
        close: () => {
          if (this.timer) clearInterval(this.timer);
          onClose();
        },
      },
    );
  }

  hangUp() {
    this.sender.hangUp();
  }

  private sendFrame() {
    const index = this.next;
    this.next = (this.next + 1) % this.sender.frames.length;
    const timestamp = Math.round(Date.now() - this.startedAt);
    if (this.sender.send(index, timestamp)) {
      this.stats.videoFramesSent += 1;
      this.frameSent?.(index);
    }
    if (!this.withAudio) return;
    if (this.sender.sendSound(timestamp)) this.stats.videoAudioFramesSent += 1;
  }
}
