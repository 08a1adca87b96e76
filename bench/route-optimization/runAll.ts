/**
 * Solves every instance of the Solomon set as bench/route-optimization/run.ts does, one after the other, and prints a
 * Markdown table (vehicles and distance against the best known, gap %) for docs/performance.md.
 *
 *   npm run build -w @armada/route-solver
 *   npx tsx bench/route-optimization/runAll.ts --seconds 10 [--dir ../shared/benchmarks/vrptw] [--only R1,RC2]
 */
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type InstanceLine, solveInstanceFile } from "./solveInstanceFile.js";

const here = fileURLToPath(new URL(".", import.meta.url));
const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    dir: { type: "string", default: resolve(here, "../../../shared/benchmarks/vrptw") },
    only: { type: "string" },
    workers: { type: "string", default: String(Math.min(2, availableParallelism())) },
  },
});
const dir = values.dir;
const prefixes = values.only?.split(",");
const bestKnown = new Map(
  readFileSync(join(dir, "best-known.csv"), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((row) => row.split(","))
    .map(([name = "", , vehicles, distance]) => [
      name,
      { vehicles: Number(vehicles), distance: Number(distance) },
    ]),
);
const names = readdirSync(join(dir, "solomon"))
  .filter((f) => f.endsWith(".txt"))
  .map((f) => f.replace(/\.txt$/, ""))
  .filter((name) => !prefixes || prefixes.some((p) => name.startsWith(p)))
  .sort();

const rows: { row: InstanceLine; best: { vehicles: number; distance: number } }[] = [];
const loads: number[] = [];
console.log("| Instance | Vehicles | Best known | Distance | Best known | Gap % | Feasible | s |");
console.log("|---|---:|---:|---:|---:|---:|:-:|---:|");
for (const name of names) {
  loads.push(loadavg()[0] ?? 0);
  const { line: row } = await solveInstanceFile(join(dir, "solomon", `${name}.txt`), {
    seconds: Number(values.seconds),
    workers: Number(values.workers),
    seed: 1,
  });
  const best = bestKnown.get(name);
  if (!best) throw new Error(`${name} is not in best-known.csv`);
  rows.push({ row, best });
  const gap = ((row.distance - best.distance) / best.distance) * 100;
  console.log(
    `| ${name} | ${row.vehicles} | ${best.vehicles} | ${row.distance.toFixed(2)} | ${best.distance.toFixed(2)} | ${gap.toFixed(2)} | ${row.feasible ? "yes" : "**no**"} | ${row.seconds.toFixed(1)} |`,
  );
}
const gapOf = ({ row, best }: (typeof rows)[number]) => (row.distance - best.distance) / best.distance;
const mean = (values: number[]) => (values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0);
const sameFleet = rows.filter((r) => r.row.vehicles === r.best.vehicles);
const vehicleExcess = rows.map(({ row, best }) => row.vehicles - best.vehicles);
console.log();
console.log(
  `${rows.length} instances, ${rows.filter((r) => r.row.feasible).length} feasible; ` +
    `mean distance gap ${(mean(rows.map(gapOf)) * 100).toFixed(2)} % ` +
    `(${(mean(sameFleet.map(gapOf)) * 100).toFixed(2)} % over the ${sameFleet.length} with the best-known fleet); ` +
    `vehicles: ${vehicleExcess.filter((e) => e <= 0).length} at or below the best known, ${vehicleExcess.filter((e) => e === 1).length} at +1, ` +
    `${vehicleExcess.filter((e) => e > 1).length} above +1 (total ${rows.reduce((s, r) => s + r.row.vehicles, 0)} vs ${rows.reduce((s, r) => s + r.best.vehicles, 0)}); ` +
    `1-minute load average at each start ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`,
);
