/**
 * Retention benchmark on PostgreSQL (issue 39): a week of positions of `--vehicles` vehicles at one fix per 10 s,
 * with the columns a GT06/OsmAnd fix fills, in a month two months back; measures the partition's bytes per position
 * (table, TOAST and indexes), runs the retention pass that writes the month to Parquet and drops the partition, and
 * times a vehicle's day read back from the archive. Not part of `make test`; see README.md and docs/performance.md.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../apps/server/src/db/database.js";
import { resultRows } from "../../apps/server/src/db/resultRows.js";
import { createMediaStore } from "../../apps/server/src/modules/media/mediaStore.js";
import { ensurePositionPartitions } from "../../apps/server/src/modules/positions/partitions/positionPartitions.js";
import { createArchiveReader } from "../../apps/server/src/modules/retention/archiveReader.js";
import { positionArchives } from "../../apps/server/src/modules/retention/retention.tables.js";
import { runRetentionPass } from "../../apps/server/src/modules/retention/retentionPass.js";
import { createBenchDatabase, dropBenchDatabase, seedBenchDatabase } from "../ingest/seed.js";
import { timed } from "../shared/timed.js";
import { insertSyntheticPositions } from "./syntheticPositions.js";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "postgres://postgres@127.0.0.1:5432/armada_bench_retention" },
    vehicles: { type: "string", default: "20" },
    days: { type: "string", default: "7" },
    "keep-db": { type: "boolean", default: false },
  },
});
const url = values.url as string;
const vehicleCount = Number(values.vehicles);
const days = Number(values.days);
const DAY_MS = 86_400_000;

await createBenchDatabase(url);
const seed = await seedBenchDatabase({ url, devices: vehicleCount, imeiBase: 990_000_000_039_000n });
const database = await openDatabase({ url });
const db = database.db;
const now = new Date();
const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
await ensurePositionPartitions(db, start, 0, 0);
const partition = `positions_${start.getUTCFullYear()}_${String(start.getUTCMonth() + 1).padStart(2, "0")}`;

const fixes = (days * DAY_MS) / 10_000;
const inserted = await timed(() =>
  insertSyntheticPositions(db, {
    companyId: seed.companyId,
    vehicleIds: seed.vehicleIds,
    start,
    fixes,
    intervalS: 10,
  }),
);
const rows = vehicleCount * fixes;
console.log(`positions: ${rows} rows inserted in ${inserted.ms} ms`);
await db.execute(sql.raw(`vacuum analyze "${partition}"`));
const [size] = resultRows<{ total: string; heap: string; indexes: string }>(
  await db.execute(
    sql.raw(
      `select pg_total_relation_size('"${partition}"') as total, pg_relation_size('"${partition}"') as heap, pg_indexes_size('"${partition}"') as indexes`,
    ),
  ),
);
const total = Number(size?.total);
console.log(
  `database: ${total} bytes (heap ${size?.heap}, indexes ${size?.indexes}) = ${(total / rows).toFixed(1)} bytes per position`,
);

const dataDir = await mkdtemp(join(tmpdir(), "retention-bench-"));
const store = createMediaStore(dataDir);
const pass = await timed(() => runRetentionPass({ database, store, dataDir, hotMonths: 1 }));
const [archive] = await db.select().from(positionArchives);
console.log(
  `archive pass: ${pass.ms} ms (${pass.result.archived.length} file, dropped ${pass.result.dropped.join(", ")}); ` +
    `parquet ${archive?.byteSize} bytes for ${archive?.rowCount} rows = ${((archive?.byteSize ?? 0) / (archive?.rowCount ?? 1)).toFixed(1)} bytes per position`,
);

const readTrack = createArchiveReader(store);
const reads: number[] = [];
for (let round = 0; round < 20; round++) {
  const vehicleId = seed.vehicleIds[round % seed.vehicleIds.length] as number;
  const dayStart = new Date(start.getTime() + (round % days) * DAY_MS);
  const read = await timed(() =>
    readTrack(archive?.objectKey ?? "", vehicleId, dayStart, new Date(dayStart.getTime() + DAY_MS - 1)),
  );
  if (read.result?.length !== DAY_MS / 10_000) throw new Error(`a day read ${read.result?.length} points`);
  reads.push(read.ms);
}
reads.sort((a, b) => a - b);
console.log(
  `a vehicle's day from the archive (8640 points, local disk): p50 ${reads[9]} ms, p95 ${reads[18]} ms, max ${reads[19]} ms`,
);

await database.close();
await rm(dataDir, { recursive: true, force: true });
if (!values["keep-db"]) await dropBenchDatabase(url);
