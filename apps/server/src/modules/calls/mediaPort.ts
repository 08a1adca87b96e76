import { createServer, type Server, type Socket } from "node:net";
import {
  encodeJt1078Packet,
  JT1078_DATA_TYPE,
  type Jt1078Edition,
  Jt1078FrameAssembler,
  type Jt1078Packet,
  Jt1078StreamSplitter,
  jt1078FramePackets,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";

/** One audio frame a terminal sent on its media stream, joined from its sub-packages. */
export interface ReceivedAudio {
  payloadType: number;
  /** the terminal's clock, milliseconds */
  timestamp: number | null;
  frame: Uint8Array;
}

/** What a call does with a terminal's media stream once the terminal has dialled in. */
export interface MediaStreamHandlers {
  audio(audio: ReceivedAudio): void;
  /** the terminal's connection closed or went silent */
  ended(reason: "closed" | "silent"): void;
}

/** The call's side of a connected stream: audio back to the terminal. */
export interface MediaStream {
  sendAudio(payloadType: number, frame: Uint8Array): void;
  close(): void;
}

export interface MediaPortOptions {
  host: string;
  port: number;
  logger: FastifyBaseLogger;
  /** a stream that sends nothing for this long ends (default 10 s) */
  silenceMs?: number;
  /** connections that never say which terminal and channel they are close after this long (default 10 s) */
  identifyMs?: number;
  maxConnections?: number;
}

interface Connection {
  socket: Socket;
  splitter: Jt1078StreamSplitter;
  assembler: Jt1078FrameAssembler;
  key: string | null;
  sim: string;
  channel: number;
  edition: Jt1078Edition;
  serial: number;
  silence: NodeJS.Timeout;
}

const streamKey = (sim: string, channel: number) => `${sim.replace(/^0+/, "")}:${channel}`;

/**
 * The JT/T 1078 media port (JT1078_PORT): terminals asked by 0x9101 dial in and stream; each stream is handed to
 * whoever `expect`ed its SIM number and channel (a call), and the call's audio goes back on the same connection.
 * A stream nobody expects is closed; so is one that stays silent.
 */
export function createMediaPort(options: MediaPortOptions) {
  const { logger } = options;
  const silenceMs = options.silenceMs ?? 10_000;
  const identifyMs = options.identifyMs ?? 10_000;
  const expected = new Map<string, MediaStreamHandlers>();
  const connections = new Set<Connection>();
  const server: Server = createServer({ noDelay: true }, accept);
  if (options.maxConnections !== undefined) server.maxConnections = options.maxConnections;
  server.on("error", (error) => logger.error({ err: error }, "JT/T 1078 media port error"));

  function accept(socket: Socket) {
    const connection: Connection = {
      socket,
      splitter: new Jt1078StreamSplitter(),
      assembler: new Jt1078FrameAssembler(),
      key: null,
      sim: "",
      channel: 0,
      edition: 2016,
      serial: 0,
      silence: setTimeout(() => socket.destroy(), identifyMs).unref(),
    };
    connections.add(connection);
    socket.on("error", (error) => logger.debug({ err: error }, "JT/T 1078 media socket error"));
    socket.on("close", () => {
      clearTimeout(connection.silence);
      connections.delete(connection);
      if (connection.key) end(connection, "closed");
    });
    socket.on("data", (chunk: Buffer) => receive(connection, chunk));
  }

  function receive(connection: Connection, chunk: Buffer) {
    for (const packet of connection.splitter.push(chunk)) {
      if (!connection.key && !identify(connection, packet)) return;
      connection.silence.refresh();
      const joined = connection.assembler.push(packet);
      if (!joined || packet.dataType !== JT1078_DATA_TYPE.audio || !connection.key) continue;
      expected.get(connection.key)?.audio({
        payloadType: joined.packet.payloadType,
        timestamp: joined.packet.timestamp,
        frame: joined.frame,
      });
    }
  }

  /** The first packet says whose stream this is; a stream no call expects is refused. */
  function identify(connection: Connection, packet: Jt1078Packet): boolean {
    const key = streamKey(packet.sim, packet.channel);
    if (!expected.has(key)) {
      logger.warn({ sim: packet.sim, channel: packet.channel }, "media stream nobody asked for: closed");
      connection.socket.destroy();
      return false;
    }
    for (const other of connections) if (other !== connection && other.key === key) other.socket.destroy();
    connection.key = key;
    connection.sim = packet.sim;
    connection.channel = packet.channel;
    connection.edition = connection.splitter.edition ?? 2016;
    clearTimeout(connection.silence);
    connection.silence = setTimeout(() => {
      end(connection, "silent");
      connection.socket.destroy();
    }, silenceMs).unref();
    return true;
  }

  function end(connection: Connection, reason: "closed" | "silent") {
    const key = connection.key;
    if (!key) return;
    connection.key = null;
    const handlers = expected.get(key);
    expected.delete(key);
    handlers?.ended(reason);
  }

  const connectionOf = (key: string) => [...connections].find((connection) => connection.key === key);

  return {
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
      const address = server.address();
      return typeof address === "object" && address ? address.port : options.port;
    },

    /**
     * Waits for the stream of `sim` and `channel` (after 0x9101); its audio goes to `handlers`. The returned
     * stream sends the call's audio back once the terminal is connected (and drops it before).
     */
    expect(sim: string, channel: number, handlers: MediaStreamHandlers): MediaStream {
      const key = streamKey(sim, channel);
      expected.get(key)?.ended("closed");
      expected.set(key, handlers);
      return {
        sendAudio(payloadType, frame) {
          const connection = connectionOf(key);
          if (!connection?.socket.writable) return;
          const packets = jt1078FramePackets(
            {
              payloadType,
              sim: connection.sim,
              channel: connection.channel,
              dataType: JT1078_DATA_TYPE.audio,
              timestamp: Date.now(),
              lastIFrameInterval: null,
              lastFrameInterval: null,
            },
            frame,
            connection.serial,
          );
          connection.serial = (connection.serial + packets.length) & 0xffff;
          for (const packet of packets)
            connection.socket.write(encodeJt1078Packet(packet, connection.edition));
        },
        close() {
          if (expected.get(key) === handlers) expected.delete(key);
          const connection = connectionOf(key);
          if (connection) {
            connection.key = null;
            connection.socket.destroy();
          }
        },
      };
    },

    get streams(): number {
      return [...connections].filter((connection) => connection.key !== null).length;
    },

    async close(): Promise<void> {
      for (const connection of connections) connection.socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type MediaPort = ReturnType<typeof createMediaPort>;
