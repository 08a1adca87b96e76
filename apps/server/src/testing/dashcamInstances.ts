import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { type DemoVideo, type Simulator, startSimulator } from "@armada/simulator";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/database.js";
import { vehicleLatestStatus } from "../modules/positions/positions.tables.js";
import { DEMO_PASSWORD, seedDemoData, seedReferenceData } from "../seed/seed.js";
import {
  buildServer,
  builtServerPlace,
  deleteNatsPrefix,
  signIn,
  startBuiltServer,
  stopBuiltServers,
  waitForHealth,
} from "./builtServer.js";
import { freePort } from "./freePort.js";
import { openTestDatabase } from "./testDatabase.js";
import { createTestVehicle } from "./testFleet.js";

export interface MediaInstance {
  port: number;
  jt808Port: number;
  mediaPort: number;
  child: ChildProcess;
}

export interface DashcamInstances {
  database: Database & { url?: string };
  /** the instance the operator's sockets are opened on */
  operatorSide: MediaInstance;
  /** the instance holding the dashcam's JT/T 808 link and media stream */
  dashcamSide: MediaInstance;
  simulator: Simulator;
  vehicle: Awaited<ReturnType<typeof createTestVehicle>>;
  /** the demo admin's session on the operator's side */
  cookie: string;
}

const natsUrl = process.env.TEST_NATS_URL ?? "nats://127.0.0.1:4222";

/**
 * A suite's two BUILT server processes over one PostgreSQL database and one NATS (TEST_TWO_INSTANCES=1), as behind
 * one TCP balancer for port 1078 that picked the dashcam's side: its simulated dashcam (a demo company's vehicle)
 * links and streams to `dashcamSide`, and `operatorSide` tells it (JT1078_PUBLIC_PORT) to stream there. Set up
 * before the suite's tests, stopped after them; the fields are filled once set up.
 */
export function dashcamInstancesSuite(
  dashcam: { imei: string; licensePlate: string },
  options: { video?: () => Promise<DemoVideo> } = {},
): DashcamInstances {
  const suite = {} as DashcamInstances;
  const prefix = `test${randomBytes(6).toString("hex")}`;

  const start = async (mediaPort: number, publicMediaPort: number): Promise<MediaInstance> => {
    const { port, env } = await builtServerPlace({ databaseUrl: suite.database.url, dataDir: "unused" });
    const child = startBuiltServer({
      ...env,
      NATS_URL: natsUrl,
      NATS_PREFIX: prefix,
      JT1078_PORT: String(mediaPort),
      JT1078_PUBLIC_HOST: "127.0.0.1",
      JT1078_PUBLIC_PORT: String(publicMediaPort),
    });
    await waitForHealth(port, child);
    return { port, jt808Port: Number(env.JT808_PORT), mediaPort, child };
  };

  beforeAll(async () => {
    buildServer();
    const video = await options.video?.();
    suite.database = await openTestDatabase();
    await seedReferenceData(suite.database.db);
    await seedDemoData(suite.database.db);
    suite.vehicle = await createTestVehicle(suite.database.db, {
      companyName: "PT Armada Demo",
      ...dashcam,
      vendorType: "bsj",
    });
    const mediaB = await freePort();
    suite.dashcamSide = await start(mediaB, mediaB);
    suite.operatorSide = await start(await freePort(), mediaB);
    suite.simulator = startSimulator({
      host: "127.0.0.1",
      jt808Port: suite.dashcamSide.jt808Port,
      devices: [{ protocol: "jt808", id: dashcam.imei }],
      rateSeconds: 0.5,
      heartbeatSeconds: 0.5,
      ...(video ? { video } : {}),
    });
    for (const deadline = Date.now() + 30_000; ; ) {
      const reported = await suite.database.db
        .select()
        .from(vehicleLatestStatus)
        .where(eq(vehicleLatestStatus.vehicleId, suite.vehicle.vehicleId));
      if (reported.length > 0 && suite.simulator.stats().jt808.authentications > 0) break;
      if (Date.now() > deadline) throw new Error("the simulated dashcam did not report");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    suite.cookie = await signIn(suite.operatorSide.port, "admin", DEMO_PASSWORD);
  }, 300_000);

  afterAll(async () => {
    await suite.simulator?.stop();
    await stopBuiltServers([suite.operatorSide?.child, suite.dashcamSide?.child]);
    await suite.database?.close();
    await deleteNatsPrefix(natsUrl, prefix);
  }, 60_000);

  return suite;
}
