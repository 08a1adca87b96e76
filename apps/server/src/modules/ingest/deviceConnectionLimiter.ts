import { LRUCache } from "lru-cache";
import type { IngestProtocol } from "../positions/pipeline/deviceReport.js";
import type { IngestLogger } from "./ingestLogger.js";

const REFUSAL_LOG_MS = 60_000;

export interface DeviceConnectionLimits {
  /** device connections open at once over both gateways (MAX_DEVICE_CONNECTIONS) */
  total: number;
  /** of those, from one address (MAX_DEVICE_CONNECTIONS_PER_ADDRESS) */
  perAddress: number;
}

/**
 * The device share of the connection budget, shared by the GT06, JT/T 808 and OsmAnd gateways: a connection over
 * either cap is refused at once. Refusals are counted; each address is logged at most once a minute, so a
 * flood cannot fill the log.
 */
export function createDeviceConnectionLimiter(
  limits: DeviceConnectionLimits,
  logger: IngestLogger,
  now: () => number = Date.now,
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
        ? "device connection refused: MAX_DEVICE_CONNECTIONS reached"
        : "device connection refused: MAX_DEVICE_CONNECTIONS_PER_ADDRESS reached for this address",
    );
    return false;
  }

  return {
    limits,
    /** Takes a place for a new connection from `address`; false (counted, logged) when it must be refused. */
    admit(address: string | undefined, gateway: IngestProtocol): boolean {
      const key = address ?? "unknown";
      const fromAddress = byAddress.get(key) ?? 0;
      if (open >= limits.total) return refuse(key, "total", gateway);
      if (fromAddress >= limits.perAddress) return refuse(key, "perAddress", gateway);
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
    /** for /api/metrics' `extra` source */
    metrics: () => ({
      ingest_device_connections_open: open,
      ingest_device_connections_refused_total_cap: refused.total,
      ingest_device_connections_refused_per_address_cap: refused.perAddress,
    }),
  };
}

export type DeviceConnectionLimiter = ReturnType<typeof createDeviceConnectionLimiter>;

/** No cap (gateway tests and tools that do not pass a limiter). */
export const unlimitedDeviceConnections = (logger: IngestLogger) =>
  createDeviceConnectionLimiter(
    { total: Number.POSITIVE_INFINITY, perAddress: Number.POSITIVE_INFINITY },
    logger,
  );
