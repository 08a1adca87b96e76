/**
 * GT06 ingest load generator: many trackers over TCP at a target total rate of positions per second; with
 * `--protocol jt808` the devices are JT/T 808 (2019) terminals instead (deviceWires.ts).
 *
 *   npx tsx bench/ingest/gt06Load.ts --self --devices 2000 --rate 2000 --duration 30
 *   npx tsx bench/ingest/gt06Load.ts --self --protocol jt808 --devices 2000 --rate 2000 --duration 30
 *   npx tsx bench/ingest/gt06Load.ts --host 127.0.0.1 --port 5023 --devices 2000 --rate 2000 --duration 60
 *
 * `runGt06Load` is also what run.ts (the whole-server benchmark) drives. See bench/ingest/README.md.
 * Not part of `make test`.
 */
import { connect, type Socket } from "node:net";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { type DeviceWire, deviceWire, LOAD_PROTOCOLS, type LoadProtocol } from "./deviceWires.js";
import { everyDeviceKnown } from "./everyDeviceKnown.js";

const MAX_BACKLOG_BYTES = 16 * 1024;
/** GT06 fix times have one-second resolution, and the server keeps one position per vehicle and second. */
const FIX_STEP_MS = 1_000;

export interface Gt06LoadOptions {
  /** default gt06 */
  protocol?: LoadProtocol;
  host: string;
  port: number;
  devices: number;
  /** positions per second, all devices together */
  rate: number;
  durationS: number;
  /** ends the load before `durationS` when aborted (the run then lasts as long as what it measures) */
  stop?: AbortSignal;
  /** new connections per second while ramping up */
  connectRate: number;
  /** seconds between heartbeats of one device */
  heartbeatS: number;
  imeiBase: bigint;
  /**
   * Called for every position written to a socket: device index, its fix time (ms) and the send time (epoch
   * ms, sub-millisecond). Each position of a device has a fix time of its own (see fixTimeFor).
   */
  onPosition?: (deviceIndex: number, fixMs: number, sentAtMs: number) => void;
  /** called when every device logged in, just before the first position */
  onLoadStart?: () => void;
  /** extra text for the 5-s progress line */
  progress?: () => string;
  log?: (line: string) => void;
}

interface Device {
  index: number;
  imei: string;
  socket: Socket;
  wire: DeviceWire;
  ready: boolean;
  lat: number;
  lon: number;
  course: number;
  lastFixMs: number;
  heartbeatSentAt: Map<number, number>;
  nextHeartbeat: number;
}

export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length));
  return Number((sorted[index] as number).toFixed(1));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await sleep(50);
}

/**
 * Connects every device, sends positions at the target rate for the duration and returns the counters. The
 * devices stay connected until `close()`, so the server can finish writing what it received.
 */
