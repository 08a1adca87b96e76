import type { VehicleUpdate } from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";

/** What became of submitted updates: stored with their alerts, skipped after failed attempts, or dropped unread. */
export type EvaluationOutcome = "evaluated" | "failed" | "dropped";

export interface UpdatesJob {
  kind: "updates";
  companyId: number;
  updates: VehicleUpdate[];
  settled: (outcome: EvaluationOutcome) => void;
}

export interface CheckJob {
  kind: "check";
  now: number;
  done: () => void;
}

type Job = UpdatesJob | CheckJob;

export interface EngineJobQueueOptions {
  /** vehicle updates taken per batch */
  batchSize: number;
  /** queued updates beyond which new ones are dropped (and counted) rather than exhausting memory */
  maxQueued: number;
  /** works off one batch: consecutive update jobs up to batchSize, or one check */
  runUpdates: (jobs: UpdatesJob[]) => Promise<void>;
  runCheck: (at: number) => Promise<void>;
  logger: FastifyBaseLogger;
}

const RETRIES = 2;

/**
 * The engine's queue: one worker takes the jobs in order (so each vehicle's updates are evaluated one after the
 * other), batching consecutive updates; a failed batch is retried twice, then skipped and its updates settled as
 * failed.
 */
export function createEngineJobQueue(options: EngineJobQueueOptions) {
  const { batchSize, maxQueued, logger } = options;
  const metrics = { updatesReceived: 0, updatesDropped: 0, batches: 0, batchErrors: 0, lastBatchMs: 0 };
  let jobs: Job[] = [];
  let queuedUpdates = 0;
  let working: Promise<void> | null = null;
  let idleWaiters: (() => void)[] = [];

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

  /** The jobs of the next batch: one check, or consecutive update jobs up to batchSize updates. */
  function takeBatch(): Job[] {
    const first = jobs[0] as Job;
    if (first.kind === "check") return [first];
    let count = 0;
    let end = 0;
    while (end < jobs.length && count < batchSize) {
      const job = jobs[end] as Job;
      if (job.kind !== "updates") break;
      count += job.updates.length;
      end++;
    }
    return jobs.slice(0, end);
  }

  async function run() {
    while (jobs.length > 0) {
      const taken = takeBatch();
      jobs = jobs.slice(taken.length);
      const first = taken[0] as Job;
      const started = performance.now();
      let outcome: EvaluationOutcome = "evaluated";
      try {
        if (first.kind === "check") await withRetries(() => options.runCheck(first.now));
        else await withRetries(() => options.runUpdates(taken as UpdatesJob[]));
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

  return {
    submit(companyId: number, updates: VehicleUpdate[]): Promise<EvaluationOutcome> {
      if (!Array.isArray(updates) || updates.length === 0) return Promise.resolve("evaluated");
      metrics.updatesReceived += updates.length;
      if (queuedUpdates + updates.length > maxQueued) {
        metrics.updatesDropped += updates.length;
        if (metrics.updatesDropped % 10_000 < updates.length)
          logger.warn({ dropped: metrics.updatesDropped }, "alert engine behind: vehicle updates dropped");
        return Promise.resolve("dropped");
      }
      return new Promise((settled) => enqueue({ kind: "updates", companyId, updates, settled }));
    },
    /** Queues the scheduled check at `at` (epoch ms); resolves when it is stored. */
    check(at: number) {
      return new Promise<void>((resolve) => enqueue({ kind: "check", now: at, done: resolve }));
    },
    hasCheckQueued: () => jobs.some((job) => job.kind === "check"),
    /** Resolves when every queued job is worked off. */
    async idle() {
      while (working || jobs.length > 0) await new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    metrics: () => ({ ...metrics, queuedUpdates }),
  };
}
