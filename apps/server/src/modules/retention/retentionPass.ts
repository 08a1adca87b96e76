import { mkdir, stat } from "node:fs/promises";
import { join } from "node:path";
import {
  coldPartitions,
  DEFAULT_RETENTION,
  keepsInArchive,
  type MonthPartition,
  type RetentionSettings,
  retentionCutoff,
} from "@armada/domain";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database, DbExecutor } from "../../db/database.js";
import { resultRows } from "../../db/resultRows.js";
import { rawAlerts } from "../alerts/index.js";
import { auditEvents } from "../audit/index.js";
import { alarmAttachments, type MediaStore, mediaRequests } from "../media/index.js";
import {
  dropPositionPartition,
  listPositionPartitions,
  OUTSIDE_MONTH_PARTITIONS,
  positions,
} from "../positions/index.js";
import { writePositionArchiveInWorker } from "./archiveWriter.js";
import type { ArchivedPosition } from "./positionArchiveFile.js";
import { findAllRetentionSettings, findArchives, forgetArchive, saveArchive } from "./retentionRepository.js";

/**
 * Rows read from the database per batch while a month is archived (each batch is mapped and handed to the writer's
 * worker on the server's thread: a few tens of milliseconds), and deleted per statement.
 */
const READ_BATCH = 5_000;
const DELETE_BATCH = 5_000;

export interface RetentionPassOptions {
  database: Pick<Database, "db" | "kind">;
  store: MediaStore;
  /** where archive files are written before the store takes them */
  dataDir: string;
  hotMonths: number;
  now?: () => Date;
}

/** `YYYY-MM-01` of a month partition, as `position_archives.month` keeps it. */
const monthOf = (partition: Pick<MonthPartition, "start">) => partition.start.toISOString().slice(0, 10);

/** Where a company's archived month lives in the media store. */
export const archiveKeyOf = (companyId: number, month: string) =>
  `archive/positions/${companyId}/${month.slice(0, 7)}.parquet`;

async function* companyMonthBatches(db: DbExecutor, companyId: number, partition: MonthPartition) {
  let after: { vehicleId: number; fixTime: Date } | null = null;
  for (;;) {
    const batch: ArchivedPosition[] = await db
      .select()
      .from(positions)
      .where(
        and(
          eq(positions.companyId, companyId),
          gte(positions.fixTime, partition.start),
          lt(positions.fixTime, partition.end),
          // a row comparison: the primary key's index range, batch after batch
          after
            ? sql`(${positions.vehicleId}, ${positions.fixTime}) > (${after.vehicleId}, ${after.fixTime.toISOString()}::timestamptz)`
            : undefined,
        ),
      )
      .orderBy(asc(positions.vehicleId), asc(positions.fixTime))
      .limit(READ_BATCH);
    if (batch.length === 0) return;
    yield batch;
    const last = batch.at(-1) as ArchivedPosition;
    after = { vehicleId: last.vehicleId, fixTime: last.fixTime };
  }
}

async function deleteInBatches(db: DbExecutor, statement: () => ReturnType<typeof sql>) {
  let deleted = 0;
  for (;;) {
    const count = resultRows(await db.execute(statement())).length;
    deleted += count;
    if (count < DELETE_BATCH) return deleted;
  }
}

/**
 * One retention pass (the leading instance runs it daily; idempotent, a second pass finds nothing to do):
 * 1. each month partition past the hot window: every company's rows still within its positions retention are
 *    written to one Parquet file per company (claimed in `position_archives`), then the partition is dropped;
 * 2. archived months past their company's retention are removed from the store;
 * 3. raw alerts, dashcam media and audit events past their company's retention are deleted in batches (those
 *    tables are not partitioned), the media's files with them, and so are the positions outside every month
 *    partition (`positions_default`) past it.
 * Rollups (trips, stops, daily driving, scores) are not touched: they outlive the raw positions.
 */