export async function runGt06Load(options: Gt06LoadOptions) {
  const log = options.log ?? ((line: string) => console.log(line));
  const counters = {
    connected: 0,
    loggedIn: 0,
    closed: 0,
    errors: 0,
    positionsSent: 0,
    skippedBackpressure: 0,
    heartbeatsSent: 0,
    heartbeatAcks: 0,
  };
  const rtts: number[] = [];
  // Fix times: one second apart per device, never ahead of the clock. A device sending more than one position a
  // second starts far enough in the past that its fix times stay behind the clock for the whole run.
  const perDevicePerSecond = options.rate / Math.max(1, options.devices);
  const backlogMs =
    Math.max(0, Math.ceil((perDevicePerSecond - 1) * options.durationS * 1.2)) * 1000 + 10_000;

  function openDevice(index: number): Device {
    const imei = (options.imeiBase + BigInt(index)).toString().padStart(15, "0");
    const socket = connect({ host: options.host, port: options.port });
    const device: Device = {
      index,
      imei,
      socket,
      wire: deviceWire(options.protocol ?? "gt06", imei),
      ready: false,
      lat: -6.2 + (Math.random() - 0.5) * 0.3,
      lon: 106.85 + (Math.random() - 0.5) * 0.4,
      course: Math.floor(Math.random() * 360),
      lastFixMs: 0,
      heartbeatSentAt: new Map(),
      nextHeartbeat: Date.now() + Math.random() * options.heartbeatS * 1000,
    };
    socket.setNoDelay(true);
    socket.on("connect", () => {
      counters.connected += 1;
      socket.write(device.wire.login());
      if (device.wire.loginUnanswered) {
        device.ready = true;
        counters.loggedIn += 1;
      }
    });
    socket.on("data", (chunk: Buffer) => {
      const { loggedIn, heartbeatAcks } = device.wire.receive(chunk, (bytes) => socket.write(bytes));
      if (loggedIn && !device.ready) {
        device.ready = true;
        counters.loggedIn += 1;
      }
      for (const serial of heartbeatAcks) {
        const sentAt = device.heartbeatSentAt.get(serial);
        if (sentAt !== undefined) {
          rtts.push(performance.now() - sentAt);
          device.heartbeatSentAt.delete(serial);
          counters.heartbeatAcks += 1;
        }
      }
    });
    socket.on("error", () => {
      counters.errors += 1;
    });
    socket.on("close", () => {
      counters.closed += 1;
      device.ready = false;
    });
    return device;
  }

  function sendPosition(device: Device, now: number) {
    if (!device.ready || device.socket.writableLength > MAX_BACKLOG_BYTES) {
      counters.skippedBackpressure += 1;
      return;
    }
    device.course = (device.course + (Math.random() - 0.5) * 20 + 360) % 360;
    const step = 0.0002;
    device.lat += Math.cos((device.course * Math.PI) / 180) * step;
    device.lon += Math.sin((device.course * Math.PI) / 180) * step;
    const fixMs = Math.max(device.lastFixMs + FIX_STEP_MS, Math.floor(now / 1000) * 1000 - backlogMs);
    device.lastFixMs = fixMs;
    const packet = device.wire.position({
      // GT06: every other device is a 4G tracker (0xA0 with the 4G cell block), as most new trackers in Indonesia are
      lte: device.index % 2 === 1,
      time: new Date(fixMs),
      latitude: device.lat,
      longitude: device.lon,
      speedKmh: 20 + Math.random() * 50,
      course: device.course,
    });
    options.onPosition?.(device.index, fixMs, performance.timeOrigin + performance.now());
    device.socket.write(packet);
    counters.positionsSent += 1;
  }

  function sendHeartbeat(device: Device, now: number) {
    device.nextHeartbeat = now + options.heartbeatS * 1000;
    if (!device.ready) return;
    const { bytes, serial } = device.wire.heartbeat();
    device.heartbeatSentAt.set(serial, performance.now());
    device.socket.write(bytes);
    counters.heartbeatsSent += 1;
  }

  log(
    `${(options.protocol ?? "gt06").toUpperCase()} load: ${options.devices} devices → ${options.host}:${options.port}, target ${options.rate} positions/s for ${options.durationS} s`,
  );
  const devices: Device[] = [];
  const connectStarted = performance.now();
  const perTick = Math.max(1, Math.floor(options.connectRate / 20));
  for (let index = 0; index < options.devices; index++) {
    devices.push(openDevice(index));
    if ((index + 1) % perTick === 0) await sleep(50);
  }
  await waitFor(() => counters.loggedIn + counters.closed >= options.devices, 60_000);
  log(
    `logged in ${counters.loggedIn}/${options.devices} in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s (${counters.closed} refused or closed)`,
  );
  const close = () => {
    for (const device of devices) device.socket.destroy();
  };
  if (counters.loggedIn === 0) {
    close();
    throw new Error("no device logged in: does the server know the IMEIs? (see README: --imei-base, --self)");
  }

  const ready = devices.filter((device) => device.ready);
  options.onLoadStart?.();
  const started = performance.now();
  let cursor = 0;
  let lastReport = started;
  let lastSent = 0;
  while (performance.now() - started < options.durationS * 1000 && !options.stop?.aborted) {
    const elapsed = (performance.now() - started) / 1000;
    const due = Math.floor(elapsed * options.rate) - counters.positionsSent - counters.skippedBackpressure;
    const now = Date.now();
    for (let sent = 0; sent < due; sent++) {
      const device = ready[cursor++ % ready.length] as Device;
      sendPosition(device, now);
    }
    for (const device of ready) if (device.nextHeartbeat <= now) sendHeartbeat(device, now);
    if (performance.now() - lastReport >= 5_000) {
      const seconds = (performance.now() - lastReport) / 1000;
      const rate = (counters.positionsSent - lastSent) / seconds;
      log(
        `${elapsed.toFixed(0).padStart(4)} s  sent ${rate.toFixed(0)}/s  skipped ${counters.skippedBackpressure}  heartbeat ack p50 ${percentile(rtts, 50)} ms p99 ${percentile(rtts, 99)} ms  open ${counters.loggedIn - counters.closed}${options.progress ? `  ${options.progress()}` : ""}`,
      );
      lastReport = performance.now();
      lastSent = counters.positionsSent;
    }
    await sleep(10);
  }
  const totalS = (performance.now() - started) / 1000;

  return {
    close,
    summary: {
      devices: options.devices,
      loggedIn: counters.loggedIn,
      durationS: Number(totalS.toFixed(1)),
      targetPerSecond: options.rate,
      sentPerSecond: Number((counters.positionsSent / totalS).toFixed(0)),
      positionsSent: counters.positionsSent,
      /** positions not sent because the device's socket had over 16 KiB unwritten (the server paused it) */
      skippedBackpressure: counters.skippedBackpressure,
      heartbeatsSent: counters.heartbeatsSent,
      heartbeatAckMs: {
        p50: percentile(rtts, 50),
        p95: percentile(rtts, 95),
        p99: percentile(rtts, 99),
        n: rtts.length,
      },
      closedByServer: counters.closed,
      socketErrors: counters.errors,
    },
  };
}

