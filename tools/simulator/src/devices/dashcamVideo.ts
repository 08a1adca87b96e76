import { connect, type Socket } from "node:net";
import {
  encodeJt1078Packet,
  H264_NAL,
  h264NalType,
  JT1078_DATA_TYPE,
  JT1078_PAYLOAD,
  type Jt1078Edition,
  jt1078FramePackets,
  splitAnnexB,
} from "@armada/domain";
import { DEMO_VIDEO_FPS } from "./demoVideo.js";

const FRAME_MS = 1000 / DEMO_VIDEO_FPS;
/** a socket this far behind skips to the next key frame rather than queue more */
const MAX_QUEUED_BYTES = 256 * 1024;

export interface DashcamVideoStats {
  videoStreams: number;
  videoFramesSent: number;
}

const isKeyFrame = (frame: Uint8Array) =>
  splitAnnexB(frame).some((unit) => h264NalType(unit) === H264_NAL.idr);

/**
 * A dashcam's live video on one channel (0x9101 video): dials the media server and sends its H.264 frames as
 * JT/T 1078 packets, sub-packaged, looping the clip with its clock running on, until hung up (0x9102) or dropped.
 */
export class DashcamVideo {
  private readonly socket: Socket;
  private readonly keys: boolean[];
  private next = 0;
  private serial = 0;
  private lastKeyAt = 0;
  private skipping = false;
  private readonly startedAt = Date.now();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly sim: string,
    readonly channel: number,
    host: string,
    port: number,
    private readonly edition: Jt1078Edition,
    private readonly frames: readonly Uint8Array[],
    private readonly stats: DashcamVideoStats,
    onClose: () => void,
  ) {
    this.keys = frames.map(isKeyFrame);
    this.socket = connect({ host, port });
    this.socket.setNoDelay(true);
    this.socket.on("connect", () => {
      this.stats.videoStreams += 1;
      this.timer = setInterval(() => this.sendFrame(), FRAME_MS);
      this.timer.unref?.();
    });
    // the server sends nothing back on a video stream
    this.socket.on("data", () => {});
    this.socket.on("error", () => {});
    this.socket.on("close", () => {
      if (this.timer) clearInterval(this.timer);
      onClose();
    });
  }

  hangUp() {
    this.socket.destroy();
  }

  private sendFrame() {
    const index = this.next;
    this.next = (this.next + 1) % this.frames.length;
    const frame = this.frames[index] as Uint8Array;
    const key = this.keys[index] as boolean;
    if (this.socket.writableLength > MAX_QUEUED_BYTES) this.skipping = true;
    if (this.skipping && !key) return;
    this.skipping = false;
    const timestamp = Math.round(Date.now() - this.startedAt);
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
    this.stats.videoFramesSent += 1;
  }
}
