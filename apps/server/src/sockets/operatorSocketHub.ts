import {
  can,
  encodeVehicleUpdatesMessage,
  isChannelMessageType,
  type Language,
  type OperatorServerMessage,
  type OperatorSocketTags,
  operatorSocketChannels,
  SOCKET_CLOSE,
  SOCKET_CLOSE_REASON,
  SOCKET_PING,
  SOCKET_PONG,
  type VehicleUpdate,
} from "@armada/domain";
import websocket from "@fastify/websocket";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import { type EventBus, type SessionsEndedEvent, topics, type VehicleAddressEvent } from "../bus/eventBus.js";
import type { AuthUser } from "../http/authUser.js";
import { closeSocket } from "./socketGuards.js";

/** setTimeout's longest delay; a session that ends later is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;
/** a failed session check is tried again after this long */
const SESSION_RECHECK_MS = 60_000;

interface Client {
  socket: WebSocket;
  user: AuthUser;
  /** SHA-256 of the session token: logout and expiry close the socket */
  sessionHash: string;
  language: Language;
  sessionTimer?: NodeJS.Timeout;
  alive: boolean;
  tags: OperatorSocketTags;
  /** alert and system-notification channels the client asked for with update_tags */
  channels: Set<string>;
  /**
   * the company's tick from which the socket got no vehicle updates (it was behind: maxBufferedBytes), or null;
   * it gets every vehicle changed since then, the newest of each, once it has caught up
   */
  behindSince: number | null;
}

/** A company's vehicle updates as its sockets are sent them. */
interface CompanyUpdates {
  /** the updates that came in since the last tick, the newest per vehicle */
  pending: Map<number, VehicleUpdate>;
  /** ticks sent so far */
  tick: number;
  /**
   * each vehicle's newest update and the tick that sent it: what a socket that was behind is owed, read from one
   * map per company (at most one entry per vehicle) rather than kept per socket
   */
  sent: Map<number, { update: VehicleUpdate; tick: number }>;
}

/** The channels a user may tag: their own alert and system channels and their company's resolve channel. */
function ownChannels(user: AuthUser): Set<string> {
  return new Set([
    operatorSocketChannels.newAlert(user.userId),
    operatorSocketChannels.resolve(user.companyId),
    operatorSocketChannels.systemNotif(user.userId),
  ]);
}

export interface OperatorSocketHubOptions {
  /** how often coalesced vehicle updates go out (ms): a socket gets at most 1000 / flushMs messages a second */
  flushMs?: number;
  heartbeatMs?: number;
  /**
   * a socket that has this much unsent data gets no vehicle updates until it catches up; they are kept for it,
   * the newest per vehicle, and sent in one message then (other messages are skipped)
   */
  maxBufferedBytes?: number;
  /** sockets at most (MAX_OPERATOR_SOCKETS); more are closed at once with SOCKET_CLOSE.full */
  maxSockets?: number;
  /** when a session ends (null: it has ended); an open socket is closed at that time unless it was renewed */
  sessionExpiry?: (sessionHash: string) => Promise<Date | null>;
  /** the stored hash of a session token (auth's hashSessionToken, handed in by auth.module.ts) */
  hashSessionToken: (sessionToken: string) => string;
}

/**
 * The operators' WebSocket at /ws (session cookie). Vehicle updates from the bus are coalesced per
 * vehicle and sent per company every `flushMs`, serialised once for all sockets of the company.
 */
