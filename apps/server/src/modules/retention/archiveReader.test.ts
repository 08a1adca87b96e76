import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediaStore, type MediaStore } from "../media/mediaStore.js";
import { createS3MediaStore, type S3Settings } from "../media/s3MediaStore.js";
import { startS3rverBucket } from "../media/testing/s3rverBucket.js";
import { createArchiveReader } from "./archiveReader.js";
import { type ArchivedPosition, shortestFloat32, writePositionArchive } from "./positionArchiveFile.js";

const BUCKET = "armada-archive";
const KEY = "archive/positions/1/2026-03.parquet";
const start = Date.UTC(2026, 2, 1);
const VEHICLES = [7, 8, 9];
const FIXES = 3 * 2_880; // three days at one fix per 30 s

/** Three vehicles' days as the pass writes them: sorted by vehicle and fix time, some fixes kept off the track. */
const rows: ArchivedPosition[] = VEHICLES.flatMap((vehicleId) =>
  Array.from({ length: FIXES }, (_, i) => ({
    vehicleId,
    fixTime: new Date(start + i * 30_000),
    serverTime: new Date(start + i * 30_000 + 2_000),
    companyId: 1,
    deviceId: vehicleId,
    protocol: "gt06",
    latitude: -6.2 + vehicleId / 100 + (i % 997) / 100_000,
    longitude: 106.8 + (i % 360) / 1_000,
    speed: (i * 7) % 90,
    course: i % 360,
    altitude: null,
    accuracy: null,
    gpsFixed: true,
    ignition: i % 360 < 300,
    temperature: i % 5 === 0 ? null : 30 + (i % 4),
    fuel: i % 3 === 0 ? null : (600 - (i % 600)) / 10,
    battery: 12.6,
    odometer: 1_000 + i * 0.2,
    alarm: null,
    attributes: { sat: 6 + (i % 7) },
    filterReason: i % 500 === 0 ? "jump" : null,
  })),
);

async function* inBatches() {
  for (let i = 0; i < rows.length; i += 5_000) yield rows.slice(i, i + 5_000);
}

const expected = (vehicleId: number, from: Date, to: Date) =>
  rows
    .filter((row) => row.vehicleId === vehicleId && row.fixTime >= from && row.fixTime <= to)
    .map(({ fixTime, latitude, longitude, speed, ignition, course, temperature, fuel, filterReason }) => ({
      fixTime,
      latitude,
      longitude,
      speed,
      ignition,
      course,
      temperature,
      fuel,
      filterReason,
    }));

let dir = "";
let s3: Awaited<ReturnType<typeof startS3rverBucket>> | null = null;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "armada-archive-reader-"));
  s3 = await startS3rverBucket(join(dir, "s3"), BUCKET);
});

afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

const stores: [string, () => MediaStore][] = [
  ["files under DATA_DIR", () => createMediaStore(join(dir, "disk"))],
  [
    "S3-compatible storage (s3rver)",
    () => createS3MediaStore(join(dir, "s3-data"), s3?.settings as S3Settings),
  ],
];

describe.each(stores)("archive reads from %s", (name, makeStore) => {
  let store: MediaStore;

  beforeAll(async () => {
    store = makeStore();
    const localPath = join(dir, `${name.length}.parquet`);
    expect(await writePositionArchive(localPath, inBatches())).toBe(rows.length);
    await store.keepAs(localPath, KEY);
  });

  it("reads exactly a vehicle's rows of a range, in a worker thread, whatever the range", async () => {
    const read = createArchiveReader(store);
    const ranges: [number, Date, Date][] = [
      [8, new Date(start + 86_400_000), new Date(start + 2 * 86_400_000 - 1)],
      [7, new Date(start - 3_600_000), new Date(start + 45 * 60_000)],
      [9, new Date(start + 2 * 86_400_000 + 13_003), new Date(start + 4 * 86_400_000)],
      [8, new Date(start + 61 * 60_000), new Date(start + 61 * 60_000)],
    ];
    for (const [vehicleId, from, to] of ranges) {
      const points = await read(KEY, vehicleId, from, to);
      expect(points).toEqual(expected(vehicleId, from, to));
    }
    expect(await read(KEY, 10, new Date(start), new Date(start + 86_400_000))).toEqual([]);
    expect(
      await read("archive/positions/1/gone.parquet", 8, new Date(start), new Date(start + 1)),
    ).toBeNull();
  });

  it("keeps reading after a file it cannot decode, and after its worker ended when idle", async () => {
    const broken = join(dir, `${name.length}-broken.parquet`);
    await writeFile(broken, Buffer.from("PAR1 not a parquet file PAR1"));
    await store.keepAs(broken, "archive/positions/1/broken.parquet");
    // the worker ends a millisecond after each read: every read may need a new one
    const read = createArchiveReader(store, 8, 1);
    const day = new Date(start + 86_400_000);
    await expect(read("archive/positions/1/broken.parquet", 8, new Date(start), day)).rejects.toThrow();
    for (const vehicleId of VEHICLES) {
      expect(await read(KEY, vehicleId, new Date(start), day)).toEqual(
        expected(vehicleId, new Date(start), day),
      );
    }
  });

  it("reads one at a time, queues a few and refuses the rest with ArchiveBusy", async () => {
    const read = createArchiveReader(store, 1);
    const day = (vehicleId: number) =>
      read(KEY, vehicleId, new Date(start), new Date(start + 86_400_000 - 1)).then(
        (points) => points?.length,
        (error: Error & { errorName?: string }) => error.errorName,
      );
    expect(await Promise.all([day(7), day(8), day(9)])).toEqual([2_880, 2_880, "ArchiveBusy"]);
    expect(await day(9)).toBe(2_880);
  });
});

describe("a 32-bit float read back", () => {
  it("is the shortest decimal of the same float, as PostgreSQL's real prints it", () => {
    expect(shortestFloat32(Math.fround(42.2))).toBe(42.2);
    fc.assert(
      fc.property(fc.float({ noNaN: true, noDefaultInfinity: true }), (float) => {
        const shortest = shortestFloat32(float);
        expect(Math.fround(shortest) === float).toBe(true);
        // one significant digit fewer is another float
        const digits = shortest.toExponential().replace(/^-|e.*$|\./g, "").length;
        if (digits > 1) expect(Math.fround(Number(float.toPrecision(digits - 1))) === float).toBe(false);
      }),
    );
  });
});
