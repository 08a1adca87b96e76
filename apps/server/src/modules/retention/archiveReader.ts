import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { Worker } from "node:worker_threads";
import pLimit from "p-limit";
import { AppError } from "../../http/appError.js";
import { startWorkerThread } from "../../platform/startWorkerThread.js";
import type { MediaStore, StoredClip } from "../media/index.js";
import type { ArchiveServerMessage, ArchiveWorkerMessage } from "./archiveReadWorker.js";
import type { ArchivedTrackPoint } from "./positionArchiveFile.js";

/** Archive reads that may wait behind the running one before a read is refused with ArchiveBusy. */
export const ARCHIVE_READS_WAITING = 8;

/** How long the worker stays after its last read: a route history page's reads come in bursts. */
export const ARCHIVE_WORKER_IDLE_MS = 60_000;

async function bytesOf(clip: StoredClip, start: number, end: number) {
  const bytes = await buffer((await clip.read({ start, end: end - 1 })) as Readable);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/**
 * One worker thread kept between reads (a thread start and hyparquet's load cost more than a day's decoding, and the
 * worker keeps the files' parsed footers), ended after `idleMs` without a read, or when it fails; the next read starts
 * another. Does not keep the process alive.
 */
function createArchiveWorker(idleMs: number) {
  let worker: Worker | null = null;
  let idle: NodeJS.Timeout | undefined;
  let reads = 0;
  const pending = new Map<
    number,
    { clip: StoredClip; resolve: (points: ArchivedTrackPoint[]) => void; reject: (error: Error) => void }
  >();

  function end(error: Error) {
    clearTimeout(idle);
    const ended = worker;
    worker = null;
    void ended?.terminate();
    for (const read of pending.values()) read.reject(error);
    pending.clear();
  }

  function started() {
    if (worker) return worker;
    const fresh = startWorkerThread(import.meta.url, "archiveReadWorker");
    fresh.unref();
    fresh.on("message", (message: ArchiveWorkerMessage) => {
      const read = pending.get(message.read);
      if (!read) return;
      if ("slice" in message) {
        bytesOf(read.clip, message.start, message.end).then(
          (bytes) =>
            fresh.postMessage(
              { read: message.read, slice: message.slice, bytes } satisfies ArchiveServerMessage,
              [bytes],
            ),
          (error: Error) =>
            fresh.postMessage({
              read: message.read,
              slice: message.slice,
              error: error.message,
            } satisfies ArchiveServerMessage),
        );
        return;
      }
      pending.delete(message.read);
      if ("points" in message) read.resolve(message.points);
      else read.reject(new Error(message.error));
      if (pending.size === 0)
        idle = setTimeout(() => end(new Error("archive read worker ended")), idleMs).unref();
    });
    fresh.once("error", (error) => {
      if (worker === fresh) end(error);
    });
    fresh.once("exit", (code) => {
      if (worker === fresh) end(new Error(`archive read worker exited with code ${code}`));
    });
    worker = fresh;
    return fresh;
  }

  /** Decodes a vehicle's range of an archive file in the worker, the file's bytes read here from the store. */
  return function readInWorker(key: string, clip: StoredClip, vehicleId: number, start: Date, end: Date) {
    clearTimeout(idle);
    const read = reads++;
    return new Promise<ArchivedTrackPoint[]>((resolve, reject) => {
      pending.set(read, { clip, resolve, reject });
      started().postMessage({
        request: { read, key, byteLength: clip.size, vehicleId, start, end },
      } satisfies ArchiveServerMessage);
    });
  };
}

/**
 * Reads vehicles' archived ranges without holding the server's thread: one read at a time per instance, decoded in
 * a worker thread kept while reads come (`archiveReadWorker.ts`), at most `waiting` more queued behind it; beyond
 * those a read is refused with ArchiveBusy (429) at once rather than waiting without end.
 */
export function createArchiveReader(
  store: MediaStore,
  waiting = ARCHIVE_READS_WAITING,
  idleMs = ARCHIVE_WORKER_IDLE_MS,
) {
  const limit = pLimit(1);
  const readInWorker = createArchiveWorker(idleMs);
  /** A vehicle's archived points of [start, end] in the file `key`, fix-time order; null when the file is gone. */
  return function readTrack(key: string, vehicleId: number, start: Date, end: Date) {
    if (limit.activeCount + limit.pendingCount > waiting)
      return Promise.reject(new AppError("ArchiveBusy", 429));
    return limit(async () => {
      const clip = await store.clip(key);
      return clip ? readInWorker(key, clip, vehicleId, start, end) : null;
    });
  };
}

export type ArchiveReader = ReturnType<typeof createArchiveReader>;
