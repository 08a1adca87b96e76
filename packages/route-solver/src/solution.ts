import type { Problem } from "./problem.js";

/**
 * Routes with their schedules: for every position the earliest service start (forward pass) and the latest
 * service start that keeps the rest of the route feasible (backward pass), so that inserting a customer is checked
 * in constant time. Per-route arrays are never changed in place, only replaced, so a clone shares them (copy on
 * write) and cloning per ruin-and-recreate iteration costs only the outer arrays.
 */
export class Solution {
  routes: number[][] = [];
  start: number[][] = [];
  latest: number[][] = [];
  load: number[] = [];
  length: number[] = [];
  unassigned: number[] = [];
  /** Route index of each node, -1 when not in a route. */
  routeOf: Int32Array;

  constructor(readonly problem: Problem) {
    this.routeOf = new Int32Array(problem.size).fill(-1);
  }

  clone(): Solution {
    const copy = new Solution(this.problem);
    copy.routes = this.routes.slice();
    copy.start = this.start.slice();
    copy.latest = this.latest.slice();
    copy.load = this.load.slice();
    copy.length = this.length.slice();
    copy.unassigned = this.unassigned.slice();
    copy.routeOf = this.routeOf.slice();
    return copy;
  }

  get vehicles(): number {
    return this.routes.length;
  }

  distance(): number {
    let sum = 0;
    for (const l of this.length) sum += l;
    return sum;
  }

  addRoute(customers: number[]): void {
    this.routes.push(customers);
    this.start.push([]);
    this.latest.push([]);
    this.load.push(0);
    this.length.push(0);
    this.refresh(this.routes.length - 1);
  }

  /** Inserts customer c at position p of route r. */
  insert(r: number, p: number, c: number): void {
    this.routes[r] = this.routes[r].toSpliced(p, 0, c);
    this.refresh(r);
  }

  /** Recomputes route r's schedule, load and length after a change. */
  refresh(r: number): void {
    const { instance, size, dist } = this.problem;
    const route = this.routes[r];
    const start = new Array<number>(route.length);
    const latest = new Array<number>(route.length);
    let time = instance.ready[0];
    let previous = 0;
    let load = 0;
    let length = 0;
    for (let i = 0; i < route.length; i++) {
      const c = route[i];
      const d = dist[previous * size + c];
      length += d;
      time = Math.max(time + d, instance.ready[c]);
      start[i] = time;
      time += instance.service[c];
      load += instance.demand[c];
      this.routeOf[c] = r;
      previous = c;
    }
    length += dist[previous * size];
    let limit = instance.due[0];
    let next = 0;
    for (let i = route.length - 1; i >= 0; i--) {
      const c = route[i];
      limit = Math.min(instance.due[c], limit - dist[c * size + next] - instance.service[c]);
      latest[i] = limit;
      next = c;
    }
    this.start[r] = start;
    this.latest[r] = latest;
    this.load[r] = load;
    this.length[r] = length;
  }

  /** Drops empty routes and renumbers the rest. */
  compact(): void {
    let kept = 0;
    for (let r = 0; r < this.routes.length; r++) {
      if (this.routes[r].length === 0) continue;
      if (kept !== r) {
        this.routes[kept] = this.routes[r];
        this.start[kept] = this.start[r];
        this.latest[kept] = this.latest[r];
        this.load[kept] = this.load[r];
        this.length[kept] = this.length[r];
        for (const c of this.routes[kept]) this.routeOf[c] = kept;
      }
      kept++;
    }
    this.routes.length = kept;
    this.start.length = kept;
    this.latest.length = kept;
    this.load.length = kept;
    this.length.length = kept;
  }

  /** Takes customers out of route r (by position, ascending) into the unassigned list. */
  removePositions(r: number, positions: number[]): void {
    const route = this.routes[r];
    const remove = new Set(positions);
    const kept: number[] = [];
    route.forEach((c, i) => {
      if (remove.has(i)) {
        this.unassigned.push(c);
        this.routeOf[c] = -1;
      } else kept.push(c);
    });
    this.routes[r] = kept;
    this.refresh(r);
  }
}
