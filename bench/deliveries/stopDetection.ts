/**
 * Stop detection of started fleet tasks (issue 33) against the built server on local PostgreSQL, in one command
 * (build first: npm run build):
 *
 *   npx tsx bench/deliveries/stopDetection.ts                       # 2,000 vehicles × 10 stops, a fix every 10 s
 *   npx tsx bench/deliveries/stopDetection.ts --vehicles 200 --stops 3 --out /tmp/armada-bench-deliveries.json
 *   npx tsx bench/deliveries/stopDetection.ts --root ../other-checkout   # the same against another build
 *
 * 1. creates the database, migrates and seeds the ingest bench company (N vehicles with GT06 devices, an operator
 *    holding the planner's keys), sets the company's dwell time, and writes N STARTED instant fleet tasks of S stops
 *    each in bulk (one per vehicle, stops four arrival radii apart);
 * 2. starts the built server (child process, same database) and opens the planner's /ws socket (the socket the web
 *    app's fleet task pages listen on for `fleet-task`);
 * 3. drives every vehicle over OsmAnd HTTP (like the phone tracker and the Traccar Client) once every `--interval`
 *    seconds, the vehicles spread evenly over the interval: at each stop until the dwell rule is met, then one fix
 *    halfway to the next stop (the departure), and so on to the last stop;
 * 4. for each stop status change, the time from just before the POST of the fix that completes it (the arrival: the
 *    first fix satisfying the dwell rule; the departure: the first fix outside) to the `fleet-task` message for that
 *    stop on the planner's socket; the baseline of the same run is the same fixes' `vehicle-updates` on the same
 *    socket (ingest only: gateway → pipeline → hub, without the stop visit worker);
 * 5. server CPU (from /proc), the machine's load average, then drops the database (unless `--keep-db`).
 *
 * See bench/deliveries/README.md and docs/performance.md. Not part of `make test`.
 */
