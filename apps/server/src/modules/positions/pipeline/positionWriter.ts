import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/database.js";
import { resultRows } from "../../../db/resultRows.js";
import { positions, vehicleLatestStatus } from "../positions.tables.js";
import type { LatestState } from "./latestState.js";

export type PositionRow = typeof positions.$inferInsert & { fixTime: Date };

/*
 * Both writes send a whole batch as ONE jsonb parameter, an array with one array of column values per
 * row, which PostgreSQL takes apart with jsonb_array_elements. The statement text never changes and the
 * server builds no per-row SQL: one JSON.stringify of plain arrays, times as epoch milliseconds (cheaper
 * to encode and to read than ISO text). drizzle's `execute` sends it unprepared, so PostgreSQL parses and
 * plans it for every batch, once per 1,000 rows.
 */

type ColumnType = "int4" | "float8" | "float4" | "bool" | "text" | "timestamptz" | "jsonb";

/** `select` expressions reading column `index` of the row array `e` as `type`. */
function columnFromJson(type: ColumnType, index: number): string {
  if (type === "text") return `e->>${index}`;
  if (type === "jsonb") return `nullif(e->${index}, 'null'::jsonb)`;
  if (type === "timestamptz")
    return `timestamptz 'epoch' + (e->>${index})::float8 * interval '1 millisecond'`;
  return `(e->>${index})::${type}`;
}

/** `insert into table (columns) select … from jsonb_array_elements($json)` for rows given as value arrays. */
function insertFromJsonRows(table: string, columns: [name: string, type: ColumnType][], json: string) {
  return sql`insert into ${sql.raw(table)} (${sql.raw(columns.map(([name]) => name).join(", "))})
    select ${sql.raw(columns.map(([, type], index) => columnFromJson(type, index)).join(", "))}
    from jsonb_array_elements(${json}::jsonb) e`;
}

/**
 * Numbers go as JSON strings: a JSON number becomes a `numeric` inside jsonb on the way in and text again
 * for the cast, two conversions per value that a string skips (docs/performance.md, "numbers as strings").
 */
const numberText = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? null : String(value);
const msText = (time: Date | null | undefined) => (time ? String(time.getTime()) : null);

const POSITION_COLUMNS: [string, ColumnType][] = [
  ["vehicle_id", "int4"],
  ["fix_time", "timestamptz"],
  ["server_time", "timestamptz"],
  ["company_id", "int4"],
  ["device_id", "int4"],
  ["protocol", "text"],
  ["latitude", "float8"],
  ["longitude", "float8"],
  ["speed", "float4"],
  ["course", "float4"],
  ["altitude", "float4"],
  ["accuracy", "float4"],
  ["gps_fixed", "bool"],
  ["ignition", "bool"],
  ["temperature", "float4"],
  ["fuel", "float4"],
  ["battery", "float4"],
  ["odometer", "float8"],
  ["alarm", "text"],
  ["attributes", "jsonb"],
  ["filter_reason", "text"],
];

/** The rows of a batch that were written (the others were already stored). */
export interface WrittenPositions {
  count: number;
  has(vehicleId: number, fixTime: Date): boolean;
}

const positionKey = (vehicleId: number, fixMs: number) => `${vehicleId}|${fixMs}`;

/**
 * Inserts a batch in one statement. PostgreSQL answers one row: how many were written and, only when
 * some were skipped as duplicates, the keys of the written ones; a batch without duplicates (the usual
 * case) returns no per-row data to read.
 */
export async function insertPositions(db: DbExecutor, rows: PositionRow[]): Promise<WrittenPositions> {
  if (rows.length === 0) return { count: 0, has: () => false };
  const serverTime = String(Date.now());
  const json = JSON.stringify(
    rows.map((row) => [
      numberText(row.vehicleId),
      msText(row.fixTime),
      msText(row.serverTime) ?? serverTime,
      numberText(row.companyId),
      numberText(row.deviceId),
      row.protocol,
      numberText(row.latitude),
      numberText(row.longitude),
      numberText(row.speed ?? 0),
      numberText(row.course),
      numberText(row.altitude),
      numberText(row.accuracy),
      row.gpsFixed ?? true,
      row.ignition ?? null,
      numberText(row.temperature),
      numberText(row.fuel),
      numberText(row.battery),
      numberText(row.odometer),
      row.alarm ?? null,
      row.attributes ?? null,
      row.filterReason ?? null,
    ]),
  );
  const result = await db.execute(sql`with written as (
      ${insertFromJsonRows("positions", POSITION_COLUMNS, json)}
      on conflict do nothing
      returning vehicle_id, fix_time)
    select count(*)::int as count,
      case when count(*) < ${rows.length}::int then
        json_agg(json_build_array(vehicle_id, (extract(epoch from fix_time) * 1000)::float8))
      end as keys
    from written`);
  const [answer] = resultRows<{ count: number; keys: unknown }>(result);
  const count = Number(answer?.count ?? 0);
  if (count === rows.length) return { count, has: () => true };
  const keys = (typeof answer?.keys === "string" ? JSON.parse(answer.keys) : (answer?.keys ?? [])) as [
    number,
    number,
  ][];
  const written = new Set(keys.map(([vehicleId, fixMs]) => positionKey(vehicleId, Number(fixMs))));
  return { count, has: (vehicleId, fixTime) => written.has(positionKey(vehicleId, fixTime.getTime())) };
}

