import {
  ATTACHMENT_DATA_HEADER_SIZE,
  ATTACHMENT_DATA_MAGIC,
  decodeAttachmentDataHeader,
} from "./alarmAttachments.js";
import { JT808_FLAG } from "./constants.js";
import { type Jt808Frame, parseJt808Frame } from "./frame.js";

/** What an attachment-server connection carries: JT/T 808 messages and raw file data frames, one after another. */
export type AttachmentUnit =
  | { kind: "message"; frame: Jt808Frame }
  | { kind: "data"; name: string; offset: number; data: Uint8Array };

export interface AttachmentStreamStats {
  /** 808 frames dropped: check code, escaping, header or length */
  invalidFrames: number;
  /** bytes that start neither a frame nor a data frame */
  discardedBytes: number;
}

/**
 * Cuts an attachment-server connection's bytes into 808 messages (7E ... 7E, escaped) and file data frames (magic,
 * 62-byte header, then `length` raw bytes that may hold 7E). A data frame longer than `maxDataLength` cannot be
 * taken: `push` throws AttachmentStreamError and the connection should be closed, since the stream cannot be
 * resynchronised inside data that is not escaped.
 */
export class AttachmentStreamSplitter {
  readonly stats: AttachmentStreamStats = { invalidFrames: 0, discardedBytes: 0 };
  /** afterFrame: a closing flag may also open the next frame (some terminals share one 7E between two frames) */
  private mode: "between" | "afterFrame" | "frame" | "header" | "data" = "between";
  private frame: number[] = [];
  private readonly header = new Uint8Array(ATTACHMENT_DATA_HEADER_SIZE);
  private headerLength = 0;
  private data: { name: string; offset: number; bytes: Uint8Array; filled: number } | null = null;

  /** `maxFrameSize`: largest escaped 808 frame; `maxDataLength`: largest data frame body. */
  constructor(
    private readonly maxDataLength = 64 * 1024,
    private readonly maxFrameSize = 4096,
  ) {}

  push(chunk: Uint8Array): AttachmentUnit[] {
    const units: AttachmentUnit[] = [];
    let at = 0;
    while (at < chunk.length) {
      const byte = chunk[at] as number;
      switch (this.mode) {
        case "between":
        case "afterFrame":
          if (byte === JT808_FLAG) this.mode = "frame";
          else if (byte === ATTACHMENT_DATA_MAGIC[0]) {
            this.mode = "header";
            this.header[0] = byte;
            this.headerLength = 1;
          } else if (this.mode === "afterFrame") {
            this.mode = "frame";
            this.frame.push(byte);
          } else this.stats.discardedBytes++;
          at++;
          break;
        case "frame":
          at++;
          if (byte !== JT808_FLAG) {
            if (this.frame.length >= this.maxFrameSize) {
              this.stats.invalidFrames++;
              this.stats.discardedBytes += this.frame.length;
              this.frame = [];
              this.mode = "between";
            } else this.frame.push(byte);
          } else if (this.frame.length > 0) {
            const frame = parseJt808Frame(Uint8Array.from(this.frame));
            if (frame) units.push({ kind: "message", frame });
            else {
              this.stats.invalidFrames++;
              this.stats.discardedBytes += this.frame.length;
            }
            this.frame = [];
            this.mode = "afterFrame";
          }
          break;
        case "header": {
          const take = Math.min(ATTACHMENT_DATA_HEADER_SIZE - this.headerLength, chunk.length - at);
          this.header.set(chunk.subarray(at, at + take), this.headerLength);
          this.headerLength += take;
          at += take;
          // a 0x30 that is not a data frame's start: drop what was read up to the first byte that is not the magic
          if (
            !ATTACHMENT_DATA_MAGIC.every(
              (magic, index) => index >= this.headerLength || this.header[index] === magic,
            )
          ) {
            this.stats.discardedBytes += this.headerLength;
            const rest = this.header.slice(1, this.headerLength);
            this.mode = "between";
            this.headerLength = 0;
            units.push(...this.push(rest));
            break;
          }
          if (this.headerLength < ATTACHMENT_DATA_HEADER_SIZE) break;
          const header = decodeAttachmentDataHeader(this.header) as {
            name: string;
            offset: number;
            length: number;
          };
          if (header.length > this.maxDataLength)
            throw new AttachmentStreamError(`data frame of ${header.length} bytes`);
          this.data = {
            name: header.name,
            offset: header.offset,
            bytes: new Uint8Array(header.length),
            filled: 0,
          };
          this.mode = "data";
          if (header.length === 0) units.push(this.finishData());
          break;
        }
        case "data": {
          const data = this.data as NonNullable<typeof this.data>;
          const take = Math.min(data.bytes.length - data.filled, chunk.length - at);
          data.bytes.set(chunk.subarray(at, at + take), data.filled);
          data.filled += take;
          at += take;
          if (data.filled === data.bytes.length) units.push(this.finishData());
          break;
        }
      }
    }
    return units;
  }

  private finishData(): AttachmentUnit {
    const data = this.data as NonNullable<typeof this.data>;
    this.data = null;
    this.mode = "between";
    return { kind: "data", name: data.name, offset: data.offset, data: data.bytes };
  }
}

/** The stream cannot be read on (a data frame too long to take). */
export class AttachmentStreamError extends Error {}
