/**
 * Archive reads (issue 39): a company's month archive of `--vehicles` vehicles at one fix per `--interval` s, written
 * in the layout before this change (row groups of the pass's 20,000-row batches, 1 MiB pages, no page index) and in
 * today's (`ARCHIVE_LAYOUT`); then, in the same run, a vehicle-day's route history read from each: before, hyparquet's
 * `parquetQuery` with the `vehicle_id` filter on the server's thread; after, `createArchiveReader` (pruned by
 * statistics and page indexes, decoded in a worker thread, one read at a time) from the built server. Latency
 * p50/p95 of one read at a time, then the event loop's delay while 4 reads run. See README.md, docs/performance.md.
 */
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { asyncBufferFromFile, parquetMetadataAsync, parquetQuery } from "hyparquet";
import { createMediaStore } from "../../apps/server/src/modules/media/mediaStore.js";
import {
  ARCHIVE_LAYOUT,
  type ArchivedPosition,
  writePositionArchive,
} from "../../apps/server/src/modules/retention/positionArchiveFile.js";

const { values } = parseArgs({
  options: {
    vehicles: { type: "string", default: "1000" },
    days: { type: "string", default: "30" },
    interval: { type: "string", default: "30" },
    reads: { type: "string", default: "20" },
    layouts: { type: "string", default: "before,after" },
    "baseline-reader": { type: "string" },
  },
});
const vehicles = Number(values.vehicles);
const days = Number(values.days);
const intervalMs = Number(values.interval) * 1000;
const reads = Number(values.reads);
const DAY_MS = 86_400_000;
const start = Date.UTC(2026, 5, 1);
const fixes = (days * DAY_MS) / intervalMs;

type Reader = typeof import("../../apps/server/src/modules/retention/archiveReader.js");
const built = resolve("apps/server/dist/modules/retention/archiveReader.js");
const { createArchiveReader } = (await import(pathToFileURL(built).href)) as Reader;

