import type { Jt1078Edition } from "@armada/domain";
import { FRAME_MS, Jt1078FrameSender } from "./jt1078FrameSender.js";

export interface DashcamVideoStats {
  videoStreams: number;
  videoFramesSent: number;
}

/**
 * A dashcam's live video on one channel (0x9101 video): sends its H.264 frames to the media server, looping the clip
 * with its clock running on, until hung up (0x9102) or dropped.
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
  ) {
    this.sender = new Jt1078FrameSender(
      sim,
      channel,
      { host, port, edition },
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
    if (this.sender.send(index, Math.round(Date.now() - this.startedAt))) this.stats.videoFramesSent += 1;
  }
}
