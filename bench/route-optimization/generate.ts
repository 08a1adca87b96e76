/**
 * Writes a random VRPTW instance in Solomon's layout, shaped like Gehring & Homberger's R1 series (random customers
 * on a 0–100 grid scaled with √n, capacity 200, service 10, tight windows around a reachable centre), for smoke tests
 * at sizes the Solomon set does not have:
 *
 *   npx tsx bench/route-optimization/generate.ts --customers 200 --seed 1 > bench/route-optimization/instances/GEN200.txt
 */
import { parseArgs } from "node:util";
import { blankInstance, createRandom, formatSolomon } from "@armada/route-solver";

const { values } = parseArgs({
  options: { customers: { type: "string", default: "200" }, seed: { type: "string", default: "1" } },
});
const customers = Number(values.customers);
const random = createRandom(Number(values.seed));
const side = Math.round(100 * Math.sqrt(customers / 100));
const horizon = 10 * side;
const instance = blankInstance({
  name: `GEN${customers}`,
  customers,
  vehicles: Math.max(25, Math.ceil(customers / 4)),
  capacity: 200,
});
instance.x[0] = side / 2;
instance.y[0] = side / 2;
instance.due[0] = horizon;
for (let c = 1; c <= customers; c++) {
  const x = random.int(side + 1);
  const y = random.int(side + 1);
  const fromDepot = Math.hypot(x - side / 2, y - side / 2);
  const earliest = Math.ceil(fromDepot);
  const latest = Math.floor(horizon - fromDepot - 10);
  const centre = earliest + random.int(latest - earliest + 1);
  const halfWidth = 5 + random.int(56);
  instance.x[c] = x;
  instance.y[c] = y;
  instance.demand[c] = 1 + random.int(40);
  instance.ready[c] = Math.max(0, centre - halfWidth);
  instance.due[c] = Math.min(latest, centre + halfWidth);
  instance.service[c] = 10;
}
process.stdout.write(formatSolomon(instance));
