import type { ChildProcess } from "node:child_process";
import type { Simulator } from "@armada/simulator";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { vehicleLatestStatus } from "../modules/positions/positions.tables.js";
import { builtServerPlace, startBuiltServer, waitForHealth } from "./builtServer.js";
import { freePort } from "./freePort.js";

export interface MediaInstance {
  port: number;
  jt808Port: number;
  mediaPort: number;
  child: ChildProcess;
}

/**
 * Two BUILT server processes over one PostgreSQL database and one NATS, as behind one TCP balancer for port 1078
 * that picked the dashcam's side: the dashcam's JT/T 808 link and media stream land on `dashcamSide`, and
 * `operatorSide` tells it (JT1078_PUBLIC_PORT) to stream there.
 */
export async function startDashcamInstances(options: {
  databaseUrl?: string;
  natsUrl: string;
  prefix: string;
}) {
  const start = async (mediaPort: number, publicMediaPort: number): Promise<MediaInstance> => {
    const { port, env } = await builtServerPlace({ databaseUrl: options.databaseUrl, dataDir: "unused" });
    const child = startBuiltServer({
      ...env,
      NATS_URL: options.natsUrl,
      NATS_PREFIX: options.prefix,
      JT1078_PORT: String(mediaPort),
      JT1078_PUBLIC_HOST: "127.0.0.1",
      JT1078_PUBLIC_PORT: String(publicMediaPort),
    });
    await waitForHealth(port, child);
    return { port, jt808Port: Number(env.JT808_PORT), mediaPort, child };
  };
  const mediaB = await freePort();
  const dashcamSide = await start(mediaB, mediaB);
  const operatorSide = await start(await freePort(), mediaB);
  return { dashcamSide, operatorSide };
}

/** Waits until the simulated dashcam has signed in and its vehicle has a position. */
export async function dashcamReported(db: Db, simulator: Simulator, vehicleId: number) {
  for (const deadline = Date.now() + 30_000; ; ) {
    const reported = await db
      .select()
      .from(vehicleLatestStatus)
      .where(eq(vehicleLatestStatus.vehicleId, vehicleId));
    if (reported.length > 0 && simulator.stats().jt808.authentications > 0) return;
    if (Date.now() > deadline) throw new Error("the simulated dashcam did not report");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
