import {
  type ClassifiedTollRow,
  DEFAULT_TOLL_GATE_RULES,
  type TimedPoint,
  type TollGateProximity,
  type TollGateRules,
  tollGateProximity,
  tollTransactionGate,
} from "@armada/domain";
import { and, asc, eq, gte, lte, or, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { inTrack, positions } from "../positions/index.js";

/** Windows read in one query: an OR of this many index ranges of one vehicle. */
const WINDOWS_PER_QUERY = 200;

interface Window {
  from: Date;
  to: Date;
}

/** Overlapping windows merged, so a busy card's neighbouring transactions read their points once. */
function mergedWindows(times: readonly Date[], windowMs: number): Window[] {
  const sorted = [...times].sort((a, b) => a.getTime() - b.getTime());
  const merged: Window[] = [];
  for (const time of sorted) {
    const from = new Date(time.getTime() - windowMs);
    const to = new Date(time.getTime() + windowMs);
    const last = merged.at(-1);
    if (last && from <= last.to) last.to = to;
    else merged.push({ from, to });
  }
  return merged;
}

/** A vehicle's in-track points (time, lat, lng) of the company, with `conditions` on them, to order and limit. */
export const vehicleTrackPoints = (
  db: DbExecutor,
  companyId: number,
  vehicleId: number,
  ...conditions: (SQL | undefined)[]
) =>
  db
    .select({ time: positions.fixTime, lat: positions.latitude, lng: positions.longitude })
    .from(positions)
    .where(
      and(eq(positions.vehicleId, vehicleId), eq(positions.companyId, companyId), inTrack, ...conditions),
    );

/**
 * One vehicle's in-track points within the windows: range scans of the positions' (vehicle, fix time) key. Months
 * already archived out of the database read nothing, so their transactions show "no data" rather than a slow
 * archive read per statement.
 */
async function trackInWindows(db: DbExecutor, companyId: number, vehicleId: number, windows: Window[]) {
  const points: TimedPoint[] = [];
  for (let start = 0; start < windows.length; start += WINDOWS_PER_QUERY) {
    const chunk = windows.slice(start, start + WINDOWS_PER_QUERY);
    const rows = await vehicleTrackPoints(
      db,
      companyId,
      vehicleId,
      or(
        ...chunk.map((window) => and(gte(positions.fixTime, window.from), lte(positions.fixTime, window.to))),
      ),
    ).orderBy(asc(positions.fixTime));
    points.push(...rows);
  }
  return points;
}

/** The points of a time-ordered track within `windowMs` of `at`, found by binary search. */
function pointsAround(track: readonly TimedPoint[], at: Date, windowMs: number): readonly TimedPoint[] {
  const from = at.getTime() - windowMs;
  let low = 0;
  let high = track.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((track[middle] as TimedPoint).time.getTime() < from) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < track.length && (track[end] as TimedPoint).time.getTime() <= at.getTime() + windowMs) end += 1;
  return track.slice(low, end);
}

/**
 * Each row's toll gate check (by the row's index): whether the vehicle its card was on passed the gate around the
 * transaction. Rows on no vehicle or at a gate not in the table are not read and have no data.
 */
export async function checkTollGates(
  db: DbExecutor,
  companyId: number,
  rows: readonly ClassifiedTollRow[],
  rules: TollGateRules = DEFAULT_TOLL_GATE_RULES,
): Promise<TollGateProximity[]> {
  const gates = rows.map(tollTransactionGate);
  const timesByVehicle = new Map<number, Date[]>();
  rows.forEach((row, index) => {
    if (row.vehicleId === null || !gates[index]) return;
    const times = timesByVehicle.get(row.vehicleId);
    if (times) times.push(row.time);
    else timesByVehicle.set(row.vehicleId, [row.time]);
  });
  const tracks = new Map<number, TimedPoint[]>();
  for (const [vehicleId, times] of timesByVehicle)
    tracks.set(
      vehicleId,
      await trackInWindows(db, companyId, vehicleId, mergedWindows(times, rules.windowMs)),
    );
  return rows.map((row, index) => {
    const track = row.vehicleId === null ? [] : (tracks.get(row.vehicleId) ?? []);
    return tollGateProximity(
      gates[index] ?? null,
      row.time,
      pointsAround(track, row.time, rules.windowMs),
      rules,
    );
  });
}
