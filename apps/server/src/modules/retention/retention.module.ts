import { startWhileLeading } from "../../db/leadership.js";
import { nowAndEveryInterval } from "../../nowAndEveryInterval.js";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { retentionResolvers } from "./resolvers.js";
import { runRetentionPass } from "./retentionPass.js";
import { createRetentionService } from "./retentionService.js";

/** The advisory lock of the instance that runs the retention passes (`db/leadership.ts`). */
export const RETENTION_LOCK_KEY = 4_152_039;
const DAY_MS = 24 * 3_600_000;

function provide({ db }: ModuleHost, { media, positions }: Pick<ModuleServices, "media" | "positions">) {
  const retention = createRetentionService(db, media.media.store);
  positions.positionRetention.provide(retention.positionSource);
  return { retention };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    retention: ReturnType<typeof provide>;
  }
}

/**
 * Data lifecycle (issue 39): each company's retention settings, and the daily pass of the leading instance (the first
 * RETENTION_FIRST_PASS_DELAY_S after it takes the lead) that
 * archives month partitions of positions to Parquet in the media store, drops them, and deletes raw alerts, media,
 * audit events and positions outside the month partitions past their company's retention (`retentionPass.ts`);
 * position readers ask it for cutoffs and archived tracks (read in a worker thread, one at a time: `archiveReader.ts`).
 */
export const retentionModule = defineModule({
  name: "retention",
  dependsOn: ["alerts", "audit", "auth", "company", "media", "positions"],
  provides: provide,
  resolvers: retentionResolvers,
  jobs: (_services, { media }, { database, config, log }) =>
    startWhileLeading(
      database,
      RETENTION_LOCK_KEY,
      () =>
        nowAndEveryInterval(
          async () => {
            const report = await runRetentionPass({
              database,
              store: media.media.store,
              dataDir: config.dataDir,
              hotMonths: config.positionsHotMonths,
            });
            const deleted = report.rawAlerts + report.media + report.auditEvents + report.outsidePartitions;
            if (report.dropped.length + report.expired.length + deleted > 0) {
              log.info(report, "retention pass");
            }
          },
          DAY_MS,
          log,
          "retention pass failed",
          config.retentionFirstPassDelayMs,
        ),
      log,
    ),
});
