import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, isNotNull } from "drizzle-orm";
import { startTestApp, type TestApp } from "../../../testing/testApp.js";
import { silentLogger } from "../../ingest/ingestLogger.js";
import { type Ingest, startIngest } from "../../ingest/startIngest.js";
import { ingestTestConfig } from "../../ingest/testing/ingestTestConfig.js";
import { mediaRequests } from "../media.tables.js";

export interface DashcamTestApp {
  app: TestApp;
  ingest: Ingest;
  /** the FTP receiver's port */
  ftpPort: number;
  /** the app's DATA_DIR, a temporary folder */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A test app with what a dashcam talks to, each on a free port of 127.0.0.1: the JT/T 808 gateway, the alarm
 * attachment server and the FTP receiver; media kept in a temporary folder removed by `close`.
 */
export async function startDashcamTestApp(config: Record<string, string> = {}): Promise<DashcamTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), "armada-dashcam-"));
  const app = await startTestApp({
    DATA_DIR: dataDir,
    FTP_PORT: "0",
    FTP_PUBLIC_HOST: "127.0.0.1",
    JT808_ATTACHMENT_PORT: "0",
    JT808_ATTACHMENT_PUBLIC_HOST: "127.0.0.1",
    INGEST_HOST: "127.0.0.1",
    ...config,
  });
  const ingest = await startIngest(
    app.services.positionPipeline,
    ingestTestConfig(),
    silentLogger,
    {},
    { jt808: app.services.media.dashcamHooks },
  );
  const ftpPort = await app.services.media.startReceiver();
  return {
    app,
    ingest,
    ftpPort,
    dataDir,
    async close() {
      await ingest.stop();
      await app.services.media.stopReceiver();
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A driving sample for the simulator's dashcam (`Jt808Dashcam.sendLocation`) in Jakarta. */
export const drivingSample = (speedKmh: number) => ({
  lat: -6.2,
  lon: 106.85,
  course: 90,
  speedKmh,
  ignition: true,
  road: "arterial" as const,
  stopped: null,
  odometerMeters: 120_000,
});

/** The media requests raised for a vehicle's alarms, once the pipeline and the alert engine have caught up. */
export async function alarmMediaRequests(app: TestApp, vehicleId: number) {
  await app.services.positionPipeline.drain();
  await app.services.alertEngine.idle();
  return app.database.db
    .select()
    .from(mediaRequests)
    .where(and(eq(mediaRequests.vehicleId, vehicleId), isNotNull(mediaRequests.rawAlertId)));
}
