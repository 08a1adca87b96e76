import { Worker } from "node:worker_threads";
import type { Instance } from "./instance.js";
import type { SolveResult } from "./solve.js";

export interface ParallelSolveOptions {
  timeLimitMs: number;
  /** Independent searches, one per worker thread (seeds seed, seed + 1, …); the best result wins. */
  workers?: number;
  seed?: number;
}

/**
 * Solves off the calling thread, so a server stays responsive: `workers` independent searches with different
 * seeds, the best by vehicles then distance. Runs from the built package (dist/solveWorker.js).
 */
export async function solveInWorkers(
  instance: Instance,
  options: ParallelSolveOptions,
): Promise<SolveResult> {
  const workers = Math.max(1, options.workers ?? 2);
  const seed = options.seed ?? 1;
  // One deadline for all: a worker's start-up time comes out of its search time, not on top of the limit.
  const deadline = Date.now() + options.timeLimitMs;
  const results = await Promise.all(
    Array.from({ length: workers }, (_, i) => runWorker(instance, { deadline, seed: seed + i })),
  );
  return results.reduce((best, r) => (better(r, best) ? r : best));
}

function better(a: SolveResult, b: SolveResult): boolean {
  if (a.unassigned.length !== b.unassigned.length) return a.unassigned.length < b.unassigned.length;
  if (a.vehicles !== b.vehicles) return a.vehicles < b.vehicles;
  return a.distance < b.distance;
}

function runWorker(instance: Instance, options: { deadline: number; seed: number }): Promise<SolveResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./solveWorker.js", import.meta.url), {
      workerData: { instance, options },
    });
    worker.once("message", (result: SolveResult) => {
      resolve(result);
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`route solver worker exited with code ${code}`));
    });
  });
}
