import { parentPort, workerData } from "node:worker_threads";
import {
  type ArchivedPosition,
  type ArchiveLayout,
  createPositionArchiveWriter,
} from "./positionArchiveFile.js";

/** What the worker is started with: the file it writes and its layout. */
export interface ArchiveWriteSetup {
  path: string;
  layout: ArchiveLayout;
}
/** Server → worker: rows to append (in the file's order), or the end of the file. */
export type ArchiveWriteRequest = { rows: ArchivedPosition[] } | { finish: true };
/** Worker → server, one per request: done (with the file's row count after `finish`), or why not. */
export type ArchiveWriteAnswer = { done: true; rows?: number } | { error: string };

/**
 * A month's archive written off the server's thread (`archiveWriter.ts`): encoding a row group of 100,000 positions
 * and writing it to disk is synchronous work of about a second.
 */
if (!parentPort) throw new Error("archiveWriteWorker runs as a worker thread");
const port = parentPort;
const { path, layout } = workerData as ArchiveWriteSetup;
const writer = createPositionArchiveWriter(path, layout);
port.on("message", (request: ArchiveWriteRequest) => {
  try {
    if ("rows" in request) {
      writer.add(request.rows);
      port.postMessage({ done: true } satisfies ArchiveWriteAnswer);
    } else port.postMessage({ done: true, rows: writer.finish() } satisfies ArchiveWriteAnswer);
  } catch (error) {
    port.postMessage({ error: (error as Error).message } satisfies ArchiveWriteAnswer);
  }
});
