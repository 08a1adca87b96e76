import { existsSync } from "node:fs";
/**
 * CPU time per position of the position pipeline alone: no sockets, no decoding, the built pipeline writing to
 * local PostgreSQL with four lanes, as the server runs it. Process CPU time (user + system) divided by positions
 * written is nearly independent of what else the machine runs, so two builds can be compared on a busy machine,
 * where the throughput benchmark (run.ts) cannot be read.
 *
 *   npm run build && npx tsx bench/ingest/pipelineCost.ts [--devices 2000] [--per-device 150]
 *   npx tsx bench/ingest/pipelineCost.ts --root ../other-checkout     # the same, built elsewhere
 *
 * See docs/performance.md. Not part of `make test`.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { cpuTicks, TICKS_PER_SECOND } from "./procStats.js";
import { createBenchDatabase, dropBenchDatabase, seedBenchDatabase } from "./seed.js";

const { values } = parseArgs({
  options: {
    root: { type: "string", default: "." },
    devices: { type: "string", default: "2000" },
    "per-device": { type: "string", default: "150" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/armada_bench_pipeline" },
  },
});

const root = resolve(values.root);
const devices = Number(values.devices);
const perDevice = Number(values["per-device"]);
const url = values["database-url"];
const imeiBase = 865000000000000n;
/** A module of the build under `root`, at the first of its paths that exists (older builds had other folders). */
const built = (...paths: string[]) => {
  const found = paths.map((path) => resolve(root, "apps/server/dist", path)).find((path) => existsSync(path));
  if (!found) throw new Error(`none of ${paths.join(", ")} in ${root}`);
  return import(pathToFileURL(found).href);
};

const { openDatabase } = await built("db/database.js");
const { createMemoryEventBus } = await built("bus/memoryEventBus.js", "realtime/memoryEventBus.js");
const { createPositionPipeline } = await built(
  "modules/positions/pipeline/positionPipeline.js",
  "modules/tracking/positionPipeline.js",
);

await dropBenchDatabase(url);
await createBenchDatabase(url);
await seedBenchDatabase({ url, devices, imeiBase });
const database = await openDatabase({ url });
const observer = postgres(url, { max: 1, onnotice: () => {} });
const bus = createMemoryEventBus();
let published = 0;
bus.subscribe("vehicle-updates.*", (updates: unknown[]) => {
  published += updates.length;
});
const quiet = () => {};
const logger = {
  error: console.error,
  warn: console.warn,
  info: quiet,
  debug: quiet,
  trace: quiet,
  fatal: quiet,
};
const pipeline = createPositionPipeline(database.db, bus, { ...logger, child: () => logger }, { lanes: 4 });

/**
 * CPU seconds so far of the PostgreSQL backends serving this run's connections (the pool opens them as the pipeline
 * needs them and keeps them): what the database spent on the positions, for writes that move work between client and
 * database. Other sessions' backends on the same server do not count.
 */
async function databaseCpuSeconds() {
  const backends = await observer<{ pid: number }[]>`
    select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
  const ticks = backends.reduce((sum, { pid }) => sum + (cpuTicks(Number(pid)) ?? 0), 0);
  return ticks / TICKS_PER_SECOND;
}

/** One device's positions, one a second, each waiting for the pipeline as a gateway connection does. */
async function drive(index: number, firstFix: number) {
  const imei = (imeiBase + BigInt(index)).toString().padStart(15, "0");
  for (let k = 0; k < perDevice; k++) {
    await pipeline.submitPosition({
      imei,
      protocol: "gt06",
      fixTime: new Date(firstFix + k * 1_000),
      latitude: -6.2 + index * 1e-4,
      longitude: 106.8 + k * 1e-5,
      speedKmh: 40 + (k % 20),
      course: (k * 7) % 360,
      gpsFixed: true,
      ignition: true,
      attributes: {
        protocolNumber: 0x22,
        serial: k,
        satellites: 9,
        mcc: 510,
        mnc: 10,
        lac: 1234,
        cellId: index,
      },
    });
  }
}

/**
 * The same positions counted into driver days and activity runs (the driving rollup, which reads every position back
 * once a minute): process CPU per position; null for builds without it.
 */
async function rollUpCost(written: number) {
  const path = resolve(root, "apps/server/dist/modules/driver-scores/drivingRollup.js");
  if (!existsSync(path)) return { rollupCpuMicrosecondsPerPosition: null };
  const { rollUpDriving } = await import(pathToFileURL(path).href);
  // builds since the rollup took parts roll up the reports' activity through the part; older ones ignore it
  const activity = resolve(root, "apps/server/dist/modules/reports/activityRollup.js");
  const { activityRollupPart } = existsSync(activity) ? await import(pathToFileURL(activity).href) : {};
  const before = process.cpuUsage();
  const started = performance.now();
  await rollUpDriving(database.db, activityRollupPart ? [activityRollupPart] : []);
  const cpu = process.cpuUsage(before);
  return {
    rollupSeconds: Number(((performance.now() - started) / 1_000).toFixed(1)),
    rollupCpuMicrosecondsPerPosition: Number(((cpu.user + cpu.system) / written).toFixed(1)),
  };
}

try {
  const firstFix = Date.now() - perDevice * 1_000 - 60_000;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: devices }, (_, index) => drive(index, firstFix)));
  await pipeline.drain();
  const cpu = process.cpuUsage(cpuBefore);
  const seconds = (performance.now() - started) / 1_000;
  const { written } = pipeline.metrics();
  const databaseCpu = await databaseCpuSeconds();
  const rollup = await rollUpCost(written);
  const rollupDatabaseCpu = (await databaseCpuSeconds()) - databaseCpu;
  console.log(
    JSON.stringify({
      root,
      written,
      published,
      seconds: Number(seconds.toFixed(1)),
      writtenPerSecond: Math.round(written / seconds),
      cpuMicrosecondsPerPosition: Number(((cpu.user + cpu.system) / written).toFixed(1)),
      databaseCpuMicrosecondsPerPosition: Number(((databaseCpu * 1e6) / written).toFixed(1)),
      ...rollup,
      rollupDatabaseCpuMicrosecondsPerPosition: Number(((rollupDatabaseCpu * 1e6) / written).toFixed(1)),
    }),
  );
} finally {
  await pipeline.stop();
  await database.close();
  await observer.end();
  await dropBenchDatabase(url);
}
