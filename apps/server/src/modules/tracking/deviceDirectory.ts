import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { devices, vehicles } from "../fleet/fleet.tables.js";
import type { KnownDevice } from "./deviceReport.js";

const CACHE_MS = 30_000;

/** IMEI → device and vehicle, cached briefly: every packet needs it, and devices rarely change. */
export function createDeviceDirectory(db: DbExecutor, now: () => number = Date.now) {
  const cache = new Map<string, { device: KnownDevice | null; until: number }>();
  return {
    async find(imei: string): Promise<KnownDevice | null> {
      const cached = cache.get(imei);
      if (cached && cached.until > now()) return cached.device;
      const [row] = await db
        .select({
          deviceId: devices.id,
          imei: devices.imei,
          companyId: devices.companyId,
          vendorType: devices.vendorType,
          vehicleId: vehicles.id,
        })
        .from(devices)
        .leftJoin(vehicles, eq(vehicles.deviceId, devices.id))
        .where(eq(devices.imei, imei))
        .limit(1);
      const device = row ? { ...row, vehicleId: row.vehicleId ?? null } : null;
      cache.set(imei, { device, until: now() + CACHE_MS });
      return device;
    },
    forget(imei: string) {
      cache.delete(imei);
    },
    clear() {
      cache.clear();
    },
  };
}

export type DeviceDirectory = ReturnType<typeof createDeviceDirectory>;
