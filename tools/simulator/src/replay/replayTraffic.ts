import { connect, type Socket } from "node:net";
import { INGEST_PROTOCOL_TYPES, type IngestProtocolType } from "@armada/domain";
import { type ReplayAnswerReader, replayAnswerReader } from "./replayAnswers.js";
import { fixClock, type ReplayFrame, replayScript } from "./replayScripts.js";

export interface ReplayDevice {
  protocol: IngestProtocolType;
  /** the identifier the device sends (IMEI; a JT/T 808 terminal's phone number) */
  imei: string;
}

export interface ReplayOptions {
  host: string;
  /** each protocol's port (OsmAnd: its HTTP port) */
  ports: Record<IngestProtocolType, number>;
  devices: readonly ReplayDevice[];
  /** how many times each device plays its script, with new fix times each round (default 1) */
  rounds?: number;
  /** connections per protocol that send only random bytes and hang up (default 2) */
  strangers?: number;
  /** the first fix time; each device's fixes follow one second apart (default: an hour ago) */
  start?: Date;
  /** how long to wait for logins and acknowledgements (default 20 s) */
  timeoutMs?: number;
}

/** What one protocol's devices sent and got back. */
export interface ReplayProtocolReport {
  devices: number;
  loggedIn: number;
  frames: { position: number; other: number; bad: number; truncated: number; randomBytes: number };
  /** valid fixes sent: each must be stored */
  positionsSent: number;
  /** positions the server answered as stored; null when the protocol does not acknowledge positions */
  positionsAcknowledged: number | null;
  /** connections the server closed before the replay did, and socket errors */
  closedByServer: number;
  socketErrors: number;
}

export type ReplayReport = Record<IngestProtocolType, ReplayProtocolReport>;

interface Connection {
  device: ReplayDevice;
  socket: Socket;
  reader: ReplayAnswerReader;
  /** frames still to be acknowledged are counted by the reader; this is what was sent */
  positionsSent: number;
  closing: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await sleep(25);
  return check();
}

/** A small deterministic generator, so a failing replay can be played again byte for byte. */
function randomBytes(seed: number, length: number): Uint8Array {
  let state = seed >>> 0 || 1;
  return Uint8Array.from({ length }, () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state & 0xff;
  });
}

const emptyReport = (): ReplayProtocolReport => ({
  devices: 0,
  loggedIn: 0,
  frames: { position: 0, other: 0, bad: 0, truncated: 0, randomBytes: 0 },
  positionsSent: 0,
  positionsAcknowledged: null,
  closedByServer: 0,
  socketErrors: 0,
});

/**
 * Mixed traffic of every protocol at once against a running server: each device connects over TCP (OsmAnd: one
 * keep-alive HTTP/1.1 connection), logs in where its protocol does, and plays its script (positions, heartbeats,
 * alarms, status, command answers, buffered batches, with framed bad ones interleaved). `finish()` then sends each
 * binary device's cut frame, hangs up, and has strangers send random bytes to every port. Call `finish()` once the
 * caller has seen the positions stored (protocols without acknowledgements give no other sign).
 */
export async function startReplay(options: ReplayOptions) {
  const rounds = options.rounds ?? 1;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const start = options.start ?? new Date(Date.now() - 3_600_000);
  const report = Object.fromEntries(
    INGEST_PROTOCOL_TYPES.map((protocol) => [protocol, emptyReport()]),
  ) as ReplayReport;
  const connections: Connection[] = [];
  const truncatedFrames = new Map<Connection, Uint8Array>();

  function open(device: ReplayDevice): Connection {
    const socket = connect({ host: options.host, port: options.ports[device.protocol] });
    socket.setNoDelay(true);
    const connection: Connection = {
      device,
      socket,
      reader: replayAnswerReader(device.protocol, device.imei),
      positionsSent: 0,
      closing: false,
    };
    const counts = report[device.protocol];
    socket.on("data", (chunk: Buffer) =>
      connection.reader.receive(chunk, (bytes) => {
        if (!socket.destroyed) socket.write(bytes);
      }),
    );
    socket.on("error", () => {
      counts.socketErrors += 1;
    });
    socket.on("close", () => {
      if (!connection.closing) counts.closedByServer += 1;
    });
    return connection;
  }

  function send(connection: Connection, frame: ReplayFrame) {
    const counts = report[connection.device.protocol];
    connection.reader.sent(frame);
    connection.socket.write(frame.bytes);
    counts.frames[frame.kind] += 1;
    counts.positionsSent += frame.positions;
    connection.positionsSent += frame.positions;
  }

  await Promise.all(
    options.devices.map(async (device, index) => {
      const connection = open(device);
      connections.push(connection);
      report[device.protocol].devices += 1;
      await new Promise<void>((resolve, reject) => {
        connection.socket.once("connect", resolve);
        connection.socket.once("error", reject);
      });
      const clock = fixClock(start, index);
      const scripts = Array.from({ length: rounds }, () => replayScript(device.protocol, device.imei, clock));
      const [first] = scripts;
      if (first?.login) connection.socket.write(first.login);
      if (first?.awaitLogin && !(await until(() => connection.reader.loggedIn, timeoutMs))) return;
      report[device.protocol].loggedIn += 1;
      for (const script of scripts) {
        for (const frame of script.frames) send(connection, frame);
        await sleep(0);
      }
      const truncated = scripts.at(-1)?.truncated;
      if (truncated) truncatedFrames.set(connection, truncated);
    }),
  );

  const acknowledging = connections.filter((connection) => connection.reader.acknowledgesPositions);
  await until(
    () => acknowledging.every(({ reader, positionsSent }) => reader.acknowledged >= positionsSent),
    timeoutMs,
  );
  for (const protocol of INGEST_PROTOCOL_TYPES) {
    const own = connections.filter(({ device }) => device.protocol === protocol);
    if (own.length > 0 && own.every(({ reader }) => reader.acknowledgesPositions))
      report[protocol].positionsAcknowledged = own.reduce((sum, { reader }) => sum + reader.acknowledged, 0);
  }

  return {
    report,
    async finish() {
      for (const connection of connections) {
        connection.closing = true;
        const truncated = truncatedFrames.get(connection);
        if (truncated && !connection.socket.destroyed) {
          connection.socket.write(truncated);
          report[connection.device.protocol].frames.truncated += 1;
        }
        connection.socket.end();
      }
      const strangers = options.strangers ?? 2;
      await Promise.all(
        INGEST_PROTOCOL_TYPES.flatMap((protocol, protocolIndex) =>
          Array.from({ length: strangers }, async (_, index) => {
            const socket = connect({ host: options.host, port: options.ports[protocol] });
            socket.on("error", () => {});
            await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
            socket.write(randomBytes(protocolIndex * 1000 + index + 1, 4096));
            report[protocol].frames.randomBytes += 1;
            await sleep(50);
            socket.destroy();
          }),
        ),
      );
      await until(() => connections.every(({ socket }) => socket.closed), 5_000);
      for (const { socket } of connections) socket.destroy();
    },
  };
}
