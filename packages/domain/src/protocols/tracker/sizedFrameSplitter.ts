import type { TrackerSplitter } from "./trackerCodec.js";

/**
 * What starts at a stream offset: a frame of this many bytes, "more" when the bytes that tell are still coming, or
 * "skip" when no frame starts there.
 */
export type FrameSize = number | "more" | "skip";

/**
 * Splits a connection's bytes into frames whose size a protocol reads from their first bytes; bytes where no frame
 * starts are skipped one at a time and counted, and an unfinished frame waits for the next chunk.
 */
export class SizedFrameSplitter implements TrackerSplitter {
  private buffer = new Uint8Array(0);
  discardedBytes = 0;

  constructor(private readonly frameSize: (bytes: Uint8Array, offset: number) => FrameSize) {}

  push(chunk: Uint8Array): Uint8Array[] {
    const joined = new Uint8Array(this.buffer.length + chunk.length);
    joined.set(this.buffer);
    joined.set(chunk, this.buffer.length);
    const frames: Uint8Array[] = [];
    let offset = 0;
    while (offset < joined.length) {
      const size = this.frameSize(joined, offset);
      if (size === "more" || (size !== "skip" && joined.length - offset < size)) break;
      if (size === "skip") {
        offset += 1;
        this.discardedBytes += 1;
        continue;
      }
      frames.push(joined.slice(offset, offset + size));
      offset += size;
    }
    this.buffer = joined.slice(offset);
    return frames;
  }
}
