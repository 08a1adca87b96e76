import { parentPort, workerData } from "node:worker_threads";
import type { Instance } from "./instance.js";
import { type SolveOptions, solve } from "./solve.js";

const { instance, options } = workerData as { instance: Instance; options: SolveOptions };
parentPort?.postMessage(solve(instance, options));
