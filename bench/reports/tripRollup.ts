/**
 * The month trip report of a 1,000-vehicle fleet from the trip rollup, against today's way (each vehicle's activity
 * runs of the month read and made into trips per request) in the same run, on PostgreSQL. Not part of `make test`;
 * see bench/reports/README.md and docs/performance.md.
 */
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import {
  DEFAULT_TIME_ZONE,
  REPORT_ACCESS_KEYS,
  tripsAndStops,
  zonedDay,
  zonedDayStart,
} from "@armada/domain";
import { sql } from "drizzle-orm";
import pino from "pino";
import { openDatabase } from "../../apps/server/src/db/database.js";
import type { AuthUser } from "../../apps/server/src/http/authUser.js";
import { vehicleVgroups, vgroups } from "../../apps/server/src/modules/fleet/fleet.tables.js";
import {
  createGeocodingProviders,
  createGeocodingService,
} from "../../apps/server/src/modules/geocoding/geocodingService.js";
import { inChunks, mergeSorted } from "../../apps/server/src/modules/reports/eventLoopTurns.js";
import { findRuns } from "../../apps/server/src/modules/reports/reportRepository.js";
import { createReportService } from "../../apps/server/src/modules/reports/reportService.js";
import { backfillTrips } from "../../apps/server/src/modules/reports/tripRollup.js";
import { createBenchDatabase, dropBenchDatabase, seedBenchDatabase } from "../ingest/seed.js";
import { timed } from "../shared/timed.js";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "postgres://postgres@127.0.0.1:5432/armada_triprollup_bench" },
    vehicles: { type: "string", default: "1000" },
    days: { type: "string", default: "30" },
    repeats: { type: "string", default: "3" },
    "keep-db": { type: "boolean", default: false },
    out: { type: "string" },
  },
});
const url = values.url as string;
const vehicleCount = Number(values.vehicles);
const days = Number(values.days);
const repeats = Number(values.repeats);
const DAY_MS = 86_400_000;

/** one warm-up call, then the median of `repeats` */
async function median<T>(label: string, work: () => Promise<T>) {
  await work();
  const times: number[] = [];
  let last: T | undefined;
  for (let index = 0; index < repeats; index += 1) {
    const { result, ms } = await timed(work);
    times.push(ms);
    last = result;
  }
  times.sort((a, b) => a - b);
  const ms = times[Math.floor(times.length / 2)] ?? 0;
  console.log(`${label}: median ${ms} ms (${times.join(", ")})`);
  return { ms, times, result: last as T };
}

await createBenchDatabase(url);
const seed = await seedBenchDatabase({ url, devices: vehicleCount, imeiBase: 991_000_000_000_000n });
const database = await openDatabase({ url });
const db = database.db;
const now = new Date();
const lastDay = zonedDay(new Date(now.getTime() - DAY_MS));
const firstDay = zonedDay(new Date(now.getTime() - days * DAY_MS));
const ids = sql`unnest(array[${sql.join(
  seed.vehicleIds.map((id) => sql`${id}::int`),
  sql`, `,
)}]) as v(id)`;

// Every hour of every day: 40 min driving 30 km, 10 min idling, 10 min parked (24 trips a vehicle a day, 3 runs an
// hour, as the 172.8 M-position fleet's rollup made of one fix per 30 s), from the day before the period.
const runsFrom = zonedDayStart(firstDay, DEFAULT_TIME_ZONE).getTime() - DAY_MS;
const hours = (days + 2) * 24;
const seeded = await timed(() =>
  db.execute(sql`
    insert into vehicle_activity_runs (vehicle_id, start_time, company_id, state, end_time, start_latitude,
      start_longitude, end_latitude, end_longitude, distance_meters, max_speed)
    select v.id, ${new Date(runsFrom).toISOString()}::timestamptz + h * interval '1 hour' + s.from_minute * interval '1 minute',
           ${seed.companyId}, s.state,
           ${new Date(runsFrom).toISOString()}::timestamptz + h * interval '1 hour' + s.to_minute * interval '1 minute',
           -6.2, 106.8 + (v.id % 10) * 0.03 + case when s.state = 'moving' then 0 else 0.27 end, -6.2,
           106.8 + (v.id % 10) * 0.03 + 0.27, case when s.state = 'moving' then 30000 else 0 end,
           case when s.state = 'moving' then 60 + (h % 30) else 0 end
      from ${ids}, generate_series(0, ${hours - 1}) h,
           (values (0, 40, 'moving'), (40, 50, 'idle'), (50, 60, 'parked')) as s(from_minute, to_minute, state)`),
);
await db.execute(sql`analyze vehicle_activity_runs`);
const runCount = vehicleCount * hours * 3;
console.log(`activity runs: ${runCount} rows in ${seeded.ms} ms`);

