import {
  type Language,
  type MotionTimeouts,
  type PickedColumn,
  type PublicEta,
  type PublicLinkView,
  type PublicVehicle,
  type PublicViewerMessage,
  publicEta,
  SOCKET_CLOSE,
  SOCKET_CLOSE_REASON,
  SOCKET_PING,
  SOCKET_PONG,
  toPublicVehicle,
  type VehicleSnapshot,
  type VehicleUpdate,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import { type EventBus, type LiveViewChangedEvent, topics } from "../../../bus/eventBus.js";
import { closeSocket } from "../../../sockets/socketGuards.js";
import type { LinkQuery, PublicViewerService, ResolvedLink } from "./publicViewerService.js";

export interface PublicViewerSocketHubOptions {
  /**
   * updates are coalesced per vehicle and sent at most this often (default 200 ms: with the pipeline's linger and
   * write, a position reaches 5,000 viewers within the 500 ms goal; see docs/performance.md)
   */
  flushMs?: number;
  /**
   * how often each open link is read again anyway (edits arrive at once on the bus; this catches a change whose
   * message was lost); the snapshot it sends also re-reads each vehicle's motion against the clock (a silent
   * vehicle goes stale with no update arriving)
   */
  revalidateMs?: number;
  /** viewers at most (MAX_PUBLIC_SOCKETS) and per link (MAX_PUBLIC_SOCKETS_PER_LINK); more are closed at once */
  maxSockets?: number;
  maxSocketsPerLink?: number;
  now?: () => Date;
}

/** What a link allows its viewers to see now: read again after every change of the link. */
interface Projection {
  link: ResolvedLink;
  refs: Map<number, string>;
  /** everything known of each vehicle, projected again on every update and as time passes */
  sources: Map<number, VehicleSnapshot>;
  timeouts: MotionTimeouts;
  meta: Omit<PublicLinkView, "vehicles" | "etas" | "serverTime">;
  current: Map<string, PublicVehicle>;
  etas: Map<string, PublicEta>;
}

/** Viewers of one link (one view, or one contact's link of it): one projection and one message for all. */
interface Group extends Projection {
  key: string;
  query: LinkQuery;
  pending: Set<string>;
  sockets: Set<WebSocket>;
  /** counts refreshes, so that an older one finishing late does not overwrite a newer one */
  generation: number;
}

const groupKey = (query: LinkQuery) => `${query.temporaryLvId}|${query.contactKey ?? ""}`;

/**
 * Public viewers' sockets at /ws/live-track. Each link's viewers share one group: an update is
 * projected once (only the picked fields), serialised once and sent to every viewer of the link.
 */
export function createPublicViewerSocketHub(
  bus: EventBus,
  service: PublicViewerService,
  logger: FastifyBaseLogger,
  options: PublicViewerSocketHubOptions = {},
) {
  const flushMs = options.flushMs ?? 200;
  const revalidateMs = options.revalidateMs ?? 30_000;
  const maxSockets = options.maxSockets ?? Number.POSITIVE_INFINITY;
  const maxSocketsPerLink = options.maxSocketsPerLink ?? Number.POSITIVE_INFINITY;
  const now = options.now ?? (() => new Date());
  const groups = new Map<string, Group>();
  const groupsByCompany = new Map<number, Set<Group>>();
  const opening = new Map<string, Promise<Group>>();
  /** admitted sockets, in all and per view (a view's plain link and its contacts' links together) */
  let viewers = 0;
  const viewersByView = new Map<number, number>();
  let refused = 0;

  const unsubscribeChanges = bus.subscribe<LiveViewChangedEvent>(
    topics.allLiveViewChanges,
    ({ temporaryLvId }) => {
      for (const group of groups.values())
        if (group.query.temporaryLvId === temporaryLvId) void refresh(group);
    },
  );

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

  function send(group: Group, message: PublicViewerMessage) {
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

  /**
   * Reads the link again and applies what it now allows: closes its sockets when it ended (deleted, expired, contact
   * removed), else sends them a new snapshot (vehicles removed or added, fields no longer picked, new expiry,
   * a vehicle gone stale) when it differs from what they have been sent or are about to be.
   */
  function refresh(group: Group): Promise<void> {
    const generation = ++group.generation;
    return service
      .resolve(group.query)
      .then(async (link) => {
        const projection = link ? await readProjection(link) : null;
        if (generation !== group.generation || groups.get(group.key) !== group) return;
        if (!projection) return close(group);
        const shown = visibleState(group);
        Object.assign(group, projection);
        if (visibleState(group) === shown) return;
        group.pending.clear();
        send(group, snapshotMessage(group));
      })
      .catch((error: unknown) => logger.warn({ err: error }, "live-track link refresh failed"));
  }

  /** What the group's viewers see (or will with the pending updates), to tell whether a snapshot would change it. */
  function visibleState(group: Group): string {
    return JSON.stringify([group.meta, [...group.current.values()], [...group.etas.values()]]);
  }

  async function revalidate(): Promise<void> {
    await Promise.all([...groups.values()].map(refresh));
  }
  const revalidateTimer = setInterval(() => void revalidate(), revalidateMs);
  revalidateTimer.unref();

  async function readProjection(link: ResolvedLink): Promise<Projection> {
    const { payload, refs, sources, timeouts } = await service.snapshot(link);
    const { vehicles, etas, serverTime: _serverTime, ...meta } = payload;
    const byRef = new Map(vehicles.map((vehicle) => [vehicle.ref, vehicle]));
    return {
      link,
      refs,
      sources,
      timeouts,
      meta,
      current: byRef,
      etas: new Map(etas.map((eta) => [eta.ref, eta])),
    };
  }

  async function openGroup(query: LinkQuery, link: ResolvedLink): Promise<Group> {
    const group: Group = {
      ...(await readProjection(link)),
      key: groupKey(query),
      query,
      pending: new Set(),
      sockets: new Set(),
      generation: 0,
    };
    groups.set(group.key, group);
    const companyGroups = groupsByCompany.get(link.view.companyId) ?? new Set<Group>();
    companyGroups.add(group);
    groupsByCompany.set(link.view.companyId, companyGroups);
    return group;
  }

  function snapshotMessage(group: Group): PublicViewerMessage {
    return {
      type: "snapshot",
      data: {
        ...group.meta,
        serverTime: now().toISOString(),
        vehicles: [...group.current.values()],
        etas: [...group.etas.values()],
      },
    };
  }

  function sendSnapshot(group: Group, socket: WebSocket) {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(snapshotMessage(group)));
  }

  return {
    /**
     * Counts a new socket of view `temporaryLvId` against the caps, or closes it with SOCKET_CLOSE.full and the
     * localised reason; called at once on upgrade, before the link is read.
     */
    admit(socket: WebSocket, temporaryLvId: number, language: Language): boolean {
      const ofView = viewersByView.get(temporaryLvId) ?? 0;
      if (viewers >= maxSockets || ofView >= maxSocketsPerLink) {
        refused += 1;
        closeSocket(socket, SOCKET_CLOSE.full, SOCKET_CLOSE_REASON.publicSocketsFull, language);
        return false;
      }
      viewers += 1;
      viewersByView.set(temporaryLvId, ofView + 1);
      socket.on("close", () => {
        viewers -= 1;
        const left = (viewersByView.get(temporaryLvId) ?? 1) - 1;
        if (left > 0) viewersByView.set(temporaryLvId, left);
        else viewersByView.delete(temporaryLvId);
      });
      return true;
    },
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
        if (data.toString() === SOCKET_PING) socket.send(SOCKET_PONG);
      });
      socket.on("error", (error) => logger.debug({ err: error }, "live-track socket error"));
      sendSnapshot(joined, socket);
    },
    /** Reads every open link again now instead of at the next interval. */
    revalidateNow: revalidate,
    stats: () => ({ links: groups.size, viewers, refused }),
    close() {
      unsubscribe();
      unsubscribeChanges();
      clearInterval(flushTimer);
      clearInterval(revalidateTimer);
      for (const group of groups.values())
        for (const socket of group.sockets) socket.close(1001, "server stopping");
      groups.clear();
      groupsByCompany.clear();
    },
  };
}

export type PublicViewerSocketHub = ReturnType<typeof createPublicViewerSocketHub>;
