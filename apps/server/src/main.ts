import { join } from "node:path";
import type { Simulator } from "@armada/simulator";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { type Ingest, startIngest } from "./modules/ingest/startIngest.js";
import { describeConnectionBudget, openFileLimit } from "./modules/system/connectionBudget.js";
import { loopbackPublicUrlWarning } from "./modules/system/publicUrl.js";
import { demoFleetDevices, simulatedProtocolOf } from "./seed/demoFleet.js";
import { seedDemoData, seedReferenceData } from "./seed/seed.js";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  await seedReferenceData(database.db);
  const seeded = config.demo ? await seedDemoData(database.db) : false;

  let ingest: Ingest | null = null;
  const { app, services, connectionBudget } = await buildApp(config, database, {
    extraMetrics: () => ({
      ...ingest?.metricsRecord(),
      ...services.media.attachmentMetrics(),
      ...services.calls.metrics(),
      track_vision_live_streams: services.liveStreams.streams,
      track_vision_streams_relayed: services.videoRelay.relayed,
    }),
  });
  if (seeded) app.log.info("demo data written (users admin, operator, driver; see README)");
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: database.kind }, `Armada is running on ${config.publicUrl}`);
  const publicUrlWarning = loopbackPublicUrlWarning(config.env, config.publicUrl);
  if (publicUrlWarning) app.log.warn(publicUrlWarning);
  const budget = describeConnectionBudget(config.connectionLimits, openFileLimit());
  app.log.info(budget.summary, "connection limits");
  if (budget.warning) app.log.warn(budget.warning);

  // Device gateways (GT06 TCP, OsmAnd HTTP) in front of the position pipeline; in demo mode the simulator feeds them.
  ingest = await startIngest(
    services.positionPipeline,
    config,
    app.log,
    {},
    {
      commands: services.deviceCommandLink.hooks,
      addressLookup: async (latitude, longitude, companyId) =>
        (await services.geocoding.reverse(latitude, longitude, { companyId }))?.display_name ?? null,
      driverCards: services.driverIdentifications,
      jt808: services.media.dashcamHooks,
      jt808AuthCodes: services.jt808AuthCodes,
      limiter: connectionBudget.devices,
    },
  );
  await services.media.startReceiver();
  await services.mediaPort.start();
  let simulator: Simulator | null = null;
  // Loaded only when it runs: the demo simulator (tools/) is a development dependency, not in the production image.
  const simulatorModule = config.demo && config.simulator ? await importSimulator(app.log) : null;
  if (simulatorModule) {
    const wildcard = ["0.0.0.0", "::"].includes(config.ingest.host);
    const video = await loadSimulatorVideo(simulatorModule, join(config.dataDir, "demo-video"), app.log);
    simulator = simulatorModule.startSimulator({
      host: wildcard ? "127.0.0.1" : config.ingest.host,
      gt06Port: ingest.ports.gt06,
      osmandPort: ingest.ports.osmand,
      jt808Port: ingest.ports.jt808,
      trackerPorts: ingest.ports,
      devices: demoFleetDevices().map((device) => ({
        protocol: simulatedProtocolOf(device.vendorType),
        id: device.imei,
        dashcamId: device.camera?.id,
      })),
      logger: app.log.child({ module: "simulator" }),
      video,
    });
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: no new connections, finishing in-flight work");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await simulator?.stop();
      await ingest?.stop();
      await services.media.stopReceiver();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

/** The demo simulator, or null (with a warning) where it is not installed, as in the production image. */
async function importSimulator(log: { warn(message: string): void }) {
  try {
    return await import("@armada/simulator");
  } catch (error) {
    if ((error as { code?: string }).code !== "ERR_MODULE_NOT_FOUND") throw error;
    log.warn(
      "DEMO and SIMULATOR are on but the simulator is not installed (a development dependency); no device moves",
    );
    return null;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * The simulated dashcams' live video (Track Vision), made by ffmpeg into the data dir on the first start (a few
 * seconds) and read back after; without ffmpeg the demo runs without live video.
 */
async function loadSimulatorVideo(
  simulatorModule: typeof import("@armada/simulator"),
  dir: string,
  log: { info(message: string): void; warn(message: string): void },
) {
  try {
    const video = await simulatorModule.loadDemoVideo(dir);
    if (video) log.info(`demo dashcam video ready in ${dir}`);
    else log.warn("ffmpeg is not installed: the simulated dashcams have no live video (Track Vision)");
    return video;
  } catch (error) {
    log.warn(`the demo dashcam video could not be made: ${(error as Error).message}`);
    return null;
  }
}
