import { parentPort, workerData } from "node:worker_threads";
import type { Instance } from "./instance.js";
import { solve } from "./solve.js";

/** Time kept back for posting the result and the thread's exit. */
const MARGIN_MS = 30;

const { instance, options } = workerData as {
  instance: Instance;
  options: { deadline: number; seed: number };
};
parentPort?.postMessage(
  solve(instance, {
    seed: options.seed,
    timeLimitMs: Math.max(1, options.deadline - Date.now() - MARGIN_MS),
  }),
);
