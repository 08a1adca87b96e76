import { tripsAndStops, zonedDay, zonedDayStart } from "@armada/domain";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { companies } from "../company/company.tables.js";
import { rollUpDriving } from "../driver-scores/drivingRollup.js";
import { vehicles } from "../fleet/fleet.tables.js";
import { positions } from "../positions/positions.tables.js";
import { activityRollupPart } from "./activityRollup.js";
import { findRuns } from "./reportRepository.js";
import { vehicleActivityRuns, vehicleTripCursors, vehicleTrips } from "./reports.tables.js";
import { backfillTrips } from "./tripRollup.js";

const MINUTE = 60_000;
const DAY_MS = 86_400_000;
const TRIPS = `query ($filter: ReportFilter!) { tripReport(filter: $filter) { isSuccessful message
  data { vehicleId startTime endTime startLatitude startLongitude endLatitude endLongitude distanceKm durationSeconds
    maxSpeed avgSpeed driverId } pagination { total } } }`;

/** What a vehicle does for a while: driving at 60 km/h, standing with the engine on or off, or sending nothing. */
type Step = { minutes: number; doing: "drive" | "idle" | "park" | "silent" };

interface Fix {
  fixTime: Date;
  latitude: number;
  longitude: number;
  speed: number;
  ignition: boolean;
}

/** A fix every 30 s along -6.2° from `start`, 500 m east per fix while driving. */
function track(start: number, steps: readonly Step[]): Fix[] {
  const fixes: Fix[] = [];
  let time = start;
  let longitude = 106.8;
  for (const { minutes, doing } of steps) {
    for (let fix = 0; fix < minutes * 2; fix += 1) {
      if (doing === "drive") longitude += 0.0045;
      if (doing !== "silent")
        fixes.push({
          fixTime: new Date(time),
          latitude: -6.2,
          longitude,
          speed: doing === "drive" ? 60 : 0,
          ignition: doing !== "park",
        });
      time += 30_000;
    }
  }
  return fixes;
}

