import { readFileSync } from "node:fs";
import {
  checkSolution,
  parseSolomon,
  type SolutionCheck,
  type SolveResult,
  solveInWorkers,
} from "@armada/route-solver";

/** The benchmark's line per instance. */
export interface InstanceLine {
  instance: string;
  customers: number;
  vehicles: number;
  distance: number;
  feasible: boolean;
  seconds: number;
}

/** Solves an instance file with the product's solver and checks the routes with the independent checker. */
export async function solveInstanceFile(
  path: string,
  options: { seconds: number; workers: number; seed: number },
): Promise<{ line: InstanceLine; result: SolveResult; check: SolutionCheck }> {
  const instance = parseSolomon(readFileSync(path, "utf8"));
  const started = performance.now();
  const result = await solveInWorkers(instance, {
    timeLimitMs: options.seconds * 1000,
    workers: options.workers,
    seed: options.seed,
  });
  const seconds = (performance.now() - started) / 1000;
  const check = checkSolution(instance, result.routes);
  const line = {
    instance: instance.name,
    customers: instance.customers,
    vehicles: check.vehicles,
    distance: Number(check.distance.toFixed(2)),
    feasible: check.feasible,
    seconds: Number(seconds.toFixed(2)),
  };
  return { line, result, check };
}
