import {
  type MotionTimeouts,
  movingNow,
  type PickedColumn,
  type PublicEta,
  type PublicLiveTrack,
  type PublicLiveTrackMessage,
  type PublicVehicle,
  publicEta,
  toPublicVehicle,
  type VehicleSnapshot,
  type VehicleUpdate,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import { type EventBus, topics } from "../../realtime/eventBus.js";
import type { LinkQuery, LiveTrackService, ResolvedLink } from "./liveTrackService.js";

export interface LiveTrackHubOptions {
  /**
   * updates are coalesced per vehicle and sent at most this often (default 200 ms: with the pipeline's linger and
   * write, a position reaches 5,000 viewers within the 500 ms goal; see docs/performance.md)
   */
  flushMs?: number;
  /**
   * how often each open link is checked again (deleted view, revoked contact, status E) and its vehicles' motion
   * re-read against the clock (a silent vehicle goes stale with no update arriving)
   */
  revalidateMs?: number;
  now?: () => Date;
}

/** Viewers of one link (one view, or one contact's link of it): one projection and one message for all. */
interface Group {
  key: string;
  query: LinkQuery;
  link: ResolvedLink;
  refs: Map<number, string>;
  /** everything known of each vehicle, projected again on every update and as time passes */
  sources: Map<number, VehicleSnapshot>;
  timeouts: MotionTimeouts;
  meta: Omit<PublicLiveTrack, "vehicles" | "etas" | "serverTime">;
  current: Map<string, PublicVehicle>;
  etas: Map<string, PublicEta>;
  pending: Set<string>;
  sockets: Set<WebSocket>;
}

const groupKey = (query: LinkQuery) => `${query.temporaryLvId}|${query.contactKey ?? ""}`;

/**
 * Public viewers' sockets at /ws/live-track. Each link's viewers share one group: an update is
 * projected once (only the picked fields), serialised once and sent to every viewer of the link.
 */
export function createLiveTrackHub(
  bus: EventBus,
  service: LiveTrackService,
  logger: FastifyBaseLogger,
  options: LiveTrackHubOptions = {},
) {
  const flushMs = options.flushMs ?? 200;
  const revalidateMs = options.revalidateMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  const groups = new Map<string, Group>();
  const groupsByCompany = new Map<number, Set<Group>>();
  const opening = new Map<string, Promise<Group>>();

  const unsubscribe = bus.subscribe<VehicleUpdate[]>(topics.allVehicleUpdates, (updates, topic) => {
    const companyGroups = groupsByCompany.get(Number(topic.split(".")[1]));
    if (!companyGroups) return;
    for (const group of companyGroups) {
      for (const update of updates) applyUpdate(group, update);
    }
  });

  function applyUpdate(group: Group, update: VehicleUpdate) {
    const source = group.sources.get(update.vehicleId);
    if (!source) return;
    group.sources.set(update.vehicleId, {
      ...source,
      latitude: update.latitude,
      longitude: update.longitude,
      course: update.course,
      motionStatus: update.motionStatus,
      speed: update.speed,
      temperature: update.temperature,
      ignition: update.ignition,
      fixTime: new Date(update.fixTime),
      lastPacket: new Date(update.lastPacket),
    });
    project(group, update.vehicleId, update.speed);
  }

  /** Projects the vehicle again and queues it for the viewers; `recentSpeedKmh` feeds the ETA. */
  function project(group: Group, vehicleId: number, recentSpeedKmh: number | null) {
    const ref = group.refs.get(vehicleId);
    const source = group.sources.get(vehicleId);
    if (!ref || !source) return;
    const vehicle = toPublicVehicle(ref, source, group.meta.pickedColumns as PickedColumn[], {
      now: now(),
      timeouts: group.timeouts,
    });
    group.current.set(ref, vehicle);
    const destination = group.meta.destination;
    if (destination && source.latitude !== null && source.longitude !== null) {
      const position = { lat: source.latitude, lng: source.longitude };
      group.etas.set(ref, publicEta(ref, position, destination, recentSpeedKmh, vehicle.moving));
    }
    group.pending.add(ref);
  }

  /** A vehicle that stopped reporting stops moving on the page when the motion rule says so. */
  function reviewMotion(group: Group) {
    for (const [vehicleId, ref] of group.refs) {
      const shown = group.current.get(ref);
      const source = group.sources.get(vehicleId);
      if (!shown?.moving || !source) continue;
      if (!movingNow(source, { now: now(), timeouts: group.timeouts }))
        project(group, vehicleId, source.speed);
    }
  }

  function send(group: Group, message: PublicLiveTrackMessage) {
    const payload = JSON.stringify(message);
    for (const socket of group.sockets) {
      if (socket.readyState === socket.OPEN && socket.bufferedAmount < 512 * 1024) socket.send(payload);
    }
  }

  function close(group: Group) {
    send(group, { type: "expired" });
    for (const socket of group.sockets) socket.close(4410, "expired");
    removeGroup(group);
  }

  function removeGroup(group: Group) {
    groups.delete(group.key);
    const companyGroups = groupsByCompany.get(group.link.view.companyId);
    companyGroups?.delete(group);
    if (companyGroups?.size === 0) groupsByCompany.delete(group.link.view.companyId);
  }

  const flushTimer = setInterval(() => {
    const time = now();
    for (const group of groups.values()) {
      if (group.link.view.expiresOn <= time) {
        close(group);
        continue;
      }
      if (group.pending.size === 0) continue;
      const refs = [...group.pending];
      group.pending.clear();
      send(group, {
        type: "vehicles",
        data: refs.flatMap((ref) => group.current.get(ref) ?? []),
        etas: refs.flatMap((ref) => group.etas.get(ref) ?? []),
      });
    }
  }, flushMs);
  flushTimer.unref();

  function revalidate() {
    for (const group of groups.values()) {
      reviewMotion(group);
      service
        .resolve(group.query)
        .then((link) => {
          if (!link) close(group);
          else group.link = link;
        })
        .catch((error: unknown) => logger.warn({ err: error }, "live-track revalidation failed"));
    }
  }
  const revalidateTimer = setInterval(revalidate, revalidateMs);
  revalidateTimer.unref();

  async function openGroup(query: LinkQuery, link: ResolvedLink): Promise<Group> {
    const { payload, refs, sources, timeouts } = await service.snapshot(link);
    const { vehicles, etas, serverTime: _serverTime, ...meta } = payload;
    const byRef = new Map(vehicles.map((vehicle) => [vehicle.ref, vehicle]));
    const group: Group = {
      key: groupKey(query),
      query,
      link,
      refs,
      sources,
      timeouts,
      meta,
      current: byRef,
      etas: new Map(etas.map((eta) => [eta.ref, eta])),
      pending: new Set(),
      sockets: new Set(),
    };
    groups.set(group.key, group);
    const companyGroups = groupsByCompany.get(link.view.companyId) ?? new Set<Group>();
    companyGroups.add(group);
    groupsByCompany.set(link.view.companyId, companyGroups);
    return group;
  }

  return {
    /** Adds a viewer whose link was already resolved; sends them the current state first. */
    async attach(socket: WebSocket, query: LinkQuery, link: ResolvedLink) {
      const key = groupKey(query);
      let group = groups.get(key);
      if (!group) {
        const pending = opening.get(key) ?? openGroup(query, link);
        opening.set(key, pending);
        try {
          group = await pending;
        } finally {
          opening.delete(key);
        }
      }
      const joined = group;
      joined.sockets.add(socket);
      socket.on("close", () => {
        joined.sockets.delete(socket);
        if (joined.sockets.size === 0) removeGroup(joined);
      });
      socket.on("message", (data) => {
        if (data.toString() === "PING") socket.send("PONG");
      });
      socket.on("error", (error) => logger.debug({ err: error }, "live-track socket error"));
      socket.send(
        JSON.stringify({
          type: "snapshot",
          data: {
            ...joined.meta,
            serverTime: now().toISOString(),
            vehicles: [...joined.current.values()],
            etas: [...joined.etas.values()],
          },
        } satisfies PublicLiveTrackMessage),
      );
    },
    /** Checks every open link again now (deleted, revoked, expired early) instead of at the next interval. */
    revalidateNow: revalidate,
    stats: () => ({
      links: groups.size,
      viewers: [...groups.values()].reduce((total, group) => total + group.sockets.size, 0),
    }),
    close() {
      unsubscribe();
      clearInterval(flushTimer);
      clearInterval(revalidateTimer);
      for (const group of groups.values())
        for (const socket of group.sockets) socket.close(1001, "server stopping");
      groups.clear();
      groupsByCompany.clear();
    },
  };
}

export type LiveTrackHub = ReturnType<typeof createLiveTrackHub>;