// as migration 0079 leaves a database whose vehicles had runs: each waits for the backfill
await db.execute(sql`insert into vehicle_trip_cursors (vehicle_id, pending_backfill)
  select id, true from vehicles where exists (select 1 from vehicle_activity_runs r where r.vehicle_id = vehicles.id)`);
const backfill = await timed(() => backfillTrips(db));
await db.execute(sql`analyze vehicle_trips`);
const [{ trips = 0 } = {}] = (await db.execute(
  sql`select count(*)::int as trips from vehicle_trips`,
)) as unknown as { trips: number }[];
console.log(`backfill: ${backfill.result} vehicles, ${trips} trips in ${backfill.ms} ms`);

// a group of a third of the fleet: the most today's report may hold for a month (10,000 vehicle-days)
const third = Math.floor(vehicleCount / 3);
const [group] = await db
  .insert(vgroups)
  .values({ companyId: seed.companyId, name: "Sepertiga armada" })
  .returning({ id: vgroups.id });
if (!group) throw new Error("group");
await db
  .insert(vehicleVgroups)
  .values(seed.vehicleIds.slice(0, third).map((vehicleId) => ({ vehicleId, vgroupId: group.id })));

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
  accessKeys: [...Object.values(REPORT_ACCESS_KEYS)],
  language: "id",
};
const geocoding = createGeocodingService(
  createGeocodingProviders(db, { google: undefined, nominatimUrl: undefined }),
  pino({ level: "warn" }),
);
const reports = createReportService(db, geocoding);
const period = { startDate: firstDay, endDate: lastDay };
const from = zonedDayStart(firstDay, DEFAULT_TIME_ZONE);
const to = new Date(zonedDayStart(lastDay, DEFAULT_TIME_ZONE).getTime() + DAY_MS);

/** What the `tripReport` resolver does: the page from the rollup, then its start and end addresses. */
const tripPage = (filter: Record<string, unknown>) => async () => {
  const { rows, total } = await reports.trips(user, filter, "id", true);
  const page = await reports.withTripAddresses(user.companyId, rows);
  return { total, rows: page.length };
};

/**
 * Today's report (before the rollup): each vehicle's runs of the month read a vehicle at a time (31 vehicle-days a
 * chunk), made into trips, the vehicles' lists merged, then the page's addresses.
 */
const fromRuns = (vehicleIds: readonly number[], page: number) => async () => {
  const perVehicle = await inChunks(vehicleIds, 1, async ([vehicleId = 0]) => {
    const runs = await findRuns(db, [vehicleId], from, to);
    return [
      tripsAndStops(runs.get(vehicleId) ?? [])
        .trips.filter((trip) => trip.startTime >= from && trip.startTime < to)
        .map((trip) => ({ ...trip, vehicleId })),
    ];
  });
  const all = await mergeSorted(
    perVehicle,
    (a, b) => a.startTime.getTime() - b.startTime.getTime() || a.vehicleId - b.vehicleId,
  );
  const rows = await reports.withTripAddresses(user.companyId, all.slice((page - 1) * 25, page * 25));
  return { total: all.length, rows: rows.length };
};

const rollupFleetPage1 = await median("rollup, fleet, page 1 of 25", tripPage({ ...period }));
const figures = {
  rollupFleetPage1,
  rollupFleetLastPage: await median(
    "rollup, fleet, last page of 25",
    tripPage({ ...period, pagination: { page: Math.ceil(rollupFleetPage1.result.total / 25), show: 25 } }),
  ),
  rollupGroupPage1: await median(
    "rollup, a third of the fleet, page 1 of 25",
    tripPage({ ...period, vgroupId: group.id }),
  ),
  runsGroupPage1: await median(
    "today (runs), a third of the fleet, page 1 of 25",
    fromRuns(seed.vehicleIds.slice(0, third), 1),
  ),
  runsFleetPage1: await median(
    "today (runs), fleet, page 1 of 25 (refused by the 10,000 vehicle-day cap)",
    fromRuns(seed.vehicleIds, 1),
  ),
};

const summary = {
  vehicles: vehicleCount,
  days,
  runs: runCount,
  seedRunsMs: seeded.ms,
  trips,
  backfillMs: backfill.ms,
  figures: Object.fromEntries(
    Object.entries(figures).map(([key, { ms, times, result }]) => [key, { ms, times, ...result }]),
  ),
  machine: { cpus: cpus().length, load: loadavg().map((value) => Math.round(value * 100) / 100) },
};
console.log(JSON.stringify(summary, null, 2));
if (values.out) writeFileSync(values.out as string, JSON.stringify(summary, null, 2));
await database.close();
if (!values["keep-db"]) await dropBenchDatabase(url);
