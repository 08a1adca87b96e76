/**
 * Reports benchmark on PostgreSQL: 50 vehicles × 7 days of positions at one per 10 s (~3 million rows) rolled up into
 * activity runs and geofence visits, then every report of /report/ for the whole fleet over the 7 days, and driver
 * scores for 500 drivers over 30 days. Not part of `make test`; see bench/reports/README.md and docs/performance.md.
 */
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import {
  DEFAULT_TIME_ZONE,
  type GeofenceShape,
  geofenceBoundingBox,
  REPORT_ACCESS_KEYS,
  zonedDay,
} from "@armada/domain";
import { sql } from "drizzle-orm";
import pino from "pino";
import { openDatabase } from "../../apps/server/src/db/database.js";
import type { AuthUser } from "../../apps/server/src/http/authUser.js";
import { users } from "../../apps/server/src/modules/auth/auth.tables.js";
import {
  createDriverScoreService,
  DRIVER_SCORE_READ,
} from "../../apps/server/src/modules/driver-scores/driverScoreService.js";
import { driverScoreDays } from "../../apps/server/src/modules/driver-scores/driverScores.tables.js";
import { rollUpDriving } from "../../apps/server/src/modules/driver-scores/drivingRollup.js";
import {
  createGeocodingProviders,
  createGeocodingService,
} from "../../apps/server/src/modules/geocoding/geocodingService.js";
import { geofences } from "../../apps/server/src/modules/geofences/geofences.tables.js";
import { ensurePositionPartitions } from "../../apps/server/src/modules/positions/partitions/positionPartitions.js";
import { activityRollupPart } from "../../apps/server/src/modules/reports/index.js";
import { createReportService } from "../../apps/server/src/modules/reports/reportService.js";
import { createBenchDatabase, dropBenchDatabase, seedBenchDatabase } from "../ingest/seed.js";
import { timed } from "../shared/timed.js";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "postgres://postgres@127.0.0.1:5432/armada_bench_reports" },
    vehicles: { type: "string", default: "50" },
    days: { type: "string", default: "7" },
    drivers: { type: "string", default: "500" },
    "keep-db": { type: "boolean", default: false },
    out: { type: "string" },
  },
});
const url = values.url as string;
const vehicleCount = Number(values.vehicles);
const days = Number(values.days);
const driverCount = Number(values.drivers);
const DAY_MS = 86_400_000;

await createBenchDatabase(url);
const seed = await seedBenchDatabase({ url, devices: vehicleCount, imeiBase: 990_000_000_000_000n });
const database = await openDatabase({ url });
const db = database.db;
const now = new Date();
const start = new Date(now.getTime() - days * DAY_MS);
await ensurePositionPartitions(db, now, 2, 1);

// Ten depots along the route, each vehicle passing one an hour.
const depots: GeofenceShape[] = Array.from({ length: 10 }, (_, index) => ({
  type: "C",
  circData: { lat: -6.2, lng: 106.8 + index * 0.03, radius: 300 },
}));
await db.insert(geofences).values(
  depots.map((shape, index) => ({
    companyId: seed.companyId,
    fenceName: `Depo ${index + 1}`,
    type: "C",
    circData: shape.type === "C" ? shape.circData : null,
    ...geofenceBoundingBox(shape),
  })),
);

// Each hour: 40 min driving ~33 km east (past the depots) at 30-80 km/h, 10 min idling, 10 min parked; a fix every
// 10 s; then back to the start.
const fixes = (days * DAY_MS) / 10_000;
const inserted = await timed(() =>
  db.execute(sql`
    insert into positions (vehicle_id, fix_time, company_id, protocol, latitude, longitude, speed, ignition)
    select v.id,
           ${start.toISOString()}::timestamptz + (i * 10) * interval '1 second',
           ${seed.companyId}, 'gt06', -6.2,
           106.8 + (v.id % 10) * 0.03 + least(i % 360, 240) / 240.0 * 0.3,
           case when i % 360 < 240 then 30 + 50 * abs(sin(i / 50.0)) else 0 end,
           i % 360 < 300
      from unnest(array[${sql.join(
        seed.vehicleIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}]) as v(id), generate_series(0, ${fixes - 1}) as i`),
);
console.log(`positions: ${vehicleCount * fixes} rows inserted in ${inserted.ms} ms`);
await db.execute(sql`analyze positions`);

// Twenty alerts a vehicle a day over six codes, one in ten marked false.
await db.execute(sql`
  insert into raw_alerts (company_id, vehicle_id, alert_code, created_on, is_false_alert, latitude, longitude)
  select ${seed.companyId}, v.id, (array[8, 9, 10, 11, 3, 4])[1 + i % 6],
         ${start.toISOString()}::timestamptz + (i * 72) * interval '1 minute', i % 10 = 0, -6.2, 106.85
    from unnest(array[${sql.join(
      seed.vehicleIds.map((id) => sql`${id}::int`),
      sql`, `,
    )}]) as v(id), generate_series(0, ${days * 20 - 1}) as i`);