export async function runRetentionPass(options: RetentionPassOptions) {
  const { database, store, hotMonths } = options;
  const { db } = database;
  const now = (options.now ?? (() => new Date()))();
  const settings = await findAllRetentionSettings(db);
  const cutoffOf = (companyId: number, policy: keyof RetentionSettings) =>
    retentionCutoff((settings.get(companyId) ?? DEFAULT_RETENTION)[policy], now);
  const archived = new Set((await findArchives(db)).map((row) => `${row.companyId}:${row.month}`));
  const report = {
    archived: [] as string[],
    dropped: [] as string[],
    expired: [] as string[],
    rawAlerts: 0,
    media: 0,
    auditEvents: 0,
    outsidePartitions: 0,
  };

  for (const partition of coldPartitions(await listPositionPartitions(db), now, hotMonths)) {
    const month = monthOf(partition);
    const companies = await db
      .selectDistinct({ companyId: positions.companyId })
      .from(positions)
      .where(and(gte(positions.fixTime, partition.start), lt(positions.fixTime, partition.end)));
    for (const { companyId } of companies) {
      if (archived.has(`${companyId}:${month}`)) continue;
      if (!settings.has(companyId) || !keepsInArchive(partition, cutoffOf(companyId, "positions"))) continue;
      const folder = join(options.dataDir, "retention-archive");
      await mkdir(folder, { recursive: true });
      const localPath = join(folder, `${companyId}-${month}.parquet`);
      const rowCount = await writePositionArchiveInWorker(
        localPath,
        companyMonthBatches(db, companyId, partition),
      );
      const objectKey = archiveKeyOf(companyId, month);
      const { size } = await stat(localPath);
      await store.keepAs(localPath, objectKey);
      await saveArchive(db, { companyId, month, objectKey, rowCount, byteSize: size });
      report.archived.push(objectKey);
    }
    await dropPositionPartition(database, partition.name);
    report.dropped.push(partition.name);
  }

  for (const archive of await findArchives(db)) {
    const end = new Date(archive.month);
    end.setUTCMonth(end.getUTCMonth() + 1);
    if (settings.has(archive.companyId) && keepsInArchive({ end }, cutoffOf(archive.companyId, "positions")))
      continue;
    await store.remove(archive.objectKey);
    await forgetArchive(db, archive.companyId, archive.month);
    report.expired.push(archive.objectKey);
  }

  for (const companyId of settings.keys()) {
    const alertCutoff = cutoffOf(companyId, "rawAlerts");
    report.rawAlerts += await deleteInBatches(
      db,
      () =>
        sql`delete from ${rawAlerts} where raw_alert_id in (select raw_alert_id from ${rawAlerts} where company_id = ${companyId} and created_on < ${alertCutoff.toISOString()} limit ${DELETE_BATCH}) returning raw_alert_id`,
    );
    const mediaCutoff = cutoffOf(companyId, "media");
    for (;;) {
      const expired = await db
        .select({ id: mediaRequests.id, fileKey: mediaRequests.fileKey })
        .from(mediaRequests)
        .where(and(eq(mediaRequests.companyId, companyId), lt(mediaRequests.createdOn, mediaCutoff)))
        .limit(DELETE_BATCH);
      for (const { fileKey } of expired) if (fileKey) await store.remove(fileKey);
      if (expired.length > 0) {
        await db.execute(
          sql`delete from ${mediaRequests} where id in (${sql.join(
            expired.map(({ id }) => sql`${id}`),
            sql`, `,
          )})`,
        );
      }
      report.media += expired.length;
      if (expired.length < DELETE_BATCH) break;
    }
    await deleteInBatches(
      db,
      () =>
        sql`delete from ${alarmAttachments} where id in (select id from ${alarmAttachments} where company_id = ${companyId} and created_on < ${mediaCutoff.toISOString()} limit ${DELETE_BATCH}) returning id`,
    );
    const auditCutoff = cutoffOf(companyId, "audit");
    report.auditEvents += await deleteInBatches(
      db,
      () =>
        sql`delete from ${auditEvents} where id in (select id from ${auditEvents} where company_id = ${companyId} and created_on < ${auditCutoff.toISOString()} limit ${DELETE_BATCH}) returning id`,
    );
    // rows no month partition takes are few (a clock years off, a fix of a month already dropped): deleted once past
    // the company's retention, read from the database until then (docs/decisions.md "Data lifecycle")
    const outside = sql.identifier(OUTSIDE_MONTH_PARTITIONS);
    const positionsCutoff = cutoffOf(companyId, "positions").toISOString();
    report.outsidePartitions += await deleteInBatches(
      db,
      () =>
        sql`delete from ${outside} where (vehicle_id, fix_time) in (select vehicle_id, fix_time from ${outside} where company_id = ${companyId} and fix_time < ${positionsCutoff} limit ${DELETE_BATCH}) returning vehicle_id`,
    );
  }
  return report;
}
