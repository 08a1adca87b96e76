import { encodeVehicleUpdatesMessage, type VehicleUpdate } from "@armada/domain";
import websocket from "@fastify/websocket";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import type { AuthUser } from "../modules/auth/authUser.js";
import { type EventBus, topics } from "./eventBus.js";

interface Client {
  socket: WebSocket;
  user: AuthUser;
  alive: boolean;
  tags: Record<string, unknown>;
  /** alert and system-notification channels the client asked for with update_tags */
  channels: Set<string>;
}

/** Messages of these types reach only sockets that tagged the type as a channel (update_tags). */
const isChannelMessage = (message: unknown) => {
  const type = (message as { type?: unknown } | null)?.type;
  return typeof type === "string" && (type.startsWith("alert-center-") || type.startsWith("system-notif-"));
};

/** The channels a user may tag: their own alert and system channels and their company's resolve channel. */
function ownChannels(user: AuthUser): Set<string> {
  return new Set([
    `alert-center-new-${user.userId}`,
    `alert-center-resolve-${user.companyId}`,
    `system-notif-${user.userId}`,
  ]);
}

export interface RealtimeHubOptions {
  /** how often coalesced vehicle updates go out (ms): a socket gets at most 1000 / flushMs messages a second */
  flushMs?: number;
  heartbeatMs?: number;
  /** a socket that has this much unsent data skips updates until it catches up */
  maxBufferedBytes?: number;
}

/**
 * The operators' WebSocket at /ws (session cookie). Vehicle updates from the bus are coalesced per
 * vehicle and sent per company every `flushMs`, serialised once for all sockets of the company.
 */
export function createRealtimeHub(
  bus: EventBus,
  logger: FastifyBaseLogger,
  options: RealtimeHubOptions = {},
) {
  const flushMs = options.flushMs ?? 50;
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 1_048_576;
  const clientsByCompany = new Map<number, Set<Client>>();
  const pendingByCompany = new Map<number, Map<number, VehicleUpdate>>();

  const unsubscribe = bus.subscribe<VehicleUpdate[]>(topics.allVehicleUpdates, (updates, topic) => {
    const companyId = Number(topic.split(".")[1]);
    if (!clientsByCompany.has(companyId)) return;
    const pending = pendingByCompany.get(companyId) ?? new Map<number, VehicleUpdate>();
    for (const update of updates) pending.set(update.vehicleId, update);
    pendingByCompany.set(companyId, pending);
  });

  const flushTimer = setInterval(() => {
    for (const [companyId, pending] of pendingByCompany) {
      sendVehicleUpdates(companyId, [...pending.values()]);
    }
    pendingByCompany.clear();
  }, flushMs);
  flushTimer.unref();

  /**
   * One tick's updates of a company: encoded once (the compact rows of `encodeVehicleUpdatesMessage`) into
   * a Buffer that every socket shares (sent as a text frame), skipped for sockets that opted out with
   * `update_tags` `{vehicleUpdates: false}`.
   */
  function sendVehicleUpdates(companyId: number, updates: VehicleUpdate[]) {
    const clients = clientsByCompany.get(companyId);
    if (!clients || clients.size === 0) return;
    const payload = Buffer.from(encodeVehicleUpdatesMessage(updates));
    for (const client of clients) if (client.tags.vehicleUpdates !== false) send(client, payload);
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

  /** Whether a client gets a message: channel messages only when it tagged their type. */
  const wants = (client: Client, message: unknown, channel: boolean) =>
    !channel || client.channels.has((message as { type: string }).type);

  function sendToCompany(companyId: number, message: unknown) {
    const clients = clientsByCompany.get(companyId);
    if (!clients || clients.size === 0) return;
    const channel = isChannelMessage(message);
    const payload = JSON.stringify(message);
    for (const client of clients) if (wants(client, message, channel)) send(client, payload);
  }

  function sendToUser(userId: number, message: unknown) {
    const channel = isChannelMessage(message);
    const payload = JSON.stringify(message);
    for (const clients of clientsByCompany.values()) {
      for (const client of clients)
        if (client.user.userId === userId && wants(client, message, channel)) send(client, payload);
    }
  }

  function attach(socket: WebSocket, user: AuthUser) {
    const client: Client = { socket, user, alive: true, tags: {}, channels: new Set() };
    const clients = clientsByCompany.get(user.companyId) ?? new Set<Client>();
    clients.add(client);
    clientsByCompany.set(user.companyId, clients);
    socket.on("pong", () => {
      client.alive = true;
    });
    socket.on("message", (data) => handleMessage(client, data.toString()));
    socket.on("close", () => {
      clients.delete(client);
      if (clients.size === 0) clientsByCompany.delete(user.companyId);
    });
    socket.on("error", (error) => logger.debug({ err: error }, "socket error"));
    send(
      client,
      JSON.stringify({ type: "welcome", data: { companyId: user.companyId, userId: user.userId } }),
    );
  }

  function handleMessage(client: Client, text: string) {
    client.alive = true;
    if (text === "PING") return send(client, "PONG");
    let message: { type?: unknown; payload?: unknown };
    try {
      message = JSON.parse(text);
    } catch {
      return send(client, JSON.stringify({ type: "error", data: { message: "invalid JSON" } }));
    }
    if (message.type === "ping") return send(client, "PONG");
    if (message.type === "update_tags" && message.payload && typeof message.payload === "object") {
      client.tags = message.payload as Record<string, unknown>;
      // the payload query's {userId, companyId, channels}; channels of other users or companies are ignored
      const requested = Array.isArray(client.tags.channels) ? client.tags.channels : [];
      const allowed = ownChannels(client.user);
      client.channels = new Set(
        requested.filter((channel): channel is string => typeof channel === "string" && allowed.has(channel)),
      );
      return;
    }
    send(client, JSON.stringify({ type: "error", data: { message: "unknown message type" } }));
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
          if (request.auth) attach(socket, request.auth);
          else socket.close(4401, "unauthenticated");
        },
      );
    },
    sendToCompany,
    sendToUser,
    stats: () => ({
      sockets: [...clientsByCompany.values()].reduce((total, clients) => total + clients.size, 0),
    }),
    close() {
      unsubscribe();
      clearInterval(flushTimer);
      clearInterval(heartbeatTimer);
      for (const clients of clientsByCompany.values())
        for (const client of clients) client.socket.close(1001, "server stopping");
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
