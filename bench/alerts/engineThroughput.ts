/**
 * Engine throughput: the real alert engine (rule cache, evaluators, one transaction per batch with the raw
 * alerts, engine states and outbox rows) in this process over the bench PostgreSQL database, fed synthetic
 * vehicle updates as fast as it takes them (at most `maxQueued` waiting). The position pipeline and sockets are
 * left out: they have their own benchmark (bench/ingest).
 */
import type { VehicleUpdate } from "@armada/domain";
import pino from "pino";
import { createMemoryEventBus } from "../../apps/server/src/bus/memoryEventBus.js";
import { openDatabase } from "../../apps/server/src/db/database.js";
import { createAlertEngine } from "../../apps/server/src/modules/alerts/engine/alertEngine.js";
import { countDriverAlerts } from "../../apps/server/src/modules/driver-scores/countDriverAlerts.js";
import {
  createGeocodingProviders,
  createGeocodingService,
} from "../../apps/server/src/modules/geocoding/geocodingService.js";
import { Histogram } from "../shared/histogram.js";
import { fenceCentre } from "./seedAlertRules.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Vehicle `index` in round `round` (10 s apart): driving along its row of fences with varying speed, a few idling. */
export function syntheticUpdate(
  vehicleId: number,
  index: number,
  round: number,
  start: number,
): VehicleUpdate {
  const time = new Date(start + round * 10_000).toISOString();
  const idling = index % 50 === 0;
  const row = fenceCentre(index % 10);
  const speed = idling ? 0 : Math.max(0, 70 + 40 * Math.sin((round + index) / 3));
  const random = ((index * 7919 + round * 104_729) % 10_000) / 10_000;
  return {
    vehicleId,
    latitude: row.lat + ((index % 7) - 3) * 0.0003,
    longitude: 106.8 + (((index % 37) * 0.003 + round * 0.002) % 0.1),
    speed,
    course: 90,
    ignition: true,
    motionStatus: idling ? "idle" : "moving",
    temperature: 5 + 5 * Math.sin((round + index) / 7),
    fuel: 80 - round * 0.1 - (index % 500 === 0 && round >= 5 ? 20 : 0),
    fixTime: time,
    lastPacket: time,
    alarm: random < 0.0005 ? "sos" : random < 0.0025 ? "harshBraking" : null,
  };
}

export async function measureEngineThroughput(options: {
  url: string;
  companyId: number;
  vehicleIds: number[];
  rounds: number;
  chunk?: number;
  maxQueued?: number;
}) {
  const database = await openDatabase({ url: options.url });
  const logger = pino({ level: "warn" });
  const bus = createMemoryEventBus();
  const geocoding = createGeocodingService(
    createGeocodingProviders(database.db, { google: undefined, nominatimUrl: undefined }),
    logger,
  );
  const engine = createAlertEngine(database.db, bus, geocoding, logger, {
    checkIntervalMs: 0,
    countAlerts: countDriverAlerts,
  });
  const chunk = options.chunk ?? 1_000;
  const maxQueued = options.maxQueued ?? 20_000;
  const start = Date.now() - options.rounds * 10_000 - 60_000;
  const perRound: { round: number; ms: number; positionsPerSecond: number }[] = [];
  const cpuBefore = process.cpuUsage();
  const began = performance.now();
  try {
    for (let round = 0; round < options.rounds; round++) {
      const roundStart = performance.now();
      for (let from = 0; from < options.vehicleIds.length; from += chunk) {
        while (engine.metrics().queuedUpdates > maxQueued) await sleep(2);
        const updates = options.vehicleIds
          .slice(from, from + chunk)
          .map((vehicleId, offset) => syntheticUpdate(vehicleId, from + offset, round, start));
        engine.submit(options.companyId, updates);
      }
      await engine.idle({ withAddresses: false });
      const ms = performance.now() - roundStart;
      perRound.push({
        round,
        ms: Math.round(ms),
        positionsPerSecond: Math.round(options.vehicleIds.length / (ms / 1000)),
      });
      console.log(
        `  round ${round + 1}/${options.rounds}: ${options.vehicleIds.length} positions in ${Math.round(ms)} ms`,
      );
    }
    const totalMs = performance.now() - began;
    const cpu = process.cpuUsage(cpuBefore);
    // The engine's own share of an alert's latency: one SOS update at a time, submit → stored and published.
    const single = new Histogram(60_000);
    const raisedBefore = engine.metrics().alertsRaised;
    for (let k = 0; k < 50; k++) {
      const index = (k * 197) % options.vehicleIds.length;
      const update = syntheticUpdate(
        options.vehicleIds[index] as number,
        index,
        options.rounds + 10 + k,
        start,
      );
      const startedAt = performance.now();
      engine.submit(options.companyId, [{ ...update, alarm: "sos" }]);
      await engine.idle({ withAddresses: false });
      single.add(performance.now() - startedAt);
    }
    const singleAlerts = engine.metrics().alertsRaised - raisedBefore;
    const metrics = engine.metrics();
    const steady = perRound.slice(1);
    const steadyMs = steady.reduce((sum, round) => sum + round.ms, 0);
    return {
      vehicles: options.vehicleIds.length,
      rounds: options.rounds,
      positions: options.vehicleIds.length * options.rounds,
      totalMs: Math.round(totalMs),
      positionsPerSecond: Math.round((options.vehicleIds.length * options.rounds) / (totalMs / 1000)),
      /** without the first round (rule cache load, every vehicle's first state written) */
      steadyPositionsPerSecond: steady.length
        ? Math.round((options.vehicleIds.length * steady.length) / (steadyMs / 1000))
        : null,
      engineCpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / totalMs) * 100),
      /** one SOS update alone: submit → alerts stored and published (ms); the SOS and whatever else the position raised */
      singleUpdateMs: single.summary(),
      singleUpdateAlerts: singleAlerts,
      alertsRaised: metrics.alertsRaised,
      /** where the engine's time went (ms, cumulative) */
      engineMs: {
        load: Math.round(metrics.loadMs),
        evaluate: Math.round(metrics.evaluateMs),
        store: Math.round(metrics.storeMs),
      },
      batches: metrics.batches,
      batchErrors: metrics.batchErrors,
      updatesDropped: metrics.updatesDropped,
      perRound,
    };
  } finally {
    await engine.stop();
    await database.close();
  }
}
