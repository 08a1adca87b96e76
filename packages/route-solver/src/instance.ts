/**
 * A vehicle routing problem with time windows, node 0 being the depot and nodes 1..customers the customers.
 * Conventions (Solomon's): Euclidean distances in double precision, travel time = distance, service starts at
 * max(arrival, ready) and must start by due, every route returns to the depot by the depot's due time.
 */
export interface Instance {
  name: string;
  customers: number;
  /** Upper bound on the number of routes (Solomon's files give 25; not a target). */
  vehicles: number;
  capacity: number;
  x: Float64Array;
  y: Float64Array;
  demand: Float64Array;
  ready: Float64Array;
  due: Float64Array;
  service: Float64Array;
  /**
   * Row-major (customers + 1)² travel matrix (e.g. road-estimated minutes) used instead of the Euclidean distance
   * of x and y when given; travel time is still the same number.
   */
  matrix?: Float64Array;
}

/** An instance with every node at the origin, demand 0 and empty windows, to be filled in. */
export function blankInstance(
  fields: Pick<Instance, "name" | "customers" | "vehicles" | "capacity">,
): Instance {
  const size = fields.customers + 1;
  return {
    ...fields,
    x: new Float64Array(size),
    y: new Float64Array(size),
    demand: new Float64Array(size),
    ready: new Float64Array(size),
    due: new Float64Array(size),
    service: new Float64Array(size),
  };
}

/** Row-major (customers + 1)² distance matrix: the instance's own, or Euclidean from x and y. */
export function distanceMatrix(instance: Instance): Float64Array {
  const size = instance.customers + 1;
  if (instance.matrix) {
    if (instance.matrix.length !== size * size) throw new Error(`${instance.name}: matrix is not ${size}²`);
    return instance.matrix;
  }
  const matrix = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const d = Math.hypot(instance.x[i] - instance.x[j], instance.y[i] - instance.y[j]);
      matrix[i * size + j] = d;
      matrix[j * size + i] = d;
    }
  }
  return matrix;
}
