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
import { listenTcp } from "../../net/listenTcp.js";
import type { DeviceConnectionLimiter } from "./deviceConnectionLimiter.js";

/** One audio frame a terminal sent on its media stream, joined from its sub-packages. */
export interface ReceivedAudio {
  payloadType: number;
  /** the terminal's clock, milliseconds */
  timestamp: number | null;
  frame: Uint8Array;
}

/** One video frame (H.264/H.265, Annex B) a terminal sent, joined from its sub-packages. */
export interface ReceivedVideo {
  payloadType: number;
  /** JT1078_DATA_TYPE.videoI, videoP or videoB */
  dataType: number;
  /** the terminal's clock, milliseconds */
  timestamp: number | null;
  /** milliseconds since the previous frame, as the terminal says */
  frameInterval: number | null;
  /** a frame before this one was lost (a part missing): later frames may refer to it */
  afterLoss: boolean;
  frame: Uint8Array;
}

/** What a stream's user (a driver call, a live video) does with a terminal's media stream once it has dialled in. */
export interface MediaStreamHandlers {
  audio?(audio: ReceivedAudio): void;
  video?(video: ReceivedVideo): void;
  /**
   * the terminal's connection closed or went silent, the instance relaying it was lost, or another user asked for
   * the same SIM number and channel (a playback taking over a live channel, or the other way round)
   */
  ended(reason: MediaStreamEnd): void;
}

export type MediaStreamEnd = "closed" | "silent" | "relayLost" | "replaced";

/** The user's side of a connected stream: audio back to the terminal (a call's). */
export interface MediaStream {
  sendAudio(payloadType: number, frame: Uint8Array): void;
  close(): void;
}

export interface MediaPortOptions {
  host: string;
  port: number;
  logger: FastifyBaseLogger;
  /** a stream that sends nothing for this long ends (default 10 s; `expect` may say otherwise per stream) */
  silenceMs?: number;
  /** connections that never say which terminal and channel they are close after this long (default 10 s) */
  identifyMs?: number;
  maxConnections?: number;
  /** the clients' share of the connection budget this port's connections count in (default: uncounted) */
  connections?: DeviceConnectionLimiter;
}

/**
 * Asked about a stream nobody here expects: resolves true once it `expect`ed it (for a user on another instance,
 * relayed over the bus). Its first packets wait meanwhile. A stream no claimer takes is closed.
 */
export type MediaStreamClaim = (sim: string, channel: number) => Promise<boolean>;

/** packets of a stream kept while it is being claimed (≈ 2 s of audio in 40 ms frames, or a video key frame) */
const MAX_CLAIM_PACKETS = 256;

interface Connection {
  socket: Socket;
  splitter: Jt1078StreamSplitter;
  assembler: Jt1078FrameAssembler;
  key: string | null;
  /** packets that came while the stream was being claimed; null when no claim is running */
  claiming: Jt1078Packet[] | null;
  sim: string;
  channel: number;
  edition: Jt1078Edition;
  serial: number;
  silence: NodeJS.Timeout;
  /** the assembler's dropped count at the last video frame handed on */
  droppedSeen: number;
}

interface Expected {
  handlers: MediaStreamHandlers;
  silenceMs: number;
}

const streamKey = (sim: string, channel: number) => `${sim.replace(/^0+/, "")}:${channel}`;

/**
 * The JT/T 1078 media port (JT1078_PORT), one per instance for every stream user: terminals asked by 0x9101 dial in
 * and stream; each stream is handed to whoever `expect`ed its SIM number and channel (a driver call, a live video),
 * audio and video frames whole, and a call's audio goes back on the same connection. A stream nobody here expects
 * is offered to the claimers (users on other instances); one nobody claims is closed, and so is one that stays
 * silent.
 */
