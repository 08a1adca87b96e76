/**
 * Solves one VRPTW instance in Solomon's text layout with the product's route solver and prints one JSON line
 * {"instance","customers","vehicles","distance","feasible","seconds"}; feasibility comes from the independent checker.
 *
 *   npm run build -w @armada/route-solver
 *   npx tsx bench/route-optimization/run.ts --instance ../shared/benchmarks/vrptw/solomon/R101.txt --seconds 10 --json
 *
 * Without --json it also prints the routes and any violation. See bench/route-optimization/README.md.
 */
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { solveInstanceFile } from "./solveInstanceFile.js";

const { values } = parseArgs({
  options: {
    instance: { type: "string" },
    seconds: { type: "string", default: "10" },
    workers: { type: "string", default: String(Math.min(2, availableParallelism())) },
    seed: { type: "string", default: "1" },
    json: { type: "boolean", default: false },
  },
});
if (!values.instance) {
  console.error("usage: run.ts --instance FILE [--seconds S] [--workers N] [--seed N] [--json]");
  process.exit(2);
}

const { line, result, check } = await solveInstanceFile(values.instance, {
  seconds: Number(values.seconds),
  workers: Number(values.workers),
  seed: Number(values.seed),
});
if (!values.json) {
  for (const [i, route] of result.routes.entries()) console.log(`route ${i + 1}: ${route.join(" ")}`);
  for (const u of result.unassigned) console.log(`unassigned ${u.customer}: ${u.reason}`);
  for (const v of check.violations) console.log(`violation: ${v.detail}`);
}
console.log(JSON.stringify(line));
process.exitCode = check.feasible ? 0 : 1;
