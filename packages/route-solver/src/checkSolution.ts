import type { Instance } from "./instance.js";

export type ViolationKind =
  | "unknown-customer"
  | "duplicate"
  | "missing"
  | "capacity"
  | "time-window"
  | "depot-return";

export interface Violation {
  kind: ViolationKind;
  /** Index of the route in the solution, when the violation belongs to one. */
  route?: number;
  customer?: number;
  detail: string;
}

export interface SolutionCheck {
  feasible: boolean;
  vehicles: number;
  distance: number;
  violations: Violation[];
}

/**
 * Checks routes (customer numbers, depot left out) against the instance, independently of the solver: each
 * customer exactly once (unless listed as `unassigned`), capacity, time windows and the return to the depot by its
 * due time, with Euclidean distances recomputed here (or the instance's own matrix). Empty routes are not counted as vehicles.
 */
export function checkSolution(
  instance: Instance,
  routes: readonly (readonly number[])[],
  unassigned: readonly number[] = [],
): SolutionCheck {
  const violations: Violation[] = [];
  const seen = new Uint8Array(instance.customers + 1);
  for (const customer of unassigned) {
    if (Number.isInteger(customer) && customer >= 1 && customer <= instance.customers) seen[customer] = 1;
  }
  const size = instance.customers + 1;
  const { matrix } = instance;
  const travel = (a: number, b: number) =>
    matrix ? matrix[a * size + b] : Math.hypot(instance.x[a] - instance.x[b], instance.y[a] - instance.y[b]);
  let distance = 0;
  let vehicles = 0;
  routes.forEach((route, r) => {
    if (route.length === 0) return;
    vehicles++;
    let load = 0;
    let time = instance.ready[0];
    let previous = 0;
    for (const customer of route) {
      if (!Number.isInteger(customer) || customer < 1 || customer > instance.customers) {
        violations.push({
          kind: "unknown-customer",
          route: r,
          customer,
          detail: `route ${r} visits unknown customer ${customer}`,
        });
        continue;
      }
      if (seen[customer])
        violations.push({
          kind: "duplicate",
          route: r,
          customer,
          detail: `customer ${customer} is served more than once`,
        });
      seen[customer] = 1;
      const leg = travel(previous, customer);
      distance += leg;
      const arrival = time + leg;
      if (arrival > instance.due[customer] + 1e-9) {
        violations.push({
          kind: "time-window",
          route: r,
          customer,
          detail: `route ${r} reaches customer ${customer} at ${arrival.toFixed(3)}, after its due date ${instance.due[customer]}`,
        });
      }
      time = Math.max(arrival, instance.ready[customer]) + instance.service[customer];
      load += instance.demand[customer];
      previous = customer;
    }
    const back = travel(previous, 0);
    distance += back;
    if (time + back > instance.due[0] + 1e-9) {
      violations.push({
        kind: "depot-return",
        route: r,
        detail: `route ${r} is back at the depot at ${(time + back).toFixed(3)}, after ${instance.due[0]}`,
      });
    }
    if (load > instance.capacity + 1e-9) {
      violations.push({
        kind: "capacity",
        route: r,
        detail: `route ${r} carries ${load}, more than the capacity ${instance.capacity}`,
      });
    }
  });
  for (let customer = 1; customer <= instance.customers; customer++) {
    if (!seen[customer])
      violations.push({ kind: "missing", customer, detail: `customer ${customer} is not served` });
  }
  return { feasible: violations.length === 0, vehicles, distance, violations };
}
