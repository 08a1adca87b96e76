import { ByteReader, ByteWriter } from "./bytes.js";

/**
 * JT/T 1078 real-time audio/video over the JT/T 808 link: the request that makes the terminal open a media stream
 * to a server (0x9101), its control (0x9102), and the terminal's audio/video attributes (0x9003 → 0x1003), which
 * say in which codec its voice comes. The stream itself is read by `jt1078Stream.ts`.
 */
export const JT1078_REALTIME_MESSAGE = {
  attributesQuery: 0x9003,
  attributes: 0x1003,
  realtimeRequest: 0x9101,
  realtimeControl: 0x9102,
} as const;

/** What 0x9101 asks the terminal to send. */
export const JT1078_REALTIME_DATA = {
  audioVideo: 0,
  video: 1,
  /** two-way intercom: the driver call */
  intercom: 2,
  /** listen only */
  monitor: 3,
  broadcast: 4,
  transparent: 5,
} as const;

export interface Jt1078RealtimeRequest {
  /** the media server's address as the terminal should dial it */
  host: string;
  tcpPort: number;
  udpPort: number;
  channel: number;
  dataType: number;
  /** 0 main stream, 1 sub stream */
  streamType: number;
}

export function encodeJt1078RealtimeRequest(request: Jt1078RealtimeRequest): Uint8Array {
  return new ByteWriter()
    .shortText(request.host)
    .word(request.tcpPort)
    .word(request.udpPort)
    .byte(request.channel)
    .byte(request.dataType)
    .byte(request.streamType)
    .bytes();
}

export function decodeJt1078RealtimeRequest(body: Uint8Array): Jt1078RealtimeRequest {
  const reader = new ByteReader(body);
  const host = reader.text(reader.byte());
  return {
    host,
    tcpPort: reader.word(),
    udpPort: reader.word(),
    channel: reader.byte(),
    dataType: reader.byte(),
    streamType: reader.byte(),
  };
}

/** 0x9102 commands. */
export const JT1078_REALTIME_COMMAND = {
  close: 0,
  switchStream: 1,
  pause: 2,
  resume: 3,
  closeIntercom: 4,
} as const;

/** 0x9102 "close" scope: the channel's audio and video, audio only, video only. */
export const JT1078_CLOSE_SCOPE = { all: 0, audio: 1, video: 2 } as const;

export interface Jt1078RealtimeControl {
  channel: number;
  command: number;
  closeScope: number;
  /** for switchStream: 0 main, 1 sub */
  streamType: number;
}

export function encodeJt1078RealtimeControl(control: Jt1078RealtimeControl): Uint8Array {
  return Uint8Array.of(control.channel, control.command, control.closeScope, control.streamType);
}

export function decodeJt1078RealtimeControl(body: Uint8Array): Jt1078RealtimeControl {
  const reader = new ByteReader(body);
  return {
    channel: reader.byte(),
    command: reader.byte(),
    closeScope: reader.byte(),
    streamType: reader.byte(),
  };
}

/** Sample rates of 0x1003 by their code. */
const SAMPLE_RATES = [8000, 22050, 44100, 48000] as const;
const SAMPLE_BITS = [8, 16, 32] as const;

/** The terminal's audio/video attributes (0x1003). */
export interface Jt1078Attributes {
  /** payload type of its input audio (`JT1078_PAYLOAD`) */
  audioCodec: number;
  audioChannels: number;
  /** Hz; null for a code the standard does not define */
  sampleRate: number | null;
  /** bits per sample; null for an unknown code */
  sampleBits: number | null;
  /** samples per audio frame */
  audioFrameLength: number;
  audioOutput: boolean;
  videoCodec: number;
  maxAudioChannels: number;
  maxVideoChannels: number;
}

export function decodeJt1078Attributes(body: Uint8Array): Jt1078Attributes {
  const reader = new ByteReader(body);
  const audioCodec = reader.byte();
  const audioChannels = reader.byte();
  const sampleRate = SAMPLE_RATES[reader.byte()] ?? null;
  const sampleBits = SAMPLE_BITS[reader.byte()] ?? null;
  return {
    audioCodec,
    audioChannels,
    sampleRate,
    sampleBits,
    audioFrameLength: reader.word(),
    audioOutput: reader.byte() === 1,
    videoCodec: reader.byte(),
    maxAudioChannels: reader.byte(),
    maxVideoChannels: reader.byte(),
  };
}

export function encodeJt1078Attributes(attributes: Jt1078Attributes): Uint8Array {
  const code = <T>(values: readonly T[], value: T | null) => Math.max(0, values.indexOf(value as T));
  return new ByteWriter()
    .byte(attributes.audioCodec)
    .byte(attributes.audioChannels)
    .byte(code(SAMPLE_RATES, attributes.sampleRate))
    .byte(code(SAMPLE_BITS, attributes.sampleBits))
    .word(attributes.audioFrameLength)
    .byte(attributes.audioOutput ? 1 : 0)
    .byte(attributes.videoCodec)
    .byte(attributes.maxAudioChannels)
    .byte(attributes.maxVideoChannels)
    .bytes();
}
