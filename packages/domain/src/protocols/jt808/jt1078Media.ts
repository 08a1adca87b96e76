import { ByteReader, ByteWriter, decodeBcdTime, encodeBcdTime } from "./bytes.js";

/**
 * JT/T 1078 audio/video messages carried over the JT/T 808 link: the stored-resource list and file upload to an
 * FTP server. Real-time audio/video (0x9101 ...) and its RTP stream belong in their own files beside this one.
 */
export const JT1078_MESSAGE = {
  resourceListQuery: 0x9205,
  resourceList: 0x1205,
  fileUpload: 0x9206,
  fileUploadFinished: 0x1206,
} as const;

/** Resource type of 0x9205 / 0x1205: audio and video, audio, video, video or audio-video. */
export const JT1078_RESOURCE_TYPE = { audioVideo: 0, audio: 1, video: 2, videoOrAudioVideo: 3 } as const;

export interface Jt1078ResourceQuery {
  /** logical channel (1-based; 0 all channels) */
  channel: number;
  start: Date;
  end: Date;
  /** 64 alarm flag bits as two words (high, low); 0 / 0 for any */
  alarmFlags?: readonly [number, number];
  resourceType?: number;
  /** 0 all, 1 main, 2 sub stream */
  streamType?: number;
  /** 0 all, 1 main, 2 backup storage */
  storageType?: number;
}

export function encodeJt1078ResourceQuery(query: Jt1078ResourceQuery, zone: number): Uint8Array {
  const writer = new ByteWriter().byte(query.channel);
  encodeBcdTime(writer, query.start, zone);
  encodeBcdTime(writer, query.end, zone);
  return writer
    .dword(query.alarmFlags?.[0] ?? 0)
    .dword(query.alarmFlags?.[1] ?? 0)
    .byte(query.resourceType ?? JT1078_RESOURCE_TYPE.videoOrAudioVideo)
    .byte(query.streamType ?? 0)
    .byte(query.storageType ?? 0)
    .bytes();
}

export function decodeJt1078ResourceQuery(body: Uint8Array, zone: number): Jt1078ResourceQuery | null {
  const reader = new ByteReader(body);
  const channel = reader.byte();
  const start = decodeBcdTime(reader, zone);
  const end = decodeBcdTime(reader, zone);
  const alarmFlags = [reader.dword(), reader.dword()] as const;
  const resourceType = reader.byte();
  const streamType = reader.byte();
  const storageType = reader.byte();
  if (!start || !end) return null;
  return { channel, start, end, alarmFlags, resourceType, streamType, storageType };
}

/** One stored file in a 0x1205 answer. */
export interface Jt1078Resource {
  channel: number;
  start: Date | null;
  end: Date | null;
  alarmFlags: readonly [number, number];
  resourceType: number;
  streamType: number;
  storageType: number;
  sizeBytes: number;
}

export interface Jt1078ResourceList {
  /** the serial of the 0x9205 this answers */
  serial: number;
  resources: Jt1078Resource[];
}

const RESOURCE_SIZE = 28;

export function decodeJt1078ResourceList(body: Uint8Array, zone: number): Jt1078ResourceList {
  const reader = new ByteReader(body);
  const serial = reader.word();
  const count = reader.dword();
  const resources: Jt1078Resource[] = [];
  for (let index = 0; index < count && reader.remaining >= RESOURCE_SIZE; index++) {
    resources.push({
      channel: reader.byte(),
      start: decodeBcdTime(reader, zone),
      end: decodeBcdTime(reader, zone),
      alarmFlags: [reader.dword(), reader.dword()],
      resourceType: reader.byte(),
      streamType: reader.byte(),
      storageType: reader.byte(),
      sizeBytes: reader.dword(),
    });
  }
  return { serial, resources };
}

export function encodeJt1078ResourceList(list: Jt1078ResourceList, zone: number): Uint8Array {
  const writer = new ByteWriter().word(list.serial).dword(list.resources.length);
  for (const resource of list.resources) {
    writer.byte(resource.channel);
    encodeBcdTime(writer, resource.start ?? new Date(0), zone);
    encodeBcdTime(writer, resource.end ?? new Date(0), zone);
    writer
      .dword(resource.alarmFlags[0])
      .dword(resource.alarmFlags[1])
      .byte(resource.resourceType)
      .byte(resource.streamType)
      .byte(resource.storageType)
      .dword(resource.sizeBytes);
  }
  return writer.bytes();
}

/** 0x9206: upload the files of a channel and time window to this FTP server and folder. */
export interface Jt1078FileUpload {
  host: string;
  port: number;
  username: string;
  password: string;
  path: string;
  channel: number;
  start: Date;
  end: Date;
  alarmFlags?: readonly [number, number];
  resourceType?: number;
  streamType?: number;
  storageType?: number;
  /** bit 0 Wi-Fi, bit 1 LAN, bit 2 3G/4G; 0b111 any network */
  conditions?: number;
}

export function encodeJt1078FileUpload(upload: Jt1078FileUpload, zone: number): Uint8Array {
  const writer = new ByteWriter()
    .shortText(upload.host)
    .word(upload.port)
    .shortText(upload.username)
    .shortText(upload.password)
    .shortText(upload.path)
    .byte(upload.channel);
  encodeBcdTime(writer, upload.start, zone);
  encodeBcdTime(writer, upload.end, zone);
  return writer
    .dword(upload.alarmFlags?.[0] ?? 0)
    .dword(upload.alarmFlags?.[1] ?? 0)
    .byte(upload.resourceType ?? JT1078_RESOURCE_TYPE.videoOrAudioVideo)
    .byte(upload.streamType ?? 0)
    .byte(upload.storageType ?? 0)
    .byte(upload.conditions ?? 0b111)
    .bytes();
}

export function decodeJt1078FileUpload(body: Uint8Array, zone: number): Jt1078FileUpload | null {
  const reader = new ByteReader(body);
  const host = reader.text(reader.byte());
  const port = reader.word();
  const username = reader.text(reader.byte());
  const password = reader.text(reader.byte());
  const path = reader.text(reader.byte());
  const channel = reader.byte();
  const start = decodeBcdTime(reader, zone);
  const end = decodeBcdTime(reader, zone);
  const alarmFlags = [reader.dword(), reader.dword()] as const;
  const resourceType = reader.byte();
  const streamType = reader.byte();
  const storageType = reader.byte();
  const conditions = reader.byte();
  if (!start || !end) return null;
  return {
    host,
    port,
    username,
    password,
    path,
    channel,
    start,
    end,
    alarmFlags,
    resourceType,
    streamType,
    storageType,
    conditions,
  };
}

/** 0x1206: the serial of the 0x9206 and whether the upload succeeded. */
export interface Jt1078FileUploadFinished {
  serial: number;
  success: boolean;
}

export function decodeJt1078FileUploadFinished(body: Uint8Array): Jt1078FileUploadFinished {
  const reader = new ByteReader(body);
  return { serial: reader.word(), success: reader.byte() === 0 };
}

export function encodeJt1078FileUploadFinished(finished: Jt1078FileUploadFinished): Uint8Array {
  return new ByteWriter()
    .word(finished.serial)
    .byte(finished.success ? 0 : 1)
    .bytes();
}
