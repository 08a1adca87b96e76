import type { IntervalHistogram } from "node:perf_hooks";

/** What receiving cost the probe process itself: its event-loop delay (ms) and CPU seconds so far. */
export function probeCost(loopDelay: IntervalHistogram) {
  const ms = (nanoseconds: number) => Number((nanoseconds / 1e6).toFixed(1));
  const cpu = process.cpuUsage();
  return {
    probeEventLoopDelayMs: {
      p50: ms(loopDelay.percentile(50)),
      p99: ms(loopDelay.percentile(99)),
      max: ms(loopDelay.max),
    },
    probeCpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(1)),
  };
}