const rollup = await timed(() => rollUpDriving(db, [activityRollupPart]));
const [{ runs = 0, visits = 0 } = {}] = (await db.execute(
  sql`select (select count(*) from vehicle_activity_runs)::int as runs, (select count(*) from geofence_visits)::int as visits`,
)) as unknown as { runs: number; visits: number }[];
console.log(`rollup: ${vehicleCount * fixes} positions in ${rollup.ms} ms → ${runs} runs, ${visits} visits`);

const user: AuthUser = {
  userId: 0,
  companyId: seed.companyId,
  companyName: "PT Bench Armada",
  companyTimeZone: DEFAULT_TIME_ZONE,
  name: "Bench",
  email: null,
  phoneNo: null,
  isDriver: false,
  isPlatformAdmin: false,
  accessKeys: [...Object.values(REPORT_ACCESS_KEYS), DRIVER_SCORE_READ],
  language: "id",
};
const geocoding = createGeocodingService(
  createGeocodingProviders(db, { google: undefined, nominatimUrl: undefined }),
  pino({ level: "warn" }),
);
const reports = createReportService(db, geocoding);
const filter = {
  startDate: zonedDay(new Date(start.getTime() + DAY_MS)),
  endDate: zonedDay(now),
  pagination: { page: 1, show: 25 },
};

const figures: Record<string, { ms: number; rows: number }> = {};
for (const kind of ["trips", "stops", "geofenceVisits", "alerts", "utilisation"] as const) {
  const call = async () => {
    const result: object = await reports[kind](user, filter, "id");
    return "rows" in result
      ? (result.rows as unknown[]).length
      : (result as { byCode: unknown[] }).byCode.length;
  };
  await call(); // warm: plans, caches
  const { result: rows, ms } = await timed(call);
  figures[kind] = { ms, rows };
  console.log(`${kind}: ${rows} rows in ${ms} ms`);
}
const exported = await timed(() => reports.exportFile(user, "trips", filter, "id", "xlsx"));
await exported.result.remove();
figures.tripsXlsx = { ms: exported.ms, rows: exported.result.size };
console.log(`trips XLSX with addresses: ${exported.result.size} bytes in ${exported.ms} ms`);

// 500 drivers with a day each of the last 30 days (what the rollup writes), then the scores of the 30 days.
const drivers = await db
  .insert(users)
  .values(
    Array.from({ length: driverCount }, (_, index) => ({
      companyId: seed.companyId,
      username: `bench-driver-${index}`,
      name: `Pengemudi ${index + 1}`,
      passwordHash: "-",
      isDriver: true,
    })),
  )
  .returning({ id: users.id });
const scoreDays = Array.from({ length: 30 }, (_, index) =>
  zonedDay(new Date(now.getTime() - index * DAY_MS)),
);
for (let from = 0; from < drivers.length; from += 100) {
  await db.insert(driverScoreDays).values(
    drivers.slice(from, from + 100).flatMap((driver, index) =>
      scoreDays.map((day, dayIndex) => ({
        driverId: driver.id,
        companyId: seed.companyId,
        day,
        distanceMeters: 80_000 + ((index * 7 + dayIndex) % 50) * 1000,
        drivingSeconds: 14_400,
        harshBrake: (index + dayIndex) % 4,
        overspeed: (index * 3 + dayIndex) % 5,
        exceededIdleTime: dayIndex % 2,
      })),
    ),
  );
}
const scorePeriod = { startDate: scoreDays.at(-1) as string, endDate: scoreDays[0] as string };
const scores = createDriverScoreService(db);
await scores.list(user, scorePeriod, "id");
const list = await timed(() => scores.list(user, scorePeriod, "id"));
const report = await timed(() => reports.driverScores(user, scorePeriod, "id"));
figures.driverScores500 = { ms: list.ms, rows: list.result.driverScores.aggregation.totalDriver };
figures.driverScoreReport500 = { ms: report.ms, rows: report.result.rows.length };
console.log(
  `DriverScores, ${driverCount} drivers × 30 days: ${list.ms} ms; driverScoreReport: ${report.ms} ms`,
);

const summary = {
  vehicles: vehicleCount,
  days,
  positions: vehicleCount * fixes,
  insertMs: inserted.ms,
  rollupMs: rollup.ms,
  runs,
  visits,
  figures,
  machine: { cpus: cpus().length, load: loadavg().map((value) => Math.round(value * 100) / 100) },
};
console.log(JSON.stringify(summary, null, 2));
if (values.out) writeFileSync(values.out as string, JSON.stringify(summary, null, 2));
await database.close();
if (!values["keep-db"]) await dropBenchDatabase(url);
