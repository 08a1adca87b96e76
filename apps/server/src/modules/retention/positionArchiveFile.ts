import { type AsyncBuffer, type FileMetaData, parquetReadObjects } from "hyparquet";
import { fileWriter, ParquetWriter } from "hyparquet-writer";

/** A stored position as the archive keeps it: every column of `positions`. */
export interface ArchivedPosition {
  vehicleId: number;
  fixTime: Date;
  serverTime: Date;
  companyId: number;
  deviceId: number | null;
  protocol: string;
  latitude: number;
  longitude: number;
  speed: number;
  course: number | null;
  altitude: number | null;
  accuracy: number | null;
  gpsFixed: boolean;
  ignition: boolean | null;
  temperature: number | null;
  fuel: number | null;
  battery: number | null;
  odometer: number | null;
  alarm: string | null;
  attributes: Record<string, unknown> | null;
  filterReason: string | null;
}

type ColumnType = "INT32" | "TIMESTAMP" | "STRING" | "DOUBLE" | "FLOAT" | "BOOLEAN" | "JSON";

/** The file's columns, in order: [Parquet name, field, type, nullable]. */
const COLUMNS: readonly [string, keyof ArchivedPosition, ColumnType, boolean][] = [
  ["vehicle_id", "vehicleId", "INT32", false],
  ["fix_time", "fixTime", "TIMESTAMP", false],
  ["server_time", "serverTime", "TIMESTAMP", false],
  ["company_id", "companyId", "INT32", false],
  ["device_id", "deviceId", "INT32", true],
  ["protocol", "protocol", "STRING", false],
  ["latitude", "latitude", "DOUBLE", false],
  ["longitude", "longitude", "DOUBLE", false],
  ["speed", "speed", "FLOAT", false],
  ["course", "course", "FLOAT", true],
  ["altitude", "altitude", "FLOAT", true],
  ["accuracy", "accuracy", "FLOAT", true],
  ["gps_fixed", "gpsFixed", "BOOLEAN", false],
  ["ignition", "ignition", "BOOLEAN", true],
  ["temperature", "temperature", "FLOAT", true],
  ["fuel", "fuel", "FLOAT", true],
  ["battery", "battery", "FLOAT", true],
  ["odometer", "odometer", "DOUBLE", true],
  ["alarm", "alarm", "STRING", true],
  ["attributes", "attributes", "JSON", true],
  ["filter_reason", "filterReason", "STRING", true],
];

const SCHEMA = [
  { name: "root", num_children: COLUMNS.length },
  ...COLUMNS.map(([name, , type, nullable]) => ({
    name,
    repetition_type: nullable ? ("OPTIONAL" as const) : ("REQUIRED" as const),
    ...(type === "TIMESTAMP"
      ? { type: "INT64" as const, converted_type: "TIMESTAMP_MILLIS" as const }
      : type === "STRING"
        ? { type: "BYTE_ARRAY" as const, converted_type: "UTF8" as const }
        : type === "JSON"
          ? { type: "BYTE_ARRAY" as const, converted_type: "JSON" as const }
          : { type }),
  })),
];

/** How an archive file is cut: rows per row group, uncompressed bytes per page, page indexes of the read's filter. */
export interface ArchiveLayout {
  rowGroup: number;
  pageSize: number;
  pageIndex: boolean;
}

/**
 * The file is sorted by vehicle and fix time. Its footer holds an entry per row group and column, which every read
 * parses: large row groups keep it small. Small pages with a column index on `vehicle_id` and `fix_time` let a read
 * find a vehicle-day inside a row group and decode only its pages (hyparquet-writer's default page is 1 MiB).
 */
export const ARCHIVE_LAYOUT: ArchiveLayout = { rowGroup: 100_000, pageSize: 8_192, pageIndex: true };
const INDEXED = new Set(["vehicle_id", "fix_time"]);

/**
 * A Parquet file at `path` taking a company's month of positions batch by batch (sorted by vehicle and fix time),
 * Snappy-compressed, a row group encoded and written each time `layout.rowGroup` rows are in (synchronous work: the
 * retention pass runs it in a worker thread, `archiveWriter.ts`).
 */
