import { parentPort } from "node:worker_threads";
import { type AsyncBuffer, type FileMetaData, parquetMetadataAsync } from "hyparquet";
import { readArchivedTrack } from "./positionArchiveFile.js";

/** A read the server asks of the worker: a vehicle's [start, end] from the archive file `key` of `byteLength` bytes. */
export interface ArchiveReadRequest {
  read: number;
  key: string;
  byteLength: number;
  vehicleId: number;
  start: Date;
  end: Date;
}
/** Worker → server, per read: bytes [start, end) of the file wanted (`slice` numbers them), the points, or why not. */
export type ArchiveWorkerMessage =
  | { read: number; slice: number; start: number; end: number }
  | { read: number; points: Awaited<ReturnType<typeof readArchivedTrack>> }
  | { read: number; error: string };
/** Server → worker: a read, or the bytes of a slice (or why they could not be read). */
export type ArchiveServerMessage =
  | { request: ArchiveReadRequest }
  | { read: number; slice: number; bytes: ArrayBuffer }
  | { read: number; slice: number; error: string };

/** Footers kept parsed: a month file's is up to ~2 MB and the same months are read again and again. */
const FOOTERS_KEPT = 4;

/**
 * Archive reads off the server's thread (`archiveReader.ts` keeps this worker while reads come): the files' bytes
 * come from the server, which holds the media store (local disk or S3 ranges); the decoding happens here. An archive
 * file is never rewritten under its key, so its parsed footer is kept by key and size.
 */
if (!parentPort) throw new Error("archiveReadWorker runs as a worker thread");
const port = parentPort;
const footers = new Map<string, FileMetaData>();
const waiting = new Map<string, { resolve: (bytes: ArrayBuffer) => void; reject: (error: Error) => void }>();
let slices = 0;

function fileOf(request: ArchiveReadRequest): AsyncBuffer {
  return {
    byteLength: request.byteLength,
    slice(start, end = request.byteLength) {
      const slice = slices++;
      return new Promise((resolve, reject) => {
        waiting.set(`${request.read}:${slice}`, { resolve, reject });
        port.postMessage({ read: request.read, slice, start, end } satisfies ArchiveWorkerMessage);
      });
    },
  };
}

async function footerOf(request: ArchiveReadRequest, file: AsyncBuffer) {
  const id = `${request.key}:${request.byteLength}`;
  const footer = footers.get(id) ?? (await parquetMetadataAsync(file));
  // the most recently used last, so the first is the one to forget
  footers.delete(id);
  footers.set(id, footer);
  for (const old of footers.keys()) if (footers.size > FOOTERS_KEPT) footers.delete(old);
  return footer;
}

async function answer(request: ArchiveReadRequest) {
  try {
    const file = fileOf(request);
    const points = await readArchivedTrack(
      file,
      request.vehicleId,
      request.start,
      request.end,
      await footerOf(request, file),
    );
    port.postMessage({ read: request.read, points } satisfies ArchiveWorkerMessage);
  } catch (error) {
    port.postMessage({ read: request.read, error: (error as Error).message } satisfies ArchiveWorkerMessage);
  }
}

port.on("message", (message: ArchiveServerMessage) => {
  if ("request" in message) {
    void answer(message.request);
    return;
  }
  const id = `${message.read}:${message.slice}`;
  const slice = waiting.get(id);
  waiting.delete(id);
  if ("bytes" in message) slice?.resolve(message.bytes);
  else slice?.reject(new Error(message.error));
});
