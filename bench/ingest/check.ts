/**
 * Regression gate of the position path (`make bench-check`, not part of `make test`): runs the pipeline-cost and the
 * latency benchmarks against the recorded baseline build and this checkout's build, alternating, in the same run,
 * and fails when this build's median CPU per position or median p99 is more than 10 % worse than the baseline's.
 * Same-run comparison, because on a shared machine a figure from another day says more about the machine.
 *
 *   npm run build && npx tsx bench/ingest/check.ts [--rounds 3] [--latency-rounds 2] [--baseline-root DIR]
 *   npx tsx bench/ingest/check.ts --record        # this checkout's commit becomes the baseline (baseline.json)
 *
 * Without --baseline-root the baseline commit is checked out and built once under the system's temporary folder
 * (`git worktree add`, `npm ci`, `npm run build`), and reused by later runs. See docs/performance.md.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    "latency-rounds": { type: "string", default: "2" },
    "latency-duration": { type: "string", default: "20" },
    "latency-sockets": { type: "string", default: "1000" },
    "baseline-root": { type: "string" },
    "max-worse": { type: "string", default: "0.10" },
    record: { type: "boolean", default: false },
  },
});

const here = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = resolve(here, "../..");
const baselineFile = join(here, "baseline.json");
const git = (...args: string[]) => execFileSync("git", args, { cwd: repoRoot, encoding: "utf8" }).trim();

if (values.record) {
  const commit = git("rev-parse", "HEAD");
  writeFileSync(baselineFile, `${JSON.stringify({ commit, recorded: new Date().toISOString() }, null, 2)}\n`);
  console.log(`baseline is now ${commit}`);
  process.exit(0);
}

const { commit } = JSON.parse(readFileSync(baselineFile, "utf8")) as { commit: string };
const baselineRoot = resolve(
  values["baseline-root"] ?? join(tmpdir(), `armada-bench-baseline-${commit.slice(0, 12)}`),
);
if (!existsSync(join(baselineRoot, "apps/server/dist/main.js"))) buildBaseline();

const maxWorse = Number(values["max-worse"]);
const rounds = Number(values.rounds);
const latencyRounds = Number(values["latency-rounds"]);
const builds = [
  { name: `baseline ${commit.slice(0, 7)}`, root: baselineRoot },
  { name: "this build", root: repoRoot },
];

function buildBaseline() {
  console.log(`building the baseline ${commit} in ${baselineRoot}`);
  if (!existsSync(baselineRoot)) git("worktree", "add", "--detach", baselineRoot, commit);
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: baselineRoot, stdio: "inherit" });
  run("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"]);
  run("npm", ["run", "build", "-w", "@armada/domain"]);
  run("npm", ["run", "build", "-w", "@armada/server"]);
}

/** Runs a bench script of this checkout with tsx and answers its output. */
function runBench(script: string, args: string[]): Promise<string> {
  return new Promise((resolveRun, reject) => {
    const child = spawn("npx", ["tsx", join(here, script), ...args], {
      cwd: repoRoot,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolveRun(output) : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

async function pipelineCost(root: string): Promise<number> {
  const output = await runBench("pipelineCost.ts", ["--root", root]);
  const last = output.trim().split("\n").at(-1) ?? "{}";
  return (JSON.parse(last) as { cpuMicrosecondsPerPosition: number }).cpuMicrosecondsPerPosition;
}

async function latencyP99(root: string): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), "armada-bench-check-"));
  const out = join(folder, "latency.json");
  try {
    await runBench("run.ts", [
      "--root",
      root,
      "--scenario",
      "latency",
      "--duration",
      values["latency-duration"] as string,
      "--sockets",
      values["latency-sockets"] as string,
      "--skip-raw",
      "--out",
      out,
    ]);
    const results = JSON.parse(readFileSync(out, "utf8")) as {
      scenarios: { websocket: { latencyMs?: { p99: number } } | null }[];
    };
    const p99 = results.scenarios[0]?.websocket?.latencyMs?.p99;
    if (p99 === undefined) throw new Error("the latency run measured no socket latency");
    return p99;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Each build `count` times, alternating, so both see the same machine. */
async function alternate(count: number, measure: (root: string) => Promise<number>) {
  const figures = builds.map(() => [] as number[]);
  for (let round = 0; round < count; round++)
    for (const [index, build] of builds.entries()) {
      // one retry: on a busy machine a run can fail for reasons of its own (a metrics scrape refused under load)
      const figure = await measure(build.root).catch((error: unknown) => {
        console.error(`  ${build.name}: run failed (${String(error)}), once more`);
        return measure(build.root);
      });
      figures[index]?.push(figure);
      console.log(`  ${build.name}: ${figure}`);
    }
  return figures.map(median) as [baseline: number, current: number];
}

console.log(`CPU per position written (pipelineCost.ts), ${rounds} rounds`);
const [baseCpu, currentCpu] = await alternate(rounds, pipelineCost);
console.log(`p99 packet → operator socket (run.ts --scenario latency), ${latencyRounds} rounds`);
const [baseP99, currentP99] = await alternate(latencyRounds, latencyP99);

const verdicts = [
  { figure: "CPU per position (µs)", baseline: baseCpu, current: currentCpu },
  { figure: "p99 latency (ms)", baseline: baseP99, current: currentP99 },
].map((row) => ({ ...row, ratio: Number((row.current / row.baseline).toFixed(2)) }));
console.table(verdicts);
const worse = verdicts.filter((row) => row.ratio > 1 + maxWorse);
if (worse.length > 0) {
  console.error(
    `bench-check failed: ${worse.map((row) => row.figure).join(", ")} more than ${maxWorse * 100} % worse than ${commit.slice(0, 7)}`,
  );
  process.exit(1);
}
console.log(`bench-check passed against ${commit.slice(0, 7)}`);