export function createPositionArchiveWriter(path: string, layout = ARCHIVE_LAYOUT) {
  const writer = new ParquetWriter({
    writer: fileWriter(path),
    schema: SCHEMA,
    createdBy: "armada retention",
  });
  const writeGroup = (rows: ArchivedPosition[]) =>
    writer.write({
      columnData: COLUMNS.map(([name, field]) => ({
        name,
        data: rows.map((row) => row[field]),
        columnIndex: layout.pageIndex && INDEXED.has(name),
      })),
      rowGroupSize: layout.rowGroup,
      pageSize: layout.pageSize,
    });
  let pending: ArchivedPosition[] = [];
  let rows = 0;
  return {
    add(batch: ArchivedPosition[]) {
      rows += batch.length;
      pending = pending.concat(batch);
      while (pending.length >= layout.rowGroup) {
        writeGroup(pending.slice(0, layout.rowGroup));
        pending = pending.slice(layout.rowGroup);
      }
    },
    /** writes the last rows and the footer; the number of rows written */
    finish() {
      if (pending.length > 0) writeGroup(pending);
      writer.finish();
      return rows;
    },
  };
}

/** Writes a company's month of positions into a Parquet file at `path` on this thread; returns the number of rows. */
export async function writePositionArchive(
  path: string,
  batches: AsyncIterable<ArchivedPosition[]>,
  layout = ARCHIVE_LAYOUT,
) {
  const writer = createPositionArchiveWriter(path, layout);
  for await (const batch of batches) writer.add(batch);
  return writer.finish();
}

/**
 * A 32-bit float as PostgreSQL's `real` prints it, the shortest decimal that reads back as the same float (42.2, not
 * the 42.20000076293945 its exact value is), so a point reads the same from the archive as from the database.
 */
export function shortestFloat32(value: number): number {
  for (let digits = 1; digits < 9; digits++) {
    const decimal = Number(value.toPrecision(digits));
    if (Math.fround(decimal) === value) return decimal;
  }
  return Number(value.toPrecision(9));
}

/** A point of a vehicle's archived track: what the route history shows, and the track filter's verdict. */
export type ArchivedTrackPoint = Pick<
  ArchivedPosition,
  | "fixTime"
  | "latitude"
  | "longitude"
  | "speed"
  | "ignition"
  | "course"
  | "temperature"
  | "fuel"
  | "filterReason"
>;
const TRACK_FIELDS = new Set<keyof ArchivedPosition>([
  "fixTime",
  "latitude",
  "longitude",
  "speed",
  "ignition",
  "course",
  "temperature",
  "fuel",
  "filterReason",
]);
const TRACK_COLUMNS = COLUMNS.filter(([, field]) => TRACK_FIELDS.has(field));

/**
 * A vehicle's points of [start, end] in fix-time order from an archive file, reading only what can hold them: row
 * groups skipped by their `vehicle_id` and `fix_time` statistics, pages within a row group by the page indexes
 * (`usePageIndex`, `useOffsetIndex`), and the track's columns only; the file's footer parsed here unless given.
 * CPU-bound: run it off the server's thread (`archiveReader.ts`).
 */
export async function readArchivedTrack(
  file: AsyncBuffer,
  vehicleId: number,
  start: Date,
  end: Date,
  metadata?: FileMetaData,
): Promise<ArchivedTrackPoint[]> {
  const rows = await parquetReadObjects({
    file,
    metadata,
    columns: TRACK_COLUMNS.map(([name]) => name),
    filter: { vehicle_id: { $eq: vehicleId }, fix_time: { $gte: start, $lte: end } },
    usePageIndex: true,
    useOffsetIndex: true,
  });
  return rows
    .map(
      (row) =>
        Object.fromEntries(
          TRACK_COLUMNS.map(([name, field, type]) => {
            const value = row[name] ?? null;
            return [field, type === "FLOAT" && value !== null ? shortestFloat32(value) : value];
          }),
        ) as ArchivedTrackPoint,
    )
    .sort((a, b) => a.fixTime.getTime() - b.fixTime.getTime());
}
