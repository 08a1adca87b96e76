import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writePositionArchiveInWorker } from "./archiveWriter.js";
import { type ArchivedPosition, writePositionArchive } from "./positionArchiveFile.js";

const start = Date.UTC(2026, 9, 1);
const rows: ArchivedPosition[] = [3, 4].flatMap((vehicleId) =>
  Array.from({ length: 2_500 }, (_, i) => ({
    vehicleId,
    fixTime: new Date(start + i * 30_000),
    serverTime: new Date(start + i * 30_000 + 1_000),
    companyId: 1,
    deviceId: vehicleId,
    protocol: "gt06",
    latitude: -6.2 + i / 100_000,
    longitude: 106.8 + (i % 360) / 1_000,
    speed: (i * 7) % 90,
    course: i % 360,
    altitude: null,
    accuracy: i % 2 === 0 ? null : 4,
    gpsFixed: true,
    ignition: i % 10 < 7,
    temperature: null,
    fuel: i % 3 === 0 ? null : 55.5,
    battery: 12.6,
    odometer: 1_000 + i * 0.2,
    alarm: i === 7 ? "sos" : null,
    attributes: i % 4 === 0 ? null : { sat: 6 + (i % 7), note: "ok" },
    filterReason: i % 50 === 0 ? "drift" : null,
  })),
);
/** small row groups, so the file has several and the last one is partial */
const layout = { rowGroup: 1_500, pageSize: 1_024, pageIndex: true };

async function* inBatches(size: number) {
  for (let from = 0; from < rows.length; from += size) yield rows.slice(from, from + size);
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "archive-writer-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("writePositionArchiveInWorker", () => {
  it("writes in a worker thread the same file the server's thread would", async () => {
    const inWorker = join(dir, "worker.parquet");
    const onThread = join(dir, "thread.parquet");
    expect(await writePositionArchiveInWorker(inWorker, inBatches(700), layout)).toBe(rows.length);
    expect(await writePositionArchive(onThread, inBatches(700), layout)).toBe(rows.length);
    expect(Buffer.compare(await readFile(inWorker), await readFile(onThread))).toBe(0);
  });

  it("fails with the reason when the file cannot be written", async () => {
    await expect(
      writePositionArchiveInWorker(join(dir, "no-such-folder", "month.parquet"), inBatches(700), layout),
    ).rejects.toThrow(/ENOENT/);
  });

  it("fails, and ends the worker, when the rows cannot be read", async () => {
    async function* failing() {
      yield rows.slice(0, 10);
      throw new Error("connection lost");
    }
    await expect(
      writePositionArchiveInWorker(join(dir, "failed.parquet"), failing(), layout),
    ).rejects.toThrow("connection lost");
  });
});
