import type { Server } from "node:net";
import { LRUCache } from "lru-cache";
import type { Config } from "../../config.js";
import type { IngestLogger } from "./ingestLogger.js";

const REFUSAL_LOG_MS = 60_000;

export interface DeviceConnectionLimits {
  /** connections of the share open at once (MAX_DEVICE_CONNECTIONS, MAX_CLIENT_CONNECTIONS) */
  total: number;
  /** of those, from one address (MAX_…_PER_ADDRESS) */
  perAddress: number;
}

/** One share of the connection budget: its settings (named in refusals) and its metric names. */
interface ConnectionShare {
  totalSetting: string;
  perAddressSetting: string;
  metric: string;
}

const DEVICE_SHARE: ConnectionShare = {
  totalSetting: "MAX_DEVICE_CONNECTIONS",
  perAddressSetting: "MAX_DEVICE_CONNECTIONS_PER_ADDRESS",
  metric: "ingest_device_connections",
};

const CLIENT_SHARE: ConnectionShare = {
  totalSetting: "MAX_CLIENT_CONNECTIONS",
  perAddressSetting: "MAX_CLIENT_CONNECTIONS_PER_ADDRESS",
  metric: "client_connections",
};

/**
 * One share of the connection budget (docs/decisions.md "Connection budget"): the device share is shared by the
 * GT06, JT/T 808 and OsmAnd gateways, the client share by every other listening port (web with its WebSockets,
 * FTP, JT/T 1078 audio, alarm attachments). A connection over either cap of its share is refused at once, so no
 * flood on one share can take the descriptors of the other. Refusals are counted; each address is logged at most
 * once a minute, so a flood cannot fill the log.
 */
export function createDeviceConnectionLimiter(
  limits: DeviceConnectionLimits,
  logger: IngestLogger,
  now: () => number = Date.now,
  share: ConnectionShare = DEVICE_SHARE,
) {
  let open = 0;
  const byAddress = new Map<string, number>();
  const lastLogged = new LRUCache<string, number>({ max: 10_000 });
  const refused = { total: 0, perAddress: 0 };

  function refuse(address: string, reason: keyof typeof refused, gateway: string) {
    refused[reason] += 1;
    const logged = lastLogged.get(address);
    if (logged !== undefined && now() - logged < REFUSAL_LOG_MS) return false;
    lastLogged.set(address, now());
    logger.warn(
      { remote: address, gateway, reason, open, limits },
      reason === "total"
        ? `connection refused: ${share.totalSetting} reached`
        : `connection refused: ${share.perAddressSetting} reached for this address`,
    );
    return false;
  }

  const limiter = {
    limits,
    /** Takes a place for a new connection from `address`; false (counted, logged) when it must be refused. */
    admit(address: string | undefined, gateway: string, perAddressCap = true): boolean {
      const key = address ?? "unknown";
      const fromAddress = byAddress.get(key) ?? 0;
      if (open >= limits.total) return refuse(key, "total", gateway);
      if (perAddressCap && fromAddress >= limits.perAddress) return refuse(key, "perAddress", gateway);
      open += 1;
      byAddress.set(key, fromAddress + 1);
      return true;
    },
    /** Gives back the place of an admitted connection that closed. */
    release(address: string | undefined) {
      const key = address ?? "unknown";
      const fromAddress = byAddress.get(key) ?? 0;
      open = Math.max(0, open - 1);
      if (fromAddress <= 1) byAddress.delete(key);
      else byAddress.set(key, fromAddress - 1);
    },
    /**
     * Admits every connection `server` accepts into this share (`port` names it in refusals), closing the rest.
     * Connections from `pooled` addresses (a reverse proxy carrying everyone's connections) count in the total only.
     */
    guard(server: Server, port: string, pooled: (address: string | undefined) => boolean = () => false) {
      server.on("connection", (socket) => {
        const remote = socket.remoteAddress;
        if (!limiter.admit(pooled(remote) ? `proxy:${remote}` : remote, port, !pooled(remote))) {
          socket.destroy();
          return;
        }
        socket.once("close", () => limiter.release(pooled(remote) ? `proxy:${remote}` : remote));
      });
    },
    /** for /api/metrics' `extra` source */
    metrics: () => ({
      [`${share.metric}_open`]: open,
      [`${share.metric}_refused_total_cap`]: refused.total,
      [`${share.metric}_refused_per_address_cap`]: refused.perAddress,
    }),
  };
  return limiter;
}

/** The whole connection budget: the devices' share and the clients' (every other listening port). */
export function createConnectionBudget(limits: Config["connectionLimits"], logger: IngestLogger) {
  const devices = createDeviceConnectionLimiter(
    { total: limits.deviceConnections, perAddress: limits.deviceConnectionsPerAddress },
    logger,
  );
  const clients = createDeviceConnectionLimiter(
    { total: limits.clientConnections, perAddress: limits.clientConnectionsPerAddress },
    logger,
    Date.now,
    CLIENT_SHARE,
  );
  return { devices, clients };
}

export type ConnectionBudget = ReturnType<typeof createConnectionBudget>;

export type DeviceConnectionLimiter = ReturnType<typeof createDeviceConnectionLimiter>;

/** No cap (gateway tests and tools that do not pass a limiter). */
export const unlimitedDeviceConnections = (logger: IngestLogger) =>
  createDeviceConnectionLimiter(
    { total: Number.POSITIVE_INFINITY, perAddress: Number.POSITIVE_INFINITY },
    logger,
  );
