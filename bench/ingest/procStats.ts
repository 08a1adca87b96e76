/**
 * CPU and memory of the processes in a run, from /proc (Linux): the server, the PostgreSQL backends, the bench
 * itself and its socket probe, and the whole machine. Sampled every second; CPU is in % of one core.
 */
import { readdirSync, readFileSync } from "node:fs";

export const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux we run on

export function cpuTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces, inside parentheses): utime is 14th, stime 15th overall.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

function memoryKb(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const read = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
    return { rss: read("VmRSS"), hwm: read("VmHWM") };
  } catch {
    return null;
  }
}

function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

function machineTicks(): { busy: number; total: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

export interface ProcSample {
  t: number;
  serverCpu: number;
  serverRssMb: number;
  postgresCpu: number;
  benchCpu: number;
  probeCpu: number;
  machineBusy: number;
}

/** Starts sampling; `pids()` names the server and the probe child as they come and go. */
export function startProcSampler(pids: () => { server?: number | undefined; probe?: number | undefined }) {
  const origin = performance.now();
  const samples: ProcSample[] = [];
  let last = {
    at: performance.now(),
    server: 0,
    probe: 0,
    postgres: new Map<number, number>(),
    bench: process.cpuUsage(),
    machine: machineTicks(),
  };
  let peakServerRssKb = 0;

  const read = () => {
    const { server, probe } = pids();
    const postgres = new Map<number, number>();
    for (const pid of postgresPids()) postgres.set(pid, cpuTicks(pid) ?? 0);
    return {
      at: performance.now(),
      server: server ? (cpuTicks(server) ?? 0) : 0,
      probe: probe ? (cpuTicks(probe) ?? 0) : 0,
      postgres,
      bench: process.cpuUsage(),
      machine: machineTicks(),
    };
  };
  last = read();

  const timer = setInterval(() => {
    const now = read();
    const seconds = (now.at - last.at) / 1000;
    const pct = (ticks: number) => Number(((ticks / TICKS_PER_SECOND / seconds) * 100).toFixed(0));
    let postgresTicks = 0;
    for (const [pid, ticks] of now.postgres) postgresTicks += ticks - (last.postgres.get(pid) ?? 0);
    const { server } = pids();
    const memory = server ? memoryKb(server) : null;
    if (memory) peakServerRssKb = Math.max(peakServerRssKb, memory.hwm, memory.rss);
    const benchMicros = now.bench.user - last.bench.user + (now.bench.system - last.bench.system);
    const machineTotal = now.machine.total - last.machine.total;
    samples.push({
      t: Number(((now.at - origin) / 1000).toFixed(1)),
      serverCpu: now.server >= last.server ? pct(now.server - last.server) : 0,
      serverRssMb: memory ? Math.round(memory.rss / 1024) : 0,
      postgresCpu: pct(postgresTicks),
      benchCpu: Number(((benchMicros / 1e6 / seconds) * 100).toFixed(0)),
      probeCpu: now.probe >= last.probe ? pct(now.probe - last.probe) : 0,
      machineBusy: machineTotal
        ? Number((((now.machine.busy - last.machine.busy) / machineTotal) * 100).toFixed(0))
        : 0,
    });
    last = now;
  }, 1_000);

  return {
    samples,
    /** seconds since the sampler started, on the same clock as the samples */
    elapsed: () => (performance.now() - origin) / 1000,
    stop() {
      clearInterval(timer);
    },
    /** averages and peaks over [from, to] seconds */
    summary(from: number, to: number) {
      const window = samples.filter((sample) => sample.t > from && sample.t <= to);
      const mean = (pick: (sample: ProcSample) => number) =>
        window.length ? Math.round(window.reduce((sum, sample) => sum + pick(sample), 0) / window.length) : 0;
      const max = (pick: (sample: ProcSample) => number) =>
        window.length ? Math.max(...window.map(pick)) : 0;
      return {
        serverCpuMeanPct: mean((sample) => sample.serverCpu),
        serverCpuMaxPct: max((sample) => sample.serverCpu),
        serverRssMeanMb: mean((sample) => sample.serverRssMb),
        serverRssPeakMb: Math.round(peakServerRssKb / 1024),
        postgresCpuMeanPct: mean((sample) => sample.postgresCpu),
        benchCpuMeanPct: mean((sample) => sample.benchCpu),
        probeCpuMeanPct: mean((sample) => sample.probeCpu),
        machineBusyMeanPct: mean((sample) => sample.machineBusy),
      };
    },
  };
}
