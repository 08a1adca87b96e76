import { and, eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { DbExecutor } from "../../../db/database.js";
import { carriesDevice, devices, vehicles } from "../../fleet/index.js";
import type { KnownDevice } from "./deviceReport.js";

const CACHE_MS = 30_000;
/** Registered devices looked up recently; a fleet larger than this only costs more lookups. */
const KNOWN_ENTRIES = 100_000;
/**
 * Unknown IMEIs remembered, so that a device nobody registered is not looked up on every packet. Anyone can
 * send any id, so this cache must be bounded: the least recently asked ones are forgotten first.
 */
const UNKNOWN_ENTRIES = 10_000;

/** IMEI → active device and vehicle, cached briefly in bounded caches: every packet needs it, and devices rarely change. */
export function createDeviceDirectory(db: DbExecutor, limits: { known?: number; unknown?: number } = {}) {
  const known = new LRUCache<string, KnownDevice>({ max: limits.known ?? KNOWN_ENTRIES, ttl: CACHE_MS });
  const unknown = new LRUCache<string, true>({ max: limits.unknown ?? UNKNOWN_ENTRIES, ttl: CACHE_MS });
  return {
    async find(imei: string): Promise<KnownDevice | null> {
      const cached = known.get(imei);
      if (cached) return cached;
      if (unknown.has(imei)) return null;
      const [row] = await db
        .select({
          deviceId: devices.id,
          imei: devices.imei,
          companyId: devices.companyId,
          vendorType: devices.vendorType,
          model: devices.model,
          lenientFraming: devices.lenientFraming,
          vehicleId: vehicles.id,
          trackerId: vehicles.deviceId,
          cameraId: vehicles.cameraDeviceId,
        })
        .from(devices)
        .leftJoin(vehicles, carriesDevice(devices.id))
        // a deactivated device is refused like an unknown one: its packets are neither stored nor attributed
        .where(and(eq(devices.imei, imei), eq(devices.status, "active")))
        .limit(1);
      if (!row) {
        unknown.set(imei, true);
        return null;
      }
      const { trackerId, cameraId, ...fields } = row;
      const device: KnownDevice = {
        ...fields,
        vehicleId: row.vehicleId ?? null,
        slot: cameraId === row.deviceId ? "camera" : "tracker",
        twoDevices: trackerId !== null && cameraId !== null,
      };
      known.set(imei, device);
      return device;
    },
    forget(imei: string) {
      known.delete(imei);
      unknown.delete(imei);
    },
    clear() {
      known.clear();
      unknown.clear();
    },
    /** cached entries, for tests and metrics */
    size: () => ({ known: known.size, unknown: unknown.size }),
  };
}

export type DeviceDirectory = ReturnType<typeof createDeviceDirectory>;