/** A fixed shuffle (the positions of a batch reach the server out of order). */
const shuffled = <T>(items: readonly T[]) =>
  items
    .map((item, index) => ({ item, key: (index * 7_919) % 1_009 }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

describe("the trip rollup", () => {
  let t: TestApp;
  let admin: string;
  let fleet: { id: number; companyId: number }[];
  // the company's day three days ago and the day after (Asia/Jakarta), 07:00 WIB the first morning
  const day = zonedDay(new Date(Date.now() - 3 * DAY_MS), "Asia/Jakarta");
  const nextDay = zonedDay(new Date(Date.parse(`${day}T12:00:00+07:00`) + DAY_MS), "Asia/Jakarta");
  const morning = zonedDayStart(day, "Asia/Jakarta").getTime() + 7 * 60 * MINUTE;
  const midnight = zonedDayStart(nextDay, "Asia/Jakarta").getTime();

  // parked, a drive with a one-minute traffic light, a 20-min stop, a drive, nothing sent for 11 hours (offline),
  // then a drive from 23:40 WIB to 00:25 across midnight, a stop, a last drive
  const first = track(morning, [
    { minutes: 30, doing: "park" },
    { minutes: 30, doing: "drive" },
    { minutes: 1, doing: "idle" },
    { minutes: 10, doing: "drive" },
    { minutes: 20, doing: "park" },
    { minutes: 20, doing: "drive" },
    { minutes: 10, doing: "idle" },
    { minutes: 839, doing: "silent" },
    { minutes: 40, doing: "park" },
    { minutes: 45, doing: "drive" },
    { minutes: 30, doing: "park" },
    { minutes: 15, doing: "drive" },
    { minutes: 10, doing: "park" },
  ]);
  // two short trips either side of a 3-min stop, and a standstill of 90 s inside the second
  const second = track(morning + 60 * MINUTE, [
    { minutes: 5, doing: "park" },
    { minutes: 12, doing: "drive" },
    { minutes: 3, doing: "idle" },
    { minutes: 8, doing: "drive" },
    { minutes: 1.5, doing: "park" },
    { minutes: 8, doing: "drive" },
    { minutes: 20, doing: "park" },
  ]);

  const rowsOf = (vehicle: { id: number; companyId: number }, fixes: readonly Fix[]) =>
    fixes.map((fix) => ({ ...fix, vehicleId: vehicle.id, companyId: vehicle.companyId, protocol: "osmand" }));

  /** The vehicle's trips as `tripsAndStops` finds them over all its activity runs. */
  async function tripsOfAllRuns(vehicleId: number) {
    const rows = await t.database.db
      .select()
      .from(vehicleActivityRuns)
      .where(eq(vehicleActivityRuns.vehicleId, vehicleId))
      .orderBy(asc(vehicleActivityRuns.startTime));
    return tripsAndStops(rows.map((row) => ({ ...row, state: row.state as "moving" }))).trips;
  }

  async function keptTrips(vehicleId: number) {
    const rows = await t.database.db
      .select()
      .from(vehicleTrips)
      .where(eq(vehicleTrips.vehicleId, vehicleId))
      .orderBy(asc(vehicleTrips.startTime));
    return rows.map(({ vehicleId: _vehicle, companyId: _company, ...trip }) => trip);
  }

  const report = async (startDate: string, endDate: string) => {
    const result = await t.graphql<{
      tripReport: { isSuccessful: boolean; data: Record<string, unknown>[]; pagination: { total: number } };
    }>(admin, TRIPS, {
      filter: { startDate, endDate, pagination: { page: 1, show: 100 } },
    });
    return result.data?.tripReport;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    const db = t.database.db;
    // two of the demo company's tracked vehicles without positions of their own in the seed
    fleet = await db
      .select({ id: vehicles.id, companyId: vehicles.companyId })
      .from(vehicles)
      .innerJoin(companies, eq(companies.id, vehicles.companyId))
      .where(
        and(
          eq(companies.name, "PT Armada Demo"),
          isNotNull(vehicles.deviceId),
          sql`not exists (select 1 from ${positions} where ${positions.vehicleId} = ${vehicles.id})`,
        ),
      )
      .orderBy(asc(vehicles.id))
      .limit(2);
    const [a, b] = fleet;
    if (!a || !b) throw new Error("two demo vehicles");
    // rolled up in slices that end inside the traffic light, inside the 20-min and the 3-min stops before they are
    // two minutes long, inside the 90-s standstill and in the drive across midnight; each slice arrives shuffled
    const cuts = [
      morning + 60.5 * MINUTE,
      morning + 72 * MINUTE,
      morning + 78.5 * MINUTE,
      morning + 89 * MINUTE,
      midnight - 10 * MINUTE,
      midnight + 20 * MINUTE,
      Number.POSITIVE_INFINITY,
    ];
    let from = Number.NEGATIVE_INFINITY;
    for (const cut of cuts) {
      const slice = (fixes: readonly Fix[]) =>
        fixes.filter((fix) => fix.fixTime.getTime() > from && fix.fixTime.getTime() <= cut);
      await db.insert(positions).values(shuffled([...rowsOf(b, slice(second)), ...rowsOf(a, slice(first))]));
      await rollUpDriving(db, [activityRollupPart]);
      from = cut;
    }
  });
  afterAll(() => t.close());

  it("keeps the trips that tripsAndStops finds over all the runs, though they were rolled up in slices", async () => {
    for (const vehicle of fleet) {
      const all = await tripsOfAllRuns(vehicle.id);
      expect(all.length).toBeGreaterThan(1);
      expect(await keptTrips(vehicle.id)).toEqual(all);
    }
    const [a, b] = fleet;
    // the traffic light and the 90-s standstill are inside trips; the stops, the offline night and midnight are not
    expect((await keptTrips(a?.id ?? 0)).map((trip) => trip.durationSeconds)).toEqual([
      41 * 60 + 30,
      20 * 60 + 30,
      45 * 60 + 30,
      15 * 60 + 30,
    ]);
    expect((await keptTrips(b?.id ?? 0)).map((trip) => trip.durationSeconds)).toEqual([
      12 * 60 + 30,
      17 * 60 + 60,
    ]);
  });

  it("lists in the trip report the same trips as today's report built from the runs of the period", async () => {
    const answer = await report(day, nextDay);
    expect(answer?.isSuccessful).toBe(true);
    const from = zonedDayStart(day, "Asia/Jakarta");
    const to = new Date(midnight + DAY_MS);
    const runs = await findRuns(
      t.database.db,
      fleet.map((vehicle) => vehicle.id),
      from,
      to,
    );
    const built = fleet
      .flatMap((vehicle) =>
        tripsAndStops(runs.get(vehicle.id) ?? [])
          .trips.filter((trip) => trip.startTime >= from && trip.startTime < to)
          .map((trip) => ({
            ...trip,
            vehicleId: vehicle.id,
            startTime: trip.startTime.toISOString(),
            endTime: trip.endTime.toISOString(),
          })),
      )
      .sort((x, y) => x.startTime.localeCompare(y.startTime) || x.vehicleId - y.vehicleId);
    expect(built).toHaveLength(6);
    expect(answer?.pagination.total).toBe(6);
    expect(
      answer?.data.map((row) => ({
        ...row,
        startTime: new Date(String(row.startTime)).toISOString(),
        endTime: new Date(String(row.endTime)).toISOString(),
      })),
    ).toEqual(built);
  });

  it("lists a trip across midnight whole on the day it began, not on the next", async () => {
    const crossing = (rows: Record<string, unknown>[] | undefined) =>
      rows?.filter(
        (row) => Date.parse(String(row.startTime)) < midnight && Date.parse(String(row.endTime)) > midnight,
      );
    const [started] = crossing((await report(day, day))?.data) ?? [];
    expect(new Date(String(started?.startTime)).getTime()).toBe(midnight - 20 * MINUTE - 30_000);
    expect(new Date(String(started?.endTime)).getTime()).toBe(midnight + 25 * MINUTE);
    expect(Number(started?.distanceKm)).toBeCloseTo(45, 0);
    expect(crossing((await report(nextDay, nextDay))?.data)).toEqual([]);
  });

  it("leaves the trips as they were when late positions arrive behind the rollup (as the activity runs do)", async () => {
    const [a] = fleet;
    if (!a) throw new Error("vehicle");
    const before = await keptTrips(a.id);
    // a drive reported hours late, in the middle of the morning's 20-min stop
    const late = track(morning + 75 * MINUTE + 15_000, [{ minutes: 5, doing: "drive" }]).map((fix) => ({
      ...fix,
      latitude: -6.3,
    }));
    await t.database.db.insert(positions).values(rowsOf(a, late));
    await rollUpDriving(t.database.db, [activityRollupPart]);
    expect(await keptTrips(a.id)).toEqual(before);
  });

  it("builds the trips of a vehicle waiting for its backfill in the backfill, not in the driving rollup", async () => {
    const [, b] = fleet;
    if (!b) throw new Error("vehicle");
    const db = t.database.db;
    const expected = await keptTrips(b.id);
    // as migration 0079 leaves a vehicle that had runs before trips were kept
    await db.delete(vehicleTrips).where(eq(vehicleTrips.vehicleId, b.id));
    await db
      .update(vehicleTripCursors)
      .set({ resumeFrom: null, pendingBackfill: true })
      .where(eq(vehicleTripCursors.vehicleId, b.id));
    const evening = track(midnight - 3 * 60 * MINUTE, [
      { minutes: 10, doing: "drive" },
      { minutes: 10, doing: "park" },
    ]);
    await db.insert(positions).values(rowsOf(b, evening));
    await rollUpDriving(db, [activityRollupPart]);
    expect(await keptTrips(b.id)).toEqual([]);
    expect(await backfillTrips(db)).toBe(1);
    const rebuilt = await keptTrips(b.id);
    expect(rebuilt).toEqual(await tripsOfAllRuns(b.id));
    expect(rebuilt.slice(0, expected.length)).toEqual(expected);
    expect(rebuilt).toHaveLength(expected.length + 1);
    expect(await backfillTrips(db)).toBe(0);
  });

  it("keeps the trips when the positions they came from are gone (retention drops positions, not rollups)", async () => {
    const [a] = fleet;
    if (!a) throw new Error("vehicle");
    const before = await keptTrips(a.id);
    await t.database.db.delete(positions).where(eq(positions.vehicleId, a.id));
    await rollUpDriving(t.database.db, [activityRollupPart]);
    expect(await keptTrips(a.id)).toEqual(before);
  });
});
