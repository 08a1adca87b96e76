import { ByteReader, ByteWriter, decodeBcdTime, encodeBcdTime } from "./bytes.js";

/**
 * JT/T 1078 remote playback of what a terminal recorded on its card, over the JT/T 808 link: the platform asks
 * for a window of a channel (0x9201, JT/T 1078-2016 table 24), the terminal answers with the files it plays
 * (0x1205, `jt1078Media.ts`) and dials the media server as for live video; 0x9202 (table 26) pauses, resumes,
 * stops, speeds up, rewinds or drags the playback. The resource query 0x9205 and its answer 0x1205 are in
 * `jt1078Media.ts`.
 */
export const JT1078_PLAYBACK_MESSAGE = {
  playbackRequest: 0x9201,
  playbackControl: 0x9202,
} as const;

/** 0x9201 playback mode (table 24). */
export const JT1078_PLAYBACK_MODE = {
  normal: 0,
  fastForward: 1,
  keyFrameRewind: 2,
  keyFrameOnly: 3,
  singleFrame: 4,
} as const;

/** 0x9202 playback control (table 26). */
export const JT1078_PLAYBACK_CONTROL = {
  /** start, or resume after a pause */
  resume: 0,
  pause: 1,
  stop: 2,
  fastForward: 3,
  keyFrameRewind: 4,
  /** drag: play from `dragTo` */
  seek: 5,
  keyFramePlay: 6,
} as const;

/** Fast forward / rewind multiple codes: 0 none, 1 ×1, 2 ×2, 3 ×4, 4 ×8, 5 ×16. */
export const JT1078_PLAYBACK_SPEEDS = [1, 2, 4, 8, 16] as const;
export type Jt1078PlaybackSpeed = (typeof JT1078_PLAYBACK_SPEEDS)[number];

/** The multiple code of a speed (×1 → 1 … ×16 → 5); 0 for none. */
export const jt1078SpeedCode = (speed: number | null) => {
  const index = JT1078_PLAYBACK_SPEEDS.indexOf(speed as Jt1078PlaybackSpeed);
  return index < 0 ? 0 : index + 1;
};
/** The speed of a multiple code; null for 0 or a code the standard does not define. */
export const jt1078SpeedOf = (code: number): Jt1078PlaybackSpeed | null =>
  JT1078_PLAYBACK_SPEEDS[code - 1] ?? null;

export interface Jt1078PlaybackRequest {
  /** the media server's address as the terminal should dial it */
  host: string;
  tcpPort: number;
  udpPort: number;
  channel: number;
  /** 0 audio and video, 1 audio, 2 video, 3 video or audio and video */
  resourceType: number;
  /** 0 main or sub, 1 main, 2 sub stream */
  streamType: number;
  /** 0 main or backup, 1 main, 2 backup storage */
  storageType: number;
  /** `JT1078_PLAYBACK_MODE` */
  mode: number;
  /** fast forward / rewind multiple; null outside those modes */
  speed: Jt1078PlaybackSpeed | null;
  start: Date;
  /** null: to the end of the recording (all zero on the wire) */
  end: Date | null;
}

const ZERO_TIME = new Uint8Array(6);

/** A BCD time, or six zero bytes for none. */
function writeTime(writer: ByteWriter, time: Date | null, zone: number) {
  return time ? encodeBcdTime(writer, time, zone) : writer.raw(ZERO_TIME);
}

export function encodeJt1078PlaybackRequest(request: Jt1078PlaybackRequest, zone: number): Uint8Array {
  const writer = new ByteWriter()
    .shortText(request.host)
    .word(request.tcpPort)
    .word(request.udpPort)
    .byte(request.channel)
    .byte(request.resourceType)
    .byte(request.streamType)
    .byte(request.storageType)
    .byte(request.mode)
    .byte(jt1078SpeedCode(request.speed));
  encodeBcdTime(writer, request.start, zone);
  return writeTime(writer, request.end, zone).bytes();
}

/** Null when the start time is not a date. */
export function decodeJt1078PlaybackRequest(body: Uint8Array, zone: number): Jt1078PlaybackRequest | null {
  const reader = new ByteReader(body);
  const host = reader.text(reader.byte());
  const tcpPort = reader.word();
  const udpPort = reader.word();
  const channel = reader.byte();
  const resourceType = reader.byte();
  const streamType = reader.byte();
  const storageType = reader.byte();
  const mode = reader.byte();
  const speed = jt1078SpeedOf(reader.byte());
  const start = decodeBcdTime(reader, zone);
  const end = decodeBcdTime(reader, zone);
  if (!start) return null;
  return { host, tcpPort, udpPort, channel, resourceType, streamType, storageType, mode, speed, start, end };
}

export interface Jt1078PlaybackControl {
  channel: number;
  /** `JT1078_PLAYBACK_CONTROL` */
  control: number;
  /** for fast forward / rewind; null otherwise */
  speed: Jt1078PlaybackSpeed | null;
  /** for a drag (seek): where to play from; null otherwise (zeros on the wire) */
  dragTo: Date | null;
}

export function encodeJt1078PlaybackControl(control: Jt1078PlaybackControl, zone: number): Uint8Array {
  const writer = new ByteWriter()
    .byte(control.channel)
    .byte(control.control)
    .byte(jt1078SpeedCode(control.speed));
  return writeTime(writer, control.dragTo, zone).bytes();
}

export function decodeJt1078PlaybackControl(body: Uint8Array, zone: number): Jt1078PlaybackControl {
  const reader = new ByteReader(body);
  const channel = reader.byte();
  const control = reader.byte();
  const speed = jt1078SpeedOf(reader.byte());
  const dragTo = decodeBcdTime(reader, zone);
  return { channel, control, speed, dragTo };
}
