import { JT808_FLAG } from "./constants.js";
import { type Jt808Frame, parseJt808Frame } from "./frame.js";

export interface Jt808SplitterStats {
  /** frames dropped: wrong check code, escaping, header or length */
  invalidFrames: number;
  /** bytes outside any frame, or of a frame longer than maxFrameSize */
  discardedBytes: number;
}

/**
 * Cuts a TCP byte stream into JT/T 808 frames (7E ... 7E). Keeps a frame that is not complete yet, drops broken
 * ones and carries on at the next flag. Two frames may share one 7E between them (some terminals do).
 */
export class Jt808FrameSplitter {
  readonly stats: Jt808SplitterStats = { invalidFrames: 0, discardedBytes: 0 };
  private pending: number[] = [];
  private inFrame = false;

  /** `maxFrameSize`: largest escaped frame kept (default 4096; a body is at most 1023 bytes, 2046 escaped). */
  constructor(private readonly maxFrameSize = 4096) {}

  get buffered(): number {
    return this.pending.length;
  }

  push(chunk: Uint8Array): Jt808Frame[] {
    const frames: Jt808Frame[] = [];
    for (const byte of chunk) {
      if (byte !== JT808_FLAG) {
        if (!this.inFrame) this.stats.discardedBytes++;
        else if (this.pending.length >= this.maxFrameSize) {
          this.stats.discardedBytes += this.pending.length + 1;
          this.stats.invalidFrames++;
          this.pending = [];
          this.inFrame = false;
        } else this.pending.push(byte);
        continue;
      }
      if (this.inFrame && this.pending.length > 0) {
        const frame = parseJt808Frame(Uint8Array.from(this.pending));
        if (frame) frames.push(frame);
        else {
          this.stats.invalidFrames++;
          this.stats.discardedBytes += this.pending.length;
        }
      }
      // The closing flag may open the next frame.
      this.pending = [];
      this.inFrame = true;
    }
    return frames;
  }
}
