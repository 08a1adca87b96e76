import { randomUUID } from "node:crypto";
import type { VehicleUpdate } from "@armada/domain";
import {
  checkMeasurements,
  DEVICE_STATUS_ATTRIBUTE,
  type FilterFix,
  filterTrackFix,
  inMeasuredRange,
  type MotionTimeouts,
  nextMotionState,
  nextTrackSource,
  observeTrackFix,
  positionProblem,
  type ReportedPosition,
  type ReportedStatus,
  type TrackFilterSettings,
  type TrackFix,
  type TrackSourceState,
  trackSourceBefore,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../../bus/eventBus.js";
import type { Db } from "../../../db/database.js";
import { isDataError } from "../../../db/sqlState.js";
import { createCompanyTimeouts } from "./companyTimeouts.js";
import { createCompanyTrackFilters } from "./companyTrackFilters.js";
import { createDeviceDirectory } from "./deviceDirectory.js";
import type {
  DeviceReport,
  DeviceStatusReport,
  KnownDevice,
  PositionSink,
  ReportingVehicle,
  SubmitResult,
} from "./deviceReport.js";
import type { LatestState } from "./latestState.js";
import { emptyPipelineMetrics } from "./pipelineMetrics.js";
import {
  insertPositions,
  loadLatestStates,
  mergePosition,
  type PositionRow,
  saveLatestStates,
} from "./positionWriter.js";
import { ReportReceipt, SETTLED_REPORT, type Settling, settle } from "./reportReceipt.js";
import type { StatusTaps } from "./statusTaps.js";
import { parseTrackFixEvent, type TrackFixEvent } from "./trackFixEvents.js";
import { createWriteLane } from "./writeLane.js";

export interface PipelineOptions {
  /** queued items before submitters wait (backpressure) */
  capacity?: number;
  /** rows per database write */
  batchSize?: number;
  /** how long the first queued item may wait for companions before a write */
  lingerMs?: number;
  /**
   * Batches written at the same time, each on its own connection. Vehicles are split over the lanes
   * by id, so each vehicle's reports stay in order. Use 1 on PGlite (one connection).
   */
  lanes?: number;
  now?: () => Date;
  /** the modules above told of each write of the companies they want, in its transaction */
  taps?: StatusTaps;
}

type QueuedRow = Settling & { row: PositionRow; alarm: string | null };
type QueuedPosition = QueuedRow & { kind: "position" };
/** a second report of a position's time (OsmAnd): merged into the stored one */
type QueuedMerge = QueuedRow & { kind: "merge" };
type QueuedHeartbeat = Settling & {
  kind: "heartbeat";
  vehicleId: number;
  companyId: number;
  time: Date;
  ignition: boolean | undefined;
  battery: number | undefined;
  alarm: string | null;
  /** the report's values, kept on the latest state under DEVICE_STATUS_ATTRIBUTE */
  status: Record<string, unknown> | null;
};

type Queued = QueuedPosition | QueuedMerge | QueuedHeartbeat;

const DEFAULT_TIMEOUTS: MotionTimeouts = { idleMinutes: 5, parkMinutes: 10, offlineMinutes: 60 };

/**
 * Validates device reports, writes positions in batches, keeps each vehicle's latest status and
 * publishes the updates. Each vehicle's reports go to one write lane (vehicle id modulo the lane
 * count) and are written in arrival order; the lanes write concurrently. A full queue (all lanes
 * together) makes submitters wait instead of dropping.
 */
export function createPositionPipeline(
  db: Db,
  bus: EventBus,
  logger: FastifyBaseLogger,
  options: PipelineOptions = {},
) {
  const capacity = options.capacity ?? 20_000;
  const batchSize = options.batchSize ?? 1_000;
  const lingerMs = options.lingerMs ?? 15;
  const laneCount = Math.max(1, Math.floor(options.lanes ?? 1));
  const now = options.now ?? (() => new Date());
  const taps = options.taps;
  const directory = createDeviceDirectory(db);
  // A device attached, moved or removed anywhere must not keep feeding the vehicle it had.
  const stopFollowingFleet = bus.subscribe(topics.allFleetChanges, () => directory.clear());
  const companyTimeouts = createCompanyTimeouts(db);
  const trackFilters = createCompanyTrackFilters(db);
  const stopFollowingTrackFilters = bus.subscribe(topics.allTrackFilterChanges, (_payload, topic) =>
    trackFilters.forget(Number(topic.slice(topic.lastIndexOf(".") + 1))),
  );
  const metrics = emptyPipelineMetrics();
  const latest = new Map<number, LatestState>();
  /** last fix time per vehicle: a resent packet is refused before it reaches the queue (older repeats are skipped by the database) */
  const lastFix = new Map<number, number>();
  /** the newest fix per vehicle that passed the track filters: what the next fix is judged against */
  const lastInTrack = new Map<number, FilterFix>();
  /**
   * which device makes the track of each two-device vehicle, fed with both devices' fixes whichever instance
   * received them (topics.trackFixes): only two-device vehicles' fixes are published, so it holds only those
   */
  const trackSources = new Map<number, TrackSourceState>();
  /** tells this instance's track fixes from the other instances' on the bus */
  const instance = randomUUID();
  const stopHearingTrackFixes = bus.subscribe(topics.trackFixes, (payload) => {
    const event = parseTrackFixEvent(payload, now().getTime());
    if (!event) {
      metrics.trackFixesRefused++;
      return;
    }
    if (event.instance === instance) return;
    metrics.trackFixesHeard++;
    const { vehicleId, device, time, valid } = event;
    trackSources.set(vehicleId, observeTrackFix(trackSources.get(vehicleId), { device, time, valid }));
  });

  const lanes = Array.from({ length: laneCount }, () =>
    createWriteLane<Queued>({ batchSize, lingerMs, write: flushBatch }),
  );
  let queued = 0;
  const spaceWaiters: (() => void)[] = [];
  let stopped = false;

  /**
   * Waits for room, then queues in the same tick as the check, so woken submitters cannot overfill the queue.
   * The answer's `stored` resolves when the item's batch is committed.
   */
  async function enqueueWhenRoom(item: Queued): Promise<SubmitResult> {
    if (queued >= capacity) metrics.backpressureWaits++;
    while (queued >= capacity) await new Promise<void>((resolve) => spaceWaiters.push(resolve));
    queued++;
    metrics.queueDepth = queued;
    metrics.peakQueueDepth = Math.max(metrics.peakQueueDepth, queued);
    lanes[vehicleOf(item) % laneCount]?.push(item);
    return new ReportReceipt(item);
  }

  /**
   * One lane's batch: written (true), or kept for a retry with backoff (false) when the database could not
   * be reached. Rows it refuses for their data are dropped by bisection and never block the lane.
   */
  async function flushBatch(batch: Queued[]): Promise<boolean> {
    const started = performance.now();
    try {
      await writeOrBisect(batch.filter((item) => item.outcome === undefined));
      metrics.flushes++;
      return true;
    } catch (error) {
      metrics.flushErrors++;
      logger.error(
        { err: error, batch: batch.length },
        "position write failed (database unavailable); retrying",
      );
      return false;
    } finally {
      metrics.queueDepth = queued;
      metrics.lastFlushMs = performance.now() - started;
      wakeSubmitters();
    }
  }

  /**
   * Writes a batch in one transaction. When the database refuses it for what a row carries, each half is
   * written on its own, down to the single rows it refuses, which are dropped, counted and logged.
   * A transient failure (connection, shutdown) is thrown for the lane to retry.
   */
  async function writeOrBisect(batch: Queued[]): Promise<void> {
    if (batch.length === 0) return;
    try {
      publish(await writeBatch(batch), batch);
    } catch (error) {
      if (!isDataError(error)) throw error;
      if (batch.length > 1) {
        const middle = Math.ceil(batch.length / 2);
        await writeOrBisect(batch.slice(0, middle));
        await writeOrBisect(batch.slice(middle));
        return;
      }
      metrics.refusedRows++;
      logger.error({ err: error, row: describeQueued(batch[0]) }, "row refused by the database: dropped");
    }
    for (const item of batch) settle(item, true);
    queued -= batch.length;
  }

  /**
   * Wakes the longest-waiting submitters, as many as there are free places: waking all of them (up to one per
   * device connection) for every written batch would make most go back to sleep at once.
   */
  function wakeSubmitters() {
    const woken = spaceWaiters.splice(0, Math.max(0, capacity - queued));
    for (const wake of woken) wake();
  }

  async function writeBatch(batch: Queued[]): Promise<Map<number, LatestState>> {
    const rows: PositionRow[] = [];
    const vehicleIds = new Set<number>();
    const companyIds = new Set<number>();
    for (const item of batch) {
      const { vehicleId, companyId } = item.kind === "heartbeat" ? item : item.row;
      if (item.kind === "position") rows.push(item.row);
      vehicleIds.add(vehicleId);
      companyIds.add(companyId);
    }
    /** states read or computed in this transaction: the cache takes them only once it commits */
    const staged = new Map<number, LatestState>();
    const current = (vehicleId: number) => staged.get(vehicleId) ?? latest.get(vehicleId);
    const changed = new Map<number, LatestState>();
    // Outside the transaction: PGlite has one connection, a query beside an open transaction would wait for it.
    const timeouts = await companyTimeouts.load(companyIds);
    /** each changed vehicle's status before the batch, kept only when a tap wants one of the batch's companies */
    const before =
      taps && [...companyIds].some((id) => taps.wants(id))
        ? new Map<number, LatestState | undefined>()
        : null;
    const change = (next: LatestState) => {
      if (before && !before.has(next.vehicleId)) before.set(next.vehicleId, current(next.vehicleId));
      staged.set(next.vehicleId, next);
      changed.set(next.vehicleId, next);
    };
    const written = await db.transaction(async (tx) => {
      const written = await insertPositions(tx, rows);
      for (const item of batch) if (item.kind === "merge") await mergePosition(tx, item.row);
      const missing = [...vehicleIds].filter((id) => !latest.has(id));
      for (const state of await loadLatestStates(tx, missing)) staged.set(state.vehicleId, state);
      for (const item of batch) {
        if (item.kind === "position") {
          if (!written.has(item.row.vehicleId, item.row.fixTime)) continue;
          if (item.row.filterReason) {
            // kept out of the track: only a sign of life of the device
            const state = current(item.row.vehicleId);
            if (!state || !item.row.serverTime || state.lastPacket >= item.row.serverTime) continue;
            const next = { ...state, lastPacket: item.row.serverTime };
            change(next);
            continue;
          }
          const next = applyPosition(
            current(item.row.vehicleId),
            item.row,
            timeouts.get(item.row.companyId) ?? DEFAULT_TIMEOUTS,
          );
          if (next) {
            change(next);
          }
        } else if (item.kind === "merge") {
          const state = current(item.row.vehicleId);
          if (!state || state.fixTime.getTime() !== item.row.fixTime.getTime()) continue;
          const next = mergeIntoState(state, item.row);
          change(next);
        } else {
          const state = current(item.vehicleId);
          if (!state || (state.lastPacket >= item.time && !item.alarm && !item.status)) continue;
          const next: LatestState = {
            ...state,
            lastPacket: later(item.time, state.lastPacket),
            ignition: item.ignition ?? state.ignition,
            battery: item.battery ?? state.battery,
            attributes: item.status ? withStatus(state.attributes, item.status) : state.attributes,
          };
          change(next);
        }
      }
      await saveLatestStates(tx, [...changed.values()]);
      if (before && taps)
        await taps.tap(tx, {
          positions: rows.filter((row) => !row.filterReason && written.has(row.vehicleId, row.fixTime)),
          changes: [...changed.values()].map((after) => ({ before: before.get(after.vehicleId), after })),
        });
      return written;
    });
    metrics.written += written.count;
    metrics.rejected.duplicate += rows.length - written.count;
    for (const [vehicleId, state] of staged) latest.set(vehicleId, state);
    return changed;
  }

  function publish(changed: Map<number, LatestState>, batch: Queued[]) {
    const alarms = new Map<number, string>();
    for (const item of batch) {
      if (item.alarm) alarms.set(vehicleOf(item), item.alarm);
    }
    const byCompany = new Map<number, VehicleUpdate[]>();
    for (const state of changed.values()) {
      const list = byCompany.get(state.companyId) ?? [];
      list.push(toVehicleUpdate(state, alarms.get(state.vehicleId) ?? null));
      byCompany.set(state.companyId, list);
    }
    for (const [companyId, updates] of byCompany) bus.publish(topics.vehicleUpdates(companyId), updates);
  }

  const sink: PositionSink = {
    findDevice: (imei) => directory.find(imei),

    async submitPosition(report: DeviceReport): Promise<SubmitResult> {
      metrics.received++;
      const device = await directory.find(report.imei);
      if (!device) return reject("unknownDevice");
      const receivedAt = now();
      const problem = positionProblem(report, receivedAt);
      if (problem) return reject(problem);
      const checked = checkMeasurements(report);
      if (!checked.report) return reject("invalidSpeed");
      for (const field of checked.dropped) metrics.droppedFields[field]++;
      if (device.vehicleId === null) {
        metrics.unassigned++;
        return SETTLED_REPORT;
      }
      if (device.twoDevices && !takesIntoTrack(device.vehicleId, device, checked.report)) {
        metrics.standbyFixes++;
        // its position values are the other device's now; its alarm still counts
        const { ignition, batteryPercent, alarm } = checked.report;
        return queueStatus(device.vehicleId, device.companyId, {
          time: receivedAt,
          ignition,
          batteryPercent,
          alarm,
          attributes: {},
        });
      }
      return queuePosition(device, device.vehicleId, checked.report, receivedAt);
    },

    async submitStatus(report: DeviceStatusReport): Promise<SubmitResult> {
      metrics.received++;
      const device = await directory.find(report.imei);
      if (!device) return reject("unknownDevice");
      if (device.vehicleId === null) return SETTLED_REPORT;
      metrics.heartbeats++;
      return queueStatus(device.vehicleId, device.companyId, { ...report, time: now() });
    },
  };

  /** Queues a checked position of the vehicle: a second report of the same fix time is merged (OsmAnd) or refused. */
  async function queuePosition(
    source: Pick<KnownDevice, "companyId"> & { deviceId: number | null },
    vehicleId: number,
    report: DeviceReport,
    receivedAt: Date,
  ): Promise<SubmitResult> {
    const fix = report.fixTime.getTime();
    // A GT06 packet of the same time is a resend; an OsmAnd client sends a second report with other extras.
    const again = lastFix.get(vehicleId) === fix;
    if (again && report.protocol !== "osmand") return reject("duplicate");
    // read from the database only for a company's first fix after a start, a minute or a change of its filters
    const cached = again ? null : trackFilters.get(source.companyId);
    const settings = cached instanceof Promise ? await cached : cached;
    if (stopped) throw new Error("pipeline stopped");
    lastFix.set(vehicleId, fix);
    metrics.accepted++;
    if (again) metrics.merged++;
    const row = toRow(report, source, vehicleId, receivedAt);
    if (settings) row.filterReason = judgeFix(vehicleId, settings, report, receivedAt);
    const alarm = report.alarm ?? null;
    return enqueueWhenRoom(
      again
        ? { kind: "merge", row, alarm, outcome: undefined, waiters: null }
        : { kind: "position", row, alarm, outcome: undefined, waiters: null },
    );
  }

  /**
   * A position of a vehicle without a device (the driver's phone, issue 33): the caller resolved the vehicle and its
   * company; from here on it is checked, filtered, stored and published as a device's.
   */
  async function submitVehiclePosition(
    vehicle: ReportingVehicle,
    position: ReportedPosition,
  ): Promise<SubmitResult> {
    metrics.received++;
    const receivedAt = now();
    const report: DeviceReport = { ...position, imei: "", protocol: "phone" };
    const problem = positionProblem(report, receivedAt);
    if (problem) return reject(problem);
    const checked = checkMeasurements(report);
    if (!checked.report) return reject("invalidSpeed");
    for (const field of checked.dropped) metrics.droppedFields[field]++;
    return queuePosition(
      { companyId: vehicle.companyId, deviceId: null },
      vehicle.vehicleId,
      checked.report,
      receivedAt,
    );
  }

  /**
   * The track filters' verdict on a fix (null: into the track), judged against the vehicle's last fix in the track
   * held here (after a start, its stored latest position once a batch loaded it).
   */
  function judgeFix(
    vehicleId: number,
    settings: TrackFilterSettings,
    report: DeviceReport,
    receivedAt: Date,
  ) {
    const fix: FilterFix = {
      time: report.fixTime.getTime(),
      latitude: report.latitude,
      longitude: report.longitude,
      speedKmh: report.speedKmh,
      gpsFixed: report.gpsFixed,
      ignition: report.ignition,
      accuracyMeters: report.accuracy,
      hdop: typeof report.attributes.hdop === "number" ? report.attributes.hdop : undefined,
    };
    const last = lastInTrack.get(vehicleId) ?? fromLatest(latest.get(vehicleId));
    const decision = filterTrackFix(settings, last, fix, receivedAt.getTime());
    if (!decision.accepted) {
      metrics.filtered[decision.reason]++;
      return decision.reason;
    }
    if (!last || fix.time > last.time) lastInTrack.set(vehicleId, fix);
    return null;
  }

  /** Queues a sign of life of a vehicle's device: its time, ignition, battery, alarm and status values. */
  function queueStatus(vehicleId: number, companyId: number, report: ReportedStatus) {
    const { time, batteryPercent: battery } = report;
    const status = Object.keys(report.attributes).length > 0 ? report.attributes : null;
    return enqueueWhenRoom({
      kind: "heartbeat",
      vehicleId,
      companyId,
      time,
      ignition: report.ignition,
      battery: battery !== undefined && inMeasuredRange("batteryPercent", battery) ? battery : undefined,
      alarm: report.alarm ?? null,
      status: status && { ...status, time: time.toISOString() },
      outcome: undefined,
      waiters: null,
    });
  }

  /**
   * Whether a fix of a two-device vehicle goes into its track (nextTrackSource), told to the other instances, which
   * may hold the other device's socket. After a start, the tracker gets one takeover period (of fix time, from the
   * first fix seen here or elsewhere) to report before the dashcam fills in.
   */
  function takesIntoTrack(vehicleId: number, device: KnownDevice, report: DeviceReport) {
    const fix: TrackFix = {
      device: device.slot === "tracker" ? "primary" : "secondary",
      time: report.fixTime.getTime(),
      valid: report.gpsFixed,
    };
    const step = nextTrackSource(trackSourceBefore(trackSources.get(vehicleId), fix), fix);
    trackSources.set(vehicleId, step.state);
    bus.publish<TrackFixEvent>(topics.trackFixes, { instance, vehicleId, ...fix });
    return step.take;
  }

  function reject(reason: Exclude<SubmitResult, { accepted: true }>["reason"]): SubmitResult {
    metrics.rejected[reason]++;
    return { accepted: false, reason };
  }

  return {
    ...sink,
    submitVehiclePosition,
    metrics: () => ({
      ...metrics,
      rejected: { ...metrics.rejected },
      droppedFields: { ...metrics.droppedFields },
      filtered: { ...metrics.filtered },
      queueDepth: queued,
      cachedDevices: directory.size(),
    }),
    /** The cached latest state, for vehicles this instance has seen. */
    latestState: (vehicleId: number) => latest.get(vehicleId),
    /** Tells the cache a sweep marked the vehicle offline. */
    markedOffline(vehicleId: number) {
      const state = latest.get(vehicleId);
      if (state) latest.set(vehicleId, { ...state, motionStatus: "offline" });
    },
    /** Drops cached device lookups after fleet changes. */
    forgetDevice: (imei: string) => directory.forget(imei),
    /** Writes everything queued so far. */
    async drain() {
      await Promise.all(lanes.map((lane) => lane.drain()));
    },
    async stop() {
      stopped = true;
      stopFollowingFleet();
      stopFollowingTrackFilters();
      stopHearingTrackFixes();
      await this.drain();
    },
  };
}

export type PositionPipeline = ReturnType<typeof createPositionPipeline>;

const vehicleOf = (item: Queued) => (item.kind === "heartbeat" ? item.vehicleId : item.row.vehicleId);

/** What the log says about a dropped row: which vehicle and fix, not its values. */
function describeQueued(item: Queued | undefined) {
  if (item && item.kind !== "heartbeat")
    return { vehicleId: item.row.vehicleId, fixTime: item.row.fixTime, protocol: item.row.protocol };
  return item ? { vehicleId: item.vehicleId, heartbeat: item.time } : undefined;
}

function toRow(
  report: DeviceReport,
  device: Pick<KnownDevice, "companyId"> & { deviceId: number | null },
  vehicleId: number,
  serverTime: Date,
): PositionRow {
  return {
    vehicleId,
    fixTime: report.fixTime,
    serverTime,
    companyId: device.companyId,
    deviceId: device.deviceId,
    protocol: report.protocol,
    latitude: report.latitude,
    longitude: report.longitude,
    speed: report.speedKmh,
    course: report.course ?? null,
    altitude: report.altitude ?? null,
    accuracy: report.accuracy ?? null,
    gpsFixed: report.gpsFixed,
    ignition: report.ignition ?? null,
    temperature: report.temperature ?? null,
    fuel: report.fuelPercent ?? null,
    battery: report.batteryPercent ?? null,
    odometer: report.odometerKm ?? null,
    alarm: report.alarm ?? null,
    attributes: Object.keys(report.attributes).length > 0 ? report.attributes : null,
  };
}

/** The vehicle's state after a new position, or null when the position is older than what is known. */
function applyPosition(
  current: LatestState | undefined,
  row: PositionRow,
  timeouts: MotionTimeouts,
): LatestState | null {
  if (current && row.fixTime < current.fixTime) {
    return row.serverTime && row.serverTime > current.lastPacket
      ? { ...current, lastPacket: row.serverTime }
      : null;
  }
  const ignition = row.ignition ?? current?.ignition ?? null;
  const motion = nextMotionState(
    { speedKmh: row.speed ?? 0, ignition, stoppedSince: current?.stoppedSince ?? null, fixTime: row.fixTime },
    timeouts,
  );
  return {
    vehicleId: row.vehicleId,
    companyId: row.companyId,
    latitude: row.latitude,
    longitude: row.longitude,
    speed: row.speed ?? 0,
    course: row.course ?? current?.course ?? null,
    altitude: row.altitude ?? current?.altitude ?? null,
    ignition,
    temperature: row.temperature ?? current?.temperature ?? null,
    fuel: row.fuel ?? current?.fuel ?? null,
    battery: row.battery ?? current?.battery ?? null,
    odometer: row.odometer ?? current?.odometer ?? null,
    motionStatus: motion.motionStatus,
    stoppedSince: motion.stoppedSince,
    fixTime: row.fixTime,
    lastPacket: row.serverTime ?? row.fixTime,
    attributes: keepStatus(row.attributes ?? null, current?.attributes ?? null),
  };
}

/** The stored latest position as the last fix in the track, for a vehicle with none seen since the start. */
function fromLatest(state: LatestState | undefined): FilterFix | undefined {
  if (!state) return undefined;
  return {
    time: state.fixTime.getTime(),
    latitude: state.latitude,
    longitude: state.longitude,
    speedKmh: state.speed,
    gpsFixed: true,
    ignition: state.ignition,
  };
}

/** The latest state after a second report of its own time: the merged values, the same position. */
function mergeIntoState(state: LatestState, row: PositionRow): LatestState {
  return {
    ...state,
    ignition: row.ignition ?? state.ignition,
    temperature: row.temperature ?? state.temperature,
    fuel: row.fuel ?? state.fuel,
    battery: row.battery ?? state.battery,
    odometer: row.odometer ?? state.odometer,
    altitude: row.altitude ?? state.altitude,
    attributes: row.attributes ? { ...state.attributes, ...row.attributes } : state.attributes,
  };
}

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

function withStatus(attributes: Record<string, unknown> | null, status: Record<string, unknown>) {
  const previous = attributes?.[DEVICE_STATUS_ATTRIBUTE];
  const merged = previous && typeof previous === "object" ? { ...previous, ...status } : status;
  return { ...attributes, [DEVICE_STATUS_ATTRIBUTE]: merged };
}

/** A position's attributes replace the previous ones, but the last status report stays until the next one. */
function keepStatus(attributes: Record<string, unknown> | null, previous: Record<string, unknown> | null) {
  const status = previous?.[DEVICE_STATUS_ATTRIBUTE];
  if (status === undefined) return attributes;
  return { ...attributes, [DEVICE_STATUS_ATTRIBUTE]: status };
}

function toVehicleUpdate(state: LatestState, alarm: string | null): VehicleUpdate {
  return {
    vehicleId: state.vehicleId,
    latitude: state.latitude,
    longitude: state.longitude,
    speed: state.speed,
    course: state.course,
    ignition: state.ignition,
    motionStatus: state.motionStatus,
    temperature: state.temperature,
    fuel: state.fuel,
    fixTime: state.fixTime.toISOString(),
    lastPacket: state.lastPacket.toISOString(),
    alarm,
  };
}
