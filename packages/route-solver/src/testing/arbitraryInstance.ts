import fc from "fast-check";
import type { Instance } from "../instance.js";

export interface NodeRow {
  x: number;
  y: number;
  demand: number;
  ready: number;
  due: number;
  service: number;
}

/** An instance from rows, the first being the depot. */
export function instanceOf(rows: NodeRow[], capacity: number, vehicles = 25, name = "TEST"): Instance {
  const column = (key: keyof NodeRow) => Float64Array.from(rows, (r) => r[key]);
  return {
    name,
    customers: rows.length - 1,
    vehicles,
    capacity,
    x: column("x"),
    y: column("y"),
    demand: column("demand"),
    ready: column("ready"),
    due: column("due"),
    service: column("service"),
  };
}

const HORIZON = 1000;

const customer = fc
  .record({
    x: fc.integer({ min: 0, max: 100 }),
    y: fc.integer({ min: 0, max: 100 }),
    demand: fc.integer({ min: 1, max: 40 }),
    ready: fc.integer({ min: 0, max: HORIZON - 100 }),
    width: fc.integer({ min: 10, max: 400 }),
    service: fc.integer({ min: 0, max: 20 }),
  })
  .map(({ width, ...r }) => ({ ...r, due: Math.min(HORIZON, r.ready + width) }));

/** Small random instances in Solomon's conventions; some customers may be unreachable on purpose. */
export const arbitraryInstance = fc
  .record({
    depot: fc.record({ x: fc.integer({ min: 0, max: 100 }), y: fc.integer({ min: 0, max: 100 }) }),
    customers: fc.array(customer, { minLength: 1, maxLength: 25 }),
    capacity: fc.integer({ min: 40, max: 200 }),
  })
  .map(({ depot, customers, capacity }) =>
    instanceOf([{ ...depot, demand: 0, ready: 0, due: HORIZON, service: 0 }, ...customers], capacity),
  );