export function createMediaPort(options: MediaPortOptions) {
  const { logger } = options;
  const silenceMs = options.silenceMs ?? 10_000;
  const identifyMs = options.identifyMs ?? 10_000;
  const expected = new Map<string, Expected>();
  const claimers: MediaStreamClaim[] = [];
  const connections = new Set<Connection>();
  const server: Server = createServer({ noDelay: true }, accept);
  if (options.maxConnections !== undefined) server.maxConnections = options.maxConnections;
  options.connections?.guard(server, "jt1078");
  server.on("error", (error) => logger.error({ err: error }, "JT/T 1078 media port error"));

  function accept(socket: Socket) {
    const connection: Connection = {
      socket,
      splitter: new Jt1078StreamSplitter(),
      assembler: new Jt1078FrameAssembler(),
      key: null,
      claiming: null,
      sim: "",
      channel: 0,
      edition: 2016,
      serial: 0,
      silence: setTimeout(() => socket.destroy(), identifyMs).unref(),
      droppedSeen: 0,
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
    for (const packet of connection.splitter.push(chunk)) take(connection, packet);
  }

  function take(connection: Connection, packet: Jt1078Packet) {
    if (connection.socket.destroyed) return;
    if (connection.claiming) {
      if (connection.claiming.length < MAX_CLAIM_PACKETS) connection.claiming.push(packet);
      return;
    }
    if (!connection.key && !identify(connection, packet)) return;
    connection.silence.refresh();
    const joined = connection.assembler.push(packet);
    if (!joined || !connection.key) return;
    const handlers = expected.get(connection.key)?.handlers;
    if (packet.dataType === JT1078_DATA_TYPE.audio)
      handlers?.audio?.({
        payloadType: joined.packet.payloadType,
        timestamp: joined.packet.timestamp,
        frame: joined.frame,
      });
    else if (packet.dataType <= JT1078_DATA_TYPE.videoB) {
      const afterLoss = connection.assembler.dropped !== connection.droppedSeen;
      connection.droppedSeen = connection.assembler.dropped;
      handlers?.video?.({
        payloadType: joined.packet.payloadType,
        dataType: packet.dataType,
        timestamp: joined.packet.timestamp,
        frameInterval: joined.packet.lastFrameInterval,
        afterLoss,
        frame: joined.frame,
      });
    }
  }

  /**
   * The first packet says whose stream this is; a stream nobody here expects is offered to the claimers (its packets
   * wait) and refused when nobody claims it.
   */
  function identify(connection: Connection, packet: Jt1078Packet): boolean {
    const key = streamKey(packet.sim, packet.channel);
    const expecting = expected.get(key);
    if (!expecting) {
      if (claimers.length > 0) void claim(connection, packet);
      else refuse(connection, packet);
      return false;
    }
    // a terminal dialling again: its old connection goes quietly, the stream's user keeps the new one
    for (const other of connections)
      if (other !== connection && other.key === key) {
        other.key = null;
        other.socket.destroy();
      }
    connection.key = key;
    connection.sim = packet.sim;
    connection.channel = packet.channel;
    connection.edition = connection.splitter.edition ?? 2016;
    clearTimeout(connection.silence);
    connection.silence = setTimeout(() => {
      end(connection, "silent");
      connection.socket.destroy();
    }, expecting.silenceMs).unref();
    return true;
  }

  async function claim(connection: Connection, first: Jt1078Packet) {
    connection.claiming = [first];
    let claimed = false;
    for (const claimer of claimers) {
      claimed = await claimer(first.sim, first.channel).catch((error: unknown) => {
        logger.error({ err: error, sim: first.sim }, "media stream claim failed");
        return false;
      });
      if (claimed) break;
    }
    const waiting = connection.claiming;
    connection.claiming = null;
    if (connection.socket.destroyed) return;
    if (!claimed || !expected.has(streamKey(first.sim, first.channel))) return refuse(connection, first);
    for (const packet of waiting) take(connection, packet);
  }

  function refuse(connection: Connection, packet: Jt1078Packet) {
    logger.warn({ sim: packet.sim, channel: packet.channel }, "media stream nobody asked for: closed");
    connection.socket.destroy();
  }

  function end(connection: Connection, reason: MediaStreamEnd) {
    const key = connection.key;
    if (!key) return;
    connection.key = null;
    const expecting = expected.get(key);
    expected.delete(key);
    expecting?.handlers.ended(reason);
  }

  const connectionOf = (key: string) => [...connections].find((connection) => connection.key === key);

  return {
    async listen(): Promise<number> {
      return listenTcp(server, options.port, options.host);
    },

    /** Offers streams nobody here expects to `claim` too (tried in the order added). */
    addClaimer(claim: MediaStreamClaim): void {
      claimers.push(claim);
    },

    /**
     * Waits for the stream of `sim` and `channel` (after 0x9101); its frames go to `handlers`. The returned
     * stream sends a call's audio back once the terminal is connected (and drops it before).
     */
    expect(
      sim: string,
      channel: number,
      handlers: MediaStreamHandlers,
      expectOptions: { silenceMs?: number } = {},
    ): MediaStream {
      const key = streamKey(sim, channel);
      expected.get(key)?.handlers.ended("replaced");
      expected.set(key, { handlers, silenceMs: expectOptions.silenceMs ?? silenceMs });
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
          if (expected.get(key)?.handlers === handlers) expected.delete(key);
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
