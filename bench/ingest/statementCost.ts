/**
 * CPU the server spends building the pipeline's two statements per batch, without any database: the real
 * `insertPositions` and `saveLatestStates` (positionWriter.ts, one json parameter per batch) over drizzle's
 * pg-proxy driver, whose callback answers at once. What is left is the server's own statement building and
 * parameter encoding, on its event loop.
 */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pg-proxy";
import type { Db } from "../../apps/server/src/db/database.js";
import type { LatestState } from "../../apps/server/src/modules/positions/pipeline/latestState.js";
import {
  insertPositions,
  type PositionRow,
  saveLatestStates,
} from "../../apps/server/src/modules/positions/pipeline/positionWriter.js";
import { arrayLiteral, COLUMN_TYPES, COLUMNS } from "./rawInsert.js";

const snakeToCamel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

export async function measureStatementCost(rowsPerBatch = 1_000, rounds = 10) {
  const db = drizzle(async () => ({ rows: [] })) as unknown as Db;
  const now = Date.now();
  const rows: PositionRow[] = Array.from({ length: rowsPerBatch }, (_, index) => ({
    vehicleId: index + 1,
    fixTime: new Date(now - index * 1000),
    serverTime: new Date(now),
    companyId: 1,
    deviceId: index + 1,
    protocol: "gt06",
    latitude: -6.2 + index * 1e-4,
    longitude: 106.8 + index * 1e-4,
    speed: 42,
    course: 120,
    altitude: null,
    accuracy: null,
    gpsFixed: true,
    ignition: true,
    temperature: null,
    fuel: null,
    battery: null,
    odometer: null,
    alarm: null,
    attributes: {
      protocolNumber: 34,
      serial: 7,
      satellites: 9,
      mcc: 510,
      mnc: 10,
      lac: 10812,
      cellId: 45506,
    },
  }));
  const states: LatestState[] = rows.map((row) => ({
    vehicleId: row.vehicleId,
    companyId: 1,
    latitude: row.latitude,
    longitude: row.longitude,
    speed: 42,
    course: 120,
    altitude: null,
    ignition: true,
    temperature: null,
    fuel: null,
    battery: null,
    odometer: null,
    motionStatus: "moving",
    stoppedSince: null,
    fixTime: row.fixTime,
    lastPacket: new Date(now),
    attributes: row.attributes ?? null,
  }));
  const time = async (run: () => Promise<unknown>) => {
    for (let round = 0; round < 3; round++) await run(); // warm up
    const started = performance.now();
    for (let round = 0; round < rounds; round++) await run();
    return Number(((performance.now() - started) / rounds).toFixed(1));
  };
  const insertMs = await time(() => insertPositions(db, rows));
  const upsertMs = await time(() => saveLatestStates(db, states));
  // The alternative shape: one array parameter per column (a text array literal cast in SQL), same rows.
  const unnestMs = await time(() => {
    const arrays = COLUMNS.map((column) =>
      arrayLiteral(
        rows.map((row) => {
          const value = (row as Record<string, unknown>)[snakeToCamel(column)];
          return column === "attributes" && value !== null && value !== undefined
            ? JSON.stringify(value)
            : value;
        }),
      ),
    );
    const unnest = sql.join(
      COLUMNS.map((column, index) => sql`${arrays[index]}::${sql.raw(COLUMN_TYPES[column])}[]`),
      sql`, `,
    );
    return db.execute(
      sql`insert into positions (${sql.raw(COLUMNS.join(", "))}) select * from unnest(${unnest}) on conflict do nothing returning vehicle_id, fix_time`,
    );
  });
  return {
    rowsPerBatch,
    insertPositionsMs: insertMs,
    saveLatestStatesMs: upsertMs,
    /** the same insert built as `insert … select * from unnest($1::int4[], …)` (the alternative to json) */
    unnestInsertMs: unnestMs,
    /** rows per second one core could build statements for, before any I/O or other work */
    buildOnlyRowsPerSecondCeiling: Math.round((rowsPerBatch * 1000) / (insertMs + upsertMs)),
  };
}
