import { evaluateSample, evaluateSnapshot, SCHEDULED_ALERT_CODES, type VehicleUpdate } from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../../bus/eventBus.js";
import type { Db } from "../../../db/database.js";
import type { GeocodingService } from "../../geocoding/index.js";
import type { AlertCounter } from "../alertCounters.js";
import { createAlertAddressFiller } from "../delivery/alertAddressFiller.js";
import type { RaisedAlertTap } from "../raisedAlertTaps.js";
import { createAlertRuleCache } from "../rules/alertRuleCache.js";
import type { CompanyRules } from "../rules/companyRules.js";
import { loadEngineStates } from "./alertEngineStateRepository.js";
import { createEngineJobQueue, type UpdatesJob } from "./engineJobQueue.js";
import { type CommittedState, type Evaluable, evaluateVehicles } from "./evaluateVehicles.js";
import { sampleFromUpdate } from "./sampleFromUpdate.js";
import { loadSilenceSnapshots } from "./silenceSnapshots.js";
import { type StoredAlertTaps, storeAlertBatch } from "./storeAlertBatch.js";

export interface AlertEngineOptions {
  /** counts the stored alerts into the modules' counts, in the batch's transaction */
  countAlerts: AlertCounter;
  /** keeps the raised alerts in the modules above (webhooks), in the batch's transaction; by default nothing */
  tellRaised?: RaisedAlertTap;
  /** vehicle updates evaluated and stored per transaction */
  batchSize?: number;
  /** queued updates beyond which new ones are dropped (and counted) rather than exhausting memory */
  maxQueued?: number;
  /** the scheduled check (offline, no data, not moved, idle/parking without positions); 0 = no timer */
  checkIntervalMs?: number;
  now?: () => Date;
}

/** The bus consumer (`EventBus.consume`) that feeds the engine every instance's vehicle updates. */
export const ALERT_ENGINE_CONSUMER = "alert-engine";

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
  options: AlertEngineOptions,
) {
  const checkIntervalMs = options.checkIntervalMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  const taps: StoredAlertTaps = {
    countAlerts: options.countAlerts,
    tellRaised: options.tellRaised ?? (async () => {}),
  };
  const cache = createAlertRuleCache(db);
  const addresses = createAlertAddressFiller(db, geocoding, logger);
  const queue = createEngineJobQueue({
    batchSize: options.batchSize ?? 2_000,
    maxQueued: options.maxQueued ?? 200_000,
    runUpdates,
    runCheck,
    logger,
  });
  /** the committed state of each vehicle seen */
  const states = new Map<number, CommittedState>();
  const metrics = {
    updatesEvaluated: 0,
    alertsRaised: 0,
    checks: 0,
    /** cumulative ms: reading rules and states, evaluating, storing (transaction) */
    loadMs: 0,
    evaluateMs: 0,
    storeMs: 0,
  };
  let unsubscribe: (() => void | Promise<void>)[] = [];
  let timer: NodeJS.Timeout | null = null;

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

  async function runUpdates(taken: UpdatesJob[]) {
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
    const { pending, changed, evaluated } = evaluateVehicles(covered, states, logger);
    metrics.updatesEvaluated += evaluated;
    const storeStarted = performance.now();
    metrics.evaluateMs += storeStarted - evaluateStarted;
    if (changed.length === 0 && pending.length === 0) return;

    const { events, byCompany, addressJobs } = await storeAlertBatch(db, pending, changed, taps);
    metrics.storeMs += performance.now() - storeStarted;
    for (const { vehicleId, state, json } of changed) states.set(vehicleId, { state, json });
    metrics.alertsRaised += events.length;
    if (events.length === 0) return;
    for (const [companyId, events] of byCompany) bus.publish(topics.alertsRaised(companyId), events);
    addresses.add(addressJobs);
  }

  const companyOf = (topic: string) => Number(topic.slice(topic.lastIndexOf(".") + 1));

  function scheduleCheck() {
    if (queue.hasCheckQueued()) return Promise.resolve();
    return queue.check(now().getTime());
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
            const outcome = await queue.submit(companyId, updates);
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
    submit: queue.submit,
    /** Runs the scheduled check now (at `at`, default the clock) and resolves when it is stored. */
    check: (at?: Date) => queue.check((at ?? now()).getTime()),
    /** Resolves when everything queued is evaluated and stored (and, unless told otherwise, the addresses written). */
    async idle(options: { withAddresses?: boolean } = {}) {
      await queue.idle();
      if (options.withAddresses !== false) await addresses.idle();
    },
    /** Drops a company's cached rules (the next update reloads them). */
    reloadRules: (companyId: number) => cache.invalidate(companyId),
    metrics: () => ({
      ...metrics,
      ...queue.metrics(),
      addressesPending: addresses.pending(),
      vehiclesInMemory: states.size,
    }),
  };
}

export type AlertEngine = ReturnType<typeof createAlertEngine>;