import type { ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { decodeVehicleUpdatesMessage, FLEET_TASK_SOCKET_TYPE, type FleetTaskChange } from "@armada/domain";
import postgres from "postgres";
import WebSocket from "ws";
import { cpuTicks, TICKS_PER_SECOND } from "../ingest/procStats.js";
import { createBenchDatabase, dropBenchDatabase, seedBenchDatabase } from "../ingest/seed.js";
import { benchLogin } from "../shared/benchLogin.js";
import { freePorts, startBenchServer, stopBenchServer } from "../shared/benchServer.js";
import { Histogram } from "../shared/histogram.js";
import { machineInfo } from "../shared/machineInfo.js";

const { values } = parseArgs({
  options: {
    vehicles: { type: "string", default: "2000" },
    stops: { type: "string", default: "10" },
    interval: { type: "string", default: "10" },
    dwell: { type: "string", default: "30" },
    radius: { type: "string", default: "200" },
    "imei-base": { type: "string", default: "867000000000000" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/armada_bench_deliveries" },
    root: { type: "string" },
    "server-entry": { type: "string", default: "apps/server/dist/main.js" },
    "cpu-prof": { type: "string" },
    "keep-db": { type: "boolean", default: false },
    out: { type: "string" },
  },
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const repoRoot = values.root ? `${resolve(values.root)}/` : fileURLToPath(new URL("../../", import.meta.url));
const url = values["database-url"] as string;
const imeiBase = BigInt(values["imei-base"] as string);
const vehicleCount = Number(values.vehicles);
const stopCount = Number(values.stops);
const intervalSeconds = Number(values.interval);
const dwellSeconds = Number(values.dwell);
const radiusMeters = Number(values.radius);
for (const [name, value] of Object.entries({ vehicleCount, stopCount, intervalSeconds, radiusMeters }))
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
if (!Number.isInteger(dwellSeconds) || dwellSeconds < 0) throw new Error("dwell must be a whole number ≥ 0");

const imeiOf = (index: number) => (imeiBase + BigInt(index)).toString().padStart(15, "0");
/**
 * Stops four arrival radii apart northwards (800 m at 200 m: the departure fix halfway is two radii from both, a
 * step of 400 m per 10 s that the pipeline's jump filter, 300 km/h, lets through), vehicles 2.2 km apart on a grid
 * around Jakarta.
 */
const STOP_STEP = (4 * radiusMeters) / 111_195;
const stopPoint = (vehicle: number, stop: number) => ({
  lat: -6.5 + (vehicle % 40) * 0.02 + stop * STOP_STEP,
  lng: 106.5 + Math.floor(vehicle / 40) * 0.02,
});
/** fixes at a stop until the dwell rule holds: entered at the first, counted at the one `dwell` seconds later */
const fixesAtStop = Math.ceil(dwellSeconds / intervalSeconds) + 1;
/** per stop: the stay, then one fix halfway to the next (the departure) */
const fixesPerStop = fixesAtStop + 1;

interface PlannedFix {
  lat: number;
  lng: number;
  speed: number;
  /** the stop this fix completes the arrival (or departure) of, as an index into the vehicle's stops */
  arrival: number | null;
  departure: number | null;
}

/** The n-th fix of a vehicle (0-based): a few metres of jitter at the stop, the departure halfway to the next. */
function plannedFix(vehicle: number, n: number): PlannedFix {
  const stop = Math.floor(n / fixesPerStop);
  const step = n % fixesPerStop;
  const point = stopPoint(vehicle, stop);
  if (step < fixesAtStop) {
    const jitter = ((n * 7919 + vehicle) % 11) * 0.00001; // ≤ 11 m
    return {
      lat: point.lat + jitter,
      lng: point.lng - jitter,
      speed: step === 0 ? 15 : 0,
      arrival: step === fixesAtStop - 1 ? stop : null,
      departure: null,
    };
  }
  return { lat: point.lat + STOP_STEP / 2, lng: point.lng, speed: 40, arrival: null, departure: stop };
}

async function seedTasks(companyId: number, vehicleIds: number[]) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`update companies set stop_dwell_seconds = ${dwellSeconds}, stop_arrival_radius_meters = ${radiusMeters}
      where id = ${companyId}`;
    // the planner reads the tasks with tms:read; holding fleet-task-instant:read too, they would hear an instant
    // task's change twice (fleetTaskRelay), and a late first copy could not be told from the departure's
    await sql`update roles set access_keys = array_remove(access_keys, 'fleet-task-instant:read')
      where company_id = ${companyId}`;
    const tasks = await sql<{ id: number; vehicle_id: number }[]>`
      insert into fleet_tasks (company_id, status, vehicle_id, departure_time, is_instant, started_on)
      select ${companyId}, 'STARTED', vehicle_id, now(), true, now()
        from unnest(${sql.array(vehicleIds)}::int[]) as vehicle_id
      returning id, vehicle_id`;
    const taskOf = new Map(tasks.map((row) => [Number(row.vehicle_id), Number(row.id)]));
    const rows = vehicleIds.flatMap((vehicleId, vehicle) =>
      Array.from({ length: stopCount }, (_, stop) => ({
        task: taskOf.get(vehicleId) as number,
        sequence: stop + 1,
        ...stopPoint(vehicle, stop),
      })),
    );
    await sql`
      insert into fleet_task_stops (company_id, fleet_task_id, sequence, activity, address, lat, lng)
      select ${companyId}, task, sequence, 'DROP', 'Titik ' || sequence, lat, lng
        from unnest(${sql.array(rows.map((row) => row.task))}::int[], ${sql.array(rows.map((row) => row.sequence))}::int[],
                    ${sql.array(rows.map((row) => row.lat))}::float8[], ${sql.array(rows.map((row) => row.lng))}::float8[])
          as t(task, sequence, lat, lng)`;
    const stops = await sql<{ id: number; vehicle_id: number; sequence: number }[]>`
      select s.id, t.vehicle_id, s.sequence from fleet_task_stops s join fleet_tasks t on t.id = s.fleet_task_id
       where t.company_id = ${companyId}`;
    /** stop id by vehicle index and stop index */
    const vehicleIndex = new Map(vehicleIds.map((id, index) => [id, index]));
    const stopIds = vehicleIds.map(() => new Array<number>(stopCount).fill(0));
    for (const row of stops)
      (stopIds[vehicleIndex.get(Number(row.vehicle_id)) as number] as number[])[row.sequence - 1] = Number(
        row.id,
      );
    return stopIds;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
/** POSTs a fix to the OsmAnd gateway (query string, like the Traccar Client); resolves on the answer */
function postFix(osmandPort: number, query: Record<string, string | number>) {
  const path = `/?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;
  return new Promise<number>((done) => {
    const req = request({ host: "127.0.0.1", port: osmandPort, path, method: "POST", agent }, (response) => {
      response.resume();
      response.on("end", () => done(response.statusCode ?? 0));
    });
    req.on("error", () => done(0));
    req.end();
  });
}

async function main() {
  const machine = machineInfo();
  console.log(
    `deliveries bench: ${vehicleCount} vehicles × ${stopCount} stops, a fix every ${intervalSeconds} s, ` +
      `dwell ${dwellSeconds} s (${fixesAtStop} fixes at a stop), radius ${radiusMeters} m, build ${repoRoot}`,
  );
  const seedStarted = performance.now();
  await createBenchDatabase(url);
  const seed = await seedBenchDatabase({ url, devices: vehicleCount, imeiBase });
  const stopIds = await seedTasks(seed.companyId, seed.vehicleIds);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  console.log(`seeded in ${seedSeconds} s: ${vehicleCount} started tasks, ${vehicleCount * stopCount} stops`);

  const ports = await freePorts();
  if (values["cpu-prof"]) mkdirSync(values["cpu-prof"], { recursive: true });
  server = await startBenchServer({
    repoRoot,
    entry: values["server-entry"] as string,
    databaseUrl: url,
    ports,
    cpuProfDir: values["cpu-prof"],
  });
  const serverPid = server.pid as number;
  const cookie = await benchLogin(ports.http, seed.username, seed.password);
  const socket = new WebSocket(`ws://127.0.0.1:${ports.http}/ws`, { headers: { cookie } });
  await new Promise<void>((done, fail) => {
    socket.once("open", () => done());
    socket.once("error", fail);
  });

  /** send time of the fix completing a stop's arrival (departure), until its message came */
  const arrivalSent = new Map<number, number>();
  const departureSent = new Map<number, number>();
  /** the same fixes as vehicle updates: `${vehicleId}:${fix time s}` → send time */
  const updateSent = new Map<string, number>();
  const arrivals = new Histogram(120_000);
  const departures = new Histogram(120_000);
  const ingest = new Histogram(120_000);
  let arrived = 0;
  let departed = 0;
  let untimed = 0;
  socket.on("message", (data: Buffer) => {
    const at = performance.now();
    const text = data.toString();
    if (!text.startsWith("{")) return;
    const message = JSON.parse(text) as { type?: string; data?: FleetTaskChange };
    if (message.type === FLEET_TASK_SOCKET_TYPE && message.data?.stopId) {
      const stopId = message.data.stopId;
      const arrival = arrivalSent.get(stopId);
      if (arrival !== undefined) {
        arrivalSent.delete(stopId);
        arrivals.add(at - arrival);
        arrived++;
        return;
      }
      const departure = departureSent.get(stopId);
      if (departure !== undefined) {
        departureSent.delete(stopId);
        departures.add(at - departure);
        departed++;
        return;
      }
      // a change of a stop whose fix was not timed (none expected)
      untimed++;
      return;
    }
    if (message.type === "vehicle-updates") {
      for (const update of decodeVehicleUpdatesMessage(
        message as Parameters<typeof decodeVehicleUpdatesMessage>[0],
      )) {
        const key = `${update.vehicleId}:${Math.round(Date.parse(update.fixTime) / 1000)}`;
        const sent = updateSent.get(key);
        if (sent === undefined) continue;
        updateSent.delete(key);
        ingest.add(at - sent);
      }
    }
  });

  const fixesPerVehicle = stopCount * fixesPerStop;
  const totalFixes = fixesPerVehicle * vehicleCount;
  const intervalMs = intervalSeconds * 1000;
  const startWall = Date.now() + 1_000;
  const startPerf = performance.now() + 1_000;
  /** every fix's time: the round's second (whole seconds: OsmAnd's `timestamp`), the same for every vehicle */
  const firstFixSecond = Math.floor(startWall / 1000);
  const cpuStart = cpuTicks(serverPid) ?? 0;
  const loadSamples: number[] = [];
  const loadTimer = setInterval(() => loadSamples.push(loadavg()[0] as number), 10_000);
  let sent = 0;
  let refused = 0;
  let lateSends = 0;
  const inFlight = new Set<Promise<unknown>>();
  console.log(`driving: ${totalFixes} fixes over ${Math.round((fixesPerVehicle * intervalMs) / 1000)} s`);
  for (let round = 0; round < fixesPerVehicle; round++) {
    for (let vehicle = 0; vehicle < vehicleCount; vehicle++) {
      const due = startPerf + round * intervalMs + (vehicle * intervalMs) / vehicleCount;
      const wait = due - performance.now();
      if (wait > 2) await sleep(wait);
      else if (wait < -1_000) lateSends++;
      const fix = plannedFix(vehicle, round);
      const vehicleId = seed.vehicleIds[vehicle] as number;
      const fixSecond = firstFixSecond + round * intervalSeconds;
      const now = performance.now();
      if (fix.arrival !== null) {
        arrivalSent.set(stopIds[vehicle]?.[fix.arrival] as number, now);
        updateSent.set(`${vehicleId}:${fixSecond}`, now);
      }
      if (fix.departure !== null) departureSent.set(stopIds[vehicle]?.[fix.departure] as number, now);
      const post = postFix(ports.osmand, {
        id: imeiOf(vehicle),
        lat: fix.lat.toFixed(6),
        lon: fix.lng.toFixed(6),
        timestamp: fixSecond,
        speed: fix.speed,
      }).then((status) => {
        if (status !== 200) refused++;
        inFlight.delete(post);
      });
      inFlight.add(post);
      sent++;
    }
    if (round % fixesPerStop === fixesPerStop - 1)
      console.log(
        `  stop ${Math.floor(round / fixesPerStop) + 1}/${stopCount}: ${arrived} arrivals, ${departed} departures ` +
          `on the socket, load ${loadavg()[0]?.toFixed(1)}`,
      );
  }
  await Promise.all(inFlight);
  const drivenSeconds = (performance.now() - startPerf) / 1000;
  const cpuDriven = ((cpuTicks(serverPid) ?? 0) - cpuStart) / TICKS_PER_SECOND;
  const deadline = performance.now() + 60_000;
  while ((arrivalSent.size > 0 || departureSent.size > 0) && performance.now() < deadline) await sleep(100);
  clearInterval(loadTimer);
  socket.close();
  const expected = vehicleCount * stopCount;
  const db = postgres(url, { max: 1, onnotice: () => {} });
  const [stored] = await db<{ visited: number; departed: number }[]>`
    select count(*) filter (where actual_arrival is not null)::int as visited,
           count(*) filter (where actual_departure is not null)::int as departed
      from fleet_task_stops where company_id = ${seed.companyId}`;
  await db.end({ timeout: 5 });
  const result = {
    machine,
    loadAverage: {
      atStart: machine.loadAverageAtStart[0],
      duringMax: Math.max(...loadSamples, 0),
      duringMean:
        loadSamples.length > 0
          ? Number((loadSamples.reduce((sum, value) => sum + value, 0) / loadSamples.length).toFixed(2))
          : null,
    },
    setup: {
      build: repoRoot,
      vehicles: vehicleCount,
      stopsPerTask: stopCount,
      intervalSeconds,
      dwellSeconds,
      radiusMeters,
      seedSeconds,
    },
    driving: {
      fixesSent: sent,
      refused,
      lateSends,
      seconds: Math.round(drivenSeconds),
      positionsPerSecond: Math.round(sent / drivenSeconds),
      serverCpuPercent: Math.round((cpuDriven / drivenSeconds) * 100),
    },
    stops: {
      expected,
      arrivalsOnSocket: arrived,
      departuresOnSocket: departed,
      arrivalsStored: stored?.visited ?? 0,
      departuresStored: stored?.departed ?? 0,
      untimedMessages: untimed,
    },
    /** fix completing the arrival posted → `fleet-task` message for the stop on the planner's socket */
    arrivalMs: arrivals.summary(),
    /** first fix outside posted → `fleet-task` message */
    departureMs: departures.summary(),
    /** baseline, same run: the arrival fixes posted → their `vehicle-updates` on the same socket */
    ingestMs: ingest.summary(),
    ingestMissing: updateSent.size,
  };
  if (values.out) writeFileSync(values.out, JSON.stringify(result, null, 2));
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `\narrival p50 ${result.arrivalMs.p50} / p95 ${result.arrivalMs.p95} / p99 ${result.arrivalMs.p99} ms ` +
      `(${arrived}/${expected} on the socket), departure p99 ${result.departureMs.p99} ms (${departed}/${expected}), ` +
      `ingest only p99 ${result.ingestMs.p99} ms; server CPU ${result.driving.serverCpuPercent} % of a core`,
  );
}

let server: ChildProcess | null = null;
main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    agent.destroy();
    await stopBenchServer(server);
    if (!values["keep-db"]) await dropBenchDatabase(url).catch(() => {});
  });
