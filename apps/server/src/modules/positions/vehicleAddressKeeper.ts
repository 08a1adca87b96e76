import type { VehicleUpdate } from "@armada/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics, type VehicleAddressEvent } from "../../bus/eventBus.js";
import type { DbExecutor } from "../../db/database.js";
import type { GeocodingService } from "../geocoding/index.js";
import { distanceMetres, savedPlacesNear, TtlCache } from "../geocoding/index.js";
import { vehicleLatestStatus } from "./positions.tables.js";

export const VEHICLE_ADDRESS_LOCK_KEY = 4_152_003;

export interface VehicleAddressKeeperOptions {
  /** a moving vehicle's address is resolved again past this distance from where it was last resolved */
  moveMetres?: number;
  /** a stopped vehicle's address is resolved again past this distance (GPS drift of a parked vehicle stays under it) */
  stopMetres?: number;
  /** at most this many lookups a second, whatever the fleet does */
  perSecond?: number;
}

interface Job {
  companyId: number;
  vehicleId: number;
  latitude: number;
  longitude: number;
}

/** ~110 m: an address phrase is no finer, so one lookup serves every vehicle in the cell */
const cellOf = (value: number) => value.toFixed(3);
const CACHE_ENTRIES = 20_000;
const CACHE_TTL_MS = 6 * 3_600_000;

/**
 * Keeps `vehicle_latest_status.address`: resolves a vehicle's address when it stops or has moved `moveMetres` since
 * the last one, the company's geofence the point lies in first, else the reverse geocoder; answers cached per
 * ~110 m cell and company; at most `perSecond` lookups (a vehicle waits with its latest point only). Each
 * address is written and pushed to the operators' sockets (`vehicle-addresses`), so no page geocodes row by row.
 * One instance runs it (leadership), as it hears every instance's updates on the bus.
 */
export function createVehicleAddressKeeper(
  db: DbExecutor,
  bus: EventBus,
  geocoding: Pick<GeocodingService, "reverse">,
  logger: Pick<FastifyBaseLogger, "warn">,
  options: VehicleAddressKeeperOptions = {},
) {
  const moveMetres = options.moveMetres ?? 500;
  const stopMetres = options.stopMetres ?? 50;
  const intervalMs = 1_000 / (options.perSecond ?? 5);
  const resolvedAt = new Map<number, { latitude: number; longitude: number }>();
  /** the latest point of each vehicle waiting for a lookup, oldest waiting first */
  const waiting = new Map<number, Job>();
  const cache = new TtlCache<string | null>(CACHE_ENTRIES, CACHE_TTL_MS);
  let lookups = 0;
  let unsubscribe: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let idleWaiters: (() => void)[] = [];

  function consider(companyId: number, update: VehicleUpdate) {
    const last = resolvedAt.get(update.vehicleId);
    const metres = last
      ? distanceMetres(last.latitude, last.longitude, update.latitude, update.longitude)
      : Number.POSITIVE_INFINITY;
    const due = metres > (update.motionStatus === "moving" ? moveMetres : stopMetres);
    if (!due) return;
    const { vehicleId, latitude, longitude } = update;
    waiting.delete(vehicleId);
    waiting.set(vehicleId, { companyId, vehicleId, latitude, longitude });
  }

  async function addressOf(job: Job): Promise<string | null> {
    const key = `${job.companyId}|${cellOf(job.latitude)},${cellOf(job.longitude)}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    lookups++;
    const [geofence] = await savedPlacesNear(db, job.companyId, job.latitude, job.longitude, 0);
    const address =
      geofence?.name ??
      (
        await geocoding.reverse(Number(cellOf(job.latitude)), Number(cellOf(job.longitude)), {
          companyId: job.companyId,
        })
      )?.display_name ??
      null;
    cache.set(key, address);
    return address;
  }

  async function resolve(job: Job) {
    const address = await addressOf(job);
    resolvedAt.set(job.vehicleId, { latitude: job.latitude, longitude: job.longitude });
    if (address === null) return;
    await db
      .update(vehicleLatestStatus)
      .set({ address })
      .where(
        and(
          eq(vehicleLatestStatus.vehicleId, job.vehicleId),
          eq(vehicleLatestStatus.companyId, job.companyId),
        ),
      );
    bus.publish<VehicleAddressEvent[]>(topics.vehicleAddresses(job.companyId), [
      { vehicleId: job.vehicleId, latitude: job.latitude, longitude: job.longitude, address },
    ]);
  }

  function tick() {
    if (running) return;
    const [first] = waiting.values();
    if (!first) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const wake of waiters) wake();
      return;
    }
    waiting.delete(first.vehicleId);
    running = resolve(first)
      .catch((error: unknown) =>
        logger.warn({ err: error, vehicleId: first.vehicleId }, "vehicle address failed"),
      )
      .finally(() => {
        running = null;
      });
  }

  return {
    start() {
      if (unsubscribe) return;
      unsubscribe = bus.subscribe<VehicleUpdate[]>(topics.allVehicleUpdates, (updates, topic) => {
        const companyId = Number(topic.split(".")[1]);
        for (const update of updates) consider(companyId, update);
      });
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      unsubscribe?.();
      unsubscribe = null;
      if (timer) clearInterval(timer);
      timer = null;
      waiting.clear();
      await running;
      for (const wake of idleWaiters) wake();
      idleWaiters = [];
    },
    /** Resolves once nothing waits for an address (tests). */
    idle(): Promise<void> {
      if (!running && waiting.size === 0) return Promise.resolve();
      return new Promise((resolveIdle) => idleWaiters.push(resolveIdle));
    },
    /** lookups that missed the cache, since start */
    lookups: () => lookups,
  };
}

export type VehicleAddressKeeper = ReturnType<typeof createVehicleAddressKeeper>;
