/**
 * The raw insert limit of the bench database: the same number of rows as the server wrote, shaped like them
 * (a real row of `positions` as template, same columns, jsonb attributes), into a scratch copy of `positions`
 * partitioned the same way (same monthly bounds, same primary key), from one client connection:
 *
 * - INSERT: multi-row `insert … values (…), (…) on conflict do nothing`, 1,000 rows per statement (autocommit),
 *   like the pipeline's statement but without its RETURNING, latest-status upsert and transaction.
 * - UNNEST: `insert … select * from unnest($1::int[], …) on conflict do nothing`, 1,000 rows per statement
 *   as 20 array parameters (one per column): the statement shape proposed for the pipeline (docs/performance.md).
 * - COPY: one `copy … from stdin` stream (text format).
 *
 * The table is truncated and checkpointed before each method.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import postgres from "postgres";

export const COLUMNS = [
  "vehicle_id",
  "fix_time",
  "server_time",
  "company_id",
  "device_id",
  "protocol",
  "latitude",
  "longitude",
  "speed",
  "course",
  "altitude",
  "accuracy",
  "gps_fixed",
  "ignition",
  "temperature",
  "fuel",
  "battery",
  "odometer",
  "alarm",
  "attributes",
] as const;
type Column = (typeof COLUMNS)[number];
type Row = Record<Column, string | number | boolean | Date | null>;
export const COLUMN_TYPES: Record<Column, string> = {
  vehicle_id: "int4",
  fix_time: "timestamptz",
  server_time: "timestamptz",
  company_id: "int4",
  device_id: "int4",
  protocol: "text",
  latitude: "float8",
  longitude: "float8",
  speed: "float4",
  course: "float4",
  altitude: "float4",
  accuracy: "float4",
  gps_fixed: "bool",
  ignition: "bool",
  temperature: "float4",
  fuel: "float4",
  battery: "float4",
  odometer: "float8",
  alarm: "text",
  attributes: "jsonb",
};

export interface RawInsertResult {
  rows: number;
  batchSize: number;
  insert: { seconds: number; rowsPerSecond: number };
  unnest: { seconds: number; rowsPerSecond: number };
  copy: { seconds: number; rowsPerSecond: number };
  partitions: number;
}

export async function measureRawInsert(
  databaseUrl: string,
  options: { rows: number; vehicleIds: number[]; batchSize?: number; log?: (line: string) => void },
): Promise<RawInsertResult> {
  const batchSize = options.batchSize ?? 1_000;
  const log = options.log ?? (() => {});
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [template] = await sql<Row[]>`select * from positions limit 1`;
    await sql`drop table if exists positions_raw`;
    await sql.unsafe(
      "create table positions_raw (like positions including defaults including constraints including storage) partition by range (fix_time)",
    );
    await sql`alter table positions_raw add primary key (vehicle_id, fix_time)`;
    const partitions = await sql<{ name: string; bound: string }[]>`
      select c.relname as name, pg_get_expr(c.relpartbound, c.oid) as bound
      from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'positions'::regclass`;
    for (const partition of partitions) {
      await sql.unsafe(
        `create table "${partition.name.replace(/^positions/, "positions_raw")}" partition of positions_raw ${partition.bound}`,
      );
    }

    const vehicleIds = options.vehicleIds.length > 0 ? options.vehicleIds : [1];
    const perVehicle = Math.ceil(options.rows / vehicleIds.length);
    // Fix times one second apart per vehicle, ending an hour ago: inside the current month's partition.
    const lastFix = Math.floor(Date.now() / 1000) * 1000 - 3_600_000;
    const attributes =
      template?.attributes === null || template?.attributes === undefined
        ? null
        : JSON.stringify(template.attributes);
    const rowAt = (index: number): Row => {
      const vehicle = vehicleIds[index % vehicleIds.length] as number;
      const step = Math.floor(index / vehicleIds.length);
      return {
        vehicle_id: vehicle,
        fix_time: new Date(lastFix - (perVehicle - step) * 1000),
        server_time: new Date(),
        company_id: (template?.company_id as number | undefined) ?? 1,
        device_id: (template?.device_id as number | undefined) ?? null,
        protocol: "gt06",
        latitude: -6.2 + (index % 1000) * 0.0001,
        longitude: 106.85 + (index % 997) * 0.0001,
        speed: 20 + (index % 50),
        course: index % 360,
        altitude: null,
        accuracy: null,
        gps_fixed: true,
        ignition: true,
        temperature: null,
        fuel: null,
        battery: null,
        odometer: null,
        alarm: null,
        attributes,
      };
    };

    const prepareTable = async () => {
      await sql`truncate positions_raw`;
      await sql`checkpoint`;
    };

    await prepareTable();
    log(`raw INSERT: ${options.rows} rows, ${batchSize} per statement`);
    let started = performance.now();
    for (let start = 0; start < options.rows; start += batchSize) {
      const batch: Row[] = [];
      for (let index = start; index < Math.min(options.rows, start + batchSize); index++)
        batch.push(rowAt(index));
      await sql`insert into positions_raw ${sql(batch, ...COLUMNS)} on conflict do nothing`;
    }
    const insertSeconds = (performance.now() - started) / 1000;
    const [inserted] = await sql<{ count: string }[]>`select count(*) from positions_raw`;

    await prepareTable();
    log(`raw UNNEST: ${options.rows} rows, ${batchSize} per statement as ${COLUMNS.length} arrays`);
    const unnestSql = `insert into positions_raw (${COLUMNS.join(", ")}) select * from unnest(${COLUMNS.map(
      (column, index) => `$${index + 1}::${COLUMN_TYPES[column]}[]`,
    ).join(", ")}) on conflict do nothing`;
    started = performance.now();
    for (let start = 0; start < options.rows; start += batchSize) {
      const columns = COLUMNS.map(() => [] as unknown[]);
      for (let index = start; index < Math.min(options.rows, start + batchSize); index++) {
        const row = rowAt(index);
        COLUMNS.forEach((column, position) => {
          const value = row[column];
          (columns[position] as unknown[]).push(value);
        });
      }
      await sql.unsafe(unnestSql, columns.map(arrayLiteral), { prepare: true });
    }
    const unnestSeconds = (performance.now() - started) / 1000;
    const [unnested] = await sql<{ count: string }[]>`select count(*) from positions_raw`;

    await prepareTable();
    log(`raw COPY: ${options.rows} rows, one stream`);
    started = performance.now();
    const writable = await sql`copy positions_raw (${sql([...COLUMNS])}) from stdin`.writable();
    await pipeline(Readable.from(copyChunks(options.rows, rowAt)), writable);
    const copySeconds = (performance.now() - started) / 1000;
    const [copied] = await sql<{ count: string }[]>`select count(*) from positions_raw`;
    for (const [method, count] of [
      ["INSERT", inserted],
      ["UNNEST", unnested],
      ["COPY", copied],
    ] as const) {
      if (Number(count?.count) !== options.rows)
        throw new Error(`raw ${method} wrote ${count?.count} rows instead of ${options.rows}`);
    }
    await sql`drop table positions_raw`;
    return {
      rows: options.rows,
      batchSize,
      insert: { seconds: round(insertSeconds), rowsPerSecond: Math.round(options.rows / insertSeconds) },
      unnest: { seconds: round(unnestSeconds), rowsPerSecond: Math.round(options.rows / unnestSeconds) },
      copy: { seconds: round(copySeconds), rowsPerSecond: Math.round(options.rows / copySeconds) },
      partitions: partitions.length,
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const round = (value: number) => Number(value.toFixed(2));

function copyField(value: Row[Column]): string {
  if (value === null) return "\\N";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "t" : "f";
  return String(value)
    .replace(/\\/g, "\\\\")
    .replace(/\t/g, "\\t")
    .replace(/\n/g, "\\n")
    .replace(/\r/g, "\\r");
}

/** A PostgreSQL array literal (`{"1","2",NULL}`), sent as text and cast by the statement. */
export function arrayLiteral(values: unknown[]): string {
  const items = values.map((value) => {
    if (value === null || value === undefined) return "NULL";
    const text =
      value instanceof Date
        ? value.toISOString()
        : typeof value === "boolean"
          ? value
            ? "t"
            : "f"
          : String(value);
    return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(",")}}`;
}

function* copyChunks(rows: number, rowAt: (index: number) => Row): Generator<string> {
  let chunk = "";
  for (let index = 0; index < rows; index++) {
    const row = rowAt(index);
    chunk += `${COLUMNS.map((column) => copyField(row[column])).join("\t")}\n`;
    if ((index + 1) % 1_000 === 0) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}
