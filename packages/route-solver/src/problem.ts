import { distanceMatrix, type Instance } from "./instance.js";

/** An instance with what the search reads in its inner loops precomputed. */
export interface Problem {
  instance: Instance;
  /** Nodes including the depot. */
  size: number;
  dist: Float64Array;
  /** For each customer, every customer by increasing distance (itself first); index 0 (the depot) is empty. */
  neighbours: Int32Array[];
  /** Mean depot–customer distance: the scale the annealing temperatures are set in. */
  scale: number;
}

export function createProblem(instance: Instance): Problem {
  const size = instance.customers + 1;
  const dist = distanceMatrix(instance);
  const customers = Array.from({ length: instance.customers }, (_, i) => i + 1);
  const neighbours = [new Int32Array(0)];
  for (let c = 1; c < size; c++) {
    neighbours.push(Int32Array.from([...customers].sort((a, b) => dist[c * size + a] - dist[c * size + b])));
  }
  let sum = 0;
  for (let c = 1; c < size; c++) sum += dist[c];
  return { instance, size, dist, neighbours, scale: sum / Math.max(1, instance.customers) || 1 };
}