/**
 * Merges a second report of the same time into the stored position: its extras join the attributes, its
 * measured values fill or replace the stored ones, the position itself stays.
 */
export async function mergePosition(db: DbExecutor, row: PositionRow): Promise<void> {
  const newer = <T>(value: T | null | undefined, column: unknown) =>
    sql`coalesce(${value ?? null}, ${column})`;
  await db
    .update(positions)
    .set({
      attributes: row.attributes
        ? sql`coalesce(${positions.attributes}, '{}'::jsonb) || ${JSON.stringify(row.attributes)}::jsonb`
        : undefined,
      ignition: newer(row.ignition, positions.ignition),
      temperature: newer(row.temperature, positions.temperature),
      fuel: newer(row.fuel, positions.fuel),
      battery: newer(row.battery, positions.battery),
      odometer: newer(row.odometer, positions.odometer),
      altitude: newer(row.altitude, positions.altitude),
      accuracy: newer(row.accuracy, positions.accuracy),
      alarm: newer(row.alarm, positions.alarm),
    })
    .where(and(eq(positions.vehicleId, row.vehicleId), eq(positions.fixTime, row.fixTime)));
}

export async function loadLatestStates(db: DbExecutor, vehicleIds: number[]): Promise<LatestState[]> {
  if (vehicleIds.length === 0) return [];
  const rows = await db
    .select()
    .from(vehicleLatestStatus)
    .where(inArray(vehicleLatestStatus.vehicleId, vehicleIds));
  return rows.map((row) => ({ ...row, motionStatus: row.motionStatus as LatestState["motionStatus"] }));
}

const LATEST_COLUMNS: [string, ColumnType][] = [
  ["vehicle_id", "int4"],
  ["company_id", "int4"],
  ["latitude", "float8"],
  ["longitude", "float8"],
  ["speed", "float4"],
  ["course", "float4"],
  ["altitude", "float4"],
  ["ignition", "bool"],
  ["temperature", "float4"],
  ["fuel", "float4"],
  ["battery", "float4"],
  ["odometer", "float8"],
  ["motion_status", "text"],
  ["stopped_since", "timestamptz"],
  ["fix_time", "timestamptz"],
  ["last_packet", "timestamptz"],
  ["attributes", "jsonb"],
];
/** everything but the keys: a vehicle keeps its company, and the address is the geocoder's */
const LATEST_UPDATES = sql.raw(
  LATEST_COLUMNS.slice(2)
    .map(([column]) => `${column} = excluded.${column}`)
    .join(", "),
);

/**
 * Upserts the latest rows in one statement; a row never goes back to an older fix than the one
 * stored. Rows go in vehicle order, so concurrent writers lock them in the same order.
 */
export async function saveLatestStates(db: DbExecutor, states: LatestState[]): Promise<void> {
  if (states.length === 0) return;
  const json = JSON.stringify(
    [...states]
      .sort((a, b) => a.vehicleId - b.vehicleId)
      .map((state) => [
        numberText(state.vehicleId),
        numberText(state.companyId),
        numberText(state.latitude),
        numberText(state.longitude),
        numberText(state.speed),
        numberText(state.course),
        numberText(state.altitude),
        state.ignition,
        numberText(state.temperature),
        numberText(state.fuel),
        numberText(state.battery),
        numberText(state.odometer),
        state.motionStatus,
        msText(state.stoppedSince),
        msText(state.fixTime),
        msText(state.lastPacket),
        state.attributes,
      ]),
  );
  await db.execute(sql`${insertFromJsonRows("vehicle_latest_status", LATEST_COLUMNS, json)}
    on conflict (vehicle_id) do update set ${LATEST_UPDATES}
    where excluded.fix_time >= vehicle_latest_status.fix_time`);
}
