import {
  type CompanyTimeZone,
  type Evaluation,
  evaluateSample,
  evaluateSnapshot,
  groupRaises,
  SCHEDULED_ALERT_CODES,
  type VehicleAlertState,
  type VehicleUpdate,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../../bus/eventBus.js";
import type { Db } from "../../../db/database.js";
import type { GeocodingService } from "../../geocoding/geocodingService.js";
import { enqueueWhatsAppMany, type OutboxMessageInput } from "../../messaging/outbox.js";
import type { AlertRaisedEvent } from "../alertEvents.js";
import { type AddressJob, createAlertAddressFiller } from "../delivery/alertAddressFiller.js";
import { alertContactMessages } from "../delivery/alertContactMessages.js";
import { insertRawAlerts, type NewRawAlert } from "../raw-alerts/rawAlertWriter.js";
import {
  type CachedRule,
  type CompanyRules,
  createAlertRuleCache,
  type VehicleInfo,
} from "../rules/alertRuleCache.js";
import { loadEngineStates, type StoredEngineState, saveEngineStates } from "./alertEngineStateRepository.js";
import { rawAlertFromRaise } from "./rawAlertFromRaise.js";
import { sampleFromUpdate } from "./sampleFromUpdate.js";
import { loadSilenceSnapshots } from "./silenceSnapshots.js";

export interface AlertEngineOptions {
  /** vehicle updates evaluated and stored per transaction */
  batchSize?: number;
  /** queued updates beyond which new ones are dropped (and counted) rather than exhausting memory */
  maxQueued?: number;
  /** the scheduled check (offline, no data, not moved, idle/parking without positions); 0 = no timer */
  checkIntervalMs?: number;
  now?: () => Date;
}

/** What became of submitted updates: stored with their alerts, skipped after failed attempts, or dropped unread. */
export type EvaluationOutcome = "evaluated" | "failed" | "dropped";

/** The bus consumer (`EventBus.consume`) that feeds the engine every instance's vehicle updates. */
export const ALERT_ENGINE_CONSUMER = "alert-engine";

type Job =
  | {
      kind: "updates";
      companyId: number;
      updates: VehicleUpdate[];
      settled: (outcome: EvaluationOutcome) => void;
    }
  | { kind: "check"; now: number; done: () => void };

/** One vehicle to evaluate: its company's rules and how (a position, or the scheduled check). */
interface Evaluable {
  company: CompanyRules;
  vehicleId: number;
  evaluate(
    rules: readonly CachedRule[],
    previous: VehicleAlertState | undefined,
    vehicle: VehicleInfo,
  ): Evaluation;
}

interface PendingAlert {
  alert: NewRawAlert;
  rules: CachedRule[];
  licensePlate: string;
  timeZone: CompanyTimeZone;
}

const RETRIES = 2;

/** The advisory lock that elects the one server instance running the engine (startBackgroundJobs). */
export const ALERT_ENGINE_LOCK_KEY = 4_152_001;

/**
 * The alert engine: evaluates every vehicle update against the active rules that cover the vehicle, stores the
 * raw alerts it raises together with each vehicle's engine state (one transaction per batch, so a restart
 * neither repeats nor forgets an episode), queues WhatsApp messages for the rules' contacts in the same
 * transaction, then publishes `alerts-raised.{company}` and fills the addresses in the background. A single
 * worker takes the queue in order, so each vehicle's updates are evaluated one after the other.
 */
export function createAlertEngine(
  db: Db,
  bus: EventBus,
  geocoding: Pick<GeocodingService, "reverse">,
  logger: FastifyBaseLogger,
  options: AlertEngineOptions = {},
) {
  const batchSize = options.batchSize ?? 2_000;
  const maxQueued = options.maxQueued ?? 200_000;
  const checkIntervalMs = options.checkIntervalMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  const cache = createAlertRuleCache(db);
  const addresses = createAlertAddressFiller(db, geocoding, logger);
  /** the committed state of each vehicle seen (and its JSON, to write only what changed) */
  const states = new Map<number, { state: VehicleAlertState; json: string }>();
  const metrics = {
    updatesReceived: 0,
    updatesEvaluated: 0,
    updatesDropped: 0,
    alertsRaised: 0,
    batches: 0,
    batchErrors: 0,
    checks: 0,
    lastBatchMs: 0,
    /** cumulative ms: reading rules and states, evaluating, storing (transaction) */
    loadMs: 0,
    evaluateMs: 0,
    storeMs: 0,
  };

  let jobs: Job[] = [];
  let queuedUpdates = 0;
  let working: Promise<void> | null = null;
  let idleWaiters: (() => void)[] = [];
  let unsubscribe: (() => void | Promise<void>)[] = [];
  let timer: NodeJS.Timeout | null = null;

  function enqueue(job: Job) {
    jobs.push(job);
    if (job.kind === "updates") queuedUpdates += job.updates.length;
    kick();
  }

  function kick() {
    if (working) return;
    working = run().finally(() => {
      working = null;
      if (jobs.length > 0) return kick();
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const wake of waiters) wake();
    });
  }

  function submit(companyId: number, updates: VehicleUpdate[]): Promise<EvaluationOutcome> {
    if (!Array.isArray(updates) || updates.length === 0) return Promise.resolve("evaluated");
    metrics.updatesReceived += updates.length;
    if (queuedUpdates + updates.length > maxQueued) {
      metrics.updatesDropped += updates.length;
      if (metrics.updatesDropped % 10_000 < updates.length)
        logger.warn({ dropped: metrics.updatesDropped }, "alert engine behind: vehicle updates dropped");
      return Promise.resolve("dropped");
    }
    return new Promise((settled) => enqueue({ kind: "updates", companyId, updates, settled }));
  }

  async function run() {
    while (jobs.length > 0) {
      const first = jobs[0] as Job;
      let taken: Job[];
      if (first.kind === "check") taken = [first];
      else {
        let count = 0;
        let end = 0;
        while (end < jobs.length && count < batchSize) {
          const job = jobs[end] as Job;
          if (job.kind !== "updates") break;
          count += job.updates.length;
          end++;
        }
        taken = jobs.slice(0, end);
      }
      jobs = jobs.slice(taken.length);
      const started = performance.now();
      let outcome: EvaluationOutcome = "evaluated";
      try {
        if (first.kind === "check") await withRetries(() => runCheck(first.now));
        else await withRetries(() => runUpdates(taken as Extract<Job, { kind: "updates" }>[]));
      } catch (error) {
        metrics.batchErrors++;
        outcome = "failed";
        logger.error({ err: error }, "alert engine batch failed; skipped");
      } finally {
        for (const job of taken) {
          if (job.kind === "updates") {
            queuedUpdates -= job.updates.length;
            job.settled(outcome);
          } else job.done();
        }
        metrics.batches++;
        metrics.lastBatchMs = performance.now() - started;
      }
    }
  }

  async function withRetries(work: () => Promise<void>) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (attempt >= RETRIES) throw error;
        logger.warn({ err: error, attempt }, "alert engine batch failed; retrying");
        await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
      }
    }
  }

  async function companyRules(companyIds: Iterable<number>) {
    const result = new Map<number, CompanyRules>();
    for (const companyId of new Set(companyIds)) {
      try {
        result.set(companyId, await cache.get(companyId));
      } catch (error) {
        logger.error({ err: error, companyId }, "alert rules could not be loaded; updates skipped");
      }
    }
    return result;
  }

  async function runUpdates(taken: Extract<Job, { kind: "updates" }>[]) {
    const companies = await companyRules(taken.map((job) => job.companyId));
    const items: Evaluable[] = [];
    for (const job of taken) {
      const company = companies.get(job.companyId);
      if (!company || company.rules.length === 0) continue;
      for (const update of job.updates) {
        const sample = update && typeof update === "object" ? sampleFromUpdate(update) : null;
        if (!sample) continue;
        items.push({
          company,
          vehicleId: update.vehicleId,
          evaluate: (rules, previous, vehicle) => evaluateSample(rules, previous, sample, vehicle.context),
        });
      }
    }
    await evaluateAndStore(items);
  }

  async function runCheck(at: number) {
    metrics.checks++;
    const snapshots = await loadSilenceSnapshots(db, SCHEDULED_ALERT_CODES);
    const companies = await companyRules(snapshots.map((row) => row.companyId));
    const items: Evaluable[] = [];
    for (const { companyId, vehicleId, snapshot } of snapshots) {
      const company = companies.get(companyId);
      if (!company) continue;
      if (!company.rulesFor(vehicleId).some((rule) => SCHEDULED_ALERT_CODES.includes(rule.alertCode)))
        continue;
      items.push({
        company,
        vehicleId,
        evaluate: (rules, previous, vehicle) =>
          evaluateSnapshot(rules, previous, snapshot, at, vehicle.context),
      });
    }
    await evaluateAndStore(items);
  }

  async function evaluateAndStore(items: Evaluable[]) {
    const loadStarted = performance.now();
    const covered = items.filter((item) => item.company.rulesFor(item.vehicleId).length > 0);
    const missing = [...new Set(covered.map((item) => item.vehicleId))].filter((id) => !states.has(id));
    for (const [vehicleId, state] of await loadEngineStates(db, missing))
      states.set(vehicleId, { state, json: JSON.stringify(state) });

    const evaluateStarted = performance.now();
    metrics.loadMs += evaluateStarted - loadStarted;
    const working = new Map<number, { companyId: number; state: VehicleAlertState }>();
    const pending: PendingAlert[] = [];
    for (const item of covered) {
      const vehicle = item.company.vehicle(item.vehicleId);
      if (!vehicle) continue;
      const rules = item.company.rulesFor(item.vehicleId);
      const previous = working.get(item.vehicleId)?.state ?? states.get(item.vehicleId)?.state;
      let result: Evaluation;
      try {
        result = item.evaluate(rules, previous, vehicle);
      } catch (error) {
        logger.error({ err: error, vehicleId: item.vehicleId }, "alert evaluation failed; update skipped");
        continue;
      }
      metrics.updatesEvaluated++;
      working.set(item.vehicleId, { companyId: item.company.companyId, state: result.state });
      for (const grouped of groupRaises(result.raises)) {
        const matched = rules.filter((rule) => grouped.alertRuleIds.includes(rule.alertRuleId));
        pending.push({
          licensePlate: vehicle.licensePlate,
          timeZone: item.company.timeZone,
          rules: matched,
          alert: rawAlertFromRaise(grouped, matched, item.company.companyId, vehicle),
        });
      }
    }

    const changed: (StoredEngineState & { json: string })[] = [];
    for (const [vehicleId, { companyId, state }] of working) {
      const json = JSON.stringify(state);
      if (json !== (states.get(vehicleId)?.json ?? JSON.stringify({ rules: {} })))
        changed.push({ vehicleId, companyId, state, json });
    }
    const storeStarted = performance.now();
    metrics.evaluateMs += storeStarted - evaluateStarted;
    if (changed.length === 0 && pending.length === 0) return;

    const stored = await db.transaction(async (tx) => {
      const ids = await insertRawAlerts(
        tx,
        pending.map((entry) => entry.alert),
      );
      const messages: OutboxMessageInput[] = [];
      const saved: { id: number; entry: PendingAlert }[] = [];
      ids.forEach((id, index) => {
        const entry = pending[index];
        if (id === null || !entry) return;
        saved.push({ id, entry });
        messages.push(...alertContactMessages(id, entry));
      });
      await enqueueWhatsAppMany(tx, messages);
      await saveEngineStates(tx, changed);
      return saved;
    });

    metrics.storeMs += performance.now() - storeStarted;
    for (const { vehicleId, state, json } of changed) states.set(vehicleId, { state, json });
    metrics.alertsRaised += stored.length;
    publish(stored);
  }

  function publish(stored: { id: number; entry: PendingAlert }[]) {
    if (stored.length === 0) return;
    const byCompany = new Map<number, AlertRaisedEvent[]>();
    const jobsForAddress: AddressJob[] = [];
    for (const { id, entry } of stored) {
      const { alert } = entry;
      const list = byCompany.get(alert.companyId) ?? [];
      list.push({
        rawAlertId: id,
        companyId: alert.companyId,
        vehicleId: alert.vehicleId,
        alertCode: alert.alertCode,
        alertRuleIds: alert.alertRuleIds,
        createdOn: alert.createdOn.toISOString(),
      });
      byCompany.set(alert.companyId, list);
      jobsForAddress.push({
        rawAlertId: id,
        companyId: alert.companyId,
        latitude: alert.latitude,
        longitude: alert.longitude,
      });
    }
    for (const [companyId, events] of byCompany) bus.publish(topics.alertsRaised(companyId), events);
    addresses.add(jobsForAddress);
  }

  const companyOf = (topic: string) => Number(topic.slice(topic.lastIndexOf(".") + 1));

  function scheduleCheck() {
    if (jobs.some((job) => job.kind === "check")) return Promise.resolve();
    return new Promise<void>((resolve) => enqueue({ kind: "check", now: now().getTime(), done: resolve }));
  }

  return {
    /**
     * Subscribes to vehicle updates and rule/fleet/geofence changes and starts the scheduled check. What it
     * remembered from an earlier run is dropped: another instance may have evaluated meanwhile (the vehicles'
     * states are read again from the database).
     */
    start() {
      if (unsubscribe.length > 0) return;
      states.clear();
      cache.invalidateAll();
      unsubscribe = [
        // durable: what a leader took and did not store is handed to the next one (a crash, a takeover)
        bus.consume<VehicleUpdate[]>(
          ALERT_ENGINE_CONSUMER,
          topics.allVehicleUpdates,
          async (updates, topic) => {
            const companyId = companyOf(topic);
            if (!Number.isInteger(companyId)) return;
            const outcome = await submit(companyId, updates);
            if (outcome !== "evaluated") throw new Error(`vehicle updates ${outcome}; handed again`);
          },
        ),
        bus.subscribe(topics.allAlertRuleChanges, (_payload, topic) => cache.invalidate(companyOf(topic))),
        bus.subscribe(topics.allFleetChanges, (_payload, topic) => cache.invalidate(companyOf(topic))),
        bus.subscribe(topics.allGeofenceChanges, (_payload, topic) => cache.invalidate(companyOf(topic))),
      ];
      if (checkIntervalMs > 0) {
        timer = setInterval(() => {
          scheduleCheck().catch(() => {});
        }, checkIntervalMs);
        timer.unref();
      }
    },
    /** Unsubscribes and finishes what is queued (addresses not yet looked up are left empty). */
    async stop() {
      await Promise.all(unsubscribe.map((stopFollowing) => stopFollowing()));
      unsubscribe = [];
      if (timer) clearInterval(timer);
      timer = null;
      await this.idle({ withAddresses: false });
      await addresses.stop();
    },
    /** Evaluates updates of a company directly (what the subscription does with `vehicle-updates.{company}`). */
    submit,
    /** Runs the scheduled check now (at `at`, default the clock) and resolves when it is stored. */
    check(at?: Date) {
      return new Promise<void>((resolve) =>
        enqueue({ kind: "check", now: (at ?? now()).getTime(), done: resolve }),
      );
    },
    /** Resolves when everything queued is evaluated and stored (and, unless told otherwise, the addresses written). */
    async idle(options: { withAddresses?: boolean } = {}) {
      while (working || jobs.length > 0) await new Promise<void>((resolve) => idleWaiters.push(resolve));
      if (options.withAddresses !== false) await addresses.idle();
    },
    /** Drops a company's cached rules (the next update reloads them). */
    reloadRules: (companyId: number) => cache.invalidate(companyId),
    metrics: () => ({
      ...metrics,
      queuedUpdates,
      addressesPending: addresses.pending(),
      vehiclesInMemory: states.size,
    }),
  };
}

export type AlertEngine = ReturnType<typeof createAlertEngine>;