export type Gt06LoadSummary = Awaited<ReturnType<typeof runGt06Load>>["summary"];

/** --self: the real gateway of the protocol in this process, in front of a sink that knows every IMEI and counts. */
async function startSelfGateway(protocol: LoadProtocol) {
  const { createGt06Gateway } = await import("../../apps/server/src/modules/ingest/gt06Gateway.js");
  const { createJt808Gateway } = await import("../../apps/server/src/modules/ingest/jt808Gateway.js");
  const { silentLogger } = await import("../../apps/server/src/modules/ingest/ingestLogger.js");
  let received = 0;
  const gatewayOptions = {
    host: "127.0.0.1",
    port: 0,
    logger: silentLogger,
    sink: {
      findDevice: everyDeviceKnown(protocol),
      submitPosition: async () => {
        received += 1;
        return { accepted: true as const, stored: Promise.resolve(true) };
      },
      submitStatus: async () => ({ accepted: true as const, stored: Promise.resolve(true) }),
    },
  };
  const { createTrackerGateway } = await import("../../apps/server/src/modules/ingest/trackerGateway.js");
  const { createOsmAndGateway } = await import("../../apps/server/src/modules/ingest/osmandGateway.js");
  const { trackerCodecOf } = await import("@armada/domain");
  const codec = trackerCodecOf(protocol);
  const gateway =
    protocol === "gt06"
      ? createGt06Gateway(gatewayOptions)
      : protocol === "osmand"
        ? createOsmAndGateway({ ...gatewayOptions, rateLimit: false })
        : codec
          ? createTrackerGateway(codec, gatewayOptions)
          : createJt808Gateway(gatewayOptions);
  const { port } = await gateway.start();
  return { port, stop: () => gateway.stop(), received: () => received, metrics: () => gateway.metrics() };
}

