/**
 * CPU per position of a protocol's gateway alone (sockets, splitting, decoding, answering; no database): the
 * gateway of the build under each `--root` runs in a child process in front of a sink that settles in batches,
 * this process plays the devices (gt06Load.ts) at a fixed rate, and the child's own CPU time is divided by the
 * positions it received. Builds alternate in one run, so a busy machine shifts them alike.
 *
 *   npx tsx bench/ingest/gatewayCost.ts --protocol teltonika --root ../base --root . [--rounds 2]
 *
 * See docs/performance.md. Not part of `make test`.
 */
import { fork } from "node:child_process";
import { loadavg } from "node:os";
import { basename, resolve } from "node:path";
import { parseArgs } from "node:util";
import { LOAD_PROTOCOLS, type LoadProtocol } from "./deviceWires.js";
import { runGt06Load } from "./gt06Load.js";

const { values } = parseArgs({
  options: {
    protocol: { type: "string", multiple: true, default: ["teltonika"] },
    root: { type: "string", multiple: true, default: ["."] },
    devices: { type: "string", default: "500" },
    rate: { type: "string", default: "4000" },
    duration: { type: "string", default: "15" },
    rounds: { type: "string", default: "2" },
    port: { type: "string", default: "16400" },
    "cpu-prof": { type: "string" },
  },
});

type Reply = { listening?: true; started?: true; cpuMicroseconds?: number; received?: number };

async function measure(root: string, protocol: LoadProtocol) {
  const child = fork(resolve(import.meta.dirname, "gatewayCostServer.ts"), [], {
    execArgv: [
      "--import",
      "tsx",
      ...(values["cpu-prof"] ? ["--cpu-prof", "--cpu-prof-dir", resolve(values["cpu-prof"])] : []),
    ],
    env: { ...process.env, ARMADA_ROOT: root, GATEWAY_PROTOCOL: protocol, GATEWAY_PORT: values.port },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const replies: Reply[] = [];
  const waiting: ((reply: Reply) => void)[] = [];
  child.on("message", (reply: Reply) => {
    const waiter = waiting.shift();
    if (waiter) waiter(reply);
    else replies.push(reply);
  });
  const next = () =>
    new Promise<Reply>((resolveReply) => {
      const reply = replies.shift();
      if (reply) resolveReply(reply);
      else waiting.push(resolveReply);
    });
  await next(); // listening
  const load = await runGt06Load({
    protocol,
    host: "127.0.0.1",
    port: Number(values.port),
    devices: Number(values.devices),
    rate: Number(values.rate),
    durationS: Number(values.duration),
    connectRate: 500,
    heartbeatS: 30,
    imeiBase: 865000000000000n,
    onLoadStart: () => child.send("start"),
    log: () => {},
  });
  await next(); // started
  child.send("stop");
  const { cpuMicroseconds = 0, received = 0 } = await next();
  load.close();
  await new Promise((exited) => {
    child.once("exit", exited);
    child.send("exit");
  });
  return {
    received,
    microsecondsPerPosition: Number((cpuMicroseconds / Math.max(1, received)).toFixed(1)),
    cpuPercent: Math.round(cpuMicroseconds / 1e4 / load.summary.durationS),
  };
}

const rows: Record<string, unknown>[] = [];
for (let round = 1; round <= Number(values.rounds); round++)
  for (const protocol of values.protocol as LoadProtocol[]) {
    if (!LOAD_PROTOCOLS.includes(protocol))
      throw new Error(`--protocol: one of ${LOAD_PROTOCOLS.join(", ")}`);
    for (const root of values.root) {
      const load = loadavg()[0]?.toFixed(1);
      const result = await measure(resolve(root), protocol);
      const row = { round, protocol, root: basename(resolve(root)), loadAverage: load, ...result };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
console.table(rows);