/** The month as the pass reads it from the database: 20,000 rows at a time, by vehicle and fix time. */
async function* month() {
  let batch: ArchivedPosition[] = [];
  for (let vehicleId = 1; vehicleId <= vehicles; vehicleId++) {
    for (let i = 0; i < fixes; i++) {
      const fixTime = start + i * intervalMs;
      const moving = i % 360 < 240;
      batch.push({
        vehicleId,
        fixTime: new Date(fixTime),
        serverTime: new Date(fixTime + 2_000),
        companyId: 1,
        deviceId: vehicleId,
        protocol: "gt06",
        latitude: -6.2 + (i % 997) / 100_000,
        longitude: 106.8 + (vehicleId % 10) * 0.03 + (Math.min(i % 360, 240) / 240) * 0.3,
        speed: moving ? Math.round(30 + 50 * Math.abs(Math.sin(i / 50))) : 0,
        course: (i * 7) % 360,
        altitude: 20 + (i % 13),
        accuracy: 5 + (i % 4),
        gpsFixed: true,
        ignition: i % 360 < 300,
        temperature: null,
        fuel: null,
        battery: 12.6 + (i % 5) / 10,
        odometer: 100_000 + i * 0.08,
        alarm: null,
        attributes: { sat: 6 + (i % 7), rssi: 2 + (i % 4) },
        filterReason: null,
      });
      if (batch.length === 20_000) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}

const timed = async <T>(work: () => Promise<T>) => {
  const began = performance.now();
  const result = await work();
  return { result, ms: performance.now() - began };
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
/** The vehicle-days read: the same for both layouts, spread over the fleet and the month. */
const asked = Array.from({ length: reads }, (_, round) => ({
  vehicleId: 1 + ((round * 7919) % vehicles),
  from: new Date(start + (round % days) * DAY_MS),
  to: new Date(start + ((round % days) + 1) * DAY_MS - 1),
}));

const dir = await mkdtemp(join(tmpdir(), "archive-reads-bench-"));
const store = createMediaStore(dir);
const layouts = {
  before: { rowGroup: 20_000, pageSize: 1_048_576, pageIndex: false },
  after: ARCHIVE_LAYOUT,
};
console.log(`${vehicles} vehicles × ${days} days at ${intervalMs / 1000} s: ${vehicles * fixes} positions`);
const reader = createArchiveReader(store);
const wanted = new Set(values.layouts.split(","));
for (const [name, layout] of Object.entries(layouts).filter(([name]) => wanted.has(name))) {
  const path = join(dir, `${name}.parquet`);
  const written = await timed(() => writePositionArchive(path, month(), layout));
  const { size } = await stat(path);
  const metadata = await parquetMetadataAsync(await asyncBufferFromFile(path));
  console.log(
    `${name}: written in ${(written.ms / 1000).toFixed(0)} s, ${size} bytes (${(size / written.result).toFixed(1)} per position), ` +
      `${metadata.row_groups.length} row groups, footer ${metadata.metadata_length} bytes`,
  );
  const key = `archive/positions/1/${name}.parquet`;
  await store.keepAs(path, key);
  const clip = await store.clip(key);
  if (!clip) throw new Error("the archive file is gone");

  const read =
    name === "before"
      ? async ({ vehicleId, from, to }: (typeof asked)[number]) => {
          const file = await asyncBufferFromFile(join(dir, "media", key));
          const rows = await parquetQuery({ file, filter: { vehicle_id: { $eq: vehicleId } } });
          return rows.filter((row) => row.fix_time >= from && row.fix_time <= to).length;
        }
      : async ({ vehicleId, from, to }: (typeof asked)[number]) =>
          ((await reader(key, vehicleId, from, to)) ?? []).length;

  const latencies: number[] = [];
  for (const day of asked) {
    const one = await timed(() => read(day));
    if (one.result !== DAY_MS / intervalMs) throw new Error(`${name}: a day read ${one.result} points`);
    latencies.push(one.ms);
  }
  latencies.sort((a, b) => a - b);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const four = await timed(() => Promise.all(asked.slice(0, 4).map(read)));
  delay.disable();
  const ms = (ns: number) => (ns / 1e6).toFixed(0);
  console.log(
    `${name}: a vehicle-day (${DAY_MS / intervalMs} points), ${reads} reads one at a time: p50 ${latencies[Math.floor(reads / 2)]?.toFixed(0)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms; 4 reads at once: ` +
      `${four.ms.toFixed(0)} ms, event loop delay p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms`,
  );
}

/**
 * `--baseline-reader <built archiveReader.js>`: another build's reader against this one on the current layout's
 * file, read for read alternating (which goes first alternates too), so both see the same load.
 */
if (values["baseline-reader"] && wanted.has("after")) {
  const baseline = (await import(pathToFileURL(resolve(values["baseline-reader"])).href)) as Reader;
  const readers = { baseline: baseline.createArchiveReader(store), current: reader };
  const latencies = { baseline: [] as number[], current: [] as number[] };
  const key = "archive/positions/1/after.parquet";
  for (const [round, { vehicleId, from, to }] of asked.entries()) {
    const order = round % 2 === 0 ? (["baseline", "current"] as const) : (["current", "baseline"] as const);
    for (const name of order) {
      const one = await timed(async () => ((await readers[name](key, vehicleId, from, to)) ?? []).length);
      if (one.result !== DAY_MS / intervalMs) throw new Error(`${name}: a day read ${one.result} points`);
      latencies[name].push(one.ms);
    }
  }
  for (const [name, list] of Object.entries(latencies)) {
    list.sort((a, b) => a - b);
    console.log(
      `${name} reader, alternating: p50 ${list[Math.floor(reads / 2)]?.toFixed(0)} ms, p95 ${percentile(list, 95).toFixed(0)} ms, max ${list.at(-1)?.toFixed(0)} ms`,
    );
  }
}
await rm(dir, { recursive: true, force: true });
