import { startWorkerThread } from "../../platform/startWorkerThread.js";
import type { ArchiveWriteAnswer, ArchiveWriteRequest, ArchiveWriteSetup } from "./archiveWriteWorker.js";
import { ARCHIVE_LAYOUT, type ArchivedPosition } from "./positionArchiveFile.js";

/**
 * Writes a company's month of positions into a Parquet file at `path` in a worker thread of its own, so the row
 * groups' encoding and the file's writes never hold the server's thread (the devices' positions, the operators'
 * sockets). The next batch is read from the database while the worker takes the last one; returns the rows written.
 */
export async function writePositionArchiveInWorker(
  path: string,
  batches: AsyncIterable<ArchivedPosition[]>,
  layout = ARCHIVE_LAYOUT,
) {
  const worker = startWorkerThread(import.meta.url, "archiveWriteWorker", {
    workerData: { path, layout } satisfies ArchiveWriteSetup,
  });
  // one request at a time; a worker that fails (even before the first request) fails the waiting and later ones
  let waiting: { resolve: (rows: number | undefined) => void; reject: (error: Error) => void } | null = null;
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    waiting?.reject(failure);
    waiting = null;
  };
  worker.on("message", (answer: ArchiveWriteAnswer) => {
    const asked = waiting;
    waiting = null;
    if ("error" in answer) asked?.reject(new Error(answer.error));
    else asked?.resolve(answer.rows);
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`the archive writer ended (exit code ${code})`)));
  const ask = (request: ArchiveWriteRequest) =>
    new Promise<number | undefined>((resolve, reject) => {
      if (failure) return reject(failure);
      waiting = { resolve, reject };
      worker.postMessage(request);
    });
  try {
    let taken: Promise<unknown> = Promise.resolve();
    for await (const batch of batches) {
      await taken;
      taken = ask({ rows: batch });
      // awaited with the next batch; a failure while that batch is read is not an unhandled rejection
      taken.catch(() => {});
    }
    await taken;
    return (await ask({ finish: true })) ?? 0;
  } finally {
    await worker.terminate();
  }
}