export function createOperatorSocketHub(
  bus: EventBus,
  logger: FastifyBaseLogger,
  options: OperatorSocketHubOptions,
) {
  const flushMs = options.flushMs ?? 50;
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 1_048_576;
  const maxSockets = options.maxSockets ?? Number.POSITIVE_INFINITY;
  const sessionExpiry = options.sessionExpiry ?? (async () => new Date(Date.now() + MAX_TIMER_MS));
  const clientsByCompany = new Map<number, Set<Client>>();
  const updatesByCompany = new Map<number, CompanyUpdates>();
  /** sockets with held-back vehicle updates */
  const behind = new Set<Client>();
  let socketCount = 0;
  let refused = 0;

  const unsubscribe = bus.subscribe<VehicleUpdate[]>(topics.allVehicleUpdates, (updates, topic) => {
    const companyId = Number(topic.split(".")[1]);
    if (!clientsByCompany.has(companyId)) return;
    let company = updatesByCompany.get(companyId);
    if (!company) {
      company = { pending: new Map(), tick: 0, sent: new Map() };
      updatesByCompany.set(companyId, company);
    }
    for (const update of updates) company.pending.set(update.vehicleId, update);
  });

  // rare (a vehicle stopped or went some way): sent at once, not coalesced
  const unsubscribeAddresses = bus.subscribe<VehicleAddressEvent[]>(
    topics.allVehicleAddresses,
    (data, topic) => {
      const clients = clientsByCompany.get(Number(topic.split(".")[1]));
      if (!clients || clients.size === 0) return;
      const payload = Buffer.from(JSON.stringify({ type: "vehicle-addresses", data }));
      for (const client of clients) if (client.tags.vehicleUpdates !== false) send(client, payload);
    },
  );

  const unsubscribeSessions = bus.subscribe<SessionsEndedEvent>(topics.sessionsEnded, ({ tokenHashes }) => {
    const ended = new Set(tokenHashes);
    for (const clients of clientsByCompany.values())
      for (const client of clients)
        if (ended.has(client.sessionHash)) endSession(client.socket, client.language);
  });

  function endSession(socket: WebSocket, language: Language) {
    closeSocket(socket, SOCKET_CLOSE.sessionEnded, SOCKET_CLOSE_REASON.sessionEnded, language);
  }

  /** Closes the socket when its session has ended, or checks again when it is due to end (it may be renewed). */
  async function watchSession(client: Client) {
    let delay = SESSION_RECHECK_MS;
    try {
      const expiresOn = await sessionExpiry(client.sessionHash);
      const left = expiresOn ? expiresOn.getTime() - Date.now() : 0;
      if (left <= 0) return endSession(client.socket, client.language);
      delay = Math.min(left + 50, MAX_TIMER_MS);
    } catch (error) {
      logger.warn({ err: error }, "session check of a socket failed");
    }
    if (client.socket.readyState !== client.socket.OPEN) return;
    client.sessionTimer = setTimeout(() => void watchSession(client), delay);
    client.sessionTimer.unref();
  }

  const flushTimer = setInterval(() => {
    for (const [companyId, company] of updatesByCompany) sendVehicleUpdates(companyId, company);
    sendHeldBack();
  }, flushMs);
  flushTimer.unref();

  /**
   * One tick's updates of a company: encoded once (the compact rows of `encodeVehicleUpdatesMessage`) into
   * a Buffer that every socket shares (sent as a text frame), skipped for sockets that opted out with
   * `update_tags` `{vehicleUpdates: false}`. A socket that is behind gets them later (`sendHeldBack`), so a
   * slow reader neither delays the others nor loses a vehicle's last position.
   */
  function sendVehicleUpdates(companyId: number, company: CompanyUpdates) {
    const clients = clientsByCompany.get(companyId);
    if (!clients || clients.size === 0) {
      updatesByCompany.delete(companyId);
      return;
    }
    if (company.pending.size === 0) return;
    company.tick += 1;
    for (const [vehicleId, update] of company.pending)
      company.sent.set(vehicleId, { update, tick: company.tick });
    let payload: Buffer | undefined;
    for (const client of clients) {
      if (client.tags.vehicleUpdates === false || client.socket.readyState !== client.socket.OPEN) continue;
      if (client.behindSince !== null || client.socket.bufferedAmount > maxBufferedBytes) {
        client.behindSince ??= company.tick;
        behind.add(client);
        continue;
      }
      payload ??= Buffer.from(encodeVehicleUpdatesMessage([...company.pending.values()]));
      client.socket.send(payload, { binary: false });
    }
    company.pending = new Map();
  }

  /**
   * The updates a socket missed, for each socket that has caught up, in one message: every vehicle its company sent
   * since the socket fell behind, the newest of each. Sockets that fell behind at the same tick share one encoding.
   */
  function sendHeldBack() {
    const encoded = new Map<string, Buffer>();
    for (const client of behind) {
      if (client.socket.bufferedAmount > maxBufferedBytes) continue;
      behind.delete(client);
      const since = client.behindSince;
      client.behindSince = null;
      const company = updatesByCompany.get(client.user.companyId);
      if (since === null || !company) continue;
      const key = `${client.user.companyId}:${since}`;
      let payload = encoded.get(key);
      if (!payload) {
        const owed: VehicleUpdate[] = [];
        for (const { update, tick } of company.sent.values()) if (tick >= since) owed.push(update);
        payload = Buffer.from(encodeVehicleUpdatesMessage(owed));
        encoded.set(key, payload);
      }
      send(client, payload);
    }
  }

  const heartbeatTimer = setInterval(() => {
    for (const clients of clientsByCompany.values()) {
      for (const client of clients) {
        if (!client.alive) {
          client.socket.terminate();
          continue;
        }
        client.alive = false;
        client.socket.ping();
      }
    }
  }, heartbeatMs);
  heartbeatTimer.unref();

  function send(client: Client, payload: string | Buffer) {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > maxBufferedBytes) return;
    client.socket.send(payload, { binary: false });
  }

  type ServerMessage = OperatorServerMessage<unknown>;

  /** Whether a client gets a message: channel messages only when it tagged their type. */
  const wants = (client: Client, message: ServerMessage, channel: boolean) =>
    !channel || client.channels.has(message.type);

  const sendMessage = (client: Client, message: ServerMessage) => send(client, JSON.stringify(message));

  /** To every socket of the company (that tagged the message's channel, and holds `accessKey` when given). */
  function sendToCompany(companyId: number, message: ServerMessage, accessKey?: string) {
    const clients = clientsByCompany.get(companyId);
    if (!clients || clients.size === 0) return;
    const channel = isChannelMessageType(message.type);
    // encoded once: a string would be encoded to UTF-8 again for every socket
    const payload = Buffer.from(JSON.stringify(message));
    for (const client of clients)
      if (wants(client, message, channel) && (!accessKey || can(client.user.accessKeys, accessKey)))
        send(client, payload);
  }

  function sendToUser(userId: number, message: ServerMessage) {
    const channel = isChannelMessageType(message.type);
    const payload = Buffer.from(JSON.stringify(message));
    for (const clients of clientsByCompany.values()) {
      for (const client of clients)
        if (client.user.userId === userId && wants(client, message, channel)) send(client, payload);
    }
  }

  /** To each socket of the company whose user holds `accessKey`, a message built for that user (own channel). */
  function sendToEachUser(companyId: number, accessKey: string, build: (user: AuthUser) => ServerMessage) {
    for (const client of clientsByCompany.get(companyId) ?? []) {
      if (!can(client.user.accessKeys, accessKey)) continue;
      const message = build(client.user);
      if (wants(client, message, isChannelMessageType(message.type))) sendMessage(client, message);
    }
  }

  function attach(socket: WebSocket, user: AuthUser, sessionHash: string, language: Language) {
    const client: Client = {
      socket,
      user,
      sessionHash,
      language,
      alive: true,
      tags: {},
      channels: new Set(),
      behindSince: null,
    };
    const clients = clientsByCompany.get(user.companyId) ?? new Set<Client>();
    clients.add(client);
    clientsByCompany.set(user.companyId, clients);
    socketCount += 1;
    socket.on("pong", () => {
      client.alive = true;
    });
    socket.on("message", (data) => handleMessage(client, data.toString()));
    socket.on("close", () => {
      clearTimeout(client.sessionTimer);
      socketCount -= 1;
      clients.delete(client);
      behind.delete(client);
      if (clients.size === 0) clientsByCompany.delete(user.companyId);
    });
    socket.on("error", (error) => logger.debug({ err: error }, "socket error"));
    sendMessage(client, { type: "welcome", data: { companyId: user.companyId, userId: user.userId } });
    void watchSession(client);
  }

  function handleMessage(client: Client, text: string) {
    client.alive = true;
    if (text === SOCKET_PING) return send(client, SOCKET_PONG);
    // an OperatorClientMessage if well-behaved; each field read below is checked
    let message: { type?: unknown; payload?: unknown };
    try {
      message = JSON.parse(text);
    } catch {
      return sendMessage(client, { type: "error", data: { message: "invalid JSON" } });
    }
    if (message.type === "ping") return send(client, SOCKET_PONG);
    if (message.type === "update_tags" && message.payload && typeof message.payload === "object") {
      client.tags = message.payload as OperatorSocketTags;
      // channels of other users or companies are ignored
      const requested: unknown[] = Array.isArray(client.tags.channels) ? client.tags.channels : [];
      const allowed = ownChannels(client.user);
      client.channels = new Set(
        requested.filter((channel): channel is string => typeof channel === "string" && allowed.has(channel)),
      );
      return;
    }
    sendMessage(client, { type: "error", data: { message: "unknown message type" } });
  }

  return {
    async register(app: FastifyInstance) {
      await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
      app.get(
        "/ws",
        {
          websocket: true,
          preValidation: async (request, reply) => {
            if (!request.auth)
              await reply.code(401).send({ isSuccessful: false, errorName: "Unauthenticated" });
          },
        },
        (socket, request) => {
          if (!request.auth || !request.sessionToken) return endSession(socket, request.language);
          if (socketCount >= maxSockets) {
            refused += 1;
            return closeSocket(
              socket,
              SOCKET_CLOSE.full,
              SOCKET_CLOSE_REASON.operatorSocketsFull,
              request.language,
            );
          }
          attach(socket, request.auth, options.hashSessionToken(request.sessionToken), request.language);
        },
      );
    },
    sendToCompany,
    sendToUser,
    sendToEachUser,
    stats: () => ({ sockets: socketCount, refused, behind: behind.size }),
    close() {
      unsubscribe();
      unsubscribeAddresses();
      unsubscribeSessions();
      clearInterval(flushTimer);
      clearInterval(heartbeatTimer);
      for (const clients of clientsByCompany.values())
        for (const client of clients) {
          clearTimeout(client.sessionTimer);
          client.socket.close(1001, "server stopping");
        }
    },
  };
}

export type OperatorSocketHub = ReturnType<typeof createOperatorSocketHub>;
