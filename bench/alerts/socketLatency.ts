/**
 * Position → alert latency on an operator socket, against the built server (child process, same database): probe
 * vehicles post an SOS position to the OsmAnd port (HTTP, like the Traccar Client app) while the other vehicles
 * send ordinary positions at `backgroundRate`; the time is taken from just before the POST to the
 * `alert-center-new-{userId}` message arriving on the operator's /ws socket (the real path: OsmAnd gateway →
 * position pipeline → vehicle-updates → alert engine → raw_alerts commit → alerts-raised → alert notifier → hub).
 * The part up to the engine's transaction is read back from raw_alerts.inserted_on (same machine clock).
 */
import postgres from "postgres";
import WebSocket from "ws";
import { benchLogin } from "../shared/benchLogin.js";
import { Histogram } from "../shared/histogram.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const imeiOf = (imeiBase: bigint, index: number) =>
  (imeiBase + BigInt(index)).toString().padStart(15, "0");

function postPosition(osmandPort: number, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return fetch(`http://127.0.0.1:${osmandPort}/?${params}`, { method: "POST" }).then((response) =>
    response.text(),
  );
}

export async function measureSocketLatency(options: {
  url: string;
  httpPort: number;
  osmandPort: number;
  username: string;
  password: string;
  companyId: number;
  imeiBase: bigint;
  vehicleIds: number[];
  probes: number;
  probeIntervalMs: number;
  backgroundRate: number;
}) {
  const sql = postgres(options.url, { max: 1, onnotice: () => {} });
  const [user] = await sql<{ id: number }[]>`select id from users where username = ${options.username}`;
  await sql.end({ timeout: 5 });
  if (!user) throw new Error("bench operator missing");
  const cookie = await benchLogin(options.httpPort, options.username, options.password);

  const socket = new WebSocket(`ws://127.0.0.1:${options.httpPort}/ws`, { headers: { cookie } });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  const channel = `alert-center-new-${user.id}`;
  socket.send(
    JSON.stringify({
      type: "update_tags",
      payload: { userId: user.id, companyId: options.companyId, channels: [channel], vehicleUpdates: false },
    }),
  );

  const sentAt = new Map<number, number>();
  /** wall-clock send time per probe vehicle, to split the latency at the engine's commit (raw_alerts.inserted_on) */
  const sentWall = new Map<number, number>();
  const histogram = new Histogram(60_000);
  let received = 0;
  socket.on("message", (data) => {
    const text = data.toString();
    if (!text.startsWith("{")) return;
    const message = JSON.parse(text) as { type?: string; data?: { vehicleId?: number; alertCode?: number } };
    if (message.type !== channel || message.data?.alertCode !== 6) return;
    const vehicleId = Number(message.data.vehicleId);
    const started = sentAt.get(vehicleId);
    if (started === undefined) return;
    sentAt.delete(vehicleId);
    histogram.add(performance.now() - started);
    received++;
  });

  // probes are the last vehicles; the background load never touches them (a newer fix would hide the probe's)
  const probeIndexes = Array.from({ length: options.probes }, (_, k) => options.vehicleIds.length - 1 - k);
  const backgroundCount = options.vehicleIds.length - options.probes;
  let stopBackground = false;
  let backgroundSent = 0;
  const background = (async () => {
    if (options.backgroundRate <= 0) return;
    const tickMs = 50;
    const perTick = Math.max(1, Math.round((options.backgroundRate * tickMs) / 1000));
    let next = 0;
    while (!stopBackground) {
      const tickStart = performance.now();
      const second = Math.floor(Date.now() / 1000);
      await Promise.all(
        Array.from({ length: perTick }, () => {
          const index = next++ % backgroundCount;
          backgroundSent++;
          return postPosition(options.osmandPort, {
            id: imeiOf(options.imeiBase, index),
            lat: -6.2 + (index % 10) * 0.01,
            lon: 106.8 + (index % 37) * 0.003,
            timestamp: second,
            speed: 30,
          }).catch(() => {});
        }),
      );
      await sleep(Math.max(0, tickMs - (performance.now() - tickStart)));
    }
  })();

  await sleep(2_000); // background load running, caches warm
  const probeStarted = performance.now();
  for (const index of probeIndexes) {
    const vehicleId = options.vehicleIds[index] as number;
    sentAt.set(vehicleId, performance.now());
    sentWall.set(vehicleId, Date.now());
    postPosition(options.osmandPort, {
      id: imeiOf(options.imeiBase, index),
      lat: -6.25,
      lon: 106.95,
      timestamp: Math.floor(Date.now() / 1000),
      speed: 10,
      alarm: "sos",
    }).catch(() => {});
    await sleep(options.probeIntervalMs);
  }
  const deadline = performance.now() + 30_000;
  while (sentAt.size > 0 && performance.now() < deadline) await sleep(50);
  stopBackground = true;
  await background;
  socket.close();
  const toEngine = new Histogram(60_000);
  const toPipeline = new Histogram(60_000);
  const db = postgres(options.url, { max: 1, onnotice: () => {} });
  try {
    const rows = await db<{ vehicle_id: number; inserted_ms: number }[]>`
      select vehicle_id, (extract(epoch from min(inserted_on)) * 1000)::float8 as inserted_ms
        from raw_alerts where alert_code = 6 and vehicle_id = any(${[...sentWall.keys()]}) group by vehicle_id`;
    for (const row of rows) {
      const sent = sentWall.get(Number(row.vehicle_id));
      if (sent !== undefined) toEngine.add(Number(row.inserted_ms) - sent);
    }
    const received = await db<{ vehicle_id: number; server_ms: number }[]>`
      select vehicle_id, (extract(epoch from min(server_time)) * 1000)::float8 as server_ms
        from positions where alarm = 'sos' and vehicle_id = any(${[...sentWall.keys()]}) group by vehicle_id`;
    for (const row of received) {
      const sent = sentWall.get(Number(row.vehicle_id));
      if (sent !== undefined) toPipeline.add(Number(row.server_ms) - sent);
    }
  } finally {
    await db.end({ timeout: 5 });
  }
  return {
    probes: options.probes,
    received,
    missing: sentAt.size,
    probeSeconds: Math.round((performance.now() - probeStarted) / 1000),
    backgroundRate: options.backgroundRate,
    backgroundSent,
    latencyMs: histogram.summary(),
    /** position sent → accepted by the pipeline (positions.server_time) */
    toPipelineMs: toPipeline.summary(),
    /** position sent → the engine's transaction storing the alert started (raw_alerts.inserted_on) */
    toEngineCommitMs: toEngine.summary(),
  };
}