async function cli() {
  const { values } = parseArgs({
    options: {
      protocol: { type: "string", default: "gt06" },
      host: { type: "string", default: "127.0.0.1" },
      port: { type: "string", default: "5023" },
      devices: { type: "string", default: "2000" },
      rate: { type: "string", default: "2000" },
      duration: { type: "string", default: "30" },
      "connect-rate": { type: "string", default: "500" },
      heartbeat: { type: "string", default: "30" },
      "imei-base": { type: "string", default: "865000000000000" },
      self: { type: "boolean", default: false },
      "metrics-url": { type: "string" },
      "database-url": { type: "string" },
      "ws-url": { type: "string" },
      "ws-sockets": { type: "string", default: "100" },
      username: { type: "string", default: "bench-operator" },
      password: { type: "string", default: "armada-bench" },
      help: { type: "boolean", default: false },
    },
  });

  if (values.help) {
    console.log(`options: --protocol gt06|jt808|osmand|teltonika|h02|gps103|meitrack|ruptela|gl200|suntech (default gt06; jt808: 2019 terminals, the IMEI as terminal phone) --host --port --devices --rate (positions/s, all devices) --duration (s) --connect-rate (connections/s)
         --heartbeat (s, heartbeat ack round trip is the latency probe) --imei-base (first IMEI, the server must know them)
         --self (start the GT06 gateway in this process with a sink that accepts every IMEI)
         --metrics-url http://host:3000/api/metrics (database throughput hook)
         --database-url postgres://… (count(*) cross-check; with --ws-url, the IMEI → vehicle map)
         --ws-url ws://host:3000/ws --ws-sockets N --username --password (WebSocket latency hook)
  The whole benchmark (bench database, server, both hooks, raw insert limit) is run.ts.`);
    return;
  }
  const protocol = values.protocol as LoadProtocol;
  if (!LOAD_PROTOCOLS.includes(protocol)) throw new Error(`--protocol: one of ${LOAD_PROTOCOLS.join(", ")}`);
  const { measureDbThroughput, measureWebsocketLatency } = await import("./hooks.js");
  const devices = Number(values.devices);
  const imeiBase = BigInt(values["imei-base"] ?? "865000000000000");
  let port = Number(values.port);
  const selfGateway = values.self ? await startSelfGateway(protocol) : null;
  if (selfGateway) port = selfGateway.port;

  const dbProbe = values["metrics-url"]
    ? await measureDbThroughput.start(values["metrics-url"], { databaseUrl: values["database-url"] })
    : null;
  let wsProbe: Awaited<ReturnType<typeof measureWebsocketLatency.start>> | null = null;
  let vehicleIds: number[] = [];
  if (values["ws-url"]) {
    if (!values["database-url"]) throw new Error("--ws-url needs --database-url (IMEI → vehicle id)");
    const { loadVehicleIds } = await import("./seed.js");
    vehicleIds = await loadVehicleIds(values["database-url"], imeiBase, devices);
    const wsUrl = new URL(values["ws-url"]);
    wsProbe = await measureWebsocketLatency.start({
      baseUrl: `${wsUrl.protocol === "wss:" ? "https" : "http"}://${wsUrl.host}`,
      wsUrl: wsUrl.toString(),
      username: values.username as string,
      password: values.password as string,
      sockets: Number(values["ws-sockets"]),
      sampleEvery: Math.max(1, Math.round(Number(values.rate) / 2000)),
    });
    console.log(`operator sockets: ${wsProbe.ready.open} open, ${wsProbe.ready.failed} failed`);
  }

  const load = await runGt06Load({
    protocol,
    host: values.host as string,
    port,
    devices,
    rate: Number(values.rate),
    durationS: Number(values.duration),
    connectRate: Number(values["connect-rate"]),
    heartbeatS: Number(values.heartbeat),
    imeiBase,
    onLoadStart: () => dbProbe?.markLoadStart(),
    onPosition: wsProbe
      ? (index, fixMs, sentAt) => wsProbe?.recordSend(vehicleIds[index] ?? -1, fixMs, sentAt)
      : undefined,
    progress: selfGateway ? () => `gateway received ${selfGateway.received()}` : undefined,
  });
  dbProbe?.markLoadEnd();
  await sleep(1_000); // let the last writes and acks land
  const summary: Record<string, unknown> = { ...load.summary };
  if (selfGateway) {
    summary.gatewayReceived = selfGateway.received();
    summary.gatewayMetrics = selfGateway.metrics();
  }
  if (dbProbe) summary.database = await dbProbe.finish();
  if (wsProbe) summary.websocket = await wsProbe.finish();
  console.log(JSON.stringify(summary, null, 2));
  load.close();
  await selfGateway?.stop();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  cli().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
