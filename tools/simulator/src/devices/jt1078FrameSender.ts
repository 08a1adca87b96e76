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

/** the demo video's frame interval */
export const FRAME_MS = 1000 / DEMO_VIDEO_FPS;
/** a socket this far behind skips to the next key frame rather than queue more */
const MAX_QUEUED_BYTES = 256 * 1024;

const isKeyFrame = (frame: Uint8Array) =>
  splitAnnexB(frame).some((unit) => h264NalType(unit) === H264_NAL.idr);

/**
 * A dashcam's media connection for one channel (live video or playback): dials the media server and sends H.264
 * frames as JT/T 1078 packets, sub-packaged, each stamped with the time its sender gives. The server sends nothing
 * back on it.
 */
export class Jt1078FrameSender {
  private readonly socket: Socket;
  private readonly keys: boolean[];
  private readonly edition: Jt1078Edition;
  private serial = 0;
  private lastKeyAt: number;
  /** after a seek, or while the socket is too far behind: frames are skipped until a key frame */
  private waitingForKey: boolean;

  constructor(
    private readonly sim: string,
    readonly channel: number,
    connection: { host: string; port: number; edition: Jt1078Edition },
    readonly frames: readonly Uint8Array[],
    start: { timestamp: number; onKeyFrame: boolean },
    on: { connect: () => void; close: () => void },
  ) {
    this.edition = connection.edition;
    this.keys = frames.map(isKeyFrame);
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
    return true;
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
